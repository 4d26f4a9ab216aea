/**
 * Layout "in-gst": the GST tax invoice an Indian e-commerce seller prints for a marketplace order (English, INR).
 * Order ID / Order Date are printed next to the invoice number and date; the marketplace's name and the buyer's
 * GSTIN (B2B orders) are distractors. Gross amounts are tax-inclusive; CGST+SGST within a state, IGST across.
 */
import { chance, sample, digits, dmy, esc, FONTS, int, iso, letters, lines, named, num, page, pick, round2, sum, day, addDays, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { company, indianAddress, indianCity, person, phone } from './services-names.ts';

const CATALOGUE: [string, string, number, number, number][] = [
  ['Stainless Steel Vacuum Flask 1000 ml, Silver', '7323', 12, 449, 1199], ['Cotton Double Bedsheet with 2 Pillow Covers, 144 TC', '6302', 5, 499, 999],
  ['True Wireless Earbuds, 40H Playback, Black', '8518', 18, 899, 2999], ['Non-Stick Aluminium Tawa 28 cm, Induction Base', '7615', 12, 399, 899],
  ["Men's Running Shoes, Size UK 9, Navy", '6404', 18, 1299, 3499], ['LED Desk Lamp with USB Charging Port', '9405', 18, 699, 1899],
  ['20W USB-C Fast Charger with 1 m Cable', '8504', 18, 499, 1299], ['Anti-Skid Yoga Mat 6 mm with Carry Strap', '9506', 12, 399, 999],
  ['15.6" Laptop, Core i5, 16 GB RAM, 512 GB SSD', '8471', 18, 48990, 68990], ['43" 4K Ultra HD Smart LED TV', '8528', 28, 26990, 42990],
  ['Front Load Washing Machine 7 kg, 1200 RPM', '8450', 28, 24990, 36990], ['Mixer Grinder 750 W with 3 Jars', '8509', 18, 2299, 4499],
  ['Basmati Rice, Extra Long Grain, 5 kg Pack', '1006', 5, 549, 899], ['A5 Ruled Notebook, 160 Pages, Pack of 6', '4820', 12, 180, 360],
  ['Analog Wrist Watch for Women, Rose Gold Dial', '9102', 18, 999, 2999], ['Ergonomic Office Chair with Lumbar Support', '9401', 18, 4999, 11999],
  ['Pressure Cooker 5 L, Hard Anodised', '7615', 12, 1499, 2899], ['Printed Cotton Kurta for Women, Size M', '6204', 12, 1049, 1899],
];
const STEMS = ['Shree Balaji', 'Navkar', 'Ganpati', 'Vardhman', 'Om Sai', 'Kalpataru', 'Mahalaxmi', 'Sunrise', 'Zenith', 'Anmol', 'Riddhi Siddhi', 'Tirupati'];
const TRADES = ['Retail', 'Traders', 'E-Commerce', 'Home Essentials', 'Electronics', 'Lifestyle', 'Distributors', 'Appliances'];
const MARKETS = ['Kartnama.in', 'BazaarBee', 'DukaanDirect', 'Mandiwala.com', 'ShopSetu'];

const B36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** GSTIN: state code + PAN + entity number + Z + check character (the official mod-36 scheme). */
function gstin(r: Random, state: string, pan: string): string {
  const body = `${state}${pan}${pick(r, ['1', '1', '1', '2'])}Z`;
  let total = 0;
  [...body].forEach((ch, i) => {
    const v = B36.indexOf(ch) * (i % 2 ? 2 : 1);
    total += Math.floor(v / 36) + (v % 36);
  });
  return body + B36[(36 - (total % 36)) % 36];
}

const UNITS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function below100(n: number): string {
  return n < 20 ? UNITS[n] : TENS[Math.floor(n / 10)] + (n % 10 ? '-' + UNITS[n % 10] : '');
}
/** Indian-system words: crore, lakh, thousand, hundred. */
function words(n: number): string {
  const parts: string[] = [];
  for (const [size, name] of [[10000000, 'Crore'], [100000, 'Lakh'], [1000, 'Thousand'], [100, 'Hundred']] as const) {
    if (n >= size) parts.push(`${words(Math.floor(n / size))} ${name}`);
    n %= size;
  }
  if (n) parts.push(below100(n));
  return parts.join(' ');
}
const inWords = (x: number): string => {
  const rupees = Math.floor(x + 1e-7);
  const paise = Math.round((x - rupees) * 100);
  return `${words(rupees) || 'Zero'} Rupees${paise ? ` and ${below100(paise)} Paise` : ''} Only`;
};

interface Row { desc: string; hsn: string; qty: number; unit: number; gross: number; disc: number; taxable: number; rate: number; tax1: number; tax2: number; total: number }

export function gstInvoice(r: Random): ServiceDoc {
  const legal = pick(r, ['Private Limited', 'Pvt. Ltd.', 'Pvt Ltd', 'LLP', '']);
  const seller = `${pick(r, STEMS)} ${pick(r, TRADES)}${legal ? ' ' + legal : ''}`;
  const pan = `${letters(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${legal === 'LLP' ? 'F' : legal ? 'C' : 'P'}${seller[0]}${digits(r, 4)}${letters(r, 1)}`;
  const sCity = indianCity(r);
  const gst = gstin(r, sCity.gst, pan);
  const b2b = chance(r, 0.25);
  const bCity = chance(r, 0.45) ? sCity : indianCity(r);
  const buyer = b2b ? company(r, 'IN') : person(r, 'IN');
  const billAddr = indianAddress(r, bCity, b2b);
  const shipSame = chance(r, 0.6);
  const shipName = shipSame || b2b ? (b2b ? person(r, 'IN') : buyer) : person(r, 'IN');
  const shipAddr = shipSame ? billAddr : indianAddress(r, bCity, false);
  const intra = bCity.state === sCity.state;
  const market = pick(r, MARKETS);

  const invDate = day(r);
  const orderDate = addDays(invDate, -pick(r, [0, 1, 1, 2, 2, 3, 4, 6]));
  const orderId = pick(r, [`OD${digits(r, 18)}`, `${int(r, 171, 408)}-${digits(r, 7)}-${digits(r, 7)}`, `BZ${digits(r, 10)}`, `${digits(r, 5)}-${digits(r, 6)}`]);
  const fy = invDate.getUTCMonth() >= 3 ? invDate.getUTCFullYear() : invDate.getUTCFullYear() - 1;
  const invNo = pick(r, [`${letters(r, 2)}${digits(r, 1)}${letters(r, 1)}${digits(r, 10)}`, `${sCity.city.slice(0, 3).toUpperCase()}${int(r, 1, 9)}-${digits(r, 6)}`, `INV/${fy}-${String(fy + 1).slice(2)}/${digits(r, 5)}`, `${letters(r, 3)}${fy % 100}${digits(r, 7)}`]);
  const dateStyle = pick(r, ['-', '/', '.', 'short']);
  const fmt = (d: Date) => (dateStyle === 'short' ? named(d, 'en', 'short') : dmy(d, dateStyle));

  const rows: Row[] = [];
  const n = chance(r, 0.55) ? int(r, 2, 3) : int(r, 4, 7);
  const picks = sample(r, CATALOGUE, n);
  for (const [desc, hsn, rate, lo, hi] of picks) {
    const unit = Math.round((lo + r() * (hi - lo)) / 10) * 10 - (chance(r, 0.7) ? 1 : 0);
    const qty = unit > 10000 ? 1 : pick(r, [1, 1, 1, 2, 2, 3, 4]);
    const gross = round2(unit * qty);
    const disc = chance(r, 0.5) ? (chance(r, 0.5) ? round2(Math.round(gross * pick(r, [0.05, 0.1, 0.15, 0.2]))) : Math.min(pick(r, [50, 100, 150, 200, 500]), Math.round(gross / 4))) : 0;
    const total = round2(gross - disc);
    const taxable = round2(total / (1 + rate / 100));
    const tax = round2(total - taxable);
    const tax1 = intra ? round2(tax / 2) : tax;
    const device = hsn.startsWith('84') || hsn.startsWith('85');
    const detail = chance(r, 0.4) ? '\n' + (device ? pick(r, [`Serial No: ${letters(r, 2)}${digits(r, 9)}`, 'Warranty: 1 year manufacturer warranty']) : `SKU: ${letters(r, 3)}-${digits(r, 5)}`) : '';
    rows.push({ desc: desc + detail, hsn, qty, unit, gross, disc, taxable, rate, tax1, tax2: intra ? round2(tax - tax1) : 0, total });
  }
  if (chance(r, 0.3)) {
    const total = pick(r, [40, 49, 59, 79, 99]);
    const taxable = round2(total / 1.18);
    const tax = round2(total - taxable);
    const tax1 = intra ? round2(tax / 2) : tax;
    rows.push({ desc: 'Shipping & Handling Charges', hsn: '996812', qty: 1, unit: total, gross: total, disc: 0, taxable, rate: 18, tax1, tax2: intra ? round2(tax - tax1) : 0, total });
  }
  const T = {
    qty: rows.reduce((a, x) => a + x.qty, 0), gross: sum(rows.map((x) => x.gross)), disc: sum(rows.map((x) => x.disc)), taxable: sum(rows.map((x) => x.taxable)),
    tax1: sum(rows.map((x) => x.tax1)), tax2: sum(rows.map((x) => x.tax2)), total: sum(rows.map((x) => x.total)),
  };
  const totalTax = round2(T.tax1 + T.tax2);
  const payment = pick(r, ['cod', 'prepaid', 'none']);

  // ----- presentation -----
  const style = pick(r, ['in', 'plain'] as const);
  const a = (x: number) => num(x, style);
  const grid = chance(r, 0.5);
  const showUnit = chance(r, 0.4);
  const accent = pick(r, ['#222', '#1f3b73', '#7a1f1f', '#0f5a47']);
  const fs = pick(r, [9.5, 10, 10.5]);
  const rateCol = chance(r, 0.5);
  const taxCols = intra ? ['CGST', 'SGST'] : ['IGST'];
  const block = (title: string, body: string) => `<div class="blk"><div class="bt">${title}</div>${body}</div>`;
  const sold = block('Sold By', `<b>${esc(seller)}</b><br>${indianAddress(r, sCity, true).map(esc).join('<br>')}<br>GSTIN: ${gst}<br>PAN: ${pan}`);
  const bill = block('Billing Address', `<b>${esc(buyer)}</b><br>${billAddr.map(esc).join('<br>')}${b2b ? `<br>GSTIN: ${gstin(r, bCity.gst, `${letters(r, 3)}C${buyer[0]}${digits(r, 4)}${letters(r, 1)}`)}` : ''}<br>Phone: ${phone(r, 'IN')}`);
  const ship = block('Shipping Address', `<b>${esc(shipName)}</b><br>${shipAddr.map(esc).join('<br>')}<br>Place of Supply: ${bCity.state}`);
  const meta: [string, string][] = [['Order ID', orderId], ['Order Date', fmt(orderDate)], ['Invoice Number', invNo], ['Invoice Date', fmt(invDate)]];
  if (chance(r, 0.5)) meta.push(['Shipment ID', `SHP${digits(r, 10)}`]);
  const metaHtml = grid
    ? `<table class="meta"><tr>${meta.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${meta.map(([, v]) => `<td>${esc(v)}</td>`).join('')}</tr></table>`
    : `<div class="mlist">${meta.map(([k, v]) => `<div><span class="k">${k}:</span> <b>${esc(v)}</b></div>`).join('')}</div>`;
  const head = ['Description', 'HSN/SAC', 'Qty', ...(showUnit ? ['Unit Price ₹'] : []), 'Gross Amount ₹', 'Discount ₹', 'Taxable Value ₹', ...(rateCol ? ['GST Rate'] : []), ...taxCols.map((t) => `${t} ₹`), 'Total ₹'];
  const taxCell = (v: number, x: Row) => (rateCol ? a(v) : `${intra ? x.rate / 2 : x.rate}%<br>${a(v)}`);
  const body = rows.map((x) => `<tr><td>${lines(x.desc)}</td><td class="c">${x.hsn}</td><td class="c">${x.qty}</td>${showUnit ? `<td class="r">${a(x.unit)}</td>` : ''}<td class="r">${a(x.gross)}</td><td class="r">${x.disc ? '-' + a(x.disc) : pick(r, ['0.00', '-'])}</td><td class="r">${a(x.taxable)}</td>${rateCol ? `<td class="c">${x.rate}%</td>` : ''}<td class="r">${taxCell(x.tax1, x)}</td>${intra ? `<td class="r">${taxCell(x.tax2, x)}</td>` : ''}<td class="r">${a(x.total)}</td></tr>`).join('');
  const totalRow = `<tr class="tot"><td>Total</td><td></td><td class="c">${T.qty}</td>${showUnit ? '<td></td>' : ''}<td class="r">${a(T.gross)}</td><td class="r">${T.disc ? '-' + a(T.disc) : '0.00'}</td><td class="r">${a(T.taxable)}</td>${rateCol ? '<td></td>' : ''}<td class="r">${a(T.tax1)}</td>${intra ? `<td class="r">${a(T.tax2)}</td>` : ''}<td class="r">${a(T.total)}</td></tr>`;
  const payLine = payment === 'cod' ? `<div>Payment Mode: Cash on Delivery &nbsp; | &nbsp; <b>Amount Payable: ₹${num(T.total, 'in')}</b></div>` : payment === 'prepaid' ? `<div>Payment Mode: Prepaid (${pick(r, ['UPI', 'Credit Card', 'Net Banking'])}) &nbsp; | &nbsp; Amount Paid: ₹${num(T.total, 'in')} &nbsp; | &nbsp; <b>Balance Due: ₹0.00</b></div>` : '';
  const html = page({
    lang: 'en-IN', font: pick(r, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2]]), size: fs, padding: '30px 34px 26px',
    css: `h1 { font-size: 17px; margin: 0; color: ${accent}; letter-spacing: .5px }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 6px }
.sub { font-size: 8.5px; color: #555 } .parties { display: flex; gap: 10px; margin: 10px 0 }
.blk { flex: 1; ${grid ? 'border: 1px solid #999; padding: 6px' : 'padding: 2px 0'} } .bt { font-weight: bold; color: ${accent}; text-transform: uppercase; font-size: 8.5px; margin-bottom: 2px }
.meta { width: 100%; margin: 4px 0 10px } .meta th { background: #eee; font-size: 8.5px; border: 1px solid #999; padding: 3px; text-align: left } .meta td { border: 1px solid #999; padding: 3px }
.mlist { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 20px; margin: 4px 0 10px } .k { color: #444 }
.items { width: 100%; font-size: ${fs - 1}px } .items th { background: ${grid ? '#eee' : 'none'}; border: 1px solid #888; padding: 3px; font-size: 8px }
.items td { border: 1px solid #aaa; padding: 3px; vertical-align: top } .tot td { font-weight: bold; background: #f5f5f5 }
.grand { display: flex; justify-content: space-between; margin-top: 8px; font-size: ${fs + 1}px } .words { margin-top: 4px }
.sign { text-align: right; margin-top: 26px } .sign .line { margin-top: 30px; border-top: 1px solid #666; display: inline-block; padding-top: 2px; min-width: 180px; text-align: center }`,
    body: `<div class="top"><div><h1>Tax Invoice</h1><div class="sub">${pick(r, ['Original for Recipient', 'Tax Invoice/Bill of Supply/Cash Memo (Original for Recipient)', 'Duplicate for Transporter'])}</div></div><div class="sub">Order placed through ${market}</div></div>
${grid ? `<div class="parties">${sold}${bill}${ship}</div>` : `<div class="parties">${sold}<div style="flex:1">${metaHtml}</div></div><div class="parties">${bill}${ship}</div>`}
${grid ? metaHtml : ''}
<table class="items"><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${body}${totalRow}</table>
<div class="grand"><div>Whether tax is payable under reverse charge: No</div><div><b>Grand Total: ₹${num(T.total, 'in')}</b></div></div>
<div class="words">Amount in Words: <b>${inWords(T.total)}</b></div>
<div>Total Tax (${taxCols.join(' + ')}): ₹${num(totalTax, 'in')}</div>${payLine}
<div class="sign">For ${esc(seller)}:<br><span class="line">Authorized Signatory</span></div>
<div class="foot sub">This is a computer generated invoice. Returns are accepted as per the ${market} return policy. Customer care: ${phone(r, 'IN')}. Page 1 of 1</div>`,
  });
  const line_items: LineItem[] = rows.map((x) => ({ description: x.desc, quantity: x.qty, unit_price: showUnit ? x.unit : null, amount: x.total, tax_rate: x.rate }));
  const fields: ServiceDoc['fields'] = {
    supplier_name: seller, supplier_tax_id: gst, customer_name: buyer, invoice_number: invNo, po_number: orderId, date: iso(invDate), currency: 'INR',
    subtotal: T.taxable, total_tax: totalTax, total_amount: T.total,
  };
  if (payment !== 'none') fields.amount_due = payment === 'cod' ? T.total : 0;
  return { language: 'en', html, fields, line_items };
}
