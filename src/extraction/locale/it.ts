import type { LocaleTable } from './types.ts';

const r = String.raw;

export const it: LocaleTable = {
  language: 'it',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`(?:n[°ºo]\.?|numero)\s*(?:della\s+)?fattura|fattura\s*(?:n[°ºo]?|num(?:ero)?)\.?|(?:n[°ºo]?\.?|numero)\s*(?:del\s+)?documento`, 1],
      [r`fattura\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|numero)\.?`, 1],
      [r`fattura`, 0.55],
    ],
    receipt_number: [[r`scontrino\s*(?:n[°ºo]?)\.?`, 1]],
    po_number: [[r`ordine(?:\s+(?:n[°ºo]?|numero))?|n[°º]\s*ordine|vs\.?\s+ordine|vostro\s+ordine|rif(?:erimento)?\.?\s+ordine`, 0.9]],
    date: [
      [r`data\s+(?:della\s+)?fattura|data\s+(?:di\s+)?emissione|data\s+documento`, 1],
      [r`fattura\b[^:]{0,60}?\s(?:del)`, 0.95],
      [r`data`, 0.7],
    ],
    other_date: [[r`scadenza|consegna|ordine|periodo|validit[àa]|spedizione|ddt`, 1]],
    due_date: [
      [r`scadenza|data\s+(?:di\s+)?scadenza|scadenza\s+pagamento`, 1],
      [r`(?:da\s+pagare|pagamento)\s+entro\s+(?:il)?`, 0.8],
    ],
    total: [
      [r`totale\s+(?:fattura|documento|da\s+pagare|complessivo|ivato)|importo\s+totale`, 1],
      [r`totale`, 0.7],
    ],
    subtotal: [[r`imponibile|totale\s+imponibile|subtotale|totale\s+netto|totale\s+merce`, 1]],
    tax: [[r`imposta|totale\s+iva|importo\s+iva|iva`, 0.9]],
    amount_due: [[r`da\s+pagare|netto\s+a\s+pagare|importo\s+da\s+pagare|saldo|totale\s+a\s+pagare`, 1]],
    supplier: [[r`fornitore|cedente(?:/prestatore)?|prestatore|venditore|mittente|beneficiario`, 1]],
    customer: [[r`spett\.?(?:le|\.)?|committente|cessionario(?:/committente)?|cliente|destinatario|intestatario|fatturare\s+a`, 1]],
    ship_to: [[r`destinazione(?:\s+merce)?|luogo\s+di\s+consegna|indirizzo\s+di\s+consegna`, 0.6]],
    name_key: [[r`ragione\s+sociale|denominazione`, 1]],
    payment_terms: [[r`condizioni\s+di\s+pagamento|modalit[àa]\s+di\s+pagamento`, 1]],
    phone: [[r`telefono|tel\.?`, 1]],
  },
  notTotal: ['iva', 'imponibile', 'sconto', r`quantit[àa]`, 'netto', 'pezzi', 'colli'],
  notTax: ['esente', 'aliquota', r`p\.\s?iva`, r`partita`, 'imponibile', 'cod'],
  paid: ['pagato', 'acconto', 'anticipo', 'versato'],
  inclusive: ['ivato', r`iva\s+inclusa`, r`compres[ao]`, r`inclus[ao]`, r`di\s+cui`],
  taxWords: ['iva', 'imposta'],
  titles: ['fattura', r`fattura\s+accompagnatoria`, 'ricevuta', 'scontrino'],
  legalForms: [r`s\.?p\.?a\.?`, r`s\.?r\.?l\.?s?`, r`s\.?n\.?c\.?`, r`s\.?a\.?s\.?`, r`soc\.\s*coop\.?`],
  salutations: [r`sig\.?(?:ra|\.ra)?`, r`gent\.?(?:mo|ma|\.mo|\.ma)`, r`egr\.?(?:egio|\.)?`],
  addressee: [r`spett\.?(?:le|\.)?`, 'spettabile', r`alla\s+c\.a\.?`],
  streetWords: ['via', 'viale', 'piazza', 'corso', r`p\.zza`, 'largo', 'vicolo'],
  termDays: [String.raw`(?:pagamento|da\s+pagare|bonifico)\s+(?:a|entro)\s+(\d{1,3})\s+(?:gg|giorni)`, String.raw`(?:rimessa\s+diretta|bonifico\s+bancario)\s+(?:a\s+|entro\s+)?(\d{1,3})\s+(?:gg|giorni)`],
  dayWords: [r`giorni`, r`gg`, r`settimane?`],
  endOfMonth: [String.raw`fine\s+mese`, String.raw`f\.?m\.?`],
  discount: [String.raw`sconto`],
  ocrLangs: 'ita',
  months: [
    ['gennaio', 'gen'], ['febbraio'], ['marzo'], ['aprile'], ['maggio', 'mag'], ['giugno', 'giu'], ['luglio', 'lug'], ['agosto'], ['settembre'],
    ['ottobre', 'ott'], ['novembre'], ['dicembre'],
  ],
  itemColumns: {
    description: ['descrizione', 'articolo', 'prodotto'],
    quantity: ['quantità', 'quantita', r`q\.t[àa]`, 'qtà', 'qta'],
    unit_price: [r`prezzo(?:\s+unitario)?`, r`prezzo\s+unit\.?`],
    tax_rate: ['iva', r`aliq\.?\s*iva`, r`%\s*iva`],
    amount: ['importo', 'totale'],
  },
};
