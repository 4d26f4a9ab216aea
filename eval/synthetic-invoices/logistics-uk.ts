/**
 * A British haulier's or courier's invoice: the firm's name in a band or beside its logo, an INVOICE panel, the
 * customer's address (left or right) — a British firm, or a continental one paying from the EU — the references
 * (invoice no., date / tax point, account no., the customer's PO and reference, job no., the consignment of a
 * single shipment) as a table, a grid or label pairs; haulage rows per consignment (route, collection and
 * delivery dates, pallets and weight on a second line, priced per load, per pallet or per 100 kg) or courier rows
 * (service, route, parcels × price per parcel, the consignment number and weight on a second line), extras and a
 * fuel surcharge on the freight; VAT 20 % on UK work and 0 % on zero-rated international transport, printed as a
 * rate or as a code (S / Z); net, VAT, total, the BACS details (sort code, account; IBAN and BIC for EU payers)
 * and "Please quote invoice number …".
 */
import { abroad, address, anyCustomer, company, contactRef, EXTRAS, placeName, placesIn, ukAddress, ukHaulier, ukSurname, type Place } from './logistics-names.ts';
import {
  addDays, arrange, chance, compact, descCell, digits, drawPct, drawShipments, esc, euros, extraRow, fmtDate, FONTS, freightRow, headRow, int, issueDate,
  itemsTable, letters, logo, lookCss, metaHtml, monthEnd, money2, num, page, pctRow, phone, pick, pickLook, plainRow, priceText, qtyFmt, result, seqNo,
  sizeFor, slug, span, tableLines, totalsHtml, vatTotals, windowHtml, type Col, type Layout, type LRow, type Mode, type Shipment, type TruthFields,
} from './logistics-common.ts';
import { britishBank, britishVat, groupIban } from './multipage-ids.ts';

const SERVICES: [string, [number, number]][] = [['Next Day', [6.5, 14.95]], ['Next Day by 12:00', [9.5, 19.95]], ['Economy 48hr', [4.95, 9.5]], ['Saturday Delivery', [14.5, 24.95]], ['Euro Road Express', [18.5, 42]]];

export const ukHaulageInvoice: Layout = (random) => {
  const home = ukAddress(random, true);
  const firm = ukHaulier(random, home.town);
  const vat = britishVat(random);
  const vatShown = pick(random, [`GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`, vat, `${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}`]);
  const date = issueDate(random), year = date.slice(0, 4);
  const pattern = pick(random, ['{dd}/{mm}/{yyyy}', '{dd}/{mm}/{yyyy}', '{d} {MMM} {yyyy}', '{d} {MMMM} {yyyy}']);
  const d = (iso: string) => fmtDate(iso, pattern, 'en');
  const ds = (iso: string) => fmtDate(iso, '{dd}/{mm}', 'en');
  const m = money2('.', ',');
  const gbp = (c: number) => `£${m(c)}`;
  const name = (p: Place) => placeName(p, 'en');

  // Customer: British, or a continental firm paying from the EU (IBAN and BIC printed).
  const eu = chance(random, 0.3) ? pick(random, ['de', 'nl', 'fr'] as const) : null;
  const customer = eu ? company(random, eu) : anyCustomer(random, 'en');
  const custLines = eu ? (() => { const a = address(random, eu); return [a.street, a.city, { de: 'Germany', nl: 'Netherlands', fr: 'France' }[eu]]; })() : ukAddress(random, true).lines;

  const count = int(random, 1, firm.courier ? 7 : 5);
  const ships = drawShipments(random, date, count, {
    intlShare: eu ? 0.8 : 0.25, home: placesIn('GB'), abroad: abroad('GB'),
    no: () => (firm.courier ? `${letters(random, 2)}${digits(random, 9)}GB` : `${int(random, 100000, 999999)}`), cmr: () => `${int(random, 1000000, 9999999)}`, dn: () => `${int(random, 10000, 99999)}`,
  });
  const modes: Mode[] = pick(random, [['flat'], ['pallet'], ['pallet', 'flat'], ['kg']]);
  const units: Record<Mode, string> = { flat: 'load', pallet: 'plt', kg: '100kg', ldm: 'ldm', km: 'km' };
  const detailStyle = int(random, 0, 2);
  const route = (s: Shipment) => `${name(s.from)} to ${name(s.to)}`;
  const rows: LRow[] = [];
  ships.forEach((s, i) => {
    const rate = s.intl ? 0 : 20;
    if (firm.courier) {
      const [service, range] = pick(random, SERVICES.filter(([sv]) => s.intl === sv.startsWith('Euro')));
      const parcels = int(random, 1, 8), kgs = num(parcels * int(random, 2, 25) + int(random, 0, 9) / 10, '.', ',', 1);
      const det = detailStyle === 2 ? null : detailStyle === 0 ? `Con. ${s.no} · ${parcels} parcel${parcels > 1 ? 's' : ''} · ${kgs} kg` : `Collected ${d(s.pickup)} · POD ${ukSurname(random).toUpperCase()} ${ds(s.delivery)}`;
      rows.push(plainRow(`${service} – ${route(s)}`, det, parcels, 'parcel', int(random, Math.round(range[0] * 20), Math.round(range[1] * 20)) * 50, rate, i));
    } else {
      const det = [`Collected ${d(s.pickup)} · delivered ${d(s.delivery)}`, `${s.pallets} pallet${s.pallets > 1 ? 's' : ''} · ${num(s.kg, '.', ',', 0)} kg${s.intl ? ` · CMR ${s.cmr}` : ''}`, null][detailStyle];
      rows.push(freightRow(random, s, i, pick(random, modes), { text: pick(random, [`Consignment ${s.no}: ${route(s)}`, `Haulage ${route(s)}`, `${s.pallets === 33 ? 'Full load' : 'Part load'} ${route(s)}`]), detail: det, units, rate }));
    }
    if (chance(random, count > 3 ? 0.12 : 0.3)) rows.push(extraRow(random, pick(random, EXTRAS.en.filter((e) => s.intl || !e.text.includes('customs'))), s, i, rate));
  });
  const fuel = chance(random, 0.75) ? drawPct(random) : 0;
  if (fuel) {
    for (const rate of [20, 0]) {
      const base = rows.filter((r) => r.kind === 'freight' && r.rate === rate).reduce((a, r) => a + r.cents, 0);
      if (base) rows.push(pctRow(`Fuel surcharge ${fuel}%${rows.some((r) => r.rate !== rate) ? ` on ${gbp(base)}` : ''}`, null, base, fuel, rate, -1));
    }
  }
  const t = vatTotals(rows);

  const number = pick(random, [`INV${digits(random, 6)}`, `${int(random, 10000, 99999)}`, `SI-${seqNo(random, 6)}`, `${letters(random, 2)}${year.slice(2)}${digits(random, 4)}`]);
  const account = pick(random, [`${customer.replace(/[^A-Z]/g, '').slice(0, 3).padEnd(3, 'X')}${digits(random, 3)}`, `${digits(random, 6)}`, `C${digits(random, 5)}`]);
  const job = pick(random, [`J${digits(random, 6)}`, `${year.slice(2)}-${digits(random, 5)}`, `JOB ${digits(random, 5)}`]);
  const po = chance(random, 0.6) ? pick(random, [`PO${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `PO-${digits(random, 5)}`, `${digits(random, 6)}`]) : null;
  const yourRef = chance(random, 0.5) ? pick(random, [contactRef(random, 'en'), `REF ${digits(random, 5)}`, `Bay ${int(random, 1, 30)}`]) : null;
  const eom = chance(random, 0.5), dueDate = eom ? monthEnd(addDays(date, 30)) : addDays(date, 30), printsDue = chance(random, 0.65);
  const pairs: [string, string][] = arrange(random, [
    ['Invoice No.', number], [pick(random, ['Invoice Date', 'Date / Tax Point', 'Tax Point']), d(date)], [pick(random, ['Account No.', 'Customer A/C']), account],
    ...(po ? [[pick(random, ['Your PO', 'Purchase Order', 'Your Order No.']), po] as [string, string]] : []),
    ...(yourRef ? [[pick(random, ['Your Ref', 'Your Reference']), yourRef] as [string, string]] : []),
    [pick(random, ['Job No.', 'Our Ref']), job], ...(count === 1 ? [['Consignment No.', ships[0].no]] as [string, string][] : []),
    ...(printsDue ? [['Due Date', d(dueDate)]] as [string, string][] : []),
  ]);
  const bank = britishBank(random, 'GB'), ibanShown = groupIban(bank.iban);
  const companyNo = `${pick(random, ['0', '1', '0'])}${digits(random, 7)}`;

  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[3], FONTS.serif[0]], ['#1b4332', '#7f1d1d', '#1e3a8a', '#374151', '#b45309']);
  const codes = chance(random, 0.4);
  const size = sizeFor(look, tableLines(rows) + 2);
  const brand = `${look.logo ? logo(random, look.accent, firm.name, look.band) : ''}<span class="fname">${esc(firm.name)}</span>`;
  const firmLines = [...home.lines, `Tel: ${phone(random, 'en')}`, `${pick(random, ['accounts', 'ops', 'invoices'])}@${slug(firm.name)}.co.uk`];
  const top = look.band
    ? `<div class="band">${brand}<div class="panel">INVOICE</div></div><div class="addr">${span(firmLines.join(' · '))}</div>`
    : `<div class="plain"><div>${brand}${firmLines.map((l) => `<div class="small">${span(l)}</div>`).join('')}</div><div class="panel">INVOICE</div></div>`;
  const win = `<div><div class="lab">${span(pick(random, ['Invoice To', 'Bill To', 'Customer']))}</div>${windowHtml([customer, ...custLines], null)}</div>`;
  const meta = `<div class="metaside">${metaHtml(pairs, look.meta, 4)}</div>`;

  const cols: Col[] = [['Description', ''], ['Qty', 'r'], ['Unit', ''], ['Rate', 'r'], ['VAT', 'c'], ['Net', 'r']];
  const cells = rows.map((r) => [descCell(r), r.qty === null ? '' : qtyFmt(r.qty, '.'), esc(r.unit), r.mills === null ? '' : priceText(r.mills, '.', ','), codes ? (r.rate ? 'S' : 'Z') : `${r.rate}%`, m(r.cents)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  const tot: [string, string, string][] = [['Net Total', gbp(t.net), ''], ...t.lines.map((l) => [`VAT @ ${l.rate}%${l.rate ? '' : ' (zero-rated)'}`, gbp(l.tax), ''] as [string, string, string]),
    ...(t.lines.length > 1 ? [['Total VAT', gbp(t.tax), 'rule']] as [string, string, string][] : []), ['Invoice Total', gbp(t.gross), 'rule'], ['Amount Due', gbp(t.gross), look.band ? 'hl' : 'big']];
  const bacs = [`Payment terms: 30 days${eom ? ' end of month' : ' from invoice date'}`, `BACS: ${bank.name} · Sort Code ${bank.sortCode} · Account No. ${bank.account}`, ...(eu ? [`Payments from outside the UK: IBAN ${ibanShown} · BIC ${bank.bic}`] : []), `Please quote invoice number ${number} with your remittance.`];
  const notes = [...(codes ? ['VAT codes: S = standard rate 20%, Z = zero-rated (international transport).'] : []), 'All goods are carried subject to the RHA Conditions of Carriage 2020 (CMR for international journeys); a copy is available on request.'];
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} · Registered in England and Wales No. ${companyNo} · VAT Reg No. ${vatShown}`)}</div></div>`;

  const css = `${lookCss(look)}
body { padding: 0 }
.band { background: ${look.accent}; color: #fff; padding: 14px 38px; display: flex; justify-content: space-between; align-items: center } .band .fname { font-size: 1.6em; font-weight: bold } .band .panel { border-color: #fff; color: #fff }
.addr { padding: 4px 38px; font-size: 0.85em; color: #333; border-bottom: 0.6px solid #999 }
.plain { padding: 26px 38px 0; display: flex; justify-content: space-between; align-items: flex-start } .plain .fname { font-size: 1.6em; font-weight: bold; color: ${look.accent} }
.panel { border: 2px solid #111; padding: 6px 18px; font-size: 1.5em; font-weight: bold; letter-spacing: 0.08em }
.main { padding: 16px 38px 0 } .lab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${look.accent} } .win { width: 300px; min-height: 70px }
.metaside { min-width: 260px } .items { margin-top: 14px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px } .bacs div { margin-bottom: 2px }
.notes { margin-top: 10px } .foot { padding: 0 38px 14px } .fl { font-size: 0.74em; color: #333; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const body = `${top}<div class="main">${headRow(look, meta, win)}${items}<div class="bottom"><div class="bacs">${bacs.map((l) => `<div>${span(l)}</div>`).join('')}</div>${totalsHtml(tot)}</div><div class="tiny notes">${notes.map((n) => `<div>${esc(n)}</div>`).join('')}</div></div>${footer}`;
  const html = page('en', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'GBP', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), ...(eu ? { iban: ibanShown } : {}),
  };
  return result('en', html, fields, rows, () => !codes);
};
