/**
 * Invented firms and places of the logistics family (logistics.ts): forwarders, hauliers and couriers of each
 * country, the towns their shipments run between (named as each language prints them, with a postcode prefix),
 * and the surcharge and extra-service rows their invoices carry; customers and addresses come from fees-names.ts,
 * workshop-names.ts and distribution-names.ts.
 */
import { chance, pick, type Lang, type Random } from './distribution-common.ts';
import { address, company, person, surname, ukAddress, ukCustomer, ukPerson, ukSurname, type Address } from './distribution-names.ts';
import { ukTradeCustomer } from './workshop-names.ts';

export { address, company, person, surname, ukAddress, ukCustomer, ukPerson, ukSurname, ukTradeCustomer, type Address };

// ---------------------------------------------------------------- places
/** A town a shipment starts or ends in: its country, a postcode and its name per language (local name otherwise). */
export interface Place { cc: string; zip: string; local: string; names: Partial<Record<Lang, string>> }
const P = (cc: string, zip: string, local: string, names: Partial<Record<Lang, string>> = {}): Place => ({ cc, zip, local, names });
export const PLACES: Place[] = [
  P('DE', '20457', 'Hamburg', { fr: 'Hambourg', it: 'Amburgo', es: 'Hamburgo' }), P('DE', '80939', 'München', { en: 'Munich', fr: 'Munich', it: 'Monaco di Baviera', es: 'Múnich' }),
  P('DE', '50829', 'Köln', { en: 'Cologne', fr: 'Cologne', it: 'Colonia', es: 'Colonia', nl: 'Keulen' }), P('DE', '47119', 'Duisburg'), P('DE', '70327', 'Stuttgart'),
  P('DE', '90451', 'Nürnberg', { en: 'Nuremberg', fr: 'Nuremberg', it: 'Norimberga', es: 'Núremberg', nl: 'Neurenberg' }), P('DE', '04347', 'Leipzig'), P('DE', '28197', 'Bremen', { fr: 'Brême', it: 'Brema' }),
  P('DE', '60549', 'Frankfurt am Main'), P('DE', '30179', 'Hannover', { fr: 'Hanovre', en: 'Hanover' }),
  P('FR', '69007', 'Lyon', { it: 'Lione', es: 'Lyon' }), P('FR', '13015', 'Marseille', { it: 'Marsiglia', es: 'Marsella' }), P('FR', '59000', 'Lille', { nl: 'Rijsel' }),
  P('FR', '76600', 'Le Havre'), P('FR', '67100', 'Strasbourg', { de: 'Straßburg', it: 'Strasburgo', es: 'Estrasburgo' }), P('FR', '94150', 'Rungis'), P('FR', '31200', 'Toulouse', { it: 'Tolosa' }),
  P('FR', '44000', 'Nantes'), P('FR', '62100', 'Calais'), P('FR', '33300', 'Bordeaux', { it: 'Bordeaux' }),
  P('IT', '20139', 'Milano', { en: 'Milan', de: 'Mailand', fr: 'Milan', es: 'Milán', nl: 'Milaan' }), P('IT', '10156', 'Torino', { en: 'Turin', de: 'Turin', fr: 'Turin', es: 'Turín', nl: 'Turijn' }),
  P('IT', '40138', 'Bologna', { fr: 'Bologne', es: 'Bolonia' }), P('IT', '37135', 'Verona', { fr: 'Vérone' }), P('IT', '16149', 'Genova', { en: 'Genoa', de: 'Genua', fr: 'Gênes', es: 'Génova', nl: 'Genua' }),
  P('IT', '35127', 'Padova', { en: 'Padua', de: 'Padua', fr: 'Padoue', es: 'Padua' }), P('IT', '24040', 'Bergamo'), P('IT', '50145', 'Firenze', { en: 'Florence', de: 'Florenz', fr: 'Florence', es: 'Florencia' }),
  P('ES', '28830', 'Madrid'), P('ES', '08040', 'Barcelona', { fr: 'Barcelone', it: 'Barcellona' }), P('ES', '46024', 'Valencia', { fr: 'Valence' }), P('ES', '50197', 'Zaragoza', { fr: 'Saragosse', it: 'Saragozza', de: 'Saragossa' }),
  P('ES', '41703', 'Sevilla', { en: 'Seville', fr: 'Séville', it: 'Siviglia' }), P('ES', '48950', 'Bilbao'), P('ES', '30353', 'Cartagena'),
  P('NL', '3089', 'Rotterdam'), P('NL', '5928', 'Venlo'), P('NL', '1118', 'Schiphol'), P('NL', '5047', 'Tilburg'), P('NL', '4782', 'Moerdijk'), P('NL', '3542', 'Utrecht'),
  P('BE', '2030', 'Antwerpen', { en: 'Antwerp', fr: 'Anvers', it: 'Anversa', es: 'Amberes' }), P('BE', '1130', 'Brussel', { en: 'Brussels', de: 'Brüssel', fr: 'Bruxelles', it: 'Bruxelles', es: 'Bruselas' }),
  P('AT', '1110', 'Wien', { en: 'Vienna', fr: 'Vienne', it: 'Vienna', es: 'Viena', nl: 'Wenen' }), P('CH', '4057', 'Basel', { fr: 'Bâle', it: 'Basilea', es: 'Basilea' }),
  P('PL', '02-237', 'Warszawa', { en: 'Warsaw', de: 'Warschau', fr: 'Varsovie', it: 'Varsavia', es: 'Varsovia', nl: 'Warschau' }), P('CZ', '190 00', 'Praha', { en: 'Prague', de: 'Prag', fr: 'Prague', it: 'Praga', es: 'Praga', nl: 'Praag' }),
  P('PT', '2690', 'Lisboa', { en: 'Lisbon', de: 'Lissabon', fr: 'Lisbonne', it: 'Lisbona', nl: 'Lissabon' }), P('PT', '4470', 'Porto'), P('LU', '3364', 'Luxembourg', { de: 'Luxemburg', it: 'Lussemburgo', es: 'Luxemburgo', nl: 'Luxemburg' }),
  P('GB', 'CV23', 'Rugby'), P('GB', 'IP11', 'Felixstowe'), P('GB', 'B6', 'Birmingham'), P('GB', 'M17', 'Manchester'), P('GB', 'LS10', 'Leeds'), P('GB', 'NN4', 'Northampton'), P('GB', 'BS11', 'Avonmouth'),
  P('GB', 'CT17', 'Dover'), P('IE', 'D11', 'Dublin', { it: 'Dublino', es: 'Dublín' }),
];
export const placeName = (p: Place, lang: Lang): string => p.names[lang] ?? p.local;
export const placesIn = (cc: string): Place[] => PLACES.filter((p) => p.cc === cc);
/** Foreign places a haulier of `cc` runs to (continental hauliers not to Britain or Ireland). */
export const abroad = (cc: string): Place[] => PLACES.filter((p) => p.cc !== cc && (cc === 'GB' || !['GB', 'IE'].includes(p.cc)));

// ---------------------------------------------------------------- firms
export function deForwarder(random: Random, town: string): string {
  const s = surname(random, 'de'), s2 = surname(random, 'de');
  return pick(random, [`Spedition ${s} GmbH & Co. KG`, `${s} Logistik GmbH`, `${s} & ${s2} Internationale Spedition GmbH`, `Transporte ${s} e.K.`, `${town}er Speditionsgesellschaft mbH`, `${s} Cargo Service GmbH`, `${s} Spedition und Lagerei GmbH`]);
}
export function frHaulier(random: Random, town: string): { name: string; form: string } {
  const s = surname(random, 'fr');
  const form = pick(random, ['SAS', 'SAS', 'SARL', 'SA']);
  const base = pick(random, [`Transports ${s}`, `${s} Logistique`, `Groupe ${s} Transports`, `Transports Routiers de ${town}`, `${s} Express Fret`, `Messageries ${s}`]);
  return { name: chance(random, 0.3) ? `${form} ${base}` : `${base} ${form}`, form };
}
export function itHaulier(random: Random, town: string): string {
  const s = surname(random, 'it'), s2 = surname(random, 'it');
  return pick(random, [`Autotrasporti ${s} S.r.l.`, `${s} Trasporti S.p.A.`, `Trasporti ${s} & ${s2} S.n.c.`, `${s} Logistica S.r.l.`, `Spedizioni ${s} S.r.l.`, `${town} Cargo S.r.l.`]);
}
export function esHaulier(random: Random, town: string): string {
  const s = surname(random, 'es'), s2 = surname(random, 'es');
  return pick(random, [`Transportes ${s} S.L.`, `${s} Logística S.A.`, `Transportes ${s} e Hijos S.L.`, `Frigoríficos y Transportes ${s} S.L.`, `${s} ${s2} Transitarios S.L.`, `Cargas ${town} S.L.`]);
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export function nlHaulier(random: Random, town: string): string {
  const s = cap(surname(random, 'nl')), s2 = cap(surname(random, 'nl'));
  return pick(random, [`Transportbedrijf ${s} B.V.`, `${s} Logistics B.V.`, `${s} & ${s2} Transport B.V.`, `Internationaal Transport ${s} B.V.`, `${town} Cargo B.V.`, `Expeditiebedrijf ${s} B.V.`]);
}
export function ukHaulier(random: Random, town: string): { name: string; courier: boolean } {
  const s = ukSurname(random);
  const courier = chance(random, 0.4);
  return { courier, name: courier ? pick(random, [`${s} Express Parcels Ltd`, `${town} Couriers Ltd`, `${s} Same Day Ltd`, `Swift${pick(random, ['line', 'way', 'post'])} Couriers Ltd`]) : pick(random, [`${s} Haulage Ltd`, `${s} & Sons Transport Ltd`, `${town} Freight Services Ltd`, `${s} Distribution Ltd`, `${s} Logistics (UK) Ltd`]) };
}

// ---------------------------------------------------------------- extra services
/** A fixed-price extra on a shipment: its text, unit, price range, and what its quantity counts. */
export interface Extra { text: string; unit: string; price: [number, number]; per: 'one' | 'pallets' | 'hours' | 'km' }
export const EXTRAS: Record<Lang, Extra[]> = {
  de: [
    { text: 'Avisierung / telefonische Anmeldung', unit: 'Stk', price: [5, 12], per: 'one' }, { text: 'Hebebühnenzustellung', unit: 'Stk', price: [25, 45], per: 'one' },
    { text: 'Wartezeit an der Entladestelle', unit: 'Std', price: [40, 55], per: 'hours' }, { text: 'Palettentausch EUR-Paletten', unit: 'Pal', price: [6, 9], per: 'pallets' },
    { text: 'Ausfuhrabfertigung (ATLAS)', unit: 'Stk', price: [35, 75], per: 'one' }, { text: 'Maut lt. Streckenanteil', unit: 'km', price: [0.18, 0.35], per: 'km' },
  ],
  fr: [
    { text: 'Prise de rendez-vous', unit: 'U', price: [6, 12], per: 'one' }, { text: 'Livraison avec hayon', unit: 'U', price: [22, 40], per: 'one' },
    { text: 'Temps d’attente au déchargement', unit: 'h', price: [38, 52], per: 'hours' }, { text: 'Échange de palettes Europe', unit: 'pal', price: [6, 9], per: 'pallets' },
    { text: 'Frais de dossier douane', unit: 'U', price: [30, 65], per: 'one' },
  ],
  it: [
    { text: 'Preavviso telefonico', unit: 'NR', price: [5, 10], per: 'one' }, { text: 'Consegna con sponda idraulica', unit: 'NR', price: [25, 40], per: 'one' },
    { text: 'Sosta / fermo mezzo', unit: 'ORE', price: [38, 50], per: 'hours' }, { text: 'Interscambio pallet EPAL', unit: 'PAL', price: [6, 9], per: 'pallets' },
    { text: 'Pratica doganale export', unit: 'NR', price: [35, 70], per: 'one' },
  ],
  es: [
    { text: 'Cita previa de entrega', unit: 'ud.', price: [6, 12], per: 'one' }, { text: 'Entrega con plataforma elevadora', unit: 'ud.', price: [22, 40], per: 'one' },
    { text: 'Tiempo de espera en descarga', unit: 'h', price: [35, 48], per: 'hours' }, { text: 'Intercambio de palés europeos', unit: 'pal.', price: [5, 8], per: 'pallets' },
    { text: 'Gestión DUA exportación', unit: 'ud.', price: [30, 60], per: 'one' },
  ],
  nl: [
    { text: 'Tijdslot / aanmelding', unit: 'st', price: [6, 12], per: 'one' }, { text: 'Levering met laadklep', unit: 'st', price: [25, 40], per: 'one' },
    { text: 'Wachturen bij lossing', unit: 'uur', price: [45, 60], per: 'hours' }, { text: 'Palletruil europallets', unit: 'pll', price: [6, 9], per: 'pallets' },
    { text: 'Douaneformaliteiten export', unit: 'st', price: [35, 70], per: 'one' },
  ],
  en: [
    { text: 'Pre-booked delivery slot', unit: 'ea', price: [6, 12], per: 'one' }, { text: 'Tail-lift delivery', unit: 'ea', price: [18, 35], per: 'one' },
    { text: 'Waiting time at consignee', unit: 'hr', price: [35, 48], per: 'hours' }, { text: 'Pallet exchange (UK standard)', unit: 'plt', price: [5, 8], per: 'pallets' },
    { text: 'Export customs entry', unit: 'ea', price: [35, 65], per: 'one' },
  ],
};

/** A contact person's short name ("M. Vogel") for a "your reference" field. */
export const contactRef = (random: Random, lang: Lang): string => {
  if (lang === 'en') return ukPerson(random);
  const p = person(random, lang);
  return `${p.first.charAt(0)}. ${p.last}`;
};
export const anyCustomer = (random: Random, lang: Lang): string => (lang === 'en' ? (chance(random, 0.5) ? ukTradeCustomer(random) : ukCustomer(random, ukAddress(random, true).town)) : company(random, lang));
