import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractReceiptFields, receiptRows } from '../../src/extraction/fields/receipt.ts';
import { page } from '../helpers/receipt-page.ts';

const value = (result: ReturnType<typeof extractReceiptFields>, name: string) => result.fields[name].value;

describe('extractReceiptFields', () => {
  it('reads a typical receipt: supplier, address, contact, date, time, totals, payment', () => {
    const result = extractReceiptFields([
      page([
        'GERBANG ALAF RESTAURANTS SDN BHD',
        '(65351-M)',
        'LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3',
        'NO.3, JALAN SS21/39,47400 PETALING JAYA',
        'SELANGOR',
        'TEL: 03-7726 8811',
        'GST ID NO: 000504664064',
        'TAX INVOICE',
        'INVOICE NO: 0028501',
        'DATE: 18/01/2018 12:45:02 PM',
        'ITEM QTY AMOUNT',
        'FILET O FISH 2 9.40',
        'COKE 1 3.20',
        'SUB TOTAL 25.09',
        'GST 6% 1.51',
        'TOTAL (RM) 26.60',
        'CASH 50.00',
        'CHANGE 23.40',
        'THANK YOU',
      ]),
    ]);
    assert.equal(value(result, 'supplier_name'), 'GERBANG ALAF RESTAURANTS SDN BHD');
    assert.equal(value(result, 'supplier_address'), 'LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3 NO.3, JALAN SS21/39,47400 PETALING JAYA SELANGOR');
    assert.equal(value(result, 'supplier_phone'), '03-7726 8811');
    assert.equal(value(result, 'supplier_tax_id'), '000504664064');
    assert.equal(value(result, 'receipt_number'), '0028501');
    assert.equal(value(result, 'date'), '2018-01-18');
    assert.equal(value(result, 'time'), '12:45:02');
    assert.equal(value(result, 'subtotal'), 25.09);
    assert.equal(value(result, 'total_tax'), 1.51);
    assert.equal(value(result, 'total_amount'), 26.6);
    assert.equal(value(result, 'payment_method'), 'cash');
    assert.deepEqual(result.taxes, [{ rate: 6, base: 25.09, amount: 1.51 }]);
    assert.deepEqual(result.line_items.map((i) => [i.description, i.quantity, i.amount]), [
      ['FILET O FISH', 2, 9.4],
      ['COKE', 1, 3.2],
    ]);
    const total = result.fields.total_amount;
    assert.equal(total.raw, '26.60');
    assert.equal(total.page, 1);
    assert.ok(total.confidence > 0.7 && total.confidence <= 1);
    assert.ok(total.bbox && total.bbox[1] > 0.4);
  });

  it('reads no quantity from the price of an item printed without one', () => {
    const result = extractReceiptFields([page(['THE COFFEE HOUSE LTD', 'RECEIPT', '', '', '', '', '', '', 'FLAT WHITE 3.20', 'CROISSANT 2 x 1.50 3.00', 'TOTAL 6.20'])]);
    assert.deepEqual(result.line_items.map((i) => [i.description, i.quantity, i.amount]), [
      ['FLAT WHITE', null, 3.2],
      ['CROISSANT', 2, 3],
    ]);
  });

  it('rebuilds rows from separate label and amount boxes', () => {
    const rows = receiptRows([page([[0, 0.1, 'SHOP ENTERPRISE'], [1, 0.1, 'TOTAL:'], [1, 0.6, '9.00'], [2, 0.1, 'CASH'], [2, 0.6, '10.00']])]);
    assert.deepEqual(rows.map((r) => r.text), ['SHOP ENTERPRISE', 'TOTAL: 9.00', 'CASH 10.00']);
  });

  it('keeps a row apart from the one above when a speck read into it reaches up there', () => {
    const layout = page(['81750 Masai Johor', 'Site: 2591']);
    const site = layout.lines[1];
    // Tesseract put a speck from above the postcode's row, far along it, into the line below that row.
    const speck = { text: '.', bbox: [0.9, 0.015, 0.902, 0.017] as [number, number, number, number], confidence: 0.3 };
    site.words.push(speck);
    site.bbox = [site.bbox[0], speck.bbox[1], speck.bbox[2], site.bbox[3]];
    assert.deepEqual(receiptRows([layout]).map((r) => r.text), ['81750 Masai Johor', 'Site: 2591 .']);
  });

  it('prefers the rounded total that cash minus change confirms', () => {
    const result = extractReceiptFields([
      page(['INDAH GIFT & HOME DECO', 'TOTAL AMT....... RM 60.31', 'ROUNDING ADJ..... -0.01', [3, 0.6, 'RM 60.30'], 'CASH....... RM 70.30', 'CHANGE..... RM 10.00']),
    ]);
    assert.equal(value(result, 'total_amount'), 60.3);
  });

  it('ignores subtotals, quantities and tax totals as the total', () => {
    const result = extractReceiptFields([page(['ABC TRADING', 'TOTAL QTY: 3', 'SUBTOTAL 10.00', 'TOTAL GST 0.60', 'GRAND TOTAL 10.60'])]);
    assert.equal(value(result, 'total_amount'), 10.6);
    assert.equal(value(result, 'subtotal'), 10);
  });

  it('takes neither a tax total nor a note in parentheses about the total for the total', () => {
    const result = extractReceiptFields([page(['SHOP', 'SUB-TOTAL 6.60', 'TOTAL Z-80', '- TAX TOTAL: 0.40'])]);
    assert.equal(value(result, 'total_amount'), 6.6);
    const noted = extractReceiptFields([page(['SHOP', 'Due 25.15', '(Total Included GST @ 6% 1.42)'])]);
    assert.notEqual(value(noted, 'total_amount'), 1.42);
  });

  it('reads an OCR-misread CHANGE label', () => {
    const result = extractReceiptFields([page(['SHOP', 'Paid Amount 10.00', 'Changs: 2.60'])]);
    assert.equal(value(result, 'total_amount'), 7.4);
  });

  it('reads an OCR-misread TOTAL label', () => {
    assert.equal(value(extractReceiptFields([page(['ABC TRADING', 'jotal Sales 85.10'])]), 'total_amount'), 85.1);
  });

  it('does not take the cash tendered below a total label whose own amount was misread', () => {
    const result = extractReceiptFields([page(['SHOP', '2 TAU SAR PNEAH 24PCS @12.50 25.00', '2 SubTotal 25.00', 'Net Total 25: 3', 'C 50.00', 'Cx GE 25.00'])]);
    assert.equal(value(result, 'total_amount'), 25);
    // A rate beside the label is no amount: the value printed below it is the label's.
    assert.equal(value(extractReceiptFields([page(['SHOP', 'TOTAL INCL. GST 6%', '26.60'])]), 'total_amount'), 26.6);
  });

  it('takes the total that cash minus change confirms over a labelled total one digit away', () => {
    const result = extractReceiptFields([page(['SHOP', 'Total Amount: 6.80', 'CASH 10.00', 'CHANGE 3.10'])]);
    assert.equal(value(result, 'total_amount'), 6.9);
  });

  it('takes subtotal + tax + rounding over a total that lost a digit', () => {
    const result = extractReceiptFields([page(['SHOP', 'SUB-TOTAL (EX) 26.00', 'TOTAL TAX 1.56', 'ROUNDING -0.01', 'TOTAL 7.55'])]);
    assert.equal(value(result, 'total_amount'), 27.55);
  });

  it('takes what was paid over an unrounded total that lost a digit', () => {
    const result = extractReceiptFields([page(['SHOP', 'GST @ 6% 1.08', 'Net Total (MYR) 10.01', 'Rounding Adj. -0.01', 'Cash 19.00', 'Change 0.00'])]);
    assert.equal(value(result, 'total_amount'), 19);
  });

  it('keeps the labelled total when the OCR is surer of it than of the one evidence against it', () => {
    const result = extractReceiptFields([page(['SHOP', [1, 0.1, 'NET TOTAL'], [1, 0.6, '14.85', 0.9], [2, 0.1, 'CASH'], [2, 0.6, '14.65', 0.5], 'CHANGE 0.00'])]);
    assert.equal(value(result, 'total_amount'), 14.85);
  });

  it('keeps a total that subtotal + tax confirms even when cash differs by a cent', () => {
    const result = extractReceiptFields([page(['SHOP', 'Total Sales (Excluding GST) 381.50', 'Total GST 22.89', 'Total Sales (Inclusive of GST) 404.39', 'CASH 404.38', 'Change 0.00'])]);
    assert.equal(value(result, 'total_amount'), 404.39);
  });

  it('takes the amount two independent readings agree on when the labelled total has no support', () => {
    const result = extractReceiptFields([page(['SHOP', 'SUBTOTAL 180.00', 'Total GST 10.80', 'GRAND TOTAL 130.00', 'CASH 200.00', 'CHANGE 9.20'])]);
    assert.equal(value(result, 'total_amount'), 190.8);
  });

  it('takes the total that the rounding adjustment leads to, and never the amount paid', () => {
    const rounded = extractReceiptFields([page(['SHOP', 'Total (Inclusive of GST): 23.26', 'Rounding Adj: -0.01', 'TOTAL: 23.25'])]);
    assert.equal(value(rounded, 'total_amount'), 23.25);
    const paid = extractReceiptFields([page(['SHOP', 'Total (Incl GST) RM15.40', 'Total Paid RM50.00'])]);
    assert.equal(value(paid, 'total_amount'), 15.4);
  });

  it('takes the total row of a tax summary (net, then tax) for no total, and its tax for the tax when that row was misread', () => {
    const result = extractReceiptFields([page(['SHOP', 'SUB-TOTAL (EX) 52.00', 'TOTAL TAX 312', 'ROUNDING -0.02', 'OT Sy', 'GST SUMMARY', 'TAX CODE % AMOUNT TAX', 'SR 6.00 52.00 312', 'TOTAL 52.00 3.12'])]);
    assert.equal(value(result, 'total_amount'), 55.1);
  });

  it('reads a subtotal printed after a dash as positive, and a rounding read without its sign as the one that rounds to a coin', () => {
    const result = extractReceiptFields([page(['SHOP', 'SUB-TOTAL(EX):-52.00', 'TOTAL TAX:3.12', 'ROUNDING:0.02', 'THANK YOU', 'GST SUMMARY', 'SR 6.00 52.00 3.12'])]);
    assert.equal(value(result, 'subtotal'), 52);
    assert.equal(value(result, 'total_amount'), 55.1);
  });

  it('takes no item under a column header that names a total column, and reads change printed negative as money given back', () => {
    const result = extractReceiptFields([page(['SHOP', 'QTY DESCRIPTION TOTAL(RM) TAX', '1 106 33.00 SR', 'TOTAL SALES AMOUNT 33.00', 'GST 6% 1.98', 'ROUNDING ADJUSTMENT 0.02', 'TOTAL 35.00', 'CASH 55.00', 'CHANGE RETURNED 20.00-'])]);
    assert.equal(value(result, 'total_amount'), 35);
  });

  it('adds the tax to a lone subtotal only when the receipt shows it comes on top', () => {
    const added = extractReceiptFields([page(['SHOP', 'SUB-TOTAL 144.68', 'ROUNDING -0.01', 'TOTAL TAX 8.68', 'SR 6.00 144.68 8.68'])]);
    assert.equal(value(added, 'total_amount'), 153.35);
    const included = extractReceiptFields([page(['SHOP', 'SUBTOTAL 28.70', 'INC 6% GST 1.62'])]);
    assert.equal(value(included, 'total_amount'), 28.7);
    const unknown = extractReceiptFields([page(['SHOP', 'SUB TOTAL 129.30', 'GST 7.30'])]);
    assert.equal(value(unknown, 'total_amount'), 129.3);
  });

  it('reads amounts OCR broke: O for zero, a space after the decimal point, a last digit dropped, a misread RM', () => {
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Sub Total Before Discount RM 65. 20', 'Total Sales RM 65. 20'])]), 'total_amount'), 65.2);
    const zero = extractReceiptFields([page(['SHOP', 'Total Exc| GST RM9.20', 'GST: RMO0.55', 'Tendered: RM10.00', 'Change RM0.25'])]);
    assert.equal(value(zero, 'total_tax'), 0.55);
    assert.equal(value(zero, 'total_amount'), 9.75);
    assert.equal(value(extractReceiptFields([page(['SHOP', 'SUB TOTAL 160.00', 'NET TOTAL 174.9', 'CASH 180.00'])]), 'total_amount'), 174.9);
    assert.equal(value(extractReceiptFields([page(['SHOP', 'TOTAL RH43. 40', 'CASH KM50.00', 'CHANGE RM6.60'])]), 'total_amount'), 43.4);
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Paid Sol mM4.00', 'Change RM0.00'])]), 'total_amount'), 4);
    // Two letters that are not a misread ringgit sign stay a code, not an amount.
    assert.equal(value(extractReceiptFields([page(['SHOP', 'TOTAL 12.00', 'REF AB12.50'])]), 'total_amount'), 12);
  });

  it('takes cash minus change over a lone subtotal that says it excludes tax', () => {
    const result = extractReceiptFields([page(['SHOP', 'Total Excl. of GST 122.54', 'Payment 130.00', 'Change Due 0.00'])]);
    assert.equal(value(result, 'total_amount'), 130);
  });

  it('reads a till date whose month name OCR misread: N0V, Ju1', () => {
    assert.equal(value(extractReceiptFields([page(['CAFE', "21N0V'15 13:56", 'TOTAL 5.00'])]), 'date'), '2015-11-21');
    assert.equal(value(extractReceiptFields([page(['CAFE', "S#1 Ju1.30'11(Sat)07:27", 'TOTAL 5.00'])]), 'date'), '2011-07-30');
  });

  it('orders ambiguous dates by the other dates of the document, else by an explicit currency', () => {
    const dmy = extractReceiptFields([page(['SHOP LTD', 'DATE 03/04/2019', 'VALID UNTIL 25/04/2019', 'TOTAL EUR 5.00'])]);
    assert.equal(value(dmy, 'date'), '2019-04-03');
    const usd = extractReceiptFields([page(['SHOP INC', 'DATE 03/04/2019', 'TOTAL USD 5.00'])]);
    assert.equal(value(usd, 'date'), '2019-03-04');
    assert.equal(value(usd, 'currency'), 'USD');
    const unknown = extractReceiptFields([page(['SHOP', 'DATE 03/04/2019', 'TOTAL 5.00'])]);
    assert.equal(value(unknown, 'currency'), null);
    assert.ok(unknown.fields.date.confidence < 0.6, 'a guessed day/month order has a low confidence');
  });

  it('orders ambiguous dates by the country the receipt names, with or without a currency printed', () => {
    const us = extractReceiptFields([page(['SUSHI PLACE', '204 East 43rd Street', 'New York NY 10017', '06/05/13 1:19 PM', 'Sales Tax: 2.30', 'Total Due: 25.80'])]);
    assert.equal(value(us, 'date'), '2013-06-05');
    const dollar = extractReceiptFields([page(['ROSS', 'SANTA CLARA, CA', 'Sales Tax 8.750% $1.05', 'Total $13.03', 'Date: 09/01/14'])]);
    assert.equal(value(dollar, 'date'), '2014-09-01');
    assert.equal(value(dollar, 'currency'), 'USD');
    const bare = extractReceiptFields([page(['SHOP', 'Total $13.03'])]);
    assert.ok(dollar.fields.currency.confidence > bare.fields.currency.confidence + 0.2, 'a $ on a receipt with a US tax word is the US dollar');
    const au = extractReceiptFields([page(['CAFE PTY LTD', 'ABN 12 345 678 901', 'SYDNEY NSW 2000', 'DATE 03/04/2019', 'TOTAL $5.00'])]);
    assert.equal(value(au, 'date'), '2019-04-03');
  });

  it('completes the subtotal and tax from the total when exactly one printed pair adds up to it', () => {
    const fields = (lines: string[]) => extractReceiptFields([page(lines)]).fields;
    const unlabelled = fields(['BURGERS', '1 Hamburger 2.40', '1 Fries 1.85', 'Counter-Eat In 4.25', 'TA 8.25% .35', 'Amount Due $4.60']);
    assert.deepEqual([unlabelled.subtotal.value, unlabelled.total_tax.value, unlabelled.total_amount.value], [4.25, 0.35, 4.6]);
    const summary = fields(['CAFE', 'Coca cola 13,00', 'TOTAL 44.50', 'TVA 21.00% BOISSONS 10.74 2,26 13.00', 'TVA 12.00% CUISINE 28.13 3,37 31,50', 'TOTAL 38.87 5.63 44,50']);
    assert.deepEqual([summary.subtotal.value, summary.total_tax.value], [38.87, 5.63]);
    const taxFromSubtotalRow = fields(['SHOP', 'SUB TOTAL', 'EAT IN TAX 4.89', '0.40', 'TOTAL 5.29']);
    assert.equal(taxFromSubtotalRow.total_tax.value, 0.4, 'a tax of 92 % is the subtotal read beside the tax label');
    const items = fields(['SHOP', 'MILK 5.00', 'BREAD 1.00', 'TOTAL 6.00']);
    assert.deepEqual([items.subtotal.value, items.total_tax.value], [null, null], 'two items adding up to the total are no subtotal and tax');
  });

  it('reads a £ or € that OCR made a letter by the country the receipt names, and a dollar by its other marks', () => {
    const currency = (lines: string[]) => value(extractReceiptFields([page(lines)]), 'currency');
    assert.equal(currency(['BOOKSHOP', 'UNIT 41 MERRY HILL CENTRE', 'VAT. 573 9923 91', 'SUBTOT 5.99', 'TOTAL E5.99']), 'GBP');
    assert.equal(currency(['SUPERMARKETS PLC BD3 7DL', 'PRICE', 'BALANCE DUE E2.68']), 'GBP');
    assert.equal(currency(['TATEL', 'CIF B-87074043', 'Pan y Aperitivo 7,00e', 'Total 124,00 e']), 'EUR');
    assert.equal(currency(['Hard Rock Cafe', 'NL-1017 MA Amsterdam', 'Food BTW 6% 28.95', 'Amt Due e28.95']), 'EUR');
    assert.equal(currency(['SHOP', 'TOTAL E5.99']), null, 'a letter before an amount names no currency without a country');
    assert.equal(currency(['SHOP', '5.99 E', 'TOTAL 5.99 E']), null, 'a capital after an amount is a tax code');
    assert.equal(currency(['Restaurant', 'Netto(1) Eur 129,75', 'Summe: Eur 164,40']), 'EUR');
    assert.equal(currency(['Caltex', 'ABN80 122660 833', 'VORTEX 48.421@1.599$ 77.43', 'PURCHASE AU$77.43']), 'AUD');
    assert.equal(currency(['SHOP', 'SPECK ¥', 'TOTAL 5.00']), null, 'a yen sign alone names no currency');
  });

  it('orders dates by the country most of the receipt\'s evidence names, before its currency, in either reading', () => {
    const date = (lines: string[]) => value(extractReceiptFields([page(lines)]), 'date');
    assert.equal(date(['SUSHI', 'New York NY 10017', '06/05/13 1:19 PM', 'Sales Tax: 23.30', 'Total Due: 285.80', 'Following the custom in Japan,', '£5']), '2013-06-05');
    assert.equal(date(['BOULEVARD STATION', 'BRONX, New York 10459-9998', '02/10/2015 12:38:49PM', 'Total: $0.00']), '2015-02-10');
    assert.equal(date(['Panera Bread', 'Dallas,Tx 75225', '4/8/2017 2:23:18PM', 'Total 16.63']), '2017-04-08');
  });

  it('reads a time after a label\'s colon or after an amount, a meridiem shortened or misread, none from a word', () => {
    const time = (line: string) => value(extractReceiptFields([page(['SHOP', line, 'TOTAL 5.00'])]), 'time');
    assert.equal(time('07/01/2017 10:52 p'), '22:52');
    assert.equal(time('23-Apr-2018 2:51:35P'), '14:51:35');
    assert.equal(time('TABLE 6 TIME 7:22PH'), '19:22');
    assert.equal(time('05/02/18 10:53 PM Cashier'), '22:53');
    assert.equal(time('12:05 AM'), '00:05');
    assert.equal(time('TIME 10:15 Payment'), '10:15');
    assert.equal(time('Time:20:02:22'), '20:02:22');
    assert.equal(time('Datum: 10.07.13 21:52 Tisch: 102'), '21:52');
    assert.equal(time('TOLL PAID: $ 5.00 Thu Aug 09, 2012 10:09:10'), '10:09:10');
    const fields = (lines: string[]) => extractReceiptFields([page(lines)]).fields;
    assert.equal(fields(['TRADER JOES', 'OPEN 8:00AM TO 9:00PM DAILY', 'TOTAL 5.00', '02/03/2016 15:56:15']).time.value, '15:56:15', 'the time beside the date');
    assert.equal(fields(['BASIL THAI', 'HAPPY HOUR 5:00PM-6:00PM', 'TOTAL 5.00', '06:33PM']).time.value, '18:33', 'a range is no time of purchase');
    assert.equal(time('Feb 11. 2012 -- 10:03am'), '10:03', 'a dash after a date opens no range');
  });

  it('reads tax rows numbered, glued to their rate or spelt with dots, and subtotals under other names', () => {
    const fields = (lines: string[]) => extractReceiptFields([page(['SHOP', ...lines])]).fields;
    assert.equal(fields(['SUBTOTAL 6.16', 'TAX1 $0.51', 'TOTAL $6.67']).total_tax.value, 0.51);
    assert.equal(fields(['SUBTOTAL 24.31', 'VAT9% 2.19', 'TOTAL 26.50']).total_tax.value, 2.19);
    assert.equal(fields(['Net-Total 887.00', 'G.S.T.05% 44.35', 'TOTAL 931.35']).total_tax.value, 44.35);
    assert.equal(fields(['Netto 25% 528.80', 'MVA-25% 132.20', 'TOTAL 661.00']).total_tax.value, 132.2);
    assert.equal(fields(['SUBTOT 5.99', 'TOTAL 5.99']).subtotal.value, 5.99);
    assert.equal(fields(['NET SALES 7.50', 'Tax 0.53', 'TOTAL SALES 8.03']).subtotal.value, 7.5);
    assert.equal(fields(['Sub. Total: 9.96', 'Tax: 0.90', 'Total: 10.86']).subtotal.value, 9.96);
    assert.equal(fields(['GST REG NO: 001234567890', 'TOTAL 5.00']).total_tax.value, null);
  });

  it('takes a currency symbol beside an amount or standing alone, not one OCR read inside another token', () => {
    const currency = (lines: string[]) => value(extractReceiptFields([page(['SHOP', ...lines])]), 'currency');
    assert.equal(currency(['TOTAL £12.50']), 'GBP');
    assert.equal(currency(['TOTAL 12,50 €']), 'EUR');
    assert.equal(currency(['TOTAL € 5', 'PRICES IN €']), 'EUR');
    assert.equal(currency(['TOTAL RM 12.50']), 'MYR');
    assert.equal(currency(['DATE: Z0M4£2017', 'TOTAL 12.50']), null);
    assert.equal(currency(['$1150 KLANG, SELANGOR', 'TOTAL RM12.50']), 'MYR');
  });

  it('finds a date glued to its label or with letters for digits (OCR)', () => {
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Inv No 51978 Dater11/03/18 21:30'])]), 'date'), '2018-03-11');
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Date: 13/09/2¢17'])]), 'date'), '2017-09-13');
    assert.equal(value(extractReceiptFields([page(['SHOP', 'DATE 17/O3/2017'])]), 'date'), '2017-03-17');
  });

  it('puts back a confused digit where the date is impossible as read, only when one fix fits', () => {
    assert.equal(value(extractReceiptFields([page(['SHOP', 'CASHIER 17/83/2817 21:35'])]), 'date'), '2017-03-17');
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Date: 20/16/2017'])]), 'date'), '2017-10-20');
    assert.equal(value(extractReceiptFields([page(['SHOP', 'Date: 72/06/2017'])]), 'date'), null, '7 is not a confusable digit');
  });

  it('prefers a date under a Date column header to an unlabelled one', () => {
    const result = extractReceiptFields([page(['PETROL STATION', '2018-04-08 17:36:35', 'Date Time Pump', '06/04/18 17:36 02', 'TOTAL RM 50.00'])]);
    assert.equal(value(result, 'date'), '2018-04-06');
  });

  it('joins a name broken over two rows and drops registration numbers', () => {
    const result = extractReceiptFields([
      page(['AIK HUAT HARDWARE ENTERPRISE', '(SETIA ALAM) SDN BHD', 'CO. REG : 860671-D', 'NO. 17-G, JALAN SETIA INDAH', '40170 SHAH ALAM,', 'TEL: 012-6651783']),
    ]);
    assert.equal(value(result, 'supplier_name'), 'AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD');
    assert.equal(value(result, 'supplier_address'), 'NO. 17-G, JALAN SETIA INDAH 40170 SHAH ALAM,');
    assert.equal(value(extractReceiptFields([page(["KING'S CONFECTIONERY S/B 273500-U"])]), 'supplier_name'), "KING'S CONFECTIONERY S/B");
  });

  it('drops OCR specks and doubtful words at the edges of the name', () => {
    const result = extractReceiptFields([
      page([[0, 0.1, 'y', 0.2], [0, 0.15, 'UNIHAKKA INTERNATIONAL SDN BHD'], [0, 0.7, '|', 0.3], [1, 0.1, '42, Jalan Tampoi 7/4 ;']]),
    ]);
    assert.equal(value(result, 'supplier_name'), 'UNIHAKKA INTERNATIONAL SDN BHD');
    assert.equal(value(result, 'supplier_address'), '42, Jalan Tampoi 7/4');
  });

  it('leaves every field null with confidence 0 when nothing is readable', () => {
    const result = extractReceiptFields([page([])]);
    for (const f of Object.values(result.fields)) assert.deepEqual([f.value, f.confidence], [null, 0]);
    assert.deepEqual([result.line_items, result.taxes], [[], []]);
  });
});
