/**
 * Where a document's original bytes live, apart from its row so that no query of documents ever carries
 * them. On PostgreSQL: the document_files table (every API and worker process reaches it). On the embedded
 * database: files beside it, written and read by the file system's threads, because PGlite runs on the
 * event loop and 20 MB through it would stall every request of the process.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBase62 } from '../ids.ts';
import type { Queryable } from './index.ts';

/** Bytes written ahead of the transaction that records them; see FileStore.stage. */
export interface StagedFile {
  /** Records the bytes as part of `tx` (the transaction that creates or finishes the document). */
  commit(tx: Queryable): Promise<void>;
  /** The transaction did not commit: forgets the bytes. */
  discard(): Promise<void>;
}

export interface FileStore {
  /**
   * Prepares `bytes` as the original of document `id`. Whatever is slow happens here, before the
   * transaction, so that the transaction (which holds the embedded database) stays short.
   */
  stage(id: string, bytes: Uint8Array): Promise<StagedFile>;
  /**
   * Where another thread of this process may write the original of `id` itself (to a temporary name, then
   * renamed), or null when the store is not a directory; after writing, `adopt(id)` stands for stage().
   */
  directPath(id: string): Promise<string | null>;
  adopt(id: string): StagedFile;
  /** The original bytes of document `id`, or null when none are stored. */
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
  /**
   * Removes files older than `olderThanMs` that no document row owns (`owned` answers which of some ids
   * still have a row): a process that died between a delete's commit and the removal of its files, or
   * between writing an upload and its transaction. Returns how many were removed. Nothing to do where the
   * bytes are rows of the database itself.
   */
  removeOrphans(olderThanMs: number, owned: (ids: string[]) => Promise<Set<string>>): Promise<number>;
}

/** document_files on the database itself (PostgreSQL). */
export function tableFileStore(db: Queryable): FileStore {
  return {
    async stage(id, bytes) {
      return {
        async commit(tx) {
          await tx.query(
            'INSERT INTO document_files (document_id, content) VALUES ($1, $2) ON CONFLICT (document_id) DO UPDATE SET content = EXCLUDED.content',
            [id, bytes],
          );
        },
        async discard() {},
      };
    },
    directPath: async () => null,
    adopt: () => {
      throw new Error('the database store has no files to adopt');
    },
    async get(id) {
      const rows = await db.query<{ content: Uint8Array }>('SELECT content FROM document_files WHERE document_id = $1', [id]);
      return rows[0] ? Buffer.from(rows[0].content) : null;
    },
    async delete(id) {
      await db.query('DELETE FROM document_files WHERE document_id = $1', [id]);
    },
    // document_files rows go with their document (ON DELETE CASCADE), in the same transaction.
    removeOrphans: async () => 0,
  };
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One file per document in `dir`, written to a temporary name and renamed, so a reader never sees half a file. */
export function directoryFileStore(dir: string): FileStore {
  let made: Promise<unknown> | null = null;
  const pathOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error(`not a document id: ${JSON.stringify(id.slice(0, 80))}`);
    return join(dir, id);
  };
  const adopt = (id: string): StagedFile => {
    const path = pathOf(id);
    return { commit: async () => {}, discard: () => rm(path, { force: true }) };
  };
  return {
    async directPath(id) {
      made ??= mkdir(dir, { recursive: true });
      await made;
      return pathOf(id);
    },
    adopt,
    async stage(id, bytes) {
      const path = pathOf(id);
      made ??= mkdir(dir, { recursive: true });
      await made;
      const temporary = `${path}.${randomBase62(8)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return adopt(id);
    },
    async get(id) {
      return readFile(pathOf(id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
    async removeOrphans(olderThanMs, owned) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const cutoff = Date.now() - olderThanMs;
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile() && info.mtimeMs <= cutoff) old.push(name);
      }
      // A temporary file older than the cutoff belongs to a write that never finished.
      const ids = old.filter((name) => SAFE_ID.test(name));
      const kept = await owned(ids);
      const orphans = old.filter((name) => !kept.has(name));
      for (const name of orphans) await rm(join(dir, name), { force: true });
      return orphans.length;
    },
  };
}

/** An embedded database kept in memory (tests) keeps its files in memory too. */
export function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    async stage(id, bytes) {
      files.set(id, Buffer.from(bytes));
      return { commit: async () => {}, discard: async () => void files.delete(id) };
    },
    directPath: async () => null,
    adopt: () => {
      throw new Error('the memory store has no files to adopt');
    },
    async get(id) {
      return files.get(id) ?? null;
    },
    async delete(id) {
      files.delete(id);
    },
    // Nothing in memory outlives the process that could leave an orphan.
    removeOrphans: async () => 0,
  };
}
