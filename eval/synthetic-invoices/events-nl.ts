/**
 * A Dutch factuur of an opleidingsinstituut, trainingsbureau, congresbureau or talenschool: the logo and name at
 * the top (in a band on some), the firm's details (adres, telefoon, KvK, btw-nummer, IBAN) in a side column or a
 * footer line, the customer's window left or right (a company with a contact, or a private cursist), the
 * identifiers — factuurnummer, factuurdatum, vervaldatum, debiteurnummer, inschrijfnummer, the customer's PO-nummer
 * or referentie, cursuscode — as a table, a grid or label pairs; the "cursusgegevens" (cursus, data, locatie,
 * deelnemers) as a block above the items, the locatie as a box under the window or only on the rows' second line;
 * the cursusgeld for all deelnemers or one row per deelnemer, per les for language courses, kortingen (vroegboek,
 * meerdere deelnemers), lunch, diner and overnachting at 9 %; 21 % or vrijgesteld (art. 11 lid 1 sub o Wet OB,
 * CRKBO), the BTW per rate, an aanbetaling deducted on some, the payment request with the IBAN and the
 * annuleringsvoorwaarden in small type.
 */
import { address, COURSES, customerFirm, extrasFor, headcount, nlProvider, participant, person, privateName, venue } from './events-names.ts';
import {
  arrange, chance, classRate, compact, courseLength, dateRange, depositOf, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee, feeRows,
  fmtDate, FONTS, headRow, int, itemsTable, logo, metaHtml, money2, NBSP, page, peopleBlock, phone, pick, pickLook, qtyFmt, result, row, seqNo,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, venueBox, windowHtml, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { nlKvk } from './fees-ids.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';

export const nlCursusInvoice: Layout = (random) => {
  const home = address(random, 'nl');
  const language = chance(random, 0.3);
  const firm = nlProvider(random, home.town, language);
  const vat = dutchVat(random), vatShown = chance(random, 0.3) ? `${vat.slice(0, 2)} ${vat.slice(2, 11)} ${vat.slice(11)}` : vat;
  const kvk = nlKvk(random);
  const course = pick(random, COURSES.nl.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = course.kind !== 'conference' && chance(random, firm.school ? 0.75 : 0.2);
  const rate = exempt ? 0 : 21;
  const early = !weeks && chance(random, 0.35);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.7, dueDays: [14, 14, 30, 21], earlyBird: early });
  const year = s.date.slice(0, 4);
  const pattern = pick(random, ['{dd}-{mm}-{yyyy}', '{dd}-{mm}-{yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'nl');
  const m = money2(',', '.');
  const eur = (c: number) => (c < 0 ? `-€${NBSP}${m(-c)}` : `€${NBSP}${m(c)}`);
  const range = dateRange(s, 'nl', d);

  const priv = language && chance(random, 0.6) ? privateName(random, 'nl') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : customerFirm(random, 'nl');
  const custAddr = address(random, 'nl');
  const contact = !priv && chance(random, 0.5) ? `${pick(random, ['T.a.v.', 't.a.v.'])} ${pick(random, [`de heer ${person(random, 'nl').last}`, `mevrouw ${person(random, 'nl').last}`, 'afdeling HR', 'crediteurenadministratie'])}` : null;
  const n = priv ? 1 : headcount(random);
  const names = priv ? [customer] : Array.from({ length: n }, () => participant(random, 'nl'));
  const place = venue(random, 'nl');

  // Rows.
  const lessons = weeks ? length * pick(random, [1, 2, 2, 3]) : 0, perLesson = weeks && chance(random, 0.4);
  const lessonMills = fee(random, course.fee, true);
  const mills = weeks ? (perLesson ? lessonMills : Math.round((lessons * lessonMills) / 10000) * 10000) : fee(random, course.fee);
  const split = !weeks && n >= 2 && chance(random, 0.35);
  const venueAt = pick(random, split ? ['box', 'block'] as const : ['box', 'block', 'detail'] as const);
  const detail = venueAt === 'detail' ? [`${range} · ${place.name}, ${place.town}`] : pick(random, [[range], [`Startdatum ${d(s.start)}`], []]);
  const text = weeks ? course.title : pick(random, [course.title, course.kind === 'conference' ? `Deelname ${course.title}` : `Cursusgeld ${course.title}`]);
  const perPerson = split ? (nm: string): [string, string[]] => [`${course.kind === 'conference' ? 'Deelname' : 'Cursusgeld'} ${nm}`, [course.title]] : null;
  const fees = weeks ? [row(text, [`${range} · ${lessons} lessen`], perLesson ? lessons : n, perLesson ? 'les' : 'pers', mills, rate)]
    : feeRows({ n, names, mills, rate, unit: 'pers', text, details: detail, perPerson });
  const rows = [...fees, ...discountRows(random, fees, n, early, {
    early: (p) => (p ? `Vroegboekkorting ${p}% (inschrijving vóór ${d(s.early ?? s.booking)})` : `Vroegboekkorting (inschrijving vóór ${d(s.early ?? s.booking)})`), multi: (p) => `Korting meerdere deelnemers ${p}%`, unit: 'pers',
  })];
  for (const e of extrasFor(random, 'nl', course.kind, int(random, 0, weeks ? 2 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, { food: 9, hotel: 9, books: 9, std: 21 })));
  const t = vatTotals(rows);
  const deposit = chance(random, weeks ? 0.4 : 0.15) ? depositOf(random, t.gross) : 0;

  // Identifiers.
  const number = pick(random, [`${year}${seqNo(random, 4)}`, `F${year}-${seqNo(random, 4)}`, `${int(random, 20000, 99999)}`, `VF${year.slice(2)}${seqNo(random, 4)}`]);
  const debtor = pick(random, [`${int(random, 10000, 99999)}`, `D${digits(random, 5)}`]);
  const inschrijving = pick(random, [`INS${digits(random, 6)}`, `${year.slice(2)}-${digits(random, 5)}`]);
  const code = pick(random, [`${course.title.replace(/[^A-Z]/g, '').slice(0, 3) || 'CRS'}-${year.slice(2)}${int(random, 10, 99)}`, `C${digits(random, 4)}`]);
  const po = !priv && chance(random, 0.5) ? pick(random, [`PO${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `${year}-${digits(random, 4)}`]) : null;
  const printsDue = chance(random, 0.8) || s.terms === null;
  const pairs: [string, string][] = arrange(random, [
    ['Factuurnummer', number], ['Factuurdatum', d(s.date)], ...(printsDue ? [['Vervaldatum', d(s.due)] as [string, string]] : []),
    [pick(random, ['Debiteurnummer', 'Klantnummer']), debtor], [pick(random, ['Inschrijfnummer', 'Boekingsnummer']), inschrijving],
    ...(po ? [[pick(random, ['Uw ordernummer', 'PO-nummer', 'Uw inkoopordernummer']), po] as [string, string]] : []),
    ...(!weeks && chance(random, 0.5) ? [['Cursuscode', code] as [string, string]] : []),
    ...(chance(random, 0.4) ? [['Inschrijfdatum', d(s.booking)] as [string, string]] : []),
  ]);
  const bank = dutchBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const printsVat = !exempt || chance(random, 0.6);

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.sans[3]], ['#e4572e', '#1f4e79', '#17a398', '#5c2a9d', '#33658a', '#2f4858']);
  const sideCol = chance(random, 0.55);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const details = [home.street, home.city, `T ${phone(random, 'nl')}`, `E ${pick(random, ['info', 'administratie', 'cursus'])}@${slug(firm.name)}.nl`, `KvK ${kvk}`, ...(printsVat ? [`Btw-nr. ${vatShown}`] : []), `IBAN ${ibanShown}`, `BIC ${bank.bic}`];
  const top = look.band ? `<div class="band">${brand}</div>` : `<div class="plain">${brand}</div>`;
  const vbox = venueBox(pick(random, ['Locatie', 'Cursuslocatie', weeks ? 'Leslocatie' : 'Locatie congres']), place, [`Data: ${range}`]);
  const win = `<div>${windowHtml([customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city], 0, null)}${venueAt === 'box' ? `<div class="vu">${vbox}</div>` : ''}</div>`;
  const title = `<div class="title">${span(pick(random, ['Factuur', 'FACTUUR', 'Factuur inschrijving']))}</div>`;
  const block = venueAt === 'block' || chance(random, 0.3)
    ? `<div class="strip">${[`${course.kind === 'conference' ? 'Congres' : 'Cursus'}: ${course.title}`, `Data: ${range}`, ...(venueAt === 'block' ? [`Locatie: ${place.name}, ${place.street}, ${place.city}`] : [])].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : '';
  const people = !priv && !perPerson ? peopleBlock(n > 1 ? 'Deelnemers:' : 'Deelnemer:', names) : '';

  const cols: Col[] = [['Omschrijving', ''], ['Aantal', 'r'], ['Prijs', 'r'], ['Btw', 'r'], ['Bedrag', 'r']];
  const exWord = pick(random, ['vrij', '0%', 'vrijgesteld']);
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : qtyFmt(r.qty, ','), r.mills === null ? '' : eur(r.mills / 10), r.rate ? `${r.rate}%` : exWord, eur(r.cents)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [[pick(random, ['Subtotaal', 'Totaal excl. btw']), eur(t.net), '']];
  for (const l of t.lines) tot.push([l.rate ? `Btw ${l.rate}% over ${eur(l.base)}` : `Vrijgesteld van btw ${eur(l.base)}`, eur(l.tax), '']);
  tot.push([pick(random, ['Totaal', 'Totaal incl. btw']), eur(t.gross), deposit ? 'rule' : look.band ? 'hl' : 'big']);
  if (deposit) tot.push([`Aanbetaling ontvangen ${d(s.booking)}`, eur(-deposit), ''], ['Nog te betalen', eur(t.gross - deposit), look.band ? 'hl' : 'big']);
  const request = printsDue
    ? `Wij verzoeken u vriendelijk het bedrag van ${eur(t.gross - deposit)} vóór ${d(s.due)} over te maken op ${ibanShown} t.n.v. ${firm.name}, onder vermelding van factuurnummer ${number}.`
    : `Betaling binnen ${s.terms} dagen na factuurdatum op ${ibanShown} t.n.v. ${firm.name}, o.v.v. het factuurnummer.`;
  const notes = [
    ...(exempt ? [pick(random, ['Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel o, Wet OB 1968 (CRKBO-geregistreerde instelling).', 'Btw-vrijgesteld beroepsonderwijs (CRKBO-registratie).'])] : []),
    pick(random, ['Annuleren is kosteloos tot vier weken voor aanvang; daarna is 50% en binnen een week voor aanvang het volledige bedrag verschuldigd. Een vervanger mag altijd deelnemen.', 'Op al onze cursussen zijn de algemene voorwaarden van NRTO van toepassing. Bij annulering binnen 14 dagen voor aanvang is het volledige cursusgeld verschuldigd.']),
  ];
  const footLines = sideCol ? [`${firm.name} · ${home.street} · ${home.city}`] : [[firm.name, ...details.slice(0, 4)].join(' · '), details.slice(4).join(' · ')];
  const footer = `<div class="foot">${footLines.map((l) => `<div class="fl">${span(l)}</div>`).join('')}</div>`;

  const size = sizeFor(look, tableLines(rows, 12 + (block ? 3 : 0) + (deposit ? 2 : 0)));
  const css = `${eventCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 16px 40px } .band .fname { font-size: 1.6em; font-weight: bold }
.plain { padding: 28px 40px 4px } .plain .fname { font-size: 1.6em; font-weight: bold; color: ${look.accent} }
.wrap { display: flex; gap: 22px; padding: 16px 40px 0 } .content { flex: 1 1 auto; min-width: 0 } .col { flex: 0 0 150px; font-size: 0.84em; color: #333; border-left: 2px solid ${look.accent}; padding-left: 8px } .col div { margin-bottom: 1px }
.win { width: 270px; min-height: 70px } .mt2 { margin-top: 10px } .vu { margin-top: 8px } .gridrow { margin-top: 10px } .title { font-size: 1.45em; font-weight: bold; margin: 14px 0 4px; color: ${look.accent} }
.items { margin-top: 10px } .bottom { display: flex; justify-content: flex-end; margin-top: 8px } .req { margin-top: 10px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.74em; color: #444; text-align: center } .foot .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const meta = `<div>${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const head = sideCol ? `<div style="display:flex; justify-content:${look.windowLeft ? 'flex-start' : 'flex-end'}">${win}</div><div class="mt2">${meta}</div>` : headRow(look, meta, win);
  const content = `${head}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', sideCol ? 3 : 4)}</div>` : ''}${title}${block}${people}${items}<div class="bottom">${totalsHtml(tot)}</div><div class="req">${esc(request)}</div><div class="tiny notes">${notes.map((x, i) => `<div${exempt && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div>`;
  const body = `${top}<div class="wrap"><div class="content">${content}</div>${sideCol ? `<div class="col">${details.map((l) => `<div>${span(l)}</div>`).join('')}</div>` : ''}</div>${footer}`;
  const html = page('nl', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, ...(printsVat ? { supplier_tax_id: compact(vatShown) } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: s.due } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross - deposit), iban: ibanShown,
  };
  return result('nl', html, fields, rows, () => true);
};
