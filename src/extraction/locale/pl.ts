import type { LocaleTable } from './types.ts';

const r = String.raw;

export const pl: LocaleTable = {
  language: 'pl',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`faktura\s*(?:vat\s*)?(?:nr|numer)\.?`, 1],
      [r`faktura\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|numer)\.?`, 1],
      [r`faktura`, 0.55],
    ],
    receipt_number: [[r`paragon\s*(?:nr)?\.?`, 1]],
    po_number: [[r`zamówienie`, 0.9]],
    date: [[r`data\s+wystawienia`, 1], [r`data`, 0.7]],
    other_date: [[r`termin\s+płatności|sprzedaży|dostawy`, 1]],
    due_date: [[r`termin\s+płatności`, 1]],
    total: [[r`należność\s+ogółem|razem\s+do\s+zapłaty|do\s+zapłaty\s+razem`, 1], [r`razem`, 0.7]],
    subtotal: [[r`wartość\s+netto|razem\s+netto`, 1]],
    tax: [[r`kwota\s+vat|podatek\s+vat`, 0.9]],
    amount_due: [[r`do\s+zapłaty`, 1]],
    supplier: [[r`sprzedawca|wystawca`, 1]],
    customer: [[r`nabywca|odbiorca`, 1]],
    name_key: [[r`nazwa`, 1]],
    payment_terms: [[r`warunki\s+płatności|termin\s+płatności`, 1]],
  },
  notTotal: ['netto', 'vat', 'ilość', 'rabat'],
  notTax: ['nip', 'stawka', 'netto', 'brutto'],
  paid: ['zapłacono'],
  inclusive: ['brutto'],
  taxWords: ['vat', 'ptu'],
  titles: ['faktura', 'paragon'],
  legalForms: [r`sp\.\s?z\s?o\.\s?o\.`, r`s\.?a\.?`, r`sp\.\s?k\.`, r`sp\.\s?j\.`],
  salutations: [r`pan`, r`pani`],
  addressee: [],
  streetWords: [r`ul\.`, 'ulica', r`al\.`, r`pl\.`],
  termDays: [String.raw`termin\s+płatności\s*:?\s*(\d{1,3})\s+dni`, String.raw`płatne\s+w\s+ciągu\s+(\d{1,3})\s+dni`],
  endOfMonth: [String.raw`koniec\s+miesiąca`],
  discount: [String.raw`rabat`, String.raw`skonto`],
  periodJoins: ['do'],
  taxExempt: [r`zwolnion[ya]\s+z\s+vat`, r`odwrotne\s+obci[ąa][żz]enie`],
  copyMarks: [r`orygina[łl]`, 'kopia'],
  invoiceWords: ['faktur'],
  creditNotes: [r`faktura\s+koryguj[ąa]ca`],
  originalInvoice: [r`faktura\s+korygowana`],
  months: [
    ['stycznia'], ['lutego'], ['marca'], ['kwietnia'], ['maja'], ['czerwca'], ['lipca'], ['sierpnia'], ['września'], ['października'],
    ['listopada'], ['grudnia'],
  ],
  itemColumns: {
    description: [r`nazwa(?:\s+towaru)?`],
    quantity: ['ilość'],
    unit_price: ['cena'],
    amount: ['wartość'],
  },
  receipt: {
    labels: {
      date: ['DATA'],
    },
    roles: {
      total: ['SUMA'],
      date: ['DATA'],
    },
  },
};
