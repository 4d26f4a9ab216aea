/**
 * A German Fahrzeugrechnung of an Autohaus, a motorbike dealer or a Landtechnik / Baumaschinen dealer: the dealer's
 * name in a band or beside its mark with its brand line, the address window (a private buyer's "Herrn" / "Frau" on
 * its own line, a sender line above on some) left or right, the identifiers — Rechnungs-Nr., Datum, Kunden-Nr.,
 * Kaufvertrag-Nr. and its date, Verkäufer, Übergabedatum, Kommissions-Nr., the customer's Bestellnummer, Fällig am —
 * as a table, a grid or label pairs; the vehicle as a multi-line first row (FIN, Erstzulassung, km-Stand, Farbe) or
 * as a "Fahrzeugdaten" grid above a price list; a Nachlass on new vehicles, accessories and services at 19 %; a new
 * or demonstrator vehicle at 19 % USt, or a used one under Differenzbesteuerung § 25a UStG without VAT (with taxed
 * accessories beside it on some); the official registration fees as a durchlaufender Posten outside the VAT; the
 * Anzahlung, the Inzahlungnahme of the old vehicle (its own FIN and plate in a box) and an amount financed by a bank
 * deducted after the total; or a leasing company as the customer with the lessee named; the payment terms, the
 * Eigentumsvorbehalt and Sachmängel clauses, and the four-column footer (register, management, bank, tax ids).
 */
import {
  arrange, carTitle, chance, compact, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS,
  headRow, infoBox, int, itemsTable, logo, metaHtml, money2, NBSP, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice, signed, vsize,
  slug, span, specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, windowHtml, type Amount, type Col,
  type Layout, type TruthFields,
} from './vehicles-common.ts';
import { address, buyer, dealer, farmCustomer, FINANCE, firmCustomer, LEASING, person } from './vehicles-names.ts';
import { deSteuernummer, deUstId } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

const letters2 = (random: () => number): string => pick(random, ['AB', 'KL', 'MR', 'TS', 'WE', 'HZ']);

export const deFahrzeugInvoice: Layout = (random, index) => {
  const home = address(random, 'de');
  const { model, machine, cond, margin } = drawSale(random, index, 0.7);
  const firm = dealer(random, 'de', model.kind, home.town, model.make);
  const kindOf = machine ? 'firm' : cond !== 'used' && chance(random, 0.18) ? 'leasing' : chance(random, 0.6) ? 'private' : 'firm';
  const priv = kindOf === 'private' ? buyer(random, 'de') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : kindOf === 'leasing' ? pick(random, LEASING.de) : machine ? farmCustomer(random, 'de') : firmCustomer(random, 'de');
  const lessee = kindOf === 'leasing' ? (chance(random, 0.5) ? firmCustomer(random, 'de') : (() => { const b = buyer(random, 'de'); return `${b.first} ${b.last}`; })()) : null;
  const custAddr = address(random, 'de');
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [8, 10, 14, 30], dueShare: priv ? 0.3 : 0.7 });
  const car = drawCar(random, 'de', model, cond, dates);
  const year = dates.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const m = money2(',', '.');
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;
  const km = `${car.machine ? num(car.hours, ',', '.', 0) : num(car.km, ',', '.', 0)}${NBSP}${car.machine ? 'Bh' : 'km'}`;

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (margin || machine ? shopPrice(random, value) : Math.round(shopPrice(random, value * 1.19) / 1.19))
    : cond === 'demo' ? Math.round(newNet(random, model, 19) * (0.78 + random() * 0.1) / 100) * 100 : newNet(random, model, 19);
  const block = chance(random, 0.45);
  const details = block ? [] : cond === 'new'
    ? pick(random, [[`FIN: ${car.vin}`, `Farbe: ${car.colour} · ${car.fuelText} · ${power(car.kw, 'PS')}`], [`Fahrgestell-Nr. ${car.vin}`, `${car.colour}, ${power(car.kw, 'PS')}`]])
    : [`FIN: ${car.vin}${car.plate ? ` · Kennz.: ${car.plate}` : ''}`, `${car.firstReg ? `EZ ${fmtDate(car.firstReg, '{mm}/{yyyy}', 'de')} · ` : `Baujahr ${car.year} · `}${car.machine ? 'Betriebsstunden' : 'km-Stand'} ${km} · ${car.colour}`];
  const label = machine ? (cond === 'used' ? 'Gebrauchtmaschine' : 'Neumaschine') : { new: pick(random, ['Neufahrzeug', 'Neuwagen']), demo: pick(random, ['Vorführwagen', 'Tageszulassung']), used: pick(random, ['Gebrauchtfahrzeug', 'Gebrauchtwagen']) }[cond];
  const vText = block ? pick(random, margin ? ['Kaufpreis Fahrzeug (differenzbesteuert)', 'Verkaufspreis lt. Kaufvertrag'] : ['Fahrzeugpreis', 'Verkaufspreis lt. Kaufvertrag', `${label} lt. Fahrzeugdaten`]) : `${label}: ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, margin ? null : 19, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.55)) {
    const pct = pick(random, [3, 5, 8, 10, 12, 15]), fixed = chance(random, 0.4);
    rows.push(vrow(fixed ? pick(random, ['Hauspreis-Nachlass', 'Sondernachlass', 'Aktionsprämie']) : `Nachlass ${pct}${NBSP}%`, [], -(fixed ? Math.round(pctCents(net, pct) / 10000) * 10000 : pctCents(net, pct)), 19, 'discount', null));
  }
  rows.push(...extraRows(random, 'de', car, margin ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 19, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const outside: Amount[] = car.plate && cond !== 'used' && chance(random, 0.6) ? [{ text: pick(random, ['Zulassungsgebühren (durchlaufender Posten)', 'Amtl. Gebühren Zulassungsstelle (ohne USt)']), cents: int(random, 2860, 6590) }] : [];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && kindOf !== 'leasing' && chance(random, priv ? 0.45 : 0.2) ? drawTrade(random, 'de', car, dates.date, t.gross) : null;
  const deposit = kindOf !== 'leasing' && chance(random, cond === 'used' ? 0.35 : 0.5) ? depositOf(random, t.gross) : 0;
  const bank = pick(random, FINANCE.de), contract = `${digits(random, 3)}${NBSP}${digits(random, 7)}`;
  const ded: Amount[] = [
    ...(deposit ? [{ text: `abzgl. Anzahlung vom ${d(dates.order)}`, cents: -deposit }] : []),
    ...(trade ? [{ text: pick(random, ['abzgl. Inzahlungnahme', `abzgl. Inzahlungnahme ${trade.title}`]), cents: -trade.cents }] : []),
  ];
  const financed = priv && chance(random, 0.3) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `abzgl. Finanzierung ${bank}`, cents: -financed });
  const due = total + sumOf(ded);

  // Identifiers.
  const number = pick(random, [`VR-${year}-${seqNo(random, 5)}`, `${cond === 'used' ? 'GW' : pick(random, ['NW', 'FZ'])}${year.slice(2)}${seqNo(random, 5)}`, `7${digits(random, 7)}`, `${year}${seqNo(random, 5)}`]);
  const custNo = pick(random, [`${int(random, 10000, 99999)}`, `K${digits(random, 6)}`]);
  const vertrag = pick(random, [`KV-${digits(random, 6)}`, `${year.slice(2)}/${digits(random, 5)}`, `A${digits(random, 7)}`]);
  const clerk = person(random, 'de'), clerkNo = int(random, 101, 489);
  const po = kindOf !== 'private' && chance(random, 0.45) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `BE-${year}-${digits(random, 4)}`, `PO${digits(random, 6)}`]) : null;
  const kommission = cond === 'new' ? pick(random, [`${digits(random, 6)}`, `${letters2(random)}${digits(random, 5)}`]) : null;
  const printsDue = dates.due !== null && chance(random, 0.8);
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Rechnungs-Nr.', 'Rechnungsnummer', 'Rechnung Nr.']), number], [pick(random, ['Rechnungsdatum', 'Datum']), d(dates.date)],
    [pick(random, ['Kunden-Nr.', 'Kundennummer']), custNo], [pick(random, ['Kaufvertrag-Nr.', 'Auftrags-Nr.', 'Bestellung/Vertrag']), vertrag],
    [pick(random, ['Kaufvertrag vom', 'Bestellung vom', 'Auftragsdatum']), d(dates.order)], [pick(random, ['Liefer-/Übergabedatum', 'Übergabe am', 'Lieferdatum']), d(dates.delivery)],
    [pick(random, ['Verkäufer', 'Verkaufsberater/in']), `${clerk.first.charAt(0)}. ${clerk.last} (${clerkNo})`],
    ...(kommission ? [['Kommissions-Nr.', kommission] as [string, string]] : []), ...(po ? [[pick(random, ['Ihre Bestellnummer', 'Ihre Bestell-Nr.']), po] as [string, string]] : []),
    ...(printsDue ? [['Fällig am', d(dates.due as string)] as [string, string]] : []),
  ]);
  const ust = deUstId(random), ustShown = pick(random, [ust, `DE ${ust.slice(2)}`, `DE ${ust.slice(2, 5)} ${ust.slice(5, 8)} ${ust.slice(8)}`]);
  const stnr = deSteuernummer(random, (DE_TOWNS.find(([tw]) => tw === home.town) ?? DE_TOWNS[0])[2]);
  const acct = germanBank(random, home.town), ibanShown = chance(random, 0.7) ? groupIban(acct.iban) : acct.iban;
  const boss = person(random, 'de');
  const kg = firm.includes('& Co. KG');

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.sans[3], FONTS.serif[0]], ['#003d7c', '#1f1f1f', '#b00020', '#005f56', '#4b4f54', '#0a5c99']);
  const brandLine = machine ? `${model.make}-Vertriebspartner · Service · Ersatzteile` : model.kind === 'moto' ? `${model.make.replace(' Motorrad', '')} Motorrad Vertragshändler` : `${model.make} ${pick(random, ['Vertragshändler', 'Partner', 'Service-Partner'])} · Gebrauchtwagen · Werkstatt`;
  const brand = `${look.logo ? logo(random, look.accent, firm, model.kind, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="tag">${span(brandLine)}</div></div>`
    : `<div class="plain"><div>${brand}<div class="tag2">${span(brandLine)}</div></div><div class="tag2 r">${[home.street, home.city, `Tel. ${phone(random, 'de')}`].map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`;
  const sender = chance(random, 0.7) ? `${firm} · ${home.street} · ${home.city}` : null;
  const contact = !priv && kindOf !== 'leasing' && chance(random, 0.4) ? pick(random, ['z. Hd. Buchhaltung', 'z. Hd. Fuhrparkleitung', `z. Hd. ${person(random, 'de').last}`]) : null;
  const win = `<div>${windowHtml([...(priv ? [priv.female ? 'Frau' : 'Herrn'] : []), customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city], priv ? 1 : 0, sender)}</div>`;
  const side = `<div class="side">${look.meta === 'grid' ? `<div class="contact">${[`${clerk.female ? 'Ihre Verkaufsberaterin' : 'Ihr Verkaufsberater'}: ${clerk.first} ${clerk.last}`, `Tel. ${phone(random, 'de')}`, `${clerk.first.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ä/g, 'ae')}.${slug(clerk.last)}@${slug(firm)}.de`].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : metaHtml(pairs, look.meta)}</div>`;
  const title = `<div class="title">${span(pick(random, machine ? ['Rechnung', 'Maschinenrechnung', 'RECHNUNG'] : ['Rechnung', 'Fahrzeugrechnung', cond === 'used' ? 'Rechnung Gebrauchtfahrzeug' : 'Rechnung Neufahrzeug', 'RECHNUNG']))}</div>`;
  const specPairs: [string, string][] = [
    [car.machine ? 'Hersteller/Typ' : 'Marke/Modell', `${model.make} ${model.model}`], ['Ausführung', car.variant], [car.machine ? 'Fahrgestell-/Serien-Nr.' : 'FIN', car.vin],
    ...(car.plate ? [['Amtl. Kennzeichen', car.plate] as [string, string]] : []), ...(car.firstReg ? [['Erstzulassung', d(car.firstReg)] as [string, string]] : [['Baujahr', String(car.year)] as [string, string]]),
    [car.machine ? 'Betriebsstunden' : 'km-Stand', km], ['Farbe', car.colour], ['Kraftstoff', car.fuelText], ['Leistung', power(car.kw, 'PS')],
    ...(cond === 'used' && !car.machine ? [['HU gültig bis', fmtDate(dates.date, `{mm}/${Number(year) + int(random, 1, 2)}`, 'de')] as [string, string]] : []),
  ];
  const spec = block ? specGrid(pick(random, ['Fahrzeugdaten', 'Fahrzeugbeschreibung', `${label} – Fahrzeugdaten`]), specPairs, pick(random, [2, 3])) : '';
  const leaseBox = lessee ? infoBox('Leasingnehmer / Auslieferung an', [lessee, `Leasingvertrag Nr. ${letters2(random)}-${digits(random, 7)}`, `Übergabe am ${d(dates.delivery)}`]) : '';
  const tradeBox = trade ? infoBox('Inzahlungnahme Gebrauchtfahrzeug', [`${trade.title} · FIN ${trade.vin}`, `Kennz. ${trade.plate} · EZ ${fmtDate(trade.firstReg, '{mm}/{yyyy}', 'de')} · ${num(trade.km, ',', '.', 0)} km`, `Ankaufswert ${eur(trade.cents)} (privat, ohne USt)`]) : '';

  const printsRate = !block || chance(random, 0.5);
  const mark = pick(random, ['§25a', 'D', '0*']);
  const rateCell = (r: (typeof rows)[number]) => (r.rate === null ? mark : `${r.rate}${NBSP}%`);
  const cols: Col[] = block ? [['Bezeichnung', ''], ...(printsRate ? [['USt', 'r'] as Col] : []), ['Betrag €', 'r']]
    : [['Pos.', ''], ['Bezeichnung', ''], ['Menge', 'r'], ['Einzelpreis €', 'r'], ['USt', 'r'], ['Gesamt €', 'r']];
  const cells = rows.map((r, i) => (block ? [descCell(r), ...(printsRate ? [rateCell(r)] : []), signed(r.cents, m)]
    : [String(i + 1), descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : signed(r.mills / 10, m), rateCell(r), signed(r.cents, m)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [];
  const mixed = t.margin !== 0 && t.taxed !== 0;
  let printsSub = false;
  if (!t.margin) { tot.push([pick(random, ['Summe netto', 'Nettobetrag', 'Zwischensumme netto']), eur(t.items), '']); printsSub = true; }
  else if (mixed) tot.push([pick(random, ['Fahrzeug gem. § 25a UStG', 'Fahrzeug (differenzbesteuert)']), eur(t.margin), ''], [pick(random, ['Zubehör/Leistungen netto', 'Summe netto Zubehör']), eur(t.taxed), '']);
  else if (outside.length || chance(random, 0.4)) { tot.push([pick(random, ['Zwischensumme', 'Summe']), eur(t.items), '']); printsSub = true; }
  for (const l of t.lines) tot.push([`zzgl. ${l.rate}${NBSP}% USt auf ${m(l.base)}`, eur(l.tax), '']);
  if (outside.length) tot.push([pick(random, ['Zwischensumme brutto', 'Summe inkl. USt']), eur(t.gross), 'rule'], ...outside.map((o): [string, string, string] => [`zzgl. ${o.text}`, eur(o.cents), '']));
  tot.push([pick(random, ['Gesamtbetrag', 'Rechnungsbetrag', 'Gesamtbetrag inkl. USt']), eur(total), ded.length ? 'rule' : look.band && chance(random, 0.5) ? 'hl' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, eur(x.cents), '']), [pick(random, ['Restbetrag', 'Zahlbetrag', 'Noch zu zahlen']), eur(due), look.band ? 'hl' : 'big']);
  const notes = [
    ...(margin ? [pick(random, ['Gebrauchtgegenstände/Sonderregelung – Differenzbesteuerung nach § 25a UStG. Die Umsatzsteuer wird nicht gesondert ausgewiesen.', 'Differenzbesteuert gem. § 25a UStG (Gebrauchtgegenstände/Sonderregelung); ein gesonderter Ausweis der Umsatzsteuer ist nicht zulässig.'])] : []),
    ...(outside.length ? ['Die amtlichen Zulassungsgebühren haben wir in Ihrem Namen und für Ihre Rechnung verauslagt (durchlaufender Posten, § 10 Abs. 1 S. 5 UStG).'] : []),
    ...(financed ? [`Der Finanzierungsbetrag wird von der ${bank} (Darlehensvertrag Nr. ${contract}) direkt an uns ausgezahlt.`] : []),
    printsDue ? `Bitte überweisen Sie den ${ded.length ? 'Restbetrag' : 'Rechnungsbetrag'} bis zum ${d(dates.due as string)} unter Angabe der Rechnungsnummer.`
      : dates.terms !== null ? `Zahlbar innerhalb von ${dates.terms} Tagen ohne Abzug.` : dates.delivery < dates.date ? 'Zahlbar sofort nach Rechnungserhalt ohne Abzug.' : pick(random, ['Zahlbar bei Fahrzeugübergabe ohne Abzug.', 'Die Auslieferung erfolgt nach vollständigem Zahlungseingang.', 'Zahlbar sofort, spätestens bei Abholung des Fahrzeugs.']),
  ];
  const policy = machine ? 'Die Maschine bleibt bis zur vollständigen Bezahlung Eigentum des Verkäufers. Es gelten unsere Verkaufs- und Lieferbedingungen für Land- und Baumaschinen; Gewährleistung gegenüber Unternehmern zwölf Monate ab Übergabe (Neumaschinen), Gebrauchtmaschinen unter Ausschluss der Sachmängelhaftung.'
    : `${pick(random, ['Das Fahrzeug bleibt bis zur vollständigen Bezahlung aller Forderungen aus diesem Vertrag Eigentum des Verkäufers.', 'Eigentumsvorbehalt: Die Zulassungsbescheinigung Teil II wird erst nach Zahlungseingang ausgehändigt.'])} ${cond === 'used'
    ? (priv ? 'Für den Verkauf gelten unsere Gebrauchtwagen-Verkaufsbedingungen (GWVB); die Verjährungsfrist für Sachmängelansprüche beträgt ein Jahr ab Übergabe.' : 'Der Verkauf an Unternehmer erfolgt unter Ausschluss jeglicher Sachmängelhaftung.')
    : 'Es gelten die Allgemeinen Geschäftsbedingungen für den Verkauf fabrikneuer Kraftfahrzeuge und Anhänger (NWVB) sowie die Herstellergarantie.'}`;
  const reg = kg ? [`Sitz ${home.town}, Amtsgericht ${home.town} HRA ${int(random, 1000, 99999)}`, `Komplementärin: ${firm.replace(' GmbH & Co. KG', '')} Verwaltungs-GmbH, HRB ${int(random, 1000, 199999)}`]
    : [`Sitz ${home.town}, Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`, `Geschäftsführer: ${boss.first} ${boss.last}`];
  const idMode = pick(random, ['ust', 'both', 'both']);
  const taxLines = idMode === 'ust' ? [`USt-IdNr. ${ustShown}`] : [`USt-IdNr. ${ustShown}`, `Steuer-Nr. ${stnr}`];
  const footCols = [[firm, `${home.street}, ${home.city}`, reg[0]], [reg[1], `Tel. ${phone(random, 'de')}`, `www.${slug(firm)}.de`], [acct.name, `IBAN ${ibanShown}`, `BIC ${acct.bic}`], taxLines];
  const footer = `<div class="foot"><div class="fcols">${footCols.map((c) => `<div>${c.map((l) => `<div>${span(l)}</div>`).join('')}</div>`).join('')}</div></div>`;

  const size = vsize(look, tableLines(rows, 16 + tot.length + (block ? 4 : 0) + (trade ? 4 : 0) + (lessee ? 4 : 0)));
  const css = `${vehCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 40px 10px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.55em; font-weight: bold } .tag { font-size: 0.85em }
.plain { padding: 24px 40px 6px; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${look.accent} } .plain .fname { font-size: 1.55em; font-weight: bold; color: ${look.accent} } .tag2 { font-size: 0.85em; color: #444 }
.main { padding: 16px 40px 0 } .win { width: 300px; min-height: 84px } .side { min-width: 240px } .gridrow { margin-top: 10px } .contact div { margin-bottom: 1px }
.title { font-size: 1.4em; font-weight: bold; margin: 12px 0 2px; color: ${look.accent} } .items { margin-top: 10px }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .boxes { max-width: 330px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fcols { display: flex; justify-content: space-between; gap: 10px; border-top: 0.8px solid ${look.accent}; padding-top: 4px; font-size: 0.72em; color: #333 }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 5)}</div>` : ''}${title}${spec}${items}<div class="bottom"><div class="boxes">${leaseBox}${tradeBox}</div>${totalsHtml(tot)}</div><div class="notes">${notes.map((x, i) => `<div${margin && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div><div class="tiny policy">${esc(policy)}</div></div>${footer}`;
  const html = page('de', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(ustShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'EUR', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(total),
    amount_due: euros(due), iban: ibanShown,
  };
  return result('de', html, fields, rows, !block, printsRate);
};
