/**
 * A German Handwerkerrechnung (Malerbetrieb, Elektro, Sanitär/Heizung, Dachdeckerei, Fliesenleger, GaLaBau): the
 * letterhead (band, centred with "Meisterbetrieb", logo left or boxed), the address window with a sender line, the
 * identifiers (Rechnungs-Nr., Datum, Kunden-Nr., Angebot, the customer's Auftrag / Bestellung on some), the
 * Bauvorhaben / Objekt box (never the customer's address) with the Leistungszeitraum or Ausführungsdatum; numbered
 * positions (1, 01, 1.1, 10) with Menge, Einheit, Einzelpreis, Gesamtpreis and up to three description lines, grouped
 * by Titel, room or Material / Arbeitsleistung with group sums on some; an Anfahrt, a Nachlass row; 19 % MwSt., or
 * the Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG) on a subcontractor's invoice to a main contractor;
 * an Abschlagszahlung deducted; the Arbeitskosten under § 35a EStG and the § 14b note for private customers; Skonto
 * or plain terms; the footer with Handwerksrolle, bank and tax numbers.
 */
import {
  domain, csize, crow, discountRow, drawJob, drawRows, finish, firmName, fitLines, footer, groupConsecutive, letterhead, notesHtml, numberRows, positions, qfmt,
  siteBox, sumCents, totalsOf, tradeMark, craftCss, type HeadStyle, type PosStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { digits, esc, pctCents, fmtDate, FONTS, int, NBSP, page, phone, pick, chance, type Layout, type TruthFields } from './distribution-common.ts';
import { arrange, headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { depositOf, windowHtml } from './events-common.ts';
import { DE_BOOK, DE_EXTRA, DE_ROOMS, DE_TITLES } from './crafts-work-de.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { deIban, deStnr, deUst, grouped } from './crafts-ids.ts';

const UNITS: Record<Unit, string>[] = [
  { h: 'Std.', m2: 'm²', m: 'lfm', pc: 'Stk.', ls: 'psch.', kg: 'kg', m3: 'm³', day: 'Tag', km: 'km' },
  { h: 'h', m2: 'm²', m: 'm', pc: 'St.', ls: 'pausch.', kg: 'kg', m3: 'm³', day: 'Tg.', km: 'km' },
  { h: 'Std', m2: 'qm', m: 'lfdm', pc: 'Stck', ls: 'PA', kg: 'kg', m3: 'cbm', day: 'Tag', km: 'km' },
];

export const deHandwerkInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(DE_BOOK) as Trade[]);
  const book = DE_BOOK[trade] ?? DE_BOOK.paint!;
  const owner = person(random, 'de'), home = address(random, 'de');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const legal = /GmbH|KG|e\.K\./.test(firm);
  const kind: CustomerKind = pick(random, ['private', 'private', 'private', 'manager', 'manager', 'contractor', 'contractor', 'company']);
  const cust = customer(random, 'de', kind);
  const r13b = kind === 'contractor' && trade !== 'garden' && chance(random, 0.8);
  const job = drawJob(random, [14, 14, 21, 30, 30]);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const longDate = chance(random, 0.25);
  const m = money2(',', '.'), eur = (c: number) => `${m(c)}${NBSP}€`;
  const units = pick(random, UNITS), qFixed = pick(random, [null, null, 2]);

  // Positions.
  const n = int(random, 2, 14);
  const rows = drawRows(random, book.works, n, { extras: DE_EXTRA, rate: () => 19, units, details: (c) => (c <= 6 ? 2 : c <= 9 ? 1 : chance(random, 0.5) ? 1 : 0) });
  if (chance(random, 0.45)) {
    const km = chance(random, 0.35);
    rows[chance(random, 0.6) ? 'unshift' : 'push'](km
      ? crow([pick(random, ['Anfahrt', 'Fahrtkosten']), `${int(random, 2, 6)} Fahrten à ${int(random, 8, 35)} km`].slice(0, chance(random, 0.5) ? 2 : 1), int(random, 30, 180), units.km, pick(random, [300, 350, 420, 500]), 19, 'T')
      : crow([pick(random, ['Anfahrtspauschale', 'An- und Abfahrt', 'Fahrzeugpauschale'])], 1, units.ls, pick(random, [25000, 35000, 39500, 45000, 59000]), 19, 'T'));
  }
  fitLines(rows, 30);
  const groupMode = rows.length >= 5 ? pick(random, ['none', 'none', 'titel', 'room', 'kind']) : 'none';
  let groups: string[] | null = null;
  if (groupMode === 'kind' && rows.some((r) => r.kind === 'M') && rows.some((r) => r.kind !== 'M')) {
    rows.forEach((r) => { r.group = r.kind === 'M' ? 0 : 1; });
    rows.sort((a, b) => a.group - b.group);
    groups = [pick(random, ['Material', 'Materiallieferung']), pick(random, ['Arbeitsleistung', 'Lohn- und Montageleistungen'])];
  } else if (groupMode === 'titel' || groupMode === 'room') {
    const count = rows.length >= 8 ? int(random, 2, 3) : 2;
    groupConsecutive(rows, count);
    const list = groupMode === 'titel' ? DE_TITLES : DE_ROOMS, names = [...list].sort(() => random() - 0.5).slice(0, count).sort((a, b) => list.indexOf(a) - list.indexOf(b));
    groups = groupMode === 'titel' ? names.map((x, i) => `Titel ${i + 1}: ${x}`) : names;
  }
  const posStyle: PosStyle = groups ? pick(random, ['dotted', 'dotted', 'n']) : pick(random, ['n', 'nn', 'tens', 'n']);
  numberRows(rows, posStyle);
  if (!groups && rows.length >= 3 && chance(random, 0.18)) {
    const pct = pick(random, [3, 5, 8, 10]);
    const x = discountRow(pick(random, [`Nachlass ${pct}${NBSP}% lt. Angebot`, `abzgl. ${pct}${NBSP}% Rabatt`, `Treuenachlass ${pct}${NBSP}%`]), rows, pct);
    x.pos = posStyle === 'tens' ? String((rows.length + 1) * 10) : String(rows.length + 1);
    rows.push(x);
  }
  const t = totalsOf(rows, r13b);
  const deposit = !r13b && chance(random, 0.25) && t.gross > 150000 ? depositOf(random, t.gross) : 0;
  const depositDate = fmtDate(job.paid, '{dd}.{mm}.{yyyy}', 'de');
  const due = t.gross - deposit;

  // Identifiers.
  const year = job.date.slice(0, 4);
  const number = pick(random, [`${year}-${digits(random, 4)}`, `RE-${year}${digits(random, 3)}`, `${int(random, 1000, 9999)}`, `R${year.slice(2)}/${digits(random, 4)}`]);
  const quote = chance(random, 0.55) ? `${pick(random, ['AN-', 'A', 'Ang. '])}${year.slice(2)}${digits(random, 3)}` : null;
  const po = (kind === 'contractor' || kind === 'manager' || kind === 'company') && chance(random, 0.45) ? pick(random, [`${digits(random, 6)}`, `BE-${digits(random, 5)}`, `NU-${year}-${digits(random, 3)}`, `4500${digits(random, 6)}`]) : null;
  const ust = deUst(random), stnr = deStnr(random);
  const printsUst = chance(random, 0.7) || r13b;
  const custUst = r13b ? deUst(random) : null;
  const ibanValue = deIban(random);
  const dateText = longDate ? fmtDate(job.date, '{d}. {MMMM} {yyyy}', 'de') : d(job.date);
  const period = job.start === job.end ? [pick(random, ['Ausführungsdatum', 'Leistungsdatum', 'Ausgeführt am']), d(job.end)] : [pick(random, ['Leistungszeitraum', 'Ausführungszeitraum']), `${d(job.start)} – ${d(job.end)}`];
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Rechnungs-Nr.', 'Rechnungsnummer', 'Rechnung Nr.']), number], [pick(random, ['Rechnungsdatum', 'Datum']), dateText],
    ...(chance(random, 0.6) ? [['Kunden-Nr.', `${int(random, 10000, 39999)}`] as [string, string]] : []),
    ...(quote ? [[pick(random, ['Angebot Nr.', 'Ihr Auftrag vom', 'Angebot']), quote.startsWith('A') && chance(random, 0.5) ? `${quote} vom ${d(job.quote)}` : quote] as [string, string]] : []),
    ...(po ? [[pick(random, ['Ihre Bestellung', 'Ihre Auftrags-Nr.', 'Bestell-Nr.']), po] as [string, string]] : []),
    ...(custUst ? [['Ihre USt-IdNr.', custUst] as [string, string]] : []),
  ]);

  // Page.
  const look = pickLook(random, [...FONTS.sans, ...FONTS.serif], ['#1f4e79', '#8b1e1e', '#2e6b30', '#a04f00', '#374151', '#0f5f73', '#5b2c83', '#7a5c00']);
  const meta = look.meta === 'grid' ? '<div></div>' : metaHtml(pairs, look.meta);
  const grid = look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 6)}</div>` : '';
  const headStyle: HeadStyle = pick(random, ['band', 'centered', 'left', 'boxed']);
  const meister = !legal || chance(random, 0.5) ? pick(random, book.tagline) : book.tagline[1] ?? book.tagline[0];
  const street = `${home.street} · ${home.city}`;
  const contact = [`${home.street}`, home.city, `Tel. ${phone(random, 'de')}`, `info@${domain(firm, owner.first)}.de`];
  const lh = letterhead(headStyle, { mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [meister], contact });
  const winLines = [...(cust.salutation ? [cust.salutation] : []), cust.name, ...(kind !== 'private' && chance(random, 0.5) ? [`z. Hd. ${pick(random, ['Herrn', 'Frau'])} ${cust.contact.last}`] : []), cust.addr.street, cust.addr.city];
  const win = windowHtml(winLines, cust.salutation ? 1 : 0, chance(random, 0.7) ? `${firm} · ${street}` : null);
  const site = kind === 'contractor' ? nearby(random, 'de', cust.addr) : address(random, 'de');
  const siteName = kind === 'manager' ? `${pick(random, ['WEG', 'Objekt', 'Wohnanlage'])} ${site.street}` : kind === 'contractor' ? `BV ${pick(random, ['Neubau MFH', 'Sanierung Wohnhaus', 'Neubau Kita', 'Umbau Bürogebäude', 'Neubau DHH'])}` : kind === 'company' ? cust.name : `${pick(random, ['Wohnung', 'Haus', 'Ferienwohnung', 'Mietobjekt'])} ${site.street}`;
  const siteLines = [siteName, ...(siteName.includes(site.street) ? [] : [site.street]), site.city, `${period[0]}: ${period[1]}`];
  const box = siteBox(pick(random, ['Bauvorhaben', 'Objekt', 'Leistungsort', 'Baustelle']), siteLines);
  const title = pick(random, ['Rechnung', 'Rechnung', 'Schlussrechnung', 'RECHNUNG']);
  const intro = cust.salutation ? `${cust.salutation === 'Frau' ? 'Sehr geehrte Frau' : cust.salutation === 'Herrn' ? 'Sehr geehrter Herr' : 'Sehr geehrte Familie'} ${cust.name.split(' ').pop()},` : 'Sehr geehrte Damen und Herren,';
  const introText = `${intro} ${pick(random, ['für die ausgeführten Arbeiten erlauben wir uns zu berechnen:', 'wir bedanken uns für Ihren Auftrag und berechnen wie folgt:', 'für unsere Leistungen stellen wir Ihnen in Rechnung:'])}`;
  const printsRate = chance(random, 0.15) && !r13b;
  const table = positions(rows, {
    head: { pos: 'Pos.', desc: pick(random, ['Bezeichnung', 'Leistung', 'Leistungsbeschreibung', 'Text']), qty: 'Menge', unit: chance(random, 0.7) ? pick(random, ['Einheit', 'ME']) : null,
      price: pick(random, ['Einzelpreis', 'EP €', 'E-Preis']), rate: printsRate ? 'MwSt.' : null, amount: pick(random, ['Gesamtpreis', 'GP €', 'Gesamt €', 'Betrag']) },
    groups, groupSum: groups && chance(random, 0.85) ? (name) => `Summe ${name.replace(/:.*$/, '')}` : null, m, q: (v) => qfmt(v, ',', qFixed),
    rate: (r) => `${r.rate}${NBSP}%`, groupNo: posStyle === 'dotted' ? (i) => String(i + 1) : undefined,
  });
  const tot: [string, string, string][] = [];
  tot.push([pick(random, ['Summe netto', 'Nettobetrag', 'Zwischensumme netto', 'Gesamt netto']), eur(t.net), '']);
  if (!r13b) tot.push([pick(random, [`zzgl. 19${NBSP}% MwSt.`, `19${NBSP}% USt.`, `MwSt. 19${NBSP}% auf ${m(t.net)}`]), eur(t.tax), '']);
  tot.push([pick(random, ['Rechnungsbetrag', 'Gesamtbetrag', r13b ? 'Rechnungsbetrag netto' : 'Gesamtbetrag brutto']), eur(t.gross), deposit ? 'rule' : look.band ? 'hl' : 'big']);
  if (deposit) tot.push([`abzgl. Abschlagszahlung vom ${depositDate}`, `-${eur(deposit)}`, ''], [pick(random, ['Restbetrag', 'Zahlbetrag', 'Noch zu zahlen']), eur(due), look.band ? 'hl' : 'big']);

  const notes: string[] = [];
  const bold: number[] = [];
  if (r13b) { bold.push(notes.length); notes.push(pick(random, ['Steuerschuldnerschaft des Leistungsempfängers gem. § 13b Abs. 2 Nr. 4 UStG. Die Umsatzsteuer ist vom Leistungsempfänger anzumelden und abzuführen.', 'Die Steuerschuld geht nach § 13b UStG auf den Leistungsempfänger über (Bauleistung).'])); }
  const mixed = sumCents(rows.filter((r) => r.kind === 'B')), labour = t.labour + pctCents(mixed, 60);
  if (kind === 'private' && labour > 0 && chance(random, 0.8)) {
    const lt = pctCents(labour, 19);
    notes.push(`Im Rechnungsbetrag enthaltene Arbeits- und Fahrtkosten gem. § 35a EStG: ${eur(labour)} netto zzgl. ${eur(lt)} MwSt. = ${eur(labour + lt)}${mixed ? ' (Lohnanteil der Positionen mit Material: 60 %)' : ''}.`);
  }
  let printsDue = false;
  const skonto = !r13b && chance(random, 0.5);
  const sk = pick(random, [2, 3]);
  if (skonto && chance(random, 0.5)) { printsDue = true; notes.push(`Bei Zahlung bis zum ${d(job.skonto)} abzüglich ${sk}${NBSP}% Skonto (${eur(due - pctCents(due, sk))}), netto zahlbar bis ${d(job.due)}.`); }
  else if (skonto) notes.push(`Zahlbar innerhalb von ${job.skontoDays} Tagen mit ${sk}${NBSP}% Skonto oder ${job.terms} Tagen netto.`);
  else if (chance(random, 0.5)) { printsDue = true; notes.push(`Bitte überweisen Sie den ${deposit ? 'Restbetrag' : 'Rechnungsbetrag'} bis zum ${d(job.due)} ohne Abzug.`); }
  else notes.push(`Zahlbar innerhalb von ${job.terms} Tagen nach Rechnungserhalt ohne Abzug.`);
  if (kind === 'private') notes.push('Hinweis gem. § 14b UStG: Bewahren Sie diese Rechnung zwei Jahre lang auf.');
  notes.push(pick(random, ['Vielen Dank für Ihren Auftrag!', 'Wir danken für Ihr Vertrauen.', 'Die Abnahme erfolgte am Tag der Fertigstellung.']));

  const taxLine = printsUst ? `USt-IdNr. ${ust}` : `Steuernummer ${stnr}`;
  const reg = legal && /GmbH/.test(firm) ? `Amtsgericht ${home.town} HRB ${int(random, 1000, 99999)}` : `Inhaber: ${owner.first} ${owner.last}`;
  const foot = footer([
    [firm, home.street, home.city],
    [reg, /GmbH/.test(firm) ? `Geschäftsführer: ${owner.first} ${owner.last}` : `Eingetragen in die Handwerksrolle`, `der HWK ${pick(random, ['Osnabrück-Emsland', 'Unterfranken', 'Freiburg', 'Kassel', 'Niederbayern-Oberpfalz', 'Koblenz'])}`],
    [pick(random, ['Sparkasse', 'Volksbank eG', 'Commerzbank', 'Raiffeisenbank eG']), `IBAN ${grouped(ibanValue)}`, `BIC ${pick(random, ['NOLADE21', 'GENODEF1', 'COBADEFF', 'BYLADEM1'])}${digits(random, 3).replace(/\d/g, 'X')}`],
    printsUst && chance(random, 0.5) ? [taxLine, `Steuernummer ${stnr}`] : [taxLine],
  ]);
  const size = csize(look, table.lines + 6 + notes.length * 1.5 + (deposit ? 2 : 0));
  const css = `${craftCss(look)} .hrow { margin-top: 4px } .gridrow { margin-top: 8px } .siterow { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 10px }`;
  const body = `${lh}<div class="main">${headRow(look, meta, win)}${grid}<div class="siterow"><div class="title">${esc(title)}</div>${box}</div><div class="intro">${esc(introText)}</div>${table.html}<div class="bottom"><div class="side"></div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('de', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: printsUst ? ust : stnr, customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'EUR', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: due / 100, iban: ibanValue,
  };
  return finish('de', html, fields, rows, printsRate);
};
