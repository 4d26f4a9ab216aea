/**
 * A Spanish dental clinic's factura (an S.L. or S.L.P.): a coloured band across the top with the clinic's name
 * and FACTURA, its CIF, sanitary register number and colegiado under it, three boxes (the invoice's serie, número,
 * fecha and forma de pago; the paciente with DNI and historia clínica; the titular when a parent pays for a
 * child), the tratamientos with pieza dental, units, price, a discount on some and importe, the payment box
 * (financiación or pago a cuenta deducted on some) beside the totals (base exenta, IVA exento, total factura,
 * total a pagar), the exemption under art. 20.Uno.3º LIVA and the Registro Mercantil in the footer.
 */
import {
  addDays, birthDate, built, careDesc, careFont, careItem, careLine, chance, digits, dl, dls, esc, fee, fmtDate, int, issueDate, lineCount, lowerAscii, NBSP, num, pad,
  page, pick, some, span, sum, toothFor, totalsRows, weighted, type CareLine, type Layout, type Treatment, type TruthFields,
} from './care-common.ts';
import { address, childName, esClinica, person } from './care-names.ts';
import { esCif, esNif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';

const t = (code: string, text: string, price: [number, number], tooth = false, details?: string[], qty?: [number, number]): Treatment => ({ code, text, price, tooth, details, qty });
const TREATMENTS: Treatment[] = [
  t('DIA01', 'Primera visita y diagnóstico', [30, 50]), t('REV02', 'Revisión periódica', [25, 40]), t('HIG01', 'Limpieza bucal (tartrectomía)', [45, 70]),
  t('RX01', 'Radiografía periapical', [12, 20], false, undefined, [1, 3]), t('RX04', 'Ortopantomografía', [30, 50]), t('OBT01', 'Empaste de composite', [50, 80], true),
  t('OBT03', 'Reconstrucción de composite', [70, 110], true), t('END01', 'Endodoncia unirradicular', [140, 200], true), t('END03', 'Endodoncia multirradicular', [200, 320], true, ['Incluye radiografías de control']),
  t('EXO01', 'Extracción simple', [50, 80], true), t('EXO05', 'Extracción de cordal incluido', [120, 220], true), t('PRO11', 'Corona de zirconio', [450, 700], true, ['Prótesis fija sobre diente natural']),
  t('PRO14', 'Corona metal-cerámica', [300, 450], true), t('IMP01', 'Implante dental de titanio', [800, 1200], true, ['Incluye cirugía y aditamento protésico']), t('IMP07', 'Injerto óseo (regeneración)', [300, 500], true),
  t('OCL02', 'Férula de descarga', [200, 350], false, ['Férula rígida tipo Michigan']), t('PER03', 'Curetaje periodontal por cuadrante', [60, 100], false, undefined, [1, 4]),
  t('ORT10', 'Ortodoncia: mensualidad de brackets', [60, 100], false, ['Cuota {k} de 24']), t('ORT21', 'Ortodoncia invisible: fase inicial', [900, 1800], false, ['Alineadores y planificación digital']),
];
const CHILD: Treatment[] = [
  t('ODP01', 'Revisión odontopediátrica', [25, 40]), t('ODP03', 'Sellado de fisuras', [20, 35], true), t('ODP04', 'Aplicación de flúor', [15, 25]), t('ODP06', 'Pulpotomía diente temporal', [60, 90], true),
  t('OBT01', 'Empaste de composite', [45, 70], true), t('ORT10', 'Ortodoncia: mensualidad de brackets', [60, 100], false, ['Cuota {k} de 24']), t('ORT02', 'Estudio de ortodoncia', [60, 120]),
];
const REGISTER: Record<string, string> = { Madrid: 'CS', Barcelona: 'E08', Valencia: 'CV-', Sevilla: 'NICA ', Bilbao: 'E48', Málaga: 'NICA ', Zaragoza: 'E50' };
const FINANCIERS = ['Sabadell Consumer Finance', 'Cetelem', 'Pepper Money', 'CaixaBank Payments & Consumer', 'Santander Consumer Finance'];

/** Each town's dialling code. */
const PREFIX: Record<string, string> = {
  Madrid: '91', Barcelona: '93', Valencia: '96', Sevilla: '95', Zaragoza: '976', Málaga: '95', Bilbao: '94', Alicante: '96', Valladolid: '983', Murcia: '968', Palma: '971',
  Granada: '958', 'A Coruña': '981', Santander: '942', Pamplona: '948',
};

export const esClinicaDental: Layout = (random) => {
  const home = address(random, 'es');
  const province = (ES_TOWNS.find(([tw]) => tw === home.town) ?? ES_TOWNS[0])[3];
  const clinic = esClinica(random, home.town);
  const cif = esCif(random, 'B', province), cifShown = chance(random, 0.25) ? `ES${cif}` : cif;
  const dentist = person(random, 'es');
  const colegiado = `${province}/${int(random, 1000, 9999)}`;
  const registro = `${REGISTER[home.town] ?? 'CS'}${int(random, 10000, 99999)}`;
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'es');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `${n(v)}${NBSP}€`;

  // Paciente and titular.
  const payer = person(random, 'es'), payerAddr = address(random, 'es');
  const minor = chance(random, 0.2);
  const patient = minor ? `${childName(random, 'es')} ${payer.last.split(' ')[0]} ${person(random, 'es').last.split(' ')[0]}` : `${payer.first} ${payer.last}`;
  const customer = `${payer.first} ${payer.last}`;
  const dni = esNif(random);
  const historia = pad(int(random, 1, 48000), 6);

  // Tratamientos, a discount on some, pago a cuenta or financing on some.
  const pool = minor ? CHILD : TREATMENTS;
  const visits = [addDays(date, -int(random, 20, 60)), addDays(date, -int(random, 1, 19)), date];
  const k = String(int(random, 2, 22));
  const promo = chance(random, 0.3) ? pick(random, [5, 10, 15]) : 0;
  const lines: CareLine[] = some(random, pool, lineCount(random, 12)).map((x) => {
    const price = fee(random, x.price);
    return careLine({
      text: x.text, code: x.code, price, disc: promo && price >= 100 && chance(random, 0.7) ? promo : 0, qty: x.qty ? int(random, x.qty[0], x.qty[1]) : 1, date: pick(random, visits),
      tag: x.tooth ? String(minor && x.code.startsWith('ODP') ? pick(random, [54, 55, 64, 65, 74, 75, 84, 85]) : toothFor(random, x.text)) : '',
      detail: x.details && chance(random, 0.35) ? pick(random, x.details).replace('{k}', k) : null,
    });
  }).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const total = sum(lines.map((l) => l.amount));
  const deduction = weighted(random, [['none', 5], ['cuenta', 3], ['financed', total > 600 ? 2 : 0]] as ['none' | 'cuenta' | 'financed', number][]);
  const deducted = deduction === 'cuenta' ? Math.min(pick(random, [50, 100, 150, 200, 300, 500]), Math.floor(total / 2 / 10) * 10) : deduction === 'financed' ? (chance(random, 0.4) ? total : Math.floor((total * pick(random, [0.7, 0.8, 0.9])) / 10) * 10) : 0;
  const due = sum([total, -deducted]);
  const method = due === 0 ? null : pick(random, ['Tarjeta', 'Transferencia bancaria', 'Efectivo', 'Domiciliación bancaria']);
  const bank = spanishBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const printsIban = method === 'Transferencia bancaria' || (method === 'Domiciliación bancaria' ? false : chance(random, 0.2));
  const dueDate = addDays(date, pick(random, [7, 15, 30])), printsDue = method === 'Transferencia bancaria' && chance(random, 0.6);

  const serie = pick(random, ['A', 'FD', 'C', year.slice(2)]);
  const seq = int(random, 1, 3800);
  const number = pick(random, [`${serie}-${year}-${pad(seq, 5)}`, `${serie}${year.slice(2)}/${pad(seq, 4)}`, `${serie}/${pad(seq, 6)}`]);

  // Look.
  const { font, size } = careFont(random, ['sans', 'sans', 'dejavu', 'narrow', 'serif']);
  const accent = pick(random, ['#00838f', '#3949ab', '#00695c', '#6a1b9a', '#c2185b', '#37474f']);
  const showDisc = lines.some((l) => l.disc);
  const codeCol = chance(random, 0.5);
  const web = `www.${lowerAscii(clinic.replace(/ S\.L\.P?\.$/, '').split(' ').slice(0, 3).join(''))}.es`;
  const band = `<div class="band"><div class="bn">${span(clinic)}</div><div class="bt">${esc('FACTURA')}</div></div>`;
  const data = `<div class="cdata">${dls([`${home.street} · ${home.city} · Tel. ${`${PREFIX[home.town] ?? '91'}${digits(random, 9 - (PREFIX[home.town] ?? '91').length)}`.replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4')} · ${web}`,
    `CIF ${cifShown} · Nº Registro Sanitario ${registro} · Dir. médico: ${dentist.female ? 'Dra.' : 'Dr.'} ${dentist.first} ${dentist.last} (Col. nº ${colegiado})`])}</div>`;
  const box = (title: string, rows: [string, string][]) => `<div class="box"><div class="bh">${esc(title)}</div><table>${rows.map(([a, b]) => `<tr><td class="k">${esc(a)}</td><td>${span(b)}</td></tr>`).join('')}</table></div>`;
  const factBox = box('Datos de la factura', [['Serie', serie], ['Nº factura', number], ['Fecha', d(date)], ...(printsDue ? [['Vencimiento', d(dueDate)] as [string, string]] : []), ['Forma de pago', method ?? 'Financiado']]);
  const patExtra: [string, string][] = minor ? [['Fecha nac.', d(birthDate(random, date, [4, 15]))]] : [['DNI', dni], ['Domicilio', payerAddr.street], ['', payerAddr.city]];
  const patRows: [string, string][] = [['Nombre', patient], ...patExtra, ['Nº historia', historia]];
  const patBox = box('Paciente', patRows);
  const titBox = minor ? box(pick(random, ['Titular de la factura', 'Facturar a (tutor legal)']), [['Nombre', customer], ['DNI', dni], ['Domicilio', payerAddr.street], ['', payerAddr.city]]) : '';

  const cols = ['Fecha', ...(codeCol ? ['Código'] : []), 'Tratamiento', 'Pieza', 'Uds.', 'Precio', ...(showDisc ? ['Dto. %'] : []), 'Importe'];
  const body = lines.map((l) => `<tr><td class="nw">${d(l.date ?? date)}</td>${codeCol ? `<td>${esc(l.code)}</td>` : ''}<td>${careDesc(l)}</td><td class="c">${esc(l.tag)}</td><td class="r">${l.qty}</td><td class="r nw">${n(l.price)}</td>${showDisc ? `<td class="r">${l.disc || ''}</td>` : ''}<td class="r nw">${n(l.amount)}</td></tr>`).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c) => `<th${['Uds.', 'Precio', 'Dto. %', 'Importe'].includes(c) ? ' class="r"' : c === 'Pieza' ? ' class="c"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const tot: [string, string, string][] = [[pick(random, ['Base exenta', 'Base imponible exenta', 'Subtotal']), eur(total), ''], [pick(random, ['IVA (exento)', 'IVA 0 % – exento', 'Cuota IVA']), eur(0), ''], ['Total factura', eur(total), 'st']];
  if (deduction === 'cuenta') tot.push([pick(random, ['Pago a cuenta', 'Entregado a cuenta', 'Anticipo recibido']), eur(-deducted), '']);
  if (deduction === 'financed') tot.push(['Importe financiado', eur(-deducted), '']);
  tot.push([pick(random, ['TOTAL A PAGAR', 'Total a pagar', 'Pendiente de pago']), eur(due), 'big']);
  const payLines = deduction === 'financed'
    ? [`Financiación: ${pick(random, FINANCIERS)}`, `Nº expediente ${int(random, 10000000, 99999999)} · ${pick(random, [12, 18, 24, 36])} cuotas`, ...(due ? [`Resto: ${method}`] : [])]
    : deduction === 'cuenta' ? [`Pago a cuenta recibido el ${d(addDays(date, -int(random, 15, 60)))}`, `Resto: ${method}`] : [`Forma de pago: ${method}`];
  if (printsIban && due) payLines.push(`IBAN ${ibanShown}`, `${bank.name} · BIC ${bank.bic}`);
  const bottom = `<div class="bottom"><div class="paybox">${dls(payLines)}</div><table class="tot">${totalsRows(tot)}</table></div>`;
  const legal = [
    pick(random, ['Operación exenta de IVA según el art. 20.Uno.3º de la Ley 37/1992 del Impuesto sobre el Valor Añadido.', 'Factura exenta de IVA (art. 20.Uno.3º LIVA): asistencia a personas físicas por profesionales médicos y sanitarios.']),
    'Sus datos personales se tratan conforme al RGPD (UE) 2016/679 y la LO 3/2018 para la gestión de su historia clínica y la facturación.',
  ];
  const footer = `<div class="foot">${dl(`${clinic} · Inscrita en el Registro Mercantil de ${home.town}, Tomo ${int(random, 1000, 40000)}, Folio ${int(random, 1, 220)}, Hoja ${province === '28' ? 'M' : 'B'}-${int(random, 100000, 699999)} · CIF ${cif}`)}</div>`;

  const css = `
body { padding: 0 44px }
.band { display: flex; justify-content: space-between; align-items: center; background: ${accent}; color: #fff; margin: 0 -44px; padding: 22px 44px 18px }
.bn { font-size: 1.5em; font-weight: bold } .bt { font-size: 1.8em; letter-spacing: 0.2em; font-weight: bold }
.cdata { font-size: 0.84em; color: #333; padding: 6px 0; border-bottom: 0.6px solid #ccc }
.boxes { display: flex; gap: 12px; margin-top: 16px${minor ? '; font-size: 0.94em' : ''} } .box { flex: 1 1 0; } .box:last-child { flex-grow: ${minor ? 1.4 : 1} } .box { background: #f6f7f8; border-top: 3px solid ${accent}; padding: 4px 8px 6px } .bh { font-weight: bold; color: ${accent}; margin-bottom: 3px; text-transform: uppercase; font-size: 0.84em; letter-spacing: 0.04em }
.box td { padding: 0 4px 1px 0 } .box .k { color: #666; padding-right: 8px; white-space: nowrap }
.items { width: 100%; margin-top: 16px } .items th { font-weight: bold; color: ${accent}; border-bottom: 2px solid ${accent}; padding: 3px 5px } .items td { padding: 3px 5px; border-bottom: 0.5px solid #ddd }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 14px } .paybox { border: 0.8px solid #bbb; padding: 6px 10px; min-width: 230px }
.tot { min-width: 270px } .tot td { padding: 2px 6px } .tot .st td { font-weight: bold; border-top: 0.8px solid #555 } .tot .big td { font-weight: bold; font-size: 1.2em; color: #fff; background: ${accent} }
.legal { margin-top: 16px; font-size: 0.78em; color: #555 } .legal p { margin: 0 0 3px }
.foot { padding: 0 44px 16px; font-size: 0.7em; color: #666; text-align: center }`;
  const html = page('es', font, size, css, `${band}${data}<div class="boxes">${factBox}${patBox}${titBox}</div>${table}${bottom}<div class="legal">${legal.map((x) => `<p>${esc(x)}</p>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: clinic, supplier_tax_id: cifShown, customer_name: customer, invoice_number: number, date, ...(printsDue ? { due_date: dueDate } : {}),
    currency: 'EUR', subtotal: total, total_tax: 0, total_amount: total, amount_due: due, ...(printsIban && due ? { iban: ibanShown } : {}),
  };
  return built('es', html, fields, lines.map((l) => careItem(l, { qty: true, price: true, rate: false })));
};
