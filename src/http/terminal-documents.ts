/**
 * Serialized document objects of documents in a terminal state, kept in memory. A processed or failed
 * document never changes again, so any API process may answer from here without reading it again;
 * polling clients and console views read the same finished documents over and over. It may be deleted,
 * though (by another process too): the caller checks that it still exists before answering.
 */
export interface CachedDocument {
  projectId: string;
  json: string;
}

export function createTerminalDocumentCache(maxBytes = 64 * 1024 * 1024) {
  // A Map keeps insertion order: re-inserting on read makes the first entry the least recently used.
  const entries = new Map<string, CachedDocument>();
  let bytes = 0;

  return {
    get(id: string): CachedDocument | undefined {
      const entry = entries.get(id);
      if (entry) {
        entries.delete(id);
        entries.set(id, entry);
      }
      return entry;
    },
    delete(id: string): void {
      const entry = entries.get(id);
      if (!entry) return;
      entries.delete(id);
      bytes -= entry.json.length;
    },
    set(id: string, entry: CachedDocument): void {
      if (entry.json.length > maxBytes / 16 || entries.has(id)) return;
      entries.set(id, entry);
      bytes += entry.json.length;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.json.length;
      }
    },
  };
}
