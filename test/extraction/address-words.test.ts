import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { repairAddressWords } from '../../src/extraction/fields/address-words.ts';
import { repairDigitLookAlikes } from '../../src/extraction/fields/receipt-ocr-repair.ts';
import { addressText } from '../../src/extraction/fields/receipt-supplier.ts';

describe('repairAddressWords', () => {
  it("mends a word read a letter off one of its country's address words", () => {
    assert.equal(repairAddressWords('8, JALAM MERANTI, TAMAN SEROJA, 43000 KAJANG'), '8, JALAN MERANTI, TAMAN SEROJA, 43000 KAJANG');
    assert.equal(repairAddressWords('Lot 7, Jalau Kenanga 3, 40300 Shah Alam'), 'Lot 7, Jalan Kenanga 3, 40300 Shah Alam');
    assert.equal(repairAddressWords('NO 5, JALAN MAWAR, TANAN MELATI, 81200 JOHOR BAHRU'), 'NO 5, JALAN MAWAR, TAMAN MELATI, 81200 JOHOR BAHRU');
  });

  it('mends a long word two letters off', () => {
    assert.equal(repairAddressWords('12 Jalan Kenari, 47170 Puchong, Sclangot'), '12 Jalan Kenari, 47170 Puchong, Selangor');
  });

  it("mends a place's word printed beside the rest of it, though it is a word itself, where its letter looks alike", () => {
    assert.equal(repairAddressWords('JALAN MERAK, 40150 SHAH ALAN, SELANGOR'), 'JALAN MERAK, 40150 SHAH ALAM, SELANGOR');
    assert.equal(repairAddressWords('JALAN PUDU, 55100 KUALA LUMFUR'), 'JALAN PUDU, 55100 KUALA LUMPUR');
  });

  it('leaves a street named like a place, another place, and the addresses of other countries alone', () => {
    // `JASA` is a word and `S` does not look like `Y`: a street, no misread SUBANG JAYA.
    assert.equal(repairAddressWords('3, JALAN SUBANG JASA 3, 40150 SHAH ALAM'), '3, JALAN SUBANG JASA 3, 40150 SHAH ALAM');
    assert.equal(repairAddressWords('JALAN BESAR, 05000 ALOR SETAR, KEDAH DARUL AMAN'), 'JALAN BESAR, 05000 ALOR SETAR, KEDAH DARUL AMAN');
    // `KELANG` is a place of its own (`ULU KELANG`), two letters from `KLANG`.
    assert.equal(repairAddressWords('JALAN ULU KELANG, 54200 SELANGOR'), 'JALAN ULU KELANG, 54200 SELANGOR');
    // No word of a Malaysian address printed: `TANAN` is left as read.
    assert.equal(repairAddressWords('12 TANAN ROAD, SPRINGFIELD'), '12 TANAN ROAD, SPRINGFIELD');
  });
});

describe('repairDigitLookAlikes', () => {
  it('reads a letter between the digits of a number, or before a postcode, as the digit it looks like', () => {
    assert.equal(repairDigitLookAlikes('LOT P.T. 2B11, JALAN ANGSA'), 'LOT P.T. 2811, JALAN ANGSA');
    assert.equal(repairDigitLookAlikes('LOT 28I1, JALAN ANGSA'), 'LOT 2811, JALAN ANGSA');
    assert.equal(repairDigitLookAlikes('PERMAS JAYA B1750 MASAI'), 'PERMAS JAYA 81750 MASAI');
  });

  it("leaves letters at a number's ends alone", () => {
    for (const text of ['NO 31G, JALAN U13/X', 'JALAN PJU 1A/4B', 'UNIT L1-044B', 'LOT G29', 'SS15/4B', 'PT17920']) assert.equal(repairDigitLookAlikes(text), text);
  });
});

describe('addressText', () => {
  it('mends address words and numbers of an address as the receipt rules return it', () => {
    assert.equal(addressText('LOT P.T. 2B11, JALAN ANGSA TANAN BERKELEY 41150 KLANG, SELANGOR'), 'LOT P.T. 2811, JALAN ANGSA TAMAN BERKELEY 41150 KLANG, SELANGOR');
  });
});
