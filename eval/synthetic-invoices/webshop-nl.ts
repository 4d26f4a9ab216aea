/**
 * A Dutch webshop's factuur as the WooCommerce plug-in "PDF Invoices & Packing Slips" prints it: the logo and the
 * shop's name and address, FACTUUR, the billing address with e-mail and phone beside the Verzendadres and the order
 * data (Factuurnummer, Factuurdatum, Bestelnummer, Besteldatum, Betaalmethode), the products with their variant lines
 * ("Kleur: Zwart" each on its own line) at prices incl. BTW 21 % / 9 % — or, for a customer in Belgium or Germany, at
 * that country's rates under the OSS scheme — the totals (Subtotaal, Korting, Verzending "via PostNL", BTW per rate or
 * "Totaal (incl. € … BTW)"), paid by iDEAL, Bancontact, PayPal or Klarna ("Betaald") or by bank transfer (te betalen
 * before the vervaldatum), and the footer with the legal name, KvK, BTW-nummer and IBAN.
 */
import {
  addrHtml, chance, compact, descHtml, digits, drawDates, drawDiscount, drawLook, drawRows, drawShop, esc, euros, extraRow, fmtDate, FONTS, int, linesOf, logoHtml, moneyOf, page, NBSP,
  pairsHtml, phone, pick, rateText, result, shipPrice, shopCss, shopTotals, sizeOf, span, tableHtml, totHtml, type Col, type Layout, type MoneyStyle, type TruthFields,
} from './webshop-common.ts';
import { NL_THEMES } from './webshop-goods-b.ts';
import { address, person } from './fees-names.ts';
import { nlKvk } from './fees-ids.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';

const BE_TOWNS = ['1000 Brussel', '2000 Antwerpen', '9000 Gent', '3000 Leuven', '8000 Brugge', '3500 Hasselt', '2800 Mechelen', '2300 Turnhout'];
const BE_STREETS = ['Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Nieuwstraat', 'Kapelstraat', 'Grote Markt', 'Lindelaan'];

export const nlWoocommerceInvoice: Layout = (random) => {
  const owner = person(random, 'nl');
  const shop = drawShop(random, NL_THEMES, { first: owner.first, last: owner.last.replace(/^\w/, (c) => c.toUpperCase()) }, 'nl');
  const home = address(random, 'nl');
  const look = drawLook(random, ['#e0701b', '#1c6e8c', '#2d7d46', '#7b2d8e', '#222222', '#c0392b'], [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2]]);
  const dates = drawDates(random, [14, 14, 30]);
  const pattern = pick(random, ['{d} {MMMM} {yyyy}', '{dd}-{mm}-{yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'nl');
  const m = moneyOf({ dec: ',', grp: '.', sym: '€', before: true, gap: pick(random, [NBSP, '']) } as MoneyStyle);

  // Customer: in the Netherlands, or in Belgium / Germany (OSS).
  const country = pick(random, ['NL', 'NL', 'NL', 'BE', 'BE', 'DE'] as const);
  const buyer = person(random, country === 'DE' ? 'de' : 'nl');
  const a = country === 'DE' ? address(random, 'de') : country === 'NL' ? address(random, 'nl') : { street: `${pick(random, BE_STREETS)} ${int(random, 1, 180)}`, city: pick(random, BE_TOWNS), town: '' };
  const land = { NL: 'Nederland', BE: 'België', DE: 'Duitsland' }[country];
  const mail = `${buyer.first.toLowerCase()}.${buyer.last.toLowerCase().replace(/[^a-z]/g, '')}@${pick(random, ['gmail.com', 'hotmail.com', 'outlook.com', 'ziggo.nl', 'telenet.be', 'web.de'])}`;
  const billLines = [buyer.full, a.street, a.city, ...(country === 'NL' && chance(random, 0.5) ? [] : [land])];
  const other = chance(random, 0.25) ? person(random, country === 'DE' ? 'de' : 'nl') : null;
  const shipLines = other ? [other.full, a.street.replace(/\d+/, String(int(random, 1, 90))), a.city, ...(country === 'NL' ? [] : [land])] : billLines;

  // Rows and totals.
  const rates = { NL: { std: 21, food: 9, book: 9, kids: 21 }, BE: { std: 21, food: 6, book: 6, kids: 21 }, DE: { std: 19, food: 7, book: 7, kids: 19 } }[country];
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10]));
  const rows = drawRows(random, shop.theme.goods, { count, rates, mode: 'gross', sku: () => `${shop.brand.slice(0, 2).toUpperCase()}${digits(random, 4)}`, varShare: 0.6, varLines: 'each', varJoin: '' });
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const shipRate = Math.max(...rows.map((r) => r.rate));
  const carrier = pick(random, country === 'NL' ? ['PostNL', 'DHL Parcel', 'PostNL brievenbuspakje'] : ['PostNL', 'bpost', 'DHL Parcel']);
  const ship = shipPrice(random, goods, country === 'NL' ? [395, 495, 595, 695] : [695, 795, 895], pick(random, [5000, 7500, null]));
  const shipRow = chance(random, 0.2);
  if (shipRow) rows.push(extraRow(`Verzending via ${carrier}`, ship, shipRate, 'ship'));
  const disc = chance(random, 0.35) ? drawDiscount(random, goods, ['WELKOM', 'ZOMER', 'NIEUWSBRIEF', 'BLACKFRIDAY', 'KORTING']) : null;
  const t = shopTotals(rows, 'gross', shipRow ? 0 : ship, shipRate, disc);

  // Payment.
  const method = pick(random, country === 'BE' ? ['Bancontact', 'Bancontact', 'iDEAL', 'PayPal', 'Overboeking'] : country === 'DE' ? ['PayPal', 'Creditcard', 'Klarna', 'Overboeking'] : ['iDEAL', 'iDEAL', 'iDEAL', 'PayPal', 'Klarna – achteraf betalen', 'Overboeking']);
  const open = method === 'Overboeking';
  const bank = dutchBank(random);
  const ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const ibanInFoot = open || chance(random, 0.6);
  const printsDue = open && chance(random, 0.8);

  // Identifiers.
  const year = dates.date.slice(0, 4);
  const number = pick(random, [`${year}-${digits(random, 4)}`, `F${int(random, 10000, 99999)}`, `${int(random, 100, 9999)}`, `INV-${year}${digits(random, 4)}`]);
  const orderNo = `${int(random, 10000, 99999)}`;
  const btw = dutchVat(random), btwShown = chance(random, 0.7) ? btw : `${btw.slice(0, 2)} ${btw.slice(2, 6)}.${btw.slice(6, 8)}.${btw.slice(8)}`;
  const pairs: [string, string][] = [['Factuurnummer:', number], ['Factuurdatum:', d(dates.date)], ['Bestelnummer:', orderNo], ['Besteldatum:', d(dates.order)], ['Betaalmethode:', method],
    ...(printsDue ? [['Vervaldatum:', d(dates.due)] as [string, string]] : []), ...(chance(random, 0.3) ? [['Verzendmethode:', carrier] as [string, string]] : [])];

  // Items.
  const showSku = chance(random, 0.45), showUnit = chance(random, 0.6), showRate = chance(random, 0.35);
  const cols: Col[] = [['Product', ''], ...(showSku ? [['Artikelnr.', 'nw'] as Col] : []), ['Aantal', 'c'], ...(showUnit ? [['Stukprijs', 'r'] as Col] : []), ...(showRate ? [['BTW', 'r'] as Col] : []), ['Prijs', 'r']];
  const cells = rows.map((r) => [descHtml(r), ...(showSku ? [span(r.sku)] : []), String(r.qty), ...(showUnit ? [span(m(r.unit))] : []), ...(showRate ? [span(rateText(r.rate, ',', ''))] : []), span(m(r.cents))]);
  const tot: [string, string, string][] = [['Subtotaal', m(t.items), '']];
  if (disc) tot.push([pick(random, ['Korting', `Kortingscode ${disc.label}`, `Korting (${disc.label})`]), `-${m(t.disc)}`, '']);
  if (!shipRow) tot.push(['Verzending', ship ? `${m(ship)} via ${carrier}` : `Gratis verzending`, '']);
  const inline = chance(random, 0.45);
  if (!inline) tot.push(...t.lines.map((l): [string, string, string] => [`BTW ${rateText(l.rate, ',', '')}${country !== 'NL' ? ` (${country})` : ''}`, m(l.tax), 'muted']));
  tot.push([inline ? `Totaal (incl. ${m(t.tax)} BTW)` : 'Totaal', m(t.total), look.table === 'zebra' ? 'hl' : 'big']);
  if (open) tot.push(['Te betalen', m(t.total), 'b']);
  else if (chance(random, 0.5)) tot.push([`Betaald via ${method}`, m(t.total), 'muted'], ['Openstaand', m(0), 'b']);
  const notes = open
    ? [`Wij verzoeken u het bedrag van ${m(t.total)} ${printsDue ? `vóór ${d(dates.due)}` : 'binnen 14 dagen'} over te maken op ${ibanShown} t.n.v. ${shop.legal} o.v.v. factuurnummer ${number}.`]
    : [pick(random, ['Deze factuur is reeds betaald. Bedankt voor je bestelling!', `Betaald met ${method} op ${d(dates.order)}.`, 'Bedankt voor je bestelling! Het bedrag is al voldaan.'])];
  if (country !== 'NL') notes.push(`BTW berekend volgens het tarief van ${country === 'BE' ? 'België' : 'Duitsland'} (EU-OSS-regeling).`);
  if (chance(random, 0.5)) notes.push('Op al onze leveringen zijn onze algemene voorwaarden van toepassing. Retourneren kan binnen 14 dagen.');
  const stamp = !open && chance(random, 0.35) ? `<div class="stamp">BETAALD</div>` : '';

  const foot = [`${shop.legal} · ${home.street} · ${home.city}`, `KvK ${nlKvk(random)} · BTW ${btwShown}${ibanInFoot ? ` · IBAN ${ibanShown}` : ''} · ${shop.web}`];
  const size = sizeOf(look, linesOf(rows) + tot.length + 8);
  const css = `${shopCss(look)}
.main { padding: 40px 48px 0 } .head { display: flex; justify-content: space-between; align-items: flex-start } .shopinfo { text-align: right; color: #333 } .shopinfo .b { font-size: 1.1em }
h1 { font-size: 1.9em; text-transform: uppercase; margin: 26px 0 10px; font-weight: bold; letter-spacing: 0.05em } .cols { display: flex; gap: 30px } .cols > div { flex: 1 } .contact { color: #444; margin-top: 3px }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px } .notes { margin-top: 14px } .notes div { margin-bottom: 4px }
.foot { text-align: center; font-size: 0.76em; color: #555; padding: 0 40px 18px } .foot div:first-child { border-top: 0.8px solid #bbb; padding-top: 5px }`;
  const billBlock = `<div>${addrHtml(chance(random, 0.5) ? 'Factuuradres' : null, billLines)}<div class="contact">${span(mail)}</div>${chance(random, 0.5) ? `<div class="contact">${span(phone(random, 'nl'))}</div>` : ''}</div>`;
  const shipBlock = other || chance(random, 0.5) ? `<div>${addrHtml('Verzendadres', shipLines)}</div>` : '<div></div>';
  const body = `<div class="main"><div class="head">${logoHtml(look, shop, chance(random, 0.4))}<div class="shopinfo">${[shop.brand, home.street, home.city, shop.mail].map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div></div>
<h1>${esc('Factuur')}</h1><div class="cols">${billBlock}${shipBlock}<div>${pairsHtml(pairs)}</div></div>
${tableHtml(cols, cells, rows.map((r) => r.kind))}<div class="bottom"><div>${stamp}</div>${totHtml(tot)}</div><div class="notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>
<div class="foot">${foot.map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
  const fields: TruthFields = {
    supplier_name: shop.legal, supplier_tax_id: compact(btwShown), customer_name: buyer.full, invoice_number: number, date: dates.date, ...(printsDue ? { due_date: dates.due } : {}),
    currency: 'EUR', subtotal: euros(t.items), total_tax: euros(t.tax), total_amount: euros(t.total), amount_due: open ? euros(t.total) : 0, ...(ibanInFoot || open ? { iban: compact(ibanShown) } : {}),
  };
  return result('nl', page('nl', look.font, size, css, body), fields, rows, { qty: true, unit: showUnit, rate: showRate });
};
