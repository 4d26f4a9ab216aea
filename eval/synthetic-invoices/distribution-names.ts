/**
 * Invented firms of the distribution family (distribution.ts): wholesalers and distributors of each country and
 * their business customers (restaurants, shops, installers, offices), Belgian (Flemish) addresses and people; the
 * other countries' addresses and people come from fees-names.ts and workshop-names.ts.
 */
import { chance, int, pick, type Random } from './distribution-common.ts';
import { address, company, person, surname, type Address } from './fees-names.ts';
import { nlHoreca, ukAddress, ukPerson, ukSurname } from './workshop-names.ts';

export { address, company, nlHoreca, person, surname, ukAddress, ukPerson, ukSurname, type Address };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- Germany
export type DeTrade = 'getraenke' | 'buero';
export function deWholesaler(random: Random, trade: DeTrade, town: string): string {
  const s = surname(random, 'de'), s2 = surname(random, 'de');
  return trade === 'getraenke'
    ? pick(random, [`Getränke ${s} GmbH & Co. KG`, `${s} Getränkegroßhandel GmbH`, `Getränkelogistik ${town} GmbH`, `${s} & ${s2} Gastro-Großhandel GmbH`, `Großhandel ${s} e.K.`, `${s} Food & Drinks GmbH`])
    : pick(random, [`${s} Bürobedarf GmbH`, `Büro-Großhandel ${s} GmbH & Co. KG`, `${s} Office Supplies GmbH`, `Papier ${s} Großhandels-GmbH`, `Bürowelt ${s} & ${s2} GmbH`, `${s} Büro- und Betriebsbedarf e.K.`]);
}
export function deCustomer(random: Random, trade: DeTrade): string {
  const s = surname(random, 'de');
  return trade === 'getraenke'
    ? pick(random, [`Gasthaus Zum ${pick(random, ['Löwen', 'Hirsch', 'Adler', 'Ochsen', 'Schwan'])} GmbH`, `Brauhaus ${s} GmbH`, `Hotel ${s} GmbH & Co. KG`, `Getränkemarkt ${s} e.K.`, `${s} Catering GmbH`, `Café ${s} GmbH`, `${s} Eventgastronomie GmbH`])
    : pick(random, [company(random, 'de'), `Steuerberatung ${s} GmbH`, `${s} Ingenieure GmbH`, `Praxisgemeinschaft ${s} GbR`, company(random, 'de')]);
}

// ---------------------------------------------------------------- France
export type FrTrade = 'elec' | 'bureau';
export function frDistributor(random: Random, trade: FrTrade, town: string): { name: string; form: string } {
  const s = surname(random, 'fr');
  const form = pick(random, ['SAS', 'SAS', 'SARL', 'SA']);
  const base = trade === 'elec'
    ? pick(random, [`${s} Distribution Électrique`, `Comptoir Électrique de ${town}`, `${s} Matériel Électrique`, `Élec ${pick(random, ['Rhône', 'Loire', 'Provence', 'Atlantique', 'Alsace', 'Océan'])} Distribution`, `Établissements ${s}`])
    : pick(random, [`${s} Fournitures de Bureau`, `Bureau Plus ${town}`, `Papeterie ${s} Distribution`, `Office ${pick(random, ['Sud', 'Ouest', 'Est', 'Centre'])} Fournitures`, `Comptoir ${s} Bureautique`]);
  return { name: chance(random, 0.25) ? `${form} ${base}` : `${base} ${form}`, form };
}
export function frCustomer(random: Random, trade: FrTrade): string {
  const s = surname(random, 'fr');
  return trade === 'elec'
    ? pick(random, [`${s} Électricité SARL`, `SARL ${s} Élec`, `EURL ${s} Installations`, `${s} et Fils Électricité SAS`, `Entreprise ${s} Électricité Générale SAS`, company(random, 'fr')])
    : pick(random, [company(random, 'fr'), `Cabinet ${s} Expertise Comptable SAS`, `Étude ${s} Notaires SCP`, company(random, 'fr')]);
}

// ---------------------------------------------------------------- Italy
export type ItTrade = 'ferramenta' | 'alimentari';
export function itWholesaler(random: Random, trade: ItTrade, town: string): string {
  const s = surname(random, 'it');
  return trade === 'ferramenta'
    ? pick(random, [`Ferramenta ${s} S.r.l.`, `${s} Forniture Industriali S.p.A.`, `Ingrosso Ferramenta ${s} & C. S.n.c.`, `Utensileria ${s} S.r.l.`, `Commerciale ${s} Ferramenta S.r.l.`])
    : pick(random, [`${s} Distribuzione Alimentare S.r.l.`, `Ingrosso Alimentari ${s} S.p.A.`, `Cash & Carry ${town} S.r.l.`, `${s} Food Service S.r.l.`, `Ortofrutta e Alimentari ${s} S.r.l.`]);
}
export function itCustomer(random: Random, trade: ItTrade): string {
  const s = surname(random, 'it'), p = person(random, 'it');
  return trade === 'ferramenta'
    ? pick(random, [`Edilizia ${s} S.r.l.`, `Idraulica ${s} & C. S.n.c.`, `Impianti ${s} S.r.l.`, company(random, 'it'), `Falegnameria ${s} S.a.s.`])
    : pick(random, [`Alimentari ${p.last} di ${p.first} ${p.last} & C. S.a.s.`, `Bar ${pick(random, ['Centrale', 'Sport', 'Stazione', 'Duomo'])} S.n.c.`, `Market ${s} S.r.l.`, `Ristorante ${pick(random, ['Da Mario', 'Il Gabbiano', 'La Pergola', 'Al Castello'])} S.r.l.`, `Trattoria ${s} S.r.l.s.`]);
}

// ---------------------------------------------------------------- Spain
export function esWholesaler(random: Random, town: string): string {
  const s = surname(random, 'es');
  return pick(random, [`Distribuciones ${s} S.L.`, `Almacenes ${s} S.A.`, `Comercial ${s} e Hijos S.L.`, `${s} Mayorista de Alimentación S.L.`, `Cash ${town} Distribución S.L.`, `Suministros Hosteleros ${s} S.L.`]);
}
/** A retailer under the recargo de equivalencia (a comunidad de bienes) or a hospitality company. */
export function esCustomer(random: Random, retailer: boolean): string {
  const s = surname(random, 'es'), s2 = surname(random, 'es');
  return retailer
    ? pick(random, [`Autoservicio Hermanos ${s} C.B.`, `Comestibles ${s} y ${s2} C.B.`, `Droguería ${s} C.B.`, `Ultramarinos ${s} C.B.`, `Supermercado ${s} C.B.`])
    : pick(random, [`Restaurante ${s} S.L.`, `Hostal ${pick(random, ['La Plaza', 'El Puerto', 'San Miguel', 'Los Olivos'])} S.L.`, `Cafetería ${s} S.L.U.`, company(random, 'es'), `Hostelería ${s} y ${s2} S.L.`]);
}

// ---------------------------------------------------------------- Netherlands and Belgium
export function nlWholesale(random: Random, town: string): string {
  const s = cap(surname(random, 'nl'));
  return pick(random, [`Groothandel ${s} B.V.`, `${s} Horeca- & Schoonmaakgroothandel B.V.`, `${s} Facilitair B.V.`, `Cash & Carry ${town} B.V.`, `${s} Verbruiksartikelen B.V.`]);
}
const BE_SURNAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Vermeulen', 'Van den Broeck', 'Declercq', 'Hermans', 'Dubois', 'Lambrechts', 'Verstraete', 'De Backer'];
const BE_FIRST = ['Koen', 'Bart', 'Pieter', 'Wim', 'Jens', 'Stijn', 'Tom', 'An', 'Els', 'Katrien', 'Sofie', 'Lies', 'Griet', 'Hanne'];
const BE_TOWNS: [string, string][] = [['Gent', '9000'], ['Antwerpen', '2000'], ['Leuven', '3000'], ['Brugge', '8000'], ['Hasselt', '3500'], ['Mechelen', '2800'], ['Kortrijk', '8500'], ['Aalst', '9300'], ['Roeselare', '8800'], ['Sint-Niklaas', '9100'], ['Turnhout', '2300'], ['Genk', '3600']];
const BE_STREETS = ['Kerkstraat', 'Stationsstraat', 'Industrieweg', 'Molenstraat', 'Nijverheidslaan', 'Kortrijksesteenweg', 'Brugsesteenweg', 'Dorpsstraat', 'Zandvoortstraat', 'Ambachtenlaan', 'Europalaan', 'Grote Markt'];
export const beSurname = (random: Random): string => pick(random, BE_SURNAMES);
export const bePerson = (random: Random): string => `${pick(random, BE_FIRST)} ${pick(random, BE_SURNAMES)}`;
export function beAddress(random: Random): Address {
  const [town, code] = pick(random, BE_TOWNS);
  return { street: `${pick(random, BE_STREETS)} ${int(random, 1, 220)}${chance(random, 0.15) ? ` bus ${int(random, 1, 12)}` : ''}`, city: `${code} ${town}`, town };
}
export function beWholesale(random: Random, town: string): string {
  const s = beSurname(random);
  return pick(random, [`${s} Groothandel NV`, `Horecagroothandel ${s} BV`, `${s} & Zonen BV`, `Verbruiksgoederen ${s} BV`, `Groothandel ${town} NV`]);
}
export function beCustomer(random: Random): string {
  const s = beSurname(random);
  return pick(random, [`Brasserie ${pick(random, ['De Sleutel', 'Het Anker', "'t Hoekske", 'De Kroon'])} BV`, `Hotel ${pick(random, ['Carlton', 'Ter Duinen', 'Damberd', 'Rubens'])} NV`, `Schoonmaakbedrijf ${s} BV`, `Bakkerij ${s} BV`, `${s} Catering BV`, `Woonzorgcentrum ${pick(random, ['Ter Linde', 'De Vijvers', 'Sint-Jozef'])} vzw`]);
}

// ---------------------------------------------------------------- Britain
export function ukSupplier(random: Random, town: string): string {
  const s = ukSurname(random), s2 = ukSurname(random);
  return pick(random, [`${s} Catering Supplies Ltd`, `${town} Foodservice Ltd`, `${s} & ${s2} Wholesale Ltd`, `${s} Trade Supplies Ltd`, `${s} Fine Foods (Wholesale) Ltd`, `${s} Hospitality Supplies Ltd`]);
}
export function ukCustomer(random: Random, town: string): string {
  const s = ukSurname(random);
  return pick(random, [`${pick(random, ['Red Lion', 'White Hart', 'Kings Head', 'Crown & Anchor'])} Inns Ltd`, `${s}'s Café Ltd`, `${s} Hospitality Ltd`, `${town} Care Homes Ltd`, `${s} Event Catering Ltd`, `The ${s} Arms (${town}) Ltd`, `${s} Contract Catering Ltd`]);
}
