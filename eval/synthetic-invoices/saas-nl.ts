/**
 * `nl-moneybird`: a Dutch invoice as Moneybird or e-Boekhouden print it: clean and minimal, small logo text and
 * the sender's details (KvK, btw-id, IBAN) in a right-hand column, the addressee, "Factuur" with its number and
 * dates, a light item table with a BTW column, Subtotaal / btw per rate / Totaal and the standard payment request.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, longDate, page, rateText, slug, sum, round2, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { NL } from './saas-data2.ts';
import { nlBank, nlVat } from './saas-ids.ts';

export function dutchSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#2f80ed', '#27ae60', '#e2574c', '#222222', '#8e44ad', '#f39c12']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[1]]);
  const mixed = variantOf(index, [false, true, chance(random, 0.5)]);

  const supplier = pick(random, NL.suppliers);
  const [zip, city] = pick(random, NL.cities);
  const street = `${pick(random, NL.streets)} ${int(random, 1, 260)}${pick(random, ['', '', '-A', ' bis', '-2'])}`;
  const customer = pick(random, NL.customers);
  const [czip, ccity] = pick(random, NL.cities);
  const cstreet = `${pick(random, NL.streets)} ${int(random, 1, 120)}`;
  const contact = chance(random, 0.6) ? pick(random, NL.contacts) : null;
  const bank = nlBank(random);
  const vat = nlVat(random);
  const kvk = `${int(random, 5, 9)}${digits(random, 7)}`;
  const domain = `${slug(supplier).replace(/-/g, '')}.nl`;

  const date = drawDate(random);
  const days = pick(random, [14, 14, 30, 8]);
  const due = addDays(date, days);
  const long = chance(random, 0.3);
  const d = (iso: string) => (long ? longDate(iso, 'nl') : formatDate(iso, 'dd-mm-yyyy'));
  const year = date.slice(0, 4);
  const number = pick(random, [`${year}-${digits(random, 4)}`, `${year}-${digits(random, 4)}`, `F${year}-${digits(random, 3)}`, `${year}${digits(random, 3)}`]);
  const po = chance(random, 0.35) ? pick(random, [`PO-${digits(random, 5)}`, `Project ${int(random, 100, 999)}`, `${digits(random, 8)}`]) : null;

  const lines = drawLines(random, NL.items, { count: int(random, 2, 8), standard: 21, mixed });
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const base = sum(lines.filter((line) => line.rate === rate).map((line) => line.amount));
    return { rate, base, amount: round2((base * rate) / 100) };
  });
  const subtotal = sum(lines.map((line) => line.amount));
  const totalTax = sum(taxes.map((tax) => tax.amount));
  const total = round2(subtotal + totalTax);

  const money = (value: number) => `€&nbsp;${formatNumber(value, '.', ',')}`;
  const qty = (value: number) => formatNumber(value, '.', ',', null);
  const qtyFirst = chance(random, 0.4);
  const times = chance(random, 0.5) ? ' x' : '';
  const head = `${qtyFirst ? '<th class="q">Aantal</th><th>Omschrijving</th>' : '<th>Omschrijving</th><th class="n">Aantal</th>'}<th class="n">Prijs</th><th class="n">BTW</th><th class="n">Bedrag</th>`;
  const rows = lines.map((line) => {
    const q = qtyFirst ? `<td class="q">${qty(line.quantity)}${times}</td>` : `<td class="n">${qty(line.quantity)}</td>`;
    const desc = `<td>${descHtml(line)}</td>`;
    return `<tr>${qtyFirst ? q + desc : desc + q}<td class="n">${money(line.unitPrice)}</td><td class="n">${rateText(line.rate)}%</td><td class="n">${money(line.amount)}</td></tr>`;
  }).join('');
  const taxLabel = pick(random, ['btw-first', 'BTW', 'btw-over']);
  const taxRows = taxes.map((tax) => [taxLabel === 'btw-first' ? `${rateText(tax.rate)}% btw` : taxLabel === 'BTW' ? `BTW ${rateText(tax.rate)}%` : `${rateText(tax.rate)}% btw over ${money(tax.base)}`, money(tax.amount)]);
  const printedVat = vat;
  const pay = pick(random, [
    `Gelieve het bedrag van ${money(total)} vóór ${d(due)} over te maken op IBAN ${groupIban(bank.iban)} t.n.v. ${esc(supplier)} o.v.v. factuurnummer ${esc(number)}.`,
    `We verzoeken u vriendelijk het bovenstaande bedrag van ${money(total)} vóór ${d(due)} te voldoen op rekeningnummer ${groupIban(bank.iban)} t.n.v. ${esc(supplier)}, onder vermelding van het factuurnummer.`,
  ]);

  const body = `
<div class="top">
  <div><div class="logo">${esc(supplier)}</div>
  <div class="to">${esc(customer)}<br>${contact ? `${esc(contact)}<br>` : ''}${esc(cstreet)}<br>${czip} ${esc(ccity)}</div></div>
  <div class="me">${esc(supplier)}<br>${esc(street)}<br>${zip} ${esc(city)}<br><br>info@${domain}<br>www.${domain}<br><br>KvK-nummer: ${kvk}<br>BTW-nummer: ${printedVat}<br>IBAN: ${groupIban(bank.iban)}<br>BIC: ${bank.bic}</div>
</div>
<h1>Factuur</h1>
<table class="meta">
  <tr><td>Factuurnummer</td><td>${esc(number)}</td></tr>
  <tr><td>Factuurdatum</td><td>${d(date)}</td></tr>
  <tr><td>Vervaldatum</td><td>${d(due)}</td></tr>
  ${po ? `<tr><td>${pick(random, ['Referentie', 'Uw referentie', 'Inkoopordernummer'])}</td><td>${esc(po)}</td></tr>` : ''}
</table>
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<table class="totals">
  <tr><td>Subtotaal</td><td class="n">${money(subtotal)}</td></tr>
  ${taxRows.map(([l, v]) => `<tr><td>${l}</td><td class="n">${v}</td></tr>`).join('')}
  <tr class="grand"><td>Totaal</td><td class="n">${money(total)}</td></tr>
</table>
<p class="pay">${pay}</p>
<div class="grow"></div>
<div class="foot">${esc(supplier)} · KvK ${kvk} · ${printedVat} · ${pick(random, ['Op al onze diensten zijn de algemene voorwaarden van toepassing.', 'Vragen over deze factuur? Mail naar info@' + domain + '.'])}</div>`;

  const css = `
body { padding: 16mm 18mm 10mm; font-size: 9.5pt; line-height: 1.45; color: #333; }
.top { display: flex; justify-content: space-between; }
.logo { font-size: ${pick(random, ['16pt', '20pt'])}; font-weight: bold; color: ${accent}; letter-spacing: ${pick(random, ['0', '-0.5px', '1px'])}; }
.me { font-size: 8.5pt; color: #666; text-align: ${pick(random, ['left', 'right'])}; }
.to { margin-top: 22mm; width: 85mm; }
h1 { font-size: 22pt; font-weight: normal; margin: 14mm 0 4mm; color: ${pick(random, [accent, '#333'])}; }
.meta td { padding: 0.5mm 8mm 0.5mm 0; }
.meta td:first-child { color: #888; }
.items { width: 100%; margin-top: 8mm; }
.items th { text-align: left; font-weight: normal; color: #888; border-bottom: 1px solid #ddd; padding: 1.5mm 2mm; }
.items th.n { text-align: right; }
.items td { padding: 2mm; border-bottom: 1px solid #f0f0f0; }
.q { width: 14mm; white-space: nowrap; }
.dd { color: #888; font-size: 8.5pt; }
.totals { margin: 4mm 0 0 auto; width: 80mm; }
.totals td { padding: 1mm 2mm; }
.grand td { font-weight: bold; border-top: 1px solid #333; font-size: 11pt; padding-top: 2mm; }
.pay { margin-top: 10mm; }
.foot { font-size: 7.5pt; color: #999; text-align: center; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: printedVat,
    customer_name: customer,
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    due_date: due,
    currency: 'EUR',
    subtotal,
    total_tax: totalTax,
    total_amount: total,
    amount_due: total,
    iban: bank.iban,
  };
  return { html: page('nl', `Factuur ${number}`, font, css, body), language: 'nl', fields, line_items: lineItems(lines) };
}
