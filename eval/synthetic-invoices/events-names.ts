/**
 * Invented providers, venues, courses and extra charges of the events & education family (events.ts): training
 * institutes, seminar and conference organisers, language schools and tuition providers of each country, the
 * hotels and conference centres their events take place in (a third address, neither supplier nor customer), the
 * course catalogue (title, kind, fee range, length) and the extras billed beside the fee (materials, catering,
 * accommodation, exam fees) with the VAT class each falls in; customers, people and addresses come from
 * fees-names.ts, distribution-names.ts and workshop-names.ts through logistics-names.ts.
 */
import { chance, int, pick, type Lang, type Random } from './distribution-common.ts';
import { address, company, person, surname, ukAddress, ukCustomer, ukPerson, ukSurname, ukTradeCustomer, type Address } from './logistics-names.ts';

export { address, company, person, surname, ukAddress, ukCustomer, ukPerson, ukSurname, ukTradeCustomer, type Address };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- providers
/** A provider's name and whether it is a body whose teaching is VAT-exempt by its nature (association, school). */
export interface Provider { name: string; school: boolean; language: boolean }
export function deProvider(random: Random, town: string, language: boolean): Provider {
  const s = surname(random, 'de');
  if (language) return { name: pick(random, [`Sprachschule ${s} GmbH`, `Sprachinstitut ${town} GmbH`, `${s} Sprachen & Kommunikation GmbH`, `Volkshochschule ${town}`]), school: true, language };
  const name = pick(random, [`${s} Akademie GmbH`, `Institut für berufliche Weiterbildung ${s} GmbH`, `${s} Seminare & Training GmbH`, `Bildungswerk ${town} e.V.`, `${town}er Managementforum GmbH`, `${s} Fachkongresse GmbH`, `Technische Akademie ${s} e.V.`]);
  return { name, school: name.endsWith('e.V.') || name.startsWith('Institut'), language };
}
export function frProvider(random: Random, town: string, language: boolean): Provider & { form: string } {
  const s = surname(random, 'fr');
  const form = pick(random, ['SAS', 'SARL', 'SAS']);
  if (language) return { name: pick(random, [`École de langues ${s} ${form}`, `${s} Langues ${form}`, `Institut linguistique de ${town} ${form}`]), school: true, language, form };
  return { name: pick(random, [`${s} Formation ${form}`, `Institut ${s} ${form}`, `Centre de formation ${s} ${form}`, `${s} Conseil & Formation ${form}`, `${s} Événements ${form}`, `Campus ${town} Formation ${form}`]), school: true, language, form };
}
export function ukProvider(random: Random, town: string, language: boolean): Provider {
  const s = ukSurname(random);
  if (language) return { name: pick(random, [`${s} School of English Ltd`, `${town} Language Centre Ltd`, `${s} Languages Ltd`]), school: true, language };
  const school = chance(random, 0.35);
  return {
    name: school ? pick(random, [`${town} School of Management`, `${town} Institute of Professional Studies`, `${s} College of Further Education`])
      : pick(random, [`${s} Training Ltd`, `${s} Conferences & Events Ltd`, `${town} Professional Development Ltd`, `${s} Learning Solutions Ltd`, `${s} & ${ukSurname(random)} Seminars Ltd`]),
    school, language,
  };
}
export function esProvider(random: Random, town: string, language: boolean): Provider {
  const s = surname(random, 'es');
  if (language) return { name: pick(random, [`Academia de Idiomas ${s} S.L.`, `Escuela de Idiomas ${town} S.L.`, `${s} Language Center S.L.`]), school: true, language };
  return { name: pick(random, [`Centro de Formación ${s} S.L.`, `${s} Formación y Consultoría S.L.`, `Academia ${s} S.L.`, `Congresos y Eventos ${town} S.L.`, `Escuela de Negocios ${s} S.L.`, `Instituto ${s} de Formación S.L.U.`]), school: chance(random, 0.6), language };
}
export function itProvider(random: Random, town: string, language: boolean): Provider {
  const s = surname(random, 'it');
  if (language) return { name: pick(random, [`Scuola di Lingue ${s} S.r.l.`, `${s} Language School S.r.l.`, `Centro Linguistico ${town} S.n.c.`]), school: true, language };
  return { name: pick(random, [`${s} Formazione S.r.l.`, `Centro Studi ${s} S.r.l.`, `Accademia ${s} S.r.l.`, `${town} Congressi S.r.l.`, `Istituto ${s} per la Formazione S.r.l.`, `${s} Consulting & Training S.r.l.`]), school: chance(random, 0.6), language };
}
export function nlProvider(random: Random, town: string, language: boolean): Provider {
  const s = cap(surname(random, 'nl'));
  if (language) return { name: pick(random, [`Talenschool ${s} B.V.`, `Talencentrum ${town} B.V.`, `${s} Taaltrainingen`]), school: true, language };
  return { name: pick(random, [`${s} Opleidingen B.V.`, `Trainingsbureau ${s}`, `${s} Academy B.V.`, `Congresbureau ${town} B.V.`, `Opleidingscentrum ${s} B.V.`, `${s} & Partners Training B.V.`]), school: chance(random, 0.6), language };
}

// ---------------------------------------------------------------- venues
/** The place an event is held: a hotel or conference centre (a third address on the page). */
export interface Venue { name: string; street: string; city: string; town: string }
const VENUES: Record<Lang, string[]> = {
  de: ['Tagungshotel Seeblick', 'Kongresszentrum am Stadtpark', 'Hotel Königshof, Tagungsbereich', 'Akademiehaus am Rhein', 'Schulungszentrum Nord', 'Parkhotel Lindenhof', 'Haus der Technik, Saal 3', 'Seminarhotel Waldesruh'],
  fr: ['Hôtel Le Grand Cerf – espace séminaires', 'Centre de congrès Les Jacobins', 'Espace Vauban', 'Domaine de la Roseraie', 'Maison des Associations, salle B', 'Novotel Centre – salle Lumière', 'Campus des Tilleuls'],
  en: ['The Grange Conference Centre', 'Riverside Hotel & Conference Suite', 'Kingsway Business Centre', 'The Assembly Rooms', 'Oakwood Park Hotel', 'Whitfield House Training Suite', 'The Corn Exchange'],
  es: ['Hotel Miramar – Salón Goya', 'Palacio de Congresos', 'Centro Cívico San Agustín', 'Hotel NH Centro – Sala Picasso', 'Auditorio de la Cámara de Comercio', 'Aulario Norte, aula 4'],
  it: ['Hotel Villa Fiorita – Sala Convegni', 'Centro Congressi Le Stelline', 'Palazzo delle Esposizioni, Sala B', 'Hotel Europa – Sala Meeting', 'Aula Magna Centro Studi', 'Villa Belvedere'],
  nl: ['Congrescentrum De Reehorst', 'Hotel Van der Valk – zaal 4', 'Landgoed De Horst', 'Vergadercentrum Domstad', 'Het Trainingshuis', 'De Werelt Conferentiecentrum'],
};
export function venue(random: Random, lang: Lang): Venue {
  const name = pick(random, VENUES[lang]);
  if (lang === 'en') { const a = ukAddress(random, false); return { name, street: a.lines[0], city: a.lines.slice(1).join(', '), town: a.town }; }
  const a = address(random, lang);
  return { name, street: a.street, city: a.city, town: a.town };
}
/** A participant's name with an academic title on some (German "Dr.", Italian "Dott.ssa"...). */
export function participant(random: Random, lang: Lang): string {
  if (lang === 'en') return `${chance(random, 0.1) ? 'Dr ' : ''}${ukPerson(random)}`;
  const p = person(random, lang);
  const title = chance(random, 0.15) ? { de: 'Dr. ', fr: 'Dr ', es: 'Dr. ', it: p.female ? 'Dott.ssa ' : 'Dott. ', nl: 'dr. ' }[lang] : '';
  return `${title}${p.first} ${p.last}`;
}

// ---------------------------------------------------------------- courses
export type Kind = 'seminar' | 'conference' | 'workshop' | 'language' | 'course';
/** A catalogue entry: title, kind, fee per participant (or per lesson for language courses), length in days (weeks for language courses). */
export interface Course { title: string; kind: Kind; fee: [number, number]; days: [number, number] }
const C = (title: string, kind: Kind, fee: [number, number], days: [number, number]): Course => ({ title, kind, fee, days });
export const COURSES: Record<Lang, Course[]> = {
  de: [
    C('Mitarbeitergespräche erfolgreich führen', 'seminar', [490, 1190], [1, 2]), C('Grundlagen der Lohn- und Gehaltsabrechnung', 'seminar', [590, 1290], [2, 3]),
    C('Excel für Controller – Aufbaukurs', 'workshop', [290, 690], [1, 1]), C('Projektmanagement kompakt', 'seminar', [890, 1690], [2, 3]),
    C('Fachkongress Energiemanagement', 'conference', [390, 890], [1, 2]), C('Arbeitsrecht aktuell', 'seminar', [390, 790], [1, 1]),
    C('Ausbildung zum Brandschutzhelfer', 'workshop', [120, 240], [1, 1]), C('Zertifikatslehrgang Personalreferent/in', 'course', [1900, 3900], [5, 10]),
    C('Deutsch als Fremdsprache – Intensivkurs B1', 'language', [14, 26], [4, 12]), C('Business English – Abendkurs', 'language', [16, 32], [6, 12]),
  ],
  fr: [
    C('Management d’équipe : les fondamentaux', 'seminar', [690, 1390], [2, 3]), C('Paie et déclarations sociales (DSN)', 'seminar', [790, 1450], [2, 3]),
    C('Excel perfectionnement', 'workshop', [290, 590], [1, 1]), C('Sauveteur secouriste du travail (SST)', 'workshop', [180, 320], [2, 2]),
    C('Congrès national de la qualité', 'conference', [350, 890], [1, 2]), C('Gestion de projet – certification', 'course', [1800, 3600], [5, 8]),
    C('Anglais professionnel – niveau B2', 'language', [28, 48], [6, 12]), C('Français langue étrangère – intensif', 'language', [18, 32], [4, 8]),
  ],
  en: [
    C('Effective Leadership for New Managers', 'seminar', [495, 1195], [1, 2]), C('Health & Safety Essentials', 'workshop', [175, 395], [1, 1]),
    C('Annual Finance Directors’ Conference', 'conference', [395, 995], [1, 2]), C('Advanced Excel for Analysts', 'workshop', [245, 545], [1, 1]),
    C('Certificate in Project Management', 'course', [1450, 2950], [4, 6]), C('Employment Law Update', 'seminar', [295, 695], [1, 1]),
    C('General English – part-time course', 'language', [18, 34], [6, 12]), C('IELTS Preparation Course', 'language', [22, 38], [4, 10]),
  ],
  es: [
    C('Liderazgo y gestión de equipos', 'seminar', [390, 890], [1, 2]), C('Contabilidad avanzada y cierre fiscal', 'seminar', [450, 990], [2, 3]),
    C('Excel para la gestión empresarial', 'workshop', [190, 450], [1, 1]), C('Prevención de riesgos laborales – nivel básico', 'course', [250, 480], [3, 5]),
    C('Congreso de Transformación Digital', 'conference', [290, 690], [1, 2]), C('Máster en Dirección Comercial', 'course', [1900, 4200], [8, 12]),
    C('Curso intensivo de inglés B2', 'language', [14, 26], [6, 12]), C('Alemán para empresas – nivel A2', 'language', [18, 30], [6, 10]),
  ],
  it: [
    C('Corso di leadership e gestione dei team', 'seminar', [450, 990], [1, 2]), C('Bilancio e fiscalità d’impresa', 'seminar', [390, 890], [1, 2]),
    C('Excel avanzato per l’ufficio', 'workshop', [220, 490], [1, 1]), C('Formazione sicurezza – preposti (D.Lgs. 81/08)', 'course', [180, 390], [1, 2]),
    C('Convegno nazionale sulla logistica', 'conference', [250, 690], [1, 2]), C('Master in gestione delle risorse umane', 'course', [1800, 3800], [6, 10]),
    C('Corso di inglese commerciale B2', 'language', [20, 34], [6, 12]), C('Corso di tedesco A2 – serale', 'language', [16, 28], [6, 10]),
  ],
  nl: [
    C('Training Effectief Leidinggeven', 'seminar', [695, 1495], [2, 3]), C('Cursus Financieel Management', 'seminar', [595, 1195], [2, 3]),
    C('Workshop Excel voor gevorderden', 'workshop', [245, 495], [1, 1]), C('BHV-basiscursus', 'workshop', [165, 295], [1, 2]),
    C('Jaarcongres Duurzame Bedrijfsvoering', 'conference', [295, 795], [1, 2]), C('Leergang Projectmanagement', 'course', [1650, 3450], [5, 8]),
    C('Cursus Nederlands als tweede taal – B1', 'language', [18, 30], [8, 12]), C('Zakelijk Engels – intensief', 'language', [24, 40], [4, 8]),
  ],
};

// ---------------------------------------------------------------- extras
/** What an extra's VAT follows: the course's rate, or the country's rate for food, accommodation, books or other services. */
export type Class = 'course' | 'food' | 'hotel' | 'books' | 'std';
/** An extra: its text, unit, price range, what its quantity counts, the kinds of event it goes with, its VAT class. */
export interface Extra { text: string; unit: string; price: [number, number]; per: 'person' | 'night' | 'day' | 'one'; kinds: Kind[]; cls: Class }
const E = (text: string, unit: string, price: [number, number], per: Extra['per'], kinds: string, cls: Class): Extra =>
  ({ text, unit, price, per, kinds: kinds.split(' ') as Kind[], cls });
export const EXTRAS: Record<Lang, Extra[]> = {
  de: [
    E('Seminarunterlagen und Arbeitsmaterial', 'Stk', [35, 90], 'person', 'seminar workshop course', 'course'), E('Tagungspauschale (Mittagessen, Getränke, Kaffeepausen)', 'Tag', [39, 69], 'day', 'seminar course conference', 'food'),
    E('Übernachtung im EZ inkl. Frühstück', 'Nacht', [89, 149], 'night', 'seminar course conference', 'hotel'), E('Lehrbuch und Arbeitsheft', 'Stk', [24, 49], 'person', 'language', 'books'),
    E('Prüfungsgebühr Abschlusszertifikat', 'Stk', [95, 180], 'person', 'course language', 'course'), E('Abendveranstaltung mit Dinner', 'Pers', [59, 95], 'person', 'conference', 'food'),
    E('Einstufungstest', 'Stk', [25, 40], 'one', 'language', 'course'),
  ],
  fr: [
    E('Support de cours et documentation', 'U', [35, 90], 'person', 'seminar workshop course', 'course'), E('Déjeuners', 'repas', [22, 38], 'day', 'seminar course conference', 'food'),
    E('Hébergement chambre single petit-déjeuner inclus', 'nuit', [85, 145], 'night', 'seminar course conference', 'hotel'), E('Manuel de cours', 'U', [25, 45], 'person', 'language', 'books'),
    E('Frais de certification', 'U', [90, 190], 'person', 'course language', 'course'), E('Dîner de gala', 'pers.', [65, 110], 'person', 'conference', 'food'),
    E('Test de positionnement', 'U', [30, 60], 'one', 'language', 'course'),
  ],
  en: [
    E('Course materials and workbook', 'each', [30, 75], 'person', 'seminar workshop course', 'course'), E('Day delegate package (lunch & refreshments)', 'day', [35, 62], 'day', 'seminar course conference', 'food'),
    E('Accommodation – single room, B&B', 'night', [95, 165], 'night', 'seminar course conference', 'hotel'), E('Examination and certification fee', 'each', [85, 195], 'person', 'course language', 'course'),
    E('Conference dinner', 'each', [55, 95], 'person', 'conference', 'food'), E('Placement test', 'each', [20, 40], 'one', 'language', 'course'),
  ],
  es: [
    E('Material didáctico y documentación', 'ud.', [30, 80], 'person', 'seminar workshop course', 'course'), E('Comidas de trabajo', 'día', [22, 38], 'day', 'seminar course conference', 'food'),
    E('Alojamiento habitación individual con desayuno', 'noche', [80, 140], 'night', 'seminar course conference', 'hotel'), E('Libro de texto', 'ud.', [25, 45], 'person', 'language', 'books'),
    E('Tasas de examen y certificado', 'ud.', [80, 180], 'person', 'course language', 'course'), E('Cena de gala', 'pers.', [55, 90], 'person', 'conference', 'food'),
    E('Matrícula', 'ud.', [40, 90], 'one', 'language', 'course'),
  ],
  it: [
    E('Materiale didattico e dispense', 'NR', [30, 80], 'person', 'seminar workshop course', 'course'), E('Light lunch e coffee break', 'GG', [22, 38], 'day', 'seminar course conference', 'food'),
    E('Pernottamento camera singola con colazione', 'NT', [85, 150], 'night', 'seminar course conference', 'hotel'), E('Libro di testo', 'NR', [25, 45], 'person', 'language', 'books'),
    E('Esame di certificazione', 'NR', [90, 190], 'person', 'course language', 'course'), E('Cena di gala', 'NR', [55, 95], 'person', 'conference', 'food'),
    E('Quota di iscrizione', 'NR', [40, 80], 'one', 'language', 'course'),
  ],
  nl: [
    E('Lesmateriaal en reader', 'st', [35, 85], 'person', 'seminar workshop course', 'course'), E('Lunch en koffie/thee', 'dag', [27, 45], 'day', 'seminar course conference', 'food'),
    E('Overnachting eenpersoonskamer incl. ontbijt', 'nacht', [95, 155], 'night', 'seminar course conference', 'hotel'), E('Lesboek', 'st', [29, 55], 'person', 'language', 'books'),
    E('Examengeld', 'st', [85, 195], 'person', 'course language', 'course'), E('Congresdiner', 'pers', [55, 90], 'person', 'conference', 'food'),
    E('Intaketoets', 'st', [25, 45], 'one', 'language', 'course'),
  ],
};
/** Extras that go with `kind`, at most `n`, drawn without repeating; beside exempt tuition (`exempt`) a taxed one (food, room, book) on most. */
export function extrasFor(random: Random, lang: Lang, kind: Kind, n: number, exempt = false): Extra[] {
  const pool = EXTRAS[lang].filter((e) => e.kinds.includes(kind));
  const taxed = pool.filter((e) => e.cls !== 'course');
  const out: Extra[] = exempt && taxed.length && chance(random, 0.6) ? [pick(random, taxed)] : [];
  while (out.length < n && out.length < pool.length) { const e = pick(random, pool); if (!out.includes(e)) out.push(e); }
  return out.sort((a, b) => EXTRAS[lang].indexOf(a) - EXTRAS[lang].indexOf(b));
}
/** A private customer's first and last name in `lang`. */
export const privateName = (random: Random, lang: Lang): { first: string; last: string; female: boolean } =>
  lang === 'en' ? (() => { const [first, last] = ukPerson(random).split(' '); return { first, last, female: chance(random, 0.5) }; })() : person(random, lang);
/** A customer company in `lang`'s country. */
export const customerFirm = (random: Random, lang: Lang): string => (lang === 'en' ? (chance(random, 0.5) ? ukTradeCustomer(random) : ukCustomer(random, ukAddress(random, true).town)) : company(random, lang));
/** A number of participants: mostly one or two, sometimes up to five. */
export const headcount = (random: Random): number => pick(random, [1, 1, 1, 2, 2, 3, 4, int(random, 2, 5)]);
