import type { LocaleTable } from './types.ts';

const r = String.raw;

export const en: LocaleTable = {
  language: 'en',
  // The US prints month first, the UK and most of the Commonwealth day first: the language alone does not tell.
  dateOrder: null,
  labels: {
    invoice_number: [
      [r`invoice\s*(?:no|nr|number|num|#|id)\.?|invoice\s+n[°º]|inv\.?\s*(?:no|#)\.?|bill\s*(?:no|number|#)\.?|tax\s+invoice\s*(?:no|#)?\.?`, 1],
      [r`invoice\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|number)\.?`, 1],
      [r`(?:credit\s+)?(?:note|memo)\s*(?:no|nr|number|#)\.?|credit\s+(?:note|memo)\s+n[°º]`, 1],
      // A hotel's bill is its guest folio: its number, where no invoice number is printed beside it.
      [r`folio\s*(?:no|number|#)\.?`, 0.65],
      [r`invoice|document\s*(?:no|number|#)\.?`, 0.55],
      // A cell holding only the key, its value beside or under it.
      [r`^\s*(?:number|no\.|#)\s*:?\s*$`, 0.5],
      [r`booking\s*(?:id|no|ref(?:erence)?)|order\s*(?:id|no)\.?|reference\s*(?:no|number)?|ref\.?\s*no\.?`, 0.45],
    ],
    receipt_number: [
      [r`receipt\s*(?:no|nr|number|#)\.?|bill\s*(?:no|#)\.?|invoice\s*(?:no|#)\.?|doc(?:ument)?\s*(?:no|#)\.?|trans(?:action)?\s*(?:no|#|id)\.?|cash\s*bill\s*(?:no)?\.?|ticket\s*(?:no|n[°º])\.?`, 1],
    ],
    po_number: [
      [r`p\.?\s?[o0]\.?\s?/\s?s\.?\s?[o0]\.?|p\.?\s?o\.?\s*(?:no|number|#)?\.?|p\.\s?0\.\s*(?:no|number|#)?\.?|purchase\s+order(?:\s+(?:no|number|#))?\.?|your\s+order(?:\s+(?:no|number|#|ref(?:erence)?))?\.?|customer\s+order|your\s+ref(?:erence)?\.?|order\s+ref(?:erence)?\.?`, 1],
      [r`order\s+(?:no|number|#|id)\.?`, 0.8],
      [r`reference`, 0.6],
    ],
    date: [
      [r`invoice\s+date|date\s+of\s+(?:invoice|issue)|issue\s+date|date\s+issued|billing\s+date|credit\s+(?:note|memo)\s+date`, 1],
      // The time of supply: the invoice's date where no other is printed, another date where one is (`Date: 23/06`, `Tax point: 19/06`).
      [r`tax\s+point`, 0.65],
      [r`invoice\b[^:]{0,60}?\s(?:dated)`, 0.95],
      [r`date|dated`, 0.7],
    ],
    other_date: [
      [r`due|payable\s+by|pay\s+by|expir\p{L}*|delivery|shipped|ship\s+date|order\s+date|period|service\s+date|check[-\s]?(?:in|out)|valid|date\s+of\s+birth|d\.o\.b\.?|dob|first\s+reg\p{L}*\.?|1st\s+reg\p{L}*\.?|reg(?:istration)?\.?\s+date`, 1],
    ],
    due_date: [
      [r`due\s+date|date\s+due|payment\s+due|due\s+by|due|pay(?:able)?\s+by`, 1],
      [r`payable\s+(?:on\s+or\s+)?before|pay(?:ment)?\s+(?:no\s+later\s+than|before)`, 0.8],
    ],
    total: [
      [r`grand\s+total|total\s+amount|invoice\s+total|total\s+(?:inc|incl|including)\.?\s*(?:vat|tax|gst)|total\s+due|total\s+payable|total\s+to\s+pay|amount\s+payable|total\s+for\s+this\s+invoice|total\s+sales?\s*\(?(?:inclusive|incl)|total\s+[\p{L} ]{0,25}\(\s*(?:incl?\p{L}*|including)\.?\s*(?:vat|tax|gst|hst|taxes)\s*\)`, 1],
      [r`total|amount`, 0.7],
    ],
    subtotal: [
      [r`sub[-\s]?total|nett?\s+(?:amount|total|goods)|total\s+nett?|goods\s+\(?nett?\)?|(?:total\s+)?goods\s+(?:value|total)|total\s+(?:excl?\p{L}*|ex\.?|before)\s*(?:vat|tax|gst)?|amount\s+(?:excl?\p{L}*|before\s+tax)|taxable\s+amount|total\s+[\p{L} ]{0,25}\(\s*(?:excl?\p{L}*|ex|before)\.?\s*(?:vat|tax|gst|hst|sales\s+tax)\s*\)`, 1],
      [r`line\s+total|total\s+lines`, 0.5],
    ],
    tax: [
      [r`total\s+(?:tax(?:es)?|vat|gst|sst)|tax\s+amount|vat\s+amount|gst\s+amount|sales\s+tax|tax(?:es)?|vat|gst|sst|hst|pst|qst|[csi]gst|utgst`, 0.9],
    ],
    amount_due: [
      [r`amount\s+due|balance\s+due|total\s+due|amount\s+payable|balance|please\s+pay|to\s+pay|payment\s+due|amount\s+to\s+(?:pay|be\s+paid)|(?:amount|total|balance)\s+owing|outstanding\s+(?:amount|balance)|amount\s+outstanding`, 1],
    ],
    supplier: [[r`seller|supplier|vendor|sold\s+by|bill\s+from|from|issued\s+by|service\s+provider|payee|account\s+(?:holder|name)|beneficiary|(?:make\s+)?(?:cheques?|checks?)\s+payable\s+to|payable\s+to`, 1]],
    customer: [
      [r`bill(?:ed)?\s*to|invoice\s+to|invoiced\s+to|sold\s*to|customer|client|buyer|recipient|attn|to|billing\s+address`, 1],
      // A hotel's guest is the customer unless the bill is to a company.
      [r`guest(?:\s+name)?`, 0.8],
      // On a commercial invoice for export, the party goods are consigned to: the buyer unless one is named.
      [r`consignee`, 0.8],
      // A doctor's or dentist's patient pays the bill unless a payer is named.
      [r`patient(?:\s+name)?`, 0.8],
    ],
    ship_to: [[r`ship\s*to|deliver\s+to|delivery\s+address|shipping\s+address`, 0.6]],
    // Where an event takes place: a third address, no party's.
    venue: [[r`venue|event\s+location|course\s+location|training\s+location|location`, 1]],
    name_key: [[r`name|company`, 1]],
    iban: [[r`iban`, 1]],
    payment_terms: [[r`payment\s+terms?|terms\s+of\s+payment|terms`, 1]],
    phone: [[r`tel(?:ephone)?\.?|phone|ph\.?|mobile|tlf|hp`, 1]],
  },
  notTotal: [
    r`sub[-\s]?total`, 'net', 'nett', r`excl?\p{L}*`, r`ex\.?`, 'before', r`tax(?:es)?`, 'vat', 'gst', 'sst', 'qty', 'quantity',
    r`items?`, 'pcs', 'hours', 'hrs', 'discount', 'savings', 'rounding', 'paid', 'tendered', 'change', 'cash', 'saved', r`points?`, 'weight', 'deposit',
  ],
  notTax: ['no', 'id', 'nr', 'number', r`reg\p{L}*`, 'base', r`exc(?:l\p{L}*)?`, r`ex\.`, 'before', 'net', r`incl\p{L}*`, 'total', 'rate', 'exempt'],
  paid: ['paid', 'prepaid', 'deposit', 'advance'],
  paidInFull: [r`(?<!\b(?:until|till|unless|be|must|to)\s)paid\s+in\s+full`, r`fully\s+paid`, r`already\s+paid`, r`(?<!\bbe\s)paid\s+(?:with|via)`, r`(?<!\bbe\s)paid\s+by\s+(?:card|credit|debit|cash|cheque|check|paypal|visa|mastercard|amex|apple\s+pay|google\s+pay)`, r`payment\s+received`],
  paidStamp: ['paid', r`paid\s+in\s+full`],
  inclusive: [r`incl\w*`, 'inclusive', 'including', 'included', 'gross'],
  taxWords: ['vat', 'gst', 'hst', 'pst', 'qst', r`sales\s+tax`, 'tax'],
  titles: [r`tax\s+invoice`, 'invoice', 'receipt', r`payment\s+receipt`, r`credit\s+note`, 'bill', 'statement'],
  legalForms: [
    r`ltd\.?`, 'limited', 'llc', r`l\.l\.c\.`, r`inc\.?`, r`corp\.?`, 'corporation', r`co\.`, 'company', 'plc', 'llp', r`pte\.?`, r`pty\.?`,
    'enterprise', 'trading', 'restaurant', 'store', 'shop', 'hotel', 'services',
  ],
  salutations: [r`mr\.?`, r`mrs\.?`, r`ms\.?`, r`dr\.?`],
  addressee: [r`messrs\.?`, r`attn\.?:?`, r`attention:?`],
  streetWords: ['street', r`st\.`, 'road', r`rd\.`, 'avenue', r`ave\.?`, 'lane', 'boulevard', r`blvd\.?`, 'drive', 'crescent', 'terrace', 'highway', r`(?:trading|industrial)\s+estate`, r`business\s+park`, r`(?:unit|suite)\s+\d+[a-z]?`],
  termDays: [String.raw`(?:payable|due|payment|pay)\s+(?:with)?in\s+(\d{1,3})\s+days`, String.raw`net\s+(\d{1,3})(?:\s+days)?`, String.raw`(\d{1,3})\s+days\s+net`],
  dayWords: [r`days?`, r`weeks?`],
  directDebit: [r`debited`, r`direct\s+debit`],
  remittance: [r`payment\s+advice`, r`remittance(?:\s+(?:advice|slip|stub))?`, r`payment\s+(?:slip|stub|coupon)`, r`(?:please\s+)?detach\s+and\s+return`],
  endOfMonth: [String.raw`end\s+of\s+(?:the\s+)?month`, String.raw`eom`],
  rounding: [r`round(?:ing)?[-\s]?off`, r`rounding(?:\s+adjustment)?`],
  carriedForward: [r`carried\s+(?:forward|over)`, r`brought\s+forward`, r`balance\s+(?:carried|brought)\s+forward`, r`c/f`, r`b/f`],
  amountQualifiers: [r`excl\.?`, r`incl\.?`, r`ex\.?`, 'excluding', 'including', 'before', 'after'],
  codeHeadings: ['code', r`item\s+(?:no|code)\.?`, r`part\s+no\.?`, 'sku', r`ref\.?`],
  measures: [r`weight`, r`gross\s+wt`, r`net\s+wt`, 'volume'],
  periodJoins: ['to', 'till', 'until', 'through', 'thru'],
  taxExempt: [r`vat\s+exempt`, r`exempt\s+from\s+vat`, r`not\s+(?:vat|gst)[-\s]registered`, r`no\s+vat\s+(?:is\s+)?(?:charged|applicable)`, r`vat\s+not\s+applicable`, r`reverse\s+charge`, r`outside\s+the\s+scope\s+of\s+vat`, r`margin\s+scheme`],
  copyMarks: ['original', 'copy', 'duplicate', r`customer\s+copy`, r`merchant\s+copy`],
  invoiceWords: ['invoice'],
  creditNotes: [r`credit\s+(?:note|memo)`, r`refund\s+note`],
  originalInvoice: [r`ref(?:erence)?\.?\s+invoice`, r`original\s+invoice`, r`invoice\s+ref(?:erence)?\.?`, r`credited\s+invoice`, r`against\s+invoice`, r`relat(?:es|ing)\s+to\s+invoice`],
  departments: [r`accounts?\s+payable`, r`accounts\s+department`, r`finance\s+department`, r`purchasing(?:\s+department)?`, r`procurement`, r`(?:hr|human\s+resources|personnel|training)(?:\s+department)?`, r`learning\s+(?:and|&)\s+development`],
  discount: [String.raw`discount`, String.raw`early\s+payment`],
  months: [
    ['january', 'jan'], ['february', 'feb', 'febr'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'],
    ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
  ],
  itemColumns: {
    description: ['description', 'item', 'items', 'article', 'product', 'service', 'activity', 'details', 'particulars', r`item\s+description`, r`desc\.`, 'element'],
    quantity: [r`qty\.?`, 'quantity', 'hours', 'hrs', 'units', r`hrs/qty`, 'usage'],
    unit_price: [r`unit\s+price`, 'price', 'rate', r`unit\s+cost`, 'each', r`price/unit`, r`unit\s+rate`],
    tax_rate: [r`tax(?:es)?`, 'vat', 'gst', r`vat\s*%`],
    amount: ['amount', 'total', r`line\s+total`, 'charges?', r`amount\s+\(\w+\)`, r`ext(?:ended|\.)?\s+price`, r`nett?(?:\s+(?:amount|value))?`, r`(?:line\s+)?value`, r`gross\s+value`, r`value\s+to\s+date`],
  },
  receipt: {
    labels: {
      total: [
        r`GRAND\s*TOTAL`, r`NETT?\s*TOTAL`, r`NETT?\s*(AMT|AMOUNT)`, r`TOTAL\s*(AMOUNT|AMT|DUE|PAYABLE|SALES?|INCL\.?|INCLUSIVE|RM|\(RM\)|\(MYR\)|\(\$\)|TO\s*PAY)?`,
        r`AMOUNT\s*(DUE|PAYABLE)`, r`BALANCE\s*DUE`, 'DUE',
      ],
      strongTotal: [
        r`NETT?\s*(AMT|AMOUNT)`, r`GRAND\s*TOTAL`, r`TOTAL\s*AFTER\s*ROUND(ING)?`, r`NETT?\s*TOTAL`, r`ROUND(ED|ING)?\s*TOTAL`, r`TOTAL\s*ROUND(ED)?`,
        r`AMOUNT\s*(DUE|PAYABLE)`, r`TOTAL\s*(DUE|PAYABLE|TO\s*PAY)`, r`TOTAL\s*INCL`, r`INCL\.?\s*(GST|SST|VAT|TAX)`, r`TOTAL\s*\(?RM\)?`, r`TOTAL\s*AMOUNT`,
      ],
      notTotal: [
        r`SUB\s*-?\s*TOTAL`,
        r`TOTAL\s*(QTY|QUANTITY|ITEMS?|PCS|UNITS?|DISC(OUNT)?|SAVINGS?|GST|SST|TAX|VAT|EXCL\.?|EXCLUSIVE|BEFORE|W\/O|POINTS?|PAID|TENDER(ED)?)`,
        r`(QTY|ITEMS?|DISCOUNT|SAVINGS?|GST|SST|TAX|VAT)\s*TOTAL`, r`ROUNDING(\s*ADJ(USTMENT)?)?\s*[:-]?\s*-?\d`, r`TOTAL\s*NUMBER`,
      ],
      subtotal: [r`SUB\.?\s*-?\s*TOT(AL)?\b`, r`NETT?\s*(SALES?|TTL)\b`, r`TOTAL\s*(EXCL\.?|EXCLUSIVE|BEFORE\s*(GST|TAX)|W\/O\s*(GST|TAX))`, r`TOTAL\s*SALES?\s*\(?EXCL`],
      totalWord: ['TOTAL'],
      excluding: ['EXCL'],
      // Abbreviations also spelt with dots (`G.S.T.`, `V.A.T`); India's and Canada's taxes by name.
      tax: [r`G\.?S\.?T`, r`S\.?S\.?T`, r`V\.?A\.?T`, 'TAX', r`SERVICE\s*TAX`, r`[CSIU]GST`, 'UTGST', 'HST', 'PST', 'QST'],
      notTaxAmount: [
        'ID', 'REG', r`NO\.?`, 'NUMBER', 'INVOICE', 'SUMMARY', 'CODE', r`EXCL\.?`, 'EXCLUSIVE', 'EXCLUDING',
        r`AMOUNT\s*\(`, r`TOTAL\s*(AMOUNT|SALES?)\s*(INCL|EXCL)`,
      ],
      // The tax already in the total (`Incl. VAT 20% 22.82`): the tax amount, unless the row is the total's.
      taxIncluded: [r`INCL\.?`, 'INCLUSIVE', 'INCLUDING', 'INCLUDED'],
      taxRowTotal: [r`TOTAL\s*(AMOUNT|SALES?)?`],
      rounding: [r`ROUND(ING)?`],
      roundingStart: ['ROUND'],
      cash: ['CASH', r`TENDER(ED)?`, 'PAID', 'PAYMENT'],
      card: ['CREDIT', 'DEBIT', 'CARD', 'VISA', r`MASTER(CARD)?`, 'AMEX'],
      // `CHANGS`: `CHANGE` as OCR misreads it.
      change: ['CHANGE', 'CHANGS'],
      tip: [r`TIPS?`, 'GRATUITY'],
      // Card schemes and wallets are names, the same in every language: they are listed here once.
      paidByCard: ['VISA', r`MASTER\s*CARD`, 'MASTERCARD', 'AMEX', r`AMERICAN\s*EXPRESS`, r`CREDIT\s*CARD`, r`DEBIT\s*CARD`, 'CARD', 'MAESTRO'],
      paidByMobile: [r`E-?WALLET`, r`GRAB\s*PAY`, r`TOUCH\s*N\s*GO`, 'BOOST', r`APPLE\s*PAY`, r`GOOGLE\s*PAY`, 'PAYPAL', 'ALIPAY', 'WECHAT'],
      paidInCash: ['CASH'],
      itemColumns: ['QTY', 'QUANTITY', r`DESC(RIPTION)?`, r`ITEMS?`, 'PRICE', r`U\/?P`],
      columnHeader: ['AMOUNT', 'AMT', 'QTY', 'PRICE', 'CODE'],
      itemCount: [r`ITEMS?`, 'QTY', 'PCS', r`ARTICLES?`],
      itemCountSuffix: ['SOLD', 'COUNT'],
      units: ['KG', 'KGS', r`KILOS?`, 'LB', 'LBS', r`GALLONS?`, 'GAL', r`LITRES?`, r`LITERS?`, 'OZ', 'G'],
      perUnit: ['KG', 'LB', 'L'],
      unitPrice: ['PRICE'],
      date: ['DATE', 'DT'],
      expiry: ['EXP', 'EXPIRY', 'VALID', 'DUE', r`BEST\s*BEFORE`],
      time: ['TIME'],
      phone: [r`(TEL|TELEPHONE|PHONE|PH|HP|MOBILE|T)\b\.?\s*(NO\.?)?`],
      taxId: [r`(GST|SST|VAT|TAX|TIN|ABN)\s*(REG(ISTRATION)?\.?)?(\s*(ID|NO|NUMBER|#)\.?)+`],
      receiptNumber: [r`(RECEIPT|INVOICE|INV|BILL|DOC(UMENT)?|TRANS(ACTION)?|SLIP|CHECK|CHK|ORDER|REF|TRX|RCPT|CB)\s*(NO|NUMBER|#)?\.?`],
    },
    roles: {
      total: ['TOTAL', 'GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'AMOUNT', 'AMT', 'NETT', 'NET TOTAL', 'PAYABLE', 'DUE', 'BALANCE', 'SUM', 'SALE'],
      strong_total: [
        'GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'TOTAL PAYABLE', 'NETT TOTAL', 'NET TOTAL', 'TOTAL AMOUNT', 'ROUNDED TOTAL', 'TOTAL ROUNDED',
        'TOTAL INCL',
      ],
      subtotal: ['SUBTOTAL', 'SUB TOTAL', 'SUB-TOTAL', 'EXCL', 'EXCLUDING', 'BEFORE TAX', 'BEFORE GST', 'TOTAL SALES', 'NET SALES', 'MERCHANDISE'],
      tax: ['TAX', 'VAT', 'GST', 'SST', 'HST', 'PST', 'QST', 'SALES TAX', 'SERVICE TAX', 'CGST', 'SGST', 'IGST', 'TAXABLE'],
      service: ['SERVICE', 'SVC', 'SERVICE CHARGE'],
      tip: ['TIP', 'TIPS', 'GRATUITY'],
      cash: ['CASH', 'TENDER', 'TENDERED', 'PAID', 'PAYMENT'],
      change: ['CHANGE', 'CHANGE DUE'],
      card: ['CARD', 'VISA', 'MASTERCARD', 'MASTER', 'AMEX', 'DEBIT', 'CREDIT', 'PIN', 'CONTACTLESS', 'APPROVED', 'AUTH'],
      discount: ['DISCOUNT', 'DISC', 'SAVINGS', 'SAVED', 'YOU SAVED', 'PROMO', 'COUPON', 'OFF'],
      rounding: ['ROUNDING', 'ROUND', 'ROUNDED', 'ADJ', 'ADJUSTMENT'],
      quantity: ['QTY', 'QUANTITY', 'ITEMS', 'ITEM', 'PCS', 'UNITS', 'ARTICLES'],
      price: ['PRICE', 'U/P', 'UNIT', 'RATE'],
      date: ['DATE', 'DT', 'DAY'],
      expiry: ['EXP', 'EXPIRY', 'EXPIRES', 'VALID', 'BEST BEFORE', 'UNTIL', 'BY'],
      time: ['TIME'],
      included: ['INCL', 'INCLUSIVE', 'INCLUDED', 'INCLUDES'],
      points: ['POINTS', 'PTS', 'POINT', 'REWARDS', 'MEMBER', 'LOYALTY', 'BONUS'],
      phone: ['TEL', 'PHONE', 'FAX', 'HP', 'MOBILE', 'TELEPHONE'],
      id: ['NO', 'NUMBER', 'INVOICE', 'RECEIPT', 'REG', 'ID', 'REF', 'ORDER', 'TABLE', 'TRANS', 'TXN', 'CHECK', 'BILL', 'SLIP', 'TERMINAL', 'STORE', 'CASHIER'],
    },
    alsoItems: [
      'PIN', 'OFF', 'SALE', 'SUM', 'MASTER', 'AMOUNT', 'AMT', 'DUE', 'BALANCE', 'PAYABLE', 'PROMO', 'MERCHANDISE', 'ROUND', 'ADJ', 'MEMBER', 'BONUS',
      'SERVICE', 'CARD', 'COUPON',
    ],
    notItems: ['GROSS', 'ROUND OFF', 'ROUNDUP', 'SUBTOT', 'SUB TOT', 'TAX1', 'TAX2', 'TAXABLE', 'REPRINT'],
  },
};
