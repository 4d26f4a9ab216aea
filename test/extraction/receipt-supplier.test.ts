import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanAddress } from '../../src/extraction/fields/receipt-address.ts';
import { repairLegalForm, repairLetterDigits, repairVocabulary } from '../../src/extraction/fields/receipt-ocr-repair.ts';
import type { Row } from '../../src/extraction/fields/receipt-rows.ts';
import { findSupplier } from '../../src/extraction/fields/receipt-supplier.ts';

/** Printed rows top to bottom; a row is its text, or its text and its height (default 0.02). */
function rows(lines: (string | [string, number])[]): Row[] {
  let y = 0.02;
  return lines.map((line, index) => {
    const [text, height] = typeof line === 'string' ? [line, 0.02] : line;
    const top = y;
    y += height * 1.4;
    let x = 0.1;
    const words = text.split(' ').map((t) => {
      const word = { text: t, bbox: [x, top, x + t.length * 0.012, top + height] as [number, number, number, number], confidence: 0.95 };
      x += (t.length + 1) * 0.012;
      return word;
    });
    return { text, page: 1, bbox: [0.1, top, x, top + height], words, index, y: top + height / 2 };
  });
}

const supplier = (lines: (string | [string, number])[]) => {
  const { name, address } = findSupplier(rows(lines));
  return { name: name.value, address: address.value };
};

describe('findSupplier: registration numbers', () => {
  it('does not take a registration number in the name row for a postcode or a phone number', () => {
    assert.deepEqual(supplier(['ACME TRADING SDN BHD (12345-H)', 'NO. 5, JALAN MAJU,', '50000 KUALA LUMPUR', 'TEL 03-1234 5678']), {
      name: 'ACME TRADING SDN BHD',
      address: 'NO. 5, JALAN MAJU, 50000 KUALA LUMPUR',
    });
    assert.equal(supplier(['WIDGET TRADING (001234567-H)', '22, MAIN STREET', 'PHONE 0123 456 789']).name, 'WIDGET TRADING');
  });

  it('reads a short name that its registration number outweighs', () => {
    assert.deepEqual(supplier(['ABC CO. (M) BHD (123456-H)', '3RD FLR, ABC MALL', 'JLN SATU, 55100 KUALA LUMPUR', 'GST ID 000123456789']), {
      name: 'ABC CO. (M) BHD',
      address: '3RD FLR, ABC MALL JLN SATU, 55100 KUALA LUMPUR',
    });
  });

  it('keeps a first word the OCR was unsure of when it looks like a word', () => {
    const lines = rows(['PERNIAGAAN RIANG RIA', 'NO 7, JALAN EURO, SHAH ALAM', 'TEL 03-5555 1234']);
    lines[0].words[0].confidence = 0.17;
    assert.equal(findSupplier(lines).name.value, 'PERNIAGAAN RIANG RIA');
  });

  it('reads a registration number with a dot for its dash', () => {
    assert.equal(supplier(['HOT BREAD BAKERY 000965911.P', '117, JALAN RADIN, SRI PETALING', 'TEL:03-9054 3785']).name, 'HOT BREAD BAKERY');
  });

  it('does not take a notice for the name', () => {
    assert.equal(supplier(['THANK YOU. PLEASE COME AGAIN.', 'GOODS SOLD ARE NOT RETURNABLE.', 'CALL 011-3194 0284', 'BIG CASH & CARRY SDN.BHD', 'PT17920, SEKSYEN U9']).name, 'BIG CASH & CARRY SDN.BHD');
  });

  it('drops quotes and specks before the name', () => {
    assert.equal(supplier(['"GOLDEN BAKERIES (KL) SDN BHD', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, 'GOLDEN BAKERIES (KL) SDN BHD');
  });

  it('drops a registration number printed before the name', () => {
    assert.equal(supplier(['001234567-W RESTORAN SERI', 'NO. 2, JALAN BESAR', 'TEL 03-1234 5678']).name, 'RESTORAN SERI');
  });

  it('reads a house number with several dashes as an address, not a registration', () => {
    assert.equal(supplier(['CORNER MINI MARKET', 'BR NO.: 0123456-X', 'NO 12-14-16G,', 'TAMAN INDAH,', '45600 KUALA SELANGOR.', 'TEL 03-1111 2222']).address, 'NO 12-14-16G, TAMAN INDAH, 45600 KUALA SELANGOR.');
  });

  it('ends the name search at a registration row', () => {
    assert.equal(supplier([['PETAL FLORIST & GIFTS', 0.02], '001234567-P', 'NO. 4, JALAN BUNGA,', [' CASH', 0.04], 'RECEIPT']).name, 'PETAL FLORIST & GIFTS');
  });
});

describe('findSupplier: names over several rows', () => {
  it('joins rows inside an unclosed parenthesis and a row that starts with a business word', () => {
    assert.equal(supplier(['KIM SENG HARDWARE', 'ENTERPRISE (BUKIT', 'INDAH) SDN BHD', '123456-X', 'NO. 1, JALAN SATU']).name, 'KIM SENG HARDWARE ENTERPRISE (BUKIT INDAH) SDN BHD');
  });

  it('does not join a row above that does not continue the name', () => {
    assert.equal(supplier(['JOHN SMITH', 'CORNER TRADING', 'NO 5 JALAN DUA', 'TEL 07-123 4567']).name, 'CORNER TRADING');
  });

  it('does not join a logo line of another type size', () => {
    assert.equal(supplier([['Happy Days', 0.05], 'SUNNY (M) SDN. BHD.', 'LOT 5, JALAN TIGA', 'TEL 03-222 3333']).name, 'SUNNY (M) SDN. BHD.');
  });

  it('keeps a legal name that holds an address word but no number', () => {
    assert.equal(supplier(['ABC Hardware Centre (M) Sdn. Bhd.', 'No: 3, Jalan Empat', 'TEL 03-7777 8888']).name, 'ABC Hardware Centre (M) Sdn. Bhd.');
  });

  it('does not take a row wholly in parentheses for the name', () => {
    assert.deepEqual(supplier(['PRETTY COSMETICS MIDVALLEY', '(PRETTY SHOP (12345))', 'UNIT 1-2, MIDVALLEY MALL,', '58000 KUALA LUMPUR.', 'GST ID 000123456789']), {
      name: 'PRETTY COSMETICS MIDVALLEY',
      address: 'UNIT 1-2, MIDVALLEY MALL, 58000 KUALA LUMPUR.',
    });
  });
});

describe('findSupplier: where the address ends', () => {
  it('stops after the country', () => {
    assert.equal(supplier(['BOOKS CO. (M) SDN BHD', 'NO 8, JALAN 7/11', '56000 KUALA LUMPUR, MALAYSIA', 'SUNWAY BRANCH', 'TEL 03-111 2222']).address, 'NO 8, JALAN 7/11 56000 KUALA LUMPUR, MALAYSIA');
    assert.equal(supplier(['SHOP GMBH', 'HAUPTSTRASSE 5', '10115 BERLIN', 'DEUTSCHLAND', 'FILIALE MITTE', 'TEL 030 1234567']).address, 'HAUPTSTRASSE 5 10115 BERLIN DEUTSCHLAND');
  });

  it('stops at a label and its value', () => {
    assert.equal(supplier(['FUEL STATION', 'LOT 2, JALAN DUA', '52100 KEPONG, KL', 'SITE 2076', 'TEL 03-6258 7995']).address, 'LOT 2, JALAN DUA 52100 KEPONG, KL');
    assert.equal(supplier(['PIZZA SHOP', 'NO.12, JALAN PERMAS 10,', '81750 MASAI JOHOR', 'CARRY OUT NOW PAY BY: CASH']).address, 'NO.12, JALAN PERMAS 10, 81750 MASAI JOHOR');
  });

  it('keeps a place and its number before the postcode', () => {
    assert.equal(supplier(['KEDAI MAJU', 'NO 7, JALAN IPOH', 'BATU 5', '51200 KUALA LUMPUR', 'TEL 03-1111 2222']).address, 'NO 7, JALAN IPOH BATU 5 51200 KUALA LUMPUR');
  });

  it('stops at how the order is taken or paid', () => {
    assert.equal(supplier(['PETROL STATION', 'LOT 16, MUKIM LAUT', '16200 TUMPAT, KELANTAN', 'PREPAY CHIT NUMBER']).address, 'LOT 16, MUKIM LAUT 16200 TUMPAT, KELANTAN');
    assert.equal(supplier(['PIZZA SHOP', '30, JLN SATU 7,', '81300 SKUDAI, JOHOR', 'CARRY OUT NOW PAY BY CASH']).address, '30, JLN SATU 7, 81300 SKUDAI, JOHOR');
  });

  it('starts at a house number with a comma or a plot number', () => {
    assert.equal(supplier(['THE BISTRO', '109, SS21/1A,', 'DAMANSARA UTAMA', 'GST ID 001234567890']).address, '109, SS21/1A, DAMANSARA UTAMA');
    assert.equal(supplier(['CASH & CARRY SDN. BHD.', 'PT17920 SEK U9, SHAH ALAM', 'GST REG NO 001234567890']).address, 'PT17920 SEK U9, SHAH ALAM');
  });

  it('keeps the address part of a row that goes on with a phone number', () => {
    assert.equal(supplier(['CAKE HOUSE SDN BHD', 'No.1, Jalan Permas 10/5, Bandar Baru', '81750 Johor Bahru, Johor. Tel No.: 07-387 3322', 'www.cake.com']).address, 'No.1, Jalan Permas 10/5, Bandar Baru 81750 Johor Bahru, Johor.');
  });

  it('stops at a row that starts with a contact or tax label, whatever follows it', () => {
    assert.equal(supplier(['RESTORAN SERI', 'No.2, Jalan Satu 19/4,', '43200 Cheras, Selangor', 'GST REG', 'Tax Invoice']).address, 'No.2, Jalan Satu 19/4, 43200 Cheras, Selangor');
    assert.equal(supplier(['RESTORAN SERI', 'No.2, Jalan Satu 19/4,', 'Selangor GST REG', 'Tax Invoice']).address, 'No.2, Jalan Satu 19/4, Selangor');
  });

  it('keeps doubtful words that look like words, drops doubtful specks', () => {
    const lines = rows(['CORNER RESTAURANT', '18,JALAN PERMAS 10/7', 'BANDAR BARU PERMAS JAYA,', 'MASAI,JOHOR ee', 'TEL 07-382 2612']);
    lines[3].words[0].confidence = 0;
    lines[3].words[1].confidence = 0.3;
    assert.equal(findSupplier(lines).address.value, '18,JALAN PERMAS 10/7 BANDAR BARU PERMAS JAYA, MASAI,JOHOR');
  });

  it('keeps a region row after the postcode row', () => {
    assert.equal(supplier(['SHOP SDN BHD', 'NO. 3, JALAN SS21/39,', '47400 PETALING JAYA', 'SELANGOR DARUL EHSAN', 'TEL: 03-7726 8811']).address, 'NO. 3, JALAN SS21/39, 47400 PETALING JAYA SELANGOR DARUL EHSAN');
  });
});

describe('cleanAddress', () => {
  it('drops stray specks between words and a registration number before the address', () => {
    assert.equal(cleanAddress('31, JALAN HANG TUAH 9, . 81300 SKUDAI, - JOHOR'), '31, JALAN HANG TUAH 9, 81300 SKUDAI, JOHOR');
    assert.equal(cleanAddress('CO. NO. 373465-A LOT F15, JALAN PUTERI 1/1'), 'LOT F15, JALAN PUTERI 1/1');
    assert.equal(cleanAddress('Company No: Lot 5 Jalan Tiga'), 'Lot 5 Jalan Tiga');
    assert.equal(cleanAddress('(0005583085-K) LOT 276 JALAN BANTING'), 'LOT 276 JALAN BANTING');
    assert.equal(cleanAddress('NO 33, 35, G F ,JALAN 3/9'), 'NO 33, 35, G F ,JALAN 3/9');
  });
});

describe('OCR repairs of names and addresses', () => {
  it('repairs a legal form read a letter off in each word, and cuts the debris after it', () => {
    assert.equal(repairLegalForm('HERO DISTRIBUTION SDI BHD'), 'HERO DISTRIBUTION SDN BHD');
    assert.equal(repairLegalForm('Acme Sen Bhd'), 'Acme Sdn Bhd');
    assert.equal(repairLegalForm("KING'S BAKERY §/B"), "KING'S BAKERY S/B");
    assert.equal(repairLegalForm('THE SUN AND MOON'), 'THE SUN AND MOON');
    assert.equal(repairLegalForm('QUICK MART 5/8'), 'QUICK MART S/B');
    assert.equal(repairLegalForm('QUICK MART 5/8 (12345-X)'), 'QUICK MART S/B (12345-X)');
    assert.equal(repairLegalForm('KING BAKERY §/B 273500-U'), 'KING BAKERY S/B 273500-U');
    assert.equal(repairLegalForm('PIPE 5/8 INCH'), 'PIPE 5/8 INCH');
    assert.equal(supplier(['SUPER SAVER CASH & CARRY SEN 3HD 5 5', 'NO. 1 JALAN EURO 1', 'TEL 03-5555 6666']).name, 'SUPER SAVER CASH & CARRY SDN BHD');
  });

  it('reads a digit inside a word of letters as the letter it looks like', () => {
    assert.equal(repairLetterDigits('MR. D.1.Y. (M) SDN BHD'), 'MR. D.I.Y. (M) SDN BHD');
    assert.equal(repairLetterDigits('URBAN 1DEA'), 'URBAN IDEA');
    assert.equal(repairLetterDigits('T.A.5 Leisure'), 'T.A.S Leisure');
    assert.equal(repairLetterDigits('99 SPEED MART F1 PLAZA 1 7-ELEVEN'), '99 SPEED MART F1 PLAZA 1 7-ELEVEN');
  });

  it('repairs business and address words read a letter or two off, keeping their case, plurals and other words', () => {
    assert.equal(repairVocabulary('UNIHAKKA INTERNATIGNAL'), 'UNIHAKKA INTERNATIONAL');
    assert.equal(repairVocabulary('KING CONFECTIDMERY'), 'KING CONFECTIONERY');
    assert.equal(repairVocabulary('Kawasan Perindustiian Tampoi'), 'Kawasan Perindustrian Tampoi');
    assert.equal(repairVocabulary('HAPPY SNACKS ENTYERPRISE'), 'HAPPY SNACKS ENTERPRISE');
    assert.equal(repairVocabulary('TIMES BOOKSTORES ELKEN SERVICE'), 'TIMES BOOKSTORES ELKEN SERVICE');
    assert.equal(repairVocabulary('KAMPUNG MELAYU'), 'KAMPUNG MELAYU');
  });
});
