/**
 * A Dutch transport company's factuur: the firm (logo, address, KvK, BTW-id, IBAN) in a band or a side column,
 * the customer's window left or right — a Dutch company, or a German one whose invoice is "BTW verlegd"
 * with its own VAT id printed — the identifiers (factuurnummer, factuurdatum, debiteurnummer, the
 * customer's ordernummer and referentie, ritnummer, vrachtbrief of a single shipment, vervaldatum) as a table, a grid or label
 * pairs; rows per rit with the route and the vrachtbrief / CMR or laad- and losdatum on a second line, priced per
 * rit, per pallet, per 100 kg or per laadmeter, the dieseltoeslag and extras; BTW 21 % per row or "verlegd", the
 * vervaldatum and the request to pay on the IBAN quoting the invoice number.
 */
import { abroad, address, company, contactRef, EXTRAS, nlHaulier, placeName, placesIn, type Place } from './logistics-names.ts';
import {
  addDays, arrange, chance, compact, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate,
  itemsTable, logo, lookCss, metaHtml, money2, NBSP, num, page, pctRow, pctText, phone, pick, pickLook, priceText, qtyFmt, result, seqNo, sizeFor, slug,
  span, tableLines, totalsHtml, vatTotals, windowHtml, type Col, type Layout, type LRow, type Mode, type Shipment, type TruthFields,
} from './logistics-common.ts';
import { deUstId, nlKvk } from './fees-ids.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';

export const nlTransportInvoice: Layout = (random) => {
  const home = address(random, 'nl');
  const firm = nlHaulier(random, home.town);
  const vat = dutchVat(random), vatShown = chance(random, 0.3) ? `${vat.slice(0, 2)} ${vat.slice(2, 11)} ${vat.slice(11)}` : vat;
  const kvk = nlKvk(random);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}-{mm}-{yyyy}', 'nl');
  const m = money2(',', '.');
  const eur = (c: number) => `€${NBSP}${m(c)}`;
  const name = (p: Place) => placeName(p, 'nl');

  // Customer: Dutch, or abroad with the VAT reverse-charged (verlegd).
  const verlegd = chance(random, 0.35);
  const customer = verlegd ? company(random, 'de') : company(random, 'nl');
  const custAddr = verlegd ? address(random, 'de') : address(random, 'nl');
  const custVat = verlegd ? deUstId(random) : null;

  const count = int(random, 1, 5);
  const ships = drawShipments(random, date, count, {
    intlShare: verlegd ? 0.7 : 0.35, home: placesIn('NL'), abroad: abroad('NL'),
    no: () => `R${year.slice(2)}${digits(random, 5)}`, cmr: () => `${int(random, 100000, 999999)}`, dn: () => `${int(random, 4000000, 4999999)}`,
  });
  const modes: Mode[] = pick(random, [['flat'], ['pallet', 'flat'], ['ldm'], ['kg']]);
  const units: Record<Mode, string> = { flat: 'rit', pallet: 'pll', kg: '100 kg', ldm: 'ldm', km: 'km' };
  const arrow = pick(random, ['→', '-', '>']);
  const detailStyle = int(random, 0, 2);
  const detail = (s: Shipment) => [
    `${s.intl ? 'CMR' : 'Vrachtbrief'} ${s.intl ? s.cmr : s.dn} · laden ${d(s.pickup)} · lossen ${d(s.delivery)}`,
    `Ritnr. ${s.no} · ${s.pallets} pll · ${num(s.kg, ',', '.', 0)} kg`,
    null,
  ][detailStyle];
  const rate = verlegd ? 0 : 21;
  const diesel = chance(random, 0.65) ? drawPct(random) : 0;
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const f = freightRow(random, s, i, pick(random, modes), { text: `${pick(random, ['Transport', 'Rit', 'Vervoer'])} ${name(s.from)} ${arrow} ${name(s.to)}`, detail: detail(s), units, rate });
    rows.push(f);
    if (diesel) rows.push(pctRow(`Dieseltoeslag ${pctText(diesel, ',')}%`, null, f.cents, diesel, rate, i));
    if (chance(random, count > 3 ? 0.15 : 0.3)) rows.push(extraRow(random, pick(random, EXTRAS.nl.filter((e) => s.intl || !e.text.includes('Douane'))), s, i, rate));
  });
  const t = vatTotals(rows);

  const number = pick(random, [`${year}${seqNo(random, 5)}`, `F${year.slice(2)}-${seqNo(random, 5)}`, `${int(random, 20000, 89999)}`, `VF${seqNo(random, 6)}`]);
  const debtor = pick(random, [`${int(random, 10000, 99999)}`, `D${digits(random, 5)}`]);
  const po = chance(random, 0.55) ? pick(random, [`PO-${digits(random, 5)}`, `${int(random, 4500000000, 4509999999)}`, `IO${digits(random, 6)}`]) : null;
  const yourRef = chance(random, 0.5) ? pick(random, [contactRef(random, 'nl'), `REF-${digits(random, 5)}`]) : null;
  const days = pick(random, [14, 30, 30, 45]), due = addDays(date, days), printsDue = chance(random, 0.8);
  const pairs: [string, string][] = arrange(random, [
    ['Factuurnummer', number], ['Factuurdatum', d(date)], [pick(random, ['Debiteurnummer', 'Klantnummer']), debtor],
    ...(po ? [[pick(random, ['Uw ordernummer', 'Uw inkoopordernummer', 'Uw PO-nummer']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Uw referentie', 'Uw kenmerk']), yourRef] as [string, string]] : []),
    ...(count === 1 ? [['Ritnummer', ships[0].no], [ships[0].intl ? 'CMR' : 'Vrachtbrief', ships[0].intl ? ships[0].cmr : ships[0].dn]] as [string, string][] : []),
    ...(printsDue ? [['Vervaldatum', d(due)]] as [string, string][] : []),
  ]);
  const bank = dutchBank(random);
  const ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;

  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.sans[2]], ['#e36414', '#005f73', '#9b2226', '#3c096c', '#386641']);
  const size = sizeFor(look, tableLines(rows) + 2);
  const brand = `${look.logo ? logo(random, look.accent, firm, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const firmLines = [home.street, home.city, `T ${phone(random, 'nl')}`, `E ${pick(random, ['administratie', 'planning', 'info'])}@${slug(firm)}.nl`, `KvK ${kvk}`, `BTW ${vatShown}`, `IBAN ${ibanShown}`];
  const top = look.band ? `<div class="band">${brand}<div class="bl">${span(`${home.street} · ${home.city} · KvK ${kvk}`)}</div></div>` : `<div class="plain">${brand}</div>`;
  const win = windowHtml([customer, ...(chance(random, 0.35) ? [`t.a.v. ${pick(random, ['crediteurenadministratie', 'de financiële administratie', 'afdeling inkoop'])}`] : []), custAddr.street, custAddr.city, ...(verlegd ? ['Duitsland'] : [])], null);
  const side = `<div class="side">${look.band ? '' : firmLines.map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
  const title = `<div class="title">${span(pick(random, ['Factuur', 'FACTUUR', 'Factuur transport']))}</div>`;

  const cols: Col[] = [['Omschrijving', ''], ['Aantal', 'r'], ['Eenh.', ''], ['Tarief', 'r'], ['BTW', 'r'], ['Bedrag', 'r']];
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', '.'), verlegd ? 'verlegd' : `${r.rate}%`, m(r.cents)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [['Subtotaal', eur(t.net), ''], [verlegd ? 'BTW verlegd' : 'BTW 21%', eur(t.tax), ''], ['Totaal', eur(t.gross), look.band ? 'hl' : 'big']];
  const note = [
    `${esc(`Wij verzoeken u het totaalbedrag ${printsDue ? `vóór ${d(due)}` : `binnen ${days} dagen`} over te maken op`)} ${span(ibanShown, 'nw')} ${esc(`(BIC ${bank.bic}) t.n.v. ${firm}, onder vermelding van het factuurnummer.`)}`,
    ...(verlegd && custVat ? [esc(`BTW verlegd naar afnemer (art. 44 en 196 Richtlijn 2006/112/EG). BTW-nummer afnemer: ${custVat}.`)] : []),
    esc('Op al onze werkzaamheden zijn de Algemene Vervoerscondities 2002 (AVC) van toepassing; voor internationaal vervoer het CMR-verdrag.'),
  ];

  const css = `${lookCss(look)}
body { padding: 0 }
.band { background: ${look.accent}; color: #fff; padding: 16px 42px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.6em; font-weight: bold } .bl { font-size: 0.85em }
.plain { padding: 28px 42px 0 } .plain .fname { font-size: 1.7em; font-weight: bold; color: ${look.accent} }
.main { padding: 16px 42px 0 } .win { width: 310px; min-height: 80px; padding-top: 8px } .side { font-size: 0.86em; color: #333; text-align: right; min-width: 200px }
.title { font-size: 1.5em; font-weight: bold; margin: 12px 0 6px; color: ${look.accent} } .metabox { margin-bottom: 10px }
.bottom { display: flex; justify-content: flex-end; margin-top: 8px } .notes { margin-top: 12px } .notes div { margin-bottom: 3px }
.foot { padding: 0 42px 14px } .fl { font-size: 0.74em; color: #444; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm} · KvK ${kvk} · BTW ${vatShown} · ${bank.name} ${ibanShown}`)}</div></div>`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${title}<div class="metabox">${metaHtml(pairs, look.meta, 4)}</div>${items}<div class="bottom">${totalsHtml(tot)}</div><div class="notes">${note.map((n) => `<div>${n}</div>`).join('')}</div></div>${footer}`;
  const html = page('nl', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: due } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), iban: ibanShown,
  };
  return result('nl', html, fields, rows, () => !verlegd);
};
