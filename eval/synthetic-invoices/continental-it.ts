/**
 * Italian `fattura` as a mid-sized company's ERP prints it: letterhead with Partita IVA and REA, the "Spett.le"
 * address block, a boxed grid of document data, coded article lines with discount and IVA code, the IVA summary,
 * the totals box (split payment or stamp duty sometimes) and the due dates.
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, DOTS, addDays, chance, codiceFiscale, date, digits, endOfMonth, esc, fields, grouped, iban, int,
  letters, multiline, num, one, page, partitaIva, price, qty, r2, randomDate, sample, sum, vatGroups,
} from './continental-common.ts';

const SURNAMES = ['Bertolini', 'Zanetti', 'Moretti', 'Barbieri', 'Fontana', 'Marchetti', 'Pellegrini', 'Sartori', 'Brambilla', 'Cattaneo', 'Ghidini', 'Ferraresi', 'Vitali', 'Longhi', 'Rinaldi', 'Colombo', 'Mazzoleni', 'Trevisan', 'Donati', 'Benedetti'];
const FIRST = ['Marco', 'Giulia', 'Luca', 'Francesca', 'Paolo', 'Chiara', 'Stefano', 'Elena', 'Andrea', 'Silvia', 'Davide', 'Roberta'];
const CITIES: [string, string, string, string][] = [
  ['Bergamo', '24126', 'BG', '035'], ['Brescia', '25124', 'BS', '030'], ['Verona', '37135', 'VR', '045'], ['Padova', '35127', 'PD', '049'],
  ['Modena', '41122', 'MO', '059'], ['Bologna', '40132', 'BO', '051'], ['Treviso', '31100', 'TV', '0422'], ['Vicenza', '36100', 'VI', '0444'],
  ['Lecco', '23900', 'LC', '0341'], ['Monza', '20900', 'MB', '039'], ['Parma', '43122', 'PR', '0521'], ['Prato', '59100', 'PO', '0574'],
  ['Reggio Emilia', '42124', 'RE', '0522'], ['Ancona', '60131', 'AN', '071'], ['Torino', '10156', 'TO', '011'], ['Cuneo', '12100', 'CN', '0171'],
  ['Sassuolo', '41049', 'MO', '0536'], ['Lumezzane', '25065', 'BS', '030'], ['Carpi', '41012', 'MO', '059'], ['Castelfranco Veneto', '31033', 'TV', '0423'],
];
const STREETS = ['Via dell\'Artigianato', 'Via Enrico Fermi', 'Viale dell\'Industria', 'Via Galileo Galilei', 'Via Alessandro Volta', 'Via Guglielmo Marconi', 'Via Roma', 'Via dei Mestieri', 'Corso Vittorio Emanuele II', 'Via Luigi Einaudi', 'Via Antonio Meucci', 'Via del Lavoro'];

type Art = [code: string, desc: string, um: string, lo: number, hi: number, rate: number, qlo: number, qhi: number, qdec: number];
interface Sector { names: string[]; arts: Art[]; details: string[] }
const SECTORS: Sector[] = [
  {
    names: ['{S} Forniture Industriali', 'Ferramenta {S}', 'Utensileria {S}', 'Viteria {S}'],
    details: ['Conf. da 100 pz', 'Cert. EN 388', 'Colore RAL 7035', 'Marca Würth o equivalente', 'Lotto n. {N}'],
    arts: [
      ['VT8400', 'Vite TE zincata M8x40 DIN 933', 'PZ', 0.06, 0.3, 22, 100, 1000, 0], ['GN0913', 'Guanti da lavoro in nitrile tg. 9', 'PA', 1.2, 4.5, 22, 12, 120, 0],
      ['DT1151', 'Disco da taglio inox 115x1,0 mm', 'PZ', 0.9, 2.8, 22, 10, 100, 0], ['NA5025', 'Nastro telato grigio 50 mm x 25 m', 'RT', 2.5, 6.9, 22, 6, 48, 0],
      ['TS1050', 'Tassello nylon 10x50 con vite', 'CF', 7, 19, 22, 1, 20, 0], ['SL0280', 'Silicone acetico trasparente 280 ml', 'PZ', 2.9, 6.5, 22, 6, 60, 0],
      ['CV3G25', 'Cavo FG16OR16 3G2,5 mm²', 'MT', 1.1, 2.6, 22, 10, 150, 1], ['OL0400', 'Lubrificante spray multiuso 400 ml', 'PZ', 3.2, 7.9, 22, 6, 36, 0],
      ['PN2035', 'Punta HSS-Co per metallo Ø 3,5 mm', 'PZ', 1.1, 3.9, 22, 10, 50, 0], ['MO0001', 'Manodopera tecnico specializzato', 'ORE', 32, 48, 22, 1, 8, 1],
      ['CH1319', 'Chiave combinata 13 mm cromo-vanadio', 'PZ', 4.5, 11, 22, 2, 12, 0], ['TR0001', 'Spese di trasporto', 'NR', 12, 45, 22, 1, 1, 0],
    ],
  },
  {
    names: ['{S} Distribuzione Alimentare', 'Ingrosso {S}', 'Dolciaria {S}', '{S} Food Service'],
    details: ['Lotto {N} - scad. {D}', 'Conf. da 12 pz', 'Origine Italia', 'Cartone da 6 bt'],
    arts: [
      ['OL5000', 'Olio extravergine di oliva latta 5 l', 'PZ', 32, 48, 10, 2, 20, 0], ['PA5PR', 'Penne rigate di semola 5 kg', 'CT', 7.5, 12.9, 10, 2, 30, 0],
      ['PR24M', 'Parmigiano Reggiano DOP 24 mesi', 'KG', 14.5, 19.9, 10, 1, 12, 3], ['PP700', 'Passata di pomodoro 700 g x 12', 'CT', 9.9, 15.5, 10, 2, 24, 0],
      ['CF1000', 'Caffè in grani miscela bar 1 kg', 'KG', 13.5, 21, 10, 2, 30, 0], ['MZ125', 'Mozzarella fior di latte 125 g', 'PZ', 0.65, 1.2, 4, 20, 200, 0],
      ['TV3333', 'Tovaglioli carta 33x33 2 veli', 'CF', 2.1, 4.8, 22, 5, 60, 0], ['DT5KG', 'Detergente stoviglie professionale 5 kg', 'PZ', 6.9, 13.5, 22, 1, 12, 0],
      ['VMD075', 'Montepulciano d\'Abruzzo DOC 0,75 l', 'BT', 3.8, 8.9, 22, 6, 60, 0], ['AM1500', 'Acqua minerale naturale 1,5 l x 6', 'CF', 1.6, 2.9, 22, 5, 80, 0],
      ['FA25KG', 'Farina di grano tenero tipo 00 25 kg', 'SC', 13, 21, 4, 1, 10, 0], ['PS0500', 'Prosciutto crudo stagionato affettato', 'KG', 17, 29, 10, 1, 6, 3],
    ],
  },
  {
    names: ['Cartotecnica {S}', '{S} Ufficio', 'Arti Grafiche {S}', 'Tipografia {S}'],
    details: ['Formato 85x55 mm', 'Stampa 4/0 colori', 'Carta patinata 350 g', 'Rif. Vs. bozza del {D}'],
    arts: [
      ['CA4080', 'Carta A4 80 g/m² risma 500 fogli', 'RS', 2.9, 4.9, 22, 10, 100, 0], ['TN059A', 'Toner compatibile HP 59A nero', 'PZ', 29, 69, 22, 1, 6, 0],
      ['BV0500', 'Biglietti da visita personalizzati', 'CF', 18, 45, 22, 1, 10, 0], ['BU0110', 'Buste commerciali 110x230 con finestra', 'CF', 6.5, 14, 22, 2, 20, 0],
      ['CL0050', 'Cartelline in cartoncino con stampa logo', 'PZ', 0.45, 1.9, 22, 100, 1000, 0], ['RG0001', 'Registro protocollo 96 pagine', 'PZ', 4.2, 9.8, 22, 1, 10, 0],
      ['GR0001', 'Progettazione grafica', 'ORE', 35, 60, 22, 1, 6, 1], ['PE0100', 'Penna a sfera personalizzata', 'PZ', 0.35, 1.2, 22, 100, 500, 0],
      ['QU0A5', 'Quaderni A5 a righe 80 ff.', 'PZ', 0.9, 2.4, 4, 20, 200, 0], ['LB0001', 'Volume "Manuale di contabilità" ed. 2025', 'PZ', 24, 48, 4, 1, 10, 0],
    ],
  },
];
const FORMS = ['S.r.l.', 'S.r.l.', 'S.p.A.', 'S.r.l.s.', 'S.n.c.'];
const PA = ['Comune di {C}', 'Istituto Comprensivo Statale di {C}', 'Azienda Socio Sanitaria Territoriale di {C}', 'Provincia di {C}'];
const COLORS = ['#1f3a68', '#20563a', '#7a1f2b', '#3d3d3d', '#0b5c7a'];

function place(random: Random): { street: string; city: string; cap: string; prov: string; area: string } {
  const [city, cap, prov, area] = one(random, CITIES);
  return { street: `${one(random, STREETS)}, ${int(random, 1, 140)}${chance(random, 0.15) ? '/' + one(random, ['A', 'B', 'C']) : ''}`, city, cap, prov, area };
}

export function italianInvoice(random: Random): Built {
  const sector = one(random, SECTORS);
  const surname = one(random, SURNAMES);
  const form = one(random, FORMS);
  const seller = `${one(random, sector.names).replace('{S}', surname)}${form === 'S.n.c.' ? ` di ${surname} ${one(random, FIRST)} & C.` : ''} ${form}`;
  const at = place(random);
  const piva = partitaIva(random);
  const withIt = chance(random, 0.5);
  const taxId = withIt ? `IT${piva}` : piva;
  const capital = form === 'S.p.A.' ? one(random, [120000, 500000, 1040000]) : one(random, [10000, 50000, 99000, 20000]);
  const rea = `${at.prov}-${digits(random, 6)}`;
  const color = one(random, COLORS);

  // customer
  const kind = random() < 0.18 ? 'pa' : random() < 0.2 ? 'person' : 'company';
  const cAt = place(random);
  const customer = kind === 'pa' ? one(random, PA).replace('{C}', cAt.city)
    : kind === 'person' ? `${one(random, FIRST)} ${one(random, SURNAMES)}`
      : `${one(random, one(random, SECTORS).names).replace('{S}', one(random, SURNAMES.filter((s) => s !== surname)))} ${one(random, ['S.r.l.', 'S.p.A.', 'S.a.s.'])}`;
  const customerIds = kind === 'pa' ? [`C.F. 8${digits(random, 10)}`, `Cod. Univoco Ufficio: UF${letters(random, 4)}`]
    : kind === 'person' ? [`C.F. ${codiceFiscale(random)}`, 'Cod. destinatario: 0000000']
      : [`P.IVA ${partitaIva(random)}`, `Cod. destinatario: ${letters(random, 7, 'ABCDEFGHKLMNPRTUVWXYZ0123456789')}`];
  const split = kind === 'pa';
  const customerCode = `${one(random, ['C', 'CL', ''])}${digits(random, int(random, 4, 6))}`;

  // document
  const iso = randomDate(random);
  const year = iso.slice(0, 4);
  const n = int(random, 12, 2400);
  const number = one(random, [`${n}/${year}`, `FT ${n}/${year.slice(2)}`, `${year}/${String(n).padStart(6, '0')}`, `${n}/A`, `V1/${String(n).padStart(4, '0')}`]);
  const po = kind !== 'person' && chance(random, 0.6)
    ? one(random, [`4500${digits(random, 6)}`, `ORD-${digits(random, 4)}`, `${int(random, 10, 999)}/${year.slice(2)}`, `NSO ${digits(random, 5)}`]) : undefined;
  const poDate = addDays(iso, -int(random, 3, 30));
  const pay = one(random, [
    ...(split ? [] : [{ text: 'Ri.Ba. 30 gg d.f.f.m.', due: endOfMonth(addDays(iso, 30)), riba: true }, { text: 'Ri.Ba. 90 gg d.f.f.m.', due: endOfMonth(addDays(iso, 90)), riba: true }]),
    { text: 'Bonifico bancario 30 gg d.f.', due: addDays(iso, 30), riba: false },
    { text: 'Bonifico bancario 60 gg d.f.f.m.', due: endOfMonth(addDays(iso, 60)), riba: false },
    { text: 'Rimessa diretta vista fattura', due: iso, riba: false },
  ]);
  const riba = pay.riba;
  const sellerIban = riba ? undefined : iban(random, 'IT');
  const bankName = one(random, ['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca', 'Crédit Agricole Italia', 'Banca di Credito Cooperativo']);
  const ddtMode = chance(random, 0.45);

  // lines
  const count = int(random, 2, 9);
  const arts = sample(random, sector.arts, count);
  const lines: { code: string; desc: string; um: string; q: number; p: number; disc: number; amount: number; rate: number; ivaCode: string }[] = [];
  for (const [code, desc, um, lo, hi, rate, qlo, qhi, qdec] of arts) {
    const q = qdec === 0 ? int(random, qlo, qhi) : qdec === 1 ? int(random, qlo * 2, qhi * 2) / 2 : int(random, qlo * 1000, qhi * 1000) / 1000;
    const p = qdec === 3 || hi < 1 ? Math.round((lo + random() * (hi - lo)) * 1000) / 1000 : price(random, lo, hi);
    const disc = code === 'TR0001' || !chance(random, 0.35) ? 0 : one(random, [3, 5, 10, 15, 20]);
    const detail = chance(random, 0.25) ? '\n' + one(random, sector.details).replace('{N}', letters(random, 2) + digits(random, 4)).replace('{D}', date(addDays(iso, int(random, -20, 300)), '/')) : '';
    lines.push({ code, desc: desc + detail, um, q, p, disc, amount: r2(q * p * (1 - disc / 100)), rate, ivaCode: String(rate) });
  }
  const bollo = !split && chance(random, 0.22);
  if (bollo) {
    const p = price(random, 80, 320);
    lines.push({ code: 'SPANT', desc: `Spese anticipate in nome e per conto del cliente\nBolletta doganale n. ${year.slice(2)}IT${digits(random, 8)}`, um: 'NR', q: 1, p, disc: 0, amount: p, rate: 0, ivaCode: 'E15' });
  }
  const incasso = riba && chance(random, 0.6) ? one(random, [2.5, 3, 3.5, 4.5]) : 0;
  const groups = vatGroups([...lines.map((l) => ({ amount: l.amount, rate: l.rate })), ...(incasso ? [{ amount: incasso, rate: 22 }] : [])]);
  const goods = sum(lines.map((l) => l.amount));
  const subtotal = sum(groups.map((g) => g.base));
  const tax = sum(groups.map((g) => g.tax));
  const stamp = bollo ? 2 : 0;
  const total = sum([subtotal, tax, stamp]);
  const due = split ? sum([subtotal, stamp]) : total;

  // html
  const font = one(random, ['"Liberation Sans", Arial', '"DejaVu Sans"', '"Liberation Sans Narrow", "Liberation Sans"']);
  const f = (x: number) => num(x, DOTS);
  const dateStyle = one(random, ['/', '/', '.', '-'] as const);
  const d = (x: string) => date(x, dateStyle);
  const ds = d(iso);
  const initials = surname.slice(0, 1) + (seller.split(' ')[0] === surname ? seller.split(' ')[1] : seller.split(' ')[0]).slice(0, 1);
  const ddtRow = () => `<tr class="ddt"><td></td><td colspan="7">Rif. DDT n. ${int(random, 100, 2999)} del ${d(addDays(iso, -int(random, 1, 25)))}</td></tr>`;
  const rows = lines.map((l, i) => (ddtMode && (i === 0 || (i === Math.floor(lines.length / 2) && lines.length > 3)) ? ddtRow() : '') +
    `<tr><td>${l.code}</td><td>${multiline(l.desc)}</td><td class="c">${l.um}</td><td class="r">${qty(l.q, DOTS, l.um === 'KG' ? 3 : 2)}</td><td class="r">${num(l.p, DOTS, l.p < 1 || l.um === 'KG' ? 3 : 2)}</td><td class="r">${l.disc ? f(l.disc) : ''}</td><td class="r">${f(l.amount)}</td><td class="c">${l.ivaCode}</td></tr>`).join('');
  const groupRows = groups.map((g) => `<tr><td>${g.rate ? g.rate : 'E15'}</td><td>${g.rate ? `Aliquota ${g.rate}%` : 'Escluso art. 15 DPR 633/72'}</td><td class="r">${f(g.base)}</td><td class="r">${g.rate ? f(g.rate) : ''}</td><td class="r">${f(g.tax)}</td></tr>`).join('');
  const cell = (label: string, value: string, cls = '') => `<td class="${cls}"><div class="lab">${label}</div><div class="val">${value}</div></td>`;
  const totalRows: [string, number, string?][] = [['Totale merce', goods]];
  if (incasso) totalRows.push(['Spese incasso', incasso]);
  totalRows.push(['Totale imponibile', subtotal], ['Totale IVA', tax]);
  if (bollo) totalRows.push(['Bollo (art. 15)', stamp]);
  totalRows.push(['TOTALE DOCUMENTO', total, 'tot']);
  if (split) totalRows.push(['IVA scissione pagamenti', -tax], ['NETTO A PAGARE', due, 'tot']);
  const css = `
body { font-family: ${font}; font-size: 10.5px; color: #111; padding: 34px 40px 26px }
.top { display: flex; justify-content: space-between; gap: 24px }
.firm { display: flex; gap: 12px; max-width: 430px }
.mark { width: 58px; height: 58px; background: ${color}; color: #fff; font: bold 26px "DejaVu Serif"; display: flex; align-items: center; justify-content: center; border-radius: ${one(random, ['0', '50%', '8px'])}; flex: none }
.name { font-size: 16px; font-weight: bold; color: ${color}; margin-bottom: 4px }
.sub { font-size: 9.5px; line-height: 1.45 }
.dest { width: 275px; border: 1px solid #777; padding: 8px 12px; margin-top: 6px; line-height: 1.45; font-size: 11px }
.dest .lab { font-size: 9px; color: #555 }
.grid { width: 100%; margin-top: 16px } .grid td { border: 1px solid #888; padding: 3px 6px; vertical-align: top }
.lab { font-size: 8px; text-transform: uppercase; color: #555 } .val { font-size: 11px; font-weight: bold; min-height: 13px }
.items { width: 100%; margin-top: 12px; border: 1px solid #888 }
.items th { background: ${color}; color: #fff; font-size: 9px; padding: 4px 5px; text-align: left }
.items td { padding: 3px 5px; border-left: 1px solid #ccc; vertical-align: top }
.items tr.ddt td { font-style: italic; color: #333; padding-top: 6px }
.detail { font-size: 9px; color: #444 }
.bottom { display: flex; gap: 18px; margin-top: 14px; align-items: flex-start }
.riep { flex: 1; border: 1px solid #888 } .riep th { font-size: 8.5px; background: #eee; padding: 3px 5px; text-align: left; border-bottom: 1px solid #888 }
.riep td { padding: 3px 5px }
.tots { width: 260px; border: 1px solid #888 } .tots td { padding: 3px 8px; border-bottom: 1px solid #ddd }
.tots tr.tot td { font-weight: bold; font-size: 12px; background: #f0f0f0 }
.scad { margin-top: 12px; border: 1px solid #888; width: 360px } .scad td, .scad th { padding: 3px 8px; text-align: left; font-size: 10px }
.notes { margin-top: 12px; font-size: 9px; color: #333; line-height: 1.4 }
.foot { border-top: 1px solid #999; padding-top: 5px; font-size: 8.5px; color: #444; display: flex; justify-content: space-between }`;
  const body = `
<div class="top">
  <div class="firm"><div class="mark">${esc(initials)}</div><div><div class="name">${esc(seller)}</div>
  <div class="sub">${esc(at.street)} - ${at.cap} ${esc(at.city)} (${at.prov})<br>Tel. ${at.area} ${digits(random, 6)}${chance(random, 0.6) ? ` - Fax ${at.area} ${digits(random, 6)}` : ''}<br>
  info@${surname.toLowerCase()}.it - www.${surname.toLowerCase()}.it<br>Partita IVA ${taxId} - Codice Fiscale ${piva}<br>
  Cap. Soc. € ${f(capital)} i.v. - R.E.A. ${rea}</div></div></div>
  <div class="dest"><div class="lab">${kind === 'person' ? 'Gentile Sig./Sig.ra' : 'Spett.le'}</div><b>${esc(customer)}</b><br>${esc(cAt.street)}<br>${cAt.cap} ${esc(cAt.city)} (${cAt.prov})<br>${customerIds.join('<br>')}</div>
</div>
<table class="grid"><tr>${cell('Tipo documento', ddtMode ? 'FATTURA DIFFERITA' : 'FATTURA')}${cell('Numero documento', esc(number))}${cell('Data documento', ds)}${cell('Codice cliente', customerCode)}${cell('Pagina', '1 di 1')}</tr>
<tr>${cell('Condizioni di pagamento', pay.text)}${cell('Banca d\'appoggio', riba ? `${bankName} - ABI ${digits(random, 5)} CAB ${digits(random, 5)}` : `${bankName}<br>IBAN ${grouped(sellerIban as string)}`)}${cell('Vs. ordine n.', po ? `${esc(po)} del ${d(poDate)}` : '')}${cell('Agente', chance(random, 0.5) ? `${digits(random, 3)} ${one(random, SURNAMES).toUpperCase()}` : '')}${cell('Valuta', 'EUR')}</tr></table>
<table class="items"><tr><th style="width:64px">Codice</th><th>Descrizione</th><th style="width:30px">U.M.</th><th class="r" style="width:62px">Quantità</th><th class="r" style="width:70px">Prezzo unit.</th><th class="r" style="width:40px">Sc. %</th><th class="r" style="width:74px">Importo</th><th style="width:34px">IVA</th></tr>${rows}</table>
<div class="bottom">
  <table class="riep"><tr><th>Cod. IVA</th><th>Descrizione</th><th class="r">Imponibile</th><th class="r">Aliq. %</th><th class="r">Imposta</th></tr>${groupRows}</table>
  <table class="tots">${totalRows.map(([label, v, cls]) => `<tr class="${cls ?? ''}"><td>${label}</td><td class="r nw">€ ${f(v)}</td></tr>`).join('')}</table>
</div>
<table class="scad"><tr><th>Scadenze</th><th>Data</th><th class="r">Importo</th></tr><tr><td>${riba ? 'Ri.Ba.' : pay.due === iso ? 'Rimessa diretta' : 'Bonifico'}</td><td>${d(pay.due)}</td><td class="r">€ ${f(due)}</td></tr></table>
<div class="notes">${split ? 'Operazione soggetta a scissione dei pagamenti ai sensi dell\'art. 17-ter DPR 633/72: l\'IVA è versata dall\'ente committente.<br>' : ''}${bollo ? 'Imposta di bollo assolta in modo virtuale ai sensi dell\'art. 6 D.M. 17/06/2014.<br>' : ''}Contributo ambientale CONAI assolto ove dovuto. Merce viaggiante a rischio e pericolo del committente.<br>Copia di cortesia: il documento fiscalmente valido è la fattura elettronica trasmessa tramite SdI.</div>
<div class="foot push"><span>${esc(seller)} - ${esc(at.city)}</span><span>Documento n. ${esc(number)} del ${ds}</span><span>Pag. 1/1</span></div>`;

  const line_items: LineItem[] = lines.map((l) => ({ description: l.desc, quantity: l.q, unit_price: l.p, amount: l.amount, tax_rate: l.rate }));
  return {
    language: 'it',
    html: page('it', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: taxId, customer_name: customer, invoice_number: number, po_number: po, date: iso,
      due_date: pay.due, currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: due, iban: sellerIban,
    }),
    line_items,
  };
}
