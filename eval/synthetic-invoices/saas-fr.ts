/**
 * `fr-pennylane`: a French invoice as Pennylane, Tiime or Henrri print it: logo and "Facture N°" header, issue and
 * due dates, Émetteur / Destinataire blocks with SIREN/SIRET and TVA number, Désignation table in HT, Total HT /
 * TVA per rate / Total TTC, sometimes a deposit before the Net à payer, payment terms with the legal late-payment
 * mentions and the bank details; numbers grouped with narrow no-break spaces.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, longDate, page, pad, rateText, round2, slug, sum, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { FR } from './saas-data2.ts';
import { frBank, frIds } from './saas-ids.ts';

const NNBSP = '\u202f';

export function frenchSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#5a3fd6', '#00a389', '#1e3a8a', '#e4572e', '#111827', '#0b7285']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.serif[0]]);
  const variant = variantOf(index, ['plain', 'mixed', 'deposit'] as const);
  const mixed = variant === 'mixed' || (variant === 'deposit' && chance(random, 0.4));
  const deposit = variant === 'deposit';

  const supplier = pick(random, FR.suppliers);
  const ids = frIds(random);
  const [zip, city] = pick(random, FR.cities);
  const street = `${int(random, 1, 180)}${pick(random, ['', '', ' bis'])} ${pick(random, FR.streets)}`;
  const customer = pick(random, FR.customers);
  const cids = frIds(random);
  const [czip, ccity] = pick(random, FR.cities);
  const cstreet = `${int(random, 1, 90)} ${pick(random, FR.streets)}`;
  const bank = frBank(random);
  const capital = pick(random, [1000, 5000, 10000, 15000, 50000]);
  const form = supplier.split(' ').pop() as string;
  const domain = `${slug(supplier)}.fr`;

  const date = drawDate(random);
  const days = pick(random, [0, 30, 30, 45, 15]);
  const due = addDays(date, days);
  const long = chance(random, 0.3);
  const d = (iso: string) => (long ? longDate(iso, 'fr') : formatDate(iso, 'dd/mm/yyyy'));
  const year = date.slice(0, 4);
  const number = pick(random, [`F-${year}-${int(random, 10, 480)}`, `F-${year}-${digits(random, 3)}`, `FA${year}${date.slice(5, 7)}-${digits(random, 3)}`, `${year}-${pad(int(random, 1, 99))}${digits(random, 2)}`]);
  const po = chance(random, 0.35) ? pick(random, [`BC-${digits(random, 5)}`, `${digits(random, 7)}`, `CMD-${year}-${digits(random, 3)}`]) : null;

  const lines = drawLines(random, FR.items, { count: int(random, 2, 8), standard: 20, mixed });
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const base = sum(lines.filter((line) => line.rate === rate).map((line) => line.amount));
    return { rate, base, amount: round2((base * rate) / 100) };
  });
  const ht = sum(lines.map((line) => line.amount));
  const tva = sum(taxes.map((tax) => tax.amount));
  const ttc = round2(ht + tva);
  const paid = deposit ? Math.round((ttc * pick(random, [0.3, 0.4, 0.5])) / 10) * 10 : 0;
  const net = round2(ttc - paid);

  const money = (value: number) => `${formatNumber(value, NNBSP, ',')}&nbsp;€`;
  const qty = (value: number) => formatNumber(value, NNBSP, ',', null);
  const withUnit = chance(random, 0.4);
  const head = `<th>Désignation</th>${withUnit ? '<th>Unité</th>' : ''}<th class="n">Qté</th><th class="n">Prix unitaire HT</th><th class="n">TVA</th><th class="n">Total HT</th>`;
  const rows = lines.map((line) => `<tr><td>${descHtml(line)}</td>${withUnit ? `<td>${esc(line.unit)}</td>` : ''}<td class="n">${qty(line.quantity)}</td><td class="n">${money(line.unitPrice)}</td><td class="n">${rateText(line.rate)}&nbsp;%</td><td class="n">${money(line.amount)}</td></tr>`).join('');
  const detail = rates.length > 1 && chance(random, 0.6);
  const totals: [string, string][] = [['Total HT', money(ht)], ...taxes.map((tax): [string, string] => [`TVA ${rateText(tax.rate)}&nbsp;%`, money(tax.amount)]), ['Total TTC', money(ttc)]];
  if (paid) totals.push([`Acompte versé${chance(random, 0.5) ? ` le ${d(addDays(date, -int(random, 10, 40)))}` : ''}`, `-${money(paid)}`]);
  const siretPrinted = `${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')} ${ids.siret.slice(9)}`;
  const vatPrinted = chance(random, 0.3) ? `${ids.vat.slice(0, 2)} ${ids.vat.slice(2, 4)} ${ids.vat.slice(4)}` : ids.vat;
  const conditions = days === 0 ? 'Paiement à réception de facture, par virement bancaire.' : `Paiement à ${days} jours${chance(random, 0.5) ? ' date de facture' : ''} par virement bancaire.`;
  const rcsCity = FR.rcs[zip];

  const body = `
<div class="head">
  <div class="logo"><span class="sq"></span>${esc(supplier)}</div>
  <div class="title"><div class="big">Facture</div><div>N° ${esc(number)}</div></div>
</div>
<table class="dates">
  <tr><td>Date d'émission</td><td>${d(date)}</td></tr>
  <tr><td>Date d'échéance</td><td>${d(due)}</td></tr>
  ${po ? `<tr><td>${pick(random, ['Bon de commande n°', 'Référence client', 'Votre référence'])}</td><td>${esc(po)}</td></tr>` : ''}
</table>
<div class="parties">
  <div class="p"><div class="lab">Émetteur</div><b>${esc(supplier)}</b><br>${esc(street)}<br>${zip} ${esc(city)}<br>SIRET : ${siretPrinted}<br>N° TVA intracommunautaire : ${vatPrinted}<br>contact@${domain}</div>
  <div class="p"><div class="lab">Destinataire</div><b>${esc(customer)}</b><br>${esc(cstreet)}<br>${czip} ${esc(ccity)}<br>${chance(random, 0.6) ? `SIREN : ${cids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}<br>N° TVA : ${cids.vat}` : ''}</div>
</div>
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<div class="sums">
  ${detail ? `<table class="vat"><tr><th>Taux</th><th class="n">Base HT</th><th class="n">Montant TVA</th></tr>${taxes.map((tax) => `<tr><td>${rateText(tax.rate)}&nbsp;%</td><td class="n">${money(tax.base)}</td><td class="n">${money(tax.amount)}</td></tr>`).join('')}</table>` : '<div></div>'}
  <table class="totals">${totals.map(([l, v]) => `<tr><td>${l}</td><td class="n">${v}</td></tr>`).join('')}<tr class="grand"><td>Net à payer</td><td class="n">${money(net)}</td></tr></table>
</div>
<div class="cond">
  <div class="lab">Conditions de paiement</div>${conditions}<br>
  IBAN : ${groupIban(bank.iban)} — BIC : ${bank.bic} (${esc(bank.name)})<br>
  <span class="legal">En cas de retard de paiement, une pénalité ${pick(random, ['égale à trois fois le taux d\'intérêt légal', 'calculée au taux directeur de la BCE majoré de 10 points'])} sera exigible (article L.441-10 du Code de commerce). Pour les professionnels, une indemnité forfaitaire pour frais de recouvrement de 40&nbsp;€ sera due (article D.441-5). Pas d'escompte pour paiement anticipé.</span>
</div>
<div class="grow"></div>
<div class="foot">${esc(supplier)} · ${form} au capital de ${formatNumber(capital, NNBSP, ',', null)}&nbsp;€ · RCS ${rcsCity} ${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')} · Code APE ${pick(random, FR.ape)} · ${ids.vat}</div>`;

  const css = `
body { padding: 14mm 16mm 9mm; font-size: 9pt; line-height: 1.45; color: #1f2937; }
.head { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { font-size: 15pt; font-weight: bold; color: ${accent}; display: flex; align-items: center; gap: 3mm; }
.sq { display: inline-block; width: 8mm; height: 8mm; background: ${accent}; transform: rotate(${pick(random, [0, 45])}deg); border-radius: 1.5mm; }
.title { text-align: right; }
.title .big { font-size: 24pt; font-weight: bold; color: ${pick(random, [accent, '#111'])}; }
.dates { margin: 5mm 0 5mm auto; }
.dates td { padding: 0.4mm 0 0.4mm 8mm; }
.dates td:first-child { color: #6b7280; }
.dates td:last-child { text-align: right; font-weight: bold; }
.parties { display: flex; gap: 6mm; margin-bottom: 6mm; }
.p { flex: 1; background: ${pick(random, ['#f3f4f6', '#f5f3ff', '#eef6f5'])}; border-radius: 2mm; padding: 3mm 4mm; }
.lab { font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.8px; color: ${accent}; font-weight: bold; margin-bottom: 1mm; }
.items { width: 100%; }
.items th { text-align: left; font-size: 8pt; color: #6b7280; border-bottom: 1.5px solid ${accent}; padding: 1.5mm; }
.items th.n { text-align: right; }
.items td { padding: 1.6mm 1.5mm; border-bottom: 0.5px solid #e5e7eb; }
.dd { color: #6b7280; font-size: 8pt; }
.sums { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 5mm; }
.vat { font-size: 8pt; }
.vat th, .vat td { padding: 0.8mm 3mm; border-bottom: 0.5px solid #e5e7eb; text-align: left; }
.vat .n { text-align: right; }
.totals { width: 80mm; }
.totals td { padding: 0.9mm 2mm; }
.grand td { font-weight: bold; font-size: 11pt; background: ${accent}; color: #fff; padding: 2mm; }
.cond { margin-top: 6mm; font-size: 8.5pt; }
.legal { color: #6b7280; font-size: 7.5pt; }
.foot { font-size: 7pt; color: #9ca3af; text-align: center; border-top: 0.5px solid #e5e7eb; padding-top: 2mm; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: ids.vat,
    customer_name: customer,
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    due_date: due,
    currency: 'EUR',
    subtotal: ht,
    total_tax: tva,
    total_amount: ttc,
    amount_due: net,
    iban: bank.iban,
  };
  return { html: page('fr', `Facture ${number}`, font, css, body), language: 'fr', fields, line_items: lineItems(lines) };
}
