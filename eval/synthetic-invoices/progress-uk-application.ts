/**
 * A UK sub-contractor's "Application for Payment No. k" / "Interim Valuation" turned VAT invoice: gross valuation
 * to date (measured works or % complete), less retention 3–5 %, less previously certified, the amount due this
 * application, VAT 20 % or the domestic reverse charge, and on some a 20 % CIS deduction on the labour element.
 * Items are the printed valuation lines (value to date; quantity and rate where measured).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, host, descCell, esc, footer, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2, randomDate,
  sum, totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, PERSONS, siteAddress, TRADES } from './progress-names.ts';

const WORKS: [string, string, string, number, number][] = [
  ['Preliminaries', 'site set-up, welfare, supervision', 'item', 1, 18500], ['Excavate foundations', 'to 1.2 m, cart away spoil', 'm3', 180, 42.5],
  ['Mass concrete strip footings', 'C25 ready-mix', 'm3', 64, 148], ['Blockwork below DPC', '140 mm dense block', 'm2', 120, 61.2],
  ['Ground floor slab', '150 mm RC on 100 mm PIR', 'm2', 310, 96.4], ['Foul drainage', '110 mm uPVC incl. bedding', 'm', 140, 38.75],
  ['Inspection chambers', '450 mm plastic, 1.0 m deep', 'nr', 6, 420], ['Metal stud partitions', '2x12.5 mm board, 60 min', 'm2', 460, 39.8],
  ['MF ceilings', 'single layer 15 mm board', 'm2', 380, 34.6], ['Skim and decorate', '', 'm2', 900, 8.9],
  ['Kerbs and edgings', 'HB2 kerb on concrete bed', 'm', 220, 29.5], ['Tarmac surfacing', '60 mm binder, 30 mm surface', 'm2', 650, 27.8],
  ['Roof coverings', 'natural slate on battens', 'm2', 240, 88.5], ['First fix electrical', 'containment and cabling', 'item', 1, 14200],
  ['Variation VO-03', 'additional drainage run', 'item', 1, 3650], ['Daywork sheets 14-17', 'labour and plant', 'item', 1, 2180],
];

export const ukApplication: Layout = (random: Random) => {
  const fmt = makeFmt(random, 'uk', 'GBP');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'UK', TRADES.ukBuild);
  const customer = makeParty(random, 'UK', TRADES.ukClient);
  const k = int(random, 2, 12);
  const reverse = chance(random, 0.4);
  const cis = chance(random, 0.4);
  const measured = chance(random, 0.5);
  const retPct = pick(random, [3, 5, 5, 2.5]);
  const date = randomDate(random);
  const number = pick(random, [`INV-${digits(random, 5)}`, `${digits(random, 4)}`, `SI-${date.slice(2, 4)}${digits(random, 3)}`, `AFP${k}-${digits(random, 4)}`]).replace(/^0/, '3');
  const po = chance(random, 0.55) ? pick(random, [`SC/${digits(random, 4)}`, `PO${digits(random, 6)}`, `${pick(random, ['HC', 'MB', 'DV'])}-${digits(random, 5)}`]) : null;

  const count = int(random, 1, 10);
  const rows = [...WORKS].sort(() => random() - 0.5).slice(0, count).map(([text, detail, unit, qty, rate], i) => {
    const unitRate = r2(rate * (0.9 + random() * 0.2));
    const share = pick(random, [1, 1, 0.9, 0.75, 0.6, 0.4, 0.25]);
    const quantity = unit === 'item' ? 1 : unit === 'nr' ? Math.max(1, Math.round(qty * share)) : r2(qty * share);
    const contract = r2(qty * unitRate);
    const pct = unit === 'item' ? pick(random, [100, 75, 50, 60, 40]) : Math.round(share * 100);
    const amount = measured ? r2(quantity * unitRate * (unit === 'item' ? pct / 100 : 1)) : r2((contract * pct) / 100);
    return { ref: `${pick(random, ['A', 'B', 'C'])}${i + 1}`, lines: detail && chance(random, 0.4) ? [text, detail] : [text], unit, quantity, unitRate, contract, pct, amount };
  });
  // Measured lumps priced as an item carry a % rather than a quantity: shown as qty 1 at the valued rate.
  for (const r of rows) if (measured && r.unit === 'item') r.unitRate = r.amount;
  const gross = sum(rows.map((r) => r.amount));
  const retention = r2((gross * retPct) / 100);
  const netValuation = r2(gross - retention);
  const previous = r2(netValuation * (0.45 + random() * 0.4));
  const net = r2(netValuation - previous);
  const vat = reverse ? 0 : r2(net * 0.2);
  const total = r2(net + vat);
  const labour = r2(net * (0.35 + random() * 0.35));
  const cisAmount = cis ? r2(labour * 0.2) : 0;
  const payable = r2(total - cisAmount);
  const days = pick(random, [14, 21, 30, 28]);
  const dueDate = addDays(date, days);
  const printDue = chance(random, 0.6);

  const title = pick(random, [`Application for Payment No. ${k}`, `Interim Valuation No. ${k}`, `Payment Application ${k} — VAT Invoice`]);
  const meta: [string, string][] = [[pick(random, ['Invoice No.', 'VAT Invoice No.', 'Invoice Number']), number], [pick(random, ['Date / tax point', 'Invoice date', 'Date']), fmt.d(date)], ['Valuation date', fmt.d(addDays(date, -int(random, 0, 4)))]];
  if (po) meta.push([pick(random, ['Sub-contract order', 'Your order no.', 'Order ref.']), po]);
  if (printDue) meta.push([pick(random, ['Final date for payment', 'Payment due', 'Due date']), fmt.d(dueDate)]);
  const head = letterhead(style, supplier, [`Tel ${pick(random, ['0113', '0161', '0117', '0115'])} ${digits(random, 3)} ${digits(random, 4)}`, `accounts@${host(supplier.name)}.co.uk`]);
  const project = `<div class="box"><b>Project:</b> ${esc(pick(random, ['Refurbishment of primary school', 'New build 24 apartments', 'Retail unit fit-out', 'Care home extension', 'Warehouse and yard']))}, ${esc(siteAddress(random, 'UK'))}<br>
<b>Contract:</b> ${esc(pick(random, ['JCT Design and Build Sub-Contract 2016', 'JCT Standard Building Sub-Contract', 'NEC4 Engineering and Construction Subcontract']))}${chance(random, 0.5) ? ` · <b>QS:</b> ${esc(pick(random, PERSONS.UK))}` : ''}</div>`;

  type Row = (typeof rows)[number];
  const cols: Column<Row>[] = measured
    ? [
      { head: 'Ref', cell: (r) => esc(r.ref), width: '6%' }, { head: 'Description', cell: (r) => descCell(r.lines) },
      { head: 'Qty', right: true, cell: (r) => esc(fmt.q(r.quantity)) }, { head: 'Unit', cell: (r) => esc(r.unit) },
      { head: 'Rate £', right: true, cell: (r) => esc(fmt.n(r.unitRate)) }, { head: pick(random, ['Value to date £', 'Valuation £', 'Total £']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
    ]
    : [
      { head: 'Ref', cell: (r) => esc(r.ref), width: '6%' }, { head: pick(random, ['Description', 'Element', 'Work section']), cell: (r) => descCell(r.lines) },
      { head: pick(random, ['Contract sum £', 'Budget £', 'Contract value £']), right: true, cell: (r) => esc(fmt.n(r.contract)) },
      { head: '% complete', right: true, cell: (r) => `${r.pct}%` }, { head: pick(random, ['Value to date £', 'Gross value £']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
    ];
  if (!measured && chance(random, 0.3)) cols.splice(2, 2, cols[3], cols[2]);

  const totals: [string, string, boolean?][] = [
    [pick(random, ['Gross valuation to date', 'Gross value of works to date', 'Total value to date']), fmt.m(gross), true],
    [`Less retention @ ${retPct}%`, fmt.n(-retention)], ['Net valuation', fmt.m(netValuation)],
    [pick(random, ['Less previously certified', 'Less previous applications', `Less paid to application ${k - 1}`]), fmt.n(-previous)],
    [pick(random, ['Amount due this application', 'Net amount this application', 'Sub-total this invoice']), fmt.m(net), true],
    [reverse ? 'VAT @ 20% — reverse charge' : 'VAT @ 20%', fmt.m(vat)],
    [reverse ? pick(random, ['Total this invoice', 'Invoice total']) : pick(random, ['Total including VAT', 'Invoice total inc. VAT', 'Gross amount this invoice']), fmt.m(total), true],
  ];
  if (cis) totals.push([`Less CIS deduction 20% on labour (${fmt.m(labour)})`, fmt.n(-cisAmount)], [pick(random, ['Amount payable', 'Net payable after CIS', 'Amount due']), fmt.m(payable), true]);

  const notes = [
    reverse ? 'Domestic reverse charge — customer to account for VAT to HMRC. Reverse charge: S55A VATA 1994.' : '',
    cis ? `CIS: gross status not held — please deduct at 20% on the labour element only. Materials ${fmt.m(r2(net - labour))}.` : '',
    printDue ? '' : `Payment terms: ${days} days from the date of this invoice, in accordance with the sub-contract.`,
    'This application is submitted without prejudice to our entitlement to further sums under the contract.',
  ].filter(Boolean);
  const body = `${head}<div class="row"><div style="flex:1">${addressee(style, customer, supplier, pick(random, ['To', 'Invoice to', 'Client']), chance(random, 0.4) ? ['FAO: Commercial Manager'] : [])}</div><div>${metaTable(meta)}</div></div>
<h1>${esc(title)}</h1>${project}${itemsTable(cols, rows)}${totalsTable(totals)}
<div class="small" style="margin-top:3mm">${notes.map(esc).join('<br>')}</div>
${footer([[supplier.name, `Registered in England and Wales No. ${digits(random, 8)}`, `Registered office: ${supplier.lines.join(', ')}`],
    [`${supplier.taxLabel} ${supplier.taxId}`, cis ? `UTR ${digits(random, 5)} ${digits(random, 5)}` : 'Construction Act compliant payment notice', 'Retention released per sub-contract terms'],
    [pick(random, ['Barclays Bank plc', 'Lloyds Bank plc', 'NatWest']), `Sort code ${digits(random, 2)}-${digits(random, 2)}-${digits(random, 2)}`, `Account ${digits(random, 8)}`]])}`;

  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number,
    ...(po ? { po_number: po } : {}), date, ...(printDue ? { due_date: dueDate } : {}), currency: 'GBP', subtotal: net, total_tax: vat,
    total_amount: total, amount_due: payable,
  };
  const items = rows.map((r) => (measured ? truthItem(r.lines, r.quantity, r.unitRate, r.amount, null) : truthItem(r.lines, null, null, r.amount, null)));
  return { html: page(style, 'en-GB', body), language: 'en', fields, line_items: items };
};
