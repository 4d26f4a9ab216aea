/**
 * An Indian-English tax invoice for consultancy / agency services in the fully boxed style of Indian accounting
 * software: seller block with GSTIN, PAN and CIN beside a grid of particulars, buyer block with its own GSTIN and
 * place of supply, a services table with SAC codes, CGST 9 % + SGST 9 % (or IGST 18 % between states), an optional
 * round-off, the amount in words, a tax summary by SAC, bank details and "Authorised Signatory".
 */
import type { Random } from './content.ts';
import {
  FONTS, INDIAN, addDays, cents, chance, descCell, digits, esc, fieldsOf, fmtDate, fmtNum, fmtQty, int, iso, letters,
  makeItems, page, pick, randomDay, sumCents, truth, units, type Built, type Goods, type Item,
} from './anglo-kit.ts';

const GOODS: readonly Goods[] = [
  { d: 'Digital marketing retainer', det: ['SEO, social media and paid campaigns', 'For the month, as per Statement of Work No. 7'], u: 'Month', lo: 45000, hi: 180000, q: 3, step: 500, code: '998361' },
  { d: 'Software development services', det: ['Mobile app - sprint 3 and 4', 'Customer portal enhancements'], u: 'Hrs', lo: 1400, hi: 3200, q: 'h', step: 50, code: '998314' },
  { d: 'IT consulting - cloud migration assessment', u: 'Days', lo: 18000, hi: 42000, q: 6, step: 500, code: '998313' },
  { d: 'Management consultancy fees', det: ['Phase II: process re-engineering'], u: 'Nos', lo: 75000, hi: 350000, step: 1000, code: '998311' },
  { d: 'Brand identity and logo design', u: 'Nos', lo: 35000, hi: 120000, step: 1000, code: '998391' },
  { d: 'Market research - consumer survey', det: ['Sample size 1,200, three cities'], u: 'Nos', lo: 90000, hi: 260000, step: 1000, code: '998371' },
  { d: 'Cloud hosting charges', u: 'Month', lo: 8500, hi: 42000, q: 3, step: 100, code: '998315' },
  { d: 'Content writing', u: 'Words', lo: 1.5, hi: 4, q: 20000, step: 0.25, code: '998391' },
  { d: 'Annual software licence renewal', u: 'Users', lo: 3500, hi: 9000, q: 50, step: 100, code: '997331' },
  { d: 'Out-of-pocket expenses (travel)', det: ['Flights BOM-DEL and hotel, as per actuals'], u: 'Nos', lo: 12000, hi: 48000, step: 1, code: '998311' },
];

const STATES = [
  { name: 'Maharashtra', code: '27', ab: 'MH', city: 'Mumbai', pin: '4000', streets: ['Office No. 504, 5th Floor, Lodha Supremus', 'Unit 12, Ground Floor, Kamala Mills Compound', '301, Solitaire Corporate Park, Andheri East'] },
  { name: 'Karnataka', code: '29', ab: 'KA', city: 'Bengaluru', pin: '5600', streets: ['No. 42, 2nd Floor, 80 Feet Road, Koramangala', '#18, Prestige Meridian, M.G. Road', '3rd Floor, Embassy Tech Square, Outer Ring Road'] },
  { name: 'Tamil Nadu', code: '33', ab: 'TN', city: 'Chennai', pin: '6000', streets: ['Old No. 12, New No. 27, Cathedral Road', 'Ascendas IT Park, Taramani', '4th Floor, Spencer Plaza, Anna Salai'] },
  { name: 'Delhi', code: '07', ab: 'DL', city: 'New Delhi', pin: '1100', streets: ['B-14, Connaught Place', 'Plot 9, Okhla Industrial Area Phase II', '7th Floor, Hansalaya Building, Barakhamba Road'] },
  { name: 'Telangana', code: '36', ab: 'TG', city: 'Hyderabad', pin: '5000', streets: ['Plot 17, Cyber Towers, HITEC City', 'H.No. 8-2-293, Road No. 14, Banjara Hills'] },
  { name: 'Gujarat', code: '24', ab: 'GJ', city: 'Ahmedabad', pin: '3800', streets: ['A-702, Titanium City Centre, Satellite', '12, Shivalik Plaza, IIM Road'] },
];
type State = (typeof STATES)[number];

const FIRST = ['Sahyadri', 'Nimbus', 'Kaveri', 'Brahmaputra', 'Saffron Leaf', 'Indus Bridge', 'Aravali', 'Vistaar', 'Pragati', 'Nilgiri', 'Tarang'];
const NOUNS = ['Digital Solutions', 'Consulting', 'Analytics', 'Technologies', 'Media Works', 'Advisory Services'];
const CUSTOMERS = ['Shree Ganesh Textiles Pvt. Ltd.', 'Horizon Healthcare Private Limited', 'Meridian Foods India Pvt Ltd', 'Bharat Auto Components Ltd.', 'Greenfield Realty LLP', 'Sunrise Educational Trust', 'Apex Pharma Distributors'];

const B36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code + PAN + entity number + 'Z' + the GSTIN check character. */
function gstin(random: Random, state: State, pan: string): string {
  const body = `${state.code}${pan}${int(random, 1, 2)}Z`;
  const sum = [...body].reduce((s, ch, i) => { const p = B36.indexOf(ch) * (i % 2 ? 2 : 1); return s + Math.floor(p / 36) + (p % 36); }, 0);
  return body + B36[(36 - (sum % 36)) % 36];
}
const pan = (random: Random, type: string): string => `${letters(random, 3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${type}${letters(random, 1)}${digits(random, 4)}${letters(random, 1)}`;

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const two = (n: number): string => (n < 20 ? ONES[n] : TENS[Math.floor(n / 10)] + (n % 10 ? ` ${ONES[n % 10]}` : ''));
function words(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 1e7), lakh = Math.floor((n % 1e7) / 1e5), thousand = Math.floor((n % 1e5) / 1000), rest = n % 1000;
  if (crore) parts.push(`${words(crore)} Crore`);
  if (lakh) parts.push(`${two(lakh)} Lakh`);
  if (thousand) parts.push(`${two(thousand)} Thousand`);
  if (rest >= 100) parts.push(`${ONES[Math.floor(rest / 100)]} Hundred`);
  if (rest % 100) parts.push(two(rest % 100));
  return parts.join(' ') || 'Zero';
}
const inWords = (c: number): string => `Indian Rupees ${words(Math.floor(c / 100))}${c % 100 ? ` and ${two(c % 100)} Paise` : ''} Only`;

const place = (random: Random, state: State, street: string): string[] => [street, `${state.city} - ${state.pin}${digits(random, 2)}, ${state.name}, India`];
const BANKS = [['HDFC Bank', 'HDFC'], ['ICICI Bank', 'ICIC'], ['Kotak Mahindra Bank', 'KKBK'], ['Axis Bank', 'UTIB'], ['State Bank of India', 'SBIN']];

export function india(random: Random): Built {
  const state = pick(random, STATES);
  const llp = chance(random, 0.15);
  const supplier = `${pick(random, FIRST)} ${pick(random, NOUNS)} ${llp ? 'LLP' : pick(random, ['Private Limited', 'Pvt. Ltd.', 'Pvt Ltd'])}`;
  const supPan = pan(random, llp ? 'F' : 'C');
  const taxId = gstin(random, state, supPan);
  const cin = llp ? `LLPIN: AA${letters(random, 1)}-${digits(random, 4)}` : `CIN: U${digits(random, 5)}${state.ab}${int(random, 2008, 2021)}PTC${digits(random, 6)}`;
  const intra = chance(random, 0.7);
  const custState = intra ? state : pick(random, STATES.filter((s) => s !== state));
  const customer = pick(random, CUSTOMERS);
  const custGstin = gstin(random, custState, pan(random, 'C'));
  const supStreet = pick(random, state.streets);
  const custStreet = pick(random, custState.streets.filter((s) => s !== supStreet));
  const [bank, ifsc] = pick(random, BANKS);

  const date = randomDay(random);
  const fy = date.m >= 4 ? date.y : date.y - 1;
  const invNo = pick(random, [
    `${letters(random, 3)}/${String(fy % 100)}-${String((fy + 1) % 100)}/${digits(random, 4)}`,
    `INV/${fy}-${String((fy + 1) % 100)}/${int(random, 1, 480)}`, `${letters(random, 2)}${fy % 100}${digits(random, 4)}`,
  ]);
  const dateFmt = pick(random, ['DD-MMM-YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'D-MMM-YY']);
  const po = chance(random, 0.6) ? pick(random, [`PO/${digits(random, 5)}`, `${letters(random, 3)}-PO-${digits(random, 4)}`, `45${digits(random, 8)}`]) : null;
  const termDays = pick(random, [7, 15, 30, 45]);
  const due = addDays(date, termDays);
  const showDue = chance(random, 0.55);

  const items: Item[] = makeItems(random, GOODS, int(random, 2, 8), 0.45);
  const rateCol = chance(random, 0.5);
  const sub = sumCents(items);
  const sacs = [...new Set(items.map((it) => it.code))].map((code) => {
    const base = items.filter((it) => it.code === code).reduce((s, it) => s + cents(it.amount), 0);
    return { code, base, half: Math.round(base * 0.09), full: Math.round(base * 0.18) };
  });
  const half = sacs.reduce((s, x) => s + x.half, 0);
  const taxC = intra ? 2 * half : sacs.reduce((s, x) => s + x.full, 0);
  const exact = sub + taxC;
  const roundOff = chance(random, 0.5) ? Math.round(exact / 100) * 100 - exact : 0;
  const total = exact + roundOff;
  const advance = chance(random, 0.2) ? Math.round(total * 0.3 / 100000) * 100000 : 0;

  const font = pick(random, [FONTS.sans, FONTS.lsans, FONTS.condensed]);
  const sym = pick(random, ['₹', 'Rs. ', '₹ ']);
  const n = (c: number) => fmtNum(units(c), INDIAN);
  const meta: [string, string][] = [
    ['Invoice No.', invNo], ['Dated', fmtDate(date, dateFmt)], ["Buyer's Order No.", po ?? ''], ['Order Dated', po ? fmtDate(addDays(date, -int(random, 5, 40)), dateFmt) : ''],
    ['Terms of Payment', `${termDays} days`], ['Due Date', showDue ? fmtDate(due, dateFmt) : ''], ['Place of Supply', `${custState.name} (${custState.code})`], ['Reverse Charge', 'No'],
  ];
  const cols = 6 + (rateCol ? 1 : 0);
  const rows = items.map((it, i) => `<tr><td class="c">${i + 1}</td><td>${descCell(it, 'font-style:italic;font-size:0.9em')}</td><td class="c">${it.code}</td>
    ${rateCol ? '<td class="c">18%</td>' : ''}<td class="n">${fmtQty(it.quantity, INDIAN)} ${it.unit}</td><td class="n">${n(cents(it.price))}</td><td class="n">${n(cents(it.amount))}</td></tr>`).join('');
  const taxLine = (label: string, c: number) => `<tr class="tx"><td></td><td class="r"><b>${label}</b></td><td colspan="${cols - 3}"></td><td class="n">${n(c)}</td></tr>`;
  const sumRows = sacs.map((s) => (intra
    ? `<tr><td>${s.code}</td><td class="n">${n(s.base)}</td><td class="c">9%</td><td class="n">${n(s.half)}</td><td class="c">9%</td><td class="n">${n(s.half)}</td><td class="n">${n(2 * s.half)}</td></tr>`
    : `<tr><td>${s.code}</td><td class="n">${n(s.base)}</td><td class="c">18%</td><td class="n">${n(s.full)}</td><td class="n">${n(s.full)}</td></tr>`)).join('');

  const css = `
body { font-family: ${font}; font-size: 10.5px; padding: 30px 34px }
h1 { text-align: center; font-size: 15px; margin: 0 0 4px; letter-spacing: 1px } .orig { text-align: right; font-size: 9px; font-style: italic; margin-top: -18px; margin-bottom: 6px }
.frame { border: 1px solid #000 } .row { display: flex; border-bottom: 1px solid #000 } .row > div { padding: 5px 7px }
.seller { flex: 1.1; border-right: 1px solid #000 } .seller .nm { font-size: 14px; font-weight: bold }
.ring { display: inline-block; width: 26px; height: 26px; border-radius: 50%; border: 5px solid #b45309; vertical-align: middle; margin-right: 8px }
.meta { flex: 1; padding: 0 !important; display: grid; grid-template-columns: 1fr 1fr } .meta div { border-left: 1px solid #000; border-bottom: 1px solid #000; padding: 3px 6px; min-height: 30px }
.meta div:nth-child(odd) { border-left: 0 } .meta div:nth-last-child(-n+2) { border-bottom: 0 } .meta small { display: block; color: #333 }
table { width: 100% } .items th { border-bottom: 1px solid #000; border-right: 1px solid #000; padding: 4px; font-size: 10px }
.items td { border-right: 1px solid #000; padding: 3px 5px; vertical-align: top } .items th:last-child, .items td:last-child { border-right: 0 }
.items tr.tx td { padding-top: 2px; padding-bottom: 2px } .items tr.tot td { border-top: 1px solid #000; font-weight: bold; padding: 4px 5px }
.n { text-align: right; white-space: nowrap } .c { text-align: center } .r { text-align: right }
.words { padding: 5px 7px; border-top: 1px solid #000; border-bottom: 1px solid #000 }
.sum th, .sum td { border: 1px solid #000; padding: 2px 5px; font-size: 9.5px } .sum { margin: -1px 0 }
.foot { display: flex } .foot > div { flex: 1; padding: 6px 7px } .sign { border-left: 1px solid #000; text-align: right; display: flex; flex-direction: column; justify-content: space-between; min-height: 90px }
.jur { text-align: center; font-size: 9px; margin-top: 5px }`;

  const body = `
<h1>TAX INVOICE</h1><div class="orig">(ORIGINAL FOR RECIPIENT)</div>
<div class="frame">
<div class="row"><div class="seller"><span class="ring"></span><span class="nm">${esc(supplier)}</span><br>${place(random, state, supStreet).map(esc).join('<br>')}<br>
  GSTIN/UIN: ${taxId}<br>State Name: ${state.name}, Code: ${state.code}<br>PAN: ${supPan} &nbsp; ${cin}<br>
  Phone: +91 ${pick(random, ['98', '99', '97', '88'])}${digits(random, 3)} ${digits(random, 5)} &nbsp; E-Mail: accounts@${esc(supplier.split(' ')[0].toLowerCase())}.in</div>
  <div class="meta">${meta.map(([k, v]) => `<div><small>${k}</small><b>${esc(v)}</b></div>`).join('')}</div></div>
<div class="row"><div style="flex:1">Buyer (Bill to)<br><b>${esc(customer)}</b><br>${place(random, custState, custStreet).map(esc).join('<br>')}<br>
  GSTIN/UIN: ${custGstin} &nbsp; State Name: ${custState.name}, Code: ${custState.code}<br>Contact: ${pick(random, ['Mr. Anil Mehta', 'Ms. Kavya Iyer', 'Mr. Rohit Sharma', 'Ms. Fatima Shaikh'])}</div></div>
<table class="items"><thead><tr><th>Sl No.</th><th>Description of Services</th><th>SAC</th>${rateCol ? '<th>GST Rate</th>' : ''}<th>Quantity</th><th>Rate</th><th>Amount</th></tr></thead>
<tbody>${rows}
<tr class="tx"><td></td><td class="r">Taxable Value</td><td colspan="${cols - 3}"></td><td class="n" style="border-top:1px solid #000">${n(sub)}</td></tr>
${intra ? taxLine('Output CGST @ 9%', half) + taxLine('Output SGST @ 9%', half) : taxLine('Output IGST @ 18%', taxC)}
${roundOff ? taxLine('Round Off', roundOff) : ''}
<tr class="tot"><td></td><td class="r">Total</td><td colspan="${cols - 3}"></td><td class="n">${sym}${n(total)}</td></tr>
${advance ? `<tr class="tx"><td></td><td class="r">Less: Advance Received</td><td colspan="${cols - 3}"></td><td class="n">${n(advance)}</td></tr>
<tr class="tot"><td></td><td class="r">Balance Payable</td><td colspan="${cols - 3}"></td><td class="n">${sym}${n(total - advance)}</td></tr>` : ''}
</tbody></table>
<div class="words">Amount Chargeable (in words) <span style="float:right;font-style:italic">E. &amp; O.E</span><br><b>${inWords(total)}</b></div>
<table class="sum"><tr><th rowspan="2">SAC</th><th rowspan="2">Taxable Value</th>${intra ? '<th colspan="2">Central Tax</th><th colspan="2">State Tax</th>' : '<th colspan="2">Integrated Tax</th>'}<th rowspan="2">Total Tax Amount</th></tr>
  <tr>${intra ? '<th>Rate</th><th>Amount</th><th>Rate</th><th>Amount</th>' : '<th>Rate</th><th>Amount</th>'}</tr>${sumRows}
  <tr><td><b>Total</b></td><td class="n"><b>${n(sub)}</b></td>${intra ? `<td></td><td class="n"><b>${n(half)}</b></td><td></td><td class="n"><b>${n(half)}</b></td>` : `<td></td><td class="n"><b>${n(taxC)}</b></td>`}<td class="n"><b>${n(taxC)}</b></td></tr></table>
<div class="foot"><div>Tax Amount (in words): ${inWords(taxC)}<br><br><u>Company's Bank Details</u><br>Bank Name: ${bank}<br>
  A/c No.: ${digits(random, 14)}<br>Branch &amp; IFS Code: ${state.city} &amp; ${ifsc}0${digits(random, 6)}<br><br>
  Declaration: We declare that this invoice shows the actual price of the services described and that all particulars are true and correct.</div>
  <div class="sign"><b>for ${esc(supplier)}</b><span>Authorised Signatory</span></div></div>
</div>
<div class="jur">SUBJECT TO ${state.city.toUpperCase()} JURISDICTION &nbsp;·&nbsp; This is a Computer Generated Invoice</div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: taxId, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: showDue ? iso(due) : null, currency: 'INR', subtotal: units(sub), total_tax: units(taxC),
      total_amount: units(total), amount_due: advance ? units(total - advance) : null,
    }),
    line_items: items.map((it) => truth(it, rateCol ? 18 : null)),
  };
}
