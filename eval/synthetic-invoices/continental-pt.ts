/**
 * Portuguese `fatura` from a certified invoicing program: series number, ATCUD and QR code, the buyer's NIF,
 * lines with discount and IVA rate, the IVA summary (23 / 13 / 6 %), totals and the certification line.
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, DOTS, addDays, chance, date, digits, esc, fields, grouped, iban, int, letters, multiline, nif, num,
  one, page, price, qty, r2, randomDate, sample, sum, vatGroups,
} from './continental-common.ts';

const SURN = ['Silva', 'Ferreira', 'Pereira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Gonçalves', 'Ribeiro', 'Carvalho', 'Teixeira', 'Moreira', 'Lopes', 'Azevedo', 'Pinto'];
const FIRST = ['João', 'Ana', 'Miguel', 'Catarina', 'Rui', 'Inês', 'Pedro', 'Mariana', 'Tiago', 'Sofia', 'Nuno', 'Beatriz'];
const CITIES: [string, number, number][] = [
  ['Lisboa', 1000, 1900], ['Porto', 4000, 4350], ['Braga', 4700, 4719], ['Coimbra', 3000, 3049], ['Aveiro', 3800, 3814], ['Leiria', 2400, 2419],
  ['Setúbal', 2900, 2914], ['Faro', 8000, 8009], ['Viseu', 3500, 3514], ['Guimarães', 4800, 4839], ['Vila Nova de Gaia', 4400, 4434], ['Matosinhos', 4450, 4465], ['Évora', 7000, 7005],
];
const STREETS = ['Rua de Santa Catarina', 'Avenida da República', 'Rua do Comércio', 'Rua Dr. António José de Almeida', 'Travessa das Flores', 'Avenida 25 de Abril', 'Rua da Indústria', 'Largo do Município', 'Rua Direita'];

type Art = [desc: string, un: string, lo: number, hi: number, rate: number, qlo: number, qhi: number, dec: boolean];
const SECTORS: { names: string[]; arts: Art[] }[] = [
  {
    names: ['Materiais de Construção {S}', 'Ferragens {S}', '{S} & Filhos', 'Tintas {S}'],
    arts: [
      ['Cimento Portland CEM II/B-L 32,5N saco 25 kg', 'SC', 4.2, 6.9, 23, 5, 80, false], ['Tinta plástica branca mate 15 L', 'UN', 38, 79, 23, 1, 10, false],
      ['Parafuso autoperfurante 4,2x19 (cx. 1000)', 'CX', 9.5, 21, 23, 1, 12, false], ['Areia lavada fina (a granel)', 'M3', 18, 32, 23, 1, 12, true],
      ['Tubo PVC Ø 110 mm 3 m', 'UN', 6.9, 14.5, 23, 2, 40, false], ['Azulejo cerâmico 20x20 branco', 'M2', 8.9, 19.9, 23, 5, 60, true],
      ['Mão de obra técnica', 'H', 18, 32, 23, 1, 12, true], ['Transporte e descarga', 'SV', 25, 60, 23, 1, 1, false],
      ['Manual "Regras de Construção" 3.ª ed.', 'UN', 19, 42, 6, 1, 4, false], ['Luvas de proteção nitrilo (par)', 'PAR', 1.4, 3.9, 23, 10, 100, false],
    ],
  },
  {
    names: ['Distribuidora Alimentar {S}', 'Mercearia {S}', '{S} Horeca', 'Adega {S}'],
    arts: [
      ['Azeite virgem extra 5 L', 'UN', 24, 42, 6, 2, 20, false], ['Arroz carolino 1 kg (fardo 10 un.)', 'FD', 11, 18, 6, 2, 30, false],
      ['Leite meio-gordo UHT 1 L (pack 6)', 'PK', 4.5, 6.9, 6, 5, 60, false], ['Queijo da Serra DOP', 'KG', 17, 29, 6, 1, 8, true],
      ['Vinho tinto Douro DOC 0,75 L', 'GF', 3.9, 12.5, 13, 6, 72, false], ['Serviço de catering (por pessoa)', 'UN', 12, 28, 13, 10, 80, false],
      ['Água mineral 1,5 L (pack 6)', 'PK', 1.9, 3.2, 6, 5, 80, false], ['Detergente loiça profissional 5 L', 'UN', 7.5, 14, 23, 1, 10, false],
      ['Guardanapos papel 40x40 (pack 50)', 'PK', 1.8, 3.9, 23, 5, 40, false], ['Café torrado em grão 1 kg', 'KG', 13, 21, 23, 2, 20, false],
    ],
  },
];
const DETAILS = ['Lote {L}', 'Ref. fornecedor {L}', 'Conforme orçamento n.º {N}', 'Entrega em obra'];

function address(random: Random): string[] {
  const [city, lo, hi] = one(random, CITIES);
  const street = chance(random, 0.2) ? `Zona Industrial de ${city}, Lote ${int(random, 1, 60)}` : `${one(random, STREETS)}, ${int(random, 1, 300)}${chance(random, 0.3) ? `, ${int(random, 1, 5)}.º ${one(random, ['Esq.', 'Dto.', 'A'])}` : ''}`;
  return [street, `${int(random, lo, hi)}-${digits(random, 3)} ${city}`];
}

/** A QR-code-like square (finder patterns and random modules) drawn with divs. */
function qr(random: Random, cells = 25, size = 3): string {
  const finder = (x: number, y: number) => [[0, 0], [cells - 7, 0], [0, cells - 7]].some(([fx, fy]) => {
    const dx = x - fx, dy = y - fy;
    if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
    return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
  });
  const near = (x: number, y: number) => [[0, 0], [cells - 8, 0], [0, cells - 8]].some(([fx, fy]) => x >= fx && x < fx + 8 && y >= fy && y < fy + 8);
  let cellsHtml = '';
  for (let y = 0; y < cells; y++) for (let x = 0; x < cells; x++) {
    const on = near(x, y) ? finder(x, y) : random() < 0.5;
    if (on) cellsHtml += `<i style="left:${x * size}px;top:${y * size}px"></i>`;
  }
  return `<div class="qr" style="width:${cells * size}px;height:${cells * size}px">${cellsHtml}</div>`;
}

export function portugueseInvoice(random: Random): Built {
  const sector = one(random, SECTORS);
  const surname = one(random, SURN);
  const form = one(random, ['Lda.', 'Lda.', 'Unipessoal Lda.', 'S.A.']);
  const seller = `${one(random, sector.names).replace('{S}', surname)}, ${form}`;
  const sellerNif = nif(random, '5');
  const withPt = chance(random, 0.5);
  const taxId = withPt ? `PT${sellerNif}` : sellerNif;
  const at = address(random);
  const companyBuyer = chance(random, 0.75);
  const customer = companyBuyer ? `${one(random, ['Construções', 'Restaurante', 'Café', 'Hotel', 'Imobiliária', 'Oficina'])} ${one(random, SURN)} ${one(random, ['& Irmão', '', 'e Filhos'])}`.replace(/ +/g, ' ').trim() + `, ${one(random, ['Lda.', 'S.A.', 'Unipessoal Lda.'])}`
    : `${one(random, FIRST)} ${one(random, SURN)} ${one(random, SURN)}`;
  const customerNif = nif(random, companyBuyer ? '5' : one(random, ['1', '2']));
  const cAt = address(random);

  const iso = randomDate(random);
  const year = iso.slice(0, 4);
  const seq = int(random, 1, 900);
  const series = one(random, [`${year}A${int(random, 1, 3)}`, `${letters(random, 1)}${year}`, 'A', year]);
  const number = `FT ${series}/${seq}`;
  const atcud = `${letters(random, 8, 'BCDFGHJKLMNPQRSTVWXYZ23456789')}-${seq}`;
  const term = one(random, [0, 15, 30, 30, 60, 90]);
  const due = addDays(iso, term);
  const po = chance(random, 0.5) ? one(random, [`REQ ${digits(random, 5)}`, `${int(random, 100, 999)}/${year}`, `ENC-${digits(random, 6)}`]) : undefined;
  const sellerIban = chance(random, 0.85) ? iban(random, 'PT') : undefined;
  const dStyle = one(random, ['ymd', '-', '/'] as const);
  const d = (x: string) => date(x, dStyle, 'pt');
  const f = (x: number) => num(x, DOTS);

  const lines = sample(random, sector.arts, int(random, 2, 9)).map(([desc, un, lo, hi, rate, qlo, qhi, dec]) => {
    const q = dec ? int(random, qlo * 10, qhi * 10) / 10 : int(random, qlo, qhi);
    const p = price(random, lo, hi);
    const disc = chance(random, 0.4) ? one(random, [2, 5, 7.5, 10, 15]) : 0;
    const detail = chance(random, 0.2) ? '\n' + one(random, DETAILS).replace('{L}', `${letters(random, 2)}${digits(random, 5)}`).replace('{N}', `${digits(random, 3)}/${year.slice(2)}`) : '';
    return { code: `${un.slice(0, 1)}${digits(random, 5)}`, desc: desc + detail, un, q, p, disc, rate, gross: r2(q * p), amount: r2(q * p * (1 - disc / 100)) };
  });
  const groups = vatGroups(lines.map((l) => ({ amount: l.amount, rate: l.rate })));
  const gross = sum(lines.map((l) => l.gross));
  const subtotal = sum(lines.map((l) => l.amount));
  const discounts = r2(gross - subtotal);
  const tax = sum(groups.map((g) => g.tax));
  const total = sum([subtotal, tax]);
  const hash = letters(random, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  const color = one(random, ['#444', '#1d4f91', '#8a1c1c', '#2f5d3a']);
  const font = one(random, ['"DejaVu Sans"', '"Liberation Sans", Arial', '"DejaVu Sans Condensed", "DejaVu Sans"']);

  const css = `
body { font-family: ${font}; font-size: 10px; color: #1a1a1a; padding: 36px 42px 24px }
.head { display: flex; justify-content: space-between }
.logo { display: flex; align-items: center; gap: 10px }
.logo .sq { width: 44px; height: 44px; background: ${color}; transform: rotate(45deg); margin: 6px } .logo .sq b { display: block; transform: rotate(-45deg); color: #fff; font: bold 18px "DejaVu Serif"; text-align: center; line-height: 44px }
.logo .nm { font-size: 15px; font-weight: bold; max-width: 280px }
.firm { margin-top: 8px; line-height: 1.45; font-size: 9.5px }
.doc { text-align: right } .doc .orig { font-size: 9px; border: 1px solid #333; display: inline-block; padding: 1px 8px; letter-spacing: 1px }
.doc h1 { font-size: 22px; margin: 8px 0 2px; color: ${color} } .doc .no { font-size: 13px; font-weight: bold }
.client { text-align: left; margin: 12px 0 0 auto; width: 300px; border: 1px solid #999; border-radius: 6px; padding: 8px 12px; line-height: 1.45; font-size: 10.5px }
.client .lab { font-size: 8.5px; color: #666 }
.grid { width: 100%; margin-top: 14px } .grid th { background: #e8e8e8; font-size: 8.5px; font-weight: normal; text-align: left; padding: 3px 5px; border: 1px solid #bbb }
.grid td { padding: 4px 5px; border: 1px solid #bbb; font-size: 10px }
.items { width: 100%; margin-top: 12px } .items th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; font-size: 9px; text-align: left; padding: 4px 4px }
.items td { padding: 4px 4px; border-bottom: 1px solid #e2e2e2; vertical-align: top } .detail { font-size: 8.5px; color: #555 }
.low { display: flex; gap: 20px; margin-top: 14px; align-items: flex-start }
.vat { flex: 1 } .vat th { font-size: 8.5px; background: #e8e8e8; padding: 3px 6px; text-align: left } .vat td { padding: 3px 6px; border-bottom: 1px solid #e2e2e2 }
.vat caption { text-align: left; font-weight: bold; font-size: 9.5px; margin-bottom: 3px }
.tot { width: 250px } .tot td { padding: 3px 6px } .tot tr.g td { font-size: 13px; font-weight: bold; border-top: 1.5px solid #222; padding-top: 5px }
.qrbox { display: flex; gap: 14px; margin-top: 14px; align-items: flex-end; font-size: 9px; line-height: 1.5 }
.qr { position: relative; flex: none } .qr i { position: absolute; width: 3px; height: 3px; background: #000 }
.foot { font-size: 8px; color: #444; border-top: 1px solid #999; padding-top: 5px; line-height: 1.45 }`;
  const body = `
<div class="head">
  <div><div class="logo"><div class="sq"><b>${esc(surname.slice(0, 1))}</b></div><div class="nm">${esc(seller)}</div></div>
  <div class="firm">${esc(at[0])}<br>${esc(at[1])}<br>Tel. 2${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)} · geral@${surname.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.pt<br>NIF: ${taxId}</div></div>
  <div class="doc"><span class="orig">ORIGINAL</span><h1>Fatura</h1><div class="no">N.º ${esc(number)}</div><div style="margin-top:4px">ATCUD: ${atcud}</div>
  <div class="client"><div class="lab">Exmo.(s) Sr.(s)</div><b>${esc(customer)}</b><br>${esc(cAt[0])}<br>${esc(cAt[1])}<br>Portugal</div></div>
</div>
<table class="grid"><tr><th>Data</th><th>Vencimento</th><th>V/ N.º Contribuinte</th><th>V/ Requisição</th><th>Cond. Pagamento</th><th>N.º Cliente</th><th>Moeda</th></tr>
<tr><td>${d(iso)}</td><td>${d(due)}</td><td>${customerNif}</td><td>${po ? esc(po) : ''}</td><td>${term ? `${term} dias` : 'Pronto pagamento'}</td><td>${digits(random, 4)}</td><td>EUR</td></tr></table>
<table class="items"><tr><th style="width:58px">Artigo</th><th>Descrição</th><th class="r" style="width:46px">Qtd.</th><th style="width:32px">Un.</th><th class="r" style="width:66px">Preço Unit.</th><th class="r" style="width:40px">Desc.</th><th class="r" style="width:36px">IVA</th><th class="r" style="width:72px">Total</th></tr>
${lines.map((l) => `<tr><td>${l.code}</td><td>${multiline(l.desc)}</td><td class="r">${qty(l.q, DOTS, 2)}</td><td>${l.un}</td><td class="r">${f(l.p)}</td><td class="r">${l.disc ? `${num(l.disc, DOTS, Number.isInteger(l.disc) ? 0 : 1)}%` : '0%'}</td><td class="r">${l.rate}%</td><td class="r">${f(l.amount)}</td></tr>`).join('')}</table>
<div class="low">
  <table class="vat"><caption>Quadro resumo do IVA</caption><tr><th>Taxa</th><th>Descrição</th><th class="r">Incidência</th><th class="r">Valor IVA</th></tr>
  ${groups.map((g) => `<tr><td>${g.rate}%</td><td>IVA taxa ${g.rate === 23 ? 'normal' : g.rate === 13 ? 'intermédia' : 'reduzida'}</td><td class="r">${f(g.base)}</td><td class="r">${f(g.tax)}</td></tr>`).join('')}</table>
  <table class="tot"><tr><td>Total Ilíquido</td><td class="r">${f(gross)}</td></tr><tr><td>Total Descontos</td><td class="r">${f(discounts)}</td></tr>
  <tr><td>Total Líquido</td><td class="r">${f(subtotal)}</td></tr><tr><td>Total IVA</td><td class="r">${f(tax)}</td></tr><tr class="g"><td>Total (EUR)</td><td class="r">${f(total)}</td></tr></table>
</div>
<div class="qrbox">${qr(random)}<div>${sellerIban ? `Pagamento por transferência bancária:<br>IBAN ${grouped(sellerIban)} · BIC ${one(random, ['CGDIPTPL', 'BCOMPTPL', 'TOTAPTPL', 'BESCPTPL'])}<br>` : ''}
Os bens e/ou serviços foram colocados à disposição do adquirente em ${d(iso)}.${po ? '' : `<br>N/ Guia de remessa GR ${year}/${int(random, 10, 999)}`}</div></div>
<div class="foot push">${hash}-Processado por programa certificado n.º ${int(random, 100, 2999)}/AT · Pág. 1/1<br>
${esc(seller)} · Capital Social ${f(one(random, [5000, 10000, 50000, 250000]))} € · Matrícula na C.R.C. de ${esc(at[1].replace(/^\S+ /, ''))} sob o n.º ${sellerNif}</div>`;

  const line_items: LineItem[] = lines.map((l) => ({ description: l.desc, quantity: l.q, unit_price: l.p, amount: l.amount, tax_rate: l.rate }));
  return {
    language: 'pt',
    html: page('pt', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: taxId, customer_name: customer, invoice_number: number, po_number: po, date: iso,
      due_date: due, currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: total, iban: sellerIban,
    }),
    line_items,
  };
}
