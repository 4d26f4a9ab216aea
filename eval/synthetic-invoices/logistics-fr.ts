/**
 * A French haulier's facture de transport: the firm (logo, address, contact) at the top left or in a coloured
 * band, a FACTURE box with its number and date, the client's window left or right, the references — code client,
 * n° de dossier, the client's commande and référence, lettre de voiture / CMR of a single shipment, période — as a
 * table, a grid or label pairs; one row per transport (date, lettre de voiture, route "Lyon → Milan" with
 * enlèvement / livraison or poids and tonnage on a second line), priced au forfait, à la palette, aux 100 kg or au
 * mètre de plancher, the indexation gazole (CNR) per transport or on the total, extras (hayon, attente, palettes);
 * TVA 20 %, Total HT / TVA / TTC / Net à payer, échéance, virement or LCR, and the mentions légales (SIRET, RCS,
 * capital, TVA intracommunautaire, pénalités de retard, indemnité forfaitaire de 40 €).
 */
import { abroad, address, company, contactRef, EXTRAS, frHaulier, person, placeName, placesIn, type Place } from './logistics-names.ts';
import {
  addDays, arrange, chance, compact, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate,
  itemsTable, logo, lookCss, metaHtml, monthEnd, money2, NBSP, NNBSP, num, page, pctRow, pctText, phone, pick, pickLook, priceText, qtyFmt, result, seqNo,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, windowHtml, type Col, type Layout, type LRow, type Mode, type Shipment, type TruthFields,
} from './logistics-common.ts';
import { frIds } from './fees-ids.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';

export const frTransportInvoice: Layout = (random) => {
  const home = address(random, 'fr');
  const firm = frHaulier(random, home.town);
  const ids = frIds(random);
  const tvaShown = pick(random, [ids.tva, `${ids.tva.slice(0, 4)} ${ids.tva.slice(4)}`, `${ids.tva.slice(0, 2)} ${ids.tva.slice(2, 4)} ${ids.tva.slice(4, 7)} ${ids.tva.slice(7, 10)} ${ids.tva.slice(10)}`]);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const group = pick(random, [NNBSP, NBSP, ' ', '.']);
  const m = money2(',', group);
  const eur = (c: number) => `${m(c)}${NBSP}€`;
  const name = (p: Place) => placeName(p, 'fr');

  const customer = company(random, 'fr');
  const custAddr = address(random, 'fr');
  const who = person(random, 'fr');
  const contact = chance(random, 0.4) ? `À l’attention de ${pick(random, ['M.', 'Mme'])} ${who.first} ${who.last.toUpperCase()}` : null;

  const count = int(random, 1, 6);
  const ships = drawShipments(random, date, count, {
    intlShare: 0.3, home: placesIn('FR'), abroad: abroad('FR'),
    no: () => `${pick(random, ['LV', 'LV-', 'R'])}${digits(random, 7)}`, cmr: () => `${int(random, 1000000, 9999999)}`, dn: () => `BL${digits(random, 6)}`,
  });
  const modes: Mode[] = pick(random, [['flat'], ['pallet', 'flat'], ['kg'], ['ldm', 'flat']]);
  const units: Record<Mode, string> = { flat: 'forfait', pallet: 'pal.', kg: '100 kg', ldm: 'm.pl.', km: 'km' };
  const arrow = pick(random, ['→', '–', '/', '>']);
  const detailStyle = int(random, 0, 3);
  const tonnes = (s: Shipment) => `${num(s.kg / 1000, ',', '', 3)} t`;
  const detail = (s: Shipment) => [
    `Enlèvement le ${d(s.pickup)} – livraison le ${d(s.delivery)}`,
    `${s.pallets} palette${s.pallets > 1 ? 's' : ''} – ${num(s.kg, ',', group, 0)} kg – tonnage ${tonnes(s)}`,
    `${s.intl ? 'CMR' : 'Lettre de voiture'} n° ${s.intl ? s.cmr : s.no} du ${d(s.pickup)}`,
    null,
  ][detailStyle];
  const routeStyle = int(random, 0, 2);
  const route = (s: Shipment) => ([`Transport ${name(s.from)} ${arrow} ${name(s.to)}`, `${s.pallets === 33 ? 'Complet' : s.pallets >= 10 ? 'Lot partiel' : 'Messagerie'} ${name(s.from)} ${arrow} ${name(s.to)}`, `${name(s.from).toUpperCase()} ${arrow} ${name(s.to).toUpperCase()}`][routeStyle]);
  const gazole = chance(random, 0.75) ? drawPct(random) : 0, gazoleEach = chance(random, 0.5);
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const f = freightRow(random, s, i, pick(random, modes), { text: route(s), detail: detail(s), units, rate: 20 });
    rows.push(f);
    if (gazole && gazoleEach) rows.push(pctRow(`Indexation gazole ${pctText(gazole, ',')} %`, null, f.cents, gazole, 20, i));
    if (chance(random, count > 3 ? 0.15 : 0.35)) rows.push(extraRow(random, pick(random, EXTRAS.fr.filter((e) => s.intl || !e.text.includes('douane'))), s, i, 20));
  });
  if (gazole && !gazoleEach) {
    const base = rows.filter((r) => r.kind === 'freight').reduce((a, r) => a + r.cents, 0);
    rows.push(pctRow(`Surcharge gazole indexée (CNR) ${pctText(gazole, ',')} % sur ${m(base)} €`, null, base, gazole, 20, -1));
  }
  const t = vatTotals(rows);

  const number = pick(random, [`FT${year.slice(2)}-${seqNo(random, 5)}`, `F${year}${seqNo(random, 5)}`, `${year}/${seqNo(random, 6)}`, `FAC-${seqNo(random, 7)}`]);
  const custNo = pick(random, [`411${digits(random, 5)}`, `C${digits(random, 5)}`, `CLI-${digits(random, 4)}`]);
  const dossier = pick(random, [`D${year.slice(2)}${digits(random, 5)}`, `${int(random, 100000, 999999)}`, `DOS-${digits(random, 5)}`]);
  const po = chance(random, 0.6) ? pick(random, [`BC${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `CMD-${year}-${seqNo(random, 4)}`, `AC${digits(random, 5)}`]) : null;
  const yourRef = chance(random, 0.5) ? pick(random, [contactRef(random, 'fr'), `REF ${digits(random, 5)}`, `Quai ${int(random, 1, 24)}`]) : null;
  const pairs: [string, string][] = arrange(random, [
    [pick(random, ['Code client', 'N° client', 'Compte client']), custNo], [pick(random, ['N° de dossier', 'Dossier', 'N° d’ordre']), dossier],
    ...(po ? [[pick(random, ['Votre commande', 'Votre commande n°', 'Votre bon de commande']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Votre référence', 'Vos réf.']), yourRef] as [string, string]] : []),
    ...(count === 1 ? [[ships[0].intl ? 'CMR n°' : 'Lettre de voiture', ships[0].intl ? ships[0].cmr : ships[0].no]] as [string, string][] : [['Période', `du ${d(ships[0].pickup)} au ${d(ships[count - 1].delivery)}`]] as [string, string][]),
  ]);
  const termsKind = pick(random, ['30fdm', '45fdm', '30df', '30df'] as const);
  const dueDate = termsKind === '30fdm' ? monthEnd(addDays(date, 30)) : termsKind === '45fdm' ? addDays(monthEnd(date), 45) : addDays(date, 30);
  const termsText = { '30fdm': '30 jours fin de mois', '45fdm': '45 jours fin de mois', '30df': '30 jours date de facture' }[termsKind];
  const bank = frenchBank(random), virement = chance(random, 0.8), ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const siret = `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}`;
  const capital = pick(random, [8000, 37000, 50000, 150000, 500000]);

  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.serif[0], FONTS.sans[2]], ['#1d3557', '#9d0208', '#006d77', '#3d405b', '#bc6c25']);
  const printsRate = chance(random, 0.6), showDate = chance(random, 0.5), showWeight = chance(random, 0.5);
  const size = sizeFor(look, tableLines(rows) + 2);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const supLines = [`${home.street} – ${home.city}`, `Tél. ${phone(random, 'fr')} – ${pick(random, ['contact', 'exploitation', 'compta'])}@${slug(firm.name)}.fr`, `Licence communautaire n° ${year.slice(0, 2)}${int(random, 10, 99)}R${digits(random, 7)}`];
  const factBox = `<div class="fbox"><div class="ft">${span(pick(random, ['FACTURE', 'Facture', 'FACTURE DE TRANSPORT']))}</div><div>${span(`N° ${number}`, 'b')}</div><div>${span(`Date : ${d(date)}`)}</div></div>`;
  const top = look.band
    ? `<div class="band"><div>${brand}</div><div class="bl">${supLines.slice(0, 2).map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`
    : `<div class="plain"><div>${brand}${supLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>${factBox}</div>`;
  const win = windowHtml([customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city], null);
  const left = look.band ? `<div>${factBox}${look.meta === 'grid' ? '' : `<div class="mt2">${metaHtml(pairs, look.meta)}</div>`}</div>` : `<div>${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;

  const cols: Col[] = [...(showDate ? [['Date', 'nw'] as Col] : []), ['Désignation', ''], ...(showWeight ? [['Poids kg', 'r'] as Col] : []), ['Qté', 'r'], ['Unité', ''], ['P.U. HT', 'r'], ['Montant HT', 'r'], ...(printsRate ? [['TVA', 'r'] as Col] : [])];
  const cells = rows.map((r) => {
    const s = r.kind === 'freight' ? ships[r.ship] : undefined;
    return [...(showDate ? [s ? fmtDate(s.pickup, '{dd}/{mm}', 'fr') : ''] : []), descCell(r), ...(showWeight ? [s ? num(s.kg, ',', group, 0) : ''] : []),
      r.qty === null ? '' : qtyFmt(r.qty, ','), esc(r.unit), r.mills === null ? '' : priceText(r.mills, ',', group), m(r.cents), ...(printsRate ? [`${r.rate}${NBSP}%`] : [])];
  });
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [['Total HT', eur(t.net), ''], [`TVA 20${NBSP}% sur ${m(t.net)}`, eur(t.tax), ''], ['Total TTC', eur(t.gross), 'rule'], ['Net à payer', eur(t.gross), look.band ? 'hl' : 'big']];
  const pay = [`Échéance : ${d(dueDate)} (${termsText})`, virement ? `Règlement par virement – IBAN ${ibanShown} – BIC ${bank.bic}` : 'Règlement par LCR non acceptée à échéance', ...(virement ? [`Domiciliation : ${bank.name}`] : [])];
  const legal = `Escompte pour paiement anticipé : néant. En cas de retard de paiement, application de pénalités au taux de ${pick(random, ['trois fois le taux d’intérêt légal', '10 % l’an', 'taux BCE majoré de 10 points'])} ainsi que d’une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Nos prestations sont soumises au contrat type applicable au transport public routier de marchandises.`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} – ${firm.form} au capital de ${num(capital, ',', ' ', 0)} € – RCS ${home.town} ${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`)}</div><div class="fl">${span(`SIRET ${siret} – APE 4941A – TVA intracommunautaire ${tvaShown}`)}</div></div>`;

  const css = `${lookCss(look)}
body { padding: 0 }
.band { background: ${look.accent}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.6em; font-weight: bold } .bl { font-size: 0.85em; text-align: right }
.plain { padding: 26px 40px 0; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.6em; font-weight: bold; color: ${look.accent} }
.fbox { border: 1.2px solid ${look.accent}; padding: 6px 14px; min-width: 190px } .ft { font-size: 1.35em; font-weight: bold; color: ${look.accent}; letter-spacing: 0.05em }
.main { padding: 16px 40px 0 } .win { width: 300px; border: 0.6px solid #999; border-radius: 4px; padding: 8px 12px; min-height: 70px } .mt2 { margin-top: 8px } .gridrow { margin-top: 10px }
.items { margin-top: 14px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .pay div { margin-bottom: 2px }
.legal { margin-top: 10px } .foot { padding: 0 40px 14px } .fl { font-size: 0.74em; color: #333; text-align: center } .foot .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, left, win)}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', 5)}</div>` : ''}${items}<div class="bottom"><div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div>${totalsHtml(tot)}</div><div class="tiny legal">${esc(legal)}</div></div>${footer}`;
  const html = page('fr', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: compact(tvaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: dueDate, currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), ...(virement ? { iban: ibanShown } : {}),
  };
  return result('fr', html, fields, rows, () => printsRate);
};
