/**
 * A French facture de vente de véhicule of a concessionnaire, an agent, a used-car dealer, a moto dealer or a
 * matériel agricole / TP dealer: the dealer's block (mark, brand line, address) with a FACTURE box (N°, date) or a
 * coloured band, the client (a company, or a private buyer printed "DURAND Julien" or "Julien DURAND") left or right,
 * the références — N° client, N° de dossier, bon de commande du…, vendeur, date de livraison, N° d'ordre VN, the
 * client's own commande — as a table, a grid or label pairs; the vehicle as a multi-line row or a "Désignation du
 * véhicule" grid (marque, version, N° VIN, immatriculation, date de 1re mise en circulation, kilométrage, couleur,
 * énergie, puissance fiscale); VN / VD at TVA 20 % (prix catalogue, remise, options, frais de mise à la route) or VO
 * under the régime de la marge (art. 297 A du CGI, "Régime particulier – Biens d'occasion") with taxed préparation
 * beside it; the certificat d'immatriculation (taxe régionale per CV, taxe fixe, redevance d'acheminement, malus) as
 * débours outside the VAT, the reprise of the buyer's car, the acompte and a financing deducted after the total; the
 * payment terms, warranty, late-payment penalties for companies, and the mentions légales (capital, RCS, SIRET, APE
 * 4511Z, ORIAS, TVA intracommunautaire).
 */
import {
  arrange, carTitle, chance, compact, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS,
  headRow, infoBox, int, itemsTable, logo, metaHtml, money2, NBSP, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice, signed,
  slug, span, specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, vsize, windowHtml, type Amount, type Col, type Layout,
  type TruthFields,
} from './vehicles-common.ts';
import { address, buyer, dealer, farmCustomer, FINANCE, firmCustomer, LEASING, person } from './vehicles-names.ts';
import { frIds } from './fees-ids.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';

/** Taxe régionale per cheval fiscal in a few regions (€). */
const TARIFS = [['Île-de-France', 54.95], ['Auvergne-Rhône-Alpes', 43], ['Provence-Alpes-Côte d’Azur', 51.2], ['Occitanie', 54], ['Bretagne', 60], ['Hauts-de-France', 42], ['Grand Est', 48]] as const;

export const frVenteInvoice: Layout = (random, index) => {
  const home = address(random, 'fr');
  const { model, machine, cond, margin } = drawSale(random, index, 0.7);
  const firm = dealer(random, 'fr', model.kind, home.town, model.make);
  const form = (firm.match(/\b(SAS|SARL|SA)\b/) ?? ['SAS'])[0];
  const ids = frIds(random);
  const kindOf = machine ? 'firm' : cond !== 'used' && chance(random, 0.15) ? 'leasing' : chance(random, 0.6) ? 'private' : 'firm';
  const priv = kindOf === 'private' ? buyer(random, 'fr') : null;
  const customer = priv ? (chance(random, 0.5) ? `${priv.last.toUpperCase()} ${priv.first}` : `${priv.first} ${priv.last.toUpperCase()}`)
    : kindOf === 'leasing' ? pick(random, LEASING.fr) : machine ? farmCustomer(random, 'fr') : firmCustomer(random, 'fr');
  const custAddr = address(random, 'fr');
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [0, 15, 30, 30], dueShare: priv ? 0.2 : 0.6 });
  const car = drawCar(random, 'fr', model, cond, dates);
  const year = dates.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const group = pick(random, [' ', '.', NBSP]);
  const m = money2(',', group);
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;
  const cv = model.kind === 'moto' ? Math.max(1, Math.round(car.kw / 15)) : Math.max(3, Math.min(15, Math.round(car.kw / 13)));

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (margin || machine ? shopPrice(random, value) : Math.round(shopPrice(random, value * 1.2) / 1.2))
    : cond === 'demo' ? Math.round(newNet(random, model, 20) * (0.8 + random() * 0.1) / 100) * 100 : newNet(random, model, 20);
  const block = chance(random, 0.5);
  const genre = { car: 'VP', van: 'CTTE', moto: 'MTL', tractor: 'TRA', machine: 'Engin' }[model.kind];
  const details = block ? [] : cond === 'new'
    ? [`N° VIN ${car.vin}`, `${car.colour} – ${car.fuelText} – ${cv} CV`]
    : [`VIN ${car.vin}${car.plate ? ` – Immat. ${car.plate}` : ''}`, `${car.firstReg ? `1re MEC ${d(car.firstReg)}` : `Année ${car.year}`} – ${num(car.machine ? car.hours : car.km, ',', ' ', 0)} ${car.machine ? 'h' : 'km'} – ${car.colour}`];
  const label = { new: machine ? 'Matériel neuf' : 'Véhicule neuf', demo: 'Véhicule de démonstration', used: machine ? 'Matériel d’occasion' : 'Véhicule d’occasion' }[cond];
  const vText = block ? pick(random, margin ? ['Prix de vente du véhicule', 'Véhicule d’occasion – prix de vente'] : ['Prix catalogue du véhicule', 'Prix de vente véhicule', label]) : `${label} ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, margin ? null : 20, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.5)) { const p = pick(random, [4, 6, 8, 10, 12, 15]); rows.push(vrow(`Remise ${p}${NBSP}%`, [], -pctCents(net, p), 20, 'discount', null)); }
  rows.push(...extraRows(random, 'fr', car, margin ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 20, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const tarif = pick(random, TARIFS);
  const cg = car.plate && !machine && chance(random, 0.75)
    ? [...(car.fuel === 'electric' ? [] : [[`Y1 Taxe régionale (${cv} CV × ${num(tarif[1], ',', '', 2)} €)`, Math.round(cv * tarif[1] * 100 * (car.cond === 'used' && car.year < Number(year) - 10 ? 0.5 : 1))] as [string, number]]),
      ['Y4 Taxe fixe', 1100] as [string, number], ['Y5 Redevance d’acheminement', 276] as [string, number],
      ...(cond === 'new' && car.fuel !== 'electric' && model.kind !== 'moto' && chance(random, 0.4) ? [['Y3 Malus écologique', pick(random, [5000, 17000, 54000, 107400, 220500])] as [string, number]] : [])]
    : [];
  const cgSplit = chance(random, 0.5);
  const outside: Amount[] = !cg.length ? [] : cgSplit ? cg.map(([text, cents]) => ({ text, cents })) : [{ text: pick(random, ['Certificat d’immatriculation (débours)', 'Frais de carte grise – débours']), cents: cg.reduce((s, [, c]) => s + c, 0) }];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && kindOf !== 'leasing' && chance(random, priv ? 0.45 : 0.2) ? drawTrade(random, 'fr', car, dates.date, t.gross) : null;
  const deposit = kindOf !== 'leasing' && chance(random, 0.5) ? depositOf(random, t.gross) : 0;
  const bank = pick(random, FINANCE.fr);
  const ded: Amount[] = [
    ...(trade ? [{ text: pick(random, [`Reprise véhicule ${trade.plate}`, 'Reprise de votre véhicule', `Reprise ${trade.title}`]), cents: -trade.cents }] : []),
    ...(deposit ? [{ text: `Acompte versé le ${d(dates.order)}`, cents: -deposit }] : []),
  ];
  const financed = priv && chance(random, 0.3) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `Financement ${bank}`, cents: -financed });
  const due = total + sumOf(ded);

  // References.
  const number = pick(random, [`FA${year}${seqNo(random, 5)}`, `${cond === 'used' ? 'VO' : 'VN'}-${year}-${seqNo(random, 5)}`, `${year.slice(2)}${seqNo(random, 6)}`, `F-${seqNo(random, 7)}`]);
  const custNo = pick(random, [`411${digits(random, 5)}`, `C${digits(random, 6)}`]);
  const dossier = pick(random, [`D${year.slice(2)}-${digits(random, 5)}`, `${digits(random, 7)}`]);
  const clerk = person(random, 'fr');
  const ordre = cond === 'new' ? `${pick(random, ['OR', 'VN'])}${digits(random, 7)}` : null;
  const po = kindOf !== 'private' && chance(random, 0.4) ? pick(random, [`BC${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `CMD-${year}-${seqNo(random, 4)}`]) : null;
  const printsDue = dates.due !== null && dates.terms !== 0 && chance(random, 0.8);
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['N° client', 'Code client']), custNo], [pick(random, ['N° de dossier', 'Dossier n°', 'Contrat de vente n°']), dossier], [pick(random, ['Bon de commande du', 'Commande signée le']), d(dates.order)],
    [pick(random, dates.delivery > dates.date ? ['Date de livraison', 'Date de livraison prévue'] : ['Date de livraison', 'Livré le']), d(dates.delivery)], ['Vendeur', `${clerk.first} ${clerk.last.toUpperCase()}`],
    ...(ordre ? [[pick(random, ['N° d’ordre VN', 'N° de commande usine']), ordre] as [string, string]] : []),
    ...(po ? [[pick(random, ['Votre commande n°', 'Votre bon de commande', 'Votre réf. commande']), po] as [string, string]] : []),
    ...(printsDue ? [['Échéance', d(dates.due as string)] as [string, string]] : []),
  ]);
  const acct = frenchBank(random), ibanShown = chance(random, 0.6) ? groupIban(acct.iban) : acct.iban;
  const tvaShown = pick(random, [ids.tva, `${ids.tva.slice(0, 4)} ${ids.tva.slice(4, 7)} ${ids.tva.slice(7, 10)} ${ids.tva.slice(10)}`]);
  const siret = `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}`;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.serif[0], FONTS.serif[1]], ['#1d3557', '#c1121f', '#264653', '#3d405b', '#0b6e4f', '#5a189a']);
  const mk = model.make.replace(' Motorrad', '');
  const brandLine = machine ? `Concessionnaire ${mk} – Vente, location, SAV` : cond === 'used' && chance(random, 0.4) ? 'Véhicules d’occasion toutes marques' : pick(random, [`Concessionnaire ${mk}`, `Agent ${mk}`, `Distributeur ${mk}`]);
  const brand = `${look.logo ? logo(random, look.accent, firm, model.kind, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const supLines = [brandLine, `${home.street} – ${home.city}`, `Tél. ${phone(random, 'fr')} – ${pick(random, ['contact', 'vente', 'accueil'])}@${slug(firm)}.fr`];
  const facture = `<div class="fbox"><div class="ft">${span(pick(random, ['FACTURE', 'Facture', cond === 'used' ? 'FACTURE VO' : 'FACTURE VN']))}</div><div>${span(`N° ${number}`, 'b')}</div><div>${span(`du ${d(dates.date)}`)}</div></div>`;
  const top = look.band
    ? `<div class="band"><div>${brand}<div class="bl">${span(supLines.join(' · '))}</div></div>${facture}</div>`
    : `<div class="plain"><div>${brand}${supLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>${facture}</div>`;
  const lessee = kindOf === 'leasing' ? `${firmCustomer(random, 'fr')}` : null;
  const win = `<div>${windowHtml([customer, ...(lessee ? [`Locataire : ${lessee}`] : []), custAddr.street, custAddr.city], 0, null, pick(random, ['Client', 'Facturé à', 'Adresse de facturation']))}</div>`;
  const side = `<div class="side">${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const specPairs: [string, string][] = [
    ['Marque', model.make], ['Modèle', model.model], ['Version', car.variant], [machine ? 'N° de série' : 'N° VIN', car.vin], ...(car.plate ? [['Immatriculation', car.plate] as [string, string]] : []),
    ...(car.firstReg ? [['1re mise en circ.', d(car.firstReg)] as [string, string]] : [['Année', String(car.year)] as [string, string]]),
    [machine ? 'Heures' : 'Kilométrage', `${num(machine ? car.hours : car.km, ',', ' ', 0)} ${machine ? 'h' : 'km'}`], ['Couleur', car.colour], ['Énergie', car.fuelText],
    ...(machine ? [['Puissance', power(car.kw, 'ch')] as [string, string]] : [['Puissance fiscale', `${cv} CV`] as [string, string], ['Genre', genre] as [string, string]]),
  ];
  const spec = block ? specGrid(pick(random, ['Désignation du véhicule', 'Caractéristiques du véhicule', label]), specPairs, pick(random, [2, 3])) : '';
  const tradeBox = trade ? infoBox('Véhicule repris', [`${trade.title} – immat. ${trade.plate}`, `VIN ${trade.vin}`, `1re MEC ${d(trade.firstReg)} – ${num(trade.km, ',', ' ', 0)} km`]) : '';
  const cgBox = cg.length && !cgSplit ? infoBox('Détail certificat d’immatriculation', cg.map(([k, c]) => `${k} : ${eur(c)}`)) : '';

  const printsRate = !block || chance(random, 0.6);
  const ttcOnly = t.margin !== 0;
  const cols: Col[] = block ? [['Désignation', ''], ...(printsRate ? [['TVA', 'r'] as Col] : []), [ttcOnly ? 'Montant' : 'Montant HT', 'r']]
    : [['Désignation', ''], ['Qté', 'r'], [ttcOnly ? 'P.U.' : 'P.U. HT', 'r'], ['TVA', 'r'], [ttcOnly ? 'Montant' : 'Montant HT', 'r']];
  const rateCell = (r: (typeof rows)[number]) => (r.rate === null ? pick(random, ['Marge', 'TVA/marge', 'M']) : `${r.rate}${NBSP}%`);
  const cells = rows.map((r) => (block ? [descCell(r), ...(printsRate ? [rateCell(r)] : []), signed(r.cents, m)]
    : [descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : signed(r.mills / 10, m), rateCell(r), signed(r.cents, m)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [];
  let printsSub = false;
  if (!t.margin) { tot.push([pick(random, ['Total HT', 'Montant HT', 'Total hors taxes']), eur(t.items), '']); printsSub = true; }
  else if (t.taxed) tot.push(['Véhicule (régime de la marge)', eur(t.margin), ''], ['Prestations et accessoires HT', eur(t.taxed), '']);
  for (const l of t.lines) tot.push([`TVA ${l.rate}${NBSP}%${t.margin ? ` sur ${m(l.base)}` : ''}`, eur(l.tax), '']);
  const inter = chance(random, 0.5);
  if (outside.length) tot.push(...(inter ? [[t.margin ? 'Total véhicule et prestations' : 'Total TTC véhicule', eur(t.gross), 'rule'] as [string, string, string]] : []), ...outside.map((o): [string, string, string] => [o.text, eur(o.cents), '']));
  tot.push([outside.length && inter ? pick(random, ['Total facture', 'Montant total']) : t.margin ? pick(random, ['Total', 'Montant total']) : 'Total TTC', eur(total), ded.length || (outside.length && !inter) ? 'rule' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, eur(x.cents), '']), [pick(random, ['Reste à payer', 'Net à payer', 'Solde à régler']), eur(due), look.band ? 'hl' : 'big']);
  const terms = printsDue ? `Échéance : ${d(dates.due as string)} – règlement par virement` : dates.terms ? `Paiement à ${dates.terms} jours date de facture` : dates.delivery < dates.date ? 'Paiement à réception de facture' : pick(random, ['Paiement à la livraison du véhicule', 'Règlement comptant à la livraison', 'Paiement à réception de facture']);
  const pay = [terms, `IBAN ${ibanShown} – BIC ${acct.bic}`, `Domiciliation : ${acct.name}`];
  const legal = [
    ...(margin ? [pick(random, ['Vente soumise au régime de la marge – TVA non récupérable (article 297 A du CGI). Régime particulier – Biens d’occasion.', 'Régime particulier – Biens d’occasion : TVA sur la marge, art. 297 A du CGI ; TVA non déductible par l’acquéreur.'])] : []),
    ...(cg.length ? ['Les frais de certificat d’immatriculation sont des débours engagés au nom et pour le compte du client (art. 267 II 2° du CGI), non soumis à TVA.'] : []),
    ...(financed ? [`Financement accordé par ${bank} sous réserve d’acceptation du dossier ; le montant financé nous est versé directement par l’organisme prêteur.`] : []),
    ...(lessee ? [`Véhicule livré au locataire ${lessee} pour le compte de ${customer}.`] : []),
  ];
  const small = `${machine ? 'Matériel garanti selon les conditions du constructeur ; matériel d’occasion vendu en l’état, sans garantie.' : cond === 'used' ? pick(random, ['Garantie contractuelle 12 mois pièces et main-d’œuvre selon conditions en vigueur, en sus de la garantie légale de conformité.', 'Véhicule vendu en l’état, contrôle technique de moins de 6 mois remis à l’acheteur.']) : 'Garantie constructeur selon conditions du carnet de garantie.'} Le transfert de propriété n’intervient qu’après paiement intégral du prix (clause de réserve de propriété).${priv ? '' : ' En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.'}`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm} – ${form} au capital de ${num(pick(random, [8000, 50000, 150000, 400000]), ',', ' ', 0)} € – RCS ${home.town} ${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')} – SIRET ${siret} – APE 4511Z`)}</div><div class="fl">${span(`TVA intracommunautaire ${tvaShown} – Mandataire non exclusif en opérations de banque, ORIAS n° ${digits(random, 8)}`)}</div></div>`;

  const size = vsize(look, tableLines(rows, 14 + tot.length + (block ? 4 : 0) + (trade || cgBox ? 4 : 0) + legal.length));
  const css = `${vehCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.5em; font-weight: bold } .bl { font-size: 0.8em; margin-top: 3px }
.band .fbox { border-color: #fff } .band .ft { color: #fff }
.plain { padding: 24px 40px 4px; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.5em; font-weight: bold; color: ${look.accent} }
.fbox { border: 1.2px solid ${look.accent}; padding: 6px 14px; min-width: 180px } .ft { font-size: 1.3em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.05em }
.main { padding: 14px 40px 0 } .win { width: 300px; border: 0.6px solid #999; border-radius: 4px; padding: 8px 12px; min-height: 64px } .side { min-width: 240px } .gridrow { margin-top: 10px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .boxes { max-width: 320px } .pay { margin-top: 8px } .pay div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.72em; color: #333; text-align: center } .foot .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, side, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 4)}</div>` : ''}${spec}${items}<div class="bottom"><div class="boxes">${tradeBox}${cgBox}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div>${legal.map((l, i) => `<div class="${i === 0 && margin ? 'legal' : 'small'}">${esc(l)}</div>`).join('')}<div class="tiny policy">${esc(small)}</div></div>${footer}`;
  const html = page('fr', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(tvaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'EUR', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(total),
    amount_due: euros(due), iban: ibanShown,
  };
  return result('fr', html, fields, rows, !block, printsRate);
};
