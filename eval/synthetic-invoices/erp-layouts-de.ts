/**
 * German and Austrian ERP-style invoices: a classic ERP print with a right-hand info block and a tax-code
 * breakdown, a modern small-business invoice with a coloured accent, and an Austrian form with a boxed header
 * grid and separate billing and delivery addresses.
 */
import type { Random } from './content.ts';
import type { ErpInvoice } from './erp-content.ts';
import { choose, maybe, num } from './erp-ids.ts';
import { SANS, SERIF, accent, amt, day, describe, esc, lines, money, pageHtml, quantity, rate, shortDay, type ErpLayout } from './erp-parts.ts';
import { unitLabel } from './erp-content.ts';

const row = (label: string, value: string, cls = ''): string => `<tr class="${cls}"><td>${label}</td><td class="r nw">${value}</td></tr>`;

function germanTerms(inv: ErpInvoice, cur: string): string {
  if (inv.skonto && inv.dueDate) {
    return `Bei Zahlung bis zum ${shortDay(inv, inv.skonto.date)} gewähren wir ${inv.skonto.pct} % Skonto (${amt(inv, inv.skonto.amount)} ${cur}), bis zum ${shortDay(inv, inv.dueDate)} netto ohne Abzug.`;
  }
  if (inv.dueDate) return `Zahlbar ohne Abzug bis zum ${day(inv, inv.dueDate)}.`;
  return `Zahlbar innerhalb von ${inv.termDays} Tagen nach Rechnungsdatum ohne Abzug.`;
}

/** 1. A classic German ERP print. */
export const deClassic: ErpLayout = {
  name: 'erp-de-classic',
  langs: ['de'],
  spec: () => ({ country: 'DE', lang: 'de', lines: [3, 9], rates: 'two', discountShare: 0, detailShare: 0.35, prepayShare: 0.2, dueDateShare: 0.7, deliveryShare: 0 }),
  render(inv, random) {
    const s = inv.seller;
    const b = inv.buyer;
    const lineRates = maybe(random, 0.6);
    const fixedQty = maybe(random, 0.5) ? 3 : undefined;
    const step = maybe(random, 0.6) ? 10 : 1;
    const codes = new Map(inv.taxes.map((t, i) => [t.rate, String(i + 1)]));
    const pct = (r: number): string => `${num(r, 'de', 2)} %`;
    const splitPo = maybe(random, 0.5);
    const info = [
      row('Rechnungsnummer', esc(inv.number), 'b'), row('Rechnungsdatum', day(inv, inv.date)), row('Kundennummer', esc(inv.customerNo)),
      inv.deliveryNote ? row('Lieferschein', `${esc(inv.deliveryNote)} vom ${shortDay(inv, inv.serviceDate)}`) : '',
      inv.po && splitPo ? row('Ihre Bestellnummer', esc(inv.po)) + row('Bestelldatum', shortDay(inv, inv.poDate!)) : '',
      inv.po && !splitPo ? row('Ihre Bestellung', `${esc(inv.po)} vom ${shortDay(inv, inv.poDate!)}`) : '',
      row('Leistungsdatum', shortDay(inv, inv.serviceDate)), row('Ansprechpartner', esc(inv.clerk.name)), row('Telefon', esc(inv.clerk.phone)),
      row('Seite', '1 von 1'),
    ].join('');
    const head = `<tr><th>Pos.</th><th>Artikelnr.</th><th>Bezeichnung</th><th class="r">Menge</th><th>ME</th><th class="r">Einzelpreis EUR</th><th class="c">${lineRates ? 'USt' : 'St'}</th><th class="r">Gesamtpreis EUR</th></tr>`;
    const body = inv.lines.map((l, i) => `<tr><td>${(i + 1) * step}</td><td class="nw">${esc(l.sku)}</td><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity, fixedQty)}</td>`
      + `<td>${esc(unitLabel(l.unit, 'de', step === 10))}</td><td class="r nw">${amt(inv, l.unitPrice)}</td><td class="c nw">${lineRates ? pct(l.rate) : codes.get(l.rate)}</td><td class="r nw">${amt(inv, l.amount)}</td></tr>`).join('');
    const breakdown = inv.taxes.map((t) => `<tr><td>${lineRates ? '' : `${codes.get(t.rate)} = `}${pct(t.rate)}</td><td class="r">${amt(inv, t.base)}</td><td class="r">${amt(inv, t.tax)}</td><td class="r">${amt(inv, t.base + t.tax)}</td></tr>`).join('');
    const prepay = inv.paid
      ? row(`abzüglich Anzahlung vom ${shortDay(inv, inv.paidDate!)}`, `-${amt(inv, inv.paid)}`) + row('Zahlbetrag EUR', amt(inv, inv.due), 'b big')
      : '';
    const color = choose(random, ['#14325c', '#222', '#5a1a1a', '#0b4a3a']);
    const html = `
<div class="lh"><div class="lhname">${esc(s.name)}</div><div class="lhsub">${esc(s.street)} · ${esc(s.town)} · Telefon ${esc(s.phone)}</div></div>
<div class="top">
  <div class="window"><div class="sender">${esc(s.name)} · ${esc(s.street)} · ${esc(s.town)}</div>
    <div class="addr">${lines(b.name, b.contact, b.street, b.town)}</div></div>
  <table class="info">${info}</table>
</div>
<div class="title">Rechnung</div>
<p class="intro">Sehr geehrte Damen und Herren,<br>für unsere Lieferungen und Leistungen berechnen wir Ihnen wie folgt:</p>
<table class="pos">${head}${body}</table>
<div class="sums"><table class="tot">${row('Summe netto', amt(inv, inv.subtotal))}</table>
  <table class="vat"><tr><th>USt-Satz</th><th class="r">Nettobetrag</th><th class="r">USt-Betrag</th><th class="r">Brutto</th></tr>${breakdown}</table>
  <table class="tot">${row('Summe Umsatzsteuer', amt(inv, inv.totalTax))}${row('Rechnungsbetrag EUR', amt(inv, inv.total), inv.paid ? 'b' : 'b big')}${prepay}</table></div>
<p class="terms"><b>Zahlungsbedingungen:</b> ${germanTerms(inv, 'EUR')}<br>Bitte geben Sie bei Zahlung die Rechnungsnummer ${esc(inv.number)} an.</p>
<div class="grow"></div>
<div class="foot">
  <div>${lines(s.name, s.street, s.town, `Tel. ${s.phone}`, s.fax && `Fax ${s.fax}`, s.email)}</div>
  <div>${s.managerTitle}:<br>${s.managers.map(esc).join('<br>')}<br>Sitz der Gesellschaft: ${esc(s.town.replace(/^\d+ /, ''))}</div>
  <div>${esc(s.court)}<br>${esc(s.registry)}<br>USt-IdNr.: ${esc(s.vatPrinted)}<br>Steuernummer: ${esc(s.taxNumber ?? '')}</div>
  <div>${esc(s.bank)}<br>IBAN: ${esc(s.ibanPrinted)}<br>BIC: ${esc(s.bic)}</div>
</div>`;
    const css = `
.lh { text-align: right; border-bottom: 2px solid ${color}; padding-bottom: 6px; margin-bottom: 34px }
.lhname { font-size: 21px; font-weight: bold; color: ${color} } .lhsub { font-size: 10px; color: #555 }
.top { display: flex; justify-content: space-between; margin-bottom: 30px }
.window { width: 320px; min-height: 130px } .sender { font-size: 8px; text-decoration: underline; margin-bottom: 8px; color: #333 }
.addr { font-size: 12.5px; line-height: 1.4 }
.info { font-size: 10.5px } .info td { padding: 0 0 2px 14px } .info td:first-child { padding-left: 0; color: #333 }
.title { font-size: 18px; font-weight: bold; margin-bottom: 10px; color: ${color} }
.intro { margin-bottom: 12px }
.pos { width: 100%; font-size: 11px } .pos th { text-align: left; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 3px 4px; font-weight: bold }
.pos td { padding: 4px 4px 3px } .pos tr:last-child td { border-bottom: 1px solid #000 } .pos th.r { text-align: right } .pos th.c { text-align: center }
.sums { margin: 8px 0 14px auto; width: 410px } .tot { width: 100%; margin: 2px 0 } .tot td { padding: 2px 4px }
.vat { width: 100%; font-size: 10.5px; margin: 4px 0 } .vat th { font-weight: normal; border-bottom: 1px solid #888; text-align: left; padding: 1px 4px } .vat td { padding: 1px 4px } .vat th.r { text-align: right }
.big td { font-size: 13px; border-top: 1px solid #000; border-bottom: 3px double #000; padding-top: 3px }
.terms { font-size: 11px }
.foot { display: flex; gap: 12px; border-top: 1px solid #999; padding-top: 6px; font-size: 8.5px; color: #333 } .foot > div { flex: 1 } .foot > div:last-child { flex: 1.35; white-space: nowrap }`;
    return { html: pageHtml({ lang: 'de', title: `Rechnung ${inv.number}`, font: choose(random, SANS), size: 11.5, padding: '40px 52px 28px 80px', css, body: html }), lineRates };
  },
};

/** 2. A modern small-business invoice with a coloured accent and a summary box. */
export const deModern: ErpLayout = {
  name: 'erp-de-modern',
  langs: ['de'],
  spec: () => ({ country: 'DE', lang: 'de', lines: [2, 7], rates: 'any', discountShare: 0, detailShare: 0.45, prepayShare: 0.2, dueDateShare: 0.8, deliveryShare: 0 }),
  render(inv, random) {
    const s = inv.seller;
    const b = inv.buyer;
    const c = accent(random);
    const lineRates = inv.taxes.length > 1 || maybe(random, 0.35);
    const period = maybe(random, 0.5);
    const cells = [
      ['Rechnungsdatum', day(inv, inv.date)], ['Kundennummer', esc(inv.customerNo)],
      period ? ['Leistungszeitraum', `${shortDay(inv, inv.periodStart!)} – ${shortDay(inv, inv.periodEnd!)}`] : ['Lieferdatum', shortDay(inv, inv.serviceDate)],
      inv.po ? ['Ihre Referenz', esc(inv.po)] : undefined, inv.dueDate ? ['Zahlbar bis', day(inv, inv.dueDate)] : undefined,
    ].filter((x): x is string[] => !!x);
    const meta = cells.map(([k, v]) => `<div><div class="k">${k}</div><div class="v">${v}</div></div>`).join('');
    const body = inv.lines.map((l, i) => `<tr><td>${i + 1}</td><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity)}</td><td>${esc(unitLabel(l.unit, 'de', false))}</td>`
      + `<td class="r nw">${money(inv, l.unitPrice)}</td>${lineRates ? `<td class="r nw">${rate(inv, l.rate)}</td>` : ''}<td class="r nw">${money(inv, l.amount)}</td></tr>`).join('');
    const vat = inv.taxes.map((t) => row(`zzgl. Umsatzsteuer ${rate(inv, t.rate)}${inv.taxes.length > 1 ? ` auf ${money(inv, t.base)}` : ''}`, money(inv, t.tax))).join('');
    const pay = inv.dueDate
      ? `Bitte überweisen Sie den Betrag von <b>${money(inv, inv.due)}</b> bis zum ${day(inv, inv.dueDate)} unter Angabe der Rechnungsnummer auf das unten genannte Konto.`
      : `Bitte überweisen Sie den Betrag von <b>${money(inv, inv.due)}</b> innerhalb von ${inv.termDays} Tagen ohne Abzug auf das unten genannte Konto.`;
    const html = `
<div class="head"><div class="brand"><div class="logo">${esc(s.mark)}</div><div class="name">${esc(s.name)}</div></div>
  <div class="contact">${lines(s.street, s.town, s.phone, s.email, s.web)}</div></div>
<div class="sender">${esc(s.name)} – ${esc(s.street)} – ${esc(s.town)}</div>
<div class="addr">${lines(b.name, b.contact, b.street, b.town)}</div>
<h1>Rechnung Nr. ${esc(inv.number)}</h1>
<div class="meta">${meta}</div>
<p class="intro">Sehr geehrte Damen und Herren,<br>vielen Dank für Ihren Auftrag und das entgegengebrachte Vertrauen. Wir stellen Ihnen hiermit folgende Leistungen in Rechnung:</p>
<table class="pos"><tr><th>Pos.</th><th>Beschreibung</th><th class="r">Menge</th><th>Einheit</th><th class="r">Einzelpreis</th>${lineRates ? '<th class="r">USt.</th>' : ''}<th class="r">Gesamt</th></tr>${body}</table>
<div class="box"><table>${row('Gesamtbetrag netto', money(inv, inv.subtotal))}${vat}${row('Gesamtbetrag brutto', money(inv, inv.total), 'gross')}
  ${inv.paid ? row(`abzgl. Abschlagsrechnung vom ${shortDay(inv, inv.paidDate!)}`, `-${money(inv, inv.paid)}`) + row('Offener Betrag', money(inv, inv.due), 'open') : ''}</table></div>
<p class="pay">${pay}</p>
<p class="bye">Mit freundlichen Grüßen<br>${esc(inv.clerk.name)}</p>
<div class="grow"></div>
<div class="foot">
  <div><b>${esc(s.name)}</b><br>${lines(s.street, s.town)}</div>
  <div>${lines(`Tel. ${s.phone}`, s.email, s.web)}</div>
  <div>${lines(`${s.managerTitle}: ${s.managers.join(', ')}`, `${s.court}, ${s.registry}`, `USt-IdNr. ${s.vatPrinted}`)}</div>
  <div>${lines(s.bank, `IBAN ${s.ibanPrinted}`, `BIC ${s.bic}`)}</div>
</div>`;
    const css = `
.head { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 36px }
.brand { display: flex; align-items: center; gap: 12px } .logo { width: 46px; height: 46px; border-radius: 50%; background: ${c}; color: #fff; font-weight: bold; font-size: 18px; display: flex; align-items: center; justify-content: center }
.name { font-size: 19px; font-weight: bold; color: ${c}; max-width: 330px } .contact { text-align: right; font-size: 10px; color: #555 }
.sender { font-size: 8px; color: #777; margin-bottom: 6px } .addr { font-size: 12.5px; line-height: 1.4; min-height: 84px; margin-bottom: 24px }
h1 { font-size: 21px; color: ${c}; margin: 0 0 12px; font-weight: bold }
.meta { display: flex; gap: 28px; padding: 8px 0; border-top: 1px solid #ddd; border-bottom: 1px solid #ddd; margin-bottom: 16px }
.k { font-size: 9px; color: #777; text-transform: uppercase; letter-spacing: 0.04em } .v { font-size: 11.5px; font-weight: bold }
.intro { margin-bottom: 14px }
.pos { width: 100%; font-size: 11px } .pos th { background: ${c}; color: #fff; text-align: left; padding: 5px 6px; font-weight: bold } .pos th.r { text-align: right }
.pos td { padding: 5px 6px; border-bottom: 1px solid #e3e3e3 }
.box { margin: 14px 0 14px auto; width: 340px; border: 1px solid ${c}; border-radius: 4px; padding: 8px 10px; background: ${c}0d }
.box table { width: 100% } .box td { padding: 2px 0 } .gross td { font-weight: bold; font-size: 13px; border-top: 1px solid ${c}; padding-top: 4px } .open td { font-weight: bold; color: ${c}; font-size: 13px }
.pay { margin-bottom: 12px } .bye { margin-bottom: 8px }
.foot { display: flex; gap: 14px; border-top: 3px solid ${c}; padding-top: 7px; font-size: 8.5px; color: #555 } .foot > div { flex: 1 } .foot > div:last-child { flex: 1.3; white-space: nowrap }`;
    return { html: pageHtml({ lang: 'de', title: `Rechnung ${inv.number}`, font: choose(random, SANS), size: 11.5, padding: '44px 56px 30px 64px', css, body: html }), lineRates };
  },
};

/** 3. An Austrian invoice: serif, boxed header grid, billing and delivery address, 20 % / 10 %. */
export const atForm: ErpLayout = {
  name: 'erp-at',
  langs: ['de'],
  spec: () => ({ country: 'AT', lang: 'de', lines: [2, 8], rates: 'any', discountShare: 0.3, detailShare: 0.35, prepayShare: 0.2, dueDateShare: 0.75, deliveryShare: 0.55 }),
  render(inv, random: Random) {
    const s = inv.seller;
    const b = inv.buyer;
    const discounts = inv.lines.some((l) => l.discount);
    const lineRates = maybe(random, 0.55);
    const grid = [
      ['Rechnungs-Nr.', esc(inv.number)], ['Rechnungsdatum', shortDay(inv, inv.date)], ['Kunden-Nr.', esc(inv.customerNo)],
      ['Ihre UID-Nr.', esc(b.vatId ?? '')], ['Ihre Bestellung', esc(inv.po ?? '—')], ['Lieferdatum', shortDay(inv, inv.serviceDate)],
    ];
    const head = `<tr><th>Pos</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class="r">Menge</th><th>Einh.</th><th class="r">Einzelpreis</th>${discounts ? '<th class="r">Rabatt</th>' : ''}${lineRates ? '<th class="r">USt</th>' : ''}<th class="r">Betrag</th></tr>`;
    const body = inv.lines.map((l, i) => `<tr><td>${i + 1}</td><td class="nw">${esc(l.sku)}</td><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity, 2)}</td><td>${esc(unitLabel(l.unit, 'de', true))}</td>`
      + `<td class="r nw">${amt(inv, l.unitPrice)}</td>${discounts ? `<td class="r nw">${l.discount ? rate(inv, l.discount) : ''}</td>` : ''}${lineRates ? `<td class="r nw">${rate(inv, l.rate)}</td>` : ''}<td class="r nw">${amt(inv, l.amount)}</td></tr>`).join('');
    const vat = inv.taxes.map((t) => row(`zzgl. ${rate(inv, t.rate)} USt von ${amt(inv, t.base)}`, amt(inv, t.tax))).join('');
    const due = inv.dueDate
      ? `Der Rechnungsbetrag ist fällig am <b>${shortDay(inv, inv.dueDate)}</b>.${inv.skonto ? ` Bei Zahlung bis ${shortDay(inv, inv.skonto.date)} ${inv.skonto.pct} % Skonto.` : ''}`
      : `Zahlungsziel: ${inv.termDays} Tage netto ab Rechnungsdatum.`;
    const addr = (label: string, p: { name: string; contact?: string; street: string; town: string }) => `<div class="ab"><div class="lbl">${label}</div>${lines(p.name, p.contact, p.street, p.town)}</div>`;
    const html = `
<div class="lh"><div class="nm">${esc(s.name)}</div><div class="sub">${esc(s.street)} | ${esc(s.town)} | Tel. ${esc(s.phone)} | ${esc(s.email)}</div></div>
<div class="addrs">${addr('Rechnungsadresse', b)}${inv.delivery ? addr('Lieferadresse', inv.delivery) : '<div class="ab"><div class="lbl">Lieferadresse</div>wie Rechnungsadresse</div>'}</div>
<div class="title">RECHNUNG</div>
<table class="grid"><tr>${grid.map(([k]) => `<td class="gk">${k}</td>`).join('')}</tr><tr>${grid.map(([, v]) => `<td class="gv">${v}</td>`).join('')}</tr></table>
<table class="pos">${head}${body}</table>
<div class="sums"><table>${row('Summe netto', amt(inv, inv.subtotal))}${vat}${row('Rechnungsbetrag EUR', amt(inv, inv.total), 'tot')}
  ${inv.paid ? row(`abzgl. Akontozahlung vom ${shortDay(inv, inv.paidDate!)}`, `– ${amt(inv, inv.paid)}`) + row('Offener Betrag EUR', amt(inv, inv.due), 'tot') : ''}</table></div>
<p class="terms">${due} Bitte überweisen Sie unter Angabe der Rechnungsnummer auf unser Konto bei der ${esc(s.bank.replace(/\.$/, ''))}.</p>
<p class="terms">Es gelten unsere Allgemeinen Liefer- und Zahlungsbedingungen. Eigentumsvorbehalt bis zur vollständigen Bezahlung.</p>
<div class="grow"></div>
<div class="foot">${esc(s.name)} · ${esc(s.street)}, ${esc(s.town)} · Tel. ${esc(s.phone)}${s.fax ? ` · Fax ${esc(s.fax)}` : ''}<br>
${s.managerTitle}: ${esc(s.managers.join(', '))} · Firmenbuchnummer ${esc(s.registry)} · Firmenbuchgericht ${esc(s.court)}<br>
UID-Nr. ${esc(s.vatPrinted)} · ${esc(s.bank)} · IBAN ${esc(s.ibanPrinted)} · BIC ${esc(s.bic)}</div>`;
    const css = `
.lh { text-align: center; border-bottom: 1px solid #000; padding-bottom: 8px; margin-bottom: 28px }
.nm { font-size: 22px; text-transform: uppercase; letter-spacing: 0.08em } .sub { font-size: 10px; margin-top: 3px }
.addrs { display: flex; gap: 40px; margin-bottom: 26px; font-size: 12.5px; min-height: 100px } .ab { width: 280px } .lbl { font-size: 9.5px; font-style: italic; color: #555; margin-bottom: 3px }
.title { font-size: 20px; font-weight: bold; letter-spacing: 0.15em; margin-bottom: 8px }
.grid { width: 100%; margin-bottom: 18px } .grid td { border: 1px solid #333; padding: 2px 5px } .gk { font-size: 8.5px; color: #444 } .gv { font-size: 11.5px; font-weight: bold; border-top: none !important }
.grid tr:first-child td { border-bottom: none }
.pos { width: 100%; font-size: 11.5px } .pos th { border-bottom: 1.5px solid #000; text-align: left; padding: 3px 4px } .pos th.r { text-align: right }
.pos td { padding: 4px 4px; border-bottom: 0.5px dotted #999 }
.sums { margin: 10px 0 14px auto; width: 380px } .sums table { width: 100% } .sums td { padding: 2px 4px }
.tot td { font-weight: bold; font-size: 13px; border-top: 1px solid #000; border-bottom: 2.5px double #000 }
.terms { margin-bottom: 6px }
.foot { border-top: 1px solid #000; padding-top: 5px; font-size: 8.5px; text-align: center; line-height: 1.5 }`;
    return { html: pageHtml({ lang: 'de-AT', title: `Rechnung ${inv.number}`, font: choose(random, SERIF), size: 12, padding: '40px 56px 28px 66px', css, body: html }), lineRates };
  },
};
