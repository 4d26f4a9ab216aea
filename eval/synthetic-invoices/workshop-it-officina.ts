/**
 * An Italian officina's fattura from its gestionale: the officina with P.IVA, codice fiscale, REA and capital at the
 * top left, the "Spett.le" customer box (P.IVA or codice fiscale, codice destinatario) at the right, boxed grids of
 * document data (tipo, numero, data, codice cliente, pagina) and vehicle data (targa, telaio, km, ordine di lavoro),
 * ricambi and manodopera in a framed table with U.M., sconto and IVA code, the riepilogo IVA 22 %, "Totale
 * documento", an acconto and "Netto a pagare" on some, the scadenza and the IBAN, and the courtesy-copy note of
 * e-invoicing (SdI) at the foot.
 */
import { codiceFiscale, itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';
import {
  addDays, built, chance, descCell, digits, dls, drawLines, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, NBSP, num, pad, page, pct, phone, pick,
  qty, round2, slug, span, sum, truthItem, VEHICLES, vin, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { address, company, itOfficina, itPlate, person } from './workshop-names.ts';
import { carCatalogue } from './workshop-parts.ts';

export const itOfficinaInvoice: Layout = (random) => {
  const home = address(random, 'it');
  const firm = itOfficina(random).name;
  const piva = itPartitaIva(random);
  const samePiva = chance(random, 0.5);
  const pivaShown = !samePiva && chance(random, 0.4) ? `IT${piva}` : piva;
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `€${NBSP}${n(v)}`;

  const business = chance(random, 0.35);
  const who = person(random, 'it');
  const customer = business ? company(random, 'it') : pick(random, [`${who.first} ${who.last}`, `${who.last} ${who.first}`, `${who.last.toUpperCase()} ${who.first.toUpperCase()}`]);
  const custAddr = address(random, 'it');
  const birth = `${int(random, 1950, 2000)}-${pad(int(random, 1, 12), 2)}-${pad(int(random, 1, 28), 2)}`;
  const custIds = business
    ? [`P.IVA ${itPartitaIva(random)}`, pick(random, [`Cod. destinatario ${letters(random, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`, `PEC amministrazione@pec.${slug(customer)}.it`])]
    : [`C.F. ${codiceFiscale(who.last, who.first, who.female, birth, pick(random, IT_TOWNS)[3])}`];

  const car = pick(random, VEHICLES);
  const cat = carCatalogue(random, 'it', pick(random, [35, 38, 40, 42, 45, 48, 50, 55]));
  const disc = chance(random, 0.4) ? () => (chance(random, 0.5) ? pick(random, [5, 10, 15, 20, 25]) : 0) : () => 0;
  const code = () => pick(random, [digits(random, 8), `${letters(random, 3)}${digits(random, 4)}`, `${digits(random, 4)}.${digits(random, 2)}`]);
  const parts = drawLines(random, [...cat.parts, ...cat.fees.filter((a) => a.kind === 'fee')], int(random, 1, 7), { rate: 22, code, disc });
  const labour = drawLines(random, [...cat.labour, ...cat.fees.filter((a) => a.kind === 'labour')], int(random, 1, 4), { rate: 22, code: () => pick(random, ['MDO', 'MAN', 'M.O.']) });
  const lines: Line[] = chance(random, 0.5) ? [...parts, ...labour] : [...labour, ...parts];
  const imponibile = sum(lines.map((l) => l.amount));
  const iva = pct(imponibile, 22), total = round2(imponibile + iva);
  const acconto = chance(random, 0.15) ? Math.min(pick(random, [100, 200, 300, 500]), Math.floor(total / 20) * 10) : 0;
  const netto = round2(total - acconto);

  const seq = int(random, 1, 2400);
  const number = pick(random, [`${seq}/${year}`, `FT ${year}/${pad(seq, 6)}`, `${seq}/A`, `${year}-FV-${pad(seq, 4)}`, `${pad(seq, 5)}`]);
  const custCode = pad(int(random, 1, 99999), 6);
  const odl = pick(random, [`ODL ${int(random, 100, 9999)}/${year.slice(2)}`, `${int(random, 10000, 99999)}`, `OL-${digits(random, 5)}`]);
  const po = business && chance(random, 0.35) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `ODA-${year}-${digits(random, 4)}`, `${digits(random, 5)}/${year.slice(2)}`]) : null;
  const terms = pick(random, business
    ? [{ label: 'Bonifico bancario 30 gg d.f.f.m.', days: -1, iban: true }, { label: 'Bonifico bancario 60 gg d.f.', days: 60, iban: true }, { label: 'Ri.Ba. 30 gg d.f.f.m.', days: -1, iban: false }]
    : [{ label: 'Rimessa diretta', days: 0, iban: false }, { label: 'Bonifico bancario vista fattura', days: 0, iban: true }, { label: 'Contanti / POS alla consegna del veicolo', days: 0, iban: false }]);
  const dueDate = terms.days < 0 ? monthEnd(addDays(date, 30)) : addDays(date, terms.days);
  const printsIban = terms.iban || chance(random, 0.25);
  const bank = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const rea = `REA ${pick(random, IT_TOWNS)[1]}-${int(random, 100000, 999999)}`;

  const accent = pick(random, ['#003b6f', '#7b1e1e', '#1f4e3d', '#3c3c3c', '#5a2d82']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[3], FONTS.sans[1], FONTS.mono[0]]);
  const size = font.includes('Mono') ? 9.6 : font.includes('Narrow') ? 11.2 : font.includes('DejaVu') ? 9.4 : 10.2;

  const supplier = `<div class="sup"><div class="sname">${span(firm)}</div>${dls([`${home.street} - ${home.city}`, samePiva ? `C.F. e P.IVA ${pivaShown}` : `P.IVA ${pivaShown} - C.F. ${piva}`, `Tel. ${phone(random, 'it')} - ${pick(random, ['officina', 'info', 'amministrazione'])}@${slug(firm)}.it`, `${rea}${firm.includes('S.r.l.') ? ` - Cap. Soc. € ${pick(random, ['10.000,00', '20.000,00', '50.000,00', '1.000,00'])} i.v.` : ''}`], 'small')}</div>`;
  const spett = `<div class="spett"><div class="lab">Spett.le</div><div class="b">${span(customer)}</div>${dls([custAddr.street, custAddr.city, ...custIds])}</div>`;
  const grid = (cells: [string, string][], cls = '') => `<table class="grid ${cls}"><tr>${cells.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>`;
  const docGrid = grid([['Tipo documento', 'FATTURA'], ['Numero', number], ['Data', d(date)], ['Cod. cliente', custCode], ...(po ? [['Vs. ordine n.', po] as [string, string]] : []), ['Pag.', '1/1']], 'doc');
  const vehGrid = grid([['Targa', itPlate(random)], ['Veicolo', `${car.make} ${car.model}`], ['Telaio', vin(random, car.wmi)], ['Km', num(int(random, 5000, 250000), ',', '.', 0)], ['Ordine di lavoro', odl]]);

  const showDisc = lines.some((l) => l.disc);
  const cols = ['Codice', 'Descrizione', 'U.M.', 'Q.tà', 'Prezzo', ...(showDisc ? ['Sc. %'] : []), 'Importo', 'IVA'];
  const rows = lines.map((l) => `<tr><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td>${esc(l.unit)}</td><td class="r nw">${qty(l.qty, ',', 2)}</td><td class="r nw">${n(l.price)}</td>${showDisc ? `<td class="r">${l.disc ? num(l.disc, ',', '', 2) : ''}</td>` : ''}<td class="r nw">${n(l.amount)}</td><td class="c">22</td></tr>`).join('');
  const items = `<div class="frame"><table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 3 ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>`;

  const riep = `<table class="grid riep"><tr><th>Cod. IVA</th><th>Descrizione</th><th>Imponibile</th><th>Imposta</th></tr><tr><td>22</td><td>${span('Aliquota 22%')}</td><td class="r">${n(imponibile)}</td><td class="r">${n(iva)}</td></tr></table>`;
  const tot: [string, string, string][] = [['Totale imponibile', eur(imponibile), ''], ['Totale IVA', eur(iva), ''], ['Totale documento', eur(total), 'big']];
  if (acconto) tot.push(['Acconto ricevuto', eur(-acconto), ''], ['Netto a pagare', eur(netto), 'big']);
  const totals = `<table class="grid tot">${tot.map(([k, v, c]) => `<tr class="${c}"><th>${esc(k)}</th><td class="r">${span(v)}</td></tr>`).join('')}</table>`;
  const scad = `<table class="grid scad"><tr><th>Scadenza</th><th>Importo</th></tr><tr><td>${span(d(dueDate))}</td><td class="r">${span(eur(netto))}</td></tr></table>`;
  const pay = `<div class="paybox"><div class="lab">Modalità di pagamento</div>${dls([terms.label, ...(printsIban ? [`${bank.name} - IBAN ${ibanShown}`] : [])])}</div>`;
  const bottom = `<div class="bottom"><div class="bl">${riep}${pay}</div><div class="br">${totals}${scad}</div></div>`;
  const note = `<div class="tiny note">${esc(pick(random, [
    'Copia di cortesia. Il documento originale è stato trasmesso al Sistema di Interscambio (SdI) ed è disponibile nell\'area riservata del sito dell\'Agenzia delle Entrate.',
    'Documento privo di valenza fiscale ai sensi dell\'art. 21 DPR 633/72: la fattura elettronica originale è stata inviata tramite SdI.',
  ]))} ${esc('I ricambi sostituiti sono a disposizione del cliente. Garanzia sulla riparazione di 12 mesi ai sensi del Codice del Consumo.')}</div>`;
  const footer = `<div class="foot">${dls([`${firm} - ${home.street} - ${home.city}`], 'fl')}</div>`;

  const css = `
body { padding: 30px 38px 0 }
.head { display: flex; justify-content: space-between; gap: 24px } .sup { flex: 1 1 auto } .sname { font-size: ${firm.length > 30 ? 1.3 : 1.65}em; white-space: nowrap; font-weight: bold; color: ${accent}; margin-bottom: 3px }
.spett { flex: 0 0 300px; border: 0.8px solid #777; padding: 6px 10px; margin-top: 18px; min-height: 82px }
.lab { font-size: 0.8em; font-style: italic; color: #555 }
.grid { width: 100%; border: 0.8px solid #666; margin-top: 8px } .grid th { font-size: 0.76em; font-weight: normal; color: #444; background: #eef0f3; border: 0.6px solid #888; padding: 1px 5px; text-align: left }
.grid td { border: 0.6px solid #888; padding: 2px 5px } .doc td { font-weight: bold } .doc { margin-top: 14px }
.frame { border: 0.8px solid #666; margin-top: 10px; min-height: 300px } .items { width: 100% } .items th { border-bottom: 0.8px solid #666; background: #eef0f3; padding: 2px 5px; font-size: 0.86em }
.items td { padding: 2px 5px; border-right: 0.4px solid #ccc } .items td:last-child { border-right: none }
.bottom { display: flex; gap: 14px; margin-top: 6px } .bl { flex: 1 1 auto } .br { flex: 0 0 270px }
.tot th { font-size: 0.9em; background: #fff } .tot td { font-weight: bold } .tot .big th, .tot .big td { background: #eef0f3; font-size: 1.05em; font-weight: bold; color: #000 }
.paybox { border: 0.8px solid #666; margin-top: 8px; padding: 3px 6px } .note { margin-top: 12px }
.foot { padding: 0 38px 18px } .fl { font-size: 0.74em; color: #555; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const html = page('it', font, size, css, `<div class="head">${supplier}${spett}</div>${docGrid}${vehGrid}${items}${bottom}${note}${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: pivaShown, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: dueDate, currency: 'EUR', subtotal: imponibile, total_tax: iva, total_amount: total, amount_due: netto, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('it', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: true })));
};
