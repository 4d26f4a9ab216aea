/**
 * A German Seminarrechnung of a training institute, congress organiser or language school: the provider's name in
 * a coloured band or beside its logo, the address window (left or right, a sender line above it; a private
 * customer's "Frau" / "Herrn" on its own line), the identifiers — Rechnungs-Nr., Datum, Kunden-Nr., Buchungs-Nr.,
 * "Anmeldung vom", Veranstaltungs-Nr., the customer's Bestellnummer, Leistungszeitraum — as a table, a grid or label
 * pairs, the venue (Veranstaltungsort) as a box beside the window, under it or in a strip above the items with the
 * event's title and dates; the Teilnahmegebühr for all participants or one row per participant, priced per person
 * or per Unterrichtseinheit, the Frühbucher- or Mehrteilnehmerrabatt, extras (Tagungspauschale 19 %, Übernachtung
 * 7 %, Lehrbuch 7 %); 19 % or exempt under § 4 Nr. 21 / Nr. 22 UStG, an Anzahlung deducted on some, the
 * cancellation terms in small type and the four-column footer (register, Geschäftsführung or Vorstand, bank, tax).
 */
import { address, COURSES, customerFirm, deProvider, extrasFor, headcount, participant, person, privateName, venue } from './events-names.ts';
import {
  arrange, chance, classRate, compact, courseLength, dateRange, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee, feeRows, fmtDate,
  FONTS, headRow, int, itemsTable, letters, logo, metaHtml, money2, NBSP, page, peopleBlock, phone, pick, pickLook, priceText, qtyFmt, result, row, seqNo,
  signed, sizeFor, slug, span, tableLines, totalsHtml, vatTotals, venueBox, windowHtml, depositOf, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { deSteuernummer, deUstId } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

export const deSeminarInvoice: Layout = (random) => {
  const home = address(random, 'de');
  const language = chance(random, 0.3);
  const firm = deProvider(random, home.town, language);
  const course = pick(random, COURSES.de.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = course.kind !== 'conference' && chance(random, firm.school ? 0.75 : 0.2);
  const para = firm.name.endsWith('e.V.') || firm.name.startsWith('Volkshochschule') ? '22' : '21';
  const rate = exempt ? 0 : 19;
  const early = !weeks && chance(random, 0.35);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.7, dueDays: [14, 14, 21, 30], earlyBird: early });
  const year = s.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const m = money2(',', '.');
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;
  const range = dateRange(s, 'de', d);

  // Customer: a firm sending staff, or a private person booking a language course for self or child.
  const priv = language && chance(random, 0.7) ? privateName(random, 'de') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : customerFirm(random, 'de');
  const custAddr = address(random, 'de');
  const child = priv && chance(random, 0.35) ? `${person(random, 'de').first} ${priv.last}` : null;
  const n = priv ? 1 : headcount(random);
  const names = priv ? [child ?? customer] : Array.from({ length: n }, () => participant(random, 'de'));
  const contact = priv ? null : chance(random, 0.45) ? (() => { const p = person(random, 'de'); return `z. Hd. ${p.female ? 'Frau' : 'Herrn'} ${chance(random, 0.5) ? `${p.first} ` : ''}${p.last}`; })() : chance(random, 0.4) ? pick(random, ['Personalabteilung', 'Personalentwicklung', 'Buchhaltung']) : null;
  const place = venue(random, 'de');

  // Rows: the fee, discounts, extras.
  const eventNo = pick(random, [`S-${year}-${int(random, 100, 999)}`, `${letters(random, 2)}${digits(random, 3)}-${year.slice(2)}`, `V${digits(random, 5)}`]);
  const lessons = weeks ? length * pick(random, [2, 4, 4, 6, 8]) : 0;
  const perLesson = weeks && chance(random, 0.5);
  const lessonMills = fee(random, course.fee, true);
  const mills = weeks ? (perLesson ? lessonMills : Math.round((lessons * lessonMills) / 10000) * 10000) : fee(random, course.fee);
  const detailStyle = weeks ? 4 : int(random, 0, 3);
  const details = [
    [`${range} · ${place.name}, ${place.town}`],
    [`Termin: ${range}`, ...(n <= 2 ? [`Teilnehmer: ${names.join(', ')}`] : [])],
    [`Veranstaltungs-Nr. ${eventNo} · ${range}`],
    [],
    [`Kurszeitraum ${range} · ${lessons} UE à 45 Min.`],
  ][detailStyle];
  const personStyle = int(random, 0, 1);
  const perPerson = !weeks && n >= 2 && chance(random, 0.35)
    ? (nm: string): [string, string[]] => (personStyle ? [course.title, [`Teilnehmer/in: ${nm}`]] : [`Teilnahmegebühr – ${nm}`, [course.title]]) : null;
  const text = weeks ? course.title : course.title.length < 36 && chance(random, 0.5) ? `Teilnahmegebühr „${course.title}“` : course.title;
  const fees = weeks ? [row(text, details, perLesson ? lessons : n, perLesson ? 'UE' : n > 1 ? 'Pers.' : 'Kurs', mills, rate)] : feeRows({ n, names, mills, rate, unit: 'Pers.', text, details, perPerson });
  const rows = [...fees, ...discountRows(random, fees, n, early, {
    early: (p) => (p ? `Frühbucherrabatt ${p}${NBSP}% (Anmeldung bis ${d(s.early ?? s.booking)})` : `Frühbucherrabatt (Anmeldung bis ${d(s.early ?? s.booking)})`), multi: (p) => `Mehrteilnehmerrabatt ${p}${NBSP}%`, unit: 'Pers.',
  })];
  const rates = { food: 19, hotel: 7, books: 7, std: 19 };
  for (const e of extrasFor(random, 'de', course.kind, int(random, 0, weeks ? 2 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, rates), e.per === 'night' && length > 1 ? [`${Math.max(1, length - 1)} Nächte × ${n} Pers.`] : []));
  if (chance(random, 0.12) && !weeks) rows.push(row('Parkplatz Tiefgarage', [], n * length, 'Tag', 8000, 19, 'extra'));
  const t = vatTotals(rows);
  const deposit = (weeks || length >= 3) && chance(random, 0.35) ? depositOf(random, t.gross) : 0;

  // Identifiers.
  const number = pick(random, [`${year}-${seqNo(random, 5)}`, `SR-${year.slice(2)}${seqNo(random, 4)}`, `R${int(random, 100000, 999999)}`, `${int(random, 10000, 99999)}`]);
  const custNo = pick(random, [`${int(random, 10000, 69999)}`, `K-${digits(random, 5)}`, `TN${digits(random, 6)}`]);
  const booking = pick(random, [`BU-${digits(random, 6)}`, `AN${year.slice(2)}${digits(random, 5)}`, `${int(random, 200000, 899999)}`]);
  const po = !priv && chance(random, 0.5) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `BE-${digits(random, 6)}`, `${year}-${digits(random, 4)}`]) : null;
  const printsDue = chance(random, 0.75) || s.terms === null;
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.']), number], [pick(random, ['Rechnungsdatum', 'Datum']), d(s.date)],
    [pick(random, ['Kundennummer', 'Kunden-Nr.', 'Teilnehmer-Nr.']), custNo], [pick(random, ['Buchungsnummer', 'Anmelde-Nr.', 'Buchungs-Nr.']), booking],
    ...(chance(random, 0.6) ? [[pick(random, ['Anmeldung vom', 'Ihre Anmeldung vom', 'Buchungsdatum']), d(s.booking)] as [string, string]] : []),
    ...(detailStyle !== 2 && !weeks ? [[pick(random, ['Veranstaltungs-Nr.', 'Seminar-Nr.']), eventNo] as [string, string]] : []),
    ...(po ? [[pick(random, ['Ihre Bestellnummer', 'Ihre Bestell-Nr.', 'Bestellnummer']), po] as [string, string]] : []),
    ...(chance(random, 0.5) ? [[pick(random, ['Leistungszeitraum', 'Veranstaltungsdatum']), range] as [string, string]] : []),
    ...(printsDue && chance(random, 0.4) ? [['Fällig am', d(s.due)] as [string, string]] : []),
  ]);
  const ust = deUstId(random), ustShown = pick(random, [ust, `DE ${ust.slice(2)}`, `DE ${ust.slice(2, 5)} ${ust.slice(5, 8)} ${ust.slice(8)}`]);
  const stnr = deSteuernummer(random, (DE_TOWNS.find(([tw]) => tw === home.town) ?? DE_TOWNS[0])[2]);
  const idMode = exempt ? pick(random, ['st', 'st', 'both']) : pick(random, ['ust', 'both', 'both']);
  const bank = germanBank(random, home.town), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const boss = `${person(random, 'de').first} ${person(random, 'de').last}`;
  const register = firm.name.startsWith('Volkshochschule') ? [`Eine Einrichtung der Stadt ${home.town}`, `Leitung: ${boss}`]
    : firm.name.endsWith('e.V.') ? [`Vereinsregister: Amtsgericht ${home.town} VR ${int(random, 100, 9999)}`, `Vorstand: ${boss}`]
      : [`Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`, `Geschäftsführer: ${boss}`];

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.sans[3], FONTS.serif[0]], ['#0b4f8a', '#7b2d8b', '#23613a', '#c05a00', '#2f3e46', '#8d1b3d']);
  const venueAt = pick(random, ['side', 'under', 'strip'] as const);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const tagline = pick(random, language ? ['Sprachkurse · Firmentrainings · Prüfungen', 'Sprachen lernen mit Erfolg'] : ['Seminare · Trainings · Kongresse', 'Weiterbildung für Fach- und Führungskräfte', 'Inhouse-Schulungen und offene Seminare']);
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="tag">${span(tagline)}</div></div>`
    : `<div class="plain">${brand}<div class="tag2">${span(`${home.street} · ${home.city}`)}</div></div>`;
  const sender = chance(random, 0.7) ? `${firm.name} · ${home.street} · ${home.city}` : null;
  const winLines = [...(priv ? [priv.female ? 'Frau' : 'Herrn'] : []), customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city];
  const people = (child || !priv) && !perPerson && detailStyle !== 1 ? peopleBlock(child ? 'Teilnehmer/in:' : n > 1 ? 'Teilnehmer:' : 'Teilnehmer/in:', names) : '';
  const vbox = venueBox(pick(random, [weeks ? 'Kursort' : 'Veranstaltungsort', 'Ort der Veranstaltung']), place, [`Termin: ${range}`]);
  const win = `<div>${windowHtml(winLines, priv ? 1 : 0, sender)}${venueAt === 'under' ? `<div class="vu">${vbox}</div>` : ''}</div>`;
  const clerk = person(random, 'de');
  const contactBox = `<div class="contact">${[`${clerk.female ? 'Ihre Ansprechpartnerin' : 'Ihr Ansprechpartner'}: ${clerk.first} ${clerk.last}`, `Tel. ${phone(random, 'de')}`, `${pick(random, ['seminare', 'anmeldung', 'buchhaltung'])}@${slug(firm.name)}.de`].map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
  const side = `<div class="side">${look.meta === 'grid' ? contactBox : metaHtml(pairs, look.meta)}${venueAt === 'side' ? `<div class="vs">${vbox}</div>` : ''}</div>`;
  const title = `<div class="title">${span(pick(random, ['Rechnung', 'Seminarrechnung', 'RECHNUNG', 'Rechnung / Teilnahmebestätigung']))}</div>`;
  const strip = venueAt === 'strip' ? `<div class="strip">${[`${weeks ? 'Kurs' : 'Veranstaltung'}: ${course.title}`, `Termin: ${range}`, `Ort: ${place.name}, ${place.street}, ${place.city}`].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : '';
  const salutation = priv ? `Sehr geehrte${priv.female ? ' Frau' : 'r Herr'} ${priv.last},` : 'Sehr geehrte Damen und Herren,';
  const intro = `<div class="intro">${esc(`${salutation} ${pick(random, ['vielen Dank für Ihre Anmeldung. Wir berechnen Ihnen:', 'für die Teilnahme an unserer Veranstaltung erlauben wir uns zu berechnen:', 'wir bestätigen Ihre Buchung und berechnen wie folgt:'])}`)}</div>`;

  const rateStyle = chance(random, 0.5);
  const cols: Col[] = [['Pos.', ''], ['Bezeichnung', ''], ['Menge', 'r'], ['Einh.', ''], ['Einzelpreis', 'r'], ['USt', 'r'], ['Gesamt €', 'r']];
  const cells = rows.map((r, i) => [String(i + 1), descCell(r), r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', '.'),
    rateStyle ? `${r.rate}${NBSP}%` : String(r.rate), signed(r.cents, m)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const exemptLabel = `umsatzsteuerfrei (§${NBSP}4 Nr.${NBSP}${para} UStG)`;
  const onlyTotal = exempt && t.lines.length === 1 && chance(random, 0.5);
  const tot: [string, string, string][] = onlyTotal ? [] : [[pick(random, ['Summe netto', 'Nettobetrag', 'Zwischensumme']), eur(t.net), '']];
  if (!onlyTotal) for (const l of t.lines) tot.push([l.rate ? `zzgl. ${l.rate}${NBSP}% USt auf ${m(l.base)}` : `${exemptLabel} ${m(l.base)}`, eur(l.tax), '']);
  tot.push([pick(random, ['Rechnungsbetrag', 'Gesamtbetrag']), eur(t.gross), deposit ? 'rule' : look.band && chance(random, 0.5) ? 'hl' : 'big']);
  if (deposit) tot.push([`abzgl. Anzahlung vom ${d(s.booking)}`, eur(-deposit), ''], [pick(random, ['Restbetrag', 'Noch zu zahlen', 'Zahlbetrag']), eur(t.gross - deposit), 'big']);
  const notes = [
    ...(exempt ? [para === '21' ? 'Die Leistung ist gemäß § 4 Nr. 21 a) bb) UStG von der Umsatzsteuer befreit. Die Bescheinigung der zuständigen Landesbehörde liegt vor.' : 'Umsatzsteuerfrei nach § 4 Nr. 22 a) UStG (Kurse und Veranstaltungen belehrender Art).'] : []),
    printsDue ? `Bitte überweisen Sie den Betrag ${pick(random, ['bis zum', 'spätestens bis'])} ${d(s.due)} unter Angabe der Rechnungsnummer.` : `Zahlbar innerhalb von ${s.terms} Tagen ohne Abzug unter Angabe der Rechnungsnummer.`,
  ];
  const policy = pick(random, [
    'Stornierungen sind bis 14 Tage vor Veranstaltungsbeginn kostenfrei. Danach berechnen wir 50 % der Teilnahmegebühr, bei Nichterscheinen die volle Gebühr. Ein Ersatzteilnehmer kann jederzeit benannt werden.',
    'Es gelten unsere Allgemeinen Geschäftsbedingungen. Rücktritt bis vier Wochen vor Kursbeginn: Bearbeitungsgebühr 50,00 €; danach ist die volle Kursgebühr fällig.',
    'Die Teilnahmebescheinigung erhalten Sie nach Abschluss der Veranstaltung. Bei Absage durch den Veranstalter wird die Gebühr vollständig erstattet; weitergehende Ansprüche sind ausgeschlossen.',
  ]);
  const taxLines = idMode === 'st' ? [`Steuernummer ${stnr}`] : idMode === 'ust' ? [`USt-IdNr. ${ustShown}`] : [`USt-IdNr. ${ustShown}`, `Steuer-Nr. ${stnr}`];
  const footCols = [[firm.name, `${home.street}, ${home.city}`, register[0]], [register[1], `Tel. ${phone(random, 'de')}`, `www.${slug(firm.name)}.de`], [bank.name, `IBAN ${ibanShown}`, `BIC ${bank.bic}`], taxLines];
  const footer = `<div class="foot"><div class="fcols">${footCols.map((c) => `<div>${c.map((l) => `<div>${span(l)}</div>`).join('')}</div>`).join('')}</div></div>`;

  const size = sizeFor(look, tableLines(rows, 10 + (venueAt === 'strip' ? 3 : 0) + (deposit ? 2 : 0)));
  const css = `${eventCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 42px 10px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.6em; font-weight: bold } .tag { font-size: 0.9em }
.plain { padding: 26px 42px 6px; display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid ${look.accent} } .plain .fname { font-size: 1.6em; font-weight: bold; color: ${look.accent} } .tag2 { font-size: 0.85em; color: #444 }
.main { padding: 18px 42px 0 } .win { width: 310px; min-height: 86px } .side { min-width: 240px } .vs, .vu { margin-top: 8px } .gridrow { margin-top: 10px } .contact div { margin-bottom: 1px }
.title { font-size: 1.4em; font-weight: bold; margin: 14px 0 4px; color: ${look.accent} } .intro { margin: 4px 0 8px }
.bottom { display: flex; justify-content: flex-end; margin-top: 8px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 42px 14px } .fcols { display: flex; justify-content: space-between; gap: 10px; border-top: 0.8px solid ${look.accent}; padding-top: 4px; font-size: 0.74em; color: #333 }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${people}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${title}${intro}${strip}${items}<div class="bottom">${totalsHtml(tot)}</div><div class="notes">${notes.map((x, i) => `<div${exempt && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div><div class="tiny policy">${esc(policy)}</div></div>${footer}`;
  const html = page('de', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: compact(idMode === 'st' ? stnr : ustShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: s.due } : {}), currency: 'EUR', ...(onlyTotal ? {} : { subtotal: euros(t.net) }), total_tax: euros(t.tax), total_amount: euros(t.gross),
    amount_due: euros(t.gross - deposit), iban: ibanShown,
  };
  return result('de', html, fields, rows, () => true);
};
