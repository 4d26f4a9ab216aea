/**
 * An Italian professional's fattura (courtesy copy of the e-invoice): architetto, ingegnere, avvocato,
 * commercialista, geometra or consultant. Regime ordinario: onorari, cassa/rivalsa, imponibile, IVA 22 %, totale,
 * ritenuta d'acconto 20 % on the right base, netto a pagare. Regime forfettario: no IVA, no ritenuta, bollo € 2,00.
 */
import {
  add, addDays, built, chance, descriptionCell, dl, dls, drawLines, esc, foot, formatDate, formatQuantity, int, issueDate, itemsTable, lineCount,
  money, monthEnd, monthName, pad, percent, pick, pickLook, previousMonth, shell, totalsBox, truthItem, weighted, type Col, type Layout,
  type Service, type TotalRow, type TruthFields,
} from './fees-common.ts';
import { codiceFiscale, groupedIban, iban, itPartitaIva } from './fees-ids.ts';
import { address, company, IT_TOWNS, person } from './fees-names.ts';

type Cassa = { rate: number; labels: string[]; inRitenuta: boolean };
const CASSE: Record<string, Cassa> = {
  inps: { rate: 4, labels: ['Rivalsa INPS 4%', 'Rivalsa previdenziale INPS 4%', 'Rivalsa INPS 4% (art. 1 c. 212 L. 662/96)'], inRitenuta: true },
  inarcassa: { rate: 4, labels: ['Contributo integrativo Inarcassa 4%', 'CNPAIA 4%', 'Cassa previdenza CNPAIA 4%', 'Inarcassa 4%'], inRitenuta: false },
  forense: { rate: 4, labels: ['C.P.A. 4%', 'Cassa Avvocati 4%', 'Contributo Cassa Forense 4%'], inRitenuta: false },
  cnpadc: { rate: 4, labels: ['Cassa previdenza CNPADC 4%', 'Contributo integrativo CNPADC 4%', 'C.N.P.A.D.C. 4%'], inRitenuta: false },
  cipag: { rate: 5, labels: ['Contributo integrativo CIPAG 5%', 'Cassa Geometri 5%'], inRitenuta: false },
};
const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
const SITE = ['Immobile in {street}, {town}', 'Cantiere di {street} – {town}', 'Acconto come da disciplinare d\'incarico', 'Saldo prestazione – incarico del {date}'];
const PROFESSIONS: { title: string[]; register: string; cassa: string; services: Service[] }[] = [
  { title: ['Architetto'], register: 'Iscritt{o} all\'Ordine degli Architetti P.P.C. della Provincia di {town} al n. {n}', cassa: 'inarcassa', services: [
    f('Progettazione architettonica preliminare', 900, 4800, SITE), f('Progetto definitivo ed esecutivo', 2500, 9000, SITE), f('Direzione lavori', 1200, 6000, SITE), f('Pratica edilizia SCIA', 600, 1500, SITE),
    f('Rilievo metrico e restituzione grafica', 450, 1800, SITE), f('Computo metrico estimativo', 500, 2200), f('Attestato di prestazione energetica (APE)', 180, 400, SITE), h('Sopralluoghi e riunioni di cantiere', 50, 90)] },
  { title: ['Ingegnere', 'Ingegnere civile'], register: 'Ordine degli Ingegneri della Provincia di {town} n. {n}', cassa: 'inarcassa', services: [
    f('Calcolo strutturale e relazione di calcolo', 1500, 7000, SITE), f('Coordinamento sicurezza in fase di esecuzione', 900, 4000, SITE), f('Collaudo statico', 800, 3000, SITE),
    f('Pratica antincendio SCIA VV.F.', 700, 2500), h('Consulenza tecnica di parte', 70, 120, ['Proc. n. {n}/{year} – Tribunale di {town}']), f('Verifica di vulnerabilità sismica', 1200, 5000, SITE)] },
  { title: ['Avvocato'], register: 'Foro di {town}', cassa: 'forense', services: [
    f('Fase di studio della controversia', 500, 2500), f('Fase introduttiva del giudizio', 500, 2200), f('Fase istruttoria e/o di trattazione', 800, 3500), f('Fase decisionale', 700, 3000),
    f('Redazione parere legale', 400, 1800, ['Pratica n. {n}/{year}']), h('Assistenza stragiudiziale', 120, 250), f('Redazione e revisione contratto di fornitura', 600, 2400), f('Diffida e messa in mora', 150, 450, ['Recupero credito v/ {other}'])] },
  { title: ['Dottore Commercialista', 'Commercialista'], register: 'Ordine dei Dottori Commercialisti e degli Esperti Contabili di {town} n. {n}/A', cassa: 'cnpadc', services: [
    f('Tenuta contabilità ordinaria – {quarter}', 600, 1800), f('Elaborazione cedolini paga – {month} {year}', 120, 600), f('Predisposizione bilancio d\'esercizio {prevyear}', 1200, 4500),
    f('Dichiarazione dei redditi Mod. Redditi SC {year}', 500, 1500), f('Dichiarazione IVA annuale {year}', 250, 700), h('Consulenza fiscale e societaria', 80, 160), f('Invio telematico modelli F24', 40, 150)] },
  { title: ['Geometra'], register: 'Collegio dei Geometri e Geometri Laureati di {town} n. {n}', cassa: 'cipag', services: [
    f('Rilievo topografico', 400, 1600, SITE), f('Pratica catastale DOCFA', 250, 700, SITE), f('Perizia di stima immobiliare', 500, 1800, SITE), f('Pratica CILA', 400, 1200, SITE), f('Frazionamento catastale', 600, 1800)] },
  { title: ['Consulente informatico', 'Consulente di marketing', 'Formatrice aziendale', 'Consulente IT'], register: '', cassa: 'inps', services: [
    h('Consulenza informatica', 40, 85, ['Periodo: {month} {year}']), h('Sviluppo software gestionale', 35, 70, ['Modulo ordini e fatturazione']), { text: 'Formazione del personale', kind: 'day', low: 300, high: 650, details: ['Corso Excel avanzato – {town}'] },
    h('Gestione campagne social', 30, 60, ['Periodo: {month} {year}']), f('Analisi dei processi aziendali', 800, 3000), h('Assistenza sistemistica', 40, 70), f('Progettazione sito web aziendale', 1200, 4500)] },
];

export const itParcella: Layout = (random) => {
  const look = pickLook(random);
  const forfettario = chance(random, 0.3);
  const prof = pick(random, PROFESSIONS);
  const cassa = CASSE[prof.cassa];
  const lawyer = prof.cassa === 'forense';
  const me = person(random, 'it');
  const [, , , belfiore] = pick(random, IT_TOWNS);
  const cf = codiceFiscale(me.last, me.first, me.female, `${int(random, 1962, 1994)}-${pad(int(random, 1, 12), 2)}-${pad(int(random, 1, 28), 2)}`, belfiore);
  const piva = itPartitaIva(random), myAddr = address(random, 'it');
  const title = pick(random, prof.title).replace('Architetto', me.female ? pick(random, ['Architetto', 'Architetta']) : 'Architetto').replace('Ingegnere', me.female ? 'Ingegnera' : 'Ingegnere');
  const customer = company(random, 'it'), custAddr = address(random, 'it'), custPiva = itPartitaIva(random);
  const date = issueDate(random), year = date.slice(0, 4);
  const prev = previousMonth(date);
  const fill = (s: string) => s.replace('{street}', custAddr.street).replace('{town}', custAddr.town).replace('{date}', formatDate(addDays(date, -int(random, 40, 200)), 'dd/mm/yyyy', 'it'))
    .replace('{n}', String(int(random, 12, 980))).replace('{year}', prev.start.slice(0, 4)).replace('{prevyear}', String(Number(year) - 1)).replace('{month}', monthName('it', Number(prev.start.slice(5, 7))))
    .replace('{quarter}', `${pick(random, ['I', 'II', 'III', 'IV'])} trimestre ${prev.start.slice(0, 4)}`).replace('{other}', company(random, 'it'));
  const lines = drawLines(random, prof.services, Math.min(lineCount(random), prof.services.length), fill);
  const dfmt = pick(random, ['dd/mm/yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy']);
  const d = (iso: string) => formatDate(iso, dfmt, 'it');
  const m = money({ decimal: ',', group: '.' }, pick(random, ['€', '€', 'EUR']), chance(random, 0.75));
  const amountsWithSymbol = chance(random, 0.4);
  const n = int(random, 1, 140), yy = year.slice(2);
  const number = pick(random, [`${n}/${year}`, `${year}/${pad(n, 3)}`, `${n}`, `FPR ${n}/${yy}`, `${pad(n, 2)}-${year}`]);
  const po = chance(random, 0.35) ? pick(random, [`4500${int(random, 100000, 999999)}`, `ODA-${year}-${pad(int(random, 1, 2400), 4)}`, `${int(random, 10, 900)}/${year}`, `OA${int(random, 100000, 999999)}`]) : null;

  // Arithmetic: compensi, spese generali (avvocati), cassa on both, IVA on the imponibile, ritenuta on compensi (+ rivalsa INPS).
  const compensi = add(...lines.map((l) => l.amount));
  const general = lawyer ? percent(compensi, 15) : 0;
  const contribution = percent(add(compensi, general), cassa.rate);
  const imponibile = add(compensi, general, contribution);
  const vat = forfettario ? 0 : percent(imponibile, 22);
  const exempt = lawyer && !forfettario && chance(random, 0.35) ? pick(random, [27, 43, 49, 70]) : 0;
  const stamp = forfettario && imponibile > 77.47 ? 2 : 0, virtualStamp = chance(random, 0.5);
  const total = add(imponibile, vat, exempt, stamp);
  const withholdingBase = cassa.inRitenuta ? add(compensi, contribution) : add(compensi, general);
  const withholding = forfettario ? 0 : percent(withholdingBase, 20);
  const due = add(total, -withholding);

  const rows: TotalRow[] = [{ label: pick(random, ['Totale onorari', 'Totale compensi', 'Totale prestazioni', 'Onorario']), value: m.cur(compensi) }];
  if (lawyer) rows.push({ label: pick(random, ['Spese generali 15%', 'Rimborso forfettario spese generali 15%']), value: m.cur(general) });
  rows.push({ label: pick(random, cassa.labels), value: m.cur(contribution) });
  rows.push({ label: pick(random, forfettario ? ['Totale imponibile', 'Imponibile', 'Totale prestazione'] : ['Imponibile', 'Totale imponibile', 'Imponibile IVA']), value: m.cur(imponibile), rule: true });
  if (!forfettario) rows.push({ label: pick(random, ['IVA 22%', 'I.V.A. 22%', 'IVA 22% su imponibile']), value: m.cur(vat) });
  if (exempt) rows.push({ label: pick(random, ['Spese esenti art. 15 DPR 633/72', 'Anticipazioni esenti art. 15 DPR 633/72']), value: m.cur(exempt) });
  if (stamp) rows.push({ label: virtualStamp ? pick(random, ['Bollo virtuale', 'Rimborso imposta di bollo']) : pick(random, ['Marca da bollo', 'Rimborso marca da bollo']), value: m.cur(stamp) });
  rows.push({ label: pick(random, ['Totale fattura', 'Totale documento', 'TOTALE FATTURA']), value: m.cur(total), strong: true, rule: true });
  if (withholding) rows.push({ label: pick(random, ['Ritenuta d\'acconto 20%', `Ritenuta d'acconto 20% su ${m.cur(withholdingBase)}`, 'A dedurre ritenuta d\'acconto 20%']), value: m.cur(-withholding) });
  if (withholding || chance(random, 0.5)) rows.push({ label: pick(random, ['Netto a pagare', 'NETTO A PAGARE', 'Totale da pagare', 'Netto da corrispondere']), value: m.cur(due), strong: true, rule: true });

  // Item table: flat descriptions with amounts, or quantity columns.
  const shape = weighted(random, [['amount', 3], ['qty', 3], ['um', 2], ['qtyFirst', 1]] as ['amount' | 'qty' | 'um' | 'qtyFirst', number][]);
  const hasQty = shape !== 'amount';
  const fixedQty = chance(random, 0.3);
  const q = (l: (typeof lines)[number]) => formatQuantity(l.quantity, m.style, fixedQty);
  const unit = (l: (typeof lines)[number]) => (l.kind === 'flat' ? 'a corpo' : l.kind === 'day' ? 'gg' : 'ore');
  const amt = (v: number) => (amountsWithSymbol ? m.cur(v) : m.num(v));
  const importo = pick(random, ['Importo', 'Importo (€)', 'Totale', 'Imponibile']);
  const cols: Col[] = { amount: [{ head: 'Descrizione' }, { head: importo, align: 'r' as const }], qty: [{ head: 'Descrizione' }, { head: 'Q.tà', align: 'r' as const }, { head: pick(random, ['Prezzo unitario', 'Prezzo', 'Tariffa']), align: 'r' as const }, { head: importo, align: 'r' as const }],
    um: [{ head: 'Descrizione' }, { head: 'U.M.', align: 'c' as const }, { head: 'Q.tà', align: 'r' as const }, { head: 'Prezzo unit.', align: 'r' as const }, { head: importo, align: 'r' as const }],
    qtyFirst: [{ head: 'Q.tà', align: 'r' as const, width: '9%' }, { head: 'Descrizione' }, { head: 'Prezzo', align: 'r' as const }, { head: importo, align: 'r' as const }] }[shape];
  const body = lines.map((l) => ({ amount: [descriptionCell(l), amt(l.amount)], qty: [descriptionCell(l), q(l), amt(l.unitPrice), amt(l.amount)],
    um: [descriptionCell(l), unit(l), q(l), amt(l.unitPrice), amt(l.amount)], qtyFirst: [q(l), descriptionCell(l), amt(l.unitPrice), amt(l.amount)] })[shape]);

  // Parties.
  const upper = chance(random, 0.3);
  const regNo = String(int(random, 1200, 18999));
  const register = prof.register.replace('{o}', me.female ? 'a' : 'o').replace('{town}', myAddr.town).replace('{n}', regNo);
  const ivaLabel = pick(random, ['P.IVA', 'P. IVA', 'Partita IVA']), pivaPrinted = chance(random, 0.25) ? `IT${piva}` : piva;
  const email = `${me.first.toLowerCase()}.${me.last.toLowerCase().replace(/[^a-z]/g, '')}@${pick(random, ['gmail.com', 'libero.it', 'studio' + me.last.toLowerCase().replace(/[^a-z]/g, '') + '.it'])}`;
  const contact = `${pick(random, ['Tel.', 'Cell.', 'Mob.'])} ${pick(random, ['347', '335', '338', '329', '340', '393', '333'])} ${int(random, 1000000, 9999999)} – ${email}`;
  const where = weighted(random, [['left', 3], ['center', 3], ['right', 2], ['footer', 2]] as ['left' | 'center' | 'right' | 'footer', number][]);
  const supplierLines = [title, ...(register ? [register] : []), myAddr.street, myAddr.city, contact, `${ivaLabel} ${pivaPrinted} – C.F. ${cf}`];
  const myName = upper ? me.full.toUpperCase() : me.full;
  const head = where === 'footer' ? ''
    : `<div style="text-align:${where}; ${where === 'center' ? 'border-bottom: 1px solid #999; padding-bottom: 3mm' : ''}"><div class="acc b" style="font-size:1.6em">${dl(myName)}</div><div class="small">${dls(supplierLines)}</div></div>`;
  const spett = chance(random, 0.75) ? pick(random, ['Spett.le', 'Spett.le', 'Spettabile']) : pick(random, ['Committente:', 'Destinatario:', 'Cliente:']);
  const custLines = [custAddr.street, custAddr.city, `${pick(random, ['P.IVA', 'P. IVA e C.F.', 'C.F./P.IVA'])} ${custPiva}`];
  if (chance(random, 0.4)) custLines.push(pick(random, [`Codice destinatario: ${pick(random, ['M5UXCR1', 'KRRH6B9', 'SUBM70N', 'T04ZHR3', 'USAL8PV'])}`, `PEC: amministrazione@pec.${customer.split(' ')[0].toLowerCase().replace(/[^a-z]/g, '')}.it`]));
  const custRight = where !== 'right' && chance(random, 0.75);
  const customerBlock = `<div style="width:44%; margin:${where === 'footer' ? '30mm' : '10mm'} ${custRight ? '0 0 0 auto' : 'auto 0 0'}; ${chance(random, 0.3) ? 'border:0.6px solid #999; padding:3mm 4mm' : ''}"><div class="small">${esc(spett)}</div><div class="b">${dl(customer)}</div>${dls(custLines)}</div>`;

  // Meta and payment.
  const dueDays = pick(random, [0, 15, 30, 30, 60, -30]);
  const dueDate = dueDays === -30 ? monthEnd(addDays(date, 30)) : addDays(date, dueDays);
  const printsDueDate = dueDays !== 0 && chance(random, 0.6);
  const terms = printsDueDate ? `Scadenza: ${d(dueDate)}` : dueDays === 0 ? pick(random, ['Pagamento: a vista', 'Pagamento: rimessa diretta']) : `Termini di pagamento: ${dueDays === -30 ? '30 gg d.f.f.m.' : `${dueDays} gg d.f.`}`;
  const docTitle = chance(random, 0.6) ? 'FATTURA' : 'Fattura';
  const poText = po ? pick(random, [`Rif. ordine n. ${po}`, `Vs. ordine n. ${po} del ${d(addDays(date, -int(random, 10, 60)))}`, `Rif. Vs. ordine: ${po}`]) : '';
  const meta = chance(random, 0.5)
    ? `<div class="b" style="font-size:1.15em; margin-top:6mm">${esc(docTitle === 'FATTURA' ? `FATTURA N. ${number} DEL ${d(date)}` : `Fattura n. ${number} del ${d(date)}`)}</div>${chance(random, 0.3) ? '<div class="small">(copia di cortesia)</div>' : ''}${poText ? `<div>${esc(poText)}</div>` : ''}`
    : `<table class="meta" style="margin-top:6mm; width:100%"><style>.meta td { border: 0.6px solid #999; padding: 3px 6px } .meta .lab { font-size: 0.8em; color: #555 }</style><tr>${[
      ['Documento', docTitle], ['Numero', number], ['Data', d(date)], ...(printsDueDate ? [['Scadenza', d(dueDate)]] : []), ...(po ? [['Rif. ordine', po]] : [])].map(([a, b]) => `<td><div class="lab">${esc(a)}</div>${esc(b)}</td>`).join('')}</tr></table>`;
  const subject = chance(random, 0.5) ? `<div style="margin-top:3mm"><b>Oggetto:</b> ${esc(pick(random, ['prestazione professionale', `competenze professionali – ${monthName('it', Number(prev.start.slice(5, 7)))} ${prev.start.slice(0, 4)}`, 'onorari per l\'incarico conferito']))}</div>` : '';
  const ibanValue = iban(random, 'IT'), ibanPrinted = chance(random, 0.6) ? groupedIban(ibanValue) : ibanValue;
  const payment = `<div style="margin-top:4mm"><div><b>Modalità di pagamento:</b> ${esc(pick(random, ['bonifico bancario', 'bonifico', 'bonifico bancario (BB)']))}</div><div>IBAN: ${esc(ibanPrinted)}${chance(random, 0.4) ? ` – ${esc(pick(random, ['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca', 'Banca Sella', 'Crédit Agricole Italia']))}` : ''}</div><div>${esc(terms)}</div></div>`;
  const legal = [
    ...(forfettario ? [pick(random, ['Operazione in franchigia da IVA ai sensi dell\'art. 1, commi 54-89, L. 190/2014.', 'Operazione effettuata ai sensi dell\'art. 1, commi da 54 a 89, della Legge n. 190/2014 – Regime forfettario.']),
      'Si richiede la non applicazione della ritenuta alla fonte a titolo d\'acconto ai sensi dell\'art. 1, comma 67, L. 190/2014.',
      ...(stamp ? [virtualStamp ? 'Imposta di bollo assolta in modo virtuale ai sensi del D.M. 17/06/2014.' : 'Marca da bollo da € 2,00 applicata sull\'originale.'] : [])] : []),
    ...(exempt ? ['Le anticipazioni sono escluse dalla base imponibile ai sensi dell\'art. 15 DPR 633/72.'] : []),
    pick(random, ['Copia di cortesia: il documento fiscalmente valido è la fattura elettronica trasmessa tramite il Sistema di Interscambio, disponibile nella Sua area riservata del sito dell\'Agenzia delle Entrate.', 'Documento privo di valenza fiscale ai sensi dell\'art. 21 DPR 633/72. L\'originale è disponibile all\'indirizzo telematico da Lei fornito.']),
    ...(chance(random, 0.5) ? ['I dati personali sono trattati ai sensi del Reg. UE 2016/679 (GDPR) esclusivamente per finalità amministrative e contabili.'] : []),
  ];
  const footer = where === 'footer'
    ? foot(`<div style="border-top:0.6px solid #999; padding-top:2mm"><b>${esc(myName)}</b> ${esc(`– ${title} – ${myAddr.street} – ${myAddr.city}`)}<br>${esc(`${ivaLabel} ${pivaPrinted} – C.F. ${cf} – ${email}`)}</div>`)
    : chance(random, 0.5) ? foot('Pagina 1 di 1', 'tiny r') : '';
  const html = shell(look, 'it', `${head}${customerBlock}${meta}${subject}${itemsTable(cols, body, pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}${totalsBox(rows)}${payment}<div class="tiny" style="margin-top:5mm">${legal.map(esc).join('<br>')}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: myName, supplier_tax_id: pivaPrinted, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, ...(printsDueDate ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: imponibile, total_tax: vat, total_amount: total, amount_due: due, iban: ibanPrinted,
  };
  return built('it', html, fields, lines.map((l) => truthItem(l, hasQty, null)));
};
