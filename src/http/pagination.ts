/**
 * The paging parameters every list takes (`limit`, `offset`, and Stripe's cursors `starting_after` /
 * `ending_before`), their checks, and the paging fields of a list answer.
 */
import { Type } from 'typebox';
import type { ListPage, PageRequest } from '../db/pagination.ts';
import { ApiError, invalidParam } from './errors.ts';

export const MAX_LIMIT = 100;
/** Offsets are PostgreSQL integers (schemas.ts MAX_INTEGER; not imported, schemas.ts imports this file). */
const MAX_OFFSET = 2_147_483_647;

/** The query properties of a list; `defaultLimit` is what an absent `limit` means. */
export function pageQueryProperties(defaultLimit: number, noun: string, plural = `${noun}s`) {
  const cursor = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 64, description }));
  return {
    limit: Type.Optional(Type.Integer({ minimum: 1, description: `Default ${defaultLimit}; values above ${MAX_LIMIT} count as ${MAX_LIMIT}.` })),
    offset: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_OFFSET,
        description: `Default 0. Offset paging slows down with depth and may skip or repeat ${plural} while new ones arrive; prefer the cursors.`,
      }),
    ),
    starting_after: cursor(
      `The id of a ${noun} of this list: the page holds the ${plural} after it (older). Pass the last id of a page to get the next one. ` +
        'Stable while new ones arrive; not with offset or ending_before.',
    ),
    ending_before: cursor(
      `The id of a ${noun} of this list: the page holds the ${plural} before it (newer), still newest first. Pass the first id of a page ` +
        'to get the previous one. Not with offset or starting_after.',
    ),
  };
}

export const PAGE_ANSWER_DESCRIPTIONS = {
  offset: 'Offset paging only (no cursor given): the offset of this page.',
  total: 'Offset paging only (no cursor given): how many items match in all. A cursor page counts nothing.',
  has_more: 'More items lie beyond this page: older ones, or newer ones for a page asked with ending_before.',
};

interface PageQuery {
  limit?: number;
  offset?: number;
  starting_after?: string;
  ending_before?: string;
}

/** The page a list request asks for; a 400 naming the parameters when they contradict each other. */
export function pageRequest(query: PageQuery, defaultLimit: number): PageRequest {
  const limit = Math.min(query.limit ?? defaultLimit, MAX_LIMIT);
  const { starting_after: startingAfter, ending_before: endingBefore, offset } = query;
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw invalidParam('ending_before', 'starting_after and ending_before cannot be given together; give one of them.', 'parameters_exclusive');
  }
  const cursor = startingAfter !== undefined ? 'starting_after' : endingBefore !== undefined ? 'ending_before' : null;
  if (cursor && offset !== undefined) {
    throw invalidParam('offset', `offset cannot be given with ${cursor}; page either by cursor or by offset.`, 'parameters_exclusive');
  }
  if (startingAfter !== undefined) return { limit, startingAfter };
  if (endingBefore !== undefined) return { limit, endingBefore };
  return { limit, offset: offset ?? 0 };
}

/** The 400 for a cursor that is not an item of the list (Stripe's resource_missing). */
export function cursorNotInList(page: PageRequest, noun: string, list: string): ApiError {
  const [param, id] = 'endingBefore' in page ? ['ending_before', page.endingBefore] : ['starting_after', 'startingAfter' in page ? page.startingAfter : ''];
  return new ApiError(400, 'resource_missing', `${param} must be the id of a ${noun} of ${list}; ${JSON.stringify(id)} is not one.`, param);
}

/** `limit`, and for offset paging `offset` and `total`; `has_more`. */
export function pageFields(page: PageRequest, listed: ListPage<unknown>) {
  const offsetFields = 'offset' in page ? { offset: page.offset, total: listed.total ?? 0 } : {};
  return { limit: page.limit, ...offsetFields, has_more: listed.hasMore };
}
