/**
 * A UK hotel's guest folio / VAT invoice: one row per night and the extras by date, prices VAT-inclusive with a
 * VAT summary (20 % and 0 %), payments as credits and the balance — paid at check-out or billed to a company
 * account. The billed party ("Bill to") is the customer: the company when there is one, else the guest.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, dl, dls, esc, fmtDate, iban, money, page, round2, spacedIban, total, truthItem, type Layout } from './trade-common.ts';

const HOTELS = [
  { brand: 'The Harbourside Hotel', legal: 'Harbourside Hotel (Bristol) Ltd', street: '14 Welsh Back', city: 'Bristol', tel: '0117', postcode: 'BS1 4SP', web: 'harboursidebristol.co.uk', levy: false },
  { brand: 'Albion Lodge', legal: 'Albion Lodge Hotels Ltd', street: '27 Princess Street', city: 'Manchester', postcode: 'M1 4JY', tel: '0161', web: 'albionlodge.co.uk', levy: true },
  { brand: 'The Kelso Arms', legal: 'Kelso Inns Limited', street: '3 Fossgate', city: 'York', tel: '01904', postcode: 'YO1 9TA', web: 'kelsoarms-york.co.uk', levy: false },
  { brand: 'Granary Quay Hotel', legal: 'Granary Quay Hospitality Ltd', street: '40 Dock Street', city: 'Leeds', tel: '0113', postcode: 'LS10 1JF', web: 'granaryquay.com', levy: false },
  { brand: 'The Merchant Rooms', legal: 'Merchant Rooms Edinburgh Ltd', street: '9 Cockburn Street', city: 'Edinburgh', tel: '0131', postcode: 'EH1 1BP', web: 'merchantrooms.scot', levy: false },
  { brand: 'Castlefield House', legal: 'Castlefield House Hotel Ltd', street: '112 Liverpool Road', city: 'Manchester', postcode: 'M3 4JQ', tel: '0161', web: 'castlefieldhouse.co.uk', levy: true },
  { brand: 'The Ropewalk Hotel', legal: 'Ropewalk Hotel Group plc', street: '6 Ropewalk', city: 'Nottingham', tel: '0115', postcode: 'NG1 5DU', web: 'theropewalkhotel.co.uk', levy: false },
];
const FIRST = ['James', 'Olivia', 'Daniel', 'Priya', 'Thomas', 'Sarah', 'Michael', 'Hannah', 'Rhys', 'Aisha', 'Callum', 'Eleanor'];
const LAST = ['Whitfield', 'Okafor', 'Brennan', 'Sharma', 'Hollis', 'Pritchard', 'MacLeod', 'Ashworth', 'Kowalski', 'Fairbairn', 'Doyle', 'Patel'];
const COMPANIES = [
  ['Northgate Engineering Ltd', 'Unit 4, Calder Park', 'Wakefield', 'WF2 7AW'],
  ['Pembroke Analytics Ltd', '2nd Floor, 18 Queen Square', 'Bath', 'BA1 2HN'],
  ['Halden & Rowe LLP', '71 Colmore Row', 'Birmingham', 'B3 2AP'],
  ['Brightwater Software Ltd', 'Kings Wharf, 301 Kings Road', 'Reading', 'RG1 4LS'],
  ['Ashdown Civil Consulting Ltd', '5 Station Approach', 'Haywards Heath', 'RH16 1LB'],
  ['Meridian Clinical Research Ltd', 'Building 3, Chiswick Park', 'London', 'W4 5YA'],
];
const HOMES = [['22 Marlborough Road', 'Cheltenham', 'GL52 2PX'], ['8 Fernlea Avenue', 'Sheffield', 'S10 3LQ'], ['Flat 3, 41 Kelvin Drive', 'Glasgow', 'G20 8QG'], ['17 Orchard Close', 'Norwich', 'NR4 6HT']];

interface Row { date: string; lines: string[]; rate: number; amount: number; credit: boolean }

function extras(random: Random): [string, number, number] {
  const options: [string, number, number][] = [
    ['Bar - Residents Lounge', round2(int(random, 6, 48) + pick(random, [0, 0.5, 0.8, 0.25])), 20],
    ['Restaurant - Dinner', round2(int(random, 24, 96) + pick(random, [0, 0.5, 0.95])), 20],
    ['Room Service', round2(int(random, 12, 38) + pick(random, [0, 0.5])), 20],
    ['Laundry Service', round2(int(random, 8, 22) + pick(random, [0, 0.5])), 20],
    ['Newspaper - The Times', 2.2, 0],
    ['Minibar', round2(int(random, 4, 19) + pick(random, [0, 0.5])), 20],
  ];
  return pick(random, options);
}

export const ukHotelFolio: Layout = (random: Random, index: number) => {
  const hotel = HOTELS[(index * 3 + int(random, 0, 2)) % HOTELS.length];
  const datePattern = pick(random, ['{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{dd}-{MMM}-{yy}']);
  const rowPattern = pick(random, [datePattern, '{EEE} {dd}/{mm}', '{dd}/{mm}/{yy}']);
  const d = (iso: string) => fmtDate(iso, datePattern, 'en');
  const arrival = fmtIsoArrival(random);
  const nights = int(random, 1, 6);
  const departure = addDays(arrival, nights);
  const guestFirst = pick(random, FIRST);
  const guestLast = pick(random, LAST);
  const guest = `${pick(random, ['Mr', 'Ms', 'Mrs', 'Dr'])} ${guestFirst} ${guestLast}`;
  const scenario = (['private-paid', 'company-account', 'company-paid'] as const)[index % 3];
  const company = scenario === 'private-paid' ? null : pick(random, COMPANIES);
  const billTo = company ? company[0] : `${guestFirst} ${guestLast}`;
  const billLines = company ? company.slice(1) : pick(random, HOMES);
  const room = `${int(random, 1, 4)}${String(int(random, 1, 28)).padStart(2, '0')}`;
  const roomType = pick(random, ['Classic Double', 'Superior King', 'Standard Twin', 'Deluxe Double', 'Executive King']);
  const rate = round2(int(random, 79, 199) + pick(random, [0, 0, 0.5]));
  const breakfastIncluded = chance(random, 0.4);
  const adults = int(random, 1, 2);
  const parking = chance(random, 0.4) ? pick(random, [12, 15, 18.5]) : 0;
  const showRate = chance(random, 0.6);

  const rows: Row[] = [];
  for (let n = 0; n < nights; n++) {
    const night = addDays(arrival, n);
    rows.push({ date: night, lines: [breakfastIncluded ? 'Accommodation incl. Breakfast' : 'Accommodation', `Room ${room} ${roomType}`], rate: 20, amount: rate, credit: false });
    if (hotel.levy) rows.push({ date: night, lines: ['City Visitor Charge'], rate: 0, amount: 1, credit: false });
    if (parking) rows.push({ date: night, lines: ['Car Park'], rate: 20, amount: parking, credit: false });
    if (!breakfastIncluded && chance(random, 0.6)) rows.push({ date: addDays(night, 1), lines: [adults > 1 ? `Full English Breakfast x${adults}` : 'Full English Breakfast'], rate: 20, amount: round2(16.5 * adults), credit: false });
    if (chance(random, 0.35)) {
      const [text, amount, vat] = extras(random);
      rows.push({ date: night, lines: [text], rate: vat, amount, credit: false });
    }
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const charges = rows.filter((row) => !row.credit);
  const gross = total(charges.map((row) => row.amount));
  const gross20 = total(charges.filter((row) => row.rate === 20).map((row) => row.amount));
  const gross0 = round2(gross - gross20);
  const net20 = round2(gross20 / 1.2);
  const vat20 = round2(gross20 - net20);
  const card = `${pick(random, ['Visa', 'Mastercard', 'Amex'])} ****${digits(random, 4)}`;
  const deposit = chance(random, 0.5) ? round2(Math.min(rate, gross)) : 0;
  if (deposit) rows.unshift({ date: arrival, lines: [`Deposit Received - ${card}`], rate: 0, amount: deposit, credit: true });
  const settled = scenario === 'company-account' ? 0 : round2(gross - deposit);
  if (settled) rows.push({ date: departure, lines: [`Payment - ${card}`], rate: 0, amount: settled, credit: true });
  const paid = round2(deposit + settled);
  const balance = round2(gross - paid);

  const number = pick(random, ['folio', 'invoice'] as const);
  const invoiceNo = number === 'invoice' ? `${pick(random, ['INV', 'HI', ''])}${digits(random, 6)}`.replace(/^0/, '4') : `${int(random, 1, 9)}${digits(random, 5)}`;
  const confirmation = `${int(random, 1, 9)}${digits(random, 7)}`;
  const dueDays = 30;
  const dueDate = addDays(departure, dueDays);
  const vatId = `GB${digits(random, 9)}`;
  const companyNo = hotel.city === 'Edinburgh' ? `SC${digits(random, 6)}` : `${pick(random, ['0', '1'])}${digits(random, 7)}`;
  const bank = scenario === 'company-account' || chance(random, 0.3) ? iban(random, 'GB', `${pick(random, ['NWBK', 'BARC', 'LOYD', 'HBUK'])}##############`) : null;
  const vatColumn = chance(random, 0.5);
  const gbp = (v: number) => money.uk(v, false);
  const accent = pick(random, ['#1f3a5f', '#5a2a27', '#2f4f3a', '#3b3355', '#6b4f1d']);

  const body = `
<div class="wrap">
  <div class="head">
    <div class="logo"><div class="mark">${esc(hotel.brand.replace(/^The /, '').split(' ').map((w) => w[0]).join(''))}</div><div><div class="brand">${esc(hotel.brand)}</div><div class="tag">${esc(hotel.city.toUpperCase())}</div></div></div>
    <div class="addr r">${dls([hotel.legal, hotel.street, `${hotel.city} ${hotel.postcode}`, `Tel ${hotel.tel} ${digits(random, 3)} ${digits(random, 4)}`, `reservations@${hotel.web}`])}</div>
  </div>
  <div class="title">${number === 'invoice' ? 'VAT INVOICE' : 'GUEST FOLIO / VAT INVOICE'}</div>
  <div class="grid">
    <div class="bill"><div class="lab">Bill to</div><div class="b">${dl(billTo)}</div>${dls(billLines.slice(0, -2))}<br>${dl(`${billLines[billLines.length - 2]} ${billLines[billLines.length - 1]}`)}${company ? `<div class="gst">Guest: ${esc(guest)}</div>` : ''}</div>
    <table class="info">
      <tr><td>${number === 'invoice' ? 'Invoice No.' : 'Folio No.'}</td><td class="b">${esc(invoiceNo)}</td></tr>
      <tr><td>${number === 'invoice' ? 'Reservation No.' : 'Confirmation No.'}</td><td>${confirmation}</td></tr>
      <tr><td>${number === 'invoice' ? 'Invoice Date' : 'Date'}</td><td>${d(departure)}</td></tr>
      ${company ? '' : `<tr><td>Guest</td><td>${esc(guest)}</td></tr>`}
      <tr><td>Room</td><td>${room} &middot; ${adults} Adult${adults > 1 ? 's' : ''}</td></tr>
      <tr><td>Arrival</td><td>${d(arrival)}</td></tr>
      <tr><td>Departure</td><td>${d(departure)}</td></tr>
      ${showRate ? `<tr><td>Room Rate</td><td>${money.uk(rate)} ${esc(pick(random, ['BAR', 'CORP', 'FLEX', 'B&B']))}</td></tr>` : ''}
      ${scenario === 'company-account' ? `<tr><td>Account</td><td>AR${digits(random, 5)}</td></tr>` : ''}
    </table>
  </div>
  <table class="rows">
    <thead><tr><th>Date</th><th>Description</th>${vatColumn ? '<th class="c">VAT</th>' : ''}<th class="r">Charges £</th><th class="r">Credits £</th></tr></thead>
    <tbody>${rows.map((row) => `<tr><td class="nw">${fmtDate(row.date, rowPattern, 'en')}</td><td>${dls(row.lines)}</td>${vatColumn ? `<td class="c">${row.credit ? '' : `${row.rate}%`}</td>` : ''}<td class="r">${row.credit ? '' : gbp(row.amount)}</td><td class="r">${row.credit ? gbp(row.amount) : ''}</td></tr>`).join('')}</tbody>
  </table>
  <div class="sums">
    <table class="vat">
      <tr><th>VAT Rate</th><th class="r">Net</th><th class="r">VAT</th><th class="r">Gross</th></tr>
      ${gross20 ? `<tr><td>20%</td><td class="r">${gbp(net20)}</td><td class="r">${gbp(vat20)}</td><td class="r">${gbp(gross20)}</td></tr>` : ''}
      ${gross0 ? `<tr><td>0%</td><td class="r">${gbp(gross0)}</td><td class="r">${gbp(0)}</td><td class="r">${gbp(gross0)}</td></tr>` : ''}
      <tr class="b"><td>Total</td><td class="r">${gbp(round2(net20 + gross0))}</td><td class="r">${gbp(vat20)}</td><td class="r">${gbp(gross)}</td></tr>
    </table>
    <table class="tot">
      <tr><td>Total Charges</td><td class="r">${money.uk(gross)}</td></tr>
      <tr><td>Total Credits</td><td class="r">${money.uk(-paid)}</td></tr>
      <tr class="bal"><td>${balance ? 'Balance Due' : 'Balance'}</td><td class="r">${money.uk(balance)}</td></tr>
    </table>
  </div>
  ${scenario === 'company-account'
    ? `<div class="note">Charges transferred to your company account. Payment due by <b>${d(dueDate)}</b> (${dueDays} days). Please quote the ${number === 'invoice' ? 'invoice' : 'folio'} number with your remittance.</div>`
    : `<div class="note">${balance ? '' : 'This account has been settled in full. '}Thank you for staying with us &mdash; we look forward to welcoming you back to ${esc(hotel.brand)}.</div>`}
  ${bank ? `<div class="bank">Bank transfer: ${esc(hotel.legal)} &middot; Sort code ${bank.slice(8, 10)}-${bank.slice(10, 12)}-${bank.slice(12, 14)} &middot; Account ${bank.slice(14)} &middot; IBAN ${spacedIban(bank)}</div>` : ''}
  <div class="sign">Guest signature ____________________________</div>
</div>
<div class="foot">${dl(`${hotel.legal} · Registered in ${hotel.city === 'Edinburgh' ? 'Scotland' : 'England and Wales'} No. ${companyNo} · VAT Reg. No. ${vatId.slice(0, 2)} ${vatId.slice(2, 5)} ${vatId.slice(5, 9)} ${vatId.slice(9)}`)}<br>${dl(`Registered office: ${hotel.street}, ${hotel.city} ${hotel.postcode} · www.${hotel.web}`)}</div>`;

  const css = `
.wrap { padding: 40px 52px 0; font-size: 11.5px; }
.head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid ${accent}; padding-bottom: 12px; }
.logo { display: flex; gap: 12px; align-items: center; }
.mark { width: 46px; height: 46px; border-radius: 50%; background: ${accent}; color: #fff; font: bold 17px 'DejaVu Serif', serif; display: flex; align-items: center; justify-content: center; }
.brand { font: 22px 'Liberation Serif', serif; color: ${accent}; letter-spacing: 0.5px; }
.tag { font-size: 9px; letter-spacing: 4px; color: #777; }
.addr { font-size: 10.5px; line-height: 1.45; color: #444; }
.title { margin: 16px 0 10px; font: bold 15px 'Liberation Sans', sans-serif; letter-spacing: 2px; color: ${accent}; }
.grid { display: flex; justify-content: space-between; margin-bottom: 14px; }
.bill { line-height: 1.5; width: 300px; }
.lab { font-size: 9.5px; text-transform: uppercase; color: #888; letter-spacing: 1px; }
.gst { margin-top: 6px; color: #444; }
.info td { padding: 1px 0 1px 14px; } .info td:first-child { color: #666; }
.rows { width: 100%; }
.rows th { text-align: left; border-bottom: 1px solid #333; padding: 4px 6px; font-size: 10.5px; }
.rows th.r { text-align: right; } .rows th.c { text-align: center; }
.rows td { padding: 3px 6px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
.sums { display: flex; justify-content: space-between; margin-top: 14px; align-items: flex-start; }
.vat { font-size: 10.5px; } .vat th, .vat td { padding: 2px 8px; border: 1px solid #ccc; } .vat th { background: #f2f2f2; }
.tot td { padding: 3px 8px; min-width: 90px; } .bal td { font-weight: bold; font-size: 13px; border-top: 2px solid ${accent}; }
.note { margin-top: 16px; color: #333; }
.bank { margin-top: 8px; font-size: 10px; color: #444; }
.sign { margin-top: 22px; color: #666; }
.foot { padding: 0 52px 26px; font-size: 9px; color: #777; text-align: center; line-height: 1.5; }`;

  const fields: TruthFields = {
    supplier_name: hotel.legal,
    supplier_tax_id: vatId,
    customer_name: billTo,
    invoice_number: invoiceNo,
    date: departure,
    ...(scenario === 'company-account' ? { due_date: dueDate } : {}),
    currency: 'GBP',
    subtotal: round2(net20 + gross0),
    total_tax: vat20,
    total_amount: gross,
    amount_due: balance,
    ...(bank ? { iban: bank } : {}),
  };
  const items: TruthItem[] = charges.map((row) => truthItem(row.lines, null, null, row.amount, vatColumn ? row.rate : null));
  return built(page('en-GB', "'Liberation Sans', Arial, sans-serif", css, body), 'en', fields, items);
};

function fmtIsoArrival(random: Random): string {
  return `${int(random, 2023, 2025)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 24)).padStart(2, '0')}`;
}
