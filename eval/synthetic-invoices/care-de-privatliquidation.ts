/**
 * A German private doctor's bill (Privatliquidation nach GOÄ): the practice letterhead (Dr. med. …, Fachärztin
 * für …, LANR) across the top, the Rechnungsempfänger in the address window — a parent when the patient is a
 * child, the patient then named on a line of its own — and a bordered box of the bill's numbers beside it, a band
 * with patient, Behandlungszeitraum and Diagnose, the items by date with GOÄ-Ziffer, factor, Anzahl and Betrag
 * (the single fee on some), Auslagen under § 10 GOÄ on some, no VAT (§ 4 Nr. 14 UStG), zahlbar bis, and the bank
 * details with IBAN and the Steuernummer in the footer or in a box under the total.
 */
import { careDesc, careItem, careFont, careLine, chance, dl, dls, esc, fmtDate, int, issueDate, kvRows, lineCount, NBSP, num, pad, page, pick, round2, slug, some, span, sum, totalsRows, visitDates, weighted, addDays, birthDate, built, type CareLine, type Layout, type TruthFields } from './care-common.ts';
import { factorFor, FAECHER, goaeFee, goaeFor, type Goae } from './care-de-goae.ts';
import { childName, DE_PKV, address, person } from './care-names.ts';
import { deSteuernummer } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

/** A town's dialling code and its Ärztekammer. */
const TOWN_INFO: Record<string, [string, string]> = {
  Berlin: ['030', 'Ärztekammer Berlin'], Hamburg: ['040', 'Ärztekammer Hamburg'], München: ['089', 'Bayerische Landesärztekammer'], Köln: ['0221', 'Ärztekammer Nordrhein'],
  'Frankfurt am Main': ['069', 'Landesärztekammer Hessen'], Stuttgart: ['0711', 'Landesärztekammer Baden-Württemberg'], Leipzig: ['0341', 'Sächsische Landesärztekammer'],
  Hannover: ['0511', 'Ärztekammer Niedersachsen'], Nürnberg: ['0911', 'Bayerische Landesärztekammer'], Bremen: ['0421', 'Ärztekammer Bremen'], Dresden: ['0351', 'Sächsische Landesärztekammer'],
  'Freiburg im Breisgau': ['0761', 'Landesärztekammer Baden-Württemberg'], Münster: ['0251', 'Ärztekammer Westfalen-Lippe'], Bonn: ['0228', 'Ärztekammer Nordrhein'],
};

export const dePrivatliquidation: Layout = (random) => {
  const fach = pick(random, FAECHER);
  const doc = person(random, 'de');
  const docName = `Dr. med. ${doc.first} ${doc.last}`;
  const supplier = weighted(random, [[docName, 5], [`Praxis ${docName}`, 2], [`${fach.praxis} ${docName}`, 2]]);
  const home = address(random, 'de');
  const stnr = deSteuernummer(random, (DE_TOWNS.find(([t]) => t === home.town) ?? DE_TOWNS[0])[2]);
  const bank = germanBank(random, home.town), ibanShown = chance(random, 0.8) ? groupIban(bank.iban) : bank.iban;
  const date = issueDate(random);
  const tableDates = pick(random, ['{dd}.{mm}.{yyyy}', '{dd}.{mm}.{yy}']);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `${n(v)}${NBSP}€`;

  // Recipient and patient: a parent for a child, sometimes the spouse, else the patient.
  const payer = person(random, 'de'), payerAddr = address(random, 'de');
  const customer = `${payer.first} ${payer.last}`;
  const child = chance(random, fach.child), spouse = !child && chance(random, 0.1);
  const patient = child ? `${childName(random, 'de')} ${payer.last}` : spouse ? `${person(random, 'de').first} ${payer.last}` : customer;
  const born = birthDate(random, date, child ? (fach.key === 'paed' ? [1, 13] : [4, 16]) : [20, 84]);
  const patientNo = pick(random, [String(int(random, 1000, 99999)), `P-${int(random, 10000, 99999)}`, `${int(random, 100, 999)}/${int(random, 10, 99)}`]);
  const insurer = chance(random, 0.45) ? pick(random, DE_PKV) : null;
  const insNo = insurer ? pick(random, [`${int(random, 100000, 999999)}-${int(random, 1, 9)}`, `${pick(random, ['A', 'K', 'V'])}${int(random, 10000000, 99999999)}`]) : null;

  // Items: the visits of the treatment period, each with its Ziffern in order; Auslagen on some.
  const reduced = chance(random, 0.07);
  const catalogue = goaeFor(fach);
  const count = lineCount(random, 11);
  const nVisits = Math.min(count, weighted(random, [[1, 4], [2, 3], [3, 2], [4, 1]]));
  const visits = visitDates(random, addDays(date, -int(random, 1, 14)), nVisits, [2, 24]);
  const perVisit = visits.map(() => 1);
  for (let i = nVisits; i < count; i++) perVisit[i === nVisits ? 0 : int(random, 0, nVisits - 1)]++;
  const rows: { line: CareLine; factor: number | null }[] = [];
  visits.forEach((visit, v) => {
    const chosen: Goae[] = some(random, catalogue, perVisit[v]).filter((g, _, all) => !(g[0] === '1' && all.some((x) => x[0] === '3'))).sort((a, b) => Number(a[0]) - Number(b[0]));
    for (const [ziffer, text, points, kind, details] of chosen) {
      const { factor, reason } = factorFor(random, kind, reduced);
      const times = ['420', '252', '375', '3305'].includes(ziffer) && chance(random, 0.4) ? int(random, 2, 3) : 1;
      const detail = reason ?? (details && chance(random, 0.35) ? pick(random, details) : null);
      rows.push({ line: careLine({ date: visit, code: ziffer, text, detail, qty: times, price: goaeFee(points, factor) }), factor });
    }
  });
  if (chance(random, 0.3) && fach.auslagen.length) {
    const [text, range] = pick(random, fach.auslagen);
    rows.push({ line: careLine({ date: visits[visits.length - 1], text, price: round2(range[0] + random() * (range[1] - range[0])) }), factor: null });
  }
  const lines = rows.map((r) => r.line);
  const total = sum(lines.map((l) => l.amount));
  const honorar = sum(lines.filter((l) => l.code).map((l) => l.amount)), auslagen = round2(total - honorar);

  const seq = int(random, 120, 9800), year = date.slice(0, 4);
  const number = pick(random, [`${year.slice(2)}${pad(seq, 5)}`, `PR-${year}-${pad(seq, 4)}`, `${year}/${seq}`, `R ${int(random, 100000, 999999)}`, `${pad(Number(date.slice(5, 7)), 2)}-${pad(seq, 4)}`]);
  const due = addDays(date, pick(random, [14, 21, 30, 30])), printsDue = chance(random, 0.75);
  const lanr = `${int(random, 100000, 999999)}${pick(random, ['01', '03', '08', '23', '34'])}${int(random, 0, 9)}`;

  // Look.
  const { font, size } = careFont(random, ['serif', 'sans', 'sans', 'narrow', 'dejavu']);
  const accent = pick(random, ['#1d4e89', '#2f5d50', '#5b2a4a', '#3a3a3a', '#0f6b7a', '#7a4b1d']);
  const centered = chance(random, 0.45);
  const unitCol = chance(random, 0.4);
  const everyDate = chance(random, 0.6);
  const bankInFoot = chance(random, 0.55);
  const fachLine = doc.female ? fach.f : fach.m;
  const email = `${pick(random, ['praxis', 'info', 'kontakt'])}@${slug(pick(random, [`praxis ${doc.last}`, `dr ${doc.last}`]))}.de`;
  const [area, chamber] = TOWN_INFO[home.town] ?? ['030', 'Ärztekammer Berlin'];
  const tel = `${area} ${int(random, 200000, 9899999)}`;
  const contact = [home.street, home.city, `Tel. ${tel}`, `Fax ${tel.replace(/\d$/, (x) => String((Number(x) + 1) % 10))}`, email];

  const name = `<div class="nm">${span(supplier)}</div>${supplier === docName ? '' : dl(docName, 'b')}${dl(fachLine)}${chance(random, 0.5) ? dl(pick(random, ['Privatpraxis', 'Alle Kassen und Privat', 'Privat und Selbstzahler', `Akademische Lehrpraxis der Universität ${home.town}`]), 'sub') : ''}`;
  const head = centered
    ? `<div class="head c">${name}<div class="cl small">${span(contact.join(' · '))}</div></div>`
    : `<div class="head two"><div>${name}</div><div class="r small">${dls([...contact, `LANR ${lanr}`])}</div></div>`;
  const window = `<div class="win"><div class="ret">${span(`${docName} · ${home.street} · ${home.city}`)}</div>${dls([payer.female ? 'Frau' : 'Herrn', customer, payerAddr.street, payerAddr.city])}</div>`;
  const box = `<table class="box">${kvRows([
    ['Rechnungsnummer', number], ['Rechnungsdatum', d(date)], ['Patienten-Nr.', patientNo], ...(insNo ? [['Versicherten-Nr.', insNo] as [string, string]] : []),
    ...(centered ? [['LANR', lanr] as [string, string]] : []), ...(printsDue ? [['Zahlbar bis', d(due)] as [string, string]] : []),
  ])}</table>`;
  const title = `<div class="title">${span(pick(random, ['Privatärztliche Rechnung', 'Rechnung', 'Liquidation nach GOÄ', 'Privatliquidation']))}</div>`;
  const diagnoses = some(random, fach.diagnoses, int(random, 1, 2)), sure = chance(random, 0.5);
  const band = `<div class="band">${dls([
    `${child ? 'Patient/in' : 'Patient'}: ${patient}, geb. ${d(born)}`,
    `Behandlungszeitraum: ${visits.length > 1 || chance(random, 0.5) ? `${d(visits[0])} – ${d(visits[visits.length - 1])}` : d(visits[0])}`,
    ...(insurer ? [`Versicherung: ${insurer}`] : []),
  ])}<div class="dg">${span(`Diagnose${diagnoses.length > 1 ? 'n' : ''}: ${diagnoses.map((x) => `${x}${sure ? ' G' : ''}`).join('; ')}`)}</div></div>`;

  const cols = ['Datum', 'GOÄ-Nr.', 'Leistungsbeschreibung', 'Faktor', 'Anzahl', ...(unitCol ? ['Einzelbetrag'] : []), 'Betrag €'];
  let lastDate = '';
  const body = rows.map(({ line, factor }) => {
    const shown = everyDate || line.date !== lastDate ? fmtDate(line.date ?? date, tableDates, 'de') : '';
    lastDate = line.date ?? '';
    return `<tr><td class="nw">${shown}</td><td>${esc(line.code)}</td><td>${careDesc(line)}</td><td class="r">${factor === null ? '' : num(factor, ',', '', factor === 1.15 ? 2 : 1)}</td><td class="r">${line.qty}</td>${unitCol ? `<td class="r nw">${n(line.price)}</td>` : ''}<td class="r nw">${n(line.amount)}</td></tr>`;
  }).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 3 ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
  const tot: [string, string, string][] = auslagen ? [['Honorar nach GOÄ', eur(honorar), ''], ['Auslagen', eur(auslagen), '']] : [];
  tot.push([pick(random, ['Rechnungsbetrag', 'Gesamtbetrag', 'Zu zahlender Betrag']), eur(total), 'big']);
  const totals = `<table class="tot">${totalsRows(tot)}</table>`;

  const notes = [
    pick(random, ['Umsatzsteuerfrei gem. § 4 Nr. 14 UStG.', 'Die ärztlichen Leistungen sind nach § 4 Nr. 14 UStG von der Umsatzsteuer befreit.', 'Heilbehandlung – umsatzsteuerfrei gemäß § 4 Nr. 14 UStG.']),
    printsDue ? pick(random, [`Bitte überweisen Sie den Rechnungsbetrag bis zum ${d(due)} unter Angabe der Rechnungsnummer.`, `Zahlbar bis ${d(due)} ohne Abzug.`]) : 'Der Rechnungsbetrag ist innerhalb von 30 Tagen nach Zugang der Rechnung fällig (§ 12 GOÄ).',
    ...(reduced ? ['Abrechnung zu den Gebührensätzen des Basistarifs.'] : []),
    ...(chance(random, 0.6) ? [pick(random, ['Diese Rechnung können Sie bei Ihrer privaten Krankenversicherung bzw. Beihilfestelle einreichen.', 'Eine Zweitschrift für Ihre Krankenversicherung liegt bei.'])] : []),
  ];
  const bankLines = [`Bankverbindung: ${bank.name}`, `IBAN ${ibanShown} · BIC ${bank.bic}`, `Steuernummer ${stnr}`];
  const bankBox = bankInFoot ? '' : `<div class="bank">${dls(bankLines)}</div>`;
  const close = `<div class="notes">${notes.map((t) => `<p>${esc(t)}</p>`).join('')}</div>${bankBox}<div class="greet">${dls([pick(random, ['Mit freundlichen Grüßen', 'Mit freundlichen Grüßen und guten Wünschen']), docName])}</div>`;
  const footer = `<div class="foot">${bankInFoot ? dl(`${bank.name} · IBAN ${ibanShown} · BIC ${bank.bic} · Steuernummer ${stnr}`) : ''}${dl(`Zuständige Kammer: ${chamber} · ${centered ? `Sprechzeiten nach Vereinbarung · ${contact[4]}` : 'Seite 1 von 1'}`)}</div>`;

  const css = `
body { padding: 34px 52px 0 72px }
.head { border-bottom: 2.5px double ${accent}; padding-bottom: 8px } .two { display: flex; justify-content: space-between; align-items: flex-end }
.nm { font-size: 1.75em; color: ${accent}; font-weight: bold; letter-spacing: 0.01em } .cl { margin-top: 4px; color: #444 }
.mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 34px } .win { width: 330px; min-height: 118px }
.ret { font-size: 0.7em; color: #555; border-bottom: 0.5px solid #999; display: inline-block; margin-bottom: 6px; white-space: nowrap }
.box { border: 1px solid ${accent}; min-width: 250px } .box td { padding: 2px 8px; font-size: 0.94em } .box .k { color: #555 } .box .v { font-weight: bold; text-align: right }
.title { font-size: 1.3em; font-weight: bold; margin-top: 18px; color: ${accent} }
.band { background: #f0f2f4; border-left: 4px solid ${accent}; padding: 5px 10px; margin: 8px 0 10px } .dg { font-weight: bold; margin-top: 2px }
.items { width: 100% } .items th { font-weight: bold; border-bottom: 1.2px solid #333; padding: 3px 4px; font-size: 0.9em; white-space: nowrap } .items td { padding: 2px 4px; border-bottom: 0.4px solid #ddd }
.tot { margin: 8px 0 0 auto; min-width: 280px } .tot td { padding: 2px 4px } .tot .big td { font-weight: bold; font-size: 1.12em; border-top: 1px solid #333; border-bottom: 3px double #333 }
.notes { margin-top: 12px } .notes p { margin: 0 0 4px } .bank { margin-top: 8px; border: 0.6px solid #aaa; padding: 4px 8px; display: inline-block }
.greet { margin-top: 12px }
.foot { padding: 0 52px 18px 72px; text-align: center; font-size: 0.76em; color: #444 } .foot > div:first-child { border-top: 0.6px solid ${accent}; padding-top: 4px }`;
  const html = page('de', font, size, css, `${head}<div class="mid">${window}${box}</div>${title}${band}${table}${totals}${close}${footer}`);

  const fields: TruthFields = {
    supplier_name: supplier, supplier_tax_id: stnr, customer_name: customer, invoice_number: number, date, ...(printsDue ? { due_date: due } : {}),
    currency: 'EUR', total_tax: 0, total_amount: total, amount_due: total, iban: ibanShown,
  };
  return built('de', html, fields, lines.map((l) => careItem(l, { qty: true, price: unitCol, rate: false })));
};
