/**
 * Parties of the multi-page invoices: suppliers of each trade and their business customers, with addresses as
 * each country writes them.
 */
import { chance, digits, int, pick, type Random } from './content.ts';

export interface Place { street: string; postcode: string; city: string }
export interface Company { name: string; short: string; place: Place; phone: string; email: string; web: string; person: string }

const MAILBOX: Record<string, string> = { de: 'rechnung', fr: 'facturation', it: 'amministrazione', es: 'facturacion', nl: 'administratie', 'co.uk': 'accounts', ie: 'accounts' };
const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]/g, '');

function company(random: Random, name: string, short: string, place: Place, phone: string, domainWord: string, tld: string, person: string): Company {
  const domain = `${slug(domainWord)}.${tld}`;
  const mailbox = pick(random, ['info', MAILBOX[tld] ?? 'accounts']);
  return { name, short, place, phone, email: `${mailbox}@${domain}`, web: `www.${domain}`, person };
}

// ------------------------------------------------------------------------------------------------ Germany
const DE_CITIES: [string, string][] = [['50667', 'Köln'], ['40210', 'Düsseldorf'], ['44135', 'Dortmund'], ['45127', 'Essen'], ['53111', 'Bonn'], ['60311', 'Frankfurt am Main'], ['68159', 'Mannheim'], ['70173', 'Stuttgart'], ['90402', 'Nürnberg'], ['30159', 'Hannover'], ['28195', 'Bremen'], ['04109', 'Leipzig'], ['93047', 'Regensburg'], ['86150', 'Augsburg'], ['34117', 'Kassel'], ['49074', 'Osnabrück']];
const DE_STREETS = ['Industriestraße', 'Gewerbering', 'Am Mühlbach', 'Lindenallee', 'Hauptstraße', 'Bahnhofstraße', 'Robert-Bosch-Straße', 'Carl-Benz-Straße', 'Gutenbergstraße', 'Im Kirchfeld', 'Wiesenweg', 'Siemensstraße', 'Kastanienweg', 'Max-Planck-Straße'];
const DE_SURNAMES = ['Brenner', 'Köhler', 'Hartmann', 'Lindner', 'Vogt', 'Schäfer', 'Krämer', 'Wagner', 'Berger', 'Reuter', 'Hoffmann', 'Seidel', 'Albrecht', 'Kessler', 'Franke', 'Sauer'];
const DE_FIRST = ['Thomas', 'Andreas', 'Stefan', 'Michael', 'Jörg', 'Sabine', 'Claudia', 'Markus', 'Katrin', 'Frank', 'Petra', 'Uwe'];

export const dePlace = (random: Random): Place => {
  const [postcode, city] = pick(random, DE_CITIES);
  return { street: `${pick(random, DE_STREETS)} ${int(random, 1, 140)}${chance(random, 0.15) ? pick(random, ['a', 'b']) : ''}`, postcode, city };
};
export const dePerson = (random: Random): string => `${pick(random, DE_FIRST)} ${pick(random, DE_SURNAMES)}`;

export function deCraftsman(random: Random, trade: 'shk' | 'elektro'): Company {
  const surname = pick(random, DE_SURNAMES);
  const kind = trade === 'shk' ? pick(random, ['Haustechnik', 'Sanitär- und Heizungstechnik', 'Gebäudetechnik', 'Bad & Heizung']) : pick(random, ['Elektrotechnik', 'Elektro- und Installationstechnik', 'Elektroanlagen', 'Gebäudeelektrik']);
  const form = pick(random, ['GmbH', 'GmbH', 'GmbH & Co. KG', 'e.K.']);
  const short = trade === 'elektro' && chance(random, 0.5) ? `Elektro ${surname}` : `${surname} ${kind}`;
  const place = dePlace(random);
  return company(random, `${short} ${form}`, short, place, `0${int(random, 201, 941)} ${digits(random, 6)}`, `${surname}-${trade === 'shk' ? 'haustechnik' : 'elektro'}`, 'de', dePerson(random));
}

export function deCustomer(random: Random): { name: string; lines: string[] } {
  const surname = pick(random, DE_SURNAMES);
  const place = dePlace(random);
  const name = pick(random, [`Wohnungsbau ${place.city} GmbH`, `Hausverwaltung ${surname} & Partner`, `${surname} Immobilien GmbH`, `Praxis Dr. ${pick(random, DE_FIRST)} ${surname}`, `${surname} Bauträger GmbH`, `Autohaus ${surname} GmbH`, `Evangelische Kita ${pick(random, ['St. Martin', 'Regenbogen', 'Sonnenschein'])}`]);
  return { name, lines: [name, ...(chance(random, 0.4) ? [`z. Hd. ${pick(random, ['Herrn', 'Frau'])} ${pick(random, DE_SURNAMES)}`] : []), place.street, `${place.postcode} ${place.city}`] };
}

// ------------------------------------------------------------------------------------------------ France
const FR_CITIES: [string, string][] = [['69003', 'Lyon'], ['13008', 'Marseille'], ['31000', 'Toulouse'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['59000', 'Lille'], ['67000', 'Strasbourg'], ['35000', 'Rennes'], ['38000', 'Grenoble'], ['21000', 'Dijon'], ['37000', 'Tours'], ['75011', 'Paris']];
const FR_STREETS = ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta', 'rue des Tanneurs', 'ZA des Chênes, rue Ampère', 'allée des Platanes', 'rue du Commerce', 'avenue de la Gare', 'impasse des Artisans'];
const FR_SURNAMES = ['Moreau', 'Lemaire', 'Girard', 'Fontaine', 'Roussel', 'Chevalier', 'Garnier', 'Faure', 'Mercier', 'Blanchard', 'Perrin', 'Lambert'];
const FR_FIRST = ['Sophie', 'Nicolas', 'Julien', 'Isabelle', 'Céline', 'Laurent', 'Camille', 'Philippe', 'Nathalie', 'Olivier'];

export const frPlace = (random: Random): Place => {
  const [postcode, city] = pick(random, FR_CITIES);
  return { street: `${int(random, 1, 120)}${chance(random, 0.1) ? ' bis' : ''} ${pick(random, FR_STREETS)}`, postcode, city };
};

export function frSupplier(random: Random): Company & { form: string } {
  const surname = pick(random, FR_SURNAMES);
  const region = pick(random, ['Rhône-Alpes', 'Atlantique', 'Grand Est', 'Occitanie', 'Val de Loire']);
  const short = pick(random, [`Papeterie ${surname}`, `Bureau Plus ${region}`, `Fournitures ${surname} & Fils`, `Office ${region} Distribution`]);
  const form = pick(random, ['SARL', 'SAS', 'SARL']);
  return { ...company(random, `${short} ${form}`, short, frPlace(random), `0${int(random, 1, 5)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`, short.split(' ').slice(0, 2).join(''), 'fr', `${pick(random, FR_FIRST)} ${surname}`), form };
}

export function frCustomer(random: Random): { name: string; lines: string[] } {
  const surname = pick(random, FR_SURNAMES);
  const place = frPlace(random);
  const name = pick(random, [`Cabinet ${surname} Avocats`, `Clinique vétérinaire des ${pick(random, ['Tilleuls', 'Acacias', 'Lilas'])}`, `SAS Transports ${surname}`, `Agence immobilière ${surname}`, `Lycée ${pick(random, ['Jean Moulin', 'Marie Curie', 'Victor Hugo'])}`, `${surname} Expertise Comptable`]);
  return { name, lines: [name, ...(chance(random, 0.4) ? [`À l'attention de ${pick(random, ['M.', 'Mme'])} ${pick(random, FR_SURNAMES)}`] : []), place.street, `${place.postcode} ${place.city.toUpperCase()}`] };
}

// ------------------------------------------------------------------------------------------------ Italy
const IT_CITIES: [string, string, string][] = [['20121', 'Milano', 'MI'], ['10121', 'Torino', 'TO'], ['40121', 'Bologna', 'BO'], ['37121', 'Verona', 'VR'], ['50123', 'Firenze', 'FI'], ['00185', 'Roma', 'RM'], ['80133', 'Napoli', 'NA'], ['43121', 'Parma', 'PR'], ['35121', 'Padova', 'PD'], ['24121', 'Bergamo', 'BG'], ['70121', 'Bari', 'BA']];
const IT_STREETS = ['Via Roma', 'Via Giuseppe Garibaldi', 'Via dell\'Industria', 'Viale Europa', 'Via Emilia Est', 'Via Guglielmo Marconi', 'Corso Vittorio Emanuele', 'Via dei Mille', 'Via San Francesco', 'Via del Lavoro'];
const IT_SURNAMES = ['Rossi', 'Bianchi', 'Esposito', 'Ferrari', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Romano'];

export const itPlace = (random: Random): Place & { province: string } => {
  const [postcode, city, province] = pick(random, IT_CITIES);
  return { street: `${pick(random, IT_STREETS)}, ${int(random, 1, 180)}`, postcode, city, province };
};

export function itSupplier(random: Random): Company & { province: string } {
  const surname = pick(random, IT_SURNAMES);
  const short = pick(random, [`Ingrosso Alimentare ${surname}`, `Distribuzione Alimenti ${surname}`, `${surname} Food Service`, `Ho.Re.Ca. ${surname} Forniture`]);
  const place = itPlace(random);
  return { ...company(random, `${short} S.r.l.`, short, place, `0${int(random, 2, 99)} ${digits(random, 7)}`, `${surname}${pick(random, ['ingrosso', 'food', 'horeca'])}`, 'it', `${pick(random, ['Marco', 'Luca', 'Giulia', 'Francesca', 'Paolo'])} ${surname}`), province: place.province };
}

export function itCustomer(random: Random): { name: string; lines: string[] } {
  const surname = pick(random, IT_SURNAMES);
  const place = itPlace(random);
  const name = pick(random, [`Trattoria Il Girasole S.r.l.`, `Pizzeria Bella Napoli di ${surname} S.n.c.`, `Hotel Ristorante Belvedere S.r.l.`, `Osteria del Ponte S.r.l.s.`, `Ristorante Da ${pick(random, ['Mario', 'Beppe', 'Gino'])} S.a.s.`, `Bar Pasticceria ${surname} S.n.c.`, `Agriturismo La Quercia S.r.l.`]);
  return { name, lines: [name, place.street, `${place.postcode} ${place.city} (${place.province})`] };
}

// ------------------------------------------------------------------------------------------------ Spain
const ES_CITIES: [string, string, string][] = [['28004', 'Madrid', 'Madrid'], ['08013', 'Barcelona', 'Barcelona'], ['46002', 'Valencia', 'Valencia'], ['41001', 'Sevilla', 'Sevilla'], ['48001', 'Bilbao', 'Bizkaia'], ['29005', 'Málaga', 'Málaga'], ['50001', 'Zaragoza', 'Zaragoza'], ['30001', 'Murcia', 'Murcia'], ['03001', 'Alicante', 'Alicante']];
const ES_STREETS = ['C/ Mayor', 'Avda. de la Constitución', 'C/ Industria', 'Polígono Industrial Las Arenas, Nave', 'C/ San Vicente', 'Avda. de Europa', 'C/ Severo Ochoa', 'C/ Isaac Peral', 'C/ Colón'];
const ES_SURNAMES = ['Ruiz', 'García', 'Navarro', 'Romero', 'Jiménez', 'Moreno', 'Serrano', 'Castillo', 'Ortega', 'Delgado', 'Vidal', 'Molina'];

export const esPlace = (random: Random): Place & { province: string } => {
  const [postcode, city, province] = pick(random, ES_CITIES);
  return { street: `${pick(random, ES_STREETS)} ${int(random, 1, 190)}`, postcode, city, province };
};

export function esSupplier(random: Random): Company & { province: string } {
  const surname = pick(random, ES_SURNAMES);
  const short = pick(random, [`Sistemas Informáticos ${surname}`, `Tecnodata ${pick(random, ['Levante', 'Norte', 'Sur', 'Centro'])}`, `Infored Soluciones`, `Microinformática ${surname}`]);
  const place = esPlace(random);
  return { ...company(random, `${short} S.L.`, short, place, `${pick(random, ['91', '93', '96', '95', '94'])}${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`, short.split(' ')[0] + short.split(' ').slice(-1)[0], 'es', `${pick(random, ['Javier', 'Lucía', 'Carmen', 'Pablo', 'Elena'])} ${surname}`), province: place.province };
}

export function esCustomer(random: Random): { name: string; lines: string[] } {
  const surname = pick(random, ES_SURNAMES);
  const place = esPlace(random);
  const name = pick(random, [`Asesoría Fiscal ${surname} S.L.`, `Clínica Dental ${surname} S.L.P.`, `Construcciones ${surname} e Hijos S.A.`, `Colegio San José de Calasanz`, `Gestoría ${surname} y Asociados S.L.`, `Transportes ${surname} S.L.`]);
  return { name, lines: [name, place.street, `${place.postcode} ${place.city} (${place.province})`] };
}

// ------------------------------------------------------------------------------------------------ Netherlands
const NL_CITIES: [string, string][] = [['2671 AB', 'Naaldwijk'], ['1431 BS', 'Aalsmeer'], ['3011 AD', 'Rotterdam'], ['3511 LN', 'Utrecht'], ['5611 CB', 'Eindhoven'], ['9711 LM', 'Groningen'], ['6811 DJ', 'Arnhem'], ['2011 RD', 'Haarlem'], ['4811 XN', 'Breda'], ['8011 CW', 'Zwolle'], ['2161 AA', 'Lisse']];
const NL_STREETS = ['Veilingweg', 'Industrieweg', 'Kwekerijweg', 'Dorpsstraat', 'Zuidweg', 'Handelsweg', 'Molenstraat', 'Kerkstraat', 'Laan van Nieuw Oost-Indië', 'Havenstraat'];
const NL_SURNAMES = ['de Vries', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Mulder', 'de Boer', 'van Leeuwen', 'Hoekstra', 'Verhoeven', 'Kuipers'];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const nlPlace = (random: Random): Place => {
  const [postcode, city] = pick(random, NL_CITIES);
  return { street: `${pick(random, NL_STREETS)} ${int(random, 1, 220)}`, postcode, city };
};

export function nlSupplier(random: Random): Company {
  const surname = pick(random, NL_SURNAMES);
  const short = pick(random, [`Groothandel ${cap(surname)}`, `Kwekerij & Groothandel ${cap(surname)}`, `GroenDirect ${pick(random, ['Westland', 'Aalsmeer', 'Brabant'])}`, `${cap(surname)} Tuinbenodigdheden`]);
  return company(random, `${short} B.V.`, short, nlPlace(random), `0${int(random, 10, 79)}-${digits(random, 7)}`, short.replace(/&/g, ''), 'nl', `${pick(random, ['Jeroen', 'Sanne', 'Pieter', 'Anouk', 'Bas'])} ${cap(surname)}`);
}

export function nlCustomer(random: Random): { name: string; lines: string[] } {
  const surname = cap(pick(random, NL_SURNAMES));
  const place = nlPlace(random);
  const name = pick(random, [`Tuincentrum De ${pick(random, ['Linde', 'Eik', 'Boomgaard'])} B.V.`, `Hoveniersbedrijf ${surname}`, `Bloemenhuis ${surname} V.O.F.`, `${surname} Groenvoorziening B.V.`, `Tuinarchitectuur ${surname}`]);
  return { name, lines: [name, ...(chance(random, 0.35) ? [`t.a.v. crediteurenadministratie`] : []), place.street, `${place.postcode} ${place.city.toUpperCase()}`] };
}

// ------------------------------------------------------------------------------------------------ UK / Ireland
const GB_PLACES: [string, string][] = [['M17 1DA', 'Manchester'], ['B70 0BG', 'West Bromwich'], ['L20 1BU', 'Liverpool'], ['HU9 5PQ', 'Hull'], ['IP11 3TU', 'Felixstowe'], ['SO15 1DA', 'Southampton'], ['DN31 2SN', 'Grimsby'], ['LE19 1RJ', 'Leicester'], ['NE29 6DL', 'North Shields']];
const IE_PLACES: [string, string][] = [['D03 X2F8', 'Dublin 3'], ['T12 RK7F', 'Cork'], ['V94 E9PH', 'Limerick'], ['H91 C2KT', 'Galway'], ['X91 P2WR', 'Waterford']];
const EN_STREETS = ['Trafford Park Road', 'Dock Road', 'Unit 4, Brunel Way', 'Harbour Road', 'Station Road', 'Unit 12, Kingsway Business Park', 'Queens Quay', 'Riverside Drive', 'Unit 7, Port Access Road'];
const EN_SURNAMES = ['Hollis', 'Caldwell', 'Whitmore', 'Ashby', 'Fenwick', 'Pryce', 'Dunmore', 'Keating', 'Gallagher', 'Brennan', 'Thornton', 'Lowe'];

export const enPlace = (random: Random, country: 'GB' | 'IE'): Place => {
  const [postcode, city] = pick(random, country === 'GB' ? GB_PLACES : IE_PLACES);
  const street = pick(random, EN_STREETS);
  return { street: `${!street.startsWith('Unit') && chance(random, 0.6) ? `${int(random, 1, 240)} ` : ''}${street}`, postcode, city };
};

export function enForwarder(random: Random, country: 'GB' | 'IE'): Company {
  const brand = country === 'GB' ? pick(random, ['Northgate', 'Pennine', 'Harbour Line', 'Mersey Link', 'Saxon', 'Humber Gateway']) : pick(random, ['Atlantic Bridge', 'Liffey', 'Shannon Link', 'Celtic Gateway']);
  const kind = pick(random, ['Freight Services', 'Logistics', 'Forwarding', 'Shipping & Forwarding']);
  const short = `${brand} ${kind}`;
  return company(random, `${short} ${country === 'GB' ? 'Ltd' : 'Limited'}`, brand, enPlace(random, country), country === 'GB' ? `0${int(random, 113, 191)} ${digits(random, 3)} ${digits(random, 4)}` : `+353 ${int(random, 1, 99)} ${digits(random, 3)} ${digits(random, 4)}`, brand.replace(/ /g, '') + 'freight', country === 'GB' ? 'co.uk' : 'ie', `${pick(random, ['Sarah', 'James', 'Emma', 'Daniel', 'Aoife', 'Ciaran'])} ${pick(random, EN_SURNAMES)}`);
}

export function enCustomer(random: Random, country: 'GB' | 'IE'): { name: string; lines: string[] } {
  const surname = pick(random, EN_SURNAMES);
  const place = enPlace(random, country);
  const ltd = country === 'GB' ? 'Ltd' : 'Limited';
  const name = pick(random, [`Westbrook Components ${ltd}`, `${surname} Foods ${ltd}`, `Meridian Textiles ${ltd}`, `${surname} & Price Engineering ${ltd}`, `${surname} Home & Garden ${ltd}`, `Northern Cycle Imports ${ltd}`]);
  return { name, lines: [name, ...(chance(random, 0.4) ? ['Accounts Payable'] : []), place.street, place.city, place.postcode] };
}
