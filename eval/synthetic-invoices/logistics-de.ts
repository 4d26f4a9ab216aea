/**
 * A German forwarder's Speditionsrechnung: the firm's name in a coloured band or beside its logo, the address
 * window (left or right) with the sender line, the identifiers — Rechnungs-Nr., Datum, Kunden-Nr., Auftrags-Nr.,
 * the customer's Bestellnummer and Referenz, Leistungszeitraum, Sendungs- and Lieferschein-Nr. of a single
 * shipment — as a table, a grid or label pairs; the shipments as freight rows (Stückgut, Teilladung,
 * Komplettladung, priced flat, per pallet, per 100 kg or per Lademeter) with Gewicht and LDM columns, the route
 * on the first line and Abholung / Zustellung or the shipment's numbers on the second, under shipment headings on
 * some; Dieselzuschlag (per shipment or on the freight total), Maut (% or per km) and extras; domestic rows at
 * 19 %, cross-border transport at 0 % (§ 4 Nr. 3 UStG); ADSp note, terms and the four-column footer.
 */
import {
  abroad, address, company, contactRef, deForwarder, EXTRAS, person, placeName, placesIn, type Place,
} from './logistics-names.ts';
import {
  addDays, arrange, chance, compact, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate,
  itemsTable, letters, logo, lookCss, metaHtml, money2, NBSP, num, page, pctRow, pctText, phone, pick, pickLook, priceText, qtyFmt, result, seqNo,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, windowHtml, type Col, type Layout, type LRow, type Mode, type TruthFields,
} from './logistics-common.ts';
import { deSteuernummer, deUstId } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

export const deSpeditionInvoice: Layout = (random) => {
  const home = address(random, 'de');
  const firm = deForwarder(random, home.town);
  const ust = deUstId(random);
  const ustShown = pick(random, [ust, `DE ${ust.slice(2)}`, `DE ${ust.slice(2, 5)} ${ust.slice(5, 8)} ${ust.slice(8)}`]);
  const stnr = deSteuernummer(random, (DE_TOWNS.find(([t]) => t === home.town) ?? DE_TOWNS[0])[2]);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const m = money2(',', '.');
  const eur = (c: number) => `${m(c)}${NBSP}€`;
  const name = (p: Place) => placeName(p, 'de');

  const customer = company(random, 'de');
  const custAddr = address(random, 'de');
  const contact = chance(random, 0.4) ? `z. Hd. ${pick(random, ['Frau', 'Herrn'])} ${person(random, 'de').last}` : null;

  // Shipments and their rows.
  const count = int(random, 1, 5);
  const noStyle = int(random, 0, 2);
  const ships = drawShipments(random, date, count, {
    intlShare: 0.45, home: placesIn('DE'), abroad: abroad('DE'),
    no: () => [`S${year.slice(2)}${digits(random, 6)}`, `${int(random, 10000000, 99999999)}`, `${home.town.slice(0, 3).toUpperCase()}-${digits(random, 6)}`][noStyle],
    cmr: () => `${int(random, 1000000, 9999999)}`, dn: () => `${int(random, 800000, 899999)}`,
  });
  const modes: Mode[] = pick(random, [['flat', 'ldm'], ['kg', 'flat'], ['pallet'], ['flat'], ['ldm', 'kg']]);
  const units: Record<Mode, string> = { flat: 'psch', pallet: 'Pal', kg: '100 kg', ldm: 'LDM', km: 'km' };
  const arrow = pick(random, ['→', '–', '-', '>']);
  const routeStyle = int(random, 0, 2), detailStyle = int(random, 0, 3);
  const kind = (s: { pallets: number }) => (s.pallets === 33 ? 'Komplettladung' : s.pallets >= 10 ? 'Teilladung' : pick(random, ['Stückgut', 'Sammelgut', 'Fracht']));
  const route = (s: (typeof ships)[number]) => [
    `${name(s.from)} ${arrow} ${name(s.to)}`,
    `${kind(s)} ${name(s.from)} ${arrow} ${name(s.to)}`,
    `${s.from.cc}-${s.from.zip} ${name(s.from)} ${arrow} ${s.to.cc}-${s.to.zip} ${name(s.to)}`,
  ][routeStyle];
  const kgText = (kg: number) => num(kg, ',', '.', 0);
  const detail = (s: (typeof ships)[number]) => [
    `Abholung ${d(s.pickup)} · Zustellung ${d(s.delivery)}`,
    `Ladetag ${d(s.pickup)}, Entladetag ${d(s.delivery)}, ${s.pallets} Pal.`,
    `Sdg.-Nr. ${s.no} · LS ${s.dn}${s.intl ? ` · CMR ${s.cmr}` : ''}`,
    null,
  ][detailStyle];
  const showShipCol = detailStyle !== 2 && chance(random, 0.5);
  const heads = detailStyle !== 2 && !showShipCol && count > 1;
  const showKg = chance(random, 0.65), showLdm = showKg && chance(random, 0.5);
  const diesel = chance(random, 0.7) ? drawPct(random) : 0, dieselEach = chance(random, 0.5);
  const maut = chance(random, 0.5) ? (chance(random, 0.5) ? 'pct' : 'km') : null, mautPct = pick(random, [4.5, 5.9, 6.8, 7.5, 8.2]);
  const extras = EXTRAS.de.filter((e) => e.per !== 'km');
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const rate = s.intl ? 0 : 19;
    const f = freightRow(random, s, i, pick(random, modes), { text: route(s), detail: detail(s), units, rate });
    rows.push(f);
    if (diesel && dieselEach) rows.push(pctRow(`Dieselzuschlag ${pctText(diesel, ',')} %`, null, f.cents, diesel, rate, i));
    if (maut === 'pct') rows.push(pctRow(`Mautzuschlag ${pctText(mautPct, ',')} %`, null, f.cents, mautPct, rate, i));
    if (maut === 'km') rows.push(extraRow(random, EXTRAS.de[5], s, i, rate));
    if (chance(random, count > 3 ? 0.15 : 0.35)) {
      const e = pick(random, extras.filter((x) => s.intl || !x.text.startsWith('Ausfuhr')));
      rows.push(extraRow(random, e, s, i, rate));
    }
  });
  if (diesel && !dieselEach) {
    for (const rate of [19, 0]) {
      const base = rows.filter((r) => r.kind === 'freight' && r.rate === rate).reduce((a, r) => a + r.cents, 0);
      if (base) rows.push(pctRow(`Dieselzuschlag ${pctText(diesel, ',')} % auf Frachtanteil ${m(base)}`, null, base, diesel, rate, -1));
    }
  }
  const t = vatTotals(rows);

  // Identifiers.
  const number = pick(random, [`${year}${seqNo(random, 6)}`, `RG-${year.slice(2)}-${seqNo(random, 5)}`, `${int(random, 100000, 999999)}`, `SR${year.slice(2)}/${seqNo(random, 5)}`]);
  const custNo = pick(random, [`${int(random, 10000, 69999)}`, `D-${digits(random, 5)}`, `KD${digits(random, 6)}`]);
  const order = pick(random, [`A${year.slice(2)}${digits(random, 6)}`, `${int(random, 1000000, 9999999)}`, `AU-${digits(random, 6)}`]);
  const po = chance(random, 0.6) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `BE-${digits(random, 6)}`, `${year}-${digits(random, 4)}`, `PO ${digits(random, 5)}`]) : null;
  const yourRef = chance(random, 0.55) ? pick(random, [contactRef(random, 'de'), `${letters(random, 3)}-${digits(random, 4)}`, `Lager ${pick(random, ['Nord', 'Süd', 'West', '2'])}`]) : null;
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.']), number], [pick(random, ['Rechnungsdatum', 'Datum']), d(date)],
    [pick(random, ['Kundennummer', 'Kunden-Nr.', 'Debitor']), custNo], [pick(random, ['Auftragsnummer', 'Auftrags-Nr.', 'Speditionsauftrag']), order],
    ...(po ? [[pick(random, ['Ihre Bestellnummer', 'Ihre Bestell-Nr.']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Ihre Referenz', 'Ihr Zeichen']), yourRef] as [string, string]] : []),
    ...(count === 1 ? [['Sendungsnummer', ships[0].no], ['Lieferschein-Nr.', ships[0].dn]] as [string, string][] : [['Leistungszeitraum', `${fmtDate(ships[0].pickup, '{dd}.{mm}.', 'de')} – ${d(ships[count - 1].delivery)}`]] as [string, string][]),
  ]);
  const netDays = pick(random, [14, 21, 30, 30, 45]), dueDate = addDays(date, netDays), printsDue = chance(random, 0.7);
  const bank = germanBank(random, home.town), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const register = firm.endsWith('e.K.') ? `Amtsgericht ${home.town} HRA ${int(random, 1000, 99999)}` : `Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.sans[3]], ['#0b4f8a', '#a4161a', '#23613a', '#c05a00', '#2f3e46', '#1d3557']);
  const size = sizeFor(look, tableLines(rows, heads ? count : 0) + (showLdm ? 2 : 0));
  const brand = `${look.logo ? logo(random, look.accent, firm, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="tag">${span(pick(random, ['Nationale und internationale Transporte', 'Spedition · Logistik · Lagerung', 'Stückgut · Teil- und Komplettladungen']))}</div></div>`
    : `<div class="plain">${brand}<div class="tag2">${span(`${home.street} · ${home.city}`)}</div></div>`;
  const sender = chance(random, 0.7) ? `${firm} · ${home.street} · ${home.city}` : null;
  const win = windowHtml([customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city], sender);
  const clerk = person(random, 'de');
  const side = look.meta === 'grid'
    ? `<div class="side">${[`Ihr Ansprechpartner: ${clerk.first} ${clerk.last}`, `Tel. ${phone(random, 'de')}`, `${pick(random, ['dispo', 'buchhaltung', 'abrechnung'])}@${slug(firm)}.de`].map((l) => `<div>${span(l)}</div>`).join('')}</div>`
    : `<div class="side">${metaHtml(pairs, look.meta)}</div>`;
  const title = `<div class="title">${span(pick(random, ['Rechnung', 'Speditionsrechnung', 'RECHNUNG', 'Frachtrechnung']))}</div>`;

  const cols: Col[] = [['Pos.', ''], ...(showShipCol ? [['Sendung', 'nw'] as Col] : []), ['Leistung', ''], ...(showKg ? [['Gewicht kg', 'r'] as Col] : []), ...(showLdm ? [['LDM', 'r'] as Col] : []),
    ['Menge', 'r'], ['Einh.', ''], ['Einzelpreis €', 'r'], ['Betrag €', 'r'], ['USt', 'r']];
  const rateStyle = chance(random, 0.5);
  const cells: string[][] = [], kinds: string[] = [];
  let pos = 0;
  rows.forEach((r) => {
    const s = ships[r.ship];
    if (heads && r.kind === 'freight' && s) {
      cells.push(['', ...(showShipCol ? [''] : []), span(`Sendung ${s.no} · Lieferschein ${s.dn}${s.intl ? ` · CMR ${s.cmr}` : ''}`, 'b'), ...Array<string>(cols.length - 2 - (showShipCol ? 1 : 0)).fill('')]);
      kinds.push('shead');
    }
    const freight = r.kind === 'freight';
    cells.push([String(++pos), ...(showShipCol ? [freight && s ? span(s.no) : ''] : []), descCell(r), ...(showKg ? [freight && s ? kgText(s.kg) : ''] : []), ...(showLdm ? [freight && s ? num(s.ldm, ',', '', 1) : ''] : []),
      r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', '.'), m(r.cents), rateStyle ? `${r.rate}${NBSP}%` : String(r.rate)]);
    kinds.push(r.kind);
  });
  const items = itemsTable(cols, cells, kinds);
  const tot: [string, string, string][] = [[pick(random, ['Nettobetrag', 'Summe netto', 'Zwischensumme netto']), eur(t.net), '']];
  for (const l of t.lines) tot.push([l.rate ? `zzgl. ${l.rate}${NBSP}% USt auf ${m(l.base)}` : `USt 0${NBSP}% (steuerfrei) auf ${m(l.base)}`, eur(l.tax), '']);
  tot.push([pick(random, ['Rechnungsbetrag', 'Gesamtbetrag', 'Zu zahlender Betrag']), eur(t.gross), look.band && chance(random, 0.5) ? 'hl' : 'big']);
  const notes = [
    printsDue ? `Zahlbar bis ${d(dueDate)} ohne Abzug.` : `Zahlungsziel: ${netDays} Tage netto ab Rechnungsdatum.`,
    `Bitte überweisen Sie unter Angabe der Rechnungsnummer auf das unten genannte Konto.`,
    ...(t.lines.some((l) => l.rate === 0) ? ['Steuerfreie Leistung: grenzüberschreitende Güterbeförderung gem. § 4 Nr. 3 UStG.'] : []),
    pick(random, ['Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017).', 'Es gelten die ADSp 2017; Haftung nach § 431 HGB bzw. Art. 23 CMR.']),
  ];
  const footCols = [[firm, `${home.street}, ${home.city}`, register], [`Tel. ${phone(random, 'de')}`, `www.${slug(firm)}.de`], [bank.name, `IBAN ${ibanShown}`, `BIC ${bank.bic}`], [`USt-IdNr. ${ustShown}`, `Steuer-Nr. ${stnr}`]];
  const footer = `<div class="foot"><div class="fcols">${footCols.map((c) => `<div>${c.map((l) => `<div>${span(l)}</div>`).join('')}</div>`).join('')}</div></div>`;

  const css = `${lookCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 42px 10px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.7em; font-weight: bold } .tag { font-size: 0.9em }
.plain { padding: 26px 42px 0; display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid ${look.accent}; padding-bottom: 6px } .plain .fname { font-size: 1.7em; font-weight: bold; color: ${look.accent} } .tag2 { font-size: 0.85em; color: #444 }
.main { padding: 18px 42px 0 } .win { width: 320px; min-height: 92px } .sender { font-size: 0.72em; color: #555; border-bottom: 0.5px solid #888; display: inline-block; margin-bottom: 4px }
.side { min-width: 250px } .gridrow { margin-top: 10px }
.title { font-size: 1.45em; font-weight: bold; margin: 14px 0 6px; color: ${look.accent} }
.items .shead td { padding-top: 5px; color: ${look.accent} }
.bottom { display: flex; justify-content: flex-end; margin-top: 8px } .notes { margin-top: 10px } .notes div { margin-bottom: 2px }
.foot { padding: 0 42px 14px } .fcols { display: flex; justify-content: space-between; gap: 10px; border-top: 0.8px solid ${look.accent}; padding-top: 4px; font-size: 0.74em; color: #333 }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${title}${items}<div class="bottom">${totalsHtml(tot)}</div><div class="notes">${notes.map((n) => `<div>${esc(n)}</div>`).join('')}</div></div>${footer}`;
  const html = page('de', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(ustShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), iban: ibanShown,
  };
  return result('de', html, fields, rows, () => true);
};
