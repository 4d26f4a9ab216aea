/**
 * Layout "nl-reverse": a Dutch B.V.'s services invoice to a business in another EU country (nl, EUR) with the
 * VAT reverse-charged ("BTW verlegd", 0 %). The customer's VAT id is printed near the supplier's; KvK number,
 * customer number, project number and the attention line are distractors. Due date and IBAN are always printed;
 * an advance already paid makes "Te betalen" smaller than the total.
 */
import { addDays, chance, digits, dmy, esc, FONTS, iban, int, iso, letters, lines, named, num, page, pick, round2, sample, spaced, sum, day, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { address, company, euVat, person, phone, type EuCountry } from './services-names.ts';

const SUPPLIERS = ['Van der Berg Consultancy', 'Bakker & de Vries Software', 'Lindeboom Engineering', 'Studio Noorderlicht', 'Dijkgraaf Data', 'Hoogland Vertaalbureau', 'Zeeuwse Kust Digital'];
const BANKS: [string, string][] = [['ABNA', 'ABNANL2A'], ['RABO', 'RABONL2U'], ['INGB', 'INGBNL2A'], ['TRIO', 'TRIONL2U'], ['KNAB', 'KNABNL2H'], ['BUNQ', 'BUNQNL2A']];
const MAANDEN = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
// description, unit, min qty, max qty, min price, max price, decimals of the price
const WORK: [string, string, number, number, number, number][] = [
  ['Consultancy werkzaamheden', 'uur', 4, 80, 85, 145], ['Ontwikkeling module rapportage', 'uur', 8, 120, 75, 115], ['Projectmanagement', 'uur', 2, 24, 80, 120],
  ['Workshop op locatie (dagdeel)', 'stuk', 1, 4, 550, 750], ['Reiskosten', 'km', 40, 900, 0.23, 0.23], ['Licentie DataDesk Pro — jaarabonnement', 'stuk', 1, 3, 900, 1500],
  ['Vertaling NL–EN', 'woord', 800, 9000, 0.11, 0.14], ['Hosting en onderhoud', 'maand', 1, 3, 149, 349], ['Ontwerp huisstijl en logo', 'stuk', 1, 1, 1200, 2800],
  ['Technische review en advies', 'uur', 2, 16, 110, 160],
];

const eur = (x: number) => `€ ${num(x, 'eu')}`;

export function reverseInvoice(r: Random): ServiceDoc {
  const supplier = `${pick(r, SUPPLIERS)} B.V.`;
  const sAddr = address(r, 'NL', true);
  const vatNo = euVat(r, 'NL');
  const vatShown = chance(r, 0.7) ? vatNo : `${vatNo.slice(0, 2)} ${vatNo.slice(2, 11)} ${vatNo.slice(11)}`;
  const kvk = digits(r, 8);
  const cCountry: EuCountry = pick(r, ['BE', 'DE', 'FR', 'IE', 'ES'] as const);
  const customer = company(r, cCountry);
  const cAddr = address(r, cCountry, true);
  const cVat = euVat(r, cCountry);
  const contact = person(r, cCountry);
  const po = chance(r, 0.45) ? pick(r, [`PO-${digits(r, 6)}`, `45${digits(r, 8)}`, `${letters(r, 3)}/${digits(r, 4)}`]) : '';

  const date = day(r);
  const terms = pick(r, [14, 30, 30, 60]);
  const due = addDays(date, terms);
  const long = chance(r, 0.3);
  const fd = (d: Date) => (long ? named(d, 'nl') : dmy(d, '-'));
  const invNo = pick(r, [`${date.getUTCFullYear()}-${digits(r, 4)}`, `F${date.getUTCFullYear()}${digits(r, 3)}`, `${digits(r, 5)}`, `INV-${String(date.getUTCFullYear()).slice(2)}${digits(r, 4)}`]);
  const month = `${MAANDEN[addDays(date, -10).getUTCMonth()]} ${addDays(date, -10).getUTCFullYear()}`;

  const rows: LineItem[] = [];
  const units: string[] = [];
  for (const [desc, unit, qlo, qhi, plo, phi] of sample(r, WORK, int(r, 2, 6))) {
    const q = int(r, qlo, qhi) / (unit === 'uur' && chance(r, 0.4) ? 2 : 1);
    const price = plo < 1 ? round2(plo + Math.floor(r() * (phi - plo) * 100) / 100) : Math.round((plo + r() * (phi - plo)) / 5) * 5;
    const detail = unit === 'uur' && chance(r, 0.5) ? `\nPeriode ${month}` : chance(r, 0.2) ? `\nConform offerte OF-${date.getUTCFullYear()}-${digits(r, 3)}` : '';
    rows.push({ description: desc + detail, quantity: q, unit_price: price, amount: round2(q * price), tax_rate: 0 });
    units.push(unit);
  }
  const subtotal = sum(rows.map((x) => x.amount));
  const total = subtotal;
  const advance = chance(r, 0.25) ? round2(Math.round(total * pick(r, [0.3, 0.5]) / 100) * 100) : 0;
  const toPay = round2(total - advance);
  const [bank, bic] = pick(r, BANKS);
  const sIban = iban('NL', `${bank}${digits(r, 10)}`);

  // ----- presentation -----
  const btwCol = chance(r, 0.5);
  const unitCol = chance(r, 0.6);
  const right = chance(r, 0.5); // supplier details in a right-hand column (Dutch letterhead) or a header band
  const accent = pick(r, ['#e8590c', '#1864ab', '#2b8a3e', '#343a40', '#862e9c']);
  const fs = pick(r, [10, 10.5, 11]);
  const qf = (q: number) => num(q, 'eu', Number.isInteger(q) ? 0 : 2);
  const head = ['Omschrijving', 'Aantal', ...(unitCol ? ['Eenheid'] : []), 'Tarief', ...(btwCol ? ['Btw'] : []), 'Bedrag'];
  const body = rows.map((x, i) => `<tr><td>${lines(x.description)}</td><td class="r">${qf(x.quantity as number)}</td>${unitCol ? `<td>${units[i]}</td>` : ''}<td class="r">${eur(x.unit_price as number)}</td>${btwCol ? '<td class="c">0%</td>' : ''}<td class="r">${eur(x.amount)}</td></tr>`).join('');
  const details = `<b>${esc(supplier)}</b><br>${sAddr.map(esc).join('<br>')}<br>T ${phone(r, 'NL')}<br><br>KvK ${kvk}<br>Btw-nr. ${vatShown}<br>IBAN ${spaced(sIban)}<br>BIC ${bic}`;
  const meta: [string, string][] = [['Factuurnummer', invNo], ['Factuurdatum', fd(date)], ['Vervaldatum', fd(due)], ['Klantnummer', `K${digits(r, 5)}`]];
  if (po) meta.push(['Uw referentie', po]);
  if (chance(r, 0.4)) meta.push(['Projectnummer', `P${String(date.getUTCFullYear()).slice(2)}-${digits(r, 3)}`]);
  const metaHtml = `<table class="meta">${meta.map(([k, v]) => `<tr><td class="k">${k}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const customerHtml = `<div class="cust"><b>${esc(customer)}</b><br>t.a.v. ${esc(contact)}<br>${cAddr.map(esc).join('<br>')}<br>Btw-nummer afnemer: ${cVat}</div>`;
  const html = page({
    lang: 'nl', font: pick(r, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3]]), size: fs, padding: '44px 48px 26px',
    css: `.wrap { display: flex; gap: 28px } .main { flex: 1 } .side { width: 170px; font-size: ${fs - 1.5}px; color: #444; border-left: 3px solid ${accent}; padding-left: 10px }
.name { font-size: 22px; font-weight: bold; color: ${accent}; margin-bottom: 24px } h1 { font-size: 20px; margin: 26px 0 8px; font-weight: normal; text-transform: uppercase; letter-spacing: 2px }
.band { display: flex; justify-content: space-between; border-bottom: 2px solid ${accent}; padding-bottom: 8px; margin-bottom: 18px } .band .small { font-size: ${fs - 1.5}px; color: #444; text-align: right }
.cust { margin: 8px 0 } .meta td { padding: 1px 14px 1px 0 } .meta .k { color: #666 }
.items { width: 100%; margin-top: 16px } .items th { text-align: left; border-bottom: 1px solid #333; padding: 4px 3px; font-size: ${fs - 0.5}px } .items th:not(:first-child) { text-align: right } .items th.l { text-align: left !important }
.items td { padding: 4px 3px; border-bottom: 1px solid #e5e5e5; vertical-align: top }
.tot { margin: 10px 0 0 auto; width: 280px } .tot td { padding: 2px 3px } .tot .g td { font-weight: bold; border-top: 1px solid #333 } .tot .p td { font-weight: bold; font-size: ${fs + 2}px; color: ${accent} }
.note { margin-top: 16px; font-size: ${fs - 0.5}px } .foot { font-size: 8px; color: #777; text-align: center }`,
    body: `${right ? '' : `<div class="band"><div class="name" style="margin:0">${esc(supplier)}</div><div class="small">${sAddr.map(esc).join(' · ')}<br>KvK ${kvk} · Btw-nr. ${vatShown}<br>IBAN ${spaced(sIban)} · BIC ${bic}</div></div>`}
<div class="wrap"><div class="main">${right ? `<div class="name">${esc(supplier)}</div>` : ''}${customerHtml}<h1>Factuur</h1>${metaHtml}</div>${right ? `<div class="side">${details}</div>` : ''}</div>
<table class="items"><tr>${head.map((h) => `<th${h === 'Eenheid' ? ' class="l"' : ''}>${h}</th>`).join('')}</tr>${body}</table>
<table class="tot"><tr><td>Subtotaal</td><td class="r">${eur(subtotal)}</td></tr><tr><td>Btw 0% (verlegd)</td><td class="r">${eur(0)}</td></tr><tr class="g"><td>Totaal</td><td class="r">${eur(total)}</td></tr>
${advance ? `<tr><td>Reeds ontvangen voorschot</td><td class="r">- ${eur(advance)}</td></tr>` : ''}<tr class="p"><td>Te betalen</td><td class="r">${eur(toPay)}</td></tr></table>
<div class="note"><b>Btw verlegd</b> — ${pick(r, ['intracommunautaire dienst, btw verlegd naar de afnemer (art. 44 en 196 Btw-richtlijn 2006/112/EG).', 'VAT reverse charged / btw verlegd: de afnemer is de btw verschuldigd (art. 196 Richtlijn 2006/112/EG).'])}</div>
<div class="note">Wij verzoeken u het bedrag van ${eur(toPay)} binnen ${terms} dagen, uiterlijk ${fd(due)}, over te maken op ${spaced(sIban)} t.n.v. ${esc(supplier)}, onder vermelding van het factuurnummer.</div>
<div class="foot">Op al onze diensten zijn onze algemene voorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel onder nummer ${kvk}. Pagina 1/1</div>`,
  });
  const fields: ServiceDoc['fields'] = {
    supplier_name: supplier, supplier_tax_id: vatShown, customer_name: customer, invoice_number: invNo, date: iso(date), due_date: iso(due), currency: 'EUR',
    subtotal, total_tax: 0, total_amount: total, amount_due: toPay, iban: sIban,
  };
  if (po) fields.po_number = po;
  return { language: 'nl', html, fields, line_items: rows.map((x) => ({ ...x, tax_rate: btwCol ? 0 : null })) };
}
