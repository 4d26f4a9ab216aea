/**
 * A German wholesaler's Rechnung (drinks and catering, or office supplies) from its Warenwirtschaft: a coloured
 * name bar across the top, the address window and a shaded information block (Rechnungs-, Kunden-, Lieferschein-
 * Nr., Lieferdatum, the customer's Bestellnummer, Tour), a dense zebra table with Art.-Nr., EAN, Bezeichnung,
 * Menge, VE (Karton à 12), Einzelpreis, Rabatt %, Gesamt and MwSt, Pfand rows under returnable drinks, free goods
 * (Naturalrabatt) and a freight charge on some; the MwSt table per rate beside the totals, Skonto terms ("2 %
 * Skonto bis …, netto bis …") and the four-column footer (Sitz and register, contact, bank, USt-IdNr.).
 */
import {
  addDays, chance, compact, descCell, digits, discounter, dls, drawRows, ean13, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, int, issueDate,
  makeRow, money, NBSP, page, pctCents, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout, type Row, type TruthFields,
  type Ware,
} from './distribution-common.ts';
import { DE_DRINKS, DE_OFFICE } from './distribution-goods-a.ts';
import { address, deCustomer, deWholesaler, person, type DeTrade } from './distribution-names.ts';
import { deSteuernummer, deUstId } from './fees-ids.ts';
import { DE_TOWNS } from './fees-names.ts';
import { germanBank, groupIban } from './multipage-ids.ts';

export const deGrosshandelInvoice: Layout = (random) => {
  const trade: DeTrade = chance(random, 0.55) ? 'getraenke' : 'buero';
  const home = address(random, 'de');
  const firm = deWholesaler(random, trade, home.town);
  const ust = deUstId(random);
  const ustShown = pick(random, [ust, `DE ${ust.slice(2)}`, `DE ${ust.slice(2, 5)} ${ust.slice(5, 8)} ${ust.slice(8)}`]);
  const stnr = deSteuernummer(random, (DE_TOWNS.find(([t]) => t === home.town) ?? DE_TOWNS[0])[2]);
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}.{mm}.{yyyy}', 'de');
  const m = (c: number) => money(c, ',', '.');
  const eur = (c: number) => `${m(c)}${NBSP}€`;

  const customer = deCustomer(random, trade);
  const custAddr = address(random, 'de');
  const contact = chance(random, 0.45) ? `z. Hd. ${pick(random, ['Frau', 'Herrn'])} ${person(random, 'de').last}` : null;
  const delivery = trade === 'getraenke' && chance(random, 0.35) ? address(random, 'de') : null;

  // Rows: articles (each returnable drink followed by its Pfand row), free goods, a freight charge.
  const wares: Ware[] = trade === 'getraenke' ? DE_DRINKS : DE_OFFICE;
  const target = int(random, 8, 25);
  const free = chance(random, 0.3), charge = chance(random, 0.55);
  const codeStyle = int(random, 0, 2);
  const code = () => [digits(random, 5), `${int(random, 10, 99)}-${digits(random, 4)}`, `A${digits(random, 6)}`][codeStyle];
  const ean = () => ean13(random, pick(random, ['40', '41', '42', '43', '400', '426']));
  const disc = discounter(random, chance(random, 0.6) ? 0.35 : 0, [2, 3, 5, 8, 10, 12.5, 15]);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, wares, { target: target - (free ? 1 : 0) - (charge ? 1 : 0), code, ean, disc, detailShare: 0.25 }, used);
  if (free) { const f = freeRow(random, wares, used, pick(random, ['Naturalrabatt – kostenlos', 'Gratisware lt. Aktion', 'Muster, kostenlos']), { code, ean }); if (f) rows.splice(int(random, 1, rows.length), 0, f); }
  if (charge) {
    const text = trade === 'getraenke' ? pick(random, ['Anlieferung frei Keller', 'Frachtkostenanteil', 'Mindermengenzuschlag']) : pick(random, ['Versandkostenpauschale', 'Mindermengenzuschlag', 'Frachtkostenanteil']);
    rows.push(makeRow({ text, unit: 'psch', pack: '', rate: 19 }, 1, int(random, 6, 35) * 1000 + pick(random, [0, 500, 900]), { code: pick(random, ['FR01', '99990', 'VERS', 'MMZ']), kind: 'charge' }));
  }
  const t = totals(rows);

  const number = pick(random, [`${year}${seqNo(random, 5)}`, `RE-${year.slice(2)}-${seqNo(random, 5)}`, `${int(random, 300000, 899999)}`, `R${year.slice(2)}/${seqNo(random, 5)}`]);
  const custNo = pick(random, [`${int(random, 10000, 69999)}`, `K-${digits(random, 5)}`, `D${digits(random, 6)}`]);
  const dn = pick(random, [`LS-${digits(random, 6)}`, `${int(random, 7000000, 7999999)}`, `${year.slice(2)}L${digits(random, 5)}`]);
  const deliveryDate = earlier(random, date, 1, 5);
  const po = chance(random, 0.8) ? pick(random, [`BE-${digits(random, 6)}`, `${int(random, 4500000000, 4509999999)}`, `${year}-${digits(random, 4)}`, `PO ${digits(random, 5)}`, `${customer.split(' ')[0].slice(0, 3).toUpperCase()}-${digits(random, 4)}`]) : null;
  const skonto = chance(random, 0.6) ? pick(random, [2, 2, 3]) : 0;
  const skontoDays = pick(random, [7, 8, 10, 14]), netDays = pick(random, [21, 30, 30, 45]);
  const dueDate = addDays(date, netDays);
  const printsDue = skonto > 0 || chance(random, 0.75);
  const skontoCents = pctCents(t.gross, skonto);
  const bank = germanBank(random, home.town), ibanShown = chance(random, 0.75) ? groupIban(bank.iban) : bank.iban;
  const manager = person(random, 'de'), clerk = person(random, 'de');
  const register = firm.endsWith('e.K.') ? `Amtsgericht ${home.town} HRA ${int(random, 1000, 99999)}` : `Amtsgericht ${home.town} HRB ${int(random, 1000, 199999)}`;

  // Look.
  const accent = pick(random, ['#0b4f8a', '#a4161a', '#23613a', '#5b3a8c', '#c05a00', '#2f3e46']);
  const font = pick(random, [FONTS.sans[3], FONTS.sans[2], FONTS.sans[0]]);
  const narrow = font.includes('Narrow') || font.includes('Condensed');
  const showEan = chance(random, 0.75);
  const lines = tableLines(rows);
  const size = fitSize(lines + (showEan ? 0 : -2), narrow ? 10.4 : 9.6, narrow ? 8.6 : 7.8);
  const rateStyle = pick(random, ['pct', 'num']);

  const bar = `<div class="bar"><div class="fname">${span(firm)}</div><div class="tag">${span(trade === 'getraenke' ? pick(random, ['Getränke · Gastronomiebedarf · Logistik', 'Getränkefachgroßhandel für Gastronomie und Handel']) : pick(random, ['Büro- und Betriebsbedarf für Gewerbe', 'Bürobedarf · Papier · Hygiene · Catering']))}</span></div></div>`;
  const sender = `<div class="sender">${span(`${home.street} · ${home.city} · Tel. ${phone(random, 'de')} · ${pick(random, ['info', 'verkauf', 'buchhaltung'])}@${slug(firm)}.de`)}</div>`;
  const windowLines = [customer, ...(contact ? [contact] : []), custAddr.street, custAddr.city];
  const win = `<div class="win">${windowLines.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}${delivery ? `<div class="lief">${dls([`Lieferanschrift: ${delivery.street}, ${delivery.city}`], 'small')}</div>` : ''}</div>`;
  const info: [string, string][] = [
    ['Rechnungs-Nr.', number], ['Rechnungsdatum', d(date)], ['Kunden-Nr.', custNo], ['Lieferschein-Nr.', dn], ['Lieferdatum', d(deliveryDate)],
    ...(po ? [[pick(random, ['Ihre Bestellung', 'Ihre Bestell-Nr.', 'Ihr Zeichen']), po] as [string, string]] : []),
    ...(trade === 'getraenke' ? [['Tour', `${int(random, 1, 28)} / ${pick(random, ['Mo', 'Di', 'Mi', 'Do', 'Fr'])}`] as [string, string]] : []),
    ['Bearbeiter', `${clerk.first.charAt(0)}. ${clerk.last}`], ['Seite', '1 von 1'],
  ];
  const infoBox = `<table class="info">${info.map(([k, v]) => `<tr><td>${span(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table>`;
  const title = `<div class="title">${span(pick(random, ['Rechnung', 'RECHNUNG', 'Rechnung / Lieferung']))}</div>`;

  const cols: [string, string][] = [['Pos', ''], ['Art.-Nr.', ''], ...(showEan ? [['EAN', ''] as [string, string]] : []), ['Bezeichnung', ''], ['Menge', 'r'], ['VE', ''], ['Einzelpreis', 'r'], ['Rab. %', 'r'], ['Gesamt €', 'r'], ['MwSt', 'r']];
  const row = (r: Row, i: number) => `<tr class="${r.kind}"><td>${i + 1}</td><td class="nw">${span(r.code)}</td>${showEan ? `<td class="nw ean">${span(r.ean)}</td>` : ''}<td>${descCell(r)}</td><td class="r nw">${qtyText(r.qty, ',')}</td><td class="nw">${span(r.pack || r.unit)}</td><td class="r nw">${priceText(r.mills, ',', '.')}</td><td class="r">${discText(r.disc, ',')}</td><td class="r nw">${m(r.cents)}</td><td class="r nw">${rateStyle === 'pct' ? `${r.rate}${NBSP}%` : r.rate}</td></tr>`;
  const items = `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`;

  const taxTable = `<table class="tax"><tr><th>MwSt-Satz</th><th class="r">Netto</th><th class="r">MwSt</th><th class="r">Brutto</th></tr>${t.lines.map((l) => `<tr><td>${l.rate}${NBSP}%</td><td class="r">${m(l.base)}</td><td class="r">${m(l.tax)}</td><td class="r">${m(l.base + l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [
    [pick(random, ['Warenwert netto', 'Nettobetrag', 'Summe netto']), eur(t.net), ''],
    ...t.lines.map((l) => [`zzgl. ${l.rate}${NBSP}% MwSt`, eur(l.tax), ''] as [string, string, string]),
    ...(t.lines.length > 1 ? [['Summe MwSt', eur(t.tax), 'sub']] as [string, string, string][] : []),
    ['Rechnungsbetrag', eur(t.gross), 'big'],
  ];
  const totalsBox = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}</table>`;
  const terms = skonto
    ? `Zahlbar bis ${d(addDays(date, skontoDays))} abzüglich ${skonto}${NBSP}% Skonto (${eur(skontoCents)}), Zahlbetrag ${eur(t.gross - skontoCents)}; bis ${d(dueDate)} netto ohne Abzug.`
    : printsDue ? `Zahlbar ohne Abzug bis ${d(dueDate)}.` : `Zahlbar innerhalb von ${netDays} Tagen nach Rechnungsdatum ohne Abzug.`;
  const notes = [terms, ...(rows.some((r) => r.kind === 'deposit') ? ['Leergut bleibt unser Eigentum; Pfand wird bei Rückgabe gutgeschrieben.'] : []), 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Lieferdatum entspricht Leistungsdatum.'];
  const footCols = [
    [`Sitz ${home.town} · ${register}`, `Geschäftsführung: ${manager.first} ${manager.last}`],
    [`Tel. ${phone(random, 'de')}`, `www.${slug(firm)}.de`],
    [bank.name, `IBAN ${ibanShown}`, `BIC ${bank.bic}`],
    [`USt-IdNr. ${ustShown}`, `Steuer-Nr. ${stnr}`],
  ];
  const footer = `<div class="foot"><div class="fcols">${footCols.map((c) => `<div>${dls(c)}</div>`).join('')}</div></div>`;

  const css = `
body { padding: 0 }
.bar { background: ${accent}; color: #fff; padding: 18px 44px 12px; display: flex; justify-content: space-between; align-items: flex-end } .fname { font-size: 1.9em; font-weight: bold; letter-spacing: 0.01em } .tag { font-size: 0.9em }
.main { padding: 0 44px }
.sender { font-size: 0.72em; color: #444; margin: 26px 0 6px; border-bottom: 0.5px solid #888; display: inline-block }
.head { display: flex; justify-content: space-between; align-items: flex-start } .win { width: 330px; min-height: 96px } .lief { margin-top: 6px; color: #444 }
.info { background: #eef1f4; border-left: 3px solid ${accent} } .info td { padding: 1px 10px } .info td:first-child { color: #555 }
.title { font-size: 1.45em; font-weight: bold; margin: 14px 0 6px; color: ${accent} }
.items { width: 100%; font-size: 0.95em } .items th { background: #3a3a3a; color: #fff; padding: 3px 3px; font-weight: bold; white-space: nowrap }
.items td { padding: 1px 3px } .items tbody tr:nth-child(even) td { background: #f1f3f5 } .items .deposit td, .items .charge td { color: #444; font-style: italic } .ean { font-size: 0.92em; color: #333 }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; border-top: 1.2px solid #333; padding-top: 6px }
.tax th { font-size: 0.85em; border-bottom: 0.6px solid #666; padding: 1px 8px; font-weight: bold } .tax td { padding: 1px 8px }
.tot { min-width: 270px } .tot td { padding: 1px 6px } .tot .sub td { border-top: 0.5px solid #999 } .tot .big td { font-weight: bold; font-size: 1.2em; border-top: 1.2px solid #222; border-bottom: 3px double #222 }
.notes { margin-top: 10px } .notes p { margin: 0 0 3px }
.foot { padding: 0 44px 16px } .fcols { display: flex; justify-content: space-between; gap: 8px; border-top: 0.8px solid ${accent}; padding-top: 4px; font-size: 0.74em; color: #333 }`;
  const body = `${bar}<div class="main">${sender}<div class="head">${win}${infoBox}</div>${title}${items}<div class="bottom">${taxTable}${totalsBox}</div><div class="notes">${notes.map((n) => `<p>${esc(n)}</p>`).join('')}</div></div>${footer}`;
  const html = page('de', font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(ustShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), iban: ibanShown,
  };
  return result('de', html, fields, rows, true);
};
