/**
 * A Canadian invoice from a Quebec (GST 5 % + QST 9.975 %) or Ontario (HST 13 %) service business: serif
 * letterhead with a round monogram, a right-hand block of dates and numbers, hairline-ruled table, a totals
 * block with the tax lines and a "Balance owing", registration numbers and EFT details in the footer.
 */
import type { Random } from './content.ts';
import {
  DOT, FONTS, addDays, cents, chance, descCell, digits, esc, fieldsOf, fmtDate, fmtNum, fmtQty, int, iso, makeItems,
  page, pick, randomDay, slug, sumCents, truth, units, type Built, type Goods,
} from './anglo-kit.ts';

interface Sector { nouns: readonly string[]; goods: readonly Goods[] }

const SECTORS: readonly Sector[] = [
  {
    nouns: ['Language Services', 'Translation', 'Linguistic Solutions'],
    goods: [
      { d: 'Translation English to French', det: ['Annual report, final draft', 'Employee handbook v3', 'Product labels, 14 SKUs'], u: 'word', lo: 0.19, hi: 0.31, q: 6400, step: 0.01 },
      { d: 'Revision / proofreading', det: ['Second linguist review'], u: 'hr', lo: 65, hi: 90, q: 'h', step: 1 },
      { d: 'Certified translation of corporate documents', u: 'page', lo: 35, hi: 55, q: 24, step: 1 },
      { d: 'Terminology database update', u: 'hr', lo: 70, hi: 85, q: 'h', step: 1 },
      { d: 'Rush surcharge (24 h delivery)', u: 'ea', lo: 75, hi: 250, step: 5 },
      { d: 'Desktop publishing (InDesign)', det: ['Layout adjustments for French text expansion'], u: 'hr', lo: 60, hi: 80, q: 'h', step: 1 },
      { d: 'Subtitling, French Canadian', u: 'min', lo: 9, hi: 14, q: 45, step: 0.5 },
    ],
  },
  {
    nouns: ['Digital', 'Software Solutions', 'Technologies', 'Web Services'],
    goods: [
      { d: 'Senior developer', det: ['Sprint 14: checkout and payment flow', 'API integration with ERP'], u: 'hr', lo: 115, hi: 165, q: 'h', step: 5 },
      { d: 'Project management', u: 'hr', lo: 95, hi: 135, q: 'h', step: 5 },
      { d: 'UX design workshop', det: ['Half-day, on site'], u: 'ea', lo: 850, hi: 1600, step: 25 },
      { d: 'Managed hosting - monthly plan', det: ['2 vCPU, 8 GB RAM, daily backups'], u: 'mo', lo: 89, hi: 240, q: 3, step: 1 },
      { d: 'SSL certificate renewal (1 year)', u: 'ea', lo: 79, hi: 149, step: 1 },
      { d: 'Quality assurance testing', u: 'hr', lo: 75, hi: 105, q: 'h', step: 5 },
      { d: 'Website maintenance retainer', u: 'mo', lo: 450, hi: 1200, step: 25 },
      { d: 'Domain registration .ca', u: 'yr', lo: 18, hi: 35, q: 3, step: 1 },
    ],
  },
  {
    nouns: ['Engineering', 'Building Consultants', 'Environmental Consulting'],
    goods: [
      { d: 'Site inspection and report', det: ['Includes photographs and deficiency list'], u: 'ea', lo: 650, hi: 1450, step: 25 },
      { d: 'Professional engineer (P.Eng.)', u: 'hr', lo: 145, hi: 195, q: 'h', step: 5 },
      { d: 'CAD technician', u: 'hr', lo: 70, hi: 95, q: 'h', step: 5 },
      { d: 'Mileage', det: ['Round trip to site'], u: 'km', lo: 0.68, hi: 0.72, q: 380, step: 0.01 },
      { d: 'Phase I environmental site assessment', u: 'ea', lo: 2400, hi: 4200, step: 50 },
      { d: 'Soil sampling and lab analysis', u: 'sample', lo: 85, hi: 140, q: 12, step: 5 },
      { d: 'Stamped drawings, revision B', u: 'set', lo: 300, hi: 650, q: 2, step: 25 },
    ],
  },
];

/** City, first letter of its postal codes, its telephone area code. */
const PLACES: Record<'QC' | 'ON', readonly (readonly [string, string, string])[]> = {
  QC: [
    ['Montréal (Québec)', 'H', '514'], ['Laval (Québec)', 'H', '450'], ['Québec (Québec)', 'G', '418'], ['Gatineau (Québec)', 'J', '819'], ['Sherbrooke (Québec)', 'J', '819'],
  ],
  ON: [['Toronto, ON', 'M', '416'], ['Ottawa, ON', 'K', '613'], ['Mississauga, ON', 'L', '905'], ['London, ON', 'N', '519'], ['Kingston, ON', 'K', '613'], ['Waterloo, ON', 'N', '519']],
};
const STREETS = {
  QC: ['rue Sainte-Catherine Ouest', 'boulevard René-Lévesque', 'rue Saint-Denis', 'avenue du Parc', 'boulevard Saint-Laurent', 'rue King Ouest', 'chemin Sainte-Foy'],
  ON: ['King Street West', 'Bay Street', 'Queen Street East', 'Bank Street', 'Dundas Street', 'Wellington Street', 'Yonge Street'],
};
const PREFIXES = ['Laurentide', 'Maple Ridge', 'Beaumont', 'Lakeshore', 'Rideau', 'Northcrest', 'Bluewater', 'Richelieu', 'Trillium', 'Frontenac', 'Algonquin', 'Côté & Gagnon', 'Harbourfront', 'Outremont'];
const CUSTOMERS = ['Boréal Outdoor Gear Inc.', 'Société Pelletier Ltée', 'Great Lakes Freight Ltd.', 'Groupe Mercier Inc.', 'Hamilton Dental Partners', 'Vireo Biotech Inc.', 'St. Lawrence Credit Union', 'Caisse Horizon', 'Northern Pine Realty Ltd.', 'Ville de Saint-Clément', 'Bellwood Retirement Residences Inc.'];
const PEOPLE = ['Marie-Claude Tremblay', 'Jason Ng', 'Priya Raman', 'Étienne Lavoie', 'Sarah MacDonald', 'Daniel Oduya'];

function postal(random: Random, first: string): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  const l = () => L[int(random, 0, L.length - 1)];
  return `${first}${int(random, 1, 9)}${l()} ${int(random, 1, 9)}${l()}${int(random, 1, 9)}`;
}

function address(random: Random, prov: 'QC' | 'ON'): string[] {
  const [city, first, area] = pick(random, PLACES[prov]);
  const street = `${int(random, 12, 2890)} ${pick(random, STREETS[prov])}`;
  const unit = chance(random, 0.5) ? (prov === 'QC' ? `, bureau ${int(random, 2, 18)}${pick(random, ['00', '10', '25', '40'])}` : `, Suite ${int(random, 2, 28)}00`) : '';
  return [street + unit, `${city}  ${postal(random, first)}`, `(${area}) 555-${digits(random, 4)}`];
}

export function canada(random: Random): Built {
  const prov: 'QC' | 'ON' = chance(random, 0.5) ? 'QC' : 'ON';
  const sector = pick(random, SECTORS);
  const supplier = `${pick(random, PREFIXES)} ${pick(random, sector.nouns)} ${pick(random, ['Inc.', 'Inc.', 'Ltd.', 'Corp.'])}`;
  const [supStreet, supCity, supPhone] = address(random, prov);
  const web = `${slug(supplier)}.ca`;
  const bn = digits(random, 9);
  const gstNo = pick(random, [`${bn} RT0001`, `${bn}RT0001`, `${bn.slice(0, 5)} ${bn.slice(5)} RT0001`]);
  const qstNo = `${digits(random, 10)} TQ0001`;
  const person = chance(random, 0.2);
  const customer = person ? pick(random, PEOPLE) : pick(random, CUSTOMERS);
  const custAddr = address(random, prov).slice(0, 2);
  const attn = !person && chance(random, 0.6) ? `Attn: ${pick(random, ['Accounts Payable', ...PEOPLE])}` : null;

  const date = randomDay(random);
  const invNo = pick(random, [`INV-${date.y}-${digits(random, 4)}`, String(int(random, 1040, 18999)), `${pick(random, ['F', 'Q', 'C'])}${digits(random, 2)}-${digits(random, 4)}`]);
  const terms = pick(random, [15, 30, 30, 45]);
  const showDue = chance(random, 0.7);
  const due = addDays(date, terms);
  const dateFmt = pick(random, ['YYYY-MM-DD', 'MMMM D, YYYY', 'MMM D, YYYY']);
  const po = chance(random, 0.5) ? pick(random, [`PO-${digits(random, 5)}`, `45${digits(random, 8)}`, `${digits(random, 6)}`]) : null;
  const clientId = `C-${digits(random, 5)}`;

  const items = makeItems(random, sector.goods, int(random, 2, 9));
  const sub = sumCents(items);
  const taxes: [string, number, string][] = prov === 'QC'
    ? [['GST', 5, gstNo], ['QST', 9.975, qstNo]]
    : [['HST', 13, gstNo]];
  const taxCents = taxes.map(([, rate]) => Math.round((sub * rate) / 100));
  const taxTotal = taxCents.reduce((a, b) => a + b, 0);
  const total = sub + taxTotal;
  const deposit = chance(random, 0.3) ? Math.round((total * pick(random, [0.25, 0.3, 0.5])) / 100) * 100 : 0;
  const owing = total - deposit;

  const accent = pick(random, ['#7a1f2b', '#1d3c6e', '#2f5d50', '#444']);
  const font = pick(random, [FONTS.serif, FONTS.lserif]);
  const money = (c: number) => fmtNum(units(c), DOT);
  const dollar = (c: number) => `$${money(c)}`;
  const taxNumbersInTotals = chance(random, 0.5);
  const initials = supplier.split(/[\s&-]+/).filter((w) => /^[A-ZÉÔ]/.test(w)).slice(0, 2).map((w) => w[0]).join('');

  const meta: [string, string][] = [
    ['Invoice #', invNo],
    ['Invoice date', fmtDate(date, dateFmt)],
    ...(showDue ? [['Due date', fmtDate(due, dateFmt)] as [string, string]] : []),
    ['Terms', `Net ${terms}`],
    ['Client ID', clientId],
    ...(po ? [['Your PO', po] as [string, string]] : []),
  ];

  const rows = items.map((it) => `<tr><td>${descCell(it)}</td><td class="n">${fmtQty(it.quantity, DOT)}${it.unit === 'hr' ? ' h' : ''}</td>
    <td class="n">${money(cents(it.price))}</td><td class="n">${money(cents(it.amount))}</td></tr>`).join('');
  const taxRows = taxes.map(([name, rate, no], i) => `<tr><td>${name} (${String(rate).replace(/\.?0+$/, '')} %)${taxNumbersInTotals ? `<br><span class="small">No. ${esc(no)}</span>` : ''}</td><td class="n">${money(taxCents[i])}</td></tr>`).join('');

  const css = `
body { font-family: ${font}; font-size: 12px; padding: 52px 60px 40px; position: relative }
.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px } .brand { flex: 1; min-width: 0 }
.brand { display: flex; gap: 14px; align-items: center }
.mono { width: 58px; height: 58px; border-radius: 50%; border: 3px double ${accent}; color: ${accent}; display: flex; align-items: center;
  justify-content: center; font-size: 22px; font-weight: bold; letter-spacing: 1px }
.name { font-size: 19px; font-weight: bold; color: ${accent} }
.small { font-size: 10px; color: #555 }
h1 { font-size: 30px; letter-spacing: 6px; font-weight: normal; margin: 0 0 8px; text-align: right; color: ${accent} }
.meta td { padding: 1px 0 1px 14px; white-space: nowrap } .meta td:first-child { color: #555; text-align: right }
.parties { display: flex; gap: 60px; margin: 30px 0 22px }
.parties h3 { font-size: 10px; letter-spacing: 2px; text-transform: uppercase; color: ${accent}; margin: 0 0 5px; border-bottom: 1px solid ${accent}; padding-bottom: 2px; width: 220px }
table.items { width: 100% } .items th { text-align: left; font-size: 10.5px; text-transform: uppercase; letter-spacing: 1px;
  border-top: 1.5px solid #222; border-bottom: 1px solid #222; padding: 6px 4px }
.items td { padding: 6px 4px; border-bottom: 0.5px solid #bbb; vertical-align: top } .n { text-align: right; white-space: nowrap }
.items th.n { text-align: right }
.totals { margin-left: auto; margin-top: 16px; width: 330px } .totals td { padding: 3px 4px }
.totals .grand td { border-top: 1px solid #222; font-weight: bold } .totals .owing td { background: ${accent}; color: #fff; font-weight: bold; font-size: 13px; padding: 6px 4px }
.foot { position: absolute; left: 60px; right: 60px; bottom: 36px; border-top: 1px solid #999; padding-top: 8px; font-size: 10px; color: #333; display: flex; justify-content: space-between; gap: 20px }
.notes { margin-top: 26px; font-size: 11px; width: 60% }`;

  const body = `
<div class="top">
  <div class="brand"><div class="mono">${esc(initials)}</div><div>
    <div class="name">${esc(supplier)}</div>
    <div>${esc(supStreet)}<br>${esc(supCity)}</div>
    <div class="small">${supPhone} · accounts@${web} · www.${web}</div></div></div>
  <div><h1>INVOICE</h1><table class="meta">${meta.map(([k, v]) => `<tr><td>${k}</td><td>${esc(v)}</td></tr>`).join('')}</table></div>
</div>
<div class="parties">
  <div><h3>Bill to</h3><b>${esc(customer)}</b>${attn ? `<br>${esc(attn)}` : ''}<br>${custAddr.map(esc).join('<br>')}</div>
  <div><h3>${chance(random, 0.5) ? 'Service location' : 'Ship to'}</h3>${chance(random, 0.5) ? 'Same as billing address' : address(random, prov).slice(0, 2).map(esc).join('<br>')}</div>
</div>
<table class="items"><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Rate</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals">
  <tr><td>Subtotal</td><td class="n">${money(sub)}</td></tr>${taxRows}
  <tr class="grand"><td>Total (CAD)</td><td class="n">${dollar(total)}</td></tr>
  ${deposit ? `<tr><td>Deposit received ${fmtDate(addDays(date, -int(random, 10, 40)), dateFmt)}</td><td class="n">-${money(deposit)}</td></tr>` : ''}
  <tr class="owing"><td>Balance owing</td><td class="n">${dollar(owing)} CAD</td></tr>
</table>
<div class="notes"><b>Payment</b><br>Interac e-Transfer to payments@${web}, or EFT to institution 00${int(random, 1, 6)}, transit ${digits(random, 5)}, account ${digits(random, 7)}.
Please quote invoice ${esc(invNo)} with your payment. Overdue balances bear interest at 1.5 % per month (18 % per annum).</div>
<div class="foot"><div>${prov === 'QC' ? `GST No. ${esc(gstNo)}<br>QST No. ${esc(qstNo)}` : `HST Registration No. ${esc(gstNo)}<br>Business No. ${bn}`}</div>
  <div style="text-align:center">Thank you for your business.</div><div style="text-align:right">Page 1 of 1</div></div>`;

  return {
    html: page(css, body),
    fields: fieldsOf({
      supplier_name: supplier, supplier_tax_id: gstNo, customer_name: customer, invoice_number: invNo, po_number: po,
      date: iso(date), due_date: showDue ? iso(due) : null, currency: 'CAD', subtotal: units(sub), total_tax: units(taxTotal),
      total_amount: units(total), amount_due: units(owing),
    }),
    line_items: items.map((it) => truth(it, null)),
  };
}
