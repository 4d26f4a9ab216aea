/**
 * The pages of a document with a box over every located field and line item. Boxes are fractions of the
 * page (origin top left), so they are placed in percent over the image and stay put at any size.
 * Each box and the table row it belongs to share a data-key; hovering or focusing either highlights both.
 */
import { api } from '../api.js';
import { h } from '../dom.js';
import { fieldLabel, formatConfidence, isLowConfidence } from '../format.js';

/**
 * @typedef {object} Box
 * @property {string} key     'field:total_amount' or 'line:0'
 * @property {string} label
 * @property {number} page    1-based
 * @property {number[]} bbox  [x0, y0, x1, y1] fractions of the page
 * @property {'field' | 'line'} kind
 * @property {number | null} confidence
 */

/**
 * Every box of a result, fields first.
 * @param {any} result
 * @returns {Box[]}
 */
export function boxesOf(result) {
  /** @type {Box[]} */
  const boxes = [];
  for (const [name, field] of Object.entries(result?.fields ?? {})) {
    if (isBox(field?.bbox)) boxes.push({ key: `field:${name}`, label: fieldLabel(name), page: field.page ?? 1, bbox: field.bbox, kind: 'field', confidence: field.confidence ?? null });
  }
  (result?.line_items ?? []).forEach((item, i) => {
    if (isBox(item?.bbox)) boxes.push({ key: `line:${i}`, label: `Line ${i + 1}`, page: item.page ?? 1, bbox: item.bbox, kind: 'line', confidence: item.confidence ?? null });
  });
  return boxes;
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

  const toggle = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'show-boxes', checked: true }));
  const viewer = h(
    'div',
    { class: 'viewer' },
    h(
      'div',
      { class: 'viewer-bar' },
      h('label', { class: 'check' }, toggle, ' Show boxes'),
      h('span', { class: 'legend' }, legendItem('field', 'Field'), legendItem('low', 'Low confidence'), legendItem('line', 'Line item')),
    ),
    h('div', { class: 'pages' }, frames),
    boxes.length === 0 ? h('p', { class: 'hint' }, 'This result has no field positions to draw.') : null,
  );
  toggle.addEventListener('change', () => viewer.classList.toggle('boxes-hidden', !toggle.checked));
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
      class: `bbox ${box.kind}${low ? ' low' : ''}`,
      dataset: { key: box.key },
      title: `${box.label} · ${formatConfidence(box.confidence)}`,
      'aria-hidden': 'true',
      onclick: () => onClick(box.key),
    },
    h('span', { class: 'tag' }, box.label),
  );
  el.style.left = `${x0 * 100}%`;
  el.style.top = `${y0 * 100}%`;
  el.style.width = `${Math.max(0, x1 - x0) * 100}%`;
  el.style.height = `${Math.max(0, y1 - y0) * 100}%`;
  return el;
}

function legendItem(kind, label) {
  return h('span', { class: 'legend-item' }, h('span', { class: `swatch ${kind}`, 'aria-hidden': 'true' }), label);
}

/**
 * Links boxes and rows inside `root`: pointer or keyboard focus on anything with a data-key highlights
 * everything with the same key.
 * @param {HTMLElement} root
 */
export function linkHighlights(root) {
  let current = '';
  const set = (key) => {
    if (key === current) return;
    for (const el of root.querySelectorAll('.active[data-key]')) el.classList.remove('active');
    current = key;
    if (key) for (const el of root.querySelectorAll(`[data-key="${window.CSS.escape(key)}"]`)) el.classList.add('active');
  };
  const keyOf = (/** @type {EventTarget | null} */ target) => (target instanceof window.Element ? target.closest('[data-key]')?.getAttribute('data-key') ?? '' : '');
  root.addEventListener('mouseover', (e) => set(keyOf(e.target)));
  root.addEventListener('mouseleave', () => set(''));
  root.addEventListener('focusin', (e) => set(keyOf(e.target)));
  root.addEventListener('focusout', () => set(''));
}
