/**
 * A New Zealand tax invoice in the airy accounting-software style: a light "TAX INVOICE" heading, the customer on
 * the left, dates and numbers stacked with labels above values in the middle, the supplier and its GST number on
 * the right, a GST column per line, GST 15 %, "Total incl. GST", and a tear-off payment advice at the foot.
 */
import type { Random } from './content.ts';
import {
  DOT, FONTS, addDays, cents, chance, dayOfNextMonth, descCell, digits, esc, fieldsOf, fmtDate, fmtNum, fmtQty, int,
  iso, makeItems, page, pick, pickOther, randomDay, slug, sumCents, truth, units, type Built, type Goods,
} from './anglo-kit.ts';

interface Kind { nouns: readonly string[]; goods: readonly Goods[] }

const KINDS: readonly Kind[] = [
  {
    nouns: ['Landscapes', 'Gardens & Grounds', 'Landscaping'],
    goods: [
      { d: 'Lawn mowing and edging', det: ['Fortnightly, front and back'], u: 'visit', lo: 55, hi: 95, q: 4, step: 5 },
      { d: 'Hedge trimming', u: 'hr', lo: 60, hi: 78, q: 'h', step: 1 },
      { d: 'Green waste removal', u: 'load', lo: 85, hi: 140, q: 3, step: 5 },
      { d: 'Bark mulch (m3)', det: ['Delivered and spread'], u: 'm3', lo: 75, hi: 110, q: 6, step: 5 },
      { d: 'Native planting - harakeke and pittosporum', u: 'plant', lo: 14, hi: 28, q: 30, step: 0.5 },
      { d: 'Retaining wall, H4 treated pine', det: ['Labour and materials as quoted'], u: 'lm', lo: 240, hi: 380, q: 12, step: 10 },
      { d: 'Irrigation repair', u: 'hr', lo: 70, hi: 90, q: 'h', step: 1 },
    ],
  },
  {
    nouns: ['Digital', 'Creative', 'Web Studio'],
    goods: [
      { d: 'Website design - homepage and 6 templates', u: 'ea', lo: 2800, hi: 6500, step: 50 },
      { d: 'Front-end development', det: ['Shopify theme customisation'], u: 'hr', lo: 120, hi: 165, q: 'h', step: 5 },
      { d: 'Copywriting', u: 'hr', lo: 95, hi: 130, q: 'h', step: 5 },
      { d: 'Hosting and support plan', det: ['Monthly, includes 1 hour of changes'], u: 'mo', lo: 89, hi: 249, q: 3, step: 1 },
      { d: 'Brand refresh - logo and style guide', u: 'ea', lo: 1800, hi: 4200, step: 50 },
      { d: 'Google Ads management', u: 'mo', lo: 350, hi: 900, step: 25 },
      { d: 'Stock photography licence', u: 'ea', lo: 25, hi: 80, q: 8, step: 1 },
    ],
  },
  {
    nouns: ['Accounting', 'Business Advisory', 'Chartered Accountants'],
    goods: [
      { d: 'Preparation of annual financial statements', det: ['Year ended 31 March'], u: 'ea', lo: 1800, hi: 4200, step: 50 },
      { d: 'IR4 income tax return', u: 'ea', lo: 450, hi: 950, step: 25 },
      { d: 'GST returns - two-monthly', u: 'return', lo: 180, hi: 320, q: 3, step: 10 },
      { d: 'Payroll processing', det: ['Fortnightly pay runs, 12 staff'], u: 'run', lo: 65, hi: 120, q: 6, step: 5 },
      { d: 'Advisory meeting', u: 'hr', lo: 180, hi: 260, q: 'h', step: 10 },
      { d: 'Xero subscription - Standard', u: 'mo', lo: 65, hi: 75, q: 3, step: 1 },
      { d: 'Companies Office annual return filing', u: 'ea', lo: 120, hi: 180, step: 5 },
    ],
  },
];

const FIRST = ['Kōwhai', 'Harbourside', 'Tūī', 'Southern Alps', 'Rimu', 'Te Awa', 'Pōhutukawa', 'Kauri Coast', 'Matai', 'Waitematā', 'Tasman Bay', 'Ruru'];
const PLACES = [
  ['Level 2, 15 Customs Street East', 'Auckland Central', 'Auckland 1010'], ['48 Victoria Street', 'Te Aro', 'Wellington 6011'],
  ['221 Moorhouse Avenue', 'Sydenham', 'Christchurch 8011'], ['7 Grey Street', 'Hamilton East', 'Hamilton 3216'],
  ['312 Devonport Road', 'Tauranga South', 'Tauranga 3110'], ['19 Trafalgar Street', '', 'Nelson 7010'],
  ['Unit 4, 60 Great South Road', 'Ellerslie', 'Auckland 1051'], ['85 Stuart Street', '', 'Dunedin 9016'],
];
const CUSTOMERS = ['Ōtaki Veterinary Clinic Limited', 'Brightside Early Learning Ltd', 'Marlow Properties Limited', 'Kiwi Coast Charters Ltd', 'Hapua Trust', 'Tamaki Fitness Limited', 'Mr & Mrs J Henare', 'Olivia Bennett'];

const lines = (p: readonly string[]): string[] => p.filter((l) => l);

export function newZealand(random: Random): Built {
  const kind = pick(random, KINDS);
  const supplier = `${pick(random, FIRST)} ${pick(random, kind.nouns)} ${pick(random, ['Limited', 'Limited', 'Ltd'])}`;
  const gstNo = pick(random, [`${digits(random, 3)}-${digits(random, 3)}-${digits(random, 3)}`, `${digits(random, 2)}-${digits(random, 3)}-${digits(random, 3)}`]);
  const nzbn = `9429${digits(random, 9)}`;
  const supPlace = pick(random, PLACES);
  const supAddr = lines(supPlace);
  const customer = pick(random, CUSTOMERS);
  const custAddr = lines(pickOther(random, PLACES, supPlace));
  const po = chance(random, 0.45) ? pick(random, [`PO${digits(random, 5)}`, `${digits(random, 6)}`]) : null;
  const reference = chance(random, 0.5) ? pick(random, ['March maintenance', 'Job 2231', 'As per quote Q-1049', 'Stage 2']) : null;

  const invNo = pick(random, [`INV-${digits(random, 4)}`, `INV-${digits(random, 5)}`, `${int(random, 100, 990)}${digits(random, 2)}`]);
  const date = randomDay(random);
  const dateFmt = pick(random, ['D MMM YYYY', 'DD/MM/YYYY', 'D MMMM YYYY']);
  const mode = pick(random, ['twentieth', 'date', 'date']);
  const due = mode === 'twentieth' ? dayOfNextMonth(date, 20) : addDays(date, pick(random, [7, 14, 20]));
  const printDue = mode === 'date' || chance(random, 0.5);
  const dueText = printDue ? fmtDate(due, dateFmt) : '20th of the month following';

  const items = makeItems(random, kind.goods, int(random, 2, 9), 0.45);
  const sub = sumCents(items);
  const gst = Math.round(sub * 0.15);
  const total = sub + gst;
  const paid = chance(random, 0.3) ? Math.round(total * pick(random, [0.25, 0.5]) / 100) * 100 : 0;
  const amountDue = total - paid;

  const font = pick(random, [FONTS.sans, FONTS.lsans]);
  const accent = pick(random, ['#13b5ea', '#2d6a4f', '#444', '#9d4edd']);
  const money = (c: number) => fmtNum(units(c), DOT);
  const bank = `${pick(random, ['12', '01', '02', '03', '06', '38'])}-${digits(random, 4)}-${digits(random, 7)}-${pick(random, ['00', '000', '01'])}`;

  const stack: [string, string][] = [
    ['Invoice Date', fmtDate(date, dateFmt)], ['Invoice Number', invNo], ...(po ? [['Order Number', po] as [string, string]] : []),
    ...(reference ? [['Reference', reference] as [string, string]] : []), ['GST Number', gstNo],
  ];
  const rows = items.map((it) => `<tr><td>${descCell(it, 'color:#666')}</td><td class="n">${fmtQty(it.quantity, DOT, true)}</td>
    <td class="n">${money(cents(it.price))}</td><td class="n">15%</td><td class="n">${money(cents(it.amount))}</td></tr>`).join('');

  const css = `
body { font-family: ${font}; font-size: 11px; padding: 46px 56px 0; position: relative; color: #222 }
h1 { font-weight: 200; font-size: 30px; margin: 0 0 22px; letter-spacing: 1px }
.hdr { display: flex; gap: 26px } .hdr .cust { flex: 1.3 } .hdr .mid { flex: 1 } .hdr .sup { flex: 1.3 }
.mid div { margin-bottom: 7px } .mid b { display: block; font-size: 10px }
.sup .nm { font-weight: bold }
.dot { display: inline-block; width: 14px; height: 14px; border-radius: 50%; background: ${accent}; margin-right: 6px; vertical-align: -2px }
table.items { width: 100%; margin-top: 34px } .items th { border-bottom: 1.5px solid #222; padding: 5px 4px; text-align: left; font-size: 10.5px }
.items td { border-bottom: 1px solid #e3e3e3; padding: 6px 4px; vertical-align: top } .n { text-align: right !important; white-space: nowrap }
.tot { margin-left: auto; width: 280px; margin-top: 6px } .tot td { padding: 4px } .tot .line td { border-top: 1.5px solid #222; font-weight: bold }
.due { margin-top: 22px; font-size: 12px } .due b { font-size: 13px } .howto { margin-top: 6px; color: #333 }
.advice { position: absolute; left: 56px; right: 56px; bottom: 40px; border-top: 1.5px dashed #888; padding-top: 12px; display: flex; gap: 34px }
.advice h2 { font-size: 18px; font-weight: 200; margin: 0 0 6px } .advice .l { flex: 1.1; font-size: 10.5px }
.advice table td { padding: 3px 6px; border-bottom: 1px solid #e3e3e3 } .advice table td:first-child { font-weight: bold }
.cut { position: absolute; right: 0; top: -8px; font-size: 11px; color: #888; background: #fff; padding-left: 4px }
.reg { margin-top: 14px; font-size: 9.5px; color: #666 }`;

  const body = `
<h1>TAX INVOICE</h1>
<div class="hdr">
  <div class="cust"><b>${esc(customer)}</b><br>${custAddr.map(esc).join('<br>')}<br>NEW ZEALAND</div>
  <div class="mid">${stack.map(([k, v]) => `<div><b>${k}</b>${esc(v)}</div>`).join('')}</div>
  <div class="sup"><div class="nm"><span class="dot"></span>${esc(supplier)}</div>${supAddr.map(esc).join('<br>')}<br>
    Ph ${pick(random, ['09', '04', '03', '07', '021', '027'])} ${digits(random, 3)} ${digits(random, 4)}<br>hello@${slug(supplier)}.co.nz</div>
</div>
<table class="items"><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit Price</th><th class="n">GST</th><th class="n">Amount NZD</th></tr></thead>
<tbody>${rows}</tbody></table>
<table class="tot">
  <tr><td>Subtotal</td><td class="n">${money(sub)}</td></tr>
  <tr><td>TOTAL GST 15%</td><td class="n">${money(gst)}</td></tr>
  <tr class="line"><td>Total incl. GST NZD</td><td class="n">${money(total)}</td></tr>
  ${paid ? `<tr><td>Less Amount Paid</td><td class="n">${money(paid)}</td></tr>` : ''}
  <tr class="line"><td>AMOUNT DUE NZD</td><td class="n">${money(amountDue)}</td></tr>
</table>
<div class="due"><b>Due date: ${esc(dueText)}</b>
  <div class="howto">Please pay by internet banking to ${esc(supplier)}, account ${bank}.<br>Use invoice number ${esc(invNo)} as the reference.</div></div>
<div class="reg">NZBN ${nzbn} &nbsp;·&nbsp; Registered office: ${esc(supAddr[supAddr.length - 1])}</div>
<div class="advice"><span class="cut">✂</span>
  <div class="l"><h2>PAYMENT ADVICE</h2>To: ${esc(supplier)}<br>${supAddr.map(esc).join('<br>')}</div>
  <table><tr><td>Customer</td><td>${esc(customer)}</td></tr><tr><td>Invoice Number</td><td>${esc(invNo)}</td></tr>
    <tr><td>Amount Due</td><td>${money(amountDue)}</td></tr><tr><td>Due Date</td><td>${esc(dueText)}</td></tr>
    <tr><td>Amount Enclosed</td><td style="border-bottom:1px solid #222;width:120px">&nbsp;</td></tr></table>
</div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: gstNo, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: printDue ? iso(due) : null, currency: 'NZD', subtotal: units(sub), total_tax: units(gst),
      total_amount: units(total), amount_due: units(amountDue),
    }),
    line_items: items.map((it) => truth(it, 15)),
  };
}
