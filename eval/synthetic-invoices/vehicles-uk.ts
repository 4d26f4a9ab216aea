/**
 * A British vehicle sales invoice of a franchised or independent car dealer, a motorcycle dealer or an agricultural
 * / plant dealer: the dealer's name in a band or beside its mark with a SALES INVOICE or VAT INVOICE panel, the
 * "Invoice To" block left or right (a private buyer, a trade customer or a contract-hire company with its driver),
 * the references — invoice no., invoice / tax point date, sales order no. and order date, handover date, sales
 * executive, account no., the customer's PO, payment due — as a table, a grid or label pairs; the vehicle as a
 * multi-line row or a VEHICLE DETAILS grid (registration, make, model, derivative, VIN, date first registered,
 * mileage, colour, fuel); VAT qualifying at 20 % or the second-hand margin scheme with no VAT shown (and standard-
 * rated paint protection, delivery or a service beside it on some); the road fund licence and first registration
 * fee outside VAT on new vehicles; the part-exchange allowance, the settlement of its outstanding finance, the deposit
 * and the amount advanced by a finance company after the total; the bank details, the FCA credit-broker disclosure
 * and the registered-office footer.
 */
import {
  arrange, carTitle, chance, compact, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS,
  headRow, infoBox, int, itemsTable, letters, logo, metaHtml, money2, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice, signed,
  slug, span, specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, vsize, windowHtml, type Amount, type Col, type Layout,
  type TruthFields,
} from './vehicles-common.ts';
import { buyer, dealer, farmCustomer, FINANCE, firmCustomer, LEASING, ukAddress, ukPerson } from './vehicles-names.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';

const GBP = 0.86;

export const ukVehicleInvoice: Layout = (random, index) => {
  const home = ukAddress(random, true);
  const { model: m0, machine, cond, margin } = drawSale(random, index, 0.6);
  const model = { ...m0, price: [Math.round(m0.price[0] * GBP), Math.round(m0.price[1] * GBP)] as [number, number] };
  const firm = dealer(random, 'en', model.kind, home.town, model.make);
  const kindOf = machine ? 'firm' : cond !== 'used' && chance(random, 0.18) ? 'leasing' : chance(random, 0.6) ? 'private' : 'firm';
  const priv = kindOf === 'private' ? buyer(random, 'en') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : kindOf === 'leasing' ? pick(random, LEASING.en) : machine ? farmCustomer(random, 'en') : firmCustomer(random, 'en');
  const driver = kindOf === 'leasing' ? ukPerson(random) : null;
  const custLines = ukAddress(random, !priv).lines;
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [7, 14, 30, 30], dueShare: priv ? 0.15 : 0.7 });
  const car = drawCar(random, 'en', model, cond, dates);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{dd}-{MMM}-{yy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'en');
  const m = money2('.', ',');
  const gbp = (c: number) => (c < 0 ? `-£${m(-c)}` : `£${m(c)}`);
  const miles = Math.round(car.km * 0.621);

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (margin || machine ? shopPrice(random, value, true) : Math.round(shopPrice(random, value * 1.2, true) / 1.2))
    : cond === 'demo' ? Math.round(newNet(random, model, 20, true) * (0.82 + random() * 0.08) / 100) * 100 : newNet(random, model, 20, true);
  const block = chance(random, 0.5);
  const details = block ? [] : [`VIN: ${car.vin}${car.plate ? ` · Reg: ${car.plate}` : ''}`, car.machine ? `Year ${car.year} · ${num(car.hours, '.', ',', 0)} hours · ${car.colour}`
    : `${car.firstReg ? `First reg. ${d(car.firstReg)} · ` : ''}${num(Math.max(1, miles), '.', ',', 0)} miles · ${car.colour}`];
  const vText = block ? pick(random, margin ? ['Vehicle sale price', 'Cash price of vehicle'] : ['Cash price of vehicle (exc. VAT)', 'Vehicle price']) : `${cond === 'new' ? 'New' : cond === 'demo' ? 'Ex-demonstrator' : 'Used'} ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, margin ? null : 20, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.45)) rows.push(vrow(pick(random, ['Dealer discount', 'Manufacturer deposit contribution', 'Customer saving']), [], -Math.round(pctCents(net, pick(random, [3, 5, 7, 10])) / 5000) * 5000, 20, 'discount', null));
  rows.push(...extraRows(random, 'en', car, margin ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 20, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const ved = car.fuel === 'electric' ? 1000 : model.kind === 'moto' ? 9100 : model.kind === 'van' ? 34500 : car.fuel === 'hybrid' ? pick(random, [11000, 13000, 27000]) : pick(random, [35000, 39000, 44000, 54000]);
  const outside: Amount[] = cond === 'new' && car.plate ? [{ text: pick(random, ['Road Fund Licence (12 months)', 'Vehicle Excise Duty – first year']), cents: ved }, { text: 'First Registration Fee', cents: 5500 }] : [];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && kindOf !== 'leasing' && chance(random, priv ? 0.5 : 0.2) ? drawTrade(random, 'en', car, dates.date, t.gross) : null;
  const settle = trade && chance(random, 0.45) ? Math.round(trade.cents * (0.2 + random() * 0.5)) + int(random, 0, 99) : 0;
  const deposit = kindOf !== 'leasing' && chance(random, 0.5) ? depositOf(random, t.gross) : 0;
  const lender = pick(random, FINANCE.en), agreement = `${letters(random, 2)}${digits(random, 8)}`;
  const ded: Amount[] = [
    ...(trade ? [{ text: `Less: Part exchange allowance (${trade.plate})`, cents: -trade.cents }] : []),
    ...(settle ? [{ text: 'Add: Settlement of outstanding finance on PX', cents: settle }] : []),
    ...(deposit ? [{ text: `Less: Deposit paid ${d(dates.order)}`, cents: -deposit }] : []),
  ];
  const financed = priv && chance(random, 0.45) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `Less: Advance from ${lender}`, cents: -financed });
  const due = total + sumOf(ded);

  // References.
  const number = pick(random, [`INV${seqNo(random, 6)}`, `SI-${int(random, 10000, 99999)}`, `${cond === 'used' ? 'UV' : 'NV'}${dates.date.slice(2, 4)}${seqNo(random, 5)}`, `${int(random, 100000, 999999)}`]);
  const order = `${pick(random, ['SO', 'ORD', ''])}${digits(random, 6)}`;
  const account = pick(random, [`${customer.replace(/[^A-Z]/g, '').slice(0, 3).padEnd(3, 'X')}${digits(random, 3)}`, `C${digits(random, 5)}`]);
  const exec = ukPerson(random);
  const po = kindOf !== 'private' && chance(random, 0.5) ? pick(random, [`PO${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `PO-${digits(random, 5)}`]) : null;
  const printsDue = dates.due !== null && chance(random, 0.85);
  const pairs: [string, string][] = arrange(random, [
    ['Invoice No.', number], [pick(random, ['Invoice Date', 'Date / Tax Point', 'Tax Point']), d(dates.date)], [pick(random, ['Sales Order No.', 'Order Ref.']), order],
    ['Order Date', d(dates.order)], [pick(random, ['Handover Date', 'Delivery Date', 'Collection Date']), d(dates.delivery)], [pick(random, ['Sales Executive', 'Salesperson']), exec],
    [pick(random, ['Account No.', 'Customer A/C']), account], ...(po ? [[pick(random, ['Your PO No.', 'Purchase Order', 'Customer PO']), po] as [string, string]] : []),
    ...(printsDue ? [['Payment Due', d(dates.due as string)] as [string, string]] : []),
  ]);
  const vat = britishVat(random), vatShown = pick(random, [`GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, vat, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const bank = britishBank(random, 'GB'), ibanShown = groupIban(bank.iban), printsIban = chance(random, 0.5);

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[0]], ['#0b2545', '#8d0801', '#1b4332', '#3a3a3a', '#00509d', '#6a040f']);
  const panel = margin && !t.taxed ? pick(random, ['SALES INVOICE', 'INVOICE']) : pick(random, ['VAT INVOICE', 'SALES INVOICE', 'INVOICE']);
  const mk = model.make.replace(' Motorrad', '');
  const firmLines = [...home.lines, `Tel: ${phone(random, 'en')}`, `sales@${slug(firm)}.co.uk`];
  const brand = `${look.logo ? logo(random, look.accent, firm, model.kind, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const tag = machine ? `${mk} Main Dealer · Sales · Parts · Service` : cond === 'used' && chance(random, 0.5) ? 'Quality Used Cars · Part Exchange Welcome' : `${mk} ${pick(random, ['Main Dealer', 'Authorised Dealer', 'Retailer'])}`;
  const top = look.band
    ? `<div class="band"><div>${brand}<div class="tag">${span(tag)}</div></div><div class="panel">${panel}</div></div><div class="addr">${span(firmLines.join(' · '))}</div>`
    : `<div class="plain"><div>${brand}<div class="small b">${span(tag)}</div>${firmLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div><div class="panel">${panel}</div></div>`;
  const win = `<div>${windowHtml([customer, ...(driver ? [`Driver: ${driver}`] : []), ...custLines], 0, null, pick(random, ['Invoice To', 'Customer', 'Sold To']))}</div>`;
  const meta = `<div class="metaside">${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const specPairs: [string, string][] = [
    ...(car.plate ? [['Registration', car.plate] as [string, string]] : []), ['Make', model.make], ['Model', model.model], ['Derivative', car.variant], [machine ? 'Serial / PIN' : 'VIN', car.vin],
    ...(car.firstReg ? [['Date First Reg.', d(car.firstReg)] as [string, string]] : [['Year', String(car.year)] as [string, string]]),
    [machine ? 'Hours' : 'Mileage', machine ? num(car.hours, '.', ',', 0) : `${num(Math.max(1, miles), '.', ',', 0)} miles`], ['Colour', car.colour], ['Fuel', car.fuelText], ['Power', power(car.kw, 'bhp')],
  ];
  const spec = block ? specGrid(pick(random, ['Vehicle Details', 'VEHICLE DETAILS', 'Vehicle Supplied']), specPairs, pick(random, [2, 3])) : '';
  const pxBox = trade ? infoBox('Part Exchange', [`${trade.plate} · ${trade.title}`, `VIN ${trade.vin}`, `First reg. ${d(trade.firstReg)} · ${num(Math.round(trade.km * 0.621), '.', ',', 0)} miles`, ...(settle ? [`Settlement to ${pick(random, FINANCE.en)}: ${gbp(settle)}`] : [])]) : '';

  const codes = chance(random, 0.35);
  const printsRate = !block || chance(random, 0.5);
  const rateCell = (r: (typeof rows)[number]) => (r.rate === null ? (codes ? 'M' : 'Margin') : codes ? 'S' : `${r.rate}%`);
  const cols: Col[] = block ? [['Description', ''], ...(printsRate ? [['VAT', 'c'] as Col] : []), ['Amount', 'r']]
    : [['Description', ''], ['Qty', 'r'], ['Unit Price', 'r'], ['VAT', 'c'], ['Amount', 'r']];
  const cells = rows.map((r) => (block ? [descCell(r), ...(printsRate ? [rateCell(r)] : []), signed(r.cents, m)]
    : [descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : signed(r.mills / 10, m), rateCell(r), signed(r.cents, m)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [];
  let printsSub = false;
  if (!t.margin) { tot.push([pick(random, ['Sub Total', 'Total excl. VAT', 'Net Total']), gbp(t.items), '']); printsSub = true; }
  else if (t.taxed) tot.push(['Vehicle (margin scheme)', gbp(t.margin), ''], ['Other items (exc. VAT)', gbp(t.taxed), '']);
  for (const l of t.lines) tot.push([`VAT @ ${l.rate}%${t.margin ? ` on ${gbp(l.base)}` : ''}`, gbp(l.tax), '']);
  if (outside.length) tot.push([t.margin ? 'Total' : 'Total inc. VAT', gbp(t.gross), 'rule'], ...outside.map((o): [string, string, string] => [`${o.text} (non-VATable)`, gbp(o.cents), '']));
  tot.push([outside.length ? 'Total Price' : pick(random, ['Total', 'Invoice Total', t.margin ? 'Total Price' : 'Total inc. VAT']), gbp(total), ded.length ? 'rule' : look.band ? 'hl' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, gbp(x.cents), '']), [pick(random, ['Balance Due', 'Balance to Pay', 'Amount Due']), gbp(due), look.band ? 'hl' : 'big']);
  const bacs = [printsDue ? `Payment due by ${d(dates.due as string)}` : dates.terms ? `Payment terms: ${dates.terms} days from invoice date` : dates.delivery < dates.date ? 'Payment due on receipt of invoice' : pick(random, ['Payment due in cleared funds before collection', 'Balance payable on handover of the vehicle']),
    `${bank.name} · Sort Code ${bank.sortCode} · Account ${bank.account}`, ...(printsIban ? [`IBAN ${ibanShown} · BIC ${bank.bic}`] : []), `Reference: ${number}`];
  const notes = [
    ...(margin ? [pick(random, ['This vehicle is sold under the second-hand margin scheme. VAT is not shown separately and cannot be reclaimed.', 'Second-hand margin scheme supply: no VAT is separately identified on this invoice (VAT Notice 718).'])] : cond === 'used' && !machine ? ['VAT qualifying vehicle.'] : []),
    ...(outside.length ? ['Road fund licence and first registration fee are collected on behalf of the DVLA and are outside the scope of VAT.'] : []),
    ...(financed ? [`Finance provided by ${lender}, agreement no. ${agreement}. The advance is paid directly to us by the lender.`] : []),
    ...(driver ? [`Vehicle supplied to ${customer} for use by ${driver} under contract hire.`] : []),
    `Title to the vehicle remains with ${firm} until payment has been received in full. ${pick(random, ['We are a credit broker and not a lender; we may receive commission from the lenders we introduce you to.', 'We act as a credit broker, not a lender, and can introduce you to a limited number of lenders.'])}`,
  ];
  const reg = `Registered in England and Wales No. ${pick(random, ['0', '1'])}${digits(random, 7)} · VAT Reg No. ${vatShown} · Authorised and regulated by the Financial Conduct Authority, FRN ${int(random, 300000, 999999)}`;
  const footer = `<div class="foot"><div class="fl">${span(reg)}</div></div>`;

  const size = vsize(look, tableLines(rows, 16 + tot.length + (block ? 4 : 0) + (trade ? 5 : 0) + notes.length));
  const css = `${vehCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 38px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.5em; font-weight: bold } .tag { font-size: 0.85em } .band .panel { border-color: #fff; color: #fff }
.addr { padding: 4px 38px; font-size: 0.82em; color: #333; border-bottom: 0.6px solid #999 }
.plain { padding: 24px 38px 0; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.5em; font-weight: bold; color: ${look.accent} }
.panel { border: 2px solid #111; padding: 6px 16px; font-size: 1.35em; font-weight: bold; letter-spacing: 0.08em; white-space: nowrap }
.main { padding: 14px 38px 0 } .win { width: 280px; min-height: 70px } .metaside { min-width: 250px } .gridrow { margin-top: 10px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .left { max-width: 330px } .bacs { margin-top: 8px } .bacs div { margin-bottom: 2px }
.notes { margin-top: 10px } .notes div { margin-bottom: 3px } .foot { padding: 0 38px 14px } .fl { font-size: 0.7em; color: #333; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, meta, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 5)}</div>` : ''}${spec}${items}<div class="bottom"><div class="left">${pxBox}<div class="bacs">${bacs.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="tiny notes">${notes.map((x, i) => `<div${margin && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div></div>${footer}`;
  const html = page('en', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'GBP', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(total),
    amount_due: euros(due), ...(printsIban ? { iban: ibanShown } : {}),
  };
  return result('en', html, fields, rows, !block, printsRate && !codes);
};
