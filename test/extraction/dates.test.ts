import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDates, inferDateOrder, parseDate, repairMonthNames } from '../../src/extraction/parse/dates.ts';

test('parseDate reads numeric, named-month and compact dates', () => {
  const table: [string, string | null][] = [
    ['2018-01-18', '2018-01-18'], ['2018/1/8', '2018-01-08'], ['18/01/2018', '2018-01-18'], ['01/18/2018', '2018-01-18'],
    ['23-01-19', '2019-01-23'], ['18.01.2018', '2018-01-18'], ['18-Jan-18', '2018-01-18'], ['Jan 18, 2018', '2018-01-18'],
    ['January 18th, 2018', '2018-01-18'], ['18. März 2018', '2018-03-18'], ['5. Okt. 2020', '2020-10-05'],
    ['24 Dez 2019', '2019-12-24'], ['1er janvier 2021', '2021-01-01'], ['15 févr. 2022', '2022-02-15'],
    ['3 de marzo de 2020', '2020-03-03'], ['12 gennaio 2023', '2023-01-12'], ['7 mei 2021', '2021-05-07'],
    ['12 DIS 2018', '2018-12-12'], ['20180118', '2018-01-18'], ['31/02/2020', null], ['1 SET 25.00', null],
    ['03/04/2020', null], ['05/05/2020', '2020-05-05'],
  ];
  for (const [raw, expected] of table) assert.equal(parseDate(raw), expected, raw);
});

test('ambiguous numeric dates follow the document hint', () => {
  assert.equal(parseDate('03/04/2020', { order: 'DMY' }), '2020-04-03');
  assert.equal(parseDate('03/04/2020', { order: 'MDY' }), '2020-03-04');
});

test('findDates and inferDateOrder scan free text', () => {
  const text = 'Invoice date 25/12/2018, due 05/01/2019, total 1.234,50';
  assert.equal(inferDateOrder(text), 'DMY');
  assert.deepEqual(findDates(text, { order: 'DMY' }).map((d) => d.value), ['2018-12-25', '2019-01-05']);
  assert.equal(inferDateOrder('no dates here'), null);
});

test('till dates: a two-digit year after an apostrophe, a time glued on or after a comma', () => {
  const found = (text: string) => findDates(text, { order: 'MDY' }).map((d) => d.value);
  assert.deepEqual(found('Jul03’ 12 02:34 PM'), ['2012-07-03']);
  assert.deepEqual(found("Chk 7545 Dec26'0707:26PM"), ['2007-12-26']);
  assert.deepEqual(found('Sale 2360 12/28/18,03:12PM'), ['2018-12-28']);
  assert.deepEqual(found('1 SET 25.00, 12/28/18,5.00'), []);
});

test('a short month name with a letter OCR read as a digit is put back; other words are left', () => {
  assert.equal(repairMonthNames("21N0V'15 13:56"), "21NOV'15 13:56");
  assert.equal(repairMonthNames("Ju1.30'11(Sat)07:27"), "Jul.30'11(Sat)07:27");
  assert.equal(repairMonthNames('15 0CT 2019'), '15 OCT 2019');
  assert.equal(repairMonthNames('5EP 12 2019'), 'SEP 12 2019');
  for (const kept of ['10CT 2.00', 'T0T 1.00', 'Room 1A0', 'A1B 2', '8EC 1']) assert.equal(repairMonthNames(kept), kept);
  assert.equal(parseDate(repairMonthNames("21N0V'15")), '2015-11-21');
});
