/**
 * An Italian haulier's fattura trasporti as the courtesy copy its gestionale prints: the firm with P.IVA, codice
 * fiscale, REA and capitale sociale, the "Spett.le" box (P.IVA / C.F., codice SDI) left or right, the document
 * data — numero, data, cod. cliente, the customer's ordine and riferimento, n. pratica, pagamento — as a ruled
 * grid, a table or label pairs; one row per transport ("Trasporto Verona → Lione") with the DDT / CMR or ritiro /
 * consegna on a second line, priced a corpo, a bancale, al quintale or a metro lineare, the adeguamento gasolio
 * and extras; IVA 22 % on domestic rows and 0 % non imponibile art. 9 DPR 633/72 on international ones, the
 * riepilogo IVA, totals, the scadenza (Ri.Ba. with the customer's ABI/CAB or bonifico with the IBAN).
 */
import { abroad, address, company, contactRef, EXTRAS, itHaulier, person, placeName, placesIn, type Place } from './logistics-names.ts';
import {
  addDays, arrange, chance, compact, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate,
  itemsTable, letters, logo, lookCss, metaHtml, monthEnd, money2, NBSP, num, page, pctRow, pctText, phone, pick, pickLook, priceText, qtyFmt, result, seqNo,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, type Col, type Layout, type LRow, type Mode, type Shipment, type TruthFields,
} from './logistics-common.ts';
import { itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';

export const itTrasportiInvoice: Layout = (random) => {
  const home = address(random, 'it');
  const firm = itHaulier(random, home.town);
  const piva = itPartitaIva(random), pivaShown = chance(random, 0.5) ? `IT${piva}` : piva;
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const m = money2(',', '.');
  const eur = (c: number) => `€${NBSP}${m(c)}`;
  const name = (p: Place) => placeName(p, 'it');

  const customer = company(random, 'it');
  const custAddr = address(random, 'it');
  const custPiva = itPartitaIva(random);
  const sdi = letters(random, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');

  const count = int(random, 1, 5);
  const ships = drawShipments(random, date, count, {
    intlShare: 0.45, home: placesIn('IT'), abroad: abroad('IT'),
    no: () => `${year.slice(2)}/${digits(random, 5)}`, cmr: () => `${int(random, 100000, 999999)}`, dn: () => `${int(random, 100, 9999)}`,
  });
  const modes: Mode[] = pick(random, [['flat'], ['pallet', 'flat'], ['kg', 'flat'], ['ldm']]);
  const units: Record<Mode, string> = { flat: 'A CORPO', pallet: 'BANC', kg: 'QL', ldm: 'ML', km: 'KM' };
  const arrow = pick(random, ['→', '-', '/']);
  const detailStyle = int(random, 0, 2);
  const detail = (s: Shipment) => [
    `Rif. DDT n. ${s.dn} del ${d(s.pickup)}${s.intl ? ` – CMR ${s.cmr}` : ''}`,
    `Ritiro ${d(s.pickup)} – consegna ${d(s.delivery)} – ${s.pallets} bancali, kg ${num(s.kg, ',', '.', 0)}`,
    null,
  ][detailStyle];
  const label = pick(random, ['Trasporto', 'Trasporto merci', 'Servizio di trasporto', 'Nolo']);
  const gasolio = chance(random, 0.6) ? drawPct(random) : 0;
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const rate = s.intl ? 0 : 22;
    const f = freightRow(random, s, i, pick(random, modes), { text: `${label} ${name(s.from)} ${arrow} ${name(s.to)}`, detail: detail(s), units, rate });
    rows.push(f);
    if (gasolio) rows.push(pctRow(`Adeguamento gasolio ${pctText(gasolio, ',')}%`, null, f.cents, gasolio, rate, i));
    if (chance(random, count > 3 ? 0.15 : 0.3)) rows.push(extraRow(random, pick(random, EXTRAS.it.filter((e) => s.intl || !e.text.includes('doganale'))), s, i, rate));
  });
  const t = vatTotals(rows);

  const number = pick(random, [`${int(random, 1, 2900)}/${year}`, `FT ${year}/${seqNo(random, 5)}`, `${int(random, 1, 2900)}/E`, `${year}-TR-${seqNo(random, 4)}`]);
  const custCode = pick(random, [seqNo(random, 6), `C${digits(random, 5)}`, `${digits(random, 4)}`]);
  const pratica = pick(random, [`${year.slice(2)}/${digits(random, 5)}`, `P${digits(random, 6)}`, `${int(random, 10000, 99999)}`]);
  const po = chance(random, 0.6) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `ODA-${year}-${digits(random, 4)}`, `${digits(random, 5)}/${year.slice(2)}`, `ORD ${digits(random, 4)}`]) : null;
  const yourRef = chance(random, 0.5) ? pick(random, [contactRef(random, 'it'), `Sig. ${person(random, 'it').last}`, `RIF ${digits(random, 5)}`]) : null;
  const riba = chance(random, 0.5);
  const due = riba ? monthEnd(addDays(date, pick(random, [30, 60, 90]))) : addDays(date, pick(random, [30, 60]));
  const payLabel = riba ? pick(random, ['Ri.Ba. 60 gg d.f.f.m.', 'Ri.Ba. 30 gg d.f.f.m.', 'Ri.Ba. 90 gg f.m.']) : pick(random, ['Bonifico bancario 30 gg d.f.', 'Bonifico 60 gg data fattura']);
  const pairs: [string, string][] = arrange(random, [
    ['Numero', number], ['Data', d(date)], ['Cod. cliente', custCode],
    ...(po ? [[pick(random, ['Vs. ordine', 'Vs. ordine n.', 'Vostro ordine']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Vs. riferimento', 'Vs. rif.']), yourRef] as [string, string]] : []),
    [pick(random, ['N. pratica', 'Ns. rif.', 'N. spedizione']), pratica],
    ...(count === 1 ? [['DDT n.', ships[0].dn]] as [string, string][] : []),
    ['Pagamento', payLabel],
  ]);
  const bank = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const custBank = italianBank(random);
  const rea = `REA ${pick(random, IT_TOWNS)[1]}-${int(random, 100000, 999999)}`;

  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[3], FONTS.mono[0], FONTS.sans[2]], ['#14365d', '#6b1f1f', '#234d20', '#444444', '#4a2c6d']);
  const mono = look.font.includes('Mono');
  const size = mono ? Math.min(8.6, sizeFor(look, tableLines(rows) + 4)) : sizeFor(look, tableLines(rows) + 4);
  const supplier = `<div class="sup">${look.logo ? `<div>${logo(random, look.accent, firm)}</div>` : ''}<div class="sname">${span(firm)}</div>${[`${home.street} – ${home.city}`, pivaShown === piva ? `C.F. e P.IVA ${piva}` : `P.IVA ${pivaShown} – C.F. ${piva}`, `${rea} – Cap. soc. € ${pick(random, ['10.000,00', '50.000,00', '100.000,00'])} i.v.`, `Tel. ${phone(random, 'it')} – ${pick(random, ['traffico', 'amministrazione', 'info'])}@${slug(firm)}.it`, `Albo Autotrasportatori ${pick(random, ['MI', 'TO', 'VR', 'BO', 'PD'])}/${digits(random, 7)}/${letters(random, 1)}`].map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>`;
  const spett = `<div class="pbox"><div class="lab">Spett.le</div><div class="b">${span(customer)}</div>${[custAddr.street, custAddr.city, `C.F. e P.IVA ${custPiva}`, `Cod. destinatario SDI ${sdi}`].map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
  const title = `<div class="title">${span(pick(random, ['FATTURA', 'Fattura', 'FATTURA TRASPORTI']))}</div>`;

  const showRate = true, showDate = chance(random, 0.4);
  const cols: Col[] = [...(showDate ? [['Data', 'nw'] as Col] : []), ['Descrizione', ''], ['U.M.', 'c'], ['Q.tà', 'r'], ['Prezzo', 'r'], ['Importo', 'r'], ['IVA', 'c']];
  const cells = rows.map((r) => [...(showDate ? [r.kind === 'freight' ? fmtDate(ships[r.ship].pickup, '{dd}/{mm}', 'it') : ''] : []), descCell(r), esc(r.unit), r.qty === null ? '' : qtyFmt(r.qty, ','),
    r.mills === null ? '' : priceText(r.mills, ',', '.'), m(r.cents), String(r.rate)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const riep = `<table class="riep"><tr><th>Aliquota</th><th>Descrizione</th><th class="r">Imponibile</th><th class="r">Imposta</th></tr>${t.lines.map((l) => `<tr><td>${l.rate}</td><td>${span(l.rate ? `IVA ${l.rate}%` : 'Non imponibile art. 9 DPR 633/72')}</td><td class="r">${m(l.base)}</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [['Totale imponibile', eur(t.net), ''], ['Totale IVA', eur(t.tax), ''], ['Totale documento', eur(t.gross), 'big']];
  const pay = riba
    ? [`Scadenza Ri.Ba. ${d(due)} – ${eur(t.gross)}`, `Banca d’appoggio: ${custBank.name} – ABI ${custBank.iban.slice(5, 10)} CAB ${custBank.iban.slice(10, 15)}`]
    : [`Scadenza ${d(due)} – ${eur(t.gross)}`, `Bonifico a: ${bank.name}`, `IBAN ${ibanShown} – BIC ${bank.bic}`];
  const note = `Copia di cortesia: l’originale della fattura elettronica è stato trasmesso tramite SdI. ${t.lines.some((l) => l.rate === 0) ? 'Operazione non imponibile ai sensi dell’art. 9, comma 1, n. 2 DPR 633/72 (trasporti internazionali). ' : ''}Interessi di mora ai sensi del D.Lgs. 231/2002.`;

  const css = `${lookCss(look)}
body { padding: 28px 38px 0 }
.sname { font-size: ${firm.length > 30 ? 1.35 : 1.6}em; font-weight: bold; color: ${look.accent}; margin-bottom: 3px }
.pbox { border: 0.8px solid #666; padding: 5px 10px; width: 290px } .lab { font-size: 0.78em; font-style: italic; color: #555 }
.title { font-size: 1.3em; font-weight: bold; margin: 12px 0 4px; letter-spacing: 0.05em } .gridrow { margin-top: 4px }
.items { margin-top: 10px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; margin-top: 8px }
.riep { border: 0.6px solid #777 } .riep th { font-size: 0.8em; background: #eef0f2; padding: 1px 6px; border-bottom: 0.6px solid #777 } .riep td { padding: 1px 6px }
.pay { margin-top: 8px; border: 0.6px solid #777; padding: 3px 6px } .note { margin-top: 10px }
.foot { padding: 0 38px 14px } .fl { font-size: 0.74em; color: #555; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const meta = look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : `<div class="gridrow">${metaHtml(pairs, look.meta)}</div>`;
  const footer = `<div class="foot"><div class="fl">${span(pick(random, ['Iscritta all’Albo Nazionale degli Autotrasportatori di cose per conto di terzi', 'La merce viaggia a rischio e pericolo del committente salvo diversi accordi scritti']))}</div></div>`;
  const html = page('it', look.font, size, css, `${headRow(look, supplier, spett)}${title}${meta}${items}<div class="bottom"><div>${riep}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="tiny note">${esc(note)}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(pivaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: due, currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), ...(riba ? {} : { iban: ibanShown }),
  };
  return result('it', html, fields, rows, () => showRate);
};
