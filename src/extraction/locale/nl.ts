import type { LocaleTable } from './types.ts';

const r = String.raw;

export const nl: LocaleTable = {
  language: 'nl',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`factuur\s*(?:nummer|nr)\.?|factuurnummer|factuurnr\.?`, 1],
      [r`factuur\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|nummer)\.?`, 1],
      [r`factuur`, 0.55],
    ],
    receipt_number: [[r`bon\s*(?:nr|nummer)\.?|kassabon\s*(?:nr)?\.?`, 1]],
    po_number: [[r`bestelnummer|bestelling|inkoop(?:order)?(?:nummer|\s*nr\.?)|ordernummer|uw\s+(?:order|bestelling|referentie|kenmerk)`, 0.9]],
    date: [
      [r`factuurdatum|datum\s+factuur`, 1],
      [r`factuur\b[^:]{0,60}?\s(?:van)`, 0.95],
      [r`datum`, 0.7],
    ],
    other_date: [[r`vervaldatum|vervalt|levering|leverdatum|besteldatum|periode|geldig`, 1]],
    due_date: [
      [r`vervaldatum|uiterste\s+betaaldatum|betalen\s+voor|vervalt\s+op`, 1],
      [r`te\s+betalen\s+(?:v[óo]{1,2}r|uiterlijk(?:\s+op)?)|betaling\s+(?:v[óo]{1,2}r|uiterlijk)`, 0.8],
    ],
    total: [
      [r`totaal\s+(?:incl\.?(?:\s*btw)?|te\s+betalen)|totaalbedrag|factuurbedrag|eindtotaal`, 1],
      [r`totaal`, 0.7],
    ],
    subtotal: [[r`totaal\s+excl\.?(?:\s*btw)?|subtotaal|netto\s+bedrag|bedrag\s+excl\.?(?:\s*btw)?`, 1]],
    tax: [[r`btw(?:[-\s]?bedrag)?|totaal\s+btw|omzetbelasting`, 0.9]],
    amount_due: [[r`te\s+betalen|openstaand\s+bedrag|nog\s+te\s+betalen|totaal\s+te\s+betalen|saldo`, 1]],
    supplier: [[r`leverancier|verkoper|afzender|rekeninghouder|begunstigde`, 1]],
    customer: [[r`gefactureerd\s+aan|factuur\s+aan|koper|klant|afnemer|factuuradres|debiteur|opdrachtgever|t\.a\.v\.?`, 1]],
    ship_to: [[r`afleveradres|leveradres`, 0.6]],
    name_key: [[r`naam|bedrijfsnaam`, 1]],
    payment_terms: [[r`betalingsvoorwaarden|betalingstermijn`, 1]],
    phone: [[r`telefoon|tel\.?`, 1]],
  },
  notTotal: ['btw', 'excl', 'korting', 'aantal', 'netto'],
  notTax: ['nummer', r`nr\.?`, 'id', 'excl', 'incl', 'verlegd', 'vrijgesteld', 'grondslag'],
  paid: ['betaald', 'voldaan', 'aanbetaling', 'vooruitbetaald'],
  inclusive: [r`incl\w*`, r`inclusief`, r`inbegrepen`, r`waarvan`],
  taxWords: ['btw', 'omzetbelasting'],
  titles: ['factuur', 'creditnota', 'kassabon'],
  legalForms: [r`b\.?v\.?`, r`n\.?v\.?`, r`v\.?o\.?f\.?`, r`c\.?v\.?`, 'bvba', r`comm\.?\s*v\.?`],
  salutations: [r`dhr\.?`, r`mevr\.?`, 'de\\s+heer', 'mevrouw'],
  addressee: [r`fa\.?`, r`firma`, r`t\.a\.v\.?`],
  streetWords: [r`\p{L}*straat`, r`\p{L}*weg`, r`\p{L}*laan`, r`\p{L}*plein`, r`\p{L}*gracht`, r`\p{L}*kade`, 'dijk', 'singel'],
  termDays: [String.raw`(?:binnen|within)\s+(\d{1,3})\s+dagen`, String.raw`betalingstermijn\s*:?\s*(\d{1,3})\s+dagen`],
  dayWords: [r`dagen`, r`dag`, r`weken`],
  endOfMonth: [String.raw`einde\s+(?:van\s+de\s+)?maand`],
  discount: [String.raw`korting`, String.raw`kredietbeperking`],
  months: [
    ['januari'], ['februari'], ['maart', 'mrt'], [], ['mei'], [], [], ['augustus'], [], [], [], [],
  ],
  itemColumns: {
    description: ['omschrijving', 'artikel', 'product', 'dienst'],
    quantity: ['aantal', 'hoeveelheid', 'stuks'],
    unit_price: ['prijs', r`stukprijs`, r`prijs\s+per\s+stuk`, 'tarief'],
    tax_rate: ['btw', r`btw\s*%`],
    amount: ['bedrag', 'totaal'],
  },
};
