/**
 * An Italian fattura of an impresa edile or installer (impresa edile, termoidraulica, elettricista, tinteggiature,
 * coperture, pavimenti): the heading with P.IVA, C.F. (a person's for a ditta individuale), REA and PEC, "Fattura n.
 * … del …", the customer as "Spett.le" / "Egr. Sig." with its P.IVA or C.F., the cantiere apart from it, the
 * preventivo it follows (not a PO) and the customer's ordine on some; voci with U.M., Q.tà, prezzo, importo and an
 * IVA column on most; IVA 10 % for manutenzione / recupero of a dwelling (private owners and condominiums, stated),
 * 22 % for businesses, or the reverse charge of a subcontractor to an impresa (art. 17 c. 6 lett. a / a-ter DPR
 * 633/72, natura N6.3 / N6.7, no IVA); a condominium as sostituto d'imposta withholds the ritenuta d'acconto 4 % on
 * the imponibile (art. 25-ter DPR 600/73) → netto a pagare; a bonus-edilizi note (bonifico parlante, no deduction
 * on the invoice); an acconto deducted on some; bonifico with IBAN and scadenza; a riepilogo IVA on some.
 */
import {
  domain, craftCss, crow, csize, drawJob, drawRows, finish, firmName, fitLines, footer, letterhead, notesHtml, numberRows, positions, qfmt, siteBox, totalsOf, tradeMark,
  type HeadStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { chance, digits, fmtDate, FONTS, int, NBSP, page, pctCents, phone, pick, span, type Layout, type TruthFields } from './distribution-common.ts';
import { headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { depositOf, windowHtml } from './events-common.ts';
import { IT_BOOK, IT_EXTRA } from './crafts-work-it.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { grouped, itCf, itIban, itPiva } from './crafts-ids.ts';

const UNITS: Record<Unit, string>[] = [
  { h: 'ore', m2: 'mq', m: 'ml', pc: 'n.', ls: 'a corpo', kg: 'kg', m3: 'mc', day: 'gg', km: 'km' },
  { h: 'h', m2: 'm²', m: 'm', pc: 'pz', ls: 'corpo', kg: 'kg', m3: 'm³', day: 'gg', km: 'km' },
];

const PROVINCE: Record<string, string> = { Milano: 'MI', Bologna: 'BO', Torino: 'TO', Verona: 'VR', Brescia: 'BS', Padova: 'PD', Firenze: 'FI', Bergamo: 'BG', Parma: 'PR', Vicenza: 'VI', Rimini: 'RN' };

export const itImpresaInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(IT_BOOK) as Trade[]);
  const book = IT_BOOK[trade] ?? IT_BOOK.build!;
  const owner = person(random, 'it'), home = address(random, 'it');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const company = /S\.r\.l\.|S\.n\.c\.|S\.a\.s\.|S\.p\.A\./.test(firm);
  const kind: CustomerKind = pick(random, ['private', 'private', 'manager', 'manager', 'contractor', 'company']);
  const cust = customer(random, 'it', kind);
  const condo = cust.name.startsWith('Condominio');
  const rc = kind === 'contractor' && chance(random, 0.85);
  const job = drawJob(random, [0, 30, 30, 60]);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const m = money2(',', '.'), eur = (c: number) => `€${NBSP}${m(c)}`;
  const units = pick(random, UNITS);
  const dwelling = kind === 'private' || kind === 'manager';
  const rate = rc ? 22 : dwelling && chance(random, 0.85) ? 10 : 22;

  // Voci.
  const n = int(random, 2, 13);
  const rows = drawRows(random, book.works, n, { extras: IT_EXTRA, rate: () => rate, units, details: (c) => (c <= 6 ? 2 : c <= 9 ? 1 : 0) });
  if (chance(random, 0.3)) rows.push(crow([pick(random, ['Diritto di chiamata', 'Uscita e trasferta'])], 1, units.ls, pick(random, [30000, 35000, 40000, 50000]), rate, 'T'));
  fitLines(rows, 28);
  numberRows(rows, 'n');
  const t = totalsOf(rows, rc);
  const ritenuta = condo && !rc && chance(random, 0.9) ? pctCents(t.net, 4) : 0;
  const acconto = !rc && !ritenuta && chance(random, 0.2) && t.gross > 100000 ? depositOf(random, t.gross) : 0;
  const due = t.gross - ritenuta - acconto;

  // Identifiers.
  const year = job.date.slice(0, 4);
  const seq = int(random, 1, 240);
  const number = pick(random, [`${seq}/${year}`, `${year}/${String(seq).padStart(4, '0')}`, `FPR ${seq}/${year.slice(2)}`, `${seq}`]);
  const piva = itPiva(random), cf = company ? piva : itCf(random, owner.first, owner.last), pivaShown = chance(random, 0.4) ? `IT${piva}` : piva;
  const custId = kind === 'private' ? `C.F. ${itCf(random, cust.name.split(' ')[0], cust.name.split(' ').pop() ?? '')}` : condo ? `C.F. 9${digits(random, 10)}` : `P.IVA ${itPiva(random)}`;
  const po = (kind === 'contractor' || kind === 'company') && chance(random, 0.45) ? pick(random, [`ODA ${digits(random, 5)}`, `${digits(random, 6)}`, `Ord. ${year}/${digits(random, 3)}`]) : null;
  const preventivo = chance(random, 0.55) ? `${digits(random, 2)}/${year}` : null;
  const ibanValue = itIban(random);
  const printsDue = job.terms > 0 && chance(random, 0.85);

  // Page.
  const look = pickLook(random, [...FONTS.sans, ...FONTS.serif], ['#1b5e20', '#0d47a1', '#8e2424', '#4e342e', '#006064', '#6a1b9a', '#bf360c']);
  const headStyle: HeadStyle = pick(random, ['left', 'centered', 'band', 'boxed']);
  const lh = letterhead(headStyle, {
    mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [pick(random, book.tagline)],
    contact: [`${home.street} – ${home.city}`, `P.IVA ${pivaShown}${company ? '' : ` – C.F. ${cf}`}`, `Tel. ${phone(random, 'it')}`, `PEC ${domain(firm, owner.first)}@pec.it`],
  });
  const sal = kind === 'private' ? cust.salutation ?? 'Egr. Sig.' : 'Spett.le';
  const winLines = [sal, cust.name, ...(condo ? [`c/o ${pick(random, ['Studio', 'Amministrazione'])} ${cust.contact.last}`] : []), cust.addr.street, cust.addr.city, custId];
  const win = windowHtml(winLines, 1, null, chance(random, 0.4) ? pick(random, ['Destinatario', 'Cliente']) : null);
  const site = kind === 'contractor' ? nearby(random, 'it', cust.addr) : address(random, 'it');
  const siteLines = [...(kind === 'contractor' ? [pick(random, ['Lavori: nuova costruzione residenziale', 'Lavori: ristrutturazione palazzina', 'Lavori: capannone artigianale'])] : condo ? ['Parti comuni condominiali'] : []), condo ? cust.addr.street : site.street, condo ? cust.addr.city : site.city,
    job.start === job.end ? `Intervento del ${d(job.end)}` : `Lavori eseguiti dal ${d(job.start)} al ${d(job.end)}`];
  const box = siteBox(pick(random, ['Cantiere', 'Luogo dei lavori', 'Ubicazione cantiere']), siteLines);
  const title = pick(random, ['FATTURA', 'Fattura', 'FATTURA – copia di cortesia']);
  const pairs: [string, string][] = [
    [pick(random, ['Numero', 'Fattura n.', 'N. documento']), number], [pick(random, ['Data', 'Data documento', 'Data fattura']), d(job.date)],
    ...(preventivo ? [['Rif. preventivo', `n. ${preventivo} del ${d(job.quote)}`] as [string, string]] : []), ...(po ? [[pick(random, ['Vs. ordine', 'Rif. ordine cliente']), po] as [string, string]] : []),
    ...(chance(random, 0.4) ? [['Cod. cliente', `${int(random, 100, 999)}`] as [string, string]] : []),
  ];
  const printsRate = rc || chance(random, 0.7);
  const natura = trade === 'build' ? 'N6.3' : 'N6.7';
  const table = positions(rows, {
    head: { pos: chance(random, 0.5) ? 'N.' : null, desc: pick(random, ['Descrizione', 'Descrizione lavori', 'Oggetto']), qty: pick(random, ['Q.tà', 'Quantità']), unit: 'U.M.',
      price: pick(random, ['Prezzo unit.', 'Prezzo', 'P. unitario']), rate: printsRate ? pick(random, ['IVA', 'IVA %', 'Cod. IVA']) : null, amount: pick(random, ['Importo', 'Totale']) },
    groups: null, groupSum: null, m, q: (v) => qfmt(v, ',', 2), rate: (r) => (rc ? natura : `${r.rate}`),
  });
  const big = look.band ? 'hl' : 'big';
  const tot: [string, string, string][] = [[pick(random, ['Totale imponibile', 'Imponibile']), eur(t.net), '']];
  tot.push(rc ? [`IVA (${natura} – inversione contabile)`, eur(0), ''] : [`IVA ${rate}${NBSP}%`, eur(t.tax), '']);
  const later = ritenuta || acconto;
  tot.push([pick(random, ['Totale documento', 'Totale fattura', 'TOTALE']), eur(t.gross), later ? 'rule' : big]);
  if (ritenuta) tot.push([`Ritenuta d'acconto 4${NBSP}% su ${m(t.net)}`, `-${eur(ritenuta)}`, '']);
  if (acconto) tot.push([`Acconto ricevuto il ${d(job.paid)}`, `-${eur(acconto)}`, '']);
  if (later) tot.push([pick(random, ['Netto a pagare', 'NETTO A PAGARE', 'Totale da pagare']), eur(due), big]);
  const riepilogo = !rc && chance(random, 0.5) ? `<table class="riep"><tr><th>${span('Aliquota')}</th><th class="r">${span('Imponibile')}</th><th class="r">${span('Imposta')}</th></tr><tr><td>${span(`${rate}%`)}</td><td class="r">${span(m(t.net))}</td><td class="r">${span(m(t.tax))}</td></tr></table>` : '';

  const notes: string[] = [], bold: number[] = [];
  if (rc) { bold.push(0); notes.push(`Operazione soggetta a inversione contabile (reverse charge) ai sensi dell'art. 17, comma 6, lett. ${trade === 'build' ? 'a)' : 'a-ter)'} del DPR 633/72.`); }
  if (!rc && rate === 10) notes.push(pick(random, ['IVA agevolata 10% ai sensi dell\'art. 7, comma 1, lett. b), L. 488/1999 (manutenzione su immobili a prevalente destinazione abitativa).', 'IVA 10% ai sensi del n. 127-quaterdecies, Tab. A, parte III, DPR 633/72 (interventi di recupero edilizio).']));
  if (ritenuta) notes.push('Ritenuta d\'acconto del 4% operata dal condominio in qualità di sostituto d\'imposta ai sensi dell\'art. 25-ter DPR 600/73.');
  if (kind === 'private' && chance(random, 0.5)) notes.push('Intervento di recupero del patrimonio edilizio (art. 16-bis TUIR): pagamento con bonifico parlante ai fini della detrazione.');
  notes.push(`Pagamento: bonifico bancario${printsDue ? ` entro il ${d(job.due)}` : job.terms ? ` a ${job.terms} gg data fattura` : ' a vista'} – IBAN ${grouped(ibanValue)}.`);
  const foot = footer([
    [firm, `${home.street} – ${home.city}`, `P.IVA ${pivaShown} – C.F. ${cf}`],
    [`REA ${PROVINCE[home.town] ?? 'MI'}-${digits(random, 6)}`, ...(company && /S\.r\.l\./.test(firm) ? [`Cap. soc. € ${pick(random, ['10.000,00 i.v.', '20.000,00 i.v.', '50.000,00 i.v.'])}`] : []), `Documento emesso anche in formato elettronico (SdI)`],
  ]);
  const size = csize(look, table.lines + 12 + notes.length * 1.6 + (later ? 2 : 0));
  const css = `${craftCss(look)} .ftitle { font-size: 1.5em; font-weight: bold; color: ${look.accent} } .riep { margin-top: 4px; border: 0.6px solid #888 } .riep th, .riep td { padding: 1px 8px; border: 0.5px solid #aaa; font-size: 0.9em } .sitewrap { margin: 10px 0 4px; display: flex }`;
  const dueBox = printsDue ? `<div class="scad">${span(`Scadenza: ${d(job.due)}`, 'b')}</div>` : '';
  const metaBlock = `<div><div class="ftitle">${span(title)}</div>${metaHtml(pairs, look.meta === 'grid' ? 'table' : look.meta)}</div>`;
  const body = `${lh}<div class="main">${headRow(look, metaBlock, win)}<div class="sitewrap">${box}</div>${table.html}<div class="bottom"><div class="side">${riepilogo}${dueBox}</div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('it', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: pivaShown, customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'EUR', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: due / 100, iban: ibanValue,
  };
  return finish('it', html, fields, rows, printsRate && !rc);
};
