/**
 * `es-holded`: a Spanish SME or self-employed invoice as Holded or Quipu print it: coloured header band with the
 * logo text and FACTURA, issuer data and invoice data side by side, a "Cliente" block with NIF, the concept table,
 * Base imponible / IVA 21 % and, for professionals, the IRPF retention before the amount to pay, then the
 * payment method with the IBAN and the registry/privacy small print.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, longDate, page, rateText, round2, slug, sum, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { ES } from './saas-data.ts';
import { esBank, esCif, esDni } from './saas-ids.ts';

export function spanishSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#2b5fd9', '#f05a28', '#14866d', '#7a3db8', '#1d3557', '#d6336c']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[0]]);
  const variant = variantOf(index, ['company', 'professional', 'discounts'] as const);
  const professional = variant === 'professional';
  const irpfRate = professional ? pick(random, [15, 15, 15, 7]) : 0;

  const supplier = professional ? pick(random, ES.professionals) : pick(random, ES.suppliers);
  const supplierId = professional ? esDni(random) : esCif(random, supplier.includes('S.A.') ? 'A' : 'B');
  const [zip, city, province] = pick(random, ES.cities);
  const street = `${pick(random, ES.streets)}, ${int(random, 1, 140)}${pick(random, ['', ', 2º B', ', bajo', ', 4º izda.', ', local 3'])}`;
  const customer = pick(random, ES.customers);
  const customerId = esCif(random, customer.includes('S.A.') ? 'A' : 'B');
  const [czip, ccity, cprovince] = pick(random, ES.cities);
  const cstreet = `${pick(random, ES.streets)}, ${int(random, 1, 90)}`;
  const bank = esBank(random);
  const vatStyle = pick(random, ['NIF', 'CIF', 'NIF-IVA']);
  const printedId = vatStyle === 'NIF-IVA' ? `ES${supplierId}` : supplierId;
  const idLabel = professional && vatStyle === 'CIF' ? 'NIF' : vatStyle;

  const date = drawDate(random);
  const due = addDays(date, pick(random, [0, 15, 30, 30, 60]));
  const long = chance(random, 0.3);
  const d = (iso: string) => (long ? longDate(iso, 'es') : formatDate(iso, 'dd/mm/yyyy'));
  const year = date.slice(0, 4);
  const number = professional ? pick(random, [`${year}-${digits(random, 3)}`, `${year}/${int(random, 1, 99)}`]) : pick(random, [`F${year}-${digits(random, 4)}`, `FAC-${year}-${digits(random, 3)}`, `${year}/${digits(random, 4)}`]);
  const po = chance(random, 0.35) ? pick(random, [`PED-${digits(random, 5)}`, `${year}/${digits(random, 3)}`, `OC-${digits(random, 6)}`]) : null;

  const lines = drawLines(random, professional ? ES.professionalItems : ES.items, { count: int(random, 2, professional ? 5 : 8), standard: 21, mixed: false, discountChance: professional ? 0 : variant === 'discounts' ? 0.6 : 0.15, discounts: [5, 10, 15, 20] });
  const showDiscount = lines.some((line) => line.discount) || chance(random, 0.3);
  const base = sum(lines.map((line) => line.amount));
  const iva = round2((base * 21) / 100);
  const total = round2(base + iva);
  const irpf = round2((base * irpfRate) / 100);
  const due$ = round2(total - irpf);

  const money = (value: number) => `${formatNumber(value, '.', ',')}&nbsp;€`;
  const qty = (value: number) => formatNumber(value, '.', ',', null);
  const priceFirst = chance(random, 0.35);
  const head = `<th>Concepto</th>${priceFirst ? '<th class="n">Precio</th><th class="n">Cantidad</th>' : '<th class="n">Cantidad</th><th class="n">Precio</th>'}${showDiscount ? '<th class="n">Dto.</th>' : ''}<th class="n">IVA</th><th class="n">Total</th>`;
  const rows = lines.map((line) => {
    const q = `<td class="n">${qty(line.quantity)}</td>`;
    const p = `<td class="n">${money(line.unitPrice)}</td>`;
    return `<tr><td>${descHtml(line)}</td>${priceFirst ? p + q : q + p}${showDiscount ? `<td class="n">${line.discount ? `${line.discount}&nbsp;%` : '0&nbsp;%'}</td>` : ''}<td class="n">${rateText(line.rate)}&nbsp;%</td><td class="n">${money(line.amount)}</td></tr>`;
  }).join('');
  const totals = professional
    ? [['Base imponible', money(base)], ['IVA 21&nbsp;%', money(iva)], ['Total factura', money(total)], [`Retención IRPF ${irpfRate}&nbsp;%`, `-${money(irpf)}`]]
    : [[pick(random, ['Base imponible', 'Subtotal']), money(base)], ['IVA 21&nbsp;%', money(iva)]];
  const finalLabel = professional ? pick(random, ['Total a pagar', 'Líquido a percibir']) : pick(random, ['Total', 'Total factura', 'TOTAL']);
  const initials = supplier.split(/\s+/).filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  const register = professional ? '' : `Inscrita en el Registro Mercantil de ${province}, Tomo ${int(random, 1000, 45000)}, Folio ${int(random, 1, 220)}, Hoja ${province[0]}-${int(random, 10000, 650000)}, Inscripción 1ª. `;
  const activity = professional ? pick(random, ES.professions) : '';

  const body = `
<div class="band">
  <div class="brand"><span class="mono">${esc(initials)}</span><span>${esc(supplier)}${activity ? `<small>${esc(activity)}</small>` : ''}</span></div>
  <div class="doc">FACTURA</div>
</div>
<div class="main">
<div class="cols">
  <div class="issuer"><b>${esc(supplier)}</b><br>${idLabel}: ${esc(printedId)}<br>${esc(street)}<br>${zip} ${esc(city)} (${esc(province)})<br>${chance(random, 0.7) ? `Tel. ${pick(random, ['6', '9'])}${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)}<br>` : ''}${professional ? `${esc(supplier.split(' ')[0].toLowerCase())}@${esc(slug(supplier))}.es` : `hola@${esc(slug(supplier))}.es`}</div>
  <table class="meta">
    <tr><td>Nº de factura</td><td>${esc(number)}</td></tr>
    <tr><td>Fecha</td><td>${d(date)}</td></tr>
    <tr><td>Vencimiento</td><td>${d(due)}</td></tr>
    ${po ? `<tr><td>${pick(random, ['Su referencia', 'Nº de pedido', 'Ref. cliente'])}</td><td>${esc(po)}</td></tr>` : ''}
  </table>
</div>
<div class="client"><div class="label">Cliente</div><b>${esc(customer)}</b><br>NIF: ${customerId}<br>${esc(cstreet)}<br>${czip} ${esc(ccity)}${ccity === cprovince ? '' : ` (${esc(cprovince)})`}</div>
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<div class="after">
  <div class="pay"><div class="label">Forma de pago</div>Transferencia bancaria<br>IBAN: ${groupIban(bank.iban)}<br>BIC: ${bank.bic} (${esc(bank.name)})<br>Concepto: factura ${esc(number)}</div>
  <table class="totals">${totals.map(([label, value]) => `<tr><td>${label}</td><td class="n">${value}</td></tr>`).join('')}<tr class="grand"><td>${finalLabel}</td><td class="n">${money(due$)}</td></tr></table>
</div>
${chance(random, 0.5) ? '<p class="thanks">Gracias por confiar en nosotros.</p>' : ''}
</div>
<div class="grow"></div>
<div class="small">${register}De conformidad con el Reglamento (UE) 2016/679 (RGPD), sus datos se tratan con la finalidad de gestionar la relación comercial. Puede ejercer sus derechos en ${professional ? 'la dirección del emisor' : `protecciondedatos@${esc(slug(supplier))}.es`}.</div>`;

  const css = `
body { font-size: 9.5pt; line-height: 1.4; }
.band { background: ${accent}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 9mm 15mm; }
.brand { display: flex; align-items: center; gap: 4mm; font-size: 15pt; font-weight: bold; }
.brand small { display: block; font-size: 8.5pt; font-weight: normal; opacity: 0.9; }
.mono { display: inline-block; width: 12mm; height: 12mm; line-height: 12mm; text-align: center; border: 2px solid #fff; border-radius: ${pick(random, ['50%', '3mm'])}; font-size: 13pt; }
.doc { font-size: 22pt; font-weight: bold; letter-spacing: 2px; }
.main { padding: 7mm 15mm 0; }
.cols { display: flex; justify-content: space-between; }
.meta td { padding: 0.6mm 0 0.6mm 6mm; }
.meta td:first-child { color: #777; }
.meta td:last-child { text-align: right; font-weight: bold; }
.label { color: ${accent}; font-weight: bold; text-transform: uppercase; font-size: 8pt; letter-spacing: 1px; margin-bottom: 1mm; }
.client { margin: 6mm 0; padding: 3mm 4mm; background: #f4f5f7; border-left: 3px solid ${accent}; width: 90mm; }
.items { width: 100%; font-size: 9pt; }
.items th { background: ${pick(random, ['#f0f2f5', '#e9ecef'])}; color: #444; text-align: left; padding: 2mm; font-size: 8pt; text-transform: uppercase; }
.items th.n { text-align: right; }
.items td { padding: 1.8mm 2mm; border-bottom: 1px solid #eee; }
.dd { color: #777; font-size: 8pt; }
.after { display: flex; justify-content: space-between; margin-top: 5mm; gap: 8mm; }
.pay { font-size: 8.5pt; }
.totals { width: 80mm; }
.totals td { padding: 1mm 2mm; }
.grand td { background: ${accent}; color: #fff; font-weight: bold; font-size: 11pt; padding: 2mm; }
.thanks { margin-top: 6mm; color: #666; }
.small { font-size: 6.5pt; color: #888; padding: 0 15mm 8mm; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: printedId,
    customer_name: customer,
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    due_date: due,
    currency: 'EUR',
    subtotal: base,
    total_tax: iva,
    total_amount: total,
    amount_due: due$,
    iban: bank.iban,
  };
  return { html: page('es', `Factura ${number}`, font, css, body), language: 'es', fields, line_items: lineItems(lines) };
}
