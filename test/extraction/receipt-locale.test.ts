import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AMOUNT_ROW_MARKS, LOCALES, receiptItemWords, receiptPattern, receiptRoleWords, receiptWords, type ReceiptRole } from '../../src/extraction/locale/index.ts';
import { LABEL_ROLES, labelRoles } from '../../src/extraction/features/receipt-labels.ts';
import { STRONG_TOTAL, SUBTOTAL_LABEL, TOTAL_LABEL } from '../../src/extraction/fields/receipt-totals.ts';
import { DATE_LABEL } from '../../src/extraction/fields/receipt-dates.ts';

// The receipt rules' label patterns as they were written before their words moved into locale/ (with the words
// added since, marked), kept as the reference the tables must reproduce exactly.
const OLD = {
  total: /\b(GRAND\s*TOTAL|NETT?\s*TOTAL|NETT?\s*(AMT|AMOUNT)|TOTAL\s*(AMOUNT|AMT|DUE|PAYABLE|SALES?|INCL\.?|INCLUSIVE|RM|\(RM\)|\(MYR\)|\(\$\)|TO\s*PAY)?|AMOUNT\s*(DUE|PAYABLE)|BALANCE\s*DUE|DUE|JUMLAH|GESAMT(BETRAG)?|SUMME|MONTANT\s*TTC|TOTAL\s*TTC|IMPORTE|TOTALE)\b/i,
  strongTotal: /\b(NETT?\s*(AMT|AMOUNT)|GRAND\s*TOTAL|TOTAL\s*AFTER\s*ROUND(ING)?|NETT?\s*TOTAL|ROUND(ED|ING)?\s*TOTAL|TOTAL\s*ROUND(ED)?|AMOUNT\s*(DUE|PAYABLE)|TOTAL\s*(DUE|PAYABLE|TO\s*PAY)|TOTAL\s*INCL|INCL\.?\s*(GST|SST|VAT|TAX)|JUMLAH|TOTAL\s*\(?RM\)?|TOTAL\s*AMOUNT)\b/i,
  notTotal: /\b(SUB\s*-?\s*TOTAL|TOTAL\s*(QTY|QUANTITY|ITEMS?|PCS|UNITS?|DISC(OUNT)?|SAVINGS?|GST|SST|TAX|VAT|EXCL\.?|EXCLUSIVE|BEFORE|W\/O|POINTS?|PAID|TENDER(ED)?)|(QTY|ITEMS?|DISCOUNT|SAVINGS?|GST|SST|TAX|VAT)\s*TOTAL|ROUNDING(\s*ADJ(USTMENT)?)?\s*[:-]?\s*-?\d|TOTAL\s*NUMBER)\b/i,
  // Since: `SUBTOT`, `Sub. Total`, `Net Sales`, `Net TTL` and the other languages' subtotal words.
  subtotal: /\b(SUB\.?\s*-?\s*TOT(AL)?\b|NETT?\s*(SALES?|TTL)\b|TOTAL\s*(EXCL\.?|EXCLUSIVE|BEFORE\s*(GST|TAX)|W\/O\s*(GST|TAX))|TOTAL\s*SALES?\s*\(?EXCL|ZWISCHENSUMME|NETTO|SOUS[\s-]*TOTAL|TOTAL\s*HT\b|SUBTOTALE|SUBTOTAAL|JUMLAH\s*KECIL)/i,
  // Since: letter edges (`TAX1`, `VAT9%`), dotted abbreviations, India's, Canada's and the Nordic taxes.
  tax: /(?<![\p{L}])(G\.?S\.?T|S\.?S\.?T|V\.?A\.?T|TAX|SERVICE\s*TAX|[CSIU]GST|UTGST|HST|PST|QST|MWST|UST|TVA|I\.?V\.?A|BTW|MOMS|MVA|PPN)(?![\p{L}])/iu,
  // Since: `INCL` words left for `taxIncluded`.
  notTaxAmount: /\b(ID|REG|NO\.?|NUMBER|INVOICE|SUMMARY|CODE|EXCL\.?|EXCLUSIVE|EXCLUDING|AMOUNT\s*\(|TOTAL\s*(AMOUNT|SALES?)\s*(INCL|EXCL))\b|:\s*\d{6,}/i,
  taxRowTotal: /TOTAL\s*(AMOUNT|SALES?)?\s*$/i,
  cash: /\b(CASH|TUNAI|TENDER(ED)?|PAID|PAYMENT|BAYAR|BARGELD|ESPECES|EFECTIVO)\b/i,
  card: /\b(CREDIT|DEBIT|CARD|VISA|MASTER(CARD)?|AMEX)\b/i,
  change: /\b(CHANGE|CHANGS|BAKI|KEMBALI|RÜCKGELD|RENDU|CAMBIO)\b/i,
  tip: /\b(TIPS?|GRATUITY|TRINKGELD|POURBOIRE|PROPINA)\b/i,
  rounding: /\bROUND(ING)?\b/i,
  roundingAny: /\bROUND/i,
  totalWord: /\bTOTAL\b/i,
  excluding: /\bEXCL/i,
  amountRowMark: /\b(RM|MYR|USD|EUR|SGD)\b/gi,
  itemColumns: /\b(QTY|QUANTITY|DESC(RIPTION)?|ITEMS?|PRICE|U\/?P)\b/i,
  columnHeader: /\b(AMOUNT|AMT|QTY|PRICE|CODE)\b/i,
  paidByCard: /\b(VISA|MASTER\s*CARD|MASTERCARD|AMEX|AMERICAN\s*EXPRESS|CREDIT\s*CARD|DEBIT\s*CARD|CARD|KAD|EC-?KARTE|GIROCARD|CB|MAESTRO)\b/i,
  paidByMobile: /\b(E-?WALLET|GRAB\s*PAY|TOUCH\s*N\s*GO|BOOST|APPLE\s*PAY|GOOGLE\s*PAY|PAYPAL|ALIPAY|WECHAT)\b/i,
  paidInCash: /\b(CASH|TUNAI|BARGELD|BAR|ESPECES|EFECTIVO)\b/i,
  phone: /\b(TEL|TELEPHONE|PHONE|PH|HP|MOBILE|T)\b\.?\s*(NO\.?)?\s*[:.]?/i,
  taxId: /\b(GST|SST|VAT|TAX|TIN|ABN|UST|MWST)\s*(REG(ISTRATION)?\.?)?(\s*(ID|NO|NUMBER|#)\.?)+\s*[:.]?/i,
  receiptNumber: /\b(RECEIPT|INVOICE|INV|BILL|DOC(UMENT)?|TRANS(ACTION)?|SLIP|CHECK|CHK|ORDER|REF|TRX|RCPT|CB)\s*(NO|NUMBER|#)?\.?\s*[:#.]?/i,
  date: /\b(DATE|TARIKH|DATUM|FECHA|DATA|TGL|DT)\b/i,
  expiry: /\b(EXP|EXPIRY|VALID|DUE|BEST\s*BEFORE)\b/i,
  time: /\b(TIME|MASA|ZEIT|HEURE)\b/i,
  countRow: /\b(ITEMS?|QTY|PCS|ARTICLES?|ARTIKEL)\s*(SOLD|COUNT)?\s*[:#]?\s*\d+\s*$/i,
  detailWords: /@|\b(KG|KGS|KILOS?|LB|LBS|GALLONS?|GAL|LITRES?|LITERS?|OZ|G)\b|\/\s?(KG|LB|L)\b|\b(PRECIO|PRICE|PREIS|PRIX|PREZZO|PRIJS|HARGA)\b/i,
};

// The same patterns built from the tables, as the rules build them (fields/receipt-totals.ts, receipt.ts,
// receipt-dates.ts, receipt-items.ts).
const r = String.raw;
const tokenLabel = (label: 'phone' | 'taxId' | 'receiptNumber', punctuation: string) => new RegExp(r`\b(?:${receiptWords(label)})\s*${punctuation}`, 'i');
const NEW: Record<keyof typeof OLD, RegExp> = {
  total: TOTAL_LABEL,
  strongTotal: STRONG_TOTAL,
  notTotal: receiptPattern('notTotal'),
  subtotal: SUBTOTAL_LABEL,
  tax: receiptPattern('tax', 'letters'),
  notTaxAmount: new RegExp(r`${receiptPattern('notTaxAmount').source}|:\s*\d{6,}`, 'i'),
  taxRowTotal: new RegExp(r`(?:${receiptWords('taxRowTotal')})\s*$`, 'i'),
  cash: receiptPattern('cash'),
  card: receiptPattern('card'),
  change: receiptPattern('change'),
  tip: receiptPattern('tip'),
  rounding: receiptPattern('rounding'),
  roundingAny: receiptPattern('roundingStart', 'start'),
  totalWord: receiptPattern('totalWord'),
  excluding: receiptPattern('excluding', 'start'),
  amountRowMark: new RegExp(r`\b(?:${AMOUNT_ROW_MARKS.join('|')})\b`, 'gi'),
  itemColumns: receiptPattern('itemColumns'),
  columnHeader: receiptPattern('columnHeader'),
  paidByCard: receiptPattern('paidByCard'),
  paidByMobile: receiptPattern('paidByMobile'),
  paidInCash: receiptPattern('paidInCash'),
  phone: tokenLabel('phone', '[:.]?'),
  taxId: tokenLabel('taxId', '[:.]?'),
  receiptNumber: tokenLabel('receiptNumber', '[:#.]?'),
  date: DATE_LABEL,
  expiry: receiptPattern('expiry'),
  time: receiptPattern('time'),
  countRow: new RegExp(r`\b(?:${receiptWords('itemCount')})\s*(?:${receiptWords('itemCountSuffix')})?\s*[:#]?\s*\d+\s*$`, 'i'),
  detailWords: new RegExp(r`@|${receiptPattern('units').source}|\/\s?(?:${receiptWords('perUnit')})\b|${receiptPattern('unitPrice').source}`, 'i'),
};

const LINES = [
  'TOTAL', 'Total', 'total 12.50', 'TOTAL:', 'TOTAL (RM)', 'TOTAL(RM) 25.00', 'Total (MYR) 9.90', 'TOTAL ($) 4.00', 'TOTAL RM 30.00', 'TOTALRM 3.00',
  'GRAND TOTAL 88.00', 'GRANDTOTAL', 'Grand Total (RM)', 'NETT TOTAL 19.01', 'NET TOTAL', 'Net Total 25: 3', 'NETT AMT 10.00', 'NET AMOUNT',
  'NETAMOUNT 5.00', 'TOTAL AMOUNT 52.00 3.12', 'Total Amount Payable', 'TOTAL DUE', 'Total Payable', 'TOTAL TO PAY 9.00', 'TOTAL SALES 100.00',
  'Total Sales (Inclusive GST) 21.20', 'TOTAL SALES (EXCLUDING GST) 20.00', 'Total Sale Excl GST', 'TOTAL INCL. GST 10.60', 'Total Incl 5.00',
  'Total inclusive of GST', 'INCL. GST 6%', 'INCL GST', 'Incl. VAT 1.00', 'Total Excl. 20.00', 'TOTAL EXCLUSIVE', 'Total Excl GST 4.72',
  'TOTAL BEFORE GST', 'Total before tax', 'TOTAL W/O GST 9.43', 'TOTAL W/O TAX', 'SUB-TOTAL 12.00', 'SUB TOTAL', 'Subtotal 7.50', 'SUB - TOTAL',
  'SUBTOTAL(EX):-52.00', 'Sub Total (Excl GST)', 'SUBTOTALS', 'AMOUNT DUE 4.00', 'Amount Payable', 'BALANCE DUE 3.00', 'Balance', 'DUE 25.15',
  'Due Date 01/02/2019', 'TOTAL QTY 3', 'Total Qty: 2', 'TOTAL ITEMS 5', 'Total Item(s): 4', 'TOTAL PCS', 'TOTAL UNITS 2', 'TOTAL DISCOUNT 1.00',
  'TOTAL DISC', 'Total Savings 3.00', 'TOTAL GST 0.60', 'TOTAL TAX', 'Total VAT', 'TOTAL POINTS 120', 'TOTAL PAID 20.00', 'TOTAL TENDERED 50.00',
  'TOTAL NUMBER OF ITEMS 3', 'QTY TOTAL 4', 'ITEMS TOTAL', 'DISCOUNT TOTAL', 'GST TOTAL 1.20', 'TAX TOTAL', 'VAT TOTAL 2.00', 'SAVINGS TOTAL',
  'ROUNDING ADJ -0.01', 'Rounding Adjustment: 0.02', 'ROUNDING -0.03', 'ROUNDING 0.00', 'ROUNDING', 'ROUNDED TOTAL 19.00', 'ROUNDING TOTAL',
  'TOTAL ROUNDED 10.05', 'TOTAL AFTER ROUNDING 19.00', 'Total after round', 'ROUND OFF 0.01', 'ROUNDUP', 'Rnd Adj', 'TOTAL ROUNDING 0.02',
  'GST 6% 1.42', 'GST @6% 1.42', 'GST 6%', 'SST 10% 2.00', 'VAT 20% 1.67', 'TAX 0.50', 'SERVICE TAX 6%', 'Service Charge 10%', 'SERVICETAX',
  'GST REG NO: 001234567890', 'GST ID : 001234567890', 'GST Reg. No.: 000123456789', 'GST NO. 1234', 'GST No 000123456789', 'TAX INVOICE',
  'GST SUMMARY', 'TAX CODE', 'Total Amount Incl GST', 'TOTAL SALES EXCL GST', 'AMOUNT (RM)', 'Amount(RM) 5.00', 'GST INCLUDED IN TOTAL',
  'GST: 123456789', 'TAX EXCLUDING', 'Tax Exclusive', 'INCLUSIVE GST', 'including tax', 'MWST 19% 1.60', 'MwSt. 7 %', 'USt 19%', 'TVA 20% 3.33',
  'IVA 21%', 'PPN 10%', 'BTW 9%', 'UST-ID DE123456789', 'UST ID 123456789', 'MWST NO 1234567', 'TIN 123-456', 'ABN 51 824 753 556',
  'Co. Reg No: 123456-A', 'CASH 50.00', 'Cash', 'TUNAI 20.00', 'Tunai', 'TENDER 100.00', 'TENDERED', 'PAID 20.00', 'PAYMENT 10.00', 'BAYAR 5.00',
  'BARGELD 20,00', 'Bar 20,00', 'ESPECES 10,00', 'Espèces 10,00', 'EFECTIVO 20,00', 'CHANGE 4.00', 'Change Due 3.50', 'CHANGS 1.00',
  'CHANGE RETURNED 20.00-', 'BAKI 3.00', 'Baki', 'KEMBALI 2.00', 'RÜCKGELD 1,50', 'Rückgeld 1,50', 'RUCKGELD 1,50', 'Rueckgeld', 'RENDU 2,00',
  'Monnaie rendue', 'CAMBIO 1,00', 'ÉCHANGE 5.00', 'EXCHANGE', 'TIP 2.00', 'Tips', 'GRATUITY 15%', 'TRINKGELD 1,00', 'POURBOIRE', 'PROPINA 2,00',
  'VISA 25.00', 'Visa', 'MASTER 10.00', 'MASTERCARD 10.00', 'MASTER CARD 10.00', 'Mastercard ****1234', 'AMEX', 'American Express 20.00',
  'CREDIT CARD 30.00', 'Credit 30.00', 'DEBIT CARD 12.00', 'DEBIT', 'CARD 9.00', 'Card No: ****1234', 'KAD KREDIT 10.00', 'EC-Karte 12,00',
  'EC KARTE', 'ECKARTE 5,00', 'girocard 5,00', 'CB 12,00', 'MAESTRO 5.00', 'E-WALLET 10.00', 'EWALLET', 'GRAB PAY 5.00', 'GrabPay', 'TOUCH N GO 5.00',
  'TouchNGo', 'BOOST 3.00', 'APPLE PAY 2.00', 'Google Pay', 'PAYPAL', 'ALIPAY 1.00', 'WeChat Pay', 'QTY DESCRIPTION TOTAL(RM) TAX', 'Qty Desc Amt',
  'Description Price', 'ITEM QTY U/P AMOUNT', 'ITEM PRICE', 'UP 2.00', 'U/P', 'Amount Tax', 'CODE QTY PRICE', 'Items Sold: 3', 'ITEM COUNT 4',
  'QTY: 2', 'PCS 5', 'ARTICLES 3', 'Article 1', 'ARTIKEL 4', 'ARTIKEL SOLD 3', 'ITENS 3', 'No. of items 3', '1.25 kg @ 3.99', '2 LB', '3.2 gal @ 1.99',
  '1 L', '4.99/kg', '4.99 / lb', '2.99/L', '1 LITRE', '2 LITERS', 'OZ 12', '500 G', 'Precio 2,00', 'PRICE 3.00', 'Preis 1,99', 'Prix 2,50',
  'Prezzo 1,00', 'Prijs 2,00', 'HARGA 5.00', 'DATE: 12/01/2019', 'Date 01-02-18', 'TARIKH 12/03/2018', 'Datum 01.02.2019', 'Fecha 01/02/2019',
  'Data 01/02/2019', 'TGL 01-02-2019', 'DT 01/02/19', 'Dater11/03/18', 'DATED 01/02/2019', 'UPDATE 1.0', 'EXP 12/20', 'Expiry 01/2021',
  'VALID UNTIL 31/12/2019', 'Best Before 01/02/2019', 'BESTBEFORE', 'TIME 12:30', 'Time: 10:15 AM', 'MASA 14:00', 'Zeit 12:00', 'Heure 12h30',
  'TEL: 03-12345678', 'Tel No.: 07-000 1111', 'TEL.NO: 03-1234', 'Telephone 555-1234', 'PHONE: (555) 123-4567', 'PH 555 1234', 'HP 012-3456789',
  'Mobile: 012 345 6789', 'T: 01234 567890', 'T. 01234', 'TEL NUMBER 1234', 'RECEIPT NO: 12345', 'Receipt #: A-123', 'INVOICE NO 1234',
  'INV NO. 555', 'INV#123', 'Bill No: 99', 'DOC NO: CS123', 'Document No 1', 'TRANS NO 42', 'Transaction #: 77', 'SLIP NO 3', 'CHECK 1234',
  'Chk 55', 'Order No 12', 'REF: X1', 'TRX 1', 'RCPT# 12', 'CB#: 1234', 'CASH BILL NO 123', 'JUMLAH 25.00', 'Jumlah Besar 30.00',
  'JUMLAH KECIL 28.30', 'GESAMT 12,00', 'Gesamtbetrag 12,00', 'SUMME EUR 5,00', 'Summe', 'ZWISCHENSUMME 10,00', 'MONTANT TTC 12,00',
  'Montant T.T.C.', 'TOTAL TTC 12,00', 'TOTAL HT 10,00', 'IMPORTE 5,00', 'TOTALE 5,00', 'TOTALE EURO', 'TOTAAL 5,00', 'TOTALLY FREE',
  'SUBTOTALE', 'Totalen', 'RM 12.00', 'RM12.00', 'MYR 5.00', 'USD 4.00', 'EUR 3,00', 'SGD 2.00', 'S$ 5.00', 'rm 1.00', 'BARANG', 'SEBAR',
  'NO. 12, JALAN 3', 'THANK YOU', 'Welcome', '2 x COFFEE 7.00', 'CHOCOLATE BAR 2.50', 'BEEF SALE', 'SUM 5.00', 'NETTO 10,00', 'Total_x', 'TOTAL1',
  'TOTAL_AMOUNT', 'SUB_TOTAL', 'GST6%', 'TAX1 0.50', 'TAX2', 'TAXABLE 10.00', 'Taxable Amount', 'REPRINT', 'GROSS 12.00', 'SUBTOT 5.00',
  'SUB TOT', 'ITENS', 'TOTALT 100', 'UKUPNO 50,00', 'SUMA PLN 10,00', 'PEMBULATAN 0.02', 'RUNDUNG', 'ARRONDI', 'À PAYER 5,00', 'NET A PAYER 5,00',
  'Net à payer', 'TE BETALEN 5,00', 'ZU ZAHLEN 5,00', 'Total a pagar 5,00', 'A PAGAR', 'Reçu 20,00', 'RECU', 'Gültig bis 31.12.', 'MHD 01.01.20',
  'Preço 2,00', 'Quantità 2', 'QTÉ 2', 'Uhr 12:00', 'Punkte 20', 'Telefon 123', 'Téléphone 123', 'CONTANTI', 'CONTANT', 'DINHEIRO', 'TROCO',
  'RESTO', 'WISSELGELD', 'ZURÜCK 1,00', 'KAART', 'PINNEN', 'PIN VERIFIED', 'CONTACTLESS', 'APPROVED', 'AUTH CODE 123', 'Tarjeta', 'Carta',
  'Carte bancaire', 'SERVIS 10%', 'BEDIENUNG', 'SERVIZIO', 'SERVICIO', 'MANCIA', 'FOOI', 'GORJETA', 'KORTING', 'SCONTO', 'DESCUENTO', 'DESCONTO',
  'DISKAUN', 'RABATT', 'REMISE', 'YOU SAVED 2.00', 'You-Saved', 'PROMO', 'COUPON', '50% OFF', 'MEMBER 123', 'LOYALTY', 'BONUS', 'REWARDS', 'PTS 10',
  'INKL. MWST', 'ENTHALTEN', 'INCLUS', 'INCLUIDO', 'INCLUÍDO', 'INCLUSO', 'INBEGREPEN', 'TERMASUK', 'TABLE 5', 'TERMINAL 1', 'STORE 12', 'CASHIER: ANA',
  'TXN 5', 'CGST 2.5%', 'SGST', 'IGST', 'HST', 'PST', 'QST', 'SVC 10%', 'ADJ 0.01', 'ADJUSTMENT', 'BEFORE GST', 'NET SALES', 'MERCHANDISE',
  'Aantal 2', 'Menge 1', 'Cantidad 2', 'Kuantiti 1', 'UNITS 2', 'RATE 6%', 'UNIT 1', 'DAY MON', 'LE 12/01', 'HORA 12:00', 'ORA 12:00', 'TIJD 12:00',
  'UNTIL', 'BY 12/12', 'EXPIRES', 'VALIDE', 'VALIDO', 'VÁLIDO', 'BIS 12.12.', 'FAX 123', 'STEUER', 'IMPOSTA', 'IMPUESTO', 'IMPOSTO', 'CUKAI 6%',
];

/** Every line also in lower case and with an amount after it, as rows are printed. */
const ROWS = LINES.flatMap((line) => [line, line.toLowerCase(), `${line} 12.34`, `1 ${line}`]);

test('the receipt rules match the same label lines as before their words moved into the tables', () => {
  for (const [name, old] of Object.entries(OLD) as [keyof typeof OLD, RegExp][]) {
    const built = NEW[name];
    assert.equal(built.flags, old.flags, name);
    for (const row of ROWS) {
      old.lastIndex = 0;
      built.lastIndex = 0;
      const was = old.exec(row);
      const is = built.exec(row);
      assert.deepEqual(is && { at: is.index, text: is[0] }, was && { at: was.index, text: was[0] }, `${name}: ${row}`);
      assert.equal(row.replace(built, ''), row.replace(old, ''), `${name}: ${row}`);
    }
  }
});

test('the tricky label lines are labels', () => {
  const matches = (name: keyof typeof OLD, line: string) => NEW[name].test(line);
  for (const line of ['TOTAL (RM)', 'NETT AMT 10.00', 'Jumlah', 'MONTANT TTC 12,00', 'Gesamtbetrag 12,00', 'TOTALE 5,00']) assert.ok(matches('total', line), line);
  for (const line of ['SUB-TOTAL 12.00', 'Total Excl. 20.00', 'TOTAL SALES (EXCLUDING GST) 20.00']) assert.ok(matches('subtotal', line), line);
  for (const line of ['Rückgeld 1,50', 'Change Due 3.50', 'BAKI 3.00', 'RENDU 2,00']) assert.ok(matches('change', line), line);
  assert.ok(matches('tax', 'GST 6%'));
  assert.ok(matches('notTotal', 'ROUNDING ADJ -0.01'));
  assert.ok(!matches('total', 'TOTALLY FREE'));
});

// RECEIPT_LABELS of features/receipt-labels.ts before its words moved into the tables.
const OLD_ROLES: Record<ReceiptRole, string[]> = {
  total: ['TOTAL', 'TOTALE', 'TOTAAL', 'GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'AMOUNT', 'AMT', 'NETT', 'NET TOTAL', 'JUMLAH', 'SUMME', 'GESAMT', 'BETRAG', 'ZU ZAHLEN', 'A PAYER', 'NET A PAYER', 'TTC', 'IMPORTE', 'A PAGAR', 'TE BETALEN', 'PAYABLE', 'DUE', 'BALANCE', 'SUM', 'SALE', 'PAGAR', 'BEDRAG', 'UKUPNO', 'TOTALT', 'SUMA'],
  strong_total: ['GRAND TOTAL', 'AMOUNT DUE', 'BALANCE DUE', 'TOTAL DUE', 'TOTAL PAYABLE', 'NETT TOTAL', 'NET TOTAL', 'TOTAL AMOUNT', 'ROUNDED TOTAL', 'TOTAL ROUNDED', 'TOTAL INCL', 'ZU ZAHLEN', 'NET A PAYER', 'TOTAL TTC', 'TE BETALEN', 'TOTAL A PAGAR', 'JUMLAH BESAR'],
  subtotal: ['SUBTOTAL', 'SUB TOTAL', 'SUB-TOTAL', 'SUBTOTALE', 'SUBTOTAAL', 'ZWISCHENSUMME', 'SOUS TOTAL', 'SOUS-TOTAL', 'TOTAL HT', 'NETTO', 'EXCL', 'EXCLUDING', 'BEFORE TAX', 'BEFORE GST', 'TOTAL SALES', 'NET SALES', 'MERCHANDISE', 'JUMLAH KECIL',
    'PRIX HT', 'MONTANT HT', 'BASE HT', 'BASE IMPONIBLE', 'TOTAL SIN IVA', 'IMPORTE NETO', 'IMPONIBILE', 'BASE TRIBUTAVEL', 'TOTAL S/ IVA', 'TOTAL ILIQUIDO'],
  tax: ['TAX', 'VAT', 'GST', 'SST', 'HST', 'PST', 'QST', 'MWST', 'UST', 'TVA', 'IVA', 'BTW', 'PPN', 'SALES TAX', 'SERVICE TAX', 'CUKAI', 'STEUER', 'IMPOSTA', 'IMPUESTO', 'IMPOSTO', 'CGST', 'SGST', 'IGST', 'TAXABLE', 'TAXE', 'TAXES', 'TPS', 'TVQ'],
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
};
const OLD_ALSO_ITEMS = ['BAR', 'EC', 'CB', 'PIN', 'OFF', 'SALE', 'SUM', 'MASTER', 'AMOUNT', 'AMT', 'DUE', 'BALANCE', 'PAYABLE', 'RECU', 'PROMO', 'NETTO', 'MERCHANDISE', 'ROUND', 'ADJ', 'MEMBER', 'BONUS', 'SERVICE', 'CARD', 'COUPON'];
const OLD_NOT_ITEMS = ['ITENS', 'GROSS', 'ROUND OFF', 'ROUNDUP', 'SUBTOT', 'SUB TOT', 'TAX1', 'TAX2', 'TAXABLE', 'REPRINT'];

const sorted = (words: Iterable<string>) => [...words].sort();

test('the model reads the same label words per role, in the same feature order', () => {
  assert.deepEqual(LABEL_ROLES, Object.keys(OLD_ROLES));
  for (const role of LABEL_ROLES) assert.deepEqual(sorted(receiptRoleWords(role)), sorted(new Set(OLD_ROLES[role])), role);
  assert.deepEqual(sorted(receiptItemWords('alsoItems')), sorted(OLD_ALSO_ITEMS));
  assert.deepEqual(sorted(receiptItemWords('notItems')), sorted(OLD_NOT_ITEMS));
  assert.ok(labelRoles('Rückgeld').has('change'));
  assert.ok(labelRoles('Net à payer').has('strong_total'));
  assert.ok(labelRoles('Espèces').has('cash'));
  assert.ok(labelRoles('SUB - TOTAL').has('subtotal'));
  assert.ok(!labelRoles('SUBTOTALLY').has('subtotal'));
});

test('every receipt entry compiles and every table has a receipt section', () => {
  for (const locale of LOCALES) {
    for (const sources of Object.values(locale.receipt.labels)) for (const source of sources ?? []) assert.doesNotThrow(() => new RegExp(source, 'i'), source);
    for (const words of Object.values(locale.receipt.roles)) for (const word of words ?? []) assert.match(word, /^[\p{Lu}\d/ -]+$/u, `${locale.language}: ${word}`);
  }
});
