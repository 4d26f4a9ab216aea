/**
 * Invented parties of the progress/credit-note family: company names by trade and country, streets and towns with
 * their postcodes, and tax identifiers in each country's printed form.
 */
import { digits, int, pick, type Random } from './content.ts';
import type { Party } from './progress-common.ts';

type Country = 'DE' | 'FR' | 'UK' | 'US' | 'ES' | 'IT';

const SURNAMES: Record<Country, string[]> = {
  DE: ['Krämer', 'Lindner', 'Hofmann', 'Brandt', 'Kühn', 'Wendt', 'Seidel', 'Vogt', 'Albrecht', 'Sommer', 'Franke', 'Haas', 'Engel', 'Pohl', 'Ritter'],
  FR: ['Moreau', 'Lefèvre', 'Garnier', 'Rousseau', 'Girard', 'Chevalier', 'Fontaine', 'Mercier', 'Blanchard', 'Perrin', 'Marchand', 'Caron'],
  UK: ['Ashdown', 'Pennington', 'Harrow', 'Whitfield', 'Castlebrook', 'Marlow', 'Fenwick', 'Holloway', 'Thornbury', 'Kershaw', 'Bramley'],
  US: ['Whitaker', 'Delgado', 'Hargrove', 'McAllister', 'Brennan', 'Okafor', 'Lindqvist', 'Garrison', 'Ridley', 'Pruitt'],
  ES: ['Navarro', 'Iglesias', 'Serrano', 'Castillo', 'Ortega', 'Delgado', 'Morales', 'Rubio', 'Vidal', 'Herrero'],
  IT: ['Colombo', 'Bianchi', 'Ferraro', 'Galli', 'Conti', 'Marchetti', 'Barbieri', 'Lombardi', 'Fontana', 'Moretti'],
};

const STREETS: Record<Country, string[]> = {
  DE: ['Industriestraße', 'Gewerbering', 'Am Bauhof', 'Lindenallee', 'Hafenstraße', 'Mühlenweg', 'Robert-Bosch-Straße', 'Bahnhofstraße', 'Im Steinfeld'],
  FR: ['rue des Artisans', 'avenue de la République', 'ZA des Pierres Blanches', 'rue Pasteur', 'boulevard Jean Jaurès', 'chemin du Moulin', 'rue de la Gare'],
  UK: ['Station Road', 'Mill Lane', 'Riverside Business Park', 'Victoria Street', 'Commercial Way', 'Kingsway', 'Brunel Court', 'Albion Road'],
  US: ['Commerce Drive', 'W Main Street', 'Industrial Pkwy', 'Oak Ridge Road', 'Market Street', 'Lakeview Ave', 'Enterprise Blvd'],
  ES: ['Calle Mayor', 'Avenida de Andalucía', 'Polígono Industrial Las Arenas, Nave', 'Calle Alcalá', 'Paseo de la Castellana', 'Calle San Vicente'],
  IT: ['Via Roma', 'Via Garibaldi', 'Viale dell\'Industria', 'Via Emilia', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Via Torino'],
};

const CITIES: Record<Country, [string, string][]> = {
  DE: [['04109', 'Leipzig'], ['50667', 'Köln'], ['90402', 'Nürnberg'], ['30159', 'Hannover'], ['01067', 'Dresden'], ['79098', 'Freiburg im Breisgau'], ['44135', 'Dortmund'], ['86150', 'Augsburg'], ['24103', 'Kiel']],
  FR: [['69003', 'Lyon'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['31000', 'Toulouse'], ['67000', 'Strasbourg'], ['35000', 'Rennes'], ['13008', 'Marseille'], ['59000', 'Lille']],
  UK: [['LS1 4DY', 'Leeds'], ['M4 6BF', 'Manchester'], ['BS1 5TR', 'Bristol'], ['NG1 7FG', 'Nottingham'], ['CF10 2EH', 'Cardiff'], ['RG1 3BD', 'Reading'], ['EH3 9QG', 'Edinburgh'], ['B3 2DJ', 'Birmingham']],
  US: [['TX 78701', 'Austin'], ['OH 43215', 'Columbus'], ['CO 80202', 'Denver'], ['NC 27601', 'Raleigh'], ['WA 98104', 'Seattle'], ['MN 55401', 'Minneapolis'], ['GA 30303', 'Atlanta']],
  ES: [['28014', 'Madrid'], ['46002', 'Valencia'], ['41004', 'Sevilla'], ['50001', 'Zaragoza'], ['29005', 'Málaga'], ['48001', 'Bilbao'], ['08013', 'Barcelona']],
  IT: [['20121', 'Milano'], ['40121', 'Bologna'], ['10121', 'Torino'], ['37121', 'Verona'], ['50123', 'Firenze'], ['35122', 'Padova'], ['25121', 'Brescia']],
};

const FORMS: Record<Country, string[]> = {
  DE: ['GmbH', 'GmbH & Co. KG', 'KG', 'GmbH'], FR: ['SARL', 'SAS', 'SA', 'EURL'], UK: ['Ltd', 'Ltd', 'Limited', 'LLP'],
  US: ['Inc.', 'LLC', 'Corp.', 'Co.'], ES: ['S.L.', 'S.A.', 'S.L.U.'], IT: ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.r.l.s.'],
};

/** Trades for each family use, {s} standing for a surname. */
export const TRADES = {
  deBau: ['Bauunternehmung {s}', 'Hochbau {s}', '{s} Tief- und Straßenbau', '{s} Rohbau', 'Trockenbau {s}', 'Dachtechnik {s}', '{s} Stahlbeton', 'Elektrotechnik {s}'],
  deBauherr: ['Wohnungsbaugesellschaft {s}', '{s} Projektentwicklung', '{s} Immobilien', 'Grundstücksgesellschaft {s}', '{s} Generalbau', 'GU {s} Bau'],
  deHandel: ['Großhandel {s}', '{s} Industriebedarf', '{s} Handelsgesellschaft', 'Technischer Handel {s}', '{s} Fachgroßhandel', '{s} Werkstattbedarf'],
  deKunde: ['{s} Haustechnik', 'Autohaus {s}', '{s} Maschinenbau', 'Schreinerei {s}', '{s} Elektroinstallation', 'Praxisbedarf {s}', '{s} Gebäudeservice'],
  frBtp: ['Bâtiment {s}', 'Menuiserie {s}', '{s} Charpente', 'Électricité {s}', '{s} Plâtrerie Isolation', '{s} Travaux Publics', 'Maçonnerie {s}', '{s} Couverture'],
  frClient: ['SCI {s} Patrimoine', '{s} Promotion', 'Constructions {s}', '{s} Bâtiment Général', 'Habitat {s}', 'Cabinet {s}'],
  ukBuild: ['{s} Contractors', '{s} Groundworks', '{s} Building Services', '{s} Joinery', '{s} Roofing', '{s} M&E', '{s} Drylining'],
  ukClient: ['{s} Construction', '{s} Build', '{s} Developments', '{s} Homes', '{s} Property Group'],
  enSupply: ['{s} Supplies', '{s} Industrial', '{s} Trade Supplies', '{s} Wholesale', '{s} Distribution', '{s} Direct'],
  enClient: ['{s} Dental Practice', '{s} Logistics', '{s} Engineering', '{s} Catering', '{s} Print Studio', '{s} Veterinary Clinic'],
  esEmpresa: ['Suministros {s}', 'Distribuciones {s}', 'Comercial {s}', 'Suministros Industriales {s}', '{s} Distribución'],
  itAzienda: ['{s} Forniture', 'Commerciale {s}', '{s} Distribuzione', 'Forniture Industriali {s}', '{s} Ingrosso'],
};

function taxId(random: Random, country: Country): [string, string] {
  switch (country) {
    case 'DE': return random() < 0.75 ? ['USt-IdNr.', `DE${digits(random, 9)}`] : ['Steuernummer', `${int(random, 11, 99)}/${digits(random, 3)}/${digits(random, 5)}`];
    case 'FR': return ['N° TVA intracom.', `FR${digits(random, 2)} ${digits(random, 9)}`];
    case 'UK': return ['VAT Reg. No.', `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`];
    case 'US': return ['EIN', `${digits(random, 2)}-${digits(random, 7)}`];
    case 'ES': return ['CIF', `B${digits(random, 8)}`];
    case 'IT': return ['P. IVA', `IT${digits(random, 11)}`];
  }
}

export function makeParty(random: Random, country: Country, trades: string[]): Party {
  const s = pick(random, SURNAMES[country]);
  const trade = pick(random, trades).replace('{s}', s);
  const name = trade.startsWith('SCI ') ? trade : `${trade} ${pick(random, FORMS[country])}`;
  const [postcode, city] = pick(random, CITIES[country]);
  const street = pick(random, STREETS[country]);
  const n = int(random, 1, 140);
  const line1 = country === 'FR' || country === 'UK' || country === 'US' ? `${n} ${street}` : country === 'IT' || country === 'ES' ? `${street}, ${n}` : `${street} ${n}`;
  const line2 = country === 'UK' ? `${city} ${postcode}` : country === 'US' ? `${city}, ${postcode}` : `${postcode} ${city}`;
  const [taxLabel, id] = taxId(random, country);
  return { name, lines: [line1, line2], taxLabel, taxId: id };
}

/** A building-site address (street, postcode and town) in `country`. */
export function siteAddress(random: Random, country: Country): string {
  const [postcode, city] = pick(random, CITIES[country]);
  const street = pick(random, STREETS[country]).replace(/, Nave$/, '');
  const n = int(random, 1, 90);
  if (country === 'UK') return `${n} ${street}, ${city} ${postcode}`;
  if (country === 'FR') return `${n} ${street}, ${postcode} ${city}`;
  return `${street} ${n}, ${postcode} ${city}`;
}

export const PERSONS: Record<Country, string[]> = {
  DE: ['Dipl.-Ing. M. Seidel', 'Frau A. Vogt', 'Herr T. Brandt', 'Frau K. Engel'],
  FR: ['M. Julien Perrin', 'Mme Claire Fontaine', 'M. Olivier Caron'],
  UK: ['James Whitfield MRICS', 'Sarah Kershaw', 'Tom Bramley'],
  US: ['Dana Whitaker', 'Marcus Brennan', 'Priya Okafor'],
  ES: ['D. Javier Ortega', 'Dña. Lucía Serrano'],
  IT: ['Sig.ra Giulia Conti', 'Dott. Marco Galli'],
};
