/** A few lines instead of a framework: build elements, replace contents. */

/**
 * h('button', {class: 'primary', onclick: fn, 'aria-label': 'Close'}, 'Close')
 * Props: `class`, `dataset` (object), `on…` handlers, boolean attributes (true/false), anything else as an attribute.
 * Children: strings, numbers, nodes, arrays of them; null/undefined/false are skipped.
 * @param {string} tag
 * @param {Record<string, any> | null} [props]
 * @param {...any} children
 * @returns {HTMLElement}
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'dataset') Object.assign(el.dataset, value);
    else if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'value' || name === 'checked') /** @type {any} */ (el)[name] = value;
    else el.setAttribute(name === 'className' ? 'class' : name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/**
 * @param {Node} parent
 * @param {any[]} children
 */
function append(parent, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof window.Node ? child : document.createTextNode(String(child)));
  }
}

/**
 * Replaces everything inside `el`.
 * @param {HTMLElement} el
 * @param {...any} children
 */
export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/**
 * A button that shows it is busy while `action` runs and cannot be pressed twice meanwhile.
 * @param {HTMLButtonElement} button
 * @param {() => Promise<unknown>} action
 */
export async function whileBusy(button, action) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await action();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

/**
 * Asks in `box` whether to delete something for good: "Confirm delete" runs `deleteNow` (a failure is said in a
 * toast), "Cancel" runs `cancel`, which puts the box back as it was.
 * @param {HTMLElement} box
 * @param {{ question: string, deleteNow: () => Promise<void>, cancel: () => void, toast: import('./views/types.js').ViewContext['toast'] }} options
 */
export function confirmDeletion(box, { question, deleteNow, cancel, toast }) {
  const yes = /** @type {HTMLButtonElement} */ (
    h(
      'button',
      {
        type: 'button',
        class: 'button small danger',
        onclick: () =>
          whileBusy(yes, async () => {
            try {
              await deleteNow();
            } catch (e) {
              toast(e instanceof Error ? e.message : 'Deleting failed.', 'error');
            }
          }),
      },
      'Confirm delete',
    )
  );
  const no = h('button', { type: 'button', class: 'button small ghost', onclick: cancel }, 'Cancel');
  replace(box, h('span', { class: 'confirm-text' }, question), yes, no);
  yes.focus();
}

/**
 * Copies text and says so on the button for a moment.
 * @param {HTMLButtonElement} button
 * @param {string} text
 */
export async function copyWithFeedback(button, text) {
  const label = button.textContent;
  try {
    await copyText(text);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = label), 1500);
}

/**
 * The Clipboard API exists only in secure contexts; a console opened over plain http on a LAN address
 * falls back to copying a selected, off-screen text area.
 * @param {string} text
 */
async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = /** @type {HTMLTextAreaElement} */ (h('textarea', { class: 'visually-hidden', readonly: true, 'aria-hidden': 'true' }));
  area.value = text;
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
