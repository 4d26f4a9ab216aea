/** #/webhooks: the project's endpoints; add one (its secret is shown once), send a test event, delete. */
import { ApiError, api } from '../api.js';
import { confirmDeletion, copyWithFeedback, h, replace, whileBusy } from '../dom.js';
import { formatDateTime } from '../format.js';

const EVENT_TYPES = [
  ['document.processed', 'A document was processed'],
  ['document.failed', 'A document failed'],
];

/**
 * @param {HTMLElement} main
 * @param {import('./types.js').ViewContext} ctx
 */
export function renderWebhooks(main, ctx) {
  ctx.setTitle('Webhooks');
  const secretSlot = h('div', { class: 'secret-slot' });
  const listBody = h('div', { class: 'table-wrap' }, h('p', { class: 'loading' }, 'Loading endpoints…'));

  async function load() {
    try {
      const page = await api.get('/v1/webhooks');
      if (!ctx.alive()) return;
      replace(listBody, page.data.length ? endpointsTable(page.data, ctx, load) : h('div', { class: 'empty' }, h('p', null, h('strong', null, 'No endpoints yet.')), h('p', { class: 'muted' }, 'Add one above to be told when documents finish.')));
    } catch (e) {
      if (!ctx.alive()) return;
      replace(listBody, h('p', { class: 'form-error', role: 'alert' }, e instanceof Error ? e.message : 'Loading failed.'));
    }
  }

  main.appendChild(
    h(
      'section',
      { class: 'page' },
      h('div', { class: 'page-head' }, h('h1', { tabindex: '-1' }, 'Webhooks'), h('p', { class: 'muted' }, 'docproc sends a signed POST to these URLs when a document is processed or fails (Standard Webhooks signatures).')),
      createForm(ctx, (created) => {
        replace(secretSlot, secretPanel(created, 'Endpoint added', () => replace(secretSlot)));
        /** @type {HTMLElement | null} */ (secretSlot.querySelector('.secret-value'))?.focus();
        load();
      }),
      secretSlot,
      h('section', { class: 'card flush', 'aria-labelledby': 'endpoints-title' }, h('div', { class: 'card-head' }, h('h2', { id: 'endpoints-title' }, 'Endpoints')), listBody),
    ),
  );
  load();
}

/**
 * @param {import('./types.js').ViewContext} ctx
 * @param {(created: any) => void} onCreated
 */
function createForm(ctx, onCreated) {
  const url = /** @type {HTMLInputElement} */ (h('input', { id: 'webhook-url', type: 'url', inputmode: 'url', required: true, placeholder: 'https://example.com/hooks/docproc', autocomplete: 'off' }));
  const description = /** @type {HTMLInputElement} */ (h('input', { id: 'webhook-description', type: 'text', maxlength: '500', placeholder: 'Optional, e.g. “Accounting sync”', autocomplete: 'off' }));
  const error = h('p', { class: 'form-error', role: 'alert' });
  const button = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'button primary' }, 'Add endpoint'));
  const events = h(
    'fieldset',
    { class: 'checks-group' },
    h('legend', null, 'Events'),
    EVENT_TYPES.map(([type, label]) => h('label', { class: 'check' }, h('input', { type: 'checkbox', name: 'events', value: type, checked: true }), ' ', h('code', null, type), h('span', { class: 'muted' }, ` — ${label}`))),
  );
  const form = h(
    'form',
    {
      class: 'webhook-form',
      novalidate: true,
      async onsubmit(/** @type {Event} */ event) {
        event.preventDefault();
        error.textContent = '';
        const chosen = [...form.querySelectorAll('input[name=events]:checked')].map((el) => /** @type {HTMLInputElement} */ (el).value);
        if (!url.value.trim()) {
          error.textContent = 'Enter the URL docproc should send events to.';
          url.focus();
          return;
        }
        if (!chosen.length) {
          error.textContent = 'Choose at least one event.';
          return;
        }
        await whileBusy(button, async () => {
          try {
            const body = { url: url.value.trim(), events: chosen, ...(description.value.trim() ? { description: description.value.trim() } : {}) };
            const created = await api.post('/v1/webhooks', body);
            url.value = '';
            description.value = '';
            ctx.toast('Endpoint added.', 'success');
            onCreated(created);
          } catch (e) {
            error.textContent = e instanceof Error ? e.message : 'Adding the endpoint failed.';
            if (e instanceof ApiError && e.param === 'url') url.focus();
          }
        });
      },
    },
    h('div', { class: 'grid-2' }, h('div', { class: 'field' }, h('label', { for: 'webhook-url' }, 'Endpoint URL'), url), h('div', { class: 'field' }, h('label', { for: 'webhook-description' }, 'Description'), description)),
    h('div', { class: 'form-row' }, events, button),
    error,
  );
  return h('section', { class: 'card', 'aria-labelledby': 'add-webhook-title' }, h('h2', { id: 'add-webhook-title' }, 'Add an endpoint'), form);
}

/**
 * The signing secret, shown once after creating an endpoint or rotating its secret.
 * @param {{id: string, url: string, secret: string}} endpoint
 * @param {string} title
 * @param {() => void} onDone
 */
export function secretPanel(endpoint, title, onDone) {
  const copy = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small', onclick: () => copyWithFeedback(copy, endpoint.secret) }, 'Copy'));
  return h(
    'section',
    { class: 'notice secret', role: 'alert', 'aria-labelledby': 'secret-title' },
    h('h2', { id: 'secret-title' }, title),
    h('p', null, 'Signing secret for ', h('span', { class: 'mono' }, endpoint.url), '. Copy it now: ', h('strong', null, 'it will not be shown again'), '. Use it to verify the ', h('code', null, 'webhook-signature'), ' header.'),
    h('div', { class: 'secret-row' }, h('code', { class: 'secret-value', tabindex: '0' }, endpoint.secret), copy),
    h('button', { type: 'button', class: 'button small ghost', onclick: onDone }, 'I have saved it'),
  );
}

/**
 * @param {any[]} endpoints
 * @param {import('./types.js').ViewContext} ctx
 * @param {() => void} reload
 */
function endpointsTable(endpoints, ctx, reload) {
  return h(
    'table',
    { class: 'data webhooks-table' },
    h('thead', null, h('tr', null, ['Endpoint', 'Events', 'Status', 'Created', 'Actions'].map((c) => h('th', { scope: 'col', class: c === 'Actions' ? 'actions-col' : null }, c)))),
    h(
      'tbody',
      null,
      endpoints.map((endpoint) =>
        h(
          'tr',
          { dataset: { id: endpoint.id } },
          h('td', { 'data-label': 'Endpoint' }, h('a', { href: `#/webhooks/${endpoint.id}`, class: 'doc-link break' }, endpoint.url), endpoint.description ? h('div', { class: 'muted small' }, endpoint.description) : null),
          h('td', { 'data-label': 'Events' }, endpoint.events.map((e) => h('code', { class: 'tag-code' }, e))),
          h('td', { 'data-label': 'Status' }, endpointStatus(endpoint.status)),
          h('td', { 'data-label': 'Created', class: 'nowrap' }, formatDateTime(endpoint.created_at)),
          h('td', { 'data-label': 'Actions', class: 'actions-col' }, endpointActions(endpoint, ctx, { onDeleted: reload, onTested: () => {} })),
        ),
      ),
    ),
  );
}

/** @param {string} status */
export function endpointStatus(status) {
  return h('span', { class: `badge endpoint-${status}` }, status === 'enabled' ? 'Enabled' : status === 'disabled' ? 'Disabled' : status);
}

/**
 * Send test and delete (with an inline confirmation), for the list and the endpoint's own page.
 * @param {any} endpoint
 * @param {import('./types.js').ViewContext} ctx
 * @param {{onDeleted: () => void, onTested: () => void}} callbacks
 */
export function endpointActions(endpoint, ctx, { onDeleted, onTested }) {
  const box = h('div', { class: 'row-actions' });
  const test = /** @type {HTMLButtonElement} */ (
    h(
      'button',
      {
        type: 'button',
        class: 'button small',
        disabled: endpoint.status !== 'enabled',
        title: endpoint.status === 'enabled' ? null : 'Enable the endpoint to send a test event',
        onclick: () =>
          whileBusy(test, async () => {
            try {
              const event = await api.post(`/v1/webhooks/${endpoint.id}/test`, {});
              ctx.toast(`Test event ${event.id} queued for delivery.`, 'success');
              onTested();
            } catch (e) {
              ctx.toast(e instanceof Error ? e.message : 'Sending the test event failed.', 'error');
            }
          }),
      },
      'Send test',
    )
  );
  const remove = h('button', { type: 'button', class: 'button small danger-ghost', 'aria-label': `Delete ${endpoint.url}`, onclick: confirmStep }, 'Delete');

  function confirmStep() {
    confirmDeletion(box, {
      question: 'Delete this endpoint?',
      deleteNow: async () => {
        await api.delete(`/v1/webhooks/${endpoint.id}`);
        ctx.toast('Endpoint deleted. It receives nothing more.', 'success');
        onDeleted();
      },
      cancel: () => (replace(box, test, remove), remove.focus()),
      toast: ctx.toast,
    });
  }

  return replace(box, test, remove);
}
