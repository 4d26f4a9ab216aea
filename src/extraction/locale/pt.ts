import type { LocaleTable } from './types.ts';

const r = String.raw;

export const pt: LocaleTable = {
  language: 'pt',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`(?:n\.?[°ºo]\.?|n[úu]mero)\s*(?:da\s+)?fatura|fatura\s*(?:n\.?[°ºo]|n[úu]m(?:ero)?)\.?|(?:n\.?[°ºo]\.?|n[úu]mero)\s*(?:de|do)?\s*documento|fatura[-\s]recibo\s*(?:n[°ºo])?\.?`, 1],
      [r`fatura\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|número)\.?`, 1],
      [r`fatura`, 0.55],
    ],
    po_number: [[r`encomenda|n[°º]\s*(?:de\s+)?encomenda|pedido\s+de\s+compra|ordem\s+de\s+compra|v/\s?ref(?:\.|er[êe]ncia)?`, 0.9]],
    date: [
      [r`data\s+(?:da\s+)?fatura|data\s+de\s+emiss[ãa]o`, 1],
      [r`data`, 0.7],
    ],
    other_date: [[r`vencimento|entrega|encomenda|per[íi]odo|validade|carga|descarga`, 1]],
    due_date: [[r`data\s+(?:de\s+)?vencimento|vencimento|data\s+limite\s+(?:de\s+)?pagamento`, 1]],
    total: [
      [r`total\s+(?:a\s+pagar|da\s+fatura|geral|com\s+iva)|valor\s+total|montante\s+total`, 1],
      [r`total|valor`, 0.7],
    ],
    subtotal: [[r`total\s+(?:il[íi]quido|sem\s+iva)|valor\s+(?:l[íi]quido|sem\s+iva)|incid[êe]ncia|base\s+tribut[áa]vel|subtotal`, 1]],
    tax: [[r`total\s+(?:do\s+)?iva|valor\s+(?:do\s+)?iva|iva|imposto`, 0.9]],
    amount_due: [[r`a\s+pagar|valor\s+a\s+pagar|montante\s+a\s+pagar|total\s+a\s+pagar|em\s+d[íi]vida|saldo`, 1]],
    supplier: [[r`fornecedor|vendedor|emitente|prestador`, 1]],
    customer: [[r`exmos?\.?\s*(?:\(s\)\s*)?sr[as]?\.?\s*(?:\(s\))?|cliente|adquirente|comprador|destinat[áa]rio|morada\s+de\s+fatura[çc][ãa]o|faturar\s+a|faturado\s+a`, 1]],
    ship_to: [[r`local\s+de\s+(?:entrega|descarga)|morada\s+de\s+entrega`, 0.6]],
    name_key: [[r`nome|denomina[çc][ãa]o`, 1]],
    payment_terms: [[r`condi[çc][õo]es\s+de\s+pagamento|modo\s+de\s+pagamento`, 1]],
    phone: [[r`telefone|tel\.?|telem[óo]vel`, 1]],
  },
  notTotal: ['iva', 'desconto', r`il[íi]quido`, 'quantidade', r`sem`],
  notTax: ['isento', 'taxa', r`incid[êe]ncia`, 'base', 'sem', 'nif', 'nipc'],
  paid: [r`(?:valor|montante|j[áa])\s+pago`, 'adiantamento', 'sinal'],
  inclusive: [r`com\s+iva`, r`iva\s+inclu[íi]do`],
  taxWords: ['iva', 'imposto'],
  titles: ['fatura', r`fatura[-\s]recibo`, 'recibo', r`nota\s+de\s+cr[ée]dito`],
  legalForms: [r`lda\.?`, r`s\.?a\.?`, r`unipessoal`, r`ltda\.?`, r`eireli`],
  salutations: [r`exmo?\.?\(?s?\)?\s*(?:sr\.?|sra\.?)?`, r`exma\.?`, r`sr\.?`, r`sra\.?`],
  addressee: [r`exmos?\.?\s+senhores`, r`exmos?\.?\s*(?:\(s\)\s*)?sr[as]?\.?\s*(?:\(s\))?`],
  streetWords: ['rua', 'avenida', r`av\.`, 'travessa', 'largo', 'pra[çc]a', 'estrada'],
  termDays: [String.raw`(?:pagamento|vencimento|pronto\s+pagamento)\s+a\s+(\d{1,3})\s+dias`, String.raw`a\s+(\d{1,3})\s+dias(?:\s+da\s+data\s+da\s+fatura)?`, String.raw`prazo\s+de\s+pagamento\s*:?\s*(\d{1,3})\s+dias`, String.raw`condi[çc][õo]es\s+de\s+pagamento\s*:?\s*(\d{1,3})\s+dias`],
  dayWords: [r`dias?`, r`semanas?`],
  endOfMonth: [String.raw`fim\s+do\s+m[êe]s`],
  discount: [String.raw`desconto`],
  ocrLangs: 'por',
  months: [
    ['janeiro'], ['fevereiro'], ['março', 'marco'], ['abril'], ['maio'], ['junho'], ['julho'], ['agosto'], ['setembro'], ['outubro'],
    ['novembro'], ['dezembro'],
  ],
  itemColumns: {
    description: ['descrição', 'descricao', 'designação', 'designacao', 'artigo', 'produto'],
    quantity: ['quantidade', r`qtd\.?`, r`qtde\.?`, 'qt'],
    unit_price: [r`pre[çc]o(?:\s+unit[áa]rio)?`, r`p\.\s?unit\.?`],
    tax_rate: ['iva', r`taxa`],
    amount: ['valor', 'total', 'montante'],
  },
};
