/**
 * A British training, conference or language-school invoice: the provider's name in a band or beside its logo, an
 * INVOICE panel, the "Bill to" block (left or right) — a company, or a private learner on a language course — the
 * references (invoice no., date / tax point, account ref., booking ref., the customer's PO, event code, due date)
 * as a table, a grid or label pairs; the event (title, dates, venue) as a strip above the items or the venue as a
 * box beside the references; delegate places for all delegates or one row per delegate, at the early-bird rate
 * (deadline on the second line) or less an early-booking or group discount, tuition per lesson or per course,
 * extras (materials, day delegate package, accommodation, conference dinner); VAT 20 % or exempt education
 * (eligible body, English-language tuition), with a standard-rated dinner or room beside exempt tuition on some;
 * a deposit deducted on some, the BACS details, "Please quote …", the cancellation terms and the registration line.
 */
import { COURSES, customerFirm, extrasFor, headcount, participant, privateName, ukAddress, ukPerson, ukProvider, venue } from './events-names.ts';
import {
  arrange, chance, classRate, compact, courseLength, dateRange, depositOf, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee, feeRows,
  fmtDate, FONTS, headRow, int, itemsTable, letters, logo, metaHtml, money2, page, peopleBlock, phone, pick, pickLook, priceText, qtyFmt, result, row, seqNo, signed,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, venueBox, windowHtml, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';

export const ukTrainingInvoice: Layout = (random) => {
  const home = ukAddress(random, true);
  const language = chance(random, 0.3);
  const firm = ukProvider(random, home.town, language);
  const course = pick(random, COURSES.en.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = firm.school && chance(random, 0.85);
  const rate = exempt ? 0 : 20;
  const early = !weeks && chance(random, 0.4), earlyInPrice = early && chance(random, 0.5);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.7, dueDays: [30, 30, 14, 28], earlyBird: early });
  const year = s.date.slice(0, 4);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'en');
  const m = money2('.', ',');
  const gbp = (c: number) => (c < 0 ? `-£${m(-c)}` : `£${m(c)}`);
  const range = dateRange(s, 'en', d);

  const priv = language && chance(random, 0.6) ? privateName(random, 'en') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : customerFirm(random, 'en');
  const custLines = ukAddress(random, !priv).lines;
  const attn = !priv && chance(random, 0.4) ? `FAO: ${pick(random, ['Accounts Payable', 'HR Department', 'Learning & Development', ukPerson(random)])}` : null;
  const n = priv ? 1 : headcount(random);
  const names = priv ? [customer] : Array.from({ length: n }, () => participant(random, 'en'));
  const place = venue(random, 'en');

  // Rows.
  const lessons = weeks ? length * pick(random, [2, 3, 4, 6]) : 0, perLesson = weeks && chance(random, 0.5);
  const lessonMills = fee(random, course.fee, true);
  const mills = weeks ? (perLesson ? lessonMills : Math.round((lessons * lessonMills) / 10000) * 10000) : fee(random, course.fee);
  const deadline = d(s.early ?? s.booking);
  const split = !weeks && n >= 2 && chance(random, 0.35);
  const venueAt = pick(random, split ? ['strip', 'box'] as const : ['strip', 'box', 'detail'] as const);
  const detail = weeks ? [`${range} · ${lessons} lessons${perLesson ? '' : ` × ${pick(random, ['60', '90'])} min`}`]
    : earlyInPrice ? [`Early bird rate – booked by ${deadline}`] : venueAt === 'detail' ? [`${range} · ${place.name}, ${place.town}`] : pick(random, [[range], []]);
  const label = course.kind === 'conference' ? 'Delegate place' : 'Course fee';
  const text = weeks ? course.title : chance(random, 0.5) ? `${label}: ${course.title}` : course.title;
  const perPerson = split ? (nm: string): [string, string[]] => [`${label} – ${nm}`, [course.title, ...(earlyInPrice ? [`Early bird rate – booked by ${deadline}`] : [])]] : null;
  const fees = weeks ? [row(text, detail, perLesson ? lessons : n, perLesson ? 'lesson' : 'course', mills, rate)]
    : feeRows({ n, names, mills, rate, unit: course.kind === 'conference' ? 'delegate' : 'place', text, details: detail, perPerson });
  const rows = [...fees, ...discountRows(random, fees, n, early && !earlyInPrice, {
    early: (p) => (p ? `Early booking discount ${p}% (booked by ${deadline})` : `Early booking discount (booked by ${deadline})`), multi: (p) => `Group booking discount ${p}%`, unit: 'each',
  })];
  for (const e of extrasFor(random, 'en', course.kind, int(random, 0, weeks ? 1 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, { food: 20, hotel: 20, books: 0, std: 20 })));
  if (!weeks && chance(random, 0.12)) rows.push(row('Car parking', [], n * length, 'day', 7500, 20, 'extra'));
  const t = vatTotals(rows);
  const deposit = chance(random, weeks ? 0.4 : 0.15) ? depositOf(random, t.gross) : 0;

  // References.
  const number = pick(random, [`INV-${seqNo(random, 5)}`, `${int(random, 10000, 99999)}`, `SI${year.slice(2)}${digits(random, 4)}`, `${letters(random, 3)}${digits(random, 5)}`]);
  const account = pick(random, [`${customer.replace(/[^A-Z]/g, '').slice(0, 3).padEnd(3, 'X')}${digits(random, 3)}`, `C${digits(random, 5)}`, `${digits(random, 6)}`]);
  const booking = pick(random, [`BK${digits(random, 6)}`, `${letters(random, 2)}-${digits(random, 5)}`, `${int(random, 100000, 999999)}`]);
  const eventCode = pick(random, [`${letters(random, 3)}${year.slice(2)}${int(random, 10, 99)}`, `EV-${digits(random, 4)}`]);
  const po = !priv && chance(random, 0.55) ? pick(random, [`PO${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `PO-${digits(random, 5)}`]) : null;
  const printsDue = chance(random, 0.7) || s.terms === null;
  const pairs: [string, string][] = arrange(random, [
    ['Invoice No.', number], [pick(random, ['Invoice Date', 'Date / Tax Point', 'Tax Point']), d(s.date)], [pick(random, ['Account Ref', 'Customer No.']), account],
    [pick(random, ['Booking Ref', 'Booking No.', 'Registration No.']), booking], ...(chance(random, 0.5) ? [[pick(random, ['Booked on', 'Booking Date']), d(s.booking)] as [string, string]] : []),
    ...(!weeks && chance(random, 0.6) ? [['Event Code', eventCode] as [string, string]] : []),
    ...(po ? [[pick(random, ['Your PO', 'Purchase Order', 'PO Number']), po] as [string, string]] : []),
    ...(printsDue ? [['Due Date', d(s.due)] as [string, string]] : []),
  ]);
  const vat = britishVat(random), vatShown = pick(random, [`GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, vat, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const printsVat = !exempt || chance(random, 0.5);
  const bank = britishBank(random, 'GB'), ibanShown = groupIban(bank.iban), printsIban = chance(random, 0.5);

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[0]], ['#1b4332', '#7f1d1d', '#1e3a8a', '#374151', '#0f766e', '#6d28d9']);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const firmLines = [...home.lines, `Tel: ${phone(random, 'en')}`, `${pick(random, ['accounts', 'bookings', 'finance'])}@${slug(firm.name)}.co.uk`];
  const panel = pick(random, ['INVOICE', 'INVOICE', 'VAT INVOICE']);
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="panel">${panel === 'VAT INVOICE' && exempt ? 'INVOICE' : panel}</div></div><div class="addr">${span(firmLines.join(' · '))}</div>`
    : `<div class="plain"><div>${brand}${firmLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div><div class="panel">${panel === 'VAT INVOICE' && exempt ? 'INVOICE' : panel}</div></div>`;
  const win = `<div>${windowHtml([customer, ...(attn ? [attn] : []), ...custLines], 0, null, pick(random, ['Invoice To', 'Bill To', 'Customer']))}</div>`;
  const vbox = venueBox('Venue', place, [range]);
  const meta = `<div class="metaside">${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}${venueAt === 'box' ? `<div class="${look.meta === 'grid' ? '' : 'vs'}">${vbox}</div>` : ''}</div>`;
  const strip = venueAt === 'strip' ? `<div class="strip">${[`${weeks ? 'Course' : course.kind === 'conference' ? 'Event' : 'Course'}: ${course.title}`, `Date${s.start === s.end ? '' : 's'}: ${range}`, `Venue: ${place.name}, ${place.street}, ${place.city}`].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : '';
  const people = !priv && !perPerson ? peopleBlock(n > 1 ? (course.kind === 'conference' ? 'Delegates:' : 'Attendees:') : course.kind === 'conference' ? 'Delegate:' : 'Attendee:', names) : '';

  const codes = chance(random, 0.3);
  const cols: Col[] = [['Description', ''], ['Qty', 'r'], ['Unit Price', 'r'], ['VAT', 'c'], ['Amount', 'r']];
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : qtyFmt(r.qty, '.'), r.mills === null ? '' : (r.mills < 0 ? '-' : '') + priceText(Math.abs(r.mills), '.', ','), codes ? (r.rate ? 'S' : 'E') : r.rate ? `${r.rate}%` : 'Exempt', signed(r.cents, m)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [[pick(random, ['Subtotal', 'Net Total', 'Total excl. VAT']), gbp(t.net), '']];
  for (const l of t.lines) tot.push([l.rate ? `VAT @ ${l.rate}%${t.lines.length > 1 ? ` on ${gbp(l.base)}` : ''}` : `Exempt${t.lines.length > 1 ? ` (${gbp(l.base)})` : ''}`, gbp(l.tax), '']);
  tot.push([pick(random, ['Total', 'Invoice Total', 'Total incl. VAT']), gbp(t.gross), 'rule']);
  if (deposit) tot.push([`Less deposit paid ${d(s.booking)}`, gbp(-deposit), '']);
  tot.push([deposit ? 'Balance Due' : pick(random, ['Amount Due', 'Balance Due']), gbp(t.gross - deposit), look.band ? 'hl' : 'big']);
  const bacs = [printsDue ? `Payment due by ${d(s.due)}${s.advance && chance(random, 0.5) ? ' and in any case before the start of the course' : ''}` : `Payment terms: ${s.terms} days from invoice date`,
    `BACS: ${bank.name} · Sort Code ${bank.sortCode} · Account No. ${bank.account}`, ...(printsIban ? [`IBAN ${ibanShown} · BIC ${bank.bic}`] : []), `Please quote invoice number ${number} with your payment.`];
  const notes = [
    ...(exempt ? [pick(random, ['Tuition is exempt from VAT as education supplied by an eligible body (VAT Act 1994, Schedule 9, Group 6).', 'VAT exempt: English language tuition (VATA 1994 Sch. 9 Group 6).'])] : []),
    ...(codes ? [`VAT codes: S = standard rate 20%${exempt ? ', E = exempt' : ''}.`] : []),
    pick(random, ['Cancellations received in writing more than 28 days before the event are refunded less a £75 administration fee; thereafter the full fee is payable. Substitute delegates are welcome at no extra charge.',
      'Places are confirmed on receipt of payment. Course fees are non-refundable within 14 days of the start date; a transfer to a later date may be offered at our discretion.']),
  ];
  const reg = firm.school ? `Registered charity No. ${int(random, 1000000, 1199999)}` : `Registered in England and Wales No. ${pick(random, ['0', '1'])}${digits(random, 7)}`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} · ${reg}${printsVat ? ` · VAT Reg No. ${vatShown}` : ''}`)}</div></div>`;

  const size = sizeFor(look, tableLines(rows, 10 + (venueAt === 'strip' ? 3 : 0) + (deposit ? 2 : 0)));
  const css = `${eventCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 38px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.55em; font-weight: bold } .band .panel { border-color: #fff; color: #fff }
.addr { padding: 4px 38px; font-size: 0.85em; color: #333; border-bottom: 0.6px solid #999 }
.plain { padding: 26px 38px 0; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.55em; font-weight: bold; color: ${look.accent} }
.panel { border: 2px solid #111; padding: 6px 18px; font-size: 1.45em; font-weight: bold; letter-spacing: 0.08em }
.main { padding: 16px 38px 0 } .win { width: 290px; min-height: 70px } .metaside { min-width: 250px } .vs { margin-top: 8px } .gridrow { margin-top: 10px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .bacs div { margin-bottom: 2px }
.notes { margin-top: 10px } .notes div { margin-bottom: 3px } .foot { padding: 0 38px 14px } .fl { font-size: 0.74em; color: #333; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, meta, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${people}${strip}${items}<div class="bottom"><div class="bacs">${bacs.map((l) => `<div>${span(l)}</div>`).join('')}</div>${totalsHtml(tot)}</div><div class="tiny notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>${footer}`;
  const html = page('en', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, ...(printsVat ? { supplier_tax_id: compact(vatShown) } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: s.due } : {}), currency: 'GBP', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross - deposit),
    ...(printsIban ? { iban: ibanShown } : {}),
  };
  return result('en', html, fields, rows, () => !codes);
};
