/**
 * A German online-marketplace seller's Rechnung: "Verkauft von" with the seller's USt-IdNr., a Rechnungsadresse
 * (the customer) and a different-looking Lieferadresse, Bestellnummer (the customer's order reference, taken as
 * po_number) and Rechnungsnummer, Bestell-, Rechnungs- and Lieferdatum, items at 19 % / 7 % with a shipping row,
 * the net subtotal, VAT per rate and the gross total — already paid, so nothing is left to pay.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, dls, esc, fmtDate, iban, money, page, phone, round2, shuffled, someDate, spacedIban, total, truthItem, type Layout } from './trade-common.ts';

type Product = [string, number, number];
const SELLERS: { name: string; logo: string; street: string; city: string; court: string; products: Product[] }[] = [
  { name: 'Kramer Haushaltswaren GmbH', logo: 'KRAMER', street: 'Herforder Straße 188', city: '33609 Bielefeld', court: 'Bielefeld', products: [
    ['Edelstahl-Topfset 5-teilig, induktionsgeeignet', 89.9, 19], ['Espresso Kaffeebohnen Crema 1 kg', 16.49, 7], ['Kochbuch "Einfach italienisch"', 24, 7],
    ['Schneidebrett Akazienholz 40 x 25 cm', 22.95, 19], ['Bio Olivenöl extra nativ 750 ml', 12.99, 7], ['Messerblock mit 6 Messern', 59.99, 19], ['Grüner Tee Sencha lose 250 g', 9.49, 7]] },
  { name: 'Nordlicht Outdoor GmbH', logo: 'nordlicht', street: 'Wik-Allee 12', city: '24106 Kiel', court: 'Kiel', products: [
    ['Trekkingrucksack 45 l, Farbe: Petrol', 119, 19], ['Wanderkarte Schleswig-Holstein 1:50.000', 8.95, 7], ['Stirnlampe LED 400 lm, USB-C', 34.9, 19],
    ['Reiseführer "Ostseeküste"', 17.99, 7], ['Trinkflasche Edelstahl 0,75 l', 19.95, 19], ['Energieriegel Hafer-Dattel 12 x 50 g', 14.4, 7], ['Funktionsshirt Herren Gr. L', 29.99, 19]] },
  { name: 'Berger & Sohn Elektronikhandel GmbH', logo: 'B&S', street: 'Fürther Straße 244', city: '90429 Nürnberg', court: 'Nürnberg', products: [
    ['USB-C Ladegerät 65 W GaN', 39.99, 19], ['HDMI-Kabel 2.1, 2 m', 12.49, 19], ['Fachbuch "Elektronik für Einsteiger"', 29.9, 7],
    ['Bluetooth-Lautsprecher wasserdicht', 69, 19], ['Mehrfachsteckdose 6-fach mit Schalter', 18.95, 19], ['Zeitschrift c\'t Sonderheft Smart Home', 14.9, 7]] },
  { name: 'Grünwerk Gartenbedarf GmbH', logo: 'GRÜNWERK', street: 'Hugstetter Straße 41', city: '79106 Freiburg im Breisgau', court: 'Freiburg', products: [
    ['Tomatensamen Sortenmischung, 5 Tütchen', 11.95, 7], ['Olivenbaum im Topf, ca. 80 cm', 49.9, 7], ['Gartenschere Bypass, gehärtet', 27.5, 19],
    ['Hochbeet Lärche 120 x 60 cm', 149, 19], ['Blumenzwiebeln Tulpen-Mix 50 Stück', 15.99, 7], ['Gießkanne verzinkt 10 l', 32.9, 19]] },
  { name: 'Seidel Spielwaren GmbH & Co. KG', logo: 'Seidel', street: 'Königswarterstraße 70', city: '90762 Fürth', court: 'Fürth', products: [
    ['Holzeisenbahn Starter-Set 42 Teile', 64.99, 19], ['Bilderbuch "Der kleine Waschbär"', 14, 7], ['Puzzle 1000 Teile Alpenpanorama', 16.99, 19],
    ['Kinderbuch "Abenteuer im Wald"', 12.95, 7], ['Bausteine Klassik-Box 500 Teile', 39.95, 19], ['Gesellschaftsspiel "Inselwelt"', 34.99, 19]] },
];
const PEOPLE = ['Sabine Krüger', 'Markus Weber', 'Lea Hoffmann', 'Jonas Becker', 'Katrin Schäfer', 'Tobias Wagner', 'Miriam Öztürk', 'Florian Schmitt'];
const FIRMS = ['Hoffmann Elektrotechnik GmbH', 'Praxis Dr. med. Lorenz Schulz', 'Werbeagentur Fuchs & Partner GmbH', 'Kita Sonnenschein gGmbH'];
const STREETS = [['Lindenstraße 14', '50674 Köln'], ['Am Mühlbach 3a', '83022 Rosenheim'], ['Goethestraße 87', '04109 Leipzig'], ['Eppendorfer Weg 201', '20253 Hamburg'], ['Schillerplatz 5', '70173 Stuttgart'], ['Bahnhofstraße 22', '35037 Marburg']];

export const deMarketplaceOrder: Layout = (random: Random, index: number) => {
  const s = SELLERS[(index * 2 + int(random, 0, 1)) % SELLERS.length];
  const longDates = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, longDates ? '{d}. {MMMM} {yyyy}' : '{dd}.{mm}.{yyyy}', 'de');
  const eur = (v: number) => money.de(v);
  const date = someDate(random);
  const ordered = addDays(date, -int(random, 0, 3));
  const delivered = addDays(date, int(random, 0, 1));
  const firm = chance(random, 0.3);
  const customer = firm ? pick(random, FIRMS) : pick(random, PEOPLE);
  const billAddress = pick(random, STREETS);
  const shipKind = pick(random, ['same', 'other', 'packstation'] as const);
  const shipName = shipKind === 'other' ? pick(random, PEOPLE.filter((p) => p !== customer)) : customer;
  const careOf = firm && shipKind !== 'other' ? [`z. Hd. ${pick(random, PEOPLE)}`] : [];
  const shipLines = shipKind === 'packstation'
    ? [shipName, ...careOf, `Postnummer ${digits(random, 9)}`, `Packstation ${int(random, 101, 399)}`, billAddress[1]]
    : [shipName, ...careOf, ...(shipKind === 'other' ? pick(random, STREETS) : billAddress)];
  const orderNo = pick(random, [`${int(random, 302, 306)}-${digits(random, 7)}-${digits(random, 7)}`, `${int(random, 10, 29)}-${digits(random, 5)}-${digits(random, 5)}`, `KH${digits(random, 10)}`]);
  const invoiceNo = pick(random, [`RE-${date.slice(0, 4)}-${digits(random, 6)}`, `DE${date.slice(2, 4)}${digits(random, 7)}`, `${date.slice(0, 4)}${digits(random, 5)}`]);
  const vatId = `DE${int(random, 1, 3)}${digits(random, 8)}`;
  const gross = chance(random, 0.6);
  const withSku = chance(random, 0.5);
  const marketplace = pick(random, ['kaufhafen.de', 'marktplatz24.de', 'shopwelt.de']);

  const products = shuffled(random, s.products).slice(0, int(random, 1, 5));
  interface Line { lines: string[]; qty: number; price: number; amount: number; rate: number }
  const lines: Line[] = products.map(([name, price, rate]) => {
    const qty = pick(random, [1, 1, 1, 2, 3]);
    const unit = gross ? price : round2(price / (1 + rate / 100));
    return { lines: withSku ? [name, `Art.-Nr. ${pick(random, ['B0', 'SKU-', ''])}${digits(random, 8)}`] : [name], qty, price: unit, amount: round2(qty * unit), rate };
  });
  const shipping = pick(random, [3.99, 4.9, 4.99, 5.95, 6.9]);
  const shipUnit = gross ? shipping : round2(shipping / 1.19);
  lines.push({ lines: [`Versandkosten (${pick(random, ['DHL Paket', 'Hermes', 'DPD Classic', 'GLS'])})`], qty: 1, price: shipUnit, amount: shipUnit, rate: 19 });

  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const perRate = rates.map((rate) => {
    const sum = total(lines.filter((l) => l.rate === rate).map((l) => l.amount));
    const net = gross ? round2(sum / (1 + rate / 100)) : sum;
    const tax = gross ? round2(sum - net) : round2((sum * rate) / 100);
    return { rate, net, tax };
  });
  const subtotal = total(perRate.map((r) => r.net));
  const totalTax = total(perRate.map((r) => r.tax));
  const grand = round2(subtotal + totalTax);
  // The VAT total is printed as such when there is one rate, or on its own line on some with two.
  const taxSum = perRate.length > 1 && chance(random, 0.6);
  const taxPrinted = perRate.length === 1 || taxSum;
  const method = pick(random, ['PayPal', 'Kreditkarte (Visa)', 'Sofortüberweisung', 'Lastschrift']);
  const bank = chance(random, 0.6) ? iban(random, 'DE', '#'.repeat(18)) : null;
  const accent = pick(random, ['#e67e22', '#2c3e50', '#16a085', '#8e44ad', '#c0392b']);

  const body = `
<div class="wrap">
  <div class="top">
    <div class="logo">${esc(s.logo)}</div>
    <div class="r small">${dls([`Bestellt über ${marketplace}`, `Kundenservice: ${phone(random, 'de')}`])}</div>
  </div>
  <div class="h1">Rechnung</div>
  <div class="cols">
    <div class="box"><div class="lab">Verkauft von</div>${dls([s.name, s.street, s.city, `USt-IdNr.: ${vatId}`])}</div>
    <div class="box"><div class="lab">Rechnungsadresse</div>${dls([customer, ...billAddress])}</div>
    <div class="box"><div class="lab">Lieferadresse</div>${dls(shipLines)}</div>
  </div>
  <table class="meta">
    <tr><td>Rechnungsnummer</td><td class="b">${esc(invoiceNo)}</td><td>Bestellnummer</td><td>${esc(orderNo)}</td></tr>
    <tr><td>Rechnungsdatum</td><td>${d(date)}</td><td>Bestelldatum</td><td>${d(ordered)}</td></tr>
    <tr><td>Lieferdatum</td><td>${d(delivered)}</td><td>Zahlungsart</td><td>${esc(method)}</td></tr>
  </table>
  <table class="items">
    <thead><tr><th>Beschreibung</th><th class="r">Menge</th><th class="r">${gross ? 'Stückpreis (inkl. MwSt.)' : 'Stückpreis (netto)'}</th><th class="r">MwSt.</th><th class="r">${gross ? 'Gesamt (inkl. MwSt.)' : 'Gesamt (netto)'}</th></tr></thead>
    <tbody>${lines.map((l) => `<tr><td>${dls(l.lines)}</td><td class="r">${l.qty}</td><td class="r">${eur(l.price)}</td><td class="r">${l.rate} %</td><td class="r">${eur(l.amount)}</td></tr>`).join('')}</tbody>
  </table>
  <table class="sum">
    <tr><td>Zwischensumme (netto)</td><td class="r">${eur(subtotal)}</td></tr>
    ${perRate.map((r) => `<tr><td>MwSt. ${r.rate} % auf ${eur(r.net)}</td><td class="r">${eur(r.tax)}</td></tr>`).join('')}
    ${taxSum ? `<tr><td>Summe MwSt.</td><td class="r">${eur(totalTax)}</td></tr>` : ''}
    <tr class="g"><td>Gesamtbetrag</td><td class="r">${eur(grand)}</td></tr>
    <tr><td>Bereits bezahlt (${esc(method)}, ${d(ordered)})</td><td class="r">${eur(-grand)}</td></tr>
    <tr class="b"><td>Offener Betrag</td><td class="r">${eur(0)}</td></tr>
  </table>
  <p class="note">Der Rechnungsbetrag wurde bereits vollständig beglichen. Bitte nicht erneut überweisen.<br>Lieferdatum entspricht dem Leistungsdatum. Es gelten die AGB von ${esc(s.name)}.</p>
  <p class="small">Diese Bestellung wurde über den Online-Marktplatz ${esc(marketplace)} abgewickelt. Rechnungssteller und Vertragspartner ist der oben genannte Verkäufer.
  Informationen zum Widerrufsrecht finden Sie in Ihrem Kundenkonto.</p>
</div>
<div class="foot">${dls([`${s.name} · ${s.street} · ${s.city} · Geschäftsführer: ${pick(random, ['Thomas Kramer', 'Ute Seidel', 'Jan Petersen', 'Andrea Berger', 'Michael Vogt'])}`,
  `Amtsgericht ${s.court} HRB ${int(random, 1000, 49999)} · USt-IdNr. ${vatId} · Steuernummer ${digits(random, 3)}/${digits(random, 3)}/${digits(random, 5)}`,
  bank ? `Bankverbindung: ${pick(random, ['Sparkasse', 'Volksbank', 'Commerzbank'])} · IBAN ${spacedIban(bank)} · BIC ${pick(random, ['SPBIDE3BXXX', 'GENODEF1S10', 'COBADEFFXXX'])}` : `E-Mail: service@${s.logo.toLowerCase().replace(/[^a-z]/g, '') || 'shop'}-shop.de`])}</div>`;

  const css = `
.wrap { padding: 38px 50px 0; font-size: 11px; }
.top { display: flex; justify-content: space-between; align-items: center; }
.logo { font: bold 26px 'DejaVu Sans', sans-serif; color: ${accent}; letter-spacing: 1px; border: 3px solid ${accent}; padding: 2px 10px; }
.small { font-size: 9.5px; color: #555; line-height: 1.45; }
.h1 { font-size: 22px; margin: 18px 0 10px; font-weight: bold; }
.cols { display: flex; gap: 14px; }
.box { flex: 1; border: 1px solid #ddd; padding: 8px 10px; line-height: 1.45; }
.lab { font-weight: bold; font-size: 10px; color: ${accent}; margin-bottom: 2px; }
.meta { margin: 12px 0; } .meta td { padding: 2px 14px 2px 0; } .meta td:nth-child(odd) { color: #666; }
.items { width: 100%; } .items th { background: #f0f0f0; padding: 5px 6px; text-align: left; font-size: 10px; } .items th.r { text-align: right; }
.items td { padding: 5px 6px; border-bottom: 1px solid #e2e2e2; vertical-align: top; }
.sum { margin: 10px 0 0 auto; } .sum td { padding: 3px 6px; min-width: 110px; } .sum .g td { font-weight: bold; border-top: 1px solid #333; }
.sum tr.b td { border-top: 2px solid ${accent}; font-size: 12.5px; }
.note { margin-top: 18px; line-height: 1.5; }
.foot { padding: 0 50px 24px; font-size: 8.5px; color: #666; line-height: 1.55; border-top: 1px solid #ddd; padding-top: 6px; margin: 0 50px; padding-left: 0; padding-right: 0; }`;

  const fields: TruthFields = {
    supplier_name: s.name,
    supplier_tax_id: vatId,
    customer_name: customer,
    invoice_number: invoiceNo,
    po_number: orderNo,
    date,
    currency: 'EUR',
    subtotal,
    ...(taxPrinted ? { total_tax: totalTax } : {}),
    total_amount: grand,
    amount_due: 0,
    ...(bank ? { iban: bank } : {}),
  };
  const items: TruthItem[] = lines.map((l) => truthItem(l.lines, l.qty, l.price, l.amount, l.rate));
  return built(page('de', "'Liberation Sans', Arial, sans-serif", css, body), 'de', fields, items);
};
