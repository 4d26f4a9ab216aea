/** The sign-in screen: an API key, checked against the API, kept for this tab only. */
import { ApiError, api, setKey } from '../api.js';
import { h, whileBusy } from '../dom.js';

/**
 * @param {HTMLElement} main
 * @param {{message: string, onSignedIn: () => void}} options
 */
export function renderSignIn(main, { message, onSignedIn }) {
  const input = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'api-key',
      name: 'api-key',
      type: 'password',
      autocomplete: 'off',
      spellcheck: 'false',
      required: true,
      placeholder: 'dp_…',
      'aria-describedby': 'api-key-help sign-in-error',
    })
  );
  const error = h('p', { id: 'sign-in-error', class: 'form-error', role: 'alert' }, message || '');
  const button = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'button primary wide' }, 'Sign in'));

  const form = h(
    'form',
    {
      class: 'card signin-card',
      novalidate: true,
      async onsubmit(/** @type {Event} */ event) {
        event.preventDefault();
        const key = input.value.trim();
        if (!key) {
          error.textContent = 'Enter an API key.';
          input.focus();
          return;
        }
        error.textContent = '';
        await whileBusy(button, async () => {
          try {
            await api.check(key);
            setKey(key);
            onSignedIn();
          } catch (e) {
            error.textContent = describeSignInError(e);
            input.setAttribute('aria-invalid', 'true');
            input.select();
          }
        });
      },
    },
    h('h1', { tabindex: '-1' }, 'Sign in'),
    h('p', { class: 'muted' }, 'Use an API key of your docproc project to see its documents and webhooks.'),
    h('label', { for: 'api-key' }, 'API key'),
    input,
    h('p', { id: 'api-key-help', class: 'hint' }, 'Create one with ', h('code', null, 'docproc keys create --name console'), '. It is kept in this tab only and forgotten when you close it.'),
    error,
    button,
  );
  main.appendChild(h('section', { class: 'signin' }, form));
  input.focus();
}

/** @param {unknown} e */
function describeSignInError(e) {
  if (e instanceof ApiError) {
    if (e.code === 'invalid_api_key' || e.code === 'missing_api_key') return 'This API key is not valid. Check that you copied all of it (it starts with dp_).';
    if (e.status === 429) return 'Too many attempts. Wait a moment and try again.';
    return e.message;
  }
  return 'Signing in failed. Try again.';
}
