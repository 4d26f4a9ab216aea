/**
 * Layout "cloud-usage": a monthly usage invoice of a cloud / hosting provider's EU entity (English; EUR, or USD
 * from the Irish entity). Usage quantities with 4-decimal unit prices; VAT 23 % (IE) or 19 % (DE) for domestic
 * customers, reverse charge with 0 VAT for EU businesses. Paid by card (no due date) or by transfer (due date
 * + IBAN). Distractors: account ID, billing period, card last digits, customer VAT id, VAT shown in EUR.
 */
import { addDays, chance, digits, dmy, esc, FONTS, iban, int, iso, letters, lines, monthEnd, monthStart, named, num, page, pick, round2, sample, spaced, sum, day, type LineItem, type Random, type ServiceDoc } from './services-common.ts';
import { address, company, euVat, person, type EuCountry } from './services-names.ts';

const IE_SELLERS = [['NimbusStack', 'NimbusStack Ireland Limited'], ['Stratoline', 'Stratoline Cloud Services Ltd'], ['Corrib Compute', 'Corrib Compute Ireland Ltd'], ['Halcyon Cloud', 'Halcyon Cloud EMEA Limited']];
const DE_SELLERS = [['Kumulus', 'Kumulus Hosting GmbH'], ['Wolkenwerk', 'Wolkenwerk Cloud GmbH'], ['Rechenhafen', 'Rechenhafen Infrastructure GmbH']];
const SERVICES: [string, string, number, number, number, number][] = [
  ['Compute Instances — General Purpose (s2.medium)', 'hrs', 0.0416, 300, 744, 0], ['Compute Instances — Memory Optimised (m3.large)', 'hrs', 0.133, 100, 744, 0],
  ['Block Storage — SSD Volumes', 'GB-mo', 0.0952, 50, 2000, 2], ['Object Storage — Standard', 'GB-mo', 0.021, 10, 5000, 3],
  ['Data Transfer Out — Internet', 'GB', 0.085, 5, 3000, 3], ['Managed PostgreSQL — db.s2.small', 'hrs', 0.038, 200, 744, 0],
  ['Load Balancer', 'LB-hrs', 0.0225, 400, 744, 0], ['Load Balancer — Processed Data', 'GB', 0.008, 20, 9000, 2],
  ['DNS — Hosted Zones', 'zones', 0.5, 1, 12, 0], ['DNS — Queries', 'M queries', 0.4, 0.1, 30, 3], ['Volume Snapshots', 'GB-mo', 0.05, 20, 800, 2],
  ['Kubernetes Control Plane', 'cluster-hrs', 0.1, 200, 744, 0], ['Serverless Functions — Requests', 'M requests', 0.2, 0.5, 90, 3],
  ['Public IPv4 Addresses', 'IP-hrs', 0.005, 744, 2976, 0], ['Backup Service', 'GB-mo', 0.023, 40, 3000, 2], ['Container Registry Storage', 'GB-mo', 0.1, 1, 120, 2],
];
const REGIONS = ['eu-west-1 (Dublin)', 'eu-central-1 (Frankfurt)', 'eu-north-1 (Stockholm)', 'fra1', 'nbg1', 'ams3'];

export function cloudInvoice(r: Random): ServiceDoc {
  const de = chance(r, 0.4);
  const [brand, seller] = pick(r, de ? DE_SELLERS : IE_SELLERS);
  const sCountry: EuCountry = de ? 'DE' : 'IE';
  const sVat = euVat(r, de ? 'DE' : 'IE');
  const sAddr = address(r, de ? 'DE' : 'IE', true);
  const currency = !de && chance(r, 0.4) ? 'USD' : 'EUR';
  const isCompany = chance(r, 0.75);
  const cCountry: EuCountry = isCompany && chance(r, 0.55) ? pick(r, (['FR', 'NL', 'BE', 'ES', 'DE', 'IE'] as const).filter((c) => c !== sCountry)) : sCountry;
  const reverse = cCountry !== sCountry;
  const customer = isCompany ? company(r, cCountry) : person(r, cCountry);
  const cAddr = address(r, cCountry, isCompany);
  const cVat = isCompany && (reverse || chance(r, 0.5)) ? euVat(r, cCountry) : '';
  const rate = reverse ? 0 : de ? 19 : 23;

  const invDate = addDays(monthStart(day(r)), int(r, 0, 2));
  const pStart = monthStart(addDays(invDate, -5));
  const pEnd = monthEnd(pStart);
  const df = pick(r, ['long', 'short', 'num']);
  const fd = (d: Date) => (df === 'num' ? dmy(d, de ? '.' : '/') : named(d, 'en', df as 'long' | 'short'));
  const yy = String(invDate.getUTCFullYear()).slice(2);
  const invNo = pick(r, [`EUIN${sCountry}${yy}-${digits(r, 6)}`, `INV-${invDate.getUTCFullYear()}-${digits(r, 6)}`, digits(r, 9), `R${digits(r, 10)}`]);
  const account = pick(r, [`${digits(r, 4)}-${digits(r, 4)}-${digits(r, 4)}`, `acct-${letters(r, 8, 'abcdef0123456789')}`, `K${digits(r, 7)}`]);
  const po = isCompany && chance(r, 0.3) ? pick(r, [`PO-${invDate.getUTCFullYear()}-${digits(r, 4)}`, `45${digits(r, 8)}`]) : '';

  const rows: LineItem[] = [];
  const units: string[] = [];
  const regionDetail = chance(r, 0.6);
  for (const [desc, unit, price, lo, hi, dec] of sample(r, SERVICES, int(r, 2, 7))) {
    units.push(unit);
    const q = Number((lo + r() * (hi - lo)).toFixed(dec));
    const amount = round2(q * price) || 0.01;
    rows.push({ description: desc + (regionDetail ? `\nRegion: ${pick(r, REGIONS)}` : ''), quantity: q, unit_price: price, amount, tax_rate: null });
  }
  if (chance(r, 0.3)) {
    const fee = pick(r, [29, 100]);
    rows.push({ description: fee === 29 ? 'Support — Developer Plan' : 'Support — Business Plan', quantity: 1, unit_price: fee, amount: fee, tax_rate: null });
    units.push('month');
  }
  const creditLine = chance(r, 0.2) ? -Math.min(Math.floor(sum(rows.map((x) => x.amount)) * 0.4), pick(r, [25, 50, 100, 300])) : 0;
  if (creditLine) rows.push({ description: 'Credit — Startup programme', quantity: null, unit_price: null, amount: creditLine, tax_rate: null });
  const subtotal = sum(rows.map((x) => x.amount));
  const tax = round2((subtotal * rate) / 100);
  const total = round2(subtotal + tax);
  const settle = pick(r, ['card', 'card', 'paid', 'transfer']);
  const prepaid = settle === 'transfer' && chance(r, 0.3) ? round2(Math.min(total, pick(r, [20, 50, 100]))) : 0;
  const due = settle === 'paid' ? 0 : round2(total - prepaid);
  const dueDate = addDays(invDate, pick(r, [14, 30]));
  const card = digits(r, 4);
  const sIban = iban(sCountry, de ? `${digits(r, 8)}${digits(r, 10)}` : `${pick(r, ['AIBK', 'BOFI', 'CITI'])}${digits(r, 6)}${digits(r, 8)}`);

  // ----- presentation -----
  const sym = currency === 'USD' ? '$' : '€';
  const money = (x: number) => (x < 0 ? '-' : '') + sym + num(Math.abs(x), 'en');
  const accent = pick(r, ['#232f3e', '#0b5cad', '#d35400', '#2e7d32', '#5b2a86']);
  const fs = pick(r, [10, 10.5]);
  const mono = chance(r, 0.3);
  const boxed = chance(r, 0.5);
  const meta: [string, string][] = [['Invoice number', invNo], ['Invoice date', fd(invDate)], ['Billing period', `${fd(pStart)} – ${fd(pEnd)}`], ['Account ID', account]];
  if (po) meta.push(['PO number', po]);
  if (settle === 'transfer') meta.push(['Due date', fd(dueDate)]);
  const metaHtml = boxed
    ? `<div class="boxes">${meta.map(([k, v]) => `<div><div class="lab">${k}</div><div class="b">${esc(v)}</div></div>`).join('')}</div>`
    : `<table class="meta">${meta.map(([k, v]) => `<tr><td class="lab">${k}</td><td class="r b">${esc(v)}</td></tr>`).join('')}</table>`;
  const fq = (q: number, i: number) => `${num(q, 'en', Number.isInteger(q) ? 0 : String(q).split('.')[1].length)} ${units[i] ?? ''}`;
  const body = rows.map((x, i) => `<tr><td>${lines(x.description)}</td><td class="r nw">${x.quantity === null ? '' : fq(x.quantity, i)}</td><td class="r">${x.unit_price === null ? '' : sym + num(x.unit_price, 'en', 4)}</td><td class="r">${money(x.amount)}</td></tr>`).join('');
  const vatRow = reverse
    ? `<tr><td>VAT (0%) — reverse charge</td><td class="r">${money(0)}</td></tr>`
    : `<tr><td>VAT ${rate}%</td><td class="r">${money(tax)}</td></tr>`;
  const payNote = settle === 'card'
    ? `Payment will be charged to ${pick(r, ['Visa', 'Mastercard', 'card'])} ending ${card}. No action is required.`
    : settle === 'paid'
      ? `Paid in full — charged to ${pick(r, ['Visa', 'Mastercard'])} ending ${card} on ${fd(addDays(invDate, 1))}. Thank you.`
      : `Please pay by bank transfer by ${fd(dueDate)}, quoting ${invNo}.<br>Account name: ${esc(seller)} · IBAN: ${spaced(sIban)} · BIC: ${de ? pick(r, ['COBADEFFXXX', 'DEUTDEFFXXX']) : pick(r, ['AIBKIE2D', 'BOFIIE2D', 'CITIIE2X'])}`;
  const html = page({
    lang: 'en-IE', font: mono ? FONTS.sans[1] : pick(r, [FONTS.sans[0], FONTS.sans[2]]), size: fs, padding: '38px 44px 24px',
    css: `.logo { font-size: 24px; font-weight: bold; color: ${accent} } .logo i { display: inline-block; width: 18px; height: 18px; background: ${accent}; border-radius: 50%; margin-right: 6px; vertical-align: -2px }
.hd { display: flex; justify-content: space-between; align-items: flex-start } h1 { margin: 0; font-size: 26px; font-weight: normal; color: #444 }
.lab { color: #666 } .meta td { padding: 1px 0 1px 18px } .boxes { display: flex; border: 1px solid #ccc; margin: 14px 0 } .boxes > div { flex: 1; padding: 6px 8px; border-right: 1px solid #ccc } .boxes .lab { font-size: ${fs - 2}px; text-transform: uppercase }
.parties { display: flex; gap: 30px; margin: 16px 0 } .parties > div { flex: 1 } .h { font-size: ${fs - 1.5}px; text-transform: uppercase; letter-spacing: 1px; color: ${accent}; font-weight: bold; margin-bottom: 3px }
.due { background: #f4f6f8; padding: 10px 14px; display: flex; justify-content: space-between; align-items: center; margin-bottom: 14px } .due .amt { font-size: 20px; font-weight: bold }
.items { width: 100% } .items th { text-align: left; border-bottom: 2px solid ${accent}; padding: 4px; font-size: ${fs - 1}px } .items th.r { text-align: right }
.items td { padding: 4px; border-bottom: 1px solid #e3e3e3; vertical-align: top; ${mono ? `font-family: ${FONTS.mono[1]}; font-size: ${fs - 1}px` : ''} } .items td:first-child { font-family: inherit }
.tot { margin: 10px 0 0 auto; width: 300px } .tot td { padding: 3px 4px } .tot .g td { border-top: 2px solid #333; font-weight: bold; font-size: ${fs + 2}px }
.note { margin-top: 14px; font-size: ${fs - 0.5}px; color: #333 } .foot { font-size: 8px; color: #777; border-top: 1px solid #ddd; padding-top: 5px }`,
    body: `<div class="hd"><div class="logo"><i></i>${esc(brand)}</div><div class="r"><h1>Invoice</h1>${boxed ? '' : metaHtml}</div></div>
${boxed ? metaHtml : ''}
<div class="parties"><div><div class="h">Issued by</div><b>${esc(seller)}</b><br>${sAddr.map(esc).join('<br>')}<br>VAT ID: ${sVat}</div>
<div><div class="h">Bill to</div><b>${esc(customer)}</b><br>${cAddr.map(esc).join('<br>')}${cVat ? `<br>VAT ID: ${cVat}` : ''}</div></div>
<div class="due"><div>${settle === 'paid' ? 'Amount due' : settle === 'card' ? 'Total for this period' : `Amount due by ${fd(dueDate)}`}</div><div class="amt">${currency} ${num(settle === 'card' ? total : due, 'en')}</div></div>
<table class="items"><tr><th>Service</th><th class="r">Usage</th><th class="r">Unit price</th><th class="r">Amount</th></tr>${body}</table>
<table class="tot"><tr><td>Subtotal</td><td class="r">${money(subtotal)}</td></tr>${vatRow}<tr class="g"><td>Total (${currency})</td><td class="r">${money(total)}</td></tr>
${prepaid ? `<tr><td>Prepaid balance applied</td><td class="r">-${money(prepaid)}</td></tr>` : ''}<tr><td class="b">Amount due</td><td class="r b">${money(due)}</td></tr></table>
${currency === 'USD' && !reverse ? `<div class="note">VAT amount in EUR: €${num(round2(tax * 0.9214), 'en')} (1 USD = 0.9214 EUR, ECB rate of ${dmy(invDate)}).</div>` : ''}
${reverse ? `<div class="note"><b>Reverse charge:</b> VAT to be accounted for by the recipient under Article 196 of Council Directive 2006/112/EC. Customer VAT ID ${cVat}.</div>` : ''}
<div class="note">${payNote}</div>
<div class="foot">${esc(seller)} · ${sAddr.map(esc).join(', ')} · ${de ? `Amtsgericht ${pick(r, ['Berlin-Charlottenburg', 'München', 'Nürnberg'])} HRB ${digits(r, 6)} · Geschäftsführer: ${person(r, 'DE')}` : `Registered in Ireland No. ${digits(r, 6)}`} · VAT ${sVat}<br>Questions about this invoice? billing@${brand.toLowerCase().replace(/[^a-z]/g, '')}.${de ? 'de' : 'com'} · Page 1 of 1</div>`,
  });
  const fields: ServiceDoc['fields'] = {
    supplier_name: seller, supplier_tax_id: sVat, customer_name: customer, invoice_number: invNo, date: iso(invDate), currency,
    subtotal, total_tax: tax, total_amount: total, amount_due: due,
  };
  if (po) fields.po_number = po;
  if (settle === 'transfer') Object.assign(fields, { due_date: iso(dueDate), iban: sIban });
  return { language: 'en', html, fields, line_items: rows };
}
