/**
 * A Spanish autónomo's factura (abogado, traductor, diseñador, consultor, arquitecto técnico, asesor fiscal):
 * base imponible, IVA 21 %, total factura, retención IRPF 15 % (7 % for the first years of activity) on the base,
 * líquido a percibir; a lawyer's invoice may also deduct the provisión de fondos already received.
 */
import {
  add, addDays, built, chance, descriptionCell, dl, dls, drawLines, esc, foot, formatDate, formatQuantity, int, issueDate, itemsTable, lineCount,
  money, monthName, moveColumn, pad, percent, pick, pickLook, previousMonth, shell, totalsBox, truthItem, weighted, type Col, type Layout, type Service,
  type TotalRow, type TruthFields,
} from './fees-common.ts';
import { esCif, esNif, groupedIban, iban } from './fees-ids.ts';
import { address, company, ES_TOWNS, person } from './fees-names.ts';

const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
const u = (text: string, qty: [number, number], low: number, high: number, details?: string[]): Service => ({ text, kind: 'unit', qty, low, high, details });
const PROFESSIONS: { title: string; lawyer?: boolean; services: Service[] }[] = [
  { title: 'Abogado', lawyer: true, services: [h('Consulta jurídica', 90, 180), f('Honorarios por asistencia letrada', 600, 3000, ['Procedimiento ordinario nº {n}/{year}', 'Juzgado de Primera Instancia nº {k} de {town}']),
    f('Redacción de contrato mercantil', 400, 1500), f('Reclamación extrajudicial de cantidad', 250, 800, ['Expediente nº {n}/{year}']), h('Reuniones y negociación con la parte contraria', 90, 160), f('Recurso de apelación', 900, 2800)] },
  { title: 'Traductora jurada', services: [u('Traducción jurada inglés-español', [2, 30], 25, 45, ['Documentación societaria']), u('Traducción técnica EN>ES (palabras)', [1500, 9000], 0.07, 0.12, ['Manual de usuario', 'Ficha técnica de producto']),
    h('Revisión y corrección de textos', 25, 40), f('Legalización y envío certificado', 30, 60), u('Interpretación consecutiva (horas)', [2, 8], 50, 80)] },
  { title: 'Diseñador gráfico', services: [f('Diseño de identidad corporativa', 600, 2500, ['Logotipo y manual de marca']), f('Maquetación de catálogo {year}', 400, 1800, ['{pages} páginas, formato A4']), h('Adaptaciones para redes sociales', 30, 55),
    f('Diseño de packaging', 500, 2200), f('Cartelería para feria', 250, 900, ['Stand {town}'])] },
  { title: 'Consultor informático', services: [h('Desarrollo de aplicación web – {month}', 35, 65, ['Proyecto: portal de clientes']), h('Consultoría tecnológica', 45, 90, ['Periodo: {month} de {year}']), h('Soporte y mantenimiento', 35, 60),
    { text: 'Formación a usuarios', kind: 'day', low: 300, high: 600 }, f('Migración de servidores', 800, 3500), f('Auditoría de seguridad', 900, 3200)] },
  { title: 'Arquitecto técnico', services: [f('Dirección de ejecución de obra', 1500, 5000, ['Obra: {street}, {town}']), f('Estudio básico de seguridad y salud', 400, 1200), f('Certificado de eficiencia energética', 120, 300, ['Inmueble en {street}']),
    f('Inspección técnica de edificio (ITE)', 400, 1400, ['Comunidad de Propietarios {street}']), h('Visitas de obra', 45, 75)] },
  { title: 'Asesora fiscal', services: [f('Asesoramiento fiscal y contable – {month}', 150, 600), f('Presentación modelos 303 y 111 – {q}T {year}', 60, 200), f('Impuesto sobre Sociedades {prevyear}', 400, 1500),
    f('Cuentas anuales y legalización de libros', 250, 700), h('Consultoría laboral', 50, 90), f('Alta de trabajadores y contratos', 40, 120)] },
];

export const esProfesional: Layout = (random) => {
  const look = pickLook(random);
  const prof = pick(random, PROFESSIONS);
  const me = person(random, 'es');
  const nif = esNif(random), myAddr = address(random, 'es');
  const customer = company(random, 'es'), custAddr = address(random, 'es');
  const [, , , provCode] = pick(random, ES_TOWNS);
  const cif = esCif(random, customer.includes('S.A.') ? 'A' : 'B', provCode);
  const date = issueDate(random), year = date.slice(0, 4), prev = previousMonth(date);
  const fill = (s: string) => s.replace('{street}', custAddr.street.split(',')[0]).replace('{town}', custAddr.town).replace('{n}', String(int(random, 40, 2900))).replace('{k}', String(int(random, 1, 24)))
    .replace('{year}', prev.start.slice(0, 4)).replace('{prevyear}', String(Number(year) - 1)).replace('{month}', monthName('es', Number(prev.start.slice(5, 7)))).replace('{q}', String(Math.ceil(Number(prev.start.slice(5, 7)) / 3)))
    .replace('{pages}', String(int(random, 12, 96)));
  const lines = drawLines(random, prof.services, Math.min(lineCount(random), prof.services.length), fill, 0.35, ['Según presupuesto nº {n}']);
  const newProfessional = chance(random, 0.25);
  const irpf = newProfessional ? 7 : 15;

  // Arithmetic: IVA and IRPF both on the base; a lawyer's provisión de fondos deducted from what is left to pay.
  const base = add(...lines.map((l) => l.amount));
  const vat = percent(base, 21), total = add(base, vat), withholding = percent(base, irpf);
  const provision = prof.lawyer && chance(random, 0.45) ? Math.min(pick(random, [300, 500, 600, 1000, 1500]), Math.floor(add(total, -withholding) / 2)) : 0;
  const due = add(total, -withholding, -provision);

  const dfmt = pick(random, ['dd/mm/yyyy', 'dd/mm/yyyy', 'dd-mm-yyyy', 'long']);
  const d = (iso: string) => formatDate(iso, dfmt, 'es');
  const grouping = chance(random, 0.85) ? '.' : '';
  const m = money({ decimal: ',', group: grouping }, pick(random, ['€', '€', 'EUR']), false);
  const n = int(random, 3, 180), yy = year.slice(2);
  const number = pick(random, [`${year}/${pad(n, 4)}`, `F-${yy}-${pad(n, 3)}`, `A-${year}-${pad(n, 3)}`, `${pad(n, 3)}/${year}`, `FAC${year}-${pad(n, 3)}`]);
  const po = chance(random, 0.35) ? pick(random, [`PED-${year}-${pad(int(random, 1, 3000), 4)}`, `4500${int(random, 100000, 999999)}`, `OC-${int(random, 10000, 99999)}`]) : null;
  const dueDays = pick(random, [0, 15, 30, 30, 60]);
  const dueDate = addDays(date, dueDays), printsDue = dueDays > 0 && chance(random, 0.75);

  // Totals, stacked or as the one-row summary of Spanish invoicing software.
  const L = {
    base: pick(random, ['Base imponible', 'BASE IMPONIBLE', 'Base Imponible']), vat: pick(random, ['IVA 21%', 'I.V.A. (21 %)', 'Cuota IVA 21%', 'IVA (21%)']),
    total: pick(random, ['Total factura', 'TOTAL FACTURA', 'Importe total']), irpf: pick(random, [`Retención IRPF ${irpf}%`, `IRPF (-${irpf}%)`, `Retención I.R.P.F. ${irpf} %`, `- Retención IRPF ${irpf}%`]),
    due: pick(random, ['Líquido a percibir', 'Total a pagar', 'TOTAL A PAGAR', 'Líquido total', 'Importe a pagar']),
  };
  const rows: TotalRow[] = [
    { label: L.base, value: m.cur(base) }, { label: L.vat, value: m.cur(vat) }, { label: L.total, value: m.cur(total), rule: true, strong: true },
    { label: L.irpf, value: m.cur(-withholding) }, ...(provision ? [{ label: pick(random, ['Provisión de fondos recibida', 'A deducir provisión de fondos']), value: m.cur(-provision) }] : []),
    { label: L.due, value: m.cur(due), rule: true, strong: true },
  ];
  const summaryGrid = !provision && chance(random, 0.35);
  const summary = summaryGrid
    ? `<table class="sg" style="width:100%; margin-top:3mm"><style>.sg td { border: 0.6px solid #888; padding: 3px 5px; text-align: right; white-space: nowrap } .sg tr:first-child td { background: #eee; font-size: 0.82em }</style>
<tr>${[L.base, '% IVA', 'Cuota IVA', '% IRPF', 'Retención', L.total, L.due].map((x) => `<td>${esc(x)}</td>`).join('')}</tr>
<tr>${[m.num(base), '21', m.num(vat), String(irpf), m.num(-withholding), m.cur(total), m.cur(due)].map((x, i) => `<td${i === 6 ? ' class="b"' : ''}>${esc(x)}</td>`).join('')}</tr></table>`
    : totalsBox(rows, '55%');

  // Items.
  const shape = weighted(random, [['qty', 4], ['amount', 2], ['hours', 2]] as ['qty' | 'amount' | 'hours', number][]);
  const hasQty = shape !== 'amount';
  const withSymbol = chance(random, 0.4);
  const amt = (v: number) => (withSymbol ? m.cur(v) : m.num(v));
  const fixedQty = chance(random, 0.25);
  const q = (l: (typeof lines)[number]) => formatQuantity(l.quantity, m.style, fixedQty);
  const cols: Col[] = shape === 'amount' ? [{ head: pick(random, ['Concepto', 'Descripción']) }, { head: 'Importe', align: 'r' }]
    : shape === 'hours' ? [{ head: 'Descripción' }, { head: 'Horas / Uds.', align: 'r' }, { head: 'Precio', align: 'r' }, { head: 'Total', align: 'r' }]
      : [{ head: pick(random, ['Concepto', 'Descripción']) }, { head: pick(random, ['Cantidad', 'Cant.', 'Uds.']), align: 'r' }, { head: pick(random, ['Precio', 'Precio unitario', 'Precio ud.']), align: 'r' }, { head: 'Importe', align: 'r' }];
  const body = lines.map((l) => (hasQty ? [descriptionCell(l), q(l), amt(l.unitPrice), amt(l.amount)] : [descriptionCell(l), amt(l.amount)]));

  // Parties and header.
  const nifPrinted = chance(random, 0.2) ? `${nif.slice(0, 8)}-${nif.slice(8)}` : nif;
  const nifLabel = pick(random, ['NIF', 'N.I.F.', 'NIF/DNI']);
  const email = `${me.first.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${pick(random, ['.', ''])}${me.last.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${pick(random, ['gmail.com', 'outlook.es', 'hotmail.com'])}`;
  const phone = `${pick(random, ['6', '6', '9'])}${int(random, 10, 99)} ${int(random, 100, 999)} ${int(random, 100, 999)}`;
  const where = weighted(random, [['left', 4], ['center', 2], ['right', 2], ['footer', 2]] as ['left' | 'center' | 'right' | 'footer', number][]);
  const myLines = [`${nifLabel}: ${nifPrinted}`, myAddr.street, myAddr.city, `Tel. ${phone} · ${email}`];
  if (chance(random, 0.5)) myLines.splice(0, 0, prof.title);
  const upper = chance(random, 0.25), myName = upper ? me.full.toUpperCase() : me.full;
  const titleWord = pick(random, ['FACTURA', 'Factura', 'FACTURA']);
  const metaRows: [string, string][] = [[pick(random, ['Factura nº', 'Nº factura', 'Número de factura', 'Factura núm.']), number], [pick(random, ['Fecha de expedición', 'Fecha', 'Fecha factura', 'Fecha de emisión']), d(date)]];
  if (printsDue) metaRows.push([pick(random, ['Vencimiento', 'Fecha de vencimiento']), d(dueDate)]);
  if (po) metaRows.push([pick(random, ['Su pedido nº', 'Nº pedido', 'Su referencia']), po]);
  const meta = `<table class="mt"><style>.mt td { padding: 1px 8px 1px 0 } .mt td:first-child { color: #555 }</style>${metaRows.map(([a, b]) => `<tr><td>${esc(a)}:</td><td class="b">${esc(b)}</td></tr>`).join('')}</table>`;
  const title = `<div class="acc b" style="font-size:1.9em; letter-spacing:0.05em">${esc(titleWord)}</div>`;
  const supplierBlock = `<div class="b" style="font-size:1.3em">${dl(myName)}</div><div class="small">${dls(myLines)}</div>`;
  const head = where === 'footer' ? `<table style="width:100%"><tr><td>${title}</td><td style="width:45%">${meta}</td></tr></table>`
    : where === 'center' ? `<div class="c">${supplierBlock}</div><div style="margin-top:6mm; display:flex; justify-content:space-between; align-items:flex-end">${title}${meta}</div>`
      : `<table style="width:100%"><tr><td style="width:55%">${where === 'left' ? supplierBlock : `${title}${meta}`}</td><td class="r">${where === 'left' ? `${title}<div style="display:inline-block; text-align:left">${meta}</div>` : supplierBlock}</td></tr></table>`;
  const custHead = pick(random, ['CLIENTE', 'Cliente', 'Datos del cliente', 'Facturar a']);
  const boxed = chance(random, 0.6);
  const customerBlock = `<div style="margin:8mm 0 4mm ${chance(random, 0.5) ? 'auto' : '0'}; width:50%; ${boxed ? 'border:0.6px solid #888; padding:2.5mm 4mm' : ''}"><div class="small up b acc">${esc(custHead)}</div><div class="b">${dl(customer)}</div>${dls([`${pick(random, ['CIF', 'C.I.F.', 'NIF'])}: ${cif}`, custAddr.street, custAddr.city])}</div>`;

  const ibanValue = iban(random, 'ES'), ibanPrinted = chance(random, 0.7) ? groupedIban(ibanValue) : ibanValue;
  const payText = pick(random, ['Forma de pago: transferencia bancaria', 'Forma de pago: Transferencia', 'Pago mediante transferencia a la cuenta']);
  const terms = !printsDue ? (dueDays === 0 ? 'Pago al contado / a la recepción de la factura' : `Plazo de pago: ${dueDays} días desde la fecha de factura`) : '';
  const payment = `<div style="margin-top:5mm">${dl(payText)}${dl(`IBAN: ${ibanPrinted}`)}${terms ? dl(terms) : ''}</div>`;
  const legal = [
    ...(newProfessional ? ['Retención del 7% por inicio de actividad profesional (art. 101.5 de la Ley 35/2006 del IRPF).'] : []),
    ...(provision ? ['La provisión de fondos recibida se descuenta del importe a pagar.'] : []),
    `De conformidad con el Reglamento (UE) 2016/679 (RGPD), le informamos de que sus datos serán tratados por ${me.full} con la finalidad de gestionar la relación profesional y cumplir las obligaciones fiscales. Puede ejercer sus derechos de acceso, rectificación y supresión en ${email}.`,
  ];
  const footer = where === 'footer' ? foot(`<b>${esc(myName)}</b> · ${esc(`${nifLabel} ${nifPrinted} · ${myAddr.street} · ${myAddr.city} · ${email}`)}`, 'small c')
    : chance(random, 0.4) ? foot(esc(`${myName} · ${nifLabel} ${nifPrinted}`), 'tiny c') : '';
  const html = shell(look, 'es', `${head}${customerBlock}${itemsTable(...(hasQty && chance(random, 0.3) ? moveColumn(cols, body, 1, 0) : [cols, body] as [Col[], string[][]]), pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}${summary}${payment}<div class="tiny" style="margin-top:6mm">${legal.map(esc).join('<br>')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: myName, supplier_tax_id: nifPrinted, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: base, total_tax: vat, total_amount: total, amount_due: due, iban: ibanPrinted,
  };
  return built('es', html, fields, lines.map((l) => truthItem(l, hasQty, null)));
};
