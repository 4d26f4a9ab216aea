/**
 * A Dutch ZZP'er's factuur: a construction subcontractor's "btw verlegd" (reverse charge, the customer's btw number
 * shown, 0 % VAT), a service to an EU customer with the VAT reverse-charged, a KOR invoice exempt from btw, or a
 * 21 % invoice with a voorschot already paid deducted; KvK, btw-id, IBAN, Moneybird-style payment request.
 */
import {
  add, addDays, built, chance, descriptionCell, dl, dls, drawLines, esc, foot, formatDate, formatQuantity, int, issueDate, itemsTable, lineCount,
  money, monthName, moveColumn, pad, percent, pick, pickLook, previousMonth, shell, totalsBox, truthItem, weighted, type Col, type Layout, type Service,
  type TotalRow, type TruthFields,
} from './fees-common.ts';
import { deUstId, groupedIban, iban, nlBtwId, nlKvk } from './fees-ids.ts';
import { address, company, person } from './fees-names.ts';

const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
type Variant = 'bouw' | 'eu' | 'kor' | 'voorschot';
const TRADES: Record<Variant, { trade: string[]; services: Service[] }[]> = {
  bouw: [
    { trade: ['Timmerwerken', 'Timmerbedrijf'], services: [h('Timmerwerkzaamheden week {week}', 42, 58, ['Project {site}']), h('Plaatsen binnenkozijnen en deuren', 42, 55, ['Project {site}']), f('Voorrijkosten', 25, 50), f('Materiaal volgens bon', 80, 600), h('Overwerk zaterdag', 55, 70)] },
    { trade: ['Stukadoorsbedrijf', 'Afbouw'], services: [{ text: 'Stucwerk wanden (m²)', kind: 'unit', qty: [20, 180], low: 12, high: 22, details: ['Project {site}'] }, { text: 'Plafonds spackspuiten (m²)', kind: 'unit', qty: [30, 250], low: 7, high: 12 }, h('Regiewerk', 40, 52), f('Voorrijkosten', 25, 45)] },
    { trade: ['Tegelwerken', 'Tegelzetbedrijf'], services: [{ text: 'Wandtegels zetten (m²)', kind: 'unit', qty: [12, 90], low: 28, high: 45, details: ['Badkamers {site}'] }, h('Kitwerk en afwerking', 42, 55), f('Materiaal (lijm, voegmiddel)', 60, 350)] },
  ],
  eu: [
    { trade: ['Development', 'Software'], services: [h('Softwareontwikkeling {month} {year}', 75, 115, ['Project: customer portal']), h('Technisch advies en code review', 80, 120), { text: 'Workshop on-site', kind: 'day', low: 750, high: 1200 }, f('Licentie UI-componenten', 200, 900)] },
    { trade: ['Design Studio', 'Ontwerp'], services: [f('Ontwerp huisstijl', 1200, 4500), h('UX-ontwerp webshop', 70, 100, ['Sprint {week}']), f('Illustraties campagne', 600, 2400)] },
  ],
  kor: [
    { trade: ['Tekst & Communicatie', 'Tekstbureau'], services: [f('Schrijven blogartikelen ({k}x)', 200, 900), h('Redactie en eindredactie', 45, 70), f('Webteksten nieuwe website', 400, 1500), f('Nieuwsbrief {month}', 150, 450)] },
    { trade: ['Fotografie', 'Beeld'], services: [f('Fotoshoot bedrijfsportretten', 300, 900, ['Locatie {town}']), h('Nabewerking foto\'s', 40, 60), f('Reiskosten', 25, 80)] },
    { trade: ['Coaching', 'Training & Coaching'], services: [h('Coachingsessie', 75, 120, ['Traject {name}']), { text: 'Teamtraining', kind: 'day', low: 650, high: 1200 }, f('Intake en rapportage', 150, 400)] },
  ],
  voorschot: [
    { trade: ['Advies', 'Consultancy', 'Interim Management'], services: [h('Projectmanagement {month} {year}', 75, 115, ['Conform opdrachtbevestiging d.d. {date}']), h('Advieswerkzaamheden', 80, 125), f('Eindrapportage', 900, 2800), { text: 'Interim-inzet', kind: 'day', low: 700, high: 1100 }] },
    { trade: ['Architectuur', 'Bouwadvies'], services: [f('Schetsontwerp', 1500, 4500, ['Verbouwing {site}']), f('Omgevingsvergunning aanvraag', 600, 1800), h('Overleg en bouwbegeleiding', 70, 95)] },
  ],
};

export const nlZzp: Layout = (random) => {
  const look = pickLook(random);
  const variant = weighted(random, [['bouw', 30], ['eu', 20], ['kor', 25], ['voorschot', 25]] as [Variant, number][]);
  const t = pick(random, TRADES[variant]);
  const me = person(random, 'nl'), myAddr = address(random, 'nl'), btwId = nlBtwId(random), kvk = nlKvk(random);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const myName = chance(random, 0.6) ? `${capital(me.last)} ${pick(random, t.trade)}` : me.full;
  const eu = variant === 'eu';
  const customer = eu ? company(random, 'de') : variant === 'bouw' ? pick(random, [`Bouwbedrijf ${capital(person(random, 'nl').last)} B.V.`, `Aannemersbedrijf ${capital(person(random, 'nl').last)} B.V.`, company(random, 'nl')]) : company(random, 'nl');
  const custAddr = address(random, eu ? 'de' : 'nl'), custVat = eu ? deUstId(random) : nlBtwId(random);
  const date = issueDate(random), year = date.slice(0, 4), prev = previousMonth(date);
  const dfmt = pick(random, ['dd-mm-yyyy', 'dd-mm-yyyy', 'long']);
  const d = (iso: string) => formatDate(iso, dfmt, 'nl');
  const site = `${pick(random, ['Nieuwbouw', 'Renovatie', 'Verbouwing'])} ${custAddr.street.replace(/ \d.*$/, '')}, ${custAddr.town}`;
  const fill = (s: string) => s.replace('{week}', String(int(random, 2, 50))).replace('{site}', site).replace('{month}', monthName('nl', Number(prev.start.slice(5, 7)))).replace('{year}', prev.start.slice(0, 4))
    .replace('{date}', formatDate(addDays(date, -int(random, 30, 200)), 'dd-mm-yyyy', 'nl')).replace('{k}', String(int(random, 2, 6))).replace('{town}', custAddr.town).replace('{name}', person(random, 'nl').full);
  const lines = drawLines(random, t.services, Math.min(lineCount(random), t.services.length), fill);
  const vatRate = variant === 'voorschot' ? 21 : 0;

  // Arithmetic: 21 % only on the voorschot variant, whose earlier advance (incl. btw) is deducted.
  const sub = add(...lines.map((l) => l.amount));
  const vat = percent(sub, vatRate), total = add(sub, vat);
  const advance = variant === 'voorschot' ? Math.round((total * pick(random, [0.25, 0.3, 0.4, 0.5])) / 50) * 50 || 100 : 0;
  const due = add(total, -advance);

  const m = money({ decimal: ',', group: '.' }, '€', true);
  const n = int(random, 4, 190);
  const number = pick(random, [`${year}-${pad(n, 3)}`, `F${year}${pad(n, 3)}`, `${year}.${pad(n, 3)}`, `${year}${pad(n, 4)}`, `INV-${year}-${pad(n, 3)}`]);
  const po = chance(random, 0.35) ? pick(random, [`PO-${year}-${pad(int(random, 1, 999), 4)}`, `4500${int(random, 100000, 999999)}`, `INK-${int(random, 10000, 99999)}`]) : null;
  const dueDays = pick(random, [14, 14, 30, 30, 8]), dueDate = addDays(date, dueDays), printsDue = chance(random, 0.75);
  const advanceNo = `${year}-${pad(Math.max(1, n - int(random, 1, 3)), 3)}`;

  const rows: TotalRow[] = [{ label: pick(random, ['Subtotaal', 'Totaal excl. btw', 'Subtotaal excl. btw']), value: m.cur(sub) }];
  if (variant === 'voorschot') rows.push({ label: pick(random, ['Btw 21%', '21% btw', 'Btw (21%)']), value: m.cur(vat) });
  else if (variant === 'kor') { if (chance(random, 0.5)) rows.push({ label: 'Btw', value: pick(random, ['vrijgesteld (KOR)', m.cur(0)]) }); }
  else rows.push({ label: pick(random, ['Btw verlegd', 'Btw 0% (verlegd)', eu ? 'VAT reverse charge 0%' : 'Btw verlegd 0%']), value: m.cur(0) });
  rows.push({ label: pick(random, vatRate ? ['Totaal incl. btw', 'Totaal', 'Totaalbedrag'] : ['Totaal', 'Totaalbedrag', 'Totaal te betalen']), value: m.cur(total), strong: !advance, rule: true });
  if (advance) rows.push({ label: pick(random, [`Reeds betaald (voorschotnota ${advanceNo})`, 'Af: ontvangen voorschot', 'Aanbetaling']), value: m.cur(-advance) },
    { label: pick(random, ['Te betalen', 'Openstaand bedrag', 'Nog te voldoen']), value: m.cur(due), strong: true, rule: true });

  // Items.
  const hasQty = chance(random, 0.8), rateCol = hasQty && variant !== 'kor' && chance(random, 0.6);
  const unit = (l: (typeof lines)[number]) => (l.kind === 'hour' ? 'uur' : l.kind === 'day' ? 'dag' : l.kind === 'unit' ? 'm²' : 'st.');
  const showUnit = hasQty && chance(random, 0.5);
  const cols: Col[] = [{ head: pick(random, ['Omschrijving', 'Werkzaamheden', 'Beschrijving']) }, ...(hasQty ? [{ head: 'Aantal', align: 'r' as const }, ...(showUnit ? [{ head: 'Eenheid' }] : []), { head: pick(random, ['Tarief', 'Prijs', 'Stukprijs']), align: 'r' as const }] : []),
    ...(rateCol ? [{ head: 'Btw', align: 'r' as const }] : []), { head: pick(random, ['Bedrag', 'Totaal']), align: 'r' as const }];
  const body = lines.map((l) => [descriptionCell(l), ...(hasQty ? [formatQuantity(l.quantity, m.style, false), ...(showUnit ? [unit(l)] : []), m.cur(l.unitPrice)] : []), ...(rateCol ? [`${vatRate}%`] : []), m.cur(l.amount)]);

  // Header, customer, meta, payment request, footer.
  const where = weighted(random, [['left', 3], ['right', 3], ['center', 1], ['footer', 2]] as ['left' | 'right' | 'center' | 'footer', number][]);
  const email = `${pick(random, ['info', 'hallo', 'contact', me.first.toLowerCase()])}@${myName.toLowerCase().replace(/[^a-z]/g, '')}.nl`;
  const printsBtw = variant !== 'kor' || chance(random, 0.4);
  const idLines = [`KvK ${kvk}`, ...(printsBtw ? [`${pick(random, ['Btw-id', 'Btw-nr.', 'BTW nummer'])} ${btwId}`] : [])];
  const myLines = [myAddr.street, myAddr.city, `${pick(random, ['06-', '06 '])}${int(random, 10000000, 99999999)}`, email, ...idLines];
  const supplier = `<div class="b acc" style="font-size:1.5em">${dl(myName)}</div><div class="small">${dls(myLines)}</div>`;
  const title = `<div class="b acc" style="font-size:2.1em">${pick(random, ['Factuur', 'FACTUUR'])}${eu && chance(random, 0.5) ? '<span class="small" style="font-weight:normal"> / Invoice</span>' : ''}</div>`;
  const custLines = [custAddr.street, custAddr.city, ...(eu ? ['Duitsland'] : []), ...(variant === 'bouw' || eu ? [`${eu ? 'VAT ID' : pick(random, ['Btw-nummer', 'Btw-nr.'])}: ${custVat}`] : [])];
  const customerBlock = `<div><div class="small acc">${esc(pick(random, ['Factuur aan', 'Aan', 'Klant']))}</div><div class="b">${dl(customer)}</div>${dls([...(chance(random, 0.3) ? [`t.a.v. ${pick(random, ['de crediteurenadministratie', 'dhr. ' + person(random, 'nl').last, 'mevr. ' + person(random, 'nl').last])}`] : []), ...custLines])}</div>`;
  const meta: [string, string][] = [['Factuurnummer', number], ['Factuurdatum', d(date)], ...(printsDue ? [['Vervaldatum', d(dueDate)] as [string, string]] : []),
    ...(po ? [[pick(random, ['Uw referentie', 'Inkoopordernummer', 'PO-nummer', 'Uw ordernummer']), po] as [string, string]] : []), ...(chance(random, 0.4) ? [['Klantnummer', String(int(random, 1001, 1099))] as [string, string]] : [])];
  const metaBlock = `<table class="mt"><style>.mt td { padding: 1px 12px 1px 0 } .mt td:first-child { color: #666 }</style>${meta.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const top = where === 'footer' ? `${title}<table style="width:100%; margin-top:8mm"><tr><td style="width:55%">${customerBlock}</td><td>${metaBlock}</td></tr></table>`
    : where === 'center' ? `<div class="c">${supplier}</div><div style="margin-top:6mm">${title}</div><table style="width:100%; margin-top:4mm"><tr><td style="width:55%">${customerBlock}</td><td>${metaBlock}</td></tr></table>`
      : `<table style="width:100%"><tr><td>${where === 'left' ? supplier : title}</td><td style="width:40%">${where === 'left' ? title : supplier}</td></tr></table><table style="width:100%; margin-top:9mm"><tr><td style="width:55%">${customerBlock}</td><td>${metaBlock}</td></tr></table>`;
  const ibanValue = iban(random, 'NL'), ibanPrinted = chance(random, 0.75) ? groupedIban(ibanValue) : ibanValue;
  const request = printsDue
    ? `We verzoeken u vriendelijk het bovenstaande bedrag van ${m.cur(due)} vóór ${d(dueDate)} over te maken op rekeningnummer ${ibanPrinted} t.n.v. ${myName}, onder vermelding van factuurnummer ${number}.`
    : `Graag ontvang ik het bedrag van ${m.cur(due)} binnen ${dueDays} dagen op ${ibanPrinted} t.n.v. ${myName}, o.v.v. het factuurnummer.`;
  const mention = {
    bouw: pick(random, ['Btw verlegd naar de opdrachtgever (art. 12 lid 5 Wet OB, art. 24b Uitvoeringsbesluit OB).', 'Omzetbelasting verlegd.']),
    eu: 'Btw verlegd – intracommunautaire dienst (art. 44 en 196 Btw-richtlijn). VAT reverse charged to the recipient.',
    kor: pick(random, ['Vrijgesteld van btw op grond van de kleineondernemersregeling (KOR).', 'Op deze factuur is geen btw berekend op grond van de kleineondernemersregeling.']),
    voorschot: `Het voorschot is gefactureerd met factuurnummer ${advanceNo}.`,
  }[variant];
  const footer = where === 'footer'
    ? foot(`<div style="border-top:0.6px solid #aaa; padding-top:2mm"><b>${esc(myName)}</b> · ${esc([myAddr.street, myAddr.city, email, ...idLines, `IBAN ${ibanPrinted}`].join(' · '))}</div>`, 'tiny c')
    : chance(random, 0.5) ? foot(esc([...idLines, `IBAN ${ibanPrinted}`].join(' · ')), 'tiny c') : '';
  const terms = chance(random, 0.5) ? '<div class="tiny" style="margin-top:2mm">Op al onze werkzaamheden zijn de algemene voorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel.</div>' : '';
  const html = shell(look, 'nl', `${top}${itemsTable(...(hasQty && chance(random, 0.4) ? moveColumn(cols, body, 1, 0) : [cols, body] as [Col[], string[][]]), pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}${totalsBox(rows, '50%')}<div class="small" style="margin-top:3mm">${esc(mention)}</div><div style="margin-top:5mm">${esc(request)}</div>${terms}${footer}`);

  const fields: TruthFields = {
    supplier_name: myName, ...(printsBtw ? { supplier_tax_id: btwId } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date,
    ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: sub, total_tax: vat, total_amount: total, amount_due: due, iban: ibanPrinted,
  };
  return built('nl', html, fields, lines.map((l) => truthItem(l, hasQty, rateCol ? vatRate : null)));
};
