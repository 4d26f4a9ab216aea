/**
 * A German wholesaler's "Gutschrift" (returned goods), "Rechnungskorrektur" (price correction) or "Stornorechnung
 * zu Rechnung Nr. …" (the whole invoice cancelled), referencing the original invoice's number and date. Amounts are
 * printed negative on some (quantities negative for returns and cancellations, unit prices negative for a price
 * correction), positive under a "Gutschriftsbetrag" label on others.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, host, descCell, esc, footer, groupIban, iban, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2,
  randomDate, sum, totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, PERSONS, TRADES } from './progress-names.ts';

const GOODS: [string, string, string, number][] = [
  ['Installationskabel NYM-J 3x1,5 mm²', 'Ring 100 m', 'Ring', 68.9], ['Schutzkontakt-Steckdose UP reinweiß', 'VE 10 Stück', 'VE', 24.5],
  ['LED-Panel 62x62 cm 36 W 4000 K', 'UGR < 19', 'Stk', 41.8], ['Kabelbinder 4,8 x 300 mm schwarz', 'Beutel à 100', 'Btl', 6.95],
  ['Pressfitting Kupfer 22 mm Bogen 90°', '', 'Stk', 4.12], ['Mehrschichtverbundrohr 16 x 2 mm', 'Rolle 200 m', 'Rolle', 189],
  ['Druckerpapier A4 80 g/m²', 'Karton à 5 x 500 Blatt', 'Ktn', 21.4], ['Toner HP 59A schwarz kompatibel', '', 'Stk', 54.9],
  ['Akku-Bohrschrauber 18 V', 'inkl. 2 Akkus und Koffer', 'Stk', 229], ['Bit-Set 32-teilig', '', 'Set', 18.75],
  ['Nitril-Handschuhe Gr. L', 'Box à 100', 'Box', 7.9], ['Silikon sanitär transparent 310 ml', '', 'Kart', 5.85],
  ['Flachdübel Nr. 20 Buche', 'Packung à 1000', 'Pck', 16.3], ['Stretchfolie 23 my 500 mm', 'Rolle 300 m', 'Rolle', 9.6],
];

const REASONS = {
  gutschrift: ['Rücksendung lt. Retourenschein R-{n}', 'Warenrücknahme wegen Transportschaden', 'Rückgabe Überlieferung', 'Reklamation: Ware defekt'],
  korrektur: ['Preiskorrektur: vereinbarter Projektpreis nicht berücksichtigt', 'Korrektur Staffelrabatt', 'Falscher Einzelpreis berechnet'],
  storno: ['Stornierung der Rechnung (Doppelberechnung)', 'Storno wegen falscher Rechnungsanschrift', 'Rechnung storniert, Neuberechnung folgt'],
};

export const deGutschrift: Layout = (random: Random) => {
  const fmt = makeFmt(random, 'de', 'EUR');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'DE', TRADES.deHandel);
  const customer = makeParty(random, 'DE', TRADES.deKunde);
  const kind = pick(random, ['gutschrift', 'korrektur', 'storno'] as const);
  const negative = kind === 'storno' || chance(random, 0.5);
  const sign = negative ? -1 : 1;
  const rateColumn = chance(random, 0.4);
  const date = randomDate(random);
  const origDate = addDays(date, -int(random, 5, 60));
  const original = pick(random, [`RE-${origDate.slice(0, 4)}-${digits(random, 5)}`, `${digits(random, 7)}`, `R${digits(random, 6)}`]).replace(/^0/, '4');
  const number = (kind === 'storno' ? pick(random, [`ST-${digits(random, 5)}`, `${digits(random, 7)}`]) : pick(random, [`GS-${date.slice(0, 4)}-${digits(random, 4)}`, `GU${digits(random, 6)}`, `RK-${digits(random, 5)}`, `${digits(random, 7)}`])).replace(/^0/, '8');
  const po = chance(random, 0.45) ? pick(random, [`BE-${digits(random, 5)}`, `${digits(random, 6)}`, `45${digits(random, 8)}`]) : null;

  const count = int(random, 1, 10);
  const lines = [...GOODS].sort(() => random() - 0.5).slice(0, count).map(([text, detail, unit, price], i) => {
    const art = `${int(random, 10, 99)}${digits(random, 4)}`;
    if (kind === 'korrektur') {
      const billed = r2(price * (1.08 + random() * 0.2));
      const diff = r2(billed - price);
      const quantity = pick(random, [5, 10, 12, 20, 25, 40, 50]);
      return { pos: i + 1, art, lines: [text, `Preisdifferenz: berechnet ${fmt.n(billed)} statt ${fmt.n(price)}`], quantity, unit, unitPrice: sign * diff, amount: r2(sign * quantity * diff) };
    }
    const quantity = sign * pick(random, [1, 1, 2, 3, 4, 5, 6, 10, 12]);
    return { pos: i + 1, art, lines: detail && chance(random, 0.4) ? [text, detail] : [text], quantity, unit, unitPrice: price, amount: r2(quantity * price) };
  });
  const net = sum(lines.map((l) => l.amount));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);

  const title = kind === 'storno' ? `Stornorechnung zu Rechnung Nr. ${original}` : kind === 'korrektur' ? pick(random, ['Rechnungskorrektur', 'Korrekturrechnung', 'Gutschrift / Rechnungskorrektur']) : pick(random, ['Gutschrift', 'Gutschrift (Warenrücknahme)', 'Retourengutschrift']);
  const numberLabel = kind === 'storno' ? pick(random, ['Storno-Nr.', 'Beleg-Nr.']) : pick(random, ['Gutschrift-Nr.', 'Beleg-Nr.', 'Belegnummer', kind === 'korrektur' ? 'Korrektur-Nr.' : 'Gutschriftsnummer']);
  const meta: [string, string][] = [[numberLabel, number], [pick(random, ['Datum', 'Belegdatum', 'Gutschriftsdatum']), fmt.d(date)], ['Kunden-Nr.', `K${digits(random, 5)}`]];
  if (kind !== 'storno' || chance(random, 0.5)) meta.push([pick(random, ['zu Rechnung Nr.', 'Ursprungsrechnung', 'Bezug Rechnung']), original], [pick(random, ['vom', 'Rechnungsdatum']), fmt.d(origDate)]);
  if (po) meta.push([pick(random, ['Ihre Bestellung', 'Ihre Bestell-Nr.', 'Bestellnummer']), po]);
  const reason = pick(random, REASONS[kind]).replace('{n}', digits(random, 5));

  type Line = (typeof lines)[number];
  const cols: Column<Line>[] = [
    { head: 'Pos.', cell: (l) => String(l.pos), width: '5%' },
    { head: pick(random, ['Art.-Nr.', 'Artikel']), cell: (l) => esc(l.art) },
    { head: pick(random, ['Bezeichnung', 'Artikelbezeichnung', 'Beschreibung']), cell: (l) => descCell(l.lines) },
    { head: 'Menge', right: true, cell: (l) => esc(fmt.q(l.quantity)) },
    { head: 'ME', cell: (l) => esc(l.unit) },
    { head: kind === 'korrektur' ? pick(random, ['Differenz/ME', 'Diff. EP']) : pick(random, ['Einzelpreis', 'E-Preis', 'Preis/ME']), right: true, cell: (l) => esc(fmt.n(l.unitPrice)) },
    { head: pick(random, ['Gesamt', 'Betrag', 'Gesamtpreis']), right: true, cell: (l) => esc(fmt.n(l.amount)) },
  ];
  if (chance(random, 0.3)) cols.splice(1, 1);
  if (rateColumn) cols.splice(cols.length - 1, 0, { head: 'USt.', right: true, cell: () => '19 %' });

  const shown = (v: number) => fmt.m(v);
  const totals: [string, string, boolean?][] = [
    [pick(random, ['Nettobetrag', 'Summe netto', 'Warenwert netto']), shown(net)],
    [pick(random, ['zzgl. 19 % USt.', 'USt. 19 %', '19 % MwSt.']), shown(vat)],
    [negative ? pick(random, ['Gesamtbetrag', 'Rechnungsbetrag', 'Summe brutto']) : pick(random, ['Gutschriftsbetrag', 'Gutschriftsbetrag brutto', 'Ihr Guthaben']), shown(total), true],
  ];
  const settle = pick(random, [
    'Der Betrag wird mit Ihrer nächsten Rechnung verrechnet.', 'Den Betrag überweisen wir innerhalb von 10 Tagen auf Ihr bekanntes Konto.',
    'Der Betrag wurde Ihrem Kundenkonto gutgeschrieben.', 'Bitte verrechnen Sie den Betrag mit offenen Posten.',
  ]);
  const account = iban(random, 'DE', 22);
  const intro = kind === 'storno'
    ? `hiermit stornieren wir unsere Rechnung Nr. ${original} vom ${fmt.d(origDate)} in voller Höhe.`
    : `zu unserer Rechnung Nr. ${original} vom ${fmt.d(origDate)} schreiben wir Ihnen folgende Positionen gut:`;
  const body = `${letterhead(style, supplier, [`Tel. 0${int(random, 30, 911)} ${digits(random, 5)}-0`, `www.${host(supplier.name)}.de`])}
<div class="row"><div style="flex:1">${addressee(style, customer, supplier, 'Kunde', chance(random, 0.4) ? ['Buchhaltung / Kreditoren'] : [])}</div><div>${metaTable(meta)}</div></div>
<h1>${esc(title)}</h1><p>${chance(random, 0.5) ? 'Sehr geehrte Damen und Herren,<br>' : ''}${esc(intro)}<br><b>Grund:</b> ${esc(reason)}</p>
${itemsTable(cols, lines)}${totalsTable(totals)}
<p class="small">${esc(settle)}${chance(random, 0.5) ? ` Ansprechpartner: ${esc(pick(random, PERSONS.DE))}.` : ''}<br>Lieferdatum entspricht dem Datum der Ursprungsrechnung. Es gelten unsere Allgemeinen Geschäftsbedingungen.</p>
${footer([[supplier.name, ...supplier.lines], [`Sitz ${supplier.lines[1].replace(/^\d+ /, '')}, Amtsgericht ${supplier.lines[1].replace(/^\d+ /, '')} HR${supplier.name.includes('GmbH') ? 'B' : 'A'} ${digits(random, 5)}`, `${supplier.taxLabel}: ${supplier.taxId}`],
    [pick(random, ['Deutsche Bank', 'Sparkasse', 'Postbank']), `IBAN ${groupIban(account)}`]])}`;

  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number,
    ...(po ? { po_number: po } : {}), date, currency: 'EUR', subtotal: net, total_tax: vat, total_amount: total, amount_due: total, iban: account,
  };
  return { html: page(style, 'de', body), language: 'de', fields, line_items: lines.map((l) => truthItem(l.lines, l.quantity, l.unitPrice, l.amount, rateColumn ? 19 : null)) };
};
