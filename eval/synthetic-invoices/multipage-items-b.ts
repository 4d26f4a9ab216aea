/**
 * Item rows of the Spanish IT-hardware, Dutch garden-wholesale and British / Irish freight-forwarding invoices
 * (money in cents).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, makeItem, price, type Item } from './multipage-common.ts';
import { fill } from './multipage-items-a.ts';

type Entry = [string, string, number, number, string];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const code = (random: Random, length: number, alphabet = `${LETTERS}0123456789`) => Array.from({ length }, () => alphabet[int(random, 0, alphabet.length - 1)]).join('');

// ------------------------------------------------------------------------------ Spanish IT hardware (21 %)
const INFORMATICA: Entry[] = [
  ['Portátil {Lenovo ThinkPad E14 G5|HP ProBook 450 G10|Dell Latitude 3540} i5/16GB/512GB', 'ud.', 650, 980, 'sn'],
  ['Monitor {Dell P2423D 23,8"|LG 27BR650B 27"|Philips 243V7QDAB 23,8"}', 'ud.', 110, 260, 'sn'],
  ['Docking station USB-C {Dell WD19S|HP USB-C G5|Lenovo Universal}', 'ud.', 140, 230, 'sn'],
  ['Kit teclado + ratón inalámbrico {Logitech MK270|Logitech MK345}', 'ud.', 22, 39, 'ref'], ['Ratón óptico USB {Logitech B100|HP 125}', 'ud.', 6, 12, 'ref'],
  ['Disco SSD {Samsung 870 EVO 1TB|Crucial MX500 500GB|Kingston NV2 1TB}', 'ud.', 45, 95, 'ref'], ['Memoria DDR4 {8GB|16GB} 3200 MHz SO-DIMM', 'ud.', 18, 45, 'ref'],
  ['Switch {TP-Link TL-SG1016D 16 puertos|Netgear GS308 8 puertos}', 'ud.', 25, 90, 'sn'], ['Punto de acceso {Ubiquiti U6 Lite|TP-Link EAP225}', 'ud.', 70, 120, 'sn'],
  ['Cable de red Cat6 UTP {1|2|3|5} m {azul|gris}', 'ud.', 1.5, 4.5, 'ref'], ['Latiguillo RJ45 Cat6A {0,5|1} m', 'ud.', 1.2, 3, 'ref'],
  ['SAI {APC Back-UPS 700VA|Salicru SPS 900 ONE}', 'ud.', 85, 140, 'sn'], ['Impresora láser {Brother HL-L2350DW|HP LaserJet M209dw}', 'ud.', 110, 190, 'sn'],
  ['Tóner original {Brother TN-2420|HP 135A}', 'ud.', 45, 80, 'ref'], ['Licencia Microsoft 365 Empresa Estándar (anual)', 'ud.', 120, 150, 'lic'],
  ['Antivirus ESET Endpoint Security (1 año)', 'ud.', 28, 45, 'lic'], ['Servicio técnico: instalación y configuración', 'h', 35, 55, 'svc'],
  ['Desplazamiento técnico', 'ud.', 25, 45, 'svc'], ['Cable HDMI 2.0 {1,8|3} m', 'ud.', 4, 9, 'ref'], ['Regleta 6 tomas con interruptor', 'ud.', 6, 12, 'ref'],
  ['Webcam {Logitech C270 HD|Logitech C920 Full HD}', 'ud.', 25, 80, 'ref'], ['Auriculares USB {Jabra Evolve2 30|Poly Blackwire 3220}', 'ud.', 40, 75, 'ref'],
];

export function spanishHardwareItems(random: Random, count: number): Item[] {
  return Array.from({ length: count }, () => {
    const [template, unit, low, high, kind] = pick(random, INFORMATICA);
    const unitPrice = price(random, low, high);
    const lines = [fill(random, template)];
    const qty = kind === 'sn' ? int(random, 1, 3) : unit === 'h' ? int(random, 2, 16) / 2 : kind === 'svc' ? 1 : int(random, 1, unitPrice < 1500 ? 40 : 10);
    if (kind === 'sn') lines.push(`S/N: ${Array.from({ length: qty }, () => code(random, pick(random, [8, 10]))).join(', ')}`);
    else if (kind === 'lic') lines.push(`Suscripción ${pick(random, ['12 meses', 'anual'])}, renovación automática`);
    else if (kind === 'ref' && chance(random, 0.25)) lines.push(`Ref. fabricante: ${code(random, int(random, 8, 11))}`);
    const discount = kind !== 'svc' && chance(random, 0.25) ? pick(random, [3, 5, 10, 12]) : 0;
    return makeItem(code(random, 2, LETTERS) + digits(random, 5), lines, qty, unit, unitPrice, 21, discount);
  });
}

// --------------------------------------------------------------------------- Dutch garden wholesale (21 % / 9 %)
const TUIN: Entry[] = [
  ['Buxus sempervirens {20-25|30-40} cm, pot {2|3} L', 'st', 2.5, 9, '9'], ['Lavandula angustifolia \'Hidcote\' P9', 'st', 0.9, 1.6, '9'],
  ['Hortensia macrophylla {roze|blauw|wit} C3', 'st', 4, 8, '9'], ['Olea europaea op stam 80 cm, C15', 'st', 35, 60, '9'],
  ['Rozenstruik \'Iceberg\' C4', 'st', 5, 9, '9'], ['Tulpenbollen \'Red Impression\' 12/+ (50 st)', 'zak', 6, 10, '9'],
  ['Graszaad sport & speel 5 kg', 'zak', 24, 38, '9'], ['Vaste planten mix P11 (tray 18 st)', 'tray', 18, 30, '9'],
  ['Photinia \'Red Robin\' 60-80 cm, C5', 'st', 6, 11, '9'], ['Taxus baccata haagplant 40-60 cm', 'st', 3, 6, '9'],
  ['Heuchera mix P9 (tray 12 st)', 'tray', 14, 22, '9'], ['Ilex crenata bol Ø 30 cm', 'st', 14, 24, '9'],
  ['Terracotta pot Ø {25|30|40} cm', 'st', 4, 18, '21'], ['Kunststof kweekpot C{2|3|5} (100 st)', 'doos', 9, 20, '21'],
  ['Tuinslang 1/2" {25|50} m', 'st', 18, 40, '21'], ['Snoeischaar bypass 21 cm', 'st', 12, 25, '21'],
  ['Boomband rubber 2,5 cm x 50 m', 'rol', 8, 14, '21'], ['Worteldoek zwart 1,05 x 100 m', 'rol', 25, 45, '21'],
  ['Plantensteun bamboe 120 cm (25 st)', 'bos', 4, 8, '21'], ['Gieter kunststof 10 L {groen|antraciet}', 'st', 4, 8, '21'],
  ['Solar tuinspot RVS', 'st', 5, 12, '21'], ['Steeketiketten 10 cm wit (1000 st)', 'doos', 6, 10, '21'],
];

export function dutchGardenItems(random: Random, count: number): Item[] {
  return Array.from({ length: count }, () => {
    const [template, unit, low, high, rate] = pick(random, TUIN);
    const unitPrice = price(random, low, high);
    const lines = [fill(random, template)];
    if (chance(random, 0.3)) lines.push(rate === '9' ? `Kwekerij ${pick(random, ['Boskoop', 'Zundert', 'Opheusden', 'Westland'])}, partij ${digits(random, 4)}-${digits(random, 3)}` : `EAN 87${digits(random, 11)}`);
    const qty = unitPrice > 3000 ? int(random, 1, 6) : int(random, 2, unitPrice > 800 ? 25 : 120);
    return makeItem(`${int(random, 10, 99)}.${digits(random, 4)}`, lines, qty, unit, unitPrice, Number(rate));
  });
}

// ------------------------------------------------------------------- British / Irish freight forwarding (x % / 0 %)
const ROUTES = {
  GB: { ports: ['Felixstowe', 'Southampton', 'Immingham', 'Tilbury', 'Liverpool'], inland: ['Manchester', 'Leeds', 'Birmingham', 'Leicester', 'Bristol', 'Sheffield'], airports: ['LHR', 'MAN', 'EMA', 'STN'] },
  IE: { ports: ['Dublin Port', 'Cork', 'Rosslare'], inland: ['Athlone', 'Limerick', 'Galway', 'Dundalk', 'Kilkenny'], airports: ['DUB', 'SNN', 'ORK'] },
};
const ABROAD = { road: ['Rotterdam', 'Antwerp', 'Duisburg', 'Lyon', 'Milan', 'Poznań', 'Barcelona', 'Lille'], sea: ['Shanghai', 'Ningbo', 'Singapore', 'Jebel Ali', 'New York', 'Santos', 'Mundra'], air: ['JFK', 'ORD', 'PVG', 'HKG', 'DXB', 'YYZ'] };

export function freightItems(random: Random, country: 'GB' | 'IE', invoiceDate: string, count: number, fmtDate: (iso: string) => string): Item[] {
  const home = ROUTES[country];
  const standard = country === 'GB' ? 20 : 23;
  return Array.from({ length: count }, () => {
    const job = `${pick(random, ['JB', 'FW', 'SH'])}${digits(random, 6)}`;
    const roll = random();
    if (roll < 0.22) {
      const dest = pick(random, ABROAD.road);
      const pallets = int(random, 1, 26);
      return makeItem(job, [`Road freight ${pick(random, home.inland)} – ${dest}, ${pallets} plt`, `CMR ${digits(random, 7)} · ${(pallets * int(random, 180, 650)).toLocaleString('en-GB')} kg · ${fmtDate(addDays(invoiceDate, -int(random, 3, 40)))}`], 1, 'job', price(random, 380, 2900), 0);
    }
    if (roll < 0.36) {
      const prefix = pick(random, ['MSCU', 'MAEU', 'CMAU', 'HLXU', 'OOLU']);
      return makeItem(job, [`Sea freight FCL ${pick(random, ["20'", "40'", "40' HC"])} ${pick(random, home.ports)} – ${pick(random, ABROAD.sea)}`, `B/L ${prefix}${digits(random, 9)} · Cont. ${prefix}${digits(random, 7)}`], 1, 'cntr', price(random, 1100, 4200), 0);
    }
    if (roll < 0.48) {
      const cartons = int(random, 2, 60);
      const kilos = int(random, 40, 900);
      return makeItem(job, [`Air freight ${pick(random, home.airports)} – ${pick(random, ABROAD.air)}, ${cartons} ctns`, `AWB ${pick(random, ['125', '176', '020', '057'])}-${digits(random, 8)} · ${kilos} kg chargeable`], kilos, 'kg', price(random, 1.8, 6.5), 0);
    }
    if (roll < 0.58) return makeItem(job, [`Fuel surcharge ${pick(random, ['road', 'sea', 'air'])} (${int(random, 8, 24)} %)`], null, null, null, 0, 0, price(random, 25, 480));
    if (roll < 0.66) return makeItem(job, [`Terminal handling charges (THC) ${pick(random, home.ports)}`], int(random, 1, 3), 'cntr', price(random, 140, 320), 0);
    if (roll < 0.76) return makeItem(job, [`${pick(random, ['Export', 'Import'])} customs declaration`, `MRN ${invoiceDate.slice(2, 4)}${country}${code(random, 14)}`], 1, 'entry', price(random, 35, 95), standard);
    if (roll < 0.86) return makeItem(job, [`Warehouse storage, ${pick(random, home.inland)} DC`], int(random, 4, 120), 'plt/wk', price(random, 2.5, 6.5), standard);
    if (roll < 0.93) return makeItem(job, [`Collection ${pick(random, home.inland)} to ${pick(random, home.ports)}`, `Ref. ${code(random, 3, LETTERS)}-${digits(random, 5)}`], 1, 'job', price(random, 120, 640), standard);
    return makeItem(job, [pick(random, ['Documentation fee', 'Pallet wrapping and labelling', 'Tail-lift delivery surcharge', 'Waiting time at collection'])], int(random, 1, 10), pick(random, ['ea', 'hr']), price(random, 15, 60), standard);
  });
}
