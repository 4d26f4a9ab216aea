/** The console's shell: sign-in state, hash routing (#/documents, #/documents/{id}, #/webhooks, #/webhooks/{id}), toasts. */
import { clearKey, getKey, setUnauthorizedHandler } from './api.js';
import { h } from './dom.js';
import { renderDocument } from './views/document.js';
import { renderDocuments } from './views/documents.js';
import { renderSignIn } from './views/sign-in.js';
import { renderWebhook } from './views/webhook.js';
import { renderWebhooks } from './views/webhooks.js';

/** @typedef {import('./views/types.js').ViewContext} ViewContext */

const routes = [
  { pattern: /^\/documents\/([^/]+)$/, section: 'documents', render: renderDocument },
  { pattern: /^\/documents\/?$/, section: 'documents', render: renderDocuments },
  { pattern: /^\/webhooks\/([^/]+)$/, section: 'webhooks', render: renderWebhook },
  { pattern: /^\/webhooks\/?$/, section: 'webhooks', render: renderWebhooks },
];

const main = /** @type {HTMLElement} */ (document.getElementById('main'));
const nav = /** @type {HTMLElement} */ (document.querySelector('.mainnav'));
const session = /** @type {HTMLElement} */ (document.querySelector('.session'));
const keyHint = /** @type {HTMLElement} */ (document.querySelector('.key-hint'));

/** Cleanups of the view on screen (timers, object URLs); run when it is replaced. */
let cleanups = [];
let generation = 0;
let signInMessage = '';
let firstRender = true;

function teardown() {
  for (const fn of cleanups.splice(0)) {
    try {
      fn();
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * @param {string} message
 * @param {'info' | 'success' | 'error'} [kind]
 */
export function toast(message, kind = 'info') {
  const region = /** @type {HTMLElement} */ (document.getElementById('toasts'));
  const item = h('div', { class: `toast ${kind}`, title: 'Click to dismiss', onclick: () => item.remove() }, message);
  region.appendChild(item);
  setTimeout(() => item.remove(), kind === 'error' ? 7000 : 4000);
}

function showChrome(signedIn) {
  nav.hidden = !signedIn;
  session.hidden = !signedIn;
  const key = getKey();
  keyHint.textContent = signedIn && key ? `${key.slice(0, 6)}…${key.slice(-4)}` : '';
}

function render() {
  const hash = location.hash || '#/documents';
  // In-page anchors (the skip link) are not routes.
  if (!hash.startsWith('#/')) return;
  teardown();
  const mine = ++generation;
  const [path, search = ''] = hash.slice(1).split('?');

  main.replaceChildren();
  if (!getKey()) {
    firstRender = false;
    showChrome(false);
    document.title = 'Sign in · docproc console';
    renderSignIn(main, {
      message: signInMessage,
      onSignedIn() {
        signInMessage = '';
        render();
      },
    });
    return;
  }
  showChrome(true);

  const route = routes.find((r) => r.pattern.test(path));
  for (const link of nav.querySelectorAll('a')) {
    if (route && link.dataset.section === route.section) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (!route) {
    main.appendChild(
      h('section', { class: 'page' }, h('h1', { tabindex: '-1' }, 'Page not found'), h('p', null, h('a', { href: '#/documents' }, 'Go to documents'))),
    );
    return;
  }
  const match = /** @type {RegExpExecArray} */ (route.pattern.exec(path));
  /** @type {ViewContext} */
  const ctx = {
    params: match.slice(1).map(decodeURIComponent),
    query: new URLSearchParams(search),
    alive: () => mine === generation,
    onCleanup: (fn) => cleanups.push(fn),
    toast,
    setTitle: (title) => (document.title = `${title} · docproc console`),
  };
  route.render(main, ctx);
  // After a navigation, move focus to the new page's heading so keyboard and screen-reader users start there.
  const heading = main.querySelector('h1');
  if (heading && !firstRender) heading.focus({ preventScroll: true });
  firstRender = false;
  window.scrollTo(0, 0);
}

/** Back to the sign-in screen; signing in again returns to the page the user was on. */
function signOut(message = '') {
  clearKey();
  signInMessage = message;
  if (!location.hash.startsWith('#/')) location.hash = '#/documents';
  else render();
}

setUnauthorizedHandler(() => signOut('The API no longer accepts this key. Sign in again.'));
/** @type {HTMLElement} */ (document.getElementById('sign-out')).addEventListener('click', () => signOut());
/** @type {HTMLElement} */ (document.getElementById('skip-link')).addEventListener('click', (event) => {
  event.preventDefault();
  main.focus();
});
window.addEventListener('hashchange', render);
render();
