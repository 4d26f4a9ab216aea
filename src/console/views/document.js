/** #/documents/{id}: the page with every field outlined, the fields, line items, taxes, checks and the raw JSON. */
import { ApiError, api } from '../api.js';
import { copyWithFeedback, h, replace } from '../dom.js';
import { documentName, fieldLabel, formatAmount, formatBytes, formatConfidence, formatDateTime, formatValue, isLowConfidence, LOW_CONFIDENCE } from '../format.js';
import { documentActions } from './document-actions.js';
import { linked, linkHighlights, pageViewer } from './page-viewer.js';
import { statusBadge, TERMINAL, typeLabel } from './status.js';

const POLL_MS = 1500;

/** The canonical field order (API.md); fields not listed here follow in the order the API sent them. */
const FIELD_ORDER = [
  'supplier_name', 'supplier_address', 'supplier_tax_id', 'supplier_phone', 'supplier_email',
  'customer_name', 'customer_address', 'customer_tax_id',
  'invoice_number', 'receipt_number', 'po_number', 'date', 'due_date', 'time',
  'currency', 'subtotal', 'total_tax', 'tip', 'total_amount', 'amount_due',
  'payment_terms', 'iban', 'payment_method',
];

const SOURCE_LABELS = { pdf_text: 'PDF text', ocr: 'OCR', e_invoice: 'E-invoice' };

/**
 * @param {HTMLElement} main
 * @param {import('./types.js').ViewContext} ctx
 */
export function renderDocument(main, ctx) {
  const [id] = ctx.params;
  ctx.setTitle(id);
  const root = h('section', { class: 'page document-page' });
  main.appendChild(root);
  replace(root, breadcrumbs(id), h('h1', { tabindex: '-1' }, 'Document'), h('p', { class: 'loading' }, 'Loading…'));

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  ctx.onCleanup(() => clearTimeout(timer));
  let lastStatus = '';

  async function load() {
    try {
      const doc = await api.get(`/v1/documents/${encodeURIComponent(id)}`);
      if (!ctx.alive()) return;
      // Re-render only when something a person would see changed; keeps focus and scroll while polling.
      if (doc.status !== lastStatus) {
        lastStatus = doc.status;
        const hadFocus = root.contains(document.activeElement);
        replace(root, ...documentView(doc, ctx));
        ctx.setTitle(documentName(doc));
        if (hadFocus) /** @type {HTMLElement} */ (root.querySelector('h1')).focus({ preventScroll: true });
      }
      if (!TERMINAL.has(doc.status)) timer = setTimeout(load, POLL_MS);
    } catch (e) {
      if (!ctx.alive()) return;
      const message = e instanceof ApiError && e.code === 'document_not_found' ? 'There is no document with this id in your project.' : e instanceof Error ? e.message : 'Loading failed.';
      replace(root, breadcrumbs(id), h('h1', { tabindex: '-1' }, 'Document'), h('p', { class: 'notice error', role: 'alert' }, message));
    }
  }
  load();
}

function breadcrumbs(id) {
  return h('nav', { class: 'breadcrumbs', 'aria-label': 'Breadcrumb' }, h('a', { href: '#/documents' }, 'Documents'), h('span', { 'aria-hidden': 'true' }, ' / '), h('span', { class: 'mono' }, id));
}

/**
 * @param {any} doc
 * @param {import('./types.js').ViewContext} ctx
 */
function documentView(doc, ctx) {
  const json = JSON.stringify(doc, null, 2);
  const copyButton = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small', onclick: () => copyWithFeedback(copyButton, json) }, 'Copy JSON'));
  const downloadUrl = window.URL.createObjectURL(new window.Blob([json], { type: 'application/json' }));
  ctx.onCleanup(() => window.URL.revokeObjectURL(downloadUrl));
  const result = doc.result;

  const head = h(
    'div',
    { class: 'page-head doc-head' },
    h(
      'div',
      null,
      h('h1', { tabindex: '-1' }, documentName(doc)),
      doc.url && !doc.url.startsWith('data:') ? h('span', { class: 'source-url mono muted', title: doc.url }, doc.url) : null,
      h(
        'dl',
        { class: 'meta' },
        metaItem('Status', statusBadge(doc.status)),
        metaItem('Type', result?.document_type && doc.type === 'auto' ? `${typeLabel(result.document_type)} (auto-detected)` : typeLabel(doc.type)),
        result ? metaItem('Read from', SOURCE_LABELS[result.source] ?? result.source) : null,
        doc.file ? metaItem('File', `${doc.file.content_type ?? 'unknown'} · ${formatBytes(doc.file.size)}${doc.file.pages ? ` · ${doc.file.pages} page${doc.file.pages === 1 ? '' : 's'}` : ''}`) : null,
        metaItem('Created', h('time', { datetime: doc.created_at }, formatDateTime(doc.created_at))),
        ...Object.entries(doc.metadata ?? {})
          .filter(([name]) => name !== 'filename')
          .map(([name, value]) => metaItem(name, String(value))),
      ),
    ),
    h('div', { class: 'actions' }, copyButton, h('a', { class: 'button small', href: downloadUrl, download: `${doc.id}.json` }, 'Download JSON'), documentActions(doc, ctx)),
  );

  const parts = [breadcrumbs(doc.id), head];
  if (!TERMINAL.has(doc.status)) {
    parts.push(h('div', { class: 'notice info', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), ` This document is ${doc.status}. The page updates by itself when it is done.`));
  }
  if (doc.status === 'failed') {
    parts.push(
      h(
        'div',
        { class: 'notice error', role: 'alert' },
        h('strong', null, 'Processing failed'),
        h('p', null, doc.error?.message ?? 'No reason was given.'),
        doc.error?.code ? h('p', { class: 'small' }, 'Code ', h('code', null, doc.error.code)) : null,
      ),
    );
  }
  if (result) parts.push(...resultView(doc, ctx));
  parts.push(
    h(
      'details',
      { class: 'card raw-json' },
      h('summary', null, 'Raw JSON'),
      h('pre', { tabindex: '0', 'aria-label': 'The document as JSON' }, h('code', null, json)),
    ),
  );
  return parts;
}

function metaItem(label, value) {
  return h('div', null, h('dt', null, label), h('dd', null, value));
}

/**
 * @param {any} doc
 * @param {import('./types.js').ViewContext} ctx
 */
function resultView(doc, ctx) {
  const result = doc.result;
  const fields = orderedFields(result.fields ?? {});
  const currency = result.fields?.currency?.value ?? null;
  const found = fields.filter(([, f]) => f && f.value !== null && f.value !== undefined);
  const missing = fields.filter(([, f]) => !f || f.value === null || f.value === undefined);
  const failedChecks = Object.entries(result.checks ?? {}).filter(([, v]) => v === false);
  const lowFields = found.filter(([, f]) => isLowConfidence(f.confidence));

  /** @param {string} key */
  const focusRow = (key) => {
    const target = /** @type {HTMLElement | null} */ (linked(layout, '.side tr', key));
    if (!target) return;
    target.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    /** @type {HTMLElement | null} */ (target.querySelector('button, [tabindex]') ?? target)?.focus({ preventScroll: true });
  };

  const review = [];
  if (result.needs_review || failedChecks.length || (result.warnings ?? []).length) {
    review.push(
      h(
        'div',
        { class: `notice ${result.needs_review || failedChecks.length ? 'warning' : 'info'}`, role: 'status' },
        h('strong', null, result.needs_review ? 'Needs review' : 'Notes'),
        h(
          'ul',
          null,
          failedChecks.map(([name]) => h('li', null, `Check failed: ${fieldLabel(name).toLowerCase()}.`)),
          (result.warnings ?? []).map((w) => h('li', null, typeof w === 'string' ? w : w.message ?? JSON.stringify(w))),
          lowFields.length ? h('li', null, `${lowFields.length} field${lowFields.length === 1 ? ' has' : 's have'} a confidence below ${Math.round(LOW_CONFIDENCE * 100)}%.`) : null,
        ),
      ),
    );
  }

  const fieldsTable = h(
    'table',
    { class: 'data fields-table' },
    h('caption', { class: 'visually-hidden' }, 'Extracted fields'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Field'), h('th', { scope: 'col' }, 'Value'), h('th', { scope: 'col', class: 'num' }, 'Confidence'))),
    h('tbody', null, found.map(([name, field]) => fieldRow(name, field, currency, focusBox))),
  );
  const emptyFields = missing.length
    ? h(
        'details',
        { class: 'empty-fields' },
        h('summary', null, `${missing.length} field${missing.length === 1 ? '' : 's'} not found`),
        h('p', { class: 'muted small' }, missing.map(([name]) => fieldLabel(name)).join(', ')),
      )
    : null;

  const side = h(
    'div',
    { class: 'side' },
    h('section', { class: 'card', 'aria-labelledby': 'fields-title' }, h('h2', { id: 'fields-title' }, 'Fields'), found.length ? fieldsTable : h('p', { class: 'muted' }, 'No field was found.'), emptyFields),
    lineItemsCard(result.line_items ?? [], currency, focusBox),
    taxesCard(result.taxes ?? [], currency),
    checksCard(result.checks ?? {}),
  );

  const hasPages = (result.pages?.length ?? 0) > 0 || (doc.file?.pages ?? 0) > 0;
  const layout = hasPages
    ? h('div', { class: 'doc-layout' }, h('section', { class: 'card viewer-card', 'aria-label': 'Pages' }, pageViewer(doc, ctx, focusRow)), side)
    : h('div', { class: 'doc-layout single' }, side);
  if (!hasPages) {
    review.push(
      h(
        'div',
        { class: 'notice info' },
        result.source === 'e_invoice'
          ? 'This e-invoice is an XML file: there is no page to show, and its fields were read exactly from the XML.'
          : 'This document has no pages to show.',
      ),
    );
  }
  linkHighlights(layout);

  /** @param {string} key */
  function focusBox(key) {
    const box = linked(layout, '.bbox', key);
    if (!box) return;
    box.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    box.classList.remove('flash');
    void (/** @type {HTMLElement} */ (box).offsetWidth);
    box.classList.add('flash');
  }

  return [...review, layout];
}

function orderedFields(fields) {
  const names = Object.keys(fields);
  const known = FIELD_ORDER.filter((n) => names.includes(n));
  return [...known, ...names.filter((n) => !FIELD_ORDER.includes(n))].map((n) => [n, fields[n]]);
}

/**
 * @param {string} name
 * @param {any} field
 * @param {string | null} currency
 * @param {(key: string) => void} focusBox
 */
function fieldRow(name, field, currency, focusBox) {
  const key = `field:${name}`;
  const hasBox = Array.isArray(field.bbox);
  const value = formatValue(name, field.value);
  const showRaw = field.raw && String(field.raw) !== String(field.value) && field.raw !== value;
  return h(
    'tr',
    { dataset: { keys: key, field: name }, class: isLowConfidence(field.confidence) ? 'low' : null },
    h(
      'th',
      { scope: 'row' },
      hasBox
        ? h('button', { type: 'button', class: 'field-name', onclick: () => focusBox(key), title: 'Show on the page' }, fieldLabel(name))
        : h('span', { class: 'field-name plain' }, fieldLabel(name)),
    ),
    h(
      'td',
      { class: 'value' },
      h('span', { class: typeof field.value === 'number' ? 'num-value' : null }, value),
      typeof field.value === 'number' && currency && /amount|total|subtotal|tip|tax$/.test(name) ? h('span', { class: 'muted' }, ` ${currency}`) : null,
      showRaw ? h('div', { class: 'raw muted small', title: 'As written on the document' }, `“${field.raw}”`) : null,
    ),
    h('td', { class: 'num' }, confidenceMeter(field.confidence)),
  );
}

function confidenceMeter(confidence) {
  const low = isLowConfidence(confidence);
  const fill = h('span', { class: 'meter-fill' });
  fill.style.width = `${Math.round((confidence ?? 0) * 100)}%`;
  return h(
    'span',
    { class: `confidence${low ? ' low' : ''}`, title: low ? 'Low confidence: check this value' : 'Confidence' },
    h('span', { class: 'meter', 'aria-hidden': 'true' }, fill),
    h('span', { class: 'confidence-text' }, formatConfidence(confidence)),
    low ? h('span', { class: 'visually-hidden' }, ' (low)') : null,
  );
}

function lineItemsCard(items, currency, focusBox) {
  if (!items.length) return h('section', { class: 'card', 'aria-labelledby': 'lines-title' }, h('h2', { id: 'lines-title' }, 'Line items'), h('p', { class: 'muted' }, 'No line items were found.'));
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'lines-title' },
    h('h2', { id: 'lines-title' }, 'Line items ', h('span', { class: 'count' }, String(items.length))),
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { class: 'data lines-table' },
        h(
          'thead',
          null,
          h('tr', null, h('th', { scope: 'col' }, 'Description'), h('th', { scope: 'col', class: 'num' }, 'Qty'), h('th', { scope: 'col', class: 'num' }, 'Unit price'), h('th', { scope: 'col', class: 'num' }, 'Tax'), h('th', { scope: 'col', class: 'num' }, 'Amount'), h('th', { scope: 'col', class: 'num' }, 'Conf.')),
        ),
        h(
          'tbody',
          null,
          items.map((item, i) => {
            const key = `line:${i}`;
            const label = [item.description, item.product_code ? `(${item.product_code})` : null].filter(Boolean).join(' ') || `Line ${i + 1}`;
            return h(
              'tr',
              { dataset: { keys: key }, class: isLowConfidence(item.confidence) ? 'low' : null },
              h('th', { scope: 'row' }, Array.isArray(item.bbox) ? h('button', { type: 'button', class: 'field-name', onclick: () => focusBox(key) }, label) : label),
              h('td', { class: 'num' }, item.quantity ?? '—'),
              h('td', { class: 'num' }, formatAmount(item.unit_price, null)),
              h('td', { class: 'num' }, item.tax_rate === null || item.tax_rate === undefined ? '—' : `${item.tax_rate}%`),
              h('td', { class: 'num' }, formatAmount(item.amount, null)),
              h('td', { class: 'num' }, formatConfidence(item.confidence)),
            );
          }),
        ),
      ),
    ),
    currency ? h('p', { class: 'muted small' }, `Amounts in ${currency}.`) : null,
  );
}

function taxesCard(taxes, currency) {
  if (!taxes.length) return null;
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'taxes-title' },
    h('h2', { id: 'taxes-title' }, 'Taxes'),
    h(
      'table',
      { class: 'data' },
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Rate'), h('th', { scope: 'col', class: 'num' }, 'Base'), h('th', { scope: 'col', class: 'num' }, 'Amount'))),
      h(
        'tbody',
        null,
        taxes.map((t) => h('tr', null, h('td', null, t.rate === null || t.rate === undefined ? '—' : `${t.rate}%`), h('td', { class: 'num' }, formatAmount(t.base, currency)), h('td', { class: 'num' }, formatAmount(t.amount, currency)))),
      ),
    ),
  );
}

function checksCard(checks) {
  const entries = Object.entries(checks);
  if (!entries.length) return null;
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'checks-title' },
    h('h2', { id: 'checks-title' }, 'Checks'),
    h(
      'ul',
      { class: 'checks' },
      entries.map(([name, ok]) =>
        h(
          'li',
          { class: ok === true ? 'pass' : ok === false ? 'fail' : 'skip', dataset: { check: name } },
          h('span', { class: 'check-icon', 'aria-hidden': 'true' }, ok === true ? '✓' : ok === false ? '✕' : '–'),
          h('span', null, fieldLabel(name)),
          h('span', { class: 'check-state' }, ok === true ? 'passed' : ok === false ? 'failed' : 'not checked'),
        ),
      ),
    ),
  );
}
