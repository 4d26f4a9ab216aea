/**
 * An Italian fattura for a corso di formazione, convegno or corso di lingua as the courtesy copy its gestionale
 * prints: the ente (logo, P.IVA, C.F., REA, the Regione's accreditamento), the "Spett.le" box (company with P.IVA and
 * codice SDI, or "Gentile" and a private learner's codice fiscale) left or right, the document data — numero, data,
 * cod. cliente, n. iscrizione, the customer's ordine, edizione, pagamento — as a ruled grid, a table or label pairs;
 * the course (titolo, date, ore, sede) as a line above the items or the sede as a box beside the customer; the quota
 * di iscrizione per partecipante or per ora, sconti (iscrizione anticipata, più partecipanti), materiale, pranzi and
 * pernottamento at 10 %; esente art. 10 n. 20 DPR 633/72 with the 2,00 € "rimborso imposta di bollo" row (escluso
 * art. 15) when the exempt part exceeds 77,47 €, or IVA 22 %; the riepilogo IVA by aliquota or natura, totals, an
 * acconto on some, the scadenza and bonifico, the rinuncia terms and the SdI courtesy-copy note.
 */
import { address, COURSES, customerFirm, extrasFor, headcount, itProvider, participant, privateName, venue } from './events-names.ts';
import {
  arrange, chance, classRate, compact, courseLength, dateRange, depositOf, descCell, digits, discountRows, drawSchedule, esc, euros, eventCss, extraRow, fee,
  feeRows, fmtDate, FONTS, headRow, int, itemsTable, letters, logo, metaHtml, money2, NBSP, page, peopleBlock, phone, pick, pickLook, priceText, qtyFmt, result, row,
  seqNo, signed, sizeFor, slug, span, tableLines, totalsHtml, vatTotals, venueBox, type Col, type Layout, type TruthFields,
} from './events-common.ts';
import { codiceFiscale, itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';

const REGIONI: Record<string, string> = { MI: 'Lombardia', BG: 'Lombardia', BS: 'Lombardia', RM: 'Lazio', TO: 'Piemonte', BO: 'Emilia-Romagna', PR: 'Emilia-Romagna', MO: 'Emilia-Romagna', RE: 'Emilia-Romagna', FI: 'Toscana', NA: 'Campania', VR: 'Veneto', PD: 'Veneto', TV: 'Veneto', VI: 'Veneto', GE: 'Liguria', BA: 'Puglia', LE: 'Puglia', TN: 'Trentino-Alto Adige', PG: 'Umbria' };

export const itFormazioneInvoice: Layout = (random) => {
  const home = address(random, 'it');
  const language = chance(random, 0.3);
  const firm = itProvider(random, home.town, language);
  const piva = itPartitaIva(random), pivaShown = chance(random, 0.4) ? `IT${piva}` : piva;
  const prov = (IT_TOWNS.find(([tw]) => tw === home.town) ?? IT_TOWNS[0])[1];
  const course = pick(random, COURSES.it.filter((c) => (c.kind === 'language') === language));
  const weeks = course.kind === 'language', length = courseLength(random, course);
  const exempt = course.kind !== 'conference' && chance(random, firm.school ? 0.75 : 0.2);
  const rate = exempt ? 0 : 22;
  const early = !weeks && chance(random, 0.3);
  const s = drawSchedule(random, { length, weeks, advanceShare: 0.55, dueDays: [30, 30, 60, 15], earlyBird: early });
  const year = s.date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const m = money2(',', '.');
  const eur = (c: number) => (c < 0 ? `-€${NBSP}${m(-c)}` : `€${NBSP}${m(c)}`);
  const range = dateRange(s, 'it', d);

  const priv = language && chance(random, 0.6) ? privateName(random, 'it') : null;
  const customer = priv ? `${priv.first} ${priv.last}` : customerFirm(random, 'it');
  const custAddr = address(random, 'it');
  const custIds = priv
    ? [`C.F. ${codiceFiscale(priv.last, priv.first, priv.female, `${int(random, 1960, 2004)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 28)).padStart(2, '0')}`, pick(random, IT_TOWNS)[3])}`]
    : [`P.IVA ${itPartitaIva(random)}`, `Cod. destinatario SDI ${letters(random, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`];
  const n = priv ? 1 : headcount(random);
  const names = priv ? [customer] : Array.from({ length: n }, () => participant(random, 'it'));
  const place = venue(random, 'it');
  const hours = weeks ? length * pick(random, [2, 3, 4]) : length * pick(random, [4, 6, 8]);

  // Rows.
  const perHour = weeks && chance(random, 0.5);
  const hourMills = fee(random, course.fee, true);
  const mills = weeks ? (perHour ? hourMills : Math.round((hours * hourMills) / 10000) * 10000) : fee(random, course.fee);
  const split = !weeks && n >= 2 && chance(random, 0.3);
  const venueAt = pick(random, split ? ['box', 'line'] as const : ['box', 'line', 'detail'] as const);
  const detail = venueAt === 'detail' ? [`${range} – ${place.name}, ${place.town}`] : pick(random, [[`Edizione ${range} – ${hours} ore`], [`Date: ${range}`], []]);
  const text = weeks ? course.title : pick(random, [course.title, `Quota di iscrizione – ${course.title}`]);
  const perPerson = split ? (nm: string): [string, string[]] => [course.title, [`Partecipante: ${nm}`]] : null;
  const fees = weeks ? [row(text, [`${range} – ${hours} ore`], perHour ? hours : n, perHour ? 'ORE' : 'NR', mills, rate)]
    : feeRows({ n, names, mills, rate, unit: 'NR', text, details: detail, perPerson });
  const rows = [...fees, ...discountRows(random, fees, n, early, {
    early: (p) => (p ? `Sconto iscrizione anticipata ${p}% (entro il ${d(s.early ?? s.booking)})` : `Sconto iscrizione anticipata (entro il ${d(s.early ?? s.booking)})`),
    multi: (p) => `Sconto ${p}% per più partecipanti`, unit: 'NR',
  })];
  for (const e of extrasFor(random, 'it', course.kind, int(random, 0, weeks ? 2 : 3), rate === 0)) rows.push(extraRow(random, e, n, weeks ? 1 : length, classRate(e.cls, rate, { food: 10, hotel: 10, books: 4, std: 22 })));
  const exemptBase = rows.filter((r) => r.rate === 0).reduce((a, r) => a + r.cents, 0);
  const bollo = exemptBase > 7747;
  if (bollo) rows.push(row(pick(random, ['Rimborso imposta di bollo', 'Addebito bollo su fattura esente', 'Bollo virtuale']), [], 1, 'NR', 2000, 0, 'stamp'));
  const t = vatTotals(rows);
  const deposit = chance(random, weeks ? 0.4 : 0.15) ? depositOf(random, t.gross) : 0;

  // Document data.
  const number = pick(random, [`${int(random, 1, 1900)}/${year}`, `FT ${year}/${seqNo(random, 4)}`, `${int(random, 1, 1900)}/F`, `${year}-FORM-${seqNo(random, 3)}`]);
  const custCode = pick(random, [seqNo(random, 6), `C${digits(random, 5)}`, `${digits(random, 4)}`]);
  const iscr = pick(random, [`ISC-${digits(random, 5)}`, `${year.slice(2)}/${digits(random, 4)}`, `${int(random, 1000, 99999)}`]);
  const po = !priv && chance(random, 0.5) ? pick(random, [`${int(random, 4500000000, 4509999999)}`, `ODA-${year}-${digits(random, 4)}`, `${digits(random, 5)}/${year.slice(2)}`]) : null;
  const edition = `${letters(random, 2)}${year.slice(2)}-${int(random, 1, 9)}`;
  const printsDue = chance(random, 0.8);
  const payLabel = s.terms === null ? pick(random, ['Bonifico anticipato', 'Bonifico prima dell’inizio del corso']) : pick(random, [`Bonifico bancario ${s.terms} gg d.f.`, `Bonifico ${s.terms} gg data fattura`]);
  const pairs: [string, string][] = arrange(random, [
    ['Numero', number], ['Data', d(s.date)], ['Cod. cliente', custCode], [pick(random, ['N. iscrizione', 'Iscrizione n.']), iscr],
    ...(po ? [[pick(random, ['Vs. ordine', 'Vs. ordine n.', 'Rif. ordine']), po] as [string, string]] : []),
    ...(!weeks ? [[pick(random, ['Edizione', 'Cod. corso']), edition] as [string, string]] : []),
    ...(chance(random, 0.4) ? [['Data iscrizione', d(s.booking)] as [string, string]] : []),
    ['Pagamento', payLabel], ...(printsDue ? [['Scadenza', d(s.due)] as [string, string]] : []),
  ]);
  const bank = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const rea = `REA ${prov}-${int(random, 100000, 999999)}`;
  const accreditation = `Ente accreditato dalla Regione ${REGIONI[prov] ?? 'Lombardia'} per la formazione continua – iscr. n. ${int(random, 100, 1999)}`;

  // Look.
  const look = pickLook(random, [FONTS.sans[0], FONTS.sans[3], FONTS.sans[2], FONTS.serif[0], FONTS.mono[0]], ['#14365d', '#6b1f1f', '#234d20', '#444444', '#4a2c6d', '#9a3412']);
  const mono = look.font.includes('Mono');
  const size = Math.min(mono ? 8.6 : 99, sizeFor(look, tableLines(rows, 14 + t.lines.length + (deposit ? 2 : 0))));
  const supplier = `<div class="sup">${look.logo ? `<div>${logo(random, look.accent, firm.name)}</div>` : ''}<div class="sname">${span(firm.name)}</div>${[`${home.street} – ${home.city}`, pivaShown === piva ? `C.F. e P.IVA ${piva}` : `P.IVA ${pivaShown} – C.F. ${piva}`, `${rea} – Cap. soc. € ${pick(random, ['10.000,00', '20.000,00', '50.000,00'])} i.v.`, `Tel. ${phone(random, 'it')} – ${pick(random, ['formazione', 'segreteria', 'amministrazione'])}@${slug(firm.name)}.it`, ...(firm.school ? [accreditation] : [])].map((l) => `<div class="small">${span(l)}</div>`).join('')}</div>`;
  const vbox = venueBox(pick(random, ['Sede del corso', 'Sede', 'Luogo di svolgimento']), place, [`Date: ${range}`]);
  const spett = `<div><div class="pbox"><div class="lab">${priv ? pick(random, ['Gentile', 'Intestatario']) : pick(random, ['Spett.le', 'Spett.le', 'Cliente'])}</div><div class="b">${span(customer)}</div>${[custAddr.street, custAddr.city, ...custIds].map((l) => `<div>${span(l)}</div>`).join('')}</div>${venueAt === 'box' ? `<div class="vu">${vbox}</div>` : ''}</div>`;
  const title = `<div class="title">${span(pick(random, ['FATTURA', 'Fattura', 'FATTURA N. ' + number]))}</div>`;
  const meta = `<div class="gridrow">${metaHtml(pairs, look.meta, 4)}</div>`;
  const line = venueAt === 'line' || chance(random, 0.3) ? `<div class="strip">${[`Corso: ${course.title} – ${hours} ore`, `Date: ${range}`, ...(venueAt === 'line' ? [`Sede: ${place.name}, ${place.street}, ${place.city}`] : [])].map((l) => `<div>${span(l)}</div>`).join('')}</div>` : '';
  const people = !priv && !perPerson ? peopleBlock(n > 1 ? 'Partecipanti:' : 'Partecipante:', names) : '';

  const exCode = pick(random, ['N4', 'E10', 'Es. art.10']);
  const code = (r: (typeof rows)[number]) => (r.kind === 'stamp' ? pick(random, ['N1', 'Es. art.15']) : r.rate ? String(r.rate) : exCode);
  const cols: Col[] = [['Descrizione', ''], ['U.M.', 'c'], ['Q.tà', 'r'], ['Prezzo', 'r'], ['Importo', 'r'], ['IVA', 'c']];
  const cells = rows.map((r) => [descCell(r), esc(r.unit), r.qty === null ? '' : qtyFmt(r.qty, ','), r.mills === null ? '' : (r.mills < 0 ? '-' : '') + priceText(Math.abs(r.mills), ',', '.'), signed(r.cents, m), code(r)]);
  const items = itemsTable(cols, cells, rows.map((r) => r.kind));
  type Riep = [string, string, number, number];
  const stamp = rows.find((r) => r.kind === 'stamp')?.cents ?? 0;
  const riepRows = t.lines.flatMap((l): Riep[] => (l.rate ? [[String(l.rate), `IVA ${l.rate}%`, l.base, l.tax]]
    : [...(l.base - stamp ? [['N4', 'Esente art. 10 n. 20 DPR 633/72', l.base - stamp, 0] as Riep] : []), ...(stamp ? [['N1', 'Escluso art. 15 DPR 633/72', stamp, 0] as Riep] : [])]));
  const riep = `<table class="riep"><tr><th>Aliq./Natura</th><th>Descrizione</th><th class="r">Imponibile</th><th class="r">Imposta</th></tr>${riepRows.map(([a, b, base, tax]) => `<tr><td>${a}</td><td>${span(b)}</td><td class="r">${m(base)}</td><td class="r">${m(tax)}</td></tr>`).join('')}</table>`;
  const tot: [string, string, string][] = [[pick(random, ['Totale imponibile', 'Totale prestazioni', 'Totale merce/servizi']), eur(t.net), ''], ['Totale IVA', eur(t.tax), ''], ['Totale documento', eur(t.gross), deposit ? 'rule' : 'big']];
  if (deposit) tot.push([`Acconto versato il ${d(s.booking)}`, eur(-deposit), ''], [pick(random, ['Netto a pagare', 'Saldo da pagare']), eur(t.gross - deposit), 'big']);
  const pay = [`${printsDue ? `Scadenza ${d(s.due)} – ` : ''}${eur(t.gross - deposit)}`, `Bonifico a: ${bank.name}`, `IBAN ${ibanShown} – BIC ${bank.bic}`];
  const note = [
    ...(exempt ? [pick(random, ['Operazione esente IVA ai sensi dell’art. 10, comma 1, n. 20, D.P.R. 633/1972 (prestazioni didattiche rese da ente accreditato).', 'Esente IVA art. 10 n. 20 DPR 633/72.'])] : []),
    ...(bollo ? [pick(random, ['Imposta di bollo assolta in modo virtuale ai sensi dell’art. 6 D.M. 17/06/2014.', 'Imposta di bollo di € 2,00 addebitata al cliente ai sensi dell’art. 15 DPR 633/72.'])] : []),
    pick(random, ['La rinuncia deve pervenire per iscritto almeno 7 giorni lavorativi prima dell’inizio del corso; oltre tale termine sarà addebitata l’intera quota. È ammessa la sostituzione del partecipante.', 'Il corso si intende confermato al raggiungimento del numero minimo di iscritti; in caso di annullamento la quota versata sarà interamente rimborsata.']),
    'Copia di cortesia: l’originale della fattura elettronica è stato trasmesso tramite SdI ed è disponibile nella Sua area riservata.',
  ];

  const css = `${eventCss(look)}
body { padding: 28px 38px 0 }
.sname { font-size: ${firm.name.length > 30 ? 1.35 : 1.55}em; font-weight: bold; color: ${look.accent}; margin-bottom: 3px }
.pbox { border: 0.8px solid #666; padding: 5px 10px; width: 290px } .lab { font-size: 0.78em; font-style: italic; color: #555 } .vu { margin-top: 8px }
.title { font-size: 1.3em; font-weight: bold; margin: 12px 0 4px; letter-spacing: 0.05em; color: ${look.accent} } .gridrow { margin-top: 4px }
.items { margin-top: 10px } .bottom { display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; margin-top: 8px }
.riep { border: 0.6px solid #777 } .riep th { font-size: 0.8em; background: #eef0f2; padding: 1px 6px; border-bottom: 0.6px solid #777 } .riep td { padding: 1px 6px }
.pay { margin-top: 8px; border: 0.6px solid #777; padding: 3px 6px } .note { margin-top: 10px } .note div { margin-bottom: 2px }
.foot { padding: 0 38px 14px } .fl { font-size: 0.74em; color: #555; text-align: center; border-top: 0.6px solid #999; padding-top: 3px }`;
  const footer = `<div class="foot"><div class="fl">${span(`${firm.name} – ${home.street}, ${home.city} – P.IVA ${piva} – ${pick(random, ['Certificazione UNI EN ISO 9001:2015 per la progettazione ed erogazione di formazione', 'Documento generato dal gestionale di fatturazione'])}`)}</div></div>`;
  const html = page('it', look.font, size, css, `${headRow(look, supplier, spett)}${title}${meta}${line}${people}${items}<div class="bottom"><div>${riep}<div class="pay">${pay.map((l) => `<div>${span(l)}</div>`).join('')}</div></div>${totalsHtml(tot)}</div><div class="tiny note">${note.map((x, i) => `<div${exempt && i === 0 ? ' class="legal"' : ''}>${esc(x)}</div>`).join('')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: firm.name, supplier_tax_id: compact(pivaShown), customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date: s.date, ...(printsDue ? { due_date: s.due } : {}), currency: 'EUR', subtotal: euros(t.net), total_tax: euros(t.tax), total_amount: euros(t.gross), amount_due: euros(t.gross - deposit), iban: ibanShown,
  };
  return result('it', html, fields, rows, () => true);
};
