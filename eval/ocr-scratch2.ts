import { readFileSync } from 'node:fs';
import { receiptRows } from '../src/extraction/fields/receipt.ts';
const id = process.argv[2];
const src = readFileSync(`../shared/datasets/sroie-extra-labels/ocr_boxes/${id}.txt`, 'utf8');
// reuse converter by importing would run the eval; inline minimal version
const lines = src.split('\n').filter(Boolean).map((l) => { const p = l.split(','); const xy = p.slice(0, 8).map(Number); return { text: p.slice(8).join(','), bbox: [xy[0] / 1000, xy[1] / 1000, xy[4] / 1000, xy[5] / 1000] as [number, number, number, number], words: [] }; });
for (const r of receiptRows([{ number: 1, width: 1, height: 1, unit: 'px', rotation: 0, source: 'ocr', words: [], lines }])) console.log(r.index, r.text);
