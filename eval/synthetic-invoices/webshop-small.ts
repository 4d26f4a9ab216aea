/**
 * A small handmade seller's own invoice (knitwear, pottery, jewellery, soap and candles sold through an own shop or a
 * marketplace), in Germany under the Kleinunternehmerregelung § 19 UStG or in Austria under § 6 Abs. 1 Z 27 UStG —
 * no VAT at all and a sentence saying so: a narrow single column (centred or at the left with a coloured rule), the
 * brand as a word mark with the owner's name under it, the invoice and order data as short lines (a marketplace
 * order number on some), Rechnung an / Lieferung an, the items as a list — the product, each variant on its own line
 * ("Größe: M", "Farbe: Blau"), then "2 × 24,90 €" and the amount at the right — the totals at the left under the
 * list (Zwischensumme, Rabatt, Versand, Gesamtbetrag), paid already (PayPal, marketplace payments) or to be
 * transferred within 14 days to the owner's account, and the owner's Steuernummer at the foot. The seller's legal
 * name is the owner's name as printed ("Inh. Mila Schneider" or the name alone).
 */
import {
  chance, compact, dl, drawDates, drawDiscount, drawRows, drawShop, esc, euros, fmtDate, FONTS, int, logoHtml, moneyOf, NBSP, page, pick, result, shopCss, shopTotals,
  span, totHtml, type Layout, type TruthFields,
} from './webshop-common.ts';
import { HANDMADE } from './webshop-goods-b.ts';
import { address, person } from './fees-names.ts';
import { deSteuernummer } from './fees-ids.ts';
import { germanBank, groupIban, iban } from './multipage-ids.ts';

const AT_TOWNS = ['1070 Wien', '1160 Wien', '8010 Graz', '4020 Linz', '5020 Salzburg', '6020 Innsbruck', '9020 Klagenfurt', '3100 St. Pölten', '6900 Bregenz'];
const AT_STREETS = ['Lindengasse', 'Schulgasse', 'Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße', 'Mühlweg', 'Annenstraße'];
const DE_STNR = ['127/123/45678', '21/815/08150', '143/456/78901', '5133/081/15000', '32/579/12345', '203/123/45678'];

export const smallShopInvoice: Layout = (random) => {
  const at = chance(random, 0.35);
  const owner = person(random, 'de');
  const shop = drawShop(random, HANDMADE, owner, at ? 'at' : 'de');
  const home = at ? { street: `${pick(random, AT_STREETS)} ${int(random, 1, 60)}`, city: pick(random, AT_TOWNS), town: '' } : address(random, 'de');
  const fonts = [FONTS.serif[1], FONTS.serif[0], FONTS.sans[1], FONTS.sans[0]];
  const look = { font: pick(random, fonts), accent: pick(random, ['#a0522d', '#5b7f5b', '#8b5e83', '#3f6e8c', '#b7793a', '#6d6d6d']), table: 'minimal' as const, mark: int(random, 0, 5), caps: chance(random, 0.3), small: false };
  const dates = drawDates(random, [14]);
  const pattern = at || chance(random, 0.8) ? '{dd}.{mm}.{yyyy}' : '{d}. {MMMM} {yyyy}';
  const d = (iso: string) => fmtDate(iso, pattern, 'de');
  const m = moneyOf({ dec: ',', grp: '.', sym: '€', before: at && chance(random, 0.5), gap: NBSP });

  // Customer.
  const buyer = person(random, 'de');
  const a = at && chance(random, 0.7) ? { street: `${pick(random, AT_STREETS)} ${int(random, 1, 90)}`, city: pick(random, AT_TOWNS) } : address(random, 'de');
  const abroad = at !== AT_TOWNS.includes(a.city) ? (at ? 'Deutschland' : 'Österreich') : null;
  const billLines = [buyer.full, a.street, a.city, ...(abroad ? [abroad] : [])];
  const gift = chance(random, 0.2) ? person(random, 'de') : null;
  const giftAddr = address(random, 'de');

  // Items and totals (no VAT: rate 0 on every row, not printed).
  const rates = { std: 0, food: 0, book: 0, kids: 0 };
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 1, 2, 2, 3, 3, 4, 5, 6]));
  const rows = drawRows(random, shop.theme.goods, { count, rates, mode: 'gross', sku: () => '', varShare: 0.75, varLines: 'each', varJoin: '' });
  for (const r of rows) if (r.qty > 2) { r.qty = 2; r.cents = 2 * r.unit; }
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const ship = goods >= 8000 && chance(random, 0.5) ? 0 : pick(random, [290, 390, 490, 595, 690]);
  const disc = chance(random, 0.2) ? drawDiscount(random, goods, ['DANKE', 'MARKT', 'STAMMKUNDE']) : null;
  const t = shopTotals(rows, 'gross', ship, 0, disc);

  // Payment.
  const method = pick(random, ['PayPal', 'PayPal', 'Etsy Payments', 'Überweisung', 'Überweisung']);
  const open = method === 'Überweisung';
  const acct = at ? { name: pick(random, ['Erste Bank', 'Raiffeisenbank', 'BAWAG P.S.K.']), iban: iban('AT', `${int(random, 10000, 99999)}${String(int(random, 0, 99999999999)).padStart(11, '0')}`), bic: '' } : germanBank(random, home.town || 'Kempten');
  const ibanShown = chance(random, 0.6) ? groupIban(acct.iban) : acct.iban;
  const ibanPrinted = open || chance(random, 0.4);
  const printsDue = open && chance(random, 0.6);

  // Identifiers.
  const year = dates.date.slice(0, 4);
  const number = pick(random, [`${year}-${String(int(random, 1, 240)).padStart(3, '0')}`, `R${year.slice(2)}${String(int(random, 1, 999)).padStart(3, '0')}`, `${int(random, 10, 480)}`]);
  const order = method === 'Etsy Payments' ? `Etsy-Bestellung Nr. ${int(random, 2900000000, 3499999999)}` : `Bestellung #${int(random, 1001, 1999)}`;
  const stnr = at ? `${int(random, 10, 98)} ${int(random, 100, 999)}/${int(random, 1000, 9999)}` : deSteuernummer(random, pick(random, DE_STNR));
  const legalLine = chance(random, 0.5) ? `Inh. ${owner.full}` : owner.full;
  const info = [`Rechnungsnummer: ${number}`, `Rechnungsdatum: ${d(dates.date)}`, `${order} vom ${d(dates.order)}`, ...(chance(random, 0.6) ? [`Lieferdatum: ${d(dates.ship)}`] : [])];

  // Items list.
  const list = rows.map((r) => `<div class="it"><div class="row"><div class="desc">${dl(r.text, 'b')}${r.details.map((x) => dl(x, 'sub')).join('')}</div><div class="amt">${span(m(r.cents))}</div></div><div class="qx">${span(`${r.qty} × ${m(r.unit)}`)}</div></div>`).join('');
  const tot: [string, string, string][] = [['Zwischensumme', m(t.items), '']];
  if (disc) tot.push([disc.pct !== null ? `Rabatt ${disc.pct}${NBSP}% (${disc.label})` : `Gutschein ${disc.label}`, m(-t.disc), '']);
  tot.push([ship ? pick(random, ['Versand', 'Versand (DHL)', at ? 'Versand (Post)' : 'Versand (Hermes)']) : 'Versand (kostenlos)', m(ship), ''], ['Gesamtbetrag', m(t.total), 'big']);
  if (!open) tot.push([`Bereits bezahlt (${method})`, m(t.total), 'muted'], ['Offen', m(0), '']);
  const vatNote = at ? pick(random, ['Umsatzsteuerbefreit – Kleinunternehmer gemäß § 6 Abs. 1 Z 27 UStG.', 'Gemäß § 6 Abs. 1 Z 27 UStG wird keine Umsatzsteuer verrechnet (Kleinunternehmerregelung).'])
    : pick(random, ['Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', 'Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer berechnet.', 'Kein Ausweis der Umsatzsteuer aufgrund der Anwendung der Kleinunternehmerregelung (§ 19 UStG).']);
  const payNote = open
    ? [`Bitte überweise den Betrag ${printsDue ? `bis zum ${d(dates.due)}` : 'innerhalb von 14 Tagen'} auf folgendes Konto:`, `Kontoinhaber/in: ${owner.full}`, `IBAN: ${ibanShown}`, `Verwendungszweck: ${number}`]
    : [`Der Betrag wurde bereits per ${method} bezahlt – vielen Dank!`];
  const centred = chance(random, 0.55);
  const css = `${shopCss(look)}
.col { width: 470px; ${centred ? 'margin: 0 auto' : `margin-left: 70px; border-left: 3px solid ${look.accent}; padding-left: 22px`}; padding-top: 44px } .logo { ${centred ? 'justify-content: center' : ''} }
.hd { text-align: ${centred ? 'center' : 'left'}; border-bottom: 0.8px solid #bbb; padding-bottom: 10px } .owner { color: #555; margin-top: 2px } .small2 { font-size: 0.86em; color: #444 }
h1 { font-size: 1.35em; margin: 16px 0 6px; color: ${look.accent}; font-weight: normal; letter-spacing: 0.12em; text-transform: uppercase } .info div, .addr div { margin: 1px 0 }
.addrs { display: flex; gap: 30px; margin-top: 12px } .lab { font-size: 0.8em; color: ${look.accent}; text-transform: uppercase; letter-spacing: 0.06em } .list { margin-top: 14px; border-top: 0.8px solid #bbb }
.it { padding: 6px 0; border-bottom: 0.5px dashed #bbb } .row { display: flex; justify-content: space-between; gap: 10px } .qx { color: #555; font-size: 0.9em } .amt { white-space: nowrap }
.tot { margin-top: 10px; min-width: 0; width: 300px } .notes { margin-top: 14px } .notes div { margin: 2px 0 } .legal { font-weight: bold; margin-top: 10px }
.foot { padding: 0 0 18px } .fl { width: 470px; ${centred ? 'margin: 0 auto; text-align: center' : 'margin-left: 95px'}; font-size: 0.74em; color: #555; border-top: 0.8px solid #bbb; padding-top: 5px }`;
  const who = `${shop.brand} · ${legalLine} · ${home.street} · ${home.city}`;
  const addrBlock = (lab: string, ls: string[]) => `<div class="addr"><div class="lab">${esc(lab)}</div>${ls.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
  const body = `<div class="col"><div class="hd">${logoHtml(look, shop, false)}<div class="owner">${span(legalLine)}</div><div class="small2">${span(`${home.street} · ${home.city}`)}</div><div class="small2">${span(`${shop.mail} · ${shop.web}`)}</div></div>
<h1>Rechnung</h1><div class="info">${info.map((l) => `<div>${span(l)}</div>`).join('')}</div>
<div class="addrs">${addrBlock('Rechnung an', billLines)}${gift ? addrBlock('Lieferung an', [gift.full, giftAddr.street, giftAddr.city]) : ''}</div>
<div class="list">${list}</div>${totHtml(tot)}<div class="notes"><div class="legal">${esc(vatNote)}</div>${payNote.map((x) => `<div>${span(x)}</div>`).join('')}<div>${esc(pick(random, ['Danke, dass du Handgemachtes unterstützt!', 'Vielen Dank für deine Bestellung – ich hoffe, du hast viel Freude damit!', 'Herzlichen Dank für Ihren Einkauf!']))}</div></div></div>
<div class="foot"><div class="fl">${span(who)}<br>${span(`${at ? 'St.-Nr.' : 'Steuernummer'}: ${stnr}${ibanPrinted && !open ? ` · IBAN ${ibanShown}` : ''}`)}</div></div>`;
  const lines = rows.reduce((s, r) => s + 2 + r.details.length, 0) + tot.length + payNote.length;
  const size = lines <= 16 ? 11 : lines >= 34 ? 8.6 : 11 - (2.4 * (lines - 16)) / 18;
  const fields: TruthFields = {
    supplier_name: owner.full, supplier_tax_id: compact(stnr), customer_name: buyer.full, invoice_number: number, date: dates.date, ...(printsDue ? { due_date: dates.due } : {}),
    currency: 'EUR', subtotal: euros(t.items), total_tax: 0, total_amount: euros(t.total), amount_due: open ? euros(t.total) : 0, ...(ibanPrinted ? { iban: compact(ibanShown) } : {}),
  };
  return result('de', page('de', look.font, size, css, body), fields, rows, { qty: true, unit: true, rate: false });
};
