/**
 * What the shell hands every view.
 * @typedef {object} ViewContext
 * @property {string[]} params path parts captured by the route (an id)
 * @property {URLSearchParams} query the part of the hash after '?'
 * @property {() => boolean} alive false once the user has moved to another view
 * @property {(fn: () => void) => void} onCleanup run when the view is replaced (timers, object URLs)
 * @property {(message: string, kind?: 'info' | 'success' | 'error') => void} toast
 * @property {(title: string) => void} setTitle
 */
export {};
