/**
 * Invented practices, clinics, patients and insurers of the care family (care.ts): doctors' and therapists'
 * practice names with their legal forms, children's first names (a parent pays for a child), the insurers each
 * country's patients name on their bills, and the identifiers printed on a practice's page (ADELI/RPPS, AGB-code,
 * BSN, NHS-style numbers) — people, addresses and towns come from fees-names.ts and workshop-names.ts.
 */
import { cap, chance, digits, int, pick, type Random } from './care-common.ts';
import { address, person, surname, type Address, type Person } from './fees-names.ts';
import { ukAddress, ukPerson, ukSurname } from './workshop-names.ts';

export { address, person, surname, ukAddress, ukPerson, ukSurname, type Address, type Person };

const CHILDREN = {
  de: ['Paul', 'Emma', 'Ben', 'Mia', 'Leon', 'Hannah', 'Finn', 'Lina', 'Jonas', 'Marie', 'Noah', 'Ella', 'Luis', 'Clara', 'Felix', 'Lea'],
  fr: ['Léo', 'Jade', 'Gabriel', 'Louise', 'Raphaël', 'Emma', 'Arthur', 'Alice', 'Louis', 'Chloé', 'Jules', 'Inès', 'Hugo', 'Léna'],
  it: ['Leonardo', 'Sofia', 'Francesco', 'Aurora', 'Tommaso', 'Giulia', 'Edoardo', 'Ginevra', 'Lorenzo', 'Beatrice', 'Mattia', 'Alice', 'Riccardo', 'Greta'],
  es: ['Hugo', 'Lucía', 'Martín', 'Sofía', 'Mateo', 'Martina', 'Leo', 'Julia', 'Pablo', 'Valeria', 'Daniel', 'Paula', 'Álvaro', 'Carla'],
  nl: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Mila', 'Finn', 'Tess', 'Levi', 'Sophie', 'Noah', 'Zoë', 'Jesse', 'Saar'],
  en: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack', 'Ivy', 'Charlie', 'Freya', 'Theo', 'Poppy'],
};
export const childName = (random: Random, lang: keyof typeof CHILDREN): string => pick(random, CHILDREN[lang]);

// ---------------------------------------------------------------- practice names
export function frCabinet(random: Random, kind: 'kine' | 'osteo' | 'psy', town: string): string {
  const place = pick(random, ['du Parc', 'des Halles', 'Pasteur', 'Saint-Michel', `de ${town}`, 'de la Gare', 'des Tilleuls', 'République', 'du Centre']);
  const form = pick(random, ['SELARL', 'SELARL', 'SCP']);
  return {
    kine: pick(random, [`Cabinet de kinésithérapie ${place}`, `${form} Kiné ${place}`, `Centre de rééducation ${place}`]),
    osteo: pick(random, [`Cabinet d'ostéopathie ${place}`, `Ostéopathie ${place}`, `${form} Ostéo ${place}`]),
    psy: pick(random, [`Cabinet de psychologie ${place}`, `Espace Psy ${place}`]),
  }[kind];
}

export function itStudio(random: Random, dental: boolean, doctor: Person, town: string): { name: string; company: boolean } {
  const dott = doctor.female ? 'Dott.ssa' : 'Dott.';
  const s = surname(random, 'it'), s2 = surname(random, 'it');
  const individual = dental
    ? [`Studio Dentistico ${dott} ${doctor.first} ${doctor.last}`, `Studio Odontoiatrico ${dott} ${doctor.last}`, `${dott} ${doctor.first} ${doctor.last}`]
    : [`Studio Medico ${dott} ${doctor.first} ${doctor.last}`, `${dott} ${doctor.first} ${doctor.last}`, `Ambulatorio ${dott} ${doctor.last}`];
  const firms = dental
    ? [`Studio Dentistico ${s} S.r.l.`, `Centro Odontoiatrico ${town} S.r.l.`, `Dental Clinic ${s} & ${s2} S.r.l.`, `Studio Odontoiatrico Associato ${s} ${s2}`]
    : [`Poliambulatorio ${pick(random, ['San Luca', 'Santa Chiara', 'Città di ' + town, 'Salus', 'Medicina Più'])} S.r.l.`, `Centro Medico ${s} S.r.l.`, `Studio Medico Associato ${s} ${s2}`];
  const company = chance(random, 0.35);
  return { name: pick(random, company ? firms : individual), company };
}

export function esClinica(random: Random, town: string): string {
  const s = surname(random, 'es'), s2 = surname(random, 'es');
  return pick(random, [
    `Clínica Dental ${s} S.L.`, `Clínica Dental ${pick(random, ['Sonrisa', 'Dentalia', 'Odontomar', 'Bucalis', 'Ortodent', 'Denta Plus'])} ${town} S.L.`,
    `Centro Odontológico ${s} ${s2} S.L.P.`, `Clínica Dental Dr. ${s} S.L.`, `Policlínica Dental ${pick(random, ['del Carmen', 'Las Arenas', 'La Alameda', 'San Roque'])} S.L.`,
    `${s} & ${s2} Odontología S.L.`,
  ]);
}

export function nlPraktijk(random: Random, town: string, kids: boolean): string {
  const s = cap(surname(random, 'nl'));
  const place = pick(random, ['De Linde', 'Het Centrum', 'Oosterpark', 'De Brink', 'Zuidwest', `${town}-Noord`, 'Aan de Gracht', 'Het Plein']);
  if (kids) return pick(random, [`Kinderfysiotherapie ${place}`, `Kinderfysiotherapiepraktijk ${s}`, `Kinderfysio ${town} B.V.`]);
  return pick(random, [`Fysiotherapie ${place}`, `Praktijk voor Fysiotherapie ${s}`, `${s} Fysiotherapie B.V.`, `Fysio- en Manuele Therapie ${town}`, `Fysiotherapie & Oefentherapie ${place} B.V.`, `FysioFit ${town} V.O.F.`]);
}

export function ukPractice(random: Random, kind: 'vet' | 'derm' | 'msk' | 'gp', town: string): string {
  const s = ukSurname(random), s2 = ukSurname(random);
  const place = pick(random, ['Riverside', 'Parkside', 'Abbey', 'Cathedral', 'Meadowbank', 'Westgate', 'Northfield', 'Castle View', 'Oakwood']);
  return pick(random, {
    vet: [`${place} Veterinary Surgery Ltd`, `${s} & ${s2} Vets`, `${town} Veterinary Centre Ltd`, `${place} Vets`, `${s} Veterinary Group Ltd`, `${place} Animal Hospital Ltd`],
    derm: [`${town} Dermatology Clinic Ltd`, `The ${place} Skin Clinic`, `${place} Dermatology Ltd`],
    msk: [`${place} Physiotherapy & Sports Injury Clinic Ltd`, `${s} Musculoskeletal Clinic Ltd`, `${town} Orthopaedic & Spine Clinic Ltd`],
    gp: [`${place} Private GP Clinic Ltd`, `The ${place} Clinic`, `${town} Health & Wellbeing Clinic Ltd`, `${s} Private Medical Practice`],
  }[kind]);
}

// ---------------------------------------------------------------- insurers
export const DE_PKV = ['Debeka Krankenversicherungsverein a. G.', 'Allianz Private Krankenversicherungs-AG', 'AXA Krankenversicherung AG', 'DKV Deutsche Krankenversicherung AG', 'SIGNAL IDUNA Krankenversicherung a. G.', 'HUK-COBURG-Krankenversicherung AG', 'Barmenia Krankenversicherung AG', 'Gothaer Krankenversicherung AG', 'Beihilfe / Debeka'];
export const FR_MUTUELLES: [string, string][] = [['Harmonie Mutuelle', 'Service Prestations Santé'], ['MGEN', 'Centre de gestion'], ['Malakoff Humanis', 'Gestion Santé Individuelle'], ['AG2R La Mondiale', 'Service Remboursements'], ['Mutuelle Générale', 'Service Prestations'], ['Alan SA', 'Service Remboursements'], ['Swiss Life Prévoyance et Santé', 'Gestion des prestations']];
export const NL_INSURERS: [string, string][] = [['Zilveren Kruis', '3311'], ['CZ', '9018'], ['VGZ', '7095'], ['Menzis', '3332'], ['DSW Zorgverzekeraar', '3343'], ['ONVZ', '3336'], ['a.s.r. Ziektekostenverzekeringen', '3358'], ['Zorg en Zekerheid', '3313'], ['ENO Zorgverzekeraar', '3351'], ['Univé', '7119']];
export const UK_INSURERS = ['Bupa', 'AXA Health', 'Aviva', 'Vitality Health', 'WPA', 'Simplyhealth'];
export const UK_PET_INSURERS = ['Petplan', 'Agria Pet Insurance', 'ManyPets', 'Animal Friends', 'Direct Line Pet', 'LV= Pet Insurance'];

// ---------------------------------------------------------------- identifiers printed beside the invoice number
/** French ADELI (9 digits: department, profession, number) and RPPS (11 digits, from 10…). */
export const adeli = (random: Random, dept: string): string => `${dept.padEnd(2, '0').slice(0, 2)}${pick(random, ['7', '9', '8'])}${digits(random, 6)}`;
export const rpps = (random: Random): string => `10${int(random, 0, 1)}${digits(random, 8)}`;
/** A French social security number as printed (sex, year, month, department, commune, order, key). */
export const frNir = (random: Random, female: boolean, birth: string): string =>
  `${female ? 2 : 1} ${birth.slice(2, 4)} ${birth.slice(5, 7)} ${pick(random, ['75', '69', '13', '33', '44', '59', '31', '67'])} ${digits(random, 3)} ${digits(random, 3)} ${String(int(random, 1, 97)).padStart(2, '0')}`;
/** A Dutch AGB code (8 digits, 04 for physiotherapy) and a masked BSN. */
export const agb = (random: Random, prefix = '04'): string => `${prefix}${digits(random, 6)}`;
export const maskedBsn = (random: Random): string => pick(random, [`*****${digits(random, 4)}`, `xxx.xx.${digits(random, 3)}`, `XXXXXX${digits(random, 3)}`, `•••• •• ${digits(random, 3)}`]);
/** An NHS number as printed (3-3-4). */
export const nhsNumber = (random: Random): string => `${int(random, 400, 799)} ${digits(random, 3)} ${digits(random, 4)}`;
