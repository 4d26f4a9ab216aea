/**
 * Germany: a "Rechnung" from a Word letter template (DIN 5008): name and trade top right, the return-address
 * line over the address window, the info block (Rechnungsnummer, Rechnungsdatum, Leistungszeitraum …) to its
 * right, fold marks, subject and salutation, a table ruled by horizontal lines only, 19 % USt. or — for a
 * Kleinunternehmer — no tax line and the § 19 UStG note, and a three-column footer with bank and tax number.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, built, computeTotals, descHtml, esc, fmtDate, groupIban, initialsOf, iso, logoSvg, makeRows, money,
  PAGE_CSS, qtyText, randomDate, roundDeposit,
} from './templates-common.ts';
import { CATALOG_DE, GERMAN_TRADES, germanCustomer, germanSupplier } from './templates-de-data.ts';
import type { BuiltInvoice } from './render-document.ts';

const ACCENTS = ['#2f5496', '#c55a11', '#538135', '#7030a0', '#404040', '#00808a'];
const UNIT = { h: 'Std.', u: 'Stk.', day: 'Tage', job: 'pausch.' } as const;
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

export function germanTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, GERMAN_TRADES);
  const freelancer = chance(random, 0.7);
  const supplier = germanSupplier(random, trade, freelancer);
  const customer = germanCustomer(random);
  const small = freelancer && chance(random, 0.45);
  const rate = small ? 0 : 1900;
  const accent = pick(random, ACCENTS);
  // DIN 5008 form A (address field from 27 mm) or form B (from 45 mm); fold marks move with it.
  const form = chance(random, 0.5) ? { head: 8, window: 27, info: 32, text: 84, folds: [87, 192] } : { head: 14, window: 45, info: 50, text: 100, folds: [105, 210] };
  const font = pick(random, ['"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", Verdana, sans-serif', '"Liberation Serif", "Times New Roman", serif']);
  const fontSize = font.includes('DejaVu') ? 11.5 : 12.5;
  const de = (c: number): string => `${money(c, 'de')} €`;
  const date = randomDate(random);
  const due = chance(random, 0.6) ? addDays(date, pick(random, [7, 14, 14, 30])) : null;
  const y = date.getUTCFullYear();
  const number = pick(random, [`${y}-${String(int(random, 1, 140)).padStart(3, '0')}`, `RE-${y}-${String(int(random, 1, 300)).padStart(4, '0')}`, `R${String(y).slice(2)}${fmtDate(date, 'de').slice(3, 5)}${digits(random, 2)}`, `${int(random, 1001, 1999)}`]);
  const po = chance(random, 0.3) ? pick(random, [`45${digits(random, 8)}`, `BE-${digits(random, 4)}`]) : null;
  const periodEnd = addDays(date, -int(random, 0, 12));
  const periodStart = addDays(periodEnd, -int(random, 5, 40));
  const period = pick(random, [
    ['Leistungszeitraum', `${fmtDate(periodStart, 'de')} – ${fmtDate(periodEnd, 'de')}`],
    ['Leistungszeitraum', `${MONTHS[periodEnd.getUTCMonth()]} ${periodEnd.getUTCFullYear()}`],
    ['Leistungsdatum', fmtDate(periodEnd, 'de')],
  ] as const);

  const rows = makeRows(random, CATALOG_DE[trade], int(random, 3, 10), 0.4);
  for (const row of rows) row.rate = rate;
  const rateColumn = !small && chance(random, 0.3);
  if (rateColumn) for (const row of rows) row.shownRate = rate;
  const discountPct = chance(random, 0.2) ? pick(random, [3, 5, 10]) : null;
  const shipping = chance(random, 0.15) ? pick(random, [490, 590, 690, 1500]) : 0;
  const deposit = chance(random, 0.25) ? roundDeposit(random) : undefined;
  const totals = computeTotals(rows, { discountPct, shipping, shippingRate: rate, deposit });
  const euroInCells = chance(random, 0.5);
  const cellMoney = (c: number): string => (euroInCells ? de(c) : money(c, 'de'));

  const info: [string, string][] = [['Rechnungsnummer', number], ['Rechnungsdatum', fmtDate(date, 'de')], [period[0], period[1]]];
  if (chance(random, 0.5)) info.push(['Kundennummer', pick(random, [`K-${int(random, 1000, 1999)}`, `${int(random, 10001, 10999)}`])]);
  if (po) info.push(['Ihre Bestellnummer', po]);
  if (due) info.push(['Zahlbar bis', fmtDate(due, 'de')]);

  const body = rows.map((row, i) => `<tr><td>${i + 1}</td><td>${descHtml(row.lines)}</td><td class="r">${row.qty === null ? '' : qtyText(row.qty, 'de')}</td><td>${row.entry?.label ?? (row.unit ? UNIT[row.unit] : '')}</td><td class="r nw">${row.price === null ? '' : cellMoney(row.price)}</td>${rateColumn ? '<td class="r">19 %</td>' : ''}<td class="r nw">${cellMoney(row.amount)}</td></tr>`).join('');

  const tot: string[] = [];
  const extras = totals.discount || totals.shipping;
  if (!small || extras) tot.push(`<tr><td>${small || extras ? 'Zwischensumme' : pick(random, ['Nettobetrag', 'Summe netto', 'Zwischensumme'])}</td><td class="r">${de(totals.subtotal)}</td></tr>`);
  if (totals.discount) tot.push(`<tr><td>abzgl. ${totals.discountPct} % Rabatt</td><td class="r">${de(-totals.discount)}</td></tr>`);
  if (totals.shipping) tot.push(`<tr><td>zzgl. Versandkosten</td><td class="r">${de(totals.shipping)}</td></tr>`);
  if (!small) tot.push(`<tr><td>zzgl. 19 % USt.</td><td class="r">${de(totals.tax)}</td></tr>`);
  tot.push(`<tr class="total"><td>${small ? 'Gesamtbetrag' : pick(random, ['Gesamtbetrag', 'Rechnungsbetrag (brutto)', 'Gesamtbetrag brutto'])}</td><td class="r">${de(totals.total)}</td></tr>`);
  if (totals.deposit) {
    tot.push(`<tr><td>abzgl. ${pick(random, ['Anzahlung', 'Abschlagszahlung'])} vom ${fmtDate(addDays(periodStart, -int(random, 3, 20)), 'de')}</td><td class="r">${de(-totals.deposit)}</td></tr>`);
    tot.push(`<tr class="total"><td>${pick(random, ['Zahlbetrag', 'Restbetrag'])}</td><td class="r">${de(totals.due)}</td></tr>`);
  }

  const pay = due
    ? `Bitte überweisen Sie den Betrag von ${de(totals.due)} bis zum ${fmtDate(due, 'de')} unter Angabe der Rechnungsnummer auf das unten genannte Konto.`
    : pick(random, ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 'Der Rechnungsbetrag ist sofort nach Erhalt ohne Abzug fällig.']) + ' Bitte geben Sie bei der Überweisung die Rechnungsnummer an.';
  const notes = [pay];
  if (small) notes.push('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).');
  const intro = freelancer
    ? 'für meine Leistungen erlaube ich mir, Ihnen folgenden Betrag in Rechnung zu stellen:'
    : 'vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:';
  const thanks = pick(random, ['Vielen Dank für die gute Zusammenarbeit!', freelancer ? 'Ich freue mich auf die weitere Zusammenarbeit.' : 'Wir freuen uns auf die weitere Zusammenarbeit.']);
  const oneLine = freelancer && chance(random, 0.4);
  const header = oneLine
    ? `<div class="name"><span class="dl">${esc(supplier.name)} – ${esc(supplier.tradeLabel)}</span></div>`
    : `<div class="name dl">${esc(supplier.name)}</div><div class="trade dl">${esc(freelancer ? supplier.tradeLabel : supplier.person ? `Geschäftsführung: ${supplier.person}` : '')}</div>`;
  const logo = !freelancer || chance(random, 0.3) ? `<div class="logo">${logoSvg(initialsOf(supplier.name), accent, pick(random, ['circle', 'square'] as const), 44)}</div>` : '';
  const addr = customer.isCompany
    ? [customer.name, ...(customer.person ? [`z. Hd. ${customer.person}`] : []), ...customer.lines]
    : customer.lines;
  const footCols = [
    [supplier.name, ...supplier.lines, `Tel. ${supplier.phone}`, supplier.email],
    ['Bankverbindung', supplier.city.bank.name, `IBAN ${groupIban(supplier.iban)}`, `BIC ${supplier.city.bank.bic}`],
    [`${supplier.taxLabel} ${supplier.taxId}`, ...(supplier.register ? [supplier.register, `Geschäftsführer: ${supplier.person}`] : [supplier.web])],
  ];

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:${font};font-size:${fontSize}px;color:#1a1a1a;position:relative;padding:${form.text}mm 20mm 112px 25mm;line-height:1.35}
.hdr{position:absolute;top:${form.head}mm;right:20mm;text-align:right;display:flex;gap:12px;align-items:center}
.hdr .name{font-size:21px;font-weight:bold;color:${accent}}.hdr .trade{color:#555;letter-spacing:0.5px;margin-top:2px}
.fold{position:absolute;left:6mm;width:5mm;border-top:1px solid #999}
.sender{position:absolute;top:${form.window}mm;left:25mm;width:85mm;font-size:8px;color:#444;border-bottom:0.5px solid #777;padding-bottom:1px}
.addr{position:absolute;top:${form.window + 7}mm;left:25mm;width:85mm;line-height:1.4}
.info{position:absolute;top:${form.info}mm;left:118mm}.info td{padding:0 0 1px 0}.info td:first-child{padding-right:10px;color:#555}
h2{font-size:${fontSize + 3}px;margin:0 0 10px}
p{margin:0 0 8px}
table.items{width:100%;margin:6px 0 0}.items th{text-align:left;border-bottom:1px solid #333;border-top:1px solid #333;padding:4px 4px;font-size:${fontSize - 1}px}
.items th.r{text-align:right}.items td{padding:3px 4px;border-bottom:0.5px solid #bbb;vertical-align:top}.items .sub{color:#555;font-size:${fontSize - 1}px}
.tot{margin:4px 0 10px auto}.tot td{padding:1px 4px}.tot td.r{min-width:110px}.tot tr.total td{font-weight:bold;border-top:1px solid #333}
.greet{margin-top:12px}
.foot{position:absolute;left:25mm;right:20mm;bottom:10mm;display:flex;justify-content:space-between;gap:10px;font-size:8px;color:#555;border-top:0.5px solid #999;padding-top:4px;line-height:1.35}
</style></head><body>
<div class="hdr">${logo}<div>${header}</div></div>
<div class="fold" style="top:${form.folds[0]}mm"></div><div class="fold" style="top:148.5mm;width:7mm"></div><div class="fold" style="top:${form.folds[1]}mm"></div>
<div class="sender"><span class="dl">${esc([supplier.name, ...supplier.lines].join(' · '))}</span></div>
<div class="addr">${addr.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}</div>
<table class="info">${info.map(([k, v]) => `<tr><td class="nw">${k}:</td><td class="nw">${esc(v)}</td></tr>`).join('')}</table>
<h2>Rechnung Nr. ${esc(number)}</h2>
<p>${esc(customer.salutation)}</p><p>${intro}</p>
<table class="items"><thead><tr><th>Pos.</th><th>Beschreibung</th><th class="r">Menge</th><th>Einheit</th><th class="r">Einzelpreis${euroInCells ? '' : ' (€)'}</th>${rateColumn ? '<th class="r">USt.</th>' : ''}<th class="r">Gesamt${euroInCells ? '' : ' (€)'}</th></tr></thead><tbody>${body}</tbody></table>
<table class="tot">${tot.join('')}</table>
${notes.map((n) => `<p>${esc(n)}</p>`).join('')}
<p class="greet">${rows.length <= 7 ? `${thanks}<br>` : ''}Mit freundlichen Grüßen<br>${esc(supplier.person ?? supplier.name)}</p>
<div class="foot">${footCols.map((col) => `<div>${col.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}</div>`).join('')}</div>
</body></html>`;

  return built(html, 'de', {
    supplier_name: supplier.name,
    supplier_tax_id: supplier.taxId,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'EUR',
    subtotal: !small || extras ? totals.subtotal / 100 : undefined,
    total_tax: small ? undefined : totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
    iban: supplier.iban,
  }, rows);
}
