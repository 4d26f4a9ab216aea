/**
 * A Dutch physiotherapy practice's nota or factuur to a patient (a parent for kinderfysiotherapie), as the
 * practice software prints it: the practice's word mark at the top left with its contacts at the right, the
 * addressee under it and NOTA with the note's numbers (notanummer, notadatum, vervaldatum, patiëntnummer) at the
 * right, a tinted panel with the patient (birth date, masked BSN) and the insurance (verzekeraar, UZOVI,
 * polisnummer, verwijzer), the treatments by date with prestatiecode and therapist, the total, an amount paid at
 * the desk deducted on some, "Te betalen", the payment request with IBAN, vrijgesteld van btw, and a footer bar
 * with AGB-codes, KvK and, on some, the btw-id.
 */
import {
  addDays, birthDate, built, careDesc, careFont, careItem, careLine, chance, dl, dls, esc, fee, fmtDate, int, issueDate, lineCount, lowerAscii, num, pad,
  page, pick, span, sum, totalsRows, visitDates, type CareLine, type Layout, type Treatment, type TruthFields,
} from './care-common.ts';
import { address, agb, childName, maskedBsn, nlPraktijk, NL_INSURERS, person } from './care-names.ts';
import { nlBtwId, nlKvk } from './fees-ids.ts';
import { dutchBank, groupIban } from './multipage-ids.ts';

const t = (code: string, text: string, price: [number, number], details?: string[]): Treatment => ({ code, text, price, details });
const SESSION: Treatment[] = [
  t('1000', 'Standaard zitting fysiotherapie', [34, 45]), t('1200', 'Zitting manuele therapie', [42, 55]), t('1400', 'Zitting oedeemtherapie', [40, 52]),
  t('1002', 'Zitting bekkenfysiotherapie', [45, 58]), t('1300', 'Zitting psychosomatische fysiotherapie', [42, 55]), t('1005', 'Groepsbehandeling (per deelnemer)', [15, 25], ['Beweeggroep knie/heup']),
];
const KIDS: Treatment[] = [t('1100', 'Zitting kinderfysiotherapie', [45, 60])];
const EXTRA: Treatment[] = [
  t('1864', 'Screening, intake en onderzoek', [55, 75]), t('1870', 'Intake en onderzoek na verwijzing', [50, 70]), t('1025', 'Toeslag behandeling aan huis', [12, 20]),
  t('1031', 'Telefonische zitting', [22, 30]), t('1901', 'Verslaglegging aan verwijzer', [25, 40], ['Rapportage aan huisarts']), t('1939', 'Niet-nagekomen afspraak', [30, 45], ['Niet tijdig (24 uur) afgemeld']),
];
const COMPLAINTS = ['lage rugklachten', 'schouderklachten rechts', 'nekklachten', 'knieklachten links', 'revalidatie na VKB-reconstructie', 'enkeldistorsie', 'houdingsklachten', 'motorische ontwikkeling'];

/** Each town's dialling code. */
const PREFIX: Record<string, string> = {
  Amsterdam: '020', Rotterdam: '010', Utrecht: '030', 'Den Haag': '070', Eindhoven: '040', Groningen: '050', Tilburg: '013', Almere: '036', Breda: '076', Nijmegen: '024',
  Haarlem: '023', Arnhem: '026', Zwolle: '038', Leiden: '071', Amersfoort: '033',
};

export const nlFysiotherapie: Layout = (random) => {
  const home = address(random, 'nl');
  const kids = chance(random, 0.2);
  const practice = nlPraktijk(random, home.town, kids);
  const practiceAgb = agb(random), kvk = nlKvk(random), btw = nlBtwId(random), printsBtw = chance(random, 0.35);
  const therapists = [person(random, 'nl'), person(random, 'nl')].map((p) => ({ name: `${p.first} ${p.last}`, initials: `${p.first[0]}. ${p.last}`, agb: agb(random, '04') }));
  const bank = dutchBank(random), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const date = issueDate(random);
  const long = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, '{dd}-{mm}-{yyyy}', 'nl');
  const dh = (iso: string) => (long ? fmtDate(iso, '{d} {MMMM} {yyyy}', 'nl') : d(iso));
  const eur = (v: number) => `€ ${num(v, ',', '.')}`;

  // Addressee and patient.
  const payer = person(random, 'nl'), payerAddr = address(random, 'nl');
  const initials = chance(random, 0.45);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const customer = initials ? `${payer.first[0]}. ${payer.last}` : `${payer.first} ${payer.last}`;
  const patient = kids ? `${childName(random, 'nl')} ${payer.last}` : `${payer.first} ${payer.last}`;
  const born = birthDate(random, date, kids ? [1, 12] : [18, 82]);
  const [insurer, uzovi] = pick(random, NL_INSURERS);
  const polis = pick(random, [`${int(random, 100000000, 999999999)}`, `${int(random, 10000000, 99999999)}-${int(random, 1, 9)}`, `P${int(random, 1000000, 9999999)}`]);
  const patientNo = String(int(random, 1000, 39999));
  const referrer = chance(random, 0.6) ? `huisarts ${pick(random, ['A.', 'M.', 'J.', 'E.', 'R.'])} ${cap(person(random, 'nl').last)} (AGB ${agb(random, '01')})` : 'directe toegankelijkheid (DTF)';

  // Treatments: the sessions of the period, an intake first and an extra line on some.
  const main = kids ? KIDS[0] : pick(random, SESSION);
  const price = fee(random, main.price, true);
  const count = lineCount(random, 12);
  const dates = visitDates(random, addDays(date, -int(random, 1, 10)), count, [3, 10]);
  const lines: CareLine[] = dates.map((x, i) => {
    const th = i > 0 && chance(random, 0.2) ? therapists[1] : therapists[0];
    return { ...careLine({ text: main.text, code: main.code, price, date: x, detail: main.details && i === 0 && chance(random, 0.5) ? main.details[0] : null }), tag: th.initials };
  });
  if (count > 2 && chance(random, 0.45)) {
    const intake = pick(random, EXTRA.slice(0, 2));
    lines[0] = { ...careLine({ text: intake.text, code: intake.code, price: fee(random, intake.price, true), date: dates[0] }), tag: therapists[0].initials };
  }
  if (count > 1 && chance(random, 0.3)) {
    const extra = pick(random, EXTRA.slice(2));
    const i = int(random, 1, lines.length - 1);
    lines[i] = { ...careLine({ text: extra.text, code: extra.code, price: fee(random, extra.price, true), date: lines[i].date, detail: extra.details && chance(random, 0.6) ? extra.details[0] : null }), tag: lines[i].tag };
  }
  const total = sum(lines.map((l) => l.amount));
  const paidDesk = lines.length > 1 && chance(random, 0.2) ? sum(lines.slice(0, int(random, 1, Math.max(1, lines.length - 1))).map((l) => l.amount)) : 0;
  const due = sum([total, -paidDesk]);
  const dueDate = addDays(date, pick(random, [14, 14, 30])), printsDue = chance(random, 0.85);

  const seq = int(random, 100, 99999);
  const number = pick(random, [`${date.slice(0, 4)}${pad(seq, 5)}`, `N${pad(seq, 6)}`, `${date.slice(2, 4)}-${pad(seq, 5)}`, `F${date.slice(0, 4)}-${pad(seq % 10000, 4)}`]);
  const docTitle = pick(random, ['NOTA', 'Nota', 'FACTUUR', 'Factuur', 'Nota fysiotherapie']);

  // Look.
  const { font, size } = careFont(random, ['sans', 'sans', 'dejavu', 'narrow']);
  const accent = pick(random, ['#e07a1f', '#0077b6', '#43a047', '#d81b60', '#00897b', '#5e35b1']);
  const codeCol = chance(random, 0.85), thCol = chance(random, 0.6);
  const site = `${lowerAscii(practice.replace(/ (B\.V\.|V\.O\.F\.)$/, '').split(' ').slice(0, 3).join(''))}.nl`;
  const mark = `<div class="mark"><div class="ini">${esc(practice.replace(/^Praktijk voor /, '').charAt(0))}</div><div><div class="nm">${span(practice)}</div>${dl(kids ? 'Kinderfysiotherapie · Motoriek · Ontwikkeling' : pick(random, ['Fysiotherapie · Manuele therapie · Dry needling', 'Fysiotherapie en oefentherapie', 'Sport- en bekkenfysiotherapie']), 'tag')}</div></div>`;
  const contact = `<div class="contact">${dls([home.street, home.city, `T ${PREFIX[home.town] ?? '020'}-${int(random, 200, 899)} ${pad(int(random, 0, 9999), 4)}`, `info@${site}`, `www.${site}`])}</div>`;
  const addressee = `<div class="addr">${kids && chance(random, 0.5) ? dl(`Aan de ouder(s)/verzorger(s) van ${patient}`, 'sm') : ''}${dls([customer, payerAddr.street, payerAddr.city])}</div>`;
  const meta = `<div class="meta"><div class="title">${esc(docTitle)}</div><table>${[
    ['Notanummer', number], ['Notadatum', dh(date)], ...(printsDue ? [['Vervaldatum', dh(dueDate)]] : []), ['Patiëntnummer', patientNo]].map(([a, b]) => `<tr><td class="k">${esc(a)}</td><td class="b">${span(b)}</td></tr>`).join('')}</table></div>`;
  const panel = `<div class="panel"><div>${dls([`Patiënt: ${patient}`, `Geboortedatum: ${d(born)}`, `BSN: ${maskedBsn(random)}`, `Klacht: ${kids ? 'motorische ontwikkeling' : pick(random, COMPLAINTS)}`])}</div><div>${dls([`Verzekeraar: ${insurer} (UZOVI ${uzovi})`, `Polisnummer: ${polis}`, `Verwijzing: ${referrer}`, ...(thCol ? [] : [`Behandelaar: ${therapists[0].name} (AGB ${therapists[0].agb})`])])}</div></div>`;

  const cols = ['Datum', ...(codeCol ? ['Prestatiecode'] : []), 'Omschrijving', ...(thCol ? ['Therapeut'] : []), 'Bedrag'];
  const body = lines.map((l) => `<tr><td class="nw">${d(l.date ?? date)}</td>${codeCol ? `<td>${esc(l.code)}</td>` : ''}<td>${careDesc(l)}</td>${thCol ? `<td class="nw">${esc(l.tag)}</td>` : ''}<td class="r nw">${eur(l.amount)}</td></tr>`).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i === cols.length - 1 ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
  const tot: [string, string, string][] = [[pick(random, ['Totaal', 'Totaal nota', 'Totaalbedrag']), eur(total), paidDesk ? '' : 'st']];
  if (chance(random, 0.5)) tot.splice(0, 0, ['Btw (vrijgesteld)', eur(0), 'sm']);
  if (paidDesk) tot.push([`Reeds betaald (pin ${d(lines[0].date ?? date)})`, eur(-paidDesk), ''], ['Te betalen', eur(due), 'st']);
  else if (chance(random, 0.6)) tot.push(['Te betalen', eur(due), 'st']);
  const totals = `<table class="tot">${totalsRows(tot)}</table>`;
  const request = `<div class="req">${dls([
    printsDue ? `Wij verzoeken u ${eur(due)} vóór ${dh(dueDate)} over te maken op` : `Gelieve ${eur(due)} binnen ${pick(random, [14, 30])} dagen over te maken op`,
    `IBAN ${ibanShown} t.n.v. ${practice}`, `o.v.v. notanummer ${number}.`,
  ])}</div>`;
  const notes = [
    pick(random, ['Fysiotherapie is vrijgesteld van btw (art. 11 lid 1 sub g Wet OB 1968).', 'Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel g, Wet op de omzetbelasting 1968.']),
    pick(random, ['U kunt deze nota zelf indienen bij uw zorgverzekeraar; de vergoeding hangt af van uw aanvullende verzekering.', 'Deze behandelingen vallen niet (meer) onder uw aanvullende verzekering of zijn boven het maximum vergoed.']),
    ...(chance(random, 0.4) ? ['Afspraken die niet uiterlijk 24 uur van tevoren zijn afgezegd, kunnen in rekening worden gebracht.'] : []),
  ];
  const footer = `<div class="foot">${dl([`AGB praktijk ${practiceAgb}`, ...(thCol ? [`AGB ${therapists[0].initials} ${therapists[0].agb}`] : []), `KvK ${kvk}`, ...(printsBtw ? [`Btw-id ${btw}`] : []), `${bank.name} ${ibanShown}`].join('  |  '))}</div>`;

  const css = `
body { padding: 34px 50px 0 }
.top { display: flex; justify-content: space-between; align-items: flex-start } .mark { display: flex; gap: 10px; align-items: center }
.ini { width: 42px; height: 42px; border-radius: 50%; background: ${accent}; color: #fff; font-size: 26px; font-weight: bold; text-align: center; line-height: 42px }
.nm { font-size: 1.45em; font-weight: bold; color: ${accent} } .tag { color: #555; font-size: 0.9em } .contact { text-align: right; font-size: 0.86em; color: #444 }
.mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 40px } .addr { width: 320px; min-height: 90px } .sm { font-size: 0.86em; color: #555 }
.title { font-size: 1.9em; font-weight: bold; color: ${accent}; text-align: right; letter-spacing: 0.03em } .meta td { padding: 1px 0 1px 14px } .meta .k { color: #666 } .meta td:last-child { text-align: right }
.panel { display: flex; gap: 20px; background: ${accent}12; border-radius: 6px; padding: 8px 12px; margin-top: 18px } .panel > div { flex: 1 1 0 }
.items { width: 100%; margin-top: 16px } .items th { font-weight: bold; border-bottom: 1.5px solid ${accent}; padding: 3px 6px; text-align: left } .items td { padding: 3px 6px } .items tbody tr:nth-child(odd) td { background: #f5f5f5 }
.tot { margin: 10px 0 0 auto; min-width: 260px } .tot td { padding: 2px 6px } .tot .st td { font-weight: bold; font-size: 1.1em; border-top: 1.2px solid #333 } .tot .sm td { color: #666; font-size: 0.9em }
.req { margin-top: 14px; border-left: 4px solid ${accent}; padding: 4px 10px; background: #fafafa } .notes { margin-top: 12px; font-size: 0.82em; color: #444 } .notes p { margin: 0 0 3px }
.foot { background: ${accent}; color: #fff; font-size: 0.76em; padding: 6px 50px; text-align: center }`;
  const html = page('nl', font, size, css, `<div class="top">${mark}${contact}</div><div class="mid">${addressee}${meta}</div>${panel}${table}${totals}${request}<div class="notes">${notes.map((x) => `<p>${esc(x)}</p>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: practice, ...(printsBtw ? { supplier_tax_id: btw } : {}), customer_name: customer, invoice_number: number, date, ...(printsDue ? { due_date: dueDate } : {}),
    currency: 'EUR', total_tax: 0, total_amount: total, amount_due: due, iban: ibanShown,
  };
  return built('nl', html, fields, lines.map((l) => careItem(l, { qty: false, price: false, rate: false })));
};
