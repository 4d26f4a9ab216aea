/**
 * A Dutch factuur autoverkoop of an autobedrijf, a motorhuis or a mechanisatiebedrijf: the logo and name at the top
 * (in a band on some), the firm's details (adres, telefoon, KvK, btw-nummer, IBAN) in a side column or the footer,
 * the customer's window left or right (a private buyer, a company, or a lease company with its berijder), the
 * identifiers — factuurnummer, factuurdatum, vervaldatum, debiteurnummer, ordernummer and orderdatum, afleverdatum,
 * verkoper, the customer's PO-nummer — as a table, a grid or label pairs; the vehicle as a multi-line row or a
 * "Voertuiggegevens" grid with the kenteken as a yellow plate (merk, type, uitvoering, chassisnummer, datum eerste
 * toelating, tellerstand, kleur, brandstof, vermogen); BTW 21 % with rijklaarmaakkosten and accessories, or the
 * margeregeling (no BTW shown) with taxed extras beside it on some; the BPM and the RDW leges outside the BTW; the
 * inruil of the old car, the aanbetaling and a financiering deducted after the total; the payment request, the
 * BOVAG garantie line and the terms in small type.
 */
import {
  arrange, carTitle, chance, compact, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS,
  headRow, infoBox, int, itemsTable, logo, metaHtml, money2, NBSP, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice,
  slug, span, specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, vsize, windowHtml, type Amount, type Col, type Layout,
  type TruthFields,
} from './vehicles-common.ts';
import { address, buyer, dealer, farmCustomer, FINANCE, firmCustomer, LEASING, person } from './vehicles-names.ts';
import { nlKvk } from './fees-ids.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';

export const nlAutoInvoice: Layout = (random, index) => {
  const home = address(random, 'nl');
  const { model, machine, cond, margin: marge } = drawSale(random, index, 0.7);
  const firm = dealer(random, 'nl', model.kind, home.town, model.make);
  const vat = dutchVat(random), vatShown = chance(random, 0.3) ? `${vat.slice(0, 2)} ${vat.slice(2, 11)} ${vat.slice(11)}` : vat;
  const kvk = nlKvk(random);
  const kindOf = machine ? 'firm' : cond !== 'used' && chance(random, 0.2) ? 'leasing' : chance(random, 0.55) ? 'private' : 'firm';
  const priv = kindOf === 'private' ? buyer(random, 'nl') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : kindOf === 'leasing' ? pick(random, LEASING.nl) : machine ? farmCustomer(random, 'nl') : firmCustomer(random, 'nl');
  const berijder = kindOf === 'leasing' ? (() => { const b = buyer(random, 'nl'); return `${b.first} ${b.last}`; })() : null;
  const custAddr = address(random, 'nl');
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [8, 14, 14, 30], dueShare: priv ? 0.3 : 0.8 });
  const car = drawCar(random, 'nl', model, cond, dates);
  const year = dates.date.slice(0, 4);
  const pattern = pick(random, ['{dd}-{mm}-{yyyy}', '{dd}-{mm}-{yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'nl');
  const m = money2(',', '.');
  const eur = (c: number) => (c < 0 ? `-€${NBSP}${m(-c)}` : `€${NBSP}${m(c)}`);

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (marge || machine ? shopPrice(random, value) : Math.round(shopPrice(random, value * 1.21) / 1.21))
    : cond === 'demo' ? Math.round(newNet(random, model, 21) * (0.82 + random() * 0.08) / 100) * 100 : newNet(random, model, 21);
  const block = chance(random, 0.5), sideCol = chance(random, 0.5);
  const details = block ? [] : [`Chassisnr. ${car.vin}${car.plate ? ` · Kenteken ${car.plate}` : ''}`,
    `${car.firstReg && cond !== 'new' ? `1e toelating ${d(car.firstReg)} · ` : ''}${car.machine ? `${num(car.hours, ',', '.', 0)} draaiuren` : `${num(car.km, ',', '.', 0)} km`} · ${car.colour}`];
  const label = { new: machine ? 'Nieuwe machine' : 'Nieuw', demo: 'Demonstratieauto', used: machine ? 'Gebruikte machine' : 'Occasion' }[cond];
  const vText = block ? pick(random, marge ? ['Verkoopprijs auto (margeregeling)', 'Verkoopprijs occasion'] : ['Verkoopprijs excl. btw/bpm', 'Netto catalogusprijs', 'Verkoopprijs']) : `${label} ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, marge ? null : 21, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.5)) rows.push(vrow(pick(random, ['Korting', 'Inruilpremie / actiekorting', 'Dealerkorting']), [], -Math.round(pctCents(net, pick(random, [3, 5, 8, 10])) / 5000) * 5000, 21, 'discount', null));
  rows.push(...extraRows(random, 'nl', car, marge ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 21, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const bpm = cond === 'new' && (model.kind === 'car' || model.kind === 'moto')
    ? car.fuel === 'electric' ? (year >= '2025' ? 66700 : 0) : model.kind === 'moto' ? pctCents(net, 8) : car.fuel === 'hybrid' ? int(random, 600, 3500) * 100 + int(random, 0, 99) : int(random, 1800, 9500) * 100 + int(random, 0, 99) : 0;
  const outside: Amount[] = [
    ...(bpm ? [{ text: pick(random, ['BPM', 'Belasting personenauto’s en motorrijwielen (BPM)']), cents: bpm }] : []),
    ...(car.plate && cond === 'new' && chance(random, 0.6) ? [{ text: 'Leges RDW kentekenregistratie', cents: pick(random, [4620, 4935, 5105]) }] : []),
  ];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && kindOf !== 'leasing' && chance(random, priv ? 0.5 : 0.2) ? drawTrade(random, 'nl', car, dates.date, t.gross) : null;
  const deposit = kindOf !== 'leasing' && chance(random, 0.45) ? depositOf(random, t.gross) : 0;
  const lender = pick(random, FINANCE.nl);
  const ded: Amount[] = [
    ...(trade ? [{ text: pick(random, [`Inruil ${trade.plate}`, `Inruil ${trade.title} (${trade.plate})`]), cents: -trade.cents }] : []),
    ...(deposit ? [{ text: `Aanbetaling d.d. ${d(dates.order)}`, cents: -deposit }] : []),
  ];
  const financed = priv && chance(random, 0.3) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `Financiering ${lender}`, cents: -financed });
  const due = total + sumOf(ded);

  // Identifiers.
  const number = pick(random, [`${year}${seqNo(random, 4)}`, `F${year}-${seqNo(random, 4)}`, `VK${year.slice(2)}${seqNo(random, 4)}`, `${int(random, 20000, 99999)}`]);
  const debtor = pick(random, [`${int(random, 10000, 99999)}`, `D${digits(random, 5)}`]);
  const order = pick(random, [`O${digits(random, 6)}`, `${year.slice(2)}-${digits(random, 4)}`]);
  const clerk = person(random, 'nl');
  const po = kindOf !== 'private' && chance(random, 0.45) ? pick(random, [`PO${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `${year}-${digits(random, 4)}`]) : null;
  const printsDue = dates.due !== null && chance(random, 0.85);
  const pairs: [string, string][] = arrange(random, [
    ['Factuurnummer', number], ['Factuurdatum', d(dates.date)], ...(printsDue ? [['Vervaldatum', d(dates.due as string)] as [string, string]] : []),
    [pick(random, ['Debiteurnummer', 'Klantnummer']), debtor], [pick(random, ['Verkoopordernr.', 'Koopovereenkomst nr.']), order], [pick(random, ['Orderdatum', 'Datum koopovereenkomst']), d(dates.order)],
    [pick(random, ['Afleverdatum', 'Datum aflevering']), d(dates.delivery)], ['Verkoper', `${clerk.first} ${clerk.last}`],
    ...(po ? [[pick(random, ['Uw ordernummer', 'PO-nummer', 'Uw inkoopordernr.']), po] as [string, string]] : []),
  ]);
  const acct = dutchBank(random), ibanShown = chance(random, 0.5) ? groupIban(acct.iban) : acct.iban;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2], FONTS.sans[3]], ['#e4572e', '#1f4e79', '#17a398', '#2f4858', '#c9184a', '#33658a']);
  const mk = model.make.replace(' Motorrad', '');
  const brand = `${look.logo ? logo(random, look.accent, firm, model.kind, look.band) : ''}<span class="fname">${esc(firm)}</span>`;
  const tag = machine ? `Dealer ${mk} · verkoop · onderhoud` : cond === 'used' ? 'Occasions · Onderhoud · APK' : `Officieel ${mk} dealer`;
  const info = [home.street, home.city, `T ${phone(random, 'nl')}`, `E verkoop@${slug(firm)}.nl`, `KvK ${kvk}`, `Btw-nr. ${vatShown}`, `IBAN ${ibanShown}`, `BIC ${acct.bic}`];
  const top = look.band ? `<div class="band">${brand}<span class="tg">${span(tag)}</span></div>` : `<div class="plain">${brand}<div class="tg2">${span(tag)}</div></div>`;
  const win = `<div>${windowHtml([customer, ...(berijder ? [`Berijder: ${berijder}`] : []), custAddr.street, custAddr.city], 0, null)}</div>`;
  const title = `<div class="title">${span(pick(random, ['Factuur', 'FACTUUR', cond === 'used' ? 'Factuur occasion' : 'Factuur autoverkoop']))}</div>`;
  const plateBadge = car.plate && model.kind !== 'tractor' ? `<span class="plate">${esc(car.plate)}</span>` : '';
  const specPairs: [string, string][] = [
    ['Merk', model.make], ['Type', model.model], ['Uitvoering', car.variant], [machine ? 'Serienummer' : 'Chassisnummer', car.vin], ...(car.plate ? [['Kenteken', car.plate] as [string, string]] : []),
    ...(car.firstReg ? [['Datum eerste toelating', d(car.firstReg)] as [string, string]] : [['Bouwjaar', String(car.year)] as [string, string]]),
    [machine ? 'Draaiuren' : 'Tellerstand', machine ? num(car.hours, ',', '.', 0) : `${num(car.km, ',', '.', 0)} km`], ['Kleur', car.colour], ['Brandstof', car.fuelText], ['Vermogen', power(car.kw, 'pk')],
  ];
  const spec = block ? `<div class="vhead">${plateBadge}</div>${specGrid(pick(random, ['Voertuiggegevens', 'Gegevens voertuig']), specPairs, sideCol ? 2 : pick(random, [2, 3]))}` : '';
  const tradeBox = trade ? infoBox('Inruilauto', [`${trade.plate} · ${trade.title}`, `Chassisnr. ${trade.vin}`, `1e toelating ${d(trade.firstReg)} · ${num(trade.km, ',', '.', 0)} km`]) : '';

  const printsRate = !block || chance(random, 0.5);
  const rateCell = (r: (typeof rows)[number]) => (r.rate === null ? pick(random, ['marge', 'M']) : `${r.rate}%`);
  const cols: Col[] = block ? [['Omschrijving', ''], ...(printsRate ? [['Btw', 'r'] as Col] : []), ['Bedrag', 'r']] : [['Omschrijving', ''], ['Aantal', 'r'], ['Prijs', 'r'], ['Btw', 'r'], ['Bedrag', 'r']];
  const cells = rows.map((r) => (block ? [descCell(r), ...(printsRate ? [rateCell(r)] : []), eur(r.cents)]
    : [descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : eur(r.mills / 10), rateCell(r), eur(r.cents)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [];
  let printsSub = false;
  if (!t.margin) { tot.push([pick(random, ['Subtotaal excl. btw', 'Totaal excl. btw']), eur(t.items), '']); printsSub = true; }
  else if (t.taxed) tot.push([model.kind === 'car' ? 'Auto (margeregeling)' : 'Voertuig (margeregeling)', eur(t.margin), ''], ['Overige posten excl. btw', eur(t.taxed), '']);
  for (const l of t.lines) tot.push([`Btw ${l.rate}% over ${eur(l.base)}`, eur(l.tax), '']);
  if (outside.length) tot.push([t.margin ? 'Subtotaal' : 'Totaal incl. btw', eur(t.gross), 'rule'], ...outside.map((o): [string, string, string] => [o.text, eur(o.cents), '']));
  tot.push([outside.length ? pick(random, ['Totaal rijklaar', 'Totaalprijs']) : pick(random, ['Totaal', t.margin ? 'Totaalprijs' : 'Totaal incl. btw']), eur(total), ded.length ? 'rule' : look.band ? 'hl' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, eur(x.cents), '']), [pick(random, ['Te voldoen', 'Nog te betalen', 'Restant']), eur(due), look.band ? 'hl' : 'big']);
  const request = printsDue
    ? `Wij verzoeken u het bedrag van ${eur(due)} vóór ${d(dates.due as string)} over te maken op ${ibanShown} t.n.v. ${firm}, o.v.v. factuurnummer ${number}.`
    : dates.terms ? `Betaling binnen ${dates.terms} dagen na factuurdatum op ${ibanShown}, o.v.v. het factuurnummer.` : dates.delivery < dates.date ? `Te voldoen per omgaande na ontvangst van deze factuur op ${ibanShown}.` : `Te voldoen vóór of bij aflevering van het voertuig; het kentekenbewijs wordt na volledige betaling overgedragen.`;
  const notes = [
    ...(marge ? [pick(random, ['Margeregeling: bijzondere regeling gebruikte goederen (art. 28b e.v. Wet OB 1968); btw niet zichtbaar en niet aftrekbaar.', `Deze ${model.kind === 'car' ? 'auto' : 'occasion'} wordt verkocht onder de margeregeling – btw wordt niet afzonderlijk vermeld.`])] : []),
    ...(bpm ? ['De BPM en de leges maken geen deel uit van de vergoeding waarover btw is berekend.'] : []),
    ...(financed ? [`Financiering via ${lender}, contractnummer ${digits(random, 9)}; het gefinancierde bedrag wordt rechtstreeks aan ons voldaan.`] : []),
    ...(berijder ? [`Het voertuig is afgeleverd aan de berijder ${berijder} namens ${customer}.`] : []),
    `${machine ? 'Garantie volgens de voorwaarden van de fabrikant; gebruikte machines worden geleverd zoals bezichtigd.' : cond === 'used' ? pick(random, ['BOVAG-garantie 6 maanden of 10.000 km, wat het eerst wordt bereikt.', 'Geleverd met nieuwe APK en 3 maanden garantie op motor en versnellingsbak.']) : 'Fabrieksgarantie volgens de garantievoorwaarden van de importeur.'} Op al onze overeenkomsten zijn de BOVAG-voorwaarden van toepassing. Het voertuig blijft eigendom van verkoper tot volledige betaling.`,
  ];
  const footLines = sideCol ? [`${firm} · ${home.street} · ${home.city} · KvK ${kvk}`] : [[firm, ...info.slice(0, 4)].join(' · '), info.slice(4).join(' · ')];
  const footer = `<div class="foot">${footLines.map((l) => `<div class="fl">${span(l)}</div>`).join('')}</div>`;

  const size = vsize(look, tableLines(rows, 16 + tot.length + (block ? 5 : 0) + (trade ? 4 : 0) + notes.length));
  const css = `${vehCss(look)}
.band { background: ${look.accent}; color: #fff; padding: 16px 40px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.55em; font-weight: bold } .tg { font-size: 0.85em }
.plain { padding: 26px 40px 4px } .plain .fname { font-size: 1.55em; font-weight: bold; color: ${look.accent} } .tg2 { font-size: 0.85em; color: #555 }
.wrap { display: flex; gap: 22px; padding: 14px 40px 0 } .content { flex: 1 1 auto; min-width: 0 } .col { flex: 0 0 150px; font-size: 0.84em; color: #333; border-left: 2px solid ${look.accent}; padding-left: 8px } .col div { margin-bottom: 1px }
.win { width: 260px; min-height: 70px } .mt2 { margin-top: 10px } .gridrow { margin-top: 10px } .title { font-size: 1.45em; font-weight: bold; margin: 12px 0 2px; color: ${look.accent} }
.vhead { margin-top: 8px } .plate { display: inline-block; background: #f7c600; border: 1.5px solid #222; border-left: 10px solid #003399; border-radius: 3px; padding: 1px 10px; font-weight: bold; font-size: 1.2em; letter-spacing: 0.06em; font-family: 'DejaVu Sans Mono', monospace }
.items { margin-top: 10px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; margin-top: 8px } .left { max-width: 300px } .req { margin-top: 10px } .notes { margin-top: 8px } .notes div { margin-bottom: 2px }
.foot { padding: 0 40px 14px } .fl { font-size: 0.72em; color: #444; text-align: center } .foot .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const meta = `<div>${look.meta === 'grid' ? '' : metaHtml(pairs, look.meta)}</div>`;
  const head = sideCol ? `<div style="display:flex; justify-content:${look.windowLeft ? 'flex-start' : 'flex-end'}">${win}</div><div class="mt2">${meta}</div>` : headRow(look, meta, win);
  const content = `${head}${look.meta === 'grid' ? `<div class="gridrow">${metaHtml(pairs, 'grid', sideCol ? 3 : 4)}</div>` : ''}${title}${spec}${items}<div class="bottom"><div class="left">${tradeBox}</div>${totalsHtml(tot)}</div><div class="req">${esc(request)}</div><div class="tiny notes">${notes.map((x, i) => `<div${marge && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div>`;
  const body = `${top}<div class="wrap"><div class="content">${content}</div>${sideCol ? `<div class="col">${info.map((l) => `<div>${span(l)}</div>`).join('')}</div>` : ''}</div>${footer}`;
  const html = page('nl', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'EUR', ...(printsSub ? { subtotal: euros(t.items) } : {}), total_tax: euros(t.tax), total_amount: euros(total),
    amount_due: euros(due), iban: ibanShown,
  };
  return result('nl', html, fields, rows, !block, printsRate);
};
