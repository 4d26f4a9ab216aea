/**
 * A French practitioner's « Note d'honoraires » or « Facture » — masseur-kinésithérapeute, ostéopathe or
 * psychologue: the practitioner's identity (name or cabinet, diploma, N° ADELI and/or RPPS, SIRET) in a tinted
 * column down the left of the page or in a header with the numbers on a strip under it, the patient (sometimes a
 * child, a parent then paying) and on some « Facturé à » a mutuelle or an employer, the séances by date (one row
 * each, or one row per act with its dates on a second line), exonération de TVA (art. 261-4-1° du CGI), and
 * « Acquittée » with the means of payment, a « Reste à payer » after a part paid, or a payment by transfer.
 */
import {
  addDays, birthDate, built, careDesc, careFont, careItem, careLine, chance, dl, dls, esc, fee, fmtDate, int, issueDate, lineCount, lowerAscii, NNBSP, num, pad,
  page, pick, some, span, sum, totalsRows, visitDates, weighted, type CareLine, type Layout, type Treatment, type TruthFields,
} from './care-common.ts';
import { adeli, address, childName, frCabinet, frNir, FR_MUTUELLES, person, rpps } from './care-names.ts';
import { frIds } from './fees-ids.ts';
import { company } from './fees-names.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';

type Kind = 'kine' | 'osteo' | 'psy';
const t = (text: string, price: [number, number], details?: string[]): Treatment => ({ code: '', text, price, details });
const ACTS: Record<Kind, { title: [string, string]; acts: Treatment[]; child: Treatment[]; extra: Treatment[] }> = {
  kine: {
    title: ['Masseur-kinésithérapeute D.E.', 'Masseur-kinésithérapeute D.E.'],
    acts: [t('Séance de rééducation (hors nomenclature)', [30, 45]), t('Drainage lymphatique manuel', [35, 55], ['Membre inférieur droit']), t('Thérapie manuelle – rachis cervical', [40, 55]),
      t('Séance de kinésithérapie du sport', [40, 60], ['Reprise après entorse de cheville']), t('Rééducation post-opératoire du genou', [35, 50], ['Ligamentoplastie LCA']), t('Séance de rééducation vestibulaire', [40, 55])],
    child: [t('Kinésithérapie respiratoire du nourrisson', [30, 40]), t('Rééducation posturale de l\'enfant', [35, 45])],
    extra: [t('Bilan-diagnostic kinésithérapique', [45, 60]), t('Indemnité forfaitaire de déplacement', [2.5, 4]), t('Dépassement d\'honoraires (DE)', [5, 15])],
  },
  osteo: {
    title: ['Ostéopathe D.O.', 'Ostéopathe D.O.'],
    acts: [t('Consultation d\'ostéopathie', [55, 80]), t('Consultation ostéopathie femme enceinte', [55, 75]), t('Séance d\'ostéopathie du sportif', [60, 80], ['Suivi préparation marathon']), t('Consultation d\'ostéopathie à domicile', [70, 95])],
    child: [t('Consultation ostéopathie nourrisson', [45, 65]), t('Consultation ostéopathie enfant', [50, 65])],
    extra: [t('Majoration de déplacement', [10, 20]), t('Séance de suivi (30 min)', [40, 55])],
  },
  psy: {
    title: ['Psychologue clinicien', 'Psychologue clinicienne'],
    acts: [t('Séance de psychothérapie individuelle (45 min)', [50, 80]), t('Séance de thérapie de couple', [80, 110]), t('Séance de thérapie familiale', [80, 120]), t('Séance de suivi (30 min)', [40, 60])],
    child: [t('Bilan psychologique (WISC-V)', [250, 450], ['Passation, cotation et restitution']), t('Séance de guidance parentale', [50, 70]), t('Séance de psychothérapie enfant', [45, 65])],
    extra: [t('Entretien initial d\'évaluation', [50, 90]), t('Compte rendu écrit', [30, 80], ['À l\'attention du médecin traitant'])],
  },
};

/** The first digit of a town's phone numbers. */
const AREA: Record<string, string> = { Paris: '1', Lyon: '4', Marseille: '4', Toulouse: '5', Bordeaux: '5', Nantes: '2', Lille: '3', Strasbourg: '3', Montpellier: '4', Rennes: '2', Nice: '4', Grenoble: '4', Annecy: '4', Dijon: '3', Tours: '2', Angers: '2' };

export const frNoteHonoraires: Layout = (random) => {
  const kind = weighted(random, [['kine', 4], ['osteo', 3], ['psy', 3]] as [Kind, number][]);
  const cat = ACTS[kind];
  const me = person(random, 'fr'), myAddr = address(random, 'fr');
  const cabinet = chance(random, 0.35) ? frCabinet(random, kind, myAddr.town) : null;
  const supplier = cabinet ?? me.full;
  const title = cat.title[me.female ? 1 : 0];
  const ids = frIds(random);
  const dept = myAddr.city.slice(0, 2);
  const adeliNo = kind === 'kine' && chance(random, 0.5) ? null : adeli(random, dept);
  const rppsNo = kind === 'kine' || (kind === 'psy' && chance(random, 0.3)) ? rpps(random) : null;
  const printsTva = cabinet !== null && /SELARL|SCP/.test(cabinet) && chance(random, 0.6);
  const date = issueDate(random), year = date.slice(0, 4);
  const long = chance(random, 0.35);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const dl1 = (iso: string) => (long ? `${Number(iso.slice(8)) === 1 ? '1er' : Number(iso.slice(8))} ${fmtDate(iso, '{MMMM} {yyyy}', 'fr')}` : d(iso));
  const group = pick(random, [NNBSP, ' ', '.']);
  const eur = (v: number) => `${num(v, ',', group)}${'\u00a0'}€`;

  // Patient and payer.
  const childCase = cat.child.length > 0 && chance(random, 0.25);
  const parent = person(random, 'fr'), patientAddr = address(random, 'fr');
  const patient = childCase ? `${childName(random, 'fr')} ${parent.last.toUpperCase()}` : `${parent.first} ${parent.last.toUpperCase()}`;
  const payerKind = weighted(random, [['patient', 6], ['mutuelle', 2], ['company', kind === 'psy' ? 2 : 1]] as ['patient' | 'mutuelle' | 'company', number][]);
  const mutuelle = pick(random, FR_MUTUELLES);
  const employer = company(random, 'fr');
  const customer = payerKind === 'mutuelle' ? mutuelle[0] : payerKind === 'company' ? employer : childCase ? `${parent.first} ${parent.last.toUpperCase()}` : patient;
  const po = payerKind === 'company' && chance(random, 0.5) ? pick(random, [`BC-${year}-${pad(int(random, 1, 999), 4)}`, `${int(random, 4500000000, 4599999999)}`, `DA${int(random, 10000, 99999)}`]) : null;

  // Séances: one row each, or one row per act with its dates on the second line.
  const pool = childCase ? [pick(random, cat.child)] : cat.acts.filter((a) => parent.female || !a.text.includes('enceinte'));
  const main = some(random, pool, weighted(random, [[1, 5], [2, 2]]));
  const born = birthDate(random, date, !childCase ? [18, 80] : main[0].text.includes('nourrisson') ? [0, 1] : [3, 13]);
  const sessions = lineCount(random, 10);
  const grouped = sessions > 2 && chance(random, 0.45);
  const dates = visitDates(random, addDays(date, -int(random, 0, 10)), sessions, [5, 14]);
  const prices = main.map((a) => fee(random, a.price));
  const lines: CareLine[] = [];
  if (grouped) {
    main.forEach((a, i) => {
      const mine = dates.filter((_, k) => k % main.length === i).slice(0, 6);
      if (!mine.length) return;
      const list = mine.map((x) => fmtDate(x, '{dd}/{mm}', 'fr'));
      const last = `${list[list.length - 1]}/${mine[mine.length - 1].slice(0, 4)}`;
      const detail = list.length === 1 ? `Séance du ${d(mine[0])}` : list.length <= 4 ? `Séances des ${list.slice(0, -1).join(', ')} et ${last}` : `${list.length} séances du ${list[0]} au ${last}`;
      lines.push(careLine({ text: a.text, detail, qty: mine.length, price: prices[i], date: mine[0] }));
    });
  } else {
    dates.forEach((x, k) => { const i = int(random, 0, main.length - 1); lines.push(careLine({ text: main[i].text, detail: k === 0 && main[i].details && chance(random, 0.5) ? pick(random, main[i].details) : null, price: prices[i], date: x })); });
  }
  if (lines.length < 12 && chance(random, 0.35)) {
    const x = pick(random, cat.extra);
    lines.splice(x.text.startsWith('Bilan') || x.text.startsWith('Entretien') ? 0 : lines.length, 0, careLine({ text: x.text, detail: x.details && chance(random, 0.5) ? pick(random, x.details) : null, price: fee(random, x.price, x.price[1] < 5), date: x.text.startsWith('Bilan') || x.text.startsWith('Entretien') ? addDays(dates[0], -int(random, 0, 3)) : dates[dates.length - 1] }));
  }
  const total = sum(lines.map((l) => l.amount));
  const status = weighted(random, [['paid', 4], ['partial', 2], ['due', 4]] as ['paid' | 'partial' | 'due', number][]);
  const paidPart = status === 'partial' ? Math.min(sum(lines.slice(0, Math.max(1, Math.floor(lines.length / 2))).map((l) => l.amount)), Math.round(total / 2)) : 0;
  const due = status === 'paid' ? 0 : sum([total, -paidPart]);
  const printsDue = status !== 'paid' && chance(random, 0.5), dueDate = addDays(date, pick(random, [15, 30]));
  const means = pick(random, ['carte bancaire', 'chèque', 'espèces', 'virement']);

  const nRef = int(random, 1, 640);
  const docTitle = pick(random, ['Note d\'honoraires', 'Note d\'honoraires', 'Facture', 'Facture d\'honoraires']);
  const number = pick(random, [`${year}-${pad(nRef, 4)}`, `NH${year.slice(2)}${pad(nRef, 4)}`, `${year}${pad(Number(date.slice(5, 7)), 2)}-${pad(nRef, 3)}`, `F-${pad(nRef, 5)}`, `${nRef}/${year}`]);
  const bank = frenchBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const printsIban = status !== 'paid' && (means === 'virement' || chance(random, 0.7));

  // Look.
  const { font, size } = careFont(random, ['sans', 'serif', 'dejavu', 'narrow']);
  const accent = pick(random, ['#0e7c86', '#5a4fa2', '#2d6a4f', '#9b3d52', '#1f4e79', '#8a5a00']);
  const sidebar = chance(random, 0.55);
  const siret = chance(random, 0.6) ? ids.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : ids.siret;
  const email = `${lowerAscii(me.first)}.${lowerAscii(me.last)}@${pick(random, ['gmail.com', 'orange.fr', 'free.fr', ...(sidebar ? [] : [`${kind}-${lowerAscii(myAddr.town)}.fr`])])}`;
  const tel = `0${AREA[myAddr.town] ?? '1'} ${pad(int(random, 10, 99), 2)} ${pad(int(random, 0, 99), 2)} ${pad(int(random, 0, 99), 2)} ${pad(int(random, 0, 99), 2)}`;
  const numbers = [...(adeliNo ? [`N° ADELI : ${adeliNo}`] : []), ...(rppsNo ? [`N° RPPS : ${rppsNo}`] : []), `SIRET : ${siret}`, ...(printsTva ? [`TVA intracom. : ${ids.tva}`] : [])];
  const identity = `<div class="nm">${span(supplier)}</div>${cabinet ? dl(me.full, 'b') : ''}${dls([title, ...(kind === 'osteo' && chance(random, 0.5) ? [sidebar ? 'Membre du R.O.F.' : 'Membre du Registre des Ostéopathes de France'] : [])], 'tt')}`;
  const contact = [myAddr.street, myAddr.city, `Tél. ${tel}`, email];

  const titleBlock = `<div class="doc">${span(docTitle.toUpperCase())}</div>${dls([`N° ${number}`, `${long ? 'Le' : 'Date :'} ${dl1(date)}`])}`;
  const patLines = [patient, ...(childCase ? [`Date de naissance : ${d(born)}`, `Représenté par : ${parent.first} ${parent.last.toUpperCase()}`] : [`Né${parent.female ? 'e' : ''} le ${d(born)}`]),
    ...(payerKind === 'patient' ? [patientAddr.street, patientAddr.city] : []), ...(!childCase && chance(random, 0.4) ? [`N° SS : ${frNir(random, parent.female, born)}`] : [])];
  const patientBox = `<div class="pbox"><div class="lab">${esc(childCase ? 'Patient(e) mineur(e)' : 'Patient(e)')}</div>${dls(patLines)}</div>`;
  const mAddr = address(random, 'fr');
  const payerLines = payerKind === 'mutuelle' ? [mutuelle[0], mutuelle[1], `${pick(random, ['CS', 'TSA'])} ${int(random, 10000, 99999)}`, `${mAddr.city.toUpperCase()} CEDEX`, `N° adhérent : ${int(random, 10000000, 99999999)}`]
    : [employer, pick(random, ['Service Ressources Humaines', 'Direction QVT', 'Service Santé au travail']), ...(po ? [`Bon de commande n° ${po}`] : [])];
  const payerBox = payerKind === 'patient' ? '' : `<div class="pbox"><div class="lab">Facturé à</div>${dls(payerLines)}</div>`;
  const addressee = payerKind === 'patient' && childCase ? `<div class="pbox"><div class="lab">Facturé à</div>${dls([customer, patientAddr.street, patientAddr.city])}</div>` : '';

  const showDate = !grouped;
  const cols = [...(showDate ? ['Date'] : []), pick(random, ['Acte', 'Nature de l\'acte', 'Prestation']), ...(grouped ? ['Qté', 'Tarif'] : []), 'Montant'];
  const body = lines.map((l) => `<tr>${showDate ? `<td class="nw">${d(l.date ?? date)}</td>` : ''}<td>${careDesc(l)}</td>${grouped ? `<td class="r">${l.qty}</td><td class="r nw">${eur(l.price)}</td>` : ''}<td class="r nw">${eur(l.amount)}</td></tr>`).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i === cols.length - 1 || (grouped && i > 0) ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
  const tot: [string, string, string][] = [[pick(random, ['Total des honoraires', 'Montant total', 'Total']), eur(total), 'big'], ['TVA', pick(random, ['exonérée', '0,00 €', 'non applicable']), 'sm']];
  if (status === 'partial') tot.push([`Déjà réglé le ${d(addDays(date, -int(random, 7, 30)))}`, eur(-paidPart), ''], [pick(random, ['Reste à payer', 'Reste dû']), eur(due), 'big']);
  if (status === 'due') tot.push([pick(random, ['Reste à payer', 'Net à payer', 'Montant à régler']), eur(due), 'big']);
  if (status === 'paid' && chance(random, 0.5)) tot.push(['Reste à payer', eur(0), '']);
  const totals = `<table class="tot">${totalsRows(tot)}</table>`;
  const stamp = status === 'paid' ? `<div class="stamp">${dls([pick(random, ['ACQUITTÉE', 'Note acquittée', 'POUR ACQUIT']), `le ${d(date)} par ${means}`])}</div>` : '';
  const pay = status === 'paid' ? '' : `<div class="pay">${dls([
    printsDue ? `À régler avant le ${d(dueDate)}${printsIban ? ' par virement' : ''}` : `Règlement à réception${printsIban ? ', par virement ou chèque' : ''}`,
    ...(printsIban ? [`IBAN : ${ibanShown}`, `BIC : ${bank.bic} – ${bank.name}`] : []),
  ])}</div>`;
  const legal = [
    pick(random, ['Exonération de TVA – article 261-4-1° du CGI.', 'TVA non applicable – art. 261-4-1° du CGI.', 'Actes exonérés de TVA en application de l\'article 261-4-1° du Code général des impôts.']),
    ...(kind === 'osteo' || kind === 'psy' ? ['Actes non remboursés par l\'Assurance Maladie ; note à transmettre à votre complémentaire santé.'] : ['Séances hors nomenclature, non prises en charge par l\'Assurance Maladie.']),
    ...(chance(random, 0.4) ? ['Membre d\'une association de gestion agréée, le règlement par chèque est accepté.'] : []),
    ...(payerKind === 'company' ? ['Pénalités de retard : trois fois le taux d\'intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.'] : []),
  ];
  const whereTown = `Fait à ${myAddr.town}, le ${dl1(date)}`;
  const mainCol = `${sidebar ? `<div class="thead">${titleBlock}</div>` : ''}<div class="parties">${patientBox}${payerBox}${addressee}</div>${table}<div class="after">${stamp}${totals}</div>${pay}
<div class="legal">${legal.map((x) => `<p>${esc(x)}</p>`).join('')}</div>${long ? '' : dl(whereTown, 'fait')}`;
  const layout = sidebar
    ? `<div class="bar"></div><div class="wrap"><div class="side">${identity}<div class="sc">${dls(contact)}</div><div class="sc">${dls(numbers)}</div></div><div class="main">${mainCol}</div></div>`
    : `<div class="hd"><div>${identity}${dls(contact.slice(0, 2).concat(contact.slice(2).join(' · ')), 'sm')}</div><div class="r">${titleBlock}</div></div><div class="strip">${span(numbers.join('   ·   '))}</div>${mainCol}`;
  const footer = `<div class="foot">${dl(pick(random, ['Document à conserver – page 1/1', `${supplier} – ${myAddr.street}, ${myAddr.city}`, 'Merci de votre confiance']))}</div>`;

  const sideW = supplier.length > 30 ? 250 : 225;
  const css = `
body { padding: 40px 48px 0 ${sidebar ? 0 : 58}px }
.nm { font-size: ${sidebar ? Math.min(1.3, 32 / supplier.length).toFixed(2) : 1.6}em; font-weight: bold; color: ${accent}; line-height: 1.2 } .tt { color: #333; font-style: italic } .sm { font-size: 0.9em; color: #444 }
.bar { position: absolute; left: 0; top: 0; bottom: 0; width: ${sideW}px; background: ${accent}14; border-right: 2px solid ${accent} }
.wrap { display: flex } .side { width: ${sideW - 36}px; padding: 0 18px; font-size: 0.9em; flex: none } .sc { margin-top: 14px; color: #333 } .main { flex: 1; padding-left: 26px }
.hd { display: flex; justify-content: space-between; align-items: flex-start } .strip { margin: 10px 0 4px; padding: 4px 0; border-top: 1px solid ${accent}; border-bottom: 1px solid ${accent}; font-size: 0.86em; white-space: nowrap }
.doc { font-size: 1.45em; font-weight: bold; letter-spacing: 0.06em; color: ${accent} } .thead { margin-bottom: 8px }
.parties { display: flex; gap: 14px; margin: 16px 0 12px } .pbox { flex: 1 1 0; border: 0.8px solid #bbb; border-radius: 4px; padding: 6px 9px } .lab { font-size: 0.78em; text-transform: uppercase; letter-spacing: 0.05em; color: ${accent}; font-weight: bold }
.items { width: 100% } .items th { font-weight: bold; background: ${accent}; color: #fff; padding: 4px 6px } .items td { padding: 3px 6px; border-bottom: 0.5px solid #ccc }
.after { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px } .tot { margin-left: auto; min-width: 250px } .tot td { padding: 2px 6px } .tot .big td { font-weight: bold; font-size: 1.08em } .tot .sm td { font-size: 0.9em; color: #555 }
.stamp { border: 2.5px solid #b22222; color: #b22222; padding: 4px 12px; transform: rotate(-4deg); font-weight: bold; margin: 6px 0 0 12px; text-align: center }
.pay { margin-top: 12px } .legal { margin-top: 12px; font-size: 0.82em; color: #444 } .legal p { margin: 0 0 2px } .fait { margin-top: 14px }
.foot { left: ${sidebar ? sideW : 0}px !important; padding: 0 48px 16px; text-align: center; font-size: 0.76em; color: #666 }`;
  const html = page('fr', font, size, css, `${layout}${footer}`);

  const fields: TruthFields = {
    supplier_name: supplier, ...(printsTva ? { supplier_tax_id: ids.tva } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', total_tax: 0, total_amount: total, amount_due: due, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('fr', html, fields, lines.map((l) => careItem(l, { qty: grouped, price: grouped, rate: false })));
};
