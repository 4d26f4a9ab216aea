import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanAddress } from '../../src/extraction/fields/receipt-address.ts';
import { closeParenthesis, repairAddressAbbreviations, repairInnerDigits, repairLegalForm, repairLetterDigits, repairVocabulary } from '../../src/extraction/fields/receipt-ocr-repair.ts';
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
    const lines = rows(['PERNIAGAAN BINTANG TIMUR', 'NO 7, JALAN KENANGA, BANDAR BARU', 'TEL 03-5555 1234']);
    lines[0].words[0].confidence = 0.17;
    assert.equal(findSupplier(lines).name.value, 'PERNIAGAAN BINTANG TIMUR');
  });

  it('does not let a registration number read with little confidence discount the name beside it', () => {
    const lines = rows(['99 SPEED MART S/B (519537-X)', 'LOT P.T. 2811, JALAN ANGSA,', '41150 KLANG, SELANGOR', 'GST ID NO : 000181747712']);
    // Mean confidence 0.59 over every word, 0.63 without the registration number.
    lines[0].words.forEach((w, i) => (w.confidence = [0.75, 0.42, 0.55, 0.8, 0.4][i]));
    assert.equal(findSupplier(lines).name.value, '99 SPEED MART S/B');
  });

  it('takes a row with a business word read surely for text, however doubtful its other words', () => {
    const lines = rows(['RESTAURANT JIAWE', 'JIAWEI HOUSE', '002693074-K', '13, JLN TASIK UTAMA 8', '57000 KL']);
    lines[0].words.forEach((w, i) => (w.confidence = [0.9, 0.29][i]));
    assert.equal(findSupplier(lines).name.value, 'RESTAURANT JIAWE JIAWEI HOUSE');
    // …but not a doubtful one.
    lines[0].words[0].confidence = 0.6;
    assert.equal(findSupplier(lines).name.value, 'JIAWEI HOUSE');
  });

  it('reads a registration number with a dot for its dash', () => {
    assert.equal(supplier(['HOT BREAD BAKERY 000123456.P', '12, JALAN MELATI, TAMAN CAHAYA', 'TEL:03-1111 0000']).name, 'HOT BREAD BAKERY');
  });

  it('does not take a notice for the name', () => {
    assert.equal(
      supplier(['THANK YOU. PLEASE COME AGAIN.', 'GOODS SOLD ARE NOT RETURNABLE.', 'CALL 012-345 6789', 'BIG VALUE STORE SDN.BHD', 'LOT 9, JALAN DUA']).name,
      'BIG VALUE STORE SDN.BHD',
    );
  });

  it('drops quotes and specks before the name', () => {
    assert.equal(supplier(['"GOLDEN LOAF (KL) SDN BHD', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, 'GOLDEN LOAF (KL) SDN BHD');
    assert.equal(supplier(['[SRI MAJU SERVICE STATION', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, 'SRI MAJU SERVICE STATION');
    assert.equal(supplier(['[HQ] SRI MAJU SERVICE STATION', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, '[HQ] SRI MAJU SERVICE STATION');
  });

  it('drops a label before a legal name, but not an article with a speck after it', () => {
    assert.equal(supplier(['OWNED BY: MAJU JAYA SDN BHD', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, 'MAJU JAYA SDN BHD');
    assert.equal(supplier(['THE: TOAST F&B SDN BHD (965752-T)', 'LOT 3, JALAN SATU', 'TEL 03-5555 1234']).name, 'THE TOAST F&B SDN BHD');
  });

  it('does not take a registration row whose REG was misread for the address', () => {
    const lines = ['ENW HARDWARE CENTRE (M) SDN. BHD.', 'Co. Rey No.: 795225-A', 'No: G3, Blk G, Jln PJU 1A/3,', 'Ara Damansara, 47301', 'TEL 03-78326929'];
    assert.equal(supplier(lines).address, 'No: G3, Blk G, Jln PJU 1A/3, Ara Damansara, 47301');
  });

  it('drops a registration number printed before the name', () => {
    assert.equal(supplier(['001234567-W RESTORAN SERI', 'NO. 2, JALAN BESAR', 'TEL 03-1234 5678']).name, 'RESTORAN SERI');
  });

  it('reads a house number with several dashes as an address, not a registration', () => {
    assert.equal(
      supplier(['CORNER MINI MARKET', 'BR NO.: 0123456-X', 'NO 12-14-16G,', 'TAMAN INDAH,', '45000 KUALA SELANGOR.', 'TEL 03-1111 2222']).address,
      'NO 12-14-16G, TAMAN INDAH, 45000 KUALA SELANGOR.',
    );
  });

  it('ends the name search at a registration row', () => {
    assert.equal(supplier([['PETAL FLORIST & GIFTS', 0.02], '001234567-P', 'NO. 4, JALAN BUNGA,', [' CASH', 0.04], 'RECEIPT']).name, 'PETAL FLORIST & GIFTS');
  });
});

describe('findSupplier: an address at the foot of the receipt', () => {
  const header = ['THE MARCO POLO KITCH', 'BUKIT INDAH', 'GST Reg No: 001403346944', 'Tax Invoice', 'TABLE:T10'];
  const body = ['1 ICE MOCHA RM 12.99', 'SUBTOTAL RM 12.99', 'GST 6% RM 0.86', 'TOTAL RM 15.15', 'CASH RM 100.15', 'Change RM 85.00'];
  it('is read when none follows the name', () => {
    const found = supplier([...header, ...body, 'TEL:07-2343 111', 'NO 35,JALAN INDAH 15/2,BUKIT INDAH', '81200 JOHOR BAHRU,JOHOR', 'THANK YOU']);
    assert.deepEqual(found, { name: 'THE MARCO POLO KITCH', address: 'NO 35,JALAN INDAH 15/2,BUKIT INDAH 81200 JOHOR BAHRU,JOHOR' });
  });
  it('needs a postcode and an address word: a number at the foot is no address', () => {
    assert.equal(supplier([...header, ...body, 'MEMBER NO 12345', 'THANK YOU']).address, null);
    assert.equal(supplier([...header, ...body, 'ORDER 88123 TABLE 4']).address, null);
    assert.equal(supplier([...header, ...body, 'REF NO 12345']).address, null);
  });
});

describe('findSupplier: names over several rows', () => {
  it('joins rows inside an unclosed parenthesis and a row that starts with a business word', () => {
    assert.equal(supplier(['KIM SENG HARDWARE', 'ENTERPRISE (BUKIT', 'INDAH) SDN BHD', '123456-X', 'NO. 1, JALAN SATU']).name, 'KIM SENG HARDWARE ENTERPRISE (BUKIT INDAH) SDN BHD');
  });

  it('joins two rows in the same type that both name a kind of business, when neither has a legal form', () => {
    assert.equal(supplier(['RESTAURANT MAJU', 'MAJU HOUSE', '002693074-K', '13, JLN TASIK UTAMA 8']).name, 'RESTAURANT MAJU MAJU HOUSE');
    assert.equal(supplier(['RESTAURANT MAJU', ['MAJU HOUSE', 0.03], '002693074-K', '13, JLN TASIK UTAMA 8']).name, 'RESTAURANT MAJU');
    assert.equal(supplier(['MAJU CAFE', 'MAJU TRADING SDN BHD', '002693074-K', '13, JLN TASIK UTAMA 8']).name, 'MAJU TRADING SDN BHD');
  });

  it('takes a row of two words joined by & for the name over a taller row above it with no mark', () => {
    assert.equal(supplier([['TAN AH KOW', 0.035], 'INDAH GIFT & HOME DECO', '27,JALAN DEDAP 13,', '81100 JOHOR BAHRU,JOHOR.']).name, 'INDAH GIFT & HOME DECO');
    assert.equal(supplier([['TAN AH KOW', 0.035], 'INDAH GIFT HOME DECO', '27,JALAN DEDAP 13,', '81100 JOHOR BAHRU,JOHOR.']).name, 'TAN AH KOW');
  });

  it('takes a legal name holding the word TIME for the name; a row with a time label is none', () => {
    assert.equal(supplier(["MORGANFIELD'S", 'TEA TIME KITCHENETTE SDN BHD', 'COMPANY NO 1174703-K', 'LOT 50, FLOOR T2']).name, 'TEA TIME KITCHENETTE SDN BHD');
    assert.equal(supplier(['TIME: 12:30 SDN BHD', 'KEDAI MAJU', 'LOT 50, FLOOR T2']).name, 'KEDAI MAJU');
  });

  it('does not take a row that only says what kind of business it is for the name', () => {
    assert.equal(supplier(['THREE STOOGES', 'BISTRO & CAFE', '109, SS21/1A,', 'DAMANSARA UTAMA', 'GST ID 001661886464']).name, 'THREE STOOGES');
    assert.equal(supplier(['MAJU BISTRO & CAFE', '109, SS21/1A,', 'GST ID 001661886464']).name, 'MAJU BISTRO & CAFE');
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
    assert.deepEqual(supplier(['PRETTY COSMETICS RIVERSIDE', '(PRETTY SHOP (12345))', 'UNIT 1-2, RIVERSIDE MALL,', '58000 KUALA LUMPUR.', 'GST ID 000123456789']), {
      name: 'PRETTY COSMETICS RIVERSIDE',
      address: 'UNIT 1-2, RIVERSIDE MALL, 58000 KUALA LUMPUR.',
    });
  });
});

describe('findSupplier: where the address ends', () => {
  it('stops after the country', () => {
    assert.equal(supplier(['BOOKS CO. (M) SDN BHD', 'NO 8, JALAN 7/11', '56000 KUALA LUMPUR, MALAYSIA', 'RIVERSIDE BRANCH', 'TEL 03-111 2222']).address, 'NO 8, JALAN 7/11 56000 KUALA LUMPUR, MALAYSIA');
    assert.equal(supplier(['SHOP GMBH', 'HAUPTSTRASSE 5', '10115 BERLIN', 'DEUTSCHLAND', 'FILIALE MITTE', 'TEL 030 1234567']).address, 'HAUPTSTRASSE 5 10115 BERLIN DEUTSCHLAND');
  });

  it('stops at a label and its value', () => {
    assert.equal(supplier(['FUEL STATION', 'LOT 2, JALAN DUA', '52000 KUALA LUMPUR', 'SITE 4410', 'TEL 03-1234 0000']).address, 'LOT 2, JALAN DUA 52000 KUALA LUMPUR');
    assert.equal(supplier(['PIZZA SHOP', '12 HIGH STREET,', '10001 NEW TOWN', 'DELIVERY NOW PAY BY: CARD']).address, '12 HIGH STREET, 10001 NEW TOWN');
  });

  it('keeps a place and its number before the postcode', () => {
    assert.equal(supplier(['KEDAI MAJU', 'NO 7, JALAN BESAR', 'BATU 5', '51000 KUALA LUMPUR', 'TEL 03-1111 2222']).address, 'NO 7, JALAN BESAR BATU 5 51000 KUALA LUMPUR');
  });

  it('stops at how the order is taken or paid', () => {
    assert.equal(supplier(['PETROL STATION', 'LOT 16, JALAN LAUT', '16000 KOTA BARU', 'PREPAY CHIT NUMBER']).address, 'LOT 16, JALAN LAUT 16000 KOTA BARU');
    assert.equal(supplier(['PIZZA SHOP', '30, JLN SATU 7,', '81000 TAMAN BARU', 'CARRY OUT NOW PAY BY CASH']).address, '30, JLN SATU 7, 81000 TAMAN BARU');
  });

  it('starts at a house number with a comma or a plot number', () => {
    assert.equal(supplier(['THE BISTRO', '88, SS9/2A,', 'BUKIT INDAH', 'GST ID 001234567890']).address, '88, SS9/2A, BUKIT INDAH');
    assert.equal(supplier(['CASH & CARRY SDN. BHD.', 'PT12345 SEK 7, KOTA BARU', 'GST REG NO 001234567890']).address, 'PT12345 SEK 7, KOTA BARU');
  });

  it('knows a name by its legal form read a letter off, though it holds an address word', () => {
    const found = supplier(['LIM AH KOW', 'SRI MAJU BOOK (TAMAN DAYA) SDN BND', '123456-W', 'NO.5, JALAN SAGU 2,', 'TAMAN DAYA,', '81100 JOHOR BAHRU', 'DOCUMENT NO : TD0001']);
    assert.deepEqual(found, { name: 'SRI MAJU BOOK (TAMAN DAYA) SDN BHD', address: 'NO.5, JALAN SAGU 2, TAMAN DAYA, 81100 JOHOR BAHRU' });
  });

  it('does not take a long lot number for a phone number', () => {
    assert.equal(supplier(['THE TOAST F&B SDN BHD', 'LOT 211082111 JALAN PERMAS UTARA', '81750 JOHOR BAHRU', 'Tel: 07-3886880']).address, 'LOT 211082111 JALAN PERMAS UTARA 81750 JOHOR BAHRU');
    assert.equal(supplier(['THE TOAST F&B SDN BHD', 'LOT 5, JALAN PERMAS', '81750 JOHOR BAHRU 073886880']).address, 'LOT 5, JALAN PERMAS');
  });

  it('keeps the address part of a row that goes on with a phone number', () => {
    assert.equal(
      supplier(['CAKE HOUSE SDN BHD', 'No.1, Jalan Mawar 2/5, Bandar Baru', '80000 Kota Baru, Johor. Tel No.: 07-000 1111', 'www.cake.example']).address,
      'No.1, Jalan Mawar 2/5, Bandar Baru 80000 Kota Baru, Johor.',
    );
  });

  it('stops at a row that starts with a contact or tax label, whatever follows it', () => {
    assert.equal(supplier(['RESTORAN SERI', 'No.2, Jalan Satu 1/4,', '43000 Kajang, Selangor', 'GST REG', 'Tax Invoice']).address, 'No.2, Jalan Satu 1/4, 43000 Kajang, Selangor');
    assert.equal(supplier(['RESTORAN SERI', 'No.2, Jalan Satu 1/4,', 'Selangor GST REG', 'Tax Invoice']).address, 'No.2, Jalan Satu 1/4, Selangor');
  });

  it('keeps doubtful words that look like words, drops doubtful specks', () => {
    const lines = rows(['CORNER RESTAURANT', '18,JALAN MAWAR 1/7', 'BANDAR BARU SENTOSA,', 'KLANG,SELANGOR ee', 'TEL 03-000 2222']);
    lines[3].words[0].confidence = 0;
    lines[3].words[1].confidence = 0.3;
    assert.equal(findSupplier(lines).address.value, '18,JALAN MAWAR 1/7 BANDAR BARU SENTOSA, KLANG,SELANGOR');
  });

  it('reads an address row with a lone @ (no e-mail) and ends it with a postcode alone on its row', () => {
    assert.equal(supplier(['TIMES BOOKSTORES', 'LOT F21 @ 22, CITTA MALL', 'NO 1, JLN PJU 1A/4', '47301', 'GST REG NO 000423100416']).address, 'LOT F21 @ 22, CITTA MALL NO 1, JLN PJU 1A/4 47301');
    assert.equal(supplier(['TIMES BOOKSTORES', 'NO 1, JLN PJU 1A/4', 'shop@times.my', '47301']).address, 'NO 1, JLN PJU 1A/4');
  });

  it('keeps a region row after the postcode row', () => {
    assert.equal(supplier(['SHOP SDN BHD', 'NO. 3, JALAN SS1/2,', '47000 PETALING JAYA', 'SELANGOR DARUL EHSAN', 'TEL: 03-0000 1111']).address, 'NO. 3, JALAN SS1/2, 47000 PETALING JAYA SELANGOR DARUL EHSAN');
  });
});

describe('cleanAddress', () => {
  it('drops stray specks between words and a registration number before the address', () => {
    assert.equal(cleanAddress('31, JALAN MELATI 9, . 80000 KOTA BARU, - JOHOR'), '31, JALAN MELATI 9, 80000 KOTA BARU, JOHOR');
    assert.equal(cleanAddress('CO. NO. 123456-A LOT F1, JALAN DUA 1/1'), 'LOT F1, JALAN DUA 1/1');
    assert.equal(cleanAddress('Company No: Lot 5 Jalan Tiga'), 'Lot 5 Jalan Tiga');
    assert.equal(cleanAddress('(0001234567-K) LOT 27 JALAN BESAR'), 'LOT 27 JALAN BESAR');
    assert.equal(cleanAddress('NO 3, 5, G F ,JALAN 1/9'), 'NO 3, 5, G F ,JALAN 1/9');
  });
});

describe('OCR repairs of names and addresses', () => {
  it('repairs a legal form read a letter off in each word, and cuts the debris after it', () => {
    assert.equal(repairLegalForm('ZENITH DISTRIBUTION SDI BHD'), 'ZENITH DISTRIBUTION SDN BHD');
    assert.equal(repairLegalForm('Acme Sen Bhd'), 'Acme Sdn Bhd');
    assert.equal(repairLegalForm("QUEEN'S BAKERY §/B"), "QUEEN'S BAKERY S/B");
    assert.equal(repairLegalForm('THE SUN AND MOON'), 'THE SUN AND MOON');
    assert.equal(repairLegalForm('QUICK MART 5/8'), 'QUICK MART S/B');
    assert.equal(repairLegalForm('QUICK MART 5/8 (12345-X)'), 'QUICK MART S/B (12345-X)');
    assert.equal(repairLegalForm('QUEEN BAKERY §/B 123456-U'), 'QUEEN BAKERY S/B 123456-U');
    assert.equal(repairLegalForm('PIPE 5/8 INCH'), 'PIPE 5/8 INCH');
    assert.equal(repairLegalForm('LUCKY FATT S/R'), 'LUCKY FATT S/B');
    assert.equal(repairLegalForm('QUICK MART S/D (12345-X)'), 'QUICK MART S/B (12345-X)');
    assert.equal(supplier(['SUPER SAVER CASH & CARRY SEN 3HD 5 5', 'NO. 1 JALAN SATU 1', 'TEL 03-5555 6666']).name, 'SUPER SAVER CASH & CARRY SDN BHD');
  });

  it('closes a parenthesis OCR lost before the legal form, and only one nothing closes', () => {
    assert.equal(closeParenthesis('COSWAY (M SDN BHD'), 'COSWAY (M) SDN BHD');
    assert.equal(closeParenthesis('AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM SDN BHD'), 'AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD');
    assert.equal(closeParenthesis('MR D.I.Y. (M SDN BHD (860671-D)'), 'MR D.I.Y. (M) SDN BHD (860671-D)');
    assert.equal(closeParenthesis('COSWAY (M) SDN BHD'), 'COSWAY (M) SDN BHD');
    assert.equal(closeParenthesis('ABC (ONE TWO THREE FOUR SDN BHD'), 'ABC (ONE TWO THREE FOUR SDN BHD', 'too far from the form to be sure');
  });

  it('reads a digit inside a word of letters as the letter it looks like', () => {
    assert.equal(repairLetterDigits('MR. A.1.B. (M) SDN BHD'), 'MR. A.I.B. (M) SDN BHD');
    assert.equal(repairLetterDigits('BRIGHT 1DEA'), 'BRIGHT IDEA');
    assert.equal(repairLetterDigits('Old Ebbitt Gri11'), 'Old Ebbitt Grill');
    assert.equal(repairInnerDigits('Springvi1le, UT'), 'Springville, UT');
    assert.equal(repairInnerDigits('20 Portman Square London W1H 9HF'), '20 Portman Square London W1H 9HF');
    assert.equal(repairInnerDigits('NO.1, JALAN SS21/39'), 'NO.1, JALAN SS21/39');
    assert.equal(repairLetterDigits('LOT 1F-01&02, NO. 12'), 'LOT 1F-01&02, NO. 12');
    assert.equal(repairLetterDigits('K.L.5 Leisure'), 'K.L.S Leisure');
    assert.equal(repairLetterDigits('24 HOUR MART F1 PLAZA 1 7-STAR'), '24 HOUR MART F1 PLAZA 1 7-STAR');
  });

  it('repairs business and address words read a letter or two off, keeping their case, plurals and other words', () => {
    assert.equal(repairVocabulary('ZENITH INTERNATIGNAL'), 'ZENITH INTERNATIONAL');
    assert.equal(repairVocabulary('QUEEN CONFECTIDMERY'), 'QUEEN CONFECTIONERY');
    assert.equal(repairVocabulary('Kawasan Perindustiian Maju'), 'Kawasan Perindustrian Maju');
    assert.equal(repairVocabulary('SUNNY SNACKS ENTYERPRISE'), 'SUNNY SNACKS ENTERPRISE');
    assert.equal(repairVocabulary('CITY BOOKSTORES NOVA SERVICE'), 'CITY BOOKSTORES NOVA SERVICE');
    assert.equal(repairVocabulary('KAMPUNG MELAYU'), 'KAMPUNG MELAYU');
  });

  it('repairs a word of eight letters or more read two letters off when it is no word', () => {
    assert.equal(repairVocabulary('LIM HUAT HARJMARE TRADING'), 'LIM HUAT HARDWARE TRADING');
    assert.equal(repairVocabulary('LIM HUAT HARDUWAKE'), 'LIM HUAT HARDWARE');
    // `CENTERED` is two letters from `CENTER`, but a word: no misreading.
    assert.equal(repairVocabulary('WELL CENTERED'), 'WELL CENTERED');
  });
});

describe('repairAddressAbbreviations', () => {
  const repair = repairAddressAbbreviations;

  it('repairs a near miss of LOT, JLN, TMN… before a number, or where it is no word', () => {
    assert.equal(repair('LUT 1504, BATU 8 1/2, JALAN KLANG LAMA'), 'LOT 1504, BATU 8 1/2, JALAN KLANG LAMA');
    assert.equal(repair('Lat 3, Jalan Pelabur 23/1'), 'Lot 3, Jalan Pelabur 23/1');
    assert.equal(repair('Lot PTD 198718 Tnn Sierra P 81750 Masai'), 'Lot PTD 198718 Tmn Sierra P 81750 Masai');
    assert.equal(repair('NO 8, JLM 7/118B'), 'NO 8, JLN 7/118B');
  });

  it('leaves words alone that are words, abbreviations themselves or not near one', () => {
    assert.equal(repair('LOT 5, JLN PJU 1A/3, TMN SRI'), 'LOT 5, JLN PJU 1A/3, TMN SRI');
    assert.equal(repair('Jin PJU 1A/3, Ara Damansara'), 'Jin PJU 1A/3, Ara Damansara');
    assert.equal(repair('HOT POT CORNER, 12 JALAN BESAR'), 'HOT POT CORNER, 12 JALAN BESAR');
    assert.equal(repair('SDN BHD 1181-TMN SRI SINAR'), 'SDN BHD 1181-TMN SRI SINAR');
  });
});

describe('findSupplier: specks at the ends of rows', () => {
  /** `row` with `text` added at `left`, `width` wide and `height` high: a speck or a letter-spaced word. */
  function withWord(row: Row, text: string, left: number, width: number, height = 0.01): Row {
    const word = { text, bbox: [left, row.bbox[1], left + width, row.bbox[1] + height] as [number, number, number, number], confidence: 0.9 };
    const words = [...row.words, word].sort((a, b) => a.bbox[0] - b.bbox[0]);
    return { ...row, words, text: words.map((w) => w.text).join(' '), bbox: [Math.min(row.bbox[0], left), row.bbox[1], Math.max(row.bbox[2], left + width), row.bbox[3]] };
  }

  it('drops a narrow character or two far from the rest of the row, however sure the OCR is of it', () => {
    const printed = rows(['KEDAI MAJU SDN BHD', 'NO. 31G, JALAN SETIA INDAH', '40170 SETIA ALAM', 'TEL: 03-1234 5678']);
    printed[2] = withWord(printed[2], '3', 0.8, 0.008);
    printed[1] = withWord(printed[1], '¢', 0.01, 0.004);
    assert.equal(findSupplier(printed).address.value, 'NO. 31G, JALAN SETIA INDAH 40170 SETIA ALAM');
  });

  it('drops a doubtful word far from the rest of the row', () => {
    const printed = rows([['PAGOH REST AND SERVICE AREA', 0.01], 'LOT R1, KWS REHAT PAGOH', 'TEL: 03-1234 5678']);
    printed[0] = withWord(printed[0], 'Sere', 0.0, 0.03);
    printed[0] = { ...printed[0], words: printed[0].words.map((w) => (w.text === 'Sere' ? { ...w, confidence: 0.27 } : w)) };
    assert.equal(findSupplier(printed).name.value, 'PAGOH REST AND SERVICE AREA');
  });

  it('keeps letter-spaced words of a heading', () => {
    // Far from the next word (5 text heights), but as wide as a word.
    const printed = rows([['EAGLE ENTERPRISE', 0.008], 'NO. 42, JALAN PBS 14/11', 'TEL: 03-1234 5678']);
    printed[0] = withWord(printed[0], 'FY', 0.0, 0.06, 0.008);
    assert.equal(findSupplier(printed).name.value, 'FY EAGLE ENTERPRISE');
  });
});
