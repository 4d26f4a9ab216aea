/**
 * What Spanish, Dutch/Belgian and British wholesalers sell to businesses: a Spanish food and household wholesaler
 * (IVA 10 % for food and soft drinks, 21 % for alcohol and household goods), a Dutch or Belgian wholesaler of
 * catering and cleaning supplies (the low rate — 9 % in the Netherlands, 6 % in Belgium — for food and drinks,
 * 21 % for the rest) and a British catering supplier (food zero-rated Z, the rest standard-rated S, the transit
 * insurance exempt E), with pack sizes.
 */
import type { Ware } from './distribution-common.ts';

const w = (text: string, unit: string, pack: string, price: [number, number], qty: [number, number], rate: number, extra: Partial<Ware> = {}): Ware => ({ text, unit, pack, price, qty, rate, ...extra });

// ---------------------------------------------------------------- Spain
export const ES_GOODS: Ware[] = [
  w('Aceite de girasol 1 l (caja 15 ud.)', 'caja', '', [21.9, 32.9], [1, 6], 10),
  w('Atún claro en aceite de oliva 3 × 80 g (caja 24)', 'caja', '', [39, 58], [1, 4], 10),
  w('Galletas María 800 g (caja 12)', 'caja', '', [16.9, 24.9], [1, 6], 10),
  w('Café molido natural 250 g (caja 20)', 'caja', '', [44, 69], [1, 3], 10, { details: ['Tueste natural, 100 % arábica'] }),
  w('Azúcar blanco 1 kg (fardo 10 ud.)', 'fardo', '', [9.9, 14.5], [1, 8], 10),
  w('Chocolate con leche 150 g (caja 20)', 'caja', '', [22.9, 33.9], [1, 4], 10),
  w('Agua mineral natural 1,5 l (pack 6)', 'pack', '', [1.9, 3.4], [10, 60], 10),
  w('Zumo de naranja 1 l (caja 12)', 'caja', '', [12.9, 19.9], [1, 6], 10),
  w('Tomate frito 400 g (caja 24)', 'caja', '', [17.9, 26.9], [1, 6], 10),
  w('Aceitunas rellenas de anchoa 350 g (caja 12)', 'caja', '', [14.9, 22.9], [1, 6], 10),
  w('Patatas fritas lisas 150 g (caja 20)', 'caja', '', [18.9, 27.9], [1, 5], 10),
  w('Refresco de cola lata 33 cl (pack 24)', 'pack', '', [12.9, 18.9], [2, 12], 10),
  w('Jamón serrano bodega pieza', 'kg', '', [8.9, 13.9], [6, 16], 10, { step: 0.01, details: ['Curación 12 meses, pieza deshuesada'] }),
  w('Queso manchego curado cuña 250 g (caja 12)', 'caja', '', [42, 64], [1, 3], 10),
  w('Cerveza lata 33 cl (pack 24)', 'pack', '', [14.9, 22.9], [2, 12], 21),
  w('Vino tinto Rioja crianza 75 cl (caja 6)', 'caja', '', [29, 54], [1, 5], 21),
  w('Detergente líquido ropa 3 l (caja 4)', 'caja', '', [19.9, 31.9], [1, 4], 21),
  w('Lejía con detergente 2 l (caja 6)', 'caja', '', [6.9, 10.9], [1, 8], 21),
  w('Papel higiénico doble capa (fardo 12 × 4 rollos)', 'fardo', '', [12.9, 19.9], [1, 6], 21),
  w('Bolsas de basura 30 l (caja 50 rollos)', 'caja', '', [24.9, 36.9], [1, 3], 21),
  w('Servilletas 30 × 30 cm 2 capas (caja 2.400)', 'caja', '', [14.9, 22.9], [1, 4], 21),
  w('Pilas alcalinas AA LR6 (blíster 4, caja 12)', 'caja', '', [19.9, 32.9], [1, 3], 21),
];

// ---------------------------------------------------------------- Netherlands / Belgium (rate 0 = the low rate)
/** `low` the country's reduced rate (9 NL, 6 BE). */
export function lowlandsGoods(low: number): Ware[] {
  return [
    w('Koffiebonen espresso 1 kg', 'zak', '1 kg', [14.9, 22.5], [2, 12], low, { details: ['Fairtrade, 100% arabica'] }),
    w('Filterkoffie snelfiltermaling 1 kg', 'zak', '1 kg', [8.9, 13.9], [2, 10], low),
    w('Thee Earl Grey envelop (100 st)', 'doos', '100 st', [4.9, 8.9], [2, 10], low),
    w('Suikersticks 4 g (1000 st)', 'doos', '1000 st', [13.9, 19.9], [1, 3], low),
    w('Koffiemelk cups 7,5 g (240 st)', 'doos', '240 st', [11.9, 16.9], [1, 4], low),
    w('Speculaas koekjes individueel (300 st)', 'doos', '300 st', [17.9, 26.9], [1, 3], low),
    w('Mineraalwater plat 50 cl (24 st)', 'tray', '24 st', [7.9, 12.9], [2, 12], low),
    w('Halfvolle melk 1 L (12 st)', 'doos', '12 st', [11.9, 15.9], [1, 6], low),
    w('Soep in zakjes tomaat (50 st)', 'doos', '50 st', [14.9, 21.9], [1, 3], low),
    w('Chocoladerepen melk 45 g (24 st)', 'doos', '24 st', [16.9, 24.9], [1, 4], low),
    w('Allesreiniger citrus 5 L', 'can', '5 L', [9.9, 16.9], [1, 6], 21),
    w('Handzeep navulling 500 ml (12 st)', 'doos', '12 st', [24.9, 39.9], [1, 3], 21),
    w('Vaatwastabletten all-in-1 (200 st)', 'emmer', '200 st', [29.9, 44.9], [1, 3], 21),
    w('Toiletpapier 2-laags 400 vel (48 rollen)', 'pak', '48 rol', [19.9, 29.9], [1, 6], 21, { details: ['Gerecycled, EU Ecolabel'] }),
    w('Handdoekpapier Z-vouw 2-laags (20 × 150 vel)', 'doos', '3000 vel', [24.9, 36.9], [1, 6], 21),
    w('Vuilniszakken 60 × 80 cm grijs (500 st)', 'doos', '500 st', [19.9, 31.9], [1, 3], 21),
    w('Nitril handschoenen blauw maat M (100 st)', 'doos', '100 st', [5.9, 9.9], [2, 12], 21),
    w('Microvezeldoek blauw 40 × 40 cm (10 st)', 'pak', '10 st', [7.9, 13.9], [1, 6], 21),
    w('Koffiebekers karton 180 ml (1000 st)', 'doos', '1000 st', [34.9, 54.9], [1, 3], 21),
    w('Roerstaafjes hout 14 cm (1000 st)', 'doos', '1000 st', [4.9, 8.9], [1, 4], 21),
    w('Desinfectiegel handen 1 L', 'fles', '1 L', [7.9, 12.9], [2, 10], 21),
    w('Glasreiniger spray 750 ml (6 st)', 'doos', '6 st', [12.9, 19.9], [1, 4], 21),
  ];
}

// ---------------------------------------------------------------- Britain (rate 0 with `zero` or `exempt`)
export interface UkWare extends Ware { vat: 'S' | 'Z' | 'E' }
const u = (vat: 'S' | 'Z' | 'E', text: string, pack: string, price: [number, number], qty: [number, number], extra: Partial<Ware> = {}): UkWare => ({ ...w(text, 'CS', pack, price, qty, vat === 'S' ? 20 : 0, extra), vat });
export const UK_GOODS: UkWare[] = [
  u('Z', 'Plain Flour', '1 x 16kg', [11.9, 16.5], [1, 4]),
  u('Z', 'Free Range Eggs Medium', '1 x 180', [38, 52], [1, 3]),
  u('Z', 'Basmati Rice', '1 x 10kg', [14.9, 21.9], [1, 4]),
  u('Z', 'Chopped Tomatoes in Juice', '6 x 2.5kg', [17.9, 24.9], [1, 5]),
  u('Z', 'Mature Cheddar Block', '1 x 5kg', [32, 46], [1, 3], { details: ['Coloured, 16-month matured'] }),
  u('Z', 'Unsalted Butter', '40 x 250g', [78, 105], [1, 2]),
  u('Z', 'Skin-On Chips 12mm (Frozen)', '4 x 2.5kg', [13.9, 19.9], [2, 8]),
  u('Z', 'Chicken Breast Fillets (Frozen)', '1 x 5kg', [29, 42], [1, 4], { details: ['Halal, individually quick frozen'] }),
  u('Z', 'Baked Beans in Tomato Sauce', '6 x 2.62kg', [19.9, 27.9], [1, 4]),
  u('Z', 'Rapeseed Oil', '1 x 20ltr', [26, 39], [1, 3]),
  u('Z', 'Tea Bags One Cup', '1 x 1100', [18.9, 27.9], [1, 3]),
  u('Z', 'Semi-Skimmed Milk', '6 x 2ltr', [9.9, 14.9], [1, 6]),
  u('S', 'Still Spring Water', '24 x 500ml', [4.9, 8.9], [2, 10]),
  u('S', 'Cola Cans', '24 x 330ml', [10.9, 16.9], [1, 6]),
  u('S', 'Ready Salted Crisps', '32 x 25g', [9.9, 14.9], [1, 4]),
  u('S', 'Vanilla Ice Cream', '1 x 4ltr', [7.9, 12.9], [1, 6]),
  u('S', 'Blue Centrefeed Roll 2ply', '6 x 150m', [14.9, 22.9], [1, 4]),
  u('S', 'Washing-Up Liquid Concentrate', '2 x 5ltr', [11.9, 18.9], [1, 4]),
  u('S', 'Food-Safe Sanitiser Spray', '6 x 750ml', [13.9, 21.9], [1, 4], { details: ['BS EN 1276 / 13697'] }),
  u('S', 'Black Refuse Sacks Heavy Duty', '1 x 200', [14.9, 22.9], [1, 4]),
  u('S', 'Catering Cling Film 450mm', '1 x 300m', [8.9, 13.9], [1, 4]),
  u('S', 'Nitrile Gloves Blue Large', '10 x 100', [29, 45], [1, 3]),
  u('S', 'Kraft Takeaway Boxes No.8', '1 x 280', [36, 52], [1, 3]),
  u('S', 'Paper Napkins 2ply 40cm White', '1 x 2000', [19.9, 29.9], [1, 3]),
];
export const UK_INSURANCE: UkWare = u('E', 'Goods-in-Transit Insurance', '-', [1.5, 3.5], [1, 1]);
