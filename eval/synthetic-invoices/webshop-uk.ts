/**
 * A British online shop's invoice as a Shopify order printer or invoice app prints it: the shop's word mark and
 * address, "Invoice" with the invoice number, the order name ("Order #1234") and the dates, Bill to / Ship to, the
 * items at prices inc. VAT (the variant title "M / Navy" under the product, a SKU and a VAT column on some), standard-
 * rated goods at 20 % beside zero-rated books, food and children's clothes, the totals (Subtotal, Discount (CODE),
 * Shipping (service), Total, Includes VAT 20 %, Total paid, Outstanding amount) with a gift card on some, a PAID stamp
 * for card, PayPal or Shop Pay orders or bank details with the amount outstanding for a bank transfer, and the footer
 * with the company's registered number and VAT registration number.
 */
import {
  addrHtml, chance, compact, descHtml, digits, drawDates, drawDiscount, drawLook, drawRows, drawShop, esc, euros, fmtDate, FONTS, int, linesOf, logoHtml, moneyOf, page, pairsHtml,
  pick, result, shipPrice, shopCss, shopTotals, sizeOf, span, tableHtml, totHtml, type Col, type Layout, type MoneyStyle, type TruthFields,
} from './webshop-common.ts';
import { UK_THEMES } from './webshop-goods-a.ts';
import { ukAddress, ukPerson } from './workshop-names.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';

const GBP: MoneyStyle = { dec: '.', grp: ',', sym: '£', before: true, gap: '' };

export const ukShopifyInvoice: Layout = (random) => {
  const ownerName = ukPerson(random).split(' ');
  const shop = drawShop(random, UK_THEMES, { first: ownerName[0], last: ownerName[ownerName.length - 1] }, 'co.uk');
  const home = ukAddress(random, true);
  const look = drawLook(random, ['#1f3a5f', '#2f5d50', '#7a3b2e', '#333333', '#5b4b8a', '#b0683a'], [FONTS.sans[0], FONTS.sans[1], FONTS.serif[0], FONTS.serif[1]]);
  const dates = drawDates(random, [7, 14, 30]);
  const pattern = pick(random, ['{d} {MMMM} {yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{MMMM} {d}, {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'en');
  const m = moneyOf(GBP);

  // Customer.
  const buyer = ukPerson(random);
  const billAddr = ukAddress(random, false);
  const firm = chance(random, 0.12) ? `${pick(random, ['Greenfield', 'Ashby', 'Kestrel', 'Harbour'])} ${pick(random, ['Nursery', 'Primary School PTA', 'Design Studio', 'Consulting'])}${chance(random, 0.5) ? ' Ltd' : ''}` : null;
  const billLines = [...(firm ? [firm, buyer] : [buyer]), ...billAddr.lines, 'United Kingdom'];
  const giftTo = chance(random, 0.3) ? ukPerson(random) : null;
  const shipLines = giftTo ? [giftTo, ...ukAddress(random, false).lines, 'United Kingdom'] : billLines;

  // Rows and totals.
  const rates = { std: 20, food: 0, book: 0, kids: 0 };
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 2, 2, 3, 3, 4, 5, 6, 7, 9, 12]));
  const skuOf = pick(random, [() => `${shop.brand.replace(/[^A-Z]/g, '').slice(0, 3) || 'SKU'}-${digits(random, 4)}`, () => `${digits(random, 6)}`]);
  const rows = drawRows(random, shop.theme.goods, { count, rates, mode: 'gross', sku: skuOf, varShare: 0.6, varLines: 'one', varJoin: ' / ', bare: chance(random, 0.7) });
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const shipRate = Math.max(...rows.map((r) => r.rate));
  const service = pick(random, ['Royal Mail Tracked 48', 'Royal Mail 1st Class', 'Evri Standard', 'DPD Next Day', 'Standard Delivery']);
  const ship = shipPrice(random, goods, [295, 350, 395, 495, 599], pick(random, [4000, 5000, 3500, null]));
  const disc = chance(random, 0.35) ? drawDiscount(random, goods, ['WELCOME', 'SPRING', 'THANKYOU', 'FREESHIP', 'BLACKFRIDAY']) : null;
  const t = shopTotals(rows, 'gross', ship, shipRate, disc);

  // Payment.
  const method = pick(random, ['Visa •••• ' + digits(random, 4), 'Mastercard •••• ' + digits(random, 4), 'PayPal', 'Shop Pay', 'Apple Pay', 'Bank transfer', 'Bank transfer']);
  const transfer = method === 'Bank transfer';
  const gift = transfer && chance(random, 0.35) ? Math.min(pick(random, [1000, 2000, 2500, 5000]), t.total - 100) : 0;
  const paid = transfer ? gift : t.total;
  const outstanding = t.total - paid;
  const bank = britishBank(random, 'GB');
  const ibanShown = transfer && chance(random, 0.6) ? (chance(random, 0.6) ? groupIban(bank.iban) : bank.iban) : null;
  const printsDue = transfer && chance(random, 0.7);

  // Identifiers.
  const orderNo = int(random, 1001, 9999);
  const number = pick(random, [`INV-${digits(random, 5)}`, `${dates.date.slice(0, 4)}-${int(random, 1000, 9999)}`, `SI${digits(random, 6)}`, `${int(random, 10000, 99999)}`]).replace(/-0/, '-1');
  const vat = britishVat(random), vatShown = pick(random, [vat, `GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const pairs: [string, string][] = [[pick(random, ['Invoice No.', 'Invoice number', 'Invoice #']), number], [pick(random, ['Invoice date', 'Date']), d(dates.date)], ['Order', `#${orderNo}`],
    [pick(random, ['Order date', 'Placed on']), d(dates.order)], ...(printsDue ? [['Payment due', d(dates.due)] as [string, string]] : []), ...(chance(random, 0.5) ? [['Dispatched', d(dates.ship)] as [string, string]] : [])];

  // Items.
  const showSku = chance(random, 0.5), showVat = chance(random, 0.55), showEach = chance(random, 0.8);
  const cols: Col[] = [['Item', ''], ...(showSku ? [['SKU', 'nw'] as Col] : []), ['Qty', 'c'], ...(showEach ? [['Price', 'r'] as Col] : []), ...(showVat ? [['VAT', 'r'] as Col] : []), ['Total', 'r']];
  const cells = rows.map((r) => [descHtml(r), ...(showSku ? [span(r.sku)] : []), String(r.qty), ...(showEach ? [span(m(r.unit))] : []), ...(showVat ? [span(`${r.rate}%`)] : []), span(m(r.cents))]);
  const tot: [string, string, string][] = [['Subtotal', m(t.items), '']];
  if (disc) tot.push([`Discount (${disc.label})`, `-${m(t.disc)}`, '']);
  tot.push([`Shipping (${service})`, ship ? m(ship) : 'Free', '']);
  const vatLines = t.lines.filter((l) => l.tax || t.tax === 0 || chance(random, 0.4));
  const vatBefore = chance(random, 0.4);
  const vatRows = vatLines.map((l): [string, string, string] => [`${vatBefore ? 'VAT' : 'Includes VAT'} ${l.rate}%`, m(l.tax), 'muted']);
  if (vatBefore) tot.push(...vatRows);
  tot.push([pick(random, ['Total', 'Total price', 'Order total']), m(t.total), look.table === 'zebra' ? 'hl' : 'big']);
  if (!vatBefore) tot.push(...vatRows);
  if (gift) tot.push([`Gift card (•••• ${digits(random, 4)})`, `-${m(gift)}`, 'rule']);
  tot.push([transfer ? 'Amount paid' : 'Total paid', m(paid), gift ? '' : 'rule'], [pick(random, ['Outstanding amount', 'Amount outstanding', 'Balance due']), m(outstanding), 'b']);
  const notes = transfer
    ? [`Please pay ${m(outstanding)} by bank transfer${printsDue ? ` by ${d(dates.due)}` : ''}, quoting ${number}. Your order will be dispatched on receipt of payment.`,
      `${bank.name} · Sort code ${bank.sortCode} · Account ${bank.account}${ibanShown ? ` · IBAN ${ibanShown}` : ''}`]
    : [`Paid with ${method} on ${d(dates.order)} — thank you for your order!`];
  if (rows.some((r) => r.rate === 0)) notes.push('Books, food and children’s clothing are zero-rated for VAT.');
  notes.push(`Returns accepted within 30 days. Questions? Email us at ${shop.mail}.`);

  const reg = `${shop.legal} · Registered in England and Wales No. ${digits(random, 8).replace(/^0/, '1')} · Registered office: ${[home.lines[0], home.lines[home.lines.length - 1]].join(', ')}`;
  const size = sizeOf(look, linesOf(rows) + tot.length + 6);
  const css = `${shopCss(look)}
.main { padding: 40px 50px 0 } .head { display: flex; justify-content: space-between; align-items: flex-start } .shopaddr { margin-top: 6px; color: #444 } h1 { font-size: 2em; margin: 0 0 6px; text-align: right; font-weight: normal; letter-spacing: 0.04em }
.addrs { display: flex; gap: 60px; margin-top: 24px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px } .notes { margin-top: 16px } .notes div { margin-bottom: 4px }
.foot { text-align: center; font-size: 0.74em; color: #555; padding: 0 40px 18px } .foot .line { border-top: 0.8px solid #bbb; padding-top: 5px; margin-top: 2px }`;
  const stamp = !transfer && chance(random, 0.6) ? `<div class="stamp">PAID</div>` : '';
  const body = `<div class="main"><div class="head"><div>${logoHtml(look, shop, chance(random, 0.5))}<div class="shopaddr">${[...home.lines, shop.web].map((l) => `<div>${span(l)}</div>`).join('')}</div></div>
<div><h1>${esc(pick(random, ['Invoice', 'INVOICE', 'VAT Invoice', 'Tax Invoice']))}</h1>${pairsHtml(pairs)}</div></div>
<div class="addrs">${addrHtml(pick(random, ['Bill to', 'Billing address']), billLines)}${addrHtml(pick(random, ['Ship to', 'Shipping address', 'Delivery address']), shipLines)}</div>
${tableHtml(cols, cells, rows.map((r) => r.kind))}<div class="bottom"><div>${stamp}</div>${totHtml(tot)}</div><div class="notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>
<div class="foot"><div class="line">${span(reg)}</div><div>${span(`VAT Reg. No. ${vatShown}`)}</div></div>`;
  const fields: TruthFields = {
    supplier_name: shop.legal, supplier_tax_id: compact(vatShown), customer_name: firm ?? buyer, invoice_number: number, date: dates.date, ...(printsDue ? { due_date: dates.due } : {}),
    currency: 'GBP', subtotal: euros(t.items), total_tax: euros(t.tax), total_amount: euros(t.total), amount_due: euros(outstanding), ...(ibanShown ? { iban: compact(ibanShown) } : {}),
  };
  return result('en', page('en', look.font, size, css, body), fields, rows, { qty: true, unit: showEach, rate: showVat });
};
