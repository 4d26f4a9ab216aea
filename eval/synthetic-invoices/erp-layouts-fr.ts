/**
 * French and Belgian ERP-style invoices: a French invoice in two house styles (a clean open style with the
 * dates in a row, and a boxed style with a reference grid), with the legal mentions of French invoices; and a
 * Belgian invoice in French or Dutch with a VAT base table and a structured communication.
 */
import type { Random } from './content.ts';
import { unitLabel, type ErpInvoice } from './erp-content.ts';
import { choose, maybe, structuredCommunication } from './erp-ids.ts';
import { SANS, accent, amt, day, describe, esc, lines, money, pageHtml, quantity, rate, shortDay, type ErpLayout } from './erp-parts.ts';

const row = (label: string, value: string, cls = ''): string => `<tr class="${cls}"><td>${label}</td><td class="r nw">${value}</td></tr>`;

/** 4. A French invoice (open or boxed house style). */
export const frInvoice: ErpLayout = {
  name: 'erp-fr',
  langs: ['fr'],
  spec: () => ({ country: 'FR', lang: 'fr', lines: [2, 8], rates: 'two', discountShare: 0.25, detailShare: 0.35, prepayShare: 0.25, dueDateShare: 0.9, deliveryShare: 0 }),
  render(inv, random) {
    const s = inv.seller;
    const b = inv.buyer;
    const boxed = maybe(random, 0.5);
    const c = boxed ? '#222' : accent(random);
    const lineRates = !boxed || maybe(random, 0.6);
    const discounts = inv.lines.some((l) => l.discount);
    const order = `S${String(Math.floor(random() * 90000) + 10000)}`;
    const terms = inv.termDays >= 30 ? `${inv.termDays} jours net` : `${inv.termDays} jours date de facture`;
    const refs = boxed
      ? `<table class="grid"><tr><td>N° facture</td><td>Date</td><td>Code client</td><td>Échéance</td><td>Votre commande</td></tr>
         <tr><td>${esc(inv.number)}</td><td>${shortDay(inv, inv.date)}</td><td>${esc(inv.customerNo)}</td><td>${inv.dueDate ? shortDay(inv, inv.dueDate) : esc(terms)}</td><td>${esc(inv.po ?? '')}</td></tr></table>`
      : `<h1>Facture ${esc(inv.number)}</h1><div class="dates">
         <div><div class="k">Date de facturation</div><div class="v">${day(inv, inv.date)}</div></div>
         ${inv.dueDate ? `<div><div class="k">Date d'échéance</div><div class="v">${day(inv, inv.dueDate)}</div></div>` : ''}
         <div><div class="k">Origine</div><div class="v">${order}</div></div>
         ${inv.po ? `<div><div class="k">Référence client</div><div class="v">${esc(inv.po)}</div></div>` : ''}
         <div><div class="k">Code client</div><div class="v">${esc(inv.customerNo)}</div></div></div>`;
    const head = `<tr><th>Désignation</th><th class="r">Qté</th><th>Unité</th><th class="r">PU HT</th>${discounts ? '<th class="r">Remise %</th>' : ''}${lineRates ? '<th class="r">TVA</th>' : ''}<th class="r">Montant HT</th></tr>`;
    const body = inv.lines.map((l) => `<tr><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity, boxed ? 2 : undefined)}</td><td>${esc(unitLabel(l.unit, 'fr', false))}</td>`
      + `<td class="r nw">${amt(inv, l.unitPrice)}</td>${discounts ? `<td class="r nw">${l.discount ? quantity(inv, l.discount, 2) : ''}</td>` : ''}`
      + `${lineRates ? `<td class="r nw">${rate(inv, l.rate)}</td>` : ''}<td class="r nw">${money(inv, l.amount)}</td></tr>`).join('');
    const vat = inv.taxes.map((t) => row(`TVA ${rate(inv, t.rate)}${boxed ? ` sur ${amt(inv, t.base)}` : ''}`, money(inv, t.tax))).join('');
    const paid = inv.paid ? row(`Acompte versé le ${shortDay(inv, inv.paidDate!)}`, `-${money(inv, inv.paid)}`) : '';
    const html = `
<div class="head"><div class="seller"><div class="logo">${esc(s.mark)}</div><div class="nm">${esc(s.name)}</div>${lines(s.street, s.town, 'France')}<br>Tél. : ${esc(s.phone)}<br>${esc(s.email)}</div>
  <div class="buyer">${boxed ? '<div class="lbl">Adresse de facturation</div>' : ''}${lines(b.name, b.contact, b.street, b.town)}<div class="tva">N° TVA : ${esc(b.vatId ?? '')}</div></div></div>
${boxed ? `<div class="title">FACTURE</div>${refs}` : refs}
<table class="pos">${head}${body}</table>
<div class="sums"><table>${row('Total HT', money(inv, inv.subtotal))}${vat}${row('Total TTC', money(inv, inv.total), 'ttc')}${paid}${row('Net à payer', money(inv, inv.due), 'net')}</table></div>
<div class="pay"><b>Conditions de paiement :</b> ${esc(terms)}${inv.dueDate ? `, soit au plus tard le ${day(inv, inv.dueDate)}` : ''}. Règlement par virement bancaire.<br>
  Banque : ${esc(s.bank)} – IBAN : ${esc(s.ibanPrinted)} – BIC : ${esc(s.bic)}<br>
  Merci d'indiquer la référence <b>${esc(inv.number)}</b> dans le libellé de votre virement.</div>
<p class="legal">Pas d'escompte pour paiement anticipé. En cas de retard de paiement, des pénalités calculées à trois fois le taux d'intérêt légal seront exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).</p>
<div class="grow"></div>
<div class="foot">${esc(s.name)} – ${esc(s.name.split(' ').pop()!)} au capital de ${esc(s.capital ?? '')} – ${esc(s.street)}, ${esc(s.town)}<br>
SIRET ${esc(s.siret ?? '')} – ${esc(s.court)} ${esc(s.registry)} – Code APE ${esc(s.ape ?? '')} – N° TVA intracommunautaire : ${esc(s.vatPrinted)}<br>${esc(s.web)} – ${esc(s.phone)}</div>`;
    const css = `
.head { display: flex; justify-content: space-between; margin-bottom: 26px }
.seller { font-size: 10.5px; color: #333; width: 300px } .logo { width: 54px; height: 54px; background: ${c}; color: #fff; font-size: 20px; font-weight: bold; display: flex; align-items: center; justify-content: center; margin-bottom: 8px; border-radius: ${boxed ? '0' : '8px'} }
.nm { font-size: 15px; font-weight: bold; color: #111; margin-bottom: 2px }
.buyer { width: 290px; margin-top: ${boxed ? 60 : 90}px; font-size: 12.5px; line-height: 1.4; ${boxed ? 'border: 1px solid #333; padding: 8px 10px;' : ''} }
.lbl { font-size: 9px; text-transform: uppercase; color: #666 } .tva { font-size: 10px; color: #555; margin-top: 4px }
h1 { font-size: 22px; margin: 0 0 10px; color: ${c}; font-weight: normal }
.dates { display: flex; gap: 34px; margin-bottom: 18px } .k { font-weight: bold; font-size: 10.5px } .v { font-size: 11.5px }
.title { font-size: 24px; font-weight: bold; letter-spacing: 0.1em; margin-bottom: 8px }
.grid { width: 100%; margin-bottom: 16px; text-align: center } .grid td { border: 1px solid #333; padding: 3px 4px } .grid tr:first-child td { background: #eee; font-size: 9.5px; font-weight: bold }
.pos { width: 100%; font-size: 11px } .pos th { text-align: left; padding: 5px 5px; ${boxed ? 'border: 1px solid #333; background: #eee' : `border-bottom: 2px solid ${c}`} } .pos th.r { text-align: right }
.pos td { padding: 5px 5px; ${boxed ? 'border-left: 1px solid #333; border-right: 1px solid #333' : 'border-bottom: 1px solid #e5e5e5'} } ${boxed ? '.pos tr:last-child td { border-bottom: 1px solid #333 }' : ''}
.sums { margin: 12px 0 14px auto; width: 330px } .sums table { width: 100% } .sums td { padding: 3px 6px }
.ttc td { font-weight: bold; border-top: 1px solid #333 } .net td { font-weight: bold; font-size: 13.5px; background: ${boxed ? '#eee' : `${c}18`}; ${boxed ? 'border: 1px solid #333' : ''} }
.pay { font-size: 11px; margin-bottom: 10px; ${boxed ? 'border: 1px solid #333; padding: 6px 8px' : ''} }
.legal { font-size: 8.5px; color: #555 }
.foot { text-align: center; font-size: 8.5px; color: #555; border-top: 1px solid #ccc; padding-top: 6px; line-height: 1.5 }`;
    return { html: pageHtml({ lang: 'fr', title: `Facture ${inv.number}`, font: choose(random, SANS), size: 11.5, padding: '40px 50px 26px 56px', css, body: html }), lineRates };
  },
};

const BE = {
  fr: {
    title: 'FACTURE', number: 'Numéro de facture', date: 'Date de facture', due: 'Échéance', customer: 'N° client', ref: 'Votre référence',
    desc: 'Description', qty: 'Quantité', unit: 'Prix unitaire', vat: 'TVA', amount: 'Montant HTVA', base: 'Base imposable', rate: 'Taux', vatAmount: 'Montant TVA',
    net: 'Total HTVA', totalVat: 'Total TVA', gross: 'Total TVAC', paid: 'Acompte déjà versé', toPay: 'Montant à payer', buyerVat: 'N° TVA client',
    days: (n: number) => `${n} jours date de facture`,
    pay: (a: string, iban: string, bic: string, comm: string, due: string) => `Merci de verser le montant de <b>${a}</b> sur le compte IBAN ${iban} (BIC ${bic}) avec la communication structurée <b>${comm}</b>${due ? ` au plus tard le ${due}` : ''}.`,
    vatId: 'TVA', phone: 'Tél.', conditions: 'Nos conditions générales de vente figurant au verso sont applicables.',
  },
  nl: {
    title: 'FACTUUR', number: 'Factuurnummer', date: 'Factuurdatum', due: 'Vervaldag', customer: 'Klantnummer', ref: 'Uw referentie',
    desc: 'Omschrijving', qty: 'Aantal', unit: 'Eenheidsprijs', vat: 'Btw', amount: 'Bedrag excl. btw', base: 'Maatstaf van heffing', rate: 'Btw-tarief', vatAmount: 'Btw-bedrag',
    net: 'Totaal excl. btw', totalVat: 'Totaal btw', gross: 'Totaal incl. btw', paid: 'Reeds betaald (voorschot)', toPay: 'Te betalen', buyerVat: 'Btw-nr. klant',
    days: (n: number) => `${n} dagen na factuurdatum`,
    pay: (a: string, iban: string, bic: string, comm: string, due: string) => `Gelieve het bedrag van <b>${a}</b> over te schrijven op rekening IBAN ${iban} (BIC ${bic}) met de gestructureerde mededeling <b>${comm}</b>${due ? `, uiterlijk op ${due}` : ''}.`,
    vatId: 'BTW', phone: 'Tel.', conditions: 'Onze algemene verkoopsvoorwaarden zijn van toepassing.',
  },
};

/** 6. A Belgian invoice in French or Dutch. */
export const beInvoice: ErpLayout = {
  name: 'erp-be',
  langs: ['fr', 'nl'],
  spec: (lang) => ({ country: 'BE', lang, lines: [2, 8], rates: 'any', discountShare: 0, detailShare: 0.35, prepayShare: 0.2, dueDateShare: 0.85, deliveryShare: 0 }),
  render(inv: ErpInvoice, random: Random) {
    const t = BE[inv.lang === 'nl' ? 'nl' : 'fr'];
    const s = inv.seller;
    const b = inv.buyer;
    const c = accent(random);
    const lineRates = maybe(random, 0.7);
    const how = inv.lang === 'nl' && maybe(random, 0.7) ? 'pre' : 'sym';
    const comm = structuredCommunication(random);
    const leftBuyer = maybe(random, 0.4);
    const cells = [[t.number, esc(inv.number)], [t.date, shortDay(inv, inv.date)], [t.due, inv.dueDate ? shortDay(inv, inv.dueDate) : esc(t.days(inv.termDays))],
      [t.customer, esc(inv.customerNo)], [t.ref, esc(inv.po ?? '-')]];
    const body = inv.lines.map((l) => `<tr><td>${describe(l)}</td><td class="r nw">${quantity(inv, l.quantity)} ${esc(unitLabel(l.unit, inv.lang, false))}</td>`
      + `<td class="r nw">${money(inv, l.unitPrice, how)}</td>${lineRates ? `<td class="r nw">${rate(inv, l.rate, '')}</td>` : ''}<td class="r nw">${money(inv, l.amount, how)}</td></tr>`).join('');
    const base = inv.taxes.map((x) => `<tr><td class="r">${money(inv, x.base, how)}</td><td class="r">${rate(inv, x.rate)}</td><td class="r">${money(inv, x.tax, how)}</td></tr>`).join('');
    const buyer = `<div class="buyer">${lines(b.name, b.contact, b.street, b.town)}<div class="bv">${t.buyerVat}: ${esc(b.vatId ? `${b.vatId.slice(0, 2)} ${b.vatId.slice(2, 6)}.${b.vatId.slice(6, 9)}.${b.vatId.slice(9)}` : '')}</div></div>`;
    const html = `
<div class="head"><div class="seller"><div class="nm">${esc(s.name)}</div>${lines(s.street, s.town)}<br>${t.phone} ${esc(s.phone)} · ${esc(s.email)}<br>${t.vatId} ${esc(s.vatPrinted)}</div>
  <div class="ttl"><div class="t">${t.title}</div><div class="n">${esc(inv.number)}</div></div></div>
<div class="mid${leftBuyer ? '' : ' right'}">${buyer}</div>
<table class="grid"><tr>${cells.map(([k]) => `<th>${k}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
<table class="pos"><tr><th>${t.desc}</th><th class="r">${t.qty}</th><th class="r">${t.unit}</th>${lineRates ? `<th class="r">${t.vat}</th>` : ''}<th class="r">${t.amount}</th></tr>${body}</table>
<div class="below"><table class="base"><tr><th class="r">${t.base}</th><th class="r">${t.rate}</th><th class="r">${t.vatAmount}</th></tr>${base}</table>
  <table class="sums">${row(t.net, money(inv, inv.subtotal, how))}${row(t.totalVat, money(inv, inv.totalTax, how))}${row(t.gross, money(inv, inv.total, how), 'g')}
  ${inv.paid ? row(`${t.paid} ${shortDay(inv, inv.paidDate!)}`, `- ${money(inv, inv.paid, how)}`) : ''}${row(t.toPay, money(inv, inv.due, how), 'due')}</table></div>
<div class="pay">${t.pay(money(inv, inv.due, how), esc(s.ibanPrinted), esc(s.bic), comm, inv.dueDate ? day(inv, inv.dueDate) : '')}</div>
<p class="cond">${t.conditions}</p>
<div class="grow"></div>
<div class="foot"><b>${esc(s.name)}</b> · ${esc(s.street)} · ${esc(s.town)} · ${esc(s.web)}<br>
${t.vatId} ${esc(s.vatPrinted)} · ${esc(s.court)} · ${inv.lang === 'nl' ? 'Ondernemingsnummer' : "N° d'entreprise"} ${esc(s.registry)} · ${esc(s.bank)} · IBAN ${esc(s.ibanPrinted)} · BIC ${esc(s.bic)}</div>`;
    const css = `
.head { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 18px; border-bottom: 2px solid ${c}; padding-bottom: 10px }
.seller { font-size: 10.5px; color: #333 } .nm { font-size: 18px; font-weight: bold; color: ${c}; margin-bottom: 3px }
.ttl { text-align: right } .t { font-size: 28px; font-weight: bold; letter-spacing: 0.06em; color: ${c} } .n { font-size: 13px; font-weight: bold }
.mid { display: flex; margin-bottom: 24px; min-height: 110px } .mid.right { justify-content: flex-end } .buyer { width: 300px; font-size: 12.5px; line-height: 1.4; padding-top: 10px }
.bv { font-size: 10px; color: #555; margin-top: 5px }
.grid { width: 100%; margin-bottom: 16px } .grid th { background: ${c}; color: #fff; font-size: 9.5px; font-weight: bold; padding: 3px 5px; text-align: left; border: 1px solid ${c} }
.grid td { border: 1px solid ${c}; padding: 4px 5px; font-size: 11.5px }
.pos { width: 100%; font-size: 11px } .pos th { text-align: left; border-bottom: 1.5px solid #333; padding: 4px 5px } .pos th.r { text-align: right } .pos td { padding: 4px 5px; border-bottom: 1px solid #ddd }
.below { display: flex; justify-content: space-between; align-items: flex-start; margin: 14px 0 }
.base { font-size: 10px } .base th { font-weight: normal; color: #555; border-bottom: 1px solid #999; padding: 2px 6px } .base td { padding: 2px 6px }
.sums { width: 320px } .sums td { padding: 2px 6px } .g td { font-weight: bold; border-top: 1px solid #333 } .due td { font-weight: bold; font-size: 13.5px; color: ${c}; border-top: 2px solid ${c}; padding-top: 4px }
.pay { border: 1px solid ${c}; background: ${c}10; padding: 8px 10px; margin-bottom: 8px } .cond { font-size: 9px; color: #666 }
.foot { font-size: 8.5px; color: #444; text-align: center; border-top: 1px solid #bbb; padding-top: 6px; line-height: 1.5 }`;
    return { html: pageHtml({ lang: inv.lang === 'nl' ? 'nl-BE' : 'fr-BE', title: `${t.title} ${inv.number}`, font: choose(random, SANS), size: 11.5, padding: '40px 54px 26px 58px', css, body: html }), lineRates };
  },
};
