/**
 * A German online shop's invoice as Shopware or JTL print it (B2C, prices incl. MwSt.): the brand's logo, a small
 * sender line over the Rechnungsadresse with the Lieferadresse beside it (a gift recipient or a Packstation on some),
 * the order data (Kundennummer, Bestellnummer, Bestelldatum, Rechnungsdatum, Lieferdatum, Zahlungsart, Versandart) as
 * label pairs, "Rechnung Nr. …", the positions at gross prices at 19 % and 7 % with Art.-Nr. and variant lines,
 * Versandkosten and a Gutschein either as positions or in the totals, the totals as "Zwischensumme … Gesamtsumme,
 * enthaltene MwSt." or Shopware's "Gesamtsumme netto, zzgl. MwSt., Gesamtsumme brutto"; paid by PayPal, card, Klarna
 * or Vorkasse ("Bereits bezahlt") or on account (Kauf auf Rechnung: due date and bank details), and the footer with
 * Geschäftsführer / Inhaber, Amtsgericht, USt-IdNr. and IBAN.
 */
import {
  addrHtml, chance, compact, DE_MONEY, descHtml, digits, drawDates, drawDiscount, drawLook, drawRows, drawShop, esc, euros, extraRow, fmtDate, footHtml, int, linesOf,
  logoHtml, moneyOf, NBSP, page, pairsHtml, phone, pick, rateText, result, shipPrice, shopCss, shopTotals, sizeOf, span, tableHtml, totHtml, type Col, type Layout, type SRow, type TruthFields,
} from './webshop-common.ts';
import { DE_THEMES } from './webshop-goods-a.ts';
import { address, company, person } from './fees-names.ts';
import { deUstId } from './fees-ids.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

const CARRIERS = ['DHL Paket', 'DHL GoGreen', 'DPD Classic', 'Hermes Paket', 'GLS Paket'];

export const deShopwareInvoice: Layout = (random) => {
  const owner = person(random, 'de');
  const shop = drawShop(random, DE_THEMES, owner, 'de');
  const home = address(random, 'de');
  const look = drawLook(random, ['#6b3e26', '#1d5c4d', '#24466b', '#b5452a', '#3c3c3c', '#7a5c99', '#0f7c8c']);
  const dates = drawDates(random, [14, 14, 10, 30]);
  const pattern = chance(random, 0.85) ? '{dd}.{mm}.{yyyy}' : '{d}. {MMMM} {yyyy}';
  const d = (iso: string) => fmtDate(iso, pattern, 'de');
  const m = moneyOf(DE_MONEY);
  const year = dates.date.slice(0, 4);

  // Customer and addresses.
  const buyer = person(random, 'de');
  const firm = chance(random, 0.15) ? company(random, 'de') : null;
  const billAddr = address(random, 'de');
  const customer = firm ?? buyer.full;
  const billLines = [...(firm ? [firm, buyer.full] : [buyer.full]), billAddr.street, billAddr.city];
  const shipMode = pick(random, ['same', 'same', 'gift', 'packstation', 'text']);
  const gift = person(random, 'de'), giftAddr = address(random, 'de');
  const shipLines = shipMode === 'gift' ? [gift.full, giftAddr.street, giftAddr.city]
    : shipMode === 'packstation' ? [buyer.full, `Packstation ${int(random, 101, 399)}`, `Postnummer ${digits(random, 9)}`, billAddr.city] : billLines;

  // Rows.
  const rates = { std: 19, food: 7, book: 7, kids: 19 };
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 9, 12]));
  const art = pick(random, [() => `SW${int(random, 10001, 10999)}`, () => `${int(random, 100000, 999999)}`, () => `${shop.brand.slice(0, 2).toUpperCase()}-${digits(random, 4)}`]);
  const rows: SRow[] = drawRows(random, shop.theme.goods, { count, rates, mode: 'gross', sku: art, varShare: 0.6, varLines: pick(random, ['one', 'each']), varJoin: pick(random, [', ', ' / ', ' | ']) });
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const shopware = chance(random, 0.45);
  const shipRate = Math.max(...rows.map((r) => r.rate));
  const carrier = pick(random, CARRIERS);
  const ship = shipPrice(random, goods, [395, 490, 495, 590, 595, 690], pick(random, [4900, 5000, 2900, null]));
  const shipAsRow = shopware || chance(random, 0.4);
  const singleRate = new Set(rows.map((r) => r.rate)).size === 1;
  const disc = chance(random, 0.35) && (singleRate || !shopware) ? drawDiscount(random, goods, ['SOMMER', 'WILLKOMMEN', 'NEWSLETTER', 'DANKE', 'HERBST']) : null;
  const discAsRow = disc !== null && singleRate && (shopware || chance(random, 0.5));
  const discText = disc ? (disc.pct !== null ? `Rabattcode ${disc.label} (${disc.pct}${NBSP}%)` : pick(random, [`Gutschein ${disc.label}`, `Gutscheincode ${disc.label}`])) : '';
  if (shipAsRow && (ship > 0 || chance(random, 0.5))) rows.push(extraRow(`Versandkosten ${carrier}`, ship, shipRate, 'ship', ''));
  if (disc && discAsRow) rows.push(extraRow(discText, -disc.cents, rows[0].rate, 'disc', ''));
  const t = shopTotals(rows, 'gross', shipAsRow ? 0 : ship, shipRate, disc && !discAsRow ? disc : null);

  // Payment.
  const method = pick(random, ['PayPal', 'PayPal', 'Kreditkarte', 'Klarna Sofortüberweisung', 'Vorkasse', 'Kauf auf Rechnung', 'Kauf auf Rechnung']);
  const open = method === 'Kauf auf Rechnung';
  const due = open ? dates.due : null;
  const acct = germanBank(random, home.town);
  const ibanShown = chance(random, 0.7) ? groupIban(acct.iban) : acct.iban;

  // Identifiers.
  const number = pick(random, [`${int(random, 10000, 99999)}`, `RE-${year}-${digits(random, 5)}`, `RE${year}${digits(random, 5)}`, `${year}-${int(random, 1000, 9999)}`]);
  const orderNo = pick(random, [`${int(random, 20000, 89999)}`, `AU-${year}-${digits(random, 5)}`, `B${digits(random, 7)}`]);
  const custNo = pick(random, [`${int(random, 10000, 99999)}`, `K-${digits(random, 6)}`]);
  const po = firm && chance(random, 0.5) ? pick(random, [`BE-${digits(random, 6)}`, `4500${digits(random, 6)}`, `${year}/${digits(random, 4)}`]) : null;
  const numberInHead = chance(random, 0.6);
  const pairs: [string, string][] = [
    ...(numberInHead ? [] : [['Rechnungsnummer', number] as [string, string]]),
    [pick(random, ['Rechnungsdatum', 'Datum']), d(dates.date)], [pick(random, ['Kundennummer', 'Kunden-Nr.']), custNo], [pick(random, ['Bestellnummer', 'Bestell-Nr.', 'Auftragsnummer']), orderNo],
    [pick(random, ['Bestelldatum', 'Bestellt am']), d(dates.order)], [pick(random, ['Lieferdatum', 'Versanddatum', 'Leistungsdatum']), d(dates.ship)],
    ...(po ? [[pick(random, ['Ihre Bestellnummer', 'Ihr Zeichen / Bestell-Nr.']), po] as [string, string]] : []),
    ['Zahlungsart', method], ...(chance(random, 0.6) ? [['Versandart', carrier] as [string, string]] : []),
  ];

  // Table.
  const showArt = chance(random, 0.7), showRate = chance(random, 0.6), showUnit = chance(random, 0.8);
  const cols: Col[] = [['Pos.', 'c'], ...(showArt ? [['Art.-Nr.', 'nw'] as Col] : []), ['Bezeichnung', ''], ['Menge', 'r'], ...(showRate ? [['MwSt.', 'r'] as Col] : []),
    ...(showUnit ? [[pick(random, ['Einzelpreis', 'Stückpreis', 'Einzelpreis brutto']), 'r'] as Col] : []), [pick(random, ['Gesamt', 'Gesamtpreis', 'Summe brutto']), 'r']];
  const cells = rows.map((r, i) => [String(i + 1), ...(showArt ? [span(r.sku)] : []), descHtml(r), String(r.qty), ...(showRate ? [span(rateText(r.rate, ','))] : []),
    ...(showUnit ? [span(m(r.unit))] : []), span(m(r.cents))]);

  // Totals.
  const tot: [string, string, string][] = [];
  let printsSub = false;
  if (shopware) {
    tot.push([pick(random, ['Gesamtsumme netto', 'Gesamtkosten (netto)', 'Nettobetrag']), m(t.net), '']);
    for (const l of t.lines) tot.push([`zzgl. ${rateText(l.rate, ',')} MwSt.`, m(l.tax), '']);
    tot.push([pick(random, ['Gesamtsumme brutto', 'Gesamtkosten (brutto)', 'Rechnungsbetrag']), m(t.total), look.table === 'zebra' ? 'hl' : 'big']);
  } else {
    if (rows.length > 1 || !shipAsRow || chance(random, 0.5)) { tot.push([pick(random, ['Zwischensumme', 'Summe Artikel', 'Warenwert']), m(t.items), '']); printsSub = true; }
    if (!shipAsRow) tot.push([ship ? `Versandkosten (${carrier})` : 'Versandkostenfrei', m(ship), '']);
    if (disc && !discAsRow && t.disc) tot.push([discText, m(-t.disc), '']);
    tot.push([pick(random, ['Gesamtsumme', 'Rechnungsbetrag', 'Gesamtbetrag']), m(t.total), look.table === 'zebra' ? 'hl' : 'big']);
    const incl = pick(random, ['enthaltene', 'enthaltene', 'inkl.', 'darin enthaltene']);
    for (const l of t.lines) tot.push([`${incl} MwSt. ${rateText(l.rate, ',')}`, m(l.tax), 'muted']);
  }
  const paidRows = !open && chance(random, 0.5);
  if (paidRows) tot.push([`Bereits bezahlt (${method})`, m(-t.total), 'rule'], [pick(random, ['Offener Betrag', 'Noch zu zahlen']), m(0), 'b']);
  else if (open && chance(random, 0.4)) tot.push([pick(random, ['Zahlbetrag', 'Offener Betrag']), m(t.total), 'rule']);
  const notes = open
    ? [`Bitte überweisen Sie den Rechnungsbetrag von ${m(t.total)} bis zum ${d(due as string)} unter Angabe der Rechnungsnummer ${number} auf das unten genannte Konto.`]
    : [method === 'Vorkasse' ? `Ihre Zahlung per Vorkasse ist am ${d(dates.order)} bei uns eingegangen. Vielen Dank!`
      : `Der Rechnungsbetrag wurde bereits per ${method} beglichen.${paidRows ? '' : ' Es ist keine weitere Zahlung erforderlich.'}`];
  notes.push(pick(random, ['Vielen Dank für Ihren Einkauf!', `Vielen Dank für Ihre Bestellung bei ${shop.brand}.`, 'Wir wünschen viel Freude mit Ihrer Bestellung!']));
  if (chance(random, 0.5)) notes.push('Es gelten unsere AGB. Informationen zum Widerrufsrecht finden Sie in unserer Widerrufsbelehrung.');
  const stamp = !open && !paidRows && chance(random, 0.5);

  // Footer.
  const ust = deUstId(random), ustShown = pick(random, [ust, `DE ${ust.slice(2)}`, `DE${ust.slice(2, 5)} ${ust.slice(5, 8)} ${ust.slice(8)}`]);
  const ek = shop.legal.endsWith('e.K.'), kg = shop.legal.includes('KG');
  const boss = person(random, 'de');
  const reg = ek ? [`Inhaber: ${owner.full}`, `Amtsgericht ${home.town} HRA ${int(random, 1000, 29999)}`]
    : [`${kg ? 'Persönlich haftende Ges.' : 'Geschäftsführer'}: ${kg ? 'Verwaltungs-GmbH' : `${boss.first} ${boss.last}`}`, `Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`];
  const footer = footHtml([[shop.legal, home.street, home.city], [`Tel. ${phone(random, 'de')}`, shop.mail, shop.web], [...reg, `USt-IdNr.: ${ustShown}`], [acct.name, `IBAN: ${ibanShown}`, `BIC: ${acct.bic}`]]);

  const size = sizeOf(look, linesOf(rows) + tot.length + pairs.length / 2 + 4);
  const sender = `${shop.legal} · ${home.street} · ${home.city}`;
  const logoRight = chance(random, 0.6);
  const css = `${shopCss(look)}
.top { padding: 34px 48px 0; display: flex; justify-content: ${logoRight ? 'flex-end' : 'flex-start'} } .main { padding: 14px 48px 0 }
.hrow { display: flex; justify-content: space-between; gap: 20px; margin-top: 18px } .addrs { display: flex; gap: 26px } .sender { font-size: 0.7em; color: #666; text-decoration: underline; margin-bottom: 5px }
.shipto { border-left: 2px solid ${look.accent}; padding-left: 8px; color: #333 } h1 { font-size: 1.45em; margin: 22px 0 2px; color: ${look.accent} } .notes { margin-top: 12px } .notes div { margin-bottom: 3px }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 20px }`;
  const shipBlock = shipMode === 'same' ? (chance(random, 0.5) ? addrHtml('Lieferadresse', ['wie Rechnungsadresse'], 'addr shipto') : '') : addrHtml('Lieferadresse', shipLines, 'addr shipto');
  const body = `<div class="top">${logoHtml(look, shop, chance(random, 0.5))}</div><div class="main"><div class="hrow"><div><div class="sender">${span(sender)}</div><div class="addrs">${addrHtml(chance(random, 0.5) ? 'Rechnungsadresse' : null, billLines)}${shipBlock}</div></div>${pairsHtml(pairs)}</div>
<h1>${esc(numberInHead ? `Rechnung Nr. ${number}` : 'Rechnung')}</h1>${chance(random, 0.4) ? `<div class="small">${span(`Seite 1 von 1 · Ihre Bestellung vom ${d(dates.order)}`)}</div>` : ''}${tableHtml(cols, cells, rows.map((r) => r.kind))}
<div class="bottom"><div>${stamp ? `<div class="stamp">${esc(pick(random, ['BEZAHLT', 'BEREITS BEZAHLT']))}</div>` : ''}</div>${totHtml(tot)}</div><div class="notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>${footer}`;
  const fields: TruthFields = {
    supplier_name: shop.legal, supplier_tax_id: compact(ustShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(due ? { due_date: due } : {}), currency: 'EUR', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(t.total),
    amount_due: open ? euros(t.total) : 0, iban: compact(ibanShown),
  };
  return result('de', page('de', look.font, size, css, body), fields, rows, { qty: true, unit: showUnit, rate: showRate });
};
