/** Small pieces shared by the document views. */
import { h } from '../dom.js';

export const TERMINAL = new Set(['processed', 'failed']);

const STATUS_LABELS = { queued: 'Queued', processing: 'Processing', processed: 'Processed', failed: 'Failed' };

/** @param {string} status */
export function statusBadge(status) {
  return h(
    'span',
    { class: `badge status-${status}`, dataset: { status } },
    TERMINAL.has(status) ? null : h('span', { class: 'spinner', 'aria-hidden': 'true' }),
    STATUS_LABELS[status] ?? status,
  );
}

/** @param {string} type */
export function typeLabel(type) {
  return { invoice: 'Invoice', receipt: 'Receipt', auto: 'Auto' }[type] ?? type;
}

/**
 * The value of a result field, or null.
 * @param {any} doc
 * @param {string} name
 */
export function fieldValue(doc, name) {
  return doc?.result?.fields?.[name]?.value ?? null;
}
