import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulidx';

const ulid = monotonicFactory();

/** Time-ordered, prefixed identifiers: `doc_01JD3…`, `wh_…`, `evt_…`. */
export type IdPrefix = 'doc' | 'wh' | 'evt' | 'dlv' | 'proj' | 'key' | 'req';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` random base62 characters, without modulo bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}
