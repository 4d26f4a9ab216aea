/**
 * A French professional's invoice: a micro-entrepreneur's facture without VAT (art. 293 B du CGI), an avocat's
 * note d'honoraires (honoraires HT, TVA 20 %, frais et débours outside VAT, provision reçue deducted, reste à
 * payer), or a profession libérale's facture with VAT and an acompte deducted; SIRET, legal mentions in small print.
 */
import {
  add, addDays, built, chance, descriptionCell, dl, dls, drawLines, esc, foot, formatDate, formatQuantity, int, issueDate, itemsTable, lineCount,
  money, monthName, pad, percent, pick, pickLook, previousMonth, shell, totalsBox, truthItem, weighted, type Col, type Layout, type Service,
  type TotalRow, type TruthFields,
} from './fees-common.ts';
import { frIds, groupedIban, iban } from './fees-ids.ts';
import { address, company, person } from './fees-names.ts';

const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
type Variant = 'micro' | 'avocat' | 'liberal';
const TRADES: Record<Variant, { title: string; services: Service[] }[]> = {
  micro: [
    { title: 'Développeur web indépendant', services: [h('Développement site vitrine', 35, 60, ['Projet : refonte du site {customer}']), f('Intégration boutique en ligne', 600, 2400), h('Maintenance et mises à jour', 35, 55, ['Période : {month} {year}']), f('Hébergement annuel', 90, 240)] },
    { title: 'Graphiste', services: [f('Création de logo', 350, 1200), f('Charte graphique', 500, 1800), h('Mise en page plaquette commerciale', 30, 50), f('Déclinaison supports réseaux sociaux', 150, 600)] },
    { title: 'Formatrice', services: [{ text: 'Session de formation « Management d\'équipe »', kind: 'day', low: 450, high: 900, details: ['Le {date} – {town}'] }, f('Ingénierie pédagogique', 300, 1200), h('Accompagnement individuel', 60, 110)] },
    { title: 'Photographe', services: [f('Reportage photo événement', 300, 1100, ['Séminaire du {date}']), f('Shooting produits', 250, 900), h('Retouche photo', 30, 50)] },
  ],
  avocat: [{ title: 'Avocat', services: [h('Consultation juridique', 180, 350), h('Analyse du dossier et recherches', 180, 320, ['Dossier {customer} c/ {other}']), f('Rédaction d\'un contrat de prestation de services', 800, 2500),
    h('Rédaction de conclusions', 200, 350, ['Tribunal judiciaire de {town} – RG n° {rg}']), f('Audience de plaidoirie', 400, 1200, ['Audience du {date}']), h('Correspondances et échanges', 180, 300), f('Forfait procédure de référé', 1200, 3500)] }],
  liberal: [
    { title: 'Architecte DPLG', services: [f('Esquisse et avant-projet sommaire', 800, 3500, ['Projet : {street}']), f('Dossier de permis de construire', 1200, 4500), f('Direction de l\'exécution des travaux', 1500, 6000), h('Réunions de chantier', 70, 110)] },
    { title: 'Consultant en organisation', services: [{ text: 'Mission de conseil', kind: 'day', low: 600, high: 1200, details: ['Période : {month} {year}'] }, f('Diagnostic organisationnel', 1500, 5000), h('Animation d\'atelier', 90, 160), f('Rapport de synthèse', 600, 1800)] },
    { title: 'Traductrice', services: [{ text: 'Traduction EN>FR', kind: 'unit', qty: [1500, 9000], low: 0.09, high: 0.14, details: ['Rapport annuel {year}'] }, h('Relecture', 35, 50), f('Traduction assermentée', 60, 180)] },
  ],
};

export const frHonoraires: Layout = (random) => {
  const look = pickLook(random);
  const variant = weighted(random, [['micro', 35], ['avocat', 35], ['liberal', 30]] as [Variant, number][]);
  const trade = pick(random, TRADES[variant]);
  const me = person(random, 'fr'), ids = frIds(random), myAddr = address(random, 'fr');
  const customer = company(random, 'fr'), custAddr = address(random, 'fr');
  const date = issueDate(random), year = date.slice(0, 4), prev = previousMonth(date);
  const dfmt = pick(random, ['dd/mm/yyyy', 'dd/mm/yyyy', 'long']);
  const d = (iso: string) => formatDate(iso, dfmt, 'fr');
  const fill = (s: string) => s.replace('{customer}', customer).replace('{other}', company(random, 'fr')).replace('{town}', myAddr.town).replace('{street}', `${custAddr.street}, ${custAddr.town}`)
    .replace('{rg}', `${year.slice(2)}/${pad(int(random, 100, 9999), 5)}`).replace('{date}', formatDate(addDays(date, -int(random, 5, 40)), 'dd/mm/yyyy', 'fr'))
    .replace('{month}', monthName('fr', Number(prev.start.slice(5, 7)))).replace('{year}', prev.start.slice(0, 4));
  const lines = drawLines(random, trade.services, Math.min(lineCount(random), trade.services.length), fill);
  const vatApplies = variant !== 'micro';

  // Arithmetic: TVA 20 % on the honoraires only; débours outside VAT; provision / acompte deducted from the total.
  const ht = add(...lines.map((l) => l.amount));
  const vat = vatApplies ? percent(ht, 20) : 0;
  const debours = variant === 'avocat' && chance(random, 0.6) ? add(...pick(random, [[13], [13, 42.07], [82.35], [13, 38.5], [225], [13, 56.4]])) : 0;
  const total = add(ht, vat, debours);
  const provision = variant === 'avocat' ? (chance(random, 0.7) ? Math.min(pick(random, [500, 800, 1000, 1200, 1500, 2000, 3000]), Math.floor(total * 0.6)) : 0)
    : chance(random, 0.35) ? Math.round(total * pick(random, [0.3, 0.3, 0.4, 0.5])) : 0;
  const due = add(total, -provision);

  const m = money({ decimal: ',', group: pick(random, ['\u202f', '\u00a0', ' ', '.']) }, '€', false);
  const titleWord = variant === 'avocat' || (variant === 'liberal' && chance(random, 0.3)) || (variant === 'micro' && chance(random, 0.3)) ? 'Note d\'honoraires' : 'Facture';
  const n = int(random, 2, 240);
  const number = pick(random, [`${year}-${pad(n, 3)}`, `F${year}-${pad(n, 3)}`, `${titleWord === 'Facture' ? 'FA' : 'NH'}-${year}-${pad(n, 4)}`, `${titleWord === 'Facture' ? 'FA' : 'NH'}-${pad(n, 4)}`, `${year}${pad(Number(date.slice(5, 7)), 2)}-${pad(n, 2)}`]);
  const po = chance(random, 0.3) ? pick(random, [`BC-${year}-${pad(int(random, 1, 999), 4)}`, `${int(random, 4500000000, 4599999999)}`, `CDE${int(random, 10000, 99999)}`]) : null;
  const dueDays = pick(random, [0, 15, 30, 30, 45]);
  const dueDate = addDays(date, dueDays), printsDue = dueDays > 0 && chance(random, 0.75);

  const rows: TotalRow[] = [];
  if (variant === 'avocat') {
    rows.push({ label: pick(random, ['Honoraires HT', 'Total honoraires HT', 'Total HT']), value: m.cur(ht) }, { label: pick(random, ['TVA 20 %', 'TVA (20 %)', 'TVA 20 % sur honoraires']), value: m.cur(vat) });
    if (debours) rows.push({ label: pick(random, ['Frais et débours (non soumis à TVA)', 'Débours non soumis à TVA', 'Frais et débours']), value: m.cur(debours) });
    rows.push({ label: pick(random, ['Total TTC', 'TOTAL TTC', 'Montant total TTC']), value: m.cur(total), strong: true, rule: true });
  } else if (vatApplies) {
    rows.push({ label: pick(random, ['Total HT', 'Montant HT', 'Total hors taxes']), value: m.cur(ht) }, { label: pick(random, ['TVA 20 %', 'TVA (20 %)', 'TVA à 20 %']), value: m.cur(vat) },
      { label: pick(random, ['Total TTC', 'TOTAL TTC', 'Montant TTC']), value: m.cur(total), strong: true, rule: true });
  } else {
    const htLine = chance(random, 0.6);
    if (htLine) rows.push({ label: pick(random, ['Total HT', 'Montant HT']), value: m.cur(ht) }, { label: 'TVA', value: pick(random, ['non applicable', '0,00 €']) });
    rows.push({ label: pick(random, ['Total', 'Montant total', 'Total à payer']), value: m.cur(total), strong: true, rule: htLine });
  }
  if (provision) rows.push({ label: variant === 'avocat' ? pick(random, ['Provision reçue', 'Provision versée le ' + formatDate(addDays(date, -int(random, 20, 120)), 'dd/mm/yyyy', 'fr'), 'À déduire : provision reçue']) : pick(random, ['Acompte versé', 'Acompte reçu', 'Déjà réglé (acompte)']), value: m.cur(-provision) });
  if (provision || chance(random, 0.5)) rows.push({ label: pick(random, provision ? ['Reste à payer', 'Solde dû', 'Net à payer', 'RESTE À PAYER'] : ['Net à payer', 'Montant à régler']), value: m.cur(due), strong: true, rule: true });
  const subtotalPrinted = vatApplies || rows.some((r) => /HT$/.test(r.label));

  // Items.
  const hasQty = chance(random, 0.7);
  const ttcHeads = vatApplies ? ['Montant HT', 'Total HT'] : ['Montant', 'Total'];
  const cols: Col[] = hasQty ? [{ head: pick(random, ['Désignation', 'Description', 'Prestation']) }, { head: pick(random, ['Qté', 'Quantité']), align: 'r' }, { head: pick(random, vatApplies ? ['PU HT', 'Prix unitaire HT', 'Taux horaire HT'] : ['Prix unitaire', 'PU']), align: 'r' }, { head: pick(random, ttcHeads), align: 'r' }]
    : [{ head: pick(random, ['Désignation', 'Prestations']) }, { head: pick(random, ttcHeads), align: 'r' }];
  const withSymbol = chance(random, 0.5);
  const amt = (v: number) => (withSymbol ? m.cur(v) : m.num(v));
  const fixedQty = chance(random, 0.2);
  const body = lines.map((l) => (hasQty ? [descriptionCell(l), formatQuantity(l.quantity, m.style, fixedQty), amt(l.unitPrice), amt(l.amount)] : [descriptionCell(l), amt(l.amount)]));

  // Parties.
  const myName = variant === 'micro' ? pick(random, [`${me.full} EI`, `${me.full} (EI)`, me.full]) : me.full;
  const siretPrinted = chance(random, 0.6) ? `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}` : ids.siret;
  const title = variant === 'avocat' ? `Avocat${me.female ? 'e' : ''} au Barreau de ${myAddr.town}` : trade.title;
  const email = `${pick(random, ['contact', me.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')])}@${me.last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${pick(random, ['-avocat.fr', '.fr', '-conseil.fr'])}`;
  const myLines = [title, myAddr.street, myAddr.city, `Tél. 0${int(random, 1, 7)} ${pad(int(random, 0, 99), 2)} ${pad(int(random, 0, 99), 2)} ${pad(int(random, 0, 99), 2)} ${pad(int(random, 0, 99), 2)} · ${email}`, `SIRET : ${siretPrinted}`, ...(vatApplies ? [`N° TVA intracommunautaire : ${ids.tva}`] : [])];
  const where = weighted(random, [['left', 4], ['center', 2], ['right', 1], ['footer', 2]] as ['left' | 'center' | 'right' | 'footer', number][]);
  const supplierBlock = `<div class="b acc" style="font-size:1.45em">${dl(myName)}</div><div class="small">${dls(myLines)}</div>`;
  const metaLines = [`${titleWord === 'Facture' ? 'Facture' : 'Note d\'honoraires'} n° ${number}`, `${pick(random, ['Date', 'Date d\'émission', 'Date de facturation'])} : ${d(date)}`, ...(printsDue ? [`${pick(random, ['Date d\'échéance', 'Échéance'])} : ${d(dueDate)}`] : []), ...(po ? [`${pick(random, ['Bon de commande n°', 'Votre référence :', 'Réf. commande :'])} ${po}`] : [])];
  const window = `<div style="width:46%; margin:${where === 'footer' ? '22mm' : '12mm'} 0 0 auto; min-height:28mm; ${chance(random, 0.25) ? 'border:0.6px solid #aaa; padding:3mm 4mm' : ''}"><div class="b">${dl(customer)}</div>${dls([...(chance(random, 0.3) ? [`À l'attention de ${pick(random, ['M.', 'Mme'])} ${person(random, 'fr').last}`] : []), custAddr.street, custAddr.city])}</div>`;
  const head = where === 'footer' ? '' : where === 'center' ? `<div class="c" style="border-bottom:0.8px solid #888; padding-bottom:3mm">${supplierBlock}</div>` : `<div style="text-align:${where}">${supplierBlock}</div>`;
  const meta = `<div style="margin-top:8mm"><div class="b up acc" style="font-size:1.35em">${esc(titleWord)}</div>${dls(metaLines)}</div>`;
  const subject = variant === 'avocat' && chance(random, 0.6) ? `<div style="margin-top:2mm"><b>Objet :</b> ${esc(pick(random, ['honoraires et frais', `dossier ${customer}`, 'diligences accomplies']))}</div>` : '';

  const ibanValue = iban(random, 'FR'), ibanPrinted = chance(random, 0.7) ? groupedIban(ibanValue) : ibanValue;
  const payment = `<div style="margin-top:4mm">${dl(`${pick(random, ['Règlement par virement bancaire', 'Mode de règlement : virement', 'Paiement par virement'])}${printsDue ? '' : dueDays ? ` à ${dueDays} jours` : ' à réception'}`)}${dl(`IBAN : ${ibanPrinted}`)}${chance(random, 0.6) ? dl(`BIC : ${pick(random, ['BNPAFRPPXXX', 'SOGEFRPP', 'PSSTFRPPPAR', 'CMCIFRPP', 'AGRIFRPP882'])}`) : ''}</div>`;
  const legal = [
    ...(!vatApplies ? ['TVA non applicable, art. 293 B du CGI.'] : []),
    ...(variant === 'micro' ? ['Dispensé d\'immatriculation au registre du commerce et des sociétés (RCS) et au répertoire des métiers (RM).'] : []),
    ...(debours ? ['Les débours sont exposés au nom et pour le compte du client et ne sont pas soumis à la TVA (art. 267 II 2° du CGI).'] : []),
    ...(variant === 'liberal' && chance(random, 0.5) ? ['Membre d\'une association agréée, le règlement des honoraires par chèque est accepté.'] : []),
    'En cas de retard de paiement, des pénalités seront exigibles au taux de trois fois le taux d\'intérêt légal (art. L. 441-10 du Code de commerce), ainsi qu\'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. D. 441-5). Pas d\'escompte pour paiement anticipé.',
    ...(chance(random, 0.5) ? [`Assurance responsabilité civile professionnelle : ${pick(random, ['MMA IARD', 'AXA France IARD', 'Hiscox', 'MAF'])}, couverture France.`] : []),
  ];
  const footer = where === 'footer'
    ? foot(`<div style="border-top:0.6px solid #999; padding-top:2mm"><b>${esc(myName)}</b> – ${esc(`${title} – ${myAddr.street}, ${myAddr.city}`)}<br>${esc(`SIRET ${siretPrinted}${vatApplies ? ` – TVA ${ids.tva}` : ''} – ${email}`)}</div>`)
    : chance(random, 0.4) ? foot(esc(`${myName} – SIRET ${siretPrinted}`), 'tiny c') : '';
  const html = shell(look, 'fr', `${head}${window}${meta}${subject}${itemsTable(cols, body, pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}${totalsBox(rows, '55%')}${payment}<div class="tiny" style="margin-top:5mm">${legal.map(esc).join('<br>')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: myName, ...(vatApplies ? { supplier_tax_id: ids.tva } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', ...(subtotalPrinted ? { subtotal: ht } : {}), total_tax: vat, total_amount: total, amount_due: due, iban: ibanPrinted,
  };
  return built('fr', html, fields, lines.map((l) => truthItem(l, hasQty, null)));
};
