/** #/webhooks/{id}: one endpoint, its actions (test, enable/disable, rotate secret, delete) and its delivery log. */
import { ApiError, api } from '../api.js';
import { h, replace, whileBusy } from '../dom.js';
import { formatDateTime } from '../format.js';
import { endpointActions, endpointStatus, secretPanel } from './webhooks.js';

const POLL_MS = 2000;
const DELIVERY_LABELS = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed', canceled: 'Canceled' };

/**
 * @param {HTMLElement} main
 * @param {import('./types.js').ViewContext} ctx
 */
export function renderWebhook(main, ctx) {
  const [id] = ctx.params;
  ctx.setTitle(id);
  const root = h('section', { class: 'page' });
  main.appendChild(root);
  replace(root, breadcrumbs(id), h('h1', { tabindex: '-1' }, 'Webhook endpoint'), h('p', { class: 'loading' }, 'Loading…'));

  const secretSlot = h('div', { class: 'secret-slot' });
  const log = deliveryLog(id, ctx);

  async function load() {
    try {
      const endpoint = await api.get(`/v1/webhooks/${encodeURIComponent(id)}`);
      if (!ctx.alive()) return;
      ctx.setTitle(endpoint.url);
      replace(root, breadcrumbs(id), header(endpoint), secretSlot, log.element);
    } catch (e) {
      if (!ctx.alive()) return;
      const message = e instanceof ApiError && e.code === 'webhook_not_found' ? 'There is no webhook endpoint with this id in your project.' : e instanceof Error ? e.message : 'Loading failed.';
      replace(root, breadcrumbs(id), h('h1', { tabindex: '-1' }, 'Webhook endpoint'), h('p', { class: 'notice error', role: 'alert' }, message));
    }
  }

  function header(endpoint) {
    const toggle = /** @type {HTMLButtonElement} */ (
      h(
        'button',
        {
          type: 'button',
          class: 'button small',
          onclick: () =>
            whileBusy(toggle, async () => {
              const status = endpoint.status === 'enabled' ? 'disabled' : 'enabled';
              try {
                await api.patch(`/v1/webhooks/${endpoint.id}`, { status });
                ctx.toast(status === 'enabled' ? 'Endpoint enabled.' : 'Endpoint disabled; pending deliveries were canceled.', 'success');
                await load();
              } catch (e) {
                ctx.toast(e instanceof Error ? e.message : 'Changing the endpoint failed.', 'error');
              }
            }),
        },
        endpoint.status === 'enabled' ? 'Disable' : 'Enable',
      )
    );
    const rotate = /** @type {HTMLButtonElement} */ (
      h(
        'button',
        {
          type: 'button',
          class: 'button small',
          onclick: () =>
            whileBusy(rotate, async () => {
              try {
                const rotated = await api.post(`/v1/webhooks/${endpoint.id}/rotate-secret`, {});
                replace(secretSlot, secretPanel(rotated, 'New signing secret', () => replace(secretSlot)));
                /** @type {HTMLElement | null} */ (secretSlot.querySelector('.secret-value'))?.focus();
              } catch (e) {
                ctx.toast(e instanceof Error ? e.message : 'Rotating the secret failed.', 'error');
              }
            }),
        },
        'Rotate secret',
      )
    );
    return h(
      'div',
      { class: 'page-head doc-head' },
      h(
        'div',
        null,
        h('h1', { tabindex: '-1', class: 'break' }, endpoint.url),
        h(
          'dl',
          { class: 'meta' },
          h('div', null, h('dt', null, 'Status'), h('dd', null, endpointStatus(endpoint.status))),
          h('div', null, h('dt', null, 'Events'), h('dd', null, endpoint.events.map((e) => h('code', { class: 'tag-code' }, e)))),
          endpoint.description ? h('div', null, h('dt', null, 'Description'), h('dd', null, endpoint.description)) : null,
          h('div', null, h('dt', null, 'Created'), h('dd', null, formatDateTime(endpoint.created_at))),
          h('div', null, h('dt', null, 'ID'), h('dd', { class: 'mono' }, endpoint.id)),
        ),
      ),
      h(
        'div',
        { class: 'actions' },
        toggle,
        rotate,
        endpointActions(endpoint, ctx, {
          onDeleted: () => (location.hash = '#/webhooks'),
          onTested: () => log.reload(),
        }),
      ),
    );
  }

  load();
}

function breadcrumbs(id) {
  return h('nav', { class: 'breadcrumbs', 'aria-label': 'Breadcrumb' }, h('a', { href: '#/webhooks' }, 'Webhooks'), h('span', { 'aria-hidden': 'true' }, ' / '), h('span', { class: 'mono' }, id));
}

/**
 * @param {string} id
 * @param {import('./types.js').ViewContext} ctx
 */
function deliveryLog(id, ctx) {
  const body = h('div', { class: 'table-wrap' }, h('p', { class: 'loading' }, 'Loading deliveries…'));
  const live = h('span', { class: 'live-indicator', hidden: true }, h('span', { class: 'pulse', 'aria-hidden': 'true' }), 'Updating');
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  ctx.onCleanup(() => clearTimeout(timer));

  async function load() {
    clearTimeout(timer);
    try {
      const page = await api.get(`/v1/webhooks/${encodeURIComponent(id)}/deliveries?limit=50`);
      if (!ctx.alive()) return;
      replace(body, page.data.length ? deliveriesTable(page.data) : h('div', { class: 'empty' }, h('p', null, 'No deliveries yet.'), h('p', { class: 'muted' }, 'Send a test event, or process a document, to see one here.')));
      const pending = page.data.some((d) => d.status === 'pending');
      live.hidden = !pending;
      if (pending) timer = setTimeout(load, POLL_MS);
    } catch (e) {
      if (!ctx.alive()) return;
      if (e instanceof ApiError && e.code === 'webhook_not_found') return;
      replace(body, h('p', { class: 'form-error', role: 'alert' }, e instanceof Error ? e.message : 'Loading failed.'));
    }
  }
  load();
  const refresh = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'button small', onclick: () => whileBusy(refresh, load) }, 'Refresh'));
  const element = h(
    'section',
    { class: 'card flush', 'aria-labelledby': 'deliveries-title' },
    h('div', { class: 'card-head' }, h('h2', { id: 'deliveries-title' }, 'Deliveries'), live, h('div', { class: 'toolbar' }, refresh)),
    body,
  );
  return { element, reload: load };
}

/** @param {any[]} deliveries */
function deliveriesTable(deliveries) {
  return h(
    'table',
    { class: 'data deliveries-table' },
    h('thead', null, h('tr', null, ['Event', 'Status', 'Attempts', 'Last response', 'Next retry', 'Created'].map((c) => h('th', { scope: 'col' }, c)))),
    h(
      'tbody',
      null,
      deliveries.map((d) => {
        const last = d.attempts[d.attempts.length - 1];
        return h(
          'tr',
          { dataset: { id: d.id, status: d.status } },
          h('td', { 'data-label': 'Event' }, h('code', null, d.event_type), h('div', { class: 'mono muted small' }, d.event_id)),
          h('td', { 'data-label': 'Status' }, h('span', { class: `badge delivery-${d.status}` }, DELIVERY_LABELS[d.status] ?? d.status)),
          h('td', { 'data-label': 'Attempts' }, d.attempts.length ? attemptsDetails(d.attempts) : String(d.attempt_count)),
          h('td', { 'data-label': 'Last response' }, last ? attemptSummary(last) : h('span', { class: 'muted' }, '—')),
          h('td', { 'data-label': 'Next retry', class: 'nowrap' }, d.status === 'pending' && d.next_attempt_at ? formatDateTime(d.next_attempt_at) : h('span', { class: 'muted' }, '—')),
          h('td', { 'data-label': 'Created', class: 'nowrap' }, formatDateTime(d.created_at)),
        );
      }),
    ),
  );
}

function attemptSummary(a) {
  return h(
    'span',
    { class: a.status_code && a.status_code < 300 ? 'ok-text' : 'error-text' },
    a.status_code ? `HTTP ${a.status_code}` : 'No response',
    a.duration_ms !== null && a.duration_ms !== undefined ? h('span', { class: 'muted' }, ` · ${a.duration_ms} ms`) : null,
    a.error ? h('div', { class: 'small' }, a.error) : null,
  );
}

function attemptsDetails(attempts) {
  return h(
    'details',
    { class: 'attempts' },
    h('summary', null, `${attempts.length} attempt${attempts.length === 1 ? '' : 's'}`),
    h(
      'ol',
      null,
      attempts.map((a) =>
        h(
          'li',
          null,
          h('time', { datetime: a.attempted_at }, formatDateTime(a.attempted_at)),
          ' — ',
          attemptSummary(a),
          a.response_excerpt ? h('pre', { class: 'excerpt' }, a.response_excerpt) : null,
        ),
      ),
    ),
  );
}
