/**
 * A German craftsman's invoice (Sanitär/Heizung or Elektro), labour and material at 19 %: a DIN 5008 letter in a
 * serif face, letterhead and address window on page 1 only, a slim running head with "Seite n von N" after that,
 * "Übertrag" at the bottom and top of each page break, a four-column letterhead footer on every page (bank and
 * USt-IdNr.), totals with an optional Abschlagszahlung on the last page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateDots, descHtml, drawDate, drawDeposit, esc, fc, flexRow, fq, lineItems, money, paginate,
  type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { germanBank, germanVat, groupIban } from './multipage-ids.ts';
import { germanCraftItems } from './multipage-items-a.ts';
import { deCraftsman, deCustomer, dePerson, dePlace } from './multipage-names.ts';

// Heights in mm: the flow runs from TOP down to the footer; every block and row has a fixed height.
const TOP = 12;
const FOOT = 26;
const H = { head1: 112, headN: 14, th: 7, r1: 5.2, r2: 8.6, carry: 10, brought: 6, totals: 78 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.head1 - H.th, next: FLOW - H.headN - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 9 }, { w: 17 }, { w: 79 }, { w: 15, a: 'ar' }, { w: 13, a: 'ac' }, { w: 20, a: 'ar' }, { w: 22, a: 'ar' }];

const css = (accent: string) => `
body { font-family: 'Liberation Serif', serif; font-size: 9pt; color: #1a1a1a }
.flow { position: absolute; top: ${TOP}mm; left: 20mm; width: 175mm }
.hd1 { position: relative; height: ${H.head1}mm }
.lh { position: absolute; top: 0; right: 0; left: 0; height: 24mm; display: flex; justify-content: flex-end; align-items: center; gap: 4mm; border-bottom: 0.6mm solid ${accent} }
.logo { position: relative; width: 14mm; height: 14mm }
.logo .roof { position: absolute; top: 0; left: 0; width: 0; height: 0; border-left: 7mm solid transparent; border-right: 7mm solid transparent; border-bottom: 6mm solid ${accent} }
.logo .wall { position: absolute; top: 6mm; left: 2mm; width: 10mm; height: 8mm; background: ${accent}; color: #fff; font: bold 7pt 'Liberation Sans', sans-serif; text-align: center; line-height: 8mm }
.lhname { text-align: right } .lhname .n { font-size: 16pt; font-weight: bold; color: ${accent} } .lhname .s { font-size: 8.5pt; letter-spacing: 0.4mm; color: #555 }
.addr { position: absolute; top: 33mm; left: 0; width: 85mm; height: 40mm }
.sender { font-size: 6.5pt; text-decoration: underline; color: #444; margin-bottom: 3mm }
.addr .al { font-size: 10pt; line-height: 4.6mm }
.info { position: absolute; top: 33mm; right: 0; width: 72mm; height: 42mm; font-size: 8.5pt }
.info .ir { display: flex; height: 4.6mm } .info .il { width: 30mm; color: #555 } .info .iv { width: 42mm }
.title { position: absolute; top: 80mm; left: 0; width: 175mm; height: 14mm }
.title .t { font-size: 15pt; font-weight: bold; height: 7mm } .title .b { font-size: 9.5pt; height: 5mm }
.intro { position: absolute; top: 96mm; left: 0; width: 175mm; height: 14mm; line-height: 4.4mm }
.hdn { height: ${H.headN}mm; display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 2mm; border-bottom: 0.3mm solid ${accent}; font-size: 8.5pt; margin-bottom: 0 }
.th { display: flex; height: ${H.th}mm; align-items: flex-end; padding-bottom: 1mm; border-bottom: 0.4mm solid #1a1a1a; font-weight: bold; font-size: 8.5pt }
.r1, .r2 { display: flex; border-bottom: 0.2mm solid #c8c8c8; padding-top: 0.8mm; line-height: 3.6mm } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.dt { font-size: 8pt; color: #555 }
.bf { display: flex; height: ${H.brought}mm; align-items: center; border-bottom: 0.2mm solid #c8c8c8; font-style: italic }
.cf { height: ${H.carry}mm } .cf .row { display: flex; height: 6mm; align-items: center; border-top: 0.4mm solid #1a1a1a; font-style: italic; font-weight: bold }
.cf .next { height: 4mm; text-align: right; font-size: 7.5pt; color: #555 }
.tot { height: ${H.totals}mm; padding-top: 4mm }
.tb { margin-left: 80mm; width: 95mm } .tb .tr { display: flex; height: 5.5mm; align-items: center } .tb .tl { width: 68mm } .tb .tv { width: 27mm; text-align: right }
.tb .grand { font-weight: bold; border-top: 0.3mm solid #1a1a1a; border-bottom: 0.9mm double #1a1a1a } .tb .due { font-weight: bold; font-size: 10pt }
.terms { margin-top: 4mm; line-height: 4.3mm; height: 26mm } .greet { line-height: 4.4mm }
.foot { position: absolute; left: 20mm; width: 175mm; bottom: 8mm; height: 18mm; display: flex; gap: 3mm; border-top: 0.3mm solid ${accent}; padding-top: 1.2mm; font: 6.6pt/3.3mm 'Liberation Sans', sans-serif; color: #444 }
.foot .fc { width: 41.5mm }
`;

function invoiceNumber(random: Random, date: string): string {
  const year = date.slice(0, 4);
  return pick(random, [`${year}-${String(int(random, 40, 2400)).padStart(4, '0')}`, `RE${year.slice(2)}${digits(random, 4)}`, `R-${year}-${int(random, 100, 999)}`]);
}

export function germanCraftInvoice(random: Random, _index: number): Built {
  const trade = pick(random, ['shk', 'elektro'] as const);
  const accent = pick(random, ['#8b1a1a', '#1f4e79', '#2d5f2d', '#5a3a1a']);
  const supplier = deCraftsman(random, trade);
  const customer = deCustomer(random);
  const vat = germanVat(random);
  const taxNumber = `${int(random, 200, 399)}/${digits(random, 3)}/${digits(random, 5)}`;
  const bank = germanBank(random, supplier.place.city);
  const date = drawDate(random);
  const number = invoiceNumber(random, date);
  const customerNo = `${int(random, 10, 99)}${digits(random, 3)}`;
  const deliveryNote = `LS-${digits(random, 5)}`;
  const po = chance(random, 0.7) ? pick(random, [`45${digits(random, 8)}`, `B-${digits(random, 5)}`, `${date.slice(2, 4)}/${digits(random, 4)}`]) : null;
  const periodStart = addDays(date, -int(random, 20, 45));
  const site = dePlace(random);
  const project = `${pick(random, trade === 'shk' ? ['Sanierung Bad', 'Heizungserneuerung', 'Strangsanierung', 'Neubau Sanitär'] : ['Elektroinstallation', 'Sanierung Elektrik', 'Neubau Elektro', 'Umbau Büroetage'])}, ${site.street}, ${site.city}`;
  const dueDays = pick(random, [10, 14, 21, 30]);
  const dueAsDate = chance(random, 0.6);
  const skonto = dueAsDate && chance(random, 0.3);
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = germanCraftItems(random, trade, date, 70);
  const slotsOf = (items: Item[]): Slot<Item>[] => items.map((item) => ({ height: item.lines.length > 1 ? H.r2 : H.r1, item }));
  const count = chooseCount(random, target, 25, 70, (n) => slotsOf(pool.slice(0, n)), GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(items), GEOMETRY);
  const totals0 = computeTotals(items);
  const deposit = chance(random, 0.45) ? drawDeposit(random, totals0.total) : 0;
  const totals = computeTotals(items, deposit);
  const depositDate = addDays(date, -int(random, 15, 50));
  const showLabour = chance(random, 0.3);
  const labour = items.filter((item) => item.unit === 'Std.').reduce((s, item) => s + item.amount, 0);
  const signer = chance(random, 0.5) ? supplier.person : dePerson(random);

  const P = pages.length;
  const money2 = (c: number) => fc(c, 'de');
  const footer = `<div class="foot fx">
    <div class="fc">${esc(supplier.name)}<br>${esc(supplier.place.street)}<br>${supplier.place.postcode} ${esc(supplier.place.city)}</div>
    <div class="fc">Tel. ${supplier.phone}<br>${supplier.email}<br>${supplier.web}</div>
    <div class="fc">${esc(bank.name)}<br>IBAN ${groupIban(bank.iban)}<br>BIC ${bank.bic}</div>
    <div class="fc">${supplier.name.endsWith('e.K.') ? `Inhaber: ${esc(supplier.person)}<br>Amtsgericht ${esc(supplier.place.city)} HRA ${digits(random, 4)}` : `Geschäftsführer: ${esc(supplier.person)}<br>Amtsgericht ${esc(supplier.place.city)} HRB ${digits(random, 5)}`}<br>USt-IdNr.: ${vat}<br>Steuernr.: ${taxNumber}</div>
  </div>`;
  const infoRows: [string, string][] = [
    ['Rechnungs-Nr.', number], ['Rechnungsdatum', dateDots(date)], ['Kunden-Nr.', customerNo], ['Lieferschein-Nr.', deliveryNote],
    ...(po ? [['Ihre Bestellung', po] as [string, string]] : []),
    ['Leistungszeitraum', `${dateDots(periodStart)} – ${dateDots(addDays(date, -int(random, 1, 6)))}`], ['Ansprechpartner', supplier.person], ['Seite', `1 von ${P}`],
  ];
  const senderFull = `${supplier.name} · ${supplier.place.street} · ${supplier.place.postcode} ${supplier.place.city}`;
  const sender = senderFull.length > 78 ? `${supplier.name} · ${supplier.place.postcode} ${supplier.place.city}` : senderFull;
  const head1 = `<div class="hd1 fx">
    <div class="lh"><div class="lhname"><div class="n c">${esc(supplier.name)}</div><div class="s">${trade === 'shk' ? 'Meisterbetrieb · Sanitär · Heizung · Lüftung' : 'Meisterbetrieb · Elektroinstallation · Netzwerk · Smart Home'}</div></div>
      <div class="logo"><div class="roof"></div><div class="wall">${esc(supplier.short.slice(0, 1))}${esc(supplier.short.split(' ')[1]?.slice(0, 1) ?? '')}</div></div></div>
    <div class="addr fx"><div class="sender c">${esc(sender)}</div>
      ${customer.lines.map((line) => `<div class="al c">${esc(line)}</div>`).join('')}</div>
    <div class="info fx">${infoRows.map(([label, value]) => `<div class="ir"><div class="il c">${label}</div><div class="iv c">${esc(value)}</div></div>`).join('')}</div>
    <div class="title"><div class="t">Rechnung</div><div class="b c">Bauvorhaben: ${esc(project)}</div></div>
    <div class="intro">Sehr geehrte Damen und Herren,<br>für die ausgeführten Arbeiten und das gelieferte Material erlauben wir uns, Ihnen Folgendes zu berechnen:</div>
  </div>`;
  const headN = (k: number) => `<div class="hdn fx"><div class="c">${esc(supplier.name)} · Rechnung ${esc(number)} vom ${dateDots(date)}</div><div class="c">Seite ${k + 1} von ${P}</div></div>`;
  const th = flexRow(COLS, ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einh.', 'E-Preis €', 'Betrag €'], 'th');
  let position = 0;
  const row = (item: Item) => {
    position++;
    return flexRow(COLS, [String(position), esc(item.article), descHtml(item.lines), fq(item.qty ?? 0, 'de'), esc(item.unit ?? ''), money2(item.price ?? 0), money2(item.amount)], item.lines.length > 1 ? 'r2' : 'r1');
  };
  const label = (text: string, value: number, cls: string) => flexRow([{ w: 153, a: 'ar' }, { w: 22, a: 'ar' }], [text, money2(value)], cls);

  const taxLine = totals.taxes[0];
  const payment = dueAsDate
    ? `Zahlbar bis ${dateDots(addDays(date, dueDays))} ohne Abzug.${skonto ? ` Bei Zahlung bis ${dateDots(addDays(date, 7))} gewähren wir 2 % Skonto.` : ''}`
    : `Zahlbar innerhalb von ${dueDays} Tagen nach Rechnungseingang ohne Abzug.`;
  const totalsBlock = `<div class="tot fx"><div class="tb">
      <div class="tr"><div class="tl">Nettobetrag</div><div class="tv">${money2(totals.subtotal)} €</div></div>
      <div class="tr"><div class="tl">zzgl. ${taxLine.rate} % MwSt. auf ${money2(taxLine.base)} €</div><div class="tv">${money2(taxLine.tax)} €</div></div>
      <div class="tr grand"><div class="tl">Rechnungsbetrag</div><div class="tv">${money2(totals.total)} €</div></div>
      ${deposit ? `<div class="tr"><div class="tl">abzgl. Abschlagszahlung vom ${dateDots(depositDate)} (brutto)</div><div class="tv">-${money2(deposit)} €</div></div>
      <div class="tr due"><div class="tl">Zahlbetrag</div><div class="tv">${money2(totals.due)} €</div></div>` : ''}
    </div>
    <div class="terms">${payment} Bitte geben Sie bei der Überweisung die Rechnungsnummer ${esc(number)} an.<br>Leistungsort: ${esc(site.street)}, ${site.postcode} ${esc(site.city)}.
      ${showLabour && labour ? `<br>Im Rechnungsbetrag enthaltene Arbeitskosten im Sinne des § 35a EStG: ${money2(labour)} € netto.` : ''}</div>
    <div class="greet">Vielen Dank für Ihren Auftrag.<br>Mit freundlichen Grüßen<br>${esc(signer)}</div></div>`;

  const html = pages.map((slots, k) => {
    const parts = [k === 0 ? head1 : headN(k), th];
    if (k > 0) parts.push(label(`Übertrag von Seite ${k}`, carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(row(slot.item));
    if (k < P - 1) parts.push(`<div class="cf">${label('Übertrag', carriedBefore(pages, k + 1), 'row')}<div class="next">Fortsetzung auf Seite ${k + 2}</div></div>`);
    else parts.push(totalsBlock);
    return `<div class="flow">${parts.join('\n')}</div>${footer}`;
  });

  return {
    language: 'de',
    css: css(accent),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vat, customer_name: customer.name, invoice_number: number,
      ...(po ? { po_number: po } : {}), date, ...(dueAsDate ? { due_date: addDays(date, dueDays) } : {}), currency: 'EUR',
      subtotal: money(totals.subtotal), total_tax: money(totals.tax), total_amount: money(totals.total), amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
