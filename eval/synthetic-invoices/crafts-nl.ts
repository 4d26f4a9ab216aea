/**
 * A Dutch factuur of an aannemer, installateur, elektricien, schilder, dakdekker or hovenier: the letterhead, the
 * customer's window (Dhr. / Mevr. / Fam. on their own line, a VvE or beheerder, a hoofdaannemer), Factuurnummer,
 * Factuurdatum, Vervaldatum, Debiteurnummer, the offerte and project numbers (not POs) and the customer's own
 * referentie / inkoopordernummer on some, the werkadres apart from it; regels as uren × uurtarief and materialen,
 * BTW 21 %, or 9 % on the painting labour of a dwelling over two years old (materials at 21 %, a BTW column then);
 * a termijnfactuur of a building contract (termijn n van m, a percentage of the aanneemsom, meerwerk beside it) on
 * some; "BTW verlegd" for onderaanneming with the customer's btw-id, and the G-rekening split of a subcontractor's
 * invoice ("Te betalen op G-rekening" / "Te betalen op bankrekening": the amount due stays the whole sum; the
 * labelled `iban` is the ordinary bank account, the G-rekening printed beside it); KvK, btw-id, IBAN, the general
 * terms (UAV / AVA) in the footer.
 */
import {
  domain, craftCss, crow, csize, drawJob, drawRows, finish, firmName, fitLines, footer, letterhead, notesHtml, numberRows, positions, qfmt, siteBox, totalsOf, tradeMark,
  type CRow, type HeadStyle, type Trade, type Unit,
} from './crafts-common.ts';
import { chance, digits, fmtDate, FONTS, int, NBSP, page, pctCents, phone, pick, span, type Layout, type TruthFields } from './distribution-common.ts';
import { headRow, metaHtml, money2, pickLook, totalsHtml } from './logistics-common.ts';
import { windowHtml } from './events-common.ts';
import { NL_BOOK, NL_EXTRA, NL_LOW } from './crafts-work-nl.ts';
import { address, customer, nearby, person, type CustomerKind } from './crafts-names.ts';
import { grouped, kvk, nlIban, nlVat } from './crafts-ids.ts';

const UNITS: Record<Unit, string>[] = [
  { h: 'uur', m2: 'm²', m: 'm1', pc: 'st.', ls: 'post', kg: 'kg', m3: 'm³', day: 'dag', km: 'km' },
  { h: 'uren', m2: 'm2', m: 'm', pc: 'stuks', ls: 'p.p.', kg: 'kg', m3: 'm3', day: 'dagen', km: 'km' },
];
const STAGES = ['na opdrachtverstrekking', 'gereed fundering', 'gereed ruwbouw', 'wind- en waterdicht', 'bij oplevering'];

export const nlAannemerInvoice: Layout = (random) => {
  const trade = pick(random, Object.keys(NL_BOOK) as Trade[]);
  const book = NL_BOOK[trade] ?? NL_BOOK.build!;
  const owner = person(random, 'nl'), home = address(random, 'nl');
  const firm = firmName(pick(random, book.firms), owner.first, owner.last, home.town);
  const bv = /B\.V\./.test(firm);
  const kind: CustomerKind = pick(random, ['private', 'private', 'private', 'manager', 'contractor', 'contractor', 'company']);
  const cust = customer(random, 'nl', kind);
  const verlegd = kind === 'contractor' && chance(random, 0.85);
  const gSplit = verlegd && chance(random, 0.55);
  const job = drawJob(random, [14, 14, 30, 30]);
  const d = (iso: string) => fmtDate(iso, '{dd}-{mm}-{yyyy}', 'nl');
  const m = money2(',', '.'), eur = (c: number) => `€${NBSP}${m(c)}`;
  const units = pick(random, UNITS), qFixed = pick(random, [2, null]);
  const dwelling = kind === 'private' || kind === 'manager';
  const rateOf = (text: string, k: string) => (dwelling && k === 'L' && NL_LOW.test(text) ? 9 : 21);

  // Regels: a termijn of a building contract, or the work itself.
  const termijn = trade === 'build' && (kind === 'private' || kind === 'contractor') && chance(random, 0.45);
  let rows: CRow[];
  if (termijn) {
    const sum = int(random, 180, 1400) * 10000, count = int(random, 3, 5), k = int(random, 1, count), pct = pick(random, [10, 15, 20, 25, 30]);
    rows = [crow([`Termijn ${k} van ${count}: ${STAGES[Math.min(k - 1, STAGES.length - 1)]}`, `${pct}% van de aanneemsom ${eur(sum)} excl. BTW`], null, '', null, 21, 'I', pctCents(sum, pct))];
    if (chance(random, 0.5)) rows.push(...drawRows(random, book.works, int(random, 1, 2), { rate: () => 21, units, details: () => 1, kinds: ['L', 'M'] }).map((r) => ({ ...r, lines: [`Meerwerk: ${r.lines[0].charAt(0).toLowerCase()}${r.lines[0].slice(1)}`, ...r.lines.slice(1)] })));
  } else {
    const n = int(random, 2, 12);
    rows = drawRows(random, book.works, n, { extras: NL_EXTRA, rate: (w) => rateOf(w.lines[0], w.kind), units, details: (c) => (c <= 6 ? 2 : c <= 9 ? 1 : 0) });
    if (chance(random, 0.4)) rows.unshift(crow([pick(random, ['Voorrijkosten', 'Voorrijkosten en parkeren'])], 1, units.ls, pick(random, [35000, 45000, 49500, 59500]), 21, 'T'));
  }
  fitLines(rows, 26);
  numberRows(rows, 'n');
  const t = totalsOf(rows, verlegd);
  const gPart = gSplit ? Math.round(pctCents(t.gross, pick(random, [25, 30, 35, 40])) / 100) * 100 : 0;

  // Identifiers.
  const year = job.date.slice(0, 4);
  const number = pick(random, [`${year}${digits(random, 4)}`, `F${year}-${digits(random, 3)}`, `${year.slice(2)}.${digits(random, 4)}`, `${int(random, 20000, 89999)}`]);
  const offerte = chance(random, 0.5) ? `OF-${year.slice(2)}${digits(random, 3)}` : null;
  const project = chance(random, 0.5) ? `P${year.slice(2)}-${digits(random, 3)}` : null;
  const po = (kind === 'contractor' || kind === 'company' || kind === 'manager') && chance(random, 0.5) ? pick(random, [`IO-${digits(random, 6)}`, `${digits(random, 7)}`, `WO${digits(random, 5)}`]) : null;
  const vatId = nlVat(random, !bv), kvkNo = kvk(random), ibanValue = nlIban(random), gIban = gSplit ? nlIban(random) : '';
  const custVat = verlegd ? nlVat(random, false) : null;
  const pairs: [string, string][] = [
    ['Factuurnummer', number], ['Factuurdatum', d(job.date)], ['Vervaldatum', d(job.due)],
    ...(chance(random, 0.5) ? [['Debiteurnummer', `${int(random, 10000, 29999)}`] as [string, string]] : []),
    ...(offerte ? [['Offertenummer', offerte] as [string, string]] : []), ...(project ? [['Projectnummer', project] as [string, string]] : []),
    ...(po ? [[pick(random, ['Uw referentie', 'Uw inkoopordernr.', 'Uw ordernummer']), po] as [string, string]] : []),
    ...(custVat ? [['Uw btw-nummer', custVat] as [string, string]] : []),
  ];
  const printsDue = true;

  // Page.
  const look = pickLook(random, [...FONTS.sans, ...FONTS.serif], ['#e06000', '#0b4f8a', '#1b6d3a', '#5a2d82', '#a8201a', '#00616e', '#3d3d3d']);
  const headStyle: HeadStyle = pick(random, ['left', 'band', 'centered', 'boxed']);
  const lh = letterhead(headStyle, {
    mark: look.logo ? tradeMark(trade, look.accent) : null, markLight: look.logo ? tradeMark(trade, '#ffffff') : null, name: firm, tag: [pick(random, book.tagline)],
    contact: [home.street, home.city, `T ${phone(random, 'nl')}`, `info@${domain(firm, owner.first)}.nl`],
  });
  const winLines = [...(cust.salutation ? [cust.salutation] : []), cust.name, ...(kind !== 'private' && chance(random, 0.5) ? [`t.a.v. ${pick(random, ['dhr.', 'mevr.'])} ${cust.contact.first.charAt(0)}. ${cust.contact.last}`] : []), cust.addr.street, cust.addr.city];
  const win = windowHtml(winLines, cust.salutation ? 1 : 0, null);
  const site = kind === 'contractor' ? nearby(random, 'nl', cust.addr) : address(random, 'nl');
  const siteLines = [...(kind === 'contractor' ? [pick(random, ['Project: 8 grondgebonden woningen', 'Project: renovatie schoolgebouw', 'Project: appartementencomplex De Linde'])] : []), site.street, site.city,
    job.start === job.end ? `Uitgevoerd op ${d(job.end)}` : `Periode ${d(job.start)} t/m ${d(job.end)}`];
  const box = siteBox(pick(random, ['Werkadres', 'Adres werkzaamheden', 'Project']), siteLines);
  const mixed = new Set(rows.map((r) => r.rate)).size > 1;
  const printsRate = mixed || verlegd || chance(random, 0.35);
  const table = positions(rows, {
    head: { pos: chance(random, 0.4) ? 'Nr.' : null, desc: 'Omschrijving', qty: 'Aantal', unit: chance(random, 0.6) ? 'Eenheid' : null, price: pick(random, ['Prijs', 'Tarief', 'Stukprijs']), rate: printsRate ? 'BTW' : null, amount: pick(random, ['Bedrag', 'Totaal']) },
    groups: null, groupSum: null, m, q: (v) => qfmt(v, ',', qFixed), rate: (r) => (verlegd ? 'verlegd' : `${r.rate}%`),
  });
  const big = look.band ? 'hl' : 'big';
  const tot: [string, string, string][] = [[pick(random, ['Subtotaal', 'Totaal excl. BTW', 'Subtotaal excl. btw']), eur(t.net), '']];
  if (verlegd) tot.push(['BTW verlegd', eur(0), '']);
  else for (const l of t.lines) tot.push([`BTW ${l.rate}%${t.lines.length > 1 ? ` over ${m(l.base)}` : ''}`, eur(l.tax), '']);
  if (!verlegd && t.lines.length > 1) tot.push([pick(random, ['Totaal BTW', 'Totaal btw']), eur(t.tax), '']);
  tot.push([pick(random, verlegd ? ['Totaal', 'Te betalen'] : ['Totaal incl. BTW', 'Totaal te betalen', 'Factuurbedrag']), eur(t.gross), gSplit ? 'rule' : big]);
  if (gSplit) tot.push(['Te betalen op G-rekening', eur(gPart), ''], ['Te betalen op bankrekening', eur(t.gross - gPart), '']);

  const notes: string[] = [], bold: number[] = [];
  if (verlegd) { bold.push(0); notes.push(pick(random, ['BTW verlegd naar afnemer op grond van artikel 12, lid 5 Wet OB (onderaanneming).', 'Omzetbelasting verlegd (art. 24ba Uitvoeringsbeschikking OB 1968).'])); }
  if (t.lines.some((l) => l.rate === 9)) notes.push('9% BTW op de arbeidskosten van schilderwerk aan een woning ouder dan twee jaar; materialen tegen 21%.');
  if (gSplit) notes.push(`G-rekening ${grouped(gIban)} t.n.v. ${firm}; het overige bedrag op ${grouped(ibanValue)}.`);
  notes.push(`${pick(random, ['Wij verzoeken u vriendelijk', 'Graag ontvangen wij'])} het ${gSplit ? 'bedrag' : 'totaalbedrag'} vóór ${d(job.due)} op ${grouped(ibanValue)} t.n.v. ${firm} o.v.v. het factuurnummer.`);
  notes.push(pick(random, ['Op al onze werkzaamheden zijn de Algemene Voorwaarden van Bouwend Nederland (AVA 2013) van toepassing.', 'Op deze overeenkomst is de UAV 2012 van toepassing.', 'Bedankt voor uw opdracht!']));
  const foot = footer([[firm, home.street, home.city], [`KvK ${kvkNo}`, `Btw-id ${vatId}`], [`IBAN ${grouped(ibanValue)}`, `BIC ${ibanValue.slice(4, 8)}NL2${pick(random, ['A', 'U'])}`]]);
  const size = csize(look, table.lines + 10 + notes.length * 1.6 + (gSplit ? 2 : 0));
  const css = `${craftCss(look)} .ftitle { font-size: 1.7em; font-weight: bold; color: ${look.accent}; margin: 12px 0 4px } .sitewrap { margin: 8px 0; display: flex; justify-content: flex-end }`;
  const metaBlock = metaHtml(pairs, look.meta === 'grid' ? 'table' : look.meta);
  const body = `${lh}<div class="main">${headRow(look, win, `<div>${metaBlock}</div>`)}<div class="sitewrap">${box}</div><div class="ftitle">${span(pick(random, ['Factuur', 'FACTUUR', termijn ? 'Termijnfactuur' : 'Factuur']))}</div>${table.html}<div class="bottom"><div class="side"></div>${totalsHtml(tot)}</div>${notesHtml(notes, bold)}</div>${foot}`;
  const html = page('nl', look.font, size, css, body);

  const fields: TruthFields = {
    supplier_name: firm, supplier_tax_id: vatId, customer_name: cust.name, invoice_number: number, ...(po ? { po_number: po } : {}), date: job.date,
    ...(printsDue ? { due_date: job.due } : {}), currency: 'EUR', subtotal: t.net / 100, total_tax: t.tax / 100, total_amount: t.gross / 100, amount_due: t.gross / 100, iban: ibanValue,
  };
  return finish('nl', html, fields, rows, printsRate && !verlegd);
};
