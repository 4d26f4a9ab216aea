/**
 * Pages of a list ordered newest first by (created_at, id), a total order since ids are unique. Two ways:
 * by offset (with the total, as lists always did), or by cursor, Stripe's `starting_after` / `ending_before`
 * an item's id. A cursor page is an index seek from the cursor's (created_at, id): it costs the same at any
 * depth, counts nothing, and neither skips nor repeats an item while new ones arrive.
 */
import type { Queryable } from './index.ts';

export type PageRequest =
  | { limit: number; offset: number }
  /** The items older than this one (the next page). */
  | { limit: number; startingAfter: string }
  /** The items newer than this one (the previous page), still answered newest first. */
  | { limit: number; endingBefore: string };

export interface ListPage<T> {
  rows: T[];
  /** More items lie beyond this page in its direction (older; newer for `endingBefore`). */
  hasMore: boolean;
  /** How many items match in all: offset paging only. */
  total?: number;
}

export interface ListSource {
  /** The table listed; it has `id` and `created_at` columns and an index on (scope…, created_at DESC, id DESC). */
  table: string;
  /** The table's alias in `columns`, `joins` and `filters`. */
  alias: string;
  columns: string;
  /** Tables joined for the columns, e.g. `JOIN events e ON e.id = d.event_id`; each listed row has one match. */
  joins?: string;
  /** Column values that make a row part of this list (its project, its endpoint); null means IS NULL. */
  scope: Record<string, string | null>;
  /** Further conditions, each with one `?` for its value (status, type, created ranges). */
  filters?: [condition: string, value: unknown][];
}

/** Collects query parameters and hands out their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function scopeConditions(source: ListSource, params: Params, alias: string | null): string[] {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return Object.entries(source.scope).map(([name, value]) => (value === null ? `${column(name)} IS NULL` : `${column(name)} = ${params.add(value)}`));
}

function whereClause(source: ListSource, params: Params): string {
  const filters = (source.filters ?? []).map(([condition, value]) => condition.replace('?', params.add(value)));
  return [...scopeConditions(source, params, source.alias), ...filters].join(' AND ');
}

/**
 * One page of the list. Null when the cursor is not an item of the list (scope only: a cursor that no
 * longer matches the filters still marks a place in it).
 */
export async function listPage<T>(db: Queryable, source: ListSource, page: PageRequest): Promise<ListPage<T> | null> {
  const { table, alias: a, columns } = source;
  const from = `${table} ${a} ${source.joins ?? ''}`;
  const params = new Params();
  const where = whereClause(source, params);

  if ('offset' in page) {
    const countParams = [...params.values];
    const [rows, counted] = await Promise.all([
      db.query<T>(
        `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${a}.created_at DESC, ${a}.id DESC LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
        params.values,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${a} WHERE ${where}`, countParams),
    ]);
    const total = counted[0].n;
    return { rows, total, hasMore: page.offset + rows.length < total };
  }

  const newer = 'endingBefore' in page;
  const cursorId = newer ? page.endingBefore : page.startingAfter;
  const cursor = params.add(cursorId);
  // The cursor's created_at comes from a scalar subquery, which PostgreSQL evaluates once before the scan,
  // so that the row comparison is a condition of the index scan itself (a join would filter every row).
  const cursorCreatedAt = `(SELECT created_at FROM ${table} WHERE id = ${cursor} AND ${scopeConditions(source, params, null).join(' AND ')})`;
  const direction = newer ? 'ASC' : 'DESC';
  const rows = await db.query<T>(
    `SELECT ${columns} FROM ${from}
     WHERE ${where} AND (${a}.created_at, ${a}.id) ${newer ? '>' : '<'} (${cursorCreatedAt}, ${cursor})
     ORDER BY ${a}.created_at ${direction}, ${a}.id ${direction} LIMIT ${params.add(page.limit + 1)}`,
    params.values,
  );
  if (rows.length === 0 && !(await isInList(db, source, cursorId))) return null;
  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  return { rows: newer ? pageRows.reverse() : pageRows, hasMore };
}

async function isInList(db: Queryable, source: ListSource, id: string): Promise<boolean> {
  const params = new Params();
  const found = await db.query(`SELECT 1 FROM ${source.table} WHERE id = ${params.add(id)} AND ${scopeConditions(source, params, null).join(' AND ')}`, params.values);
  return found.length > 0;
}
