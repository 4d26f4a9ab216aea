/**
 * What a car repair shop (France, Germany, Spain, Italy) and a German heating/plumbing firm put on their invoices:
 * parts with their maker and reference, labour in hours at an hourly rate, small fees; each document draws its
 * own maker references, so the same article reads differently from one invoice to the next.
 */
import { chance, digits, int, pick, type Article, type Random } from './workshop-common.ts';

export type CarLang = 'fr' | 'de' | 'es' | 'it';
type Unit = 'pc' | 'l' | 'h' | 'g' | 'set' | 'flat';
const UNITS: Record<CarLang, Record<Unit, string[]>> = {
  fr: { pc: ['U', 'Pce', 'u'], l: ['L', 'l'], h: ['h', 'H'], g: ['g', 'gr'], set: ['Jeu', 'Kit'], flat: ['Forf.', 'F'] },
  de: { pc: ['Stk', 'St.'], l: ['l', 'Ltr'], h: ['Std', 'h'], g: ['g', 'g'], set: ['Satz', 'Satz'], flat: ['pausch.', 'psch'] },
  es: { pc: ['ud.', 'Ud'], l: ['l', 'L'], h: ['h', 'H'], g: ['g', 'gr'], set: ['jgo.', 'Kit'], flat: ['ud.', 'Ud'] },
  it: { pc: ['PZ', 'NR'], l: ['LT', 'L'], h: ['ORE', 'H'], g: ['GR', 'G'], set: ['KIT', 'KIT'], flat: ['FF', 'NR'] },
};
const BRANDS = ['Bosch', 'Valeo', 'Mann-Filter', 'Mahle', 'TRW', 'Brembo', 'SKF', 'Gates', 'Continental', 'Febi Bilstein', 'NGK', 'Sachs', 'Purflux', 'Varta', 'Castrol', 'Total', 'ATE', 'Monroe'];
type Entry = [fr: string, de: string, es: string, it: string, unit: Unit, price: [number, number], qty: [number, number], step?: number];

const PARTS: Entry[] = [
  ['Filtre à huile', 'Ölfilter', 'Filtro de aceite', 'Filtro olio', 'pc', [7, 22], [1, 1]],
  ['Huile moteur 5W30 C3', 'Motoröl 5W-30 Longlife', 'Aceite motor 5W30 sintético', 'Olio motore 5W30 sintetico', 'l', [9, 17], [4, 6.5], 0.5],
  ['Filtre à air', 'Luftfilter', 'Filtro de aire', 'Filtro aria', 'pc', [12, 34], [1, 1]],
  ["Filtre d'habitacle à charbon actif", 'Innenraumfilter Aktivkohle', 'Filtro de habitáculo carbón activo', 'Filtro abitacolo ai carboni attivi', 'pc', [16, 42], [1, 1]],
  ['Filtre à gazole', 'Kraftstofffilter', 'Filtro de gasoil', 'Filtro gasolio', 'pc', [22, 62], [1, 1]],
  ['Plaquettes de frein avant', 'Bremsbeläge Vorderachse', 'Pastillas de freno delanteras', 'Pastiglie freno anteriori', 'set', [38, 95], [1, 1]],
  ['Disques de frein avant (paire)', 'Bremsscheiben vorne (Paar)', 'Discos de freno delanteros (par)', 'Dischi freno anteriori (coppia)', 'set', [72, 185], [1, 1]],
  ['Kit de distribution avec pompe à eau', 'Zahnriemensatz mit Wasserpumpe', 'Kit de distribución con bomba de agua', 'Kit distribuzione con pompa acqua', 'set', [165, 340], [1, 1]],
  ['Batterie 12 V 70 Ah 760 A', 'Batterie 12 V 70 Ah 760 A', 'Batería 12 V 70 Ah 760 A', 'Batteria 12 V 70 Ah 760 A', 'pc', [98, 185], [1, 1]],
  ["Balais d'essuie-glace avant", 'Scheibenwischerblätter vorne', 'Escobillas limpiaparabrisas delanteras', 'Spazzole tergicristallo anteriori', 'set', [19, 46], [1, 1]],
  ["Bougies d'allumage", 'Zündkerzen', 'Bujías de encendido', 'Candele di accensione', 'pc', [6, 19], [3, 4]],
  ['Liquide de refroidissement G13', 'Kühlerfrostschutz G13', 'Anticongelante G13', 'Liquido refrigerante G13', 'l', [5, 12], [1, 5], 0.5],
  ['Amortisseurs arrière (paire)', 'Stoßdämpfer hinten (Paar)', 'Amortiguadores traseros (par)', 'Ammortizzatori posteriori (coppia)', 'set', [118, 290], [1, 1]],
  ['Pneumatique 205/55 R16 91V', 'Reifen 205/55 R16 91V', 'Neumático 205/55 R16 91V', 'Pneumatico 205/55 R16 91V', 'pc', [62, 138], [2, 4], 2],
  ['Valve caoutchouc', 'Gummiventil', 'Válvula de goma', 'Valvola in gomma', 'pc', [2, 5], [2, 4], 2],
  ['Ampoule H7 12 V 55 W', 'Glühlampe H7 12 V 55 W', 'Lámpara H7 12 V 55 W', 'Lampadina H7 12 V 55 W', 'pc', [6, 16], [1, 2]],
  ["Kit d'embrayage", 'Kupplungssatz', 'Kit de embrague', 'Kit frizione', 'set', [185, 420], [1, 1]],
  ['Fluide frigorigène R1234yf', 'Kältemittel R1234yf', 'Gas refrigerante R1234yf', 'Gas refrigerante R1234yf', 'g', [0.12, 0.19], [380, 650], 10],
  ['Joint de bouchon de vidange', 'Dichtring Ölablassschraube', 'Arandela tapón de cárter', 'Guarnizione tappo coppa', 'pc', [1, 4], [1, 1]],
  ['Liquide de frein DOT 4', 'Bremsflüssigkeit DOT 4', 'Líquido de frenos DOT 4', 'Liquido freni DOT 4', 'l', [9, 21], [1, 1]],
  ['Courroie accessoires', 'Keilrippenriemen', 'Correa de accesorios', 'Cinghia servizi', 'pc', [24, 68], [1, 1]],
  ['Rotule de direction', 'Spurstangenkopf', 'Rótula de dirección', 'Testina sterzo', 'pc', [22, 58], [1, 2]],
  ["Biellette de barre stabilisatrice", 'Koppelstange Stabilisator', 'Bieleta de barra estabilizadora', 'Biellette barra stabilizzatrice', 'pc', [14, 39], [1, 2]],
];
const LABOUR: Entry[] = [
  ["Main-d'œuvre mécanique", 'Arbeitslohn Mechanik', 'Mano de obra mecánica', 'Manodopera meccanica', 'h', [0, 0], [0.5, 3.5], 0.25],
  ['Révision selon préconisations constructeur', 'Inspektion nach Herstellervorgabe', 'Revisión según plan del fabricante', 'Tagliando secondo piano casa madre', 'h', [0, 0], [1, 2.5], 0.1],
  ['Remplacement kit de distribution', 'Zahnriemenwechsel', 'Sustitución kit de distribución', 'Sostituzione kit distribuzione', 'h', [0, 0], [2.5, 4.8], 0.1],
  ['Diagnostic électronique', 'Fehlerspeicher auslesen / Diagnose', 'Diagnosis electrónica', 'Diagnosi elettronica', 'h', [0, 0], [0.5, 1], 0.25],
  ['Remplacement freins avant', 'Bremsen vorne erneuern', 'Sustitución frenos delanteros', 'Sostituzione freni anteriori', 'h', [0, 0], [0.8, 1.8], 0.1],
  ['Recharge climatisation et contrôle étanchéité', 'Klimaservice mit Dichtheitsprüfung', 'Carga de aire acondicionado y control de fugas', 'Ricarica climatizzatore e prova tenuta', 'h', [0, 0], [0.5, 1.2], 0.1],
  ['Main-d\'œuvre électricité', 'Arbeitslohn Elektrik', 'Mano de obra electricidad', 'Manodopera elettrauto', 'h', [0, 0], [0.5, 2], 0.25],
];
const FEES: Entry[] = [
  ['Montage et équilibrage pneumatique', 'Reifenmontage und Wuchten', 'Montaje y equilibrado', 'Montaggio ed equilibratura', 'pc', [9, 18], [2, 4], 2],
  ['Contrôle géométrie et parallélisme', 'Achsvermessung', 'Alineación de dirección', 'Convergenza ed assetto', 'flat', [49, 89], [1, 1]],
  ['Forfait ingrédients et petites fournitures', 'Kleinmaterial / Verbrauchsmaterial', 'Material diverso y consumibles', 'Materiale di consumo', 'flat', [4, 15], [1, 1]],
  ['Recyclage huiles et déchets', 'Altölentsorgung', 'Gestión de residuos', 'Smaltimento rifiuti speciali', 'flat', [2, 9], [1, 1]],
];
const LABOUR_DETAIL: Record<CarLang, string[]> = {
  fr: ['Selon temps barémé constructeur', 'Contrôle des niveaux et points de sécurité', 'Essai routier compris'],
  de: ['lt. Herstellervorgabe (AW)', 'inkl. Probefahrt', 'inkl. Rückstellung Serviceintervall'],
  es: ['Según tiempos de baremo', 'Incluye prueba en carretera', 'Revisión de niveles y puntos de seguridad'],
  it: ['Secondo tempario casa madre', 'Compresa prova su strada', 'Controllo livelli e punti di sicurezza'],
};

function partDetails(random: Random, lang: CarLang): string[] {
  return Array.from({ length: 3 }, () => {
    const brand = pick(random, BRANDS), ref = pick(random, [`${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)}`, `${pick(random, ['P', 'W', 'C', 'HU', 'LX', 'DF'])} ${digits(random, int(random, 3, 4))}`, `${digits(random, 6)}`]);
    return { fr: `${brand} – réf. ${ref}`, de: `Hersteller ${brand}, Art. ${ref}`, es: `Marca ${brand} ref. ${ref}`, it: `Marca ${brand} cod. ${ref}` }[lang];
  });
}

const IDX: Record<CarLang, 0 | 1 | 2 | 3> = { fr: 0, de: 1, es: 2, it: 3 };
function article(lang: CarLang, variant: number, e: Entry, kind: Article['kind'], details?: string[]): Article {
  return { text: e[IDX[lang]], unit: UNITS[lang][e[4]][variant], price: e[5], qty: e[6], step: e[7], kind, details };
}

/** A car repair's parts, labour (at `rate` an hour) and fees, in `lang`. */
export function carCatalogue(random: Random, lang: CarLang, rate: number): { parts: Article[]; labour: Article[]; fees: Article[] } {
  const v = int(random, 0, 1);
  return {
    parts: PARTS.map((e) => article(lang, v, e, 'part', e[4] === 'g' || e[4] === 'l' ? undefined : partDetails(random, lang))),
    labour: LABOUR.map((e) => ({ ...article(lang, v, e, 'labour', LABOUR_DETAIL[lang]), price: [rate, rate] as [number, number] })),
    fees: FEES.map((e, i) => article(lang, v, e, i < 2 ? 'labour' : 'fee')),
  };
}

/** A German heating/plumbing job: material, and labour by the hour (Monteur, Meister, Helfer) plus a call-out. */
export function shkCatalogue(random: Random): { material: Article[]; labour: Article[] } {
  const piece = pick(random, ['Stk', 'St.', 'Stück']), pc = () => piece;
  const m = (text: string, unit: string, price: [number, number], qty: [number, number], details?: string[], step?: number): Article => ({ text, unit, price, qty, details, step, kind: 'part' });
  const material = [
    m('Thermostatkopf Danfoss RAS-C2', pc(), [18, 34], [1, 6]), m('Heizkörperventil DN 15 Eckform', pc(), [14, 29], [1, 4]),
    m('Kupferrohr 15 × 1 mm', 'm', [7.5, 12.9], [2, 18], undefined, 0.5), m('Pressfitting Bogen 90° 15 mm', pc(), [3.2, 6.9], [2, 16]),
    m('Unterputz-Spülkasten Geberit UP320', pc(), [185, 265], [1, 1]), m('Einhebel-Waschtischmischer Grohe Eurosmart', pc(), [89, 149], [1, 1], ['Oberfläche chrom, mit Ablaufgarnitur']),
    m('Membran-Ausdehnungsgefäß 25 l', pc(), [42, 79], [1, 1]), m('Sicherheitsventil 3 bar ½"', pc(), [11, 24], [1, 1]),
    m('Hocheffizienzpumpe Grundfos Alpha2 25-60', pc(), [219, 329], [1, 1], ['inkl. Wärmedämmschale']), m('Wartungsset Gas-Brennwertgerät', 'Satz', [39, 89], [1, 1], [`für Vaillant ecoTEC plus VC ${pick(random, ['206', '256', '306'])}`]),
    m('Kugelhahn ¾" mit Flachdichtung', pc(), [9, 19], [1, 4]), m('Dichtmaterial (Hanf, Fermit)', 'psch.', [4, 9], [1, 1]),
    m('Siphon für Waschtisch 1¼"', pc(), [12, 29], [1, 1]), m('Eckventil mit Filter ½" × ⅜"', pc(), [8, 16], [1, 4]),
  ];
  const hour = pick(random, ['Std.', 'h']);
  const h = (text: string, price: [number, number], qty: [number, number], details?: string[]): Article => ({ text, unit: hour, price, qty, step: 0.25, details, kind: 'labour' });
  const labour: Article[] = [
    h('Arbeitszeit Monteur', [62, 79], [1, 7], ['Demontage, Montage und Funktionsprüfung', 'inkl. Druckprobe']), h('Arbeitszeit Meister', [72, 92], [0.5, 2]),
    h('Arbeitszeit Helfer', [42, 52], [1, 6]), { text: 'Anfahrtspauschale', unit: 'psch.', price: [35, 65], qty: [1, 1], kind: 'labour' },
  ];
  return { material, labour };
}

/** A workshop's own numbers: order, job card and customer numbers look alike on purpose. */
export const jobNumber = (random: Random, prefix: string): string => `${prefix}${chance(random, 0.5) ? digits(random, 5) : `${int(random, 10, 99)}-${digits(random, 4)}`}`;
