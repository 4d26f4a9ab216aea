/**
 * A French "Situation de travaux n° k" / "Facture de situation": marché and lot, chantier, positions with their
 * contract amount, progress (%) and cumulated amount, minus the earlier situations, TVA 20 % or 10 % (renovation)
 * or the sub-contractor's autoliquidation, and on some a 5 % retenue de garantie deducted from the TTC amount.
 * Items are the printed positions with their cumulated amount (no quantity or unit price is printed).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, descCell, esc, footer, groupIban, iban, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2,
  randomDate, split, sum, totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, PERSONS, siteAddress, TRADES } from './progress-names.ts';

const WORKS: [string, string][] = [
  ['Installation de chantier', 'base vie, clôture, panneau'], ['Terrassements généraux', 'déblais et évacuation'],
  ['Fondations superficielles', 'semelles filantes béton armé'], ['Dallage sur terre-plein', 'ép. 15 cm, treillis soudé'],
  ['Maçonnerie agglos 20 cm', 'y compris chaînages'], ['Menuiseries extérieures PVC', 'double vitrage 4/16/4'],
  ['Porte d\'entrée aluminium', 'serrure 3 points'], ['Cloisons placostil 72/48', 'isolation laine minérale 45 mm'],
  ['Doublage thermique PSE', 'R = 3,15 m².K/W'], ['Faux plafonds BA13', 'suspentes et ossature'],
  ['Charpente traditionnelle', 'sapin traité classe 2'], ['Couverture tuiles mécaniques', 'écran sous-toiture'],
  ['Zinguerie', 'gouttières et descentes'], ['Tableau électrique', 'GTL et protections'],
  ['Réseaux courants forts', 'distribution et appareillage'], ['Travaux supplémentaires', 'avenant n° 1'],
  ['Enduit de façade monocouche', 'finition grattée'], ['Chape liquide anhydrite', 'ép. 5 cm'],
];

export const frSituation: Layout = (random: Random) => {
  const fmt = makeFmt(random, 'fr', 'EUR');
  const style = makeStyle(random);
  const supplier = makeParty(random, 'FR', TRADES.frBtp);
  const autoliq = chance(random, 0.25);
  const customer = makeParty(random, 'FR', autoliq ? ['Constructions {s}', '{s} Bâtiment Général', 'Entreprise Générale {s}'] : TRADES.frClient);
  const k = int(random, 2, 8);
  const rate = autoliq ? 0 : chance(random, 0.3) ? 10 : 20;
  const retention = chance(random, 0.55);
  const date = randomDate(random);
  const number = pick(random, [`FS-${date.slice(0, 4)}-${digits(random, 4)}`, `SIT${digits(random, 5)}`, `F${date.slice(2, 4)}${date.slice(5, 7)}-${digits(random, 3)}`, `${digits(random, 6)}`]).replace(/^0/, '2');
  const po = chance(random, 0.4) ? pick(random, [`BC-${digits(random, 5)}`, `CMD${digits(random, 6)}`]) : null;

  const count = int(random, 1, 10);
  const rows = [...WORKS].sort(() => random() - 0.5).slice(0, count).map(([text, detail], i) => {
    const contract = r2(int(random, 8, 180) * 100 + pick(random, [0, 50, 25.5, 80.4]));
    const pct = pick(random, [100, 100, 80, 75, 60, 50, 45, 30, 25, 10, int(random, 5, 95)]);
    return { ref: `${int(random, 1, 9)}.${i + 1}`, lines: chance(random, 0.35) ? [text, detail] : [text], contract, pct, amount: r2((contract * pct) / 100) };
  });
  const cumul = sum(rows.map((r) => r.amount));
  const previous = r2(cumul * (0.4 + random() * 0.4));
  const listed = chance(random, 0.4);
  const previousParts = listed ? split(random, previous, Math.min(k - 1, 3)) : [previous];
  const net = r2(cumul - previous);
  const tax = r2((net * rate) / 100);
  const ttc = r2(net + tax);
  const rg = retention ? r2(ttc * 0.05) : 0;
  const due = r2(ttc - rg);
  const days = pick(random, [30, 45, 30]);
  const dueDate = addDays(date, days);
  const printDue = chance(random, 0.5);
  const docTitle = pick(random, [`Situation de travaux n° ${k}`, `Facture de situation n° ${k}`, `Situation n° ${k} — Facture`]);

  const meta: [string, string][] = [[pick(random, ['Facture n°', 'N° de facture', 'Facture N°']), number], [pick(random, ['Date', 'Date de facture', 'Émise le']), fmt.d(date)]];
  if (po) meta.push([pick(random, ['Bon de commande', 'Votre commande', 'Réf. commande']), po]);
  if (printDue) meta.push([pick(random, ['Échéance', 'Date d\'échéance', 'À régler avant le']), fmt.d(dueDate)]);
  const head = letterhead(style, supplier, [`Tél. 0${int(random, 1, 5)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`, `SIRET ${digits(random, 14)}`]);
  const chantier = `<div class="box"><b>Chantier :</b> ${esc(pick(random, ['Construction de 12 logements collectifs', 'Réhabilitation d\'une maison individuelle', 'Extension groupe scolaire', 'Rénovation de bureaux', 'Construction d\'un entrepôt']))} — ${esc(siteAddress(random, 'FR'))}<br>
<b>Marché :</b> n° ${esc(`M${date.slice(2, 4)}-${digits(random, 3)}`)} du ${esc(fmt.d(addDays(date, -int(random, 90, 300))))} — Lot n° ${String(int(random, 1, 14)).padStart(2, '0')} ${esc(pick(random, ['Gros œuvre', 'Menuiseries extérieures', 'Plâtrerie — isolation', 'Électricité', 'Charpente — couverture']))}<br>
<b>Situation arrêtée au :</b> ${esc(fmt.d(addDays(date, -int(random, 1, 6))))}${chance(random, 0.5) ? ` — <b>Maître d'œuvre :</b> ${esc(pick(random, PERSONS.FR))}` : ''}</div>`;

  const cols: Column<(typeof rows)[number]>[] = [
    { head: pick(random, ['Réf.', 'N°', 'Poste']), cell: (r) => esc(r.ref), width: '7%' },
    { head: pick(random, ['Désignation', 'Désignation des travaux', 'Libellé']), cell: (r) => descCell(r.lines) },
    { head: pick(random, ['Montant marché HT', 'Marché HT', 'Montant HT marché']), right: true, cell: (r) => esc(fmt.n(r.contract)) },
    { head: pick(random, ['Avancement', '% réalisé', 'Avanc. %']), right: true, cell: (r) => esc(`${fmt.q(r.pct)} %`) },
    { head: pick(random, ['Montant cumulé HT', 'Cumul HT', 'Réalisé cumulé HT']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
  ];
  if (chance(random, 0.35)) cols.splice(2, 2, cols[3], cols[2]);

  const totals: [string, string, boolean?][] = [[pick(random, ['Total travaux cumulés HT', 'Montant cumulé HT', 'Total HT cumulé à ce jour']), fmt.m(cumul), true]];
  if (listed) previousParts.forEach((p, i) => totals.push([`À déduire situation n° ${k - previousParts.length + i}`, fmt.n(-p)]));
  else totals.push([pick(random, ['À déduire situations précédentes', 'Situations antérieures', `À déduire situations n° 1 à ${k - 1}`]), fmt.n(-previous)]);
  totals.push([pick(random, ['Montant de la situation HT', 'Total HT de la situation', 'Montant HT']), fmt.m(net), true]);
  const zeroVat = autoliq && chance(random, 0.5);
  if (!autoliq) totals.push([`TVA ${rate} %`, fmt.m(tax)]);
  else if (zeroVat) totals.push(['TVA autoliquidée', fmt.m(0)]);
  if (!autoliq || zeroVat) totals.push([pick(random, ['Montant TTC', 'Total TTC', 'Total de la situation TTC']), fmt.m(ttc), true]);
  if (retention) totals.push([`Retenue de garantie 5 %${autoliq ? ' (sur HT)' : ''}`, fmt.n(-rg)]);
  totals.push([pick(random, ['Net à payer', 'Net à payer TTC', 'Montant à régler']).replace(' TTC', autoliq ? '' : ' TTC'), fmt.m(due), true]);

  const account = iban(random, 'FR', 27);
  const notes = [
    autoliq ? 'Autoliquidation — TVA due par le preneur (article 283-2 nonies du CGI). Sous-traitance de travaux immobiliers.' : '',
    rate === 10 ? 'Travaux d\'amélioration de locaux d\'habitation achevés depuis plus de deux ans — TVA au taux réduit de 10 % (art. 279-0 bis du CGI), attestation fournie.' : '',
    !retention && chance(random, 0.5) ? 'Retenue de garantie remplacée par une caution bancaire (loi n° 71-584 du 16 juillet 1971).' : '',
    printDue ? '' : `Règlement à ${days} jours à compter de la date de facture, par virement.`,
  ].filter(Boolean);
  const body = `${head}<div class="row"><div>${metaTable(meta)}</div><div style="width:85mm">${addressee(style, customer, supplier, pick(random, ['Client', 'Maître d\'ouvrage', 'Destinataire']))}</div></div>
<h1>${esc(docTitle)}</h1>${chantier}${itemsTable(cols, rows)}${totals.length ? totalsTable(totals) : ''}
<div class="small" style="margin-top:3mm">${notes.map(esc).join('<br>')}</div>
${footer([[`${supplier.name} au capital de ${pick(random, ['8 000', '15 000', '50 000', '120 000'])} €`, `RCS ${supplier.lines[1].replace(/^\d+ /, '')} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)}`, `${supplier.taxLabel} ${supplier.taxId}`],
    [`Assurance décennale : ${pick(random, ['SMABTP', 'MAAF Pro', 'AXA France IARD'])}`, `contrat n° ${digits(random, 8)}`, 'Pénalités de retard : 3 fois le taux d\'intérêt légal ; indemnité forfaitaire de recouvrement : 40 €'],
    [pick(random, ['Crédit Agricole', 'CIC', 'Banque Populaire']), `IBAN ${groupIban(account)}`, `BIC ${pick(random, ['AGRIFRPP813', 'CMCIFRPP', 'CCBPFRPPLYN'])}`]])}`;

  const fields: Fields = {
    supplier_name: supplier.name, supplier_tax_id: supplier.taxId, customer_name: customer.name, invoice_number: number,
    ...(po ? { po_number: po } : {}), date, ...(printDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: net,
    ...(autoliq && !zeroVat ? {} : { total_tax: tax, total_amount: ttc }), amount_due: due, iban: account,
  };
  return { html: page(style, 'fr', body), language: 'fr', fields, line_items: rows.map((r) => truthItem(r.lines, null, null, r.amount, null)) };
};
