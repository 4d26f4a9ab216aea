/**
 * German freelancers and small firms that write their invoices in a Word template: names and trade labels,
 * cities with the Land's Steuernummer pattern, banks with BLZ and BIC, customers, and what they bill.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { deVatId, iban, type Entry } from './templates-common.ts';

export type GermanTrade = 'grafik' | 'web' | 'foto' | 'text' | 'it';
export const GERMAN_TRADES: readonly GermanTrade[] = ['grafik', 'web', 'foto', 'text', 'it'];

export const TRADE_LABEL: Record<GermanTrade, readonly string[]> = {
  grafik: ['Grafikdesign', 'Grafik & Illustration', 'Kommunikationsdesign'],
  web: ['Webentwicklung', 'Webdesign & Entwicklung', 'Web & Online-Marketing'],
  foto: ['Fotografie', 'Foto & Video', 'Businessfotografie'],
  text: ['Text & Lektorat', 'Übersetzungen', 'Redaktion & Texte'],
  it: ['IT-Service', 'IT-Beratung', 'EDV-Service'],
};
const FIRM_WORDS: Record<GermanTrade, readonly string[]> = {
  grafik: ['Pixelwerk Design', 'Formgeber Studio', 'Buntstift Gestaltung'],
  web: ['Codewerk', 'Netzfabrik', 'Klartext Digital'],
  foto: ['Lichtblick Fotografie', 'Blende 8 Studio', 'Augenblick Medien'],
  text: ['Wortwerk', 'Satzbau Redaktion', 'Textkontor'],
  it: ['Netzwerkstatt IT', 'Bitfix Systemhaus', 'Serverpunkt'],
};

export const CATALOG_DE: Record<GermanTrade, readonly Entry[]> = {
  grafik: [
    { d: 'Logoentwicklung', sub: ['3 Entwürfe, 2 Korrekturschleifen', 'inkl. Reinzeichnung und Farbvarianten'], unit: 'job', lo: 450, hi: 1400 },
    { d: 'Gestaltung Flyer DIN lang', sub: ['Vorder- und Rückseite, druckfertige PDF'], unit: 'job', lo: 180, hi: 420 },
    { d: 'Geschäftsausstattung', sub: ['Visitenkarte, Briefbogen, Kurzbrief'], unit: 'job', lo: 350, hi: 900 },
    { d: 'Satz und Layout', sub: ['Imagebroschüre, 16 Seiten', 'Jahresbericht, Innenteil'], unit: 'h', lo: 55, hi: 95 },
    { d: 'Illustration', sub: ['Titelmotiv, farbig', 'Icons für Website, Set mit 12 Stück'], unit: 'u', lo: 80, hi: 350, q: [1, 4] },
    { d: 'Bildbearbeitung', sub: ['Freistellen und Farbkorrektur'], unit: 'h', lo: 50, hi: 85 },
    { d: 'Druckabwicklung', sub: ['Druckdatenprüfung und Abstimmung mit Druckerei'], unit: 'job', lo: 60, hi: 180 },
    { d: 'Abstimmungstermin', sub: ['beim Kunden vor Ort'], unit: 'h', lo: 55, hi: 95 },
    { d: 'Social-Media-Vorlagen', sub: ['Instagram Post und Story, je 3 Varianten'], unit: 'job', lo: 220, hi: 550 },
    { d: 'Bildlizenz Stockfoto', sub: ['Standardlizenz'], unit: 'u', lo: 15, hi: 70, q: [1, 6] },
    { d: 'Korrekturschleife', unit: 'h', lo: 55, hi: 95 },
    { d: 'Plakatgestaltung DIN A1', sub: ['Sommerfest 2025'], unit: 'job', lo: 250, hi: 600 },
  ],
  web: [
    { d: 'Konzeption und Beratung', sub: ['Workshop Seitenstruktur'], unit: 'h', lo: 70, hi: 120 },
    { d: 'Programmierung', sub: ['WordPress-Theme, Anpassungen', 'Kontaktformular mit Spamschutz', 'Schnittstelle Warenwirtschaft'], unit: 'h', lo: 65, hi: 115 },
    { d: 'Einrichtung Webhosting', sub: ['inkl. Domain und SSL-Zertifikat'], unit: 'job', lo: 80, hi: 250 },
    { d: 'Responsive Webdesign', sub: ['Startseite und 6 Unterseiten'], unit: 'job', lo: 1500, hi: 4200 },
    { d: 'Wartungsvertrag', sub: ['Updates und Backups, monatlich'], unit: 'u', lo: 49, hi: 149, q: [1, 3] },
    { d: 'Suchmaschinenoptimierung', sub: ['OnPage-Analyse und Maßnahmen'], unit: 'h', lo: 70, hi: 110 },
    { d: 'Datenschutzerklärung und Impressum', sub: ['technische Umsetzung, Cookie-Banner'], unit: 'job', lo: 120, hi: 350 },
    { d: 'Schulung Redaktionssystem', sub: ['2 Teilnehmende, online'], unit: 'h', lo: 70, hi: 110 },
    { d: 'Shop-Einrichtung', sub: ['WooCommerce, 40 Produkte angelegt'], unit: 'job', lo: 900, hi: 2500 },
    { d: 'Fehlerbehebung', sub: ['laut Ticket #2291', 'Darstellung mobil'], unit: 'h', lo: 65, hi: 115 },
    { d: 'Performance-Optimierung', unit: 'h', lo: 70, hi: 115 },
    { d: 'Projektmanagement', unit: 'h', lo: 60, hi: 100 },
  ],
  foto: [
    { d: 'Fotoshooting Business-Porträts', sub: ['am Standort des Kunden', 'inkl. Studioblitz und Hintergrund'], unit: 'h', lo: 90, hi: 180 },
    { d: 'Eventfotografie', sub: ['Firmenjubiläum, Halbtag', 'Messe, Stand 4.2'], unit: 'h', lo: 80, hi: 160 },
    { d: 'Produktfotos', sub: ['Freisteller auf Weiß', 'Moodbilder mit Requisite'], unit: 'u', lo: 18, hi: 55, q: [5, 40] },
    { d: 'Bildbearbeitung', sub: ['Retusche und Farbkorrektur'], unit: 'u', lo: 8, hi: 25, q: [5, 40] },
    { d: 'Nutzungsrechte', sub: ['Website und Social Media, 2 Jahre', 'zeitlich unbegrenzt, Print und Online'], unit: 'job', lo: 150, hi: 900 },
    { d: 'Fahrtkosten', sub: ['Anfahrt zum Shooting, pauschal'], unit: 'job', lo: 20, hi: 90 },
    { d: 'Videoclip 60 Sekunden', sub: ['Schnitt, Musik, Untertitel'], unit: 'job', lo: 600, hi: 1800 },
    { d: 'Online-Galerie', sub: ['Bereitstellung für 6 Monate'], unit: 'job', lo: 30, hi: 90 },
    { d: 'Drohnenaufnahmen', sub: ['Gebäude und Gelände'], unit: 'job', lo: 250, hi: 650 },
    { d: 'Fine-Art-Print 40 x 60 cm', sub: ['Hahnemühle Photo Rag'], unit: 'u', lo: 60, hi: 140, q: [1, 4] },
    { d: 'Assistenz', unit: 'h', lo: 35, hi: 60 },
    { d: 'Vorbesprechung', unit: 'h', lo: 60, hi: 120 },
  ],
  text: [
    { d: 'Lektorat', sub: ['Manuskript „Wege durch die Eifel“', 'Geschäftsbericht 2024'], unit: 'u', label: 'Seiten', lo: 4, hi: 9, q: [20, 180] },
    { d: 'Korrektorat', sub: ['Normseiten à 1.500 Zeichen'], unit: 'u', label: 'Seiten', lo: 3, hi: 6, q: [20, 200] },
    { d: 'Übersetzung Englisch–Deutsch', sub: ['Produktbeschreibungen', 'Website, 8 Seiten'], unit: 'u', label: 'Zeilen', lo: 1, hi: 2, q: [300, 900] },
    { d: 'Texterstellung Website', sub: ['Startseite und Leistungsseiten'], unit: 'job', lo: 400, hi: 1200 },
    { d: 'Blogartikel', sub: ['ca. 1.000 Wörter, SEO-optimiert'], unit: 'u', lo: 120, hi: 320, q: [1, 6] },
    { d: 'Pressemitteilung', sub: ['Eröffnung Filiale Süd'], unit: 'job', lo: 250, hi: 600 },
    { d: 'Redaktionelle Überarbeitung', unit: 'h', lo: 45, hi: 80 },
    { d: 'Interview und Porträttext', sub: ['Mitarbeitermagazin'], unit: 'job', lo: 300, hi: 700 },
    { d: 'Newsletter-Texte', sub: ['monatlich, 3 Ausgaben'], unit: 'u', lo: 150, hi: 350, q: [1, 3] },
    { d: 'Transkription', sub: ['Audiodatei, Interview'], unit: 'u', label: 'Min.', lo: 1, hi: 3, q: [30, 180] },
    { d: 'Telefonische Abstimmung', unit: 'h', lo: 45, hi: 80 },
    { d: 'Eilzuschlag', sub: ['Lieferung innerhalb 48 Stunden'], unit: 'job', lo: 50, hi: 200 },
  ],
  it: [
    { d: 'Vor-Ort-Service', sub: ['Einrichtung Arbeitsplatz-PC', 'Fehlersuche Netzwerk'], unit: 'h', lo: 65, hi: 110 },
    { d: 'Fernwartung', sub: ['Ticket #4471, Outlook-Profil'], unit: 'h', lo: 55, hi: 95 },
    { d: 'Anfahrtspauschale', unit: 'job', lo: 25, hi: 60 },
    { d: 'Notebook Lenovo ThinkPad E14', sub: ['16 GB RAM, 512 GB SSD'], unit: 'u', lo: 750, hi: 1100, goods: true, q: [1, 3] },
    { d: 'Microsoft 365 Business Standard', sub: ['Jahreslizenz je Benutzer'], unit: 'u', lo: 140, hi: 160, goods: true, q: [1, 8] },
    { d: 'NAS Synology DS224+', sub: ['inkl. 2 x 4 TB Festplatten'], unit: 'u', lo: 450, hi: 750, goods: true, q: [1, 1] },
    { d: 'Einrichtung Datensicherung', sub: ['tägliches Backup, Test der Wiederherstellung'], unit: 'job', lo: 180, hi: 450 },
    { d: 'Netzwerkkabel Cat. 6, 3 m', unit: 'u', lo: 4, hi: 9, goods: true, q: [2, 12] },
    { d: 'Firewall-Konfiguration', unit: 'h', lo: 70, hi: 120 },
    { d: 'Wartungspauschale', sub: ['Quartal, bis 4 Arbeitsplätze'], unit: 'job', lo: 190, hi: 480 },
    { d: 'WLAN-Access-Point', sub: ['Ubiquiti U6 Lite, montiert'], unit: 'u', lo: 110, hi: 190, goods: true, q: [1, 4] },
    { d: 'Datenrettung', sub: ['defekte Festplatte, Labor'], unit: 'job', lo: 250, hi: 900 },
  ],
};

/** A city, its Land's Steuernummer pattern (e.g. 3/4/4 digits in NRW) and a local bank. */
export interface GermanCity { plz: string; city: string; taxNo: (random: Random) => string; bank: { name: string; blz: string; bic: string } }
const block = (random: Random, n: number): string => String(int(random, 1, 9)) + digits(random, n - 1);
const st = (a: number, b: number, c: number) => (r: Random): string => `${block(r, a)}/${block(r, b)}/${block(r, c)}`;
export const GERMAN_CITIES: readonly GermanCity[] = [
  { plz: '50667', city: 'Köln', taxNo: st(3, 4, 4), bank: { name: 'Sparkasse KölnBonn', blz: '37050198', bic: 'COLSDE33XXX' } },
  { plz: '20095', city: 'Hamburg', taxNo: st(2, 3, 5), bank: { name: 'Hamburger Sparkasse', blz: '20050550', bic: 'HASPDEHHXXX' } },
  { plz: '80331', city: 'München', taxNo: st(3, 3, 5), bank: { name: 'Stadtsparkasse München', blz: '70150000', bic: 'SSKMDEMMXXX' } },
  { plz: '10115', city: 'Berlin', taxNo: st(2, 3, 5), bank: { name: 'Berliner Sparkasse', blz: '10050000', bic: 'BELADEBEXXX' } },
  { plz: '04109', city: 'Leipzig', taxNo: st(3, 3, 5), bank: { name: 'Sparkasse Leipzig', blz: '86055592', bic: 'WELADE8LXXX' } },
  { plz: '48143', city: 'Münster', taxNo: st(3, 4, 4), bank: { name: 'GLS Bank', blz: '43060967', bic: 'GENODEM1GLS' } },
  { plz: '90402', city: 'Nürnberg', taxNo: st(3, 3, 5), bank: { name: 'Commerzbank', blz: '76040061', bic: 'COBADEFFXXX' } },
  { plz: '30159', city: 'Hannover', taxNo: st(2, 3, 5), bank: { name: 'ING', blz: '50010517', bic: 'INGDDEFFXXX' } },
  { plz: '79098', city: 'Freiburg im Breisgau', taxNo: (r) => `${block(r, 5)}/${block(r, 5)}`, bank: { name: 'Sparkasse Freiburg-Nördlicher Breisgau', blz: '68050101', bic: 'FRSPDE66XXX' } },
];
const STREETS = ['Lindenstraße', 'Goethestraße', 'Am Markt', 'Bahnhofstraße', 'Schillerweg', 'Hauptstraße', 'Kirchgasse', 'Rosenweg', 'Industriestraße', 'Am Hafen'];
const FIRST = [['Anna', 'f'], ['Jonas', 'm'], ['Lena', 'f'], ['Felix', 'm'], ['Sarah', 'f'], ['Tobias', 'm'], ['Julia', 'f'], ['Max', 'm'], ['Katharina', 'f'], ['Lukas', 'm']] as const;
const LAST = ['Weber', 'Schneider', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Neumann', 'Krüger', 'Vogel'];
const CUSTOMERS = ['Müller & Söhne GmbH', 'Bäckerei Hansen e.K.', 'Kanzlei Dr. Lehmann', 'Autohaus Brandt GmbH & Co. KG', 'Praxis für Physiotherapie Vogel', 'Gasthaus Zur Linde', 'Brauerei Krüger GmbH', 'Nordlicht Media GmbH', 'Weingut Schäfer', 'Heimatverein Altstadt e. V.', 'Elektro Schmitz GmbH', 'Sanitätshaus Berger OHG'];

export interface GermanParty { name: string; isCompany: boolean; person: string | null; salutation: string; lines: string[]; city: GermanCity }
export interface GermanSupplier extends GermanParty { tradeLabel: string; freelancer: boolean; phone: string; email: string; web: string; taxLabel: string; taxId: string; iban: string; register: string | null }

const street = (random: Random): string => `${pick(random, STREETS)} ${int(random, 1, 120)}${chance(random, 0.15) ? pick(random, ['a', 'b']) : ''}`;
const ascii = (s: string): string => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '');

export function germanSupplier(random: Random, trade: GermanTrade, freelancer: boolean): GermanSupplier {
  const city = pick(random, GERMAN_CITIES);
  const [first, sex] = pick(random, FIRST);
  const last = pick(random, LAST);
  const person = `${first} ${last}`;
  const tradeLabel = pick(random, TRADE_LABEL[trade]);
  const firm = freelancer ? person : `${pick(random, FIRM_WORDS[trade])} ${pick(random, ['GmbH', 'UG (haftungsbeschränkt)', 'GmbH'])}`;
  const domain = freelancer ? `${ascii(first)}-${ascii(last)}.de` : `${ascii(firm.split(' ').slice(0, 2).join(''))}.de`;
  const useVatId = !freelancer || chance(random, 0.35);
  return {
    name: firm, isCompany: !freelancer, person, salutation: sex === 'f' ? 'Frau' : 'Herr', lines: [street(random), `${city.plz} ${city.city}`], city, tradeLabel, freelancer,
    phone: `0${int(random, 151, 179)} ${digits(random, 7)}`, email: freelancer ? `mail@${domain}` : `${pick(random, ['info', 'buchhaltung', 'kontakt'])}@${domain}`,
    web: `www.${domain}`, taxLabel: useVatId ? 'USt-IdNr.' : 'Steuernummer', taxId: useVatId ? deVatId(random) : city.taxNo(random),
    iban: iban('DE', `${city.bank.blz}${digits(random, 10)}`),
    register: freelancer ? null : `Amtsgericht ${city.city.split(' ')[0]}, HRB ${int(random, 10000, 99999)}`,
  };
}

export function germanCustomer(random: Random): GermanParty {
  const city = pick(random, GERMAN_CITIES);
  const [first, sex] = pick(random, FIRST);
  const person = `${first} ${pick(random, LAST)}`;
  const lines = [street(random), `${city.plz} ${city.city}`];
  if (chance(random, 0.6)) {
    const contact = chance(random, 0.5);
    return { name: pick(random, CUSTOMERS), isCompany: true, person: contact ? person : null, salutation: contact ? `${sex === 'f' ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${person.split(' ')[1]},` : 'Sehr geehrte Damen und Herren,', lines, city };
  }
  return { name: person, isCompany: false, person: null, salutation: `${sex === 'f' ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${person.split(' ')[1]},`, lines: [`${sex === 'f' ? 'Frau' : 'Herrn'} ${person}`, ...lines], city };
}
