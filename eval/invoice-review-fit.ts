/**
 * Chooses the invoice review thresholds (src/extraction/decode/invoice-review.ts `DEFAULT_REVIEW`) on training
 * documents only and reports them on others:
 * `npx tsx eval/invoice-review-fit.ts --train A.jsonl [--train B.jsonl] [--report C.jsonl]…`, files written by
 * eval/review-dump.ts (one per source: text layer, page images). The choice: of every grid point at which each
 * training file's straight-through documents are fully right ≥ 97 % of the time (a margin over the 95 % target,
 * training precision flatters), the one passing the most training documents; ties → the lowest thresholds.
 *
 * Chosen on the synthetic training split (`train-*` of `generate.ts --per 4`, text layer and page images, 224
 * documents) after the rule's structure was settled; chosen again when every invoice page image came to be read
 * with the text detector (sources/ocr.ts `detectEveryPage`) and a party's name read by the recogniser alone was
 * made a reason for review (it drops accents it is sure of): keyConfidence 0.6, fieldConfidence 0.4,
 * nameWordConfidence 0.9, idWordConfidence 0, requireItems false. Training: text layer 68/112 straight through, all
 * right; page images 25/112, all right. Held-out layouts of the same generator (56 page images, dumped by
 * eval/review-dump.ts): 9/56 straight through, 9 right. Without the recogniser rule the detector's reading let 25/56
 * through, 19 right (names in a white-on-colour band read without their accents, a `P0` read for `PO`).
 * A training split of 84 documents (`--per 3`) is too small: it chose 0 for every confidence but the name words'.
 * Chosen again (session 24) on the same training split read by the code that keeps amounts whole across a decimal
 * comma, mends `&`, IBAN and VAT-id specks and finds glued labels: keyConfidence 0, fieldConfidence 0,
 * nameWordConfidence 0.9, idWordConfidence 0.6 — training text 82/112 through, all right; page images 37/112, 36
 * right. Reported on held-out layouts: text 45/56 (44 right), page images 13/56 (all right); zugferd-dev (XML off)
 * 54/106 (52 right), against 39/56, 9/56 and 41/106 (39 right) with the thresholds before.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { fieldMatches } from './score.ts';
import { buildDoc } from '../src/extraction/fields/shared.ts';
import type { Result } from '../src/extraction/types.ts';
import { DEFAULT_REVIEW, reviewEvidence, thresholdReasons, type ReviewEvidence, type ReviewThresholds } from '../src/extraction/decode/invoice-review.ts';

const { values: args } = parseArgs({ options: { train: { type: 'string', multiple: true }, report: { type: 'string', multiple: true } } });

interface Scored {
  id: string;
  right: boolean;
  evidence: ReviewEvidence;
  typeWarning: boolean;
}

function load(file: string): Scored[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => {
    const d = JSON.parse(line) as { id: string; fields: Record<string, unknown>; compare?: { ignore_spaces?: string[] }; result: Result; pages: Parameters<typeof buildDoc>[0] };
    const ignore = new Set(d.compare?.ignore_spaces ?? []);
    const right = Object.entries(d.fields).every(([name, expected]) => fieldMatches(name, expected, d.result.fields[name]?.value ?? null, ignore.has(name)));
    const r = d.result;
    const evidence = reviewEvidence({ source: r.source, fields: r.fields, lineItems: r.line_items, taxes: r.taxes, checks: r.checks, pages: d.pages, doc: buildDoc(d.pages) });
    return { id: d.id, right, evidence, typeWarning: r.warnings.some((w) => w.startsWith('type:')) };
  });
}

function straightThrough(docs: Scored[], t: ReviewThresholds) {
  const passed = docs.filter((d) => !d.typeWarning && d.evidence.reasons.length === 0 && thresholdReasons(d.evidence, t).length === 0);
  const right = passed.filter((d) => d.right).length;
  return { documents: docs.length, passed: passed.length, right, precision: passed.length ? right / passed.length : 1 };
}

const grid: ReviewThresholds[] = [];
for (const keyConfidence of [0, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9])
  for (const fieldConfidence of [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85])
    for (const nameWordConfidence of [0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.88, 0.9])
      for (const idWordConfidence of [0, 0.3, 0.5, 0.6, 0.7, 0.8])
        for (const requireItems of [false, true]) grid.push({ keyConfidence, fieldConfidence, nameWordConfidence, idWordConfidence, requireItems });

const line = (name: string, s: ReturnType<typeof straightThrough>) =>
  `  ${name.padEnd(28)} straight-through ${s.passed}/${s.documents} (${((100 * s.passed) / s.documents).toFixed(1)} %), fully right ${s.right}/${s.passed} (${s.passed ? ((100 * s.right) / s.passed).toFixed(1) : '—'} %)`;

const train = (args.train ?? []).map((file) => ({ name: basename(file), docs: load(file) }));
let chosen = DEFAULT_REVIEW;
if (train.length > 0) {
  const total = (t: ReviewThresholds) => train.reduce((acc, set) => acc + straightThrough(set.docs, t).passed, 0);
  const sum = (t: ReviewThresholds) => t.keyConfidence + t.fieldConfidence + t.nameWordConfidence + t.idWordConfidence + Number(t.requireItems);
  const eligible = grid.filter((t) => train.every((set) => straightThrough(set.docs, t).precision >= 0.97));
  eligible.sort((a, b) => total(b) - total(a) || sum(a) - sum(b));
  if (eligible.length > 0) chosen = eligible[0];
  console.log(`chosen on training documents: ${JSON.stringify(chosen)}${eligible.length === 0 ? ' (none reached 97 %: the defaults)' : ''}`);
  for (const set of train) console.log(line(`train ${set.name}`, straightThrough(set.docs, chosen)));
}
for (const file of args.report ?? []) console.log(line(basename(file), straightThrough(load(file), chosen)));
