/**
 * A Spanish food and household wholesaler's factura: the wholesaler's name over a coloured rule at the top left,
 * FACTURA with number, date and page in a rounded box at the right, the client's data (CIF/NIF, address, contact)
 * beside the commercial data (nº cliente, su pedido, forma de pago, ruta), the article table grouped by albarán —
 * Código, Concepto, Cantidad, Precio, Dto. %, Importe, % IVA — with free goods and a portes (delivery) row on some,
 * the tax breakdown per rate with the recargo de equivalencia (5,2 % / 1,4 %) for retailers, a descuento por pronto
 * pago on some, Base imponible / Cuota IVA / Total factura, the vencimientos, Registro Mercantil and RGPD notes.
 */
import {
  addDays, chance, descCell, digits, discounter, dls, drawRows, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, instalments, int, issueDate,
  makeRow, money, NBSP, num, page, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout, type Row,
  type TruthFields, type Ware,
} from './distribution-common.ts';
import { ES_GOODS } from './distribution-goods-b.ts';
import { address, esCustomer, esWholesaler, person } from './distribution-names.ts';
import { esCif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';

const RECARGO: Record<number, number> = { 21: 5.2, 10: 1.4, 4: 0.5 };

export const esMayoristaInvoice: Layout = (random) => {
  const home = address(random, 'es');
  const firm = esWholesaler(random, home.town);
  const homeTown = ES_TOWNS.find(([t]) => t === home.town) ?? ES_TOWNS[0];
  const cif = esCif(random, firm.endsWith('S.A.') ? 'A' : 'B', homeTown[3]);
  const date = issueDate(random), year = date.slice(0, 4);
  const dash = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, dash ? '{dd}-{mm}-{yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const m = (c: number) => money(c, ',', '.');
  const eur = (c: number) => `${m(c)}${NBSP}€`;

  const retailer = chance(random, 0.45);
  const customer = esCustomer(random, retailer);
  const custId = esCif(random, retailer ? 'E' : customer.endsWith('S.A.') ? 'A' : 'B', pick(random, ES_TOWNS)[3]);
  const custAddr = address(random, 'es');
  const contact = chance(random, 0.4) ? `Att.: ${person(random, 'es').full}` : null;

  // Rows grouped by albarán; free goods, portes; pronto pago discount and recargo de equivalencia below.
  const albCount = int(random, 1, 3);
  const albs = Array.from({ length: albCount }, (_, i) => ({ no: `${pick(random, ['AL', 'A', 'ALB'])}${year.slice(2)}/${seqNo(random, 5)}`, date: earlier(random, date, 2 + (albCount - i) * 4, 5 + (albCount - i) * 4) }));
  const target = int(random, 8, 25);
  const free = chance(random, 0.3), charge = chance(random, 0.45);
  const codeStyle = int(random, 0, 2);
  const code = () => [digits(random, 6), `${digits(random, 3)}.${digits(random, 3)}`, `${int(random, 10000, 99999)}`][codeStyle];
  const disc = discounter(random, chance(random, 0.65) ? 0.4 : 0, [3, 5, 7, 10, 12, 15, 20]);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, ES_GOODS, { target: target - (free ? 1 : 0) - (charge ? 1 : 0), code, disc, detailShare: 0.25, group: () => int(random, 0, albCount - 1) }, used);
  if (free) { const f = freeRow(random, ES_GOODS, used, pick(random, ['Sin cargo (promoción)', 'Bonificación en producto', 'Muestra gratuita']), { code, group: albCount - 1 }); if (f) rows.push(f); }
  rows.sort((a, b) => a.group - b.group);
  if (charge) rows.push(makeRow({ text: pick(random, ['Portes', 'Gastos de envío', 'Portes y embalaje']), unit: 'ud.', pack: '', rate: 21 }, 1, int(random, 6, 30) * 1000 + pick(random, [0, 500]), { code: 'PORTES', kind: 'charge', group: albCount }));
  const prontoPago = chance(random, 0.3) ? pick(random, [1, 2, 3]) : 0;
  const t = totals(rows, prontoPago, retailer ? (rate) => RECARGO[rate] ?? 0 : undefined);

  const number = pick(random, [`${pick(random, ['A', 'F', 'FV'])}${year.slice(2)}/${seqNo(random, 6)}`, `${year}-${seqNo(random, 5)}`, `F${year}${seqNo(random, 5)}`]);
  const custNo = pick(random, [`430${digits(random, 5)}`, `${int(random, 1000, 99999)}`, `CL${digits(random, 5)}`]);
  const po = chance(random, 0.7) ? pick(random, [`PED-${digits(random, 5)}`, `${year}/${digits(random, 4)}`, `${int(random, 4500000000, 4509999999)}`, `${digits(random, 6)}`]) : null;
  const pay = pick(random, [
    { label: 'Recibo domiciliado a 30 días', days: [30], transfer: false },
    { label: 'Recibos domiciliados 30-60 días', days: [30, 60], transfer: false },
    { label: 'Transferencia bancaria a 30 días', days: [30], transfer: true },
    { label: 'Transferencia 30-60-90 días', days: [30, 60, 90], transfer: true },
    { label: 'Confirming a 60 días', days: [60], transfer: false },
  ]);
  const dues = pay.days.map((n) => addDays(date, n));
  const parts = instalments(t.gross, dues.length);
  const bank = spanishBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const custBank = spanishBank(random);

  // Look.
  const accent = pick(random, ['#b5179e', '#0077b6', '#2b9348', '#d00000', '#3a0ca3', '#7f4f24']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.serif[1]]);
  const dv = font.includes('DejaVu');
  const lines = tableLines(rows, albCount);
  const size = fitSize(lines, dv ? 9.2 : 10, dv ? 7.6 : 8.2);
  const showDisc = rows.some((r) => r.disc.length);

  const head = `<div class="head"><div class="sup"><div class="sname">${span(firm)}</div>${dls([`CIF: ${cif}`, `${home.street} · ${home.city}`, `Tel. ${phone(random, 'es')} · ${pick(random, ['pedidos', 'administracion', 'info'])}@${slug(firm)}.es`], 'small')}</div>
<div class="fbox"><div class="ftitle">FACTURA</div><table>${[['Nº factura', number], ['Fecha', d(date)], ['Página', '1 de 1']].map(([k, v]) => `<tr><td>${esc(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table></div></div>`;
  const client = `<div class="cbox"><div class="lab">Cliente</div><div class="b">${span(customer)}</div>${dls([`CIF: ${custId}`, ...(contact ? [contact] : []), custAddr.street, custAddr.city])}</div>`;
  const comm: [string, string][] = [['Nº cliente', custNo], ...(po ? [['Su pedido', po] as [string, string]] : []), ['Forma de pago', pay.label], ['Ruta / Agente', `${int(random, 1, 30)} / ${person(random, 'es').last.split(' ')[0]}`]];
  const commBox = `<div class="cbox"><div class="lab">Datos comerciales</div><table class="kv">${comm.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table></div>`;

  const cols: [string, string][] = [['Código', ''], ['Concepto', ''], ['Cantidad', 'r'], ['Precio', 'r'], ...(showDisc ? [['Dto. %', 'r'] as [string, string]] : []), ['Importe', 'r'], ['% IVA', 'r']];
  const row = (r: Row) => `<tr class="${r.kind}"><td class="nw">${span(r.code)}</td><td>${descCell(r)}</td><td class="r nw">${qtyText(r.qty, ',')}</td><td class="r nw">${priceText(r.mills, ',', '.')}</td>${showDisc ? `<td class="r">${discText(r.disc, ',')}</td>` : ''}<td class="r nw">${m(r.cents)}</td><td class="r">${r.rate}</td></tr>`;
  const body = rows.map((r, i) => ((i === 0 || rows[i - 1].group !== r.group) && r.group < albCount ? `<tr class="alb"><td colspan="${cols.length}">${span(`Albarán nº ${albs[r.group].no} de ${d(albs[r.group].date)}`)}</td></tr>` : '') + row(r)).join('');
  const items = `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const taxCols = ['Base imponible', '% IVA', 'Cuota IVA', ...(retailer ? ['% R.E.', 'Cuota R.E.'] : [])];
  const taxTable = `<table class="taxes"><tr>${taxCols.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>${t.lines.map((l) => `<tr><td>${m(l.base)}</td><td>${l.rate}</td><td>${m(l.tax)}</td>${retailer ? `<td>${num(l.reRate, ',', '', 1)}</td><td>${m(l.re)}</td>` : ''}</tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [];
  if (prontoPago) tot.push(['Suma importes', eur(t.goods), ''], [`Dto. pronto pago ${prontoPago}${NBSP}%`, `-${eur(t.discount)}`, '']);
  tot.push(['Base imponible', eur(t.net), prontoPago ? 'rule' : ''], ['Cuota IVA', eur(t.vat), '']);
  if (retailer) tot.push(['Cuota recargo equivalencia', eur(t.re), ''], ['Total IVA + R.E.', eur(t.tax), 'rule']);
  tot.push(['TOTAL FACTURA', eur(t.gross), 'big']);
  const totalsHtml = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}</table>`;
  const venc = `<table class="venc"><tr><th>Vencimiento</th><th class="r">Importe</th></tr>${dues.map((due, i) => `<tr><td>${span(d(due))}</td><td class="r">${span(eur(parts[i]))}</td></tr>`).join('')}</table>`;
  const payLines = pay.transfer ? [`Transferencia a ${bank.name}`, `IBAN ${ibanShown} · BIC ${bank.bic}`] : [`Domiciliación: ${custBank.name}`, `${custBank.iban.slice(0, 4)} **** **** **** **** ${custBank.iban.slice(-4)}`];
  const notes = [
    ...(retailer ? ['Cliente acogido al régimen especial del recargo de equivalencia (arts. 154 a 163 de la Ley 37/1992 del IVA).'] : []),
    `Inscrita en el Registro Mercantil de ${homeTown[1]}, Tomo ${int(random, 1000, 45000)}, Folio ${int(random, 1, 220)}, Hoja ${pick(random, ['M', 'B', 'V', 'SE', 'Z', 'MA'])}-${digits(random, 6)}.`,
    'De conformidad con el RGPD (UE) 2016/679, sus datos se tratan para la gestión comercial y contable; puede ejercer sus derechos dirigiéndose a nuestro domicilio social.',
  ];

  const css = `
body { padding: 30px 40px 0 }
.head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid ${accent}; padding-bottom: 8px }
.sname { font-size: ${firm.length > 34 ? 1.4 : 1.7}em; font-weight: bold; color: ${accent} }
.fbox { border: 1.4px solid ${accent}; border-radius: 10px; padding: 6px 14px; min-width: 200px } .ftitle { font-size: 1.6em; font-weight: bold; letter-spacing: 0.15em; text-align: center } .fbox td { padding: 0 6px }
.parties { display: flex; gap: 14px; margin-top: 12px } .cbox { flex: 1 1 0; background: #f6f6f6; border-radius: 6px; padding: 6px 10px } .lab { font-size: 0.78em; font-weight: bold; color: ${accent}; text-transform: uppercase } .kv td { padding: 0 10px 0 0 }
.items { width: 100%; margin-top: 12px } .items th { border-top: 1.4px solid #333; border-bottom: 1.4px solid #333; padding: 3px 4px; font-weight: bold } .items td { padding: 1px 4px; border-bottom: 0.4px solid #e2e2e2 }
.alb td { font-weight: bold; color: ${accent}; padding-top: 5px; border-bottom: 0.8px solid ${accent} } .free td { color: #2b6a2b }
.bottom { display: flex; justify-content: space-between; gap: 18px; margin-top: 10px } .bl { flex: 1 1 auto } .br { flex: 0 0 280px }
.taxes { border: 0.8px solid #888 } .taxes th { background: ${accent}; color: #fff; font-size: 0.82em; padding: 2px 6px } .taxes td { padding: 1px 6px; text-align: right }
.venc { margin-top: 8px; border: 0.8px solid #888 } .venc th { background: #eee; font-size: 0.82em; padding: 1px 8px } .venc td { padding: 1px 8px } .pay { margin-top: 6px }
.tot { width: 100% } .tot td { padding: 1px 4px } .tot .rule td { border-top: 0.8px solid #555 } .tot .big td { font-weight: bold; font-size: 1.2em; border-top: 2px solid ${accent}; padding-top: 3px }
.notes { margin-top: 10px }
.foot { padding: 0 40px 16px } .fl { font-size: 0.74em; color: #555; text-align: center; border-top: 0.6px solid #bbb; padding-top: 3px }`;
  const footer = `<div class="foot">${dls([`Almacén y oficinas: ${pick(random, ['Polígono Industrial', 'Parque Empresarial', 'Pol. Ind.'])} ${pick(random, ['Las Quemadas', 'El Pla', 'Cobo Calleja', 'San Cristóbal', 'La Isla', 'Fuente del Jarro'])}, nave ${int(random, 1, 48)} · Horario: L–V 7:00–15:00`], 'fl')}</div>`;
  const html = page('es', font, size, css, `${head}<div class="parties">${client}${commBox}</div>${items}<div class="bottom"><div class="bl">${taxTable}${venc}<div class="pay">${dls(payLines)}</div></div><div class="br">${totalsHtml}</div></div><div class="notes tiny">${notes.map((n) => `<div>${esc(n)}</div>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: cif, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(dues.length === 1 ? { due_date: dues[0] } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross),
    ...(pay.transfer ? { iban: ibanShown } : {}),
  };
  return result('es', html, fields, rows, true);
};
