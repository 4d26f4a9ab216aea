/**
 * A Singapore GST tax invoice: centred letterhead with UEN and GST registration under the name, "TAX INVOICE"
 * between double rules, customer on the left and colon-aligned particulars on the right, a grey-headed table
 * with S/No and UOM, GST 9 %, "Total Amount Payable", PayNow UEN and bank details, and signature boxes.
 */
import type { Random } from './content.ts';
import {
  DOT, FONTS, addDays, cents, chance, descCell, digits, esc, fieldsOf, fmtDate, fmtNum, fmtQty, int, iso, letters,
  makeItems, page, pick, pickOther, randomDay, slug, sumCents, truth, units, type Built, type Goods,
} from './anglo-kit.ts';

interface Line { nouns: readonly string[]; goods: readonly Goods[] }

const LINES: readonly Line[] = [
  {
    nouns: ['Aircon Engineering', 'Air-Con & Electrical Services', 'Cooling Solutions'],
    goods: [
      { d: 'General servicing of wall-mounted fan coil units', det: ['Block 12 office, level 3'], u: 'unit', lo: 25, hi: 45, q: 12, step: 1 },
      { d: 'Chemical wash - ceiling cassette FCU', u: 'unit', lo: 90, hi: 140, q: 6, step: 5 },
      { d: 'Chemical overhaul - Daikin 2.5hp FCU', det: ['Dismantle, overhaul and re-install'], u: 'unit', lo: 160, hi: 240, q: 4, step: 5 },
      { d: 'Gas top-up R410A', u: 'psi', lo: 1.8, hi: 3, q: 60, step: 0.1 },
      { d: 'Replace drainage pipe and insulation', u: 'm', lo: 18, hi: 30, q: 10, step: 1 },
      { d: 'Transport & service charge', u: 'lot', lo: 30, hi: 60, step: 5 },
      { d: 'Supply & install new capacitor', u: 'pcs', lo: 45, hi: 85, q: 3, step: 5 },
    ],
  },
  {
    nouns: ['Tech Solutions', 'IT Services', 'Systems Integration'],
    goods: [
      { d: 'Logitech MX Keys wireless keyboard', u: 'pcs', lo: 129, hi: 159, q: 20, step: 1 },
      { d: 'Dell 27" monitor P2725H', u: 'pcs', lo: 329, hi: 389, q: 10, step: 1 },
      { d: 'Microsoft 365 Business Standard', det: ['Annual subscription, 01 Apr to 31 Mar'], u: 'user', lo: 205, hi: 235, q: 40, step: 0.4 },
      { d: 'On-site support (after office hours)', u: 'hr', lo: 110, hi: 160, q: 'h', step: 5 },
      { d: 'Network cabling Cat6 point', det: ['Including patch panel termination and testing'], u: 'point', lo: 85, hi: 120, q: 24, step: 5 },
      { d: 'Managed IT support - monthly retainer', u: 'month', lo: 650, hi: 1800, q: 3, step: 50 },
      { d: 'UniFi access point U7 Pro', u: 'set', lo: 260, hi: 310, q: 6, step: 1 },
      { d: 'Data migration and setup', u: 'lot', lo: 300, hi: 900, step: 50 },
    ],
  },
  {
    nouns: ['Facilities Services', 'Cleaning Services', 'Renovation & Contracts'],
    goods: [
      { d: 'Office cleaning - monthly contract', det: ['Mon to Fri, 6pm to 9pm'], u: 'month', lo: 1200, hi: 3400, step: 50 },
      { d: 'Carpet shampooing', u: 'sqft', lo: 0.35, hi: 0.6, q: 3500, step: 0.05 },
      { d: 'Window cleaning (external, gondola)', u: 'lot', lo: 800, hi: 2200, step: 50 },
      { d: 'Pest control treatment', u: 'visit', lo: 90, hi: 180, q: 4, step: 10 },
      { d: 'Supply of toilet rolls (jumbo)', u: 'ctn', lo: 28, hi: 42, q: 30, step: 0.5 },
      { d: 'Hacking and disposal of partition wall', u: 'lot', lo: 650, hi: 1600, step: 50 },
      { d: 'Painting works (Nippon Paint, 2 coats)', u: 'sqm', lo: 4.5, hi: 8, q: 240, step: 0.5 },
    ],
  },
];

const FIRST = ['Kim Huat', 'Lion City', 'Jurong', 'Sin Heng', 'Orchid', 'Marina', 'Tai Seng', 'Eng Hup', 'Merlion', 'Keppel Bay', 'Changi', 'Hock Lee'];
const CUSTOMERS = ['Pacific Harbour Logistics Pte. Ltd.', 'Evergreen Dental Group Pte Ltd', 'Raffles Learning Centre Pte. Ltd.', 'NovaChem Asia Pacific Pte. Ltd.', 'Tanjong Pagar Community Club', 'Sunbeam F&B Holdings Pte Ltd', 'Blue Ocean Shipping (S) Pte. Ltd.'];
const ADDRESSES = [
  ['10 Ubi Crescent, #05-21', 'Ubi Techpark', '408564'], ['3 Irving Road, #02-08', 'Tai Seng Centre', '369522'], ['1 Kaki Bukit View, #04-12', 'Techview', '415941'],
  ['80 Robinson Road, #10-01', '', '068898'], ['21 Bukit Batok Crescent, #08-79', 'WCEGA Tower', '658065'], ['6 Shenton Way, #18-09', 'OUE Downtown', '068809'],
  ['2 Woodlands Sector 1, #03-26', 'Woodlands Spectrum', '738068'], ['61 Ubi Avenue 1, #07-11', 'UB Point', '408941'],
];
const ATTN = ['Ms Tan Li Ling', 'Mr Rajesh Kumar', 'Mr Lim Wei Jie', 'Ms Nurul Huda', 'Finance Department', 'Ms Chloe Ong'];

const uen = (random: Random): string => `${int(random, 2005, 2023)}${digits(random, 5)}${letters(random, 1, 'CDEGHKMNRWZ')}`;

const lines = ([street, building, postal]: readonly string[]): string[] => [street, ...(building ? [building] : []), `Singapore ${postal}`];

export function singapore(random: Random): Built {
  const line = pick(random, LINES);
  const supplier = `${pick(random, FIRST)} ${pick(random, line.nouns)} ${pick(random, ['Pte. Ltd.', 'Pte Ltd'])}`;
  const supUen = uen(random);
  const gstNo = chance(random, 0.5) ? supUen : `M${int(random, 2, 9)}-${digits(random, 7)}-${int(random, 0, 9)}`;
  const supPlace = pick(random, ADDRESSES);
  const customer = pick(random, CUSTOMERS);
  const custAddr = lines(pickOther(random, ADDRESSES, supPlace));
  const attn = pick(random, ATTN);
  const date = randomDay(random);
  const po = chance(random, 0.8) ? pick(random, [`PO-${date.y}-${digits(random, 5)}`, `45${digits(random, 8)}`, `P${digits(random, 6)}`]) : null;

  const invNo = pick(random, [`INV${digits(random, 6)}`, `TI-${digits(random, 5)}`, `${letters(random, 2)}/${int(random, 24, 25)}/${digits(random, 4)}`]);
  const dateFmt = pick(random, ['DD MMM YYYY', 'DD/MM/YYYY', 'DD-MMM-YYYY', 'D MMMM YYYY']);
  const days = pick(random, [14, 30, 30, 60]);
  const due = addDays(date, days);
  const showDue = chance(random, 0.6);
  const doNo = `DO-${digits(random, 5)}`;

  const items = makeItems(random, line.goods, int(random, 2, 9), 0.35);
  const sub = sumCents(items);
  const gst = Math.round(sub * 0.09);
  const total = sub + gst;
  const deposit = chance(random, 0.2) ? Math.round(total * 0.3 / 10000) * 10000 : 0;
  const balance = total - deposit;

  const font = pick(random, [FONTS.lsans, FONTS.sans, FONTS.condensed]);
  const head = pick(random, ['#4b5563', '#1f2937', '#0e4d64', '#5b2c6f']);
  const money = (c: number) => fmtNum(units(c), DOT);
  const sym = pick(random, ['S$', 'SGD ']);
  const initials = supplier.split(' ').slice(0, 2).map((w) => w[0]).join('');

  const rightMeta: [string, string][] = [
    ['Invoice No', invNo], ['Date', fmtDate(date, dateFmt)], ['Your P.O. No', po ?? '-'], ['D.O. No', doNo],
    ['Terms', `${days} Days`], ...(showDue ? [['Due Date', fmtDate(due, dateFmt)] as [string, string]] : []),
    ['Salesperson', pick(random, ['Alvin', 'Mei Ling', 'Hafiz', 'Kelvin Goh'])], ['Page', '1 of 1'],
  ];
  const rows = items.map((it, i) => `<tr><td class="c">${i + 1}</td><td>${descCell(it)}</td><td class="c">${fmtQty(it.quantity, DOT)}</td>
    <td class="c">${esc(it.unit)}</td><td class="n">${money(cents(it.price))}</td><td class="n">${money(cents(it.amount))}</td></tr>`).join('');

  const css = `
body { font-family: ${font}; font-size: 11.5px; padding: 40px 50px 34px; position: relative }
.lh { text-align: center } .mark { display: inline-block; width: 46px; height: 46px; line-height: 46px; background: ${head}; color: #fff;
  font-weight: bold; font-size: 19px; transform: skewX(-10deg); margin-bottom: 6px }
.lh .nm { font-size: 20px; font-weight: bold; letter-spacing: .5px } .lh .sub { font-size: 10.5px; color: #333 }
.title { border-top: 3px double #222; border-bottom: 3px double #222; text-align: center; font-size: 17px; font-weight: bold; letter-spacing: 5px; padding: 5px 0; margin: 14px 0 }
.two { display: flex; justify-content: space-between; gap: 30px } .two .cust { flex: 1 }
.cust .lbl { font-weight: bold; font-size: 10.5px; text-decoration: underline }
.kv td { padding: 1.5px 4px } .kv td:nth-child(2) { padding: 1.5px 2px }
table.items { width: 100%; margin-top: 18px } .items th { background: ${head}; color: #fff; padding: 6px; font-size: 10.5px }
.items td { padding: 5px 6px; border-bottom: 1px solid #ddd; vertical-align: top } .items tbody tr:nth-child(even) td { background: #f6f6f6 }
.c { text-align: center } .n { text-align: right; white-space: nowrap }
.tot { margin-left: auto; width: 330px; margin-top: 8px } .tot td { padding: 4px 6px }
.tot .pay td { border-top: 1.5px solid #222; border-bottom: 3px double #222; font-weight: bold; font-size: 12.5px }
.bank { margin-top: 18px; font-size: 10.5px; border: 1px solid #999; padding: 8px 10px; width: 62% }
.tc { margin-top: 14px; font-size: 9.5px; color: #333; width: 80% } .tc ol { margin: 2px 0 0 16px; padding: 0 }
.sign { position: absolute; left: 50px; right: 50px; bottom: 60px; display: flex; justify-content: space-between }
.sign div { width: 240px; border-top: 1px solid #222; padding-top: 4px; font-size: 10px; text-align: center }
.cg { position: absolute; left: 0; right: 0; bottom: 28px; text-align: center; font-size: 9.5px; color: #666 }`;

  const body = `
<div class="lh"><div class="mark">${esc(initials)}</div><div class="nm">${esc(supplier)}</div>
  <div class="sub">${lines(supPlace).map(esc).join(', ')}<br>Tel: +65 6${digits(random, 3)} ${digits(random, 4)} &nbsp; Email: sales@${slug(supplier)}.com.sg</div>
  <div class="sub">UEN: ${supUen} &nbsp;|&nbsp; GST Reg No: ${gstNo}</div></div>
<div class="title">TAX INVOICE</div>
<div class="two">
  <div class="cust"><div class="lbl">BILL TO</div><b>${esc(customer)}</b><br>${custAddr.map(esc).join('<br>')}<br>Attn: ${esc(attn)}<br>Tel: 6${digits(random, 3)} ${digits(random, 4)}</div>
  <table class="kv">${rightMeta.map(([k, v]) => `<tr><td>${k}</td><td>:</td><td>${esc(v)}</td></tr>`).join('')}</table>
</div>
<table class="items"><thead><tr><th>S/No</th><th style="text-align:left">Description</th><th>Qty</th><th>UOM</th><th class="n">Unit Price (SGD)</th><th class="n">Amount (SGD)</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="tot">
  <tr><td>Sub-Total</td><td class="n">${money(sub)}</td></tr>
  <tr><td>Add: GST @ 9%</td><td class="n">${money(gst)}</td></tr>
  <tr class="pay"><td>Total Amount Payable</td><td class="n">${sym}${money(total)}</td></tr>
  ${deposit ? `<tr><td>Less: Deposit Received</td><td class="n">(${money(deposit)})</td></tr><tr><td><b>Balance Due</b></td><td class="n"><b>${sym}${money(balance)}</b></td></tr>` : ''}
</table>
<div class="bank"><b>Payment Details</b><br>PayNow (UEN): ${supUen}<br>Bank: ${pick(random, ['DBS Bank Ltd', 'OCBC Bank', 'UOB'])} &nbsp; A/C No: ${digits(random, 3)}-${digits(random, 6)}-${digits(random, 1)}<br>
Cheques should be crossed and made payable to "${esc(supplier)}".<br>Please indicate invoice number on your payment.</div>
<div class="tc"><b>Terms &amp; Conditions</b><ol><li>Payment is due ${days} days from the date of invoice.</li>
<li>Overdue accounts are subject to interest of ${pick(random, ['1.5', '2'])}% per month.</li><li>Any discrepancy must be reported within 7 days of receipt of this invoice.</li>
<li>Warranty: ${pick(random, ['90 days on workmanship', '1 year manufacturer warranty on equipment', '30 days on parts replaced'])}.</li></ol></div>
<div class="sign"><div>For ${esc(supplier)}<br>Authorised Signature</div><div>Received in good order and condition<br>Company Stamp &amp; Signature</div></div>
<div class="cg">This is a computer-generated invoice. No signature is required. Goods sold are not returnable.</div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: gstNo, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: showDue ? iso(due) : null, currency: 'SGD', subtotal: units(sub), total_tax: units(gst),
      total_amount: units(total), amount_due: units(balance),
    }),
    line_items: items.map((it) => truth(it, null)),
  };
}
