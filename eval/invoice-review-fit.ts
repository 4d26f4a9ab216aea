/**
 * Chooses the invoice review thresholds (src/extraction/decode/invoice-review.ts `REVIEW_THRESHOLDS`), one set for
 * text layers and one for OCR'd pages, and reports them on layout families they were not chosen on:
 * `npx tsx eval/invoice-review-fit.ts [--verbose] DUMP…`, files written by eval/review-dump.ts (text layers and page
 * images of the synthetic families, `eval/synthetic-invoices`, and of zugferd-dev and invoice2data-dev). Each family
 * is left out in turn: the thresholds are chosen on the other families' documents of that kind of page, and the
 * left-out family's straight-through is counted with them; the pooled held-out figure is the one to report. The
 * thresholds committed are then chosen on every family. The choice: of every grid point at which the training
 * documents let through are fully right ≥ 97 % of the time (a margin over the 95 % target: training precision
 * flatters), the one letting most through; ties → the lowest thresholds. `--verbose` lists the held-out documents
 * let through with a field wrong.
 *
 * Chosen (session 33) on the readings of 459 text layers and 351 page images: the seventeen synthetic families at
 * their regression sizes (`--per 2`, and `--per 3` of continental, trade, workshop, care, distribution and of anglo
 * and fees from other seeds), zugferd-dev and invoice2data-dev. Text layers: no threshold (the evidence alone); page
 * images: other fields' confidence ≥ 0.75. Each family left out: text 273/459 straight through (59.5 %), 272 of them
 * fully right (99.6 %); page images 25/351 (7.1 %), 21 right (84.0 %: the choice is unstable from family to family,
 * a few documents decide it; without the distribution family it was 43/333, 41 right). The thresholds before,
 * chosen on generate.ts's training split alone (name words ≥ 0.9, id words ≥ 0.6), with the evidence as it was then,
 * let through 277/441 text layers, 264 right (95.3 %), and 90/333 page images, 77 right (85.6 %).
 *
 * Chosen again (session 36) on the same documents read by this session's extraction: text layers still no
 * threshold; page images name words ≥ 0.8, id words ≥ 0.6. Each family left out: text 281/459 (61.2 %), 280 right;
 * page images 138/351 (39.3 %), 133 right (96.4 %).
 *
 * Chosen again (session 39) on 785 text layers and 731 page images (the sets of twenty-one generators, with the online
 * shops' and craft trades' first looks, three photographed sets, zugferd-dev, invoice2data-dev): text still no
 * threshold; page images name words ≥ 0.88, id words ≥ 0.7. Each family left out: text 497/785 (63.3 %), 494 right
 * (99.4 %); page images 239/731 (32.7 %), 230 right (96.2 %).
 *
 * Chosen again (session 41) on the same readings, once an invoice charging no tax whose subtotal is its total counts
 * as showing its arithmetic: text still no threshold; page images name words ≥ 0.88, id words ≥ 0.6. Each family
 * left out: text 514/785 (65.5 %), 511 right (99.4 %); page images 267/731 (36.5 %), 257 right (96.3 %).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fieldMatches } from './score.ts';
import { buildDoc } from '../src/extraction/fields/shared.ts';
import type { Result } from '../src/extraction/types.ts';
import { REVIEW_THRESHOLDS, reviewEvidence, thresholdReasons, type ReviewEvidence, type ReviewThresholds } from '../src/extraction/decode/invoice-review.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { verbose: { type: 'boolean', default: false } },
});

type Kind = 'text' | 'ocr';
interface Scored {
  id: string;
  group: string;
  kind: Kind;
  right: boolean;
  wrong: string[];
  evidence: ReviewEvidence;
  typeWarning: boolean;
}

/**
 * A dataset's layout family: generated sets drawn from other seeds (`h-anglo301`) belong with their generator's
 * (`anglo`), the generator's language splits (`train-de`, `holdout-fr`) are one family.
 */
function familyOf(dataset: string): string {
  const name = dataset.replace(/^h-/u, '').replace(/\d+$/u, '');
  return /^(train|holdout)-/u.test(name) ? 'generate' : name;
}

function load(file: string): Scored[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => {
    const d = JSON.parse(line) as { dataset: string; id: string; fields: Record<string, unknown>; compare?: { ignore_spaces?: string[] }; result: Result; pages: Parameters<typeof buildDoc>[0] };
    const ignore = new Set(d.compare?.ignore_spaces ?? []);
    const r = d.result;
    const wrong = Object.entries(d.fields).filter(([name, expected]) => !fieldMatches(name, expected, r.fields[name]?.value ?? null, ignore.has(name))).map(([name]) => name);
    const evidence = reviewEvidence({ source: r.source, fields: r.fields, lineItems: r.line_items, taxes: r.taxes, checks: r.checks, pages: d.pages, doc: buildDoc(d.pages) });
    return { id: d.id, group: familyOf(d.dataset), kind: r.source === 'ocr' ? 'ocr' : 'text', right: wrong.length === 0, wrong, evidence, typeWarning: r.warnings.some((w) => w.startsWith('type:')) };
  });
}

const passes = (d: Scored, t: ReviewThresholds) => !d.typeWarning && d.evidence.reasons.length === 0 && thresholdReasons(d.evidence, t).length === 0;

function straightThrough(docs: Scored[], t: ReviewThresholds) {
  const passed = docs.filter((d) => passes(d, t));
  const right = passed.filter((d) => d.right).length;
  return { documents: docs.length, passed: passed.length, right, precision: passed.length ? right / passed.length : 1 };
}

const grid: ReviewThresholds[] = [];
for (const keyConfidence of [0, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9])
  for (const fieldConfidence of [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85])
    for (const nameWordConfidence of [0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94])
      for (const idWordConfidence of [0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9])
        for (const requireItems of [false, true]) grid.push({ keyConfidence, fieldConfidence, nameWordConfidence, idWordConfidence, requireItems });

/** Training precision flatters: the 95 % target is asked of the training documents with a margin. */
const TRAINING_PRECISION = 0.97;

/** Of the grid points at which the training documents let through are right ≥ 97 % of the time, the one letting most through; ties → the lowest. */
function choose(train: Scored[]): ReviewThresholds | null {
  const sum = (t: ReviewThresholds) => t.keyConfidence + t.fieldConfidence + t.nameWordConfidence + t.idWordConfidence + Number(t.requireItems);
  let best: { t: ReviewThresholds; passed: number } | null = null;
  for (const t of grid) {
    const s = straightThrough(train, t);
    if (s.precision < TRAINING_PRECISION) continue;
    if (!best || s.passed > best.passed || (s.passed === best.passed && sum(t) < sum(best.t))) best = { t, passed: s.passed };
  }
  return best?.t ?? null;
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '—');
const line = (name: string, s: ReturnType<typeof straightThrough>) =>
  `  ${name.padEnd(28)} straight-through ${s.passed}/${s.documents} (${pct(s.passed, s.documents)} %), fully right ${s.right}/${s.passed} (${pct(s.right, s.passed)} %)`;

function showWrong(docs: Scored[], t: ReviewThresholds) {
  if (!args.verbose) return;
  for (const d of docs) if (passes(d, t) && !d.right) console.log(`    wrong: ${d.group} ${d.id} (${d.wrong.join(', ')}) ${JSON.stringify({ key: d.evidence.keyConfidence, field: d.evidence.fieldConfidence, name: d.evidence.nameWordConfidence, id: d.evidence.idWordConfidence })}`);
}

{
  const docs = positionals.flatMap(load);
  const groups = [...new Set(docs.map((d) => d.group))].sort();
  for (const kind of ['text', 'ocr'] as Kind[]) {
    const mine = docs.filter((d) => d.kind === kind);
    const heldOut: Scored[] = [];
    const passedHeldOut: Scored[] = [];
    for (const group of groups) {
      const test = mine.filter((d) => d.group === group);
      if (test.length === 0) continue;
      const t = choose(mine.filter((d) => d.group !== group)) ?? REVIEW_THRESHOLDS[kind];
      heldOut.push(...test);
      passedHeldOut.push(...test.filter((d) => passes(d, t)));
      console.log(line(`${kind} ${group} held out`, straightThrough(test, t)), JSON.stringify(t));
      showWrong(test, t);
    }
    const right = passedHeldOut.filter((d) => d.right).length;
    console.log(`${kind}: families held out, pooled: straight-through ${passedHeldOut.length}/${heldOut.length} (${pct(passedHeldOut.length, heldOut.length)} %), fully right ${right}/${passedHeldOut.length} (${pct(right, passedHeldOut.length)} %)`);
    const all = choose(mine);
    console.log(`${kind}: chosen on every family: ${JSON.stringify(all)}`);
    if (all) console.log(line(`${kind} every family (training)`, straightThrough(mine, all)));
  }
}
