/**
 * A US exporter's Commercial Invoice: Shipper/Exporter, Consignee (the buyer, taken as customer) and Notify
 * party, shipment references, Incoterms, per-item HS code, country of origin and net weight, packages with
 * dimensions and weights (numbers that are not money), goods subtotal, freight and insurance, no tax, the total in
 * USD; the customer's PO number; Net 30 with its due date, less an advance payment on some.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, dl, dls, esc, fmtDate, money, num, page, round2, shuffled, someDate, total, truthItem, type Layout } from './trade-common.ts';

type Product = { text: string; spec: string; part: string; hs: string; unit: string; price: number; kg: number };
const EXPORTERS: { name: string; street: string; city: string; area: string; mail: string; port: string; products: Product[] }[] = [
  { name: 'Cascade Valve Technologies, Inc.', street: '4120 East Marginal Way S', city: 'Seattle, WA 98134', area: '206', mail: 'cascadevalve.com', port: 'Seattle, WA', products: [
    { text: 'Ball valve, 3-piece, full port', spec: '316 SS, 2" NPT, 1000 WOG', part: 'CV-2231-SS', hs: '8481.80.1030', unit: 'EA', price: 186.4, kg: 3.9 },
    { text: 'Butterfly valve, wafer type', spec: 'DN100, EPDM seat, lever', part: 'CV-4410-W', hs: '8481.80.5090', unit: 'EA', price: 241, kg: 7.2 },
    { text: 'Check valve, swing type', spec: 'Bronze, 1-1/2" NPT', part: 'CV-1150-BR', hs: '8481.30.2000', unit: 'EA', price: 78.25, kg: 1.6 },
    { text: 'Pneumatic actuator, double acting', spec: 'Size 63, ISO 5211 F05/F07', part: 'PA-063-DA', hs: '8412.31.0080', unit: 'EA', price: 312.5, kg: 2.8 },
    { text: 'Valve repair kit', spec: 'PTFE seats and seals, 2"', part: 'RK-2231', hs: '8481.90.9040', unit: 'SET', price: 24.6, kg: 0.3 }] },
  { name: 'Lone Star Pump & Compressor, Inc.', street: '8800 Clinton Drive', city: 'Houston, TX 77029', area: '713', mail: 'lonestarpump.com', port: 'Houston, TX', products: [
    { text: 'Centrifugal pump, end suction', spec: '3x2x8, ductile iron, 15 HP', part: 'LS-ES3208', hs: '8413.70.2004', unit: 'EA', price: 2480, kg: 118 },
    { text: 'Mechanical seal assembly', spec: 'Type 21, 1.375" shaft', part: 'MS-21-1375', hs: '8484.20.0000', unit: 'EA', price: 146, kg: 0.9 },
    { text: 'Impeller, closed', spec: '8.0" dia., CF8M', part: 'IMP-800-SS', hs: '8413.91.9085', unit: 'EA', price: 395, kg: 4.1 },
    { text: 'Air compressor head, two stage', spec: '10 HP, cast iron', part: 'AC-2S-10', hs: '8414.80.1690', unit: 'EA', price: 1325, kg: 61 },
    { text: 'Pressure gauge, liquid filled', spec: '0-300 psi, 2.5" dial', part: 'PG-25-300', hs: '9026.20.4000', unit: 'EA', price: 18.9, kg: 0.2 }] },
  { name: 'Great Lakes Sensor Systems, Inc.', street: '1650 South 108th Street', city: 'West Allis, WI 53214', area: '414', mail: 'glsensor.com', port: 'Chicago, IL', products: [
    { text: 'Pressure transmitter, 4-20 mA', spec: '0-10 bar, G1/4, IP67', part: 'GLS-PT10', hs: '9026.20.8000', unit: 'EA', price: 214, kg: 0.35 },
    { text: 'RTD temperature sensor, Pt100', spec: '6 mm x 150 mm, class A', part: 'GLS-RT150', hs: '9025.19.8085', unit: 'EA', price: 56.75, kg: 0.12 },
    { text: 'Ultrasonic level sensor', spec: 'Range 8 m, HART', part: 'GLS-UL8H', hs: '9026.10.4000', unit: 'EA', price: 689, kg: 1.4 },
    { text: 'Signal conditioner, DIN rail', spec: '24 VDC, isolated', part: 'GLS-SC24', hs: '8543.70.9860', unit: 'EA', price: 97.2, kg: 0.18 },
    { text: 'Sensor cable, shielded', spec: '4-core, PUR, per metre', part: 'GLS-C4P', hs: '8544.49.3080', unit: 'M', price: 3.85, kg: 0.06 }] },
  { name: 'Bayside Optics Inc.', street: '2201 Adeline Street', city: 'Oakland, CA 94607', area: '510', mail: 'baysideoptics.com', port: 'Oakland, CA', products: [
    { text: 'Plano-convex lens, N-BK7', spec: 'Ø25.4 mm, f=100 mm, AR coated', part: 'BO-PCX-25-100', hs: '9002.90.9500', unit: 'EA', price: 42.5, kg: 0.02 },
    { text: 'Kinematic mirror mount', spec: '1" optics, 2 adjusters', part: 'BO-KM1', hs: '9002.90.9500', unit: 'EA', price: 88, kg: 0.15 },
    { text: 'Optical breadboard', spec: '600 x 900 mm, M6 holes', part: 'BO-BB6090', hs: '9403.20.0090', unit: 'EA', price: 1140, kg: 24 },
    { text: 'Bandpass filter, 532 nm', spec: 'Ø12.5 mm, FWHM 10 nm', part: 'BO-BP532', hs: '9002.20.8000', unit: 'EA', price: 119, kg: 0.01 },
    { text: 'Fiber patch cable, FC/PC', spec: 'SM 1310 nm, 2 m', part: 'BO-FC2SM', hs: '8544.70.0000', unit: 'EA', price: 31.4, kg: 0.05 }] },
];
const CONSIGNEES = [
  ['Nordhavn Marine ApS', 'Havnegade 41', '6700 Esbjerg', 'Denmark', 'VAT DK########', 'Esbjerg'],
  ['Hoffmann Antriebstechnik GmbH', 'Industriestraße 17', '68169 Mannheim', 'Germany', 'VAT DE#########', 'Hamburg'],
  ['Tecnomec Ibérica S.L.', 'Polígono Plaza, Calle B 12', '50197 Zaragoza', 'Spain', 'VAT ESB########', 'Valencia'],
  ['Kiwi Process Engineering Ltd', '18 Rata Street', 'Penrose, Auckland 1061', 'New Zealand', 'NZBN 94290########', 'Auckland'],
  ['Sakura Precision Co., Ltd.', '3-12-8 Nishinakajima', 'Osaka 532-0011', 'Japan', 'Corporate No. T#############', 'Osaka'],
  ['Andes Minería Servicios S.A.', 'Av. Américo Vespucio 1385', 'Santiago', 'Chile', 'RUT 76.###.###-#', 'San Antonio'],
];
const BROKERS = ['Meridian Freight Forwarding Ltd', 'TransOcean Logistics GmbH', 'Baltic Customs Brokers A/S', 'Pacific Gateway Customs Agency'];

export const usExportCommercialInvoice: Layout = (random: Random, index: number) => {
  const x = EXPORTERS[index % EXPORTERS.length];
  const c = CONSIGNEES[(index * 2 + int(random, 0, 1)) % CONSIGNEES.length];
  const datePattern = pick(random, ['{MMMM} {d}, {yyyy}', '{mm}/{dd}/{yyyy}', '{dd}-{MMM}-{yyyy}']);
  const fd = (iso: string) => fmtDate(iso, datePattern, 'en').replace(/-([A-Z][a-z]{2})-/, (_, m: string) => `-${m.toUpperCase()}-`);
  const date = someDate(random);
  const dueDate = addDays(date, 30);
  const invoiceNo = pick(random, [`CI-${date.slice(2, 4)}-${digits(random, 4)}`, `${int(random, 10, 99)}${digits(random, 4)}`, `EXP${date.slice(0, 4)}-${digits(random, 3)}`]);
  const po = pick(random, [`PO ${int(random, 45, 48)}${digits(random, 6)}`, `${digits(random, 2)}-${digits(random, 5)}`, `BE${digits(random, 7)}`]);
  const incoterm = pick(random, ['CIF', 'CIP', 'DAP', 'CPT']);
  const air = chance(random, 0.4);
  const place = `${incoterm} ${incoterm === 'DAP' ? c[2].replace(/^\d+ /, '') : c[5]}, ${c[3]}`;
  const lines = shuffled(random, x.products).slice(0, int(random, 2, 5)).map((p) => {
    const qty = p.unit === 'M' ? pick(random, [50, 100, 250]) : p.price > 1000 ? int(random, 1, 4) : pick(random, [2, 4, 5, 10, 12, 20, 24, 50]);
    const origin = chance(random, 0.8) ? 'USA' : pick(random, ['Mexico', 'Germany', 'Taiwan', 'Canada']);
    return { ...p, qty, origin, amount: round2(qty * p.price), net: round2(qty * p.kg) };
  });
  const goods = total(lines.map((l) => l.amount));
  const netKg = round2(lines.reduce((s, l) => s + l.net, 0));
  const packages = int(random, 1, 4);
  const kind = air ? 'cartons' : pick(random, ['pallets', 'crates']);
  const grossKg = round2(netKg + packages * (kind === 'cartons' ? 1.5 : 22) + int(random, 0, 9) / 10);
  const dims = kind === 'pallets' ? '120 x 100 x 110 cm' : kind === 'crates' ? '140 x 90 x 85 cm' : '60 x 40 x 40 cm';
  const freight = round2(int(random, 180, 2400) + pick(random, [0, 0.5, 0.75]));
  const insurance = incoterm === 'CIF' || incoterm === 'CIP' || chance(random, 0.5) ? round2((goods + freight) * 1.1 * 0.0035) : 0;
  const grand = round2(goods + freight + insurance);
  const advance = chance(random, 0.3) ? round2(goods * 0.3) : 0;
  const balance = round2(grand - advance);
  const usd = (v: number) => money.us(v, false);
  const ein = `${digits(random, 2)}-${digits(random, 7)}`;

  const th = ['#', 'Part No.', 'Description', 'HS Code', 'Origin', 'Qty', 'Unit', 'Net kg', 'Unit Price', 'Amount'];
  const body = `
<div class="wrap">
  <div class="top"><div><div class="nm">${esc(x.name)}</div>${dls([x.street, `${x.city}, USA`, `Tel (${x.area}) ${digits(random, 3)}-${digits(random, 4)} · exports@${x.mail}`])}</div><div class="h1">COMMERCIAL INVOICE</div></div>
  <table class="grid">
    <tr><td rowspan="3" class="blk"><div class="lab">Shipper / Exporter</div>${dls([x.name, x.street, `${x.city}, USA`, `EIN ${ein}`])}</td>
      <td><div class="lab">Invoice No.</div><b>${esc(invoiceNo)}</b></td><td><div class="lab">Invoice Date</div>${fd(date)}</td></tr>
    <tr><td><div class="lab">Customer PO No.</div>${esc(po)}</td><td><div class="lab">Incoterms® 2020</div>${esc(place)}</td></tr>
    <tr><td><div class="lab">Terms of Payment</div>Net 30</td><td><div class="lab">Payment Due</div>${fd(dueDate)}</td></tr>
    <tr><td class="blk"><div class="lab">Consignee</div>${dls([c[0], c[1], c[2], c[3], c[4].replace(/#/g, () => digits(random, 1))])}</td>
      <td colspan="2" class="blk"><div class="lab">Notify Party</div>${dls([pick(random, BROKERS), `Attn: Import Dept. · Ref ${digits(random, 6)}`, `Port of discharge: ${air ? `${c[5]} Airport` : c[5]}`])}</td></tr>
    <tr><td><div class="lab">Shipment</div>${dls([air ? `Air freight · AWB ${digits(random, 3)}-${digits(random, 8)}` : `Ocean · B/L ${pick(random, ['MAEU', 'HLCU', 'CMDU'])}${digits(random, 9)}`, `Port of loading: ${x.port}`])}</td>
      <td><div class="lab">Export Reference (AES ITN)</div>${dls([`X${date.replace(/-/g, '')}${digits(random, 6)}`])}</td><td><div class="lab">Currency</div>USD</td></tr>
  </table>
  <table class="items"><thead><tr>${th.map((h, i) => `<th${i >= 5 && i !== 6 ? ' class="r"' : ''}>${h}</th>`).join('')}</tr></thead><tbody>
    ${lines.map((l, i) => `<tr><td>${i + 1}</td><td class="nw">${esc(l.part)}</td><td>${dls([l.text, l.spec])}</td><td class="nw">${l.hs}</td><td>${l.origin}</td><td class="r">${l.qty}</td><td>${l.unit}</td><td class="r">${num(l.net, '.', ',')}</td><td class="r">${usd(l.price)}</td><td class="r">${usd(l.amount)}</td></tr>`).join('')}
  </tbody></table>
  <div class="low">
    <div class="pk"><div class="lab">Packing</div>${dls([`Total packages: ${packages} ${packages === 1 ? kind.replace(/s$/, '') : kind}`, `Dimensions: ${dims}${packages > 1 ? ' each' : ''}`, `Total net weight: ${num(netKg, '.', ',')} kg`, `Total gross weight: ${num(grossKg, '.', ',')} kg`, `Marks: ${c[0].split(' ')[0].toUpperCase()} / ${esc(po)} / 1-${packages}`])}</div>
    <table class="sum">
      <tr><td>Subtotal (goods)</td><td class="r">${usd(goods)}</td></tr>
      <tr><td>Freight</td><td class="r">${usd(freight)}</td></tr>
      ${insurance ? `<tr><td>Insurance</td><td class="r">${usd(insurance)}</td></tr>` : ''}
      <tr class="b"><td>Total Invoice Value (USD)</td><td class="r">${money.us(grand)}</td></tr>
      ${advance ? `<tr><td>Less advance payment received</td><td class="r">-${usd(advance)}</td></tr><tr class="b"><td>Balance Due (USD)</td><td class="r">${money.us(balance)}</td></tr>` : ''}
    </table>
  </div>
  <div class="decl">${dls(['These commodities, technology, or software were exported from the United States in accordance with the Export', 'Administration Regulations. Diversion contrary to U.S. law is prohibited.', 'I declare that all the information contained in this invoice is true and correct.'])}</div>
  <div class="sig"><div>Signature: <span class="line"></span></div><div>${dls([`${pick(random, ['Karen Holt', 'Derek Nguyen', 'Maria Alvarez', 'Steven Ruiz'])}, Export Compliance Manager`, `Date: ${fd(date)}`])}</div></div>
</div>
<div class="foot">${dl(`Remit by wire: ${pick(random, ['First Cascade Bank', 'Gulf Coast National Bank', 'Lakeshore Trust Company', 'Bay Commerce Bank'])} · ABA ${digits(random, 9)} · Account ${digits(random, 10)} · SWIFT ${pick(random, ['FCBKUS66', 'GCNBUS44', 'LSTCUS4M', 'BYCBUS6S'])} · Please quote invoice ${invoiceNo}`)}</div>`;

  const css = `
.wrap { padding: 34px 42px 0; font-size: 10.5px; }
.top { display: flex; justify-content: space-between; align-items: flex-start; line-height: 1.4; }
.nm { font: bold 17px 'Liberation Serif', serif; }
.h1 { font: bold 20px 'Liberation Sans', sans-serif; letter-spacing: 1px; border: 2px solid #000; padding: 6px 12px; }
.grid { width: 100%; margin-top: 12px; } .grid td { border: 1px solid #555; padding: 4px 6px; vertical-align: top; line-height: 1.35; }
.blk { width: 46%; } .lab { font-size: 8.5px; text-transform: uppercase; color: #555; font-weight: bold; }
.items { width: 100%; margin-top: 10px; font-size: 9.5px; } .items th { border: 1px solid #555; background: #e8e8e8; padding: 3px 4px; text-align: left; } .items th.r { text-align: right; }
.items td { border: 1px solid #999; padding: 3px 4px; vertical-align: top; }
.low { display: flex; justify-content: space-between; margin-top: 10px; align-items: flex-start; }
.pk { line-height: 1.45; border: 1px solid #999; padding: 5px 8px; }
.sum td { padding: 3px 6px; border: 1px solid #999; min-width: 90px; } .sum tr.b td { font-weight: bold; background: #f0f0f0; }
.decl { margin-top: 14px; font-size: 9.5px; line-height: 1.45; }
.sig { display: flex; gap: 40px; margin-top: 14px; line-height: 1.5; } .line { display: inline-block; width: 180px; border-bottom: 1px solid #000; }
.foot { padding: 0 42px 22px; font-size: 8.5px; color: #444; }`;

  const fields: TruthFields = {
    supplier_name: x.name,
    customer_name: c[0],
    invoice_number: invoiceNo,
    po_number: po,
    date,
    due_date: dueDate,
    currency: 'USD',
    subtotal: goods,
    total_amount: grand,
    amount_due: balance,
  };
  const items: TruthItem[] = lines.map((l) => truthItem([l.text, l.spec], l.qty, l.price, l.amount, null));
  return built(page('en-US', "'Liberation Sans', Arial, sans-serif", css, body), 'en', fields, items);
};
