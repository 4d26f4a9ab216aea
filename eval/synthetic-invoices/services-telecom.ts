/**
 * Layout "fr-telecom": a French mobile or fibre-box operator's monthly bill (fr, EUR). Lines are HT; the bill
 * shows Total HT / TVA 20 % / Total TTC and the direct-debit date (the due date). The operator's brand is a logo
 * at the top; its legal name, capital, SIREN/RCS and VAT number sit in the footer. Distractors: numéro client,
 * line number, SEPA mandate reference, creditor identifier (ICS), the customer's masked IBAN, share capital.
 */
import { addDays, chance, digits, dmy, esc, FONTS, frVatKey, int, iso, letters, lines, monthEnd, monthStart, named, num, page, pick, round2, sample, sum, day, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { address, company, person, phone } from './services-names.ts';

const BRANDS: [string, string][] = [['Fibréo', '#e4007c'], ['Azur Télécom', '#0067b1'], ['Onde Claire Mobile', '#00a19a'], ['Hexacom', '#f08c00'], ['Lumen Box', '#6d2f9c'], ['Céleste Mobile', '#1b75bb']];
const MOBILE_OPTIONS: [string, number][] = [['Option Multi-SIM', 3], ['Option Europe & Maghreb', 5], ['Option Sécurité Internet', 2.99], ['Stockage en ligne 100 Go', 1.99], ['Option Data+ 20 Go', 4]];
const BOX_OPTIONS: [string, number][] = [['Location décodeur TV', 5.99], ['Bouquet Ciné Séries', 9.99], ['Numéro fixe supplémentaire', 2], ['Option Répéteur Wi-Fi', 3], ['Option Sécurité Internet', 2.99]];
const EXTRAS: [string, string, number, number, number][] = [
  ["Appels vers l'international (Maroc)", 'min', 0.25, 3, 45], ['Appels vers numéros spéciaux 08 9x', 'min', 0.65, 2, 18], ["SMS vers l'international", 'SMS', 0.1, 2, 30],
];
const MOBILE_EXTRAS: typeof EXTRAS = [['Internet mobile hors UE (Suisse)', 'Mo', 0.0083, 40, 600], ['MMS', 'MMS', 0.25, 1, 9], ['Appels depuis le Royaume-Uni', 'min', 0.35, 4, 60], ['Renvoi vers messagerie vocale', 'min', 0.15, 5, 40]];

const MONTHS_FR = ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'];
const fr = (x: number, d = 2) => num(x, 'fr', d);
const eur = (x: number) => `${fr(x)}\u00a0€`;

interface Row { desc: string; section: 0 | 1 | 2; qty: number | null; unit: string; pu: number | null; ht: number }

export function telecomInvoice(r: Random): ServiceDoc {
  const [brand, color] = pick(r, BRANDS);
  const legal = `${brand} ${pick(r, ['SAS', 'SA', 'S.A.S.'])}`;
  const siren = `${int(r, 3, 9)}${digits(r, 8)}`;
  const sirenSp = siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
  const vat = pick(r, [`FR${frVatKey(siren)}${siren}`, `FR ${frVatKey(siren)} ${sirenSp}`, `FR${frVatKey(siren)} ${sirenSp}`]);
  const sellerAddr = address(r, 'FR', true);
  const pro = chance(r, 0.2);
  const customer = pro ? company(r, 'FR') : person(r, 'FR');
  const custAddr = address(r, 'FR');
  const box = chance(r, 0.45);

  const invDate = addDays(monthStart(day(r)), int(r, 0, 7));
  const consoEnd = monthEnd(addDays(monthStart(invDate), -1));
  const consoStart = monthStart(consoEnd);
  const nextStart = monthStart(invDate);
  const dateFmt = pick(r, ['num', 'num', 'long']);
  const fd = (d: Date) => (dateFmt === 'long' ? named(d, 'fr') : dmy(d));
  const yymm = `${String(invDate.getUTCFullYear()).slice(2)}${String(invDate.getUTCMonth() + 1).padStart(2, '0')}`;
  const invNo = pick(r, [`F${yymm}-${digits(r, 8)}`, `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`, `FM${digits(r, 10)}`, `${invDate.getUTCFullYear()}${yymm.slice(2)}/${digits(r, 7)}`]);
  const clientNo = pick(r, [digits(r, 8), `${letters(r, 2)}${digits(r, 7)}`, `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`]);
  const line = box ? phone(r, 'FR') : phone(r, 'FR', true);

  const rows: Row[] = [];
  const planTtc = box ? pick(r, [29.99, 34.99, 39.99, 44.99, 49.99]) : pick(r, [9.99, 12.99, 15.99, 19.99, 24.99, 29.99]);
  const plan = box ? `Offre ${pick(r, ['Fibre Essentielle', 'Fibre Max', 'Box Pop', 'Fibre Pro'])} ${pick(r, ['1 Gb/s', '2 Gb/s', '8 Gb/s'])}` : `Forfait ${pick(r, ['Liberté', 'Série Spéciale', 'Essentiel', 'Intégral'])} ${pick(r, [20, 80, 130, 150, 250])} Go`;
  rows.push({ desc: `${plan}\ndu ${dmy(nextStart)} au ${dmy(monthEnd(nextStart))}`, section: 0, qty: null, unit: '', pu: null, ht: round2(planTtc / 1.2) });
  for (const [name, ttc] of sample(r, box ? BOX_OPTIONS : MOBILE_OPTIONS, int(r, 0, 3))) rows.push({ desc: name, section: 0, qty: null, unit: '', pu: null, ht: round2(ttc / 1.2) });
  for (const [name, unit, pu, lo, hi] of sample(r, box ? EXTRAS : [...EXTRAS, ...MOBILE_EXTRAS], int(r, chance(r, 0.3) ? 0 : 1, 3))) {
    const q = int(r, lo, hi);
    rows.push({ desc: name, section: 1, qty: q, unit, pu, ht: round2(q * pu) });
  }
  if (chance(r, 0.35)) rows.push({ desc: pick(r, ['Remise fidélité 12 mois', 'Remise Multi-Lignes', 'Geste commercial']), section: 2, qty: null, unit: '', pu: null, ht: -pick(r, [2.5, 4.17, 5, 8.33]) });
  if (rows.length < 2 || (rows.length < 3 && chance(r, 0.7))) rows.push({ desc: "Frais d'envoi facture papier", section: 0, qty: null, unit: '', pu: null, ht: 0.83 });
  const ht = sum(rows.map((x) => x.ht));
  const tva = round2(ht * 0.2);
  const ttc = round2(ht + tva);
  const settle = pick(r, ['debit', 'debit', 'debit', 'credit', 'card']);
  const credit = settle === 'credit' ? pick(r, [2, 5, 10, 15].filter((v) => v < ttc / 2)) ?? 1 : 0;
  const due = settle === 'card' ? 0 : round2(ttc - credit);
  const debitDate = addDays(invDate, int(r, 5, 14));

  // ----- presentation -----
  const band = chance(r, 0.5);
  const full = chance(r, 0.5); // quantity + unit price + VAT columns, or a single amount column
  const fs = pick(r, [10, 10.5, 11]);
  const logo = `<div class="logo">${esc(brand.toLowerCase())}<span>.</span></div>`;
  const mask = `FR76 **** **** **** **** ***${digits(r, 1)} ${digits(r, 3)}`;
  const meta: [string, string][] = [['Facture n°', invNo], ['Date de facture', fd(invDate)], ['Numéro client', clientNo], [box ? 'Ligne fixe' : 'Ligne mobile', line], ['Période de consommation', `du ${dmy(consoStart)} au ${dmy(consoEnd)}`]];
  const metaHtml = meta.map(([k, v]) => `<tr><td class="k">${k}</td><td class="b">${esc(v)}</td></tr>`).join('');
  const titles = ['Abonnement et options', 'Consommations hors forfait', 'Remises et avantages'];
  let body = '';
  for (const s of [0, 1, 2] as const) {
    const group = rows.filter((x) => x.section === s);
    if (!group.length) continue;
    body += `<tr class="sec"><td colspan="${full ? 5 : 3}">${titles[s]}</td></tr>`;
    for (const x of group) {
      const q = x.qty === null ? '' : full ? String(x.qty) : `${x.qty} ${x.unit}`;
      body += full
        ? `<tr><td>${lines(x.desc)}</td><td class="c">${x.qty === null ? '1' : q}</td><td class="r">${fr(x.pu ?? x.ht, x.pu !== null ? 4 : 2)}</td><td class="c">20 %</td><td class="r">${fr(x.ht)}</td></tr>`
        : `<tr><td>${lines(x.desc)}</td><td class="c">${q}</td><td class="r">${fr(x.ht)}</td></tr>`;
    }
  }
  const head = full ? '<th>Désignation</th><th>Qté</th><th>P.U. HT (€)</th><th>TVA</th><th>Montant HT (€)</th>' : '<th>Désignation</th><th>Quantité / durée</th><th>Montant HT (€)</th>';
  const settleHtml = settle === 'card'
    ? `<div class="pay paid">Facture réglée par carte bancaire le ${dmy(invDate)} — <b>PAYÉ</b><br>Montant restant dû : <b>${eur(0)}</b></div>`
    : `<div class="pay">${credit ? `Avoir déduit : -${eur(credit)}<br>` : ''}<b>Montant prélevé le ${fd(debitDate)} : ${eur(due)}</b><br>sur le compte ${mask} — RUM ${letters(r, 3)}${digits(r, 12)}<br>ICS FR${digits(r, 2)}ZZZ${digits(r, 6)}</div>`;
  const html = page({
    lang: 'fr', font: pick(r, [FONTS.sans[0], FONTS.sans[1]]), size: fs, padding: '34px 40px 22px',
    css: `.logo { font-size: 30px; font-weight: bold; color: ${color}; letter-spacing: -1px } .logo span { color: #333 }
.hd { display: flex; justify-content: space-between } .win { width: 300px; margin-top: 40px; font-size: ${fs + 1}px }
.meta td { padding: 1px 12px 1px 0 } .k { color: #555 }
.band { background: ${color}; color: #fff; margin: -34px -40px 0; padding: 22px 40px; display: flex; justify-content: space-between; align-items: center } .band .logo, .band .logo span { color: #fff }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 18px; margin-top: 14px; border: 1px solid #ccc; padding: 8px 10px; width: 330px } .grid .k { font-size: ${fs - 2}px }
.sum { margin: 16px 0; padding: 10px 14px; background: ${color}14; border-left: 5px solid ${color}; display: flex; justify-content: space-between; align-items: center }
.sum .big { font-size: 22px; font-weight: bold; color: ${color} }
h2 { font-size: 13px; color: ${color}; margin: 14px 0 4px; border-bottom: 1px solid ${color}; padding-bottom: 2px }
.det { width: 100% } .det th { text-align: left; font-size: ${fs - 1}px; color: #555; border-bottom: 1px solid #999; padding: 3px 4px } .det th:last-child { text-align: right }
.det td { padding: 3px 4px; border-bottom: 1px dotted #ccc; vertical-align: top } .sec td { font-weight: bold; background: #f2f2f2; border: 0 }
.tot { margin-left: auto; margin-top: 8px; min-width: 270px } .tot td { padding: 2px 4px } .tot tr.ttc td { border-top: 2px solid #333; font-weight: bold; font-size: ${fs + 2}px }
.pay { margin-top: 10px; padding: 8px; border: 1px solid #bbb; font-size: ${fs - 0.5}px } .paid b { color: #0a7a2f }
.foot { font-size: 8px; color: #666; border-top: 1px solid #ccc; padding-top: 5px }`,
    body: `${band ? `<div class="band">${logo}<div class="r"><div style="font-size:18px;font-weight:bold">Votre facture</div>${esc(MONTHS_FR[invDate.getUTCMonth()])} ${invDate.getUTCFullYear()}</div></div>
<div class="hd"><div class="win" style="margin-top:14px">${pro ? '' : 'Titulaire : '}<b>${esc(customer)}</b><br>${custAddr.map(esc).join('<br>')}</div><div class="grid">${meta.map(([k, v]) => `<div><div class="k">${k}</div><b>${esc(v)}</b></div>`).join('')}</div></div>`
    : `<div class="hd"><div>${logo}<table class="meta">${metaHtml}</table></div>
<div class="win">${pro ? '' : 'Titulaire : '}<b>${esc(customer)}</b><br>${custAddr.map(esc).join('<br>')}</div></div>`}
<div class="sum"><div>Montant total de votre facture${settle === 'card' ? '' : `<br><span style="font-size:${fs - 1}px">Prélèvement le ${fd(debitDate)}</span>`}</div><div class="big">${eur(ttc)} <span style="font-size:11px">TTC</span></div></div>
<h2>Détail de votre facture</h2>
<table class="det"><tr>${head}</tr>${body}</table>
<table class="tot"><tr><td>Total HT</td><td class="r">${eur(ht)}</td></tr><tr><td>TVA 20 %</td><td class="r">${eur(tva)}</td></tr><tr class="ttc"><td>Total TTC</td><td class="r">${eur(ttc)}</td></tr></table>
${settleHtml}
<div style="margin-top:10px;font-size:${fs - 1}px">Service client : ${pick(r, ['3970', '1044', phone(r, 'FR')])} (appel gratuit depuis votre ligne) — Espace client : www.${brand.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.fr</div>
<div class="foot">${esc(legal)} au capital de ${fr(pick(r, [1250000, 37000000, 4500000, 92400000]), 0)} € — ${sellerAddr.map(esc).join(', ')} — RCS ${pick(r, ['Paris', 'Lyon', 'Nanterre'])} ${sirenSp} — SIREN ${siren} — N° TVA intracommunautaire : ${vat}<br>Page 1/1 — Conservez cette facture. En cas de retard de paiement, une indemnité forfaitaire de 40 € pour frais de recouvrement sera exigée (professionnels).</div>`,
  });
  const line_items: LineItem[] = rows.map((x) => ({ description: x.desc, quantity: full ? x.qty ?? 1 : x.qty, unit_price: full ? x.pu ?? x.ht : null, amount: x.ht, tax_rate: full ? 20 : null }));
  const fields: ServiceDoc['fields'] = {
    supplier_name: legal, supplier_tax_id: vat, customer_name: customer, invoice_number: invNo, date: iso(invDate), currency: 'EUR',
    subtotal: ht, total_tax: tva, total_amount: ttc, amount_due: due,
  };
  if (settle !== 'card') fields.due_date = iso(debitDate);
  return { language: 'fr', html, fields, line_items };
}
