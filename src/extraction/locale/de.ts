import type { LocaleTable } from './types.ts';

const r = String.raw;

export const de: LocaleTable = {
  language: 'de',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`rechnungs?[-\s]?(?:nummer|nr)\.?|rechnung\s+(?:nr|nummer)\.?|re[-.]?\s?nr\.?|belegnummer|beleg[-\s]?nr\.?`, 1],
      [r`(?:\p{L}*rechnung\p{L}*|gutschrift)\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|nummer)\.?`, 1],
      [r`\p{L}*rechnung`, 0.55],
    ],
    receipt_number: [[r`bon[-\s]?nr\.?|beleg[-\s]?nr\.?|quittungs?[-\s]?(?:nr|nummer)\.?`, 1]],
    po_number: [[r`bestell(?:ung|nummer|[-\s]?nr\.?)|ihre\s+bestellung|auftrags?(?:nummer|[-\s]?nr\.?)`, 0.9]],
    date: [
      [r`rechnungs[-\s]?datum|beleg[-\s]?datum|ausstellungs[-\s]?datum|datum\s+der\s+rechnung`, 1],
      [r`(?:\p{L}*rechnung\p{L}*|gutschrift)\b[^:]{0,60}?\s(?:vom)`, 0.95],
      [r`datum`, 0.7],
      [r`vom`, 0.5],
    ],
    other_date: [[r`fällig\p{L}*|zahlbar|liefer\p{L}*|leistungs\p{L}*|bestell\p{L}*|zeitraum|auftragsdatum|skonto`, 1]],
    due_date: [
      [r`fällig\p{L}*(?:\s+am)?|zahlbar\s+(?:bis|am)|zahlungsziel`, 1],
      [r`zahlbar\b[^:]{0,60}?\sbis(?:\s+(?:zum|spätestens))?|zahlung\s+bis(?:\s+zum)?|netto\s+bis`, 0.8],
    ],
    total: [
      [r`gesamtbetrag|rechnungsbetrag|endbetrag|bruttosumme|gesamtsumme|bruttobetrag|rechnungssumme|gesamt\s+brutto|summe\s+brutto|total\s+brutto|gesamtpreis\s+brutto`, 1],
      // Insurance premium invoices: the premium (`Beitrag`) with its insurance tax.
      [r`rechnungsbeitrag|bruttobeitrag|(?:\p{L}+\s+)?beitrag\s+(?:inkl\.?|inklusive)`, 1],
      [r`summe|gesamt`, 0.7],
    ],
    subtotal: [
      [r`nettobetrag|netto(?:summe|betrag|wert)?|summe\s+netto|gesamt\s+netto|rechnungssumme\s+ohne\s+(?:ust|mwst)\.?|zwischensumme|warenwert|summe\s+positionen`, 0.95],
      [r`gesamtbeitrag|nettobeitrag|beitrag\s+netto`, 0.95],
      [r`positionssumme|summe`, 0.5],
    ],
    tax: [[r`steuerbetrag|mwst\.?|mehrwertsteuer|ust\.?|umsatzsteuer|summe\s+(?:mwst|ust)|gesamt\s+(?:mwst|ust)|versicherungs?steuer`, 0.9]],
    amount_due: [[r`zahlbetrag|zu\s+zahlen(?:der\s+(?:betrag|beitrag))?|noch\s+zu\s+zahlen|offener\s+betrag|restbetrag|zahlungsbetrag|fälliger\s+betrag`, 1]],
    supplier: [[r`verkäufer|lieferant|rechnungssteller|auftragnehmer|leistungserbringer|absender|rechnungsaussteller|rechnungsersteller|kontoinhaber(?:in)?|zahlungsempfänger`, 1]],
    customer: [[r`käufer(?:/leistungsempfänger)?|kunde|rechnungsempfänger|leistungsempfänger|rechnungsadresse|auftraggeber|empfänger|an`, 1]],
    ship_to: [[r`lieferadresse|lieferanschrift`, 0.6]],
    name_key: [[r`firma`, 1]],
    payment_terms: [[r`zahlungsbedingungen?|zahlungsziel`, 1]],
    phone: [[r`fon|telefon`, 1]],
  },
  notTotal: [
    'netto', 'mwst', 'ust', 'ohne', 'zwischensumme', 'positionssumme', 'warenwert', 'rabatt', r`zuschl\p{L}*`, r`abschl\p{L}*`, r`anzahlung\p{L}*`,
    'steuer', 'menge', 'anzahl',
  ],
  notTax: [r`basis\p{L}*`, 'ohne', 'netto', 'summe', 'brutto', r`inkl\p{L}*`, r`gesamt\p{L}*`, r`id\p{L}*`, 'satz', 'frei'],
  paid: [r`anzahlung\w*`, 'bezahlt'],
  inclusive: [r`inkl\w*`, 'brutto', 'enthalten', r`enthaltene\w*`],
  taxWords: ['mwst', 'ust', 'mehrwertsteuer', 'umsatzsteuer'],
  titles: ['rechnung', 'gutschrift', 'quittung'],
  legalForms: [r`ug\s*\(haftungsbeschr[äa]nkt\)`, 'gmbh', 'ag', r`a\.\s?g\.`, r`e\.\s?v\.`, 'kg', 'ohg', 'ug', r`e\.\s?k\.`, 'gbr', r`kgaa`],
  salutations: ['herrn?', 'frau'],
  addressee: ['firma', 'an'],
  streetWords: [r`\p{L}*stra(?:ß|ss)e`, r`\p{L}*str\.`, 'weg', 'platz', 'allee', 'gasse', 'ring', 'damm'],
  termDays: [String.raw`(?:zahlbar|zahlung|zahlungsziel)\s+(?:innerhalb|binnen)\s+(?:von\s+)?(\d{1,3})\s+tag(?:en|e)`, String.raw`(\d{1,3})\s+tage\s+netto`, String.raw`innerhalb\s+(?:von\s+)?(\d{1,3})\s+tag(?:en|e)`, String.raw`zahlungsziel\s*:?\s*(\d{1,3})\s+tage`, String.raw`netto\s+(?:innerhalb\s+)?(\d{1,3})\s+tag(?:en|e)`],
  dayWords: [r`tagen?`, r`wochen?`],
  endOfMonth: [String.raw`monatsende`, String.raw`ende\s+des\s+monats`],
  discount: [String.raw`skonto`, String.raw`rabatt`],
  ocrLangs: 'deu',
  months: [
    ['januar', 'jänner', 'jän'], ['februar', 'feber'], ['märz', 'maerz', 'mär', 'mrz'], [], ['mai'], ['juni'], ['juli'], [], [],
    ['oktober', 'okt'], [], ['dezember', 'dez'],
  ],
  itemColumns: {
    description: [r`\p{L}*bezeichnung`, r`\p{L}*beschreibung`, 'artikel', 'leistung'],
    quantity: ['menge', 'anzahl', 'stück', 'stk'],
    unit_price: ['einzelpreis', 'preis', 'stückpreis', 'nettopreis', r`e-preis`],
    tax_rate: ['mwst', 'ust', 'steuersatz', 'steuer'],
    amount: ['betrag', 'entgelt', r`gesamt(?:preis)?`, 'nettobetrag', 'summe', r`g-preis`],
  },
};
