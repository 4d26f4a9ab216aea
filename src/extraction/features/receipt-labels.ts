/**
 * Words that label a receipt's values, per role, in English, French, German, Spanish, Italian, Dutch,
 * Portuguese and Malay. Data only: the model learns what each one is worth. Matched on upper-cased text with
 * accents removed, as whole words. (To move into locale/ beside the invoice label tables.)
 */
export const RECEIPT_LABELS = {
  total: ['TOTAL', 'TOTALE', 'TOTAAL', 'GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'AMOUNT', 'AMT', 'NETT', 'NET TOTAL', 'JUMLAH', 'SUMME', 'GESAMT', 'BETRAG', 'ZU ZAHLEN', 'A PAYER', 'NET A PAYER', 'TTC', 'IMPORTE', 'A PAGAR', 'TE BETALEN', 'PAYABLE', 'DUE', 'BALANCE', 'SUM', 'SALE', 'PAGAR', 'BEDRAG', 'UKUPNO', 'TOTALT', 'SUMA'],
  strong_total: ['GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'TOTAL PAYABLE', 'NETT TOTAL', 'NET TOTAL', 'TOTAL AMOUNT', 'ROUNDED TOTAL', 'TOTAL ROUNDED', 'TOTAL INCL', 'ZU ZAHLEN', 'NET A PAYER', 'TOTAL TTC', 'TE BETALEN', 'TOTAL A PAGAR', 'JUMLAH BESAR'],
  subtotal: ['SUBTOTAL', 'SUB TOTAL', 'SUB-TOTAL', 'SUBTOTALE', 'SUBTOTAAL', 'ZWISCHENSUMME', 'SOUS TOTAL', 'SOUS-TOTAL', 'TOTAL HT', 'NETTO', 'EXCL', 'EXCLUDING', 'BEFORE TAX', 'BEFORE GST', 'TOTAL SALES', 'NET SALES', 'MERCHANDISE', 'JUMLAH KECIL'],
  tax: ['TAX', 'VAT', 'GST', 'SST', 'HST', 'PST', 'QST', 'MWST', 'UST', 'TVA', 'IVA', 'BTW', 'PPN', 'SALES TAX', 'SERVICE TAX', 'CUKAI', 'STEUER', 'IMPOSTA', 'IMPUESTO', 'IMPOSTO', 'CGST', 'SGST', 'IGST', 'TAXABLE'],
  service: ['SERVICE', 'SVC', 'SERVICE CHARGE', 'SERVIS', 'BEDIENUNG', 'SERVIZIO', 'SERVICIO'],
  tip: ['TIP', 'TIPS', 'GRATUITY', 'TRINKGELD', 'POURBOIRE', 'PROPINA', 'MANCIA', 'FOOI', 'GORJETA'],
  cash: ['CASH', 'TUNAI', 'TENDER', 'TENDERED', 'PAID', 'PAYMENT', 'BAYAR', 'BARGELD', 'BAR', 'ESPECES', 'EFECTIVO', 'CONTANTI', 'CONTANT', 'DINHEIRO', 'GEGEBEN', 'RECU'],
  change: ['CHANGE', 'CHANGE DUE', 'BAKI', 'KEMBALI', 'RUCKGELD', 'RUECKGELD', 'RENDU', 'MONNAIE', 'CAMBIO', 'RESTO', 'WISSELGELD', 'TROCO', 'ZURUCK'],
  card: ['CARD', 'VISA', 'MASTERCARD', 'MASTER', 'AMEX', 'DEBIT', 'CREDIT', 'EC', 'KARTE', 'CARTE', 'CB', 'TARJETA', 'CARTA', 'PIN', 'CONTACTLESS', 'APPROVED', 'AUTH', 'KAART', 'PINNEN'],
  discount: ['DISCOUNT', 'DISC', 'SAVINGS', 'SAVED', 'YOU SAVED', 'RABATT', 'REMISE', 'DESCUENTO', 'SCONTO', 'KORTING', 'DISKAUN', 'PROMO', 'COUPON', 'OFF', 'DESCONTO'],
  rounding: ['ROUNDING', 'ROUND', 'ROUNDED', 'ADJ', 'ADJUSTMENT', 'PEMBULATAN', 'RUNDUNG', 'ARRONDI'],
  quantity: ['QTY', 'QUANTITY', 'ITEMS', 'ITEM', 'PCS', 'MENGE', 'QTE', 'QUANTITE', 'CANTIDAD', 'QUANTITA', 'AANTAL', 'KUANTITI', 'UNITS', 'ARTIKEL', 'ARTICLES'],
  price: ['PRICE', 'U/P', 'UNIT', 'PREIS', 'PRIX', 'PRECIO', 'PREZZO', 'PRIJS', 'HARGA', 'PRECO', 'RATE'],
  date: ['DATE', 'TARIKH', 'DATUM', 'FECHA', 'DATA', 'TGL', 'DT', 'DAY', 'LE'],
  expiry: ['EXP', 'EXPIRY', 'EXPIRES', 'VALID', 'BEST BEFORE', 'MHD', 'GULTIG', 'VALIDE', 'VALIDO', 'BIS', 'UNTIL', 'BY'],
  time: ['TIME', 'MASA', 'ZEIT', 'HEURE', 'HORA', 'ORA', 'TIJD', 'UHR'],
  included: ['INCL', 'INCLUSIVE', 'INCLUDED', 'INCLUDES', 'INKL', 'ENTHALTEN', 'INCLUS', 'INCLUIDO', 'INCLUSO', 'INBEGREPEN', 'TERMASUK'],
  points: ['POINTS', 'PTS', 'POINT', 'PUNKTE', 'REWARDS', 'MEMBER', 'LOYALTY', 'BONUS'],
  phone: ['TEL', 'PHONE', 'FAX', 'HP', 'MOBILE', 'TELEFON', 'TELEPHONE'],
  id: ['NO', 'NUMBER', 'INVOICE', 'RECEIPT', 'REG', 'ID', 'REF', 'ORDER', 'TABLE', 'TRANS', 'TXN', 'CHECK', 'BILL', 'SLIP', 'TERMINAL', 'STORE', 'CASHIER'],
} as const;

export type LabelRole = keyof typeof RECEIPT_LABELS;
export const LABEL_ROLES = Object.keys(RECEIPT_LABELS) as LabelRole[];

const normalise = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

const PATTERNS: Record<LabelRole, RegExp> = Object.fromEntries(
  LABEL_ROLES.map((role) => {
    const words = [...RECEIPT_LABELS[role]].sort((a, b) => b.length - a.length).map((w) => w.replace(/[/.]/g, '\\$&').replace(/[ -]/g, '[\\s-]*'));
    return [role, new RegExp(`(?<![\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'u')];
  }),
) as Record<LabelRole, RegExp>;

/** The roles whose label words occur in `text`. */
export function labelRoles(text: string): Set<LabelRole> {
  const upper = normalise(text);
  return new Set(LABEL_ROLES.filter((role) => PATTERNS[role].test(upper)));
}
