/**
 * Spanish electricity or telecom bill: brand band, a big "importe" box, invoice and contract data (CUPS or the
 * phone line as distractors), the detail of the charges with their calculation, the IVA summary and the direct
 * debit with the customer's masked account and the charge date.
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, DOTS, addDays, chance, cif, date, digits, dni, esc, fields, int, letters, num, one, page, r2,
  randomDate, sum,
} from './continental-common.ts';

const ENERGY = ['Luzenta Energía', 'Vatia Comercializadora', 'Electra del Cierzo', 'Solenia Energía', 'Iberluz Comercializadora', 'Nortenergía Hogar', 'Energía Ebro Comercializadora'];
const TELECOM = ['Onda Norte Telecomunicaciones', 'Fibracom Iberia', 'Telered Levante', 'Conecta Sur Telecom', 'Red Meseta Comunicaciones'];
const FIRST = ['María José', 'Javier', 'Carmen', 'Antonio', 'Lucía', 'Manuel', 'Ana Isabel', 'Francisco', 'Laura', 'Pablo', 'Elena', 'Sergio'];
const SURN = ['García', 'Fernández', 'Martínez', 'López', 'Sánchez', 'Ortega', 'Ruiz', 'Navarro', 'Domínguez', 'Gil', 'Serrano', 'Molina', 'Castro', 'Iglesias', 'Vidal'];
const BUSINESS = ['Talleres {S}', 'Panadería {S}', 'Gestoría {S}', 'Construcciones {S}', 'Clínica Dental {S}', 'Bar Restaurante El Rincón', 'Ferretería {S}'];
const CITIES: [string, string, string][] = [
  ['Madrid', '28', 'Madrid'], ['Zaragoza', '50', 'Zaragoza'], ['Valencia', '46', 'Valencia'], ['Sevilla', '41', 'Sevilla'], ['Bilbao', '48', 'Bizkaia'],
  ['Valladolid', '47', 'Valladolid'], ['Murcia', '30', 'Murcia'], ['Pamplona', '31', 'Navarra'], ['Granada', '18', 'Granada'], ['Santander', '39', 'Cantabria'],
  ['Alcalá de Henares', '28', 'Madrid'], ['Getafe', '28', 'Madrid'], ['Elche', '03', 'Alicante'], ['Logroño', '26', 'La Rioja'],
];
const STREETS = ['C/ Mayor', 'Avda. de la Constitución', 'C/ San Vicente', 'C/ Real', 'Avda. de América', 'C/ del Carmen', 'Paseo de la Estación', 'C/ Alfonso I', 'Plaza de España', 'C/ Doctor Fleming', 'Ronda de Nelle'];
const COLORS = [['#e35205', '#fff4ec'], ['#00857c', '#eaf6f5'], ['#3a2d7d', '#f0eef8'], ['#0063a6', '#eaf2f9'], ['#b0004f', '#fbeef4']];

function address(random: Random): string[] {
  const [city, prefix, prov] = one(random, CITIES);
  const floor = chance(random, 0.6) ? `, ${int(random, 1, 9)}º ${one(random, ['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'])}` : '';
  return [`${one(random, STREETS)}, ${int(random, 1, 120)}${floor}`, `${prefix}${String(int(random, 1, 80)).padStart(3, '0')} ${city} (${prov})`];
}

interface Charge { concept: string; calc: string; amount: number; quantity: number | null; unit: number | null }

export function spanishBill(random: Random): Built {
  const energy = chance(random, 0.6);
  const form = one(random, ['S.L.', 'S.A.', 'S.L.U.']);
  const seller = `${one(random, energy ? ENERGY : TELECOM)}${chance(random, 0.6) ? ',' : ''} ${form}`;
  const taxId = `ES${cif(random, form === 'S.A.' ? 'A' : 'B')}`;
  const sellerAddr = address(random);
  const [color, light] = one(random, COLORS);
  const person = chance(random, 0.7);
  const holder = person ? `${one(random, FIRST)} ${one(random, SURN)} ${one(random, SURN)}` : `${one(random, BUSINESS).replace('{S}', one(random, SURN))}, S.L.`;
  const holderId = person ? dni(random) : cif(random, 'B');
  const home = address(random);
  const supply = chance(random, 0.35) ? address(random) : home;

  const start = addDays(randomDate(random), 0);
  const days = int(random, 28, 33);
  const end = addDays(start, days - 1);
  const iso = addDays(end, int(random, 2, 9));
  const charge = addDays(iso, int(random, 5, 14));
  const yy = iso.slice(2, 4);
  const number = energy
    ? one(random, [`FE${yy}${digits(random, 10)}`, `${letters(random, 2)}${yy}${digits(random, 8)}`, `PE${yy}-${digits(random, 7)}`])
    : one(random, [`TF${yy}-${digits(random, 9)}`, `MV-${iso.slice(2, 4)}${iso.slice(5, 7)}-${digits(random, 7)}`]);
  const f = (x: number) => num(x, DOTS);
  const p6 = (x: number) => num(x, DOTS, 6);
  const dStyle = one(random, ['/', '/', '.'] as const);
  const d = (x: string) => date(x, dStyle, 'es');

  const charges: Charge[] = [];
  let contract: [string, string][];
  if (energy) {
    const kw = one(random, [3.3, 3.45, 4.6, 5.75, 6.9, 9.2]);
    const p1 = Math.round((0.073 + random() * 0.04) * 1e6) / 1e6;
    const p2 = Math.round((0.0023 + random() * 0.04) * 1e6) / 1e6;
    charges.push({ concept: 'Término de potencia P1 (punta)', calc: `${f(kw)} kW x ${days} días x ${p6(p1)} €/kW día`, amount: r2(kw * days * p1), quantity: null, unit: null });
    charges.push({ concept: 'Término de potencia P2 (valle)', calc: `${f(kw)} kW x ${days} días x ${p6(p2)} €/kW día`, amount: r2(kw * days * p2), quantity: null, unit: null });
    const periods = chance(random, 0.5) ? [['P1 (punta)', 0.17, 0.24], ['P2 (llano)', 0.12, 0.17], ['P3 (valle)', 0.07, 0.11]] : [['', 0.11, 0.19]];
    for (const [label, lo, hi] of periods as [string, number, number][]) {
      const kwh = int(random, periods.length > 1 ? 25 : 90, periods.length > 1 ? 260 : 650);
      const pr = Math.round((lo + random() * (hi - lo)) * 1e6) / 1e6;
      charges.push({ concept: `Término de energía${label ? ' ' + label : ''}`, calc: `${kwh} kWh x ${p6(pr)} €/kWh`, amount: r2(kwh * pr), quantity: kwh, unit: pr });
    }
    if (chance(random, 0.35)) {
      const energyTotal = sum(charges.filter((c) => c.concept.startsWith('Término de energía')).map((c) => c.amount));
      const pct = one(random, [5, 10, 12, 15]);
      charges.push({ concept: `Descuento ${pct} % sobre término de energía`, calc: `${pct} % s/ ${f(energyTotal)} €`, amount: -r2((energyTotal * pct) / 100), quantity: null, unit: null });
    }
    const bono = 0.038455;
    charges.push({ concept: 'Financiación del bono social', calc: `${days} días x ${p6(bono)} €/día`, amount: r2(days * bono), quantity: days, unit: bono });
    const base = sum(charges.map((c) => c.amount));
    charges.push({ concept: 'Impuesto sobre la electricidad', calc: `5,11269632 % s/ ${f(base)} €`, amount: r2(base * 0.0511269632), quantity: null, unit: null });
    const rent = one(random, [0.02663, 0.026630, 0.04438]);
    charges.push({ concept: 'Alquiler de equipos de medida', calc: `${days} días x ${p6(rent)} €/día`, amount: r2(days * rent), quantity: days, unit: rent });
    const dist = one(random, ['0021', '0031', '0022', '0026']);
    contract = [
      ['CUPS', `ES${dist} 0000 ${digits(random, 4)} ${digits(random, 4)} ${letters(random, 2)}${chance(random, 0.5) ? '0F' : ''}`],
      ['Potencia contratada', `P1: ${f(kw)} kW · P2: ${f(kw)} kW`], ['Peaje de acceso', '2.0TD'],
      ['Nº de contrato', digits(random, 10)], ['Tarifa', one(random, ['Plan Estable 24h', 'Tarifa Tempo 3 periodos', 'Luz Fija Hogar'])],
      ['Fin de contrato', d(addDays(iso, int(random, 60, 330)))],
    ];
  } else {
    const speed = one(random, ['300 Mb', '600 Mb', '1 Gb']);
    const gb = one(random, ['25 GB', '50 GB', 'ilimitados']);
    charges.push({ concept: `Cuota mensual Fibra ${speed} + Móvil ${gb}`, calc: `${d(start)} - ${d(end)}`, amount: r2(int(random, 3200, 6900) / 100), quantity: null, unit: null });
    if (chance(random, 0.6)) charges.push({ concept: 'Línea móvil adicional 6' + digits(random, 2) + ' ' + digits(random, 3) + ' ' + digits(random, 3), calc: 'Tarifa 20 GB', amount: one(random, [7.44, 9.5, 12.36, 14.88]), quantity: null, unit: null });
    if (chance(random, 0.5)) charges.push({ concept: 'Paquete TV Plus', calc: 'Cuota mensual', amount: one(random, [6.61, 8.26, 9.92, 12.4]), quantity: null, unit: null });
    if (chance(random, 0.5)) {
      const n = int(random, 2, 23);
      charges.push({ concept: `Pago aplazado terminal (${n}/24)`, calc: one(random, ['Samsung Galaxy A35', 'Xiaomi Redmi Note 13', 'iPhone 15 128 GB']), amount: r2(int(random, 900, 3200) / 100), quantity: null, unit: null });
    }
    const minutes = int(random, 3, 60);
    const ppm = 0.012397;
    charges.push({ concept: 'Llamadas fuera de tarifa', calc: `${minutes} min x ${p6(ppm)} €/min`, amount: r2(minutes * ppm), quantity: minutes, unit: ppm });
    if (chance(random, 0.6)) charges.push({ concept: 'Descuento promoción bienvenida', calc: `Mes ${int(random, 1, 12)} de 12`, amount: -one(random, [5, 8.26, 10, 12.4]), quantity: null, unit: null });
    contract = [
      ['Línea principal', `9${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}`], ['Nº de cliente', digits(random, 9)],
      ['Código de cuenta', `CC-${digits(random, 7)}`], ['Dirección de instalación', supply.join(', ')],
      ['Permanencia hasta', d(addDays(iso, int(random, 30, 600)))],
    ];
  }
  const subtotal = sum(charges.map((c) => c.amount));
  const tax = r2(subtotal * 0.21);
  const total = sum([subtotal, tax]);
  const account = `ES${digits(random, 2)} **** **** **** **** ${digits(random, 4)}`;
  const history = Array.from({ length: 6 }, () => int(random, 80, 520));
  const brand = seller.split(/[ ,]/)[0];

  const font = one(random, ['"Liberation Sans", Arial', '"DejaVu Sans"']);
  const css = `
body { font-family: ${font}; font-size: 10.5px; color: #222; padding: 0 0 22px }
.band { background: ${color}; color: #fff; padding: 18px 40px; display: flex; align-items: center; gap: 14px }
.dot { width: 40px; height: 40px; border-radius: 50%; border: 6px solid #fff; position: relative }
.dot::after { content: ''; position: absolute; left: 8px; top: 8px; width: 12px; height: 12px; background: #fff; border-radius: 50% }
.brand { font-size: 24px; font-weight: bold; letter-spacing: .5px } .brand small { display: block; font-size: 10px; font-weight: normal; opacity: .9 }
.band .kind { margin-left: auto; font-size: 16px; text-align: right }
.wrap { padding: 14px 40px 0; display: flex; gap: 26px }
.col { flex: 1 }
h3 { font-size: 11px; color: ${color}; text-transform: uppercase; border-bottom: 2px solid ${color}; padding-bottom: 2px; margin: 10px 0 5px }
.kv td { padding: 2px 0; vertical-align: top } .kv td:first-child { color: #555; padding-right: 12px; white-space: nowrap }
.big { background: ${light}; border: 2px solid ${color}; border-radius: 10px; padding: 12px 16px; text-align: center }
.big .amt { font-size: 28px; font-weight: bold; color: ${color}; margin: 4px 0 } .big .sm { font-size: 10px }
.post { margin-top: 14px; line-height: 1.45; font-size: 11px; padding-left: 6px }
.chart { display: flex; gap: 8px; align-items: flex-end; height: 80px; margin-top: 4px }
.bar { width: 32px; background: ${color}; opacity: .75; color: #fff; font-size: 8px; text-align: center }
.lbl { display: flex; gap: 8px; font-size: 8.5px; color: #666 } .lbl span { width: 32px; text-align: center }
.det { width: 100%; margin-top: 4px } .det td { padding: 5px 4px; border-bottom: 1px dotted #bbb } .det td.calc { color: #555; font-size: 9.5px }
.sum { width: 300px; margin-left: auto; margin-top: 8px } .sum td { padding: 3px 4px } .sum tr.t td { font-size: 14px; font-weight: bold; border-top: 2px solid ${color}; color: ${color}; padding-top: 6px }
.pay { margin: 12px 40px 0; background: ${light}; padding: 10px 14px; border-radius: 6px; line-height: 1.5 }
.legal { margin: auto 40px 0; font-size: 8px; color: #666; border-top: 1px solid #ccc; padding-top: 6px; line-height: 1.4 }`;
  const months = Array.from({ length: 6 }, (_, i) => date(`${start.slice(0, 4)}-${String(((Number(start.slice(5, 7)) + 6 + i) % 12) + 1).padStart(2, '0')}-01`, 'long', 'es').split(' ')[2].slice(0, 3));
  const max = Math.max(...history);
  const body = `
<div class="band"><div class="dot"></div><div class="brand">${esc(brand)}<small>${esc(seller)}</small></div>
<div class="kind">${energy ? 'Factura de electricidad' : 'Factura de fibra y móvil'}<br><span style="font-size:11px">Nº factura: ${esc(number)}</span></div></div>
<div class="wrap">
  <div class="col">
    <h3>Datos de la factura</h3>
    <table class="kv"><tr><td>Nº de factura</td><td class="b">${esc(number)}</td></tr><tr><td>Fecha de emisión</td><td>${d(iso)}</td></tr>
    <tr><td>Periodo de facturación</td><td>del ${d(start)} al ${d(end)} (${days} días)</td></tr><tr><td>Fecha de cargo</td><td>${d(charge)}</td></tr>
    <tr><td>Referencia</td><td>${letters(random, 3)}${digits(random, 6)}</td></tr></table>
    <h3>Datos del contrato</h3>
    <table class="kv"><tr><td>Titular del contrato</td><td>${esc(holder)}</td></tr><tr><td>NIF titular</td><td>${holderId}</td></tr>
    ${energy ? `<tr><td>Dirección de suministro</td><td>${esc(supply.join(', '))}</td></tr>` : ''}${contract.map(([k, v]) => `<tr><td>${k}</td><td>${esc(v)}</td></tr>`).join('')}</table>
  </div>
  <div style="width:290px">
    <div class="big"><div class="sm">Importe de esta factura</div><div class="amt">${f(total)} €</div><div class="sm">Se cargará en su cuenta el ${d(charge)}</div></div>
    <div class="post">${esc(holder)}<br>${esc(home[0])}<br>${esc(home[1])}</div>
    <h3>${energy ? 'Consumo últimos meses <span style="text-transform:none">(kWh)</span>' : 'Datos consumidos (GB)'}</h3>
    <div class="chart">${history.map((h) => `<div class="bar" style="height:${Math.round((h / max) * 76)}px">${energy ? h : Math.round(h / 20)}</div>`).join('')}</div>
    <div class="lbl">${months.map((m) => `<span>${m}</span>`).join('')}</div>
  </div>
</div>
<div class="wrap" style="display:block">
  <h3>Detalle de la factura</h3>
  <table class="det">${charges.map((c) => `<tr><td>${esc(c.concept)}</td><td class="calc">${esc(c.calc)}</td><td class="r nw">${f(c.amount)} €</td></tr>`).join('')}</table>
  <table class="sum"><tr><td>Base imponible</td><td class="r">${f(subtotal)} €</td></tr><tr><td>IVA 21 % s/ ${f(subtotal)} €</td><td class="r">${f(tax)} €</td></tr>
  <tr class="t"><td>Total importe factura</td><td class="r">${f(total)} €</td></tr></table>
</div>
<div class="pay"><b>Forma de pago:</b> domiciliación bancaria · <b>Cuenta:</b> ${account} · <b>Fecha de cargo:</b> ${d(charge)}<br>
Atención al cliente: 900 ${digits(random, 3)} ${digits(random, 3)} · Averías: 900 ${digits(random, 3)} ${digits(random, 3)} · ${brand.toLowerCase()}.es/clientes</div>
<div class="legal push">${esc(seller)} · CIF ${taxId} · ${esc(sellerAddr.join(', '))} · Inscrita en el Registro Mercantil de ${esc(one(random, CITIES)[2])}, Tomo ${int(random, 1000, 39999)}, Folio ${int(random, 1, 220)}, Hoja ${letters(random, 1)}-${digits(random, 6)}.<br>
Puede consultar las condiciones de su contrato y presentar reclamaciones en el área de clientes. Página 1 de 1.</div>`;

  const line_items: LineItem[] = charges.map((c) => ({ description: c.concept, quantity: c.quantity, unit_price: c.unit, amount: c.amount, tax_rate: null }));
  return {
    language: 'es',
    html: page('es', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: taxId, customer_name: holder, invoice_number: number, date: iso, due_date: charge,
      currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: total,
    }),
    line_items,
  };
}
