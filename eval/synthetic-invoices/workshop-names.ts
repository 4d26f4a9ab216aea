/**
 * Invented firms of the workshop family (workshop.ts) — garages, workshops, wholesalers and builders' merchants
 * with their legal forms — their customers, British addresses (the other countries' come from fees-names.ts),
 * and number plates as each country prints them.
 */
import { address, company, person, surname, type Address } from './fees-names.ts';
import { chance, digits, int, letters, pick, type Random } from './workshop-common.ts';

export { address, company, person, surname, type Address };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function frGarage(random: Random, town: string): { name: string; form: 'SARL' | 'SAS' | 'EURL'; brand: string | null } {
  const s = surname(random, 'fr');
  const form = pick(random, ['SARL', 'SARL', 'SAS', 'EURL'] as const);
  const base = pick(random, [`Garage ${s}`, `Garage du ${pick(random, ['Centre', 'Parc', 'Pont', 'Moulin', 'Stade', 'Lac'])}`, `${s} Automobiles`, `Auto Service ${town}`, `Garage de la ${pick(random, ['Gare', 'Poste', 'Route de Lyon', 'Forêt'])}`, `Carrosserie ${s} et Fils`, `Centre Auto ${s}`]);
  const name = chance(random, 0.5) ? `${form} ${base}` : `${base} ${form}`;
  const brand = chance(random, 0.5) ? pick(random, ['Agent Renault', 'Agent Peugeot', 'Réparateur agréé Citroën', 'Point S', 'Motrio', 'AD Garage', 'Eurorepar', 'Top Garage']) : null;
  return { name, form, brand };
}

export function deWorkshop(random: Random, trade: 'kfz' | 'shk'): string {
  const s = surname(random, 'de'), s2 = surname(random, 'de');
  return trade === 'kfz'
    ? pick(random, [`Autoservice ${s} GmbH`, `Kfz-Meisterbetrieb ${s} e.K.`, `${s} Kfz-Technik GmbH`, `Autohaus ${s} GmbH & Co. KG`, `${s} & ${s2} Fahrzeugtechnik GmbH`, `Kfz-Werkstatt ${s} e.K.`])
    : pick(random, [`${s} Haustechnik GmbH`, `${s} Heizung – Sanitär GmbH`, `${s} & ${s2} Sanitär- und Heizungstechnik GmbH`, `Bad & Wärme ${s} GmbH`, `${s} Gebäudetechnik GmbH & Co. KG`, `Installateurmeister ${s} e.K.`]);
}

export function esTaller(random: Random, town: string): string {
  const s = surname(random, 'es'), s2 = surname(random, 'es');
  return pick(random, [`Talleres ${s} S.L.`, `Autoreparaciones ${town} S.L.`, `Taller Mecánico ${s} S.L.U.`, `Electromecánica ${s} S.L.`, `Neumáticos y Mecánica ${s} S.L.`, `Talleres ${s} e Hijos S.L.`, `Automoción ${s} ${s2} S.L.`]);
}

export function itOfficina(random: Random): { name: string; company: boolean } {
  const s = surname(random, 'it'), s2 = surname(random, 'it');
  const name = pick(random, [`Autofficina ${s} S.r.l.`, `Officina Meccanica ${s} & C. S.n.c.`, `Carrozzeria ${s} S.r.l.`, `${s} Car Service S.r.l.s.`, `Elettrauto ${s} di ${s2} & C. S.a.s.`, `Centro Revisioni ${s} S.r.l.`, `Autoriparazioni ${s} S.r.l.`]);
  return { name, company: true };
}

export function nlWholesaler(random: Random, town: string): string {
  const s = cap(surname(random, 'nl'));
  return pick(random, [`Groothandel ${s} B.V.`, `${s} Foodservice B.V.`, `Versgroothandel ${s} B.V.`, `${s} & Zn. Horecagroothandel B.V.`, `Drankenhandel ${s} B.V.`, `${s} Vers & Horeca B.V.`, `Horecagroothandel ${town} B.V.`]);
}
export function nlHoreca(random: Random, town: string): string {
  const s = cap(surname(random, 'nl'));
  return pick(random, [
    `Restaurant De ${pick(random, ['Gouden Leeuw', 'Zwaan', 'Molen', 'Waag', 'Kroon', 'Pauw'])}`, `Eetcafé ${pick(random, ['De Hoek', 'Het Plein', "'t Pleintje", 'De Buren'])}`,
    `Hotel ${town} Centrum B.V.`, `Brasserie ${s} V.O.F.`, `Cafetaria ${s}`, `Lunchroom ${pick(random, ['Koffie & Co', 'De Bakkerij', 'Het Atelier'])}`, `Partycentrum ${s} B.V.`, `Strandpaviljoen ${pick(random, ['Zuid', 'De Duinen', 'Zeezicht'])} B.V.`,
  ]);
}

// ---------------------------------------------------------------- Britain
const UK_SURNAMES = ['Harrison', 'Whitfield', 'Davies', 'Pritchard', 'Holloway', 'Barker', 'Thornton', 'Ellis', 'Marsh', 'Cartwright', 'Fletcher', 'Gibson', 'Walsh', 'Hughes', 'Bennett', 'Lockwood', 'Atkinson', 'Fairweather', 'Rowe', 'Sutton', 'Kershaw', 'Pearce'];
const UK_FIRST = ['James', 'Mark', 'Steve', 'Gary', 'Dan', 'Tom', 'Lee', 'Chris', 'Rob', 'Paul', 'Sarah', 'Kelly', 'Jo', 'Emma', 'Ian', 'Dave'];
/** [town, county, postcode area] */
const UK_TOWNS: [string, string, string][] = [
  ['Bristol', 'Avon', 'BS'], ['Leeds', 'West Yorkshire', 'LS'], ['Norwich', 'Norfolk', 'NR'], ['Reading', 'Berkshire', 'RG'], ['Exeter', 'Devon', 'EX'], ['Nottingham', 'Nottinghamshire', 'NG'],
  ['Leicester', 'Leicestershire', 'LE'], ['Sheffield', 'South Yorkshire', 'S'], ['Cardiff', 'South Glamorgan', 'CF'], ['Derby', 'Derbyshire', 'DE'], ['Swindon', 'Wiltshire', 'SN'],
  ['York', 'North Yorkshire', 'YO'], ['Cambridge', 'Cambridgeshire', 'CB'], ['Peterborough', 'Cambridgeshire', 'PE'], ['Taunton', 'Somerset', 'TA'], ['Ipswich', 'Suffolk', 'IP'],
];
const UK_STREETS = ['Station Road', 'High Street', 'Church Lane', 'Mill Lane', 'Victoria Road', 'Queens Road', 'Park Avenue', 'The Green', 'Manor Road', 'London Road', 'Orchard Close', 'Kingsway', 'Chapel Street', 'Brook Lane'];
const UK_ESTATES = ['Riverside Industrial Estate', 'Westfield Trading Estate', 'Kingsway Business Park', 'Marsh Lane Industrial Estate', 'Brunel Road Trade Park', 'Canal Wharf'];
export const ukSurname = (random: Random): string => pick(random, UK_SURNAMES);
export const ukPerson = (random: Random): string => `${pick(random, UK_FIRST)} ${pick(random, UK_SURNAMES)}`;
export const ukPostcode = (random: Random, area: string): string => `${area}${int(random, 1, area.length === 1 ? 35 : 24)} ${int(random, 1, 9)}${letters(random, 2, 'ABDEFGHJLNPQRSTUWXYZ')}`;

/** Address lines (street or unit, town in capitals, county sometimes, postcode) and the town. */
export function ukAddress(random: Random, business: boolean): { lines: string[]; town: string } {
  const [town, county, area] = pick(random, UK_TOWNS);
  const street = business && chance(random, 0.6) ? [`Unit ${int(random, 1, 24)}${chance(random, 0.2) ? pick(random, ['A', 'B']) : ''}`, pick(random, UK_ESTATES)] : [`${int(random, 1, 180)} ${pick(random, UK_STREETS)}`];
  const oneLine = chance(random, 0.5) && street.length === 2;
  return { lines: [...(oneLine ? [street.join(', ')] : street), chance(random, 0.6) ? town.toUpperCase() : town, ...(chance(random, 0.4) ? [county] : []), ukPostcode(random, area)], town };
}
export function ukMerchant(random: Random, town: string): string {
  const s = pick(random, UK_SURNAMES), s2 = pick(random, UK_SURNAMES);
  return pick(random, [`${s} Builders Merchants Ltd`, `${s} & Sons (Timber) Ltd`, `${town} Building Supplies Ltd`, `${s} Timber & Building Supplies Ltd`, `${s} & ${s2} Plumbing and Heating Supplies Ltd`, `${s} Trade Centre Ltd`, `${town} Roofing & Builders Merchants Ltd`]);
}
export function ukTradeCustomer(random: Random): string {
  const s = pick(random, UK_SURNAMES), first = pick(random, UK_FIRST);
  return pick(random, [`${s} Construction Ltd`, `${first} ${s} Plumbing & Heating`, `${s} Roofing Ltd`, `${first.charAt(0)}. ${s} & Son Builders`, `${s} Developments Ltd`, `${s} Property Maintenance`, `${s} & ${pick(random, UK_SURNAMES)} Joinery Ltd`, `${first} ${s} Electrical Ltd`]);
}

// ---------------------------------------------------------------- number plates
const FR_PLATE = 'ABCDEFGHJKLMNPRSTVWXYZ';
export const frPlate = (random: Random): string => `${letters(random, 2, FR_PLATE)}-${digits(random, 3).replace(/^000$/, '101')}-${letters(random, 2, FR_PLATE)}`;
export const dePlate = (random: Random): string => `${pick(random, ['M', 'B', 'HH', 'K', 'S', 'F', 'DO', 'E', 'D', 'N', 'KA', 'H', 'L', 'DD', 'MS', 'BN'])}-${letters(random, int(random, 1, 2), 'ABCDEFGHJKLMNPRSTUVWXYZ')} ${int(random, 1, 9999)}${chance(random, 0.08) ? 'E' : ''}`;
export const esPlate = (random: Random): string => `${digits(random, 4)} ${letters(random, 3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
export const itPlate = (random: Random): string => `${letters(random, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')} ${digits(random, 3)}${letters(random, 2, 'ABCDEFGHJKLMNPRSTVWXYZ')}`.replace(/ (\d{3})/, ' $1 ').replace(/\s+/g, ' ');
