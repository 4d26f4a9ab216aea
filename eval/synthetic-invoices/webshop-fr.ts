/**
 * A French boutique en ligne's facture as PrestaShop prints it: the logo and the shop's address at the top left, the
 * date and the invoice number at the top right, the adresse de livraison and the adresse de facturation side by side
 * (livraison first, as PrestaShop does, or a point relais), a grey strip with Numéro de facture, Date de facture,
 * Référence de commande (nine capital letters) and Date de commande, the products at TVA 20 % / 5,5 % in an HT table
 * (Prix unitaire HT, Total HT) or a TTC one, the Détail des taxes and Mode de paiement boxes beside the totals (Total
 * produits, Total bons de réduction, Frais de livraison, Total HT, Total taxes, Total TTC), "Facture acquittée" for a
 * card or PayPal payment or "Reste à payer" with the bank details for a virement, and the centred legal footer with the
 * legal name, capital, RCS, SIRET and TVA intracommunautaire.
 */
import {
  addrHtml, chance, compact, descHtml, digits, drawDates, drawDiscount, drawLook, drawRows, drawShop, esc, euros, fmtDate, FONTS, linesOf, logoHtml, moneyOf, NBSP, NNBSP,
  page, phone, pick, rateText, refLetters, result, shipPrice, shopCss, shopTotals, sizeOf, span, tableHtml, totHtml, type Col, type Layout, type MoneyStyle, type TruthFields,
} from './webshop-common.ts';
import { FR_THEMES } from './webshop-goods-a.ts';
import { address, company, person } from './fees-names.ts';
import { bic, frIds, groupedIban, iban } from './fees-ids.ts';

const FR_MONEY: MoneyStyle = { dec: ',', grp: NNBSP, sym: '€', before: false, gap: NBSP };

export const frPrestashopInvoice: Layout = (random) => {
  const owner = person(random, 'fr');
  const shop = drawShop(random, FR_THEMES, owner, 'fr');
  const home = address(random, 'fr');
  const look = drawLook(random, ['#2b4c7e', '#8c2f39', '#35654d', '#a0522d', '#444444', '#6a4c93'], [FONTS.sans[0], FONTS.sans[1], FONTS.serif[0], FONTS.sans[2]]);
  const dates = drawDates(random, [15, 30]);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const m = moneyOf(FR_MONEY);
  const ht = chance(random, 0.6);
  const mode = ht ? 'net' : 'gross';

  // Customer.
  const buyer = person(random, 'fr');
  const firm = chance(random, 0.15) ? company(random, 'fr') : null;
  const billAddr = address(random, 'fr');
  const billLines = [...(firm ? [firm, buyer.full] : [buyer.full]), billAddr.street, billAddr.city, 'France'];
  const relay = chance(random, 0.3);
  const other = chance(random, 0.25) ? person(random, 'fr') : buyer, otherAddr = address(random, 'fr');
  const shipLines = relay ? [buyer.full, `Point Relais ${pick(random, ['Tabac de la Gare', 'Pressing du Centre', 'Librairie des Halles', 'Épicerie Martin'])}`, otherAddr.street, otherAddr.city]
    : other !== buyer ? [other.full, otherAddr.street, otherAddr.city, 'France'] : billLines;

  // Rows and totals.
  const rates = { std: 20, food: 5.5, book: 5.5, kids: 20 };
  const count = Math.min(shop.theme.goods.length, pick(random, [1, 2, 2, 3, 3, 4, 5, 6, 8, 10, 12]));
  const ref = pick(random, [() => `${refLetters(random, 3)}-${digits(random, 3)}`, () => `${digits(random, 7)}`, () => `REF${digits(random, 4)}`]);
  const rows = drawRows(random, shop.theme.goods, { count, rates, mode, sku: ref, varShare: 0.55, varLines: 'one', varJoin: pick(random, [' - ', ', ']) });
  const goods = rows.reduce((s, r) => s + r.cents, 0);
  const shipRate = Math.max(...rows.map((r) => r.rate));
  const carrier = pick(random, ['Colissimo', 'Mondial Relay', 'Chronopost', 'Colissimo suivi']);
  const shipGross = relay ? pick(random, [390, 450, 490]) : shipPrice(random, goods, [590, 690, 790, 495], pick(random, [6000, 4900, null]));
  const ship = ht ? Math.round(shipGross / 1.2) : shipGross;
  const disc = chance(random, 0.35) ? drawDiscount(random, goods, ['BIENVENUE', 'PROMO', 'NOEL', 'FIDELITE', 'ETE']) : null;
  const t = shopTotals(rows, mode, ship, shipRate, disc);

  // Payment.
  const method = pick(random, ['Carte bancaire', 'Carte bancaire', 'PayPal', 'Virement bancaire', 'Paiement en 3 fois sans frais', 'Chèque']);
  const open = method === 'Virement bancaire' || method === 'Chèque';
  const acct = { iban: iban(random, 'FR'), bic: bic(random, 'FR') };
  const ibanShown = chance(random, 0.7) ? groupedIban(acct.iban) : acct.iban;
  const printsDue = open && chance(random, 0.7);

  // Identifiers.
  const number = pick(random, [`FA${digits(random, 6)}`, `F${dates.date.slice(0, 4)}-${digits(random, 5)}`]).replace(/FA0/, 'FA1');
  const orderRef = refLetters(random, 9);
  const ids = frIds(random);
  const tvaShown = pick(random, [ids.tva, `${ids.tva.slice(0, 4)} ${ids.tva.slice(4, 7)} ${ids.tva.slice(7, 10)} ${ids.tva.slice(10)}`]);
  const custVat = firm && chance(random, 0.6) ? frIds(random).tva : null;
  const strip: [string, string][] = [['Numéro de facture', number], ['Date de facture', d(dates.date)], ['Référence de commande', orderRef], ['Date de commande', d(dates.order)],
    ...(custVat ? [['N° TVA client', custVat] as [string, string]] : [])];

  // Tables.
  const showRef = chance(random, 0.75), showUnit = chance(random, 0.85);
  const hx = ht ? 'HT' : 'TTC';
  const cols: Col[] = [...(showRef ? [['Référence', 'nw'] as Col] : []), ['Produit', ''], ['Taux de taxe', 'r'], ...(showUnit ? [[`Prix unitaire ${hx}`, 'r'] as Col] : []), ['Qté', 'c'], [`Total ${hx}`, 'r']];
  const cells = rows.map((r) => [...(showRef ? [span(r.sku)] : []), descHtml(r), span(rateText(r.rate, ',', ' ')), ...(showUnit ? [span(m(r.unit))] : []), String(r.qty), span(m(r.cents))]);
  const taxBox = `<table class="box"><tr><th>${esc('Détail des taxes')}</th><th class="r">${esc('Base HT')}</th><th class="r">Total taxes</th></tr>${t.lines.map((l) => `<tr><td>${span(rateText(l.rate, ',', ' '))}</td><td class="r">${span(m(l.base))}</td><td class="r">${span(m(l.tax))}</td></tr>`).join('')}</table>`;
  const payBox = `<table class="box"><tr><th>Mode de paiement</th><th></th></tr><tr><td>${span(method)}</td><td class="r">${span(m(t.total))}</td></tr></table>`;
  const carrierBox = `<table class="box"><tr><th>Transporteur</th></tr><tr><td>${span(carrier)}</td></tr></table>`;
  const tot: [string, string, string][] = [[`Total produits${chance(random, 0.5) ? ` ${hx}` : ''}`, m(t.items), '']];
  if (disc) tot.push([pick(random, ['Total bons de réduction', `Bon de réduction ${disc.label}`]), m(-t.disc), '']);
  tot.push([ship ? `Frais de livraison${chance(random, 0.5) ? ` ${hx}` : ''}` : 'Livraison gratuite', ship ? m(ship) : pick(random, [m(0), 'Gratuit']), '']);
  if (!ht && chance(random, 0.5)) tot.push(['Total HT', m(t.net), 'rule']);
  if (ht) tot.push(['Total HT', m(t.net), 'rule']);
  tot.push([ht ? 'Total taxes' : pick(random, ['Total taxes', 'dont TVA']), m(t.tax), ''], [pick(random, ['Total TTC', 'Total (TTC)', 'Total à payer']), m(t.total), look.table === 'zebra' ? 'hl' : 'big']);
  const paidLine = open ? ['Reste à payer', m(t.total), 'b'] : chance(random, 0.5) ? ['Déjà réglé', m(t.total), 'muted'] : null;
  if (paidLine) tot.push(paidLine as [string, string, string]);
  if (!open && paidLine) tot.push(['Reste à payer', m(0), 'b']);
  const notes = open
    ? [method === 'Chèque' ? `Merci d’adresser votre chèque à l’ordre de ${shop.legal}${printsDue ? ` avant le ${d(dates.due)}` : ''}.` : `Merci d’effectuer votre virement${printsDue ? ` avant le ${d(dates.due)}` : ''} en indiquant la référence ${orderRef}.`,
      ...(method === 'Chèque' ? [] : [`IBAN : ${ibanShown} – BIC : ${acct.bic}`])]
    : [pick(random, ['Facture acquittée – merci pour votre commande !', 'Commande réglée. Merci de votre confiance.', 'Paiement reçu, merci pour votre achat.'])];
  if (open && method === 'Virement bancaire' || chance(random, 0.3)) notes.push('En cas de retard de paiement, indemnité forfaitaire pour frais de recouvrement : 40 € (art. L. 441-10 du Code de commerce).');
  const ibanPrinted = notes.some((n) => n.startsWith('IBAN'));

  // Footer.
  const capital = pick(random, ['1 000', '5 000', '10 000', '20 000', '50 000']);
  const legal1 = `${shop.legal} – ${shop.legal.includes('SAS') || shop.legal.includes('SARL') || shop.legal.includes('EURL') ? `au capital de ${capital} € – ` : ''}RCS ${home.town.replace(/^\w/, (c) => c.toUpperCase())} ${ids.siren.replace(/(\d{3})(?=\d)/g, '$1 ')}`;
  const legal2 = `SIRET ${pick(random, [ids.siret, ids.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')])} – APE ${pick(random, ['4791B', '4791A', '4778C'])} – N° TVA intracommunautaire : ${tvaShown}`;
  const help = `Pour toute assistance, merci de contacter le service client : ${phone(random, 'fr')} – ${shop.mail}`;
  const size = sizeOf(look, linesOf(rows) + tot.length + 8);
  const css = `${shopCss(look)}
.main { padding: 36px 46px 0 } .head { display: flex; justify-content: space-between; align-items: flex-start } .shopaddr { margin-top: 6px; color: #444 } .hright { text-align: right } .hright .ttl { font-size: 1.7em; font-weight: bold; color: ${look.accent} }
.addrs { display: flex; justify-content: space-between; margin-top: 22px } .addrs .addr { width: 44% }
.strip { width: 100%; margin-top: 16px } .strip th { background: #e6e6e6; padding: 3px 5px; font-size: 0.9em; font-weight: bold; text-align: left } .strip td { padding: 3px 5px; border-bottom: 0.6px solid #ccc }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 20px } .boxes { width: 44% } .box { width: 100%; margin-bottom: 8px } .box th { background: #e6e6e6; padding: 2px 5px; font-weight: bold; text-align: left } .box td { padding: 2px 5px; border-bottom: 0.5px solid #ddd }
.notes { margin-top: 10px } .notes div { margin-bottom: 3px } .foot { text-align: center; font-size: 0.74em; color: #444; padding: 0 40px 16px } .foot div { margin-top: 2px } .foot .line { border-top: 0.8px solid #999; padding-top: 5px }`;
  const addrs = [addrHtml('Adresse de livraison', shipLines), addrHtml('Adresse de facturation', billLines)];
  if (chance(random, 0.3)) addrs.reverse();
  const body = `<div class="main"><div class="head"><div>${logoHtml(look, shop, chance(random, 0.4))}<div class="shopaddr">${[shop.brand === shop.legal ? '' : shop.brand, home.street, home.city].filter(Boolean).map((x) => `<div>${span(x)}</div>`).join('')}</div></div>
<div class="hright"><div class="ttl">${esc(chance(random, 0.5) ? 'FACTURE' : 'Facture')}</div><div>${span(d(dates.date))}</div><div class="b">${span(number)}</div></div></div>
<div class="addrs">${addrs.join('')}</div><table class="strip"><tr>${strip.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${strip.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>
${tableHtml(cols, cells, rows.map((r) => r.kind))}<div class="bottom"><div class="boxes">${taxBox}${payBox}${chance(random, 0.6) ? carrierBox : ''}</div>${totHtml(tot)}</div>
<div class="notes">${notes.map((x) => `<div>${esc(x)}</div>`).join('')}</div></div><div class="foot"><div>${span(help)}</div><div class="line">${span(legal1)}</div><div>${span(legal2)}</div></div>`;
  const fields: TruthFields = {
    supplier_name: shop.legal, supplier_tax_id: compact(tvaShown), customer_name: firm ?? buyer.full, invoice_number: number, date: dates.date, ...(printsDue ? { due_date: dates.due } : {}),
    currency: 'EUR', subtotal: euros(t.items), total_tax: euros(t.tax), total_amount: euros(t.total), amount_due: open ? euros(t.total) : 0, ...(ibanPrinted ? { iban: compact(ibanShown) } : {}),
  };
  return result('fr', page('fr', look.font, size, css, body), fields, rows, { qty: true, unit: showUnit, rate: true });
};
