/**
 * People, companies, addresses and phone numbers for the "services" invoices, per country.
 */
import { chance, digits, int, letters, pick, type Random } from './services-common.ts';

export type Country = 'IN' | 'FR' | 'GB' | 'ES' | 'IE' | 'DE' | 'NL' | 'BE';
export type EuCountry = 'FR' | 'ES' | 'IE' | 'DE' | 'NL' | 'BE';

const FIRST: Record<Country, string[]> = {
  IN: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Karthik', 'Divya', 'Arjun', 'Meera', 'Siddharth', 'Lakshmi', 'Imran', 'Pooja', 'Harpreet'],
  FR: ['Julien', 'Camille', 'Thomas', 'Léa', 'Nicolas', 'Manon', 'Antoine', 'Chloé', 'Mathieu', 'Élodie', 'Sébastien', 'Margaux', 'Hugo', 'Inès'],
  GB: ['Sarah', 'James', 'Emma', 'Oliver', 'Charlotte', 'Daniel', 'Rachel', 'Matthew', 'Hannah', 'Gareth', 'Fiona', 'Liam', 'Priya', 'Callum'],
  ES: ['María', 'Javier', 'Lucía', 'Alejandro', 'Carmen', 'Pablo', 'Elena', 'Sergio', 'Marta', 'Diego', 'Nuria', 'Álvaro', 'Irene', 'Jordi'],
  IE: ['Aoife', 'Ciarán', 'Siobhán', 'Conor', 'Niamh', 'Darragh', 'Róisín', 'Eoin', 'Orla', 'Seán'],
  DE: ['Lukas', 'Anna', 'Jonas', 'Sophie', 'Felix', 'Katharina', 'Maximilian', 'Laura', 'Tobias', 'Julia'],
  NL: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Jeroen', 'Femke', 'Thijs', 'Anouk', 'Ruben', 'Eva'],
  BE: ['Wout', 'Lien', 'Pieter', 'Elise', 'Maxime', 'Charlotte', 'Arne', 'Nathalie'],
};
const LAST: Record<Country, string[]> = {
  IN: ['Sharma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Menon', 'Banerjee', 'Kulkarni', 'Singh', 'Chopra', 'Rao', 'Deshpande', 'Khan', 'Agarwal'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Garnier', 'Rousseau', 'Fontaine', 'Chevalier', 'Marchand', 'Perrin', 'Girard'],
  GB: ['Thompson', 'Hughes', 'Patel', 'Walker', 'Robinson', 'Wright', 'Edwards', 'Clarke', 'Turner', 'Hargreaves', 'Whitfield', 'Morgan', 'Davies'],
  ES: ['García López', 'Martínez Ruiz', 'Fernández Gil', 'Sánchez Mora', 'Romero Vidal', 'Navarro Ortega', 'Torres Iglesias', 'Castro Prieto', 'Puig Ferrer'],
  IE: ["O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Ryan', 'Doyle', 'McCarthy', 'Gallagher', 'Walsh', 'Fitzgerald'],
  DE: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Zimmermann', 'Krüger'],
  NL: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'van den Berg'],
  BE: ['Peeters', 'Janssens', 'Maes', 'Claes', 'Dubois', 'Lambert', 'Wouters', 'Goossens'],
};

export const person = (r: Random, c: Country): string => `${pick(r, FIRST[c])} ${pick(r, LAST[c])}`;

const IN_CITIES = [
  { city: 'Bengaluru', state: 'Karnataka', gst: '29', pin: '560', areas: ['HSR Layout', 'Koramangala', 'Whitefield', 'Jayanagar'] }, { city: 'Mumbai', state: 'Maharashtra', gst: '27', pin: '400', areas: ['Andheri East', 'Powai', 'Goregaon West', 'Chembur'] },
  { city: 'Pune', state: 'Maharashtra', gst: '27', pin: '411', areas: ['Koregaon Park', 'Hinjewadi', 'Kothrud', 'Baner'] }, { city: 'New Delhi', state: 'Delhi', gst: '07', pin: '110', areas: ['Lajpat Nagar', 'Dwarka Sector 7', 'Karol Bagh', 'Saket'] },
  { city: 'Chennai', state: 'Tamil Nadu', gst: '33', pin: '600', areas: ['Adyar', 'T. Nagar', 'Velachery', 'Anna Nagar'] }, { city: 'Hyderabad', state: 'Telangana', gst: '36', pin: '500', areas: ['Madhapur', 'Gachibowli', 'Kukatpally', 'Banjara Hills'] },
  { city: 'Gurugram', state: 'Haryana', gst: '06', pin: '122', areas: ['DLF Phase 3', 'Sohna Road', 'Sector 49', 'Udyog Vihar'] }, { city: 'Ahmedabad', state: 'Gujarat', gst: '24', pin: '380', areas: ['Navrangpura', 'Satellite', 'Bodakdev', 'Maninagar'] },
  { city: 'Kolkata', state: 'West Bengal', gst: '19', pin: '700', areas: ['Salt Lake', 'Ballygunge', 'New Town', 'Behala'] }, { city: 'Noida', state: 'Uttar Pradesh', gst: '09', pin: '201', areas: ['Sector 62', 'Sector 18', 'Sector 135', 'Sector 76'] },
  { city: 'Jaipur', state: 'Rajasthan', gst: '08', pin: '302', areas: ['Malviya Nagar', 'Vaishali Nagar', 'C-Scheme', 'Mansarovar'] }, { city: 'Kochi', state: 'Kerala', gst: '32', pin: '682', areas: ['Kakkanad', 'Edappally', 'Vyttila', 'Kaloor'] },
];
export type IndianCity = (typeof IN_CITIES)[number];
export const indianCity = (r: Random): IndianCity => pick(r, IN_CITIES);

/** An Indian address in `city`: lines ending with "City, State - PIN". */
export function indianAddress(r: Random, city: IndianCity, business: boolean): string[] {
  const first = business
    ? pick(r, [`Plot No. ${int(r, 3, 190)}, ${pick(r, ['Phase II', 'Sector ' + int(r, 2, 63), 'KIADB Industrial Area', 'MIDC'])}`, `Survey No. ${int(r, 12, 340)}/${int(r, 1, 9)}, ${pick(r, ['Warehouse Block C', 'Godown No. ' + int(r, 1, 14), 'Shed ' + int(r, 2, 30)])}`, `Unit ${int(r, 101, 412)}, ${pick(r, ['Prestige Tech Park', 'Sai Industrial Estate', 'Omkar Logistics Hub', 'Green Valley Complex'])}`])
    : pick(r, [`Flat ${int(r, 101, 1204)}, ${pick(r, ['Sai Residency', 'Lake View Apartments', 'Shanti Nagar CHS', 'Sunrise Towers', 'Palm Grove'])}`, `#${int(r, 2, 480)}, ${int(r, 4, 18)}th Cross, ${int(r, 4, 9)}th Main`, `House No. ${int(r, 1, 99)}-${int(r, 1, 40)}, ${pick(r, ['Gandhi Road', 'Station Road', 'MG Road', 'Temple Street'])}`]);
  const area = pick(r, city.areas);
  return [first, area, `${city.city}, ${city.state} - ${city.pin}${digits(r, 3)}`];
}

const FR_STREETS = ['rue des Lilas', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue de la République', 'allée des Tilleuls', 'rue Victor Hugo', 'chemin des Vignes', 'place du Marché', 'rue Pasteur'];
const GB_STREETS = ['Orchard Close', 'Station Road', 'Victoria Street', 'Mill Lane', 'Church Walk', 'Queens Avenue', 'Park View', 'Manor Road', 'Beech Grove'];
const ES_STREETS = ['Calle de Alcalá', 'Avenida Diagonal', 'Calle Mayor', 'Gran Vía', 'Paseo de la Castellana', 'Calle San Vicente', 'Avenida de la Constitución', 'Calle Larios'];
const IE_STREETS = ['Harcourt Street', 'Grand Canal Quay', 'Sandyford Business Park', 'Patrick Street', 'Eyre Square', "O'Connell Street", 'Dock Road'];
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Friedrichstraße', 'Lindenallee', 'Am Hafen', 'Schillerstraße', 'Industriestraße'];
const NL_STREETS = ['Keizersgracht', 'Stationsplein', 'Oudegracht', 'Herengracht', 'Coolsingel', 'Vredenburg', 'Kanaalweg', 'Europalaan'];
const BE_STREETS = ['Meir', 'Rue de la Loi', 'Korenmarkt', 'Avenue Louise', 'Bondgenotenlaan', 'Kouter'];

const FR_CITIES: [string, string][] = [['Paris', '750'], ['Lyon', '6900'], ['Marseille', '130'], ['Toulouse', '310'], ['Nantes', '440'], ['Lille', '590'], ['Bordeaux', '330'], ['Rennes', '350'], ['Montpellier', '340'], ['Grenoble', '380']];
const GB_TOWNS: [string, string][] = [['Harrogate', 'HG'], ['Leeds', 'LS'], ['Bristol', 'BS'], ['Manchester', 'M'], ['Nottingham', 'NG'], ['Cardiff', 'CF'], ['Norwich', 'NR'], ['Guildford', 'GU'], ['Sheffield', 'S'], ['Exeter', 'EX']];
const ES_CITIES: [string, string][] = [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Málaga', '290'], ['Bilbao', '480'], ['Zaragoza', '500'], ['Palma', '070']];
const IE_TOWNS: [string, string][] = [['Dublin 2', 'D02'], ['Dublin 4', 'D04'], ['Dublin 18', 'D18'], ['Cork', 'T12'], ['Galway', 'H91'], ['Limerick', 'V94']];
const DE_CITIES: [string, string][] = [['Berlin', '10'], ['München', '80'], ['Hamburg', '20'], ['Frankfurt am Main', '60'], ['Köln', '50'], ['Stuttgart', '70'], ['Leipzig', '04']];
const NL_CITIES: [string, string][] = [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Eindhoven', '56'], ['Den Haag', '25'], ['Groningen', '97'], ['Haarlem', '20']];
const BE_CITIES: [string, string][] = [['Antwerpen', '2000'], ['Brussel', '1000'], ['Gent', '9000'], ['Leuven', '3000'], ['Liège', '4000']];

/** A street address of `country` as printed lines (street, postcode + town or town + postcode). */
export function address(r: Random, c: Exclude<Country, 'IN'>, business = false): string[] {
  switch (c) {
    case 'FR': {
      const [city, pre] = pick(r, FR_CITIES);
      const code = city === 'Paris' ? `750${String(int(r, 1, 20)).padStart(2, '0')}` : pre + String(int(r, 1, 10 ** (5 - pre.length) - 1)).padStart(5 - pre.length, '0');
      return [`${int(r, 1, 148)}${chance(r, 0.15) ? ' bis' : ''} ${pick(r, FR_STREETS)}`, `${code} ${city}${city === 'Paris' ? '' : business && chance(r, 0.3) ? ' Cedex' : ''}`];
    }
    case 'GB': {
      const [town, area] = pick(r, GB_TOWNS);
      const street = `${int(r, 1, 220)} ${pick(r, GB_STREETS)}`;
      const pc = `${area}${int(r, 1, 28)} ${int(r, 1, 9)}${letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
      return business && chance(r, 0.5) ? [`Unit ${int(r, 1, 24)}, ${pick(r, ['Riverside Works', 'Kingsway Trading Estate', 'Old Mill Yard'])}`, street, town, pc] : [street, town, pc];
    }
    case 'ES': {
      const [city, pre] = pick(r, ES_CITIES);
      return [`${pick(r, ES_STREETS)}, ${int(r, 1, 210)}${chance(r, 0.6) ? `, ${int(r, 1, 8)}º ${pick(r, ['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}` : ''}`, `${pre}${digits(r, 2)} ${city}`];
    }
    case 'IE': {
      const [town, key] = pick(r, IE_TOWNS);
      const unit = business ? `${pick(r, ['Unit', 'Block', 'Floor'])} ${int(r, 1, 9)}, ` : '';
      return [`${unit}${int(r, 1, 90)} ${pick(r, IE_STREETS)}`, `${town}, ${key} ${letters(r, 1, 'ACDEFHKNPRTVWXY')}${digits(r, 1)}${letters(r, 2, 'ACDEFHKNPRTVWXY')}`, 'Ireland'];
    }
    case 'DE': {
      const [city, pre] = pick(r, DE_CITIES);
      return [`${pick(r, DE_STREETS)} ${int(r, 1, 140)}`, `${pre}${digits(r, 3)} ${city}`, 'Germany'];
    }
    case 'NL': {
      const [city, pre] = pick(r, NL_CITIES);
      return [`${pick(r, NL_STREETS)} ${int(r, 1, 400)}${chance(r, 0.3) ? '-' + pick(r, ['A', 'B', '2', '3h']) : ''}`, `${pre}${digits(r, 2)} ${letters(r, 2, 'ABCDEGHJKLMNPRTVWXZ')} ${city}`];
    }
    case 'BE': {
      const [city, code] = pick(r, BE_CITIES);
      return [`${pick(r, BE_STREETS)} ${int(r, 1, 180)}`, `${code} ${city}`, 'Belgium'];
    }
  }
}

/** A company name of `country`: invented stem + trade + legal form. */
export function company(r: Random, c: Country): string {
  const stems: Record<Country, string[]> = {
    IN: ['Sahyadri', 'Trinetra', 'Vasudha', 'Nilgiri', 'Aravali', 'Kaveri', 'Suvarna'],
    FR: ['Boulangerie Perrin', 'Atelier Garnier', 'Cabinet Rousseau', 'Transports Moreau', 'Garage Fontaine', 'Pharmacie Chevalier'],
    GB: ['Greenfield', 'Kingsway', 'Harbour', 'Redbrick', 'Oakleaf', 'Northgate', 'Willow'],
    ES: ['Tecnologías Alameda', 'Construcciones Ebro', 'Distribuciones Levante', 'Consultoría Nervión', 'Bodegas Duero'],
    IE: ['Liffey', 'Shannon', 'Clover', 'Burren', 'Atlantic', 'Emerald'],
    DE: ['Nordlicht', 'Alpenblick', 'Rheintal', 'Spreewerk', 'Hanse', 'Elbtal'],
    NL: ['Noorderzon', 'Polderkracht', 'Dijkstra', 'Tulpenveld', 'Grachtwerk'],
    BE: ['Scheldeweg', 'Ardenne', 'Leieland', 'Meuse'],
  };
  const stem = pick(r, stems[c]);
  switch (c) {
    case 'IN': return `${stem} ${pick(r, ['Infotech', 'Traders', 'Enterprises', 'Software Solutions', 'Exports'])} ${pick(r, ['Pvt. Ltd.', 'Private Limited', 'LLP'])}`;
    case 'FR': return `${stem} ${pick(r, ['SARL', 'SAS', 'EURL'])}`;
    case 'GB': return `${stem} ${pick(r, ['Lettings', 'Property Management', 'Estates', 'Developments', 'Facilities'])} ${pick(r, ['Ltd', 'Limited'])}`;
    case 'ES': return `${stem}, ${pick(r, ['S.L.', 'S.A.', 'S.L.U.'])}`;
    case 'IE': return `${stem} ${pick(r, ['Analytics', 'Digital', 'Health', 'Logistics', 'Labs'])} ${pick(r, ['Ltd', 'Limited', 'DAC'])}`;
    case 'DE': return `${stem} ${pick(r, ['Logistik', 'Medien', 'Software', 'Handel', 'Systeme'])} GmbH`;
    case 'NL': return `${stem} ${pick(r, ['Media', 'Logistiek', 'Software', 'Advies'])} B.V.`;
    case 'BE': return `${stem} ${pick(r, ['Solutions', 'Logistics', 'Design'])} ${pick(r, ['BV', 'NV', 'SRL'])}`;
  }
}

/** A VAT id of an EU country as commonly printed (no spaces). */
export function euVat(r: Random, c: EuCountry): string {
  switch (c) {
    case 'FR': return `FR${digits(r, 2)}${int(r, 3, 9)}${digits(r, 8)}`;
    case 'IE': return `IE${int(r, 1, 9)}${digits(r, 6)}${letters(r, 1, 'ABCDEFGHKLMNPRSTW')}${chance(r, 0.5) ? 'H' : ''}`;
    case 'DE': return `DE${int(r, 1, 3)}${digits(r, 8)}`;
    case 'NL': return `NL${int(r, 1, 8)}${digits(r, 8)}B${pick(r, ['01', '01', '02'])}`;
    case 'BE': return `BE0${int(r, 4, 8)}${digits(r, 8)}`;
    case 'ES': return `ESB${digits(r, 8)}`;
  }
}

/** A phone number as printed in `country`. */
export function phone(r: Random, c: Country, mobile = false): string {
  switch (c) {
    case 'IN': return `+91 ${int(r, 6, 9)}${digits(r, 4)} ${digits(r, 5)}`;
    case 'FR': return `${mobile ? pick(r, ['06', '07']) : pick(r, ['01', '04', '05', '09'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
    case 'GB': return mobile ? `07${digits(r, 3)} ${digits(r, 6)}` : `01${digits(r, 3)} ${digits(r, 6)}`;
    case 'ES': return `+34 ${int(r, 6, 9)}${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`;
    case 'IE': return `+353 1 ${digits(r, 3)} ${digits(r, 4)}`;
    case 'DE': return `+49 ${int(r, 30, 89)} ${digits(r, 7)}`;
    case 'NL': return `+31 ${pick(r, ['20', '10', '30', '40'])} ${digits(r, 3)} ${digits(r, 4)}`;
    case 'BE': return `+32 ${int(r, 2, 9)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`;
  }
}
