import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { ocrImage, ocrImageFile, stopOcr, ocrEngine } from '../src/extraction/sources/ocr.ts';
import { findSkewAngle, decodeImagePages } from '../src/extraction/sources/image.ts';
const c = createCanvas(800, 600); const g = c.getContext('2d');
g.fillStyle = '#fff'; g.fillRect(0, 0, 800, 600); g.fillStyle = '#000'; g.font = '28px sans-serif';
const lines = ['ACME TRADING SDN BHD', 'NO 12, JALAN BESAR', 'DATE: 12/03/2019', 'TOTAL 45.60', 'CASH 50.00', 'CHANGE 4.40'];
lines.forEach((l, i) => g.fillText(l, 60, 80 + i * 70));
const png = c.toBuffer('image/png');
console.log('engine', ocrEngine('eng'));
for (const angle of [0, 4, -3, 180, 90]) {
  const rotated = await sharp(png).rotate(angle, { background: '#fff' }).png().toBuffer();
  const [gray] = await decodeImagePages(rotated, 1);
  console.log('angle', angle, 'skew', findSkewAngle(gray));
  const t = Date.now();
  const page = await ocrImage(rotated, 1, { langs: 'eng' });
  console.log(Date.now() - t, 'ms', page.rotation, page.width, page.height);
  for (const l of page.lines) console.log(' ', l.text, l.bbox.map((v) => v.toFixed(3)).join(','));
}
await stopOcr();
