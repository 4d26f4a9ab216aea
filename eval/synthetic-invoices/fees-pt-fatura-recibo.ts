/**
 * A Portuguese trabalhador independente's Fatura-Recibo (or Fatura), either as the tax portal's form (one
 * service) or from certified invoicing software (several lines, ATCUD, QR code): valor base, IVA 23 % or the
 * art. 53.º exemption, retenção na fonte de IRS (25 % in 2024, 23 % from 2025) on the base, importância recebida.
 */
import {
  add, addDays, built, chance, descriptionCell, dl, dls, drawLines, esc, fakeQr, foot, formatDate, formatQuantity, int, issueDate, itemsTable,
  lineCount, money, monthName, percent, pick, pickLook, previousMonth, shell, totalsBox, truthItem, type Col, type Layout, type Service,
  type TotalRow, type TruthFields,
} from './fees-common.ts';
import { atcud, groupedIban, iban, ptNif } from './fees-ids.ts';
import { address, company, person } from './fees-names.ts';

const h = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'hour', low, high, details });
const f = (text: string, low: number, high: number, details?: string[]): Service => ({ text, kind: 'flat', low, high, details });
const SERVICES: Record<string, Service[]> = {
  'Consultor informático|Consultora informática': [h('Serviços de consultoria informática', 30, 65, ['Período: {month} de {year}']), f('Desenvolvimento de website institucional', 900, 3500), h('Manutenção de sistemas', 25, 50), f('Configuração de rede e servidores', 300, 1200)],
  'Tradutor|Tradutora': [{ text: 'Tradução técnica EN>PT', kind: 'unit', qty: [1200, 8000], low: 0.06, high: 0.1, details: ['Manual de instruções'] }, h('Revisão de textos', 20, 35), f('Tradução certificada de documentos', 60, 250)],
  'Formador|Formadora': [h('Ação de formação – Excel avançado', 25, 45, ['{town}, {month} de {year}']), h('Formação em segurança no trabalho', 25, 40), f('Preparação de conteúdos formativos', 200, 700)],
  'Designer gráfico|Designer gráfica': [f('Design de logótipo e identidade visual', 400, 1800), f('Paginação de catálogo', 300, 1200, ['{pages} páginas']), h('Adaptação de peças para redes sociais', 20, 40), f('Design de embalagem', 350, 1500)],
  'Contabilista certificado|Contabilista certificada': [f('Serviços de contabilidade – {month} de {year}', 120, 450), f('Declaração periódica de IVA – {q}.º trimestre', 40, 120), f('IES / Declaração anual {prevyear}', 150, 450), h('Consultoria fiscal', 35, 70)],
  'Arquiteto|Arquiteta': [f('Projeto de arquitetura – licenciamento', 1500, 6000, ['Moradia em {town}']), f('Levantamento arquitetónico', 400, 1500), h('Acompanhamento de obra', 30, 60), f('Ficha técnica de habitação', 150, 400)],
  'Fotógrafo|Fotógrafa': [f('Reportagem fotográfica de evento', 300, 1200, ['Evento corporativo – {town}']), f('Sessão fotográfica de produto', 250, 900), h('Edição e tratamento de imagem', 20, 40)],
};

export const ptFaturaRecibo: Layout = (random) => {
  const look = pickLook(random, 0.15);
  const portal = chance(random, 0.4);
  const recibo = portal || chance(random, 0.65);
  const exempt = chance(random, 0.3);
  const date = issueDate(random), year = date.slice(0, 4), prev = previousMonth(date);
  const retentionRate = year >= '2025' ? 23 : 25;
  const withholds = !exempt || chance(random, 0.3);
  const [titles, services] = pick(random, Object.entries(SERVICES));
  const me = person(random, 'pt'), title = titles.split('|')[me.female ? 1 : 0], nif = ptNif(random, false), myAddr = address(random, 'pt');
  const customer = company(random, 'pt'), custNif = ptNif(random, true), custAddr = address(random, 'pt');
  const fill = (s: string) => s.replace('{month}', monthName('pt', Number(prev.start.slice(5, 7)))).replace('{year}', prev.start.slice(0, 4)).replace('{town}', custAddr.town)
    .replace('{pages}', String(int(random, 16, 120))).replace('{q}', String(Math.ceil(Number(prev.start.slice(5, 7)) / 3))).replace('{prevyear}', String(Number(year) - 1));
  const lines = drawLines(random, services, portal ? 1 : Math.min(lineCount(random), services.length), fill, portal ? 0.5 : 0.3);

  // Arithmetic: IVA and IRS withholding both on the base.
  const base = add(...lines.map((l) => l.amount));
  const vatRate = exempt ? 0 : 23;
  const vat = percent(base, vatRate), total = add(base, vat);
  const withholding = withholds ? percent(base, retentionRate) : 0;
  const due = add(total, -withholding);

  const m = money({ decimal: ',', group: pick(random, ['.', '\u00a0', ' ']) }, '€', false);
  const dfmt = pick(random, ['yyyy-mm-dd', 'dd-mm-yyyy', 'dd/mm/yyyy']);
  const d = (iso: string) => formatDate(iso, dfmt, 'pt');
  const seq = int(random, 1, 64);
  const number = portal ? `FR ATSIRE01FR/${seq}` : pick(random, [`${recibo ? 'FR' : 'FT'} ${year}/${seq}`, `${recibo ? 'FR' : 'FT'} A/${seq}`, `${recibo ? 'FR' : 'FT'} ${year}A/${seq}`]);
  const code = atcud(random, seq);
  const po = chance(random, 0.3) ? pick(random, [`REQ-${year}-${int(random, 100, 999)}`, `${int(random, 4500000, 4599999)}`, `EC ${year}/${int(random, 10, 900)}`]) : null;
  const poLabel = pick(random, ['V/ Ref.ª', 'Requisição n.º', 'N.º encomenda']);
  const dueDate = addDays(date, pick(random, [15, 30, 30, 60]));
  const vatMention = exempt ? pick(random, ['IVA - regime de isenção [art. 53.º do CIVA]', 'Isento de IVA nos termos do art. 53.º do CIVA']) : 'IVA - taxa normal (Continente) 23%';
  const irsMention = withholds ? `Retenção na fonte de IRS à taxa de ${retentionRate}% (art. 101.º, n.º 1, al. b) do CIRS)` : 'Dispensa de retenção na fonte - art. 101.º-B, n.º 1, al. a) do CIRS';
  const L = {
    base: pick(random, ['Valor base', 'Valor Base', 'Total ilíquido', 'Incidência']), vat: exempt ? 'IVA (isento)' : pick(random, ['IVA 23%', 'IVA (23%)', 'Total IVA']),
    total: pick(random, ['Total', 'Valor total', 'Total documento']), irs: pick(random, [`Retenção na fonte IRS ${retentionRate}%`, `Retenção IRS (${retentionRate}%)`, `Retenção na fonte (${retentionRate}%)`]),
    due: recibo ? pick(random, ['Importância recebida', 'Importância recebida', 'Total recebido']) : pick(random, ['Total a pagar', 'Valor a pagar']),
  };
  const rows: TotalRow[] = [{ label: L.base, value: m.cur(base) }, { label: L.vat, value: m.cur(vat) }];
  if (portal) rows.push({ label: 'Imposto do Selo', value: m.cur(0) });
  rows.push({ label: L.total, value: m.cur(total), rule: true, strong: !withholds });
  if (withholds) rows.push({ label: L.irs, value: m.cur(-withholding) }, { label: L.due, value: m.cur(due), rule: true, strong: true });
  else if (chance(random, 0.6)) rows.push({ label: L.due, value: m.cur(due), strong: true });
  const nifLabel = pick(random, ['NIF', 'NIF', 'Contribuinte n.º']);
  const myName = me.full;
  const ibanValue = iban(random, 'PT'), printsIban = !recibo || chance(random, 0.3), ibanPrinted = groupedIban(ibanValue);
  let html: string;
  let hasQty = false, rateColumn = false;

  if (portal) {
    const box = (head: string, content: string) => `<div class="bx"><div class="bh">${esc(head)}</div>${content}</div>`;
    const kv = (pairs: [string, string][]) => `<table class="kv">${pairs.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${v.length > 55 ? esc(v) : dl(v)}</td></tr>`).join('')}</table>`;
    const css = `.bx { border: 0.7px solid #9a9a9a; margin-top: 4mm } .bh { background: #e6e6e6; padding: 2px 6px; font-weight: bold; font-size: 0.9em } .kv { margin: 2mm 4mm; width: 95% } .kv td { padding: 1px 4px } .kv .k { color: #555; width: 34% }`;
    html = shell(look, 'pt', `<table style="width:100%"><tr><td><div class="b" style="font-size:1.7em">FATURA-RECIBO</div><div class="small">${esc(pick(random, ['Original', 'Emitida no Portal das Finanças']))}</div></td>
<td class="r"><div class="b" style="font-size:1.15em">${dl(`N.º ${number}`)}</div>${dl(`ATCUD: ${code}`)}${dl(`Data de emissão: ${d(date)}`)}</td></tr></table>
${box('Transmitente / Prestador de serviços', kv([[nifLabel, nif], ['Nome', myName], ['Atividade', title], ['Morada', `${myAddr.street}, ${myAddr.city}`]]))}
${box('Adquirente', kv([[nifLabel, custNif], ['Nome', customer], ['Morada', `${custAddr.street}, ${custAddr.city}`], ['País', 'PORTUGAL'], ...(po ? [[poLabel, po] as [string, string]] : [])]))}
${box('Dados da prestação de serviços', kv([['Data da prestação', d(addDays(date, -int(random, 0, 10)))], ['Descrição', lines[0].text], ...(lines[0].detail ? [['', lines[0].detail] as [string, string]] : []), ['Regime de IVA', vatMention], ['Regime de IRS', irsMention], ['Rendimentos', 'Categoria B - Rendimentos empresariais e profissionais']]))}
${box('Valores', `<div style="padding:1mm 4mm">${totalsBox(rows, '60%')}</div>`)}
${printsIban ? `<div style="margin-top:4mm">${dl(`IBAN: ${ibanPrinted}`)}</div>` : ''}
<div class="tiny" style="margin-top:5mm">${esc(recibo ? 'A importância indicada foi recebida na data de emissão do presente documento.' : '')}</div>${foot(esc(`${me.full} · ${nifLabel} ${nif}`), 'tiny c')}`, css);
  } else {
    hasQty = chance(random, 0.7);
    rateColumn = chance(random, 0.6);
    const q = (l: (typeof lines)[number]) => formatQuantity(l.quantity, m.style, true);
    const cols: Col[] = [{ head: 'Descrição' }, ...(hasQty ? [{ head: 'Qtd.', align: 'r' as const }, { head: 'Preço unit.', align: 'r' as const }] : []), ...(rateColumn ? [{ head: 'IVA', align: 'r' as const }] : []), { head: 'Total', align: 'r' as const }];
    const body = lines.map((l) => [descriptionCell(l), ...(hasQty ? [q(l), m.num(l.unitPrice)] : []), ...(rateColumn ? [`${vatRate}%`] : []), m.num(l.amount)]);
    const right = chance(random, 0.5);
    const supplier = `<div class="b acc" style="font-size:1.35em">${dl(myName)}</div><div class="small">${dls([title, myAddr.street, myAddr.city, `${nifLabel}: ${nif}`, `${me.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${me.last.split(' ').pop()!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${pick(random, ['gmail.com', 'sapo.pt', 'outlook.pt'])}`])}</div>`;
    const metaPairs: [string, string][] = [['Data', d(date)], ...(!recibo ? [['Vencimento', d(dueDate)] as [string, string]] : []), ...(po ? [[poLabel, po] as [string, string]] : []), ['ATCUD', code]];
    const docHead = `<div class="b" style="font-size:1.5em">${recibo ? 'Fatura-Recibo' : 'Fatura'}</div><div class="small">Original</div>${dl(`N.º ${number}`, 'b')}<table class="mt">${metaPairs.map(([k, v]) => `<tr><td style="color:#555; padding-right:8px">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
    const custBlock = `<div style="margin:8mm 0 4mm auto; width:48%"><div class="small">${esc(pick(random, ['Exmo.(s) Sr.(s)', 'Cliente', 'Adquirente']))}</div><div class="b">${dl(customer)}</div>${dls([custAddr.street, custAddr.city, `${nifLabel}: ${custNif}`])}</div>`;
    const vatTable = `<table class="vt" style="margin-top:2mm"><style>.vt td { padding: 1px 8px; border-bottom: 0.5px solid #bbb; font-size: 0.85em }</style><tr><td>Taxa</td><td>Incidência</td><td>IVA</td><td>Motivo</td></tr><tr><td>${vatRate}%</td><td class="r">${m.num(base)}</td><td class="r">${m.num(vat)}</td><td>${exempt ? 'M10' : ''}</td></tr></table>`;
    const hash = `${pick(random, ['A', 'q', 'X', 'm', 'T'])}${pick(random, ['b', '7', 'K', 'z'])}${pick(random, ['3', 'P', 'w', 'd'])}${pick(random, ['x', 'R', '9', 'e'])}`;
    html = shell(look, 'pt', `<table style="width:100%"><tr><td>${right ? docHead : supplier}</td><td style="width:42%">${right ? supplier : docHead}</td></tr></table>${custBlock}
${itemsTable(cols, body, pick(random, ['rules', 'grid', 'band', 'zebra', 'plain'] as const), look)}
<table style="width:100%"><tr><td style="width:45%">${vatTable}</td><td>${totalsBox(rows, '95%')}</td></tr></table>
<div class="small" style="margin-top:3mm">${dls([vatMention, irsMention])}</div>
${printsIban ? `<div style="margin-top:3mm">${dl(`Pagamento por transferência bancária – IBAN: ${ibanPrinted}`)}</div>` : ''}
<div class="tiny" style="margin-top:4mm">Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.</div>
${foot(`<table style="width:100%"><tr><td style="width:100px">${fakeQr(random)}</td><td class="tiny" style="vertical-align:bottom">${esc(`${hash}-Processado por programa certificado n.º ${int(random, 1000, 2999)}/AT`)}</td><td class="tiny r" style="vertical-align:bottom">Pág. 1/1</td></tr></table>`, '')}`);
  }

  const fields: TruthFields = {
    supplier_name: myName, supplier_tax_id: nif, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}), date,
    ...(!recibo ? { due_date: dueDate } : {}), currency: 'EUR', subtotal: base, total_tax: vat, total_amount: total, amount_due: due, ...(printsIban ? { iban: ibanPrinted } : {}),
  };
  return built('pt', html, fields, lines.map((l) => truthItem(l, hasQty, rateColumn ? vatRate : null)));
};
