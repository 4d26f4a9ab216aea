import type { LocaleTable } from './types.ts';

const r = String.raw;

export const es: LocaleTable = {
  language: 'es',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`(?:n\.?[°ºo]\.?|n[úu]mero)\s*(?:de\s+)?(?:la\s+)?factura|factura\s*(?:n\.?[°ºo]|n[úu]m(?:ero)?)\.?`, 1],
      [r`factura\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|número)\.?`, 1],
      [r`factura`, 0.55],
    ],
    receipt_number: [[r`(?:ticket|recibo)\s*(?:no|n[°º])\.?`, 1]],
    po_number: [[r`pedido|n[°º]\s*(?:de\s+)?pedido|orden\s+de\s+compra|n[°º]\s*(?:de\s+)?orden|su\s+referencia|su\s+pedido`, 0.9]],
    date: [
      [r`fecha\s+(?:de\s+)?(?:la\s+)?factura|fecha\s+de\s+(?:emisi[óo]n|expedici[óo]n)`, 1],
      [r`factura\b[^:]{0,60}?\s(?:del)`, 0.95],
      [r`fecha`, 0.7],
    ],
    other_date: [[r`vencimiento|entrega|pedido|operaci[óo]n|per[íi]odo|validez`, 1]],
    due_date: [
      [r`fecha\s+de\s+vencimiento|vencimiento|fecha\s+(?:l[íi]mite\s+)?de\s+pago`, 1],
      [r`(?:pagadero|a\s+pagar)\s+(?:antes\s+del?|hasta\s+el)`, 0.8],
    ],
    total: [
      [r`importe\s+total|total\s+a\s+pagar|total\s+factura|total\s+(?:con\s+)?iva\s+incluido`, 1],
      [r`total|importe`, 0.7],
    ],
    subtotal: [[r`base\s+imponible|subtotal|total\s+sin\s+iva|importe\s+neto|total\s+neto`, 1]],
    tax: [[r`cuota\s+(?:de\s+)?iva|total\s+iva|importe\s+iva|iva|impuestos?|igic`, 0.9]],
    amount_due: [[r`importe\s+pendiente|saldo\s+a\s+pagar|importe\s+a\s+pagar|saldo|total\s+a\s+pagar|pendiente\s+de\s+pago|l[íi]quido\s+a\s+(?:pagar|percibir)`, 1]],
    supplier: [[r`proveedor|emisor|vendedor|datos\s+del\s+emisor|titular(?:\s+de\s+la\s+cuenta)?|beneficiario`, 1]],
    customer: [[r`cliente|comprador|facturar\s+a|destinatario|datos\s+del\s+cliente|direcci[óo]n\s+de\s+facturaci[óo]n`, 1]],
    ship_to: [[r`direcci[óo]n\s+de\s+(?:entrega|env[íi]o)|enviar\s+a`, 0.6]],
    name_key: [[r`nombre|raz[óo]n\s+social`, 1]],
    payment_terms: [[r`condiciones\s+de\s+pago|forma\s+de\s+pago`, 1]],
    phone: [[r`tel[ée]fono|tel[ée]f?\.?`, 1]],
  },
  notTotal: ['iva', 'neto', 'base', 'descuento', 'sin', r`cantidad`, 'unidades'],
  notTax: ['base', 'sin', 'incluido', 'tipo', r`n[°º]`, 'exento'],
  paid: ['pagado', 'anticipo', r`a\s+cuenta`, 'entregado'],
  inclusive: [r`incluid[oa]s?`, r`con\s+iva`],
  taxWords: ['iva', 'igic', 'impuestos?'],
  titles: ['factura', r`factura\s+simplificada`, 'recibo'],
  legalForms: [r`s\.?l\.?u?`, r`s\.?a\.?`, r`s\.?l\.?l\.?`, r`s\.?coop\.?`],
  salutations: [r`sr\.?`, r`sra\.?`, 'señora?', 'd\\.', 'dña\\.?'],
  addressee: [r`att\.?:?`, r`a\s+la\s+atenci[óo]n\s+de`],
  streetWords: ['calle', r`c/`, 'avenida', r`avda\.?`, 'plaza', r`paseo`, 'carrera'],
  termDays: [String.raw`(?:pago|pagadero|vencimiento)\s+(?:a|en)\s+(\d{1,3})\s+d[íi]as`, String.raw`a\s+(\d{1,3})\s+d[íi]as(?:\s+fecha\s+factura)?`],
  dayWords: [r`d[íi]as?`, r`semanas?`],
  endOfMonth: [String.raw`fin\s+de\s+mes`, String.raw`d[íi]a\s+fijo`],
  discount: [String.raw`descuento`, String.raw`pronto\s+pago`],
  ocrLangs: 'spa',
  months: [
    ['enero', 'ene'], ['febrero'], ['marzo'], ['abril', 'abr'], ['mayo'], ['junio'], ['julio'], ['agosto', 'ago'], ['septiembre', 'setiembre'],
    ['octubre'], ['noviembre'], ['diciembre', 'dic'],
  ],
  itemColumns: {
    description: ['descripción', 'descripcion', 'concepto', 'artículo', 'articulo'],
    quantity: ['cantidad', r`cant\.`, 'uds', 'unidades'],
    unit_price: [r`precio(?:\s+unitario)?`, r`p\.\s?unit\.?`],
    tax_rate: ['iva', r`%\s*iva`],
    amount: ['importe', 'total', 'subtotal'],
  },
};
