/**
 * The shape of one language's table. Label entries are regular-expression sources matched case-insensitively
 * within one line, with word edges added around them (accented letters count as letters); the weight says how
 * sure the words alone make the reading (1 = the field's own name, lower = a generic word).
 */

/** Fields and roles that documents name with words. */
export type LabelField =
  | 'invoice_number' | 'receipt_number' | 'po_number'
  | 'date' | 'other_date' | 'due_date' | 'payable_sentence'
  | 'total' | 'subtotal' | 'tax' | 'amount_due'
  | 'supplier' | 'customer' | 'ship_to' | 'venue' | 'name_key'
  | 'iban' | 'payment_terms' | 'phone';

/** Column headers of an item table. */
export type ItemColumn = 'description' | 'quantity' | 'unit_price' | 'tax_rate' | 'amount';

export type WeightedLabel = readonly [source: string, weight: number];

/** Labels the receipt rules look for (fields/receipt*.ts). */
export type ReceiptLabel =
  | 'total' | 'strongTotal' | 'notTotal' | 'subtotal' | 'totalWord' | 'excluding'
  | 'tax' | 'notTaxAmount' | 'taxIncluded' | 'taxRowTotal' | 'rounding' | 'roundingStart'
  | 'cash' | 'card' | 'change' | 'tip' | 'paidByCard' | 'paidByMobile' | 'paidInCash'
  | 'itemColumns' | 'columnHeader' | 'itemCount' | 'itemCountSuffix' | 'units' | 'perUnit' | 'unitPrice'
  | 'date' | 'expiry' | 'time' | 'phone' | 'taxId' | 'receiptNumber';

/** Roles of receipt label words, the receipt model's features (features/receipt-labels.ts). */
export type ReceiptRole =
  | 'total' | 'strong_total' | 'subtotal' | 'tax' | 'service' | 'tip' | 'cash' | 'change' | 'card' | 'discount'
  | 'rounding' | 'quantity' | 'price' | 'date' | 'expiry' | 'time' | 'included' | 'points' | 'phone' | 'id';

/**
 * A language's receipt words (README.md). Unlike the invoice labels above, `labels` are matched as the receipt
 * rules always have: case-insensitively between ASCII word edges (`\b`: `é` is no letter there), accents not
 * folded. `roles` are plain words, matched whole on text upper-cased with accents removed; a space or hyphen in
 * a word matches any run of spaces and hyphens.
 */
export interface ReceiptTable {
  /** Regex sources per label, in the order they are tried. */
  labels: Partial<Record<ReceiptLabel, readonly string[]>>;
  /** Words per role, for the model: it learns what each role is worth. */
  roles: Partial<Record<ReceiptRole, readonly string[]>>;
  /** Words of the roles that are common in item names too (`BAR`, `PIN`, `SALE`): alone they do not make a label row. */
  alsoItems?: readonly string[];
  /** Words that make a row no item, beyond the roles' (`REPRINT`, `ITENS`). */
  notItems?: readonly string[];
}

export interface LocaleTable {
  /** ISO 639-1. */
  language: string;
  /** Day/month order of numeric dates in this language, when the language alone decides it (`en` does not). */
  dateOrder: 'DMY' | 'MDY' | null;
  labels: Partial<Record<LabelField, readonly WeightedLabel[]>>;
  /** Words that turn a "total" into another amount (net, tax, discount, count…). Regex sources. */
  notTotal: readonly string[];
  /** Words that turn a tax label into a tax id, a base or a total. Regex sources. */
  notTax: readonly string[];
  /** Words saying part of an invoice was already paid. Regex sources. */
  paid: readonly string[];
  /** Phrases saying the whole document is settled (`paid with Visa`, `bereits beglichen`, `déjà réglé`). Regex sources. */
  paidInFull?: readonly string[];
  /** A stamp saying so, alone on its row (`PAID`, `BEZAHLT`, `BETAALD`). Regex sources. */
  paidStamp?: readonly string[];
  /** Words that make a total include its tax (`incl.`, `TTC`, `brutto`). Regex sources. */
  inclusive: readonly string[];
  /** Names of taxes on sales (`VAT`, `TVA`, `MwSt`). Regex sources. */
  taxWords: readonly string[];
  /** Document titles that are not part of a name (`Invoice`, `Facture`). Regex sources. */
  titles: readonly string[];
  /** Legal forms of companies (`GmbH`, `SARL`). Regex sources. */
  legalForms: readonly string[];
  /** Words heading an addressee in an address window (`Herrn`, `Spett.le`). Regex sources, whole line. */
  salutations: readonly string[];
  /** Words heading a company addressee, not part of its name (`Firma`, `Spett.le`, `Messrs`). Regex sources, whole line. */
  addressee: readonly string[];
  /** Street words of postal addresses. Regex sources. */
  streetWords: readonly string[];
  /**
   * Payment terms in days counted from the invoice date (`payable within 30 days`, `Net 30`), each with one
   * capture group for the number of days. Regex sources.
   */
  termDays: readonly string[];
  /** Words for days and weeks, so that `30 days` is not read as an amount (`jours`, `Tage`). Regex sources. */
  dayWords?: readonly string[];
  /**
   * Words saying the amount will be taken from the customer's account (`abgebucht`, `prélevé`, `direct debit`): a date
   * in that sentence is when it falls due. Regex sources.
   */
  directDebit?: readonly string[];
  /** Headings of a payment slip to detach and return with the payment, whose `To:` is the payee. Regex sources. */
  remittance?: readonly string[];
  /** A rounding line between the amounts and the total (`Round Off 0.37`, `Arrondi`). Regex sources. */
  rounding?: readonly string[];
  /**
   * The running sum a long invoice carries from the foot of one page to the head of the next (`Übertrag`,
   * `Carried forward`, `A riportare`): neither an item nor a total. Regex sources.
   */
  carriedForward?: readonly string[];
  /** Words qualifying an amount heading by the tax (`Bedrag excl. btw`, `Montant hors TVA`): the tax word after one heads no column. Regex sources. */
  amountQualifiers?: readonly string[];
  /** Headings of an item table's code column (`Code`, `Art.-Nr.`, `Código`): the column of no description. Regex sources. */
  codeHeadings?: readonly string[];
  /** Words naming a weight or a measure (`Weight`, `Gewicht`, `Poids`): a column or total so headed holds no money. */
  measures?: readonly string[];
  /**
   * Statements that no VAT is charged (`TVA non applicable`, `§ 19 UStG`, `btw verlegd`): an invoice printing one
   * and no tax amount charges a tax of 0. Regex sources.
   */
  taxExempt?: readonly string[];
  /**
   * Words joining the two dates of a period (`dal 17/06 al 18/06`, `vom … bis …`, `from … to …`): a date so joined to
   * the next is a period's, not the document's. Regex sources.
   */
  periodJoins?: readonly string[];
  /**
   * The word for an invoice, matched inside a label (`Invoice date`, `Rechnungsdatum`, `Date de facture`): on a credit
   * note such a label names the corrected invoice's date. Regex sources, no word edges.
   */
  invoiceWords?: readonly string[];
  /** Titles of a credit note or corrective invoice (`Credit Note`, `Gutschrift`, `Avoir`). Regex sources. */
  creditNotes?: readonly string[];
  /**
   * Words referring to the invoice a credit note corrects (`Original invoice`, `zu Rechnung`, `Ursprungsrechnung`):
   * the number and date on such a line are that invoice's, not the document's. Regex sources.
   */
  originalInvoice?: readonly string[];
  /** Departments an invoice is addressed to for the attention of (`Accounts Payable`, `Buchhaltung`): no party's name. Regex sources. */
  departments?: readonly string[];
  /** Which copy of a document this is (`Original`, `Duplicado`, `Kopie`), printed alone near its title. Regex sources. */
  copyMarks?: readonly string[];
  /** Words that make a term count from the end of a month instead (`fin de mois`). Regex sources. */
  endOfMonth: readonly string[];
  /** Words of an early-payment discount, whose days are not the due date (`Skonto`, `escompte`). Regex sources. */
  discount: readonly string[];
  /**
   * Bundled Tesseract models that read this language's letters better than English (`é`, `ü`, `ß`), for a page
   * found to be in it; none when English reads it as well.
   */
  ocrLangs?: string;
  /** Month names and abbreviations, January first. */
  months: readonly (readonly string[])[];
  itemColumns: Partial<Record<ItemColumn, readonly string[]>>;
  receipt: ReceiptTable;
}
