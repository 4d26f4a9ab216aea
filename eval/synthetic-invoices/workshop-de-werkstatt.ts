/**
 * A German Handwerk invoice in DIN 5008 letter form, from a KFZ workshop or a Heizung/Sanitär firm: the firm's
 * name at the top right, the return line and address window at the left, the information block (Rechnungs-,
 * Kunden-, Auftragsnummer, Leistungsdatum) beside it, the vehicle or the job site as the subject, Material and
 * Arbeitslohn in groups with their sums, MwSt 19 %, a deposit deducted on some, the § 35a EStG labour share for
 * private households, and the four-column footer (Bankverbindung with IBAN, Steuernummer, USt-IdNr., register).
 */
import { deSteuernummer, deUstId } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';
import {
  addDays, built, chance, descCell, digits, dls, drawLines, esc, FONTS, fmtDate, int, issueDate, NBSP, num, pad, page, pct, phone, pick, qty, round2,
  slug, span, sum, truthItem, VEHICLES, vin, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { address, company, dePlate, deWorkshop, person, surname } from './workshop-names.ts';
import { carCatalogue, jobNumber, shkCatalogue } from './workshop-parts.ts';

export const deWerkstattInvoice: Layout = (random) => {
  const trade = chance(random, 0.5) ? 'kfz' : 'shk';
  const home = address(random, 'de');
  const firm = deWorkshop(random, trade);
  const ust = deUstId(random), stnr = deSteuernummer(random, (DE_TOWNS.find(([t]) => t === home.town) ?? DE_TOWNS[0])[2]);
  const date = issueDate(random), serviceDate = addDays(date, -int(random, 0, 9));
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `${n(v)}${NBSP}€`;

  // Customer: a household or a business (fleet, property management).
  const business = chance(random, trade === 'kfz' ? 0.45 : 0.35);
  const who = person(random, 'de');
  const s = surname(random, 'de');
  const fleet = [`${s} Logistik GmbH`, `Pflegedienst ${s} GmbH`, `${s} Bau GmbH & Co. KG`, `Taxi ${s} e.K.`, `${s} Gebäudereinigung GmbH`];
  const customer = business ? (trade === 'shk' ? pick(random, [`Hausverwaltung ${s} GmbH`, company(random, 'de')]) : pick(random, fleet)) : `${who.first} ${who.last}`;
  const custAddr = address(random, 'de');
  const salutation = who.female ? 'Frau' : 'Herrn';

  // Lines.
  let material: Line[], lohn: Line[];
  let subject: string[];
  if (trade === 'kfz') {
    const cat = carCatalogue(random, 'de', pick(random, [89, 96, 104, 112, 119, 128, 135]));
    material = drawLines(random, [...cat.parts, ...cat.fees.filter((a) => a.kind === 'fee')], int(random, 1, 7), { rate: 19, code: () => (chance(random, 0.8) ? digits(random, int(random, 6, 8)) : '') });
    lohn = drawLines(random, [...cat.labour, ...cat.fees.filter((a) => a.kind === 'labour')], int(random, 1, 4), { rate: 19, code: () => pick(random, ['AL', 'L01', '9000', 'AW']) });
    const car = pick(random, VEHICLES);
    subject = [`Fahrzeug: ${car.make} ${car.model} ${car.engine} · Kennzeichen ${dePlate(random)}`, `FIN ${vin(random, car.wmi)} · km-Stand ${num(int(random, 9000, 240000), ',', '.', 0)} · Erstzulassung ${pad(int(random, 1, 12), 2)}/${int(random, 2008, 2023)}`];
  } else {
    const cat = shkCatalogue(random);
    material = drawLines(random, cat.material, int(random, 2, 8), { rate: 19, code: () => (chance(random, 0.85) ? `${pick(random, ['', 'M-'])}${digits(random, 6)}` : ''), detailShare: 0.35 });
    lohn = drawLines(random, cat.labour, int(random, 1, 4), { rate: 19, code: () => pick(random, ['LOHN', 'L1', '']), detailShare: 0.3 });
    const site = business ? address(random, 'de') : custAddr;
    subject = [`Objekt: ${site.street}, ${site.city}`, pick(random, ['Austausch Heizungsumwälzpumpe und hydraulischer Abgleich', 'Wartung Gas-Brennwerttherme', 'Reparatur Warmwasserbereitung', 'Badsanierung – Montage Sanitärobjekte', 'Undichtigkeit Heizkreis behoben'])];
  }
  const lines = [...material, ...lohn];
  const net = sum(lines.map((l) => l.amount));
  const vat = pct(net, 19);
  const gross = round2(net + vat);
  const advance = chance(random, 0.18) ? Math.min(pick(random, [200, 250, 500, 1000]), Math.floor(gross / 2 / 10) * 10) : 0;
  const due = round2(gross - advance);
  const lohnNet = sum(lohn.map((l) => l.amount)), lohnVat = pct(lohnNet, 19);

  const seq = int(random, 100, 9999), year = date.slice(0, 4);
  const number = pick(random, [`RE-${year}-${pad(seq, 4)}`, `${year.slice(2)}${pad(seq, 4)}`, `R${digits(random, 6)}`, `${year}/${pad(seq, 4)}`]);
  const custNo = pick(random, [`K${digits(random, 5)}`, `${int(random, 10000, 69999)}`, `D-${digits(random, 4)}`]);
  const jobNo = jobNumber(random, pick(random, ['A-', 'AU', `${year.slice(2)}-`]));
  const po = business && chance(random, 0.45) ? pick(random, [`BE-${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `${year}-${digits(random, 4)}`]) : null;
  const termDays = pick(random, [7, 10, 14, 14, 30]);
  const dueDate = addDays(date, termDays), printsDue = chance(random, 0.6);
  const skonto = !advance && termDays >= 14 && chance(random, 0.3) ? pick(random, [2, 3]) : 0;
  const bank = germanBank(random, home.town), ibanShown = groupIban(bank.iban);
  const printsUst = chance(random, 0.8);
  const owner = person(random, 'de');
  const register = firm.endsWith('e.K.') ? `Amtsgericht ${home.town} HRA ${int(random, 1000, 99999)}` : `Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`;
  const contact = person(random, 'de');

  // Look.
  const accent = pick(random, ['#00457c', '#8b0000', '#2e5d34', '#444444', '#005f73', '#9c4a00']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[1]]);
  const size = font.includes('Narrow') ? 11.5 : font.includes('DejaVu') ? 9.8 : 10.5;
  const grouped = chance(random, 0.65);
  const rateCol = chance(random, 0.3);
  const posStep = pick(random, [1, 10]);

  const email = `${pick(random, ['info', 'buero', 'service', 'werkstatt'])}@${slug(firm)}.de`;
  const logo = `<div class="logo"><div class="fname">${span(firm)}</div>${dls([trade === 'kfz' ? pick(random, ['Meisterbetrieb · Reparatur aller Marken', 'Kfz-Meisterwerkstatt · HU/AU', 'Inspektion · Reifen · Klima']) : pick(random, ['Heizung · Sanitär · Solar', 'Bäder · Heizung · Kundendienst', 'Meisterbetrieb der SHK-Innung'])], 'small')}</div>`;
  const sender = `<div class="sender">${span(`${firm} · ${home.street} · ${home.city}`)}</div>`;
  const windowLines = business
    ? [customer, ...(chance(random, 0.5) ? [`z. Hd. ${pick(random, ['Frau', 'Herrn'])} ${person(random, 'de').last}`] : []), custAddr.street, custAddr.city]
    : [salutation, customer, custAddr.street, custAddr.city];
  const info: [string, string][] = [
    ['Rechnungs-Nr.', number], ['Rechnungsdatum', d(date)], ['Kunden-Nr.', custNo], ['Auftrags-Nr.', jobNo],
    ['Leistungsdatum', d(serviceDate)], ...(po ? [['Ihre Bestell-Nr.', po] as [string, string]] : []),
    ['Ansprechpartner', `${contact.first} ${contact.last}`], ['Telefon', phone(random, 'de')],
  ];
  const head = `${logo}<div class="letter"><div class="addr">${sender}${business || chance(random, 0.5) ? '' : '<div class="tiny lab">Rechnungsempfänger</div>'}${windowLines.map((l, i) => `<div${i === 0 && business ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>
<table class="info">${info.map(([k, v]) => `<tr><td>${span(k)}</td><td>${span(v)}</td></tr>`).join('')}</table></div>`;
  const title = `<div class="title">${span(chance(random, 0.5) ? `Rechnung Nr. ${number}` : 'Rechnung')}</div><div class="subj">${dls(subject)}</div>`;
  const intro = business ? 'Sehr geehrte Damen und Herren,' : `Sehr geehrte${who.female ? ` Frau ${who.last}` : `r Herr ${who.last}`},`;
  const letterText = `<div class="intro">${esc(intro)}<br>${esc(pick(random, ['für die ausgeführten Arbeiten erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:', 'wir bedanken uns für Ihren Auftrag und berechnen Ihnen wie folgt:', 'vereinbarungsgemäß berechnen wir Ihnen unsere Leistungen:']))}</div>`;

  let pos = 0;
  const cols = ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'ME', 'Einzelpreis €', ...(rateCol ? ['USt %'] : []), 'Gesamt €'];
  const row = (l: Line) => { pos += posStep; return `<tr><td>${pos}</td><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td class="r nw">${qty(l.qty, ',', l.unit === 'Std.' || l.unit === 'h' || l.unit === 'Std' ? 2 : undefined)}</td><td>${esc(l.unit)}</td><td class="r nw">${n(l.price)}</td>${rateCol ? '<td class="r">19</td>' : ''}<td class="r nw">${n(l.amount)}</td></tr>`; };
  const group = (label: string, ls: Line[]) => `<tr class="grp"><td></td><td colspan="${cols.length - 1}">${span(label)}</td></tr>${ls.map(row).join('')}<tr class="gsum"><td colspan="${cols.length - 1}" class="r">${span(`Summe ${label}`)}</td><td class="r nw">${n(sum(ls.map((l) => l.amount)))}</td></tr>`;
  const body = grouped ? group('Material', material) + group('Arbeitslohn', lohn) : lines.map(row).join('');
  const items = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 3 && c !== 'ME' ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const tot: [string, string, string][] = [['Nettobetrag', eur(net), ''], ['zzgl. 19 % MwSt.', eur(vat), ''], ['Rechnungsbetrag', eur(gross), 'strong']];
  if (advance) tot.push([`abzgl. Anzahlung vom ${d(addDays(date, -int(random, 10, 40)))}`, eur(-advance), ''], ['Noch zu zahlen', eur(due), 'strong']);
  const totals = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}</table>`;
  const notes: string[] = [];
  if (trade === 'shk' && !business) notes.push(`Im Rechnungsbetrag sind Lohnkosten (Arbeits- und Fahrtkosten) gemäß § 35a EStG in Höhe von ${eur(lohnNet)} netto zzgl. ${eur(lohnVat)} MwSt. = ${eur(round2(lohnNet + lohnVat))} enthalten.`);
  notes.push(printsDue ? `Bitte überweisen Sie den Betrag bis zum ${d(dueDate)} ohne Abzug unter Angabe der Rechnungsnummer.` : `Zahlbar innerhalb von ${termDays} Tagen nach Rechnungsdatum ohne Abzug.`);
  if (skonto) notes.push(`Bei Zahlung innerhalb von 7 Tagen gewähren wir ${skonto} % Skonto (${eur(round2(gross - pct(gross, skonto)))}).`);
  if (!business) notes.push('Der Leistungsempfänger ist verpflichtet, die Rechnung zwei Jahre aufzubewahren (§ 14b UStG).');
  const close = `<div class="notes">${notes.map((t) => `<p>${esc(t)}</p>`).join('')}<p>${esc(pick(random, ['Mit freundlichen Grüßen', 'Vielen Dank für Ihren Auftrag!']))}</p></div>`;

  const footCols = [
    [firm, home.street, home.city, `Inhaber/GF: ${owner.first} ${owner.last}`],
    [`Tel. ${phone(random, 'de')}`, email, `www.${slug(firm)}.de`],
    [bank.name, `IBAN ${ibanShown}`, `BIC ${bank.bic}`],
    [`Steuernummer ${stnr}`, ...(printsUst ? [`USt-IdNr. ${ust}`] : []), register],
  ];
  const footer = `<div class="foot"><div class="fcols">${footCols.map((c) => `<div>${dls(c)}</div>`).join('')}</div></div>`;
  const css = `
body { padding: 0 50px 0 80px }
.logo { text-align: right; padding-top: 36px; color: ${accent} } .fname { font-size: 1.6em; font-weight: bold }
.letter { display: flex; justify-content: space-between; margin-top: 34px } .addr { width: 390px; min-height: 130px }
.sender { font-size: ${firm.length > 40 ? 0.64 : 0.72}em; white-space: nowrap; border-bottom: 0.6px solid #777; display: inline-block; margin-bottom: 8px; color: #333 } .lab { margin-bottom: 2px }
.info td { padding: 0 0 1px 0; font-size: 0.92em } .info td:first-child { padding-right: 14px; color: #555 }
.title { font-size: 1.35em; font-weight: bold; margin-top: 22px } .subj { margin-top: 4px; font-weight: bold; font-size: 0.95em }
.intro { margin: 12px 0 10px }
.items { width: 100% } .items th { border-top: 1.2px solid #222; border-bottom: 1.2px solid #222; padding: 3px 4px; font-weight: bold; font-size: 0.92em }
.items td { padding: 2px 4px } .grp td { font-weight: bold; padding-top: 6px; color: ${accent} } .gsum td { border-top: 0.5px solid #999; font-style: italic; padding-bottom: 4px }
.tot { margin: 8px 0 0 auto; min-width: 300px; border-top: 1.2px solid #222 } .tot td { padding: 2px 4px } .tot .strong td { font-weight: bold; border-top: 0.6px solid #666 }
.notes { margin-top: 14px } .notes p { margin: 0 0 6px }
.foot { padding: 0 50px 20px 80px } .fcols { display: flex; justify-content: space-between; gap: 10px; border-top: 0.7px solid ${accent}; padding-top: 5px; font-size: 0.72em; color: #333 }`;
  const html = page('de', font, size, css, `${head}${title}${letterText}${items}${totals}${close}${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: printsUst ? ust : stnr, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: net, total_tax: vat, total_amount: gross, amount_due: due, iban: ibanShown,
  };
  return built('de', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: rateCol })));
};
