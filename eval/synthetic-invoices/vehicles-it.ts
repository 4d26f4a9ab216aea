/**
 * An Italian fattura vendita autoveicolo as the courtesy copy a concessionaria's or an autosalone's gestionale prints
 * (or a moto dealer's, or a macchine agricole / movimento terra dealer's): the seller (mark, P.IVA, REA, capitale
 * sociale) and the "Spett.le" / "Gentile" box (a company with P.IVA and codice SDI, or a private buyer with codice
 * fiscale) side by side, the document data — tipo documento, numero, data, cod. cliente, contratto and its date,
 * venditore, data consegna, the customer's ordine, pagamento, scadenza — as a ruled grid, a table or label pairs; the
 * vehicle as a multi-line row or a "Dati veicolo" grid (marca, modello, versione, telaio, targa, data
 * immatricolazione, km, colore, alimentazione, potenza); IVA 22 % (4 % for a buyer under Legge 104/92 on some), or the
 * regime del margine art. 36 D.L. 41/1995 (natura N5, no IVA shown) with messa su strada and accessories at 22 % beside
 * it; the riepilogo by aliquota or natura; IPT, emolumenti ACI-PRA, bolli and diritti della Motorizzazione as spese
 * anticipate in nome e per conto (art. 15 DPR 633/72) outside the IVA; the permuta, the acconto and a finanziamento
 * deducted after the total; the bonifico with IBAN and the SdI courtesy-copy note.
 */
import {
  arrange, carTitle, chance, compact, depositOf, descCell, digits, drawCar, drawDates, drawSale, drawTrade, esc, euros, extraRows, financedOf, fmtDate, FONTS,
  headRow, infoBox, int, itemsTable, letters, logo, metaHtml, money2, NBSP, newNet, num, page, pctCents, phone, pick, pickLook, power, result, seqNo, shopPrice,
  signed, slug, span, specGrid, sumOf, tableLines, totalsHtml, totalsOf, usedValue, vehCss, vrow, vsize, type Amount, type Col, type Layout,
  type TruthFields,
} from './vehicles-common.ts';
import { address, buyer, dealer, farmCustomer, FINANCE, firmCustomer, person } from './vehicles-names.ts';
import { codiceFiscale, itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';

export const itVenditaInvoice: Layout = (random, index) => {
  const home = address(random, 'it');
  const { model, machine, cond, margin } = drawSale(random, index, 0.7);
  const firm = dealer(random, 'it', model.kind, home.town, model.make);
  const piva = itPartitaIva(random), pivaShown = chance(random, 0.4) ? `IT${piva}` : piva;
  const prov = (IT_TOWNS.find(([tw]) => tw === home.town) ?? IT_TOWNS[0])[1];
  const priv = !machine && chance(random, 0.6) ? buyer(random, 'it') : null;
  const agevolata = priv && cond === 'new' && model.kind === 'car' && chance(random, 0.15);
  const customer = priv ? `${priv.first} ${priv.last}` : machine ? farmCustomer(random, 'it') : firmCustomer(random, 'it');
  const custAddr = address(random, 'it');
  const custIds = priv
    ? [`C.F. ${codiceFiscale(priv.last, priv.first, priv.female, `${int(random, 1955, 2003)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 28)).padStart(2, '0')}`, pick(random, IT_TOWNS)[3])}`]
    : [`P.IVA ${itPartitaIva(random)}`, `Cod. SDI ${letters(random, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`];
  const dates = drawDates(random, cond, model.kind !== 'machine', { dueDays: [0, 30, 30, 60], dueShare: priv ? 0.3 : 0.75 });
  const car = drawCar(random, 'it', model, cond, dates);
  const year = dates.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const m = money2(',', '.');
  const eur = (c: number) => (c < 0 ? `-€${NBSP}${m(-c)}` : `€${NBSP}${m(c)}`);
  const rate = agevolata ? 4 : 22;

  // Rows.
  const value = usedValue(random, car, dates.date);
  const net = cond === 'used' ? (margin || machine ? shopPrice(random, value) : Math.round(shopPrice(random, value * 1.22) / 1.22))
    : cond === 'demo' ? Math.round(newNet(random, model, 22) * (0.8 + random() * 0.1) / 100) * 100 : newNet(random, model, 22);
  const block = chance(random, 0.5);
  const details = block ? [] : [`Telaio ${car.vin}${car.plate && cond !== 'new' ? ` – Targa ${car.plate}` : ''}`,
    cond === 'new' ? `Colore ${car.colour} – ${car.fuelText} – ${car.kw} kW` : `${car.firstReg ? `Immatr. ${d(car.firstReg)} – ` : `Anno ${car.year} – `}${car.machine ? `${num(car.hours, ',', '.', 0)} ore` : `km ${num(car.km, ',', '.', 0)}`} – ${car.colour}`];
  const label = { new: machine ? 'Macchina nuova' : 'Veicolo nuovo', demo: 'Veicolo km 0', used: machine ? 'Macchina usata' : 'Veicolo usato' }[cond];
  const vText = block ? pick(random, margin ? ['Prezzo di vendita veicolo usato', 'Corrispettivo veicolo'] : ['Prezzo veicolo', 'Corrispettivo veicolo', label]) : `${label} ${carTitle(car)}`;
  const rows = [vrow(vText, details, net, margin ? null : rate, 'vehicle', block ? null : 1)];
  if (cond !== 'used' && chance(random, 0.5)) { const p = pick(random, [5, 8, 10, 12, 15]); rows.push(vrow(`Sconto ${p}%`, [], -pctCents(net, p), rate, 'discount', null)); }
  rows.push(...extraRows(random, 'it', car, margin ? pick(random, [0, 0, 1, 2]) : int(random, 0, 3), 22, { services: true, qty: !block }));
  const t = totalsOf(rows);
  const ipt = car.kw > 53 ? Math.round(car.kw * 3.5119 * 1.3 * 100) : 19605;
  const spese: [string, number][] = car.plate && model.kind !== 'tractor' && chance(random, 0.7)
    ? [['IPT – imposta provinciale di trascrizione', ipt], ['Emolumenti ACI-PRA', 2700], ['Imposta di bollo', cond === 'used' ? 3200 : 4800], ['Diritti Motorizzazione', 1020]] : [];
  const split = chance(random, 0.5);
  const outside: Amount[] = !spese.length ? [] : split ? spese.map(([text, cents]) => ({ text, cents }))
    : [{ text: cond === 'used' ? 'Spese passaggio di proprietà (art. 15)' : 'Spese di immatricolazione (art. 15)', cents: spese.reduce((s, [, c]) => s + c, 0) }];
  const total = t.gross + sumOf(outside);

  // Deductions.
  const trade = !machine && chance(random, priv ? 0.45 : 0.2) ? drawTrade(random, 'it', car, dates.date, t.gross) : null;
  const deposit = chance(random, 0.5) ? depositOf(random, t.gross) : 0;
  const lender = pick(random, FINANCE.it);
  const ded: Amount[] = [
    ...(deposit ? [{ text: pick(random, [`Acconto versato il ${d(dates.order)}`, 'Caparra confirmatoria versata']), cents: -deposit }] : []),
    ...(trade ? [{ text: pick(random, [`Permuta veicolo targa ${trade.plate}`, 'Valore permuta']), cents: -trade.cents }] : []),
  ];
  const financed = priv && chance(random, 0.35) ? financedOf(random, total + sumOf(ded)) : 0;
  if (financed) ded.push({ text: `Finanziamento ${lender}`, cents: -financed });
  const due = total + sumOf(ded);

  // Document data.
  const number = pick(random, [`${int(random, 1, 2400)}/${year}`, `${cond === 'used' ? pick(random, ['VU', 'FV']) : pick(random, ['VN', 'FV'])}/${year}/${seqNo(random, 4)}`, `${int(random, 1, 2400)}/V`, `${year}-${seqNo(random, 5)}`]);
  const custCode = pick(random, [seqNo(random, 6), `C${digits(random, 5)}`]);
  const contratto = pick(random, [`CV-${digits(random, 5)}`, `${year.slice(2)}/${digits(random, 4)}`]);
  const clerk = person(random, 'it');
  const po = !priv && chance(random, 0.4) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `ODA-${year}-${digits(random, 4)}`]) : null;
  const printsDue = dates.due !== null && dates.terms !== 0 && chance(random, 0.85);
  const payLabel = dates.terms === null ? (dates.delivery < dates.date ? 'Rimessa diretta vista fattura' : pick(random, ['Bonifico alla consegna', 'Rimessa diretta alla consegna'])) : dates.terms === 0 ? 'Rimessa diretta vista fattura' : `Bonifico ${dates.terms} gg d.f.`;
  const pairs: [string, string][] = arrange(random, [
    ['Tipo documento', 'TD01 Fattura'], ['Numero', number], ['Data', d(dates.date)], ['Cod. cliente', custCode], [pick(random, ['Contratto n.', 'Ns. rif. contratto']), contratto],
    [pick(random, ['Data contratto', 'Data ordine']), d(dates.order)], [pick(random, ['Data consegna', 'Consegna veicolo']), d(dates.delivery)], ['Venditore', `${clerk.last} ${clerk.first.charAt(0)}.`],
    ...(po ? [[pick(random, ['Vs. ordine', 'Rif. ordine']), po] as [string, string]] : []), ['Pagamento', payLabel], ...(printsDue ? [['Scadenza', d(dates.due as string)] as [string, string]] : []),
  ]);
  const acct = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(acct.iban) : acct.iban;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[3], FONTS.sans[2], FONTS.serif[0], FONTS.mono[0]], ['#14365d', '#8b0000', '#234d20', '#444444', '#4a2c6d', '#9a3412']);
  const mono = look.font.includes('Mono');
  const mk = model.make.replace(' Motorrad', '');
  const supplier = `<div class="sup">${look.logo ? `<div>${logo(random, look.accent, firm, model.kind)}</div>` : ''}<div class="sname">${span(firm)}</div>${[machine ? `Concessionario ${mk} – vendita e assistenza` : cond === 'used' ? 'Vendita auto nuove e usate' : `Concessionaria ufficiale ${mk}`, `${home.street} – ${home.city}`,
    pivaShown === piva ? `C.F. e P.IVA ${piva}` : `P.IVA ${pivaShown} – C.F. ${piva}`, `REA ${prov}-${int(random, 100000, 999999)} – Cap. soc. € ${pick(random, ['10.000,00', '50.000,00', '100.000,00'])} i.v.`,
    `Tel. ${phone(random, 'it')} – ${pick(random, ['vendite', 'info', 'amministrazione'])}@${slug(firm)}.it`].map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>`;
  const spett = `<div><div class="pbox"><div class="lab">${priv ? pick(random, ['Gentile', 'Intestatario']) : pick(random, ['Spett.le', 'Cliente'])}</div><div class="b">${span(customer)}</div>${[custAddr.street, custAddr.city, ...custIds].map((l) => `<div>${span(l)}</div>`).join('')}</div></div>`;
  const title = `<div class="title">${span(pick(random, ['FATTURA', 'Fattura di vendita', `FATTURA N. ${number} DEL ${d(dates.date)}`]))}</div>`;
  const meta = `<div class="gridrow">${metaHtml(pairs, look.meta, 5)}</div>`;
  const specPairs: [string, string][] = [
    ['Marca', model.make], ['Modello', model.model], ['Versione', car.variant], [machine ? 'Matricola' : 'Telaio', car.vin], ...(car.plate ? [['Targa', car.plate] as [string, string]] : []),
    ...(car.firstReg ? [['Data immatricolazione', d(car.firstReg)] as [string, string]] : [['Anno', String(car.year)] as [string, string]]),
    [machine ? 'Ore di lavoro' : 'Km percorsi', num(machine ? car.hours : car.km, ',', '.', 0)], ['Colore', car.colour], ['Alimentazione', car.fuelText], ['Potenza', power(car.kw, 'CV')],
  ];
  const spec = block ? specGrid(pick(random, ['Dati veicolo', 'Descrizione del veicolo']), specPairs, pick(random, [2, 3])) : '';
  const tradeBox = trade ? infoBox('Veicolo in permuta', [`${trade.title} – targa ${trade.plate}`, `Telaio ${trade.vin}`, `Immatr. ${d(trade.firstReg)} – km ${num(trade.km, ',', '.', 0)}`]) : '';

  const code = (r: (typeof rows)[number]) => (r.rate === null ? 'N5' : String(r.rate));
  const cols: Col[] = block ? [['Descrizione', ''], ['Importo', 'r'], ['IVA', 'c']] : [['Descrizione', ''], ['Q.tà', 'r'], ['Prezzo', 'r'], ['Importo', 'r'], ['IVA', 'c']];
  const cells = rows.map((r) => (block ? [descCell(r), signed(r.cents, m), code(r)] : [descCell(r), r.qty === null ? '' : String(r.qty), r.mills === null ? '' : signed(r.mills / 10, m), signed(r.cents, m), code(r)]));
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const riepRows: [string, string, number, number][] = [...t.lines.map((l): [string, string, number, number] => [String(l.rate), l.rate === 4 ? 'IVA 4% agevolata' : `IVA ${l.rate}%`, l.base, l.tax]),
    ...(t.margin ? [['N5', 'Regime del margine – beni usati', t.margin, 0] as [string, string, number, number]] : [])];
  const riep = `<table class="riep"><tr><th>Aliq./Natura</th><th>Descrizione</th><th class="r">Imponibile</th><th class="r">Imposta</th></tr>${riepRows.map(([a, b, base, tax]) => `<tr><td>${a}</td><td>${span(b)}</td><td class="r">${m(base)}</td><td class="r">${m(tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [[pick(random, ['Totale imponibile', 'Totale merce/servizi']), eur(t.items), ''], ['Totale IVA', eur(t.tax), '']];
  if (outside.length) tot.push(...outside.map((o): [string, string, string] => [o.text, eur(o.cents), '']));
  tot.push(['Totale documento', eur(total), ded.length ? 'rule' : 'big']);
  if (ded.length) tot.push(...ded.map((x): [string, string, string] => [x.text, eur(x.cents), '']), [pick(random, ['Netto a pagare', 'Saldo da corrispondere']), eur(due), 'big']);
  const pay = [`${printsDue ? `Scadenza ${d(dates.due as string)} – ` : ''}${payLabel}`, `${acct.name} – IBAN ${ibanShown}`];
  const note = [
    ...(margin ? [pick(random, ['Operazione soggetta al regime del margine – beni usati – art. 36 D.L. 41/1995: IVA non esposta in fattura e non detraibile.', 'Regime del margine – beni usati (art. 36 D.L. 23/02/1995 n. 41), natura N5.'])] : []),
    ...(agevolata ? ['Aliquota IVA 4% ai sensi dell’art. 8 L. 449/1997 – acquirente titolare dei benefici della Legge 104/92, documentazione agli atti.'] : []),
    ...(outside.length ? ['Spese anticipate in nome e per conto del cliente, escluse dalla base imponibile ai sensi dell’art. 15 DPR 633/72.'] : []),
    ...(financed ? [`Pratica di finanziamento ${lender} n. ${digits(random, 9)}: l’importo finanziato è corrisposto direttamente dall’ente erogante.`] : []),
    `${cond === 'used' ? 'Garanzia legale di conformità 12 mesi (art. 128 e ss. Codice del Consumo) ove applicabile.' : 'Garanzia del costruttore secondo le condizioni del libretto.'} Copia di cortesia: l’originale della fattura elettronica è stato trasmesso tramite SdI.`,
  ];

  const size = Math.min(mono ? 9 : 99, vsize(look, tableLines(rows, 17 + tot.length + (block ? 4 : 0) + (trade ? 4 : 0) + riepRows.length)));
  const css = `${vehCss(look)}
body { padding: 28px 38px 0 }
.sname { font-size: ${firm.length > 30 ? 1.3 : 1.5}em; font-weight: bold; color: ${look.accent}; margin-bottom: 3px }
.pbox { border: 0.8px solid #666; padding: 5px 10px; width: 290px } .lab { font-size: 0.78em; font-style: italic; color: #555 }
.title { font-size: 1.3em; font-weight: bold; margin: 12px 0 4px; letter-spacing: 0.04em; color: ${look.accent} } .gridrow { margin-top: 4px }
.items { margin-top: 10px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; margin-top: 8px }
.riep { border: 0.6px solid #777 } .riep th { font-size: 0.8em; background: #eef0f2; padding: 1px 6px; border-bottom: 0.6px solid #777 } .riep td { padding: 1px 6px }
.pay { margin-top: 8px; border: 0.6px solid #777; padding: 3px 6px } .note { margin-top: 10px } .note div { margin-bottom: 2px }
.foot { padding: 0 38px 14px } .fl { font-size: 0.72em; color: #555; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm} – ${home.street}, ${home.city} – P.IVA ${piva} – Documento privo di valenza fiscale, originale disponibile nel cassetto fiscale`)}</div></div>`;
  const html = page('it', look.font, size, css, `${headRow(look, supplier, spett)}${title}${meta}${spec}${items}<div class="bottom"><div>${riep}${tradeBox}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="tiny note">${note.map((x, i) => `<div${margin && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(pivaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date: dates.date,
    ...(printsDue ? { due_date: dates.due as string } : {}), currency: 'EUR', subtotal: euros(t.items), total_tax: euros(t.tax), total_amount: euros(total), amount_due: euros(due), iban: ibanShown,
  };
  return result('it', html, fields, rows, !block, true);
};
