/**
 * A German freelancer's Honorarrechnung as a DIN 5008 letter (Übersetzerin, Dozent, freier Journalist,
 * Heilpraktikerin, IT-Berater): Kleinunternehmer (§ 19 UStG, no USt), or net + 19 % (7 % for a journalist's
 * rights of use) = Rechnungsbetrag; Leistungszeitraum, Zahlbar bis, sometimes a prior Anzahlung deducted.
 */
import {
  add, addDays, built, chance, dl, dls, drawLines, esc, foot, formatDate, formatQuantity, int, issueDate, itemsTable, lineCount, money,
  monthName, pad, percent, pick, pickLook, previousMonth, round2, shell, totalsBox, truthItem, weighted, type Col, type Layout, type Service,
  type TotalRow, type TruthFields,
} from './fees-common.ts';
import { bic, deSteuernummer, deUstId, groupedIban, iban } from './fees-ids.ts';
import { address, company, DE_TOWNS, person, surname } from './fees-names.ts';

const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
const u = (text: string, qty: [number, number], low: number, high: number, details?: string[]): Service => ({ text, kind: 'unit', qty, low, high, details });
type Trade = { title: string; unit: string; rate: number; services: Service[] };
const TRADES: Trade[] = [
  { title: 'Diplom-Übersetzerin', unit: 'Normzeilen', rate: 19, services: [u('Fachübersetzung Englisch–Deutsch', [60, 900], 1.3, 1.9, ['„Betriebsanleitung {product}“', 'Rahmenvertrag vom {date}']), u('Übersetzung Deutsch–Französisch', [40, 600], 1.4, 2.0, ['Produktkatalog {year}']),
    h('Korrekturlesen und Terminologieabgleich', 40, 60), f('Beglaubigung der Übersetzung', 15, 35), f('Erstellung Glossar', 120, 400)] },
  { title: 'Dozent für Projektmanagement', unit: 'UE', rate: 19, services: [u('Lehrauftrag „Projektmanagement Grundlagen“', [8, 40], 35, 75, ['{month} {year}, je 45 Minuten']), u('Seminar „Agiles Arbeiten mit Scrum“ (Tage)', [1, 3], 450, 1100),
    f('Vorbereitung und Seminarunterlagen', 100, 400), h('Prüfungsabnahme und Korrektur', 40, 60), f('Fahrtkosten pauschal', 40, 120)] },
  { title: 'Freier Journalist', unit: 'Stück', rate: 7, services: [f('Artikel „{topic}“', 250, 900, ['ca. {chars} Zeichen, Ausgabe {issue}']), u('Fotos, Nutzungsrecht Print und Online', [2, 12], 40, 120), h('Recherche und Interviews', 40, 70),
    f('Kommentar „{topic}“', 150, 400), u('Zweitverwertung Online (Beiträge)', [1, 4], 60, 180)] },
  { title: 'Heilpraktikerin', unit: 'UE', rate: 19, services: [u('Kursleitung Progressive Muskelentspannung', [6, 20], 40, 70, ['Betriebliches Gesundheitsmanagement {year}']), f('Workshop Stressprävention', 400, 1200, ['Standort {town}']),
    h('Einzelberatung Mitarbeitende', 70, 110), f('Kursmaterial und Handouts', 40, 150)] },
  { title: 'IT-Berater', unit: 'Std.', rate: 19, services: [h('Beratung Netzwerkinfrastruktur', 75, 120, ['Projekt „Standortvernetzung {town}“']), h('Programmierung Schnittstelle ERP', 70, 110), { text: 'Vor-Ort-Einsatz', kind: 'day', low: 650, high: 1100 },
    f('Einrichtung Backup-Lösung', 300, 1200), h('Remote-Support', 60, 95, ['Leistungsnachweis liegt bei'])] },
];

export const deHonorar: Layout = (random) => {
  const look = pickLook(random);
  const variant = weighted(random, [['klein', 40], ['regel', 60]] as ['klein' | 'regel', number][]);
  const trade = pick(random, TRADES);
  const vatRate = variant === 'klein' ? 0 : trade.rate;
  const me = person(random, 'de'), myAddr = address(random, 'de');
  const stFormat = DE_TOWNS.find(([town]) => town === myAddr.town)?.[2] ?? '21/815/08150';
  const steuernummer = deSteuernummer(random, stFormat), ustId = deUstId(random);
  const idMode = variant === 'klein' ? 'st' : pick(random, ['ust', 'ust', 'both', 'st']);
  const customer = trade.rate === 7 ? pick(random, [`${surname(random, 'de')} Verlag GmbH`, `Verlagsgruppe ${surname(random, 'de')} GmbH & Co. KG`, `${surname(random, 'de')} Medien GmbH`]) : company(random, 'de'), custAddr = address(random, 'de');
  const date = issueDate(random), year = date.slice(0, 4), prev = previousMonth(date);
  const dfmt = pick(random, ['dd.mm.yyyy', 'dd.mm.yyyy', 'dd.mm.yyyy', 'long']);
  const d = (iso: string) => formatDate(iso, dfmt, 'de');
  const fill = (s: string) => s.replace('{product}', pick(random, ['XR-200', 'Compact 5', 'TX 40 Pro', 'Serie K'])).replace('{date}', formatDate(addDays(date, -int(random, 30, 300)), 'dd.mm.yyyy', 'de'))
    .replace('{year}', prev.start.slice(0, 4)).replace('{month}', monthName('de', Number(prev.start.slice(5, 7)))).replace('{town}', custAddr.town)
    .replace('{topic}', pick(random, ['Wohnen im Alter', 'Die Zukunft des Handwerks', 'Energiewende vor Ort', 'Start-ups in der Region', 'Radfahren in der Stadt'])).replace('{chars}', pick(random, ['6.500', '8.000', '12.000']))
    .replace('{issue}', `${pad(int(random, 1, 12), 2)}/${prev.start.slice(0, 4)}`);
  const lines = drawLines(random, trade.services, Math.min(lineCount(random), trade.services.length), fill);

  // Arithmetic: net, USt on the net, gross; a gross Anzahlung deducted on some.
  const net = add(...lines.map((l) => l.amount));
  const vat = percent(net, vatRate), total = add(net, vat);
  const deposit = chance(random, 0.3) ? Math.round(total * pick(random, [0.25, 0.3, 0.5]) / 10) * 10 : 0;
  const due = add(total, -deposit);
  const m = money({ decimal: ',', group: '.' }, pick(random, ['€', '€', 'EUR']), chance(random, 0.2));
  const n = int(random, 3, 260);
  const number = pick(random, [`${year}-${pad(n, 3)}`, `RE-${year}-${pad(n, 4)}`, `R${year.slice(2)}${pad(n, 3)}`, `${year}/${pad(n, 3)}`, `${pad(n, 3)}/${year.slice(2)}`]);
  const po = chance(random, 0.35) ? pick(random, [`4500${int(random, 100000, 999999)}`, `BE-${year}-${pad(int(random, 1, 999), 4)}`, `PO ${int(random, 10000, 99999)}`]) : null;
  const dueDays = pick(random, [7, 14, 14, 30]), dueDate = addDays(date, dueDays), printsDue = chance(random, 0.65);
  const period = pick(random, [`${d(prev.start)} – ${d(prev.end)}`, `${monthName('de', Number(prev.start.slice(5, 7)))} ${prev.start.slice(0, 4)}`]);

  const rows: TotalRow[] = [];
  if (vatRate) rows.push({ label: pick(random, ['Nettobetrag', 'Summe netto', 'Zwischensumme', 'Gesamt netto']), value: m.cur(net) }, { label: pick(random, [`zzgl. ${vatRate} % USt.`, `Umsatzsteuer ${vatRate} %`, `${vatRate} % MwSt.`, `zzgl. ${vatRate} % Umsatzsteuer`]), value: m.cur(vat) });
  rows.push({ label: pick(random, vatRate ? ['Rechnungsbetrag', 'Gesamtbetrag', 'Bruttobetrag', 'Rechnungsbetrag brutto'] : ['Rechnungsbetrag', 'Gesamtbetrag', 'Summe']), value: m.cur(total), strong: true, rule: !!vatRate });
  const depositDate = addDays(date, -int(random, 20, 90));
  if (deposit) rows.push({ label: pick(random, [`abzgl. Anzahlung vom ${formatDate(depositDate, 'dd.mm.yyyy', 'de')}`, 'Bereits geleistete Anzahlung', 'abzüglich Abschlagszahlung']), value: m.cur(-deposit) },
    { label: pick(random, ['Zu zahlender Betrag', 'Restbetrag', 'Noch zu zahlen', 'Zahlbetrag']), value: m.cur(due), strong: true, rule: true });

  // Items: Pos., description, quantity and unit, unit price, amount (or just the amount).
  const hasQty = chance(random, 0.8);
  const unitOf = (l: (typeof lines)[number]) => (l.kind === 'flat' ? 'pauschal' : l.kind === 'day' ? 'Tag(e)' : l.kind === 'hour' ? 'Std.' : l.text.includes('(Tage)') ? 'Tage' : l.text.includes('Fotos') || l.text.includes('Beiträge') ? 'Stück' : trade.unit);
  const withPos = chance(random, 0.7);
  const cols: Col[] = [...(withPos ? [{ head: 'Pos.', width: '7%' }] : []), { head: pick(random, ['Leistung', 'Beschreibung', 'Bezeichnung']) },
    ...(hasQty ? [{ head: 'Menge', align: 'r' as const }, { head: 'Einheit' }, { head: pick(random, ['Einzelpreis', 'Preis/Einh.', 'Satz']), align: 'r' as const }] : []), { head: pick(random, ['Gesamt', 'Betrag', 'Gesamtpreis']), align: 'r' as const }];
  const body = lines.map((l, i) => [...(withPos ? [String(i + 1)] : []), dl(l.text) + (l.detail ? dl(l.detail, 'det') : ''),
    ...(hasQty ? [formatQuantity(l.quantity, m.style, false), unitOf(l), m.cur(l.unitPrice)] : []), m.cur(l.amount)]);

  // Letter: letterhead, window with sender line, info block, subject, salutation, table, totals, payment, greeting, footer.
  const where = weighted(random, [['left', 3], ['right', 3], ['center', 2], ['footer', 2]] as ['left' | 'right' | 'center' | 'footer', number][]);
  const stLine = `${pick(random, ['Steuernummer', 'St.-Nr.', 'Steuer-Nr.'])}: ${steuernummer}`, ustLine = `USt-IdNr.: ${ustId}`;
  const idLines = idMode === 'ust' ? [ustLine] : idMode === 'both' ? [stLine, ustLine] : [stLine];
  const title = trade.title.replace('Dozent', me.female ? 'Dozentin' : 'Dozent').replace('Freier Journalist', me.female ? 'Freie Journalistin' : 'Freier Journalist').replace('Berater', me.female ? 'Beraterin' : 'Berater')
    .replace('Diplom-Übersetzerin', me.female ? 'Diplom-Übersetzerin' : 'Diplom-Übersetzer').replace('Heilpraktikerin', me.female ? 'Heilpraktikerin' : 'Heilpraktiker');
  const email = `${pick(random, ['kontakt', 'info', me.first.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ä/g, 'ae')])}@${me.last.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ä/g, 'ae')}${pick(random, ['-uebersetzungen.de', '.de', '-texte.de', '-seminare.de'])}`;
  const phone = `${pick(random, ['0221', '030', '089', '040', '069', '0711', '0176', '0151'])} ${int(random, 100000, 9999999)}`;
  const letterhead = where === 'footer' ? '' : `<div style="text-align:${where}; min-height:24mm"><div class="acc" style="font-size:1.7em; ${look.kind === 'serif' ? 'font-style:italic' : 'letter-spacing:0.06em'}">${dl(me.full)}</div><div class="small">${dl(title)}</div></div>`;
  const sender = where === 'footer' ? '' : `<div class="tiny" style="text-decoration:underline; margin-bottom:2mm">${dl(`${me.full} · ${myAddr.street} · ${myAddr.city}`)}</div>`;
  const recipient = [customer, ...(chance(random, 0.35) ? [`z. Hd. ${pick(random, ['Frau', 'Herrn'])} ${person(random, 'de').last}`] : []), ...(chance(random, 0.25) ? [pick(random, ['Buchhaltung', 'Kreditorenbuchhaltung', 'Redaktion'])] : []), custAddr.street, custAddr.city];
  const info: [string, string][] = [['Rechnungsnummer', number], ['Rechnungsdatum', d(date)], ...(chance(random, 0.5) ? [['Kundennummer', `K-${int(random, 1000, 9999)}`] as [string, string]] : []),
    [period.includes('–') ? 'Leistungszeitraum' : pick(random, ['Leistungszeitraum', 'Leistungsmonat']), period], ...(po ? [[pick(random, ['Ihre Bestellnummer', 'Ihre Bestell-Nr.', 'Ihr Auftrag Nr.']), po] as [string, string]] : []),
    ...(chance(random, 0.4) ? idLines.map((l) => l.split(': ') as [string, string]) : [])];
  const infoBlock = `<table class="ib"><style>.ib td { padding: 0 0 1px 0 } .ib td:first-child { padding-right: 10px; color: #555 }</style>${info.map(([k, v]) => `<tr><td>${esc(k)}:</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const window = `<table style="width:100%; margin-top:${where === 'footer' ? 18 : 6}mm"><tr><td style="width:56%; height:40mm">${sender}<div>${dls(recipient.slice(0, 1), 'b')}${dls(recipient.slice(1))}</div></td><td>${infoBlock}</td></tr></table>`;
  const subject = `<div class="b" style="font-size:1.15em; margin-top:6mm">${esc(pick(random, [`Rechnung Nr. ${number}`, `Honorarrechnung Nr. ${number}`, 'Honorarrechnung', 'Rechnung']))}</div>`;
  const intro = `<div style="margin-top:4mm">Sehr geehrte Damen und Herren,</div><div style="margin-top:2mm">${esc(pick(random, ['für meine Leistungen erlaube ich mir, folgendes Honorar in Rechnung zu stellen:', 'vielen Dank für Ihren Auftrag. Ich berechne Ihnen wie folgt:', 'hiermit stelle ich Ihnen meine Leistungen wie vereinbart in Rechnung:']))}</div>`;
  const payText = printsDue ? pick(random, [`Zahlbar bis ${d(dueDate)} ohne Abzug.`, `Bitte überweisen Sie den Betrag von ${m.cur(due)} bis zum ${d(dueDate)} unter Angabe der Rechnungsnummer auf das unten genannte Konto.`])
    : pick(random, [`Zahlbar innerhalb von ${dueDays} Tagen ohne Abzug.`, `Bitte überweisen Sie den Rechnungsbetrag innerhalb von ${dueDays} Tagen auf das unten angegebene Konto.`]);
  const ibanValue = iban(random, 'DE'), ibanPrinted = groupedIban(ibanValue), bank = pick(random, ['Sparkasse', 'GLS Bank', 'Commerzbank', 'Postbank', 'ING', 'Volksbank']);
  const notes = [
    ...(variant === 'klein' ? [pick(random, ['Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', 'Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer berechnet.'])] : []),
    ...(deposit && vatRate ? [`In der Anzahlung enthaltene Umsatzsteuer: ${m.cur(round2((deposit * vatRate) / (100 + vatRate)))}.`] : []),
    ...(vatRate === 7 ? ['Ermäßigter Steuersatz für die Einräumung urheberrechtlicher Nutzungsrechte (§ 12 Abs. 2 Nr. 7c UStG).'] : []),
  ];
  const closing = `<div style="margin-top:3mm">${notes.map((x) => `<div class="small">${esc(x)}</div>`).join('')}<div style="margin-top:3mm">${esc(payText)}</div><div style="margin-top:5mm">Mit freundlichen Grüßen</div><div style="margin-top:${chance(random, 0.5) ? 8 : 3}mm">${esc(me.full)}</div></div>`;
  const footCols = [[me.full, myAddr.street, myAddr.city], [`Tel. ${phone}`, email], [bank, `IBAN: ${ibanPrinted}`, `BIC: ${bic(random, 'DE')}`], idLines];
  const footer = foot(`<table style="width:100%; border-top:0.6px solid #999"><tr>${footCols.map((c, i) => `<td style="padding-top:2mm">${i === 0 ? `<b>${esc(c[0])}</b>${dls(c.slice(1))}` : dls(c)}</td>`).join('')}</tr></table>`, 'tiny');
  const html = shell(look, 'de', `${letterhead}${window}${subject}${intro}${itemsTable(cols, body, pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}${totalsBox(rows, '52%')}${closing}${footer}`);

  const fields: TruthFields = {
    supplier_name: me.full, supplier_tax_id: idMode === 'st' ? steuernummer : ustId, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date,
    ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', ...(vatRate ? { subtotal: net } : {}), total_tax: vat, total_amount: total, amount_due: due, iban: ibanPrinted,
  };
  return built('de', html, fields, lines.map((l) => truthItem(l, hasQty, null)));
};
