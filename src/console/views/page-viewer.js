/**
 * The pages of a document with a box over every located field and line item. Boxes are fractions of the
 * page (origin top left), so they are placed in percent over the image and stay put at any size.
 * Each box and the table row it belongs to share a key (data-keys); hovering or focusing either highlights both.
 */
import { api } from '../api.js';
import { h } from '../dom.js';
import { fieldLabel, formatConfidence, isLowConfidence } from '../format.js';

/**
 * @typedef {object} Box
 * @property {string[]} keys  'field:total_amount', 'line:0'; several when fields share one spot (total and amount due)
 * @property {string} label
 * @property {number} page    1-based
 * @property {number[]} bbox  [x0, y0, x1, y1] fractions of the page
 * @property {'field' | 'line'} kind
 * @property {number | null} confidence the lowest of the merged fields
 */

/**
 * Every box of a result: one per distinct spot, larger ones first so smaller ones sit on top and stay hoverable.
 * @param {any} result
 * @returns {Box[]}
 */
function boxesOf(result) {
  /** @type {Map<string, Box>} */
  const bySpot = new Map();
  const add = (/** @type {Box} */ box) => {
    const spot = `${box.kind}:${box.page}:${box.bbox.map((n) => n.toFixed(4)).join(',')}`;
    const same = bySpot.get(spot);
    if (!same) return void bySpot.set(spot, box);
    same.keys.push(...box.keys);
    same.label = `${same.label} · ${box.label}`;
    if (box.confidence !== null && (same.confidence === null || box.confidence < same.confidence)) same.confidence = box.confidence;
  };
  for (const [name, field] of Object.entries(result?.fields ?? {})) {
    if (isBox(field?.bbox)) add({ keys: [`field:${name}`], label: fieldLabel(name), page: field.page ?? 1, bbox: field.bbox, kind: 'field', confidence: field.confidence ?? null });
  }
  (result?.line_items ?? []).forEach((item, i) => {
    if (isBox(item?.bbox)) add({ keys: [`line:${i}`], label: `Line ${i + 1}`, page: item.page ?? 1, bbox: item.bbox, kind: 'line', confidence: item.confidence ?? null });
  });
  const area = (/** @type {Box} */ b) => (b.bbox[2] - b.bbox[0]) * (b.bbox[3] - b.bbox[1]);
  return [...bySpot.values()].sort((a, b) => area(b) - area(a));
}

function isBox(bbox) {
  return Array.isArray(bbox) && bbox.length === 4 && bbox.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/**
 * @param {any} doc a processed document
 * @param {import('./types.js').ViewContext} ctx
 * @param {(key: string) => void} onBoxClick
 */
export function pageViewer(doc, ctx, onBoxClick) {
  const result = doc.result;
  const pages = result?.pages?.length ? result.pages : Array.from({ length: doc.file?.pages ?? 1 }, (_, i) => ({ number: i + 1, width: 595, height: 842 }));
  const boxes = boxesOf(result);

  const frames = pages.map((page) => {
    const frame = h('div', { class: 'page-frame loading', dataset: { page: String(page.number) } });
    frame.style.aspectRatio = `${page.width} / ${page.height}`;
    const img = /** @type {HTMLImageElement} */ (h('img', { alt: `Page ${page.number} of ${pages.length}`, class: 'page-image', decoding: 'async' }));
    const overlay = h('div', { class: 'overlay' });
    for (const box of boxes.filter((b) => b.page === page.number)) overlay.appendChild(boxElement(box, onBoxClick));
    frame.append(img, overlay);
    api
      .objectUrl(`/v1/documents/${doc.id}/pages/${page.number}.png`)
      .then((src) => {
        if (!ctx.alive()) return window.URL.revokeObjectURL(src);
        ctx.onCleanup(() => window.URL.revokeObjectURL(src));
        img.addEventListener('load', () => frame.classList.remove('loading'), { once: true });
        img.src = src;
      })
      .catch(() => {
        frame.classList.remove('loading');
        frame.classList.add('no-image');
        frame.insertBefore(h('p', { class: 'no-image-text' }, 'No image of this page'), overlay);
      });
    return h('figure', { class: 'page' }, frame, pages.length > 1 ? h('figcaption', null, `Page ${page.number}`) : null);
  });

  const pagesBox = h('div', { class: 'pages' }, frames);
  const toggle = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'show-boxes', checked: true }));
  const wordsToggle = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'show-words' }));
  const wordsStatus = h('span', { class: 'muted small', role: 'status' });
  const viewer = h(
    'div',
    { class: 'viewer' },
    h(
      'div',
      { class: 'viewer-bar' },
      h('span', { class: 'viewer-toggles' }, h('label', { class: 'check' }, toggle, ' Fields'), h('label', { class: 'check' }, wordsToggle, ' Words'), wordsStatus),
      zoomControls(pagesBox),
      h('span', { class: 'legend' }, legendItem('field', 'Field'), legendItem('low', 'Low confidence'), legendItem('line', 'Line item')),
    ),
    pagesBox,
    boxes.length === 0 ? h('p', { class: 'hint' }, 'This result has no field positions to draw.') : null,
  );
  toggle.addEventListener('change', () => viewer.classList.toggle('boxes-hidden', !toggle.checked));

  /** @type {Promise<void> | null} */
  let wordsLoaded = null;
  wordsToggle.addEventListener('change', () => {
    viewer.classList.toggle('words-shown', wordsToggle.checked);
    if (!wordsToggle.checked || wordsLoaded) return;
    wordsStatus.textContent = 'Loading words…';
    wordsLoaded = api
      .get(`/v1/documents/${doc.id}/layout`)
      .then((layout) => {
        let count = 0;
        for (const layoutPage of layout.pages ?? []) {
          const overlay = viewer.querySelector(`.page-frame[data-page="${layoutPage.number}"] .overlay`);
          if (!overlay) continue;
          const layer = h('div', { class: 'words-layer', 'aria-hidden': 'true' }, (layoutPage.words ?? []).filter((w) => isBox(w.bbox)).map(wordElement));
          count += layer.childElementCount;
          overlay.prepend(layer);
        }
        wordsStatus.textContent = `${count} word${count === 1 ? '' : 's'}`;
      })
      .catch((e) => {
        wordsLoaded = null;
        wordsStatus.textContent = e instanceof Error ? e.message : 'The words could not be loaded.';
      });
  });
  return viewer;
}

/**
 * @param {Box} box
 * @param {(key: string) => void} onClick
 */
function boxElement(box, onClick) {
  const [x0, y0, x1, y1] = box.bbox;
  const low = box.kind === 'field' && isLowConfidence(box.confidence);
  const el = h(
    'div',
    {
      // Labels near the right or top edge go the other way so the page frame does not cut them off.
      class: `bbox ${box.kind}${low ? ' low' : ''}${x1 > 0.6 ? ' tag-left' : ''}${y0 < 0.04 ? ' tag-below' : ''}`,
      dataset: { keys: box.keys.join(' ') },
      title: `${box.label} · ${formatConfidence(box.confidence)}`,
      'aria-hidden': 'true',
      onclick: () => onClick(box.keys[0]),
    },
    h('span', { class: 'tag' }, box.label),
  );
  el.style.left = `${x0 * 100}%`;
  el.style.top = `${y0 * 100}%`;
  el.style.width = `${Math.max(0, x1 - x0) * 100}%`;
  el.style.height = `${Math.max(0, y1 - y0) * 100}%`;
  return el;
}

/** One word of the page layout: a faint outline, its text and OCR confidence on hover. */
function wordElement(word) {
  const [x0, y0, x1, y1] = word.bbox;
  const el = h('div', { class: `word${isLowConfidence(word.confidence) ? ' low' : ''}`, title: `${word.text} · ${formatConfidence(word.confidence)}` });
  el.style.left = `${x0 * 100}%`;
  el.style.top = `${y0 * 100}%`;
  el.style.width = `${Math.max(0, x1 - x0) * 100}%`;
  el.style.height = `${Math.max(0, y1 - y0) * 100}%`;
  return el;
}

const ZOOMS = [1, 1.5, 2, 3];

/**
 * Zoom out / level / zoom in. Boxes are in percent of the page, so they follow the image at any zoom.
 * @param {HTMLElement} pagesBox
 */
function zoomControls(pagesBox) {
  let level = 0;
  const label = h('span', { class: 'zoom-level', 'aria-live': 'polite' }, '100%');
  const out = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small icon', 'aria-label': 'Zoom out', disabled: true }, '−'));
  const zoomIn = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small icon', 'aria-label': 'Zoom in' }, '+'));
  const apply = (/** @type {number} */ next) => {
    level = Math.max(0, Math.min(ZOOMS.length - 1, next));
    pagesBox.style.width = `${ZOOMS[level] * 100}%`;
    label.textContent = `${ZOOMS[level] * 100}%`;
    out.disabled = level === 0;
    zoomIn.disabled = level === ZOOMS.length - 1;
  };
  out.addEventListener('click', () => apply(level - 1));
  zoomIn.addEventListener('click', () => apply(level + 1));
  return h('span', { class: 'zoom', role: 'group', 'aria-label': 'Zoom' }, out, label, zoomIn);
}

function legendItem(kind, label) {
  return h('span', { class: 'legend-item' }, h('span', { class: `swatch ${kind}`, 'aria-hidden': 'true' }), label);
}

/**
 * Links boxes and rows inside `root`: pointer or keyboard focus on anything with data-keys highlights
 * everything that shares one of its keys.
 * @param {HTMLElement} root
 */
export function linkHighlights(root) {
  let current = '';
  const set = (/** @type {string} */ keys) => {
    if (keys === current) return;
    for (const el of root.querySelectorAll('.active[data-keys]')) el.classList.remove('active');
    current = keys;
    if (!keys) return;
    const selector = keys.split(' ').map((k) => `[data-keys~="${window.CSS.escape(k)}"]`).join(',');
    for (const el of root.querySelectorAll(selector)) el.classList.add('active');
  };
  const keysOf = (/** @type {EventTarget | null} */ target) => (target instanceof window.Element ? target.closest('[data-keys]')?.getAttribute('data-keys') ?? '' : '');
  root.addEventListener('mouseover', (e) => set(keysOf(e.target)));
  root.addEventListener('mouseleave', () => set(''));
  root.addEventListener('focusin', (e) => set(keysOf(e.target)));
  root.addEventListener('focusout', () => set(''));
}

/**
 * The elements linked to `key` inside root, e.g. the box of a row.
 * @param {ParentNode} root
 * @param {string} selector '.bbox' or '.side tr'
 * @param {string} key
 */
export function linked(root, selector, key) {
  return root.querySelector(`${selector}[data-keys~="${window.CSS.escape(key)}"]`);
}
