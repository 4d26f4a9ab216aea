/**
 * A Spanish "Factura rectificativa" (the rectified invoice's number and date, "Motivo de la rectificación",
 * negative amounts) or an Italian "Nota di credito" (TD04, "a storno della fattura n. …", amounts positive on
 * most, negative on some) — chosen per document.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, host, descCell, esc, footer, groupIban, iban, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2,
  randomDate, sum, totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, TRADES } from './progress-names.ts';

const ES_GOODS: [string, string, number][] = [
  ['Split inverter 3,5 kW A++', 'unidad interior y exterior', 489], ['Bomba de calor aerotermia 8 kW', '', 3120],
  ['Cable RZ1-K 3G2,5 mm²', 'bobina 100 m', 96.4], ['Tubo de cobre 1/2" recocido', 'rollo 25 m', 118.5],
  ['Papel A4 80 g', 'caja 5 paquetes', 19.9], ['Cartucho tóner Brother TN-2420', '', 62.3],
  ['Taladro percutor 850 W', 'maletín y accesorios', 134], ['Guantes de nitrilo talla M', 'caja 100 unidades', 6.8],
  ['Rejilla de impulsión 400x150', 'aluminio lacado blanco', 27.6], ['Termostato programable wifi', '', 74.9],
];
const IT_GOODS: [string, string, number][] = [
  ['Caldaia a condensazione 25 kW', 'con kit scarico fumi', 1390], ['Radiatore alluminio 800 mm', '8 elementi', 142],
  ['Raccordo a pressare 20 mm', 'confezione da 10', 38.6], ['Valvola termostatica 1/2"', '', 21.9],
  ['Carta A4 80 g/m²', 'scatola da 5 risme', 22.4], ['Toner compatibile HP 26A', '', 48.5],
  ['Sedia operativa ergonomica', 'braccioli regolabili', 219], ['Lampada LED da scrivania', '', 39.9],
  ['Faretto LED incasso 7 W', '3000 K, bianco', 12.8], ['Nastro adesivo imballo 50 mm', 'conf. 36 rotoli', 44.6],
];

function spanish(random: Random): ReturnType<Layout> {
  const fmt = makeFmt(random, 'es', 'EUR');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'ES', TRADES.esEmpresa);
  const customer = makeParty(random, 'ES', ['Hostal {s}', 'Talleres {s}', 'Clínica Dental {s}', 'Construcciones {s}', 'Gestoría {s}']);
  const date = randomDate(random);
  const origDate = addDays(date, -int(random, 4, 70));
  const original = pick(random, [`F-${origDate.slice(0, 4)}/${digits(random, 4)}`, `A${digits(random, 6)}`, `${origDate.slice(0, 4)}-${digits(random, 5)}`]);
  const number = pick(random, [`R-${date.slice(0, 4)}/${digits(random, 4)}`, `FR${date.slice(2, 4)}-${digits(random, 4)}`, `RECT-${digits(random, 6)}`]);
  const po = chance(random, 0.35) ? `PED-${digits(random, 5)}` : null;
  const motive = pick(random, ['Devolución de mercancía', 'Error en el precio unitario facturado', 'Descuento por volumen no aplicado', 'Mercancía dañada en el transporte']);
  const priceError = motive.startsWith('Error') || motive.startsWith('Descuento');
  const rows = [...ES_GOODS].sort(() => random() - 0.5).slice(0, int(random, 1, 8)).map(([text, detail, price]) => {
    const quantity = -pick(random, [1, 1, 2, 3, 4, 5, 10]);
    const unitPrice = priceError ? r2(price * pick(random, [0.05, 0.08, 0.1, 0.15])) : price;
    return { code: `${pick(random, ['CL', 'EL', 'FE', 'PA'])}${digits(random, 5)}`, lines: detail && chance(random, 0.4) ? [text, detail] : [text], quantity, unitPrice, amount: r2(quantity * unitPrice) };
  });
  const net = sum(rows.map((r) => r.amount));
  const vat = r2(net * 0.21);
  const total = r2(net + vat);
  const cols: Column<(typeof rows)[number]>[] = [
    { head: pick(random, ['Código', 'Ref.', 'Artículo']), cell: (r) => esc(r.code) }, { head: pick(random, ['Descripción', 'Concepto']), cell: (r) => descCell(r.lines) },
    { head: pick(random, ['Cantidad', 'Cant.', 'Uds.']), right: true, cell: (r) => esc(fmt.q(r.quantity)) },
    { head: pick(random, ['Precio', 'Precio unit.', 'P. unitario']), right: true, cell: (r) => esc(fmt.n(r.unitPrice)) },
    { head: 'Importe', right: true, cell: (r) => esc(fmt.n(r.amount)) },
  ];
  if (chance(random, 0.3)) cols.splice(2, 2, cols[3], cols[2]);
  const meta: [string, string][] = [[pick(random, ['Factura rectificativa nº', 'Nº factura', 'Número']), number], [pick(random, ['Fecha', 'Fecha de emisión', 'Fecha factura']), fmt.d(date)]];
  if (po) meta.push(['Su pedido', po]);
  const account = iban(random, 'ES', 24);
  const body = `${letterhead(style, supplier, [`${supplier.taxLabel}: ${supplier.taxId}`, `Tel. ${pick(random, ['91', '96', '95', '93'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`])}
<div class="row"><div>${metaTable(meta)}</div><div style="width:85mm">${addressee(style, customer, supplier, pick(random, ['Cliente', 'Datos del cliente', 'Facturar a']), [`CIF: ${customer.taxId}`])}</div></div>
<h1>${esc(pick(random, ['FACTURA RECTIFICATIVA', 'Factura rectificativa', 'Factura rectificativa (abono)']))}</h1>
<div class="box"><b>Factura rectificada:</b> ${esc(original)} de fecha ${esc(fmt.d(origDate))}<br><b>Motivo de la rectificación:</b> ${esc(motive)}<br><span class="small">Rectificación por diferencias conforme al art. 15 del RD 1619/2012 (Reglamento de facturación).</span></div>
${itemsTable(cols, rows)}${totalsTable([[pick(random, ['Base imponible', 'Total base imponible']), fmt.m(net)], ['IVA 21 %', fmt.m(vat)], [pick(random, ['TOTAL FACTURA', 'Total', 'Total rectificativa']), fmt.m(total), true]])}
<p class="small">${esc(pick(random, [`El importe será abonado mediante transferencia a su cuenta en un plazo de 15 días.`, 'El importe se compensará en la próxima factura.']))}</p>
${footer([[supplier.name, ...supplier.lines, `${supplier.taxLabel} ${supplier.taxId}`], [`Inscrita en el Registro Mercantil de ${supplier.lines[1].replace(/^\d+ /, '')}, Tomo ${digits(random, 5)}, Folio ${int(random, 1, 220)}, Hoja ${digits(random, 6)}`, 'Sus datos se tratan conforme al RGPD (UE) 2016/679.'], [pick(random, ['CaixaBank', 'BBVA', 'Banco Sabadell']), `IBAN ${groupIban(account)}`]])}`;
  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, currency: 'EUR', subtotal: net, total_tax: vat, total_amount: total, amount_due: total, iban: account,
  };
  return { html: page(style, 'es', body), language: 'es', fields, line_items: rows.map((r) => truthItem(r.lines, r.quantity, r.unitPrice, r.amount, null)) };
}

function italian(random: Random): ReturnType<Layout> {
  const fmt = makeFmt(random, 'it', 'EUR');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'IT', TRADES.itAzienda);
  const customer = makeParty(random, 'IT', ['Studio {s}', '{s} Impianti', 'Hotel {s}', 'Officina {s}', '{s} Costruzioni']);
  const negative = chance(random, 0.25);
  const sign = negative ? -1 : 1;
  const date = randomDate(random);
  const origDate = addDays(date, -int(random, 4, 70));
  const original = pick(random, [`${int(random, 12, 980)}`, `${int(random, 12, 980)}/${origDate.slice(0, 4)}`, `FT${digits(random, 5)}`, `${int(random, 12, 480)}/A`]);
  const number = pick(random, [`${int(random, 1, 60)}/NC`, `NC${digits(random, 4)}`, `${int(random, 1, 60)}/${date.slice(0, 4)}/NC`, `${int(random, 1, 90)}`]);
  const partial = chance(random, 0.6);
  const rows = [...IT_GOODS].sort(() => random() - 0.5).slice(0, int(random, 1, 8)).map(([text, detail, price]) => {
    const quantity = pick(random, [1, 1, 2, 3, 4, 6, 10]);
    return { lines: detail && chance(random, 0.4) ? [text, detail] : [text], unit: pick(random, ['pz', 'nr', 'cf']), quantity: sign * quantity, unitPrice: price, amount: r2(sign * quantity * price) };
  });
  const net = sum(rows.map((r) => r.amount));
  const vat = r2(net * 0.22);
  const total = r2(net + vat);
  const rateCol = chance(random, 0.6);
  const cols: Column<(typeof rows)[number]>[] = [
    { head: 'Descrizione', cell: (r) => descCell(r.lines) }, { head: 'Q.tà', right: true, cell: (r) => esc(fmt.q(r.quantity)) },
    { head: 'U.M.', cell: (r) => r.unit }, { head: pick(random, ['Prezzo unitario', 'Prezzo', 'Prezzo unit.']), right: true, cell: (r) => esc(fmt.n(r.unitPrice)) },
    { head: pick(random, ['Importo', 'Totale']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
  ];
  if (rateCol) cols.push({ head: 'IVA %', right: true, cell: () => '22' });
  const meta: [string, string][] = [[pick(random, ['Nota di credito n.', 'Numero documento', 'N. documento']), number], [pick(random, ['Data', 'Data documento', 'del']), fmt.d(date)], ['Tipo documento', 'TD04']];
  const po = chance(random, 0.35) ? `ORD-${digits(random, 5)}` : null;
  if (po) meta.push([pick(random, ['Vs. ordine', 'Rif. ordine']), po]);
  const account = iban(random, 'IT', 27);
  const body = `${letterhead(style, supplier, [`${supplier.taxLabel} ${supplier.taxId} - C.F. ${supplier.taxId.slice(2)}`, `PEC: amministrazione@pec.${host(supplier.name)}.it`])}
<div class="row"><div style="flex:1">${addressee(style, customer, supplier, pick(random, ['Spett.le', 'Cessionario/Committente', 'Destinatario']), [`P. IVA ${customer.taxId}`, `Codice destinatario: ${pick(random, ['M5UXCR1', 'KRRH6B9', '0000000', 'SUBM70N'])}`])}</div><div>${metaTable(meta)}</div></div>
<h1>${esc(pick(random, ['NOTA DI CREDITO', 'Nota di credito', 'Nota di credito (TD04)']))}</h1>
<p>${esc(`A storno ${partial ? 'parziale' : 'totale'} della fattura n. ${original} del ${fmt.d(origDate)}`)} — <b>Causale:</b> ${esc(pick(random, ['reso merce non conforme', 'abbuono su prezzo concordato', 'merce danneggiata durante il trasporto', 'errata fatturazione']))}</p>
${itemsTable(cols, rows)}
<table class="items" style="width:60%;margin-top:3mm"><tr><th>Aliquota IVA</th><th style="text-align:right">Imponibile</th><th style="text-align:right">Imposta</th></tr><tr><td>22 %</td><td class="r">${esc(fmt.n(net))}</td><td class="r">${esc(fmt.n(vat))}</td></tr></table>
${totalsTable([[pick(random, ['Totale imponibile', 'Imponibile']), fmt.m(net)], [pick(random, ['Totale IVA', 'IVA 22 %']), fmt.m(vat)], [pick(random, ['Totale documento', 'Totale nota di credito', 'Importo da rimborsare']), fmt.m(total), true]])}
<p class="small">Copia di cortesia: il documento originale è stato trasmesso in formato elettronico tramite il Sistema di Interscambio (SdI) ed è disponibile nella Vostra area riservata.<br>${esc(pick(random, ['L\'importo verrà compensato con le prossime forniture.', 'Rimborso tramite bonifico bancario entro 30 giorni.']))}</p>
${footer([[supplier.name, ...supplier.lines], [`Capitale sociale € ${pick(random, ['10.000,00', '50.000,00 i.v.', '100.000,00 i.v.'])}`, `REA ${pick(random, ['MI', 'BO', 'TO', 'VR'])}-${digits(random, 6)}`, `${supplier.taxLabel} ${supplier.taxId}`], [pick(random, ['Intesa Sanpaolo', 'UniCredit', 'BPER Banca']), `IBAN ${groupIban(account)}`]])}`;
  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, currency: 'EUR', subtotal: net, total_tax: vat, total_amount: total, amount_due: total, iban: account,
  };
  return { html: page(style, 'it', body), language: 'it', fields, line_items: rows.map((r) => truthItem(r.lines, r.quantity, r.unitPrice, r.amount, rateCol ? 22 : null)) };
}

export const esItCredit: Layout = (random: Random) => (chance(random, 0.5) ? spanish(random) : italian(random));
