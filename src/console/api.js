/**
 * The console's only way to the API: same-origin /v1 calls with the key kept in sessionStorage
 * (gone when the tab closes; never in localStorage or a cookie).
 */

const KEY_STORAGE = 'docproc.apiKey';

export function getKey() {
  return sessionStorage.getItem(KEY_STORAGE);
}

/** @param {string} key */
export function setKey(key) {
  sessionStorage.setItem(KEY_STORAGE, key);
}

export function clearKey() {
  sessionStorage.removeItem(KEY_STORAGE);
}

/** An API error body ({error: {code, message, param}}) or a network failure, as one exception. */
export class ApiError extends Error {
  /**
   * @param {number} status HTTP status, 0 when the request never got an answer
   * @param {string} code
   * @param {string} message
   * @param {string | null} [param]
   */
  constructor(status, code, message, param = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.param = param;
  }
}

/** Called when the API refuses the key (401), so the app can go back to the sign-in screen. */
let onUnauthorized = () => {};

/** @param {() => void} handler */
export function setUnauthorizedHandler(handler) {
  onUnauthorized = handler;
}

/**
 * @param {string} method
 * @param {string} path starting with /v1
 * @param {{body?: unknown, key?: string, raw?: boolean}} [options] raw: return the Response (for images)
 */
async function send(method, path, { body, key = getKey() ?? '', raw = false } = {}) {
  /** @type {Record<string, string>} */
  const headers = { authorization: `Bearer ${key}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network_error', 'The API could not be reached. Check your connection and try again.');
  }
  if (response.ok) {
    if (raw) return response;
    return response.status === 204 ? null : response.json();
  }
  let error = { code: 'http_error', message: `The API answered ${response.status}.`, param: null };
  try {
    const parsed = await response.json();
    if (parsed && parsed.error) error = parsed.error;
  } catch {
    // Not a JSON error body (a proxy page, say): keep the generic message.
  }
  const failure = new ApiError(response.status, error.code, error.message, error.param ?? null);
  if (response.status === 401 && key === getKey()) onUnauthorized();
  throw failure;
}

export const api = {
  /** @param {string} path */
  get: (path) => send('GET', path),
  /** @param {string} path @param {unknown} body */
  post: (path, body) => send('POST', path, { body: body ?? {} }),
  /** @param {string} path @param {unknown} body */
  patch: (path, body) => send('PATCH', path, { body }),
  /** @param {string} path */
  delete: (path) => send('DELETE', path),
  /**
   * Checks a key without storing it.
   * @param {string} key
   */
  check: (key) => send('GET', '/v1/documents?limit=1', { key }),
  /**
   * An authenticated image as an object URL (an <img src> cannot send the Authorization header).
   * The caller revokes it.
   * @param {string} path
   */
  async objectUrl(path) {
    const response = await send('GET', path, { raw: true });
    return window.URL.createObjectURL(await response.blob());
  },
};
