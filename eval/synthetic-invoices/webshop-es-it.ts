/**
 * A Spanish tienda online's factura or an Italian negozio online's fattura as a Magento store prints it (documents
 * alternate: even indexes Spanish, odd ones Italian): the logo and the store's address, the invoice and the order
 * numbers (Magento's zero-padded increments, or the Italian "2025/FV/0123"), the order date, Facturar a / Enviar a
 * (Intestatario / Destinazione merce), the payment and shipping methods side by side, the product table with its
 * reference column, and the totals. The Spanish shop sells to consumers at prices with IVA 21 / 10 / 4 % included, or
 * to a business at net prices; the Italian one sells B2B: net prices at IVA 22 / 10 / 4 %, the customer's P.IVA and
 * Codice destinatario SDI, the customer's own order number (Vs. ordine n.), a bank transfer due in 30 days or a card
 * payment, and the legal footer (P.IVA e C.F., REA, capitale sociale; CIF and Registro Mercantil in Spain).
 */
import {
  chance, compact, DE_MONEY, descHtml, digits, drawDates, drawDiscount, drawLook, drawRows, drawShop, esc, euros, fmtDate, FONTS, int, linesOf, logoHtml, moneyOf, page,
  pick, rateText, result, shipPrice, shopCss, shopTotals, sizeOf, span, tableHtml, totHtml, type Col, type Layout, type TruthFields,
} from './webshop-common.ts';
import { ES_THEMES, IT_THEMES } from './webshop-goods-b.ts';
import { address, company, person } from './fees-names.ts';
import { groupedIban, iban } from './fees-ids.ts';
import { italianVat, spanishVat } from './multipage-ids.ts';

const T = {
  es: {
    title: ['Factura', 'FACTURA'], inv: ['Factura n.º', 'Nº de factura'], order: ['Pedido n.º', 'Nº de pedido'], odate: 'Fecha del pedido', date: 'Fecha de factura', bill: 'Facturar a', ship: 'Enviar a',
    pay: 'Método de pago', shipM: 'Método de envío', po: 'Su pedido n.º', due: 'Vencimiento', cols: ['Producto', 'Ref.', 'Precio', 'Cant.', 'IVA', 'Importe'],
    sub: 'Subtotal', shipT: 'Gastos de envío', disc: 'Descuento', base: 'Base imponible', total: ['Total', 'Total factura', 'Total (IVA incluido)'], vatIn: 'IVA incluido', vat: 'IVA',
    paid: ['Pagado', 'Importe pendiente'], carriers: ['SEUR 24h', 'Correos Express', 'MRW', 'GLS'], methods: ['Tarjeta de crédito', 'PayPal', 'Bizum'], transfer: 'Transferencia bancaria',
    vatLabel: 'NIF', free: 'Envío gratuito',
  },
  it: {
    title: ['Fattura', 'FATTURA'], inv: ['Fattura n.', 'Numero fattura'], order: ['Ordine n.', 'Rif. ordine web'], odate: 'Data ordine', date: 'Data fattura', bill: 'Intestatario fattura', ship: 'Destinazione merce',
    pay: 'Metodo di pagamento', shipM: 'Spedizione', po: 'Vs. ordine n.', due: 'Scadenza', cols: ['Prodotto', 'Codice', 'Prezzo unit.', 'Q.tà', 'IVA', 'Importo'],
    sub: 'Subtotale', shipT: 'Spese di spedizione', disc: 'Sconto', base: 'Imponibile', total: ['Totale fattura', 'Totale documento', 'Totale'], vatIn: 'di cui IVA', vat: 'IVA',
    paid: ['Pagato', 'Netto a pagare'], carriers: ['BRT Corriere Espresso', 'GLS', 'SDA', 'TNT'], methods: ['Carta di credito', 'PayPal'], transfer: 'Bonifico bancario 30 gg d.f.',
    vatLabel: 'P.IVA', free: 'Spedizione gratuita',
  },
};

export const esItMagentoInvoice: Layout = (random, index) => {
  const lang = index % 2 === 0 ? 'es' : 'it';
  const t = T[lang];
  const owner = person(random, lang);
  const shop = drawShop(random, lang === 'es' ? ES_THEMES : IT_THEMES, { first: owner.first, last: owner.last.split(' ')[0] }, lang);
  const home = address(random, lang);
  const look = drawLook(random, ['#f26322', '#1e5aa8', '#2e7d32', '#8e2430', '#37474f', '#00838f'], [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.serif[0]]);
  const dates = drawDates(random, [30, 30, 60, 15]);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', lang);
  const m = moneyOf(lang === 'it' && chance(random, 0.5) ? { ...DE_MONEY, before: true, gap: ' ' } : DE_MONEY);
  const b2b = lang === 'it' || chance(random, 0.45);
  const mode = b2b ? 'net' : 'gross';

  // Customer.
  const contact = person(random, lang);
  const firm = b2b ? company(random, lang) : null;
  const addr = address(random, lang);
  const custVat = lang === 'it' ? italianVat(random) : `${spanishVat(random, pick(random, ['A', 'B', 'B']))}`;
  const custVatShown = lang === 'it' ? `P.IVA ${custVat.slice(2)}` : `CIF ${custVat.slice(2)}`;
  const sdi = lang === 'it' ? (chance(random, 0.7) ? `Cod. SDI: ${pick(random, ['M5UXCR1', 'KRRH6B9', 'SUBM70N', 'T04ZHR3', 'USAL8PV'])}` : `PEC: amministrazione@pec.${contact.last.toLowerCase().replace(/[^a-z]/g, '')}.it`) : null;
  const billLines = firm ? [firm, `${lang === 'it' ? 'c.a.' : 'Att.:'} ${contact.full}`, addr.street, addr.city, custVatShown, ...(sdi ? [sdi] : [])]
    : [contact.full, addr.street, addr.city, ...(chance(random, 0.3) ? [`NIF ${digits(random, 8)}${pick(random, [...'TRWAGMYFPDXBNJZSQVHLCKE'])}`] : [])];
  const other = chance(random, 0.35) ? address(random, lang) : null;
  const shipLines = other ? [firm ?? contact.full, pick(random, lang === 'it' ? ['Magazzino', 'Sede operativa', 'Cantiere'] : ['Almacén', 'Tienda', 'Oficina']) + ` – ${other.street}`, other.city] : billLines.slice(0, firm ? 4 : 3);

  // Rows and totals.
  const rates = lang === 'it' ? { std: 22, food: 10, book: 4, kids: 22 } : { std: 21, food: 10, book: 4, kids: 21 };
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12]));
  const sku = pick(random, [() => `${shop.brand.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${digits(random, 5)}`, () => `${digits(random, 8)}`]);
  const rows = drawRows(random, shop.theme.goods, { count, rates, mode, sku, varShare: 0.5, varLines: 'one', varJoin: ', ', bulk: b2b });
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const shipRate = Math.max(...rows.map((r) => r.rate));
  const carrier = pick(random, t.carriers);
  const ship = shipPrice(random, goods, b2b ? [790, 990, 1200, 1500] : [395, 490, 595], pick(random, [b2b ? 15000 : 5000, null]));
  const disc = chance(random, 0.3) ? drawDiscount(random, goods, lang === 'it' ? ['BENVENUTO', 'PROMO', 'B2B'] : ['BIENVENIDA', 'VERANO', 'PROMO']) : null;
  const tt = shopTotals(rows, mode, ship, shipRate, disc);

  // Payment.
  const transfer = (b2b && chance(random, 0.7)) || chance(random, 0.15);
  const method = transfer ? t.transfer : pick(random, t.methods);
  const ibanValue = iban(random, lang === 'it' ? 'IT' : 'ES'), ibanShown = chance(random, 0.6) ? groupedIban(ibanValue) : ibanValue;
  const printsDue = transfer && chance(random, 0.8);

  // Identifiers.
  const year = dates.date.slice(0, 4);
  const orderNo = pick(random, [`0000${int(random, 10000, 99999)}`, `1000${int(random, 10000, 99999)}`]);
  const number = lang === 'it' ? pick(random, [`${year}/FV/${digits(random, 4)}`, `${int(random, 100, 2999)}/${year}`, `000000${int(random, 100, 999)}`]) : pick(random, [`000000${int(random, 100, 999)}`, `F${year}-${digits(random, 5)}`, `TO-${year}/${digits(random, 4)}`]);
  const po = b2b && chance(random, 0.6) ? pick(random, [`PO-${digits(random, 5)}`, `${int(random, 100, 999)}/${year.slice(2)}`, `OA${digits(random, 6)}`]) : null;
  const vat = lang === 'it' ? italianVat(random) : spanishVat(random, shop.legal.includes('S.A.') ? 'A' : 'B');
  const vatShown = lang === 'it' ? pick(random, [vat, vat.slice(2)]) : pick(random, [vat.slice(2), vat]);

  // Table.
  const showSku = chance(random, 0.75), showRate = chance(random, 0.7);
  const [cP, cR, cU, cQ, cV, cA] = t.cols;
  const cols: Col[] = [[cP, ''], ...(showSku ? [[cR, 'nw'] as Col] : []), [cU, 'r'], [cQ, 'c'], ...(showRate ? [[cV, 'r'] as Col] : []), [cA, 'r']];
  const cells = rows.map((r) => [descHtml(r), ...(showSku ? [span(r.sku)] : []), span(m(r.unit)), String(r.qty), ...(showRate ? [span(rateText(r.rate, ',', ' '))] : []), span(m(r.cents))]);
  const tot: [string, string, string][] = [[`${t.sub}${b2b && chance(random, 0.5) ? (lang === 'it' ? ' (IVA esclusa)' : ' (sin IVA)') : ''}`, m(tt.items), '']];
  if (disc) tot.push([`${t.disc} (${disc.label})`, m(-tt.disc), '']);
  tot.push([ship ? `${t.shipT}` : t.free, m(ship), '']);
  const onBase = chance(random, 0.4);
  if (b2b) {
    if (chance(random, 0.6)) tot.push([t.base, m(tt.net), 'rule']);
    tot.push(...tt.lines.map((l): [string, string, string] => [`${t.vat} ${rateText(l.rate, ',', ' ')}${onBase ? ` ${lang === 'it' ? 'su' : 's/'} ${m(l.base)}` : ''}`, m(l.tax), '']));
    tot.push([pick(random, t.total), m(tt.total), look.table === 'zebra' ? 'hl' : 'big']);
  } else {
    tot.push([pick(random, t.total), m(tt.total), look.table === 'zebra' ? 'hl' : 'big'], ...tt.lines.map((l): [string, string, string] => [`${t.vatIn} ${rateText(l.rate, ',', ' ')}`, m(l.tax), 'muted']));
  }
  tot.push(transfer ? [t.paid[1], m(tt.total), 'b'] : [t.paid[0], m(tt.total), 'muted']);
  if (!transfer) tot.push([t.paid[1], m(0), 'b']);
  const dueText = lang === 'it' ? `${t.due}: ${printsDue ? d(dates.due) : '30 gg data fattura'} – IBAN ${ibanShown}` : `${t.due}: ${printsDue ? d(dates.due) : 'a 30 días'} – IBAN ${ibanShown}`;
  const notes = [...(transfer ? [dueText] : []), ...(lang === 'it' && b2b ? ['Copia di cortesia: la fattura elettronica è stata trasmessa tramite il Sistema di Interscambio (SdI).'] : [])];
  if (lang === 'es' && !b2b) notes.push(pick(random, ['Gracias por su compra.', 'Derecho de desistimiento de 14 días naturales según la Ley General para la Defensa de los Consumidores.']));

  // Head and footer.
  const ids = vatShown.startsWith('IT') ? `P.IVA ${vatShown} – C.F. ${vat.slice(2)}` : `P.IVA e C.F. ${vatShown}`;
  const foot = lang === 'it'
    ? [`${shop.legal} – Sede legale: ${home.street}, ${home.city}`, `${ids} – REA ${home.town.slice(0, 2).toUpperCase()}-${digits(random, 6)} – Cap. soc. € ${pick(random, ['10.000,00', '50.000,00', '100.000,00'])} i.v.`]
    : [`${shop.legal} · ${home.street} · ${home.city} · ${vatShown.startsWith('ES') ? 'NIF-IVA' : 'CIF'} ${vatShown}`, `Inscrita en el Registro Mercantil de ${home.town}, Tomo ${int(random, 1000, 40000)}, Folio ${int(random, 1, 220)}, Hoja ${home.town.charAt(0)}-${digits(random, 6)}`];
  const poText = po ? `${po}${chance(random, 0.5) ? ` ${lang === 'it' ? 'del' : 'de'} ${d(dates.order)}` : ''}` : '';
  const metaPairs: [string, string][] = [[pick(random, t.inv), number], [t.date, d(dates.date)], [pick(random, t.order), `#${orderNo}`], [t.odate, d(dates.order)], ...(po ? [[t.po, poText] as [string, string]] : [])];
  const size = sizeOf(look, linesOf(rows) + tot.length + 8);
  const css = `${shopCss(look)}
.main { padding: 36px 46px 0 } .head { display: flex; justify-content: space-between; align-items: flex-start } .store { text-align: right; color: #444 } .bar { margin-top: 16px; background: ${look.accent}; color: #fff; padding: 5px 10px; display: flex; justify-content: space-between }
.bar .t { font-size: 1.35em; font-weight: bold } .mgrid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px 30px; margin-top: 12px } .box { border: 0.8px solid #bbb } .box .alab { background: #eef0f2; color: #222; padding: 2px 8px; margin: 0 }
.box .in { padding: 4px 8px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px } .notes { margin-top: 12px } .notes div { margin-bottom: 3px }
.foot { text-align: center; font-size: 0.72em; color: #444; padding: 0 36px 16px } .foot div:first-child { border-top: 0.8px solid #bbb; padding-top: 5px }`;
  const box = (label: string, inner: string) => `<div class="box"><div class="alab">${span(label)}</div><div class="in">${inner}</div></div>`;
  const lines = (ls: string[]) => ls.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('');
  const body = `<div class="main"><div class="head">${logoHtml(look, shop, chance(random, 0.5))}<div class="store">${[shop.brand === shop.legal ? '' : shop.legal, home.street, home.city, shop.web].filter(Boolean).map((l) => `<div>${span(l)}</div>`).join('')}</div></div>
<div class="bar"><span class="t">${esc(pick(random, t.title))} ${esc(number)}</span><span>${span(d(dates.date))}</span></div>
<div class="mgrid">${box(t.bill, lines(billLines))}${box(t.ship, lines(shipLines))}${box(t.pay, lines([method]))}${box(t.shipM, lines([carrier]))}</div>
<div style="margin-top:8px">${metaPairs.map(([k, v]) => `${span(`${k}: `, 'k')}${span(v, 'b')}`).join(' &nbsp;·&nbsp; ')}</div>
${tableHtml(cols, cells, rows.map((r) => r.kind))}<div class="bottom"><div></div>${totHtml(tot)}</div><div class="notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div>
<div class="foot">${foot.map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
  const fields: TruthFields = {
    supplier_name: shop.legal, supplier_tax_id: compact(vatShown), customer_name: firm ?? contact.full, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due } : {}), currency: 'EUR', subtotal: euros(tt.items), total_tax: euros(tt.tax), total_amount: euros(tt.total), amount_due: transfer ? euros(tt.total) : 0,
    ...(transfer ? { iban: compact(ibanShown) } : {}),
  };
  return result(lang, page(lang, look.font, size, css, body), fields, rows, { qty: true, unit: true, rate: showRate });
};
