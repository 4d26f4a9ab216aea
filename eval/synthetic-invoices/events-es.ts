/**
 * A Spanish factura de formación of a centro de formación, escuela de negocios, congress organiser or academia de
 * idiomas: the centre and its CIF at the top (in a band or beside its logo), the FACTURA block with número and
 * fecha, the client (name, CIF or a private learner's NIF, address) left or right, the references — nº de cliente,
 * nº de inscripción or matrícula, the client's pedido, acción formativa / grupo, vencimiento — as a table, a grid or
 * label pairs; the "datos del curso" (curso, fechas, horas, lugar de impartición) as a box above the items, the
 * venue beside the client or only on the rows' second line; matrícula per alumno, per hora for language courses,
 * descuentos (inscripción anticipada, varios alumnos), comidas and alojamiento at 10 %; IVA 21 % or exento under
 * art. 20.Uno.9º LIVA, the desglose per rate (base imponible, % IVA, cuota), an "entregado a cuenta" on some, the
 * vencimiento and transferencia or domiciliación, the FUNDAE note, the Registro Mercantil line and the privacy note.
 */
import { address, COURSES, customerFirm, esProvider, extrasFor, headcount, participant, person, privateName, venue } from './events-names.ts';
import {
  arrange, chance, classRate, courseLength, dateRange, depositOf, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee, feeRows, fmtDate,
  FONTS, headRow, int, itemsTable, logo, metaHtml, money2, NBSP, page, peopleBlock, phone, pick, pickLook, priceText, qtyFmt, result, row, seqNo, signed, sizeFor,
  slug, span, tableLines, totalsHtml, vatTotals, venueBox, windowHtml, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { esCif, esNif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';

export const esFormacionInvoice: Layout = (random) => {
  const home = address(random, 'es');
  const language = chance(random, 0.3);
  const firm = esProvider(random, home.town, language);
  const province = (ES_TOWNS.find(([tw]) => tw === home.town) ?? ES_TOWNS[0])[3];
  const cif = esCif(random, firm.name.endsWith('S.A.') ? 'A' : 'B', province), cifShown = chance(random, 0.25) ? `ES${cif}` : cif;
  const course = pick(random, COURSES.es.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = course.kind !== 'conference' && chance(random, firm.school ? 0.7 : 0.2);
  const rate = exempt ? 0 : 21;
  const early = !weeks && chance(random, 0.3);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.6, dueDays: [30, 30, 15, 60], earlyBird: early });
  const year = s.date.slice(0, 4);
  const dash = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, dash ? '{dd}-{mm}-{yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const m = money2(',', '.');
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;
  const range = dateRange(s, 'es', d);

  const priv = language && chance(random, 0.6) ? privateName(random, 'es') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : customerFirm(random, 'es');
  const custId = priv ? `NIF ${esNif(random)}` : `CIF ${esCif(random, customer.endsWith('S.A.') ? 'A' : 'B', pick(random, ES_TOWNS)[3])}`;
  const custAddr = address(random, 'es');
  const contact = !priv && chance(random, 0.35) ? `Att.: ${person(random, 'es').full}${chance(random, 0.5) ? ' (RR. HH.)' : ''}` : null;
  const n = priv ? 1 : headcount(random);
  const names = priv ? [customer] : Array.from({ length: n }, () => participant(random, 'es'));
  const place = venue(random, 'es');
  const hours = weeks ? length * pick(random, [2, 3, 4]) : length * pick(random, [5, 6, 8]);

  // Rows.
  const perHour = weeks && chance(random, 0.5);
  const hourMills = fee(random, course.fee, true);
  const mills = weeks ? (perHour ? hourMills : Math.round((hours * hourMills) / 10000) * 10000) : fee(random, course.fee);
  const split = !weeks && n >= 2 && chance(random, 0.3);
  const venueAt = pick(random, split ? ['box', 'datos'] as const : ['box', 'datos', 'detail'] as const);
  const detail = venueAt === 'detail' ? [`${range} · ${place.name}, ${place.town}`] : pick(random, [[`${hours} horas · ${range}`], [`Edición ${range}`], []]);
  const text = weeks ? course.title : pick(random, [course.title, course.kind === 'conference' ? `Inscripción: ${course.title}` : `Matrícula: ${course.title}`]);
  const perPerson = split ? (nm: string): [string, string[]] => [course.title, [`Alumno/a: ${nm}`]] : null;
  const fees = weeks ? [row(text, [`${range} · ${hours} horas lectivas`], perHour ? hours : n, perHour ? 'h' : 'alumno', mills, rate)]
    : feeRows({ n, names, mills, rate, unit: course.kind === 'conference' ? 'pers.' : 'alumno', text, details: detail, perPerson });
  const rows = [...fees, ...discountRows(random, fees, n, early, {
    early: (p) => (p ? `Descuento inscripción anticipada ${p}${NBSP}% (hasta el ${d(s.early ?? s.booking)})` : `Descuento inscripción anticipada (hasta el ${d(s.early ?? s.booking)})`),
    multi: (p) => `Descuento ${p}${NBSP}% por varios alumnos`, unit: 'alumno',
  })];
  for (const e of extrasFor(random, 'es', course.kind, int(random, 0, weeks ? 2 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, { food: 10, hotel: 10, books: 4, std: 21 })));
  const t = vatTotals(rows);
  const deposit = chance(random, weeks ? 0.45 : 0.15) ? depositOf(random, t.gross) : 0;

  // References.
  const number = pick(random, [`F${year}-${seqNo(random, 4)}`, `${year}/${seqNo(random, 5)}`, `FF-${year.slice(2)}${seqNo(random, 4)}`, `A-${int(random, 100, 9999)}`]);
  const custNo = pick(random, [`${int(random, 1000, 99999)}`, `CL-${digits(random, 5)}`, `43${digits(random, 6)}`]);
  const inscr = pick(random, [`${weeks ? 'MAT' : 'INS'}-${digits(random, 6)}`, `${year.slice(2)}${digits(random, 5)}`]);
  const fundae = !priv && !weeks && chance(random, 0.5) ? `AF ${int(random, 1, 60)} / Grupo ${int(random, 1, 12)}` : null;
  const po = !priv && chance(random, 0.5) ? pick(random, [`PED-${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `OC${year.slice(2)}/${digits(random, 4)}`]) : null;
  const printsDue = chance(random, 0.8), domiciliacion = chance(random, 0.25);
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Nº cliente', 'Cliente nº', 'Cód. cliente']), custNo], [pick(random, weeks ? ['Nº matrícula', 'Matrícula'] : ['Nº inscripción', 'Inscripción']), inscr],
    ...(fundae ? [['Acción formativa', fundae] as [string, string]] : []),
    ...(po ? [[pick(random, ['Su pedido', 'Nº pedido', 'Su ref. pedido']), po] as [string, string]] : []),
    ...(chance(random, 0.5) ? [[pick(random, ['Fecha inscripción', 'Fecha de reserva']), d(s.booking)] as [string, string]] : []),
    ['Forma de pago', domiciliacion ? 'Recibo domiciliado' : 'Transferencia'], ...(printsDue ? [['Vencimiento', d(s.due)] as [string, string]] : []),
  ]);
  const bank = spanishBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const custBank = spanishBank(random);

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[0]], ['#8c1c13', '#1d4e89', '#2d6a4f', '#b5651d', '#4a4e69', '#0b7a75']);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const supLines = [`CIF ${cifShown}`, `${home.street} · ${home.city}`, `Tel. ${phone(random, 'es')} · ${pick(random, ['formacion', 'info', 'administracion'])}@${slug(firm.name)}.es`];
  const factura = `<div class="fbox"><div class="ft">${span('FACTURA')}</div><div>${span(`Nº ${number}`, 'b')}</div><div>${span(`Fecha: ${d(s.date)}`)}</div></div>`;
  const top = look.band
    ? `<div class="band"><div>${brand}<div class="bl">${supLines.map((l) => span(l)).join(' · ')}</div></div>${factura}</div>`
    : `<div class="plain"><div>${brand}${supLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>${factura}</div>`;
  const vbox = venueBox(pick(random, ['Lugar de impartición', 'Lugar de celebración', 'Sede']), place, [`Fechas: ${range}`]);
  const win = `<div>${windowHtml([customer, custId, ...(contact ? [contact] : []), custAddr.street, custAddr.city], 0, null, pick(random, ['Cliente', 'Datos del cliente', 'Facturar a']))}${venueAt === 'box' ? `<div class="vu">${vbox}</div>` : ''}</div>`;
  const side = `<div class="side">${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const datos = venueAt === 'datos' || chance(random, 0.35)
    ? `<table class="datos"><tr><th colspan="2">${span(weeks ? 'Datos del curso' : course.kind === 'conference' ? 'Datos del evento' : 'Datos de la acción formativa')}</th></tr>${[
      ['Curso', course.title], ['Fechas', range], ['Duración', `${hours} horas`], ...(venueAt === 'datos' ? [['Lugar', `${place.name}, ${place.street}, ${place.city}`]] : [])].map(([k, v]) => `<tr><td class="k">${span(k)}</td><td>${span(v)}</td></tr>`).join('')}</table>`
    : '';
  const people = !priv && !perPerson ? peopleBlock(n > 1 ? (course.kind === 'conference' ? 'Asistentes:' : 'Alumnos:') : course.kind === 'conference' ? 'Asistente:' : 'Alumno/a:', names) : '';

  const exWord = pick(random, ['Exento', '0', 'Ex.']);
  const cols: Col[] = [['Concepto', ''], ['Uds.', 'r'], ['Precio', 'r'], ['% IVA', 'r'], ['Importe', 'r']];
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : `${qtyFmt(r.qty, ',')}${r.unit === 'h' ? ' h' : ''}`, r.mills === null ? '' : (r.mills < 0 ? '-' : '') + priceText(Math.abs(r.mills), ',', '.'), r.rate ? String(r.rate) : exWord, signed(r.cents, m)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const desglose = `<table class="desg"><tr><th class="r">Base imponible</th><th class="r">% IVA</th><th class="r">Cuota IVA</th></tr>${t.lines.map((l) => `<tr><td class="r">${m(l.base)}</td><td class="r">${l.rate ? `${l.rate}${NBSP}%` : 'Exento'}</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [[pick(random, ['Total base imponible', 'Suma bases', 'Base imponible']), eur(t.net), ''], [pick(random, ['Total cuota IVA', 'Total IVA']), eur(t.tax), ''], ['TOTAL FACTURA', eur(t.gross), deposit ? 'rule' : 'big']];
  if (deposit) tot.push([`Entregado a cuenta (${d(s.booking)})`, eur(-deposit), ''], [pick(random, ['Total a pagar', 'Pendiente de pago']), eur(t.gross - deposit), look.band ? 'hl' : 'big']);
  const pay = domiciliacion
    ? [`Recibo domiciliado${printsDue ? ` con vencimiento ${d(s.due)}` : ''} en su cuenta ${custBank.iban.slice(0, 4)} **** **** **** ${custBank.iban.slice(-4)}`]
    : [`Transferencia a ${bank.name}: IBAN ${ibanShown}${chance(random, 0.5) ? ` · BIC ${bank.bic}` : ''}`, `Indique el nº de factura ${number} como concepto.`];
  const notes = [
    ...(exempt ? [pick(random, ['Operación exenta de IVA en virtud del artículo 20.Uno.9º de la Ley 37/1992, del Impuesto sobre el Valor Añadido.', 'Exento de IVA: art. 20, apartado uno, número 9º, Ley 37/1992 (enseñanza y formación).'])] : []),
    ...(fundae ? ['Formación bonificable: la empresa podrá aplicar la bonificación en sus cotizaciones a la Seguridad Social conforme a la normativa de FUNDAE.'] : []),
  ];
  const small = `${pick(random, ['Las cancelaciones comunicadas con menos de 7 días de antelación al inicio del curso darán lugar al cobro del 50 % de la matrícula; la no asistencia supone el cobro íntegro.', 'La matrícula no será reembolsable una vez iniciado el curso. Se admite la sustitución del alumno comunicándola por escrito antes del inicio.'])} ${pick(random, ['Sus datos se tratan conforme al Reglamento (UE) 2016/679 y la LOPDGDD con la finalidad de gestionar la relación comercial.', 'Responsable del tratamiento: el emisor de esta factura. Puede ejercer sus derechos dirigiéndose a nuestra dirección postal.'])}`;
  const registro = `Inscrita en el Registro Mercantil de ${home.town}, Tomo ${int(random, 1000, 40000)}, Folio ${int(random, 1, 220)}, Hoja ${province === '28' ? 'M' : province === '08' ? 'B' : home.town.charAt(0)}-${int(random, 10000, 650000)}`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} · CIF ${cifShown} · ${registro}`)}</div></div>`;

  const size = sizeFor(look, tableLines(rows, 12 + (datos ? 4 : 0) + t.lines.length));
  const css = `${eventCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.5em; font-weight: bold } .bl { font-size: 0.8em; margin-top: 3px }
.band .fbox { border-color: #fff } .band .ft { color: #fff }
.plain { padding: 26px 40px 6px; display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1.5px solid ${look.accent} } .plain .fname { font-size: 1.5em; font-weight: bold; color: ${look.accent} }
.fbox { border: 1.2px solid ${look.accent}; padding: 5px 14px; min-width: 170px } .ft { font-size: 1.4em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.1em }
.main { padding: 16px 40px 0 } .win { width: 300px; border: 0.6px solid #999; padding: 6px 10px } .vu { margin-top: 8px } .side { min-width: 240px } .gridrow { margin-top: 10px }
.datos { margin-top: 10px; width: 100%; border: 0.6px solid #999 } .datos th { background: #eef0f2; font-weight: bold; padding: 2px 6px } .datos td { padding: 1px 6px } .datos .k { color: #555; width: 90px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px }
.desg { border: 0.6px solid #777 } .desg th { font-size: 0.82em; background: #eef0f2; padding: 1px 8px; border-bottom: 0.6px solid #777 } .desg td { padding: 1px 8px }
.pay { margin-top: 8px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.72em; color: #444; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${datos}${people}${items}<div class="bottom"><div>${desglose}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="notes">${notes.map((x, i) => `<div class="${i === 0 && exempt ? 'legal' : 'small'}">${esc(x)}</div>`).join('')}</div><div class="tiny policy">${esc(small)}</div></div>${footer}`;
  const html = page('es', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: cifShown, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: s.due } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross - deposit),
    ...(domiciliacion ? {} : { iban: ibanShown }),
  };
  return result('es', html, fields, rows, () => true);
};
