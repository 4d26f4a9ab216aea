/**
 * Goods sold by weight, by the piece or by the pack: a Dutch food and drinks wholesaler's articles (9 % for food
 * and soft drinks, 21 % for alcohol, cleaning products and disposables, deposits on crates, kegs and bottles
 * without VAT) and a British builders' merchant's products (20 %, a few zero-rated), with their article codes.
 */
import { digits, int, pick, type Article, type Random } from './workshop-common.ts';

const a = (text: string, unit: string, price: [number, number], qty: [number, number], rate: number, extra: Partial<Article> = {}): Article => ({ text, unit, price, qty, rate, kind: 'part', ...extra });
const kg = (text: string, price: [number, number], qty: [number, number], details?: string[]): Article => a(text, 'kg', price, qty, 9, { step: 0.005, details });

/** Food, non-food and drinks (the drinks name the deposit they carry, see NL_DEPOSITS). */
export function nlArticles(): { food: Article[]; other: Article[]; crates: Article[] } {
  const food = [
    kg('Kipfilet vers', [7.45, 9.95], [2.5, 10], ['Herkomst NL, THT zie etiket']), kg('Rundergehakt 15% vet', [6.95, 8.9], [2, 8], ['Vacuüm verpakt, THT 5 dagen']), kg('Zalmfilet met huid', [17.9, 24.5], [1.5, 6], ['Noorwegen, gekweekt']),
    kg('Jong belegen kaas 48+ (stuk)', [8.9, 11.95], [1.5, 6], ['Gouda, Holland Noord-Europa']), kg('Varkenshaas', [10.9, 14.5], [1.5, 5], ['Herkomst NL, per stuk ca. 500 g']), kg('Tomaten los', [2.1, 3.4], [3, 10], ['Klasse I, herkomst Westland']),
    a('Roomboter ongezouten 250 g', 'st', [2.35, 3.2], [8, 40], 9), a('Slagroom 35% 1 L', 'st', [3.6, 4.9], [4, 24], 9), a('Volle melk 1 L', 'st', [1.05, 1.49], [6, 36], 9),
    a('Aardappelen vastkokend 15 kg', 'zak', [9.5, 14.9], [1, 4], 9), a('Friet 10 mm 4 × 2,5 kg', 'doos', [13.9, 19.5], [2, 8], 9), a('Uien geel 10 kg', 'zak', [6.5, 9.9], [1, 3], 9),
    a('Scharreleieren L (180 st)', 'doos', [36, 49], [1, 2], 9), a('Zonnebloemolie 10 L', 'can', [19.9, 29.5], [1, 3], 9), a('Koffiebonen espresso 1 kg', 'st', [14.9, 22.5], [2, 6], 9, { details: ['Fairtrade, 100% arabica'] }),
    a('Jus d\'orange vers 1 L', 'st', [2.4, 3.6], [6, 24], 9), a('Basmati rijst 5 kg', 'zak', [8.9, 13.5], [1, 4], 9), a('Tomatenblokjes 2,5 kg', 'blik', [3.9, 5.6], [2, 6], 9),
  ];
  const other = [
    a('Afwasmiddel professioneel 5 L', 'can', [8.9, 14.5], [1, 4], 21), a('Vaatwasmiddel vloeibaar 10 L', 'can', [22.5, 34.9], [1, 2], 21),
    a('Servetten 3-laags 33 × 33 cm (1.000 st)', 'doos', [19.5, 29.9], [1, 3], 21), a('Aluminiumfolie 30 cm × 150 m', 'rol', [14.5, 21], [1, 3], 21),
    a('Vuilniszakken 120 L (250 st)', 'doos', [18.9, 27.5], [1, 2], 21), a('Huiswijn rood bag-in-box 3 L', 'st', [10.9, 15.9], [2, 8], 21, { details: ['Merlot, Pays d\'Oc'] }),
    a('Jenever jong 1 L', 'fles', [13.5, 17.9], [1, 4], 21), a('Keukenrol industrieel (6 rollen)', 'pak', [12.9, 19.9], [1, 4], 21),
  ];
  const crates = [
    a('Pils krat 24 × 30 cl', 'krat', [17.5, 21.9], [2, 10], 21, { deposit: 'crate' }), a('Spa Rood 28 × 25 cl glas', 'krat', [14.9, 19.5], [1, 4], 9, { deposit: 'crate' }),
    a('Pils fust 20 L', 'fust', [79, 109], [1, 3], 21, { deposit: 'keg' }), a('Coca-Cola blik 24 × 33 cl', 'tray', [15.9, 21.5], [1, 6], 9, { deposit: 'can' }),
    a('Appelsap 6 × 1 L glas', 'doos', [9.9, 13.5], [1, 4], 9, { deposit: 'bottle6' }),
  ];
  return { food, other, crates };
}
/** The deposit lines an article carries: [text, unit, price per unit of the article]. */
export const NL_DEPOSITS: Record<string, [string, string, number]> = {
  crate: ['Statiegeld krat', 'krat', 3.9],
  keg: ['Emballage fust 20 L', 'fust', 30],
  can: ['Statiegeld blik (24 × € 0,15)', 'tray', 3.6],
  bottle6: ['Statiegeld fles (6 × € 0,15)', 'doos', 0.9],
};

/** Builders' merchant products (codes drawn per document); `zero` the zero-rated ones. */
export function ukProducts(random: Random): { goods: Article[]; zero: Article[]; delivery: Article } {
  const g = (text: string, unit: string, price: [number, number], qty: [number, number], details?: string[]): Article => ({ text, unit, price, qty, rate: 20, kind: 'part', details });
  const goods = [
    g('Portland Cement 25kg', 'BAG', [6.45, 9.4], [5, 40]), g('Building Sand - Bulk Bag', 'BAG', [44, 62], [1, 3]), g('MOT Type 1 Sub-base - Bulk Bag', 'BAG', [46, 68], [1, 4]),
    g('CLS Timber 38 x 63mm x 2.4m', 'LEN', [2.85, 4.6], [10, 60], ['Regularised, kiln dried']), g('C24 Treated Timber 47 x 100mm x 4.8m', 'LEN', [9.2, 14.5], [4, 24], ['Tanalised, graded C24']),
    g('Plasterboard 12.5mm 2400 x 1200 TE', 'SHT', [8.1, 12.3], [6, 40]), g('Multi-Finish Plaster 25kg', 'BAG', [9.4, 12.9], [4, 20]), g('Copper Tube 15mm x 3m', 'LEN', [12.5, 21.9], [2, 10]),
    g('Endfeed Elbow 15mm', 'EA', [0.62, 1.25], [10, 50]), g('Wood Screws 4.0 x 40mm (Box 200)', 'BOX', [4.2, 8.5], [1, 6]), g('Dense Concrete Block 100mm 7.3N', 'EA', [1.62, 2.45], [40, 200]),
    g('OSB3 Board 18mm 2440 x 1220', 'SHT', [21.5, 34.9], [2, 16]), g('PIR Insulation Board 100mm 2400 x 1200', 'SHT', [36, 56], [2, 12], ['Lambda 0.022 W/mK, foil faced']),
    g('Silicone Sealant Clear 310ml', 'EA', [4.1, 7.95], [1, 12]), g('Expanding Foam Gun Grade 750ml', 'EA', [6.2, 9.95], [1, 6]), g('Polythene DPM 1200g 4m x 25m', 'ROLL', [56, 86], [1, 2]),
    g('Galvanised Joist Hanger 47 x 150mm', 'EA', [1.8, 3.1], [4, 30]), g('Engineering Brick Class B Red', 'EA', [0.72, 1.1], [100, 500]), g('Lintel Galvanised 1200mm', 'EA', [24, 39], [1, 4]),
    g('Ready-Mixed Mortar 25kg', 'BAG', [5.9, 8.5], [4, 20]), g('Pallet Charge (refundable on return)', 'EA', [15, 25], [1, 2]),
  ];
  const zero = [
    { ...g('Bottled Water 24 x 500ml', 'PK', [3.9, 5.9], [1, 4]), rate: 0 },
    { ...g('Building Regulations in Practice (book)', 'EA', [18, 32], [1, 1]), rate: 0 },
    { ...g('Catering Tea Bags (1100)', 'BOX', [14.5, 24.9], [1, 2]), rate: 0 },
  ];
  const delivery = { ...g('Delivery Charge - Rigid Vehicle', 'EA', [25, 45], [1, 1]), kind: 'fee' as const };
  const style = int(random, 0, 2);
  const code = () => [`${pick(random, ['CEM', 'TIM', 'PLB', 'INS', 'FIX', 'AGG', 'BLK', 'SUN'])}${digits(random, 4)}`, `${int(random, 100000, 999999)}`, `${digits(random, 3)}-${digits(random, 4)}`][style];
  for (const p of [...goods, ...zero, delivery]) p.code = code();
  return { goods, zero, delivery };
}

/** A wholesaler's article numbers, all in one style. */
export function nlCodes(random: Random): () => string {
  const style = int(random, 0, 2);
  return () => [`${int(random, 10000, 99999)}`, `${int(random, 100, 999)}.${digits(random, 3)}`, `${int(random, 1, 9)}${digits(random, 6)}`][style];
}
