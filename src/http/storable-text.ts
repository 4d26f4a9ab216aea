/**
 * PostgreSQL text and jsonb cannot hold a NUL character, and jsonb refuses an unpaired UTF-16 surrogate:
 * such input would fail in the database as a 500. Every path parameter, query parameter and body string
 * (object keys included) is checked before validation and answered with a 400 naming the parameter.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidParam } from './errors.ts';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * The dotted path of the first string in `value` that cannot be stored ('' for `value` itself), or null
 * when all can; a bad key names its object.
 */
export function firstUnstorable(value: unknown, root: string | null): string | null {
  const pending: { value: unknown; path: string | null }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) return path ?? '';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: path === null ? String(index) : `${path}.${index}` }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorable(key)) return path ?? '';
        pending.push({ value: item, path: path === null ? key : `${path}.${key}` });
      }
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  const param = firstUnstorable(request.params, null) ?? firstUnstorable(request.query, null) ?? firstUnstorable(request.body, null);
  if (param === null) return;
  if (param === '') throw invalidParam('body', 'The request body contains a NUL character or an unpaired UTF-16 surrogate, which cannot be stored.');
  throw invalidParam(param, `${param} contains a NUL character or an unpaired UTF-16 surrogate, which cannot be stored.`);
}

export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
