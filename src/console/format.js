/** How values look on screen. Pure functions. */

/** Fields whose confidence is below this are marked for a second look. */
export const LOW_CONFIDENCE = 0.6;

const ACRONYMS = { iban: 'IBAN', po: 'PO', id: 'ID' };

/** 'supplier_tax_id' → 'Supplier tax ID' */
export function fieldLabel(name) {
  const words = String(name).split('_').map((w) => ACRONYMS[w] ?? w);
  const first = words[0] ?? '';
  words[0] = first === first.toUpperCase() ? first : first[0].toUpperCase() + first.slice(1);
  return words.join(' ');
}

/** @param {string | null | undefined} iso */
export function formatDateTime(iso) {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * @param {number | null | undefined} amount
 * @param {string | null | undefined} currency ISO 4217, or null when the document does not say
 */
export function formatAmount(amount, currency) {
  if (amount === null || amount === undefined || Number.isNaN(Number(amount))) return '—';
  const number = Number(amount).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${number} ${currency}` : number;
}

/** @param {number | null | undefined} confidence 0–1 */
export function formatConfidence(confidence) {
  if (confidence === null || confidence === undefined) return '—';
  return `${Math.round(confidence * 100)}%`;
}

export function isLowConfidence(confidence) {
  return typeof confidence === 'number' && confidence > 0 && confidence < LOW_CONFIDENCE;
}

/** A field value as text: amounts with two decimals, everything else as given. */
export function formatValue(name, value) {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && /amount|total|subtotal|tip|tax$/.test(name)) return formatAmount(value, null);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * What to call a document in lists: the file name given at upload, else the last part of its URL's path.
 * @param {{url: string, metadata?: Record<string, string>}} doc
 */
export function documentName(doc) {
  if (doc.metadata && doc.metadata.filename) return doc.metadata.filename;
  const url = doc.url ?? '';
  if (url.startsWith('data:')) return 'Uploaded file';
  try {
    const parsed = new window.URL(url);
    const last = decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() ?? '');
    return last || parsed.host;
  } catch {
    return url || '—';
  }
}

/** 'doc_01JD3ABCDEFG…' → 'doc_…CDEFG' for tight columns; the full id stays in a title. */
export function shortId(id) {
  return id.length > 14 ? `${id.slice(0, 4)}…${id.slice(-6)}` : id;
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  if (!bytes && bytes !== 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
