/**
 * Party names on page images as OCR reads them: an emblem read as a letter before the name, accents dropped
 * from a letterhead's large type, a dash read between a key and its value, a date after a name in its cell.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { afterLogoMark } from '../../src/extraction/fields/party-lines.ts';
import type { BBox, LayoutLine, LayoutPage } from '../../src/extraction/types.ts';

const invoice = (pages: LayoutPage[]) => analysePages(pages, 'invoice', 'ocr');

test('a round emblem read as one doubted letter, taller than the name, is no part of it', () => {
  const word = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 0.96) => ({ text, bbox: [x0, y0, x1, y1] as BBox, confidence });
  const docLine = (words: ReturnType<typeof word>[]) => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 0.049, words.at(-1)!.bbox[2], 0.072] as BBox, words, page: 1, row: 0 });
  // `O Sahyadri Consulting Pvt. Ltd.`: the emblem 1.3 times the height of words with ascenders and descenders, close by.
  const emblem = docLine([word('O', 0.053, 0.085, 0.049, 0.072, 0.54), word('Sahyadri', 0.099, 0.174, 0.051, 0.069), word('Consulting', 0.178, 0.266, 0.051, 0.069), word('Ltd.', 0.308, 0.342, 0.051, 0.069)]);
  assert.equal(emblem.text.slice(afterLogoMark(emblem, 0)), 'Sahyadri Consulting Ltd.');
  // A letter of the name's own type stays, even doubted (`A Plus Services`).
  const letter = docLine([word('A', 0.053, 0.062, 0.051, 0.069, 0.5), word('Plus', 0.07, 0.1, 0.051, 0.069), word('Services', 0.108, 0.17, 0.051, 0.069)]);
  assert.equal(afterLogoMark(letter, 0), 0);
  // A taller letter read surely is a letter (a drop capital).
  const sure = docLine([word('E', 0.053, 0.085, 0.049, 0.072, 0.95), word('Electro', 0.099, 0.174, 0.051, 0.069)]);
  assert.equal(afterLogoMark(sure, 0), 0);
});

/** A line whose words have their own heights: `[text, height]`, left to right from `x`. */
function line(x: number, y: number, words: [string, number][]): LayoutLine {
  let at = x;
  const boxed = words.map(([text, height]) => {
    const bbox: BBox = [at, y, at + text.length * height * 0.5, y + height];
    at += (text.length + 1) * height * 0.5;
    return { text, bbox, confidence: 0.95 };
  });
  return { text: words.map(([t]) => t).join(' '), bbox: [x, y, at, y + Math.max(...words.map(([, h]) => h))], words: boxed };
}
const printed = (x: number, y: number, text: string, height = 0.011) => line(x, y, text.split(' ').map((w) => [w, height]));

/** A Spanish invoice whose letterhead, in large type, reads `letterhead`, and whose footer repeats the name as `footer`. */
function letterheadAndFooter(letterhead: string, footer: string): LayoutPage[] {
  const lines = [
    printed(0.05, 0.02, letterhead, 0.03), printed(0.8, 0.02, 'FACTURA', 0.03),
    printed(0.05, 0.06, 'Avda. Diagonal 22 - 18031 Granada'),
    printed(0.05, 0.12, 'Cliente'), printed(0.05, 0.135, 'Grupo Iglesias S.L.'), printed(0.05, 0.15, 'Calle Mayor 4'), printed(0.05, 0.165, '28013 Madrid'),
    printed(0.6, 0.12, 'Factura n.º 2025-118'),
    printed(0.6, 0.4, 'Total 121,00 €'),
    printed(0.05, 0.96, `${footer} - NIF B18040675 - Inscrita en el Registro Mercantil de Granada`, 0.007),
  ];
  return [{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }];
}

test('a name read without its accents takes them from its other print on the page', () => {
  const result = invoice(letterheadAndFooter('Automocion Sanchez Ortega S.L.', 'Automoción Sánchez Ortega S.L.'));
  assert.equal(result.fields.supplier_name.value, 'Automoción Sánchez Ortega S.L.');
});

test('a name printed once keeps its reading; other accents never replace a different letter', () => {
  assert.equal(invoice(letterheadAndFooter('Garcia Reformas S.L.', 'Talleres Ruiz S.A.')).fields.supplier_name.value, 'Garcia Reformas S.L.');
  assert.equal(invoice(letterheadAndFooter('Café Lenoir S.L.', 'Cafè Lenoir S.L.')).fields.supplier_name.value, 'Café Lenoir S.L.');
});

test('a dash OCR read between a name key and its value is no part of the name', () => {
  const result = invoice([page([
    [0, 0.05, 'Álvarez & Romero Odontología S.L.'],
    [2, 0.05, 'DATOS DE LA FACTURA'], [2, 0.5, 'PACIENTE'],
    [3, 0.05, 'Serie'], [3, 0.15, 'A'], [3, 0.5, 'Nombre — Sergio Vázquez Medina'],
    [4, 0.05, 'Nº factura'], [4, 0.15, 'A25/1076'], [4, 0.5, 'DNI'], [4, 0.6, '70104927F'],
    [8, 0.6, 'Total 121,00 €'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Sergio Vázquez Medina');
});

test('a patient named with a birth date in the same cell is the customer, without the date', () => {
  const result = invoice([page([
    [0, 0.2, 'Orthopädische Praxis Dr. med. Katharina Klein'],
    [2, 0.6, 'Rechnungsnummer'], [2, 0.85, '2505892'],
    [6, 0.05, 'Privatärztliche Rechnung'],
    [7, 0.05, 'Patient: Nadine Werner, geb. 21.11.1956'],
    [8, 0.05, 'Behandlungszeitraum: 16.08.2025'],
    [10, 0.05, 'Datum'], [10, 0.2, 'GOÄ-Nr.'], [10, 0.3, 'Leistungsbeschreibung'], [10, 0.85, 'Betrag €'],
    [11, 0.05, '16.08.2025'], [11, 0.2, '3306'], [11, 0.3, 'Chirotherapeutischer Eingriff'], [11, 0.85, '19,84'],
    [13, 0.6, 'Rechnungsbetrag 19,84 €'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Nadine Werner');
});

/** A one-page invoice with no letterhead: the customer's block, an item table, totals, and `footer` at the foot. */
function footerOnly(footer: string, labels: { customer: string; headings: string[]; subtotal: string }): LayoutPage[] {
  const row = (y: number, cells: [number, string][]) => cells.map(([x, text]) => printed(x, y, text));
  const lines = [
    printed(0.1, 0.05, 'Factuur', 0.02),
    printed(0.1, 0.1, labels.customer), printed(0.1, 0.115, 'De Wit Logistiek B.V.'), printed(0.1, 0.13, 'Herengracht 139'), printed(0.1, 0.145, '6549 ED Nijmegen'),
    printed(0.55, 0.115, 'Factuurnummer'), printed(0.67, 0.115, 'F2025120'),
    ...row(0.17, labels.headings.map((h, i) => [0.1 + i * 0.17, h] as [number, string])),
    ...row(0.19, [[0.1, 'Fotoshoot'], [0.27, '1'], [0.44, 'st.'], [0.61, '€ 420,00'], [0.78, '€ 420,00']]),
    ...row(0.21, [[0.1, 'Reiskosten'], [0.27, '1'], [0.44, 'st.'], [0.61, '€ 50,00'], [0.78, '€ 50,00']]),
    ...row(0.24, [[0.5, labels.subtotal], [0.78, '€ 470,00']]),
    ...row(0.26, [[0.5, 'Totaal'], [0.78, '€ 470,00']]),
    printed(0.2, 0.96, footer, 0.008),
  ];
  return [{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }];
}
const dutch = { customer: 'Klant', headings: ['Beschrijving', 'Aantal', 'Eenheid', 'Prijs', 'Bedrag'], subtotal: 'Subtotaal' };

test('no cell of the item table or its totals is the sender; a footer naming the account to pay into is', () => {
  const result = invoice(footerOnly('Meijer Beeld - Hoofdstraat 102 - 4851 JR Breda - KvK 85435169 - IBAN NL28 KNAB 6288 3314 06', dutch));
  assert.equal(result.fields.supplier_name.value, 'Meijer Beeld');
});

test('a footer whose middle dots OCR read as colons still names the sender', () => {
  const result = invoice(footerOnly('Nuria Romero Sánchez : NIF 10956723Y : Plaza de España, 69 - 18010 Granada', dutch));
  assert.equal(result.fields.supplier_name.value, 'Nuria Romero Sánchez');
  // A key and its value are no sender's name.
  assert.notEqual(invoice(footerOnly('Nombre comercial : NIF 10956723Y', dutch)).fields.supplier_name.value, 'Nombre comercial');
});

test('a key’s value wrapped on two lines and centred on its row is the whole name; a key below is none', () => {
  const lines = [
    printed(0.07, 0.04, 'TAX INVOICE', 0.02), printed(0.64, 0.04, 'Ruru Business Advisory Limited', 0.012),
    printed(0.64, 0.06, '312 Devonport Road'), printed(0.64, 0.075, 'Tauranga 3110'),
    printed(0.39, 0.1, 'Invoice Number'), printed(0.39, 0.115, 'INV-51674'),
    printed(0.6, 0.4, 'Total NZD 6,618.25'),
    // The payment slip: `Marlow Properties` over `Limited`, centred on the row of `Customer`.
    printed(0.07, 0.872, 'PAYMENT ADVICE', 0.012), printed(0.787, 0.867, 'Marlow Properties', 0.019),
    printed(0.654, 0.877, 'Customer', 0.007),
    printed(0.785, 0.88, 'Limited', 0.014),
    printed(0.07, 0.895, 'To: Ruru Business Advisory Limited'),
    printed(0.65, 0.9, 'Invoice Number INV-51674'),
    printed(0.65, 0.915, 'Amount Due 6,618.25'),
  ];
  const result = invoice([{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }]);
  assert.equal(result.fields.customer_name.value, 'Marlow Properties Limited');
});

test('an Italian addressee mark heads the name under it, however the letterhead beside it splits the rows', () => {
  for (const mark of ['GENTILE SIG./SIG.RA', 'Spet.le']) {
    const lines = [
      printed(0.14, 0.033, 'Ingrosso Cattaneo S.p.A.', 0.014), printed(0.62, 0.042, mark, 0.013),
      // The logo's monogram and the rows of small type beside the mark.
      printed(0.065, 0.044, '(011', 0.021), printed(0.14, 0.053, 'Via Guglielmo Marconi, 17/A 43122 Parma (PR)', 0.008),
      printed(0.31, 0.056, '-', 0.001),
      printed(0.62, 0.057, 'Stefano Colombo', 0.013),
      printed(0.14, 0.065, 'Tel. 0521 722676', 0.006),
      printed(0.62, 0.074, "Via dell'Artigianato, 75", 0.011),
      printed(0.62, 0.09, '24126 Bergamo (BG)', 0.011),
      printed(0.05, 0.15, 'FATTURA 2024/000382', 0.011),
      printed(0.6, 0.4, 'Totale documento 219,85', 0.011),
    ];
    const result = invoice([{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }]);
    assert.equal(result.fields.customer_name.value, 'Stefano Colombo', mark);
  }
});
