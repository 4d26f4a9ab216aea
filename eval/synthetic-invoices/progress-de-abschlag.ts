/**
 * A German construction firm's "Abschlagsrechnung Nr. k" or "Schlussrechnung" under VOB/B: Bauvorhaben block,
 * positions with LV-Pos. numbers at their cumulative Leistungsstand, "Gesamtleistung netto", minus the earlier
 * Abschlagsrechnungen (numbers and dates), VAT or the §13b reverse-charge mention, and on some a 5 %
 * Sicherheitseinbehalt deducted from the gross. Items are the printed positions (cumulative, as printed).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, host, descCell, esc, footer, groupIban, iban, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2,
  randomDate, split, sum, totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, PERSONS, siteAddress, TRADES } from './progress-names.ts';

const WORKS: [string, string, string, number, number][] = [
  ['Baustelleneinrichtung vorhalten', 'einschl. Bauzaun und Container', 'psch', 1, 4800],
  ['Oberboden abtragen und lagern', 'Stärke i. M. 30 cm', 'm²', 640, 4.85],
  ['Baugrubenaushub BK 3-5', 'Boden seitlich lagern', 'm³', 420, 18.4],
  ['Stahlbeton C25/30 Bodenplatte', 'd = 25 cm, inkl. Schalung', 'm³', 96, 212.5],
  ['Betonstahl B500B liefern und verlegen', 'Stabstahl und Matten', 't', 14, 1385],
  ['Kalksandstein-Mauerwerk 24 cm', 'KS 20-2,0, Dünnbettmörtel', 'm²', 380, 78.9],
  ['Stahlbetondecke C30/37', 'd = 22 cm, Filigranplatten', 'm²', 410, 96.3],
  ['Perimeterdämmung XPS 120 mm', 'unter Bodenplatte', 'm²', 260, 31.75],
  ['Abdichtung erdberührter Bauteile', 'KMB, zweilagig', 'm²', 310, 38.2],
  ['Grundleitung KG DN 150', 'inkl. Formstücke', 'lfm', 86, 64.9],
  ['Kontrollschacht DN 1000', 'Fertigteil, bis 2,50 m tief', 'Stk', 3, 1960],
  ['Fenster Kunststoff 3-fach', '1,26 x 1,38 m, RC2', 'Stk', 24, 868],
  ['Gipskarton-Ständerwand CW 75', 'doppelt beplankt, F30', 'm²', 520, 44.6],
  ['Estrich CT-C25-F4 schwimmend', '65 mm auf Trittschalldämmung', 'm²', 690, 27.4],
  ['Randdämmstreifen', '', 'lfm', 780, 1.95],
  ['Dachabdichtung Bitumen 2-lagig', 'inkl. Voranstrich', 'm²', 355, 42.8],
  ['Attikaabdeckung Alu', 'Zuschnitt 400 mm', 'lfm', 92, 58.5],
  ['Regiestunden Facharbeiter', 'lt. Stundenberichten', 'h', 60, 58],
];

export const deAbschlag: Layout = (random: Random) => {
  const fmt = makeFmt(random, 'de', 'EUR');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'DE', TRADES.deBau);
  const customer = makeParty(random, 'DE', TRADES.deBauherr);
  const final = chance(random, 0.3);
  const k = int(random, 2, 6);
  const r13b = chance(random, 0.25);
  const retention = chance(random, 0.45);
  const date = randomDate(random);
  const prefix = pick(random, ['AR-', 'RE ', `${date.slice(0, 4)}-`, '']);
  const seq = int(random, 1200, 9800);
  const number = `${prefix}${seq}`;
  const po = chance(random, 0.5) ? pick(random, [`45${digits(random, 8)}`, `B-${digits(random, 5)}`, `${date.slice(2, 4)}/${digits(random, 3)}`]) : null;

  const count = int(random, 1, 10);
  const works = [...WORKS].sort(() => random() - 0.5).slice(0, count);
  const title = pick(random, ['01', '02', '03']);
  const items = works.map(([text, detail, unit, qty, price], i) => {
    const share = final ? 0.9 + random() * 0.2 : pick(random, [0.35, 0.5, 0.6, 0.75, 0.8, 1]);
    const quantity = unit === 'psch' ? 1 : unit === 'Stk' || unit === 'h' ? Math.max(1, Math.round(qty * share)) : r2(qty * share * (0.95 + random() * 0.1));
    const unitPrice = r2(price * (0.85 + random() * 0.3));
    const lines = detail && chance(random, 0.4) ? [text, detail] : [text];
    return { pos: `${title}.${String(i + 1).padStart(2, '0')}.${pick(random, ['0010', '0020', '0030', '0050'])}`, lines, quantity, unit, unitPrice, amount: r2(quantity * unitPrice) };
  });
  const total = sum(items.map((i) => i.amount));
  const earlierCount = final ? int(random, 2, 5) : k - 1;
  const paidShare = final ? 0.75 + random() * 0.15 : 0.35 + random() * 0.35;
  const earlier = split(random, r2(total * paidShare), earlierCount).map((amount, i) => ({
    amount, number: `${prefix}${seq - (earlierCount - i) * int(random, 25, 140)}`, date: addDays(date, -30 * (earlierCount - i) - int(random, 0, 5)),
  }));
  const net = r2(total - sum(earlier.map((e) => e.amount)));
  const vat = r13b ? 0 : r2(net * 0.19);
  const gross = r2(net + vat);
  const held = retention ? r2(gross * 0.05) : 0;
  const due = r2(gross - held);

  const docTitle = final ? pick(random, ['Schlussrechnung', 'Schlussrechnung nach § 14 VOB/B']) : pick(random, [`Abschlagsrechnung Nr. ${k}`, `${k}. Abschlagsrechnung`, `${k}. Abschlagsrechnung nach § 16 VOB/B`]);
  const numberLabel = pick(random, ['Rechnungs-Nr.', 'Rechnungsnummer', 'Beleg-Nr.']);
  const days = final ? 30 : pick(random, [18, 21, 21]);
  const dueDate = addDays(date, days);
  const printDue = chance(random, 0.5);
  const meta: [string, string][] = [[numberLabel, number], [pick(random, ['Rechnungsdatum', 'Datum']), fmt.d(date)], ['Kunden-Nr.', `${int(random, 10, 99)}${digits(random, 3)}`]];
  if (po) meta.push([pick(random, ['Ihr Auftrag Nr.', 'Ihre Bestell-Nr.', 'Auftrags-Nr.']), po]);
  if (printDue) meta.push([pick(random, ['Fällig am', 'Zahlbar bis']), fmt.d(dueDate)]);

  const head = letterhead(style, supplier, [`Tel. 0${int(random, 30, 911)} ${digits(random, 6)}`, `info@${host(supplier.name)}-bau.de`]);
  const project = `<div class="box"><b>Bauvorhaben:</b> ${esc(pick(random, ['Neubau Mehrfamilienhaus', 'Erweiterung Kita', 'Neubau Lagerhalle', 'Sanierung Schulgebäude', 'Neubau Bürogebäude Haus B']))}, ${esc(siteAddress(random, 'DE'))}<br>
<b>Gewerk:</b> ${esc(pick(random, ['Rohbauarbeiten', 'Erd- und Entwässerungsarbeiten', 'Trockenbau', 'Dachabdichtung', 'Ausbaugewerke']))} · <b>Vertrag:</b> VOB/B-Bauvertrag vom ${esc(fmt.d(addDays(date, -int(random, 120, 300))))}<br>
<b>Leistungsstand:</b> ${esc(fmt.d(addDays(date, -int(random, 1, 5))))}${chance(random, 0.5) ? ` · <b>Bauleitung:</b> ${esc(pick(random, PERSONS.DE))}` : ''}</div>`;

  const cols: Column<(typeof items)[number]>[] = [
    { head: 'LV-Pos.', cell: (r) => esc(r.pos), width: '13%' },
    { head: pick(random, ['Leistung', 'Bezeichnung', 'Leistungsbeschreibung']), cell: (r) => descCell(r.lines) },
    { head: pick(random, ['Menge', 'Leistungsstand']), right: true, cell: (r) => esc(fmt.q(r.quantity)) },
    { head: 'Einh.', cell: (r) => esc(r.unit) },
    { head: pick(random, ['EP €', 'EP', 'Einheitspreis']), right: true, cell: (r) => esc(fmt.n(r.unitPrice)) },
    { head: pick(random, ['GP €', 'GP', 'Gesamtpreis']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
  ];
  if (chance(random, 0.3)) cols.splice(1, 0, ...cols.splice(2, 2));

  const rows: [string, string, boolean?][] = [[pick(random, ['Gesamtleistung netto', 'Summe Leistungsstand netto', 'Gesamtleistung bis heute netto']), fmt.m(total), true]];
  for (const [i, e] of earlier.entries()) rows.push([`abzgl. ${i + 1}. AR Nr. ${e.number} vom ${fmt.d(e.date)}`, fmt.n(-e.amount)]);
  rows.push([final ? 'Restforderung netto' : pick(random, ['Abschlagsbetrag netto', 'Zwischensumme netto', 'Nettobetrag']), fmt.m(net), true]);
  const printZeroVat = r13b && chance(random, 0.5);
  if (!r13b) rows.push([pick(random, ['zzgl. 19 % USt.', 'zzgl. 19 % MwSt.', 'Umsatzsteuer 19 %']), fmt.m(vat)]);
  else if (printZeroVat) rows.push(['USt. 0 % (§ 13b UStG)', fmt.m(0)]);
  const grossLabel = r13b ? pick(random, ['Rechnungsbetrag', 'Rechnungsbetrag netto']) : retention ? pick(random, ['Rechnungsbetrag brutto', 'Bruttobetrag', 'Rechnungsbetrag']) : pick(random, ['Rechnungsbetrag', 'Zahlbetrag', 'Rechnungsbetrag brutto']);
  rows.push([grossLabel, fmt.m(gross), true]);
  if (retention) {
    rows.push([pick(random, ['abzgl. Sicherheitseinbehalt 5 %', 'abzgl. 5 % Sicherheitseinbehalt', 'Sicherheitseinbehalt 5 % gem. Vertrag']), fmt.n(-held)]);
    rows.push([pick(random, ['Zahlbetrag', 'Auszahlungsbetrag', 'zu zahlender Betrag']), fmt.m(due), true]);
  }
  const account = iban(random, 'DE', 22);
  const notes = [
    r13b ? 'Steuerschuldnerschaft des Leistungsempfängers gem. § 13b Abs. 2 Nr. 4 i. V. m. Abs. 5 UStG. Die Umsatzsteuer ist vom Leistungsempfänger anzumelden und abzuführen.' : '',
    printDue ? '' : `Zahlbar innerhalb von ${days} Tagen nach Zugang ohne Abzug (§ 16 ${final ? 'Abs. 3' : 'Abs. 1'} VOB/B).`,
    'Aufmaß und Leistungsnachweise liegen bei. Die Schlussabrechnung bleibt vorbehalten.',
  ].filter(Boolean);
  const body = `${head}<div class="row"><div style="flex:1">${addressee(style, customer, supplier, 'Rechnungsempfänger', chance(random, 0.4) ? [`z. Hd. ${pick(random, PERSONS.DE)}`] : [])}</div><div>${metaTable(meta)}</div></div>
<h1>${esc(docTitle)}</h1>${project}${itemsTable(cols, items)}${totalsTable(rows)}
<div class="small" style="margin-top:3mm">${notes.map(esc).join('<br>')}</div>
${footer([[supplier.name, ...supplier.lines], [`Geschäftsführer: ${pick(random, PERSONS.DE).replace(/^(Dipl\.-Ing\.|Frau|Herr) /, '')}`, `Amtsgericht ${supplier.lines[1].replace(/^\d+ /, '')} HRB ${digits(random, 5)}`, `${supplier.taxLabel}: ${supplier.taxId}`], [pick(random, ['Sparkasse', 'Volksbank eG', 'Commerzbank AG']), `IBAN ${groupIban(account)}`, `BIC ${pick(random, ['COBADEFFXXX', 'GENODEF1S01', 'HELADEF1XXX'])}`]])}`;

  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number,
    ...(po ? { po_number: po } : {}), date, ...(printDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: net,
    ...(r13b && !printZeroVat ? {} : { total_tax: vat }), total_amount: gross, amount_due: due, iban: account,
  };
  return { html: page(style, 'de', body), language: 'de', fields, line_items: items.map((r) => truthItem(r.lines, r.quantity, r.unitPrice, r.amount, null)) };
};
