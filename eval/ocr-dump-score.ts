/**
 * Scores page texts dumped by eval/ocr-presence.ts (`--dump DIR`) as eval/ocr.ts scores the service's text —
 * labelled values present (exact/spaces ignored; and by eval/ocr-presence.ts's rules) and word CER — on each half of the shops (train/ocr-split.ts
 * `shopOf`, hashed: tenths 0–4 held out, 5–9 looked at) and on the whole:
 *   tsx eval/ocr-dump-score.ts --dataset ../shared/datasets/wildreceipt-dev --dump DIR [--also-in DIR] [--misses FIELD]
 * (`--also-in`: only receipts dumped there too, to compare two runs; `--misses`: the looked-at half's misses of a field)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readReceipts, type LabelledReceipt } from '../train/ocr-split.ts';
import { halfOf } from './ocr-halves.ts';
import { ErrorRate, found, substringDistance } from './ocr-metrics.ts';
import { compact, present, wanted } from './presence-rules.ts';

const { values: args } = parseArgs({ options: { dataset: { type: 'string', default: '../shared/datasets/wildreceipt-dev' }, dump: { type: 'string' }, misses: { type: 'string' }, 'also-in': { type: 'string' } } });

function printedValues(receipt: LabelledReceipt): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const field of ['supplier_name', 'supplier_address']) if (receipt.fields[field]) values.set(field, [String(receipt.fields[field])]);
  for (const [key, raw] of Object.entries(receipt.raw ?? {})) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter(Boolean);
    if (list.length) values.set(key === 'total' ? 'total_amount' : key, list);
  }
  return values;
}

const FIELDS = ['total_amount', 'date', 'supplier_name', 'supplier_address'];
const tallies = new Map<string, { n: number; found: Record<string, [number, number, number]>; presence: Record<string, [number, number]>; words: ErrorRate }>();
const tally = (name: string) => {
  let t = tallies.get(name);
  if (!t) tallies.set(name, (t = { n: 0, found: {}, presence: {}, words: new ErrorRate() }));
  return t;
};
for (const receipt of readReceipts(args.dataset as string)) {
  const file = join(args.dump as string, `${receipt.id}.txt`);
  if (!existsSync(file)) continue;
  if (args['also-in'] && !existsSync(join(args['also-in'], `${receipt.id}.txt`))) continue;
  const text = readFileSync(file, 'utf8');
  const tight = text.normalize('NFKC').replace(/\s+/g, '');
  for (const t of [tally('all'), tally(halfOf(receipt))]) {
    t.n++;
    for (const field of FIELDS) {
      const labels = wanted(receipt, field);
      if (!labels.length) continue;
      const p = (t.presence[field] ??= [0, 0]);
      p[0]++;
      if (present(field, labels, compact(text))) p[1]++;
    }
    for (const [field, labels] of printedValues(receipt)) {
      if (!FIELDS.includes(field)) continue;
      const hit = found(labels, text);
      const f = (t.found[field] ??= [0, 0, 0]);
      f[0]++;
      if (hit.exact) f[1]++;
      if (hit.spaceless) f[2]++;
      if (args.misses === field && !hit.spaceless && t === tallies.get('all') && halfOf(receipt) === 'looked_at') console.log(`MISS ${receipt.id} ${JSON.stringify(labels)}`);
    }
    const words = [...printedValues(receipt).values()].map((labels) => labels[0]);
    words.push(...(receipt.line_items ?? []).map((item) => item.description ?? '').filter(Boolean));
    for (const word of words.map((w) => w.normalize('NFKC').replace(/\s+/g, '')).filter(Boolean)) {
      t.words.add(substringDistance(word, tight), substringDistance(word.toUpperCase(), tight.toUpperCase()), [...word].length);
    }
  }
}
for (const [name, t] of tallies) {
  const share = (f: [number, number, number] | undefined, i: number) => (f ? (f[i] / f[0]).toFixed(3) : 'n/a');
  console.log(
    `${name.padEnd(9)} n=${t.n} ` +
      FIELDS.map((f) => `${f.replace('supplier_', '')} ${share(t.found[f], 1)}/${share(t.found[f], 2)}`).join('  ') +
      `  wordCER ${t.words.summary().cer}`,
  );
  console.log(`${''.padEnd(9)} ocr-presence.ts rules: ` + FIELDS.map((f) => `${f.replace('supplier_', '')} ${t.presence[f] ? `${t.presence[f][1]}/${t.presence[f][0]} = ${(t.presence[f][1] / t.presence[f][0]).toFixed(3)}` : 'n/a'}`).join('  '));
}
