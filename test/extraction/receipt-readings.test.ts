import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractReceiptFields, receiptRows, rowsToReread } from '../../src/extraction/fields/receipt.ts';
import { mergedRow, settleReadings, settleTextReadings, spacedReading, withoutGluedSpeck } from '../../src/extraction/fields/receipt-readings.ts';
import type { Field, LayoutPage, RowReading } from '../../src/extraction/types.ts';
import { page } from '../helpers/receipt-page.ts';

const RECEIPT = ['KEDAI RUNCIT MAJU', 'Date: 23/12/17', 'Total RM Including GST 6% 13.30', 'THANK YOU'];

/** The second engine's reading of the row of `pages` whose text is `rowText`. */
function reading(pages: LayoutPage[], rowText: string, text: string, confidence = 0.95): RowReading {
  const row = receiptRows(pages).find((r) => r.text === rowText);
  assert.ok(row, rowText);
  return { page: row.page, bbox: row.bbox, text, confidence };
}

const field = (value: string | number | null, confidence: number, bbox: Field['bbox'] = [0.1, 0.1, 0.5, 0.12]): Field => ({ value, raw: String(value), confidence, page: 1, bbox });

describe('spacedReading', () => {
  const cases: [string, string][] = [
    ['Date:04-06-201815:53:52', 'Date:04-06-2018 15:53:52'],
    ['Date:04-06-1815:53', 'Date:04-06-18 15:53'],
    ['TOTAL28.90', 'TOTAL 28.90'],
    ['TotalPayable:41.44', 'TotalPayable:41.44'],
    ['Total Incl. GST:RM20.05', 'Total Incl. GST:RM 20.05'],
    ['6X  73.30', '6 X  73.30'],
    ['TOTAL3O.0O', 'TOTAL 3O.0O'],
    ['TOTAL :52.0O3.12', 'TOTAL :52.0O 3.12'],
  ];
  for (const [read, spaced] of cases) it(`${read} → ${spaced}`, () => assert.equal(spacedReading(read), spaced));
});

describe('withoutGluedSpeck', () => {
  const cases: [string, string, string][] = [
    ['PETROKIOSK3', 'PETRCKIOSK', 'PETROKIOSK'],
    ['SETIA&', 'SETIA', 'SETIA'],
    // Both engines read the digit, or the word has too few letters to tell, or the other reading ends otherwise.
    ['MART2', 'MART2', 'MART2'],
    ['SS2', 'SS', 'SS2'],
    ['B&', 'B', 'B&'],
    ['2110&', '2110', '2110&'],
    ['BHD3', 'BHD.', 'BHD3'],
  ];
  for (const [text, other, expected] of cases) it(`${text} beside ${other} → ${expected}`, () => assert.equal(withoutGluedSpeck(text, other), expected));
});

describe('settleReadings', () => {
  it('two engines agreeing make the value surer than either', () => {
    const settled = settleReadings(field(13.3, 0.8), field(13.3, 0.7), false, false);
    assert.equal(settled.value, 13.3);
    assert.equal(settled.confidence, 0.94);
  });
  it('on disagreement the line recogniser wins, with a confidence that asks for review', () => {
    const settled = settleReadings(field(13.3, 0.8), field(73.3, 0.9), false, false);
    assert.equal(settled.value, 73.3);
    assert.ok(settled.confidence < 0.6);
  });
  it('the arithmetic of the receipt outweighs the second engine', () => {
    assert.equal(settleReadings(field(13.3, 0.8), field(73.3, 0.9), true, false).value, 13.3);
    assert.equal(settleReadings(field(13.3, 0.8), field(73.3, 0.9), true, true).value, 73.3);
  });
  it('a second reading that moved to another row does not replace the first', () => {
    assert.equal(settleReadings(field(13.3, 0.8), field(5, 0.9, [0.1, 0.5, 0.5, 0.52]), false, false).value, 13.3);
  });
  it('nothing read a second time keeps the first; nothing read the first time takes the second', () => {
    assert.equal(settleReadings(field(13.3, 0.8), field(null, 0), false, false).value, 13.3);
    assert.equal(settleReadings(field(null, 0), field(9.5, 0.6), false, false).value, 9.5);
  });
});

describe('mergedRow', () => {
  const row = (text: string, confidences: number[]) => {
    const [r] = receiptRows([page([text])]);
    return { ...r, words: r.words.map((w, i) => ({ ...w, confidence: confidences[i] })) };
  };
  const read = (text: string, probability: number): RowReading => ({ page: 1, bbox: [0, 0, 1, 1], text, confidence: probability, characters: [...text].map((char) => ({ char, probability })) });

  it('takes each word from the engine surer of it, keeping Tesseract’s spaces', () => {
    assert.equal(mergedRow(row('NR. D.I.Y. (N) SDN BHD', [0.6, 0.9, 0.5, 0.95, 0.95]), read('MR.D.I.Y.(M) SDN BHD', 0.9)).text, 'MR. D.I.Y. (M) SDN BHD');
  });
  it('keeps Tesseract’s word when it is surer', () => {
    assert.equal(mergedRow(row('TEO HENG', [0.95, 0.95]), read('TED HENG', 0.9)).text, 'TEO HENG');
  });
  it('keeps Tesseract’s word when the second reading drops a letter or differs only in punctuation', () => {
    assert.equal(mergedRow(row('JALAN BATANG,', [0.5, 0.5]), read('JAAN BATANG.', 0.99)).text, 'JALAN BATANG,');
  });
  it('takes the full stop or comma ending an address line that Tesseract left out, in addresses only', () => {
    assert.equal(mergedRow(row('93350 KUCHING, SARAWAK', [0.95, 0.95, 0.95]), read('93350 KUCHING, SARAWAK.', 0.95), true).text, '93350 KUCHING, SARAWAK.');
    assert.equal(mergedRow(row('93350 KUCHING, SARAWAK', [0.95, 0.95, 0.95]), read('93350 KUCHING, SARAWAK.', 0.95)).text, '93350 KUCHING, SARAWAK');
    assert.equal(mergedRow(row('93350 KUCHING SARAWAK', [0.95, 0.95, 0.95]), read('93350 KUCHING. SARAWAK', 0.95), true).text, '93350 KUCHING SARAWAK');
  });
  it('takes a reading one letter shorter when Tesseract doubted its word and the second engine is sure', () => {
    assert.equal(mergedRow(row('40300 Shahi Alam,', [0.95, 0.33, 0.95]), read('40300 Shah Alam,', 0.93)).text, '40300 Shah Alam,');
    // Not from a doubtful second reading, nor two letters shorter.
    assert.equal(mergedRow(row('40300 Shahi Alam,', [0.95, 0.33, 0.95]), read('40300 Shah Alam,', 0.8)).text, '40300 Shahi Alam,');
    assert.equal(mergedRow(row('47300 ZERITS KEMBANGAN', [0.95, 0.2, 0.95]), read('47300 SERI KEMBANGAN', 0.98)).text, '47300 ZERITS KEMBANGAN');
  });
  it('by dictionary (addresses): takes a reading one letter shorter that is a word when Tesseract’s is none', () => {
    assert.equal(mergedRow(row('Bandar Mahkota Chieras,', [0.95, 0.95, 0.8]), read('Bandar Mahkota Cheras,', 0.85), true).text, 'Bandar Mahkota Cheras,');
  });
  it('keeps a space the second reading has between two letters of a word Tesseract read alike', () => {
    assert.equal(mergedRow(row('CW KHOO HARDWARE', [0.9, 0.9, 0.9]), read('C W KHOO HARDWARE', 0.9)).text, 'C W KHOO HARDWARE');
    // Not beside punctuation, nor in a word read differently.
    assert.equal(mergedRow(row('DATE: 23/12/17', [0.9, 0.9]), read('DATE : 23/12/17', 0.9)).text, 'DATE: 23/12/17');
    assert.equal(mergedRow(row('CW KHOO', [0.9, 0.9]), read('C V KHOO', 0.8)).text, 'CW KHOO');
  });
  it('joins two of Tesseract’s words the second engine reads as one word when together they are a word', () => {
    assert.equal(mergedRow(row('GARDENIA BAK ERIES SDN BH D', [0.9, 0.9, 0.9, 0.9, 0.9, 0.9]), read('GARDENIA BAKERIES SDN BHD', 0.95)).text, 'GARDENIA BAKERIES SDN BHD');
    // Not where the second engine reads a space, nor two words that are no word together.
    assert.equal(mergedRow(row('BAK ERIES', [0.9, 0.9]), read('BAK ERIES', 0.95)).text, 'BAK ERIES');
    assert.equal(mergedRow(row('TAMAN MELAWATI', [0.9, 0.9]), read('TAMANMELAWATI', 0.95)).text, 'TAMAN MELAWATI');
  });
  it('keeps no such space before a small letter: it reads spaces inside words printed in small letters', () => {
    assert.equal(mergedRow(row('Sdn Bhd', [0.9, 0.9]), read('Sdn Bh d', 0.95)).text, 'Sdn Bhd');
    assert.equal(mergedRow(row('Bakeries Selangor', [0.9, 0.9]), read('Bak eries Se langor', 0.95)).text, 'Bakeries Selangor');
    assert.equal(mergedRow(row('RosevilleCar Wash', [0.9, 0.9]), read('Roseville Car Wash', 0.95)).text, 'Roseville Car Wash');
  });
  it('keeps Tesseract’s comma or full stop ending a word it takes from the second reading', () => {
    assert.equal(mergedRow(row('No.2, Jalan Temenggung 19/4,', [0.95, 0.95, 0.95, 0.4]), read('No.2, Jalan Temenggung 19/9.', 0.9)).text, 'No.2, Jalan Temenggung 19/9,');
    // Only a comma for a full stop: punctuation one engine alone read is the second reading's own.
    assert.equal(mergedRow(row('ENW Hardwa.', [0.95, 0.4]), read('ENW Hardware', 0.9)).text, 'ENW Hardware');
  });
  it('in names, drops a digit or `&` one engine alone glued to the end of a word', () => {
    assert.equal(mergedRow(row('HASHA PETRCKIOSK', [0.95, 0.6]), read('HASHA PETROKIOSK3', 0.9)).text, 'HASHA PETROKIOSK');
    assert.equal(mergedRow(row('ENTERPRISE (SETIA&', [0.95, 0.9]), read('ENTERPRISE (SETIA', 0.8)).text, 'ENTERPRISE (SETIA');
    // Addresses glue digits to words themselves.
    assert.equal(mergedRow(row('DAMANSARA UPTOWN3', [0.95, 0.95]), read('DAMANSARA UPTOWN', 0.9), true).text, 'DAMANSARA UPTOWN3');
  });
  it('keeps Tesseract’s word when the second reading puts a digit among letters', () => {
    assert.equal(mergedRow(row('47400 Petaling Jaya', [0.95, 0.72, 0.95]), read('47400 Peta7ing Jaya', 0.89)).text, '47400 Petaling Jaya');
  });
  it('gives a letter Tesseract dropped between two words to the word the second reading’s space puts it in', () => {
    assert.equal(mergedRow(row('SANYO STATIONERY HOP', [0.6, 0.9, 0.5]), read('SANYU STATIONERY SHOP', 0.95)).text, 'SANYU STATIONERY SHOP');
  });
  it('makes a word both engines read alike as sure as the surer reading', () => {
    const merged = mergedRow(row('ENTERPRISE (SETIA&', [0.1, 0.99]), read('ENTERPRISE(SETIA', 0.96));
    assert.deepEqual(merged.words.map((w) => [w.text, w.confidence]), [['ENTERPRISE', 0.96], ['(SETIA', 0.99]]);
  });
  it('tells an ampersand from the digit it looks like: the surer engine’s reading stands', () => {
    assert.equal(mergedRow(row('LOT 211082111 JALAN', [0.9, 0.1, 0.9]), read('LOT 2110&2111 JALAN', 0.9)).text, 'LOT 2110&2111 JALAN');
  });
  it('leaves a row the second engine read nothing on', () => {
    assert.equal(mergedRow(row('TEO HENG', [0.5, 0.5]), read('', 0.9)).text, 'TEO HENG');
  });
  it('by dictionary (addresses): takes the reading that is an address word or a word when the other is none, whichever is surer', () => {
    // Tesseract surer of a misread: the second engine's dictionary word wins.
    assert.equal(mergedRow(row('43300 SERI KENBANGAN,', [0.95, 0.95, 0.95]), read('43300 SERI KEMBANGAN,', 0.9), true).text, '43300 SERI KEMBANGAN,');
    assert.equal(mergedRow(row('43300 SERI KENBANGAN,', [0.95, 0.95, 0.95]), read('43300 SERI KEMBANGAN,', 0.9)).text, '43300 SERI KENBANGAN,');
    // The second engine surer of a misread: Tesseract's word stays.
    assert.equal(mergedRow(row('Lot 3, Jalan Pelabur', [0.5, 0.5, 0.5, 0.5]), read('Lot 3, Jalau Pelabur', 0.99), true).text, 'Lot 3, Jalan Pelabur');
    // Both words, or neither: the surer reading, as without the dictionary…
    assert.equal(mergedRow(row('TAMAN MAJU', [0.95, 0.5]), read('TAMAN MADU', 0.9), true).text, 'TAMAN MADU');
    assert.equal(mergedRow(row('JALAN KPB 6', [0.95, 0.5, 0.95]), read('JALAN KP8 6', 0.9), true).text, 'JALAN KP8 6');
    // …unless one reading is an address word (`TAMAN`, `BLK`, `LOT`) and the other is not.
    assert.equal(mergedRow(row('TAHAN DESA', [0.95, 0.95]), read('TAMAN DESA', 0.9), true).text, 'TAMAN DESA');
    assert.equal(mergedRow(row('No: G3, BIk G,', [0.9, 0.9, 0.95, 0.9]), read('No: G3, Blk G,', 0.8), true).text, 'No: G3, Blk G,');
  });
});

describe('settleTextReadings', () => {
  const text = (value: string | null, bbox: Field['bbox'] = [0.1, 0.1, 0.5, 0.12]): Field => ({ value, raw: value ?? '', confidence: 0.7, page: 1, bbox });
  it('takes the merged reading of the same rows', () => {
    assert.equal(settleTextReadings(text('SIN VICTORY SDN BHD'), text('SUN VICTORY SDN BHD')).value, 'SUN VICTORY SDN BHD');
    assert.equal(settleTextReadings(text('TEO HENG'), text('TEO HENG STATIONERY', [0.1, 0.1, 0.5, 0.15])).value, 'TEO HENG STATIONERY');
  });
  it('keeps the first reading when the merged one moved to other rows, or found nothing', () => {
    assert.equal(settleTextReadings(text('SEGI CASH & CARRY'), text('VOUCHER BEFORE EXPIRY', [0.1, 0.6, 0.5, 0.62])).value, 'SEGI CASH & CARRY');
    assert.equal(settleTextReadings(text('SEGI CASH & CARRY'), text(null, null)).value, 'SEGI CASH & CARRY');
  });
});

describe('extractReceiptFields: names and addresses read a second time', () => {
  it('re-reads the name and address rows and merges them word by word', () => {
    const pages = [page([[0, 0.1, 'SIN VICTORY SDN BHD', 0.6], 'NO. 1, JALAN DUTAMAS 1,', '50480 KUALA LUMPUR', 'Date: 23/12/17', 'TOTAL 13.30'])];
    const wanted = rowsToReread(pages).map((w) => receiptRows(pages).find((r) => r.bbox.join() === w.bbox.join())?.text);
    assert.ok(wanted.includes('SIN VICTORY SDN BHD'));
    assert.ok(wanted.includes('50480 KUALA LUMPUR'));
    const result = extractReceiptFields(pages, [{ ...reading(pages, 'SIN VICTORY SDN BHD', 'SUN VICTORY SDN BHD', 0.97) }]);
    assert.equal(result.fields.supplier_name.value, 'SUN VICTORY SDN BHD');
    assert.equal(result.fields.supplier_address.value, extractReceiptFields(pages).fields.supplier_address.value);
  });

  it('re-reads the whole row of a name read without the doubtful word beside it', () => {
    const pages = [page([[0, 0.1, 'BHeetro]', 0.18], [0, 0.22, 'PALEKBANG ENTERPRISE'], 'LOT 1626, JALAN TUMPAT,', '16200 PALEKBANG, KELANTAN', 'TOTAL 13.30'])];
    assert.equal(extractReceiptFields(pages).fields.supplier_name.value, 'PALEKBANG ENTERPRISE');
    const row = receiptRows(pages)[0];
    assert.ok(rowsToReread(pages).some((w) => w.bbox.join() === row.bbox.join()));
    const result = extractReceiptFields(pages, [{ page: row.page, bbox: row.bbox, text: 'BHPetrol PALEKBANG ENTERPRISE', confidence: 0.97 }]);
    assert.equal(result.fields.supplier_name.value, 'BHPetrol PALEKBANG ENTERPRISE');
  });
});

describe('extractReceiptFields with a second reading', () => {
  it('re-reads the total and date rows, and takes a digit the second engine read differently', () => {
    const pages = [page(RECEIPT)];
    const wanted = rowsToReread(pages).map((w) => receiptRows(pages).find((r) => r.bbox.join() === w.bbox.join())?.text);
    assert.deepEqual(wanted.sort(), ['Date: 23/12/17', 'KEDAI RUNCIT MAJU', 'Total RM Including GST 6% 13.30']);
    const result = extractReceiptFields(pages, [reading(pages, RECEIPT[1], 'Date:23/12/17'), reading(pages, RECEIPT[2], 'Totai RM Including GST 6X  73.30')]);
    assert.equal(result.fields.total_amount.value, 73.3);
    assert.ok(result.fields.total_amount.confidence < 0.6);
    assert.equal(result.fields.date.value, '2017-12-23');
    assert.ok(result.fields.date.confidence > extractReceiptFields(pages).fields.date.confidence);
  });
  it('reads a date or a total row again only where its value is printed, keeping the label as first read', () => {
    const pages = [page(RECEIPT)];
    const rows = receiptRows(pages);
    const wanted = rowsToReread(pages);
    const wordBox = (rowText: string, word: string) => rows.find((r) => r.text === rowText)?.words.find((w) => w.text === word)?.bbox;
    const valueOf = (rowText: string) => wanted.find((w) => w.bbox.join() === rows.find((r) => r.text === rowText)?.bbox.join())?.value;
    assert.deepEqual(valueOf(RECEIPT[1]), wordBox(RECEIPT[1], '23/12/17'));
    assert.deepEqual(valueOf(RECEIPT[2]), wordBox(RECEIPT[2], '13.30'));
    assert.equal(valueOf(RECEIPT[0]), undefined);
    const valueReading = (rowText: string, text: string): RowReading => ({ ...reading(pages, rowText, text), span: valueOf(rowText) });
    const result = extractReceiptFields(pages, [valueReading(RECEIPT[1], '23/12/17'), valueReading(RECEIPT[2], '73.30')]);
    assert.equal(result.fields.total_amount.value, 73.3);
    assert.equal(result.fields.date.value, '2017-12-23');
  });
  it('leaves a total the receipt’s arithmetic confirms alone', () => {
    const pages = [page([...RECEIPT.slice(0, 3), 'Cash 20.00', 'Change 6.70'])];
    assert.ok(!rowsToReread(pages).some((w) => w.bbox.join() === receiptRows(pages).find((r) => r.text === RECEIPT[2])?.bbox.join()));
    const result = extractReceiptFields(pages, [reading(pages, RECEIPT[1], 'Date:23/12/17')]);
    assert.equal(result.fields.total_amount.value, 13.3);
  });
  it('reads the total-labelled rows again when no total was found', () => {
    const pages = [page(['KEDAI RUNCIT MAJU', 'Date: 23/12/17', 'TOTAL RM ll.5O', 'THANK YOU'])];
    assert.equal(extractReceiptFields(pages).fields.total_amount.value, null);
    const result = extractReceiptFields(pages, rowsToReread(pages).map((w) => ({ ...w, text: w.bbox[1] > 0.05 ? 'TOTALRM11.50' : 'Date:23/12/17', confidence: 0.9 })));
    assert.equal(result.fields.total_amount.value, 11.5);
  });
  it('with no total found, reads again the rows of amounts whose short label is unknown', () => {
    const pages = [page(['KEDAI RUNCIT MAJU', 'Date: 23/12/17', 'ROTI 1 25.15', 'Rounding Adj - 0.00', 'Hug 29.15', 'Fay 25.135', 'THANK YOU'])];
    assert.equal(extractReceiptFields(pages).fields.total_amount.value, null);
    const wanted = rowsToReread(pages).map((w) => receiptRows(pages).find((r) => r.bbox.join() === w.bbox.join())?.text);
    assert.ok(wanted.includes('Hug 29.15'));
    const result = extractReceiptFields(pages, [reading(pages, 'Hug 29.15', 'Due25.15')]);
    assert.equal(result.fields.total_amount.value, 25.15);
  });
  it('with no date found, reads again the row printed with the time', () => {
    const pages = [page(['KEDAI RUNCIT MAJU', 'Z3/1Z/Z0l7 14:05', 'TOTAL 4.50', 'CASH 10.00', 'CHANGE 5.50'])];
    assert.equal(extractReceiptFields(pages).fields.date.value, null);
    const timeRow = receiptRows(pages).find((r) => r.text.endsWith('14:05'));
    assert.ok(rowsToReread(pages).some((w) => w.bbox.join() === timeRow?.bbox.join()));
    const result = extractReceiptFields(pages, [reading(pages, 'Z3/1Z/Z0l7 14:05', '23/12/2017 14:05')]);
    assert.equal(result.fields.date.value, '2017-12-23');
  });
});
