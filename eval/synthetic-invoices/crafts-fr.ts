/**
 * A French facture d'artisan (plombier-chauffagiste, électricien, peintre, menuisier, carreleur, couvreur): the
 * letterhead with the trade mark and qualifications, a "FACTURE" box with number and date, the client's window
 * ("Client :") and the "Adresse du chantier" box apart from it, the références (devis n° … du …, date d'intervention,
 * the client's bon de commande on some); fournitures and main d'œuvre as separate lines or groups ("Total
 * fournitures"), rooms as groups on some, unités u, m², ml, h, forfait; TVA 10 % in a dwelling over two years old
 * (with the attestation simplifiée mention) and 5,5 % on energy-saving works (a TVA column then), 20 % for business
 * premises, or the autoliquidation of a sous-traitant (art. 283-2 nonies CGI) with a retenue de garantie of 5 %; an
 * acompte versé deducted → net à payer; the late-payment and assurance décennale mentions; SIRET, RCS or RM, APE and
 * TVA intracommunautaire in the footer.
 */
import {
  domain, csize, craftCss, crow, discountRow, drawJob, drawRows, finish, firmName, fitLines, footer, groupConsecutive, letterhead, notesHtml, numberRows, positions, qfmt,
  siteBox, totalsOf, tradeMark, type HeadStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { chance, digits, fmtDate, FONTS, int, NBSP, NNBSP, page, pctCents, phone, pick, span, type Layout, type TruthFields } from './distribution-common.ts';
import { headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { depositOf, windowHtml } from './events-common.ts';
import { FR_BOOK, FR_ENERGY, FR_EXTRA, FR_ROOMS } from './crafts-work-fr.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { frIban, frIds, grouped, spaced } from './crafts-ids.ts';

const UNITS: Record<Unit, string>[] = [
  { h: 'h', m2: 'm²', m: 'ml', pc: 'u', ls: 'forfait', kg: 'kg', m3: 'm³', day: 'j', km: 'km' },
  { h: 'H', m2: 'M2', m: 'ML', pc: 'U', ls: 'Ft', kg: 'KG', m3: 'M3', day: 'J', km: 'KM' },
  { h: 'heure', m2: 'm2', m: 'm', pc: 'unité', ls: 'ens.', kg: 'kg', m3: 'm3', day: 'jour', km: 'km' },
];

export const frArtisanInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(FR_BOOK) as Trade[]);
  const book = FR_BOOK[trade] ?? FR_BOOK.plumb!;
  const owner = person(random, 'fr'), home = address(random, 'fr');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const form = /^SARL|SARL | SAS$|^EURL/.test(firm) ? (firm.includes('SAS') ? 'SAS' : firm.includes('EURL') ? 'EURL' : 'SARL') : null;
  const kind: CustomerKind = pick(random, ['private', 'private', 'private', 'manager', 'contractor', 'company']);
  const cust = customer(random, 'fr', kind);
  const auto = kind === 'contractor' && chance(random, 0.85);
  const job = drawJob(random, [0, 15, 30, 30, 45]);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const m = money2(',', pick(random, [NNBSP, ' ', '.'])), eur = (c: number) => `${m(c)}${NBSP}€`;
  const units = pick(random, UNITS), qFixed = pick(random, [null, 2, 2]);
  const dwelling = kind === 'private' || kind === 'manager';
  const base = auto ? 20 : dwelling ? 10 : 20;
  const rateOf = (text: string) => (dwelling && FR_ENERGY.test(text) ? 5.5 : base);

  // Lines.
  const n = int(random, 2, 13);
  const rows = drawRows(random, book.works, n, { extras: FR_EXTRA, rate: (w) => rateOf(w.lines[0]), units, details: (c) => (c <= 5 ? 2 : c <= 9 ? 1 : 0) });
  if (chance(random, 0.5)) rows.unshift(crow([pick(random, ['Déplacement', 'Frais de déplacement', 'Forfait déplacement'])], 1, units.ls, pick(random, [25000, 30000, 35000, 45000, 55000]), base, 'T'));
  fitLines(rows, 28);
  let groups: string[] | null = null;
  const hasM = rows.some((r) => r.kind === 'M'), hasL = rows.some((r) => r.kind !== 'M');
  const grouping = rows.length >= 4 ? pick(random, ['none', 'kind', 'kind', 'room']) : 'none';
  if (grouping === 'kind' && hasM && hasL) {
    rows.forEach((r) => { r.group = r.kind === 'M' ? 0 : 1; });
    rows.sort((a, b) => a.group - b.group);
    groups = [pick(random, ['Fournitures', 'FOURNITURES', 'Matériel et fournitures']), pick(random, ["Main d'œuvre et prestations", "MAIN D'ŒUVRE", 'Travaux et pose'])];
  } else if (grouping === 'room') {
    const count = rows.length >= 7 ? int(random, 2, 3) : 2;
    groupConsecutive(rows, count);
    groups = [...FR_ROOMS].sort(() => random() - 0.5).slice(0, count);
  }
  numberRows(rows, groups ? 'dotted' : pick(random, ['n', 'nn', 'n']));
  if (!groups && rows.length >= 3 && new Set(rows.map((r) => r.rate)).size === 1 && chance(random, 0.2)) {
    const pct = pick(random, [5, 10]);
    const x = discountRow(pick(random, [`Remise commerciale ${pct}${NBSP}%`, `Remise ${pct}${NBSP}% selon devis`]), rows, pct);
    x.pos = String(rows.length + 1);
    rows.push(x);
  }
  const t = totalsOf(rows, auto);
  const retenue = auto && chance(random, 0.5) ? pctCents(t.gross, 5) : 0;
  const acompte = !auto && chance(random, 0.4) && t.gross > 80000 ? depositOf(random, t.gross) : 0;
  const due = t.gross - retenue - acompte;

  // Identifiers.
  const year = job.date.slice(0, 4);
  const number = pick(random, [`F${year}-${digits(random, 4)}`, `FA${year.slice(2)}${digits(random, 4)}`, `${year}${digits(random, 3)}`, `FAC-${digits(random, 5)}`]);
  const devis = `${pick(random, ['D', 'DE', 'DV-'])}${year}${digits(random, 3)}`;
  const po = !dwelling && chance(random, 0.5) ? pick(random, [`BC-${digits(random, 6)}`, `${digits(random, 8)}`, `CMD${digits(random, 5)}`, `ST-${year}-${digits(random, 3)}`]) : null;
  const ids = frIds(random), ibanValue = frIban(random);
  const printsTva = chance(random, 0.85) || auto;
  const custTva = auto ? frIds(random).tva : null;
  const period = job.start === job.end ? `Date d'intervention : ${d(job.end)}` : `Travaux réalisés du ${d(job.start)} au ${d(job.end)}`;
  const printsDue = job.terms > 0 && chance(random, 0.6);
  const refs = [`Devis n° ${devis} du ${d(job.quote)}${chance(random, 0.5) ? ' (accepté)' : ''}`, period, ...(po ? [`Votre bon de commande n° ${po}`] : []), ...(chance(random, 0.5) ? [`Code client : C${digits(random, 4)}`] : []), ...(custTva ? [`N° TVA client : ${custTva}`] : [])];

  // Page.
  const look = pickLook(random, [...FONTS.sans, ...FONTS.serif], ['#1d3f8a', '#b03a2e', '#196f3d', '#6c3483', '#0e6655', '#9a6700', '#2c3e50']);
  const headStyle: HeadStyle = pick(random, ['left', 'left', 'band', 'centered', 'boxed']);
  const qual = pick(random, [...book.tagline, 'Artisan']);
  const lh = letterhead(headStyle, {
    mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [qual],
    contact: [home.street, home.city, `Tél. ${phone(random, 'fr')}`, `contact@${domain(firm, owner.first)}.fr`],
  });
  const factBox = `<div class="fbox"><div class="ft">${span(pick(random, ['FACTURE', 'Facture', 'FACTURE DE TRAVAUX']))}</div>${metaHtml([['N°', number], ['Date', d(job.date)], ...(printsDue ? [["Échéance", d(job.due)] as [string, string]] : [])], 'table')}</div>`;
  const winLines = [...(cust.salutation ? [cust.salutation] : []), cust.name, ...(kind === 'manager' ? [`À l'attention de ${cust.contact.first} ${cust.contact.last}`] : []), cust.addr.street, cust.addr.city];
  const win = windowHtml(winLines, cust.salutation ? 1 : 0, null, chance(random, 0.6) ? pick(random, ['Client', 'Facturé à', 'Adresse de facturation']) : null);
  const site = kind === 'contractor' ? nearby(random, 'fr', cust.addr) : address(random, 'fr');
  const siteLines = kind === 'manager' ? [`Copropriété ${site.street}`, site.city] : kind === 'contractor' ? [pick(random, ['Chantier résidence Les Acacias', 'Opération 24 logements', 'Réhabilitation groupe scolaire', 'Construction maison individuelle']), site.street, site.city] : [site.street, site.city];
  const box = siteBox(pick(random, ['Adresse du chantier', 'Lieu d’intervention', 'Chantier']), siteLines);
  const printsRate = !auto && (new Set(rows.map((r) => r.rate)).size > 1 || chance(random, 0.3));
  const table = positions(rows, {
    head: { pos: chance(random, 0.6) ? pick(random, ['N°', 'Réf.', 'Poste']) : null, desc: pick(random, ['Désignation', 'Description des travaux', 'Désignation des ouvrages']), qty: pick(random, ['Qté', 'Quantité']), unit: pick(random, ['U', 'Unité']),
      price: pick(random, ['PU HT', 'Prix unit. HT', 'P.U. HT']), rate: printsRate ? 'TVA' : null, amount: pick(random, ['Total HT', 'Montant HT']) },
    groups, groupSum: groups && chance(random, 0.8) ? (name) => `Total ${name.toLowerCase().replace("main d'œuvre", "main-d'œuvre")}` : null, m, q: (v) => qfmt(v, ',', qFixed),
    rate: (r) => `${String(r.rate).replace('.', ',')}${NBSP}%`, groupNo: (i) => String(i + 1),
  });
  const tot: [string, string, string][] = [[pick(random, ['Total HT', 'Montant total HT', 'Total hors taxes']), eur(t.net), '']];
  if (auto) tot.push(['TVA', pick(random, ['Autoliquidation', 'Autoliquidée']), '']);
  else for (const l of t.lines) tot.push([`TVA ${String(l.rate).replace('.', ',')}${NBSP}%${t.lines.length > 1 ? ` sur ${m(l.base)}` : ''}`, eur(l.tax), '']);
  if (!auto && t.lines.length > 1) tot.push([pick(random, ['Total TVA', 'Montant TVA']), eur(t.tax), '']);
  tot.push([auto ? pick(random, ['Total HT à payer', 'Montant net HT']) : pick(random, ['Total TTC', 'Montant TTC', 'TOTAL TTC']), eur(t.gross), retenue || acompte ? 'rule' : look.band ? 'hl' : 'big']);
  if (retenue) tot.push(['Retenue de garantie 5 %', `-${eur(retenue)}`, '']);
  if (acompte) tot.push([`Acompte versé le ${d(job.paid)}`, `-${eur(acompte)}`, '']);
  if (retenue || acompte) tot.push([pick(random, ['Net à payer', 'Reste à payer', 'NET À PAYER']), eur(due), look.band ? 'hl' : 'big']);

  const notes: string[] = [], bold: number[] = [];
  if (auto) { bold.push(0); notes.push('Autoliquidation : TVA due par le preneur assujetti en application de l’article 283-2 nonies du CGI (sous-traitance dans le BTP).'); }
  if (!auto && t.lines.some((l) => l.rate === 10)) notes.push('TVA au taux réduit de 10 % (art. 279-0 bis du CGI) : travaux dans un local d’habitation achevé depuis plus de deux ans, selon attestation simplifiée remise par le client.');
  if (!auto && t.lines.some((l) => l.rate === 5.5)) notes.push('TVA à 5,5 % (art. 278-0 bis A du CGI) sur les travaux d’amélioration de la qualité énergétique.');
  notes.push(printsDue ? `Règlement par virement avant le ${d(job.due)}.` : job.terms ? `Paiement à ${job.terms} jours date de facture, par virement ou chèque.` : 'Paiement à réception de facture.');
  if (!dwelling) notes.push('Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte pour paiement anticipé.');
  const insurer = pick(random, ['MAAF Assurances', 'SMABTP', 'AXA France IARD', 'MMA IARD', 'Groupama']);
  notes.push(`Assurance décennale : ${insurer}, contrat n° ${digits(random, 8)}, couverture France métropolitaine.`);
  const legal = form ? `${form} au capital de ${pick(random, ['1 000', '5 000', '7 500', '10 000', '20 000'])} € – RCS ${home.town} ${spaced(ids.siren)}` : `EI ${owner.first} ${owner.last} – RM ${spaced(ids.siren)} (CMA)`;
  const foot = footer([
    [legal, `SIRET ${spaced(ids.siret)} – APE ${pick(random, ['4322A', '4321A', '4334Z', '4332A', '4333Z', '4391B'])}`, ...(printsTva ? [`N° TVA intracom. ${ids.tva}`] : [])],
    [`IBAN ${grouped(ibanValue)}`, `BIC ${pick(random, ['CCBPFRPPLYO', 'AGRIFRPP839', 'CMCIFR2A', 'BNPAFRPPXXX'])}`],
  ]);
  const size = csize(look, table.lines + 8 + notes.length * 1.6 + (retenue || acompte ? 2 : 0));
  const css = `${craftCss(look)} .fbox { border: 1px solid ${look.accent}; padding: 4px 10px; min-width: 200px } .ft { font-size: 1.35em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.04em }
.tophead { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px } .refs { margin-top: 10px; font-size: 0.95em } .refs div { margin: 1px 0 } .sitebelow { margin: 8px 0 2px; display: inline-block }`;
  const refsHtml = `<div class="refs">${refs.map((x) => `<div>${span(x)}</div>`).join('')}</div>`;
  const boxTop = chance(random, 0.5);
  const body = `${lh}<div class="main"><div class="tophead">${factBox}${boxTop ? box : ''}</div>${headRow(look, refsHtml, win)}${boxTop ? '' : `<div class="sitebelow">${box}</div>`}${table.html}<div class="bottom"><div class="side"></div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('fr', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, ...(printsTva ? { supplier_tax_id: ids.tva } : {}), customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'EUR', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: due / 100, iban: ibanValue,
  };
  return finish('fr', html, fields, rows, printsRate);
};
