/**
 * An Italian wholesaler's fattura differita (ferramenta or alimentari) as the courtesy copy its gestionale prints:
 * the supplier with P.IVA, codice fiscale and REA at the top left, the "Spett.le" box (P.IVA, C.F., codice SDI)
 * and the destinazione merce at the right, a ruled grid of document data (tipo, numero, data, codice cliente,
 * the customer's order, pagamento, agente), the article table — Codice, Descrizione, U.M., Q.tà, Prezzo, Sconto
 * ("10+5"), Importo, Cod. IVA — grouped under the DDT it invoices, transport costs and omaggi (free goods) on some,
 * the riepilogo IVA (22 %, 10 %, 4 %), Totale imponibile / Totale IVA / Totale documento, the scadenze table
 * (one or two instalments) and the SdI courtesy-copy note.
 */
import {
  addDays, chance, descCell, digits, discounter, dls, drawRows, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, instalments, int, issueDate,
  letters, makeRow, monthEnd, money, NBSP, page, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout,
  type Row, type TruthFields, type Ware,
} from './distribution-common.ts';
import { IT_FOOD, IT_HARDWARE } from './distribution-goods-a.ts';
import { address, itCustomer, itWholesaler, person, type ItTrade } from './distribution-names.ts';
import { codiceFiscale, itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';

export const itIngrossoInvoice: Layout = (random) => {
  const trade: ItTrade = chance(random, 0.5) ? 'ferramenta' : 'alimentari';
  const home = address(random, 'it');
  const firm = itWholesaler(random, trade, home.town);
  const piva = itPartitaIva(random), pivaShown = chance(random, 0.5) ? `IT${piva}` : piva;
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const m = (c: number) => money(c, ',', '.');
  const eur = (c: number) => `€${NBSP}${m(c)}`;

  const customer = itCustomer(random, trade);
  const custAddr = address(random, 'it');
  const sole = customer.includes(' di ');
  const owner = person(random, 'it');
  const custPiva = itPartitaIva(random);
  const custCf = sole ? codiceFiscale(owner.last, owner.first, owner.female, `${int(random, 1955, 1995)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 28)).padStart(2, '0')}`, pick(random, IT_TOWNS)[3]) : custPiva;
  const dest = chance(random, 0.35) ? address(random, 'it') : null;

  // Rows grouped by the DDT (delivery notes) the fattura differita invoices.
  const wares: Ware[] = trade === 'ferramenta' ? IT_HARDWARE : IT_FOOD;
  const ddtCount = int(random, 1, 3);
  const ddts = Array.from({ length: ddtCount }, (_, i) => ({ no: `${int(random, 100, 9999)}`, date: earlier(random, date, 2 + (ddtCount - i) * 5, 6 + (ddtCount - i) * 5) }));
  ddts.sort((a, b) => a.date.localeCompare(b.date));
  const target = int(random, 8, 25);
  const free = chance(random, 0.3), charge = chance(random, 0.5);
  const codeStyle = int(random, 0, 2);
  const code = () => [`${letters(random, 3)}${digits(random, 5)}`, `${digits(random, 2)}.${digits(random, 4)}`, `${digits(random, 7)}`][codeStyle];
  const disc = discounter(random, chance(random, 0.75) ? 0.45 : 0, [5, 10, 15, 20, 25, 30, 40], true);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, wares, { target: target - (free ? 1 : 0) - (charge ? 1 : 0), code, disc, detailShare: 0.25, group: () => int(random, 0, ddtCount - 1) }, used);
  if (free) { const f = freeRow(random, wares, used, pick(random, ['Omaggio', 'Sconto merce (omaggio)', 'Campione gratuito']), { code, group: ddtCount - 1 }); if (f) rows.push(f); }
  rows.sort((a, b) => a.group - b.group);
  if (charge) rows.push(makeRow({ text: pick(random, ['Spese di trasporto', 'Contributo spese di consegna', 'Spese di incasso e trasporto']), unit: 'NR', pack: '', rate: 22 }, 1, int(random, 8, 30) * 1000 + pick(random, [0, 500]), { code: 'SPE', kind: 'charge', group: ddtCount }));
  const t = totals(rows);

  const number = pick(random, [`${int(random, 1, 4800)}/${year}`, `FT ${year}/${seqNo(random, 6)}`, `${int(random, 1, 4800)}/FD`, `${year}-V-${seqNo(random, 5)}`]);
  const custCode = pick(random, [seqNo(random, 6), `C${digits(random, 5)}`, `${digits(random, 4)}`]);
  const po = chance(random, 0.75) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `ODA-${year}-${digits(random, 4)}`, `${digits(random, 5)}/${year.slice(2)}`, `ORD ${digits(random, 4)}`]) : null;
  const terms = pick(random, [
    { label: 'Ri.Ba. 30/60 gg d.f.f.m.', due: [monthEnd(addDays(date, 30)), monthEnd(addDays(date, 60))], iban: false },
    { label: 'Ri.Ba. 60 gg d.f.f.m.', due: [monthEnd(addDays(date, 60))], iban: false },
    { label: 'Bonifico bancario 30 gg d.f.', due: [addDays(date, 30)], iban: true },
    { label: 'Bonifico bancario 60 gg d.f.f.m.', due: [monthEnd(addDays(date, 60))], iban: true },
    { label: 'Bonifico 30/60/90 gg d.f.', due: [addDays(date, 30), addDays(date, 60), addDays(date, 90)], iban: true },
  ]);
  const parts = instalments(t.gross, terms.due.length);
  const bank = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const custBank = italianBank(random);
  const rea = `REA ${pick(random, IT_TOWNS)[1]}-${int(random, 100000, 999999)}`;
  const sdi = letters(random, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');

  // Look.
  const accent = pick(random, ['#14365d', '#6b1f1f', '#234d20', '#444444', '#4a2c6d']);
  const font = pick(random, [FONTS.mono[0], FONTS.sans[3], FONTS.sans[0], FONTS.sans[2]]);
  const mono = font.includes('Mono');
  const lines = tableLines(rows, ddtCount + (charge ? 1 : 0));
  const size = mono ? fitSize(lines, 8.8, 7.4) : fitSize(lines, font.includes('Narrow') ? 10.6 : 9.8, font.includes('Narrow') ? 8.8 : 8);
  const showDisc = rows.some((r) => r.disc.length);

  const supplier = `<div class="sup"><div class="sname">${span(firm)}</div>${dls([`${home.street} – ${home.city}`, piva === pivaShown ? `C.F. e P.IVA ${piva}` : `P.IVA ${pivaShown} – C.F. ${piva}`, `${rea}${firm.includes('S.p.A.') || firm.includes('S.r.l.') ? ` – Cap. soc. € ${pick(random, ['10.000,00', '50.000,00', '100.000,00', '500.000,00'])} i.v.` : ''}`, `Tel. ${phone(random, 'it')} – ${pick(random, ['ordini', 'info', 'amministrazione'])}@${slug(firm)}.it`], 'small')}</div>`;
  const spett = `<div class="pbox"><div class="lab">Spett.le</div><div class="b">${span(customer)}</div>${dls([custAddr.street, custAddr.city, ...(sole ? [`P.IVA ${custPiva}`, `C.F. ${custCf}`] : [`C.F. e P.IVA ${custPiva}`]), `Cod. destinatario SDI ${sdi}`])}</div>`;
  const destBox = dest ? `<div class="pbox dest"><div class="lab">Destinazione merce</div>${dls([trade === 'ferramenta' ? `Cantiere ${pick(random, ['Residenza', 'Condominio', 'Capannone'])} ${pick(random, ['Le Querce', 'Aurora', 'dei Pini', 'Nord'])}` : pick(random, ['Punto vendita', 'Magazzino', 'Sede operativa']), dest.street, dest.city])}</div>` : '';
  const docCells: [string, string][] = [['Tipo documento', 'FATTURA DIFFERITA'], ['Numero', number], ['Data', d(date)], ['Cod. cliente', custCode], ...(po ? [['Vs. ordine', po] as [string, string]] : []), ['Pagamento', terms.label], ['Agente', `${person(random, 'it').last}`], ['Pag.', '1']];
  const docGrid = `<table class="grid doc"><tr>${docCells.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${docCells.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>`;

  const cols: [string, string][] = [['Codice', ''], ['Descrizione', ''], ['U.M.', 'c'], ['Q.tà', 'r'], ['Prezzo', 'r'], ...(showDisc ? [['Sconto', 'r'] as [string, string]] : []), ['Importo', 'r'], ['C.IVA', 'c']];
  const row = (r: Row) => `<tr class="${r.kind}"><td class="nw">${span(r.code)}</td><td>${descCell(r)}</td><td class="c">${esc(r.unit)}</td><td class="r nw">${qtyText(r.qty, ',', 2)}</td><td class="r nw">${priceText(r.mills, ',', '.')}</td>${showDisc ? `<td class="r nw">${discText(r.disc, ',')}</td>` : ''}<td class="r nw">${m(r.cents)}</td><td class="c">${r.rate}</td></tr>`;
  const body = rows.map((r, i) => {
    const head = (i === 0 || rows[i - 1].group !== r.group) && r.group < ddtCount ? `<tr class="ddt"><td></td><td colspan="${cols.length - 1}">${span(`Rif. DDT n. ${ddts[r.group].no} del ${d(ddts[r.group].date)}`)}</td></tr>` : '';
    return head + row(r);
  }).join('');
  const items = `<div class="frame"><table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table></div>`;

  const riep = `<table class="grid riep"><tr><th>Cod. IVA</th><th>Descrizione</th><th>Imponibile</th><th>Imposta</th></tr>${t.lines.map((l) => `<tr><td>${l.rate}</td><td>${span(`Aliquota ${l.rate}%`)}</td><td class="r">${m(l.base)}</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [['Totale imponibile', eur(t.net), ''], ['Totale IVA', eur(t.tax), ''], ['Totale documento', eur(t.gross), 'big']];
  const totalsHtml = `<table class="grid tot">${tot.map(([k, v, c]) => `<tr class="${c}"><th>${esc(k)}</th><td class="r">${span(v)}</td></tr>`).join('')}</table>`;
  const scad = `<table class="grid scad"><tr><th>Scadenza</th><th>Importo</th><th>Modalità</th></tr>${terms.due.map((due, i) => `<tr><td>${span(d(due))}</td><td class="r">${span(eur(parts[i]))}</td><td>${span(terms.iban ? 'Bonifico' : 'Ri.Ba.')}</td></tr>`).join('')}</table>`;
  const payLines = terms.iban ? [`Bonifico a: ${bank.name}`, `IBAN ${ibanShown} – BIC ${bank.bic}`] : [`Banca d’appoggio: ${custBank.name}`, `ABI ${custBank.iban.slice(5, 10)} – CAB ${custBank.iban.slice(10, 15)}`];
  const pay = `<div class="paybox"><div class="lab">Coordinate di pagamento</div>${dls(payLines)}</div>`;
  const note = `<div class="tiny note">${esc(pick(random, [
    'Copia di cortesia priva di valenza fiscale: il documento originale è stato trasmesso al Sistema di Interscambio (SdI) ed è consultabile nel Suo cassetto fiscale.',
    'Documento di cortesia ai sensi dell’art. 21 DPR 633/72; la fattura elettronica originale è disponibile tramite SdI.',
  ]))} ${esc('Contributo CONAI assolto ove dovuto. In caso di ritardato pagamento saranno addebitati gli interessi di mora ai sensi del D.Lgs. 231/2002.')}</div>`;

  const css = `
body { padding: 28px 36px 0 }
.head { display: flex; justify-content: space-between; gap: 18px } .sup { flex: 1 1 auto } .sname { font-size: ${firm.length > 32 ? 1.35 : 1.6}em; font-weight: bold; color: ${accent}; margin-bottom: 3px }
.pcol { flex: 0 0 300px } .pbox { border: 0.8px solid #666; padding: 4px 8px } .dest { margin-top: 4px } .lab { font-size: 0.78em; font-style: italic; color: #555 }
.grid { width: 100%; border: 0.8px solid #555; margin-top: 8px } .grid th { font-size: 0.76em; font-weight: normal; color: #333; background: #e9edf1; border: 0.5px solid #888; padding: 1px 4px; text-align: left }
.grid td { border: 0.5px solid #888; padding: 1px 4px } .doc td { font-weight: bold } .doc { margin-top: 12px }
.frame { border: 0.8px solid #555; margin-top: 8px } .items { width: 100% } .items th { background: #e9edf1; border-bottom: 0.8px solid #555; padding: 2px 4px; font-size: 0.86em }
.items td { padding: 1px 4px 0; border-left: 0.6px solid #888; border-right: 0.6px solid #888 } .items td:first-child { border-left: none } .items td:last-child { border-right: none } .ddt td { font-weight: bold; font-style: italic; padding-top: 3px; color: ${accent} }
.bottom { display: flex; gap: 12px; margin-top: 6px } .bl { flex: 1 1 auto } .br { flex: 0 0 280px }
.tot th { font-size: 0.9em; background: #fff } .tot td { font-weight: bold } .tot .big th, .tot .big td { background: #e9edf1; font-size: 1.08em; font-weight: bold; color: #000 }
.paybox { border: 0.8px solid #555; margin-top: 8px; padding: 2px 6px } .note { margin-top: 10px }
.foot { padding: 0 36px 16px } .fl { font-size: 0.74em; color: #555; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const footer = `<div class="foot">${dls([pick(random, ['Azienda con sistema di gestione qualità certificato UNI EN ISO 9001:2015', 'Orari magazzino: lun–ven 7:30–12:30 / 14:00–18:00 – sabato chiuso', 'Merce viaggiante a rischio e pericolo del committente salvo diversi accordi'])], 'fl')}</div>`;
  const html = page('it', font, size, css, `<div class="head">${supplier}<div class="pcol">${spett}${destBox}</div></div>${docGrid}${items}<div class="bottom"><div class="bl">${riep}${pay}</div><div class="br">${totalsHtml}${scad}</div></div>${note}${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: pivaShown, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(terms.due.length === 1 ? { due_date: terms.due[0] } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross),
    ...(terms.iban ? { iban: ibanShown } : {}),
  };
  return result('it', html, fields, rows, true);
};
