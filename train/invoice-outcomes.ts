/**
 * Invoices' fields as the rules returned them, each with whether it was right, for fitting the invoice
 * calibration (train/invoice_calibration.py): `npx tsx train/invoice-outcomes.ts --out FILE DUMP…`, where each
 * DUMP is written by eval/review-dump.ts and named `<family>-<anything>.jsonl` (the family is the layout
 * family or dataset: the calibration is checked one family left out).
 * One JSON line per document: family, id, kind (`text` layer or `ocr`), whether the review evidence passed,
 * and per returned or labelled field its confidence (null: returned empty) and rightness (null: not labelled).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { fieldMatches } from '../eval/score.ts';
import { buildDoc } from '../src/extraction/fields/shared.ts';
import { invoiceReviewReasons } from '../src/extraction/decode/invoice-review.ts';
import type { Result } from '../src/extraction/types.ts';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
if (!args.out) throw new Error('--out FILE is required');

interface Dumped {
  id: string;
  fields: Record<string, unknown>;
  compare?: { ignore_spaces?: string[] };
  result: Result;
  pages: Parameters<typeof buildDoc>[0];
}

const out: string[] = [];
for (const file of positionals) {
  const family = basename(file).split('-')[0];
  for (const line of readFileSync(file, 'utf8').split('\n').filter((l) => l.trim())) {
    const d = JSON.parse(line) as Dumped;
    const r = d.result;
    const ignore = new Set(d.compare?.ignore_spaces ?? []);
    const fields: Record<string, { confidence: number | null; right: boolean | null }> = {};
    for (const [name, field] of Object.entries(r.fields)) {
      const labelled = Object.hasOwn(d.fields, name);
      if (field.value == null && !labelled) continue;
      fields[name] = {
        confidence: field.value == null ? null : field.confidence,
        right: labelled ? fieldMatches(name, d.fields[name], field.value ?? null, ignore.has(name)) : null,
      };
    }
    const evidence = invoiceReviewReasons({ source: r.source, fields: r.fields, lineItems: r.line_items, taxes: r.taxes, checks: r.checks, pages: d.pages, doc: buildDoc(d.pages) });
    const allRight = Object.keys(d.fields).every((name) => fields[name]?.right === true);
    out.push(JSON.stringify({ family, id: d.id, kind: r.source === 'ocr' ? 'ocr' : 'text', evidence_passed: evidence.length === 0 && !r.warnings.some((w) => w.startsWith('type:')), needs_review: r.needs_review, all_right: allRight, fields }));
  }
}
writeFileSync(args.out, `${out.join('\n')}\n`);
