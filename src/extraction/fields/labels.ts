/**
 * The words documents print before a value, in en/de/fr/es/it/nl/pl/ms, with how much each one is trusted.
 * Patterns are matched case-insensitively within one line; `(?<!\p{L})` / `(?!\p{L})` stand for word edges
 * that also work for accented letters.
 */

export interface Label {
  pattern: RegExp;
  weight: number;
}

const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}])`;

function label(source: string, weight: number): Label {
  return { pattern: new RegExp(`${B}(?:${source})${E}`, 'iu'), weight };
}

export const INVOICE_NUMBER_LABELS: Label[] = [
  label(String.raw`invoice\s*(?:no|nr|number|num|#|id)\.?|invoice\s+n[°º]|inv\.?\s*(?:no|#)\.?|bill\s*(?:no|number|#)\.?|tax\s+invoice\s*(?:no|#)?\.?`, 1),
  label(String.raw`rechnungs?[-\s]?(?:nummer|nr)\.?|rechnung\s+(?:nr|nummer)\.?|re[-.]?\s?nr\.?|belegnummer|beleg[-\s]?nr\.?`, 1),
  label(String.raw`(?:n[°º]|num[ée]ro)\s*(?:de\s+)?facture|facture\s*(?:n[°º]|num[ée]ro|no)\.?`, 1),
  label(String.raw`(?:n[°ºo]\.?|n[úu]mero)\s*(?:de\s+)?factura|factura\s*(?:n[°ºo]|n[úu]m(?:ero)?)\.?`, 1),
  label(String.raw`(?:n[°ºo]\.?|numero)\s*(?:della\s+)?fattura|fattura\s*(?:n[°ºo]?|num(?:ero)?)\.?`, 1),
  label(String.raw`factuur\s*(?:nummer|nr)\.?|factuurnummer|faktura\s*(?:vat\s*)?(?:nr|numer)\.?|no\.?\s*invois|invois\s*no\.?`, 1),
  label(String.raw`(?:\p{L}*rechnung\p{L}*|gutschrift|invoice|facture|factura|fattura|factuur|faktura)\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|number|nummer|numéro|número)\.?`, 1),
  label(String.raw`\p{L}*rechnung|invoice|facture|factura|fattura|factuur|faktura|document\s*(?:no|number|#)\.?`, 0.55),
  label(String.raw`booking\s*(?:id|no|ref(?:erence)?)|order\s*(?:id|no)\.?|reference\s*(?:no|number)?|ref\.?\s*no\.?`, 0.45),
];

export const RECEIPT_NUMBER_LABELS: Label[] = [
  label(String.raw`receipt\s*(?:no|nr|number|#)\.?|bill\s*(?:no|#)\.?|invoice\s*(?:no|#)\.?|doc(?:ument)?\s*(?:no|#)\.?|trans(?:action)?\s*(?:no|#|id)\.?|cash\s*bill\s*(?:no)?\.?|no\.?\s*resit|bon[-\s]?nr\.?|beleg[-\s]?nr\.?|ticket\s*(?:no|n[°º])\.?`, 1),
];

export const DATE_LABELS: Label[] = [
  label(String.raw`invoice\s+date|date\s+of\s+(?:invoice|issue)|issue\s+date|date\s+issued|billing\s+date|tax\s+point`, 1),
  label(String.raw`rechnungs[-\s]?datum|beleg[-\s]?datum|ausstellungs[-\s]?datum|datum\s+der\s+rechnung`, 1),
  label(String.raw`date\s+(?:de\s+)?(?:la\s+)?facture|date\s+d['’]émission|fecha\s+(?:de\s+)?(?:la\s+)?factura|fecha\s+de\s+emisi[óo]n|data\s+(?:della\s+)?fattura|factuurdatum|data\s+wystawienia|tarikh`, 1),
  label(String.raw`(?:\p{L}*rechnung\p{L}*|gutschrift|invoice|facture|factura|fattura|factuur)\b[^:]{0,60}?\s(?:vom|du|del|dated|van)`, 0.95),
  label(String.raw`date|datum|fecha|data|dated`, 0.7),
  label(String.raw`vom`, 0.5),
];

/** Dates that are not the document date. */
export const OTHER_DATE_LABELS: Label[] = [
  label(String.raw`due|payable\s+by|pay\s+by|expir\p{L}*|delivery|shipped|ship\s+date|order\s+date|period|service\s+date|check[-\s]?(?:in|out)|valid`, 1),
  label(String.raw`fällig\p{L}*|zahlbar|liefer\p{L}*|leistungs\p{L}*|bestell\p{L}*|zeitraum|auftragsdatum|skonto`, 1),
  label(String.raw`échéance|echeance|livraison|commande|vencimiento|entrega|pedido|scadenza|consegna|ordine|vervaldatum|levering|termin\s+płatności|sprzedaży`, 1),
];

export const DUE_DATE_LABELS: Label[] = [
  label(String.raw`due\s+date|date\s+due|payment\s+due|due\s+by|due|pay(?:able)?\s+by`, 1),
  label(String.raw`fällig\p{L}*(?:\s+am)?|zahlbar\s+(?:bis|am)|zahlungsziel`, 1),
  label(String.raw`(?:date\s+d['’])?[ée]ch[ée]ance|payable\s+le|fecha\s+de\s+vencimiento|vencimiento|scadenza|data\s+scadenza|vervaldatum|termin\s+płatności|netto\s+bis`, 1),
];

export const TOTAL_LABELS: Label[] = [
  label(String.raw`grand\s+total|total\s+amount|invoice\s+total|total\s+(?:inc|incl|including)\.?\s*(?:vat|tax|gst)|total\s+due|total\s+payable|total\s+to\s+pay|amount\s+payable|total\s+for\s+this\s+invoice|total\s+sales?\s*\(?(?:inclusive|incl)`, 1),
  label(String.raw`gesamtbetrag|rechnungsbetrag|endbetrag|bruttosumme|gesamtsumme|bruttobetrag|rechnungssumme|gesamt\s+brutto|summe\s+brutto|total\s+brutto`, 1),
  // Insurance premium invoices: the premium (`Beitrag`) with its insurance tax.
  label(String.raw`rechnungsbeitrag|bruttobeitrag|(?:\p{L}+\s+)?beitrag\s+(?:inkl\.?|inklusive)`, 1),
  label(String.raw`montant\s+ttc|total\s+ttc|montant\s+total|total\s+[àa]\s+payer|importe\s+total|total\s+a\s+pagar|total\s+factura|totale\s+(?:fattura|documento|da\s+pagare)|totaal\s+(?:incl|te\s+betalen)|należność\s+ogółem|razem\s+do\s+zapłaty|jumlah\s+(?:besar|keseluruhan)`, 1),
  label(String.raw`total|totale|totaal|summe|gesamt|razem|jumlah|amount`, 0.7),
];

/** Words that turn a "total" into something else (subtotal, tax total, counts…). */
export const NOT_TOTAL = new RegExp(
  String.raw`${B}(?:sub[-\s]?total|net|netto|nett|excl?\p{L}*|ex\.?|before|tax|vat|gst|sst|mwst|ust|tva|iva|btw|qty|quantity|items?|pcs|discount|savings|rounding|ht|hors|ohne|zwischensumme|positionssumme|warenwert|rabatt|zuschl\p{L}*|abschl\p{L}*|anzahlung\p{L}*|paid|tendered|change|cash|saved|points?|weight)${E}`,
  'iu',
);

export const SUBTOTAL_LABELS: Label[] = [
  label(String.raw`sub[-\s]?total|net\s+(?:amount|total)|total\s+net|total\s+(?:excl?\p{L}*|ex\.?|before)\s*(?:vat|tax|gst)?|amount\s+(?:excl?\p{L}*|before\s+tax)|taxable\s+amount`, 1),
  label(String.raw`nettobetrag|netto(?:summe|betrag|wert)?|summe\s+netto|gesamt\s+netto|rechnungssumme\s+ohne\s+(?:ust|mwst)\.?|zwischensumme|warenwert|summe\s+positionen`, 0.95),
  label(String.raw`gesamtbeitrag|nettobeitrag|beitrag\s+netto`, 0.95),
  label(String.raw`total\s+ht|montant\s+ht|total\s+hors\s+taxes?|base\s+imponible|imponibile|totale\s+imponibile|totaal\s+excl|netto\s+bedrag|wartość\s+netto|razem\s+netto`, 1),
  label(String.raw`positionssumme|summe|line\s+total|total\s+lines`, 0.5),
];

export const TAX_LABELS: Label[] = [
  label(String.raw`total\s+(?:tax|vat|gst|sst)|tax\s+amount|vat\s+amount|gst\s+amount|sales\s+tax|tax|vat|gst|sst`, 0.9),
  label(String.raw`steuerbetrag|mwst\.?|mehrwertsteuer|ust\.?|umsatzsteuer|summe\s+(?:mwst|ust)|gesamt\s+(?:mwst|ust)|versicherungs?steuer`, 0.9),
  label(String.raw`montant\s+tva|total\s+tva|tva|cuota\s+iva|total\s+iva|iva|imposta|totale\s+iva|btw|kwota\s+vat|podatek\s+vat|cukai`, 0.9),
];

export const AMOUNT_DUE_LABELS: Label[] = [
  label(String.raw`amount\s+due|balance\s+due|total\s+due|amount\s+payable|balance|please\s+pay|to\s+pay|payment\s+due`, 1),
  label(String.raw`zahlbetrag|zu\s+zahlen(?:der\s+(?:betrag|beitrag))?|noch\s+zu\s+zahlen|offener\s+betrag|restbetrag|zahlungsbetrag|fälliger\s+betrag`, 1),
  label(String.raw`net\s+[àa]\s+payer|reste\s+[àa]\s+payer|montant\s+d[ûu]|total\s+[àa]\s+payer|importe\s+a\s+pagar|saldo|da\s+pagare|te\s+betalen|do\s+zapłaty`, 1),
];

export const PO_LABELS: Label[] = [
  label(String.raw`p\.?\s?o\.?\s*(?:no|number|#)?\.?|purchase\s+order(?:\s+(?:no|number|#))?\.?|order\s+(?:no|number|#)\.?|your\s+order|customer\s+order`, 1),
  label(String.raw`bestell(?:ung|nummer|[-\s]?nr\.?)|ihre\s+bestellung|auftrags?(?:nummer|[-\s]?nr\.?)|bon\s+de\s+commande|n[°º]\s*(?:de\s+)?commande|commande|pedido|n[°º]\s*pedido|ordine|bestelnummer|zamówienie`, 0.9),
];

export const SUPPLIER_LABELS: Label[] = [
  label(String.raw`seller|supplier|vendor|sold\s+by|bill\s+from|from|issued\s+by|service\s+provider|payee`, 1),
  label(String.raw`verkäufer|lieferant|rechnungssteller|auftragnehmer|leistungserbringer|absender`, 1),
  label(String.raw`fournisseur|vendeur|émetteur|proveedor|emisor|vendedor|fornitore|cedente|prestatore|leverancier|verkoper|sprzedawca|wystawca|penjual`, 1),
];

export const CUSTOMER_LABELS: Label[] = [
  label(String.raw`bill(?:ed)?\s+to|invoice\s+to|invoiced\s+to|sold\s+to|customer|client|buyer|recipient|attn|to`, 1),
  label(String.raw`käufer(?:/leistungsempfänger)?|kunde|rechnungsempfänger|leistungsempfänger|rechnungsadresse|auftraggeber|empfänger|an`, 1),
  label(String.raw`acheteur|factur[ée]\s+[àa]|destinataire|adress[ée]\s+[àa]|cliente|comprador|facturar\s+a|committente|cessionario|koper|klant|nabywca|odbiorca|pembeli`, 1),
  label(String.raw`ship\s+to|deliver\s+to|lieferadresse|livr[ée]\s+[àa]`, 0.6),
];

/** A generic "name" key inside a party block (`Name: ACME GmbH`). */
export const NAME_KEY = label(String.raw`name|firma|company|raison\s+sociale|nombre|ragione\s+sociale|naam|nazwa`, 1);

export const IBAN_LABEL = label(String.raw`iban`, 1);

export const PAYMENT_TERMS_LABELS: Label[] = [
  label(String.raw`payment\s+terms?|terms\s+of\s+payment|terms|zahlungsbedingungen?|zahlungsziel|conditions?\s+de\s+(?:paiement|règlement)|condiciones\s+de\s+pago|condizioni\s+di\s+pagamento|betalingsvoorwaarden|warunki\s+płatności|termin\s+płatności`, 1),
];

export const PHONE_LABELS: Label[] = [label(String.raw`tel(?:ephone)?\.?|phone|ph\.?|mobile|fon|telefon|téléphone|tél\.?|teléfono|telefono|tlf|hp`, 1)];

/** Title words that head a document and are not part of a name (`Amazon Web Services Invoice`). */
export const TITLE_WORDS = new RegExp(
  String.raw`${B}(?:tax\s+invoice|invoice|receipt|payment\s+receipt|rechnung|gutschrift|facture|factura|fattura|factuur|faktura|quittung|credit\s+note|bill|statement)${E}`,
  'giu',
);

/** Legal-form suffixes that mark a company name. */
export const COMPANY_SUFFIX = new RegExp(
  String.raw`${B}(?:gmbh|ag|a\.\s?g\.|e\.\s?v\.|kg|ohg|ug|e\.\s?k\.|ltd\.?|limited|llc|l\.l\.c\.|inc\.?|corp\.?|corporation|co\.|company|plc|llp|s\.?a\.?s?\.?|sarl|s\.?à\s?r\.?l\.?|s\.?p\.?a\.?|s\.?r\.?l\.?|s\.?l\.?|b\.?v\.?|n\.?v\.?|sdn\.?\s*bhd\.?|bhd\.?|pte\.?|pty\.?|oy|ab|a/s|aps|sp\.\s?z\s?o\.\s?o\.|enterprise|trading|restaurant|store|shop|hotel|services)${E}`,
  'iu',
);

export function matchLabel(labels: Label[], text: string): { label: Label; index: number; length: number } | null {
  let best: { label: Label; index: number; length: number } | null = null;
  for (const candidate of labels) {
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    if (!best || candidate.weight > best.label.weight || (candidate.weight === best.label.weight && match[0].length > best.length)) {
      best = { label: candidate, index: match.index, length: match[0].length };
    }
  }
  return best;
}
