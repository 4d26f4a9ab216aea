/**
 * An invoice field's confidence as a probability. The invoice rules score a field by where and how it was
 * found (a labelled value, a position, a derived amount); those scores rank well but are not frequencies. Per
 * field and kind of page — a PDF's text layer or OCR — an isotonic map fitted on invoices of many layout
 * families (train/invoice_calibration.py, checked one family left out) turns the score into the share of
 * such fields that were right. A field the training invoices do not label (addresses, phone numbers) keeps
 * its score.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Field, Result } from '../types.ts';
import { calibrate, type Calibration } from './receipt-model.ts';

type Kind = 'text' | 'ocr';

export interface InvoiceCalibration {
  format: 1;
  /** Maps by field: per kind of page where fitted apart, else `any`. */
  fields: Record<string, Partial<Record<Kind | 'any', Calibration>>>;
}

export const DEFAULT_INVOICE_CALIBRATION_PATH = fileURLToPath(new URL('../../../models/invoice-calibration.json', import.meta.url));

let loaded: InvoiceCalibration | null | undefined;
/**
 * The committed maps (`DOCPROC_INVOICE_CALIBRATION` names another file: the eval reads each layout family with
 * the maps fitted without it; `off`: none, as training reads the rules' scores), or null when the file is
 * absent: the rules' scores then stand.
 */
export function defaultInvoiceCalibration(): InvoiceCalibration | null {
  if (loaded === undefined) {
    const path = process.env.DOCPROC_INVOICE_CALIBRATION || DEFAULT_INVOICE_CALIBRATION_PATH;
    try {
      loaded = path === 'off' ? null : (JSON.parse(readFileSync(path, 'utf8')) as InvoiceCalibration);
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

export function fieldProbability(model: InvoiceCalibration, name: string, kind: Kind, confidence: number): number {
  const entry = model.fields[name];
  return entry ? Math.round(calibrate(entry[kind] ?? entry.any, confidence) * 1000) / 1000 : confidence;
}

/** Every returned field's confidence as its calibrated probability; e-invoice fields (read from XML) keep theirs. */
export function calibrateInvoiceFields(fields: Record<string, Field>, source: Result['source'], model: InvoiceCalibration | null): Record<string, Field> {
  if (!model || source === 'e_invoice') return fields;
  const kind: Kind = source === 'ocr' ? 'ocr' : 'text';
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.value == null ? field : { ...field, confidence: fieldProbability(model, name, kind, field.confidence) }]),
  );
}
