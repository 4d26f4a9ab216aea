/**
 * 5. A Swiss invoice in German or French: CHF, 8.1 % (and 2.6 %), a CHE…MWST/TVA number, 1'234.50 amounts, and
 * a payment part at the bottom of the page in the manner of a QR-bill (receipt and payment section, a grey
 * square where the code would be).
 */
import type { Random } from './content.ts';
import { unitLabel, type ErpInvoice } from './erp-content.ts';
import { choose, creditorReference, maybe, num, qrReference } from './erp-ids.ts';
import { SANS, amt, day, describe, esc, lines, pageHtml, quantity, rate, shortDay, townName, type ErpLayout } from './erp-parts.ts';

const row = (label: string, value: string, cls = ''): string => `<tr class="${cls}"><td>${label}</td><td class="r nw">${value}</td></tr>`;

const T = {
  de: {
    title: 'Rechnung Nr.', customer: 'Kundennummer', order: 'Ihre Bestellung', delivery: 'Lieferdatum', due: 'Zahlbar bis', vatNo: 'MWST-Nr.', vat: 'MWST',
    sku: 'Art.-Nr.', desc: 'Bezeichnung', qty: 'Menge', unit: 'Einheit', price: 'Preis', amount: 'Betrag CHF',
    net: 'Total exkl. MWST', on: 'von', gross: 'Total inkl. MWST', paid: 'Anzahlung vom', rest: 'Restbetrag',
    terms: (n: number) => `Zahlbar innert ${n} Tagen netto.`, thanks: 'Besten Dank für Ihren Auftrag.', place: (t: string, d: string) => `${t}, ${d}`,
    receipt: 'Empfangsschein', part: 'Zahlteil', account: 'Konto / Zahlbar an', ref: 'Referenz', info: 'Zusätzliche Informationen', by: 'Zahlbar durch',
    currency: 'Währung', sum: 'Betrag', point: 'Annahmestelle', invoice: 'Rechnung',
  },
  fr: {
    title: 'Facture n°', customer: 'N° client', order: 'Votre commande', delivery: 'Date de livraison', due: 'Payable jusqu’au', vatNo: 'N° TVA', vat: 'TVA',
    sku: 'N° article', desc: 'Désignation', qty: 'Quantité', unit: 'Unité', price: 'Prix', amount: 'Montant CHF',
    net: 'Total hors TVA', on: 'sur', gross: 'Total TVA incluse', paid: 'Acompte reçu le', rest: 'Solde à payer',
    terms: (n: number) => `Payable dans les ${n} jours net.`, thanks: 'Nous vous remercions de votre confiance.', place: (t: string, d: string) => `${t}, le ${d}`,
    receipt: 'Récépissé', part: 'Section paiement', account: 'Compte / Payable à', ref: 'Référence', info: 'Informations supplémentaires', by: 'Payable par',
    currency: 'Monnaie', sum: 'Montant', point: 'Point de dépôt', invoice: 'Facture',
  },
};

export const chInvoice: ErpLayout = {
  name: 'erp-ch',
  langs: ['de', 'fr'],
  spec: (lang) => ({ country: 'CH', lang, lines: [2, 5], rates: 'mostly-one', discountShare: 0, detailShare: 0.25, prepayShare: 0.15, dueDateShare: 0.6, deliveryShare: 0 }),
  render(inv: ErpInvoice, random: Random) {
    const t = T[inv.lang === 'fr' ? 'fr' : 'de'];
    const s = inv.seller;
    const b = inv.buyer;
    const lineRates = inv.taxes.length > 1 || maybe(random, 0.3);
    const vatSuffix = inv.lang === 'fr' ? 'TVA' : 'MWST';
    const reference = s.iban[4] === '3' ? qrReference(random) : maybe(random, 0.6) ? creditorReference(random) : undefined;
    const qrAmount = num(inv.due, 'fr', 2, ' ').replace(',', '.');
    const info = [
      row(t.customer, esc(inv.customerNo)), inv.po ? row(t.order, esc(inv.po)) : '', row(t.delivery, shortDay(inv, inv.serviceDate)),
      inv.dueDate ? row(t.due, shortDay(inv, inv.dueDate)) : '', row(t.vatNo, `${esc(s.vatPrinted)} ${vatSuffix}`),
    ].join('');
    const body = inv.lines.map((l) => `<tr><td class="nw">${esc(l.sku)}</td><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity, 2)}</td><td>${esc(unitLabel(l.unit, inv.lang, false))}</td>`
      + `<td class="r nw">${amt(inv, l.unitPrice)}</td>${lineRates ? `<td class="r nw">${rate(inv, l.rate, '')}</td>` : ''}<td class="r nw">${amt(inv, l.amount)}</td></tr>`).join('');
    const vat = inv.taxes.map((x) => row(`${t.vat} ${rate(inv, x.rate)} ${t.on} ${amt(inv, x.base)}`, amt(inv, x.tax))).join('');
    const party = (p: { name: string; street: string; town: string }) => lines(p.name, p.street, p.town);
    const refBlock = (cls: string) => (reference ? `<div class="${cls}">${t.ref}</div><div class="val">${reference}</div>` : '');
    const html = `
<div class="sheet">
<div class="head"><div><div class="nm">${esc(s.name)}</div><div class="sa">${lines(s.street, s.town)}<br>${esc(s.phone)} · ${esc(s.email)}<br>${esc(s.web)}</div></div>
  <div class="mark">${esc(s.mark)}</div></div>
<div class="mid"><div class="place">${esc(t.place(townName(s.town), day(inv, inv.date)))}</div>
  <div class="win"><div class="snd">${esc(s.name)}, ${esc(s.street)}, ${esc(s.town)}</div>${lines(b.name, b.contact, b.street, b.town)}</div></div>
<div class="title">${t.title} ${esc(inv.number)}</div>
<table class="info">${info}</table>
<table class="pos"><tr><th>${t.sku}</th><th>${t.desc}</th><th class="r">${t.qty}</th><th>${t.unit}</th><th class="r">${t.price}</th>${lineRates ? `<th class="r">${t.vat} %</th>` : ''}<th class="r">${t.amount}</th></tr>${body}</table>
<div class="sums"><table>${row(t.net, amt(inv, inv.subtotal))}${vat}${row(`${t.gross} CHF`, amt(inv, inv.total), 'g')}
  ${inv.paid ? row(`${t.paid} ${shortDay(inv, inv.paidDate!)}`, `-${amt(inv, inv.paid)}`) + row(`${t.rest} CHF`, amt(inv, inv.due), 'g') : ''}</table></div>
<p>${t.terms(inv.termDays)} ${t.thanks}</p>
</div>
<div class="grow"></div>
<div class="qr">
  <div class="rc"><div class="h">${t.receipt}</div><div class="lb">${t.account}</div><div class="val">${esc(s.ibanPrinted)}<br>${party(s)}</div>
    ${refBlock('lb')}<div class="lb">${t.by}</div><div class="val">${party(b)}</div>
    <div class="amt"><div><div class="lb">${t.currency}</div><div class="val">CHF</div></div><div><div class="lb">${t.sum}</div><div class="val">${qrAmount}</div></div></div>
    <div class="pt">${t.point}</div></div>
  <div class="pp"><div class="left"><div class="h">${t.part}</div><div class="code"><div class="cross"></div></div>
      <div class="amt"><div><div class="lb2">${t.currency}</div><div class="val2">CHF</div></div><div><div class="lb2">${t.sum}</div><div class="val2">${qrAmount}</div></div></div></div>
    <div class="right"><div class="lb2">${t.account}</div><div class="val2">${esc(s.ibanPrinted)}<br>${party(s)}</div>${refBlock('lb2')}
      <div class="lb2">${t.info}</div><div class="val2">${t.invoice} ${esc(inv.number)}</div><div class="lb2">${t.by}</div><div class="val2">${party(b)}</div></div></div>
</div>`;
    const css = `
.sheet { padding: 34px 52px 0 56px }
.head { display: flex; justify-content: space-between; margin-bottom: 18px } .nm { font-size: 18px; font-weight: bold } .sa { font-size: 10px; color: #444 }
.mark { width: 48px; height: 48px; border: 2px solid #c00; color: #c00; font-weight: bold; font-size: 17px; display: flex; align-items: center; justify-content: center }
.mid { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 20px; min-height: 104px }
.win { width: 300px; font-size: 12px; line-height: 1.38 } .snd { font-size: 7.5px; border-bottom: 0.5px solid #555; margin-bottom: 5px; color: #333 } .place { font-size: 11.5px }
.title { font-size: 17px; font-weight: bold; margin-bottom: 8px }
.info { font-size: 11px; margin-bottom: 12px } .info td { padding: 1px 18px 1px 0 } .info td.r { text-align: left }
.pos { width: 100%; font-size: 11px } .pos th { text-align: left; background: #eee; padding: 4px 5px; border-bottom: 1px solid #666 } .pos th.r { text-align: right }
.pos td { padding: 3px 5px; border-bottom: 0.5px solid #ccc }
.sums { margin: 8px 0 8px auto; width: 340px } .sums table { width: 100% } .sums td { padding: 2px 5px } .g td { font-weight: bold; border-top: 1px solid #333 }
.qr { height: 397px; width: 794px; border-top: 1px dashed #000; display: flex; font-family: "Liberation Sans", Arial, sans-serif; position: relative }
.qr::before { content: '✂'; position: absolute; top: -10px; left: 30px; font-size: 14px; background: #fff }
.rc { width: 234px; padding: 19px; border-right: 1px dashed #000; position: relative } .pp { width: 560px; padding: 19px; display: flex; gap: 19px }
.h { font-size: 11px; font-weight: bold; margin-bottom: 12px } .lb { font-size: 6.5px; font-weight: bold; margin-top: 6px } .val { font-size: 8px; line-height: 1.3 }
.lb2 { font-size: 8px; font-weight: bold; margin-top: 8px } .val2 { font-size: 10px; line-height: 1.35 }
.amt { display: flex; gap: 22px; margin-top: 20px } .pt { position: absolute; right: 19px; bottom: 40px; font-size: 6.5px; font-weight: bold }
.left { width: 190px } .code { width: 174px; height: 174px; background: #c8c8c8; position: relative; margin-top: 6px }
.cross { position: absolute; left: 74px; top: 74px; width: 26px; height: 26px; background: #000; border: 2px solid #fff }
.cross::before, .cross::after { content: ''; position: absolute; background: #fff } .cross::before { left: 9px; top: 4px; width: 4px; height: 14px } .cross::after { left: 4px; top: 9px; width: 14px; height: 4px }
.right { flex: 1 }`;
    return { html: pageHtml({ lang: inv.lang === 'fr' ? 'fr-CH' : 'de-CH', title: `${t.invoice} ${inv.number}`, font: choose(random, SANS), size: 11.5, padding: '0', css, body: html }), lineRates };
  },
};
