/**
 * A South African VAT invoice in the boxed style of small-business accounting packages: a diamond logo and company
 * details, a "TAX INVOICE" box with number, date and page, customer and delivery boxes each with a VAT number,
 * a row of small boxes (account, order number, sales rep, terms), a ruled table with a VAT % column, VAT 15 %,
 * "Total Due", amounts as "R 12 345,67" or "R12,345.67", and banking details.
 */
import type { Random } from './content.ts';
import {
  DOT, FONTS, SPACE_COMMA, addDays, cents, chance, descCell, digits, endOfNextMonth, esc, fieldsOf, fmtDate, fmtNum,
  fmtQty, int, iso, letters, makeItems, page, pick, pickOther, randomDay, slug, sumCents, truth, units, type Built, type Goods,
} from './anglo-kit.ts';

interface Trade { nouns: readonly string[]; goods: readonly Goods[] }

const TRADES: readonly Trade[] = [
  {
    nouns: ['Industrial Supplies', 'Hardware & Tools', 'Engineering Supplies'],
    goods: [
      { d: 'Angle grinder 230mm 2200W', u: 'EA', lo: 1450, hi: 2300, q: 3, step: 0.5, code: 'AG230' },
      { d: 'Cutting disc 115x1.0mm (box of 25)', u: 'BOX', lo: 210, hi: 340, q: 10, step: 0.5, code: 'CD115' },
      { d: 'Safety boots steel toe, size 8', u: 'PR', lo: 420, hi: 690, q: 12, step: 0.5, code: 'SB-08' },
      { d: 'Hex bolt M12x50 galv (100)', u: 'PKT', lo: 180, hi: 260, q: 8, step: 0.5, code: 'HB1250' },
      { d: 'Welding rod 2.5mm E6013 5kg', u: 'PKT', lo: 340, hi: 480, q: 6, step: 0.5, code: 'WR25' },
      { d: 'Delivery - Gauteng', det: ['Same-day courier'], u: 'EA', lo: 250, hi: 450, step: 5, code: 'DEL' },
      { d: 'Cable ties 300mm black (100)', u: 'PKT', lo: 45, hi: 85, q: 20, step: 0.5, code: 'CT300' },
      { d: 'Extension reel 20m heavy duty', u: 'EA', lo: 560, hi: 890, q: 4, step: 0.5, code: 'ER20' },
    ],
  },
  {
    nouns: ['Networks', 'IT Solutions', 'Technologies'],
    goods: [
      { d: 'Cat6 UTP cable 305m box', u: 'BOX', lo: 1850, hi: 2600, q: 4, step: 0.5, code: 'C6-305' },
      { d: 'Labour - network technician', det: ['Installation of 12 data points, ground floor'], u: 'HR', lo: 450, hi: 750, q: 'h', step: 5, code: 'LAB01' },
      { d: 'Travel', det: ['Return trip from branch'], u: 'KM', lo: 4.5, hi: 6.8, q: 240, step: 0.01, code: 'TRAV' },
      { d: 'Mikrotik router hAP ax2', u: 'EA', lo: 1650, hi: 2100, q: 2, step: 0.5, code: 'MT-AX2' },
      { d: 'UPS 1.2kVA line interactive', det: ['For load-shedding backup'], u: 'EA', lo: 2400, hi: 3600, q: 3, step: 0.5, code: 'UPS12' },
      { d: 'Fibre line rental - 100Mbps', u: 'MTH', lo: 899, hi: 1499, q: 3, step: 1, code: 'FIB100' },
      { d: 'Microsoft 365 Business Basic', u: 'LIC', lo: 115, hi: 140, q: 25, step: 0.5, code: 'M365B' },
    ],
  },
  {
    nouns: ['Security', 'Electrical & Security', 'Alarm Systems'],
    goods: [
      { d: 'Armed response - monthly', u: 'MTH', lo: 390, hi: 650, q: 3, step: 5, code: 'AR-M' },
      { d: 'Hikvision 4MP dome camera', u: 'EA', lo: 980, hi: 1450, q: 8, step: 0.5, code: 'HK4D' },
      { d: 'Electric fence energiser 8J', u: 'EA', lo: 2100, hi: 3200, step: 0.5, code: 'EF8J' },
      { d: 'Installation labour', det: ['2 technicians, 1 day'], u: 'HR', lo: 380, hi: 560, q: 'h', step: 5, code: 'INST' },
      { d: 'Gate motor battery 12V 7Ah', u: 'EA', lo: 310, hi: 420, q: 4, step: 0.5, code: 'BAT7' },
      { d: 'Call-out fee', u: 'EA', lo: 450, hi: 750, step: 5, code: 'CALL' },
    ],
  },
];

const FIRST = ['Umhlanga', 'Karoo', 'Blue Crane', 'Highveld', 'Table Bay', 'Protea', 'Drakensberg', 'Limpopo', 'Boland', 'Jacaranda City', 'Vaal', 'Mzansi'];
const PLACES = [
  ['Unit 7, Montague Park', '12 Montague Drive, Montague Gardens', 'Cape Town', '7441'], ['14 Electron Avenue', 'Isando', 'Kempton Park', '1600'],
  ['32 Jan Smuts Avenue', 'Westcliff', 'Johannesburg', '2193'], ['5 Meridian Drive', 'Umhlanga Ridge', 'Durban', '4319'],
  ['102 Lynnwood Road', 'Brooklyn', 'Pretoria', '0181'], ['8 Fabriek Street', 'Strijdom Park', 'Randburg', '2194'],
  ['21 Newton Street', 'Newton Park', 'Gqeberha', '6045'], ['3 Dorp Street', '', 'Stellenbosch', '7600'],
];
const CUSTOMERS = ['Mthembu Construction (Pty) Ltd', 'Sunnyside Primary School', 'Van der Merwe Boerdery', 'Ubuntu Logistics (Pty) Ltd', 'Green Valley Spar', 'Naidoo & Associates Inc.', 'Kwa-Zulu Fresh Produce CC', 'Sibanye Motors (Pty) Ltd'];

const lines = ([a, b, city, code]: readonly string[]): string[] => [a, ...(b ? [b] : []), `${city}, ${code}`];
const vat = (random: Random): string => `4${digits(random, 9)}`;

export function southAfrica(random: Random): Built {
  const trade = pick(random, TRADES);
  const cc = chance(random, 0.2);
  const supplier = `${pick(random, FIRST)} ${pick(random, trade.nouns)} ${cc ? 'CC' : '(Pty) Ltd'}`;
  const vatNo = vat(random);
  const regNo = cc ? `CK ${int(random, 1995, 2008)}/${digits(random, 6)}/23` : `${int(random, 2005, 2022)}/${digits(random, 6)}/07`;
  const supPlace = pick(random, PLACES);
  const supAddr = lines(supPlace);
  const customer = pick(random, CUSTOMERS);
  const custPlace = pickOther(random, PLACES, supPlace);
  const custAddr = lines(custPlace);
  const custVat = chance(random, 0.75) ? vat(random) : '';
  const account = `${letters(random, 3)}${digits(random, 3)}`;
  const po = chance(random, 0.65) ? pick(random, [`PO${digits(random, 6)}`, `${digits(random, 5)}`, `ORD-${digits(random, 4)}`]) : null;

  const invNo = pick(random, [`IN${digits(random, 6)}`, `INV${digits(random, 5)}`, `TI-${digits(random, 4)}`]);
  const date = randomDay(random);
  const dateFmt = pick(random, ['YYYY/MM/DD', 'DD/MM/YYYY', 'D MMMM YYYY', 'YYYY-MM-DD']);
  const eom = chance(random, 0.5);
  const due = eom ? endOfNextMonth(date) : addDays(date, 30);
  const showDue = chance(random, 0.7);
  const style = chance(random, 0.5) ? SPACE_COMMA : DOT;

  const items = makeItems(random, trade.goods, int(random, 2, 9), 0.3);
  const sub = sumCents(items);
  const vatC = Math.round(sub * 0.15);
  const total = sub + vatC;
  const paid = chance(random, 0.25) ? Math.round(total * pick(random, [0.4, 0.5]) / 10000) * 10000 : 0;
  const totalDue = total - paid;

  const font = pick(random, [FONTS.lsans, FONTS.condensed, FONTS.narrow]);
  const accent = pick(random, ['#00529b', '#007a4d', '#8b0000', '#333']);
  const n = (c: number) => fmtNum(units(c), style);
  const rand = (c: number) => (style === DOT ? `R${n(c)}` : `R\u00a0${n(c)}`);

  const boxes: [string, string][] = [
    ['Account No.', account], ['Order No.', po ?? ''], ['Customer VAT No.', custVat],
    ['Sales Rep', pick(random, ['Thabo', 'Annelie', 'Sipho M', 'Riaan', 'Zanele'])], ['Terms', eom ? '30 Days EOM' : '30 Days'],
    ...(showDue ? [['Due Date', fmtDate(due, dateFmt)] as [string, string]] : []),
  ];
  const rows = items.map((it) => `<tr><td>${esc(it.code)}</td><td>${descCell(it)}</td><td class="n">${fmtQty(it.quantity, style, true)}</td><td class="c">${it.unit}</td>
    <td class="n">${n(cents(it.price))}</td><td class="c">15%</td><td class="n">${n(cents(it.amount))}</td></tr>`).join('');
  const filler = Array.from({ length: Math.max(0, 6 - items.length) }, () => '<tr class="blank"><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>').join('');

  const css = `
body { font-family: ${font}; font-size: 11px; padding: 36px 44px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.co { display: flex; gap: 14px } .dia { width: 44px; height: 44px; background: ${accent}; transform: rotate(45deg); margin: 10px 8px 0 6px; position: relative }
.dia span { position: absolute; inset: 10px; background: #fff } .co .nm { font-size: 18px; font-weight: bold; color: ${accent} }
.co .lines { font-size: 10.5px; line-height: 1.35 }
.doc { border: 1.5px solid #222; width: 240px } .doc h2 { margin: 0; background: ${accent}; color: #fff; text-align: center; font-size: 16px; padding: 5px; letter-spacing: 2px }
.doc td { padding: 3px 8px; border-top: 1px solid #999 } .doc td:first-child { font-weight: bold; width: 45% }
.parties { display: flex; gap: 12px; margin-top: 16px } .parties > div { flex: 1; border: 1px solid #222; padding: 6px 8px; min-height: 96px }
.parties h4 { margin: -6px -8px 6px; padding: 3px 8px; background: #e8e8e8; border-bottom: 1px solid #222; font-size: 10px }
.boxes { display: flex; margin-top: 12px; border: 1px solid #222 } .boxes div { flex: 1; border-left: 1px solid #222; padding: 3px 6px; min-height: 34px }
.boxes div:first-child { border-left: 0 } .boxes small { display: block; font-size: 9px; font-weight: bold; color: #444 }
table.items { width: 100%; margin-top: 12px; border: 1px solid #222 } .items th { background: #e8e8e8; border: 1px solid #222; padding: 4px 5px; font-size: 10px }
.items td { border-left: 1px solid #222; border-right: 1px solid #222; padding: 4px 5px; vertical-align: top } .items tr.blank td { height: 20px }
.n { text-align: right; white-space: nowrap } .c { text-align: center }
.bottom { display: flex; justify-content: space-between; margin-top: 12px; gap: 16px }
.bank { border: 1px solid #222; padding: 6px 8px; flex: 1; font-size: 10.5px }
.tot { width: 280px; border: 1.5px solid #222 } .tot td { padding: 4px 8px; border-bottom: 1px solid #aaa }
.tot .due td { font-weight: bold; font-size: 13px; background: #e8e8e8; border-top: 1.5px solid #222 }
.legal { margin-top: 16px; font-size: 9px; color: #444; text-align: center }`;

  const body = `
<div class="top">
  <div class="co"><div class="dia"><span></span></div><div><div class="nm">${esc(supplier)}</div><div class="lines">${supAddr.map(esc).join('<br>')}<br>
    Tel: 0${digits(random, 2)} ${digits(random, 3)} ${digits(random, 4)} &nbsp; Cell: +27 8${int(random, 2, 4)} ${digits(random, 3)} ${digits(random, 4)}<br>
    accounts@${slug(supplier)}.co.za<br>Reg No: ${regNo} &nbsp; VAT No: ${vatNo}</div></div></div>
  <div class="doc"><h2>TAX INVOICE</h2><table style="width:100%"><tr><td>Number</td><td>${esc(invNo)}</td></tr>
    <tr><td>Date</td><td>${fmtDate(date, dateFmt)}</td></tr><tr><td>Page</td><td>1 / 1</td></tr></table></div>
</div>
<div class="parties">
  <div><h4>Customer / Invoice To</h4><b>${esc(customer)}</b><br>${custAddr.map(esc).join('<br>')}${custVat ? `<br>VAT No: ${custVat}` : ''}</div>
  <div><h4>Deliver To</h4>${esc(customer)}<br>${(chance(random, 0.5) ? custAddr : lines(pickOther(random, PLACES, custPlace))).map(esc).join('<br>')}</div>
</div>
<div class="boxes">${boxes.map(([k, v]) => `<div><small>${k}</small>${esc(v)}</div>`).join('')}</div>
<table class="items"><thead><tr><th>Code</th><th style="text-align:left">Description</th><th>Quantity</th><th>Unit</th><th>Excl. Price</th><th>VAT %</th><th>Nett Excl.</th></tr></thead>
<tbody>${rows}${filler}</tbody></table>
<div class="bottom">
  <div class="bank"><b>Banking Details</b><br>Bank: ${pick(random, ['FNB', 'Standard Bank', 'ABSA', 'Nedbank', 'Capitec Business'])}<br>Branch Code: ${pick(random, ['250655', '051001', '632005', '198765', '450105'])}<br>
    Account No: ${digits(random, 11)} (Current)<br>Reference: ${esc(account)} / ${esc(invNo)}<br><br>Goods remain the property of the seller until paid in full. E&amp;OE.</div>
  <table class="tot">
    <tr><td>Total Exclusive</td><td class="n">${n(sub)}</td></tr><tr><td>Total Discount</td><td class="n">${n(0)}</td></tr>
    <tr><td>VAT @ 15%</td><td class="n">${n(vatC)}</td></tr><tr><td>Total Inclusive</td><td class="n">${n(total)}</td></tr>
    ${paid ? `<tr><td>Less: Payment Received</td><td class="n">${n(paid)}</td></tr>` : ''}
    <tr class="due"><td>Total Due (ZAR)</td><td class="n">${rand(totalDue)}</td></tr>
  </table>
</div>
<div class="legal">Directors: ${pick(random, ['T. Nkosi', 'J. van der Merwe', 'P. Govender', 'L. Mokoena'])}, ${pick(random, ['A. Pillay', 'S. Botha', 'N. Dlamini', 'M. Coetzee'])}
  &nbsp;·&nbsp; Our standard terms and conditions apply &nbsp;·&nbsp; www.${slug(supplier)}.co.za</div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: vatNo, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: showDue ? iso(due) : null, currency: 'ZAR', subtotal: units(sub), total_tax: units(vatC),
      total_amount: units(total), amount_due: units(totalDue),
    }),
    line_items: items.map((it) => truth(it, 15)),
  };
}
