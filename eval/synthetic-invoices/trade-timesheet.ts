/**
 * A Dutch consultant's factuur billed by the hour: one row per week or per day (hours × uurtarief), a mileage row
 * (km × € 0,23), BTW 21 %, subtotal and total, IBAN, KvK and BTW-nummer, "Graag binnen 14 dagen overmaken
 * o.v.v. factuurnummer"; a due date printed on some, the client's purchase order reference on some.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, dl, dls, esc, fmtDate, iban, money, num, page, round2, someDate, spacedIban, total, truthItem, type Layout } from './trade-common.ts';

const CONSULTANTS = [
  { name: 'Bakker Data Consultancy B.V.', person: 'Eva Bakker', street: 'Oudegracht 212', city: '3511 NV Utrecht', web: 'bakkerdata.nl' },
  { name: 'De Groot Interim Management B.V.', person: 'Pieter de Groot', street: 'Stationsplein 9', city: '3818 LE Amersfoort', web: 'degrootinterim.nl' },
  { name: 'Visser Procesadvies B.V.', person: 'Marloes Visser', street: 'Melkmarkt 31', city: '8011 MC Zwolle', web: 'visserprocesadvies.nl' },
  { name: 'Van Leeuwen IT Architectuur B.V.', person: 'Joost van Leeuwen', street: 'Zijlweg 148', city: '2015 BH Haarlem', web: 'vanleeuwen-it.nl' },
  { name: 'Mulder & Smit Projectmanagement B.V.', person: 'Sanne Mulder', street: 'Kanaaldijk-Noord 61', city: '5642 JA Eindhoven', web: 'mulder-smit.nl' },
];
const CLIENTS = [
  ['Zeeland Logistiek B.V.', 't.a.v. crediteurenadministratie', 'Kanaalweg 40', '4382 NS Vlissingen'],
  ['Rivierland Energie N.V.', 't.a.v. afdeling Inkoop', 'Postbus 1180', '4000 BD Tiel'],
  ['Hollandse Bouwgroep B.V.', 't.a.v. mevr. I. Jansen', 'Westerkade 8', '3016 CM Rotterdam'],
  ['Stichting Woonstede Oost', 't.a.v. financiële administratie', 'Brinkstraat 77', '7512 EC Enschede'],
  ['Noordkust Zorggroep', 'Crediteurenadministratie', 'Postbus 402', '1780 AK Den Helder'],
];
const WORK = [
  'Advieswerkzaamheden migratie datawarehouse', 'Projectleiding implementatie WMS', 'Procesanalyse inkoop-tot-betaling', 'Interim teamleiding financiële administratie',
  'Architectuurreview klantportaal', 'Begeleiding aanbesteding ICT-diensten', 'Workshops en rapportage datagovernance', 'Testcoördinatie release 4.2',
];

interface Row { period: string; lines: string[]; qty: number; unit: 'uur' | 'km'; price: number; amount: number }

export const nlHourlyTimesheet: Layout = (random: Random, index: number) => {
  const s = CONSULTANTS[index % CONSULTANTS.length];
  const client = pick(random, CLIENTS);
  const longDates = chance(random, 0.4);
  const d = (iso: string) => fmtDate(iso, longDates ? '{d} {MMMM} {yyyy}' : '{dd}-{mm}-{yyyy}', 'nl');
  const eur = (v: number) => money.nl(v);
  const hours = (v: number) => num(v, ',', '.', v % 1 ? 2 : 0);
  const rate = pick(random, [75, 85, 92.5, 95, 105, 115, 125, 135]);
  const weekly = index % 2 === 0 ? chance(random, 0.7) : chance(random, 0.3);
  const work = pick(random, WORK);
  const detailed = chance(random, 0.5);

  // The period: a run of weeks or of working days; the invoice a few days after it ends.
  let start = someDate(random);
  while (new Date(`${start}T00:00:00Z`).getUTCDay() !== 1) start = addDays(start, 1);
  const rows: Row[] = [];
  let last = start;
  if (weekly) {
    const weeks = int(random, 2, 5);
    for (let w = 0; w < weeks; w++) {
      const monday = addDays(start, 7 * w);
      const friday = addDays(monday, 4);
      const qty = pick(random, [16, 24, 28, 32, 32, 36, 36.5, 38, 40]);
      const week = isoWeek(monday);
      rows.push({ period: `week ${week}`, lines: detailed ? [work, `${fmtDate(monday, '{dd}-{mm}', 'nl')} t/m ${fmtDate(friday, '{dd}-{mm}', 'nl')}`] : [work], qty, unit: 'uur', price: rate, amount: round2(qty * rate) });
      last = friday;
    }
  } else {
    const tasks = [work, 'Overleg stuurgroep', 'Uitwerken rapportage', 'Interviews key users', 'Voorbereiding workshop'];
    let day = start;
    const days = int(random, 4, 9);
    for (let n = 0; n < days; n++) {
      const qty = pick(random, [2, 3.5, 4, 6, 7.5, 8, 8]);
      rows.push({ period: fmtDate(day, '{dd}-{mm}-{yyyy}', 'nl'), lines: [n === 0 ? work : pick(random, tasks)], qty, unit: 'uur', price: rate, amount: round2(qty * rate) });
      last = day;
      day = addDays(day, pick(random, [1, 1, 2, 3]));
      while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
    }
  }
  const km = int(random, 38, 96) * pick(random, [2, 4, 6, 8]);
  if (chance(random, 0.85)) rows.push({ period: '', lines: [`Kilometervergoeding ${pick(random, ['projectlocatie', 'reiskosten', 'zakelijke ritten'])}`], qty: km, unit: 'km', price: 0.23, amount: round2(km * 0.23) });

  const date = addDays(last, int(random, 1, 6));
  const due = addDays(date, 14);
  const showDue = chance(random, 0.6);
  const number = pick(random, [`${date.slice(0, 4)}-${String(int(random, 3, 140)).padStart(3, '0')}`, `F${date.slice(0, 4)}.${digits(random, 4)}`, `${date.slice(2, 4)}${String(int(random, 3, 140)).padStart(3, '0')}`]);
  const po = chance(random, 0.55) ? pick(random, [`4500${digits(random, 6)}`, `PO-${digits(random, 5)}`, `IO${digits(random, 6)}`]) : null;
  const subtotal = total(rows.map((r) => r.amount));
  const vat = round2(subtotal * 0.21);
  const grand = round2(subtotal + vat);
  const vatId = `NL${digits(random, 9)}B${pick(random, ['01', '01', '02'])}`;
  const kvk = `${int(random, 5, 9)}${digits(random, 7)}`;
  const bank = iban(random, 'NL', `${pick(random, ['INGB', 'RABO', 'ABNA', 'KNAB', 'BUNQ'])}0${'#'.repeat(9)}`);
  const accent = pick(random, ['#0b6e99', '#3d5a40', '#9b2c2c', '#4a3f8c', '#22223b']);
  const hourHead = rows.some((r) => r.unit === 'km') ? 'Aantal' : 'Uren';

  const body = `
<div class="side">
  <div class="mono">${esc(s.name.split(' ').filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join(''))}</div>
  ${dls([s.street, s.city])}<br><br>
  ${dls([s.person, `06-${digits(random, 8)}`, `info@${s.web}`, `www.${s.web}`])}<br><br>
  <div class="lab">KvK</div>${dl(kvk)}
  <div class="lab">BTW-nummer</div>${dl(vatId)}
  <div class="lab">IBAN</div>${dl(spacedIban(bank))}
  <div class="lab">BIC</div>${dl(`${bank.slice(4, 8)}NL2A`)}
</div>
<div class="main">
  <div class="firm">${esc(s.name)}</div>
  <div class="h1">Factuur</div>
  <div class="to">${dls(client)}</div>
  <table class="meta">
    <tr><td>Factuurnummer</td><td class="b">${esc(number)}</td></tr>
    <tr><td>Factuurdatum</td><td>${d(date)}</td></tr>
    ${showDue ? `<tr><td>Vervaldatum</td><td>${d(due)}</td></tr>` : ''}
    ${po ? `<tr><td>${pick(random, ['Uw inkoopordernummer', 'Uw referentie (PO)', 'Inkoopordernummer'])}</td><td>${po}</td></tr>` : ''}
    <tr><td>Debiteurnummer</td><td>${digits(random, 4)}</td></tr>
    <tr><td>Periode</td><td>${d(start)} t/m ${d(last)}</td></tr>
  </table>
  <table class="items"><thead><tr><th>${weekly ? 'Week' : 'Datum'}</th><th>Omschrijving</th><th class="r">${hourHead}</th><th class="r">Tarief</th><th class="r">Bedrag</th></tr></thead><tbody>
    ${rows.map((r) => `<tr><td class="nw">${esc(r.period)}</td><td>${dls(r.lines)}</td><td class="r nw">${r.unit === 'km' ? `${r.qty} km` : hourHead === 'Aantal' ? `${hours(r.qty)} uur` : hours(r.qty)}</td><td class="r nw">${eur(r.price)}</td><td class="r nw">${eur(r.amount)}</td></tr>`).join('')}
  </tbody></table>
  <table class="sum">
    <tr><td>Subtotaal</td><td class="r">${eur(subtotal)}</td></tr>
    <tr><td>BTW 21% over ${eur(subtotal)}</td><td class="r">${eur(vat)}</td></tr>
    <tr class="t"><td>Totaal te betalen</td><td class="r">${eur(grand)}</td></tr>
  </table>
  <p class="pay">Graag binnen 14 dagen overmaken o.v.v. factuurnummer ${esc(number)} op ${spacedIban(bank)} t.n.v. ${esc(s.name)}${s.name.endsWith('.') ? '' : '.'}</p>
  <p class="small">Totaal uren deze periode: ${hours(total(rows.filter((r) => r.unit === 'uur').map((r) => r.qty)))}. Urenverantwoording is goedgekeurd door de opdrachtgever.</p>
</div>
<div class="foot">${dls([`${s.name} · KvK ${kvk} · BTW ${vatId}`, 'Op al onze diensten zijn de algemene voorwaarden van toepassing.'])}</div>`;

  const css = `
.side { position: absolute; top: 0; right: 0; width: 190px; height: 1123px; background: #f3f4f6; border-left: 4px solid ${accent}; box-sizing: border-box; padding: 46px 16px; font-size: 10px; line-height: 1.5; color: #333; }
.mono { width: 52px; height: 52px; background: ${accent}; color: #fff; font: bold 20px 'DejaVu Sans', sans-serif; display: flex; align-items: center; justify-content: center; margin-bottom: 18px; border-radius: 6px; }
.lab { margin-top: 8px; font-size: 8.5px; text-transform: uppercase; letter-spacing: 1px; color: ${accent}; font-weight: bold; }
.main { padding: 46px 212px 0 42px; font-size: 11px; }

.firm { font: bold 15px 'DejaVu Sans', sans-serif; color: #333; margin-bottom: 14px; letter-spacing: 0.3px; }
.h1 { font: bold 30px 'DejaVu Sans', sans-serif; color: ${accent}; }
.to { margin: 22px 0 18px; line-height: 1.5; font-size: 12px; }
.meta td { padding: 2px 16px 2px 0; } .meta td:first-child { color: #666; }
.items { width: 100%; margin-top: 18px; font-size: 10.5px; } .items th { text-align: left; border-bottom: 2px solid ${accent}; padding: 4px 5px; font-size: 10px; } .items th.r { text-align: right; }
.items td { padding: 4px 5px; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
.sum { margin: 12px 0 0 auto; } .sum td { padding: 3px 5px; } .sum .t td { font-weight: bold; font-size: 13px; border-top: 2px solid ${accent}; }
.pay { margin-top: 24px; line-height: 1.5; }
.small { font-size: 9.5px; color: #666; }
.foot { right: 190px; padding: 0 42px 24px; font-size: 8.5px; color: #777; }`;

  const fields: TruthFields = {
    supplier_name: s.name,
    supplier_tax_id: vatId,
    customer_name: client[0],
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    ...(showDue ? { due_date: due } : {}),
    currency: 'EUR',
    subtotal,
    total_tax: vat,
    total_amount: grand,
    amount_due: grand,
    iban: bank,
  };
  const items: TruthItem[] = rows.map((r) => truthItem(r.lines, r.qty, r.price, r.amount, null));
  return built(page('nl', "'DejaVu Sans', sans-serif", css, body), 'nl', fields, items);
};

function isoWeek(iso: string): number {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
