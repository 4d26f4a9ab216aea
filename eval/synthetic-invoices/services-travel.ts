/**
 * Layout "es-travel": a Spanish travel agency's invoice for a flight booking (es, EUR). Fares, airport taxes,
 * insurance and ancillaries carry no VAT; only the agency's service fee bears IVA 21 %. Distractors: the booking
 * reference (localizador, 6 characters), 13-digit ticket numbers, the agency licence number, flight numbers,
 * travel dates, passenger names, a company customer's CIF, a deposit already paid.
 */
import { addDays, chance, digits, dmy, esc, FONTS, iban, int, iso, letters, lines, named, num, page, pick, round2, spaced, spanishCif, sum, day, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { address, company, person, phone } from './services-names.ts';

const AGENCIES = ['Viajes Horizonte Azul', 'Agencia de Viajes Mar y Sol', 'Rutas del Sur Viajes', 'Destinos Ibéricos', 'Viajes Alborada', 'Brújula Travel'];
const AIRLINES: [string, string, string][] = [['Aerolíneas Meridiano', 'AM', '318'], ['Iberavia', 'IV', '174'], ['Vuela Sol', 'VS', '527'], ['Transatlántica Air', 'TA', '641']];
const ROUTES: [string, string, number, number][] = [['MAD', 'LHR', 90, 260], ['BCN', 'CDG', 70, 220], ['MAD', 'JFK', 420, 880], ['VLC', 'FCO', 60, 190], ['SVQ', 'AMS', 95, 240], ['BIO', 'MUC', 110, 280], ['AGP', 'DUB', 80, 210], ['MAD', 'MEX', 560, 1090], ['BCN', 'LIS', 55, 160]];

const es = (x: number) => num(x, 'eu');
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

export function travelInvoice(r: Random): ServiceDoc {
  const sa = chance(r, 0.25);
  const agency = `${pick(r, AGENCIES)}, ${sa ? 'S.A.' : pick(r, ['S.L.', 'S.L.U.'])}`;
  const cif = spanishCif(r, sa ? 'A' : 'B');
  const taxShown = pick(r, [`CIF: ${cif}`, `NIF: ES${cif}`, `NIF-IVA: ES${cif}`]);
  const taxId = taxShown.split(': ')[1];
  const sAddr = address(r, 'ES', true);
  const licence = pick(r, [`CICMA ${int(r, 1000, 3999)}`, `GC-${digits(r, 6)}`, `CIAN-${digits(r, 6)}-${int(r, 1, 9)}`, `CV-Mm${digits(r, 4)}-V`]);
  const isCompany = chance(r, 0.35);
  const paxCount = isCompany ? int(r, 1, 2) : int(r, 1, 4);
  const pax = Array.from({ length: paxCount }, () => person(r, 'ES'));
  const customer = isCompany ? company(r, 'ES') : pax[0];
  const city = sAddr[sAddr.length - 1].replace(/^\d+ /, '');
  const cAddr = address(r, 'ES');
  const [airline, code, prefix] = pick(r, AIRLINES);
  const [from, to, flo, fhi] = pick(r, ROUTES);
  const pnr = letters(r, 6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');

  const date = day(r);
  const out = addDays(date, int(r, 7, 60));
  const back = addDays(out, int(r, 3, 14));
  const df = pick(r, ['num', 'num', 'long']);
  const fd = (d: Date) => (df === 'num' ? dmy(d) : named(d, 'es'));
  const invNo = pick(r, [`FV-${date.getUTCFullYear()}-${digits(r, 5)}`, `A/${date.getUTCFullYear()}/${digits(r, 4)}`, `${String(date.getUTCFullYear()).slice(2)}-${digits(r, 6)}`, `F${date.getUTCFullYear()}/${int(r, 100, 2999)}`]);

  const perPax = chance(r, 0.5);
  const fare = round2(Math.round(flo + r() * (fhi - flo)) + pick(r, [0, 0.5, 0.99, 0.2]));
  const taxes = round2(int(r, 2400, 14000) / 100);
  const rows: LineItem[] = [];
  const route = `${from}–${to}–${from}`;
  const flights = `${code} ${int(r, 1000, 8999)} / ${code} ${int(r, 1000, 8999)}`;
  if (perPax) {
    pax.forEach((p) => {
      const name = `${ascii(p.split(' ').slice(1).join(' '))}/${ascii(p.split(' ')[0])}`;
      rows.push({ description: `Billete ${route} (${flights})\n${name} · Billete ${prefix}-${digits(r, 10)}`, quantity: 1, unit_price: fare, amount: fare, tax_rate: 0 });
    });
  } else rows.push({ description: `Tarifa aérea adulto ${route}\n${airline} ${flights}`, quantity: paxCount, unit_price: fare, amount: round2(fare * paxCount), tax_rate: 0 });
  rows.push({ description: 'Tasas aeroportuarias y cargos de emisión', quantity: paxCount, unit_price: taxes, amount: round2(taxes * paxCount), tax_rate: 0 });
  if (chance(r, 0.5)) {
    const bag = pick(r, [25, 30, 35, 45]);
    const n = int(r, 1, paxCount);
    rows.push({ description: 'Equipaje facturado 23 kg', quantity: n, unit_price: bag, amount: round2(bag * n), tax_rate: 0 });
  }
  if (chance(r, 0.4)) rows.push({ description: 'Selección de asiento', quantity: paxCount, unit_price: 12, amount: 12 * paxCount, tax_rate: 0 });
  if (chance(r, 0.5)) {
    const ins = pick(r, [14.9, 18.5, 24.75, 32]);
    rows.push({ description: `Seguro de asistencia en viaje${chance(r, 0.5) ? '\nPóliza ' + digits(r, 9) : ''}`, quantity: paxCount, unit_price: ins, amount: round2(ins * paxCount), tax_rate: 0 });
  }
  const fee = pick(r, [15, 20, 25, 30, 35]);
  const feeQty = chance(r, 0.5) ? paxCount : 1;
  rows.push({ description: 'Cargo por servicio de agencia (gestión y emisión)', quantity: feeQty, unit_price: fee, amount: round2(fee * feeQty), tax_rate: 21 });
  const exempt = sum(rows.filter((x) => x.tax_rate === 0).map((x) => x.amount));
  const base = sum(rows.filter((x) => x.tax_rate === 21).map((x) => x.amount));
  const iva = round2(base * 0.21);
  const subtotal = round2(exempt + base);
  const total = round2(subtotal + iva);
  const settle = pick(r, ['card', 'card', 'transfer', 'deposit']);
  const paid = settle === 'card' ? total : settle === 'deposit' ? pick(r, [100, 150, 200, 300]) : 0;
  const due = round2(total - paid);
  const dueDate = addDays(date, int(r, 3, 7));
  const sIban = iban('ES', `${pick(r, ['2100', '0049', '0182', '2038', '0081'])}${digits(r, 4)}${digits(r, 2)}${digits(r, 10)}`);

  // ----- presentation -----
  const col = chance(r, 0.5);
  const accent = pick(r, ['#00677f', '#b5461b', '#2a4d8f', '#7b1e3b']);
  const fs = pick(r, [10, 10.5]);
  const head = `<th>Concepto</th><th class="c">Cant.</th><th class="r">Precio</th>${col ? '<th class="c">IVA</th>' : ''}<th class="r">Importe</th>`;
  const body = rows.map((x) => `<tr><td>${lines(x.description)}</td><td class="c">${x.quantity}</td><td class="r">${es(x.unit_price as number)}</td>${col ? `<td class="c">${x.tax_rate} %</td>` : ''}<td class="r">${es(x.amount)}</td></tr>`).join('');
  const tot = (k: string, v: number, cls = '') => `<tr class="${cls}"><td>${k}</td><td class="r">${es(v)} €</td></tr>`;
  const payHtml = settle === 'card'
    ? `Forma de pago: tarjeta ${pick(r, ['VISA', 'Mastercard'])} ****${digits(r, 4)} — <b>PAGADO</b> el ${dmy(date)}`
    : `${paid ? `Entregado a cuenta (reserva): ${es(paid)} € · ` : ''}Forma de pago: transferencia bancaria antes del <b>${fd(dueDate)}</b><br>IBAN ${spaced(sIban)} · Concepto: ${invNo} / ${pnr}`;
  const grid = chance(r, 0.5);
  const trip: [string, string][] = [['Localizador', pnr], ['Compañía', airline], ['Ida', `${dmy(out)} ${from}→${to}`], ['Vuelta', `${dmy(back)} ${to}→${from}`]];
  const html = page({
    lang: 'es', font: pick(r, [FONTS.sans[0], FONTS.sans[1], FONTS.serif[1]]), size: fs, padding: '36px 42px 24px',
    css: `.hd { display: flex; justify-content: space-between; border-bottom: 3px solid ${accent}; padding-bottom: 8px }
.ag { font-size: 21px; font-weight: bold; color: ${accent} } .small { font-size: ${fs - 1.5}px; color: #555 }
.fbox { border: 2px solid ${accent}; padding: 6px 12px; min-width: 210px } .fbox h1 { margin: 0 0 4px; font-size: 18px; color: ${accent}; letter-spacing: 3px }
.two { display: flex; gap: 20px; margin: 14px 0 } .two > div { flex: 1; border: 1px solid #ccc; padding: 8px } .t { font-weight: bold; color: ${accent}; font-size: ${fs - 1}px; text-transform: uppercase; margin-bottom: 3px }
.trip { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; background: #f5f5f5; padding: 6px 8px; margin-bottom: 12px } .trip .k { font-size: ${fs - 2}px; color: #666 }
.items { width: 100% } .items th { background: ${accent}; color: #fff; padding: 4px; text-align: left } .items th.r { text-align: right } .items th.c { text-align: center }
.items td { padding: 4px; border-bottom: 1px solid #ddd; vertical-align: top }
.tot { margin: 10px 0 0 auto; width: 330px } .tot td { padding: 2px 4px } .tot .g td { font-weight: bold; font-size: ${fs + 2}px; border-top: 2px solid ${accent} }
.pay { margin-top: 14px; padding: 8px; background: #f5f5f5 } .foot { font-size: 7.5px; color: #666; border-top: 1px solid #ccc; padding-top: 4px }`,
    body: `<div class="hd"><div><div class="ag">${esc(agency)}</div><div class="small">${sAddr.map(esc).join(' · ')} · Tel. ${phone(r, 'ES')}<br>${taxShown} · Título-Licencia ${licence}</div></div>
<div class="fbox"><h1>FACTURA</h1>${grid ? `<div class="small">Número</div><b>${esc(invNo)}</b><div class="small">Fecha de emisión</div><b>${fd(date)}</b>` : `Nº: <b>${esc(invNo)}</b><br>Fecha: <b>${fd(date)}</b>`}</div></div>
<div class="two"><div><div class="t">Cliente</div><b>${esc(customer)}</b><br>${cAddr.map(esc).join('<br>')}${isCompany ? `<br>CIF: ${spanishCif(r, customer.includes('S.A.') ? 'A' : 'B')}` : `<br>DNI: ${digits(r, 8)}${letters(r, 1, 'TRWAGMYFPDXBNJZSQVHLCKE')}`}</div>
<div><div class="t">Pasajeros</div>${pax.map((p) => esc(`${ascii(p.split(' ').slice(1).join(' '))}/${ascii(p.split(' ')[0])}`)).join('<br>')}</div></div>
<div class="trip">${trip.map(([k, v]) => `<div><div class="k">${k}</div><b>${esc(v)}</b></div>`).join('')}</div>
<table class="items"><tr>${head}</tr>${body}</table>
<table class="tot">${tot('Importe exento / no sujeto a IVA', exempt)}${tot('Base imponible (IVA 21 %)', base)}${tot('Subtotal (sin IVA)', subtotal)}${tot('Cuota IVA 21 %', iva)}${tot('TOTAL FACTURA', total, 'g')}${tot('Pendiente de pago', due)}</table>
<div class="pay">${payHtml}</div>
<div class="small" style="margin-top:8px">Billetes, tasas y seguros facturados por cuenta de la compañía aérea y la aseguradora (operaciones exentas / no sujetas). Sólo el cargo por servicio de la agencia está sujeto a IVA.</div>
<div class="foot">${esc(agency)} — Inscrita en el Registro Mercantil de ${esc(city)}, Tomo ${int(r, 1000, 40000)}, Folio ${int(r, 1, 220)}, Hoja ${city.slice(0, 2).toUpperCase()}-${digits(r, 6)} — ${taxShown} — Página 1 de 1</div>`,
  });
  const line_items = rows.map((x) => ({ ...x, tax_rate: col ? x.tax_rate : null }));
  const fields: ServiceDoc['fields'] = {
    supplier_name: agency, supplier_tax_id: taxId, customer_name: customer, invoice_number: invNo, date: iso(date), currency: 'EUR',
    subtotal, total_tax: iva, total_amount: total, amount_due: due,
  };
  if (settle !== 'card') Object.assign(fields, { due_date: iso(dueDate), iban: sIban });
  return { language: 'es', html, fields, line_items };
}
