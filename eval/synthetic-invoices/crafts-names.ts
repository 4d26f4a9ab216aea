/**
 * Invented people, streets, towns and customers of the crafts family (crafts.ts), per country: homeowners,
 * property managers (Hausverwaltung, syndic, managing agent, administrador de fincas, amministratore di condominio,
 * VvE-beheerder), main contractors and companies, and the addresses of job sites.
 */
import { int, pick, type Lang, type Random } from './distribution-common.ts';

interface Country { first: string[]; last: string[]; streets: string[]; towns: [string, string][] }
const C: Record<Lang, Country> = {
  de: {
    first: ['Hans', 'Peter', 'Thomas', 'Michael', 'Stefan', 'Andreas', 'Jürgen', 'Markus', 'Sabine', 'Claudia', 'Petra', 'Monika', 'Jan', 'Tobias', 'Katrin', 'Ulrich', 'Anja', 'Frank', 'Lena', 'Dirk'],
    last: ['Weber', 'Schulz', 'Krüger', 'Hoffmann', 'Becker', 'Lange', 'Wagner', 'Schröder', 'Neumann', 'Braun', 'Zimmermann', 'Hartmann', 'Vogel', 'Kühn', 'Brandt', 'Lorenz', 'Pohl', 'Seidel', 'Haas', 'Winkler'],
    streets: ['Lindenstraße', 'Am Mühlbach', 'Gartenweg', 'Bahnhofstraße', 'Ringstraße', 'Eichendorffweg', 'Kirchplatz', 'Schillerstraße', 'Industriestraße', 'Am Sportplatz', 'Wiesengrund', 'Hauptstraße', 'Goethestraße', 'Brunnenstraße'],
    towns: [['49074', 'Osnabrück'], ['33602', 'Bielefeld'], ['97070', 'Würzburg'], ['79098', 'Freiburg'], ['34117', 'Kassel'], ['93047', 'Regensburg'], ['24103', 'Kiel'], ['06108', 'Halle (Saale)'], ['56068', 'Koblenz'], ['88212', 'Ravensburg'], ['37073', 'Göttingen'], ['26122', 'Oldenburg']],
  },
  fr: {
    first: ['Jean', 'Pierre', 'Michel', 'Philippe', 'Alain', 'Nicolas', 'Christophe', 'Julien', 'Sophie', 'Isabelle', 'Nathalie', 'Claire', 'Sandrine', 'Thierry', 'Laurent', 'Céline', 'Éric', 'Patrick'],
    last: ['Martin', 'Bernard', 'Dubois', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guerin', 'Muller', 'Henry'],
    streets: ['rue des Lilas', 'avenue Jean Jaurès', 'rue de la Gare', 'chemin des Vignes', 'boulevard Victor Hugo', 'rue du Moulin', 'impasse des Tilleuls', 'rue Pasteur', 'allée des Chênes', 'route de Lyon', 'rue de la République'],
    towns: [['69003', 'Lyon'], ['44000', 'Nantes'], ['35000', 'Rennes'], ['31400', 'Toulouse'], ['67000', 'Strasbourg'], ['21000', 'Dijon'], ['37000', 'Tours'], ['86000', 'Poitiers'], ['74000', 'Annecy'], ['33700', 'Mérignac'], ['49100', 'Angers'], ['63000', 'Clermont-Ferrand']],
  },
  en: {
    first: ['David', 'Mark', 'Paul', 'Steven', 'Gary', 'Andrew', 'Craig', 'Lee', 'Sarah', 'Emma', 'Claire', 'Rachel', 'James', 'Tom', 'Helen', 'Karen', 'Dean', 'Wayne'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Turner', 'Cooper', 'Hill', 'Ward'],
    streets: ['Station Road', 'Church Lane', 'Victoria Street', 'Mill Lane', 'The Crescent', 'Park Avenue', 'Queens Road', 'Orchard Close', 'Manor Way', 'Albert Road', 'Meadow View', 'High Street'],
    towns: [['BS6 5QT', 'Bristol'], ['LS6 2AB', 'Leeds'], ['NR2 3HF', 'Norwich'], ['RG1 7TT', 'Reading'], ['EX4 4PU', 'Exeter'], ['NG7 1FB', 'Nottingham'], ['LE2 1XA', 'Leicester'], ['CV1 2GT', 'Coventry'], ['YO31 7EB', 'York'], ['BN1 4GH', 'Brighton'], ['SO15 2DX', 'Southampton']],
  },
  es: {
    first: ['Antonio', 'José', 'Manuel', 'Francisco', 'Javier', 'David', 'Juan', 'Carlos', 'María', 'Carmen', 'Ana', 'Laura', 'Lucía', 'Pilar', 'Jorge', 'Raúl', 'Elena', 'Sergio'],
    last: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Romero', 'Navarro', 'Torres', 'Gil', 'Serrano', 'Molina', 'Ortega', 'Castro', 'Ramos'],
    streets: ['C/ Mayor', 'Avda. de la Constitución', 'C/ San Vicente', 'C/ del Pilar', 'Plaza de España', 'C/ Real', 'Avda. Andalucía', 'C/ Cervantes', 'C/ Goya', 'Paseo de la Estación', 'C/ Colón'],
    towns: [['46002', 'Valencia'], ['50001', 'Zaragoza'], ['41003', 'Sevilla'], ['29015', 'Málaga'], ['03001', 'Alicante'], ['30001', 'Murcia'], ['47001', 'Valladolid'], ['18009', 'Granada'], ['28923', 'Alcorcón'], ['08201', 'Sabadell'], ['15003', 'A Coruña']],
  },
  it: {
    first: ['Marco', 'Giuseppe', 'Luca', 'Andrea', 'Roberto', 'Stefano', 'Paolo', 'Francesco', 'Giulia', 'Chiara', 'Elena', 'Silvia', 'Maria', 'Davide', 'Alessandro', 'Laura', 'Simone', 'Fabio'],
    last: ['Rossi', 'Bianchi', 'Colombo', 'Ferrari', 'Esposito', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa', 'Mancini', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Rinaldi', 'Caruso', 'Ferri'],
    streets: ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Corso Vittorio Emanuele', 'Via dei Mille', 'Viale Europa', 'Via Cavour', 'Piazza della Libertà', 'Via Verdi', 'Via Matteotti', 'Via San Martino'],
    towns: [['20121', 'Milano'], ['40121', 'Bologna'], ['10121', 'Torino'], ['37121', 'Verona'], ['25121', 'Brescia'], ['35121', 'Padova'], ['50123', 'Firenze'], ['24121', 'Bergamo'], ['43121', 'Parma'], ['36100', 'Vicenza'], ['47921', 'Rimini']],
  },
  nl: {
    first: ['Jan', 'Kees', 'Peter', 'Mark', 'Erik', 'Bas', 'Ruud', 'Dennis', 'Sanne', 'Linda', 'Anouk', 'Marieke', 'Sander', 'Joost', 'Esther', 'Wouter', 'Femke', 'Henk'],
    last: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Dijk', 'Dekker', 'Brouwer', 'van Leeuwen', 'Kok', 'Verhoeven', 'Willems'],
    streets: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Julianalaan', 'Stationsweg', 'Beatrixstraat', 'Parallelweg', 'Industrieweg', 'Lindelaan', 'Prinsengracht', 'Zuiderweg', 'Esdoornlaan'],
    towns: [['3511 AB', 'Utrecht'], ['5611 EM', 'Eindhoven'], ['6811 CG', 'Arnhem'], ['8011 JK', 'Zwolle'], ['2011 KL', 'Haarlem'], ['4811 XJ', 'Breda'], ['9711 LM', 'Groningen'], ['3811 HA', 'Amersfoort'], ['7511 PG', 'Enschede'], ['1811 KH', 'Alkmaar'], ['6211 CN', 'Maastricht']],
  },
};

export interface Person { first: string; last: string }
export interface Address { street: string; postcode: string; town: string; city: string }
export const person = (random: Random, lang: Lang): Person => ({ first: pick(random, C[lang].first), last: pick(random, C[lang].last) });
/** A street address; `city` the postcode line as the country prints it. */
export function address(random: Random, lang: Lang): Address {
  const c = C[lang], n = int(random, 1, lang === 'en' ? 180 : 120), s = pick(random, c.streets);
  const [postcode, town] = pick(random, c.towns);
  const street = lang === 'en' || lang === 'fr' ? `${n} ${s}` : lang === 'es' || lang === 'it' ? `${s}, ${n}` : `${s} ${n}`;
  return { street, postcode, town, city: lang === 'en' ? `${town} ${postcode}` : `${postcode} ${town}` };
}
/** Another address in the same town (a job site near the firm or the customer). */
export function nearby(random: Random, lang: Lang, a: Address): Address {
  const b = address(random, lang);
  return { ...b, postcode: a.postcode, town: a.town, city: a.city };
}

export type CustomerKind = 'private' | 'manager' | 'contractor' | 'company';
/** Property managers, main contractors and companies by country; {L} a surname, {T} a town. */
const FIRMS: Record<Lang, Record<Exclude<CustomerKind, 'private'>, string[]>> = {
  de: {
    manager: ['Hausverwaltung {L} GmbH', 'Immobilienverwaltung {L} & Partner', 'WEG-Verwaltung {L} GmbH', '{T}er Wohnungsbau eG', 'Hausverwaltung {L} KG'],
    contractor: ['{L} Bauunternehmung GmbH', 'Bau-{L} GmbH & Co. KG', '{L} Hoch- und Tiefbau GmbH', 'Generalunternehmer {L} GmbH'],
    company: ['{L} Zahntechnik GmbH', 'Autohaus {L} GmbH', 'Praxis Dr. {L}', '{L} Steuerberatung PartG mbB', 'Bäckerei {L} GmbH'],
  },
  fr: {
    manager: ['Cabinet {L} Immobilier', 'Syndic {L} Gestion', 'Foncia {T}', 'SCI Les Jardins de {T}', 'Agence {L} Gestion Locative'],
    contractor: ['{L} Construction SAS', 'Entreprise Générale {L} SARL', 'SAS Bâti {L}', '{L} Rénovation SAS'],
    company: ['SARL Boulangerie {L}', 'Cabinet dentaire {L}', 'SAS {L} Distribution', 'Hôtel du Parc SARL'],
  },
  en: {
    manager: ['{L} Property Management Ltd', '{T} Lettings & Management', '{L} & Co Estate Agents', 'Greenfield Block Management Ltd'],
    contractor: ['{L} Construction Ltd', '{L} & Sons Builders Ltd', '{L} Build Group Ltd', '{T} Developments Ltd'],
    company: ['The {L} Dental Practice', '{L} Accountants LLP', 'The Red Lion ({T}) Ltd', '{L} Veterinary Surgery'],
  },
  es: {
    manager: ['Administración de Fincas {L}', 'Comunidad de Propietarios {S}', 'Gestiones Inmobiliarias {L} S.L.', 'Fincas {L} S.L.'],
    contractor: ['Construcciones {L} S.L.', 'Obras y Reformas {L} S.L.', 'Promociones {L} e Hijos S.L.', 'Edificaciones {T} S.A.'],
    company: ['Clínica Dental {L} S.L.', 'Restaurante {L} S.L.', 'Asesoría {L} S.L.', 'Farmacia {L} C.B.'],
  },
  it: {
    manager: ['Condominio {S}', 'Studio {L} Amministrazioni Condominiali', 'Amministrazioni {L} S.r.l.', 'Immobiliare {L} S.r.l.'],
    contractor: ['Costruzioni {L} S.r.l.', 'Impresa Edile {L} S.p.A.', 'Edil {L} S.r.l.', '{L} Costruzioni Generali S.r.l.'],
    company: ['Studio Dentistico {L}', 'Ristorante Da {F} S.n.c.', 'Farmacia {L} S.a.s.', 'Hotel {T} S.r.l.'],
  },
  nl: {
    manager: ['VvE {S}', 'Vastgoedbeheer {L} B.V.', 'Woningstichting {T}', 'Beheermaatschappij {L} B.V.'],
    contractor: ['Bouwbedrijf {L} B.V.', 'Aannemersbedrijf {L} & Zn. B.V.', '{L} Bouw en Onderhoud B.V.', 'Bouwcombinatie {T} B.V.'],
    company: ['Tandartspraktijk {L}', 'Restaurant De Gouden Leeuw B.V.', '{L} Accountants B.V.', 'Bakkerij {L} V.O.F.'],
  },
};
/** A customer of `kind`: its printed name, the salutation line above a private person's name, and its address. */
export function customer(random: Random, lang: Lang, kind: CustomerKind): { name: string; salutation: string | null; addr: Address; contact: Person } {
  const p = person(random, lang), addr = address(random, lang), contact = person(random, lang);
  if (kind === 'private') {
    const woman = FEMALE.has(p.first);
    const two = random() < 0.2 ? person(random, lang) : null;
    const and = { de: 'und', fr: 'et', es: 'y', it: 'e', nl: 'en', en: 'and' }[lang];
    const name = two && !FEMALE.has(two.first) === woman && two.first !== p.first ? `${p.first} ${and} ${two.first} ${p.last}` : `${p.first} ${p.last}`;
    const couple = name.includes(` ${and} `);
    const sal = { de: couple ? 'Familie' : woman ? 'Frau' : 'Herrn', fr: couple ? 'Monsieur et Madame' : woman ? 'Madame' : 'Monsieur', en: '', es: couple ? '' : woman ? 'Sra.' : 'Sr.', it: couple ? 'Gent.mi Sigg.' : woman ? 'Gent.ma Sig.ra' : 'Egr. Sig.', nl: couple ? 'Fam.' : woman ? 'Mevr.' : 'Dhr.' }[lang];
    return { name, salutation: sal || null, addr, contact };
  }
  const pattern = pick(random, FIRMS[lang][kind]);
  const name = pattern.replace('{L}', p.last).replace('{F}', p.first).replace('{T}', addr.town).replace('{S}', addr.street);
  return { name, salutation: null, addr, contact };
}
const FEMALE = new Set(['Sabine', 'Claudia', 'Petra', 'Monika', 'Katrin', 'Anja', 'Lena', 'Sophie', 'Isabelle', 'Nathalie', 'Claire', 'Sandrine', 'Céline', 'Sarah', 'Emma', 'Rachel',
  'Helen', 'Karen', 'María', 'Carmen', 'Ana', 'Laura', 'Lucía', 'Pilar', 'Elena', 'Giulia', 'Chiara', 'Silvia', 'Maria', 'Sanne', 'Linda', 'Anouk', 'Marieke', 'Esther', 'Femke']);
