/**
 * An Italian studio medico or dentistico's fattura sanitaria, as the studio management software prints the paper
 * copy: the studio's name centred over its disciplines and contacts, a framed "Fattura" box (numero, data) beside
 * the intestatario's box with codice fiscale, the paziente on a line of his own when a parent pays, prestazioni
 * in a ruled grid (tooth number for a dentist, an IVA column with the exemption on some), a band of totals across
 * the page (totale prestazioni, marca da bollo € 2,00 above € 77,47, totale documento, acconti, netto a pagare),
 * the payment method (POS or bonifico with IBAN), the tracciabilità and Sistema TS notes, and the doctor's P.IVA,
 * codice fiscale and Albo in the footer.
 */
import {
  addDays, birthDate, built, careDesc, careFont, careItem, careLine, chance, dl, dls, esc, fee, fmtDate, int, issueDate, lineCount, lowerAscii, NBSP, num, pad,
  page, pick, some, span, sum, toothFor, weighted, type CareLine, type Layout, type Treatment, type TruthFields,
} from './care-common.ts';
import { address, childName, itStudio, person } from './care-names.ts';
import { codiceFiscale, itPartitaIva } from './fees-ids.ts';
import { IT_TOWNS } from './fees-names.ts';
import { groupIban, italianBank } from './multipage-ids.ts';

const t = (text: string, price: [number, number], tooth = false, details?: string[], qty?: [number, number]): Treatment => ({ code: '', text, price, tooth, details, qty });
const DENTAL: Treatment[] = [
  t('Prima visita odontoiatrica con piano di cura', [50, 90]), t('Visita di controllo', [40, 60]), t('Igiene orale professionale (ablazione tartaro)', [70, 110]),
  t('Otturazione in composito – 1 superficie', [80, 120], true), t('Otturazione in composito – 2 superfici', [110, 160], true), t('Devitalizzazione molare (3 canali)', [300, 450], true),
  t('Devitalizzazione monoradicolare', [180, 260], true), t('Estrazione semplice', [80, 130], true), t('Estrazione chirurgica dente del giudizio', [180, 320], true, ['In anestesia locale, con sutura']),
  t('Corona in zirconio-ceramica', [650, 950], true, ['Saldo a consegna del manufatto']), t('Impianto osteointegrato in titanio', [900, 1400], true, ['Fase chirurgica']),
  t('Radiografia endorale', [20, 35], false, undefined, [1, 3]), t('Ortopantomografia (OPT)', [50, 80]), t('Trattamento ortodontico – rata mensile', [90, 150], false, ['Rata {k} di 24']),
];
const DENTAL_CHILD: Treatment[] = [t('Visita odontoiatrica pediatrica', [40, 70]), t('Sigillatura dei solchi', [30, 50], true), t('Fluoroprofilassi', [25, 40]), t('Otturazione dente deciduo', [60, 90], true), t('Trattamento ortodontico – rata mensile', [90, 150], false, ['Rata {k} di 24'])];
/** A medical studio's prestazioni by discipline, with the line printed under its name. */
const MEDICAL: [string, Treatment[]][] = [
  ['Cardiologia · Medicina interna', [t('Visita specialistica cardiologica', [120, 180]), t('Elettrocardiogramma con refertazione', [50, 80]), t('Ecocardiogramma color doppler', [100, 160]),
    t('Holter cardiaco 24 ore', [80, 120]), t('Holter pressorio 24 ore', [70, 110]), t('Visita di controllo', [60, 90])]],
  ['Dermatologia · Dermatologia oncologica', [t('Visita dermatologica con mappatura nei', [120, 180], false, ['Videodermatoscopia digitale']), t('Crioterapia lesioni cutanee', [60, 120], false, undefined, [1, 3]),
    t('Asportazione neoformazione cutanea', [180, 320], false, ['Esame istologico incluso']), t('Visita di controllo', [60, 90])]],
  ['Ginecologia · Ostetricia', [t('Visita ginecologica con ecografia transvaginale', [120, 170]), t('Pap test', [40, 60]), t('Ecografia mammaria bilaterale', [80, 120]), t('Colposcopia', [90, 140]), t('Visita di controllo', [60, 90])]],
  ['Ortopedia · Fisiatria', [t('Visita ortopedica', [100, 150]), t('Infiltrazione articolare', [60, 100], false, ['Ginocchio destro', 'Spalla sinistra']), t('Ecografia muscolo-tendinea', [70, 110]),
    t('Onde d\'urto focali (seduta)', [60, 90], false, undefined, [1, 5]), t('Visita di controllo', [60, 90])]],
];
const MEDICAL_CHILD: Treatment[] = [t('Visita pediatrica', [80, 120]), t('Bilancio di salute', [70, 100]), t('Visita di controllo', [50, 80]), t('Test rapido streptococco', [15, 25])];

/** Each town's dialling code. */
const PREFIX: Record<string, string> = {
  Milano: '02', Roma: '06', Torino: '011', Bologna: '051', Firenze: '055', Napoli: '081', Verona: '045', Padova: '049', Bergamo: '035', Brescia: '030', Genova: '010', Bari: '080',
  Parma: '0521', Modena: '059', Trento: '0461', Treviso: '0422', Lecce: '0832', Perugia: '075', Vicenza: '0444', 'Reggio Emilia': '0522',
};

export const itFatturaSanitaria: Layout = (random) => {
  const dental = chance(random, 0.55);
  const doctor = person(random, 'it');
  const home = address(random, 'it'), town = home.town, belfiore = pick(random, IT_TOWNS)[3];
  const studio = itStudio(random, dental, doctor, town);
  const dott = doctor.female ? 'Dott.ssa' : 'Dott.';
  const piva = itPartitaIva(random), pivaShown = chance(random, 0.3) ? `IT${piva}` : piva;
  const cfDoc = codiceFiscale(doctor.last, doctor.first, doctor.female, `${int(random, 1958, 1990)}-${pad(int(random, 1, 12), 2)}-${pad(int(random, 1, 28), 2)}`, belfiore);
  const albo = `${dental ? 'Iscr. Albo Odontoiatri' : 'Iscr. Albo Medici Chirurghi'} OMCeO di ${town} n. ${int(random, 1200, 24999)}`;
  const date = issueDate(random), year = date.slice(0, 4);
  const d = (iso: string) => fmtDate(iso, '{dd}/{mm}/{yyyy}', 'it');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `€${NBSP}${n(v)}`;

  // Intestatario (who pays) and paziente.
  const payer = person(random, 'it'), payerAddr = address(random, 'it');
  const child = chance(random, 0.22);
  const payerBirth = birthDate(random, date, [25, 80]);
  const cfPayer = codiceFiscale(payer.last, payer.first, payer.female, payerBirth, pick(random, IT_TOWNS)[3]);
  const kid = child ? { first: childName(random, 'it'), last: payer.last } : null;
  const cfKid = kid ? codiceFiscale(kid.last, kid.first, chance(random, 0.5), birthDate(random, date, [3, 14]), pick(random, IT_TOWNS)[3]) : '';
  const customer = `${payer.first} ${payer.last}`;
  const upperNames = chance(random, 0.4);
  const shownCustomer = upperNames ? customer.toUpperCase() : customer;

  // Prestazioni.
  const [discipline, medical] = pick(random, MEDICAL);
  const pool = dental ? (kid ? DENTAL_CHILD : DENTAL) : kid ? MEDICAL_CHILD : medical;
  const count = Math.min(pool.length, lineCount(random, 10));
  const visits = [addDays(date, -int(random, 0, 20)), date].sort();
  const k = String(int(random, 2, 22));
  const lines: CareLine[] = some(random, pool, count).map((x) => {
    const tooth = x.tooth ? String(kid ? pick(random, [54, 55, 64, 65, 74, 75, 84, 85, 36, 46]) : toothFor(random, x.text)) : '';
    const doer = studio.company && !dental && chance(random, 0.35) ? `${pick(random, ['Dott.', 'Dott.ssa'])} ${person(random, 'it').last} – medico esecutore` : null;
    const detail = doer ?? (x.details && chance(random, 0.35) ? pick(random, x.details).replace('{k}', k) : null);
    return careLine({ text: x.text, detail, qty: x.qty ? int(random, x.qty[0], x.qty[1]) : 1, price: fee(random, x.price), tag: tooth, date: pick(random, visits) });
  });
  const subtotal = sum(lines.map((l) => l.amount));
  const bollo = subtotal > 77.47 ? 2 : 0;
  const total = sum([subtotal, bollo]);
  const acconto = dental && total > 400 && chance(random, 0.35) ? Math.min(pick(random, [100, 150, 200, 300, 500]), Math.floor(total / 2 / 10) * 10) : 0;
  const netto = sum([total, -acconto]);

  const seq = int(random, 1, 1800);
  const number = pick(random, [`${seq}/${year}`, `${year}/${pad(seq, 4)}`, `${seq}/S`, `FT ${seq}/${year.slice(2)}`, `${pad(seq, 5)}`]);
  const method = weighted(random, [['POS', 4], ['bonifico', 3], ['carta', 2], ['contanti', 1]] as [string, number][]);
  const bank = italianBank(random), ibanShown = chance(random, 0.5) ? groupIban(bank.iban) : bank.iban;
  const printsIban = method === 'bonifico' || chance(random, 0.2);
  const dueDate = addDays(date, pick(random, [15, 30])), printsDue = method === 'bonifico' && chance(random, 0.6);

  // Look.
  const { font, size } = careFont(random, ['sans', 'serif', 'dejavu', 'narrow']);
  const accent = pick(random, ['#006d77', '#3d405b', '#8d0801', '#1b4965', '#2b7a0b', '#5e548e']);
  const ivaCol = chance(random, 0.5), dateCol = !dental && chance(random, 0.5), qtyCol = dental || chance(random, 0.5);
  const ivaText = pick(random, ['Esente', 'Es. art.10', 'E10', '0% (N4)']);
  const disciplines = dental ? pick(random, ['Odontoiatria · Implantologia · Ortodonzia', 'Odontoiatria conservativa · Endodonzia · Protesi', 'Igiene e prevenzione · Ortodonzia · Implantologia'])
    : kid ? 'Pediatria · Allergologia' : discipline;
  const email = `${pick(random, ['info', 'segreteria', 'amministrazione'])}@${studio.company ? lowerAscii(studio.name.replace(/ S\.r\.l\.$/, '')) : `${dental ? 'dentista' : 'studio'}${lowerAscii(doctor.last)}`}.it`;
  const contacts = `${home.street} – ${home.city} · Tel. ${PREFIX[town] ?? '02'} ${int(random, 200000, 9899999)} · ${email}`;

  const head = `<div class="head"><div class="nm">${span(studio.name)}</div>${studio.name.includes(doctor.last) ? '' : dl(`Direttore sanitario: ${dott} ${doctor.first} ${doctor.last}`, 'ds')}${dl(disciplines, 'disc')}${dl(contacts, 'ct')}</div>`;
  const factBox = `<div class="fb"><div class="bh">${esc(pick(random, ['FATTURA', 'Fattura', 'FATTURA SANITARIA']))}</div><table class="kv">${[
    ['Numero', number], ['Data', d(date)], ...(printsDue ? [['Scadenza', d(dueDate)]] : []), ['Pagina', '1 di 1']].map(([a, b]) => `<tr><td>${esc(a)}</td><td class="b">${span(b)}</td></tr>`).join('')}</table></div>`;
  const custBox = `<div class="fb cb"><div class="bh">${esc(pick(random, ['Intestatario', 'Spett.le / Gentile', 'Cliente']))}</div>${dls([shownCustomer, payerAddr.street, payerAddr.city, `C.F. ${cfPayer}`])}</div>`;
  const patientLine = kid ? `<div class="pat">${span(`Paziente: ${upperNames ? `${kid.first} ${kid.last}`.toUpperCase() : `${kid.first} ${kid.last}`} – C.F. ${cfKid}${chance(random, 0.5) ? ` – Cartella n. ${int(random, 1000, 19999)}` : ''}`)}</div>`
    : chance(random, 0.4) ? `<div class="pat">${span(`Paziente: intestatario della fattura – Cartella clinica n. ${int(random, 1000, 19999)}`)}</div>` : '';

  const cols = [...(dateCol ? ['Data'] : []), pick(random, ['Descrizione prestazione', 'Prestazione sanitaria', 'Descrizione']), ...(dental ? ['Dente'] : []), ...(qtyCol ? ['Q.tà', 'Prezzo'] : []), 'Importo', ...(ivaCol ? ['IVA'] : [])];
  const body = lines.map((l) => `<tr>${dateCol ? `<td class="nw">${d(l.date ?? date)}</td>` : ''}<td>${careDesc(l)}</td>${dental ? `<td class="c">${esc(l.tag)}</td>` : ''}${qtyCol ? `<td class="r">${l.qty}</td><td class="r nw">${n(l.price)}</td>` : ''}<td class="r nw">${n(l.amount)}</td>${ivaCol ? `<td class="c nw">${esc(ivaText)}</td>` : ''}</tr>`).join('');
  const table = `<table class="items"><thead><tr>${cols.map((c) => `<th${['Q.tà', 'Prezzo', 'Importo'].includes(c) ? ' class="r"' : c === 'Dente' || c === 'IVA' ? ' class="c"' : ''}>${esc(c)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;

  const cells: [string, string, boolean][] = [[pick(random, ['Totale prestazioni', 'Totale esente art. 10', 'Imponibile esente']), eur(subtotal), false]];
  if (bollo) cells.push([pick(random, ['Marca da bollo', 'Imposta di bollo', 'Rimborso bollo']), eur(bollo), false]);
  cells.push(['Totale documento', eur(total), !acconto]);
  if (acconto) cells.push([pick(random, ['Acconto ricevuto', 'Acconti versati', 'Meno acconto']), eur(-acconto), false]);
  if (acconto || chance(random, 0.7)) cells.push(['Netto a pagare', eur(netto), true]);
  const band = `<div class="band">${cells.map(([a, b, strong]) => `<div class="cell${strong ? ' st' : ''}"><div class="cl">${span(a)}</div><div class="cv">${span(b)}</div></div>`).join('')}</div>`;

  const payText = { POS: 'POS (bancomat)', bonifico: 'Bonifico bancario', carta: 'Carta di credito', contanti: 'Contanti' }[method];
  const pay = `<div class="pay">${dls([
    `Modalità di pagamento: ${payText}${method === 'bonifico' ? '' : ` – ${pick(random, ['pagato', 'saldato', 'incassato'])} in data ${d(date)}`}`,
    ...(printsIban ? [`IBAN ${ibanShown} – ${bank.name}`] : []),
  ])}</div>`;
  const notes = [
    pick(random, ['Operazione esente IVA ai sensi dell\'art. 10, comma 1, n. 18, D.P.R. 633/72.', 'Prestazioni sanitarie esenti IVA art. 10 n. 18 DPR 633/72.', 'Esente IVA art. 10 c.1 n. 18 D.P.R. n. 633/1972 – prestazioni sanitarie alla persona.']),
    ...(bollo ? [pick(random, ['Imposta di bollo di € 2,00 assolta sull\'originale.', 'Marca da bollo da € 2,00 applicata sull\'originale (importo superiore a € 77,47).'])] : []),
    method === 'contanti' ? 'Pagamento in contanti: la spesa non è detraibile ai fini IRPEF (art. 1, c. 679, L. 160/2019).' : 'Pagamento effettuato con strumento tracciabile ai fini della detrazione IRPEF (art. 1, comma 679, L. 160/2019).',
    chance(random, 0.8) ? 'Il paziente non si è opposto alla trasmissione dei dati al Sistema Tessera Sanitaria.' : 'Il paziente si è opposto alla trasmissione dei dati al Sistema Tessera Sanitaria (art. 3 D.Lgs. 175/2014).',
    ...(chance(random, 0.5) ? ['Documento cartaceo: prestazioni sanitarie escluse dalla fatturazione elettronica (art. 10-bis D.L. 119/2018).'] : []),
  ];
  const footIds = studio.company ? [`${studio.name} – C.F. e P.IVA ${pivaShown}`, `Direttore sanitario ${dott} ${doctor.first} ${doctor.last} – ${albo}`]
    : [`${dott} ${doctor.first} ${doctor.last} – P.IVA ${pivaShown} – C.F. ${cfDoc}`, albo];
  const footer = `<div class="foot">${dls(footIds)}</div>`;

  const css = `
body { padding: 36px 48px 0 }
.head { text-align: center; border-bottom: 2px solid ${accent}; padding-bottom: 8px } .nm { font-size: 1.6em; font-weight: bold; letter-spacing: 0.08em; text-transform: uppercase; color: ${accent} }
.ds { font-style: italic } .disc { color: ${accent}; margin-top: 2px } .ct { font-size: 0.86em; color: #444; margin-top: 2px }
.boxes { display: flex; gap: 18px; margin-top: 22px; align-items: stretch } .fb { border: 1px solid #777; flex: 0 0 230px } .cb { flex: 1 1 auto; padding-bottom: 4px } .cb > div:not(.bh) { padding: 0 8px }
.bh { background: ${accent}; color: #fff; font-weight: bold; padding: 2px 8px; margin-bottom: 4px; letter-spacing: 0.04em } .kv td { padding: 1px 8px }
.pat { margin-top: 10px; padding: 4px 8px; border: 0.8px dashed #888 }
.items { width: 100%; margin-top: 14px; border: 1px solid #777 } .items th { background: #eee; font-weight: bold; padding: 3px 5px; border: 0.6px solid #999; font-size: 0.92em } .items td { padding: 3px 5px; border: 0.6px solid #bbb }
.band { display: flex; margin-top: 12px; border: 1px solid #777 } .cell { flex: 1 1 0; border-right: 0.6px solid #999; padding: 3px 6px; text-align: right } .cell:last-child { border-right: none }
.cl { font-size: 0.8em; color: #555; text-align: left } .cv { font-size: 1.05em } .st { background: ${accent}1a } .st .cv { font-weight: bold; font-size: 1.15em }
.pay { margin-top: 12px } .notes { margin-top: 10px; font-size: 0.8em; color: #444 } .notes p { margin: 0 0 2px }
.sign { margin: 16px 0 0 auto; width: 260px; text-align: center; border-top: 0.6px solid #888; padding-top: 3px; font-size: 0.86em }
.foot { padding: 0 48px 16px; text-align: center; font-size: 0.74em; color: #444 } .foot > div:first-child { border-top: 0.6px solid #aaa; padding-top: 4px }`;
  const html = page('it', font, size, css, `${head}<div class="boxes">${factBox}${custBox}</div>${patientLine}${table}${band}${pay}<div class="notes">${notes.map((x) => `<p>${esc(x)}</p>`).join('')}</div><div class="sign">${span(`Timbro e firma – ${dott} ${doctor.last}`)}</div>${footer}`);

  const fields: TruthFields = {
    supplier_name: studio.name, supplier_tax_id: pivaShown, customer_name: shownCustomer, invoice_number: number, date, ...(printsDue ? { due_date: dueDate } : {}),
    currency: 'EUR', subtotal, total_tax: 0, total_amount: total, amount_due: netto, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('it', html, fields, lines.map((l) => careItem(l, { qty: qtyCol, price: qtyCol, rate: ivaCol })));
};
