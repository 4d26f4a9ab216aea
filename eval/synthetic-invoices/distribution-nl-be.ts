/**
 * A Dutch or Belgian (Flemish) wholesaler of catering and cleaning supplies: a coloured stripe down the left edge,
 * FACTUUR and the wholesaler's name and address at the top, the factuuradres (with t.a.v.) and a grey strip of
 * invoice data (factuurnummer, -datum, vervaldatum, klantnummer, uw referentie, pakbon), an open table with thin
 * rules — Artikelnr., Omschrijving, Aantal, Eenheid, Prijs, Korting, Bedrag, BTW % — with free goods (actie) and
 * delivery costs on some, an orderkorting on some, the btw-overzicht per rate (21 % and 9 % NL, 21 % and 6 % BE)
 * beside the totals, the payment request (with the Belgian gestructureerde mededeling +++123/4567/89012+++) and
 * KvK / btw-nummer or ondernemingsnummer, IBAN and BIC in the footer.
 */
import {
  addDays, chance, compact, descCell, digits, discounter, dls, drawRows, earlier, esc, euros, fitSize, FONTS, fmtDate, freeRow, int, issueDate, makeRow,
  monthEnd, money, NBSP, page, phone, pick, priceText, qtyText, discText, result, seqNo, slug, span, tableLines, totals, type Layout, type Row,
  type TruthFields, type Ware,
} from './distribution-common.ts';
import { lowlandsGoods } from './distribution-goods-b.ts';
import { address, beAddress, beCustomer, bePerson, beWholesale, company, nlHoreca, nlWholesale, person } from './distribution-names.ts';
import { iban as erpIban, printedVat, structuredCommunication, vatId } from './erp-ids.ts';
import { nlKvk } from './fees-ids.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';

const BE_BANKS = [{ name: 'KBC Bank', bic: 'KREDBEBB' }, { name: 'BNP Paribas Fortis', bic: 'GEBABEBB' }, { name: 'Belfius Bank', bic: 'GKCCBEBB' }, { name: 'ING België', bic: 'BBRUBEBB' }, { name: 'Argenta', bic: 'ARSPBE22' }];

export const nlBeGroothandelInvoice: Layout = (random) => {
  const be = chance(random, 0.5);
  const home = be ? beAddress(random) : address(random, 'nl');
  const firm = be ? beWholesale(random, home.town) : nlWholesale(random, home.town);
  const vat = be ? vatId('BE', random) : dutchVat(random);
  const vatShown = be ? printedVat(vat, random) : vat;
  const kvk = nlKvk(random);
  const date = issueDate(random);
  const d = (iso: string) => fmtDate(iso, be ? '{dd}/{mm}/{yyyy}' : '{dd}-{mm}-{yyyy}', 'nl');
  const m = (c: number) => money(c, ',', '.');
  const eur = (c: number) => `€${NBSP}${m(c)}`;

  const custAddr = be ? beAddress(random) : address(random, 'nl');
  const customer = be ? beCustomer(random) : chance(random, 0.6) ? nlHoreca(random, custAddr.town) : company(random, 'nl');
  const contact = chance(random, 0.45) ? `t.a.v. ${be ? bePerson(random) : person(random, 'nl').full}` : null;

  // Rows: catering and cleaning supplies at the low rate and 21 %, free goods, delivery costs; an order discount.
  const low = be ? 6 : 9;
  const wares: Ware[] = lowlandsGoods(low);
  const target = int(random, 8, 25);
  const free = chance(random, 0.3), charge = chance(random, 0.5);
  const codeStyle = int(random, 0, 2);
  const code = () => [`${int(random, 100000, 999999)}`, `${int(random, 10, 99)}.${digits(random, 4)}`, `${pick(random, ['HS', 'SC', 'KF', 'DP'])}${digits(random, 5)}`][codeStyle];
  const disc = discounter(random, chance(random, 0.55) ? 0.35 : 0, [2.5, 5, 7.5, 10, 15, 20]);
  const used = new Set<Ware>();
  const rows: Row[] = drawRows(random, wares, { target: target - (free ? 1 : 0) - (charge ? 1 : 0), code, disc, detailShare: 0.25 }, used);
  if (free) { const f = freeRow(random, wares, used, pick(random, ['Gratis (actie 10 + 1)', 'Proefverpakking, gratis', 'Gratis bij bestelling']), { code }); if (f) rows.push(f); }
  if (charge) rows.push(makeRow({ text: pick(random, ['Bezorgkosten', 'Orderkosten kleine order', 'Vracht- en verpakkingskosten']), unit: 'st', pack: '', rate: 21 }, 1, int(random, 5, 25) * 1000 + pick(random, [0, 500, 950]), { code: pick(random, ['VRACHT', '999999', 'BZK']), kind: 'charge' }));
  const orderDisc = chance(random, 0.3) ? pick(random, [2, 2.5, 3, 5]) : 0;
  const t = totals(rows, orderDisc);

  const year = date.slice(0, 4);
  const number = pick(random, [`${year}${seqNo(random, 5)}`, `F${year.slice(2)}-${seqNo(random, 5)}`, `VF-${seqNo(random, 6)}`, `${int(random, 2400000, 2499999)}`]);
  const custNo = pick(random, [`${int(random, 10000, 99999)}`, `D${digits(random, 5)}`, `KL${digits(random, 4)}`]);
  const pakbon = pick(random, [`PB${digits(random, 6)}`, `${int(random, 600000, 699999)}`, `LB-${digits(random, 5)}`]);
  const po = chance(random, 0.75) ? pick(random, [`${int(random, 1000, 9999)}`, `PO-${digits(random, 5)}`, `${year}-${int(random, 100, 999)}`, `INK${digits(random, 6)}`]) : null;
  const dueDate = be ? pick(random, [addDays(date, 30), monthEnd(addDays(date, 30))]) : addDays(date, pick(random, [14, 14, 21, 30]));
  const printsDue = chance(random, 0.85);
  const bankNl = dutchBank(random), beBank = pick(random, BE_BANKS);
  const bank = be ? { name: beBank.name, bic: beBank.bic, iban: erpIban('BE', random) } : bankNl;
  const ibanShown = chance(random, 0.75) ? groupIban(bank.iban) : bank.iban;
  const ogm = be ? structuredCommunication(random) : null;
  const rpr = be ? `RPR ${pick(random, ['Gent', 'Antwerpen', 'Leuven', 'Brugge', 'Hasselt'])}` : '';

  // Look.
  const accent = pick(random, ['#00796b', '#c2185b', '#1565c0', '#ef6c00', '#5d4037', '#455a64']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[2], FONTS.sans[1], FONTS.mono[1]]);
  const mono = font.includes('Mono'), dv = font.includes('DejaVu');
  const lines = tableLines(rows);
  const size = mono ? fitSize(lines, 8.8, 7.4) : fitSize(lines, dv ? 9.4 : 10.2, dv ? 7.8 : 8.4);
  const showDisc = rows.some((r) => r.disc.length);
  const pctText = (v: number) => `${String(v).replace('.', ',')}%`;

  const top = `<div class="top"><div><div class="title">FACTUUR</div></div><div class="sup"><div class="sname">${span(firm)}</div>${dls([home.street, home.city, `T ${be ? `0${pick(random, ['9', '3', '16', '50', '11', '15'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}` : phone(random, 'nl')}`, `${pick(random, ['orders', 'info', 'debiteuren'])}@${slug(firm)}.${be ? 'be' : 'nl'}`], 'small')}</div></div>`;
  const addr = `<div class="addr"><div class="lab">Factuuradres</div><div class="b">${span(customer)}</div>${dls([...(contact ? [contact] : []), custAddr.street, custAddr.city])}</div>`;
  const meta: [string, string][] = [['Factuurnummer', number], ['Factuurdatum', d(date)], ...(printsDue ? [['Vervaldatum', d(dueDate)] as [string, string]] : []), ['Klantnummer', custNo], ...(po ? [['Uw referentie', po] as [string, string]] : []), ['Pakbon', `${pakbon} (${d(earlier(random, date, 1, 4))})`]];
  const strip = `<table class="strip"><tr>${meta.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${meta.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>`;

  const cols: [string, string][] = [['Artikelnr.', ''], ['Omschrijving', ''], ['Aantal', 'r'], ['Eenheid', ''], ['Prijs', 'r'], ...(showDisc ? [['Korting', 'r'] as [string, string]] : []), ['Bedrag', 'r'], ['BTW %', 'r']];
  const row = (r: Row) => `<tr class="${r.kind}"><td class="nw">${span(r.code)}</td><td>${descCell(r)}</td><td class="r nw">${qtyText(r.qty, ',')}</td><td>${esc(r.unit)}</td><td class="r nw">${priceText(r.mills, ',', '.')}</td>${showDisc ? `<td class="r">${r.disc.length ? `${discText(r.disc, ',')}%` : ''}</td>` : ''}<td class="r nw">${m(r.cents)}</td><td class="r">${r.rate}</td></tr>`;
  const items = `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`;

  const spec = `<table class="spec"><tr><th>BTW</th><th class="r">Grondslag</th><th class="r">BTW-bedrag</th></tr>${t.lines.map((l) => `<tr><td>${l.rate}%</td><td class="r">${m(l.base)}</td><td class="r">${m(l.tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [];
  if (orderDisc) tot.push(['Subtotaal', eur(t.goods), ''], [`Orderkorting ${pctText(orderDisc)}`, `-${eur(t.discount)}`, '']);
  tot.push(['Totaal excl. BTW', eur(t.net), orderDisc ? 'rule' : ''], ['BTW', eur(t.tax), ''], ['Totaal incl. BTW', eur(t.gross), 'rule b']);
  const totalsHtml = `<table class="tot">${tot.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('')}<tr class="due"><td>${span('Te betalen')}</td><td class="r nw">${esc(eur(t.gross))}</td></tr></table>`;
  const request = be
    ? `${esc(`Gelieve het totaalbedrag ${printsDue ? 'vóór de vervaldatum' : 'binnen 30 dagen'} over te maken op rekening`)} ${span(ibanShown, 'nw')} ${esc(`(BIC ${bank.bic}) met de gestructureerde mededeling`)} ${span(ogm ?? '', 'nw b')}.`
    : `${esc(`Wij verzoeken u het totaalbedrag ${printsDue ? 'vóór de vervaldatum' : 'binnen 14 dagen'} over te maken op`)} ${span(ibanShown, 'nw')} ${esc('t.n.v. de onderneming, onder vermelding van het factuurnummer.')}`;
  const terms = be ? 'Op al onze facturen zijn onze algemene verkoopsvoorwaarden van toepassing. Bij laattijdige betaling is van rechtswege een verwijlintrest en een forfaitaire schadevergoeding van 10% verschuldigd.' : 'Op al onze leveringen zijn de algemene voorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel. Klachten binnen 8 dagen na levering.';
  const footer = `<div class="foot">${dls([be ? `Ondernemingsnr./BTW ${vatShown} · ${rpr} · ${bank.name}` : `KvK ${kvk} · BTW ${vatShown} · ${bank.name} · BIC ${bank.bic}`], 'fl')}</div>`;

  const css = `
body { padding: 34px 42px 0 58px } .stripe { position: absolute; left: 0; top: 0; bottom: 0; width: 16px; background: ${accent} }
.top { display: flex; justify-content: space-between; align-items: flex-start } .title { font-size: 2.3em; font-weight: bold; color: ${accent}; letter-spacing: 0.04em } .sup { text-align: right } .sname { font-size: 1.35em; font-weight: bold }
.addr { margin-top: 14px; min-height: 70px } .lab { font-size: 0.78em; color: #777; text-transform: uppercase; letter-spacing: 0.06em }
.strip { width: 100%; margin-top: 12px; background: #f1f1f1 } .strip th { font-size: 0.76em; color: #666; padding: 4px 8px 0; text-align: left } .strip td { font-weight: bold; padding: 0 8px 5px }
.items { width: 100%; margin-top: 14px } .items th { color: ${accent}; font-weight: bold; border-bottom: 1.5px solid ${accent}; padding: 3px 4px } .items td { padding: 1px 4px; border-bottom: 0.4px solid #ddd }
.items .free td { color: ${accent} } .items .charge td { font-style: italic }
.bottom { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px } .spec th { font-size: 0.82em; color: #666; padding: 1px 8px; border-bottom: 0.6px solid #999 } .spec td { padding: 1px 8px }
.tot { min-width: 270px } .tot td { padding: 1px 6px } .tot .rule td { border-top: 0.6px solid #888 } .tot .b td { font-weight: bold } .tot .due td { background: ${accent}; color: #fff; font-weight: bold; font-size: 1.18em; padding: 4px 6px }
.req { margin-top: 14px; padding: 6px 10px; border: 1px dashed ${accent} } .terms { margin-top: 8px }
.foot { padding: 0 42px 16px 58px } .fl { font-size: 0.76em; color: #444; border-top: 0.6px solid #aaa; padding-top: 4px }`;
  const html = page('nl', font, size, css, `<div class="stripe"></div>${top}${addr}${strip}${items}<div class="bottom">${spec}${totalsHtml}</div><div class="req">${request}</div><div class="terms tiny">${esc(terms)}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: compact(vatShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDue ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross), iban: ibanShown,
  };
  return result('nl', html, fields, rows, true);
};
