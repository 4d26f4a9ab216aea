/**
 * One dataset's figures from its documents' results: field accuracy, line items P/R/F1, a calibration table
 * (confidence bins against accuracy, expected calibration error) and straight-through (documents returned
 * with `needs_review: false`, and how many of those have every labelled field right).
 */
import type { Result } from '../src/extraction/types.ts';
import { fieldMatches, scoreLineItems, similarity, type ItemLike } from './score.ts';

export interface Labelled {
  id: string;
  fields: Record<string, unknown>;
  line_items: ItemLike[] | null;
  compare?: { ignore_spaces?: string[] };
}

export interface Outcome {
  row: Labelled;
  result: Result | null;
  error: string | null;
}

const BINS = 10;

export function report(dataset: string, outcomes: Outcome[], seconds: number) {
  const stats = new Map<string, { count: number; matches: number; nulls: number; similarity: number }>();
  const misses: { id: string; field: string; expected: unknown; predicted: unknown; confidence: number | null }[] = [];
  const items = { truePositives: 0, expected: 0, predicted: 0, documents: 0 };
  const bins = Array.from({ length: BINS }, () => ({ count: 0, confidence: 0, right: 0 }));
  const straight = { documents: 0, fullyRight: 0 };
  let fullyRight = 0;
  for (const { row, result } of outcomes) {
    const ignore = new Set(row.compare?.ignore_spaces ?? []);
    let allRight = true;
    for (const [field, expected] of Object.entries(row.fields)) {
      const predictedField = result?.fields[field];
      const predicted = predictedField?.value ?? null;
      const entry = stats.get(field) ?? { count: 0, matches: 0, nulls: 0, similarity: 0 };
      entry.count++;
      if (predicted === null) entry.nulls++;
      entry.similarity += similarity(expected, predicted, ignore.has(field));
      const right = fieldMatches(field, expected, predicted, ignore.has(field));
      if (right) entry.matches++;
      else {
        allRight = false;
        misses.push({ id: row.id, field, expected, predicted, confidence: predictedField?.confidence ?? null });
      }
      stats.set(field, entry);
      if (predicted !== null && predictedField) {
        const bin = bins[Math.min(BINS - 1, Math.floor(predictedField.confidence * BINS))];
        bin.count++;
        bin.confidence += predictedField.confidence;
        bin.right += Number(right);
      }
    }
    if (allRight) fullyRight++;
    if (result && !result.needs_review) {
      straight.documents++;
      if (allRight) straight.fullyRight++;
    }
    if (row.line_items) {
      const scored = scoreLineItems(row.line_items, result?.line_items ?? [], ignore.has('line_items.description'));
      if (scored.truePositives < Math.max(scored.expected, scored.predicted)) {
        const brief = (list: ItemLike[]) => list.map((item) => ({ description: item.description, amount: item.amount }));
        misses.push({ id: row.id, field: 'line_items', expected: brief(row.line_items), predicted: brief(result?.line_items ?? []), confidence: null });
      }
      items.truePositives += scored.truePositives;
      items.expected += scored.expected;
      items.predicted += scored.predicted;
      items.documents++;
    }
  }
  const fields = [...stats.entries()].map(([field, s]) => ({
    field,
    count: s.count,
    accuracy: s.matches / s.count,
    null_share: s.nulls / s.count,
    mean_similarity: s.similarity / s.count,
  }));
  const labelled = fields.reduce((acc, t) => acc + t.count, 0);
  const matched = [...stats.values()].reduce((acc, s) => acc + s.matches, 0);
  const precision = items.predicted ? items.truePositives / items.predicted : 0;
  const recall = items.expected ? items.truePositives / items.expected : 0;
  const predictions = bins.reduce((acc, b) => acc + b.count, 0);
  const calibration = bins.map((b, i) => ({
    bin: `${(i / BINS).toFixed(1)}–${((i + 1) / BINS).toFixed(1)}`,
    count: b.count,
    mean_confidence: b.count ? b.confidence / b.count : null,
    accuracy: b.count ? b.right / b.count : null,
  }));
  const ece = predictions ? bins.reduce((acc, b) => acc + (b.count ? (b.count / predictions) * Math.abs(b.right / b.count - b.confidence / b.count) : 0), 0) : 0;
  const documents = outcomes.length;
  return {
    dataset,
    documents,
    seconds,
    mean_field_accuracy: fields.length ? fields.reduce((acc, t) => acc + t.accuracy, 0) / fields.length : 0,
    micro_accuracy: labelled ? matched / labelled : 0,
    fully_right: documents ? fullyRight / documents : 0,
    line_items: { documents: items.documents, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 },
    fields,
    calibration: { expected_calibration_error: ece, bins: calibration },
    straight_through: {
      documents: straight.documents,
      share: documents ? straight.documents / documents : 0,
      fully_right: straight.fullyRight,
      fully_right_share: straight.documents ? straight.fullyRight / straight.documents : null,
    },
    errors: outcomes.filter((o) => o.error).map((o) => ({ id: o.row.id, error: o.error! })),
    misses,
  };
}

export type Report = ReturnType<typeof report>;

const pct = (v: number | null) => (v === null ? '     —' : (v * 100).toFixed(1).padStart(6));

export function printReport(r: Report): void {
  const li = r.line_items;
  console.log(
    `${r.dataset}: ${r.documents} docs in ${r.seconds.toFixed(1)} s — mean field accuracy ${pct(r.mean_field_accuracy)} %` +
      ` (all fields pooled ${pct(r.micro_accuracy)} %, every field right ${pct(r.fully_right)} %)` +
      (li.documents ? `, line items P/R/F1 ${pct(li.precision)}/${pct(li.recall)}/${pct(li.f1)} % on ${li.documents} docs` : '') +
      (r.errors.length ? `, ${r.errors.length} errors` : ''),
  );
  console.log(`  ${'field'.padEnd(18)} ${'count'.padStart(5)} ${'acc %'.padStart(6)} ${'null %'.padStart(6)} ${'sim %'.padStart(6)}`);
  for (const row of r.fields) {
    console.log(`  ${row.field.padEnd(18)} ${String(row.count).padStart(5)} ${pct(row.accuracy)} ${pct(row.null_share)} ${pct(row.mean_similarity)}`);
  }
  const st = r.straight_through;
  console.log(`  straight-through: ${st.documents}/${r.documents} docs (${pct(st.share)} %) with needs_review false, ${st.fully_right} of them every field right (${pct(st.fully_right_share)} %)`);
  console.log(`  calibration (ECE ${pct(r.calibration.expected_calibration_error)} %): ` + r.calibration.bins.filter((b) => b.count).map((b) => `${b.bin}: ${b.count} conf ${pct(b.mean_confidence)} acc ${pct(b.accuracy)}`).join(' | '));
  for (const error of r.errors.slice(0, 5)) console.log(`  error ${error.id}: ${error.error}`);
}
