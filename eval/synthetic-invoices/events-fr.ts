/**
 * A French facture de formation of an organisme de formation, a congress organiser or a language school: the
 * organisme (logo, address, contact) at the top left or in a coloured band, a FACTURE box with its number and date,
 * the client's window left or right (a company, or a private learner), the references — code client, convention de
 * formation, n° d'inscription, the client's bon de commande, référence de session — as a table, a grid or label
 * pairs; the "action de formation" (intitulé, dates, durée in hours, lieu, stagiaires) as a block above the items, a
 * venue box under the client or only on the rows' second line; frais pédagogiques per stagiaire, per jour for an
 * intra-entreprise group or per heure for a language course, remises (inscription anticipée, multi-inscriptions),
 * déjeuners and hébergement at 10 %; TVA 20 % or exonérée under art. 261-4-4° a du CGI, Total HT / TVA / TTC,
 * an acompte on some, échéance, virement, conditions d'annulation, and the mentions légales with the numéro de
 * déclaration d'activité ("ne vaut pas agrément de l'État"), SIRET, RCS, APE 8559A and the TVA number.
 */
import { address, COURSES, customerFirm, extrasFor, frProvider, headcount, participant, person, privateName, venue } from './events-names.ts';
import {
  arrange, chance, classRate, compact, courseLength, dateRange, depositOf, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee,
  feeRows, fmtDate, FONTS, headRow, int, itemsTable, logo, metaHtml, money2, NBSP, NNBSP, num, page, peopleBlock, phone, pick, pickLook, priceText, qtyFmt, result,
  row, seqNo, signed, sizeFor, slug, span, tableLines, totalsHtml, vatTotals, venueBox, windowHtml, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { frIds } from './fees-ids.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';

/** The region code and name of a département's préfecture de région (for the numéro de déclaration d'activité). */
const REGION: Record<string, [string, string]> = {
  75: ['11', 'd’Île-de-France'], 69: ['84', 'Auvergne-Rhône-Alpes'], 38: ['84', 'Auvergne-Rhône-Alpes'], 74: ['84', 'Auvergne-Rhône-Alpes'], 13: ['93', 'Provence-Alpes-Côte d’Azur'],
  '06': ['93', 'Provence-Alpes-Côte d’Azur'], 31: ['76', 'Occitanie'], 34: ['76', 'Occitanie'], 33: ['75', 'Nouvelle-Aquitaine'], 44: ['52', 'des Pays de la Loire'], 49: ['52', 'des Pays de la Loire'],
  59: ['32', 'des Hauts-de-France'], 67: ['44', 'Grand Est'], 35: ['53', 'de Bretagne'], 21: ['27', 'de Bourgogne-Franche-Comté'], 37: ['24', 'Centre-Val de Loire'],
};

export const frFormationInvoice: Layout = (random) => {
  const home = address(random, 'fr');
  const language = chance(random, 0.3);
  const firm = frProvider(random, home.town, language);
  const ids = frIds(random);
  const course = pick(random, COURSES.fr.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = course.kind !== 'conference' && chance(random, 0.6);
  const rate = exempt ? 0 : 20;
  const early = !weeks && chance(random, 0.3);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.5, dueDays: [30, 30, 45, 15], earlyBird: early });
  const year = s.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const group = pick(random, [NNBSP, NBSP, ' ', '.']);
  const m = money2(',', group);
  const eur = (c: number) => `${signed(c, m)}${NBSP}€`;
  const range = dateRange(s, 'fr', d);

  const priv = language && chance(random, 0.6) ? privateName(random, 'fr') : null;
  const customer = priv ? `${priv.first} ${priv.last.toUpperCase()}` : customerFirm(random, 'fr');
  const custAddr = address(random, 'fr');
  const who = person(random, 'fr');
  const contact = !priv && chance(random, 0.45) ? `À l’attention de ${who.female ? 'Mme' : 'M.'} ${who.first} ${who.last.toUpperCase()}${chance(random, 0.5) ? ' – Service formation' : ''}` : null;
  const intra = !weeks && !priv && course.kind !== 'conference' && chance(random, 0.3);
  const n = priv ? 1 : intra ? int(random, 4, 10) : headcount(random);
  const names = priv ? [customer] : Array.from({ length: intra ? Math.min(n, 4) : n }, () => participant(random, 'fr'));
  const place = venue(random, 'fr');
  const hours = weeks ? length * pick(random, [2, 3, 4, 6]) : length * 7;

  // Rows.
  const mode = weeks ? 'hour' : intra ? 'day' : 'person';
  const mills = mode === 'hour' ? fee(random, course.fee, true) : mode === 'day' ? fee(random, [1100, 2400]) : fee(random, course.fee);
  const split = mode === 'person' && n >= 2 && chance(random, 0.3);
  const venueAt = pick(random, split ? ['box', 'block'] as const : ['box', 'block', 'detail'] as const);
  const detail = venueAt === 'detail' ? [`${range} – ${place.name}, ${place.town}`] : pick(random, [[`Session ${range}`], [`Durée : ${hours} heures – ${range}`], []]);
  const text = pick(random, mode === 'hour' ? [`${course.title} (${hours} h)`, course.title] : mode === 'day' ? [course.title] : [`Frais pédagogiques – ${course.title}`, course.title]);
  const unit = { hour: 'h', day: 'jour', person: course.kind === 'conference' ? pick(random, ['participant', 'pers.']) : pick(random, ['stagiaire', 'pers.', 'U']) }[mode];
  const perPerson = split ? (nm: string): [string, string[]] => [course.title, [`Stagiaire : ${nm}`]] : null;
  const fees = mode === 'person' ? feeRows({ n, names, mills, rate, unit, text, details: detail, perPerson }) : [row(text, mode === 'day' ? [`Formation intra-entreprise – groupe de ${n} stagiaires`, ...detail] : detail, mode === 'hour' ? hours : length, unit, mills, rate)];
  const rows = [...fees, ...discountRows(random, fees, mode === 'person' ? n : 1, early, {
    early: (p) => (p ? `Remise inscription anticipée ${p}${NBSP}% (avant le ${d(s.early ?? s.booking)})` : `Remise inscription anticipée (avant le ${d(s.early ?? s.booking)})`),
    multi: (p) => `Remise multi-inscriptions ${p}${NBSP}%`, unit,
  })];
  for (const e of extrasFor(random, 'fr', course.kind, int(random, 0, weeks ? 1 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, { food: 10, hotel: 10, books: 5.5, std: 20 })));
  const t = vatTotals(rows);
  const deposit = chance(random, weeks ? 0.4 : 0.2) ? depositOf(random, t.gross) : 0;

  // References.
  const number = pick(random, [`FA${year.slice(2)}-${seqNo(random, 5)}`, `F${year}${seqNo(random, 4)}`, `${year}/${seqNo(random, 5)}`, `FORM-${seqNo(random, 6)}`]);
  const custNo = pick(random, [`411${digits(random, 5)}`, `C${digits(random, 5)}`, `CLI-${digits(random, 4)}`]);
  const convention = !priv && chance(random, 0.6) ? pick(random, [`CF-${year}-${seqNo(random, 4)}`, `${year.slice(2)}${digits(random, 5)}`]) : null;
  const inscription = pick(random, [`INS-${digits(random, 6)}`, `${int(random, 100000, 999999)}`, `I${year.slice(2)}${digits(random, 4)}`]);
  const session = pick(random, [`S${year.slice(2)}-${int(random, 10, 99)}`, `${digits(random, 3)}-${fmtDate(s.start, '{mm}{yy}', 'fr')}`]);
  const po = !priv && chance(random, 0.5) ? pick(random, [`BC${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `CMD-${year}-${seqNo(random, 4)}`]) : null;
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Code client', 'N° client']), custNo], [pick(random, ['N° d’inscription', 'Inscription n°']), inscription],
    ...(convention ? [[pick(random, ['Convention de formation n°', 'Convention n°']), convention] as [string, string]] : []),
    ...(po ? [[pick(random, ['Bon de commande n°', 'Votre commande', 'Votre bon de commande']), po] as [string, string]] : []),
    ...(chance(random, 0.5) ? [[pick(random, ['Date d’inscription', 'Inscription reçue le']), d(s.booking)] as [string, string]] : []),
    [pick(random, ['Réf. session', 'Session']), session],
  ]);
  const termsKind = s.terms === null ? 'date' : pick(random, ['date', 'date', 'reception', 'days'] as const);
  const printsDue = termsKind === 'date', due = s.due;
  const bank = frenchBank(random), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const dept = home.city.slice(0, 2), [regionCode, region] = REGION[dept] ?? REGION['75'];
  const nda = `${regionCode} ${dept} ${digits(random, 5)} ${dept}`;
  const tvaShown = pick(random, [ids.tva, `${ids.tva.slice(0, 4)} ${ids.tva.slice(4)}`, `${ids.tva.slice(0, 2)} ${ids.tva.slice(2, 4)} ${ids.tva.slice(4, 7)} ${ids.tva.slice(7, 10)} ${ids.tva.slice(10)}`]);
  const printsTva = !exempt || chance(random, 0.5);
  const siret = `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}`;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.serif[0], FONTS.sans[2], FONTS.serif[1]], ['#1d3557', '#9d0208', '#006d77', '#3d405b', '#6a4c93']);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const supLines = [`${home.street} – ${home.city}`, `Tél. ${phone(random, 'fr')} – ${pick(random, ['formation', 'contact', 'inscriptions'])}@${slug(firm.name)}.fr`, pick(random, ['Organisme certifié Qualiopi – actions de formation', 'Organisme de formation professionnelle continue', `Déclaration d’activité n° ${nda}`])];
  const factBox = `<div class="fbox"><div class="ft">${span(pick(random, ['FACTURE', 'Facture', 'FACTURE DE FORMATION']))}</div><div>${span(`N° ${number}`, 'b')}</div><div>${span(`Date : ${d(s.date)}`)}</div>${printsDue && chance(random, 0.5) ? `<div>${span(`Échéance : ${d(due)}`)}</div>` : ''}</div>`;
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="bl">${supLines.slice(0, 2).map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`
    : `<div class="plain"><div>${brand}${supLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>${factBox}</div>`;
  const vbox = venueBox(pick(random, ['Lieu de la formation', 'Lieu', weeks ? 'Lieu des cours' : 'Lieu de la session']), place, [range.charAt(0).toUpperCase() + range.slice(1)]);
  const win = `<div>${windowHtml([customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city], 0, null, pick(random, ['Client', 'Facturé à', 'Adresse de facturation']))}${venueAt === 'box' ? `<div class="vu">${vbox}</div>` : ''}</div>`;
  const left = look.band ? `<div>${factBox}${look.meta === 'grid' ? '' : `<div class="mt2">${metaHtml(pairs, look.meta)}</div>`}</div>` : `<div>${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const action = venueAt === 'block' || chance(random, 0.4);
  const block = action ? `<div class="strip">${[`Intitulé : ${course.title}`, `Dates : ${range}${chance(random, 0.5) ? ` – durée ${hours} heures` : ''}`, ...(venueAt === 'block' ? [`Lieu : ${place.name}, ${place.street}, ${place.city}`] : [])].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : '';
  const people = !priv && !perPerson ? peopleBlock(course.kind === 'conference' ? (n > 1 ? 'Participants :' : 'Participant :') : n > 1 ? 'Stagiaires :' : 'Stagiaire :', intra && n > names.length ? [...names, `et ${n - names.length} autre(s)`] : names) : '';

  const printsRate = chance(random, 0.6) || t.lines.length > 1;
  const exWord = pick(random, ['Exo.', `0${NBSP}%`, 'Exonéré']);
  const cols: Col[] = [['Désignation', ''], ['Qté', 'r'], ['Unité', ''], ['P.U. HT', 'r'], ['Montant HT', 'r'], ...(printsRate ? [['TVA', 'r'] as Col] : [])];
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', group), signed(r.cents, m),
    ...(printsRate ? [r.rate ? `${String(r.rate).replace('.', ',')}${NBSP}%` : exWord] : [])]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const onlyTotal = exempt && t.lines.length === 1 && chance(random, 0.4);
  const tot: [string, string, string][] = onlyTotal ? [] : [['Total HT', eur(t.net), '']];
  if (!onlyTotal) for (const l of t.lines) tot.push([l.rate ? `TVA ${String(l.rate).replace('.', ',')}${NBSP}% sur ${m(l.base)}` : `TVA exonérée sur ${m(l.base)}`, eur(l.tax), '']);
  tot.push([onlyTotal ? 'Total net (TVA non applicable)' : 'Total TTC', eur(t.gross), 'rule']);
  if (deposit) tot.push([`Acompte versé le ${d(s.booking)}`, eur(-deposit), '']);
  tot.push([pick(random, ['Net à payer', 'Reste à payer']), eur(t.gross - deposit), look.band ? 'hl' : 'big']);
  const termsText = { date: `Échéance : ${d(due)}`, reception: 'Paiement à réception de facture', days: `Paiement à ${s.terms} jours date de facture` }[termsKind];
  const pay = [termsText, `Règlement par virement – IBAN ${ibanShown} – BIC ${bank.bic}`, `Domiciliation : ${bank.name}`];
  const legal = [
    ...(exempt ? [pick(random, ['Exonération de TVA – article 261-4-4° a du CGI (formation professionnelle continue).', 'TVA non applicable, art. 261-4-4° a du CGI.'])] : []),
    `Déclaration d’activité enregistrée sous le n° ${nda} auprès du préfet de région ${region}. Cet enregistrement ne vaut pas agrément de l’État.`,
  ];
  const small = `${pick(random, ['Toute annulation doit être notifiée par écrit. Annulation plus de 15 jours avant le début de la session : sans frais ; entre 15 et 5 jours : 30 % du prix ; moins de 5 jours ou absence : 100 % dus. Le remplacement d’un stagiaire est possible à tout moment.', 'Conformément à nos conditions générales de vente, tout stage commencé est dû en totalité. Une attestation de fin de formation est remise à chaque stagiaire.'])}${priv ? '' : ' En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Escompte pour paiement anticipé : néant.'}`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} – ${firm.form} au capital de ${num(pick(random, [5000, 10000, 30000, 100000]), ',', ' ', 0)} € – RCS ${home.town} ${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`)}</div><div class="fl">${span(`SIRET ${siret} – APE 8559A${printsTva ? ` – TVA intracommunautaire ${tvaShown}` : ''}`)}</div></div>`;

  const size = sizeFor(look, tableLines(rows, 12 + (action ? 3 : 0) + (deposit ? 2 : 0)));
  const css = `${eventCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.55em; font-weight: bold } .bl { font-size: 0.85em; text-align: right }
.plain { padding: 26px 40px 0; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.55em; font-weight: bold; color: ${look.accent} }
.fbox { border: 1.2px solid ${look.accent}; padding: 6px 14px; min-width: 190px } .ft { font-size: 1.3em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.05em }
.main { padding: 16px 40px 0 } .win { width: 300px; border: 0.6px solid #999; border-radius: 4px; padding: 8px 12px; min-height: 64px } .vu { margin-top: 8px } .mt2 { margin-top: 8px } .gridrow { margin-top: 10px }
.items { margin-top: 12px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .pay div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.74em; color: #333; text-align: center } .foot .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, left, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 5)}</div>` : ''}${block}${people}${items}<div class="bottom"><div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div>${totalsHtml(tot)}</div>${legal.map((l, i) => `<div class="${i === 0 && exempt ? 'legal' : 'small'}">${esc(l)}</div>`).join('')}<div class="tiny policy">${esc(small)}</div></div>${footer}`;
  const html = page('fr', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, ...(printsTva ? { supplier_tax_id: compact(tvaShown) } : {}), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: due } : {}), currency: 'EUR', ...(onlyTotal ? {} : { subtotal: euros(t.net) }), total_tax: euros(t.tax), total_amount: euros(t.gross),
    amount_due: euros(t.gross - deposit), iban: ibanShown,
  };
  return result('fr', html, fields, rows, () => printsRate);
};
