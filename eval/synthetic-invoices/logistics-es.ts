/**
 * A Spanish haulier's factura de transporte: the firm and its CIF at the top (in a band or beside its logo), the
 * FACTURA block with número and fecha, the client (name, CIF, address) left or right, the references — nº de
 * cliente, the client's pedido and referencia, nº de expediente, carta de porte and albarán of a single shipment —
 * as a table, a grid or label pairs; rows per shipment with fecha and albarán columns, route and carta de porte /
 * recogida-entrega lines, bultos and kilos, priced a tanto alzado, por palé, por 100 kg or por metro lineal, the
 * recargo por gasóleo and extras; IVA 21 %, base imponible, cuota, total, the vencimiento and domiciliación (the
 * client's masked account) or transferencia (the firm's IBAN), and the Registro Mercantil line.
 */
import { abroad, address, company, contactRef, esHaulier, EXTRAS, person, placeName, placesIn, type Place } from './logistics-names.ts';
import {
  addDays, arrange, chance, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate, itemsTable,
  logo, lookCss, metaHtml, money2, NBSP, num, page, pctRow, pctText, phone, pick, pickLook, priceText, qtyFmt, result, seqNo, sizeFor, slug, span,
  tableLines, totalsHtml, vatTotals, type Col, type Layout, type LRow, type Mode, type Shipment, type TruthFields,
} from './logistics-common.ts';
import { esCif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';

export const esTransporteInvoice: Layout = (random) => {
  const home = address(random, 'es');
  const firm = esHaulier(random, home.town);
  const homeTown = ES_TOWNS.find(([t]) => t === home.town) ?? ES_TOWNS[0];
  const cif = esCif(random, firm.endsWith('S.A.') ? 'A' : 'B', homeTown[3]);
  const cifShown = chance(random, 0.25) ? `ES${cif}` : cif;
  const date = issueDate(random), year = date.slice(0, 4);
  const dash = chance(random, 0.3);
  const d = (iso: string) => fmtDate(iso, dash ? '{dd}-{mm}-{yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const m = money2(',', '.');
  const eur = (c: number) => `${m(c)}${NBSP}€`;
  const name = (p: Place) => placeName(p, 'es');

  const customer = company(random, 'es');
  const custCif = esCif(random, customer.endsWith('S.A.') ? 'A' : 'B', pick(random, ES_TOWNS)[3]);
  const custAddr = address(random, 'es');
  const contact = chance(random, 0.35) ? `Att.: ${person(random, 'es').full}` : null;

  const count = int(random, 1, 6);
  const ships = drawShipments(random, date, count, {
    intlShare: 0.3, home: placesIn('ES'), abroad: abroad('ES'),
    no: () => `CP${year.slice(2)}${digits(random, 6)}`, cmr: () => `${int(random, 1000000, 9999999)}`, dn: () => `${pick(random, ['AL', 'A', 'ALB'])}-${digits(random, 5)}`,
  });
  const modes: Mode[] = pick(random, [['flat'], ['pallet'], ['kg', 'flat'], ['ldm', 'flat']]);
  const units: Record<Mode, string> = { flat: 'viaje', pallet: 'palé', kg: '100 kg', ldm: 'm.l.', km: 'km' };
  const arrow = pick(random, ['→', '-', '/']);
  const detailStyle = int(random, 0, 2);
  const detail = (s: Shipment) => [
    `Carta de porte ${s.intl ? `CMR ${s.cmr}` : s.no} · recogida ${d(s.pickup)} · entrega ${d(s.delivery)}`,
    `Recogida ${d(s.pickup)} – entrega ${d(s.delivery)}`,
    null,
  ][detailStyle];
  const label = pick(random, ['Transporte', 'Porte', 'Servicio de transporte', 'Grupaje']);
  const gasoil = chance(random, 0.65) ? drawPct(random) : 0, each = chance(random, 0.5);
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const f = freightRow(random, s, i, pick(random, modes), { text: `${s.pallets === 33 ? 'Carga completa' : label} ${name(s.from)} ${arrow} ${name(s.to)}`, detail: detail(s), units, rate: 21 });
    rows.push(f);
    if (gasoil && each) rows.push(pctRow(`Recargo gasóleo ${pctText(gasoil, ',')} %`, null, f.cents, gasoil, 21, i));
    if (chance(random, count > 3 ? 0.15 : 0.3)) rows.push(extraRow(random, pick(random, EXTRAS.es.filter((e) => s.intl || !e.text.includes('DUA'))), s, i, 21));
  });
  if (gasoil && !each) {
    const base = rows.filter((r) => r.kind === 'freight').reduce((a, r) => a + r.cents, 0);
    rows.push(pctRow(`Recargo por gasóleo ${pctText(gasoil, ',')} % s/ portes ${m(base)}`, null, base, gasoil, 21, -1));
  }
  const t = vatTotals(rows);

  const number = pick(random, [`${pick(random, ['A', 'F', 'FT'])}${year.slice(2)}/${seqNo(random, 5)}`, `${year}-${seqNo(random, 5)}`, `F${year}${seqNo(random, 5)}`]);
  const custNo = pick(random, [`430${digits(random, 5)}`, `${int(random, 1000, 99999)}`, `CL${digits(random, 5)}`]);
  const exp = pick(random, [`EXP-${digits(random, 6)}`, `${year.slice(2)}E${digits(random, 5)}`, `${int(random, 100000, 999999)}`]);
  const po = chance(random, 0.6) ? pick(random, [`PED-${digits(random, 5)}`, `${year}/${digits(random, 4)}`, `${int(random, 4500000000, 4509999999)}`, `OC-${digits(random, 6)}`]) : null;
  const yourRef = chance(random, 0.5) ? pick(random, [contactRef(random, 'es'), `REF ${digits(random, 6)}`]) : null;
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Nº cliente', 'Cliente', 'Cód. cliente']), custNo], [pick(random, ['Nº expediente', 'Expediente']), exp],
    ...(po ? [[pick(random, ['Su pedido', 'Su pedido nº', 'Su nº de pedido']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Su referencia', 'Su ref.']), yourRef] as [string, string]] : []),
    ...(count === 1 ? [['Carta de porte', ships[0].no], ['Albarán', ships[0].dn]] as [string, string][] : []),
  ]);
  const days = pick(random, [30, 45, 60]), due = addDays(date, days);
  const transfer = chance(random, 0.5);
  const bank = spanishBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const custBank = spanishBank(random);

  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.serif[1]], ['#b5179e', '#0077b6', '#2b9348', '#d00000', '#3a0ca3', '#7f4f24']);
  const printsRate = chance(random, 0.5), showAlb = chance(random, 0.6), showBultos = chance(random, 0.6);
  const size = sizeFor(look, tableLines(rows) + 3);
  const brand = `${look.logo ? logo(random, look.accent, firm, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const supLines = [`CIF ${cifShown}`, `${home.street} · ${home.city}`, `Tel. ${phone(random, 'es')} · ${pick(random, ['trafico', 'administracion', 'info'])}@${slug(firm)}.es`];
  const top = look.band
    ? `<div class="band">${brand}<div class="bl">${supLines.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`
    : `<div class="plain"><div>${brand}</div><div class="bl">${supLines.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`;
  const fact = `<div class="fact"><div class="ft">${span('FACTURA')}</div><table class="mt"><tr><td class="k">${span('Nº factura')}</td><td class="b">${span(number)}</td></tr><tr><td class="k">${span('Fecha')}</td><td class="b">${span(d(date))}</td></tr></table>${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta === 'pairs' ? 'pairs' : 'table')}</div>`;
  const client = `<div class="cli"><div class="lab">${span('Cliente')}</div><div class="b">${span(customer)}</div>${[`CIF: ${custCif}`, ...(contact ? [contact] : []), custAddr.street, custAddr.city].map((l) => `<div>${span(l)}</div>`).join('')}</div>`;

  const cols: Col[] = [['Fecha', 'nw'], ...(showAlb ? [['Albarán', 'nw'] as Col] : []), ['Concepto', ''], ...(showBultos ? [['Bultos', 'r'] as Col, ['Kilos', 'r'] as Col] : []), ['Cant.', 'r'], ['Ud.', ''], ['Precio', 'r'], ['Importe', 'r'], ...(printsRate ? [['IVA', 'r'] as Col] : [])];
  const cells = rows.map((r) => {
    const s = r.kind === 'freight' ? ships[r.ship] : undefined;
    return [s ? d(s.pickup) : '', ...(showAlb ? [s ? span(s.dn) : ''] : []), descCell(r), ...(showBultos ? [s ? String(s.pallets) : '', s ? num(s.kg, ',', '.', 0) : ''] : []),
      r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', '.'), m(r.cents), ...(printsRate ? [`${r.rate}${NBSP}%`] : [])];
  });
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [['Base imponible', eur(t.net), ''], [`IVA 21${NBSP}%`, eur(t.tax), ''], ['Total factura', eur(t.gross), look.band ? 'hl' : 'big']];
  const pay = [`Forma de pago: ${transfer ? `transferencia a ${days} días` : `recibo domiciliado a ${days} días`}`, `Vencimiento: ${d(due)} · ${eur(t.gross)}`,
    ...(transfer ? [`${bank.name} · IBAN ${ibanShown}`] : [`Domiciliación: ${custBank.name} ${custBank.iban.slice(0, 4)} **** **** **** ${custBank.iban.slice(-4)}`])];
  const registro = `Inscrita en el Registro Mercantil de ${homeTown[1]}, Tomo ${int(random, 1000, 9999)}, Folio ${int(random, 1, 220)}, Hoja ${homeTown[1].charAt(0)}-${int(random, 10000, 99999)}`;
  const lopd = 'Sus datos se tratan conforme al RGPD (UE) 2016/679 para la gestión de la relación comercial. Transporte sujeto a la Ley 15/2009 del contrato de transporte terrestre de mercancías.';

  const css = `${lookCss(look)}
body { padding: 0 }
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.55em; font-weight: bold } .bl { font-size: 0.85em; text-align: right }
.plain { padding: 26px 40px 8px; display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid ${look.accent} } .plain .fname { font-size: 1.55em; font-weight: bold; color: ${look.accent} }
.main { padding: 16px 40px 0 } .ft { font-size: 1.4em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.08em } .fact .meta { margin-top: 4px }
.cli { width: 300px; background: #f4f5f7; padding: 8px 12px; border-left: 3px solid ${look.accent} } .lab { font-size: 0.78em; color: #666; text-transform: uppercase }
.gridrow { margin-top: 10px } .items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .pay div { margin-bottom: 2px }
.lopd { margin-top: 10px } .foot { padding: 0 40px 14px } .fl { font-size: 0.74em; color: #444; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, fact, client)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 5)}</div>` : ''}${items}<div class="bottom"><div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div>${totalsHtml(tot)}</div><div class="tiny lopd">${esc(lopd)}</div></div><div class="foot"><div class="fl">${span(registro)}</div></div>`;
  const html = page('es', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: cifShown, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: due, currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), ...(transfer ? { iban: ibanShown } : {}),
  };
  return result('es', html, fields, rows, () => printsRate);
};
