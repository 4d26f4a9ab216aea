/**
 * What a British private clinic and a veterinary practice bill: a clinic's consultations, procedures and
 * treatments (VAT-exempt medical care) and the services HMRC treats as standard-rated (reports for a third party,
 * cosmetic treatments, massage, goods sold) for a dermatology, musculoskeletal or private GP clinic, occupational-health work for an employer, and a vet's consultations,
 * procedures and medicines (all at 20 %) — with the animals and the patients' details printed beside them.
 */
import { chance, int, pick, type Random, type Treatment } from './care-common.ts';

const t = (text: string, price: [number, number], rate: number, details?: string[], qty?: [number, number]): Treatment => ({ code: '', text, price, rate, details, qty });

export type Specialty = 'derm' | 'msk' | 'gp';
/** A clinic's medical care (exempt) and its standard-rated services, by specialty. */
export const CLINIC: Record<Specialty, { exempt: Treatment[]; standard: Treatment[] }> = {
  derm: {
    exempt: [t('Initial consultation – Consultant Dermatologist', [200, 280], 0), t('Follow-up consultation', [120, 180], 0), t('Skin biopsy (punch) incl. histopathology', [280, 420], 0, ['Lesion left forearm']),
      t('Cryotherapy – actinic keratoses', [90, 160], 0), t('Full-body mole mapping (dermoscopy)', [180, 260], 0), t('Excision of skin lesion under local anaesthetic', [450, 750], 0, ['Histology included']),
      t('Prescription medication dispensed', [12, 45], 0, ['Topical steroid cream 100 g'])],
    standard: [t('Cosmetic skin tag removal (cryotherapy)', [120, 180], 20), t('Anti-wrinkle injections – 3 areas', [250, 350], 20), t('Medical report for insurance claim', [150, 300], 20), t('Copy of medical records', [10, 30], 20)],
  },
  msk: {
    exempt: [t('Initial consultation – Consultant Orthopaedic Surgeon', [180, 250], 0), t('Physiotherapy assessment (45 min)', [60, 85], 0), t('Physiotherapy treatment session (30 min)', [45, 65], 0, undefined, [1, 6]),
      t('Ultrasound-guided steroid injection', [250, 380], 0, ['Right shoulder (subacromial)']), t('MRI scan – lumbar spine', [350, 550], 0, ['Reported by Consultant Radiologist']),
      t('Shockwave therapy session', [70, 110], 0, undefined, [1, 3]), t('Follow-up consultation', [120, 170], 0), t('Hydrotherapy session', [40, 60], 0, undefined, [1, 4])],
    standard: [t('Sports massage (60 min)', [50, 70], 20), t('Kinesiology tape (roll)', [8, 12], 20), t('Medical report for insurance claim', [150, 300], 20), t('Knee support brace', [25, 60], 20)],
  },
  gp: {
    exempt: [t('Private GP consultation (20 min)', [75, 120], 0), t('Extended GP consultation (40 min)', [140, 200], 0), t('Blood tests – FBC, U&E, LFT', [60, 110], 0), t('12-lead ECG with report', [80, 140], 0),
      t('Travel vaccination (dose)', [45, 90], 0, ['Hepatitis A', 'Typhoid', 'Rabies (dose 1 of 3)'], [1, 3]), t('Prescription medication dispensed', [12, 45], 0, ['Amoxicillin 500 mg × 21']), t('Follow-up consultation', [60, 90], 0),
      t('Urine dipstick and culture', [25, 45], 0)],
    standard: [t('Fitness to drive medical (DVLA D4)', [120, 180], 20), t('Medical report for insurance claim', [150, 300], 20), t('Copy of medical records', [10, 30], 20), t('Private sick note', [15, 30], 20)],
  },
};
export const OCC_HEALTH: Treatment[] = [
  t('Pre-employment medical assessment', [95, 160], 20), t('Fitness for work report to employer', [150, 240], 20, ['Management referral']), t('Occupational health nurse consultation', [70, 110], 0),
  t('Physiotherapy treatment session (30 min)', [45, 65], 0, undefined, [1, 6]), t('Audiometry screening', [35, 55], 20, undefined, [1, 8]), t('Hepatitis B vaccination (dose)', [40, 60], 0, undefined, [1, 6]),
];
export const VET: Treatment[] = [
  t('Consultation – standard (15 min)', [42, 65], 20), t('Re-examination consultation', [25, 40], 20), t('Out-of-hours emergency consultation', [150, 220], 20),
  t('Vaccination – annual booster (DHP + L4)', [55, 75], 20), t('Kennel cough vaccine (intranasal)', [35, 50], 20), t('Metacam 1.5 mg/ml oral suspension 32 ml', [18, 28], 20),
  t('Bravecto chewable tablet 500 mg (10–20 kg)', [25, 35], 20, undefined, [1, 2]), t('Drontal Plus XL tablet', [6, 9], 20, undefined, [1, 4]), t('Blood sample – biochemistry & haematology', [95, 160], 20, ['In-house analyser, pre-anaesthetic screen']),
  t('General anaesthetic (first 30 min)', [120, 200], 20), t('Dental scale and polish', [120, 220], 20), t('Dental extraction – surgical', [45, 90], 20, undefined, [1, 4]),
  t('Hospitalisation – day rate', [45, 80], 20, undefined, [1, 3]), t('Radiography – first plate', [90, 140], 20, ['Thorax, lateral and DV views']), t('IV fluid therapy (per day)', [60, 95], 20, undefined, [1, 2]),
  t('Nail clip', [12, 18], 20), t('Microchip implantation', [18, 30], 20), t('Clinical waste disposal', [3, 6], 20), t('Antibiotic injection (Synulox RTU)', [18, 30], 20), t('Prescription fee', [15, 22], 20),
];

export interface Animal { name: string; species: string; breed: string; sex: string; born: string; chip: string }
const DOGS = ['Labrador Retriever', 'Cocker Spaniel', 'Border Collie', 'Cockapoo', 'Staffordshire Bull Terrier', 'Golden Retriever', 'Dachshund', 'French Bulldog', 'Jack Russell Terrier'];
const CATS = ['Domestic Shorthair', 'British Shorthair', 'Maine Coon', 'Ragdoll', 'Bengal', 'Domestic Longhair'];
const RABBITS = ['Netherland Dwarf', 'Lionhead', 'Mini Lop'];
const PET_NAMES = ['Bella', 'Luna', 'Milo', 'Poppy', 'Teddy', 'Daisy', 'Alfie', 'Willow', 'Bailey', 'Nala', 'Oscar', 'Coco', 'Archie', 'Tilly', 'Simba', 'Maisie'];
export function animal(random: Random, bornYears: (y: [number, number]) => string): Animal {
  const species = pick(random, ['Canine', 'Canine', 'Feline', 'Feline', 'Lagomorph']);
  const breed = pick(random, species === 'Canine' ? DOGS : species === 'Feline' ? CATS : RABBITS);
  const female = chance(random, 0.5);
  const sex = `${female ? 'Female' : 'Male'}${chance(random, 0.7) ? (female ? ' (neutered)' : ' (castrated)') : ''}`;
  return { name: pick(random, PET_NAMES), species, breed, sex, born: bornYears([1, 14]), chip: `${pick(random, ['985', '956', '977', '900'])}${String(int(random, 100000000, 999999999))}${int(random, 100, 999)}` };
}
