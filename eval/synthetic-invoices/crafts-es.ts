/**
 * A Spanish factura de reformas or instalador (reformas integrales, fontanería, electricidad, pintura, alicatados,
 * carpintería): the firm with its NIF / CIF under the name, "FACTURA" with Nº, fecha and the presupuesto it follows
 * (not a PO), the customer's pedido on some, "Datos del cliente" with the customer's NIF / CIF and the "Dirección de
 * la obra" apart from it; partidas with código, unidades (ud, m², ml, h, PA), mano de obra and materiales, grouped
 * by capítulos with "Total capítulo" on some; IVA 21 %, or 10 % for renovation of a dwelling when the materials stay
 * under 40 % of the base (art. 91.Uno.2.10º LIVA, stated), or the inversión del sujeto pasivo of a subcontrata to a
 * constructora (art. 84.Uno.2º f LIVA, no IVA); the retención IRPF 1 % of an autónomo in módulos invoicing a business
 * (total a pagar = total − retención); an anticipo deducted on some; forma de pago transferencia with IBAN and
 * vencimiento; the Registro Mercantil and data-protection lines in the footer.
 */
import {
  domain, craftCss, crow, csize, drawJob, drawRows, finish, firmName, fitLines, footer, groupConsecutive, letterhead, notesHtml, numberRows, positions, qfmt, siteBox,
  totalsOf, tradeMark, type HeadStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { chance, digits, fmtDate, FONTS, int, NBSP, page, pctCents, phone, pick, span, type Layout, type TruthFields } from './distribution-common.ts';
import { headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { depositOf, windowHtml } from './events-common.ts';
import { ES_BOOK, ES_CHAPTERS, ES_EXTRA } from './crafts-work-es.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { esCif, esIban, esNif, grouped } from './crafts-ids.ts';

const UNITS: Record<Unit, string>[] = [
  { h: 'h', m2: 'm²', m: 'ml', pc: 'ud', ls: 'PA', kg: 'kg', m3: 'm³', day: 'día', km: 'km' },
  { h: 'H', m2: 'M2', m: 'ML', pc: 'UD', ls: 'P.A.', kg: 'KG', m3: 'M3', day: 'DÍA', km: 'KM' },
];

export const esReformasInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(ES_BOOK) as Trade[]);
  const book = ES_BOOK[trade] ?? ES_BOOK.build!;
  const owner = person(random, 'es'), home = address(random, 'es');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const sl = /S\.L\.$|S\.A\.$/.test(firm);
  const kind: CustomerKind = pick(random, ['private', 'private', 'private', 'manager', 'contractor', 'company']);
  const cust = customer(random, 'es', kind);
  const isp = kind === 'contractor' && chance(random, 0.85);
  const irpf = !sl && (kind === 'contractor' || kind === 'company') && chance(random, 0.6);
  const job = drawJob(random, [0, 15, 30, 30, 60]);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'es');
  const m = money2(',', '.'), eur = (c: number) => `${m(c)}${NBSP}€`;
  const units = pick(random, UNITS);

  // Partidas.
  const n = int(random, 2, 13);
  const rows = drawRows(random, book.works, n, { extras: ES_EXTRA, rate: () => 21, units, details: (c) => (c <= 6 ? 2 : c <= 9 ? 1 : 0) });
  if (chance(random, 0.3)) rows.push(crow([pick(random, ['Desplazamiento', 'Salida y desplazamiento'])], 1, units.ls, pick(random, [25000, 30000, 35000, 40000]), 21, 'T'));
  fitLines(rows, 28);
  const net0 = rows.reduce((s, r) => s + r.cents, 0), mat = rows.filter((r) => r.kind === 'M').reduce((s, r) => s + r.cents, 0);
  const reduced = !isp && (kind === 'private' || kind === 'manager') && mat < net0 * 0.4 && chance(random, 0.8);
  for (const r of rows) r.rate = reduced ? 10 : 21;
  let groups: string[] | null = null;
  if (rows.length >= 5 && chance(random, 0.4)) {
    const count = rows.length >= 8 ? int(random, 2, 3) : 2;
    groupConsecutive(rows, count);
    groups = [...ES_CHAPTERS].sort(() => random() - 0.5).slice(0, count).sort((a, b) => ES_CHAPTERS.indexOf(a) - ES_CHAPTERS.indexOf(b)).map((c, i) => `CAPÍTULO ${i + 1}: ${c.toUpperCase()}`);
  }
  numberRows(rows, groups ? 'dotted' : pick(random, ['n', 'nn']));
  const t = totalsOf(rows, isp);
  const retention = irpf ? pctCents(t.net, 1) : 0;
  const anticipo = !isp && chance(random, 0.2) && t.gross > 100000 ? depositOf(random, t.gross) : 0;
  const due = t.gross - retention - anticipo;

  // Identifiers.
  const year = job.date.slice(0, 4);
  const number = pick(random, [`${year}/${digits(random, 3)}`, `F${year.slice(2)}-${digits(random, 4)}`, `A-${digits(random, 4)}`, `${year}-${digits(random, 4)}`]);
  const budget = `${pick(random, ['P', 'PRE-', 'Pto. '])}${year.slice(2)}${digits(random, 3)}`;
  const po = (kind === 'contractor' || kind === 'company') && chance(random, 0.45) ? pick(random, [`PED-${digits(random, 5)}`, `${digits(random, 7)}`, `OC ${year}/${digits(random, 3)}`]) : null;
  const taxId = sl ? esCif(random) : esNif(random);
  const custId = kind === 'private' ? esNif(random) : kind === 'manager' && cust.name.startsWith('Comunidad') ? `H${digits(random, 8)}` : esCif(random);
  const ibanValue = esIban(random);
  const printsDue = job.terms > 0 && chance(random, 0.75);
  const pairs: [string, string][] = [
    [pick(random, ['Nº factura', 'Factura nº', 'Número']), number], [pick(random, ['Fecha', 'Fecha factura', 'Fecha de emisión']), d(job.date)],
    ...(chance(random, 0.6) ? [[pick(random, ['Presupuesto nº', 'Ref. presupuesto']), budget] as [string, string]] : []),
    ...(po ? [[pick(random, ['Su pedido', 'Nº pedido cliente']), po] as [string, string]] : []),
    ...(printsDue ? [['Vencimiento', d(job.due)] as [string, string]] : []),
  ];

  // Page.
  const look = pickLook(random, [...FONTS.sans, ...FONTS.serif], ['#b22222', '#1a4f8b', '#1e6b52', '#6b3fa0', '#c05a00', '#2f4f4f', '#8b0045']);
  const headStyle: HeadStyle = pick(random, ['left', 'band', 'centered', 'boxed']);
  const lh = letterhead(headStyle, {
    mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [pick(random, book.tagline), `${sl ? 'CIF' : 'NIF'}: ${taxId}`],
    contact: [home.street, home.city, `Tel. ${phone(random, 'es')}`, `${pick(random, ['info', 'administracion', 'obras'])}@${domain(firm, owner.first)}.es`],
  });
  const winLines = [cust.name, `${kind === 'private' ? 'NIF' : 'CIF'}: ${custId}`, cust.addr.street, cust.addr.city];
  const win = windowHtml(winLines, 0, null, pick(random, ['Datos del cliente', 'Cliente', 'Facturar a']));
  const site = kind === 'contractor' ? nearby(random, 'es', cust.addr) : address(random, 'es');
  const siteLines = [...(kind === 'contractor' ? [pick(random, ['Obra: 12 viviendas unifamiliares', 'Obra: rehabilitación de edificio', 'Obra: nave industrial'])] : []), `${site.street}${kind === 'private' ? `, ${pick(random, ['1º A', '3º B', '2º izda.', 'bajo', 'ático'])}` : ''}`, site.city,
    job.start === job.end ? `Fecha de ejecución: ${d(job.end)}` : `Ejecución: del ${d(job.start)} al ${d(job.end)}`];
  const box = siteBox(pick(random, ['Dirección de la obra', 'Obra', 'Lugar de los trabajos']), siteLines);
  const printsRate = !isp && chance(random, 0.35);
  const table = positions(rows, {
    head: { pos: pick(random, ['Cód.', 'Nº', 'Partida']), desc: pick(random, ['Concepto', 'Descripción', 'Descripción de la partida']), qty: pick(random, ['Cant.', 'Cantidad', 'Medición']), unit: pick(random, ['Ud.', 'Unidad']),
      price: pick(random, ['Precio', 'Precio ud.', 'P. unitario']), rate: printsRate ? 'IVA' : null, amount: pick(random, ['Importe', 'Total']) },
    groups, groupSum: groups && chance(random, 0.85) ? (_, i) => `Total capítulo ${i + 1}` : null, m, q: (v) => qfmt(v, ',', 2), rate: (r) => `${r.rate}${NBSP}%`, groupNo: (i) => String(i + 1),
  });
  const big = look.band ? 'hl' : 'big';
  const tot: [string, string, string][] = [[pick(random, ['Base imponible', 'BASE IMPONIBLE', 'Suma']), eur(t.net), '']];
  tot.push(isp ? ['IVA', pick(random, ['Inversión del sujeto pasivo', 'ISP']), ''] : [`IVA ${t.lines[0].rate}${NBSP}%`, eur(t.tax), '']);
  const later = retention || anticipo;
  tot.push([pick(random, later ? ['Total factura', 'Total (IVA incluido)'] : ['TOTAL FACTURA', 'Total factura', 'TOTAL']), eur(t.gross), later ? 'rule' : big]);
  if (retention) tot.push(['Retención IRPF 1 %', `-${eur(retention)}`, '']);
  if (anticipo) tot.push([`Anticipo recibido el ${d(job.paid)}`, `-${eur(anticipo)}`, '']);
  if (later) tot.push([pick(random, ['Total a pagar', 'LÍQUIDO A PERCIBIR', 'Importe pendiente']), eur(due), big]);

  const notes: string[] = [], bold: number[] = [];
  if (isp) { bold.push(0); notes.push('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA (ejecución de obra en régimen de subcontratación).'); }
  if (reduced) notes.push('IVA reducido del 10 % (art. 91.Uno.2.10º Ley 37/1992): obras de renovación y reparación de vivienda particular; los materiales aportados no exceden del 40 % de la base imponible.');
  if (retention) notes.push('Retención del 1 % a cuenta del IRPF por actividad en estimación objetiva (art. 101.6 LIRPF).');
  notes.push(`Forma de pago: transferencia bancaria a ${grouped(ibanValue)}${printsDue ? ` antes del ${d(job.due)}` : job.terms ? ` a ${job.terms} días` : ' a la recepción de la factura'}.`);
  notes.push(pick(random, ['Garantía de los trabajos: según Ley 38/1999 de Ordenación de la Edificación.', 'Gracias por confiar en nosotros.', 'Los materiales sobrantes quedan en propiedad del cliente.']));
  const reg = sl ? `Inscrita en el Registro Mercantil de ${home.town}, Tomo ${int(random, 1000, 9999)}, Folio ${int(random, 1, 220)}, Hoja ${home.town.charAt(0)}-${digits(random, 5)}` : `${owner.first} ${owner.last} · NIF ${taxId}`;
  const foot = footer([[reg, 'Sus datos se tratan conforme al RGPD para la gestión de la relación comercial.'], [`IBAN ${grouped(ibanValue)}`]]);
  const size = csize(look, table.lines + 10 + notes.length * 1.6 + (later ? 2 : 0));
  const css = `${craftCss(look)} .ftitle { font-size: 1.6em; font-weight: bold; color: ${look.accent}; margin-bottom: 2px } .boxes { display: flex; gap: 14px; margin: 10px 0 4px; align-items: stretch } .boxes .win { border: 0.8px solid #888; padding: 4px 10px }`;
  const metaBlock = `<div><div class="ftitle">${span(pick(random, ['FACTURA', 'Factura']))}</div>${metaHtml(pairs, look.meta === 'grid' ? 'table' : look.meta)}</div>`;
  const body = `${lh}<div class="main">${headRow(look, metaBlock, `<div class="boxes">${win}</div>`)}<div class="boxes">${box}</div>${table.html}<div class="bottom"><div class="side"></div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('es', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: taxId, customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'EUR', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: due / 100, iban: ibanValue,
  };
  return finish('es', html, fields, rows, printsRate);
};
