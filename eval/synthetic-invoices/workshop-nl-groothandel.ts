/**
 * A Dutch food and drinks wholesaler's factuur: the wholesaler's name and line at the top left, the invoice data
 * (factuurnummer, factuurdatum, vervaldatum, klantnummer, pakbon, rit, the customer's ordernummer) at the top right,
 * the factuuradres and a different afleveradres on some, many article lines by department (weighed fresh goods in
 * kg, packs, crates) at 9 % and 21 % with the deposit lines (statiegeld, emballage, returned crates) at 0 %, the
 * btw specification per rate beside the totals ("Te betalen"), the transfer request, and KvK, btw-nummer and IBAN
 * in the footer.
 */
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';
import { nlKvk } from './fees-ids.ts';
import {
  addDays, built, chance, descCell, dls, drawLines, drawQty, esc, FONTS, fmtDate, int, issueDate, makeLine, NBSP, num, page, phone, pick, qty, round2,
  slug, span, sum, taxRows, truthItem, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { nlArticles, nlCodes, NL_DEPOSITS } from './workshop-goods.ts';
import { address, nlHoreca, nlWholesaler, person } from './workshop-names.ts';

export const nlGroothandelInvoice: Layout = (random) => {
  const home = address(random, 'nl');
  const firm = nlWholesaler(random, home.town);
  const btw = dutchVat(random), kvk = nlKvk(random);
  const date = issueDate(random);
  const d = (iso: string) => fmtDate(iso, '{dd}-{mm}-{yyyy}', 'nl');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `€${NBSP}${n(v)}`;

  const custAddr = address(random, 'nl');
  const customer = nlHoreca(random, custAddr.town);
  const delivery = chance(random, 0.4) ? address(random, 'nl') : null;

  // Articles by department; every crate, keg or bottle line is followed by its deposit; returned crates credited.
  const cat = nlArticles();
  const code = nlCodes(random);
  const fresh = drawLines(random, cat.food, int(random, 2, 6), { rate: 9, code, detailShare: 0.4 });
  const drinks = drawLines(random, cat.crates, int(random, 1, 3), { rate: 9, code });
  const nonfood = drawLines(random, cat.other, int(random, 0, 3), { rate: 21, code, detailShare: 0.4 });
  const depCode = pick(random, ['EMB', '9001', 'STG', '99900']);
  const withDeposits: Line[] = [];
  for (const l of drinks) {
    withDeposits.push(l);
    const source = cat.crates.find((a) => a.text === l.text);
    const dep = source?.deposit ? NL_DEPOSITS[source.deposit] : undefined;
    if (dep) withDeposits.push(makeLine({ text: dep[0], unit: dep[1], price: [dep[2], dep[2]], qty: [1, 1], rate: 0, kind: 'deposit' }, l.qty, dep[2], { rate: 0, code: depCode }));
  }
  if (drinks.some((l) => l.unit === 'krat') && chance(random, 0.5)) {
    withDeposits.push(makeLine({ text: 'Retour emballage krat', unit: 'krat', price: [3.9, 3.9], qty: [1, 1], rate: 0, kind: 'deposit' }, -drawQty(random, { text: '', unit: '', price: [0, 0], qty: [1, 8] }), 3.9, { rate: 0, code: `${depCode}-R` }));
  }
  const sections = chance(random, 0.55);
  const groups: [string, Line[]][] = [[pick(random, ['VERS, ZUIVEL & DROOG', 'FOOD', 'VERS & KRUIDENIER']), fresh], ['DRANKEN & EMBALLAGE', withDeposits], ['NON-FOOD', nonfood]];
  let lines = groups.flatMap(([, ls]) => ls);
  if (lines.length > 14) { const cut = lines.length - 14; fresh.splice(fresh.length - cut, cut); lines = groups.flatMap(([, ls]) => ls); }

  const subtotal = sum(lines.map((l) => l.amount));
  const taxes = taxRows(lines);
  const totalTax = sum(taxes.map((t) => t.tax));
  const total = round2(subtotal + totalTax);

  const year = date.slice(0, 4);
  const number = pick(random, [`${year}${String(int(random, 10000, 99999))}`, `F${year.slice(2)}-${String(int(random, 1000, 99999)).padStart(5, '0')}`, `${int(random, 3000000, 3999999)}`, `VF${year}.${String(int(random, 1, 9999)).padStart(4, '0')}`]);
  const custNo = pick(random, [`${int(random, 10000, 99999)}`, `D${int(random, 1000, 9999)}`, `KL-${int(random, 100, 9999)}`]);
  const pakbon = pick(random, [`PB${int(random, 100000, 999999)}`, `${int(random, 7000000, 7999999)}`]);
  const route = `${pick(random, ['Rit', 'Route'])} ${int(random, 1, 24)}`;
  const po = chance(random, 0.35) ? pick(random, [`${int(random, 1000, 9999)}`, `ORD-${int(random, 10000, 99999)}`, `${year}-${int(random, 100, 999)}`]) : null;
  const termDays = pick(random, [8, 14, 14, 21, 30]);
  const dueDate = addDays(date, termDays), printsDue = chance(random, 0.8);
  const bank = dutchBank(random), ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;
  const contact = person(random, 'nl');

  const accent = pick(random, ['#006837', '#b71c1c', '#004d99', '#e65c00', '#4d4d4d']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[2], FONTS.sans[3], FONTS.mono[1]]);
  const size = font.includes('Mono') ? 8.8 : font.includes('Narrow') ? 10.6 : font.includes('Condensed') ? 9.2 : 9.6;
  const rateStyle = pick(random, ['pct', 'pct', 'num']);
  const rateText = (r: number) => (rateStyle === 'pct' ? `${r}%` : r === 0 ? '0' : String(r));

  const brand = `<div class="brand"><div class="bname">${span(firm)}</div>${dls([pick(random, ['Groothandel voor horeca en instellingen', 'Vers · Droog · Diepvries · Dranken', 'Uw partner in foodservice']), `${home.street}, ${home.city}`, `T ${phone(random, 'nl')} · ${pick(random, ['info', 'orders', 'administratie'])}@${slug(firm)}.nl`], 'small')}</div>`;
  const metaRows: [string, string][] = [
    ['Factuurnummer', number], ['Factuurdatum', d(date)], ...(printsDue ? [['Vervaldatum', d(dueDate)] as [string, string]] : []), ['Klantnummer', custNo],
    ['Pakbonnummer', pakbon], ['Leverdatum', d(addDays(date, -int(random, 0, 2)))], ...(po ? [['Uw ordernummer', po] as [string, string]] : []), [route.split(' ')[0], route.split(' ')[1]],
  ];
  const meta = `<table class="meta">${metaRows.map(([k, v]) => `<tr><td>${span(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table>`;
  const addrBlock = (label: string, lines2: string[], boldFirst: boolean) => `<div class="adr"><div class="lab">${esc(label)}</div>${lines2.map((l, i) => `<div${i === 0 && boldFirst ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
  const parties = `<div class="parties">${addrBlock('Factuuradres', [customer, ...(chance(random, 0.4) ? [`t.a.v. ${contact.first} ${contact.last}`] : []), custAddr.street, custAddr.city], true)}${delivery ? addrBlock('Afleveradres', [customer, delivery.street, delivery.city], false) : ''}</div>`;

  const cols = ['Art.nr.', 'Omschrijving', 'Aantal', 'Eenh.', 'Prijs', 'Bedrag', 'Btw'];
  const row = (l: Line) => `<tr class="${l.kind === 'deposit' ? 'dep' : ''}"><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td class="r nw">${qty(l.qty, ',', l.unit === 'kg' ? 3 : undefined)}</td><td>${esc(l.unit)}</td><td class="r nw">${n(l.price)}</td><td class="r nw">${n(l.amount)}</td><td class="r">${rateText(l.rate)}</td></tr>`;
  const body = sections
    ? groups.filter(([, ls]) => ls.length).map(([label, ls]) => `<tr class="sec"><td colspan="7">${span(label)}</td></tr>${ls.map(row).join('')}`).join('')
    : lines.map(row).join('');
  const items = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 2 && i !== 3 ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const spec = `<table class="spec"><tr><th>Btw</th><th class="r">Grondslag</th><th class="r">Btw-bedrag</th></tr>${taxes.map((t) => `<tr><td>${span(t.rate ? `${t.rate}%` : 'Geen btw (emballage)')}</td><td class="r">${n(t.base)}</td><td class="r">${n(t.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [['Totaal excl. btw', eur(subtotal), ''], ...taxes.filter((t) => t.rate).map((t) => [`Btw ${t.rate}%`, eur(t.tax), ''] as [string, string, string]), ['Totaal incl. btw', eur(total), 'rule']];
  const totals = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}<tr class="due"><td>${span('Te betalen')}</td><td class="r nw">${esc(eur(total))}</td></tr></table>`;
  const request = `<div class="req">${esc(printsDue
    ? `Wij verzoeken u het bedrag van ${eur(total)} vóór ${d(dueDate)} over te maken op ${ibanShown} t.n.v. ${firm}, o.v.v. het factuurnummer.`
    : `Betalingstermijn ${termDays} dagen na factuurdatum. Graag overmaken op ${ibanShown} o.v.v. factuurnummer ${number}.`)}</div>`;
  const footer = `<div class="foot">${dls([`${firm} · KvK ${kvk} · Btw-nr. ${btw} · IBAN ${ibanShown} · BIC ${bank.bic}`], 'f1')}<div class="f2">${esc('Op al onze leveringen zijn onze algemene voorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel. Emballage wordt bij retour gecrediteerd.')}</div></div>`;

  const css = `
body { padding: 30px 40px 0 }
.top { display: flex; justify-content: space-between; align-items: flex-start } .bname { font-size: 1.9em; font-weight: bold; color: ${accent}; letter-spacing: -0.01em }
.title { font-size: 1.5em; font-weight: bold; text-align: right; margin-bottom: 4px } .meta td { padding: 0 0 1px 14px } .meta td:first-child { color: #555 }
.parties { display: flex; gap: 50px; margin-top: 16px } .adr { min-width: 240px } .lab { font-size: 0.78em; color: ${accent}; font-weight: bold; text-transform: uppercase }
.items { width: 100%; margin-top: 16px } .items th { border-bottom: 1.4px solid #222; padding: 3px 4px; font-weight: bold } .items td { padding: 1px 4px; border-bottom: 0.4px dotted #bbb }
.sec td { font-weight: bold; padding-top: 6px; font-size: 0.88em; color: ${accent}; border-bottom: 0.6px solid ${accent} } .dep td { color: #444; font-style: italic }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px } .spec th { font-size: 0.85em; border-bottom: 0.8px solid #444; padding: 1px 8px; font-weight: bold } .spec td { padding: 1px 8px }
.tot { min-width: 280px } .tot td { padding: 1px 6px } .tot .rule td { border-top: 0.8px solid #444; font-weight: bold } .tot .due td { font-weight: bold; font-size: 1.25em; background: ${accent}; color: #fff; padding: 4px 6px }
.req { margin-top: 14px }
.foot { padding: 0 40px 18px; font-size: 0.78em; color: #444 } .f1 { border-top: 0.8px solid #888; padding-top: 4px } .f2 { font-size: 0.9em }`;
  const html = page('nl', font, size, css, `<div class="top">${brand}<div><div class="title">FACTUUR</div>${meta}</div></div>${parties}${items}<div class="bottom">${spec}${totals}</div>${request}${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: btw, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal, total_tax: totalTax, total_amount: total, amount_due: total, iban: ibanShown,
  };
  return built('nl', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: true })));
};
