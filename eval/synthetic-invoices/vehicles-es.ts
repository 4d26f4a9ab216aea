/**
 * A Spanish factura de venta de vehículo of a concesionario, a compraventa, a moto dealer or a maquinaria agrícola
 * dealer: the dealer and its CIF at the top (in a band or beside its mark) with the FACTURA block (serie, número,
 * fecha), the client (name, CIF or a private buyer's NIF, address) left or right, the references — nº cliente, nº
 * pedido and fecha de pedido, fecha de entrega, vendedor, the client's own pedido, vencimiento — as a table, a grid or
 * label pairs; the vehicle as a multi-line row or a "Datos del vehículo" grid (marca, modelo, versión, nº bastidor,
 * matrícula, fecha 1ª matriculación, kilómetros, color, combustible, potencia); IVA 21 % with the desglose (base
 * imponible, % IVA, cuota), or the REBU (régimen especial de los bienes usados, no IVA shown) with taxed gestoría or
 * revisión beside it; the impuesto especial sobre determinados medios de transporte and the tasa DGT as suplidos
 * outside the IVA; the vehículo entregado a cuenta, the señal and an amount financed deducted after the total; the
 * vencimiento and transferencia, the garantía clause, the Registro Mercantil line and the data-protection note.
 */
import {
  arrange, carTitle, chance, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS, headRow,
  infoBox, int, itemsTable, logo, metaHtml, money2, NBSP, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice, signed, slug, span,
  specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, vsize, windowHtml, type Amount, type Col, type Layout, type TruthFields,
} from './vehicles-common.ts';
import { address, buyer, dealer, farmCustomer, FINANCE, firmCustomer, person } from './vehicles-names.ts';
import { esCif, esNif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';

export const esVentaInvoice: Layout = (random, index) => {
  const home = address(random, 'es');
  const { model, machine, cond, margin: rebu } = drawSale(random, index, 0.7);
  const firm = dealer(random, 'es', model.kind, home.town, model.make);
  const province = (ES_TOWNS.find(([tw]) => tw === home.town) ?? ES_TOWNS[0])[3];
  const cif = esCif(random, firm.endsWith('S.A.') ? 'A' : 'B', province), cifShown = chance(random, 0.25) ? `ES${cif}` : cif;
  const priv = !machine && chance(random, 0.6) ? buyer(random, 'es') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : machine ? farmCustomer(random, 'es') : firmCustomer(random, 'es');
  const custId = priv ? `NIF ${esNif(random)}` : `CIF ${esCif(random, customer.endsWith('S.A.') ? 'A' : 'B', pick(random, ES_TOWNS)[3])}`;
  const custAddr = address(random, 'es');
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [15, 30, 30, 60], dueShare: priv ? 0.25 : 0.7 });
  const car = drawCar(random, 'es', model, cond, dates);
  const year = dates.date.slice(0, 4);
  const dash = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, dash ? '{dd}-{mm}-{yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const m = money2(',', '.');
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (rebu || machine ? shopPrice(random, value) : Math.round(shopPrice(random, value * 1.21) / 1.21))
    : cond === 'demo' ? Math.round(newNet(random, model, 21) * (0.8 + random() * 0.1) / 100) * 100 : newNet(random, model, 21);
  const block = chance(random, 0.5);
  const details = block ? [] : [`Bastidor: ${car.vin}${car.plate ? ` · Matrícula: ${car.plate}` : ''}`,
    `${car.firstReg && cond !== 'new' ? `1ª matric. ${d(car.firstReg)} · ` : ''}${car.machine ? `${num(car.hours, ',', '.', 0)} horas` : `${num(car.km, ',', '.', 0)} km`} · ${car.colour}`];
  const label = { new: machine ? 'Máquina nueva' : 'Vehículo nuevo', demo: 'Vehículo de demostración', used: machine ? 'Máquina usada' : 'Vehículo de ocasión' }[cond];
  const vText = block ? pick(random, rebu ? ['Precio de venta del vehículo', 'Vehículo usado (REBU)'] : ['Precio del vehículo', 'Precio de venta', label]) : `${label} ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, rebu ? null : 21, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.5)) { const p = pick(random, [5, 7, 10, 12, 15]); rows.push(vrow(`Descuento ${p}${NBSP}%`, [], -pctCents(net, p), 21, 'discount', null)); }
  if (cond !== 'used' && chance(random, 0.3)) rows.push(vrow(pick(random, ['Plan de ayudas / campaña de marca', 'Descuento promocional concesionario']), [], -pick(random, [50000, 100000, 150000, 200000]), 21, 'discount', null));
  rows.push(...extraRows(random, 'es', car, rebu ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 21, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const iedmt = cond === 'new' && car.plate && car.fuel !== 'electric' && (model.kind === 'car' || model.kind === 'moto') && chance(random, 0.6) ? pick(random, [4.75, 4.75, 9.75]) : 0;
  const vehicleBase = rows.filter((r) => r.kind === 'vehicle' || r.kind === 'discount').reduce((s, r) => s + r.cents, 0);
  const outside: Amount[] = [
    ...(iedmt ? [{ text: `Impuesto especial s/ determinados medios de transporte (${num(iedmt, ',', '', 2)}${NBSP}%)`, cents: pctCents(vehicleBase, iedmt) }] : []),
    ...(car.plate && chance(random, 0.7) ? [{ text: cond === 'used' ? 'Tasa DGT cambio de titularidad (suplido)' : 'Tasa DGT matriculación (suplido)', cents: cond === 'used' ? 5570 : 9977 }] : []),
  ];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && chance(random, priv ? 0.45 : 0.2) ? drawTrade(random, 'es', car, dates.date, t.gross) : null;
  const deposit = chance(random, 0.5) ? depositOf(random, t.gross) : 0;
  const lender = pick(random, FINANCE.es);
  const ded: Amount[] = [
    ...(trade ? [{ text: pick(random, [`Vehículo entregado a cuenta (${trade.plate})`, 'Vehículo entregado a cuenta']), cents: -trade.cents }] : []),
    ...(deposit ? [{ text: pick(random, [`Entrega a cuenta (${d(dates.order)})`, `Señal recibida el ${d(dates.order)}`]), cents: -deposit }] : []),
  ];
  const financed = priv && chance(random, 0.35) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `Importe financiado por ${lender}`, cents: -financed });
  const due = total + sumOf(ded);

  // References.
  const serie = rebu ? pick(random, ['VO', 'REBU', 'U']) : cond === 'used' ? 'VO' : pick(random, ['VN', 'A', 'F']);
  const number = pick(random, [`${serie}-${year}/${seqNo(random, 4)}`, `${serie}${year.slice(2)}${seqNo(random, 5)}`, `${year}/${serie}/${seqNo(random, 6)}`]);
  const custNo = pick(random, [`${int(random, 1000, 99999)}`, `430${digits(random, 5)}`]);
  const pedido = pick(random, [`PV-${digits(random, 6)}`, `${year.slice(2)}${digits(random, 5)}`]);
  const clerk = person(random, 'es');
  const po = !priv && chance(random, 0.4) ? pick(random, [`PED-${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `OC${year.slice(2)}/${digits(random, 4)}`]) : null;
  const printsDue = dates.due !== null && chance(random, 0.85);
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Nº cliente', 'Cód. cliente']), custNo], [pick(random, ['Nº pedido', 'Contrato de compraventa']), pedido], [pick(random, ['Fecha pedido', 'Fecha contrato']), d(dates.order)],
    [pick(random, ['Fecha de entrega', 'Entrega del vehículo']), d(dates.delivery)], ['Vendedor', `${clerk.first} ${clerk.last.split(' ')[0]}`],
    ...(po ? [[pick(random, ['Su pedido', 'Su ref. pedido']), po] as [string, string]] : []), ...(printsDue ? [['Vencimiento', d(dates.due as string)] as [string, string]] : []),
  ]);
  const acct = spanishBank(random), ibanShown = chance(random, 0.6) ? groupIban(acct.iban) : acct.iban;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[0]], ['#8c1c13', '#1d4e89', '#2d6a4f', '#b5651d', '#4a4e69', '#0b7a75']);
  const mk = model.make.replace(' Motorrad', '');
  const brand = `${look.logo ? logo(random, look.accent, firm, model.kind, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const supLines = [`CIF ${cifShown}`, `${home.street} · ${home.city}`, `Tel. ${phone(random, 'es')} · ${pick(random, ['ventas', 'info', 'administracion'])}@${slug(firm)}.es`, machine ? `Concesionario oficial ${mk}` : cond === 'used' ? 'Compraventa de vehículos de ocasión' : `Concesionario oficial ${mk}`];
  const factura = `<div class="fbox"><div class="ft">${span('FACTURA')}</div><div>${span(`Nº ${number}`, 'b')}</div><div>${span(`Fecha: ${d(dates.date)}`)}</div></div>`;
  const top = look.band
    ? `<div class="band"><div>${brand}<div class="bl">${supLines.slice(0, 3).map((l) => span(l)).join(' · ')}</div></div>${factura}</div>`
    : `<div class="plain"><div>${brand}${supLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>${factura}</div>`;
  const win = `<div>${windowHtml([customer, custId, custAddr.street, custAddr.city], 0, null, pick(random, ['Cliente', 'Datos del cliente', 'Comprador']))}</div>`;
  const side = `<div class="side">${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const specPairs: [string, string][] = [
    ['Marca', model.make], ['Modelo', model.model], ['Versión', car.variant], [machine ? 'Nº de serie' : 'Nº bastidor', car.vin], ...(car.plate ? [['Matrícula', car.plate] as [string, string]] : []),
    ...(car.firstReg ? [['Fecha 1ª matriculación', d(car.firstReg)] as [string, string]] : [['Año', String(car.year)] as [string, string]]),
    [machine ? 'Horas' : 'Kilómetros', num(machine ? car.hours : car.km, ',', '.', 0)], ['Color', car.colour], ['Combustible', car.fuelText], ['Potencia', power(car.kw, 'CV')],
  ];
  const spec = block ? specGrid(pick(random, ['Datos del vehículo', 'Identificación del vehículo']), specPairs, pick(random, [2, 3])) : '';
  const tradeBox = trade ? infoBox('Vehículo entregado a cuenta', [`${trade.title} · matrícula ${trade.plate}`, `Bastidor ${trade.vin}`, `1ª matric. ${d(trade.firstReg)} · ${num(trade.km, ',', '.', 0)} km`]) : '';

  const printsRate = !block || chance(random, 0.6);
  const rateCell = (r: (typeof rows)[number]) => (r.rate === null ? 'REBU' : String(r.rate));
  const cols: Col[] = block ? [['Concepto', ''], ...(printsRate ? [['% IVA', 'r'] as Col] : []), ['Importe', 'r']]
    : [['Concepto', ''], ['Uds.', 'r'], ['Precio', 'r'], ['% IVA', 'r'], ['Importe', 'r']];
  const cells = rows.map((r) => (block ? [descCell(r), ...(printsRate ? [rateCell(r)] : []), signed(r.cents, m)]
    : [descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : signed(r.mills / 10, m), rateCell(r), signed(r.cents, m)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const desglose = t.lines.length ? `<table class="desg"><tr><th class="r">Base imponible</th><th class="r">% IVA</th><th class="r">Cuota IVA</th></tr>${t.lines.map((l) => `<tr><td class="r">${m(l.base)}</td><td class="r">${l.rate}${NBSP}%</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>` : '';
  const tot: [string, string, string][] = [];
  let printsSub = false;
  if (!t.margin) { tot.push([pick(random, ['Base imponible', 'Total base imponible', 'Suma bases']), eur(t.items), '']); printsSub = true; }
  else if (t.taxed) tot.push(['Vehículo (régimen especial bienes usados)', eur(t.margin), ''], ['Base imponible otros conceptos', eur(t.taxed), '']);
  for (const l of t.lines) tot.push([`IVA ${l.rate}${NBSP}%`, eur(l.tax), '']);
  if (outside.length) tot.push([pick(random, ['Total vehículo IVA incluido', 'Subtotal con IVA']), eur(t.gross), 'rule'], ...outside.map((o): [string, string, string] => [o.text, eur(o.cents), '']));
  tot.push([outside.length ? pick(random, ['TOTAL', 'Total a pagar']) : 'TOTAL FACTURA', eur(total), ded.length ? 'rule' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, eur(x.cents), '']), [pick(random, ['Pendiente de pago', 'Total a abonar', 'Líquido a pagar']), eur(due), look.band ? 'hl' : 'big']);
  const pay = [printsDue ? `Vencimiento ${d(dates.due as string)} · transferencia bancaria` : dates.terms ? `Pago a ${dates.terms} días fecha factura` : dates.delivery < dates.date ? 'Pago al contado a la recepción de la factura' : pick(random, ['Pago a la entrega del vehículo', 'Pago al contado antes de la entrega']),
    `${acct.name} · IBAN ${ibanShown}${chance(random, 0.5) ? ` · BIC ${acct.bic}` : ''}`];
  const notes = [
    ...(rebu ? [pick(random, ['Régimen especial de los bienes usados (arts. 135 a 139 de la Ley 37/1992 del IVA). El IVA no se repercute de forma expresa en esta factura.', 'Operación sujeta al régimen especial de los bienes usados: esta factura no repercute IVA de forma separada y el adquirente no puede deducirlo.'])] : []),
    ...(outside.length ? [`${iedmt ? 'El impuesto de matriculación y las tasas de Tráfico son' : 'La tasa de Tráfico es un'} ${iedmt ? 'suplidos pagados' : 'suplido pagado'} en nombre y por cuenta del cliente, fuera de la base imponible (art. 78.Tres.3º LIVA).`] : []),
    ...(financed ? [`Operación financiada por ${lender}; el importe financiado será abonado directamente al concesionario.`] : []),
  ];
  const small = `${machine ? 'Maquinaria con garantía según las condiciones del fabricante; la maquinaria usada se vende en el estado en que se encuentra.' : cond === 'used' ? pick(random, ['Garantía de 12 meses conforme al Real Decreto Legislativo 1/2007 para vehículos de segunda mano vendidos a consumidores.', 'Vehículo vendido con la documentación en regla y la ITV en vigor; garantía según condiciones adjuntas.']) : 'Garantía oficial del fabricante según condiciones del libro de garantía.'} La propiedad del vehículo no se transmitirá hasta el pago total del precio. ${pick(random, ['Sus datos se tratan conforme al Reglamento (UE) 2016/679 y la LOPDGDD con la finalidad de gestionar la relación comercial.', 'Responsable del tratamiento: el emisor de esta factura. Puede ejercer sus derechos dirigiéndose a nuestra dirección postal.'])}`;
  const registro = `Inscrita en el Registro Mercantil de ${home.town}, Tomo ${int(random, 1000, 40000)}, Folio ${int(random, 1, 220)}, Hoja ${province === '28' ? 'M' : province === '08' ? 'B' : home.town.charAt(0)}-${int(random, 10000, 650000)}`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm} · CIF ${cifShown} · ${registro}`)}</div></div>`;

  const size = vsize(look, tableLines(rows, 15 + tot.length + (block ? 4 : 0) + (trade ? 4 : 0) + t.lines.length + notes.length));
  const css = `${vehCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.45em; font-weight: bold } .bl { font-size: 0.8em; margin-top: 3px }
.band .fbox { border-color: #fff } .band .ft { color: #fff }
.plain { padding: 24px 40px 6px; display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1.5px solid ${look.accent} } .plain .fname { font-size: 1.45em; font-weight: bold; color: ${look.accent} }
.fbox { border: 1.2px solid ${look.accent}; padding: 5px 14px; min-width: 170px } .ft { font-size: 1.4em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.1em }
.main { padding: 14px 40px 0 } .win { width: 300px; border: 0.6px solid #999; padding: 6px 10px } .side { min-width: 240px } .gridrow { margin-top: 10px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .left { max-width: 330px }
.desg { border: 0.6px solid #777; margin-bottom: 6px } .desg th { font-size: 0.82em; background: #eef0f2; padding: 1px 8px; border-bottom: 0.6px solid #777 } .desg td { padding: 1px 8px }
.pay { margin-top: 8px } .pay div { margin-bottom: 2px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.7em; color: #444; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${spec}${items}<div class="bottom"><div class="left">${desglose}${tradeBox}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="notes">${notes.map((x, i) => `<div class="${i === 0 && rebu ? 'legal' : 'small'}">${esc(x)}</div>`).join('')}</div><div class="tiny policy">${esc(small)}</div></div>${footer}`;
  const html = page('es', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: cifShown, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'EUR', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(total),
    amount_due: euros(due), iban: ibanShown,
  };
  return result('es', html, fields, rows, !block, printsRate);
};
