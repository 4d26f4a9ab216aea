/**
 * A Spanish car or equipment rental factura: the rental agreement (contrato) number beside the factura number,
 * pick-up and return dates and places, odometer or hour-meter readings (numbers that are not amounts), days ×
 * daily rate, insurance, fuel and extras, IVA 21 % (no IRPF withholding), the supplier's CIF, the total; a
 * deposit (fianza) taken at pick-up deducted from what is left to pay on some, card payment or transfer on others.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, dls, esc, fmtDate, iban, money, num, page, round2, someDate, spacedIban, total, truthItem, type Layout } from './trade-common.ts';

const CAR_FIRMS = [
  { name: 'Rent a Car Costa del Sol, S.L.', brand: 'SOLCAR', street: 'Avda. García Morato, 14', city: '29004 Málaga', area: '952', code: 'AGP', branches: ['Aeropuerto de Málaga (AGP)', 'Málaga Estación María Zambrano', 'Marbella Centro'] },
  { name: 'Autos Levante Alquiler, S.L.', brand: 'LEVANTE rent', street: 'Calle Pintor Lorenzo Casanova, 66', city: '03003 Alicante', area: '965', code: 'ALC', branches: ['Aeropuerto de Alicante-Elche (ALC)', 'Alicante Centro', 'Benidorm Playa de Levante'] },
  { name: 'Islas Rent Mobility, S.L.', brand: 'islas·rent', street: 'Camí de Can Pastilla, 51', city: '07610 Palma', area: '971', code: 'PMI', branches: ['Aeropuerto de Palma (PMI)', 'Palma Puerto', 'Alcúdia'] },
];
const MACHINE_FIRMS = [
  { name: 'Maquinaria Ebro Alquiler, S.L.', brand: 'EBRO alquiler', street: 'Polígono Malpica, Calle E, nave 31', city: '50016 Zaragoza', area: '976', code: 'ZAZ', branches: ['Delegación Zaragoza-Malpica', 'Obra del cliente'] },
  { name: 'Alquileres Técnicos del Norte, S.A.', brand: 'ATN', street: 'Camino de Ibarsusi, 7', city: '48004 Bilbao', area: '944', code: 'BIO', branches: ['Almacén Bilbao-Zorrotzaurre', 'Obra del cliente'] },
];
const CARS = [['Grupo B · SEAT Ibiza 1.0 TSI o similar', 34], ['Grupo C · Volkswagen Golf o similar', 42], ['Grupo F · Peugeot 3008 Auto o similar', 61], ['Grupo M · Ford Tourneo 9 plazas', 89]] as const;
const MACHINES = [['Plataforma elevadora de tijera eléctrica 10 m', 85], ['Miniexcavadora 1,8 t con 3 cazos', 120], ['Generador diésel 20 kVA insonorizado', 55], ['Dumper autocargable 1.500 l', 98]] as const;
const PEOPLE = ['Laura Gómez Pérez', 'Javier Martín Ruiz', 'Marta Sánchez Ortega', 'Thomas Müller', 'Carmen Navarro Gil', 'Sophie Laurent'];
const COMPANIES = [['Construcciones Ebro, S.L.', 'Calle Mayor, 22', '50001 Zaragoza'], ['Reformas Cantábrico, S.L.U.', 'Calle Licenciado Poza, 48', '48011 Bilbao'], ['Eventos Mediterráneo, S.L.', 'Avda. del Puerto, 120', '46023 Valencia'], ['Instalaciones Sorolla, S.A.', 'Calle Colón, 7', '46004 Valencia']];

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function cif(random: Random, letter: string): string {
  const body = digits(random, 7);
  let sum = 0;
  [...body].forEach((ch, i) => {
    const n = Number(ch);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  });
  return `${letter}${body}${(10 - (sum % 10)) % 10}`;
}

interface Row { lines: string[]; qty: number | null; unit: string; price: number | null; amount: number }

export const esRentalInvoice: Layout = (random: Random, index: number) => {
  const car = index % 3 !== 1;
  const firms = car ? CAR_FIRMS : MACHINE_FIRMS;
  const firm = firms[(index + int(random, 0, 1)) % firms.length];
  const longDates = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, longDates ? '{d} de {MMMM} de {yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const eur = (v: number) => money.es(v);
  const pickup = someDate(random);
  const days = car ? int(random, 2, 14) : int(random, 3, 20);
  const dropoff = addDays(pickup, days);
  const date = chance(random, 0.7) ? dropoff : addDays(dropoff, int(random, 1, 3));
  const company = !car || chance(random, 0.3);
  const customerParts = company ? pick(random, COMPANIES) : [pick(random, PEOPLE), ...pick(random, [['Calle Alcalá, 155, 3º B', '28009 Madrid'], ['Passeig de Gràcia, 88', '08008 Barcelona'], ['Bahnhofstraße 12', '80335 München (Alemania)'], ['4 rue des Écoles', '69002 Lyon (Francia)']])];
  const customerName = customerParts[0];
  const customerId = company ? `CIF: ${cif(random, 'B')}` : chance(random, 0.6) ? `NIF: ${((n) => `${n}${NIF_LETTERS[Number(n) % 23]}`)(digits(random, 8))}` : `Pasaporte: ${pick(random, ['C', 'X', 'P'])}${digits(random, 7)}`;
  const supplierCif = cif(random, firm.name.endsWith('S.A.') ? 'A' : 'B');
  const invoiceNo = pick(random, [`FR-${pickup.slice(0, 4)}/${digits(random, 6)}`, `A${pickup.slice(2, 4)}-${digits(random, 6)}`, `${pickup.slice(0, 4)}-V-${digits(random, 5)}`]);
  const contract = pick(random, [`RA ${digits(random, 8)}`, `CT-${digits(random, 6)}`, `${firm.code}${digits(random, 7)}`]);
  const [placeOut, placeIn] = car && chance(random, 0.4) ? [firm.branches[0], firm.branches[1]] : [firm.branches[0], firm.branches[0]];
  const hourOut = `${int(random, 8, 19)}:${pick(random, ['00', '15', '30', '45'])}`;
  const hourIn = `${int(random, 8, 20)}:${pick(random, ['00', '10', '30', '45'])}`;

  const rows: Row[] = [];
  const [model, baseRate] = car ? pick(random, CARS) : pick(random, MACHINES);
  const dayRate = round2(baseRate + pick(random, [0, 0.5, 0.9, -0.1]));
  rows.push({ lines: [car ? 'Alquiler vehículo' : 'Alquiler maquinaria', model], qty: days, unit: 'días', price: dayRate, amount: round2(days * dayRate) });
  let readings: string[];
  if (car) {
    const kmOut = int(random, 8000, 74000);
    const driven = int(random, 90, 260) * days;
    readings = [`Km salida: ${num(kmOut, ',', '.', 0)}`, `Km llegada: ${num(kmOut + driven, ',', '.', 0)}`, `Km recorridos: ${num(driven, ',', '.', 0)}`, `Combustible salida 8/8 · llegada ${int(random, 3, 8)}/8`];
    if (chance(random, 0.7)) rows.push({ lines: [pick(random, ['Seguro cobertura total sin franquicia', 'Protección SCDW + cristales y neumáticos'])], qty: days, unit: 'días', price: pick(random, [12.9, 14.5, 17.95]), amount: 0 });
    if (chance(random, 0.4)) rows.push({ lines: ['Conductor adicional'], qty: days, unit: 'días', price: pick(random, [5, 6.5, 7]), amount: 0 });
    if (chance(random, 0.3)) rows.push({ lines: ['Silla infantil (grupo 1)'], qty: days, unit: 'días', price: pick(random, [4.5, 6]), amount: 0 });
    if (placeOut !== placeIn) rows.push({ lines: ['Cargo por devolución en otra oficina'], qty: 1, unit: '', price: pick(random, [35, 45, 60]), amount: 0 });
    if (chance(random, 0.6)) rows.push({ lines: ['Cargo combustible', pick(random, ['Repostaje no realizado', 'Depósito devuelto incompleto'])], qty: int(random, 8, 34), unit: 'l', price: pick(random, [1.95, 2.1, 2.25]), amount: 0 });
    if (chance(random, 0.3)) rows.push({ lines: ['Kilómetros adicionales'], qty: int(random, 40, 300), unit: 'km', price: 0.22, amount: 0 });
    if (placeOut.startsWith('Aeropuerto') && chance(random, 0.5)) rows.push({ lines: ['Suplemento aeropuerto'], qty: null, unit: '', price: null, amount: pick(random, [25, 30, 39.5]) });
  } else {
    const hOut = int(random, 400, 4800) + int(random, 0, 9) / 10;
    const used = round2(days * (int(random, 30, 75) / 10));
    readings = [`Horómetro salida: ${num(hOut, ',', '.', 1)} h`, `Horómetro entrada: ${num(round2(hOut + used), ',', '.', 1)} h`, `Horas de uso: ${num(used, ',', '.', 1)} h`, `Matrícula / n.º serie: ${pick(random, ['E', 'SN '])}${digits(random, 6)}`];
    rows.push({ lines: ['Transporte ida y vuelta (porte)', `Hasta obra en ${firm.city.replace(/^\d+ /, '')}`], qty: 2, unit: 'viajes', price: pick(random, [55, 65, 80]), amount: 0 });
    rows.push({ lines: ['Seguro de daños (8 % s/ alquiler)'], qty: null, unit: '', price: null, amount: round2(rows[0].amount * 0.08) });
    if (chance(random, 0.6)) rows.push({ lines: ['Gasóleo repuesto (litros)'], qty: int(random, 10, 60), unit: 'l', price: pick(random, [1.55, 1.69, 1.72]), amount: 0 });
    if (chance(random, 0.5)) rows.push({ lines: ['Limpieza de la máquina'], qty: 1, unit: '', price: pick(random, [30, 45]), amount: 0 });
  }
  for (const row of rows) if (row.qty !== null && row.price !== null && !row.amount) row.amount = round2(row.qty * row.price);

  const base = total(rows.map((r) => r.amount));
  const iva = round2(base * 0.21);
  const grand = round2(base + iva);
  const deposits = [150, 300, 500, 600].filter((v) => v < grand * 0.9);
  const deposit = deposits.length ? pick(random, deposits) : 0;
  const mode = deposit && chance(random, 0.45) ? 'deposit' : !car || chance(random, 0.3) ? 'transfer' : 'card';
  const paid = mode === 'card' ? grand : mode === 'deposit' ? deposit : 0;
  const due = round2(grand - paid);
  const dueDate = mode === 'card' ? null : addDays(date, pick(random, [15, 30]));
  const bank = mode === 'transfer' || chance(random, 0.4) ? iban(random, 'ES', '#'.repeat(20)) : null;
  const card = `${pick(random, ['VISA', 'Mastercard', 'AMEX'])} ****${digits(random, 4)}`;
  const accent = pick(random, ['#d35400', '#0e6655', '#1b4f72', '#b7950b', '#6c3483']);

  const body = `
<div class="wrap">
  <div class="top">
    <div><div class="logo">${esc(firm.brand)}</div>${dls([firm.name, firm.street, firm.city, `CIF: ${supplierCif}`, `Tel. +34 ${firm.area} ${digits(random, 3)} ${digits(random, 3)}`])}</div>
    <div class="box"><div class="h1">FACTURA</div><table>
      <tr><td>N.º factura</td><td class="b">${esc(invoiceNo)}</td></tr>
      <tr><td>Fecha</td><td>${d(date)}</td></tr>
      <tr><td>N.º contrato</td><td>${esc(contract)}</td></tr>
      ${dueDate ? `<tr><td>Vencimiento</td><td>${d(dueDate)}</td></tr>` : ''}
    </table></div>
  </div>
  <div class="cli"><div class="lab">Cliente</div>${dls([...customerParts, customerId])}</div>
  <table class="rent">
    <tr><th>Recogida</th><th>Devolución</th><th>${car ? 'Kilometraje' : 'Horómetro'}</th></tr>
    <tr><td>${dls([`${fmtDate(pickup, '{dd}/{mm}/{yyyy}', 'es')} ${hourOut}`, placeOut])}</td><td>${dls([`${fmtDate(dropoff, '{dd}/{mm}/{yyyy}', 'es')} ${hourIn}`, placeIn])}</td><td>${dls(readings)}</td></tr>
  </table>
  <table class="items"><thead><tr><th>Concepto</th><th class="r">Cantidad</th><th class="r">Precio</th><th class="r">Importe</th></tr></thead><tbody>
    ${rows.map((r) => `<tr><td>${dls(r.lines)}</td><td class="r">${r.qty === null ? '' : `${num(r.qty, ',', '.', 0)}${r.unit ? ` ${r.unit}` : ''}`}</td><td class="r">${r.price === null ? '' : eur(r.price)}</td><td class="r">${eur(r.amount)}</td></tr>`).join('')}
  </tbody></table>
  <table class="sum">
    <tr><td>Base imponible</td><td class="r">${eur(base)}</td></tr>
    <tr><td>IVA 21 %</td><td class="r">${eur(iva)}</td></tr>
    <tr class="t"><td>Total factura</td><td class="r">${eur(grand)}</td></tr>
    ${mode === 'deposit' ? `<tr><td>Fianza depositada el ${fmtDate(pickup, '{dd}/{mm}/{yyyy}', 'es')}</td><td class="r">${eur(-paid)}</td></tr>` : ''}
    ${mode === 'card' ? `<tr><td>Cobrado con tarjeta ${card}</td><td class="r">${eur(-paid)}</td></tr>` : ''}
    <tr class="t"><td>${due ? 'Total a pagar' : 'Pendiente de pago'}</td><td class="r">${eur(due)}</td></tr>
  </table>
  <div class="note">${mode === 'card' && deposit ? esc(`La fianza de ${eur(deposit)} bloqueada en la tarjeta ${card} ha sido liberada. `) : ''}${mode === 'transfer' || mode === 'deposit' ? `Forma de pago: ${bank ? `transferencia bancaria a ${spacedIban(bank)}` : `cargo en tarjeta ${card}`}, indicando el número de factura.` : 'Factura pagada. Gracias por confiar en nosotros.'}</div>
  <div class="small">${dls([`El cliente declara haber recibido ${car ? 'el vehículo' : 'el equipo'} en buen estado y acepta las condiciones generales del contrato ${contract}.`, 'Operación sujeta a IVA. Sin retención.'])}</div>
</div>
<div class="foot">${dls([`${firm.name} · CIF ${supplierCif} · Inscrita en el Registro Mercantil de ${firm.city.replace(/^\d+ /, '')}, Tomo ${int(random, 1000, 4999)}, Folio ${int(random, 1, 220)}, Hoja ${({ AGP: 'MA', ALC: 'A', PMI: 'PM', ZAZ: 'Z', BIO: 'BI' } as Record<string, string>)[firm.code]}-${digits(random, 5)}`,
  `www.${firm.brand.toLowerCase().replace(/[^a-z]/g, '')}.es · reservas@${firm.brand.toLowerCase().replace(/[^a-z]/g, '')}.es${bank ? ` · IBAN ${spacedIban(bank)}` : ''}`])}</div>`;

  const css = `
.wrap { padding: 38px 48px 0; font-size: 11px; }
.top { display: flex; justify-content: space-between; align-items: flex-start; line-height: 1.45; }
.logo { font: bold italic 25px 'DejaVu Sans', sans-serif; color: ${accent}; margin-bottom: 6px; }
.box { border: 2px solid ${accent}; padding: 8px 12px; } .box td { padding: 1px 12px 1px 0; } .h1 { font-size: 18px; font-weight: bold; color: ${accent}; margin-bottom: 4px; }
.cli { margin: 16px 0 12px; line-height: 1.45; border-left: 3px solid ${accent}; padding-left: 10px; }
.lab { font-size: 9px; font-weight: bold; text-transform: uppercase; color: ${accent}; }
.rent { width: 100%; } .rent th { background: ${accent}; color: #fff; text-align: left; padding: 3px 6px; font-size: 10px; } .rent td { border: 1px solid #ccc; padding: 4px 6px; vertical-align: top; line-height: 1.45; width: 33%; }
.items { width: 100%; margin-top: 14px; } .items th { text-align: left; border-bottom: 2px solid #333; padding: 4px 6px; } .items th.r { text-align: right; }
.items td { padding: 4px 6px; border-bottom: 1px solid #e1e1e1; vertical-align: top; }
.sum { margin: 10px 0 0 auto; } .sum td { padding: 3px 6px; min-width: 100px; } .sum .t td { font-weight: bold; border-top: 1px solid #333; font-size: 12px; }
.note { margin-top: 16px; } .small { margin-top: 10px; font-size: 9px; color: #666; line-height: 1.5; }
.foot { padding: 0 48px 22px; font-size: 8.5px; color: #666; line-height: 1.5; }`;

  const fields: TruthFields = {
    supplier_name: firm.name,
    supplier_tax_id: supplierCif,
    customer_name: customerName,
    invoice_number: invoiceNo,
    date,
    ...(dueDate ? { due_date: dueDate } : {}),
    currency: 'EUR',
    subtotal: base,
    total_tax: iva,
    total_amount: grand,
    amount_due: due,
    ...(bank ? { iban: bank } : {}),
  };
  const items: TruthItem[] = rows.map((r) => truthItem(r.lines, r.qty, r.price, r.amount, null));
  return built(page('es', "'DejaVu Sans', sans-serif", css, body), 'es', fields, items);
};
