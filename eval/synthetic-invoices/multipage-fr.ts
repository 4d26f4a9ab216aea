/**
 * A French office-supplies dealer's invoice (fournitures de bureau, with café / livres at 5,5 %): a coloured band
 * with a round initials logo, the supplier and "FACTURE · Page n/N" on every page, zebra table with a discount
 * column and the rate per row, "Total à reporter" / "Report" across pages, a VAT recap and a framed totals box
 * (with an optional acompte) on the last page, payment box with the IBAN, legal mentions in the footer of every page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateLong, dateSlash, descHtml, drawDate, drawDeposit, esc, fc, flexRow, fmt, fq, lineItems,
  money, paginate, type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { frenchBank, frenchVat, groupIban } from './multipage-ids.ts';
import { frenchOfficeItems } from './multipage-items-a.ts';
import { frCustomer, frPlace, frSupplier } from './multipage-names.ts';

const TOP = 34;
const FOOT = 16;
const H = { head1: 60, headN: 10, th: 7, r1: 5.6, r2: 9, carry: 6, brought: 6, totals: 86 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.head1 - H.th, next: FLOW - H.headN - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 18 }, { w: 70 }, { w: 12, a: 'ar' }, { w: 11, a: 'ac' }, { w: 17, a: 'ar' }, { w: 11, a: 'ar' }, { w: 20, a: 'ar' }, { w: 11, a: 'ar' }];

const css = (accent: string, light: string) => `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.6pt; color: #222 }
.band { position: absolute; top: 0; left: 0; width: 210mm; height: 28mm; background: ${accent}; color: #fff; padding: 5mm 20mm 0 20mm; display: flex; gap: 4mm }
.band .logo { width: 17mm; height: 17mm; border-radius: 50%; background: #fff; color: ${accent}; font: bold 13pt/17mm 'DejaVu Sans', sans-serif; text-align: center; flex: none }
.band .who { width: 95mm; line-height: 3.5mm; font-size: 7.3pt } .band .who .n { font-size: 10.5pt; font-weight: bold; line-height: 5mm }
.band .doc { margin-left: auto; text-align: right; width: 50mm } .band .doc .t { font-size: 17pt; font-weight: bold; letter-spacing: 1mm; line-height: 8mm } .band .doc .p { font-size: 8pt }
.flow { position: absolute; top: ${TOP}mm; left: 20mm; width: 170mm }
.hd1 { position: relative; height: ${H.head1}mm }
.box { position: absolute; top: 0; height: 33mm; width: 80mm; padding: 2mm 3mm; line-height: 4mm; font-size: 8.2pt }
.box .h { font-size: 6.8pt; text-transform: uppercase; color: ${accent}; font-weight: bold; margin-bottom: 1mm }
.ship { left: 0 } .bill { right: 0; border: 0.3mm solid ${accent}; border-radius: 2mm }
.meta { position: absolute; top: 37mm; left: 0; width: 170mm; display: flex; border: 0.25mm solid #bbb }
.meta .m { flex: 1 1 0; border-right: 0.25mm solid #bbb } .meta .m:last-child { border-right: 0 }
.meta .ml { background: ${light}; height: 5mm; line-height: 5mm; padding: 0 1.5mm; font-size: 6.6pt; color: #444 } .meta .mv { height: 6mm; line-height: 6mm; padding: 0 1.5mm; font-weight: bold }
.obj { position: absolute; top: 52mm; left: 0; width: 170mm; height: 6mm; line-height: 6mm }
.hdn { height: ${H.headN}mm; line-height: 6mm; font-weight: bold; color: ${accent} }
.th { display: flex; height: ${H.th}mm; align-items: center; background: ${accent}; color: #fff; font-weight: bold; font-size: 7pt }
.th .c, .r1 .c, .r2 .c, .bf .c, .cf .c { padding: 0 1mm }
.r1, .r2 { display: flex; padding-top: 1mm; line-height: 3.6mm } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.z { background: ${light} }
.dt { font-size: 6.8pt; color: #666 }
.bf, .cf { display: flex; height: ${H.carry}mm; align-items: center; font-weight: bold; border-top: 0.3mm solid ${accent}; border-bottom: 0.3mm solid ${accent} }
.tot { height: ${H.totals}mm; padding-top: 5mm; position: relative }
.recap { position: absolute; top: 5mm; left: 0; width: 80mm } .recap .rr { display: flex; height: 5mm; line-height: 5mm; border-bottom: 0.2mm solid #ccc } .recap .rh { background: ${light}; font-weight: bold; font-size: 6.8pt }
.recap .rr div { width: 20mm; text-align: right; padding-right: 1.5mm } .recap .rr div:first-child { text-align: left; padding-left: 1.5mm }
.tbox { position: absolute; top: 5mm; right: 0; width: 78mm; border: 0.4mm solid ${accent}; border-radius: 1.5mm; padding: 1mm 2.5mm }
.tbox .tr { display: flex; justify-content: space-between; height: 5.6mm; line-height: 5.6mm } .tbox .grand { font-weight: bold; font-size: 9pt; border-top: 0.3mm solid ${accent} } .tbox .due { background: ${light}; font-weight: bold; font-size: 9pt; margin: 0 -2.5mm; padding: 0 2.5mm }
.pay { position: absolute; top: 48mm; left: 0; width: 170mm; height: 20mm; border: 0.25mm dashed ${accent}; padding: 1.5mm 3mm; line-height: 4mm }
.legal { position: absolute; top: 70mm; left: 0; width: 170mm; height: 15mm; font-size: 6.5pt; line-height: 3.1mm; color: #555 }
.foot { position: absolute; left: 20mm; width: 170mm; bottom: 5mm; height: 10mm; border-top: 0.25mm solid #bbb; padding-top: 1.2mm; text-align: center; font-size: 6.3pt; line-height: 3.2mm; color: #555 }
`;

export function frenchOfficeInvoice(random: Random, _index: number): Built {
  const [accent, light] = pick(random, [['#1d4f91', '#eaf0f8'], ['#0f6e6e', '#e6f3f3'], ['#6b2c5f', '#f4eaf2'], ['#b4451f', '#fbeee8']]);
  const supplier = frSupplier(random);
  const customer = frCustomer(random);
  const shipTo = chance(random, 0.5) ? frPlace(random) : null;
  const { vat, siren } = frenchVat(random);
  const bank = frenchBank(random);
  const date = drawDate(random);
  const longDates = chance(random, 0.3);
  const fd = (iso: string) => (longDates ? dateLong(iso, 'fr') : dateSlash(iso));
  const number = pick(random, [`FA${date.slice(0, 4)}-${digits(random, 5)}`, `F-${date.slice(2, 4)}${date.slice(5, 7)}-${digits(random, 4)}`, `FC${date.slice(2, 4)}${digits(random, 5)}`]);
  const po = chance(random, 0.7) ? pick(random, [`BC-${date.slice(0, 4)}-${digits(random, 4)}`, `CMD ${digits(random, 5)}`, `DA${digits(random, 6)}`]) : null;
  const customerNo = `C${digits(random, 5)}`;
  const dueDays = pick(random, [30, 45, 30, 60]);
  const due = addDays(date, dueDays);
  const capital = pick(random, ['8 000', '10 000', '20 000', '50 000', '75 000']);
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = frenchOfficeItems(random, date, 70);
  const slotsOf = (items: Item[]): Slot<Item>[] => items.map((item) => ({ height: item.lines.length > 1 ? H.r2 : H.r1, item }));
  const count = chooseCount(random, target, 25, 70, (n) => slotsOf(pool.slice(0, n)), GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(items), GEOMETRY);
  const deposit = chance(random, 0.4) ? drawDeposit(random, computeTotals(items).total) : 0;
  const totals = computeTotals(items, deposit);
  const depositDate = addDays(date, -int(random, 10, 40));

  const P = pages.length;
  const m = (c: number) => fc(c, 'fr');
  const rate = (r: number) => fmt(r, 'fr', 1);
  const initials = supplier.short.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  const band = (k: number) => `<div class="band"><div class="logo">${initials}</div>
    <div class="who"><div class="n c">${esc(supplier.name)}</div>${esc(supplier.place.street)} – ${supplier.place.postcode} ${esc(supplier.place.city)}<br>Tél. ${supplier.phone} – ${supplier.email}<br>${supplier.web}</div>
    <div class="doc"><div class="t">FACTURE</div><div class="p">Page ${k + 1}/${P}</div></div></div>`;
  const metas: [string, string][] = [['N° de facture', number], ['Date de facture', fd(date)], ["Date d'échéance", fd(due)], ['N° client', customerNo], ...(po ? [['Bon de commande', po] as [string, string]] : []), ['Règlement', pick(random, ['Virement', 'Virement 30 j', 'LCR'])]];
  const head1 = `<div class="hd1 fx">
    ${shipTo ? `<div class="box ship fx"><div class="h">Adresse de livraison</div>${esc(customer.name)}<br>${esc(shipTo.street)}<br>${shipTo.postcode} ${esc(shipTo.city.toUpperCase())}</div>` : ''}
    <div class="box bill fx"><div class="h">Adresse de facturation</div>${customer.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}</div>
    <div class="meta">${metas.map(([l, v]) => `<div class="m"><div class="ml c">${l}</div><div class="mv c">${esc(v)}</div></div>`).join('')}</div>
    <div class="obj c">Objet : ${pick(random, ['Fournitures de bureau', 'Réassort fournitures et consommables', 'Commande mensuelle fournitures'])} – ${dateLong(date, 'fr').replace(/^\S+ /, '')}</div></div>`;
  const headN = `<div class="hdn fx c">Facture n° ${esc(number)} du ${fd(date)} (suite)</div>`;
  const th = flexRow(COLS, ['Réf.', 'Désignation', 'Qté', 'Unité', 'PU HT', 'Rem.', 'Montant HT', 'TVA %'], 'th');
  let zebra = 0;
  const row = (item: Item) => flexRow(COLS, [esc(item.article), descHtml(item.lines), fq(item.qty ?? 0, 'fr'), esc(item.unit ?? ''), m(item.price ?? 0), item.discount ? `${item.discount} %` : '', m(item.amount), rate(item.rate)],
    `${item.lines.length > 1 ? 'r2' : 'r1'}${zebra++ % 2 ? ' z' : ''}`);
  const carry = (text: string, value: number, cls: string) => flexRow([{ w: 139, a: 'ar' }, { w: 20, a: 'ar' }, { w: 11 }], [text, m(value), ''], cls);

  const recap = `<div class="recap"><div class="rr rh"><div>Taux</div><div>Base HT</div><div>TVA</div><div>Total TTC</div></div>
    ${totals.taxes.map((t) => `<div class="rr"><div>${rate(t.rate)} %</div><div>${m(t.base)}</div><div>${m(t.tax)}</div><div>${m(t.base + t.tax)}</div></div>`).join('')}</div>`;
  const tbox = `<div class="tbox"><div class="tr"><span>Total HT</span><span>${m(totals.subtotal)} €</span></div>
    <div class="tr"><span>Total TVA</span><span>${m(totals.tax)} €</span></div>
    <div class="tr grand"><span>Total TTC</span><span>${m(totals.total)} €</span></div>
    ${deposit ? `<div class="tr"><span>Acompte versé le ${dateSlash(depositDate)}</span><span>-${m(deposit)} €</span></div>` : ''}
    <div class="tr due"><span>Net à payer</span><span>${m(totals.due)} €</span></div></div>`;
  const pay = `<div class="pay fx"><b>Règlement</b> par virement avant le ${fd(due)} (${dueDays} jours date de facture), en rappelant la référence ${esc(number)}.<br>
    ${esc(bank.name)} – IBAN : ${groupIban(bank.iban)} – BIC : ${bank.bic}<br>Titulaire du compte : ${esc(supplier.name)}</div>`;
  const legal = `<div class="legal fx">En cas de retard de paiement, application de pénalités au taux de trois fois le taux d'intérêt légal et d'une indemnité forfaitaire
    pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte pour paiement anticipé.
    Les marchandises restent notre propriété jusqu'au paiement intégral du prix (clause de réserve de propriété).</div>`;
  const footer = `<div class="foot fx">${esc(supplier.name)} – ${supplier.form} au capital de ${capital} € – RCS ${esc(supplier.place.city)} ${siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}
    <br>SIRET ${siren}${digits(random, 5)} – Code APE 4666Z – N° TVA intracommunautaire : ${vat}</div>`;

  const html = pages.map((slots, k) => {
    const parts = [k === 0 ? head1 : headN, th];
    if (k > 0) parts.push(carry(`Report (page ${k})`, carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(row(slot.item));
    parts.push(k < P - 1 ? carry('Total à reporter', carriedBefore(pages, k + 1), 'cf') : `<div class="tot fx">${recap}${tbox}${pay}${legal}</div>`);
    return `${band(k)}<div class="flow">${parts.join('\n')}</div>${footer}`;
  });

  return {
    language: 'fr',
    css: css(accent, light),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vat, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
      date, due_date: due, currency: 'EUR', subtotal: money(totals.subtotal), total_tax: money(totals.tax), total_amount: money(totals.total),
      amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
