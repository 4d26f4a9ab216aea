/**
 * The supplier's name and address on a receipt chosen by the trained model: every block candidate is scored
 * per field, name and address are chosen as a pair on different rows, and each confidence is the calibrated
 * probability of being right.
 */
import { unionBox } from '../layout/lines.ts';
import { addressCandidates, nameCandidates, type BlockCandidate } from '../candidates/receipt-blocks.ts';
import { addressFeatures, blockContext, nameFeatures } from '../features/receipt-blocks.ts';
import { receiptRows } from '../fields/receipt-rows.ts';
import { calibrate, score, type ReceiptModel } from '../model/receipt-model.ts';
import type { Field, LayoutPage, RowReading } from '../types.ts';

export interface BlockCandidates {
  names: { candidate: BlockCandidate; x: number[] }[];
  addresses: { candidate: BlockCandidate; x: number[] }[];
}

/** Every name and address candidate of the receipt with its feature vector (also what training reads). */
export function blockCandidates(pages: LayoutPage[], readings: RowReading[], rules: Record<string, Field>): BlockCandidates {
  const rows = receiptRows(pages);
  const context = blockContext(rows, rules);
  return {
    names: nameCandidates(rows, readings, rules.supplier_name).map((candidate) => ({ candidate, x: nameFeatures(context, candidate) })),
    addresses: addressCandidates(rows, readings, rules.supplier_address).map((candidate) => ({ candidate, x: addressFeatures(context, candidate) })),
  };
}

interface Scored {
  candidate: BlockCandidate;
  p: number;
}

/** Candidates per field considered as a pair. */
const PAIR_CANDIDATES = 5;

const overlaps = (a: BlockCandidate, b: BlockCandidate) => a.rows[0].index <= b.rows[b.rows.length - 1].index && b.rows[0].index <= a.rows[a.rows.length - 1].index;

function top(items: { candidate: BlockCandidate; x: number[] }[], p: (x: number[]) => number): Scored[] {
  return items
    .map(({ candidate, x }) => ({ candidate, p: p(x) }))
    .sort((a, b) => b.p - a.p)
    .slice(0, PAIR_CANDIDATES);
}

/** The name and address with the highest joint score whose rows do not overlap. */
function pair(names: Scored[], addresses: Scored[]): { name: Scored | null; address: Scored | null } {
  if (!names.length || !addresses.length) return { name: names[0] ?? null, address: addresses[0] ?? null };
  let best = { name: names[0], address: null as Scored | null, score: Math.log(names[0].p) + Math.log(1e-9) };
  for (const name of names) {
    for (const address of addresses) {
      if (overlaps(name.candidate, address.candidate)) continue;
      const s = Math.log(Math.max(1e-9, name.p)) + Math.log(Math.max(1e-9, address.p));
      if (s > best.score) best = { name, address, score: s };
    }
  }
  return { name: best.name, address: best.address ?? addresses.find((a) => a.candidate !== best.name.candidate) ?? null };
}

function toField(choice: Scored | null, confidence: number): Field {
  if (!choice) return { value: null, raw: null, confidence: 0, page: null, bbox: null };
  const { candidate } = choice;
  return { value: candidate.value, raw: candidate.raw, confidence: Math.round(confidence * 1000) / 1000, page: candidate.rows[0].page, bbox: unionBox(candidate.rows.map((r) => r.bbox)) };
}

/** The fields with the supplier's name and address as the model chooses them, where it has a tree set for them. */
export function decodeSupplierBlocks(pages: LayoutPage[], readings: RowReading[], fields: Record<string, Field>, model: ReceiptModel): Record<string, Field> {
  const nameModel = model.fields.supplier_name;
  const addressModel = model.fields.supplier_address;
  if (!nameModel && !addressModel) return fields;
  const { names, addresses } = blockCandidates(pages, readings, fields);
  const chosen = pair(nameModel ? top(names, (x) => score(nameModel, x)) : [], addressModel ? top(addresses, (x) => score(addressModel, x)) : []);
  const out = { ...fields };
  if (nameModel) out.supplier_name = toField(chosen.name, chosen.name ? calibrate(nameModel.calibration, chosen.name.p) : 0);
  if (addressModel) out.supplier_address = toField(chosen.address, chosen.address ? calibrate(addressModel.calibration, chosen.address.p) : 0);
  return out;
}
