/**
 * Layout "uk-trade": a UK tradesperson's or small company's invoice typed into a word-processor template
 * (en-GB, GBP). VAT 20 % on the net total, payment terms in days (a due date only sometimes), BACS details with
 * sort code / account number and sometimes an IBAN. Distractors: job address, tax point, company number,
 * phone numbers, a deposit already received (amount due < total).
 */
import { addDays, chance, digits, dmy, esc, FONTS, iban, int, iso, lines, named, num, page, pick, round2, sample, spaced, sum, ukVat, day, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { address, company, person, phone } from './services-names.ts';

type Work = [string, number, number, number, number]; // description, min qty, max qty, min price, max price
const TRADES: Record<string, [string[], Work[]]> = {
  'Plumbing & Heating': [['Plumbing & Heating', 'Heating Services'], [
    ['Supply and fit new combination boiler (30 kW)', 1, 1, 1650, 2400], ['Labour — heating engineer (per day)', 1, 3, 220, 280], ['Magnetic system filter supplied and fitted', 1, 1, 95, 140],
    ['Powerflush of heating system', 1, 1, 380, 520], ['Thermostatic radiator valves', 2, 9, 24, 38], ['Gas Safe certificate and commissioning', 1, 1, 60, 90], ['Removal and disposal of old boiler', 1, 1, 60, 120]]],
  Electrical: [['Electrical', 'Electrical Services'], [
    ['Consumer unit upgrade (10-way, RCBO)', 1, 1, 520, 780], ['Additional double socket', 2, 8, 55, 80], ['EICR inspection and report', 1, 1, 150, 220],
    ['LED downlight supplied and fitted', 4, 12, 35, 55], ['Outside PIR security light', 1, 2, 70, 110], ['EV charger installation (7 kW)', 1, 1, 850, 1100], ['Labour (per hour)', 2, 16, 45, 60]]],
  Joinery: [['Joinery', 'Carpentry & Joinery'], [
    ['Hang internal oak door incl. hinges and handles', 1, 6, 85, 140], ['Bespoke alcove shelving', 1, 2, 320, 560], ['Skirting board fitted (per metre)', 8, 40, 9.5, 14],
    ['Timber, fixings and sundries', 1, 1, 60, 240], ['Kitchen worktop cut and fitted', 1, 3, 120, 260]]],
  Decorating: [['Decorators', 'Painting & Decorating'], [
    ['Prepare and paint living room (walls and ceiling)', 1, 1, 380, 620], ['Gloss woodwork (doors, frames, skirting)', 1, 1, 180, 320], ['Wallpaper hanging (per roll)', 4, 14, 18, 26],
    ['Paint and materials', 1, 1, 80, 220], ['Fill and sand cracks, mist coat', 1, 1, 90, 160]]],
  Landscaping: [['Landscapes', 'Garden & Landscaping'], [
    ['Indian sandstone patio laid (per m²)', 10, 40, 75, 95], ['Fence panels supplied and erected', 3, 12, 85, 115], ['Skip hire (8 yard)', 1, 1, 240, 300],
    ['Turf laid (per m²)', 20, 80, 9, 14], ['Hedge trimming and green waste removal', 1, 1, 90, 180]]],
};

export function tradeInvoice(r: Random): ServiceDoc {
  const trade = pick(r, Object.keys(TRADES));
  const [names, works] = TRADES[trade];
  const owner = person(r, 'GB');
  const ltd = chance(r, 0.5);
  const surname = owner.split(' ').slice(-1)[0];
  const seller = ltd ? `${pick(r, [surname, 'Brightwater', 'Kingfisher', 'Ashworth', 'Pennine', 'Severn'])} ${pick(r, names)} ${pick(r, ['Ltd', 'Limited'])}` : pick(r, [`${owner[0]}. ${surname} ${names[0]}`, `${owner} ${names[0]}`]);
  const sAddr = address(r, 'GB', ltd);
  const vat = ukVat(r);
  const vatShown = pick(r, [`GB ${vat.slice(0, 3)} ${vat.slice(3, 7)} ${vat.slice(7)}`, `GB${vat}`, `${vat.slice(0, 3)} ${vat.slice(3, 7)} ${vat.slice(7)}`]);
  const isCompany = chance(r, 0.4);
  const customer = isCompany ? company(r, 'GB') : person(r, 'GB');
  const cAddr = address(r, 'GB', isCompany);
  const jobAddr = isCompany || chance(r, 0.3) ? address(r, 'GB') : null;
  const po = isCompany && chance(r, 0.6) ? pick(r, [`PO ${digits(r, 4)}`, `${digits(r, 6)}`, `WO-${digits(r, 5)}`]) : '';

  const date = day(r);
  const taxPoint = chance(r, 0.4) ? addDays(date, -int(r, 1, 6)) : date;
  const terms = pick(r, [7, 14, 14, 30]);
  const dueDate = addDays(date, terms);
  const showDue = chance(r, 0.5);
  const df = pick(r, ['ord', 'num', 'long']);
  const fd = (d: Date) => (df === 'num' ? dmy(d) : named(d, 'en', df as 'ord'));
  const initials = seller.replace(/[^A-Z]/g, '').slice(0, 2);
  const invNo = pick(r, [`INV-${digits(r, 4)}`, `${date.getUTCFullYear()}/${String(int(r, 1, 240)).padStart(3, '0')}`, String(int(r, 1001, 4800)), `${initials}-${String(date.getUTCFullYear()).slice(2)}-${digits(r, 3)}`]);

  const rows: LineItem[] = [];
  const detailAt = chance(r, 0.3);
  for (const [desc, qlo, qhi, plo, phi] of sample(r, works, int(r, 2, Math.min(7, works.length)))) {
    const q = int(r, qlo, qhi);
    const price = plo >= 50 ? Math.round((plo + r() * (phi - plo)) / 5) * 5 : round2(plo + Math.floor(r() * (phi - plo) * 2) / 2);
    rows.push({ description: desc + (detailAt && !rows.length ? `\nCompleted ${dmy(taxPoint)} at ${(jobAddr ?? cAddr)[0]}` : ''), quantity: q, unit_price: price, amount: round2(q * price), tax_rate: null });
  }
  const net = sum(rows.map((x) => x.amount));
  const vatAmt = round2(net * 0.2);
  const total = round2(net + vatAmt);
  const deposit = chance(r, 0.25) ? round2(Math.round((total * pick(r, [0.2, 0.25, 0.3, 0.5])) / 10) * 10) : 0;
  const due = round2(total - deposit);
  const bank = pick(r, [['NWBK', '60'], ['BARC', '20'], ['LOYD', '30'], ['HBUK', '40'], ['MIDL', '40']]);
  const sort = `${bank[1]}${digits(r, 4)}`;
  const acct = digits(r, 8);
  const sIban = iban('GB', `${bank[0]}${sort}${acct}`);
  const showIban = chance(r, 0.45);

  // ----- presentation -----
  const cols = pick(r, ['full', 'full', 'price', 'qtyfirst'] as const);
  const vatCol = cols === 'full' && chance(r, 0.4);
  const blue = pick(r, ['#1f4e79', '#2f5496', '#000000', '#833c0b', '#375623']);
  const fs = pick(r, [11, 11.5, 12]);
  const serif = chance(r, 0.45);
  const shade = pick(r, ['#d9e2f3', '#e7e6e6', '#deeaf6', '#ffffff']);
  const gbp = (x: number) => `£${num(x, 'en')}`;
  const head = cols === 'price' ? ['Description', 'Amount'] : cols === 'qtyfirst' ? ['Qty', 'Description', 'Rate', 'Total'] : ['Description', 'Qty', 'Unit Price', ...(vatCol ? ['VAT'] : []), 'Amount'];
  // without a quantity column, a count is written into the description as on typed invoices
  if (cols === 'price') for (const x of rows) if ((x.quantity as number) > 1) x.description = `${x.quantity} x ${x.description}`;
  const body = rows.map((x) => {
    const d = `<td>${lines(x.description)}</td>`;
    if (cols === 'price') return `<tr>${d}<td class="r">${gbp(x.amount)}</td></tr>`;
    if (cols === 'qtyfirst') return `<tr><td class="c">${x.quantity}</td>${d}<td class="r">${gbp(x.unit_price as number)}</td><td class="r">${gbp(x.amount)}</td></tr>`;
    return `<tr>${d}<td class="c">${x.quantity}</td><td class="r">${gbp(x.unit_price as number)}</td>${vatCol ? '<td class="c">20%</td>' : ''}<td class="r">${gbp(x.amount)}</td></tr>`;
  }).join('');
  const span = head.length - 1;
  const totRow = (k: string, v: string, b = false) => `<tr class="${b ? 'g' : ''}"><td colspan="${span}" class="r">${k}</td><td class="r">${v}</td></tr>`;
  const who = `<b>${esc(seller)}</b><br>${sAddr.map(esc).join('<br>')}<br>Tel: ${phone(r, 'GB')}${chance(r, 0.6) ? ` &nbsp;Mob: ${phone(r, 'GB', true)}` : ''}<br>${esc(seller.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14))}@${pick(r, ['gmail.com', 'btinternet.com', 'outlook.com'])}`;
  const metaRows: [string, string][] = [['Invoice No', invNo], ['Date', fd(date)], ['Tax point', fd(taxPoint)]];
  if (po) metaRows.push(['Your order ref', po]);
  if (showDue) metaRows.push(['Due date', fd(dueDate)]);
  const metaHtml = `<table class="meta">${metaRows.map(([k, v]) => `<tr><td class="b">${k}:</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const html = page({
    lang: 'en-GB', font: serif ? FONTS.serif[0] : pick(r, [FONTS.sans[0], FONTS.sans[1]]), size: fs, padding: '60px 64px 40px',
    css: `h1 { font-size: 34px; color: ${blue}; margin: 0 0 4px; letter-spacing: 2px; font-weight: ${serif ? 'bold' : 'normal'} }
.top { display: flex; justify-content: space-between } .meta td { padding: 1px 6px 1px 0 }
.to { display: flex; gap: 40px; margin: 26px 0 18px } .to > div { flex: 1 } .lbl { font-weight: bold; color: ${blue}; margin-bottom: 2px }
.items { width: 100% } .items th { background: ${shade}; border: 1px solid #777; padding: 5px; text-align: left } .items th.r { text-align: right } .items td { border: 1px solid #777; padding: 5px; vertical-align: top }
.items tr.g td { font-weight: bold; font-size: ${fs + 1}px } .items td[colspan] { border-left: 0; border-bottom: 0; border-top: 0 }
.pay { margin-top: 22px } .foot { text-align: center; font-size: ${fs - 2.5}px; color: #555 }`,
    body: `<div class="top"><div>${who}</div><div class="r"><h1>INVOICE</h1>${metaHtml}</div></div>
<div style="margin-top:6px">VAT Reg No: ${vatShown}</div>
<div class="to"><div><div class="lbl">${pick(r, ['Invoice to:', 'Bill to:', 'Customer:'])}</div>${esc(customer)}<br>${cAddr.map(esc).join('<br>')}</div>${jobAddr ? `<div><div class="lbl">Job address:</div>${jobAddr.map(esc).join('<br>')}</div>` : ''}</div>
<table class="items"><tr>${head.map((h) => `<th${h === 'Amount' || h === 'Total' || h.includes('Price') || h === 'Rate' ? ' class="r"' : ''}>${h}</th>`).join('')}</tr>${body}
${totRow(pick(r, ['Subtotal', 'Total net', 'Net total']), gbp(net))}${totRow('VAT @ 20%', gbp(vatAmt))}${totRow(deposit ? 'Total' : 'TOTAL DUE', gbp(total), !deposit)}
${deposit ? totRow(`Less deposit received ${dmy(addDays(date, -int(r, 10, 40)))}`, `-${gbp(deposit)}`) + totRow('BALANCE DUE', gbp(due), true) : ''}</table>
<div class="pay"><b>Payment terms: ${terms} days</b>${showDue ? ` — please pay by ${fd(dueDate)}` : ' from date of invoice'}.<br>
Please pay by BACS to: ${esc(ltd ? seller : owner)}<br>Sort code: ${sort.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')} &nbsp; Account number: ${acct}${showIban ? `<br>IBAN: ${spaced(sIban)} &nbsp; BIC: ${bank[0]}GB2L` : ''}<br>Please quote the invoice number as your payment reference.</div>
<p style="margin-top:18px">Thank you for your business!</p>
<div class="foot">${ltd ? `${esc(seller)} · Registered in England &amp; Wales No. ${String(int(r, 5, 15)).padStart(2, '0')}${digits(r, 6)} · ` : ''}${esc(sAddr.join(', '))}</div>`,
  });
  const line_items = rows.map((x) => ({ ...x, quantity: cols === 'price' ? null : x.quantity, unit_price: cols === 'price' ? null : x.unit_price, tax_rate: vatCol ? 20 : null }));
  const fields: ServiceDoc['fields'] = {
    supplier_name: seller, supplier_tax_id: vatShown, customer_name: customer, invoice_number: invNo, date: iso(date), currency: 'GBP',
    subtotal: net, total_tax: vatAmt, total_amount: total, amount_due: due,
  };
  if (po) fields.po_number = po;
  if (showDue) fields.due_date = iso(dueDate);
  if (showIban) fields.iban = sIban;
  return { language: 'en', html, fields, line_items };
}
