import { readFileSync, writeFileSync } from 'node:fs';
import { decodeImagePages, findSkewAngle, looksSideways, textLineHeight, prepareForOcr, encodePng } from '../src/extraction/sources/image.ts';
import { recognize } from '../src/extraction/sources/ocr.ts';
const rows = readFileSync('../shared/datasets/sroie-dev/ground_truth.jsonl', 'utf8').split('\n').filter(Boolean).slice(0, 12).map((l) => JSON.parse(l));
for (const r of rows) {
  const [g] = await decodeImagePages(readFileSync('../shared/datasets/sroie-dev/' + r.file), 1);
  let t = Date.now();
  const side = looksSideways(g); const t1 = Date.now() - t; t = Date.now();
  const skew = findSkewAngle(g); const t2 = Date.now() - t;
  const lh = textLineHeight(g);
  const raw = await recognize(await encodePng(g), 'eng');
  const conf = (ls: typeof raw) => { let a = 0, n = 0; for (const l of ls) for (const w of l.words) { a += w.confidence * w.text.length; n += w.text.length; } return (a / n).toFixed(2); };
  const p = await prepareForOcr(g);
  writeFileSync(`/tmp/ocr/${r.id}.png`, await encodePng(p.image));
  const prep = await recognize(await encodePng(p.image), 'eng');
  console.log(r.id, g.width, g.height, 'side', side, t1, 'skew', skew, t2, 'lh', lh, 'prep', p.image.width, p.image.height, 'conf raw', conf(raw), 'prep', conf(prep));
}
