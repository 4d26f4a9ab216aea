/**
 * `de-billomat`: a German freelancer/agency invoice as Billomat, lexoffice or sevDesk print it: logo top right,
 * sender line over the DIN 5008 address window, info block on the right, intro sentence, positions table,
 * totals with Umsatzsteuer per rate (sometimes a Rabatt before tax), payment sentence, four-column footer.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, page, pad, rateText, round2, slug, sum, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { DE } from './saas-data.ts';
import { deBank, deTaxNumber, deVat } from './saas-ids.ts';

export function germanSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#1f6fb2', '#0d7d6c', '#c0392b', '#5b3f99', '#333333', '#e07b00']);
  const font = pick(random, [...FONTS.sans, FONTS.sans[0], FONTS.serif[0]]);
  const qtyDecimals = pick(random, [null, 2]);
  const mode = variantOf(index, ['plain', 'mixed', 'rabatt'] as const);
  const mergedUnit = chance(random, 0.35);

  const supplier = pick(random, DE.suppliers);
  const owner = pick(random, DE.owners);
  const [zip, city, court] = pick(random, DE.cities);
  const street = `${pick(random, DE.streets)} ${int(random, 1, 120)}`;
  const customer = pick(random, DE.customers);
  const [salutation, contact] = pick(random, DE.people);
  const [czip, ccity] = pick(random, DE.cities);
  const cstreet = `${pick(random, DE.streets)} ${int(random, 1, 90)}${pick(random, ['', '', 'a', 'b'])}`;
  const bank = deBank(random);
  const vat = chance(random, 0.8) ? deVat(random) : null;
  const taxNumber = deTaxNumber(random);
  const domain = `${slug(supplier)}.de`;

  const date = drawDate(random);
  const days = pick(random, [7, 14, 14, 30]);
  const due = addDays(date, days);
  const d = (iso: string) => formatDate(iso, 'dd.mm.yyyy');
  const year = date.slice(0, 4);
  const number = pick(random, [`RE-${year}-${digits(random, 4)}`, `${year}-${int(random, 10, 480)}`, `R${year}${pad(int(random, 1, 12))}${digits(random, 3)}`, `RE${int(random, 1000, 1999)}`]);
  const customerNo = pick(random, [`KD-${int(random, 10001, 10499)}`, String(int(random, 10001, 10499)), `K${digits(random, 5)}`]);
  const po = chance(random, 0.4) ? pick(random, [`45${digits(random, 8)}`, `PO-${year}-${digits(random, 3)}`, `BE-${digits(random, 5)}`]) : null;
  const [y, m] = date.split('-').map(Number);
  const periodStart = `${m === 1 ? y - 1 : y}-${pad(m === 1 ? 12 : m - 1)}-01`;
  const periodEnd = addDays(`${y}-${pad(m)}-01`, -1);
  const service = chance(random, 0.5) ? ['Leistungszeitraum', `${d(periodStart)} – ${d(periodEnd)}`] : [pick(random, ['Lieferdatum', 'Leistungsdatum']), d(addDays(date, -int(random, 0, 5)))];

  const lines = drawLines(random, DE.items, { count: int(random, 2, 9), standard: 19, mixed: mode === 'mixed' });
  const gross = sum(lines.map((line) => line.amount));
  const rabattPct = mode === 'rabatt' ? pick(random, [3, 5, 10, 15]) : 0;
  const rabatt = round2((gross * rabattPct) / 100);
  const net = round2(gross - rabatt);
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => b - a);
  const taxes = rates.map((rate) => {
    const base = rates.length === 1 ? net : sum(lines.filter((line) => line.rate === rate).map((line) => line.amount));
    return { rate, base, amount: round2((base * rate) / 100) };
  });
  const totalTax = sum(taxes.map((tax) => tax.amount));
  const total = round2(net + totalTax);

  const money = (value: number) => `${formatNumber(value, '.', ',')}&nbsp;€`;
  const qty = (value: number) => formatNumber(value, '.', ',', qtyDecimals);
  const rateColumn = rates.length > 1 || chance(random, 0.3);

  const head = ['<th class="pos">Pos.</th>', '<th>Beschreibung</th>', mergedUnit ? '<th class="n">Menge</th>' : '<th class="n">Menge</th><th>Einheit</th>', '<th class="n">Einzelpreis</th>', rateColumn ? '<th class="n">USt.</th>' : '', '<th class="n">Gesamt</th>'].join('');
  const rows = lines.map((line, i) => `<tr><td class="pos">${i + 1}</td><td>${descHtml(line)}</td>${mergedUnit ? `<td class="n">${qty(line.quantity)} ${esc(line.unit)}</td>` : `<td class="n">${qty(line.quantity)}</td><td>${esc(line.unit)}</td>`}<td class="n">${money(line.unitPrice)}</td>${rateColumn ? `<td class="n">${rateText(line.rate)}&nbsp;%</td>` : ''}<td class="n">${money(line.amount)}</td></tr>`).join('');

  const totalRows = [
    rabatt ? ['Zwischensumme', money(gross)] : null,
    rabatt ? [`Rabatt ${rabattPct}&nbsp;%`, `-${money(rabatt)}`] : null,
    [pick(random, ['Nettobetrag', 'Gesamtbetrag netto', 'Summe netto', 'Zwischensumme (netto)']), money(net)],
    ...taxes.map((tax) => [`Umsatzsteuer ${rateText(tax.rate)}&nbsp;%${rates.length > 1 ? ` auf ${money(tax.base)}` : ''}`, money(tax.amount)]),
  ].filter((row): row is string[] => row !== null);
  const totalLabel = pick(random, ['Gesamtbetrag', 'Rechnungsbetrag', 'Gesamtbetrag brutto']);

  const payment = pick(random, [
    `Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer bis zum ${d(due)} auf das unten angegebene Konto.`,
    `Zahlbar innerhalb von ${days} Tagen ohne Abzug bis zum ${d(due)}.`,
    `Bitte begleichen Sie den Betrag von ${money(total)} bis spätestens ${d(due)} per Überweisung.`,
  ]);
  const intro = pick(random, [
    'vielen Dank für Ihren Auftrag und das damit verbundene Vertrauen! Hiermit stelle ich Ihnen die folgenden Leistungen in Rechnung:',
    'vielen Dank für die angenehme Zusammenarbeit. Vereinbarungsgemäß berechnen wir Ihnen folgende Leistungen:',
    'wie besprochen erlauben wir uns, Ihnen folgende Leistungen in Rechnung zu stellen:',
  ]);
  const company = supplier.includes('e.K.') ? [`Inhaber: ${owner}`, `Amtsgericht ${court}`, `HRA ${int(random, 1000, 9999)}`] : [`Geschäftsführung: ${owner}`, `Amtsgericht ${court}`, `HRB ${int(random, 10000, 99999)}`];
  const vatPrinted = vat ? (chance(random, 0.3) ? vat.replace(/^DE(\d{3})(\d{3})(\d{3})$/, 'DE $1 $2 $3') : vat) : null;
  const phone = `+49 ${int(random, 30, 89)} ${digits(random, 3)} ${digits(random, 4)}`;
  const logoLeft = chance(random, 0.3);
  const withContact = chance(random, 0.6);
  const greeting = withContact ? `Sehr geehrte${salutation === 'Frau' ? ' Frau' : 'r Herr'} ${esc(contact.split(' ')[1])},` : 'Sehr geehrte Damen und Herren,';

  const body = `
<div class="logo" style="text-align:${logoLeft ? 'left' : 'right'}"><span class="mark"></span>${esc(supplier)}</div>
<div class="top">
  <div class="window">
    <div class="sender">${esc(supplier)} · ${esc(street)} · ${zip} ${esc(city)}</div>
    <div class="recipient">${esc(customer)}<br>${withContact ? `z. Hd. ${salutation} ${esc(contact)}<br>` : ''}${esc(cstreet)}<br>${czip} ${esc(ccity)}</div>
  </div>
  <table class="info">
    <tr><td>Rechnungsnr.</td><td>${esc(number)}</td></tr>
    <tr><td>Rechnungsdatum</td><td>${d(date)}</td></tr>
    <tr><td>${service[0]}</td><td>${service[1]}</td></tr>
    <tr><td>Kundennr.</td><td>${esc(customerNo)}</td></tr>
    ${po ? `<tr><td>${pick(random, ['Ihre Bestellnr.', 'Ihre Referenz', 'Bestellnummer'])}</td><td>${esc(po)}</td></tr>` : ''}
    <tr><td>Ansprechpartner</td><td>${esc(owner)}</td></tr>
  </table>
</div>
<h1>Rechnung${chance(random, 0.6) ? ` Nr. ${esc(number)}` : ''}</h1>
<p>${greeting}</p>
<p>${intro}</p>
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<table class="totals">${totalRows.map(([label, value]) => `<tr><td>${label}</td><td class="n">${value}</td></tr>`).join('')}
<tr class="grand"><td>${totalLabel}</td><td class="n">${money(total)}</td></tr></table>
<p>${payment}</p>
<p>Mit freundlichen Grüßen<br>${esc(owner)}</p>
<div class="grow"></div>
<div class="footer">
  <div>${esc(supplier)}<br>${esc(street)}<br>${zip} ${esc(city)}</div>
  <div>Tel.: ${phone}<br>E-Mail: info@${domain}<br>www.${domain}</div>
  <div>${esc(bank.name)}<br>IBAN: ${groupIban(bank.iban)}<br>BIC: ${bank.bic}</div>
  <div>${company.join('<br>')}<br>${vatPrinted ? `${chance(random, 0.5) ? `Steuernummer: ${taxNumber}<br>` : ''}USt-IdNr.: ${vatPrinted}` : `Steuernummer: ${taxNumber}`}</div>
</div>`;

  const css = `
body { padding: 12mm 18mm 10mm 22mm; font-size: 9.5pt; line-height: 1.35; }
.logo { font-size: 17pt; font-weight: bold; color: ${accent}; height: 24mm; }
.mark { display: inline-block; width: 9mm; height: 9mm; border-radius: ${pick(random, ['50%', '2px'])}; background: ${accent}; vertical-align: -2mm; margin-right: 3mm; }
.top { display: flex; justify-content: space-between; min-height: 45mm; }
.window { width: 85mm; }
.sender { font-size: 7pt; color: #666; border-bottom: 0.5px solid #999; padding-bottom: 1mm; margin-bottom: 3mm; white-space: nowrap; }
.info td { padding: 0.4mm 0; font-size: 9pt; }
.info td:first-child { color: #555; padding-right: 6mm; }
.info td:last-child { text-align: right; }
h1 { font-size: 15pt; margin: 6mm 0 3mm; color: ${pick(random, [accent, '#222'])}; }
p { margin: 0 0 2.5mm; }
.items { width: 100%; margin-top: 2mm; font-size: 9pt; }
.items th { text-align: left; border-bottom: 1.5px solid ${accent}; padding: 1.5mm 1.5mm; font-weight: bold; }
.items th.n { text-align: right; }
.items td { padding: 1.5mm; border-bottom: 0.5px solid #ddd; }
.pos { width: 8mm; }
.dd { color: #666; font-size: 8pt; }
.totals { margin: 3mm 0 5mm auto; width: 85mm; }
.totals td { padding: 0.8mm 1.5mm; }
.grand td { font-weight: bold; border-top: 1.5px solid #222; border-bottom: 3px double #222; padding-top: 1.5mm; }
.footer { display: flex; justify-content: space-between; gap: 3mm; border-top: 0.5px solid #aaa; padding-top: 2mm; font-size: 6.8pt; color: #555; line-height: 1.4; }
.footer div { white-space: nowrap; }
.footer div:first-child { white-space: normal; max-width: 42mm; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: vat ?? taxNumber,
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
  return { html: page('de', `Rechnung ${number}`, font, css, body), language: 'de', fields, line_items: lineItems(lines, rateColumn) };
}
