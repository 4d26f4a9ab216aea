/**
 * `it-fattureincloud`: the courtesy copy of an Italian e-invoice as Fatture in Cloud prints it: letterhead and
 * document box, Cedente/Prestatore and Cessionario/Committente side by side with P.IVA and Codice Fiscale, the
 * item table, a summary box with Rivalsa INPS and Ritenuta d'acconto for professionals, Totale documento and
 * Netto a pagare, and the Scadenza/IBAN payment block.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, descHtml, drawDate, drawLines, esc, FONTS, formatDate, formatNumber, groupIban, lineItems, page, round2, slug, sum, variantOf, contentRandom, type Built, type Fields } from './saas-common.ts';
import { IT } from './saas-data.ts';
import { itBank, itCodiceFiscale, itPiva } from './saas-ids.ts';

export function italianSaasInvoice(documentRandom: Random, index = 0): Built {
  const random = contentRandom(documentRandom);
  const accent = pick(random, ['#0a7cc1', '#1b9e77', '#34495e', '#b03a2e', '#6c5ce7']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.serif[1]]);
  const variant = variantOf(index, ['company', 'rivalsa', 'ritenuta'] as const);
  const professional = variant !== 'company';
  const rivalsa = variant === 'rivalsa';
  const ritenuta = variant === 'ritenuta' || (rivalsa && chance(random, 0.6));

  let supplier: string;
  let supplierCf: string;
  let activity = '';
  const piva = itPiva(random);
  if (professional) {
    const [first, last, female] = pick(random, IT.professionals);
    supplier = `${first} ${last}`;
    supplierCf = itCodiceFiscale(random, first, last, female);
    activity = pick(random, IT.professions);
  } else {
    supplier = pick(random, IT.suppliers);
    supplierCf = piva;
  }
  const [zip, city, prov] = pick(random, IT.cities);
  const street = `${pick(random, IT.streets)}, ${int(random, 1, 150)}`;
  const customer = pick(random, IT.customers);
  const customerPiva = itPiva(random);
  const [czip, ccity, cprov] = pick(random, IT.cities);
  const cstreet = `${pick(random, IT.streets)}, ${int(random, 1, 90)}`;
  const bank = itBank(random);
  const withIT = chance(random, 0.4);
  const printedPiva = withIT ? `IT${piva}` : piva;
  const sdi = chance(random, 0.7) ? Array.from({ length: 7 }, () => pick(random, [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('') : '0000000';

  const date = drawDate(random);
  const due = pick(random, [addDays(date, 30), addDays(date, 60), addDays(date, 0), addDays(date, 15)]);
  const d = (iso: string) => formatDate(iso, 'dd/mm/yyyy');
  const year = date.slice(0, 4);
  const n = int(random, 1, 180);
  const number = pick(random, [`${n}/${year}`, `${n}/${year}`, String(n), `FPR ${n}/${year.slice(2)}`]);
  const po = chance(random, 0.35) ? pick(random, [`${digits(random, 6)}`, `ORD-${year}-${digits(random, 3)}`, `${int(random, 1, 400)}/${year}`]) : null;

  const lines = drawLines(random, professional ? IT.professionalItems : IT.items, { count: int(random, 2, professional ? 5 : 9), standard: 22, mixed: false, discountChance: professional ? 0.1 : 0.3, discounts: [5, 10, 15, 20] });
  const showDiscount = lines.some((line) => line.discount) || chance(random, 0.5);
  const fees = sum(lines.map((line) => line.amount));
  const inps = rivalsa ? round2(fees * 0.04) : 0;
  const imponibile = round2(fees + inps);
  const iva = round2(imponibile * 0.22);
  const total = round2(imponibile + iva);
  const withholding = ritenuta ? round2(imponibile * 0.2) : 0;
  const net = round2(total - withholding);

  const euroFirst = chance(random, 0.6);
  const money = (value: number) => (euroFirst ? `€&nbsp;${formatNumber(value, '.', ',')}` : `${formatNumber(value, '.', ',')}&nbsp;€`);
  const qty = (value: number) => formatNumber(value, '.', ',', 2);
  const withUnit = chance(random, 0.5);
  const head = `<th>Descrizione</th>${withUnit ? '<th>U.M.</th>' : ''}<th class="n">Qtà</th><th class="n">Prezzo</th>${showDiscount ? '<th class="n">Sconto</th>' : ''}<th class="n">IVA</th><th class="n">Importo</th>`;
  const rows = lines.map((line) => `<tr><td>${descHtml(line)}</td>${withUnit ? `<td>${esc(line.unit)}</td>` : ''}<td class="n">${qty(line.quantity)}</td><td class="n">${money(line.unitPrice)}</td>${showDiscount ? `<td class="n">${line.discount ? `${line.discount}%` : ''}</td>` : ''}<td class="n">22%</td><td class="n">${money(line.amount)}</td></tr>`).join('');

  const summary: [string, string][] = [];
  if (rivalsa) summary.push(['Totale prestazioni', money(fees)], ['Rivalsa INPS 4%', money(inps)]);
  summary.push(['Imponibile', money(imponibile)], ['IVA 22%', money(iva)], ['Totale documento', money(total)]);
  if (ritenuta) summary.push(["Ritenuta d'acconto 20%", `-${money(withholding)}`]);
  const partyLines = (name: string, addr: string, zp: string, ct: string, pv: string) => `<b>${esc(name)}</b><br>${esc(addr)}<br>${zp} ${esc(ct)} (${pv})`;
  const idLines = professional ? `P.IVA ${printedPiva}<br>C.F. ${supplierCf}` : pick(random, [`P.IVA ${printedPiva}<br>C.F. ${piva}`, `C.F. e P.IVA ${printedPiva}`]);
  const pec = `${slug(supplier).replace(/-/g, '')}@pec.it`;
  const legal = professional
    ? `${esc(activity)}${rivalsa ? ' – Rivalsa INPS 4% ai sensi dell\'art. 1, comma 212, L. 662/1996' : ''}`
    : `Cap. soc. € ${formatNumber(supplier.includes('S.r.l.s.') ? pick(random, [1000, 2500, 5000]) : pick(random, [10000, 20000, 50000, 120000]), '.', ',')} i.v. – REA ${prov}-${int(random, 100000, 2400000)}`;

  const body = `
<div class="head">
  <div class="me"><div class="name">${esc(supplier)}</div>${activity ? `<div class="act">${esc(activity)}</div>` : ''}${esc(street)} – ${zip} ${esc(city)} (${prov})<br>PEC: ${pec}</div>
  <div class="docbox"><div class="t">Fattura n. ${esc(number)}</div>Data: <b>${d(date)}</b>${po ? `<br>Rif. ordine n. ${esc(po)}` : ''}</div>
</div>
<div class="parties">
  <div class="box"><div class="lab">Cedente / Prestatore</div>${partyLines(supplier, street, zip, city, prov)}<br>${idLines}</div>
  <div class="box"><div class="lab">Cessionario / Committente</div>${partyLines(customer, cstreet, czip, ccity, cprov)}<br>P.IVA IT${customerPiva}<br>C.F. ${customerPiva}<br>Codice destinatario: ${sdi}</div>
</div>
<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>
<div class="bottom">
  <div class="pay">
    <div class="lab">Pagamento</div>
    <table class="sched"><tr><th>Scadenza</th><th class="n">Importo</th><th>Modalità</th></tr><tr><td>${d(due)}</td><td class="n">${money(net)}</td><td>Bonifico</td></tr></table>
    IBAN: ${pick(random, [groupIban(bank.iban), bank.iban])}<br>${esc(bank.name)} – BIC ${bank.bic}<br>Intestato a: ${esc(supplier)}
  </div>
  <div class="sum">
    <table>${summary.map(([l, v]) => `<tr><td>${l}</td><td class="n">${v}</td></tr>`).join('')}
    <tr class="grand"><td>Netto a pagare</td><td class="n">${money(net)}</td></tr></table>
  </div>
</div>
${ritenuta ? '<p class="note">Ritenuta d\'acconto da versare a cura del committente entro il 16 del mese successivo al pagamento.</p>' : ''}
<div class="grow"></div>
<div class="foot">${legal}<br>Copia di cortesia priva di valore fiscale. L'originale della fattura elettronica è stato trasmesso al Sistema di Interscambio ed è disponibile nell'area riservata del sito dell'Agenzia delle Entrate.</div>`;

  const css = `
body { padding: 12mm 14mm 9mm; font-size: 9pt; line-height: 1.4; }
.head { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 7mm; }
.me { color: #555; font-size: 8.5pt; }
.name { font-size: 17pt; font-weight: bold; color: ${accent}; margin-bottom: 1mm; }
.act { font-style: italic; color: #333; margin-bottom: 1mm; }
.docbox { border: 1.5px solid ${accent}; border-radius: 2mm; padding: 3mm 5mm; min-width: 55mm; }
.docbox .t { font-size: 13pt; font-weight: bold; color: ${accent}; margin-bottom: 1mm; }
.parties { display: flex; gap: 6mm; margin-bottom: 6mm; }
.box { flex: 1; border: 0.5px solid #bbb; padding: 2.5mm 3.5mm; }
.lab { font-size: 7.5pt; text-transform: uppercase; color: ${accent}; font-weight: bold; margin-bottom: 1mm; }
.items { width: 100%; }
.items th { border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 1.5mm; text-align: left; font-size: 8pt; }
.items th.n { text-align: right; }
.items td { padding: 1.5mm; border-bottom: 0.5px dotted #aaa; }
.dd { color: #666; font-size: 8pt; }
.bottom { display: flex; justify-content: space-between; gap: 8mm; margin-top: 6mm; }
.pay { font-size: 8.5pt; }
.sched { margin-bottom: 2mm; }
.sched th, .sched td { padding: 0.8mm 3mm 0.8mm 0; text-align: left; }
.sched .n { text-align: right; }
.sum table { width: 78mm; background: #f6f7f9; }
.sum td { padding: 1mm 3mm; }
.grand td { font-weight: bold; font-size: 11pt; border-top: 1.5px solid ${accent}; color: ${accent}; padding-top: 2mm; }
.note { font-size: 8pt; color: #555; margin-top: 4mm; }
.foot { font-size: 6.8pt; color: #888; border-top: 0.5px solid #ccc; padding-top: 2mm; }`;

  const fields: Fields = {
    supplier_name: supplier,
    supplier_tax_id: printedPiva,
    customer_name: customer,
    invoice_number: number,
    ...(po ? { po_number: po } : {}),
    date,
    due_date: due,
    currency: 'EUR',
    subtotal: imponibile,
    total_tax: iva,
    total_amount: total,
    amount_due: net,
    iban: bank.iban,
  };
  return { html: page('it', `Fattura ${number}`, font, css, body), language: 'it', fields, line_items: lineItems(lines) };
}
