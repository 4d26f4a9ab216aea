/** A phone-photo-like receipt for the console test: a narrow paper slip on a darker table, drawn with @napi-rs/canvas. */
import { createCanvas } from '@napi-rs/canvas';

const LINES: [string, string | null][] = [
  ['CORNER CAFE LTD', null],
  ['5 HIGH STREET, LEEDS', null],
  ['DATE: 12/03/2024  14:32', null],
  ['RECEIPT NO: 004512', null],
  ['', null],
  ['FLAT WHITE', '3.20'],
  ['CROISSANT', '2.80'],
  ['ORANGE JUICE', '3.50'],
  ['', null],
  ['SUBTOTAL', '9.50'],
  ['VAT 20%', '1.90'],
  ['TOTAL', '11.40'],
  ['CARD', '11.40'],
];

export function receiptPhotoPng(): Buffer {
  const width = 900;
  const height = 1200;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#6b6258';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#fbfaf6';
  g.fillRect(150, 60, 600, 1080);
  g.fillStyle = '#111';
  g.font = 'bold 34px monospace';
  LINES.forEach(([left, right], i) => {
    const y = 150 + i * 62;
    if (left) g.fillText(left, 190, y);
    if (right) g.fillText(right, 700 - g.measureText(right).width, y);
  });
  return canvas.toBuffer('image/png');
}
