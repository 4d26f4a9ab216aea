/**
 * Held-out layouts in the manner of invoices small European businesses receive: a German/Dutch DIN 5008
 * letter, a French facture with mentions légales, a boxed accountants' template (Spanish, Italian,
 * Portuguese), the courtesy copy of an Italian e-invoice, a minimal online-app invoice, and a Portuguese
 * certified-software fatura. Every field groundTruth(invoice) labels is printed, with the content's values.
 */
import { pick, type Invoice, type Random } from './content.ts';
import type { Lang } from './languages.ts';
import { CERT, FACTURE, GRID, LETTER, MODERN, choose, fill } from './european-labels.ts';
import {
  br, capital, capitalise, cityOf, digits, discountPct, esc, fakeQr, grossOf, itemTable, letterhead, page, pct, postcodeOf, rowsHtml, spacedIban, totalRows,
} from './european-parts.ts';

export const EUROPEAN_LAYOUTS = ['din-letter', 'facture-mentions', 'boxed-template', 'fattura-courtesy-copy', 'online-app', 'fatura-certified'] as const;
export type EuropeanLayout = (typeof EUROPEAN_LAYOUTS)[number];

export const LAYOUT_LANGS: Record<EuropeanLayout, Lang[]> = {
  'din-letter': ['de', 'nl'],
  'facture-mentions': ['fr'],
  'boxed-template': ['es', 'it', 'pt'],
  'fattura-courtesy-copy': ['it'],
  'online-app': ['nl', 'fr', 'de', 'es', 'pt'],
  'fatura-certified': ['pt'],
};

const dueText = (invoice: Invoice, byDate: string, byTerms: string, extra: Record<string, string> = {}) =>
  fill(invoice.due.printed === 'date' ? byDate : byTerms, { d: invoice.formatDate(invoice.due.date), n: String(invoice.due.days), ...extra });

function dinLetter(invoice: Invoice, random: Random): string {
  const lang = invoice.lang === 'nl' ? 'nl' : 'de';
  const L = choose(random, LETTER[lang]);
  const head = letterhead(invoice, random);
  const { supplier: s, customer: c } = invoice;
  const accent = pick(random, ['#1f4e79', '#7a1f1f', '#2f5d3a', '#333333']);
  const info: [string, string][] = [[L.number, invoice.number], [L.customerNo, `${pick(random, ['', 'K', '1'])}${digits(random, 4)}`], [L.date, invoice.formatDate(invoice.date)],
    [L.serviceDate, invoice.formatDate(invoice.date)], ...(invoice.po ? [[L.po, invoice.po] as [string, string]] : []), [L.contact, head.person], [L.phone, head.phone]];
  const table = itemTable(invoice, {
    order: ['pos', 'qty', 'unit', 'desc', 'price', 'rate', 'amount'], heads: { pos: L.pos, qty: L.qty, unit: L.unit, desc: L.desc, price: L.price, rate: L.rate, amount: L.amount },
    price: (v) => invoice.money(v, false), amount: (v) => invoice.money(v, false), rate: (r) => pct(r, lang), head: 'border-bottom:1px solid #000', row: 'border-bottom:0.5px solid #ccc',
  });
  const mark = (top: number, width = 5) => `<div style="position:absolute;left:4mm;top:${top}mm;width:${width}mm;border-top:0.5px solid #999"></div>`;
  const pay = dueText(invoice, L.payDate, L.payTerms, { iban: spacedIban(invoice.iban), name: s.name });
  const body = `${mark(105)}${mark(148.5, 8)}${mark(210)}
<div style="position:absolute;top:14mm;right:20mm;text-align:right"><div style="font-size:1.8em;font-weight:bold;color:${accent}">${esc(s.name)}</div><div class="muted">${esc(s.lines.join(' · '))}</div></div>
<div style="position:absolute;top:45mm;left:20mm;width:85mm"><div style="font-size:6.5pt;text-decoration:underline;margin-bottom:3mm;white-space:nowrap">${esc([s.name, ...s.lines].join(' · '))}</div>${esc(c.name)}<br>${br(c.lines)}</div>
<table style="position:absolute;top:50mm;left:122mm;width:70mm">${info.map(([l, v]) => `<tr><td class="muted" style="padding:1px 4px">${esc(l)}</td><td class="r" style="padding:1px 4px">${esc(v)}</td></tr>`).join('')}</table>
<div style="position:absolute;top:97mm;left:25mm;right:20mm">
<div style="font-weight:bold;font-size:1.25em">${esc(fill(L.subject, { no: invoice.number }))}</div>
<p>${esc(L.salutation)}${L.salutation ? '<br>' : ''}${esc(L.salutation ? L.intro : capitalise(L.intro))}</p>${table}
<table style="margin:3mm 0 0 auto;min-width:80mm">${rowsHtml(totalRows(invoice, L, lang, false), 'border-top:1px solid #000;border-bottom:3px double #000')}</table>
<p style="margin-top:5mm">${esc(pay)}</p><p>${esc(L.closing)}<br><br>${esc(s.name)}</p></div>
<div style="position:absolute;bottom:9mm;left:25mm;right:20mm;border-top:0.5px solid ${accent};padding-top:2mm;display:flex;gap:4mm;justify-content:space-between;font-size:6.8pt;color:#444">
<div>${esc(s.name)}<br>${br(s.lines)}</div><div class="nw">${esc(L.phone)} ${esc(head.phone)}<br>${esc(L.email)} ${esc(head.email)}<br>${esc(head.web)}</div>
<div class="nw">${esc(L.manager)}: ${esc(head.person)}<br>${br(head.register.split(' · '))}<br>${esc(L.vat)} ${esc(s.vatId)}${L.taxNo ? `<br>${esc(L.taxNo)} ${digits(random, 3)}/${digits(random, 3)}/${digits(random, 5)}` : ''}</div>
<div class="nw">${esc(L.bank)}: ${esc(head.bank)}<br>IBAN ${spacedIban(invoice.iban)}<br>BIC ${head.bic}</div></div>
<div class="small muted" style="position:absolute;bottom:4mm;right:20mm">${esc(L.page)}</div>`;
  return page(random, body, '', '0');
}

function factureMentions(invoice: Invoice, random: Random): string {
  const L = choose(random, FACTURE);
  const head = letterhead(invoice, random);
  const { supplier: s, customer: c } = invoice;
  const accent = pick(random, ['#24477a', '#8a2b2b', '#3b3b3b', '#1b6b5a']);
  const meta: [string, string][] = [[L.number, invoice.number], [L.date, invoice.formatDate(invoice.date)], [L.service, invoice.formatDate(invoice.date)],
    [L.dueDate, invoice.formatDate(invoice.due.date)], [L.customerNo, `CL${digits(random, 4)}`], ...(invoice.po ? [[L.po, invoice.po] as [string, string]] : [])];
  const table = itemTable(invoice, {
    order: ['desc', 'qty', 'unit', 'price', 'rate', 'amount'], heads: { desc: L.desc, qty: L.qty, unit: L.unit, price: L.price, rate: L.rate, amount: L.amount },
    price: (v) => invoice.money(v), amount: (v) => invoice.money(v), rate: (r) => pct(r, 'fr'), head: `background:${accent};color:#fff`, row: 'border-bottom:1px solid #ddd',
  });
  const form = s.name.split(' ').pop() ?? '';
  const body = `<div style="display:flex;justify-content:space-between">
<div><div style="font-size:1.5em;font-weight:bold;color:${accent}">${esc(s.name)}</div>${br(s.lines)}<br>${esc(L.phone)} ${esc(head.phone)}<br>${esc(head.email)}</div>
<div style="text-align:right"><div style="font-size:2em;font-weight:bold;letter-spacing:1px;color:${accent}">${esc(L.title)}</div>
<table style="margin-left:auto">${meta.map(([l, v]) => `<tr><td class="r">${esc(l)}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join('')}</table></div></div>
<div style="margin:7mm 0 0 95mm;border:1px solid #888;padding:3mm 4mm"><div class="small muted">${esc(L.to)}</div><b>${esc(c.name)}</b><br>${br(c.lines)}${random() < 0.6 ? `<br><span class="small">${esc(L.clientVat)} : ${esc(c.vatId)}</span>` : ''}</div>
${table}
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm">
<div style="width:88mm;border:1px solid #ccc;padding:2mm 3mm" class="small">${esc(L.method)}<br>${invoice.due.printed === 'terms' ? `${esc(fill(L.terms, { n: String(invoice.due.days) }))}<br>` : ''}
<b>${esc(L.bankTitle)}</b><br>${esc(L.bank)} : ${esc(head.bank)}<br>IBAN : ${spacedIban(invoice.iban)}<br>BIC : ${head.bic}</div>
<table style="min-width:72mm">${rowsHtml(totalRows(invoice, L, 'fr', true), `background:#eee`)}</table></div>
<div style="position:absolute;bottom:9mm;left:15mm;right:15mm;text-align:center;font-size:7pt;color:#555;border-top:1px solid #ccc;padding-top:2mm">
${esc(s.name)} – ${esc(fill(L.capital, { form, cap: capital(random, 'fr') }))} – ${esc(head.register)} – <span class="nw">${esc(L.vat)} : ${esc(s.vatId)}</span> – Code NAF ${digits(random, 4)}${pick(random, ['Z', 'A', 'B'])}<br>${esc(L.late)}</div>`;
  return page(random, body);
}

function boxedTemplate(invoice: Invoice, random: Random): string {
  const lang = invoice.lang === 'it' ? 'it' : invoice.lang === 'pt' ? 'pt' : 'es';
  const L = choose(random, GRID[lang]);
  const head = letterhead(invoice, random);
  const { supplier: s, customer: c, money } = invoice;
  const shade = pick(random, ['#e6e6e6', '#dce6f0', '#efe8d8']);
  const table = itemTable(invoice, {
    order: ['code', 'desc', 'qty', 'unit', 'price', 'rate', 'amount'], heads: { code: L.code, desc: L.desc, qty: L.qty, unit: L.unit, price: L.price, rate: L.rate, amount: L.amount },
    codes: invoice.items.map(() => `${pick(random, ['A', 'S', 'P'])}${digits(random, 4)}`), price: (v) => money(v, false), amount: (v) => money(v, false), rate: (r) => pct(r, lang),
    head: `background:${shade}`, cls: 'framed', filler: 62 - 9 * invoice.items.length,
  });
  const payment = invoice.due.printed === 'terms' ? fill(L.terms, { n: String(invoice.due.days) }) : L.transfer;
  const boxRows: [string, string][] = [[L.payment, payment], [L.due, invoice.formatDate(invoice.due.date)], ...(invoice.po ? [[L.po, invoice.po] as [string, string]] : []), [L.bank, spacedIban(invoice.iban)]];
  const n = invoice.taxes.length + (invoice.taxes.length > 1 ? 1 : 0);
  const span = (html: string, bold = false) => `<td rowspan="${n}" class="r" style="vertical-align:middle${bold ? ';font-weight:bold;font-size:1.15em' : ''}">${html}</td>`;
  const strip = invoice.taxes.map((tax, i) => `<tr>${i === 0 ? span(esc(money(grossOf(invoice)))) + (invoice.discount ? span(esc(money(-invoice.discount))) : '') : ''}
<td class="r">${esc(money(tax.base))}</td><td class="r">${pct(tax.rate, lang)}</td><td class="r">${esc(money(tax.amount))}</td>${i === 0 ? span(esc(money(invoice.total)), true) : ''}</tr>`).join('')
    + (invoice.taxes.length > 1 ? `<tr style="font-weight:bold"><td class="r">${esc(money(invoice.subtotal))}</td><td class="r">${esc(L.sum)}</td><td class="r">${esc(money(invoice.totalTax))}</td></tr>` : '');
  const register = fill(L.register, { city: cityOf(s), n: digits(random, 5), m: digits(random, 3), k: `${cityOf(s).charAt(0)}-${digits(random, 6)}`, cap: capital(random, lang) });
  const footer = lang === 'es'
    ? `<div style="position:absolute;left:8mm;bottom:30mm;transform-origin:left bottom;transform:rotate(-90deg);font-size:6.5pt;white-space:nowrap;color:#555">${esc(register)}</div>`
    : `<div class="small muted" style="position:absolute;bottom:8mm;left:15mm;right:15mm;text-align:center">${esc(register)}</div>`;
  const body = `<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><div style="font-size:1.45em;font-weight:bold">${esc(s.name)}</div>${br(s.lines)}<br>${esc(L.vat)}: ${esc(s.vatId)}<br><span class="nw">${esc(L.phone)} ${esc(head.phone)} · ${esc(head.email)}</span></div>
<div style="width:88mm"><div style="border:2px solid #333;text-align:center;font-size:1.5em;font-weight:bold;letter-spacing:3px;padding:1mm">${esc(L.title)}</div>
<table class="framed" style="width:100%;margin-top:2mm"><tr style="background:${shade}"><th>${esc(L.number)}</th><th>${esc(L.date)}</th><th>${esc(L.customerNo)}</th></tr>
<tr><td><b>${esc(invoice.number)}</b></td><td>${esc(invoice.formatDate(invoice.date))}</td><td>${digits(random, 5)}</td></tr></table></div></div>
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:6mm">
<table class="framed">${boxRows.map(([l, v]) => `<tr><th style="background:${shade};width:24mm;font-size:0.85em">${esc(l)}</th><td class="nw">${esc(v)}</td></tr>`).join('')}</table>
<div style="width:72mm;border:1px solid #333;border-radius:3mm;padding:3mm"><div class="small muted">${esc(L.client)}</div><b>${esc(c.name)}</b><br>${br(c.lines)}<br>${esc(L.vat)}: ${esc(c.vatId)}</div></div>
${table}
<table class="framed" style="width:100%;margin-top:4mm"><tr style="background:${shade}"><th class="r">${esc(L.gross)}</th>${invoice.discount ? `<th class="r">${esc(fill(L.discount, { p: pct(discountPct(invoice), lang) }))}</th>` : ''}
<th class="r">${esc(L.base)}</th><th class="r">${esc(L.ratePct)}</th><th class="r">${esc(L.quota)}</th><th class="r">${esc(L.total)}</th></tr>${strip}</table>
${invoice.paid ? `<table class="framed" style="margin:3mm 0 0 auto">${rowsHtml([{ label: L.paid, value: money(-invoice.paid) }, { label: L.amountDue, value: money(invoice.amountDue), strong: true }])}</table>` : ''}
<p class="small muted" style="margin-top:5mm">${esc(fill(L.note, { name: s.name }))}</p>${footer}`;
  return page(random, body, '.framed td, .framed th { border: 1px solid #555; }');
}

const PROVINCE: Record<string, string> = { Milano: 'MI', Roma: 'RM', Torino: 'TO', Bologna: 'BO', Firenze: 'FI', Napoli: 'NA' };

function fatturaCourtesyCopy(invoice: Invoice, random: Random): string {
  const { supplier: s, customer: c, money } = invoice;
  const head = letterhead(invoice, random);
  const party = (title: string, p: typeof s, extra: [string, string][]) => `<table class="grid" style="width:49%"><tr><th class="band">${title}</th></tr><tr><td>
${[['Identificativo fiscale ai fini IVA', p.vatId], ['Codice fiscale', p.vatId.slice(2)], ['Denominazione', p.name], ...extra, ['Indirizzo', p.lines[0]],
    ['Comune', `${cityOf(p)} Provincia: ${PROVINCE[cityOf(p)] ?? cityOf(p).slice(0, 2).toUpperCase()}`], ['Cap', postcodeOf(p)], ['Nazione', 'IT']].map(([l, v]) => `${l}: <b>${esc(v)}</b>`).join('<br>')}</td></tr></table>`;
  const grid = (heads: string[], cells: string[]) => `<table class="grid" style="width:100%;margin-top:3mm"><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr><tr>${cells.map((v) => `<td class="nw">${v}</td>`).join('')}</tr></table>`;
  const table = itemTable(invoice, {
    order: ['code', 'desc', 'qty', 'price', 'unit', 'rate', 'amount'], heads: { code: 'Cod. articolo', desc: 'Descrizione', qty: 'Quantità', price: 'Prezzo unitario', unit: 'UM', rate: '%IVA', amount: 'Prezzo totale' },
    codes: invoice.items.map(() => (random() < 0.5 ? '' : `ART${digits(random, 3)}`)), qty: (v) => v.toFixed(2).replace('.', ','), price: (v) => money(v, false), amount: (v) => money(v, false),
    rate: (r) => r.toFixed(2).replace('.', ','), cls: 'grid',
  });
  const several = invoice.taxes.length > 1;
  const summary = invoice.taxes.map((t) => `<tr><td>I (esigibilità immediata)</td><td class="r">${t.rate.toFixed(2).replace('.', ',')}</td><td></td><td></td><td class="r">${esc(money(t.base, false))}</td><td class="r">${esc(money(t.amount, false))}</td></tr>`).join('')
    + (several ? `<tr style="font-weight:bold"><td colspan="4">Totale</td><td class="r">${esc(money(invoice.subtotal, false))}</td><td class="r">${esc(money(invoice.totalTax, false))}</td></tr>` : '');
  const terms = invoice.due.printed === 'terms';
  const body = `<div style="display:flex;justify-content:space-between;align-items:flex-start">${party('Cedente/prestatore (fornitore)', s, [['Regime fiscale', 'RF01 (ordinario)'], ['Telefono', head.phone], ['Email', head.email]])}
${party('Cessionario/committente (cliente)', c, [])}</div>
${grid(['Tipologia documento', 'Art. 73', 'Numero documento', 'Data documento', 'Codice destinatario'], ['TD01 fattura', '', `<b>${esc(invoice.number)}</b>`, esc(invoice.formatDate(invoice.date)), Array.from({ length: 7 }, () => pick(random, [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')])}
${invoice.po ? grid(['Dati ordine di acquisto — Id documento', 'Data'], [esc(invoice.po), '']) : ''}
<div style="margin-top:1mm">${table}</div>
<table class="grid" style="width:100%;margin-top:4mm"><tr><th colspan="6" class="band">RIEPILOGHI IVA E TOTALI</th></tr>
<tr><th>esigibilità iva / riferimenti normativi</th><th class="r">%IVA</th><th>Spese accessorie</th><th>Arr.</th><th class="r">Totale imponibile</th><th class="r">Totale imposta</th></tr>${summary}</table>
${grid(['Importo bollo', 'Sconto/Maggiorazione', 'Arr.', 'Totale documento'], ['', invoice.discount ? esc(money(-invoice.discount, false)) : '', '', `<b>${esc(money(invoice.total))}</b>`])}
${invoice.paid ? `<p>Acconto già corrisposto: <b>${esc(money(invoice.paid))}</b></p>` : ''}
${grid(['Modalità pagamento', 'IBAN', 'Istituto finanziario', ...(terms ? ['Giorni termini'] : []), 'Data scadenza', 'Importo'],
    ['MP05 Bonifico', esc(invoice.iban), esc(head.bank), ...(terms ? [String(invoice.due.days)] : []), esc(invoice.formatDate(invoice.due.date)), `<b>${esc(money(invoice.amountDue))}</b>`])}
<p class="small muted" style="position:absolute;bottom:8mm;left:12mm;right:12mm">Copia di cortesia priva di valore fiscale ai sensi dell'art. 21 D.P.R. 633/72. L'originale del documento è consultabile nell'area riservata del sito dell'Agenzia delle Entrate.</p>`;
  return page(random, body, `.grid td, .grid th { border: 1px solid #999; } .grid th { background: #f1f1f1; font-size: 0.85em; font-weight: normal; } th.band { background: #d9e2ec !important; font-weight: bold !important; text-transform: uppercase; }`, '12mm 12mm');
}

function onlineApp(invoice: Invoice, random: Random): string {
  const lang = (['nl', 'fr', 'de', 'es', 'pt'] as const).find((l) => l === invoice.lang) ?? 'nl';
  const L = choose(random, MODERN[lang]);
  const head = letterhead(invoice, random);
  const { supplier: s, customer: c, money } = invoice;
  const accent = pick(random, ['#2b6cb0', '#0f766e', '#6b46c1', '#c05621', '#111827']);
  const meta: [string, string][] = [[L.number, invoice.number], [L.date, invoice.formatDate(invoice.date)], [L.dueDate, invoice.formatDate(invoice.due.date)], ...(invoice.po ? [[L.po, invoice.po] as [string, string]] : [])];
  const table = itemTable(invoice, {
    order: ['desc', 'qty', 'unit', 'price', 'rate', 'amount'], heads: { desc: L.desc, qty: L.qty, unit: L.unit, price: L.price, rate: L.rate, amount: L.amount },
    price: (v) => money(v), amount: (v) => money(v), rate: (r) => pct(r, lang), head: `border-bottom:2px solid ${accent};color:${accent}`, row: 'border-bottom:1px solid #e5e5e5',
  });
  const pay = dueText(invoice, L.payDate, L.payTerms, { a: money(invoice.amountDue), iban: spacedIban(invoice.iban), no: invoice.number, name: s.name });
  const body = `<div style="display:flex;justify-content:space-between;align-items:center"><div style="font-size:2.4em;color:${accent}">${esc(L.title)}</div>
<div style="font-size:1.3em;font-weight:bold">${esc(s.name)}</div></div>
<div style="display:flex;gap:12mm;margin-top:8mm">${meta.map(([l, v]) => `<div><div class="small muted">${esc(l)}</div><b>${esc(v)}</b></div>`).join('')}</div>
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:8mm">
<div style="width:55mm"><div class="small muted">${esc(L.from)}</div>${esc(s.name)}<br>${br(s.lines)}<br>${esc(head.email)}<br>${esc(L.vat)}: ${esc(s.vatId)}</div>
<div style="width:55mm"><div class="small muted">${esc(L.to)}</div><b>${esc(c.name)}</b><br>${br(c.lines)}</div>
<div style="background:${accent}18;padding:4mm 5mm;text-align:right"><div class="small muted">${esc(L.due)}</div><div style="font-size:1.6em;font-weight:bold">${esc(money(invoice.amountDue))}</div></div></div>
${table}
<table style="margin:4mm 0 0 auto;min-width:75mm">${rowsHtml(totalRows(invoice, L, lang, false), `border-top:2px solid ${accent}`)}</table>
<p style="margin-top:8mm">${esc(pay)}</p><p style="color:${accent}">${esc(L.thanks)}</p>
<div class="small muted" style="position:absolute;bottom:9mm;left:15mm;right:15mm;text-align:center;border-top:1px solid #e5e5e5;padding-top:2mm">
${esc(s.name)} · ${esc(s.lines.join(', '))} · ${esc(head.register)}<br>${esc(L.vat)} ${esc(s.vatId)} · IBAN ${spacedIban(invoice.iban)} · BIC ${head.bic} · ${esc(head.web)}</div>`;
  return page(random, body, '', '15mm 15mm');
}

function faturaCertified(invoice: Invoice, random: Random): string {
  const L = choose(random, CERT);
  const head = letterhead(invoice, random);
  const { supplier: s, customer: c, money } = invoice;
  const table = itemTable(invoice, {
    order: ['code', 'desc', 'qty', 'unit', 'price', 'rate', 'amount'], heads: { code: L.code, desc: L.desc, qty: L.qty, unit: L.unit, price: L.price, rate: L.rate, amount: L.amount },
    codes: invoice.items.map(() => `${pick(random, ['SRV', 'ART', 'P'])}${digits(random, 3)}`), price: (v) => money(v, false), amount: (v) => money(v, false), rate: (r) => pct(r, 'pt'),
    head: 'border-top:1px solid #000;border-bottom:1px solid #000',
  });
  const metaHeads = [L.clientVat, L.date, L.dueDate, ...(invoice.po ? [L.po] : []), L.currency, L.page];
  const metaCells = [c.vatId, invoice.formatDate(invoice.date), invoice.formatDate(invoice.due.date), ...(invoice.po ? [invoice.po] : []), invoice.currency, '1/1'];
  const rows = [...(invoice.discount ? [{ label: L.gross, value: money(grossOf(invoice)) }, { label: fill(L.discount, { p: pct(discountPct(invoice), 'pt') }), value: money(-invoice.discount) }] : []),
    { label: L.net, value: money(invoice.subtotal) }, { label: L.taxTotal, value: money(invoice.totalTax) }, { label: L.total, value: money(invoice.total), strong: !invoice.paid },
    ...(invoice.paid ? [{ label: L.paid, value: money(-invoice.paid) }, { label: L.due, value: money(invoice.amountDue), strong: true }] : [])];
  const atcud = `${Array.from({ length: 8 }, () => pick(random, [...'BCDFGHJKLMNPQRSTVWXZ23456789'])).join('')}-${digits(random, 3)}`;
  const body = `<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><div style="font-size:1.35em;font-weight:bold">${esc(s.name)}</div>${br(s.lines)}<br>${esc(L.vat)}: ${esc(s.vatId)}<br>Tel. ${esc(head.phone)} · ${esc(head.email)}
<div class="small muted">${esc(fill(L.capital, { cap: capital(random, 'pt'), city: cityOf(s) }))}</div></div>
<div style="width:85mm"><div class="r small" style="font-weight:bold">${esc(L.original)}</div><div style="border:1px solid #444;padding:3mm 4mm;margin-top:2mm">
<div class="small muted">${esc(L.client)}</div><b>${esc(c.name)}</b><br>${br(c.lines)}</div></div></div>
<div style="margin-top:8mm;font-size:1.35em;font-weight:bold">${esc(L.number)} ${esc(invoice.number)}</div>
<table style="width:100%;margin-top:2mm;border:1px solid #444"><tr>${metaHeads.map((h) => `<th class="small" style="border-bottom:1px solid #444;font-weight:normal">${esc(h)}</th>`).join('')}</tr>
<tr>${metaCells.map((v) => `<td>${esc(v)}</td>`).join('')}</tr></table>
${table}
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:6mm;border-top:1px solid #000;padding-top:3mm">
<div style="width:95mm"><b>${esc(L.summary)}</b><table style="width:100%"><tr class="small"><th>${esc(L.taxRate)}</th><th class="r">${esc(L.base)}</th><th class="r">${esc(L.taxValue)}</th></tr>
${invoice.taxes.map((t) => `<tr><td>IVA ${pct(t.rate, 'pt')}</td><td class="r">${esc(money(t.base, false))}</td><td class="r">${esc(money(t.amount, false))}</td></tr>`).join('')}</table>
<p class="small">${esc(L.payment)}: ${esc(L.transfer)}${invoice.due.printed === 'terms' ? ` · ${esc(fill(L.terms, { n: String(invoice.due.days) }))}` : ''}<br>IBAN: ${spacedIban(invoice.iban)} · BIC/SWIFT: ${head.bic}</p></div>
<table style="min-width:68mm">${rowsHtml(rows, 'font-size:1.1em;border-top:1px solid #000')}</table></div>
<div style="position:absolute;bottom:9mm;left:15mm;right:15mm;display:flex;gap:5mm;align-items:flex-end">${fakeQr(random)}
<div class="small">ATCUD: ${atcud}<br>${esc(L.available)}<br>${esc(fill(L.cert, { h: Array.from({ length: 4 }, () => pick(random, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'])).join(''), n: digits(random, 4) }))}</div></div>`;
  return page(random, body);
}

export function renderEuropean(layout: EuropeanLayout, invoice: Invoice, random: Random): string {
  switch (layout) {
    case 'din-letter': return dinLetter(invoice, random);
    case 'facture-mentions': return factureMentions(invoice, random);
    case 'boxed-template': return boxedTemplate(invoice, random);
    case 'fattura-courtesy-copy': return fatturaCourtesyCopy(invoice, random);
    case 'online-app': return onlineApp(invoice, random);
    case 'fatura-certified': return faturaCertified(invoice, random);
  }
}
