/**
 * A British builders' merchant's account invoice from its trade-counter system: the branch at the top left and
 * INVOICE at the right, a grid of references (invoice number, tax point, account number, the customer's order
 * number, delivery note, sales order, branch, salesperson), "Invoice to" and "Deliver to" (a site, or collected
 * at the counter), goods with product code, quantity, unit, list price, trade discount %, net and VAT rate (20 %,
 * some zero-rated), the VAT analysis and bank details (sort code and account number) at the left, the totals and
 * "Amount due" at the right, payment terms "30 days end of month", retention of title and the company's
 * registration and VAT number in the footer.
 */
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';
import {
  built, chance, descCell, digits, dls, drawLines, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, num, page, phone, pick, qty, round2, slug,
  span, sum, taxRows, truthItem, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { ukProducts } from './workshop-goods.ts';
import { ukAddress, ukMerchant, ukPerson, ukSurname, ukTradeCustomer } from './workshop-names.ts';

export const ukMerchantInvoice: Layout = (random) => {
  const branch = ukAddress(random, true);
  const firm = ukMerchant(random, branch.town);
  const vat = britishVat(random);
  const vatShown = pick(random, [`GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, vat, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const date = issueDate(random);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{dd}-{MMM}-{yy}']);
  const d = (iso: string) => { const s = fmtDate(iso, pattern, 'en'); return pattern.includes('-{MMM}') ? s.toUpperCase() : s; };
  const n = (v: number) => num(v, '.', ',');
  const gbp = (v: number) => `${v < 0 ? '-' : ''}£${n(Math.abs(v))}`;

  const customer = ukTradeCustomer(random);
  const custAddr = ukAddress(random, chance(random, 0.5));
  const collected = chance(random, 0.35);
  const site = collected ? null : chance(random, 0.6) ? { lines: [`${pick(random, ['Site', 'Plot'])} ${int(random, 1, 40)}, ${pick(random, ['Meadow View', 'Orchard Rise', 'The Maltings', 'Kingfisher Park', 'Old School Lane'])}`, ...ukAddress(random, false).lines.slice(1)] } : custAddr;

  // Goods at list price less the account's trade discount; a zero-rated line on some; delivery on delivered orders.
  const cat = ukProducts(random);
  const tradeDisc = pick(random, [0, 5, 10, 12.5, 15, 20, 25, 30]);
  const disc = () => (tradeDisc && chance(random, 0.7) ? tradeDisc : 0);
  const goods = drawLines(random, cat.goods, int(random, 2, 11), { rate: 20, disc, detailShare: 0.3 });
  const zero = chance(random, 0.35) ? drawLines(random, cat.zero, int(random, 1, 2), { rate: 0 }) : [];
  const deliveryLine = !collected && chance(random, 0.6) ? drawLines(random, [cat.delivery], 1, { rate: 20 }) : [];
  const lines: Line[] = [...goods, ...zero, ...deliveryLine].slice(0, 14);
  const pricePlaces = lines.some((l) => l.price < 1) && chance(random, 0.5) ? 3 : 2;

  const net = sum(lines.map((l) => l.amount));
  const taxes = taxRows(lines);
  const vatTotal = sum(taxes.map((t) => t.tax));
  const total = round2(net + vatTotal);
  const paidOnAccount = chance(random, 0.12) ? Math.min(pick(random, [100, 250, 500]), Math.floor(total / 20) * 10) : 0;
  const due = round2(total - paidOnAccount);

  const number = pick(random, [`${int(random, 1, 9)}${digits(random, 6)}`, `INV${digits(random, 6)}`, `${letters(random, 2)}${digits(random, 6)}`, `${int(random, 10, 99)}/${digits(random, 6)}`]);
  const account = pick(random, [`${ukSurname(random).slice(0, 3).toUpperCase()}${digits(random, 3)}`, `${digits(random, 6)}`, `${ukSurname(random).slice(0, 4).toUpperCase()}0${digits(random, 2)}`]);
  const orderNo = chance(random, 0.75) ? pick(random, [`PO${digits(random, 5)}`, `${digits(random, 5)}`, `PLOT ${int(random, 1, 40)} ${pick(random, ['KITCHEN', 'EXT', 'GARAGE', 'ROOF'])}`, `JOB ${digits(random, 4)}`, `${customer.split(' ')[0].toUpperCase()}-${digits(random, 3)}`]) : null;
  const dnote = pick(random, [`DN${digits(random, 7)}`, `${int(random, 4000000, 4999999)}`, `D/${digits(random, 6)}`]);
  const salesOrder = chance(random, 0.6) ? `${pick(random, ['SO', ''])}${int(random, 500000, 599999)}` : null;
  const branchNo = `${String(int(random, 1, 48)).padStart(2, '0')} ${branch.town}`;
  const dueDate = monthEnd(date, 1), printsDue = chance(random, 0.45);
  const bank = britishBank(random, 'GB'), printsIban = chance(random, 0.25);
  const ibanShown = groupIban(bank.iban);
  const companyNo = `${pick(random, ['0', '1', '0'])}${digits(random, 7)}`;
  const office = ukAddress(random, true);

  const accent = pick(random, ['#c8102e', '#00573f', '#003087', '#f39200', '#333333', '#6d2077']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.mono[0], FONTS.mono[1]]);
  const mono = font.includes('Mono');
  const size = mono ? 8.8 : font.includes('Narrow') ? 10.8 : font.includes('DejaVu') ? 9.3 : 10;

  const head = `<div class="head"><div><div class="fname">${span(firm)}</div>${dls([...branch.lines, `Tel ${phone(random, 'en')} · ${pick(random, ['sales', 'tradecounter', 'accounts'])}@${slug(firm)}.co.uk`], 'small')}</div><div class="inv">INVOICE</div></div>`;
  const refs: [string, string][] = [
    ['Invoice No.', number], ['Invoice Date / Tax Point', d(date)], ['Account No.', account], ['Page', '1 of 1'],
    [orderNo ? pick(random, salesOrder ? ['Your Order No.', 'Cust. Order No.'] : ['Order No.', 'Your Order No.', 'Customer Order No.']) : 'Your Order No.', orderNo ?? ''], ['Delivery Note No.', dnote],
    ...(salesOrder ? [['Our Sales Order', salesOrder] as [string, string]] : []), ['Branch', branchNo], ['Salesperson', ukPerson(random).split(' ').map((p, i) => (i ? p.toUpperCase() : p.charAt(0))).join(' ')],
  ];
  const grid = `<div class="refs">${refs.map(([k, v]) => `<div class="cell"><div class="k">${esc(k)}</div><div class="v">${v ? span(v) : '&nbsp;'}</div></div>`).join('')}</div>`;
  const box = (label: string, body: string) => `<div class="pbox"><div class="k">${esc(label)}</div>${body}</div>`;
  const invTo = box('Invoice to', `<div class="b">${span(customer)}</div>${dls(custAddr.lines)}`);
  const delTo = box(collected ? 'Collected' : 'Deliver to', collected ? dls([`Collected from ${branch.town} trade counter`, `by ${ukPerson(random)}`, `on ${d(date)}`]) : dls(site?.lines ?? []));
  const parties = `<div class="parties">${invTo}${delTo}</div>`;

  const showDisc = lines.some((l) => l.disc);
  const cols = ['Product Code', 'Description', 'Qty', 'Unit', 'Price', ...(showDisc ? ['Disc %'] : []), 'Net', 'VAT %'];
  const rows = lines.map((l) => `<tr><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td class="r">${qty(l.qty, '.')}</td><td>${esc(l.unit)}</td><td class="r nw">${num(l.price, '.', ',', pricePlaces)}</td>${showDisc ? `<td class="r">${l.disc ? num(l.disc, '.', '', l.disc % 1 ? 1 : 0) : ''}</td>` : ''}<td class="r nw">${n(l.amount)}</td><td class="r">${num(l.rate, '.', '', 2)}</td></tr>`).join('');
  const items = `<table class="items"><thead><tr>${cols.map((c, i) => `<th${i >= 2 && c !== 'Unit' ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;

  const analysis = `<table class="vat"><tr><th>VAT Rate</th><th class="r">Goods</th><th class="r">VAT</th></tr>${taxes.map((t) => `<tr><td>${num(t.rate, '.', '', 2)}%${t.rate ? '' : ' (zero-rated)'}</td><td class="r">${n(t.base)}</td><td class="r">${n(t.tax)}</td></tr>`).join('')}</table>`;
  const terms = dls([
    `Payment terms: ${pick(random, ['30 days end of month', '30 Days End of Month', 'Nett 30 days EOM'])}`, ...(printsDue ? [`Payment due by: ${d(dueDate)}`] : []),
    `BACS: ${bank.name} · Sort code ${bank.sortCode} · Account ${bank.account}`, ...(printsIban ? [`IBAN ${ibanShown} · BIC ${bank.bic}`] : []), `Please quote account ${account} with your remittance.`,
  ]);
  const tot: [string, string, string][] = [['Goods (net)', gbp(net), ''], ['VAT', gbp(vatTotal), ''], ['Invoice Total', gbp(total), 'rule']];
  if (paidOnAccount) tot.push(['Less: paid on account', gbp(-paidOnAccount), '']);
  const totals = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}<tr class="due"><td>${span('Amount Due')}</td><td class="r nw">${esc(gbp(due))}</td></tr></table>`;
  const bottom = `<div class="bottom"><div class="bl">${analysis}<div class="terms">${terms}</div></div>${totals}</div>`;
  const small = `<div class="tiny small2">${esc('Goods remain the property of the company until paid for in full. Shortages or damage must be reported within 48 hours of delivery; no claims can be accepted thereafter. Pallets are charged and credited on return in good condition.')}</div>`;
  const footer = `<div class="foot">${dls([`${firm} · Registered in England & Wales No. ${companyNo} · Registered office: ${office.lines.join(', ')}`, `VAT Reg No. ${vatShown}`], 'fl')}</div>`;

  const css = `
body { padding: 30px 40px 0 }
.head { display: flex; justify-content: space-between; align-items: flex-start } .fname { font-size: 1.6em; font-weight: bold; color: ${accent} }
.inv { font-size: 2.2em; font-weight: bold; letter-spacing: 0.08em; color: ${accent} }
.refs { display: grid; grid-template-columns: repeat(4, 1fr); border: 1px solid #555; margin-top: 14px } .cell { border: 0.5px solid #999; padding: 2px 6px; min-height: 28px }
.k { font-size: 0.74em; color: #555; text-transform: uppercase; letter-spacing: 0.03em } .v { font-weight: bold }
.parties { display: flex; gap: 16px; margin-top: 10px } .pbox { flex: 1 1 0; border: 1px solid #555; padding: 4px 8px; min-height: 78px }
.items { width: 100%; margin-top: 12px; border: 1px solid #555 } .items th { background: ${mono ? '#fff' : '#e8e8e8'}; border-bottom: 1px solid #555; padding: 3px 4px; font-weight: bold; font-size: 0.88em }
.items td { padding: 2px 4px; border-right: 0.4px solid #bbb } .items td:last-child { border-right: none }
.bottom { display: flex; justify-content: space-between; gap: 20px; margin-top: 10px } .vat { border: 0.8px solid #777 } .vat th { font-size: 0.82em; background: #eee; padding: 1px 8px } .vat td { padding: 1px 8px }
.terms { margin-top: 8px } .tot { min-width: 270px; border: 1px solid #555 } .tot td { padding: 2px 8px } .tot .rule td { border-top: 0.8px solid #555; font-weight: bold }
.tot .due td { font-weight: bold; font-size: 1.2em; border-top: 1.5px solid #222; background: #f2f2f2 }
.small2 { margin-top: 14px }
.foot { padding: 0 40px 18px } .fl { font-size: 0.74em; color: #444; text-align: center } .fl:first-child { border-top: 0.6px solid #999; padding-top: 3px }`;
  const html = page('en', font, size, css, `${head}${grid}${parties}${items}${bottom}${small}${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: vatShown.replace(/\s+/g, ''), customer_name: customer, invoice_number: number, ...(orderNo ? { po_number: orderNo } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'GBP', subtotal: net, total_tax: vatTotal, total_amount: total, amount_due: due, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('en', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: true })));
};
