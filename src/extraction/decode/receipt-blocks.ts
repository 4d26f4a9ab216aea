/**
 * The supplier's name and address on a receipt chosen by the trained model: every block candidate is scored
 * per field, the best of each is chosen, and its confidence is the calibrated probability of being right. (Choosing
 * them as a pair on different rows was tried: the same 5-fold CV figures to within 0.5 point, so the simpler choice.)
 */
import { unionBox } from '../layout/lines.ts';
import { addressCandidates, nameCandidates, type BlockCandidate } from '../candidates/receipt-blocks.ts';
import { addressFeatures, blockContext, nameFeatures } from '../features/receipt-blocks.ts';
import { withoutTrailingPhone } from '../fields/receipt-address.ts';
import { receiptRows } from '../fields/receipt-rows.ts';
import { calibrate, fieldCalibration, isPhotographed, score, type ReceiptModel } from '../model/receipt-model.ts';
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

/** The best-scored candidate: the calibration was fitted on exactly this choice's out-of-fold outcomes. */
function best(items: { candidate: BlockCandidate; x: number[] }[], p: (x: number[]) => number): Scored | null {
  let top: Scored | null = null;
  for (const { candidate, x } of items) {
    if (!candidate.choosable) continue;
    const s = p(x);
    if (!top || s > top.p) top = { candidate, p: s };
  }
  return top;
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
  const chosen = { name: nameModel ? best(names, (x) => score(nameModel, x)) : null, address: addressModel ? best(addresses, (x) => score(addressModel, x)) : null };
  const out = { ...fields };
  const photo = isPhotographed(pages);
  if (nameModel) out.supplier_name = toField(chosen.name, chosen.name ? calibrate(fieldCalibration(nameModel, photo), chosen.name.p) : 0);
  if (addressModel) {
    const address = toField(chosen.address, chosen.address ? calibrate(fieldCalibration(addressModel, photo), chosen.address.p) : 0);
    out.supplier_address = typeof address.value === 'string' ? { ...address, value: withoutTrailingPhone(address.value) } : address;
  }
  return out;
}
