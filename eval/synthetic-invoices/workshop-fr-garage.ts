/**
 * A French garage's facture from its workshop software: the garage's name and agent brand at the top, the repair
 * order (ordre de réparation), customer account and vehicle (immatriculation, VIN, kilométrage, mise en
 * circulation) beside the "Facturé à" window or in a strip under the header; parts then labour (hours × taux
 * horaire), a discount per line and/or on the parts, TVA 20 %, an acompte deducted on some, « Net à payer »;
 * SIRET, RCS, capital and TVA intracommunautaire in the footer or under the supplier.
 */
import { frIds } from './fees-ids.ts';
import { frenchBank, groupIban } from './multipage-ids.ts';
import {
  addDays, built, chance, descCell, digits, dl, dls, drawLines, esc, FONTS, fmtDate, int, issueDate, NBSP, NNBSP, num, pad, page, pct, phone, pick, qty,
  round2, slug, span, sum, truthItem, VEHICLES, vin, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { address, company, frGarage, frPlate, person } from './workshop-names.ts';
import { carCatalogue } from './workshop-parts.ts';

export const frGarageInvoice: Layout = (random) => {
  const home = address(random, 'fr');
  const garage = frGarage(random, home.town);
  const ids = frIds(random);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'fr');
  const group = pick(random, [NNBSP, NBSP, ' ']);
  const n = (v: number) => num(v, ',', group);
  const eur = (v: number) => `${n(v)}${NBSP}€`;

  // Customer and vehicle.
  const business = chance(random, 0.4);
  const who = person(random, 'fr');
  const customer = business ? company(random, 'fr') : pick(random, [`${who.first} ${who.last.toUpperCase()}`, `${who.last.toUpperCase()} ${who.first}`, `${who.first} ${who.last}`]);
  const custAddr = address(random, 'fr');
  const car = pick(random, VEHICLES);
  const km = int(random, 8000, 215000);
  const firstReg = `${pad(int(random, 1, 12), 2)}/${int(random, 2009, Number(year) - 1)}`;
  const plate = frPlate(random), carVin = vin(random, car.wmi);

  // Lines: parts, labour at the garage's hourly rate, small fees.
  const rate = pick(random, [58, 62, 65, 68, 72, 75, 79, 84]) + pick(random, [0, 0, 0.5, 0.9]);
  const cat = carCatalogue(random, 'fr', rate);
  const lineDisc = chance(random, 0.35);
  const disc = () => (lineDisc && chance(random, 0.5) ? pick(random, [5, 10, 10, 15, 20]) : 0);
  const code = () => pick(random, [`${digits(random, 10)}`, `${pick(random, ['77', '16', '98', '82'])}${digits(random, 8)}`, `${pick(random, ['FH', 'PL', 'DS', 'BT', 'HU'])}${digits(random, 5)}`]);
  const parts = drawLines(random, cat.parts, int(random, 1, 6), { rate: 20, code, disc, detailShare: 0.3 });
  const labour = drawLines(random, cat.labour, int(random, 1, 3), { rate: 20, code: () => pick(random, ['MO', 'T1', 'T2', 'MOM']), detailShare: 0.25 });
  const fees = drawLines(random, cat.fees, int(random, 0, 2), { rate: 20, code: () => pick(random, ['FORF', 'DIV', 'ENV']) });
  const lines: Line[] = [...parts, ...fees.filter((l) => l.kind === 'fee'), ...labour, ...fees.filter((l) => l.kind !== 'fee')].slice(0, 14);
  const partLines = lines.filter((l) => l.kind !== 'labour'), mo = lines.filter((l) => l.kind === 'labour');

  // Arithmetic: a remise on the parts total lowers the base; TVA 20 % on the total HT; an acompte deducted.
  const gross = sum(lines.map((l) => l.amount));
  const remisePct = chance(random, 0.25) ? pick(random, [5, 10, 15]) : 0;
  const remise = pct(sum(partLines.map((l) => l.amount)), remisePct);
  const ht = round2(gross - remise);
  const vat = pct(ht, 20);
  const ttc = round2(ht + vat);
  const acompte = chance(random, 0.2) ? Math.min(pick(random, [50, 100, 150, 200, 300, 500]), Math.floor(ttc / 20) * 10) : 0;
  const net = round2(ttc - acompte);

  // Numbers that are not the invoice number.
  const seq = int(random, 120, 9800);
  const number = pick(random, [`FA${year.slice(2)}${pad(seq, 5)}`, `F-${year}-${pad(seq, 5)}`, `${year}${pad(seq, 5)}`, `FC${pad(seq, 6)}`]);
  const or = pick(random, [`OR${year.slice(2)}${pad(int(random, 100, 9999), 5)}`, `${int(random, 10000, 99999)}`, `OR-${pad(int(random, 1, 9999), 5)}`]);
  const custNo = pick(random, [`411${digits(random, 5)}`, `C${digits(random, 5)}`, `${int(random, 1000, 99999)}`]);
  const po = business && chance(random, 0.5) ? pick(random, [`BC${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `CMD-${year}-${pad(int(random, 1, 999), 4)}`]) : null;
  const dueDays = business ? pick(random, [30, 45, 0]) : pick(random, [0, 0, 0, 15]);
  const dueDate = addDays(date, dueDays), printsDue = dueDays > 0 || chance(random, 0.3);
  const bank = frenchBank(random), printsIban = business || chance(random, 0.45);
  const ibanShown = chance(random, 0.7) ? groupIban(bank.iban) : bank.iban;
  const siret = `${ids.siret.slice(0, 3)} ${ids.siret.slice(3, 6)} ${ids.siret.slice(6, 9)} ${ids.siret.slice(9)}`;
  const rcs = `RCS ${home.town} ${pick(random, ['B ', ''])}${ids.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`;
  const capital = pick(random, [7500, 8000, 10000, 15000, 30000, 50000]);

  // Look.
  const accent = pick(random, ['#b3261e', '#0d47a1', '#1b5e20', '#37474f', '#e65100', '#4a148c']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.serif[0]]);
  const size = font.includes('DejaVu Sans\'') ? 10 : 10.5;
  const strip = chance(random, 0.5);
  const sections = chance(random, 0.55);
  const vatCol = chance(random, 0.35);
  const showDisc = lines.some((l) => l.disc);

  const supplierLines = [...(garage.brand ? [garage.brand] : []), home.street, home.city, `Tél. ${phone(random, 'fr')}`, `${pick(random, ['contact', 'atelier', 'garage'])}@${slug(garage.name)}.fr`];
  const supplier = `<div class="gname">${span(garage.name)}</div>${dls(supplierLines, 'small')}`;
  const facts: [string, string][] = [['Facture n°', number], ['Date', d(date)], ['N° client', custNo], ['Ordre de réparation', or], ...(po ? [[pick(random, ['Votre commande n°', 'Bon de commande client']), po] as [string, string]] : [])];
  const vehicle: [string, string][] = [['Immatriculation', plate], ['Véhicule', `${car.make} ${car.model} ${car.engine}`], ['VIN', carVin], ['Kilométrage', `${num(km, ',', group, 0)} km`], ['1re mise en circ.', firstReg]];
  const windowBlock = `<div class="win"><div class="lab">Facturé à</div><div class="b">${span(customer)}</div>${dls([...(business && chance(random, 0.4) ? [`À l'attention de ${person(random, 'fr').full}`] : []), custAddr.street, custAddr.city])}</div>`;
  const table2 = (rows: [string, string][], cls: string) => `<table class="${cls}">${rows.map(([k, v]) => `<tr><td>${span(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table>`;

  let top: string;
  if (strip) {
    top = `<div class="row"><div class="col">${supplier}</div><div class="col">${windowBlock}</div></div>
<div class="title">FACTURE</div>
<table class="strip"><tr>${facts.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${facts.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>
<div class="vehline">${span(`Véhicule : ${car.make} ${car.model} ${car.engine} — Immat. ${plate} — VIN ${carVin}`)}<br>${span(`Kilométrage : ${num(km, ',', group, 0)} km — 1re mise en circulation : ${firstReg}`)}</div>`;
  } else {
    top = `<div class="row"><div class="col">${supplier}</div><div class="col box"><div class="title">FACTURE</div>${table2(facts, 'kv')}</div></div>
<div class="row" style="margin-top:14px"><div class="col vbox"><div class="lab">Véhicule</div>${table2(vehicle, 'kv')}</div><div class="col">${windowBlock}</div></div>`;
  }

  const heads = ['Réf.', 'Désignation', 'Qté', 'P.U. HT', ...(showDisc ? ['Rem. %'] : []), 'Montant HT', ...(vatCol ? ['TVA'] : [])];
  const row = (l: Line) => `<tr><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td class="r nw">${/^[hH]$/.test(l.unit) ? `${qty(l.qty, ',', 2)} ${l.unit}` : qty(l.qty, ',')}</td><td class="r nw">${n(l.price)}</td>${showDisc ? `<td class="r nw">${l.disc ? num(l.disc, ',', '', 2) : ''}</td>` : ''}<td class="r nw">${n(l.amount)}</td>${vatCol ? '<td class="r nw">20,00</td>' : ''}</tr>`;
  const sect = (label: string) => `<tr class="sect"><td></td><td colspan="${heads.length - 1}">${span(label)}</td></tr>`;
  const body = sections
    ? `${sect('PIÈCES ET FOURNITURES')}${partLines.map(row).join('')}${sect("MAIN-D'ŒUVRE")}${mo.map(row).join('')}`
    : lines.map(row).join('');
  const items = `<table class="items"><thead><tr>${heads.map((h, i) => `<th${i >= 2 ? ' class="r"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const totals: [string, string, string?][] = [];
  if (chance(random, 0.6)) totals.push(['Total pièces HT', eur(sum(partLines.map((l) => l.amount)))], ["Total main-d'œuvre HT", eur(sum(mo.map((l) => l.amount)))]);
  if (remise) totals.push([`Remise ${remisePct} % sur pièces`, eur(-remise)]);
  totals.push(['Total HT', eur(ht), 'rule'], ['TVA 20 %', eur(vat)], ['Total TTC', eur(ttc), 'strong']);
  if (acompte) totals.push([pick(random, ['Acompte versé', 'Acompte reçu le ' + d(addDays(date, -int(random, 2, 20)))]), eur(-acompte)]);
  const recap = `<table class="recap"><tr><th>Base HT</th><th>Taux</th><th>Montant TVA</th></tr><tr><td class="r">${n(ht)}</td><td class="r">20,00 %</td><td class="r">${n(vat)}</td></tr></table>`;
  const pay = [
    `Mode de règlement : ${pick(random, business ? ['virement', 'virement à 30 jours', 'LCR'] : ['CB', 'chèque', 'espèces', 'CB / chèque'])}`,
    ...(printsDue ? [`Échéance : ${d(dueDate)}`] : [pick(random, ['Payable à réception de facture', 'Paiement comptant à la restitution du véhicule'])]),
    ...(printsIban ? [`IBAN : ${ibanShown}`, `BIC : ${bank.bic}`] : []),
  ];
  const totalsHtml = `<table class="tot">${totals.map(([k, v, c]) => `<tr class="${c ?? ''}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}</table><div class="net"><span class="dl">Net à payer</span><span class="dl">${esc(eur(net))}</span></div>`;
  const bottom = `<div class="row bottom"><div class="col">${recap}<div class="pay">${dls(pay)}</div></div><div class="col">${totalsHtml}</div></div>`;
  const legal = [
    'Les pièces remplacées sont tenues à la disposition du client pendant 15 jours.',
    `Garantie pièces et main-d'œuvre : ${pick(random, ['12 mois', '1 an', '12 mois ou 20 000 km'])}. Pas d'escompte pour paiement anticipé.`,
    'Pénalités de retard : 3 fois le taux d\'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 € (art. D. 441-5 du Code de commerce).',
  ];
  const footer = `<div class="foot"><div class="footin">${dl(`${garage.name} – ${garage.form} au capital de ${num(capital, ',', group, 0)} € – ${rcs} – SIRET ${siret}`)}${dl(`Code APE 4520A – N° TVA intracommunautaire : ${ids.tva}`)}</div></div>`;

  const css = `
body { padding: 34px 44px 0 }
.row { display: flex; justify-content: space-between; gap: 24px } .col { flex: 1 1 0 }
.gname { font-size: ${garage.name.length > 28 ? 1.4 : 1.7}em; white-space: nowrap; font-weight: bold; color: ${accent}; margin-bottom: 2px }
.box { border: 1.2px solid ${accent}; border-radius: 6px; padding: 8px 12px; flex: 0 0 44% }
.vbox { border: 0.8px solid #999; padding: 6px 10px; flex: 0 0 50% }
.title { font-size: 1.8em; font-weight: bold; letter-spacing: 0.12em; color: ${accent}; margin: ${strip ? '18px 0 6px' : '0 0 4px'} }
.kv td { padding: 1px 12px 1px 0 } .lab { font-size: 0.8em; text-transform: uppercase; color: ${accent}; font-weight: bold; letter-spacing: 0.05em; margin-bottom: 3px }
.win { ${strip ? 'margin-top: 26px;' : ''} border-left: 3px solid ${accent}; padding: 4px 0 4px 12px; min-height: 70px }
.strip { width: 100%; border: 1px solid #888 } .strip th { background: #eee; font-size: 0.82em; padding: 3px 6px; border: 0.6px solid #999 } .strip td { padding: 3px 6px; border: 0.6px solid #999; font-weight: bold }
.vehline { margin-top: 8px; font-size: 0.95em }
.items { width: 100%; margin-top: 16px } .items th { background: ${accent}; color: #fff; padding: 4px 5px; font-weight: bold; font-size: 0.9em }
.items td { padding: 3px 5px; border-bottom: 0.5px solid #d0d0d0 } .sect td { font-weight: bold; background: #f1f1f1; font-size: 0.88em; letter-spacing: 0.04em }
.bottom { margin-top: 12px } .recap { border: 0.6px solid #999; margin-bottom: 10px } .recap th { background: #eee; padding: 2px 8px; font-size: 0.85em } .recap td { padding: 2px 8px }
.pay { font-size: 0.95em } .tot { width: 100% } .tot td { padding: 2px 4px } .tot .rule td { border-top: 1px solid #444 } .tot .strong td { font-weight: bold }
.net { display: flex; justify-content: space-between; margin-top: 6px; padding: 6px 8px; border: 2px solid ${accent}; font-weight: bold; font-size: 1.2em }
.legal { margin-top: 18px }
.foot { padding: 0 44px 22px } .footin { border-top: 0.8px solid #999; padding-top: 5px; font-size: 0.78em; color: #444; text-align: center }`;
  const html = page('fr', font, size, css, `${top}${items}${bottom}<div class="legal tiny">${legal.map((t) => `<div>${esc(t)}</div>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: garage.name, supplier_tax_id: ids.tva, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: ht, total_tax: vat, total_amount: ttc, amount_due: net,
    ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('fr', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: vatCol })));
};
