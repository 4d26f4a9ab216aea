/**
 * `pt-invoicexpress`: a Portuguese invoice as InvoiceXpress or Moloni print it: issuer header with NIF, the
 * "Fatura FT série/número" box marked Original, the acquirer block with its NIF, a data row, the item table with
 * Desc. and IVA columns, the VAT summary table, Total Ilíquido … Total, and the certified-software lines: ATCUD,
 * hash characters "Processado por programa certificado n.º …/AT" and the QR code, plus the IBAN.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, longDate, page, rateText, round2, slug, sum, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { PT } from './saas-data2.ts';
import { ptBank, ptNif } from './saas-ids.ts';

/** A QR-looking grid: three finder squares and seeded modules. */
function qr(random: Random, size = 25): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) => [[0, 0], [size - 7, 0], [0, size - 7]].some(([fx, fy]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7);
  const finderOn = (x: number, y: number) => {
    const fx = x >= size - 7 ? x - (size - 7) : x;
    const fy = y >= size - 7 ? y - (size - 7) : y;
    return fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4);
  };
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const on = finder(x, y) ? finderOn(x, y) : random() < 0.5;
    if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
  }
  return `<svg class="qr" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}

export function portugueseSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#e94e1b', '#0f5fa8', '#2d8a4e', '#444444', '#8a1538']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2]]);
  const variant = variantOf(index, ['plain', 'mixed', 'discounts'] as const);
  const mixed = variant === 'mixed';

  const supplier = pick(random, PT.suppliers);
  const nif = ptNif(random);
  const [zip, city] = pick(random, PT.cities);
  const street = `${pick(random, PT.streets)}, ${int(random, 1, 300)}${pick(random, ['', ', 1.º Esq.', ', R/C', ', 3.º Dto.'])}`;
  const customer = pick(random, PT.customers);
  const cnif = ptNif(random);
  const [czip, ccity] = pick(random, PT.cities);
  const cstreet = `${pick(random, PT.streets)}, ${int(random, 1, 200)}`;
  const bank = ptBank(random);
  const nifLabel = pick(random, ['NIF', 'Contribuinte n.º', 'NIPC']);
  const printedNif = chance(random, 0.25) ? `PT${nif}` : nif;

  const date = drawDate(random);
  const due = addDays(date, pick(random, [0, 15, 30, 30, 60]));
  const dateStyle = pick(random, ['dd/mm/yyyy', 'dd-mm-yyyy', 'yyyy-mm-dd', 'long']);
  const d = (iso: string) => (dateStyle === 'long' ? longDate(iso, 'pt') : formatDate(iso, dateStyle));
  const year = date.slice(0, 4);
  const seq = int(random, 12, 980);
  const series = pick(random, [year, `A${year}`, `${year.slice(2)}A`]);
  const number = `FT ${series}/${seq}`;
  const atcud = `${Array.from({ length: 8 }, () => pick(random, [...'BCDFGHJKLMNPQRSTVWXYZ23456789'])).join('')}-${seq}`;
  const hash = Array.from({ length: 4 }, () => pick(random, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'])).join('');
  const program = `${int(random, 1000, 2999)}/AT`;
  const po = chance(random, 0.35) ? pick(random, [`REQ ${digits(random, 5)}`, `${year}/${digits(random, 4)}`, `ENC-${digits(random, 4)}`]) : null;

  const lines = drawLines(random, PT.items, { count: int(random, 2, 8), standard: 23, mixed, discountChance: variant === 'discounts' ? 0.6 : 0.1, discounts: [5, 10, 15] });
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const base = sum(lines.filter((line) => line.rate === rate).map((line) => line.amount));
    return { rate, base, amount: round2((base * rate) / 100) };
  });
  const gross = sum(lines.map((line) => round2(line.quantity * line.unitPrice)));
  const net = sum(lines.map((line) => line.amount));
  const discounts = round2(gross - net);
  const totalTax = sum(taxes.map((tax) => tax.amount));
  const total = round2(net + totalTax);

  const group = pick(random, ['.', '\u00a0']);
  const money = (value: number) => `${formatNumber(value, group, ',')}&nbsp;€`;
  const plain = (value: number) => formatNumber(value, group, ',');
  const qty = (value: number) => formatNumber(value, group, ',', 2);
  const symbolInCells = chance(random, 0.4);
  const cell = (value: number) => (symbolInCells ? money(value) : plain(value));
  const rows = lines.map((line) => `<tr><td>${descHtml(line)}</td><td class="n">${qty(line.quantity)}</td><td>${esc(line.unit)}</td><td class="n">${cell(line.unitPrice)}</td><td class="n">${line.discount ? `${line.discount}%` : '0%'}</td><td class="n">${rateText(line.rate)}%</td><td class="n">${cell(line.amount)}</td></tr>`).join('');
  const totals: [string, string][] = [['Total Ilíquido', money(gross)]];
  if (discounts) totals.push(['Total Descontos', `-${money(discounts)}`], ['Incidência', money(net)]);
  totals.push(['Total IVA', money(totalTax)]);

  const body = `
<div class="head">
  <div class="me"><div class="logo">${esc(supplier)}</div>${esc(street)}<br>${zip} ${esc(city)}<br>${nifLabel}: ${printedNif}<br>geral@${slug(supplier)}.pt${chance(random, 0.6) ? ` · Tel. ${pick(random, ['21', '22', '25', '23'])}${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}` : ''}</div>
  <div class="doc"><div class="orig">Original</div><div class="t">Fatura ${esc(number)}</div></div>
</div>
<div class="client"><div class="lab">Exmo.(s) Sr.(s)</div><b>${esc(customer)}</b><br>${esc(cstreet)}<br>${czip} ${esc(ccity)}</div>
<table class="grid"><tr><th>Data</th><th>Vencimento</th><th>NIF do adquirente</th>${po ? '<th>V/ Requisição</th>' : ''}<th>Moeda</th></tr>
<tr><td>${d(date)}</td><td>${d(due)}</td><td>${cnif}</td>${po ? `<td>${esc(po)}</td>` : ''}<td>EUR</td></tr></table>
<table class="items"><thead><tr><th>Descrição</th><th class="n">Qtd.</th><th>Un.</th><th class="n">Preço Unit.</th><th class="n">Desc.</th><th class="n">IVA</th><th class="n">Total</th></tr></thead><tbody>${rows}</tbody></table>
<div class="sums">
  <table class="vat"><tr><th>Taxa IVA</th><th class="n">Incidência</th><th class="n">Valor IVA</th></tr>${taxes.map((tax) => `<tr><td>IVA ${rateText(tax.rate)}%</td><td class="n">${money(tax.base)}</td><td class="n">${money(tax.amount)}</td></tr>`).join('')}</table>
  <table class="totals">${totals.map(([l, v]) => `<tr><td>${l}</td><td class="n">${v}</td></tr>`).join('')}<tr class="grand"><td>Total (EUR)</td><td class="n">${money(total)}</td></tr></table>
</div>
<div class="pay"><b>Pagamento:</b> Transferência bancária até ${d(due)}<br>IBAN: ${groupIban(bank.iban)} · BIC/SWIFT: ${bank.bic} (${esc(bank.name)})</div>
<div class="grow"></div>
<div class="cert">
  ${qr(random)}
  <div>ATCUD: ${atcud}<br>${hash}-Processado por programa certificado n.º ${program}<br>Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.<br>${esc(supplier)} · Capital social ${formatNumber(pick(random, [5000, 10000, 50000]), group, ',')} € · Matriculada na C.R.C. de ${esc(city)} sob o NIPC ${nif}</div>
</div>`;

  const css = `
body { padding: 13mm 15mm 9mm; font-size: 9pt; line-height: 1.4; }
.head { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 16pt; font-weight: bold; color: ${accent}; margin-bottom: 1.5mm; }
.me { font-size: 8.5pt; color: #444; }
.doc { text-align: right; }
.orig { font-size: 8pt; text-transform: uppercase; color: #777; letter-spacing: 1px; }
.doc .t { font-size: 15pt; font-weight: bold; border-bottom: 2px solid ${accent}; padding-bottom: 1mm; }
.client { margin: 7mm 0 5mm auto; width: 85mm; border: 0.5px solid #bbb; padding: 3mm 4mm; }
.lab { font-size: 7.5pt; color: #777; margin-bottom: 1mm; }
.grid { width: 100%; margin-bottom: 4mm; }
.grid th { background: ${accent}; color: #fff; font-size: 7.5pt; text-align: left; padding: 1mm 2mm; font-weight: normal; }
.grid td { border: 0.5px solid #ccc; padding: 1.2mm 2mm; }
.items { width: 100%; }
.items th { text-align: left; border-bottom: 1px solid #333; padding: 1.4mm; font-size: 8pt; }
.items th.n { text-align: right; }
.items td { padding: 1.4mm; border-bottom: 0.5px solid #e2e2e2; }
.dd { color: #666; font-size: 8pt; }
.sums { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 5mm; }
.vat { font-size: 8pt; }
.vat th, .vat td { padding: 0.8mm 3mm; border-bottom: 0.5px solid #ddd; text-align: left; }
.vat .n { text-align: right; }
.totals { width: 75mm; }
.totals td { padding: 0.9mm 2mm; }
.grand td { font-weight: bold; font-size: 11pt; border-top: 2px solid ${accent}; padding-top: 2mm; }
.pay { margin-top: 6mm; font-size: 8.5pt; }
.cert { display: flex; gap: 5mm; align-items: flex-end; font-size: 7pt; color: #555; border-top: 0.5px solid #ccc; padding-top: 2mm; }
.qr { width: 26mm; height: 26mm; flex: none; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: printedNif,
    customer_name: customer,
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    due_date: due,
    currency: 'EUR',
    subtotal: net,
    total_tax: totalTax,
    total_amount: total,
    amount_due: total,
    iban: bank.iban,
  };
  return { html: page('pt', `Fatura ${number}`, font, css, body), language: 'pt', fields, line_items: lineItems(lines) };
}
