/**
 * French invoice typed in a word processor by a freelancer (EI, VAT franchise under art. 293 B) or a small SARL /
 * SAS (TVA 20 %): seller block, client block, "FACTURE N°", a bordered table of services, totals with "Net à
 * payer", the due date, bank details and the legal mentions (SIRET, APE, RCS, late-payment penalties).
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, SPACES, addDays, chance, date, digits, esc, fields, frVat, grouped, iban, int, num, one, page,
  price, qty, r2, randomDate, sample, siren, siret, sum,
} from './continental-common.ts';

type Service = [text: string, lo: number, hi: number, qlo: number, qhi: number, step: number];
const TRADES: { title: string; company: string[]; ape: string; services: Service[] }[] = [
  {
    title: 'Graphiste – Illustration', company: ['Atelier {S}', 'Studio {S}'], ape: '7410Z',
    services: [['Création de logo et charte graphique', 450, 1200, 1, 1, 1], ['Mise en page plaquette 8 pages', 380, 900, 1, 2, 1], ['Retouche photo (par image)', 8, 25, 5, 40, 1],
      ['Cession de droits d\'utilisation – 5 ans, France', 200, 800, 1, 1, 1], ['Déclinaison cartes de visite', 90, 220, 1, 3, 1], ['Réunion de travail (heure)', 45, 70, 1, 6, 0.5]],
  },
  {
    title: 'Développement web', company: ['{S} Web', '{S} Numérique'], ape: '6201Z',
    services: [['Développement site vitrine WordPress', 1200, 3500, 1, 1, 1], ['Maintenance mensuelle (forfait)', 49, 149, 1, 12, 1], ['Hébergement et nom de domaine – 1 an', 80, 240, 1, 1, 1],
      ['Intégration de contenus (heure)', 40, 65, 2, 20, 0.5], ['Optimisation référencement (jour)', 380, 600, 0.5, 3, 0.5], ['Formation à l\'outil d\'administration (jour)', 350, 550, 0.5, 2, 0.5]],
  },
  {
    title: 'Traduction anglais – français', company: ['{S} Traductions', 'Cabinet {S} Langues'], ape: '7430Z',
    services: [['Traduction anglais > français (par mot)', 0.08, 0.14, 1500, 12000, 50], ['Relecture bilingue (heure)', 35, 55, 1, 8, 0.5], ['Traduction certifiée (page)', 30, 55, 1, 12, 1],
      ['Forfait urgence (délai 48 h)', 60, 150, 1, 1, 1], ['Mise en forme du document traduit', 40, 120, 1, 1, 1], ['Glossaire terminologique client', 90, 250, 1, 1, 1]],
  },
  {
    title: 'Conseil et formation', company: ['{S} Conseil', '{S} Formation'], ape: '7022Z',
    services: [['Journée de formation « Excel avancé »', 650, 1100, 1, 3, 0.5], ['Accompagnement RH (demi-journée)', 300, 520, 1, 6, 1], ['Audit organisationnel', 1200, 2800, 1, 1, 1],
      ['Frais de déplacement (forfait)', 45, 160, 1, 1, 1], ['Support de formation imprimé (par stagiaire)', 12, 25, 4, 14, 1], ['Frais kilométriques (km)', 0.55, 0.64, 40, 420, 1]],
  },
];
const FIRST = ['Camille', 'Julien', 'Claire', 'Nicolas', 'Sophie', 'Mathieu', 'Élodie', 'Thomas', 'Aurélie', 'Romain', 'Manon', 'Hugo'];
const SURN = ['Laurent', 'Dubois', 'Moreau', 'Lefèvre', 'Girard', 'Bonnet', 'Rousseau', 'Fontaine', 'Chevalier', 'Verdier', 'Kerbrat', 'Morel', 'Garnier', 'Perrin', 'Lemaire'];
const CLIENTS = ['Boulangerie {S}', 'Cabinet {S} & Associés', 'Mairie de {C}', '{S} Immobilier', 'Association Les Amis du Vieux {C}', 'Pharmacie du Centre', 'Garage {S}', 'Domaine {S}'];
const CITIES: [string, number, number][] = [
  ['Lyon', 69001, 69009], ['Nantes', 44000, 44300], ['Rennes', 35000, 35200], ['Bordeaux', 33000, 33800], ['Lille', 59000, 59800], ['Toulouse', 31000, 31500],
  ['Montpellier', 34000, 34090], ['Grenoble', 38000, 38100], ['Strasbourg', 67000, 67200], ['Dijon', 21000, 21000], ['Angers', 49000, 49100], ['Tours', 37000, 37200], ['Annecy', 74000, 74000],
];
const STREETS = ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'place du Marché', 'rue des Lilas', 'chemin des Vignes', 'impasse des Tilleuls', 'allée des Peupliers', 'rue Pasteur', 'quai de la Loire'];

function address(random: Random): { lines: string[]; city: string } {
  const [city, lo, hi] = one(random, CITIES);
  const cp = lo === hi ? lo : lo + int(random, 0, Math.floor((hi - lo) / 100)) * 100 + (lo >= 69001 ? int(random, 0, 8) : 0);
  return { lines: [`${int(random, 1, 88)}${chance(random, 0.15) ? ' bis' : ''} ${one(random, STREETS)}`, `${String(Math.min(cp, hi)).padStart(5, '0')} ${city.toUpperCase()}`], city };
}

export function frenchInvoice(random: Random): Built {
  const trade = one(random, TRADES);
  const freelancer = chance(random, 0.5);
  const first = one(random, FIRST);
  const surname = one(random, SURN);
  const form = freelancer ? 'EI' : one(random, ['SARL', 'SAS', 'EURL']);
  const seller = freelancer ? `${first} ${surname} EI` : `${one(random, trade.company).replace('{S}', surname)} ${form}`;
  const at = address(random);
  const sirenNo = siren(random);
  const siretNo = siret(random, sirenNo);
  const vatNo = freelancer ? undefined : frVat(sirenNo);
  const sellerIban = iban(random, 'FR');
  const capital = one(random, [1000, 3000, 5000, 10000, 15000]);

  const person = chance(random, 0.3);
  const cAt = address(random);
  const customer = person ? `${one(random, FIRST)} ${one(random, SURN.filter((s) => s !== surname))}`
    : one(random, CLIENTS).replace('{S}', one(random, SURN.filter((s) => s !== surname))).replace('{C}', cAt.city);

  const iso = randomDate(random);
  const year = iso.slice(0, 4);
  const n = int(random, 1, 240);
  const number = one(random, [`${year}-${String(n).padStart(3, '0')}`, `F-${year}-${String(n).padStart(4, '0')}`, `FA${year.slice(2)}${iso.slice(5, 7)}${String(n).padStart(2, '0')}`, `${year}${iso.slice(5, 7)}-${n}`]);
  const onReceipt = chance(random, 0.2);
  const due = onReceipt ? undefined : addDays(iso, one(random, [15, 30, 30, 45]));
  const po = !person && chance(random, 0.4) ? one(random, [`BC-${year}-${digits(random, 3)}`, `${digits(random, 6)}`, `DEV-${year.slice(2)}${digits(random, 3)}`]) : undefined;
  const dStyle = one(random, ['/', 'long'] as const);
  const d = (x: string) => date(x, dStyle, 'fr');
  const f = (x: number) => `${num(x, SPACES)}\u00a0€`;

  const lines = sample(random, trade.services, int(random, 2, 6)).map(([text, lo, hi, qlo, qhi, step]) => {
    const q = step === 1 ? int(random, qlo, qhi) : step === 50 ? int(random, qlo / 50, qhi / 50) * 50 : int(random, qlo / step, qhi / step) * step;
    const p = hi < 1 ? Math.round((lo + random() * (hi - lo)) * 1000) / 1000 : price(random, lo, hi);
    const detail = chance(random, 0.25) ? `\n${one(random, ['Selon devis n° D' + year + '-' + digits(random, 3), 'Période : ' + date(addDays(iso, -30), 'long', 'fr').replace(/^\d+(er)? /, ''), 'Projet « ' + one(random, ['Refonte', 'Lancement', 'Rentrée', 'Salon']) + ' ' + year + ' »'])}` : '';
    return { text: text + detail, q, p, amount: r2(q * p) };
  });
  const subtotal = sum(lines.map((l) => l.amount));
  const tax = freelancer ? 0 : r2(subtotal * 0.2);
  const total = sum([subtotal, tax]);
  const deposit = !freelancer && chance(random, 0.25) ? Math.round(total * 0.3) : 0;
  const due_amount = r2(total - deposit);
  const font = one(random, ['"Liberation Sans", Arial', '"Liberation Serif"', '"DejaVu Sans"']);
  const color = one(random, ['#000', '#2c4a7a', '#6b2d5c', '#1f6b5a']);
  const ruled = chance(random, 0.5);
  const withLogo = chance(random, 0.5);

  const css = `
body { font-family: ${font}; font-size: 11px; color: #111; padding: 44px 56px 28px; line-height: 1.4 }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.me .n { font-size: 17px; font-weight: bold; color: ${color} } .me .t { font-style: italic; margin-bottom: 3px }
.logo { width: 52px; height: 52px; border-radius: 50%; border: 3px solid ${color}; color: ${color}; font: bold 20px "DejaVu Serif"; display: flex; align-items: center; justify-content: center; margin-bottom: 8px }
.cli { width: 270px; margin-top: 70px; ${ruled ? 'border: 1px solid #555; padding: 8px 12px;' : ''} }
.cli .k { font-weight: bold; text-decoration: underline; margin-bottom: 3px }
h1 { font-size: 20px; margin: 34px 0 6px; color: ${color}; letter-spacing: 1px }
.meta { align-self: flex-start } .meta td { padding: 1px 14px 1px 0 }
.items { width: 100%; margin-top: 18px } .items th { background: ${ruled ? '#e6e6e6' : color}; color: ${ruled ? '#000' : '#fff'}; padding: 5px 6px; border: 1px solid #555; font-size: 10.5px }
.items td { border: 1px solid #555; padding: 5px 6px; vertical-align: top } .detail { font-size: 9.5px; color: #444 }
.tot { width: 290px; margin: 10px 0 0 auto } .tot td { border: 1px solid #555; padding: 4px 8px } .tot tr.g td { font-weight: bold; background: #f0f0f0; font-size: 12px }
.mention { margin-top: 8px; font-style: italic }
.cond { margin-top: 18px; font-size: 10.5px } .cond b { text-decoration: underline }
.foot { text-align: center; font-size: 8.5px; color: #444; border-top: 1px solid #aaa; padding-top: 6px }`;
  const totals: [string, string, boolean][] = [['Total HT', f(subtotal), false]];
  if (!freelancer) totals.push(['TVA 20 %', f(tax), false], ['Total TTC', f(total), !deposit]);
  if (deposit) totals.push([`Acompte versé le ${d(addDays(iso, -int(random, 10, 40)))}`, `- ${f(deposit)}`, false]);
  totals.push(['Net à payer', f(due_amount), true]);
  const body = `
<div class="top">
  <div class="me">${withLogo ? `<div class="logo">${esc(first[0] + surname[0])}</div>` : ''}<div class="n">${esc(seller)}</div><div class="t">${esc(trade.title)}</div>
  ${esc(at.lines[0])}<br>${esc(at.lines[1])}<br>Tél. 0${int(random, 1, 7)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}<br>${esc(first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, ''))}.${esc(surname.toLowerCase())}@${one(random, ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net'])}<br>SIRET : ${siretNo.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')}</div>
  <div class="cli"><div class="k">${one(random, ['Client :', 'Facturé à :', 'Destinataire :'])}</div><b>${esc(customer)}</b><br>${esc(cAt.lines[0])}<br>${esc(cAt.lines[1])}</div>
</div>
<h1>FACTURE N° ${esc(number)}</h1>
<table class="meta"><tr><td>Date :</td><td>${d(iso)}</td></tr><tr><td>Date d'échéance :</td><td>${due ? d(due) : 'à réception de facture'}</td></tr>
${po ? `<tr><td>Votre référence :</td><td>${esc(po)}</td></tr>` : ''}<tr><td>Code client :</td><td>CL${digits(random, 3)}</td></tr></table>
<table class="items"><tr><th style="text-align:left">Désignation</th><th style="width:70px">Quantité</th><th style="width:110px">Prix unitaire HT</th><th style="width:100px">Total HT</th></tr>
${lines.map((l) => `<tr><td>${esc(l.text.split('\n')[0])}${l.text.includes('\n') ? `<br><span class="detail">${esc(l.text.split('\n')[1])}</span>` : ''}</td><td class="r">${qty(l.q, SPACES)}</td><td class="r nw">${l.p < 1 ? `${num(l.p, SPACES, 3)}\u00a0€` : f(l.p)}</td><td class="r nw">${f(l.amount)}</td></tr>`).join('')}</table>
<table class="tot">${totals.map(([k, v, g]) => `<tr class="${g ? 'g' : ''}"><td>${k}</td><td class="r nw">${v}</td></tr>`).join('')}</table>
${freelancer ? '<div class="mention">TVA non applicable, art. 293 B du CGI</div>' : ''}
<div class="cond"><b>Conditions de règlement</b> : ${due ? `paiement à ${Math.round((Date.parse(due) - Date.parse(iso)) / 86400000)} jours` : 'paiement à réception'} par virement bancaire.<br>
IBAN : ${grouped(sellerIban)} – BIC : ${one(random, ['BNPAFRPPXXX', 'SOGEFRPP', 'CMCIFR2A', 'AGRIFRPP881', 'CCBPFRPPNAN'])}<br>
En cas de retard de paiement, pénalités au taux de 3 fois le taux d'intérêt légal, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.</div>
<div class="foot push">${esc(seller)} – ${freelancer ? 'Entrepreneur individuel – Dispensé d\'immatriculation au RCS et au RM' : `${form} au capital de ${num(capital, SPACES, 0)} € – RCS ${esc(at.city)} ${sirenNo.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}`} – SIRET ${siretNo} – APE ${trade.ape}${vatNo ? `<br>N° TVA intracommunautaire : ${chance(random, 0.5) ? vatNo : vatNo.replace(/^(FR\d\d)(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')}` : ''} – Page 1/1</div>`;

  const line_items: LineItem[] = lines.map((l) => ({ description: l.text, quantity: l.q, unit_price: l.p, amount: l.amount, tax_rate: null }));
  return {
    language: 'fr',
    html: page('fr', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: vatNo, customer_name: customer, invoice_number: number, po_number: po, date: iso,
      due_date: due, currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: due_amount, iban: sellerIban,
    }),
    line_items,
  };
}
