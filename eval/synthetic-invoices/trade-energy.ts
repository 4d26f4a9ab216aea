/**
 * A French electricity or gas supplier's bill: customer and delivery point (PDL / PCE), billing period, a meter
 * readings table (indexes and kWh — numbers that are not amounts), subscription and consumption rows, CTA and
 * excise rows (not VAT), VAT at 5.5 % (subscription, CTA) and 20 % (consumption, excise), "Montant TTC" and
 * "Montant à payer" (less monthly instalments already paid, on some), paid by direct debit or by transfer.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthFields, TruthItem } from './render-document.ts';
import { addDays, built, daysBetween, dl, dls, esc, fmtDate, iban, money, NNBSP, num, page, phone, round2, someDate, spacedIban, total, truthItem, type Layout } from './trade-common.ts';

const SUPPLIERS = [
  { name: 'Volta Énergies SAS', brand: 'volta', street: '12 rue de la Villette', city: '69003 Lyon', rcs: 'Lyon', capital: '12 500 000', color: '#0a6e4f' },
  { name: 'Alizé Électricité et Gaz SAS', brand: 'alizé', street: '48 boulevard Haussmann', city: '75009 Paris', rcs: 'Paris', capital: '40 000 000', color: '#1a56a8' },
  { name: 'Énergies du Val de Loire SA', brand: 'EVL énergies', street: '3 quai Paul Bert', city: '37100 Tours', rcs: 'Tours', capital: '8 200 000', color: '#b3471a' },
  { name: 'Lumen Énergie SAS', brand: 'lumen', street: '5 allée de l’Erdre', city: '44000 Nantes', rcs: 'Nantes', capital: '3 150 000', color: '#7a2f8f' },
  { name: 'Mistral Fourniture Énergie SAS', brand: 'mistral', street: '27 avenue du Prado', city: '13008 Marseille', rcs: 'Marseille', capital: '6 000 000', color: '#c0392b' },
];
const CUSTOMERS = ['Claire MARTIN', 'Julien LEFÈVRE', 'Sophie GARNIER', 'Nicolas ROUSSEL', 'Camille FONTAINE', 'SARL Boulangerie Moreau', 'SCI Les Tilleuls', 'Cabinet Giraud SELARL', 'Hervé BLANCHARD'];
const ADDRESSES = [['14 rue des Lilas', '31400 Toulouse'], ['Résidence Les Pins, bât. B', '8 avenue Jean Jaurès', '38000 Grenoble'], ['2 impasse du Moulin', '67200 Strasbourg'], ['45 cours Victor Hugo', '33000 Bordeaux'], ['9 place du Marché', '59800 Lille'], ['Lieu-dit La Vigne', '21200 Beaune']];

interface Row { lines: string[]; quantity: number | null; unit: string; price: number | null; places: number; amount: number; rate: number; group: 'fourniture' | 'taxes' }

export const frEnergyBill: Layout = (random: Random, index: number) => {
  const s = SUPPLIERS[(index * 2 + int(random, 0, 1)) % SUPPLIERS.length];
  const gas = index % 3 === 1 || chance(random, 0.15);
  const longDates = chance(random, 0.35);
  const d = (iso: string) => fmtDate(iso, longDates ? '{d} {MMMM} {yyyy}' : '{dd}/{mm}/{yyyy}', 'fr');
  const short = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const eur = (v: number) => money.fr(v);
  const date = someDate(random);
  const periodEnd = addDays(date, -int(random, 3, 9));
  const months = pick(random, [1, 1, 2]);
  const periodStart = addDays(periodEnd, -(months === 1 ? 29 : 60));
  const days = daysBetween(periodStart, periodEnd) + 1;
  const customer = CUSTOMERS[(index * 3 + int(random, 0, 2)) % CUSTOMERS.length];
  const address = pick(random, ADDRESSES);
  const siren = `${int(random, 3, 9)}${digits(random, 8)}`;
  const vatId = `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
  const pointId = gas ? (chance(random, 0.5) ? `GI${digits(random, 6)}` : `2${digits(random, 13)}`) : `${int(random, 1, 3)}${digits(random, 13)}`;
  const clientRef = `${int(random, 1, 9)}${digits(random, 9)}`;
  const invoiceNo = pick(random, [`${int(random, 10, 30)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 2)}`, `FE${date.slice(2, 4)}${digits(random, 8)}`, `${date.slice(0, 4)}-${digits(random, 7)}`]);
  const meter = `${pick(random, ['021', '0458', 'G4-'])}${digits(random, 8)}`;

  const power = pick(random, [6, 9, 12]);
  const hc = !gas && chance(random, 0.5);
  const rows: Row[] = [];
  const monthly = gas ? round2(int(random, 18, 34) + pick(random, [0.12, 0.57, 0.84, 0.3])) : round2(power * 1.39 + pick(random, [0.11, 0.47, 0.82]));
  rows.push({ lines: [`Abonnement ${gas ? `gaz ${pick(random, ['Tarif T2', 'Offre Fixe 2 ans'])}` : `${power} kVA ${hc ? 'Heures Creuses' : 'Base'}`}`, `du ${short(periodStart)} au ${short(periodEnd)}`], quantity: months, unit: 'mois', price: monthly, places: 2, amount: round2(months * monthly), rate: 5.5, group: 'fourniture' });

  // Meter readings: electricity in kWh per time slot, gas in m³ converted with a coefficient.
  const readings: string[] = [];
  let kwhTotal = 0;
  const coef = round2(int(random, 1080, 1140) / 100);
  const slots = gas ? ['Gaz'] : hc ? ['Heures Pleines', 'Heures Creuses'] : ['Base'];
  for (const slot of slots) {
    const old = int(random, 4000, 68000);
    const used = gas ? int(random, 40, 160) * months : int(random, 140, 520) * months;
    const kwh = gas ? Math.round(used * coef) : used;
    kwhTotal += kwh;
    const estimated = chance(random, 0.2) ? 'estimé' : 'réel';
    readings.push(`<tr><td>${esc(slot)}</td><td>${short(periodStart)}</td><td class="r">${num(old, ',', NNBSP, 0)}</td><td>${short(periodEnd)}</td><td class="r">${num(old + used, ',', NNBSP, 0)} (${estimated})</td>${gas ? `<td class="r">${used} m³</td><td class="r">${num(coef, ',', '')}</td>` : ''}<td class="r">${num(kwh, ',', NNBSP, 0)} kWh</td></tr>`);
    const base = gas ? 0.1 : slot === 'Heures Creuses' ? 0.17 : 0.2;
    const unitPrice = Number((base + int(random, 0, gas ? 300 : 400) / 10000).toFixed(4));
    rows.push({ lines: [gas ? 'Consommation gaz naturel' : `Consommation ${slot}`], quantity: kwh, unit: 'kWh', price: unitPrice, places: 4, amount: round2(kwh * unitPrice), rate: 20, group: 'fourniture' });
  }
  const cta = round2(monthly * months * pick(random, [0.1, 0.15, 0.2]));
  rows.push({ lines: ['Contribution Tarifaire d’Acheminement (CTA)'], quantity: null, unit: '', price: null, places: 2, amount: cta, rate: 5.5, group: 'taxes' });
  const acciseRate = gas ? 0.01637 : 0.021;
  rows.push({ lines: [gas ? 'Accise sur les gaz naturels (ex-TICGN)' : 'Accise sur l’électricité (ex-TICFE)'], quantity: kwhTotal, unit: 'kWh', price: acciseRate, places: 5, amount: round2(kwhTotal * acciseRate), rate: 20, group: 'taxes' });

  const base55 = total(rows.filter((r) => r.rate === 5.5).map((r) => r.amount));
  const base20 = total(rows.filter((r) => r.rate === 20).map((r) => r.amount));
  const vat55 = round2(base55 * 0.055);
  const vat20 = round2(base20 * 0.2);
  const ht = round2(base55 + base20);
  const tva = round2(vat55 + vat20);
  const ttc = round2(ht + tva);
  const instalments = chance(random, 0.35) ? { count: months + 1, each: Math.floor((ttc * 0.8) / (months + 1)) } : null;
  const paid = instalments ? round2(instalments.count * instalments.each) : 0;
  const due = round2(ttc - paid);
  const dueDate = addDays(date, pick(random, [10, 14, 15]));
  const debit = chance(random, 0.6);
  const supplierIban = debit ? null : iban(random, 'FR', '#'.repeat(23));
  const customerIbanTail = digits(random, 3);
  const energy = gas ? 'gaz naturel' : 'électricité';

  const rowHtml = (r: Row) => `<tr><td>${dls(r.lines)}</td><td class="r">${r.quantity === null ? '' : `${num(r.quantity, ',', NNBSP, 0)} ${r.unit}`}</td><td class="r">${r.price === null ? '' : `${money.fr(r.price, true, r.places)}${r.unit === 'kWh' ? '/kWh' : ''}`}</td><td class="r">${eur(r.amount)}</td><td class="r">${num(r.rate, ',', '', r.rate % 1 ? 1 : 0)}${NNBSP}%</td></tr>`;
  const c = s.color;
  const body = `
<div class="wrap">
  <div class="top">
    <div class="logo"><span class="bolt"></span><span class="brand">${esc(s.brand)}</span></div>
    <div class="cust">${dls([customer, ...address])}</div>
  </div>
  <div class="band">
    <div><div class="h1">Facture ${esc(energy)}</div><div>Facture du ${d(date)}</div><div>N° de facture : <b>${esc(invoiceNo)}</b></div><div>Période de consommation du ${short(periodStart)} au ${short(periodEnd)} (${days} jours)</div></div>
    <div class="pay"><div>Montant à payer</div><div class="big">${eur(due)}</div><div>${debit ? `prélevé le ${d(dueDate)}` : `à régler avant le ${d(dueDate)}`}</div></div>
  </div>
  <div class="refs">
    <div><div class="lab">Vos références</div>${dls([`Référence client : ${clientRef}`, `Titulaire du contrat : ${customer}`, `N° de contrat : ${pick(random, ['C', 'CT'])}${digits(random, 8)}`])}</div>
    <div><div class="lab">Votre point de livraison</div>${dls([`${gas ? 'PCE' : 'PDL'} n° ${pointId}`, `Compteur n° ${meter}`, gas ? `Zone tarifaire ${int(random, 1, 6)} · Profil P011` : `Puissance souscrite : ${power} kVA`])}</div>
    <div><div class="lab">Date d'échéance</div>${dl(d(dueDate))}<div class="lab" style="margin-top:4px">Service client</div>${dl(phone(random, 'fr'))}</div>
  </div>
  <div class="sec">Relevés de votre compteur</div>
  <table class="t"><thead><tr><th>Cadran</th><th>Date</th><th class="r">Index ancien</th><th>Date</th><th class="r">Index nouveau</th>${gas ? '<th class="r">Volume</th><th class="r">Coef.</th>' : ''}<th class="r">Consommation</th></tr></thead><tbody>${readings.join('')}</tbody></table>
  <div class="sec">Détail de votre facture</div>
  <table class="t"><thead><tr><th>Désignation</th><th class="r">Quantité</th><th class="r">Prix unitaire HT</th><th class="r">Montant HT</th><th class="r">TVA</th></tr></thead><tbody>
    <tr class="grp"><td colspan="5">Fourniture et acheminement</td></tr>${rows.filter((r) => r.group === 'fourniture').map(rowHtml).join('')}
    <tr class="grp"><td colspan="5">Taxes et contributions</td></tr>${rows.filter((r) => r.group === 'taxes').map(rowHtml).join('')}
  </tbody></table>
  <table class="sum">
    <tr><td>Total hors taxes</td><td class="r">${eur(ht)}</td></tr>
    <tr><td>TVA 5,5${NNBSP}% sur ${eur(base55)}</td><td class="r">${eur(vat55)}</td></tr>
    <tr><td>TVA 20${NNBSP}% sur ${eur(base20)}</td><td class="r">${eur(vat20)}</td></tr>
    <tr><td>Total TVA</td><td class="r">${eur(tva)}</td></tr>
    <tr class="b"><td>Montant TTC</td><td class="r">${eur(ttc)}</td></tr>
    ${instalments ? `<tr><td>Mensualités déjà réglées (${instalments.count} × ${eur(instalments.each)})</td><td class="r">${eur(-paid)}</td></tr>` : ''}
    <tr class="due"><td>Montant à payer</td><td class="r">${eur(due)}</td></tr>
  </table>
  <div class="note">${debit
    ? esc(`Le montant de ${eur(due)} sera prélevé le ${d(dueDate)} sur le compte FR76 **** **** **** ***${customerIbanTail} (mandat SEPA n° ${digits(random, 10)}).`)
    : `Paiement par virement avant le ${esc(d(dueDate))} en rappelant votre référence client — IBAN ${spacedIban(supplierIban ?? '')} — BIC ${pick(random, ['BNPAFRPPXXX', 'CEPAFRPP751', 'AGRIFRPP882'])}`}</div>
  <div class="small">Votre consommation sur la période : ${num(kwhTotal, ',', NNBSP, 0)} kWh, soit ${num(round2(kwhTotal / days), ',', '')} kWh/jour en moyenne. Dépannage ${gas ? 'gaz' : 'électricité'} 24h/24 : ${phone(random, 'fr')}.</div>
</div>
<div class="foot">${dls([`${s.name} au capital de ${s.capital} € – Siège social : ${s.street}, ${s.city}`, `RCS ${s.rcs} ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} – N° TVA intracommunautaire ${vatId} – www.${s.brand.split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}-energie.fr`, 'En cas de litige non résolu, vous pouvez saisir gratuitement le Médiateur national de l’énergie (www.energie-mediateur.fr).'])}</div>`;

  const css = `
.wrap { padding: 34px 46px 0; font-size: 11px; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.logo { display: flex; align-items: center; gap: 8px; }
.bolt { width: 30px; height: 30px; background: ${c}; clip-path: polygon(55% 0, 10% 58%, 45% 58%, 35% 100%, 90% 40%, 55% 40%); display: inline-block; }
.brand { font: bold 26px 'DejaVu Sans', sans-serif; color: ${c}; letter-spacing: -1px; }
.cust { margin-right: 40px; margin-top: 6px; font-size: 12px; line-height: 1.45; width: 250px; }
.band { display: flex; justify-content: space-between; margin-top: 20px; background: #f4f6f5; border-left: 5px solid ${c}; padding: 10px 14px; line-height: 1.5; }
.h1 { font-size: 17px; font-weight: bold; color: ${c}; }
.pay { text-align: right; background: ${c}; color: #fff; padding: 8px 14px; border-radius: 4px; }
.big { font-size: 22px; font-weight: bold; }
.refs { display: flex; justify-content: space-between; margin: 12px 0 4px; line-height: 1.45; gap: 12px; }
.lab { font-size: 9.5px; font-weight: bold; text-transform: uppercase; color: ${c}; }
.sec { margin-top: 12px; font-weight: bold; font-size: 12px; border-bottom: 2px solid ${c}; padding-bottom: 2px; color: ${c}; }
.t { width: 100%; margin-top: 4px; font-size: 10.5px; }
.t th { text-align: left; background: #eef1f0; padding: 3px 5px; font-weight: normal; color: #555; }
.t th.r { text-align: right; }
.t td { padding: 3px 5px; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
.grp td { font-weight: bold; background: #fafafa; }
.sum { margin: 10px 0 0 auto; width: 360px; }
.sum td { padding: 3px 5px; } .sum tr.b td { border-top: 1px solid #999; }
.due td { font-size: 14px; font-weight: bold; color: ${c}; border-top: 2px solid ${c}; }
.note { margin-top: 12px; font-size: 10.5px; }
.small { margin-top: 6px; font-size: 9.5px; color: #555; }
.foot { padding: 0 46px 22px; font-size: 8.5px; color: #666; line-height: 1.5; }`;

  const fields: TruthFields = {
    supplier_name: s.name,
    supplier_tax_id: vatId,
    customer_name: customer,
    invoice_number: invoiceNo,
    date,
    due_date: dueDate,
    currency: 'EUR',
    subtotal: ht,
    total_tax: tva,
    total_amount: ttc,
    amount_due: due,
    ...(supplierIban ? { iban: supplierIban } : {}),
  };
  const items: TruthItem[] = rows.map((r) => truthItem(r.lines, r.quantity, r.price, r.amount, r.rate));
  return built(page('fr', "'DejaVu Sans', sans-serif", css, body), 'fr', fields, items);
};
