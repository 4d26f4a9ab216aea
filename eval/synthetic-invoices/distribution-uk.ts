/**
 * A British catering and trade supplier's sales invoice: the supplier's name in a serif face at the top left,
 * a boxed SALES INVOICE panel at the right, a reference bar (account no., invoice no., tax point, the customer's
 * order no., delivery note, route / drop), invoice and delivery addresses in boxes, a black-headed table — Product
 * Code, Description, Pack Size, Qty, Unit Price, Disc %, Net, VAT code (S standard, Z zero-rated, E exempt) — with
 * free-of-charge goods and a carriage line on some, the VAT analysis by code and the BACS details (sort code,
 * account number) at the left, Goods / Net total, VAT, Invoice Total and Amount Due at the right, and the company
 * registration, VAT Reg No. and retention-of-title clause in the footer.
 */
import {
  addDays, chance, compact, descCell, digits, discounter, dls, drawRows, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, int, issueDate, letters,
  makeRow, money, page, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout, type Row, type TruthFields, type Ware,
} from './distribution-common.ts';
import { UK_GOODS, UK_INSURANCE, type UkWare } from './distribution-goods-b.ts';
import { ukAddress, ukCustomer, ukPerson, ukSupplier } from './distribution-names.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';

export const ukTradeSupplierInvoice: Layout = (random) => {
  const home = ukAddress(random, true);
  const firm = ukSupplier(random, home.town);
  const vat = britishVat(random);
  const vatShown = pick(random, [`GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, vat, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const date = issueDate(random);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{dd}-{MMM}-{yy}']);
  const d = (iso: string) => { const s = fmtDate(iso, pattern, 'en'); return pattern.includes('-{MMM}') ? s.toUpperCase() : s; };
  const m = (c: number) => money(c, '.', ',');
  const gbp = (c: number) => `${c < 0 ? '-' : ''}£${m(Math.abs(c))}`;

  const custAddr = ukAddress(random, chance(random, 0.5));
  const customer = ukCustomer(random, custAddr.town);
  const fao = chance(random, 0.4) ? `FAO: ${ukPerson(random)}` : null;
  const delivery = chance(random, 0.45) ? ukAddress(random, true) : null;

  // Rows: food zero-rated (Z), the rest standard-rated (S); free goods, transit insurance (E) and carriage on some.
  const codes = new Map<Row, UkWare['vat']>();
  const target = int(random, 8, 25);
  const free = chance(random, 0.3), insure = chance(random, 0.25), carriage = chance(random, 0.6);
  const codeStyle = int(random, 0, 2);
  const code = () => [`${letters(random, 3)}${digits(random, 4)}`, `${int(random, 100000, 999999)}`, `${digits(random, 2)}-${digits(random, 4)}`][codeStyle];
  const disc = discounter(random, chance(random, 0.55) ? 0.4 : 0, [2.5, 5, 7.5, 10, 12.5, 15]);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, UK_GOODS, { target: target - (free ? 1 : 0) - (insure ? 1 : 0) - (carriage ? 1 : 0), code, disc, detailShare: 0.25 }, used);
  const vatOf = (r: Row): UkWare['vat'] => codes.get(r) ?? (UK_GOODS.find((w) => w.text === r.text)?.vat ?? 'S');
  if (free) { const f = freeRow(random, UK_GOODS, used, pick(random, ['FOC - promotional', 'Free of charge (sample)', 'FOC - buy 10 get 1 free']), { code }); if (f) rows.push(f); }
  if (insure) { const r = makeRow(UK_INSURANCE, 1, int(random, 150, 350) * 10, { code: 'INS01', kind: 'charge' }); codes.set(r, 'E'); rows.push(r); }
  if (carriage) { const r = makeRow({ text: pick(random, ['Carriage - Next Day Delivery', 'Carriage Charge (order under minimum)', 'Delivery Charge - Chilled Vehicle']), unit: 'EA', pack: '-', rate: 20 }, 1, int(random, 5, 25) * 1000 + pick(random, [0, 500, 950]), { code: 'CARR', kind: 'charge' }); codes.set(r, 'S'); rows.push(r); }
  const t = totals(rows);
  const paid = chance(random, 0.12) ? Math.min(pick(random, [5000, 10000, 25000]), Math.floor(t.gross / 2000) * 1000) : 0;
  const due = t.gross - paid;

  const number = pick(random, [`SI${digits(random, 6)}`, `${int(random, 100000, 999999)}`, `INV-${seqNo(random, 6)}`, `${letters(random, 2)}/${digits(random, 6)}`]);
  const account = pick(random, [`${customer.replace(/[^A-Z]/g, '').slice(0, 3).padEnd(3, 'X')}${digits(random, 3)}`, `${digits(random, 6)}`, `C${digits(random, 5)}`]);
  const po = chance(random, 0.8) ? pick(random, [`PO${digits(random, 5)}`, `${digits(random, 5)}`, `${customer.split(' ')[0].toUpperCase().replace(/[^A-Z]/g, '')}-${digits(random, 4)}`, `WK${int(random, 1, 52)}/${digits(random, 3)}`]) : null;
  const dnote = pick(random, [`DN${digits(random, 6)}`, `${int(random, 4000000, 4999999)}`]);
  const termsDays = pick(random, [14, 30, 30, 60]);
  const dueDate = addDays(date, termsDays);
  const printsDue = chance(random, 0.8);
  const bank = britishBank(random, 'GB'), printsIban = chance(random, 0.3), ibanShown = groupIban(bank.iban);
  const companyNo = `${pick(random, ['0', '1', '0'])}${digits(random, 7)}`;

  // Look.
  const accent = pick(random, ['#1b4332', '#7f1d1d', '#1e3a8a', '#374151', '#78350f']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3]]);
  const dv = font.includes('DejaVu'), narrow = font.includes('Narrow');
  const lines = tableLines(rows);
  const size = fitSize(lines, narrow ? 10.6 : dv ? 9.2 : 10, narrow ? 8.8 : dv ? 7.6 : 8.2);
  const showDisc = rows.some((r) => r.disc.length);
  const labels = carriage ? pick(random, [['Total Net Amount', 'Total VAT Amount'], ['Net Total', 'VAT']]) : pick(random, [['Goods Total', 'VAT'], ['Total Net Amount', 'Total VAT Amount']]);

  const head = `<div class="head"><div><div class="fname">${span(firm)}</div>${dls([...home.lines, `Tel: ${phone(random, 'en')}  Email: ${pick(random, ['accounts', 'sales', 'orders'])}@${slug(firm)}.co.uk`], 'small')}</div><div class="panel"><div class="ptitle">SALES INVOICE</div><div class="pline">${span(`Page 1 of 1`)}</div></div></div>`;
  const refs: [string, string][] = [['Account No.', account], ['Invoice No.', number], ['Tax Point / Date', d(date)], ...(po ? [['Your Order No.', po] as [string, string]] : []), ['Delivery Note', dnote], ['Route / Drop', `${pick(random, ['R', 'RT'])}${int(random, 1, 30)} / ${int(random, 1, 40)}`]];
  const bar = `<table class="refs"><tr>${refs.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${refs.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>`;
  const box = (label: string, lines2: string[], bold: boolean) => `<div class="pbox"><div class="k">${esc(label)}</div>${lines2.map((l, i) => `<div${i === 0 && bold ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
  const parties = `<div class="parties">${box('Invoice To', [customer, ...(fao ? [fao] : []), ...custAddr.lines], true)}${box('Deliver To', delivery ? [`${pick(random, ['Kitchen', 'Goods In', 'Rear Entrance'])} - ${delivery.lines[0]}`, ...delivery.lines.slice(1)] : ['As invoice address'], false)}</div>`;

  const cols: [string, string][] = [['Product Code', ''], ['Description', ''], ['Pack Size', ''], ['Qty', 'r'], ['Unit Price', 'r'], ...(showDisc ? [['Disc %', 'r'] as [string, string]] : []), ['Net', 'r'], ['VAT', 'c']];
  const row = (r: Row) => `<tr class="${r.kind}"><td class="nw">${span(r.code)}</td><td>${descCell(r)}</td><td class="nw">${span(r.pack)}</td><td class="r">${qtyText(r.qty, '.')}</td><td class="r nw">${priceText(r.mills, '.', ',')}</td>${showDisc ? `<td class="r">${discText(r.disc, '.')}</td>` : ''}<td class="r nw">${m(r.cents)}</td><td class="c">${vatOf(r)}</td></tr>`;
  const items = `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`;

  const byCode = (['S', 'Z', 'E'] as const).map((c) => ({ c, rows: rows.filter((r) => vatOf(r) === c) })).filter((g) => g.rows.length);
  const analysis = `<table class="vat"><tr><th>Code</th><th>Rate</th><th class="r">Goods</th><th class="r">VAT</th></tr>${byCode.map((g) => {
    const l = t.lines.find((x) => x.rate === (g.c === 'S' ? 20 : 0));
    const goods = g.rows.reduce((s, r) => s + r.cents, 0);
    return `<tr><td>${g.c}</td><td>${g.c === 'S' ? '20.00%' : g.c === 'Z' ? '0.00%' : 'Exempt'}</td><td class="r">${m(goods)}</td><td class="r">${m(g.c === 'S' ? l?.tax ?? 0 : 0)}</td></tr>`;
  }).join('')}</table>`;
  const bacs = dls([`Payment terms: ${termsDays} days from date of invoice`, ...(printsDue ? [`Payment due: ${d(dueDate)}`] : []), `BACS to: ${bank.name}`, `Sort Code ${bank.sortCode}   Account No. ${bank.account}`, ...(printsIban ? [`IBAN ${ibanShown}   BIC ${bank.bic}`] : []), `Reference: your account number`]);
  const tot: [string, string, string][] = [[labels[0], gbp(t.net), ''], [labels[1], gbp(t.tax), ''], ['Invoice Total', gbp(t.gross), 'rule']];
  if (paid) tot.push([`Less: payment received ${d(earlier(random, date, 2, 12))}`, gbp(-paid), '']);
  const totalsHtml = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}<tr class="due"><td>${span(paid ? 'Balance Due' : 'Amount Due')}</td><td class="r nw">${esc(gbp(due))}</td></tr></table>`;
  const small = 'Title to the goods remains with us until payment in full has been received. Shortages, damages or temperature complaints must be notified on delivery and confirmed in writing within 24 hours. Late payments may incur interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998.';
  const footer = `<div class="foot">${dls([`Registered in England and Wales No. ${companyNo} · Registered office as above · VAT Reg No. ${vatShown}`], 'fl')}</div>`;

  const css = `
body { padding: 30px 38px 0 }
.head { display: flex; justify-content: space-between; align-items: flex-start } .fname { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 1.9em; font-weight: bold; color: ${accent} }
.panel { border: 2px solid #111; padding: 8px 16px; text-align: center } .ptitle { font-size: 1.5em; font-weight: bold; letter-spacing: 0.06em } .pline { font-size: 0.85em }
.refs { width: 100%; margin-top: 12px; border: 1px solid #111 } .refs th { background: #111; color: #fff; font-size: 0.78em; padding: 2px 6px; text-align: left; font-weight: bold } .refs td { padding: 3px 6px; font-weight: bold; border-right: 0.5px solid #999 }
.parties { display: flex; gap: 14px; margin-top: 10px } .pbox { flex: 1 1 0; border: 1px solid #111; padding: 4px 8px; min-height: 70px } .k { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${accent} }
.items { width: 100%; margin-top: 12px } .items th { background: #111; color: #fff; padding: 3px 4px; font-weight: bold; font-size: 0.9em } .items td { padding: 1px 4px; border-bottom: 0.5px solid #bbb }
.items .free td { font-style: italic } .items .charge td { background: #f3f3f3 }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 10px } .vat { border: 1px solid #111; margin-bottom: 6px } .vat th { background: #e5e5e5; font-size: 0.8em; padding: 1px 8px; font-weight: bold } .vat td { padding: 1px 8px }
.tot { min-width: 260px; border: 1px solid #111 } .tot td { padding: 2px 8px } .tot .rule td { border-top: 1px solid #111; font-weight: bold } .tot .due td { background: #111; color: #fff; font-weight: bold; font-size: 1.15em; padding: 4px 8px }
.smallprint { margin-top: 12px }
.foot { padding: 0 38px 16px } .fl { font-size: 0.74em; color: #333; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const html = page('en', font, size, css, `${head}${bar}${parties}${items}<div class="bottom"><div>${analysis}${bacs}</div>${totalsHtml}</div><div class="tiny smallprint">${esc(small)}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'GBP', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(due), ...(printsIban ? { iban: ibanShown } : {}),
  };
  return result('en', html, fields, rows, false);
};
