/**
 * A British private clinic's or veterinary practice's invoice: INVOICE (VAT INVOICE when VAT is charged) at the
 * top left and the practice at the right, a strip of three panels (bill to; the patient or the animal with
 * species, breed and microchip; the invoice details with account or client number), the insurer's claim or
 * authorisation reference on some, the lines by date with quantity, unit price and VAT (20 %, or Exempt for a
 * clinic's medical care; a vet's all at 20 %), a VAT summary and the bank details (sort code and account) at the
 * left, the totals with "Amount paid" and "Balance due" at the right, payment terms, and the company and VAT
 * registration in the footer (the VAT number only where VAT is charged).
 */
import {
  addDays, birthDate, built, careDesc, careFont, careItem, chance, dls, esc, fee, fmtDate, int, issueDate, lineCount, lowerAscii, num, pad, page, pct, pick,
  round2, some, span, sum, totalsRows, weighted, careLine, type CareLine, type Layout, type Treatment, type TruthFields,
} from './care-common.ts';
import { childName, nhsNumber, UK_INSURERS, UK_PET_INSURERS, ukAddress, ukPerson, ukPractice, ukSurname } from './care-names.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';
import { animal, CLINIC, OCC_HEALTH, VET, type Specialty } from './care-uk-items.ts';

/** Each town's dialling code. */
const DIAL: Record<string, string> = {
  Bristol: '0117', Leeds: '0113', Norwich: '01603', Reading: '0118', Exeter: '01392', Nottingham: '0115', Leicester: '0116', Sheffield: '0114', Cardiff: '029', Derby: '01332',
  Swindon: '01793', York: '01904', Cambridge: '01223', Peterborough: '01733', Taunton: '01823', Ipswich: '01473',
};

export const ukPrivateClinic: Layout = (random) => {
  const vet = chance(random, 0.45);
  const branch = ukAddress(random, chance(random, 0.3));
  const specialty = pick(random, ['derm', 'msk', 'gp'] as Specialty[]);
  const practice = ukPractice(random, vet ? 'vet' : specialty, branch.town);
  const date = issueDate(random);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'en');
  const ds = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yy}', 'en');
  const gbp = (v: number) => `${v < 0 ? '-' : ''}£${num(Math.abs(v), '.', ',')}`;

  // Who pays, and for whom.
  const payerKind = vet ? 'owner' : weighted(random, [['patient', 6], ['parent', 1.5], ['employer', 1.5]] as ['patient' | 'parent' | 'employer', number][]);
  const payer = ukPerson(random), payerAddr = ukAddress(random, payerKind === 'employer');
  const employer = `${ukSurname(random)} ${pick(random, ['Logistics', 'Engineering', 'Facilities Management', 'Construction', 'Foods'])} Ltd`;
  const customer = payerKind === 'employer' ? employer : payer;
  const patient = payerKind === 'parent' ? `${childName(random, 'en')} ${payer.split(' ')[1]}` : payerKind === 'employer' ? ukPerson(random) : payer;
  const pet = vet ? animal(random, (y) => birthDate(random, date, y)) : null;
  const po = payerKind === 'employer' && chance(random, 0.6) ? pick(random, [`PO${int(random, 10000, 99999)}`, `${int(random, 4500000000, 4500999999)}`, `OH-${date.slice(0, 4)}-${pad(int(random, 1, 999), 3)}`]) : null;

  // Lines.
  const count = lineCount(random, 12);
  let picks: Treatment[];
  if (vet) picks = some(random, VET, count);
  else if (payerKind === 'employer') picks = some(random, OCC_HEALTH, Math.min(count, 5));
  else {
    const standard = chance(random, 0.4) ? some(random, CLINIC[specialty].standard, int(random, 1, 2)) : [];
    picks = [...some(random, CLINIC[specialty].exempt, Math.max(1, count - standard.length)), ...standard];
  }
  const dates = [addDays(date, -int(random, 8, 40)), addDays(date, -int(random, 1, 7)), date].slice(picks.length > 3 ? 0 : 2);
  const lines: CareLine[] = picks.map((x) => careLine({
    text: x.text, price: fee(random, x.price, vet && x.price[1] < 40), qty: x.qty ? int(random, x.qty[0], x.qty[1]) : 1, rate: x.rate ?? 0, date: pick(random, dates),
    detail: x.details && chance(random, 0.35) ? pick(random, x.details) : null,
  })).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const net = sum(lines.map((l) => l.amount));
  const base20 = sum(lines.filter((l) => l.rate === 20).map((l) => l.amount)), exempt = round2(net - base20);
  const vat = pct(base20, 20);
  const total = round2(net + vat);
  const charged = base20 > 0;
  const paid = payerKind === 'employer' ? 0 : vet ? weighted(random, [[total, 4], [0, 3], [Math.min(total, pick(random, [50, 100, 150, 200])), 2]]) : weighted(random, [[0, 5], [total, 2], [Math.min(Math.floor(total / 2), pick(random, [50, 100, 200])), 2]]);
  const balance = round2(total - paid);
  const insurer = vet ? (chance(random, 0.45) ? pick(random, UK_PET_INSURERS) : null) : payerKind !== 'employer' && chance(random, 0.4) ? pick(random, UK_INSURERS) : null;
  const claimRef = insurer ? pick(random, [`CLM${int(random, 1000000, 9999999)}`, `${int(random, 10000000, 99999999)}`, `A${int(random, 100000, 999999)}/${int(random, 1, 9)}`]) : '';
  const policy = insurer ? pick(random, [`${int(random, 10000000, 99999999)}`, `PP${int(random, 1000000, 9999999)}`, `${int(random, 100, 999)}-${int(random, 100000, 999999)}`]) : '';

  const number = pick(random, [`INV-${pad(int(random, 1, 99999), 6)}`, `${int(random, 100000, 999999)}`, `SI${int(random, 10000, 99999)}`, `${branch.town.slice(0, 3).toUpperCase()}/${int(random, 10000, 99999)}`]);
  const account = vet ? `${int(random, 10000, 89999)}` : pick(random, [`PT${pad(int(random, 1, 99999), 6)}`, `${ukSurname(random).slice(0, 4).toUpperCase()}${int(random, 100, 999)}`]);
  const termsDays = vet ? 0 : pick(random, [14, 30]);
  const dueDate = addDays(date, termsDays || 7), printsDue = balance > 0 && termsDays > 0 && chance(random, 0.6);
  const vatNo = britishVat(random), vatShown = pick(random, [`GB ${vatNo.slice(2, 5)} ${vatNo.slice(5, 9)} ${vatNo.slice(9)}`, `${vatNo.slice(2, 5)} ${vatNo.slice(5, 9)} ${vatNo.slice(9)}`, vatNo]);
  const bank = britishBank(random, 'GB'), printsIban = chance(random, 0.2), ibanShown = groupIban(bank.iban);
  const companyNo = `${pick(random, ['0', '1', '0'])}${int(random, 1000000, 9999999)}`.slice(0, 8);
  const registered = practice.endsWith('Ltd');

  // Look.
  const { font, size } = careFont(random, ['sans', 'sans', 'dejavu', 'narrow', 'serif']);
  const accent = pick(random, ['#005eb8', '#00a499', '#41295a', '#7a1f3d', '#2e7d32', '#263238']);
  const codes = chance(random, 0.3);
  const rateText = (l: CareLine) => (codes ? (l.rate ? 'S' : 'E') : l.rate ? '20%' : 'Exempt');
  const site = `${lowerAscii(practice.replace(/ Ltd$/, '').split(' ').slice(0, 3).join(''))}.co.uk`;
  const dial = DIAL[branch.town] ?? '0117';
  const tel = dial.length === 5 ? `${dial} ${int(random, 200000, 899999)}` : dial === '029' ? `029 20${int(random, 10, 99)} ${int(random, 1000, 9999)}` : `${dial} ${int(random, 200, 899)} ${int(random, 1000, 9999)}`;
  const head = `<div class="head"><div class="inv">${esc(charged && chance(random, 0.5) ? 'VAT INVOICE' : 'INVOICE')}</div><div class="r"><div class="nm">${span(practice)}</div>${dls([...branch.lines.slice(0, -1), `${branch.lines[branch.lines.length - 1]} · Tel ${tel}`, `${pick(random, ['accounts', 'reception', 'billing'])}@${site}`], 'small')}</div></div>`;
  const panel = (title: string, rows: string[]) => `<div class="pn"><div class="pt">${esc(title)}</div>${dls(rows)}</div>`;
  const billTo = panel('Bill to', [customer, ...(payerKind === 'employer' ? [`FAO ${pick(random, ['HR Department', 'Occupational Health Lead', 'Accounts Payable'])}`] : []), ...payerAddr.lines]);
  const who = vet && pet
    ? panel('Animal', [`${pet.name} (${pet.species})`, pet.breed, `${pet.sex} · DOB ${ds(pet.born)}`, `Microchip ${pet.chip}`])
    : panel('Patient', [patient, `DOB ${ds(birthDate(random, date, payerKind === 'parent' ? [3, 15] : [19, 80]))}`, `Hospital No. H${int(random, 100000, 999999)}`, ...(chance(random, 0.4) ? [`NHS No. ${nhsNumber(random)}`] : [])]);
  const details = `<div class="pn"><div class="pt">Invoice details</div><table>${[
    ['Invoice No.', number], ['Date', d(date)], [vet ? 'Client No.' : 'Account No.', account], ...(printsDue ? [['Due date', d(dueDate)]] : []), ...(po ? [['Your PO No.', po]] : []),
  ].map(([a, b]) => `<tr><td class="k">${esc(a)}</td><td class="b">${span(b)}</td></tr>`).join('')}</table></div>`;
  const insStrip = insurer ? `<div class="ins">${span(`Insurer: ${insurer} · ${vet ? 'Policy' : 'Membership'} No. ${policy} · ${vet ? 'Claim ref.' : 'Authorisation No.'} ${claimRef}${vet ? ` · ${pick(random, ['Direct claim submitted', 'Claim form completed – owner to submit'])}` : ''}`)}</div>` : '';

  const cols = ['Date', 'Description', 'Qty', 'Unit price', 'VAT', 'Amount'];
  const body = lines.map((l) => `<tr><td class="nw">${ds(l.date ?? date)}</td><td>${careDesc(l)}</td><td class="r">${l.qty}</td><td class="r nw">${num(l.price, '.', ',')}</td><td class="c">${rateText(l)}</td><td class="r nw">${num(l.amount, '.', ',')}</td></tr>`).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 2 ? (c === 'VAT' ? ' class="c"' : ' class="r"') : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const summary = `<table class="vs"><tr><th>VAT rate</th><th class="r">Net</th><th class="r">VAT</th></tr>${charged ? `<tr><td>${codes ? 'S – ' : ''}Standard 20%</td><td class="r">${gbp(base20)}</td><td class="r">${gbp(vat)}</td></tr>` : ''}${exempt ? `<tr><td>${codes ? 'E – ' : ''}Exempt</td><td class="r">${gbp(exempt)}</td><td class="r">${gbp(0)}</td></tr>` : ''}</table>`;
  const payInfo = dls([
    termsDays ? `Payment terms: ${termsDays} days from invoice date` : 'Payment is due at the time of treatment',
    `Bank transfer: ${bank.name} · Sort code ${bank.sortCode} · Account ${bank.account}`, ...(printsIban ? [`IBAN ${ibanShown} · BIC ${bank.bic}`] : []),
    `Please quote ${vet ? 'client' : 'invoice'} number ${vet ? account : number} as reference.`,
  ]);
  const tot: [string, string, string][] = [['Subtotal (net)', gbp(net), ''], [charged ? `VAT @ 20% on ${gbp(base20)}` : 'VAT', gbp(vat), ''], ['Total', gbp(total), 'st'], ['Amount paid', gbp(paid ? -paid : 0), '']];
  const totals = `<table class="tot">${totalsRows(tot)}<tr class="due"><td>${span('Balance due')}</td><td class="r nw">${esc(gbp(balance))}</td></tr></table>`;
  const paidNote = paid ? `<div class="small pd">${span(`Payment received ${d(date)} by ${pick(random, ['card', 'debit card', 'contactless card', 'bank transfer'])} – thank you.`)}</div>` : '';
  const bottom = `<div class="bottom"><div class="bl">${summary}<div class="pi">${payInfo}</div></div><div>${totals}${paidNote}</div></div>`;
  const fine = vet ? 'Prices include the dispensing of prescription-only medicines under the Veterinary Medicines Regulations. Insurance claims remain the responsibility of the client.'
    : 'Medical care provided by registered health professionals is exempt from VAT (VATA 1994, Sch. 9, Group 7). Reports prepared for third parties and non-medical services are standard-rated.';
  const footer = `<div class="foot">${dls([
    `${practice}${registered ? ` · Registered in England & Wales No. ${companyNo}` : ''} · ${vet ? `RCVS Practice Standards Scheme No. ${int(random, 1000, 9999)}` : `CQC Provider ID 1-${int(random, 100000000, 999999999)}`}`,
    ...(charged ? [`VAT Reg No. ${vatShown}`] : []),
  ])}</div>`;

  const css = `
body { padding: 34px 44px 0 }
.head { display: flex; justify-content: space-between; align-items: flex-start } .inv { font-size: 2.3em; font-weight: bold; color: ${accent}; letter-spacing: 0.04em }
.nm { font-size: 1.3em; font-weight: bold; color: ${accent} }
.panels { display: flex; gap: 10px; margin-top: 18px } .pn { flex: 1 1 0; border-top: 3px solid ${accent}; background: #f4f6f8; padding: 5px 8px 7px } .pt { font-size: 0.78em; text-transform: uppercase; letter-spacing: 0.05em; color: ${accent}; font-weight: bold; margin-bottom: 2px }
.pn td { padding: 0 6px 1px 0 } .pn .k { color: #555 }
.ins { margin-top: 8px; padding: 4px 8px; border: 0.8px solid ${accent}; color: #222; font-size: 0.92em }
.items { width: 100%; margin-top: 14px } .items th { font-weight: bold; border-bottom: 1.5px solid #222; border-top: 1.5px solid #222; padding: 4px 5px } .items td { padding: 3px 5px; border-bottom: 0.5px solid #d0d0d0 }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 14px } .bl { flex: 1 }
.vs { border: 0.8px solid #999 } .vs th { background: #eee; font-weight: bold; font-size: 0.86em; padding: 2px 8px } .vs td { padding: 1px 8px } .pi { margin-top: 10px; font-size: 0.9em }
.tot { min-width: 260px } .tot td { padding: 2px 8px } .tot .st td { font-weight: bold; border-top: 1px solid #333 } .tot .due td { background: ${accent}; color: #fff; font-weight: bold; font-size: 1.15em; padding: 5px 8px }
.pd { margin-top: 6px; color: #2e7d32 } .fine { margin-top: 18px; font-size: 0.78em; color: #555 }
.foot { padding: 0 44px 16px; text-align: center; font-size: 0.74em; color: #555 } .foot > div:first-child { border-top: 0.6px solid #aaa; padding-top: 4px }`;
  const html = page('en', font, size, css, `${head}<div class="panels">${billTo}${who}${details}</div>${insStrip}${table}${bottom}<div class="fine">${esc(fine)}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: practice, ...(charged ? { supplier_tax_id: vatShown.replace(/\s+/g, '') } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'GBP', subtotal: net, total_tax: vat, total_amount: total, amount_due: balance, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('en', html, fields, lines.map((l) => careItem(l, { qty: true, price: true, rate: true })));
};
