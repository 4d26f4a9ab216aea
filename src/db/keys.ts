import { createHash } from 'node:crypto';
import { newId, randomBase62 } from '../ids.ts';
import type { Db, Queryable } from './index.ts';
import { createProject } from './projects.ts';

export const API_KEY_PATTERN = /^dp_[0-9A-Za-z]{32}$/;

export interface ApiKeyRow {
  id: string;
  project_id: string;
  name: string;
  key_prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** The only form in which a key is stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function generateApiKey(): string {
  return `dp_${randomBase62(32)}`;
}

/** Shown in listings so that a person can tell keys apart without the key itself. */
function keyPrefix(key: string): string {
  return key.slice(0, 7);
}

/** The active key with this hash, if any. */
export async function findActiveKeyByHash(db: Queryable, keyHash: string): Promise<{ id: string; project_id: string; key_hash: string } | null> {
  const rows = await db.query<{ id: string; project_id: string; key_hash: string }>(
    'SELECT id, project_id, key_hash FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
    [keyHash],
  );
  return rows[0] ?? null;
}

/** Creates a key for `projectId`, or for a new project of its own when none is given. Returns the key once. */
export async function createApiKey(db: Db, options: { name: string; projectId?: string; key?: string }): Promise<{ key: string; row: ApiKeyRow }> {
  const key = options.key ?? generateApiKey();
  const row = await db.transaction(async (tx) => {
    const projectId = options.projectId ?? (await createProject(tx, options.name)).id;
    const rows = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (id, project_id, name, key_hash, key_prefix) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, project_id, name, key_prefix, created_at, revoked_at`,
      [newId('key'), projectId, options.name, hashApiKey(key), keyPrefix(key)],
    );
    return rows[0];
  });
  return { key, row };
}

/**
 * Makes sure every key of DOCPROC_API_KEYS has a row and a project of its own. Safe to run from several
 * processes at once: a key already present (by hash) is left alone.
 */
export async function provisionApiKeys(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db.transaction(async (tx) => {
      // Serialises concurrent starts so two processes never create two projects for one key.
      await tx.query('SELECT pg_advisory_xact_lock(72710002)');
      const existing = await tx.query('SELECT 1 FROM api_keys WHERE key_hash = $1', [hashApiKey(key)]);
      if (existing.length > 0) return;
      const project = await createProject(tx, `DOCPROC_API_KEYS ${keyPrefix(key)}…`);
      await tx.query('INSERT INTO api_keys (id, project_id, name, key_hash, key_prefix) VALUES ($1, $2, $3, $4, $5)', [
        newId('key'),
        project.id,
        'from DOCPROC_API_KEYS',
        hashApiKey(key),
        keyPrefix(key),
      ]);
    });
  }
}

export async function countApiKeys(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys');
  return rows[0].n;
}

export async function listApiKeys(db: Queryable): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>('SELECT id, project_id, name, key_prefix, created_at, revoked_at FROM api_keys ORDER BY created_at, id');
}

/** Returns false when no active key has this id. */
export async function revokeApiKey(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
