/**
 * An Australian tax invoice from a trades business (plumber, electrician, carpenter, air-conditioning): a coloured
 * band with a shape logo, "TAX INVOICE", a boxed grid of numbers with labels above values, customer and job site
 * side by side, a fully ruled table, GST 10 %, "Total (inc GST)", "Amount Due", and direct-deposit details.
 */
import type { Random } from './content.ts';
import {
  DOT, FONTS, addDays, cents, chance, descCell, digits, esc, fieldsOf, fmtDate, fmtNum, fmtQty, int, iso, makeItems,
  page, pick, randomDay, slug, sumCents, truth, units, type Built, type Goods,
} from './anglo-kit.ts';

interface Trade { nouns: readonly string[]; goods: readonly Goods[]; licence: string; notes: readonly string[] }

const TRADES: readonly Trade[] = [
  {
    nouns: ['Plumbing', 'Plumbing & Gas', 'Plumbing & Drainage'], licence: 'Plumbing Lic.',
    notes: ['Attended site re: no hot water. Isolated power, drained and removed old unit, installed new system and tempering valve. Tested and commissioned, compliance certificate to follow.', 'Blocked sewer at boundary trap. Cleared with jetter, CCTV showed root intrusion at 6.2 m. Recommend relining, quote to be provided.'],
    goods: [
      { d: 'Call-out fee', u: 'ea', lo: 80, hi: 140, step: 5 },
      { d: 'Labour - licensed plumber', det: ['Locate and repair leak under kitchen sink', 'Clear blocked sewer line with electric eel'], u: 'hr', lo: 95, hi: 135, q: 'h', step: 1 },
      { d: 'Labour - apprentice', u: 'hr', lo: 55, hi: 70, q: 'h', step: 1 },
      { d: 'Rheem 315L electric hot water system', det: ['Supply only, 5 year warranty'], u: 'ea', lo: 1480, hi: 1890, step: 10 },
      { d: 'Tempering valve 15mm', u: 'ea', lo: 145, hi: 220, step: 5 },
      { d: 'Copper pipe 15mm', u: 'm', lo: 14.5, hi: 22, q: 12, step: 0.5 },
      { d: 'High-pressure jet rodding', u: 'hr', lo: 180, hi: 260, q: 'h', step: 5 },
      { d: 'CCTV drain inspection', det: ['Footage emailed to owner'], u: 'ea', lo: 250, hi: 390, step: 5 },
      { d: 'Disposal of old unit', u: 'ea', lo: 60, hi: 95, step: 5 },
      { d: 'Sundry fittings & consumables', u: 'lot', lo: 18, hi: 65, step: 0.5 },
    ],
  },
  {
    nouns: ['Electrical', 'Electrical Services', 'Electrics'], licence: 'Electrical Contractor Lic.',
    notes: ['RCD tripping on power circuit 2. Found water ingress in external GPO, replaced with weatherproof outlet. All circuits tested OK.', 'Replaced smoke alarms to meet current legislation, interconnected on lighting circuit. Certificate of compliance issued.'],
    goods: [
      { d: 'Service call', u: 'ea', lo: 85, hi: 130, step: 5 },
      { d: 'Labour - A-grade electrician', det: ['Fault find and repair RCD tripping', 'Rewire laundry circuit'], u: 'hr', lo: 98, hi: 140, q: 'h', step: 1 },
      { d: 'Supply & install double GPO', u: 'ea', lo: 95, hi: 145, q: 6, step: 5 },
      { d: 'LED downlight 10W tri-colour', u: 'ea', lo: 32, hi: 58, q: 14, step: 0.5 },
      { d: 'Smoke alarm 240V with lithium backup', det: ['Compliant with AS 3786-2014'], u: 'ea', lo: 115, hi: 165, q: 5, step: 5 },
      { d: 'Switchboard upgrade', det: ['6 RCBOs, new main switch, labelling'], u: 'ea', lo: 1350, hi: 2200, step: 25 },
      { d: 'Test & tag appliances', u: 'item', lo: 4.5, hi: 8, q: 60, step: 0.5 },
      { d: 'Ceiling fan installation', u: 'ea', lo: 140, hi: 220, q: 3, step: 5 },
    ],
  },
  {
    nouns: ['Carpentry', 'Building & Maintenance', 'Joinery'], licence: 'Builder Lic.',
    notes: ['Removed damaged deck boards and replaced two joists, oiled new boards to match. Rubbish removed from site.', 'Rehung three internal doors, planed to suit, new hinges and latches fitted.'],
    goods: [
      { d: 'Labour - qualified carpenter', det: ['Replace rotten deck boards', 'Rehang internal doors x 3'], u: 'hr', lo: 80, hi: 115, q: 'h', step: 1 },
      { d: 'Merbau decking 90x19', u: 'm', lo: 9.5, hi: 14, q: 80, step: 0.5 },
      { d: 'Treated pine framing 90x45 H3', u: 'm', lo: 6.5, hi: 9.5, q: 40, step: 0.5 },
      { d: 'Hinged door, hollow core 2040x820', u: 'ea', lo: 79, hi: 140, q: 3, step: 1 },
      { d: 'Skip bin 4m3', u: 'ea', lo: 320, hi: 450, step: 5 },
      { d: 'Fixings, adhesive & sundries', u: 'lot', lo: 25, hi: 90, step: 0.5 },
      { d: 'Travel', u: 'ea', lo: 40, hi: 75, step: 5 },
    ],
  },
  {
    nouns: ['Air Conditioning', 'Heating & Cooling', 'Refrigeration'], licence: 'ARCtick Lic. No.',
    notes: ['Installed new split system in main bedroom, back-to-back with outdoor unit on bracket. System vacuumed, gas charged and tested.', 'Serviced all units. Unit 2 low on gas, leak found at flare nut, repaired and re-gassed.'],
    goods: [
      { d: 'Split system service', det: ['Clean filters, coil sanitise, drain flush'], u: 'unit', lo: 140, hi: 190, q: 4, step: 5 },
      { d: 'Daikin 7.1kW reverse cycle split system', det: ['Supply & back-to-back install'], u: 'ea', lo: 2650, hi: 3300, step: 10 },
      { d: 'Additional pipe run', u: 'm', lo: 55, hi: 85, q: 6, step: 5 },
      { d: 'Refrigerant gas top-up R32', u: 'kg', lo: 95, hi: 140, q: 3, step: 5 },
      { d: 'Labour - refrigeration mechanic', u: 'hr', lo: 105, hi: 140, q: 'h', step: 1 },
      { d: 'Isolator switch', u: 'ea', lo: 65, hi: 95, step: 5 },
    ],
  },
];

const PLACES = [
  ['Molendinar', 'QLD', '4214', '07'], ['Capalaba', 'QLD', '4157', '07'], ['Brookvale', 'NSW', '2100', '02'], ['Penrith', 'NSW', '2750', '02'],
  ['Dandenong South', 'VIC', '3175', '03'], ['Geelong West', 'VIC', '3218', '03'], ['Osborne Park', 'WA', '6017', '08'], ['Wingfield', 'SA', '5013', '08'],
  ['Mitchell', 'ACT', '2911', '02'], ['Moonah', 'TAS', '7009', '03'], ['Nundah', 'QLD', '4012', '07'], ['Castle Hill', 'NSW', '2154', '02'],
  ['Belconnen', 'ACT', '2617', '02'], ['Glenorchy', 'TAS', '7010', '03'], ['Midland', 'WA', '6056', '08'], ['Norwood', 'SA', '5067', '08'],
  ['Ringwood', 'VIC', '3134', '03'],
] as const;
const STREETS = ['Industrial Ave', 'Enterprise Dr', 'Hargreaves St', 'Kingsford Rd', 'Banksia Cres', 'Wattle St', 'Beach Rd', 'Station St', 'Bridge Rd', 'Parkway Cl'];
const FIRST = ['Coastline', 'Bright Spark', 'Southern Cross', 'True Blue', 'Redgum', 'Bayside', 'Northern Beaches', 'Kookaburra', 'Ironbark', 'Harris & Son', 'Jacaranda', 'Outback'];
const PEOPLE = ['Mrs Helen Carter', 'Mr D. Papadopoulos', 'Liam & Chloe Walsh', 'Ms Aroha Ngata', 'Mr Tran Van Minh', 'Sophie Kowalski'];
const AGENTS = ['Harbourview Property Management Pty Ltd', 'Owners Corporation SP 45123', 'Sunshine Coast Rentals', 'Grange Real Estate Pty Ltd', 'St Columba Primary School', 'Westfield Vet Clinic Pty Ltd'];

/** An ABN whose weighted check sum is a multiple of 89, printed "12 345 678 901". */
function abn(random: Random): string {
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const d = [int(random, 1, 9), int(random, 0, 9), ...Array.from({ length: 9 }, () => int(random, 0, 9))];
    const sum = d.reduce((s, x, i) => s + (i === 0 ? x - 1 : x) * w[i], 0);
    if (sum % 89 === 0) return `${d.slice(0, 2).join('')} ${d.slice(2, 5).join('')} ${d.slice(5, 8).join('')} ${d.slice(8).join('')}`;
  }
}

function site(random: Random, inState: string): [string, string] {
  const local = PLACES.filter((p) => p[1] === inState);
  const [suburb, state, pc] = pick(random, local.length > 1 ? local : PLACES);
  const unit = chance(random, 0.3) ? `Unit ${int(random, 1, 12)}, ` : '';
  return [`${unit}${int(random, 1, 240)} ${pick(random, STREETS)}`, `${suburb.toUpperCase()} ${state} ${pc}`];
}

export function australia(random: Random): Built {
  const trade = pick(random, TRADES);
  const supplier = `${pick(random, FIRST)} ${pick(random, trade.nouns)} Pty Ltd`;
  const taxId = abn(random);
  const [suburb, state, pc, area] = pick(random, PLACES);
  const supAddr = [`${int(random, 1, 40)}/${int(random, 2, 90)} ${pick(random, STREETS)}`, `${suburb} ${state} ${pc}`];
  const mobile = `04${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}`;
  const office = `(${area}) ${digits(random, 4)} ${digits(random, 4)}`;
  const licence = `${trade.licence} ${digits(random, int(random, 5, 7))}${chance(random, 0.4) ? 'C' : ''}`;

  const agent = chance(random, 0.45);
  const customer = agent ? pick(random, AGENTS) : pick(random, PEOPLE);
  const custAddr = site(random, state);
  const jobAddr = agent ? site(random, state) : custAddr;
  const po = agent && chance(random, 0.8) ? pick(random, [`WO-${digits(random, 5)}`, `${digits(random, 7)}`, `PM${digits(random, 4)}`]) : null;
  const jobNo = `J${digits(random, 4)}`;

  const invNo = pick(random, [`INV-${digits(random, 5)}`, String(int(random, 1200, 9800)), `${jobNo}-1`, `TI${digits(random, 6)}`]);
  const date = randomDay(random);
  const dateFmt = pick(random, ['DD/MM/YYYY', 'DD/MM/YYYY', 'D/MM/YYYY', 'D MMM YYYY']);
  const termDays = pick(random, [7, 14, 14, 30]);
  const due = addDays(date, termDays);
  const showDue = chance(random, 0.85);

  const items = makeItems(random, trade.goods, int(random, 2, 9), 0.5);
  const gstColumn = chance(random, 0.5);
  const sub = sumCents(items);
  const gst = Math.round(sub / 10);
  const total = sub + gst;
  const paid = chance(random, 0.35) ? Math.round(total * pick(random, [0.2, 0.3, 0.5]) / 1000) * 1000 : 0;
  const due$ = total - paid;

  const accent = pick(random, ['#0b6e4f', '#c2410c', '#1e40af', '#b91c1c', '#0f766e', '#6d28d9']);
  const font = pick(random, [FONTS.lsans, FONTS.sans, FONTS.narrow]);
  const money = (c: number) => fmtNum(units(c), DOT);
  const shape = pick(random, [
    `<div style="width:0;height:0;border-left:26px solid transparent;border-right:26px solid transparent;border-bottom:44px solid #fff"></div>`,
    `<div style="width:42px;height:42px;background:#fff;border-radius:50% 50% 50% 0;transform:rotate(-45deg)"></div>`,
    `<div style="width:40px;height:40px;border:7px solid #fff;transform:rotate(45deg)"></div>`,
  ]);

  const grid: [string, string][] = [
    ['Invoice No.', invNo], ['Invoice Date', fmtDate(date, dateFmt)],
    ...(showDue ? [['Due Date', fmtDate(due, dateFmt)] as [string, string]] : [['Terms', `${termDays} days`] as [string, string]]),
    ['Job No.', jobNo], ...(po ? [['Your Order No.', po] as [string, string]] : []),
  ];
  const head = `<th>Description</th><th class="n">Qty</th><th class="n">Unit Price</th>${gstColumn ? '<th class="n">GST</th>' : ''}<th class="n">Amount</th>`;
  const rows = items.map((it) => `<tr><td>${descCell(it)}</td><td class="n">${fmtQty(it.quantity, DOT, true)}</td><td class="n">$${money(cents(it.price))}</td>
    ${gstColumn ? '<td class="n">10%</td>' : ''}<td class="n">$${money(cents(it.amount))}</td></tr>`).join('');
  const bsb = `${pick(random, ['062', '063', '033', '082', '013', '484'])}-${digits(random, 3)}`;
  const acct = `${digits(random, 4)} ${digits(random, 4)}`;

  const css = `
body { font-family: ${font}; font-size: 11.5px; padding: 0 0 30px }
.band { background: ${accent}; color: #fff; padding: 26px 44px; display: flex; justify-content: space-between; align-items: center }
.logo { display: flex; gap: 16px; align-items: center } .logo .nm { font-size: 19px; font-weight: bold; letter-spacing: .5px }
.band .ti { font-size: 28px; font-weight: bold; letter-spacing: 2px; white-space: nowrap; margin-left: 20px }
.inner { padding: 18px 44px 0 }
.from { display: flex; justify-content: space-between; font-size: 10.5px; color: #333 }
.grid { display: flex; margin: 16px 0; border: 1px solid #555 } .grid div { flex: 1; padding: 5px 8px; border-left: 1px solid #555 }
.grid div:first-child { border-left: 0 } .grid small { display: block; font-size: 9px; text-transform: uppercase; color: ${accent}; font-weight: bold }
.grid b { font-size: 12px }
.who { display: flex; gap: 24px } .who > div { flex: 1; border: 1px solid #ccc; padding: 8px 10px; min-height: 84px }
.job { margin-top: 12px; border-left: 4px solid ${accent}; padding: 4px 10px; background: #f5f5f5 }
.who h4 { margin: 0 0 4px; font-size: 10px; text-transform: uppercase; color: ${accent} }
table.items { width: 100%; margin-top: 16px } .items th, .items td { border: 1px solid #888; padding: 5px 6px; vertical-align: top }
.items th { background: #eee; text-align: left } .n { text-align: right !important; white-space: nowrap }
.sum { display: flex; justify-content: space-between; margin-top: 14px; gap: 24px }
.pay { border: 1.5px dashed ${accent}; padding: 10px 12px; flex: 1; font-size: 11px }
.tot { width: 290px } .tot td { padding: 4px 6px; border-bottom: 1px solid #ddd }
.tot .big td { background: ${accent}; color: #fff; font-weight: bold; font-size: 14px }
.fine { margin: 18px 44px 0; font-size: 9.5px; color: #555 }`;

  const body = `
<div class="band"><div class="logo">${shape}<div><div class="nm">${esc(supplier)}</div><div>ABN ${taxId}</div></div></div><div class="ti">TAX INVOICE</div></div>
<div class="inner">
<div class="from"><div>${supAddr.map(esc).join('<br>')}</div><div>Office ${office}<br>Mobile ${mobile}</div>
  <div>accounts@${slug(supplier)}.com.au<br>${esc(licence)}</div></div>
<div class="grid">${grid.map(([k, v]) => `<div><small>${k}</small><b>${esc(v)}</b></div>`).join('')}</div>
<div class="who"><div><h4>Invoice To</h4><b>${esc(customer)}</b><br>${agent ? `${pick(random, ['PO Box', 'Locked Bag'])} ${int(random, 10, 990)}<br>${esc(site(random, state)[1])}` : custAddr.map(esc).join('<br>')}</div>
  <div><h4>Job Address</h4>${jobAddr.map(esc).join('<br>')}${agent ? `<br>Tenant: ${esc(pick(random, PEOPLE))} 04${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}` : ''}</div></div>
${chance(random, 0.7) ? `<div class="job"><b>Work carried out:</b> ${esc(pick(random, trade.notes))}</div>` : ''}
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<div class="sum">
  <div class="pay"><b>Payment Options</b><br>Direct deposit - Account name: ${esc(supplier)}<br>BSB: ${bsb} &nbsp; Account: ${acct}<br>
    Reference: ${esc(invNo)}<br>${chance(random, 0.5) ? `BPAY Biller Code: ${digits(random, 6)} &nbsp; Ref: ${digits(random, 10)}<br>` : ''}Card payments attract a 1.5% surcharge.</div>
  <table class="tot">
    <tr><td>Subtotal (ex GST)</td><td class="n">$${money(sub)}</td></tr>
    <tr><td>GST 10%</td><td class="n">$${money(gst)}</td></tr>
    <tr><td><b>Total (inc GST)</b></td><td class="n"><b>$${money(total)}</b></td></tr>
    ${paid ? `<tr><td>Less: Paid ${fmtDate(addDays(date, -int(random, 3, 20)), dateFmt)}</td><td class="n">-$${money(paid)}</td></tr>` : ''}
    <tr class="big"><td>Amount Due AUD</td><td class="n">$${money(due$)}</td></tr>
  </table>
</div></div>
<div class="fine">${showDue ? `Payment terms: ${termDays} days from invoice date.` : `Please pay within ${termDays} days.`} All workmanship guaranteed for 6 years.
Goods remain the property of ${esc(supplier)} until paid in full. Thank you for choosing a local business!</div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: taxId, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: showDue ? iso(due) : null, currency: 'AUD', subtotal: units(sub), total_tax: units(gst),
      total_amount: units(total), amount_due: units(due$),
    }),
    line_items: items.map((it) => truth(it, gstColumn ? 10 : null)),
  };
}
