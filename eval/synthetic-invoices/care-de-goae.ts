/**
 * What a German private doctor bills under the Gebührenordnung für Ärzte (GOÄ): the Ziffern of each specialty with
 * their points (an item's single rate is points × 5,82873 Cent), the factor by kind of service (personal 2,3,
 * technical 1,8, laboratory 1,15 as the usual rates, 3,5 with a written reason), diagnoses with ICD-10 codes, and
 * the Auslagen under § 10 GOÄ billed at cost.
 */
import { chance, pick, round2, type Random } from './care-common.ts';

/** [Ziffer, Leistung, points, kind: p = personal, t = technical, l = laboratory, detail lines] */
export type Goae = [string, string, number, 'p' | 't' | 'l', string[]?];
export const PUNKTWERT = 0.0582873;

const GENERAL: Goae[] = [
  ['1', 'Beratung – auch mittels Fernsprecher', 80, 'p'],
  ['3', 'Eingehende Beratung (mind. 10 Minuten)', 150, 'p'],
  ['5', 'Symptombezogene Untersuchung', 80, 'p'],
  ['7', 'Vollständige Untersuchung eines Organsystems', 160, 'p', ['Organsystem: Haut', 'Organsystem: Stütz- und Bewegungsorgane', 'Organsystem: Brustorgane']],
  ['8', 'Untersuchung zur Erhebung des Ganzkörperstatus', 260, 'p'],
  ['34', 'Erörterung einer lebensverändernden Erkrankung', 300, 'p', ['Dauer mind. 20 Minuten']],
  ['70', 'Kurze Bescheinigung oder kurzes Zeugnis', 40, 'p'],
  ['75', 'Ausführlicher schriftlicher Krankheitsbericht', 130, 'p', ['Befundbericht an den weiterbehandelnden Arzt']],
  ['250', 'Blutentnahme mittels Spritze oder Kanüle', 40, 'p'],
  ['252', 'Injektion, subkutan oder intramuskulär', 40, 'p'],
  ['253', 'Injektion, intravenös', 70, 'p'],
  ['3511', 'Untersuchung eines Körpermaterials mit Teststreifen', 50, 'l'],
  ['3550', 'Blutbild und Blutbildbestandteile', 60, 'l'],
  ['3560', 'Glukose', 40, 'l'],
];
const SPECIAL: Record<string, Goae[]> = {
  derm: [
    ['750', 'Auflichtmikroskopie der Haut (Dermatoskopie)', 120, 'p', ['Nävi am Rücken und an den Armen', 'Ganzkörper-Hautkrebsscreening']],
    ['740', 'Kryotherapie der Haut', 71, 'p', ['Verrucae vulgares, Hand links']],
    ['2401', 'Probeexzision aus oberflächlichem Körpergewebe', 133, 'p', ['Histologische Aufarbeitung extern']],
    ['2006', 'Behandlung einer Wunde, die nicht primär heilt', 63, 'p'],
    ['209', 'Großflächiges Auftragen von Externa', 150, 'p'],
    ['490', 'Infiltrationsanästhesie kleiner Bezirke', 61, 'p'],
    ['565', 'Photochemotherapie (PUVA)', 120, 't'],
  ],
  ortho: [
    ['3305', 'Chiropraktische Wirbelsäulenmobilisierung', 37, 'p'],
    ['3306', 'Chirotherapeutischer Eingriff an der Wirbelsäule', 148, 'p'],
    ['255', 'Injektion, intraartikulär oder perineural', 95, 'p', ['Kniegelenk rechts', 'Schultergelenk links', 'Facettengelenke L4/L5']],
    ['410', 'Ultraschalluntersuchung eines Organs', 200, 't', ['Kniegelenk rechts', 'Schultergelenk links', 'Achillessehne']],
    ['5030', 'Röntgen: Gelenk in zwei Ebenen', 180, 't', ['Kniegelenk rechts in 2 Ebenen', 'Schulter links in 2 Ebenen']],
    ['300', 'Punktion eines Gelenks', 120, 'p'],
    ['530', 'Kalt- oder Heißpackung', 35, 't'],
  ],
  paed: [
    ['4', 'Erhebung der Fremdanamnese (Eltern)', 220, 'p'],
    ['26', 'Früherkennungsuntersuchung beim Kind', 450, 'p', ['U7a (34.–36. Lebensmonat)', 'U8 (46.–48. Lebensmonat)', 'U9 (60.–64. Lebensmonat)']],
    ['715', 'Prüfung der kindlichen Entwicklung', 220, 'p'],
    ['375', 'Schutzimpfung (intramuskulär, subkutan)', 80, 'p', ['Impfung Tetanus/Diphtherie/Pertussis', 'Impfung Masern/Mumps/Röteln/Varizellen']],
    ['377', 'Zusatzinjektion bei Parallelimpfung', 50, 'p'],
    ['1555', 'Untersuchung der Ohren mit dem Ohrmikroskop', 45, 'p'],
    ['3511', 'Untersuchung eines Körpermaterials mit Teststreifen', 50, 'l'],
  ],
  eye: [
    ['1200', 'Subjektive Refraktionsbestimmung (sphärisch)', 59, 'p'],
    ['1201', 'Subjektive Refraktionsbestimmung (sphärisch-zylindrisch)', 89, 'p'],
    ['1240', 'Spaltlampenmikroskopie der vorderen Augenabschnitte', 74, 'p'],
    ['1242', 'Binokulare Untersuchung des Augenhintergrundes', 152, 'p', ['in Mydriasis, beidseits']],
    ['1256', 'Tonometrie (Applanation)', 100, 't'],
    ['1227', 'Quantitative Untersuchung des Gesichtsfeldes', 248, 't'],
    ['1216', 'Untersuchung auf Heterophorie bzw. Strabismus', 91, 'p'],
  ],
  intern: [
    ['651', 'Elektrokardiographische Untersuchung in Ruhe', 253, 't'],
    ['652', 'Belastungs-EKG (Ergometrie)', 445, 't'],
    ['659', 'Langzeit-EKG, Auswertung (mind. 18 Stunden)', 400, 't'],
    ['654', 'Langzeitblutdruckmessung (mind. 18 Stunden)', 150, 't'],
    ['424', 'Echokardiographie mit Farbdoppler', 700, 't'],
    ['410', 'Ultraschalluntersuchung eines Organs', 200, 't', ['Organ: Schilddrüse', 'Organ: Leber']],
    ['420', 'Ultraschall, je weiteres Organ (bis zu drei)', 80, 't', ['Gallenblase, Pankreas, Nieren']],
    ['605', 'Ruhespirographische Untersuchung', 242, 't'],
  ],
};

export interface Fach { key: keyof typeof SPECIAL | 'allg'; m: string; f: string; praxis: string; child: number; diagnoses: string[]; auslagen: [string, [number, number]][] }
export const FAECHER: Fach[] = [
  { key: 'derm', m: 'Facharzt für Haut- und Geschlechtskrankheiten', f: 'Fachärztin für Haut- und Geschlechtskrankheiten', praxis: 'Hautarztpraxis', child: 0.15,
    diagnoses: ['L40.0 Psoriasis vulgaris', 'L20.8 Atopisches Ekzem', 'D22.5 Melanozytärer Nävus des Rumpfes', 'L57.0 Aktinische Keratose', 'L70.0 Acne vulgaris', 'B07 Viruswarzen'],
    auslagen: [['Auslagen § 10 GOÄ: Versand Histologie', [4, 9]], ['Auslagen § 10 GOÄ: Lokalanästhetikum', [3, 8]]] },
  { key: 'ortho', m: 'Facharzt für Orthopädie und Unfallchirurgie', f: 'Fachärztin für Orthopädie und Unfallchirurgie', praxis: 'Orthopädische Praxis', child: 0.1,
    diagnoses: ['M54.5 Kreuzschmerz', 'M75.1 Läsion der Rotatorenmanschette', 'M17.1 Primäre Gonarthrose', 'M53.1 Zervikobrachial-Syndrom', 'S93.40 Distorsion oberes Sprunggelenk'],
    auslagen: [['Auslagen § 10 GOÄ: Hyaluronsäure-Fertigspritze', [45, 95]], ['Auslagen § 10 GOÄ: Tapeverband', [6, 14]]] },
  { key: 'paed', m: 'Facharzt für Kinder- und Jugendmedizin', f: 'Fachärztin für Kinder- und Jugendmedizin', praxis: 'Kinderarztpraxis', child: 1,
    diagnoses: ['J06.9 Akute Infektion der oberen Atemwege', 'H66.9 Otitis media', 'Z00.1 Vorsorgeuntersuchung beim Kind', 'Z27.8 Impfung gegen Kombinationen', 'J20.9 Akute Bronchitis'],
    auslagen: [['Auslagen § 10 GOÄ: Impfstoff Boostrix', [32, 48]], ['Auslagen § 10 GOÄ: Impfstoff Priorix-Tetra', [68, 92]]] },
  { key: 'eye', m: 'Facharzt für Augenheilkunde', f: 'Fachärztin für Augenheilkunde', praxis: 'Augenarztpraxis', child: 0.2,
    diagnoses: ['H52.1 Myopie', 'H40.1 Primäres Offenwinkelglaukom', 'H25.1 Cataracta senilis nuclearis', 'H10.1 Akute atopische Konjunktivitis', 'H52.4 Presbyopie'],
    auslagen: [['Auslagen § 10 GOÄ: Augentropfen (Mydriatikum)', [3, 7]]] },
  { key: 'intern', m: 'Facharzt für Innere Medizin und Kardiologie', f: 'Fachärztin für Innere Medizin und Kardiologie', praxis: 'Internistische Praxis', child: 0,
    diagnoses: ['I10.90 Essentielle Hypertonie', 'I48.0 Vorhofflimmern, paroxysmal', 'E11.9 Diabetes mellitus, Typ 2', 'R07.4 Brustschmerzen', 'E78.0 Hypercholesterinämie'],
    auslagen: [['Auslagen § 10 GOÄ: Elektroden Langzeit-EKG', [5, 12]]] },
  { key: 'allg', m: 'Facharzt für Allgemeinmedizin', f: 'Fachärztin für Allgemeinmedizin', praxis: 'Hausarztpraxis', child: 0.15,
    diagnoses: ['J06.9 Akute Infektion der oberen Atemwege', 'Z00.0 Allgemeine ärztliche Untersuchung', 'I10.90 Essentielle Hypertonie', 'R51 Kopfschmerz', 'M54.2 Zervikalneuralgie'],
    auslagen: [['Auslagen § 10 GOÄ: Impfstoff Influvac Tetra', [14, 22]], ['Auslagen § 10 GOÄ: Verbandmaterial', [3, 9]]] },
];

/** The Ziffern a specialty bills, its own before the general ones. */
export const goaeFor = (fach: Fach): Goae[] => [...(fach.key === 'allg' ? [] : SPECIAL[fach.key]), ...GENERAL.filter(([z]) => !(fach.key !== 'allg' && SPECIAL[fach.key].some(([y]) => y === z)))];

const REASONS = ['Begr.: erhöhter Zeitaufwand (Multimorbidität)', 'Begr.: überdurchschn. Zeitaufwand, Kleinkind', 'Begr.: erschwerte Untersuchungsbedingungen', 'Begr.: besondere Schwierigkeit, Mehrfachbefund'];
/** The factor of an item (2,3 / 1,8 / 1,15 as the thresholds; 3,5 with a reason; 1,0 or 1,2 on a reduced bill, e.g. Standardtarif). */
export function factorFor(random: Random, kind: Goae[3], reduced: boolean): { factor: number; reason: string | null } {
  if (kind === 't') return { factor: reduced ? 1 : 1.8, reason: null };
  if (kind === 'l') return { factor: reduced ? 1 : 1.15, reason: null };
  if (reduced) return { factor: pick(random, [1.0, 1.2]), reason: null };
  return chance(random, 0.12) ? { factor: 3.5, reason: pick(random, REASONS) } : { factor: pick(random, [2.3, 2.3, 2.3, 2.3, 1.8]), reason: null };
}
/** The fee of one service: points × Punktwert × factor, to the cent. */
export const goaeFee = (points: number, factor: number): number => round2(points * PUNKTWERT * factor);
