/** #/documents: submit a document (URL or local file) and the paginated list, refreshed while documents are in flight. */
import { ApiError, api } from '../api.js';
import { h, replace, whileBusy } from '../dom.js';
import { documentName, formatAmount, formatBytes, formatDateTime, shortId } from '../format.js';
import { TERMINAL, fieldValue, statusBadge, typeLabel } from './status.js';

const PAGE_SIZE = 10;
const POLL_MS = 1500;
const STATUSES = ['queued', 'processing', 'processed', 'failed'];

/**
 * @param {HTMLElement} main
 * @param {import('./types.js').ViewContext} ctx
 */
export function renderDocuments(main, ctx) {
  ctx.setTitle('Documents');
  const status = STATUSES.includes(ctx.query.get('status') ?? '') ? ctx.query.get('status') : '';
  const cursor = pageCursor(ctx.query);

  const list = documentList(ctx, { cursor, status });
  main.appendChild(
    h(
      'section',
      { class: 'page' },
      h('div', { class: 'page-head' }, h('h1', { tabindex: '-1' }, 'Documents'), h('p', { class: 'muted' }, 'Submit invoices and receipts, watch them process, open one to see every field on the page.')),
      submitForm(ctx, () => {
        if (!cursor) list.reload();
        else location.hash = status ? `#/documents?status=${status}` : '#/documents';
      }),
      list.element,
    ),
  );
}

/**
 * @param {import('./types.js').ViewContext} ctx
 * @param {() => void} onSubmitted
 */
function submitForm(ctx, onSubmitted) {
  /** @type {File | null} */
  let file = null;
  const urlInput = /** @type {HTMLInputElement} */ (h('input', { id: 'doc-url', name: 'url', type: 'url', inputmode: 'url', placeholder: 'https://example.com/invoice.pdf', autocomplete: 'off' }));
  const fileInput = /** @type {HTMLInputElement} */ (
    h('input', { id: 'doc-file', name: 'file', type: 'file', class: 'visually-hidden', accept: '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.heic,.heif,.webp,.xml,application/pdf,image/*,application/xml,text/xml' })
  );
  const chosen = h('div', { class: 'chosen-file', hidden: true });
  const error = h('p', { class: 'form-error', role: 'alert' });
  const button = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'button primary' }, 'Process document'));

  function choose(/** @type {File | null} */ next) {
    file = next;
    chosen.hidden = !file;
    if (!file) {
      replace(chosen);
      fileInput.value = '';
      return;
    }
    urlInput.value = '';
    replace(
      chosen,
      h('span', { class: 'file-name' }, file.name),
      h('span', { class: 'muted' }, formatBytes(file.size)),
      h('button', { type: 'button', class: 'button ghost small', onclick: () => choose(null), 'aria-label': `Remove ${file.name}` }, 'Remove'),
    );
  }

  fileInput.addEventListener('change', () => choose(fileInput.files?.[0] ?? null));
  urlInput.addEventListener('input', () => {
    if (urlInput.value && file) choose(null);
  });

  const dropzone = h(
    'div',
    {
      class: 'dropzone',
      ondragover(/** @type {DragEvent} */ event) {
        event.preventDefault();
        dropzone.classList.add('dragging');
      },
      ondragleave: () => dropzone.classList.remove('dragging'),
      ondrop(/** @type {DragEvent} */ event) {
        event.preventDefault();
        dropzone.classList.remove('dragging');
        const dropped = event.dataTransfer?.files?.[0];
        if (dropped) choose(dropped);
      },
    },
    fileInput,
    uploadIcon(),
    h('p', null, h('strong', null, 'Drop a file here'), ' or ', h('label', { for: 'doc-file', class: 'linklike' }, 'choose one')),
    h('p', { class: 'hint' }, 'PDF, scan or phone photo (PNG, JPEG, TIFF, HEIC) or an e-invoice (XML)'),
    chosen,
  );

  const typeChoice = h(
    'fieldset',
    { class: 'segmented' },
    h('legend', null, 'Type'),
    [
      ['invoice', 'Invoice'],
      ['receipt', 'Receipt'],
      ['auto', 'Auto-detect'],
    ].map(([value, label], i) =>
      h('label', null, h('input', { type: 'radio', name: 'type', value, checked: i === 0 }), h('span', null, label)),
    ),
  );

  const form = h(
    'form',
    {
      class: 'submit-form',
      novalidate: true,
      async onsubmit(/** @type {Event} */ event) {
        event.preventDefault();
        error.textContent = '';
        const type = /** @type {HTMLInputElement} */ (form.querySelector('input[name=type]:checked')).value;
        const url = urlInput.value.trim();
        if (!file && !url) {
          error.textContent = 'Choose a file or enter the URL of a document.';
          urlInput.focus();
          return;
        }
        await whileBusy(button, async () => {
          try {
            const body = file ? { url: await readAsDataUrl(file), type, metadata: { filename: file.name } } : { url, type };
            const doc = await api.post('/v1/documents/process', body);
            ctx.toast(`Submitted ${file ? file.name : url.length > 60 ? `${url.slice(0, 57)}…` : url} (${doc.id}).`, 'success');
            choose(null);
            urlInput.value = '';
            onSubmitted();
          } catch (e) {
            error.textContent = describeSubmitError(e);
            if (e instanceof ApiError && e.param === 'url' && !file) urlInput.focus();
          }
        });
      },
    },
    dropzone,
    h('div', { class: 'or', 'aria-hidden': 'true' }, 'or'),
    h('div', { class: 'field' }, h('label', { for: 'doc-url' }, 'Document URL'), urlInput),
    h('div', { class: 'form-row' }, typeChoice, button),
    error,
  );
  return h('section', { class: 'card', 'aria-labelledby': 'submit-title' }, h('h2', { id: 'submit-title' }, 'Process a document'), form);
}

/** @param {File} file */
function readAsDataUrl(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** @param {unknown} e */
function describeSubmitError(e) {
  if (!(e instanceof ApiError)) return 'The file could not be read.';
  if (e.code === 'payload_too_large') return 'The file is larger than this server accepts.';
  return e.message;
}

function uploadIcon() {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'drop-icon');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.7');
  path.setAttribute('stroke-linecap', 'round');
  path.setAttribute('stroke-linejoin', 'round');
  svg.appendChild(path);
  return svg;
}

/**
 * @param {import('./types.js').ViewContext} ctx
 * @param {{cursor: PageCursor | null, status: string | null}} state
 */
function documentList(ctx, { cursor, status }) {
  const body = h('div', { class: 'table-wrap' }, h('p', { class: 'loading' }, 'Loading documents…'));
  const pager = h('nav', { class: 'pager', 'aria-label': 'Pages of documents' });
  const live = h('span', { class: 'live-indicator', hidden: true }, h('span', { class: 'pulse', 'aria-hidden': 'true' }), 'Updating');
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  ctx.onCleanup(() => clearTimeout(timer));

  const filter = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      {
        id: 'status-filter',
        onchange: () => (location.hash = filter.value ? `#/documents?status=${filter.value}` : '#/documents'),
      },
      h('option', { value: '' }, 'All statuses'),
      STATUSES.map((s) => h('option', { value: s, selected: s === status }, s[0].toUpperCase() + s.slice(1))),
    )
  );

  /** @param {PageCursor | null} next */
  function hrefFor(next) {
    const q = new URLSearchParams();
    if (status) q.set('status', status);
    if (next && next.from > 1) {
      q.set(next.direction, next.id);
      q.set('from', String(next.from));
    }
    const s = q.toString();
    return s ? `#/documents?${s}` : '#/documents';
  }

  async function load() {
    clearTimeout(timer);
    const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) q.set(cursor.direction === 'after' ? 'starting_after' : 'ending_before', cursor.id);
    if (status) q.set('status', status);
    try {
      const page = await api.get(`/v1/documents?${q}`);
      if (!ctx.alive()) return;
      replace(body, page.data.length ? table(page.data) : emptyState(status, cursor !== null));
      renderPager(page);
      const inFlight = page.data.some((d) => !TERMINAL.has(d.status));
      live.hidden = !inFlight;
      if (inFlight) timer = setTimeout(load, POLL_MS);
    } catch (e) {
      if (!ctx.alive()) return;
      // A cursor document deleted meanwhile: the page it marked is gone, the first page is not.
      const retry = e instanceof ApiError && e.code === 'resource_missing' ? h('a', { class: 'button', href: hrefFor(null) }, 'Back to the first page') : h('button', { type: 'button', class: 'button', onclick: load }, 'Try again');
      replace(body, h('p', { class: 'form-error', role: 'alert' }, e instanceof Error ? e.message : 'Loading failed.'), retry);
    }
  }

  /**
   * Pages by cursor (stable while documents arrive): Next is the page after this one's last document,
   * Previous the page before its first. Only the first page has a total; `from` (the position of a page's
   * first document when it was reached) numbers the others.
   */
  function renderPager(page) {
    const from = cursor ? cursor.from : 1;
    const to = from + page.data.length - 1;
    const range = page.data.length === 0 ? '' : cursor ? `${from}–${to}` : `${from}–${to} of ${page.total}`;
    const newer = cursor ? (cursor.direction === 'after' ? true : page.has_more) : false;
    const older = cursor?.direction === 'before' ? true : page.has_more;
    const first = page.data[0]?.id;
    const last = page.data[page.data.length - 1]?.id;
    const disabled = (/** @type {string} */ label) => h('span', { class: 'button small disabled', 'aria-disabled': 'true' }, label);
    replace(
      pager,
      h('span', { class: 'muted' }, range),
      h(
        'span',
        { class: 'pager-buttons' },
        newer && first ? h('a', { class: 'button small', href: hrefFor({ direction: 'before', id: first, from: from - PAGE_SIZE }), rel: 'prev' }, '← Previous') : disabled('← Previous'),
        older && last ? h('a', { class: 'button small', href: hrefFor({ direction: 'after', id: last, from: to + 1 }), rel: 'next' }, 'Next →') : disabled('Next →'),
      ),
    );
  }

  load();
  const refresh = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small', onclick: () => whileBusy(refresh, load) }, 'Refresh'));
  const element = h(
    'section',
    { class: 'card flush', 'aria-labelledby': 'list-title' },
    h(
      'div',
      { class: 'card-head' },
      h('h2', { id: 'list-title' }, 'Recent documents'),
      live,
      h('div', { class: 'toolbar' }, h('label', { for: 'status-filter', class: 'visually-hidden' }, 'Filter by status'), filter, refresh),
    ),
    body,
    pager,
  );
  return { element, reload: load };
}

/** @typedef {{direction: 'after' | 'before', id: string, from: number}} PageCursor */

/**
 * The page of the hash: `after=<id>` or `before=<id>` a document, `from` the position it starts at.
 * @param {URLSearchParams} query
 * @returns {PageCursor | null}
 */
function pageCursor(query) {
  const from = Math.max(1, Number.parseInt(query.get('from') ?? '1', 10) || 1);
  for (const direction of /** @type {const} */ (['after', 'before'])) {
    const id = query.get(direction);
    if (id && /^doc_[0-9A-Za-z]{1,60}$/.test(id)) return { direction, id, from };
  }
  return null;
}

/** @param {any[]} docs */
function table(docs) {
  return h(
    'table',
    { class: 'data documents-table' },
    h('thead', null, h('tr', null, ['Document', 'Status', 'Type', 'Supplier', 'Total', 'Created'].map((c) => h('th', { scope: 'col', class: c === 'Total' ? 'num' : null }, c)))),
    h(
      'tbody',
      null,
      docs.map((doc) => {
        const total = fieldValue(doc, 'total_amount');
        return h(
          'tr',
          { dataset: { id: doc.id, status: doc.status } },
          h('td', { 'data-label': 'Document' }, h('a', { href: `#/documents/${doc.id}`, class: 'doc-link' }, documentName(doc)), h('div', { class: 'mono muted small', title: doc.id }, shortId(doc.id))),
          h(
            'td',
            { 'data-label': 'Status' },
            statusBadge(doc.status),
            doc.result?.needs_review ? h('span', { class: 'badge review', title: 'A check failed or a value has low confidence' }, 'Review') : null,
            doc.error ? h('div', { class: 'small error-text', title: doc.error.message }, doc.error.code) : null,
          ),
          h('td', { 'data-label': 'Type' }, typeLabel(doc.result?.document_type ?? doc.type)),
          h('td', { 'data-label': 'Supplier', class: 'supplier' }, fieldValue(doc, 'supplier_name') ?? h('span', { class: 'muted' }, '—')),
          h('td', { 'data-label': 'Total', class: 'num total' }, total === null ? h('span', { class: 'muted' }, '—') : formatAmount(total, fieldValue(doc, 'currency'))),
          h('td', { 'data-label': 'Created', class: 'nowrap' }, h('time', { datetime: doc.created_at }, formatDateTime(doc.created_at))),
        );
      }),
    ),
  );
}

function emptyState(status, paged) {
  if (paged) return h('p', { class: 'empty' }, 'No documents on this page. ', h('a', { href: '#/documents' }, 'Back to the first page'));
  if (status) return h('p', { class: 'empty' }, `No ${status} documents.`);
  return h('div', { class: 'empty' }, h('p', null, h('strong', null, 'No documents yet.')), h('p', { class: 'muted' }, 'Drop a PDF or photo above, or paste the URL of one, to see what docproc reads from it.'));
}
