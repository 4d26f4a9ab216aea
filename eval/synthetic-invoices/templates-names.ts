/**
 * Businesses, customers and addresses for the English-language office-template invoices (US, UK, Canada,
 * Australia, Ireland), with each country's legal forms, address and phone conventions.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { TRADE_WORDS, type Trade } from './templates-items.ts';

export type Country = 'us' | 'uk' | 'ca' | 'au' | 'ie';

export interface City { city: string; region: string; postcode: string; area: string }
export interface Party {
  name: string;
  /** a contact person printed under a company name ("Attn: …"), if any. */
  person: string | null;
  isCompany: boolean;
  lines: string[];
  city: City;
  phone: string;
  email: string;
}

interface CountryData {
  places: readonly string[];
  legal: readonly string[];
  first: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  cities: readonly City[];
  customers: readonly string[];
  tld: string;
  phone: (random: Random, city: City) => string;
}

const DATA: Record<Country, CountryData> = {
  us: {
    places: ['Lone Star', 'Cedar Creek', 'Hudson Valley', 'Bayside', 'Redwood', 'Blue Ridge', 'Riverside', 'Summit'],
    legal: [' LLC', ', LLC', ' Inc.', ', Inc.'],
    first: ['Jennifer', 'Michael', 'Ashley', 'David', 'Brittany', 'Carlos', 'Megan', 'Tyler', 'Keisha', 'Ryan'],
    last: ['Alvarez', 'Johnson', 'Nguyen', 'Miller', 'Brooks', 'Patel', 'Walker', 'Kowalski', 'Reed', 'Sullivan'],
    streets: ['Oak Street', 'Maple Avenue', 'Congress Ave', 'Elm Drive', 'Main Street', 'Sunset Blvd', 'Lake Shore Drive', 'Peachtree Rd NE'],
    cities: [
      { city: 'Austin', region: 'TX', postcode: '78701', area: '512' }, { city: 'Houston', region: 'TX', postcode: '77002', area: '713' },
      { city: 'Buffalo', region: 'NY', postcode: '14202', area: '716' }, { city: 'Sacramento', region: 'CA', postcode: '95814', area: '916' },
      { city: 'Chicago', region: 'IL', postcode: '60607', area: '312' }, { city: 'Atlanta', region: 'GA', postcode: '30303', area: '404' },
      { city: 'Denver', region: 'CO', postcode: '80202', area: '303' }, { city: 'Pittsburgh', region: 'PA', postcode: '15222', area: '412' },
    ],
    customers: ['Parkview Dental Group', 'Henderson Realty LLC', 'Cornerstone Bakery', 'Westside Community Church', 'Apex Fitness Inc.', 'Greenleaf Property Management', 'Marigold Café', 'Tri-County Veterinary Clinic'],
    tld: '.com',
    phone: (r, c) => `(${c.area}) 555-0${digits(r, 3)}`,
  },
  uk: {
    places: ['Thornbury', 'Kestrel', 'Pennine', 'Harbourside', 'Oakwood', 'Castlegate', 'Riverside', 'Meadowbank'],
    legal: [' Ltd', ' Ltd', ' Limited'],
    first: ['Sophie', 'James', 'Priya', 'Oliver', 'Hannah', 'Tom', 'Aisha', 'George', 'Emily', 'Rhys'],
    last: ['Patel', 'Clarke', 'Hughes', 'Whitaker', 'Evans', 'Thompson', 'Shaw', 'Ahmed', 'Booth', 'Fletcher'],
    streets: ['High Street', 'Station Road', 'Victoria Street', 'Church Lane', 'Park Road', 'Mill Lane', 'Queen Street', 'Albion Terrace'],
    cities: [
      { city: 'Leeds', region: 'West Yorkshire', postcode: 'LS1 4AP', area: '0113' }, { city: 'Bristol', region: '', postcode: 'BS1 5TR', area: '0117' },
      { city: 'Manchester', region: '', postcode: 'M4 1HN', area: '0161' }, { city: 'Norwich', region: 'Norfolk', postcode: 'NR2 1TF', area: '01603' },
      { city: 'Cardiff', region: '', postcode: 'CF10 1EP', area: '029' }, { city: 'Reading', region: 'Berkshire', postcode: 'RG1 2LU', area: '0118' },
      { city: 'York', region: '', postcode: 'YO1 7HH', area: '01904' }, { city: 'Brighton', region: 'East Sussex', postcode: 'BN1 1UB', area: '01273' },
    ],
    customers: ['Hartley & Green Solicitors', 'The Crown & Anchor', 'Bluebell Nursery Ltd', 'Wessex Property Lettings', 'Northgate Surgery', 'Moorland Brewing Co Ltd', 'St Anne\'s Primary School', 'Carter Logistics Ltd'],
    tld: '.co.uk',
    phone: (r, c) => (chance(r, 0.25) ? `07700 900${digits(r, 3)}` : c.area.length === 3 ? `${c.area} 2${digits(r, 3)} ${digits(r, 4)}` : c.area.length === 4 ? `${c.area} 496 ${digits(r, 4)}` : `${c.area} ${digits(r, 6)}`),
  },
  ca: {
    places: ['Northern Pine', 'Lakeshore', 'Maple Leaf', 'Prairie', 'Rideau', 'Bow Valley', 'Harbourfront', 'Glenmore'],
    legal: [' Inc.', ' Ltd.', ' Corp.', ' Inc.'],
    first: ['Chloe', 'Liam', 'Émilie', 'Noah', 'Avneet', 'Ethan', 'Olivia', 'Mathieu', 'Jasmine', 'Connor'],
    last: ['Tremblay', 'MacDonald', 'Singh', 'Wilson', 'Gagnon', 'Chen', 'Campbell', 'Roy', 'Fraser', 'Leblanc'],
    streets: ['King Street West', 'Bank Street', 'Queen Street East', '17 Avenue SW', 'Jasper Avenue', 'Main Street', 'Dundas Street', 'Gateway Drive'],
    cities: [
      { city: 'Toronto', region: 'ON', postcode: 'M5V 2T6', area: '416' }, { city: 'Ottawa', region: 'ON', postcode: 'K1P 5J2', area: '613' },
      { city: 'Hamilton', region: 'ON', postcode: 'L8P 4R5', area: '905' }, { city: 'Calgary', region: 'AB', postcode: 'T2P 1J9', area: '403' },
      { city: 'Edmonton', region: 'AB', postcode: 'T5J 0N3', area: '780' }, { city: 'Moncton', region: 'NB', postcode: 'E1C 1E8', area: '506' }, { city: 'Fredericton', region: 'NB', postcode: 'E3B 1E5', area: '506' },
      { city: 'Mississauga', region: 'ON', postcode: 'L5B 3C2', area: '905' }, { city: 'Red Deer', region: 'AB', postcode: 'T4N 1X2', area: '403' },
    ],
    customers: ['Beaver Creek Dental', 'Northshore Property Group Inc.', 'The Daily Grind Café', 'Maplewood Montessori', 'Timberline Outfitters Ltd.', 'Polar Bear Plumbing', 'Riverbend Physiotherapy', 'Capital City Realty'],
    tld: '.ca',
    phone: (r, c) => `(${c.area}) 555-0${digits(r, 3)}`,
  },
  au: {
    places: ['Coastal', 'Wattle', 'Southern Cross', 'Bondi', 'Redgum', 'Blue Gum', 'Harbour City', 'Sandstone'],
    legal: [' Pty Ltd', ' Pty Ltd', ' Pty. Ltd.'],
    first: ['Jack', 'Chloe', 'Lachlan', 'Mia', 'Harrison', 'Zoe', 'Cooper', 'Isla', 'Mitchell', 'Sienna'],
    last: ['Smith', 'Nguyen', 'Kelly', 'O\'Brien', 'Taylor', 'Papadopoulos', 'Wright', 'Murray', 'Tran', 'Harris'],
    streets: ['George Street', 'King Street', 'Chapel Street', 'Brunswick Street', 'Ann Street', 'Hay Street', 'Rundle Mall', 'Oxford Street'],
    cities: [
      { city: 'Sydney', region: 'NSW', postcode: '2000', area: '02' }, { city: 'Newtown', region: 'NSW', postcode: '2042', area: '02' },
      { city: 'Melbourne', region: 'VIC', postcode: '3000', area: '03' }, { city: 'Fitzroy', region: 'VIC', postcode: '3065', area: '03' },
      { city: 'Brisbane City', region: 'QLD', postcode: '4000', area: '07' }, { city: 'Perth', region: 'WA', postcode: '6000', area: '08' },
      { city: 'Adelaide', region: 'SA', postcode: '5000', area: '08' }, { city: 'Hobart', region: 'TAS', postcode: '7000', area: '03' },
    ],
    customers: ['Bayside Physio Pty Ltd', 'The Flat White Co', 'Kookaburra Childcare Centre', 'Harbour View Strata', 'Ironbark Constructions Pty Ltd', 'Sunnybank Medical Centre', 'Eastside Barbers', 'Outback Tours Australia'],
    tld: '.com.au',
    phone: (r, c) => (chance(r, 0.35) ? `04${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}` : `(${c.area}) ${int(r, 8, 9)}${digits(r, 3)} ${digits(r, 4)}`),
  },
  ie: {
    places: ['Liffey', 'Shannon', 'Connemara', 'Wicklow', 'Emerald', 'Atlantic', 'Boyne', 'Burren'],
    legal: [' Ltd', ' Limited', ' Ltd'],
    first: ['Aoife', 'Conor', 'Niamh', 'Seán', 'Ciara', 'Darragh', 'Róisín', 'Cian', 'Siobhán', 'Eoin'],
    last: ['Murphy', 'O\'Sullivan', 'Kelly', 'Byrne', 'Walsh', 'Doyle', 'McCarthy', 'Fitzgerald', 'Nolan', 'Brennan'],
    streets: ['Main Street', 'Grafton Street', 'Patrick Street', 'Shop Street', 'O\'Connell Street', 'Church Road', 'Mary Street', 'Quay Street'],
    cities: [
      { city: 'Dublin 2', region: '', postcode: 'D02 X285', area: '01' }, { city: 'Dublin 8', region: '', postcode: 'D08 N2F3', area: '01' },
      { city: 'Cork', region: '', postcode: 'T12 W8CV', area: '021' }, { city: 'Galway', region: '', postcode: 'H91 E2K3', area: '091' },
      { city: 'Limerick', region: '', postcode: 'V94 T9PX', area: '061' }, { city: 'Kilkenny', region: '', postcode: 'R95 FX02', area: '056' },
      { city: 'Sligo', region: '', postcode: 'F91 YW50', area: '071' }, { city: 'Waterford', region: '', postcode: 'X91 K2W3', area: '051' },
    ],
    customers: ['Brennan\'s Pharmacy', 'The Quays Bar & Restaurant', 'Claddagh Dental Practice', 'Greenway Credit Union', 'Saoirse Montessori', 'Atlantic Surf School Ltd', 'Kinsale Harbour Hotel', 'Ó Briain Solicitors'],
    tld: '.ie',
    phone: (r, c) => (chance(r, 0.3) ? `08${int(r, 5, 7)} ${digits(r, 3)} ${digits(r, 4)}` : `(${c.area}) ${int(r, 2, 9)}${digits(r, 2)} ${digits(r, 4)}`),
  },
};

export const slug = (name: string): string => name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '').slice(0, 22);

function addressLines(d: CountryData, country: Country, random: Random, city: City): string[] {
  const street = `${int(random, 1, country === 'us' || country === 'ca' ? 4999 : 240)} ${pick(random, d.streets)}`;
  const unit = chance(random, 0.3) ? (country === 'us' ? `Suite ${int(random, 100, 450)}` : country === 'au' ? `Unit ${int(random, 1, 20)}` : `Unit ${int(random, 1, 12)}`) : null;
  switch (country) {
    case 'us': return [unit ? `${street}, ${unit}` : street, `${city.city}, ${city.region} ${city.postcode}`];
    case 'ca': return [unit ? `${street}, ${unit}` : street, `${city.city}, ${city.region} ${city.postcode}`];
    case 'au': return [unit ? `${unit}, ${street}` : street, `${city.city} ${city.region} ${city.postcode}`];
    case 'uk': return [...(unit ? [unit] : []), street, city.city, city.postcode];
    case 'ie': return [...(unit ? [unit] : []), street, city.city, city.postcode];
  }
}

export const personName = (random: Random, country: Country): string => `${pick(random, DATA[country].first)} ${pick(random, DATA[country].last)}`;

/** The business that issues the invoice: "<place> <trade word><legal form>" in one of the country's cities. */
export function supplierParty(random: Random, country: Country, trade: Trade, cities?: readonly City[]): Party {
  const d = DATA[country];
  const place = pick(random, d.places);
  const word = pick(random, TRADE_WORDS[trade]);
  const name = `${place} ${word}${pick(random, d.legal)}`;
  const city = pick(random, cities ?? d.cities);
  const base = slug(place) + slug(word.split(' ')[0]);
  return {
    name, person: personName(random, country), isCompany: true, lines: addressLines(d, country, random, city), city,
    phone: d.phone(random, city), email: `${pick(random, ['info', 'hello', 'accounts', 'office'])}@${base}${d.tld}`,
  };
}

/** The customer: a local business (sometimes with a contact person) or a private person. */
export function customerParty(random: Random, country: Country, near?: City, localShare = 0.8): Party {
  const d = DATA[country];
  const local = near ? d.cities.filter((c) => c.region === near.region) : [];
  const city = pick(random, near && local.length > 0 && chance(random, localShare) ? local : d.cities);
  const isCompany = chance(random, 0.65);
  const person = personName(random, country);
  const name = isCompany ? pick(random, d.customers) : person;
  return {
    name, person: isCompany && chance(random, 0.5) ? person : null, isCompany, lines: addressLines(d, country, random, city), city,
    phone: d.phone(random, city), email: `${slug(person.split(' ')[0])}@${isCompany ? slug(name) + d.tld : pick(random, ['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

/** Another address of the same customer (a ship-to / site address). */
export function siteParty(random: Random, country: Country, of: Party): Party {
  const d = DATA[country];
  const city = pick(random, d.cities);
  return { ...of, person: of.isCompany ? personName(random, country) : null, lines: addressLines(d, country, random, city), city };
}
