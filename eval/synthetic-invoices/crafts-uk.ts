/**
 * A British builder's or tradesman's invoice (builder, plumbing and heating, electrician, roofer, joiner, decorator,
 * landscaper): the trading name with its accreditation line, a big INVOICE with its details (invoice no., date or
 * tax point, job no., the customer's order no. on some, due date or terms), "Invoice to" and "Job address" blocks,
 * labour and materials as separate lines — on some under "Labour" / "Materials" headings with their sums — with
 * quantities in days or hours, a call-out charge; VAT at 20 %, or not VAT registered (no VAT line, a statement
 * instead), or the domestic reverse charge for construction services to a contractor ("customer to account to HMRC
 * for the VAT"); the CIS deduction withheld by a contractor customer (20 % of the labour, net of VAT and materials)
 * → amount due = total − CIS; a deposit received on some; payment by BACS with sort code and account number; UTR,
 * VAT and company numbers in the footer.
 */
import {
  domain, craftCss, crow, csize, drawJob, drawRows, finish, firmName, fitLines, footer, letterhead, notesHtml, numberRows, positions, qfmt, siteBox,
  totalsOf, tradeMark, type HeadStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { chance, digits, fmtDate, FONTS, int, page, pctCents, phone, pick, span, type Layout, type TruthFields } from './distribution-common.ts';
import { headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { depositOf, windowHtml } from './events-common.ts';
import { EN_BOOK, EN_EXTRA } from './crafts-work-en.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { gbVat, sortCode, utr } from './crafts-ids.ts';

const UNITS: Record<Unit, string> = { h: 'hrs', m2: 'm²', m: 'm', pc: '', ls: '', kg: 'kg', m3: 'm³', day: 'days', km: 'miles' };

export const ukBuilderInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(EN_BOOK) as Trade[]);
  const book = EN_BOOK[trade] ?? EN_BOOK.build!;
  const owner = person(random, 'en'), home = address(random, 'en');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const ltd = / Ltd$/.test(firm);
  const kind: CustomerKind = pick(random, ['private', 'private', 'private', 'manager', 'contractor', 'contractor', 'company']);
  const cust = customer(random, 'en', kind);
  const cis = kind === 'contractor';
  const vatReg = ltd || chance(random, 0.55);
  const drc = cis && vatReg && chance(random, 0.75);
  const job = drawJob(random, [7, 14, 14, 30]);
  const longDates = chance(random, 0.4);
  const d = (iso: string) => fmtDate(iso, longDates ? '{d} {MMMM} {yyyy}' : '{dd}/{mm}/{yyyy}', 'en');
  const m0 = money2('.', ','), gbp = (c: number) => (c < 0 ? `-£${m0(-c)}` : `£${m0(c)}`);
  const m = chance(random, 0.5) ? gbp : m0;

  // Lines.
  const n = int(random, 2, 12);
  const nl = Math.max(1, Math.round(n * (0.3 + random() * 0.3)));
  const details = (c: number) => (c + n - nl <= 6 ? 2 : c + n - nl <= 9 ? 1 : 0);
  const rows = [...drawRows(random, book.works, nl, { rate: () => 20, units: UNITS, details, kinds: ['L'] }), ...drawRows(random, book.works, n - nl, { extras: EN_EXTRA, rate: () => 20, units: UNITS, details, kinds: ['M', 'D'] })];
  if (chance(random, 0.35)) rows.unshift(crow([pick(random, ['Call-out charge', 'Call out / first hour', 'Travel and parking'])], 1, '', pick(random, [45000, 60000, 75000, 85000]), 20, 'T'));
  fitLines(rows, 26);
  let groups: string[] | null = null;
  if (rows.length >= 4 && rows.some((r) => r.kind === 'M') && rows.some((r) => r.kind !== 'M') && chance(random, 0.45)) {
    rows.forEach((r) => { r.group = r.kind === 'M' ? 1 : 0; });
    rows.sort((a, b) => a.group - b.group);
    groups = ['Labour', 'Materials'];
  }
  numberRows(rows, 'n');
  const t = totalsOf(rows, !vatReg || drc);
  const labour = rows.filter((r) => r.kind !== 'M').reduce((s, r) => s + r.cents, 0);
  const cisRate = cis ? pick(random, [20, 20, 20, 30]) : 0;
  const cisCents = cis ? pctCents(labour, cisRate) : 0;
  const deposit = !cis && chance(random, 0.2) && t.gross > 100000 ? depositOf(random, t.gross) : 0;
  const due = t.gross - cisCents - deposit;

  // Identifiers.
  const number = pick(random, [`INV-${digits(random, 4)}`, `${int(random, 100, 2999)}`, `${owner.last.slice(0, 2).toUpperCase()}${digits(random, 4)}`, `INV${job.date.slice(2, 4)}${digits(random, 3)}`]);
  const jobNo = chance(random, 0.6) ? `${pick(random, ['J', 'JOB-', ''])}${digits(random, 4)}` : null;
  const quote = chance(random, 0.4) ? `Q${digits(random, 4)}` : null;
  const po = (cis || kind === 'manager' || kind === 'company') && chance(random, 0.5) ? pick(random, [`PO${digits(random, 5)}`, `${digits(random, 6)}`, `WO-${digits(random, 5)}`]) : null;
  const vat = vatReg ? gbVat(random) : null, utrNo = cis || !vatReg ? utr(random) : null;
  const printsUtr = utrNo !== null && (cis || chance(random, 0.5));
  const printsDue = chance(random, 0.6);
  const pairs: [string, string][] = [
    [pick(random, ['Invoice No.', 'Invoice number', 'Invoice #']), number], [vatReg && chance(random, 0.4) ? 'Date / tax point' : pick(random, ['Date', 'Invoice date']), d(job.date)],
    ...(jobNo ? [['Job No.', jobNo] as [string, string]] : []), ...(quote ? [['Quote ref.', quote] as [string, string]] : []),
    ...(po ? [[pick(random, ['Your order no.', 'PO number', 'Your PO']), po] as [string, string]] : []),
    ...(printsDue ? [['Due date', d(job.due)] as [string, string]] : []),
  ];

  // Page.
  const look = pickLook(random, [...FONTS.sans, FONTS.serif[0]], ['#12355b', '#1b5e20', '#7b1f1f', '#37474f', '#004d61', '#bf5b04', '#283593']);
  const headStyle: HeadStyle = pick(random, ['left', 'band', 'boxed', 'centered']);
  const lh = letterhead(headStyle, {
    mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [pick(random, book.tagline)],
    contact: [home.street, home.city, `${pick(random, ['Tel', 'Mob'])} ${chance(random, 0.5) ? phone(random, 'en') : `07${digits(random, 3)} ${digits(random, 6)}`}`, `${pick(random, ['info', 'office', owner.first.toLowerCase()])}@${domain(firm, owner.first)}.co.uk`],
  });
  const winLines = [cust.name, ...(kind !== 'private' && chance(random, 0.5) ? [`FAO ${cust.contact.first} ${cust.contact.last}`] : []), cust.addr.street, cust.addr.city];
  const win = windowHtml(winLines, 0, null, pick(random, ['Invoice to', 'Bill to', 'To']));
  const site = kind === 'contractor' ? nearby(random, 'en', cust.addr) : address(random, 'en');
  const siteLines = [...(kind === 'contractor' ? [pick(random, ['Plot 14, Meadow Gardens', 'Unit 3 refurbishment', 'Barn conversion', 'New build, 6 houses'])] : kind === 'manager' ? [`Flat ${int(random, 1, 24)}`] : []), site.street, site.city];
  const period = job.start === job.end ? `Work carried out on ${d(job.end)}` : `Work carried out ${d(job.start)} – ${d(job.end)}`;
  const box = siteBox(pick(random, ['Job address', 'Site address', 'Property']), [...siteLines, period]);
  const title = `<div class="bigt">${span(pick(random, ['INVOICE', 'Invoice', vatReg && !drc ? 'TAX INVOICE' : 'INVOICE']))}</div>`;
  const printsRate = vatReg && !drc && chance(random, 0.3);
  const table = positions(rows, {
    head: { pos: chance(random, 0.3) ? 'Item' : null, desc: 'Description', qty: pick(random, ['Qty', 'Quantity']), unit: null, price: pick(random, ['Unit price', 'Rate', 'Price']), rate: printsRate ? 'VAT' : null, amount: pick(random, ['Amount', 'Total', 'Net']) },
    groups, groupSum: groups && chance(random, 0.85) ? (name) => `Total ${name.toLowerCase()}` : null, m, q: (v) => qfmt(v, '.', null), rate: (r) => `${r.rate}%`,
  });
  const big = look.band ? 'hl' : 'big';
  const tot: [string, string, string][] = [[pick(random, ['Subtotal', 'Net total', 'Sub total']), gbp(t.net), '']];
  if (vatReg) tot.push([drc ? 'VAT 20% – reverse charge' : pick(random, ['VAT @ 20%', 'VAT 20%', 'VAT']), gbp(t.tax), '']);
  tot.push([pick(random, vatReg && !drc ? ['Total', 'Total inc. VAT', 'Invoice total'] : ['Total', 'Invoice total']), gbp(t.gross), cisCents || deposit ? 'rule' : big]);
  if (cisCents) tot.push([`Less CIS deduction ${cisRate}% of labour (${gbp(labour)})`, gbp(-cisCents), '']);
  if (deposit) tot.push([`Less deposit received ${d(job.paid)}`, gbp(-deposit), '']);
  if (cisCents || deposit) tot.push([pick(random, ['Amount due', 'Balance due', 'Amount payable']), gbp(due), big]);

  const notes: string[] = [], bold: number[] = [];
  if (drc) {
    bold.push(0);
    notes.push(pick(random, ['Reverse charge: customer to account to HMRC for the VAT.', 'Reverse charge: Customer to pay the VAT to HMRC. Domestic reverse charge for building and construction services applies.'])
      + (chance(random, 0.5) ? ` VAT at 20% on ${gbp(t.net)} = ${gbp(pctCents(t.net, 20))}.` : ''));
  }
  if (!vatReg) { bold.push(notes.length); notes.push(pick(random, ['Not registered for VAT.', 'We are not VAT registered; no VAT has been charged.'])); }
  if (cis) notes.push(`CIS: subcontractor ${owner.first} ${owner.last}${ltd ? ` for ${firm}` : ''}, UTR ${utrNo}. Please send a payment and deduction statement.`);
  notes.push(`${printsDue ? `Please pay by ${d(job.due)}` : `Payment terms: ${job.terms} days`} by BACS. Please quote ${jobNo ? 'the job number' : 'the invoice number'} as reference.`);
  const bank = pick(random, [['Barclays', 'BARC'], ['NatWest', 'NWBK'], ['Lloyds Bank', 'LOYD'], ['HSBC', 'HBUK'], ['Starling Bank', 'SRLG']]);
  const sc = sortCode(random), acct = digits(random, 8);
  const payBox = `<div class="pay"><div class="slab">${span('Payment details')}</div><div>${span(`Bank: ${bank[0]}`)}</div><div>${span(`Account name: ${ltd ? firm : `${owner.first} ${owner.last}`}`)}</div><div>${span(`Sort code: ${sc}`)}</div><div>${span(`Account no.: ${acct}`)}</div></div>`;
  const foot = footer([
    [firm, `${home.street}, ${home.city}`, ...(ltd ? [`Registered in England and Wales No. ${String(int(random, 1000000, 15999999)).padStart(8, '0')}`] : [])],
    [...(vat ? [`VAT Reg. No. ${vat}`] : []), ...(printsUtr ? [`UTR ${utrNo}`] : [])],
  ]);
  const size = csize(look, table.lines + 10 + notes.length * 1.5 + (cisCents || deposit ? 2 : 0));
  const css = `${craftCss(look)} .bigt { font-size: 2.1em; font-weight: bold; letter-spacing: 0.06em; color: ${look.accent}; text-align: right }
.toprow { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px } .blocks { display: flex; gap: 16px; margin: 10px 0 6px; align-items: flex-start } .pay { border: 0.8px solid #999; padding: 4px 10px; margin-top: 4px }`;
  const metaBox = `<div>${title}${metaHtml(pairs, look.meta === 'grid' ? 'table' : look.meta)}</div>`;
  const body = `${lh}<div class="main">${headRow(look, metaBox, `<div class="blocks">${win}</div>`)}<div class="blocks">${box}</div>${table.html}<div class="bottom"><div class="side">${payBox}</div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('en', look.font, size, css, body);

  const taxId = vat ? vat.replace(/\s/g, '') : printsUtr ? (utrNo as string).replace(/\s/g, '') : null;
  const fields: TruthFields = {
    supplier_name: firm, ...(taxId ? { supplier_tax_id: taxId } : {}), customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'GBP', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: due / 100,
  };
  return finish('en', html, fields, rows, printsRate);
};
