/**
 * A French distributor's facture (matériel électrique, or fournitures de bureau): the distributor's name in a
 * coloured block at the top left, FACTURE and a two-column grid of references at the right (n° de facture, date,
 * code client, the customer's n° de commande, bon de livraison, échéance), the delivery and billing addresses in
 * boxes, a fully ruled table — Réf., Désignation, Qté, P.U. HT, Remise, Montant HT, TVA (rate or code) — with
 * priced éco-participation (DEEE) rows under the appliances, free goods and carriage on some, TVA 20 % and 5,5 %
 * summed up by rate, a remise globale and an acompte on some, « Net à payer », and the mentions légales (pénalités
 * de retard, indemnité forfaitaire de 40 €, SIRET, RCS, TVA intracommunautaire) in small print.
 */
import {
  addDays, chance, compact, descCell, digits, discounter, dls, drawRows, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, int, issueDate, letters,
  makeRow, monthEnd, money, NBSP, NNBSP, num, page, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout,
  type Row, type TruthFields, type Ware,
} from './distribution-common.ts';
import { FR_ELEC, FR_OFFICE } from './distribution-goods-a.ts';
import { address, frCustomer, frDistributor, person, type FrTrade } from './distribution-names.ts';
import { frIds } from './fees-ids.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';

export const frDistributeurInvoice: Layout = (random) => {
  const trade: FrTrade = chance(random, 0.55) ? 'elec' : 'bureau';
  const home = address(random, 'fr');
  const firm = frDistributor(random, trade, home.town);
  const ids = frIds(random);
  const tvaShown = pick(random, [ids.tva, `${ids.tva.slice(0, 4)} ${ids.tva.slice(4)}`, `${ids.tva.slice(0, 2)} ${ids.tva.slice(2, 4)} ${ids.tva.slice(4, 7)} ${ids.tva.slice(7, 10)} ${ids.tva.slice(10)}`]);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const group = pick(random, [NNBSP, NBSP, ' ', '.']);
  const m = (c: number) => money(c, ',', group);
  const eur = (c: number) => `${m(c)}${NBSP}€`;

  const customer = frCustomer(random, trade);
  const custAddr = address(random, 'fr');
  const who = person(random, 'fr');
  const contact = chance(random, 0.45) ? `À l’attention de ${pick(random, ['M.', 'Mme'])} ${who.first} ${who.last.toUpperCase()}` : null;
  const site = trade === 'elec' && chance(random, 0.5) ? { label: `Chantier ${pick(random, ['Résidence', 'Groupe scolaire', 'Immeuble', 'Lotissement'])} ${pick(random, ['Les Tilleuls', 'Jean Moulin', 'Le Parc', 'Bellevue', 'Les Acacias'])}`, addr: address(random, 'fr') } : null;

  // Rows: articles with their DEEE rows, free goods, carriage; a remise globale below the table on some.
  const wares: Ware[] = trade === 'elec' ? FR_ELEC : FR_OFFICE;
  const target = int(random, 8, 25);
  const free = chance(random, 0.25), charge = chance(random, 0.55);
  const codeStyle = int(random, 0, 2);
  const code = () => [`${letters(random, 3)}${digits(random, 6)}`, `${digits(random, 3)}-${digits(random, 4)}`, `${pick(random, ['LEG', 'SCH', 'HAG', 'ABB', 'EXA', 'FAB'])}${digits(random, 5)}`][codeStyle];
  const disc = discounter(random, chance(random, 0.7) ? 0.4 : 0, [5, 10, 15, 20, 25, 30, 35, 40, 42.5]);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, wares, { target: target - (free ? 1 : 0) - (charge ? 1 : 0), code, disc, detailShare: 0.3 }, used);
  if (free) { const f = freeRow(random, wares, used, pick(random, ['Gratuit – geste commercial', 'Offert (promotion du mois)', 'Échantillon gratuit']), { code }); if (f) rows.push(f); }
  if (charge) rows.push(makeRow({ text: pick(random, ['Frais de port et d’emballage', 'Participation aux frais de livraison', 'Frais de transport – livraison chantier']), unit: 'F', pack: '', rate: 20 }, 1, int(random, 9, 45) * 1000 + pick(random, [0, 500, 900]), { code: pick(random, ['PORT', 'TRSP', 'FP']), kind: 'charge' }));
  const remise = chance(random, 0.3) ? pick(random, [2, 3, 5]) : 0;
  const t = totals(rows, remise);
  const acompte = chance(random, 0.15) ? Math.min(pick(random, [10000, 20000, 30000, 50000]), Math.floor(t.gross / 2000) * 1000) : 0;
  const due = t.gross - acompte;

  const number = pick(random, [`FA${year.slice(2)}-${seqNo(random, 6)}`, `F${year}${seqNo(random, 6)}`, `${year.slice(2)}${pad2(int(random, 1, 12))}${seqNo(random, 5)}`, `FC-${seqNo(random, 7)}`]);
  const custNo = pick(random, [`411${digits(random, 5)}`, `C${digits(random, 6)}`, `CL-${digits(random, 5)}`]);
  const bl = pick(random, [`BL${year.slice(2)}${digits(random, 6)}`, `${int(random, 8000000, 8999999)}`, `BL-${digits(random, 6)}`]);
  const blDate = earlier(random, date, 1, 6);
  const po = chance(random, 0.85) ? pick(random, [`BC${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `CMD-${year}-${seqNo(random, 4)}`, `${customer.split(' ')[0].slice(0, 3).toUpperCase()}${digits(random, 5)}`]) : null;
  const termsKind = pick(random, ['30fdm', '45fdm', '30df', '60df'] as const);
  const dueDate = termsKind === '30fdm' ? monthEnd(addDays(date, 30)) : termsKind === '45fdm' ? addDays(monthEnd(date), 45) : addDays(date, termsKind === '30df' ? 30 : 60);
  const termsText = { '30fdm': '30 jours fin de mois', '45fdm': '45 jours fin de mois', '30df': '30 jours date de facture', '60df': '60 jours date de facture' }[termsKind];
  const bank = frenchBank(random), printsIban = chance(random, 0.85), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const siret = `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}`;
  const capital = pick(random, [10000, 37000, 50000, 100000, 250000, 500000]);

  // Look.
  const accent = pick(random, ['#1d3557', '#9d0208', '#006d77', '#3d405b', '#bc6c25', '#283618']);
  const font = pick(random, [FONTS.sans[1], FONTS.sans[0], FONTS.serif[0], FONTS.sans[2]]);
  const dv = font.startsWith("'DejaVu Sans'");
  const lines = tableLines(rows);
  const size = fitSize(lines, dv ? 9.2 : 10, dv ? 7.5 : 8.2);
  const vatStyle = pick(random, ['rate', 'code'] as const);
  const vatCode = (rate: number) => String(t.lines.findIndex((l) => l.rate === rate) + 1);
  const showDisc = rows.some((r) => r.disc.length);

  const brand = `<div class="brand"><div class="bname">${span(firm.name)}</div><div class="btag">${span(trade === 'elec' ? 'Distributeur de matériel électrique' : 'Fournitures et équipements de bureau')}</div></div>`;
  const supplier = `${brand}<div class="sup">${dls([home.street, home.city, `Tél. ${phone(random, 'fr')} – ${pick(random, ['contact', 'adv', 'compta'])}@${slug(firm.name)}.fr`], 'small')}</div>`;
  const refs: [string, string][] = [
    ['N° de facture', number], ['Date de facture', d(date)], ['Code client', custNo], ...(po ? [[pick(random, ['Votre commande n°', 'Réf. commande client', 'N° commande client']), po] as [string, string]] : []),
    ['Bon de livraison', `${bl} du ${d(blDate)}`], ['Échéance', d(dueDate)], ['Représentant', `${person(random, 'fr').first} ${person(random, 'fr').last}`.slice(0, 26)],
  ];
  const grid = `<table class="refs">${refs.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${span(v)}</td></tr>`).join('')}</table>`;
  const billing = `<div class="box"><div class="lab">Adresse de facturation</div><div class="b">${span(customer)}</div>${dls([...(contact ? [contact] : []), custAddr.street, custAddr.city])}</div>`;
  const shipping = `<div class="box"><div class="lab">Adresse de livraison</div>${site ? dls([site.label, site.addr.street, site.addr.city]) : dls(['Identique à l’adresse de facturation'])}</div>`;

  const heads: [string, string][] = [['Réf.', ''], ['Désignation', ''], ['Qté', 'r'], ['P.U. HT', 'r'], ...(showDisc ? [['Remise %', 'r'] as [string, string]] : []), ['Montant HT', 'r'], ['TVA', 'c']];
  const row = (r: Row) => `<tr class="${r.kind}"><td class="nw">${span(r.code)}</td><td>${descCell(r)}</td><td class="r nw">${qtyText(r.qty, ',')}</td><td class="r nw">${priceText(r.mills, ',', group)}</td>${showDisc ? `<td class="r">${discText(r.disc, ',')}</td>` : ''}<td class="r nw">${m(r.cents)}</td><td class="c">${vatStyle === 'rate' ? num(r.rate, ',', '', r.rate % 1 ? 1 : 0) : vatCode(r.rate)}</td></tr>`;
  const items = `<table class="items"><thead><tr>${heads.map(([h, a]) => `<th class="${a}">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`;

  const recap = `<table class="recap"><tr><th>Code</th><th>Taux</th><th class="r">Base HT</th><th class="r">Montant TVA</th></tr>${t.lines.map((l, i) => `<tr><td>${i + 1}</td><td>${num(l.rate, ',', '', 2)}${NBSP}%</td><td class="r">${m(l.base)}</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [];
  if (remise) tot.push(['Total HT brut', eur(t.goods), ''], [`Remise globale ${remise}${NBSP}%`, `-${eur(t.discount)}`, '']);
  tot.push([remise ? 'Total HT net' : 'Total HT', eur(t.net), 'rule'], ['Total TVA', eur(t.tax), ''], ['Total TTC', eur(t.gross), 'strong']);
  if (acompte) tot.push([`Acompte reçu le ${d(earlier(random, blDate, 3, 20))}`, `-${eur(acompte)}`, '']);
  const totalsHtml = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}</table><div class="net"><span class="dl">Net à payer</span><span class="dl">${esc(eur(due))}</span></div>`;
  const pay = dls([`Conditions de règlement : ${termsText}, par virement${termsKind === '60df' ? ' ou LCR' : ''}`, ...(printsIban ? [`IBAN ${ibanShown} – BIC ${bank.bic}`, `Domiciliation : ${bank.name}`] : ['Coordonnées bancaires sur demande (RIB joint au relevé)'])]);
  const legal = [
    'Pénalités de retard : trois fois le taux d’intérêt légal, exigibles dès le lendemain de l’échéance. Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L. 441-10 et D. 441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.',
    'Clause de réserve de propriété : les marchandises restent notre propriété jusqu’au paiement intégral du prix (loi n° 80-335 du 12 mai 1980).',
  ];
  const footer = `<div class="foot">${dls([`${firm.form} au capital de ${num(capital, ',', ' ', 0)} € – RCS ${home.town} ${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')} – SIRET ${siret} – APE ${trade === 'elec' ? '4669A' : '4666Z'}`, `N° TVA intracommunautaire : ${tvaShown}`], 'fl')}</div>`;

  const css = `
body { padding: 30px 40px 0 }
.top { display: flex; justify-content: space-between; gap: 24px } .left { flex: 1 1 auto }
.brand { background: ${accent}; color: #fff; padding: 10px 14px; display: inline-block; border-radius: 2px } .bname { font-size: 1.55em; font-weight: bold } .btag { font-size: 0.85em; opacity: 0.9 }
.sup { margin-top: 6px } .right { flex: 0 0 300px } .ftitle { font-size: 2em; font-weight: bold; color: ${accent}; letter-spacing: 0.1em; text-align: right; margin-bottom: 4px }
.refs { width: 100%; border: 0.8px solid #777 } .refs th { text-align: left; background: #f0f0f0; font-size: 0.86em; padding: 1px 6px; border: 0.5px solid #aaa; width: 42% } .refs td { padding: 1px 6px; border: 0.5px solid #aaa; font-weight: bold }
.addr { display: flex; gap: 18px; margin-top: 12px } .box { flex: 1 1 0; border: 0.8px solid #888; padding: 5px 10px; min-height: 64px } .lab { font-size: 0.78em; text-transform: uppercase; color: ${accent}; font-weight: bold; letter-spacing: 0.04em }
.items { width: 100%; margin-top: 12px; border: 1px solid #555 } .items th { background: #e4e7eb; border: 0.6px solid #555; padding: 3px 4px; font-weight: bold; font-size: 0.9em }
.items td { border-left: 0.6px solid #777; border-right: 0.6px solid #777; padding: 1px 4px } .items tbody tr { border-bottom: 0.4px solid #ccc } .items .eco td { font-size: 0.92em; color: #333; font-style: italic }
.bottom { display: flex; justify-content: space-between; gap: 20px; margin-top: 10px } .bl { flex: 1 1 auto } .br { flex: 0 0 290px }
.recap { border: 0.6px solid #888; margin-bottom: 8px } .recap th { background: #f0f0f0; padding: 1px 8px; font-size: 0.86em; font-weight: bold } .recap td { padding: 1px 8px }
.tot { width: 100% } .tot td { padding: 1px 4px } .tot .rule td { border-top: 0.8px solid #444 } .tot .strong td { font-weight: bold }
.net { display: flex; justify-content: space-between; margin-top: 5px; padding: 5px 8px; background: ${accent}; color: #fff; font-weight: bold; font-size: 1.15em }
.legal { margin-top: 12px }
.foot { padding: 0 40px 18px } .fl { font-size: 0.76em; color: #444; text-align: center } .fl:first-child { border-top: 0.6px solid #999; padding-top: 4px }`;
  const body = `<div class="top"><div class="left">${supplier}</div><div class="right"><div class="ftitle">FACTURE</div>${grid}</div></div><div class="addr">${shipping}${billing}</div>${items}<div class="bottom"><div class="bl">${recap}${pay}</div><div class="br">${totalsHtml}</div></div><div class="legal tiny">${legal.map((l) => `<div>${esc(l)}</div>`).join('')}</div>${footer}`;
  const html = page('fr', font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: compact(tvaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: dueDate, currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(due), ...(printsIban ? { iban: ibanShown } : {}),
  };
  return result('fr', html, fields, rows, vatStyle === 'rate');
};

const pad2 = (n: number): string => String(n).padStart(2, '0');
