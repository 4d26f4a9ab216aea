/**
 * Invented dealers, customers, leasing and finance companies of the vehicle-sales family (vehicles.ts), and what
 * they sell: the model catalogue (cars, vans, motorbikes, tractors and construction or warehouse machinery, with the
 * maker's VIN prefix, trim variants, power and a new price range), paint colours and fuels as each language prints
 * them, accessories and dealer services beside the vehicle, number plates of each country (the British one with the
 * age identifier of its registration date, the Dutch ones by side code) and 17-character VINs whose tenth character
 * is the model year; people and addresses come from logistics-names.ts.
 */
import { chance, digits, int, letters, pick, type Lang, type Random } from './distribution-common.ts';
import { address, company, person, surname, ukAddress, ukPerson, ukSurname, ukTradeCustomer, type Address } from './logistics-names.ts';
import { dePlate, esPlate, frPlate, itPlate } from './workshop-names.ts';

export { address, company, person, surname, ukAddress, ukPerson, ukSurname, type Address };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- catalogue
export type Kind = 'car' | 'van' | 'moto' | 'tractor' | 'machine';
export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';
/** A trim: its name, power in kW and fuel. */
export interface Variant { name: string; kw: number; fuel: Fuel }
/** A model: maker, name, trims, VIN prefix (WMI), kind and new price range net of VAT in euros. */
export interface Model { make: string; model: string; variants: Variant[]; wmi: string; kind: Kind; price: [number, number] }
const FUEL: Record<string, Fuel> = { p: 'petrol', d: 'diesel', h: 'hybrid', e: 'electric' };
/** `variants` as "name:kW:fuel|…" with fuel p, d, h or e. */
const M = (make: string, model: string, variants: string, wmi: string, kind: Kind, price: [number, number]): Model => ({
  make, model, wmi, kind, price, variants: variants.split('|').map((v) => { const [name, kw, f] = v.split(':'); return { name, kw: Number(kw), fuel: FUEL[f] }; }),
});
export const MODELS: Model[] = [
  M('Volkswagen', 'Golf', '1.5 eTSI Life DSG:110:h|2.0 TDI Style:110:d|1.5 TSI R-Line:110:p|GTI 2.0 TSI DSG:195:p', 'WVW', 'car', [25000, 38000]),
  M('Volkswagen', 'Tiguan', '1.5 eTSI Life:110:h|2.0 TDI 4MOTION Elegance:142:d|1.5 eHybrid R-Line:200:h', 'WVG', 'car', [32000, 48000]),
  M('BMW', '320d Touring', 'Sport Line:140:d|M Sport:140:d|Luxury Line:140:d', 'WBA', 'car', [40000, 52000]),
  M('Mercedes-Benz', 'C 220 d', 'Avantgarde:145:d|AMG Line:145:d|Exclusive 9G-Tronic:145:d', 'W1K', 'car', [43000, 56000]),
  M('Audi', 'A4 Avant', '35 TFSI S line:110:p|40 TDI quattro advanced:150:d|35 TDI S tronic:120:d', 'WAU', 'car', [37000, 50000]),
  M('Škoda', 'Octavia Combi', '2.0 TDI Style DSG:110:d|1.5 TSI Selection:110:p|RS 2.0 TSI:195:p', 'TMB', 'car', [26000, 38000]),
  M('Renault', 'Clio', 'TCe 90 Evolution:67:p|E-Tech full hybrid 145 Esprit Alpine:105:h|TCe 90 Techno:67:p', 'VF1', 'car', [15500, 22500]),
  M('Renault', 'Mégane E-Tech', 'EV60 Techno:160:e|EV60 Iconic:160:e', 'VF1', 'car', [30000, 38000]),
  M('Peugeot', '3008', 'Hybrid 136 Allure e-DCS6:100:h|1.5 BlueHDi 130 GT:96:d|PureTech 130 Active Pack:96:p', 'VF3', 'car', [28500, 39000]),
  M('Peugeot', '208', 'PureTech 100 Allure:74:p|1.2 PureTech 75 Active:55:p|e-208 GT:115:e', 'VR3', 'car', [16000, 29000]),
  M('Citroën', 'C4', 'PureTech 130 Shine EAT8:96:p|BlueHDi 130 Feel Pack:96:d', 'VR7', 'car', [21000, 29000]),
  M('Toyota', 'Corolla Touring Sports', '1.8 Hybrid Business Edition:103:h|2.0 Hybrid GR Sport:144:h', 'SB1', 'car', [25000, 33000]),
  M('Toyota', 'Yaris', '1.5 Hybrid Comfort:85:h|1.5 Hybrid Team D:85:h|1.5 VVT-i Active:92:p', 'VNK', 'car', [17000, 24000]),
  M('Fiat', '500', '1.0 Hybrid Dolcevita:51:h|La Prima 42 kWh:87:e|1.0 Hybrid Cult:51:h', 'ZFA', 'car', [13500, 28000]),
  M('Fiat', 'Panda', '1.0 FireFly Hybrid City Life:51:h|1.0 Hybrid Cross:51:h', 'ZFA', 'car', [12000, 16000]),
  M('SEAT', 'Ibiza', '1.0 TSI FR:81:p|1.0 MPI Style:59:p|1.5 TSI FR DSG:110:p', 'VSS', 'car', [15000, 23000]),
  M('Kia', 'Sportage', '1.6 T-GDI HEV Spirit:169:h|1.6 CRDi MHEV Vision:100:d', 'U5Y', 'car', [28000, 40000]),
  M('Hyundai', 'Tucson', '1.6 T-GDI Hybrid Trend:169:h|1.6 CRDi Select:100:d', 'TMA', 'car', [27000, 39000]),
  M('Dacia', 'Duster', 'TCe 130 Journey:96:p|Blue dCi 115 Expression 4x4:85:d|ECO-G 100 Essential:74:p', 'UU1', 'car', [15000, 23000]),
  M('Volvo', 'XC40', 'B4 Plus Dark:145:h|Recharge Twin Core:300:e|B3 Core:120:h', 'YV1', 'car', [33000, 48000]),
  M('Opel', 'Astra Sports Tourer', '1.2 Turbo GS:96:p|1.5 Diesel Elegance:96:d|Plug-in-Hybrid Ultimate:133:h', 'W0V', 'car', [22000, 33000]),
  M('Ford', 'Kuga', '2.5 FHEV Titanium:132:h|1.5 EcoBoost ST-Line X:110:p', 'WF0', 'car', [29000, 40000]),
  M('Volkswagen', 'Transporter', '2.0 TDI 110 kW LR:110:d|2.0 TDI 81 kW KR:81:d', 'WV1', 'van', [32000, 45000]),
  M('Ford', 'Transit Custom', '2.0 EcoBlue 136 Trend L2H1:100:d|2.0 EcoBlue 170 Limited L1H1:125:d', 'WF0', 'van', [30000, 42000]),
  M('Mercedes-Benz', 'Sprinter 317 CDI', 'L2H2:125:d|L3H2:125:d', 'W1V', 'van', [40000, 52000]),
  M('Renault', 'Trafic', 'L2H1 Blue dCi 150 Grand Confort:110:d|L1H1 Blue dCi 130:96:d', 'VF1', 'van', [29000, 38000]),
  M('Fiat', 'Ducato Maxi', '35 L4H2 2.2 MultiJet 140:103:d|33 L2H2 2.2 MultiJet 120:88:d', 'ZFA', 'van', [33000, 44000]),
  M('BMW Motorrad', 'R 1300 GS', 'Triple Black:107:p|Option 719:107:p|Trophy:107:p', 'WB1', 'moto', [19000, 27000]),
  M('Honda', 'CB650R', 'E-Clutch:70:p|Standard:70:p', 'JH2', 'moto', [8000, 9500]),
  M('Yamaha', 'MT-07', 'Pure:54:p|Y-AMT:54:p', 'JYA', 'moto', [7000, 8800]),
  M('Kawasaki', 'Z900', 'Performance:92:p|SE:92:p', 'JKA', 'moto', [9000, 11500]),
  M('Vespa', 'GTS 310', 'Super Sport:17:p|Classic:17:p', 'ZAP', 'moto', [6000, 7300]),
  M('Ducati', 'Monster', '+ 937:82:p|SP 937:82:p', 'ZDM', 'moto', [11500, 15500]),
  M('Fendt', '314 Vario', 'Profi:104:d|Power:104:d|Profi Setting 2:104:d', 'WFE', 'tractor', [115000, 160000]),
  M('John Deere', '6R 150', 'AutoPowr:110:d|CommandQuad Plus:110:d', '1L0', 'tractor', [140000, 190000]),
  M('New Holland', 'T5.110', 'Dynamic Command:81:d|Auto Command:81:d', 'ZFH', 'tractor', [85000, 110000]),
  M('Kubota', 'KX019-4', 'Standard:12:d|Hi-Spec:12:d', 'KBC', 'machine', [26000, 34000]),
  M('JCB', '8026 CTS', 'Standard:18:d|Plus:18:d', 'JCB', 'machine', [32000, 40000]),
  M('Linde', 'H25 D', 'EVO:35:d|Standard:35:d', 'WLH', 'machine', [30000, 42000]),
  M('Bobcat', 'E19', 'Standard:11:d|Performance:11:d', 'B3S', 'machine', [25000, 31000]),
];
export const KIND_WEIGHTS: [Kind, number][] = [['car', 62], ['van', 14], ['moto', 12], ['tractor', 6], ['machine', 6]];
export const FUELS: Record<Lang, Record<Fuel, string>> = {
  de: { petrol: 'Benzin', diesel: 'Diesel', hybrid: 'Hybrid (Benzin/Elektro)', electric: 'Elektro' },
  fr: { petrol: 'Essence', diesel: 'Diesel', hybrid: 'Hybride essence', electric: 'Électrique' },
  en: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Petrol/Electric Hybrid', electric: 'Electric' },
  es: { petrol: 'Gasolina', diesel: 'Diésel', hybrid: 'Híbrido gasolina', electric: 'Eléctrico' },
  it: { petrol: 'Benzina', diesel: 'Gasolio', hybrid: 'Ibrida benzina', electric: 'Elettrica' },
  nl: { petrol: 'Benzine', diesel: 'Diesel', hybrid: 'Hybride benzine', electric: 'Elektrisch' },
};
export const COLOURS: Record<Lang, string[]> = {
  de: ['Mondsteingrau Metallic', 'Schwarz Uni', 'Reflexsilber Metallic', 'Candy-Weiß', 'Deep Black Perleffekt', 'Kings Red Metallic', 'Atlantikblau Metallic', 'Grau Uni'],
  fr: ['Gris Platine métallisé', 'Blanc Glacier', 'Noir Étoilé nacré', 'Bleu Iron métallisé', 'Rouge Flamme', 'Gris Cassiopée', 'Blanc Nacré'],
  en: ['Moonstone Grey Metallic', 'Pure White', 'Magnetic Grey Metallic', 'Deep Black Pearl', 'Flame Red', 'Atlantic Blue Metallic', 'Polar Silver'],
  es: ['Gris Magnético metalizado', 'Blanco Glaciar', 'Negro Perla', 'Azul Atlántico metalizado', 'Rojo Pasión', 'Plata Lunar'],
  it: ['Grigio Artense metallizzato', 'Bianco Gelato', 'Nero Vesuvio', 'Blu Italia', 'Rosso Passione', 'Grigio Moda pastello'],
  nl: ['Zilvergrijs metallic', 'Wit', 'Zwart parelmoer', 'Donkerblauw metallic', 'Rood', 'Antraciet metallic'],
};
/** Machinery is painted in its maker's colour whatever the country. */
export const MAKER_COLOUR: Record<string, string> = { Fendt: 'Nature Green', 'John Deere': 'John Deere Green', 'New Holland': 'Blue Power', Kubota: 'Kubota Orange', JCB: 'JCB Yellow', Linde: 'Linde Red', Bobcat: 'Bobcat White/Black' };

// ---------------------------------------------------------------- extras
export type ExtraCls = 'extra' | 'service';
/** An accessory or dealer service: its text, price range (net, euros or pounds), the kinds and conditions it goes with. */
export interface Extra { text: string; price: [number, number]; kinds: Kind[]; when: 'new' | 'used' | 'any'; cls: ExtraCls }
const X = (text: string, price: [number, number], kinds: string, when: Extra['when'], cls: ExtraCls = 'extra'): Extra => ({ text, price, kinds: kinds.split(' ') as Kind[], when, cls });
const CARS = 'car van';
export const EXTRAS: Record<Lang, Extra[]> = {
  de: [
    X('Winterkompletträder 17" Alu inkl. RDKS', [690, 1290], 'car', 'any'), X('Fußmattensatz Premium', [69, 149], CARS, 'any'), X('Anhängerkupplung schwenkbar inkl. Montage', [690, 1190], CARS, 'any'),
    X('Keramik-Lackversiegelung', [290, 590], 'car', 'any'), X('Laderaumausbau Holzboden und Seitenverkleidung', [590, 990], 'van', 'any'), X('Topcase 49 l inkl. Halter', [290, 490], 'moto', 'any'),
    X('Frontlader inkl. Konsole und Parallelführung', [6900, 9900], 'tractor', 'any'), X('Tieflöffel 400 mm und Grabenräumlöffel', [690, 1290], 'machine', 'any'),
    X('Überführungskosten', [790, 1190], CARS, 'new', 'service'), X('Zulassungsservice inkl. Kennzeichenschilder', [99, 189], 'car van moto tractor', 'any', 'service'),
    X('HU/AU neu', [129, 159], 'car van moto', 'used', 'service'), X('Inspektion mit Ölwechsel', [189, 390], 'car van moto', 'used', 'service'), X('Einweisung und Auslieferungsinspektion', [190, 450], 'tractor machine', 'any', 'service'),
  ],
  fr: [
    X('Jeu de tapis de sol', [59, 129], CARS, 'any'), X('Attelage démontable avec faisceau 13 broches', [590, 990], CARS, 'any'), X('Roues hiver complètes 16"', [690, 1190], 'car', 'any'),
    X('Pack protection carrosserie', [290, 490], 'car', 'any'), X('Aménagement utilitaire bois', [590, 990], 'van', 'any'), X('Top case 50 l', [290, 450], 'moto', 'any'),
    X('Chargeur frontal avec godet', [6900, 9900], 'tractor', 'any'), X('Godet de curage 1 000 mm', [590, 990], 'machine', 'any'),
    X('Frais de mise à la route', [390, 990], 'car van moto', 'new', 'service'), X('Préparation et nettoyage', [150, 290], 'car van moto', 'used', 'service'),
    X('Révision et contrôle technique', [190, 350], 'car van', 'used', 'service'), X('Mise en service et formation', [190, 450], 'tractor machine', 'any', 'service'),
  ],
  en: [
    X('Paint & interior protection', [249, 499], 'car van', 'any'), X('Floor mats (set of 4)', [59, 129], CARS, 'any'), X('Detachable tow bar with 13-pin electrics', [595, 995], CARS, 'any'),
    X('Ply lining kit', [395, 795], 'van', 'any'), X('Top box 49 litre', [249, 449], 'moto', 'any'), X('Loader with bucket and parallel linkage', [5950, 8950], 'tractor', 'any'),
    X('Ditching bucket 1200 mm', [595, 995], 'machine', 'any'), X('Delivery & number plates', [595, 995], 'car van moto', 'new', 'service'),
    X('Full service & MOT', [199, 349], 'car van', 'used', 'service'), X('Pre-delivery inspection & handover', [195, 395], 'tractor machine', 'any', 'service'),
  ],
  es: [
    X('Alfombrillas a medida', [49, 119], CARS, 'any'), X('Enganche de remolque desmontable', [590, 990], CARS, 'any'), X('Tratamiento cerámico de pintura', [290, 490], 'car', 'any'),
    X('Revestimiento de zona de carga', [490, 890], 'van', 'any'), X('Baúl trasero 45 l', [190, 390], 'moto', 'any'), X('Pala cargadora frontal', [6500, 9500], 'tractor', 'any'),
    X('Cazo de limpieza 1.000 mm', [590, 990], 'machine', 'any'), X('Gastos de preentrega y transporte', [390, 890], 'car van moto', 'new', 'service'),
    X('Gestoría (tramitación DGT)', [90, 190], 'car van moto tractor', 'any', 'service'), X('Revisión y cambio de aceite', [150, 290], 'car van', 'used', 'service'),
    X('Puesta en marcha y formación', [190, 450], 'tractor machine', 'any', 'service'),
  ],
  it: [
    X('Tappetini in moquette', [49, 119], CARS, 'any'), X('Gancio traino estraibile', [590, 990], CARS, 'any'), X('Trattamento protettivo carrozzeria', [290, 490], 'car', 'any'),
    X('Allestimento vano di carico', [490, 890], 'van', 'any'), X('Bauletto 45 l', [190, 390], 'moto', 'any'), X('Caricatore frontale con benna', [6500, 9500], 'tractor', 'any'),
    X('Benna pulizia fossi 1000 mm', [590, 990], 'machine', 'any'), X('Messa su strada', [490, 890], 'car van moto', 'any', 'service'),
    X('Tagliando e revisione', [190, 350], 'car van', 'used', 'service'), X('Consegna tecnica e istruzione', [190, 450], 'tractor machine', 'any', 'service'),
  ],
  nl: [
    X('Mattenset rubber', [49, 119], CARS, 'any'), X('Afneembare trekhaak incl. 13-polige kabelset', [590, 990], CARS, 'any'), X('Lakbescherming', [290, 490], 'car', 'any'),
    X('Laadruimte-inrichting hout', [490, 890], 'van', 'any'), X('Topkoffer 45 l', [190, 390], 'moto', 'any'), X('Voorlader met bak', [6500, 9500], 'tractor', 'any'),
    X('Slootschoonbak 1000 mm', [590, 990], 'machine', 'any'), X('Kosten rijklaar maken', [695, 1195], 'car van moto', 'any', 'service'),
    X('Onderhoudsbeurt en APK', [190, 350], 'car van', 'used', 'service'), X('Aflevering en instructie', [190, 450], 'tractor machine', 'any', 'service'),
  ],
};

// ---------------------------------------------------------------- dealers and customers
/** A dealer's name for what it sells in `lang`'s country. */
export function dealer(random: Random, lang: Lang, kind: Kind, town: string, make: string): string {
  const s = lang === 'en' ? ukSurname(random) : cap(surname(random, lang)), s2 = lang === 'en' ? ukSurname(random) : cap(surname(random, lang));
  const farm = kind === 'tractor' || kind === 'machine';
  const brand = make.split(' ')[0];
  switch (lang) {
    case 'de': return farm ? pick(random, [`Landtechnik ${s} GmbH`, `${s} Land- und Baumaschinen GmbH & Co. KG`, `Baumaschinen ${s} GmbH`]) : kind === 'moto' ? pick(random, [`Motorrad ${s} GmbH`, `Zweirad-Center ${s} e.K.`])
      : pick(random, [`Autohaus ${s} GmbH & Co. KG`, `Autohaus ${s} GmbH`, `${s} Automobile GmbH`, `Autozentrum ${town} GmbH`, `Autohaus ${s} & ${s2} GmbH`]);
    case 'fr': return farm ? pick(random, [`${s} Agri-Services SAS`, `Ets ${s} Matériel Agricole SARL`, `${s} Location et Vente TP SAS`]) : kind === 'moto' ? pick(random, [`${s} Moto SARL`, `Moto Passion ${town} SAS`])
      : pick(random, [`SAS Garage ${s}`, `${brand} ${town} – ${s} Automobiles SAS`, `Garage du ${pick(random, ['Centre', 'Parc', 'Lac'])} SARL`, `${s} Automobiles SA`]);
    case 'en': return farm ? pick(random, [`${s} Agricultural Ltd`, `${s} Plant Sales Ltd`, `${town} Tractors Ltd`]) : kind === 'moto' ? pick(random, [`${s} Motorcycles Ltd`, `${town} Bike Centre Ltd`])
      : pick(random, [`${s} Motors Ltd`, `${s} & ${s2} Motor Group Ltd`, `${town} Car Centre Ltd`, `${s} of ${town} Ltd`]);
    case 'es': return farm ? pick(random, [`Maquinaria Agrícola ${s} S.L.`, `${s} Maquinaria S.A.`]) : kind === 'moto' ? pick(random, [`Motos ${s} S.L.`, `${town} Motor Bikes S.L.`])
      : pick(random, [`Automóviles ${s} S.A.`, `${brand} ${town} – Motor ${s} S.L.`, `Autos ${s} e Hijos S.L.`, `Concesionario ${s} S.L.`]);
    case 'it': return farm ? pick(random, [`${s} Macchine Agricole S.r.l.`, `Agricola ${s} Meccanica S.n.c.`, `${s} Movimento Terra S.r.l.`]) : kind === 'moto' ? pick(random, [`${s} Moto S.r.l.`, `Moto Center ${s} S.n.c.`])
      : pick(random, [`Autosalone ${s} S.r.l.`, `${s} Auto S.p.A.`, `Concessionaria ${s} & ${s2} S.r.l.`, `${town} Motori S.r.l.`]);
    case 'nl': return farm ? pick(random, [`Mechanisatiebedrijf ${s} B.V.`, `${s} Landbouwmechanisatie B.V.`, `${s} Grondverzetmachines B.V.`]) : kind === 'moto' ? pick(random, [`Motorhuis ${s} B.V.`, `${s} Motoren`])
      : pick(random, [`Autobedrijf ${s} B.V.`, `${s} Auto's B.V.`, `Autocentrum ${town} B.V.`, `Garage ${s} & Zn. B.V.`]);
  }
}
/** A business buying machinery: a farm, a contractor or a builder. */
export function farmCustomer(random: Random, lang: Lang): string {
  const s = lang === 'en' ? ukSurname(random) : cap(surname(random, lang));
  return {
    de: () => pick(random, [`Landwirtschaft ${s} GbR`, `Lohnunternehmen ${s} GmbH`, `Garten- und Landschaftsbau ${s} e.K.`, `Tiefbau ${s} GmbH`]),
    fr: () => pick(random, [`EARL ${s}`, `GAEC des ${pick(random, ['Tilleuls', 'Prés', 'Trois Chênes'])}`, `${s} Terrassement SARL`, `ETA ${s}`]),
    en: () => pick(random, [`${s} Farms Ltd`, `${s} Groundworks Ltd`, `${s} & Sons (Contractors)`, `${ukPerson(random)} t/a ${s} Landscapes`]),
    es: () => pick(random, [`Explotaciones Agrícolas ${s} S.L.`, `Excavaciones ${s} S.L.`, `SAT ${s}`]),
    it: () => pick(random, [`Azienda Agricola ${s}`, `${s} Scavi S.r.l.`, `Società Agricola ${s} S.s.`]),
    nl: () => pick(random, [`Maatschap ${s}`, `Loonbedrijf ${s} B.V.`, `Grondverzet ${s} B.V.`, `Hoveniersbedrijf ${s}`]),
  }[lang]();
}
/** A business customer for a car or van. */
export const firmCustomer = (random: Random, lang: Lang): string => (lang === 'en' ? ukTradeCustomer(random) : company(random, lang));
/** A private buyer: first and last name (Spanish two surnames), and whether a woman. */
export function buyer(random: Random, lang: Lang): { first: string; last: string; female: boolean } {
  if (lang !== 'en') { const p = person(random, lang); return { first: p.first, last: p.last, female: p.female }; }
  const [first, last] = ukPerson(random).split(' ');
  return { first, last, female: ['Sarah', 'Kelly', 'Jo', 'Emma'].includes(first) };
}
export const LEASING: Record<Lang, string[]> = {
  de: ['Mobilis Leasing GmbH', 'Rhein-Main Autoleasing GmbH', 'Nordlease Fahrzeugfinanz GmbH', 'Süd-Leasing Mobilität AG'],
  fr: ['Lease Horizon SAS', 'Mobilys Location Longue Durée SAS', 'Finauto LLD SAS'],
  en: ['Keystone Contract Hire Ltd', 'Pennine Vehicle Leasing Ltd', 'Meridian Fleet Finance Ltd'],
  es: ['Renting Ibérico de Vehículos S.A.', 'Flotas Levante Renting S.L.'],
  it: ['Noleggio Italia Fleet S.p.A.', 'Autolease Padana S.p.A.'],
  nl: ['Lease Holland B.V.', 'Deltalease Mobiliteit B.V.', 'Noordzee Lease B.V.'],
};
export const FINANCE: Record<Lang, string[]> = {
  de: ['Autokreditbank Nord AG', 'Mobilbank Süd AG', 'Fahrzeugbank Hanse AG'], fr: ['Crédit Auto Services SA', 'Financo Mobilité SA'], en: ['Penrose Motor Finance Ltd', 'Albion Car Credit plc'],
  es: ['Financiera del Automóvil S.A., E.F.C.', 'Crédito Motor E.F.C., S.A.'], it: ['Finauto Credito S.p.A.', 'Autocredit Italia S.p.A.'], nl: ['Autofinanciering Nederland B.V.', 'Mobiel Krediet B.V.'],
};

// ---------------------------------------------------------------- plates and VINs
const ukAge = (iso: string): string => { const y = Number(iso.slice(2, 4)), m = Number(iso.slice(5, 7)); return m >= 3 && m <= 8 ? String(y).padStart(2, '0') : m >= 9 ? String(y + 50) : String(y + 49); };
/** A British plate whose age identifier matches `firstReg` ("AB19 CDE" for March–August 2019, "AB69" for September 2019–February 2020). */
export const ukPlate = (random: Random, firstReg: string): string => `${letters(random, 2, 'ABCDEFGHJKLMNOPRSTUVWXY')}${ukAge(firstReg)} ${letters(random, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}`;
const NL = 'BDFGHJKLNPRSTVXZ';
export const nlPlate = (random: Random): string => pick(random, [
  () => `${letters(random, 2, NL)}-${digits(random, 3)}-${letters(random, 1, NL)}`, () => `${int(random, 1, 9)}-${letters(random, 3, NL)}-${digits(random, 2)}`,
  () => `${letters(random, 1, NL)}-${digits(random, 3)}-${letters(random, 2, NL)}`, () => `${letters(random, 3, NL)}-${digits(random, 2)}-${letters(random, 1, NL)}`, () => `${digits(random, 2)}-${letters(random, 3, NL)}-${int(random, 1, 9)}`,
])();
export const PLATES: Record<Lang, (random: Random, firstReg: string) => string> = { de: dePlate, fr: frPlate, es: esPlate, it: itPlate, nl: nlPlate, en: ukPlate };
const YEAR_CODE = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A 17-character VIN: the maker's WMI, six descriptor characters ("ZZZ…" on European makes), the model-year code, the plant and a six-digit serial. */
export function vinOf(random: Random, m: Model, year: number): string {
  const european = /^[STUVWYZ]/.test(m.wmi) && chance(random, 0.6);
  const vds = european ? `ZZZ${letters(random, 2, VIN_CHARS)}Z` : letters(random, 6, VIN_CHARS);
  return `${m.wmi}${vds}${YEAR_CODE[(year - 2010) % 30]}${letters(random, 1, VIN_CHARS)}${digits(random, 6)}`;
}
