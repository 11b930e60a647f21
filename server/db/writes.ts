/**
 * Which tables this process has written, as version numbers: what makes in-process caches safe on
 * the embedded database. PGlite is opened by one process only (db/lock.ts) and runs one statement at
 * a time, a transaction holding it whole, so every write to it goes through this process's drizzle,
 * whose query logger hands each statement here. A cache entry keeps the versions of the tables it
 * was read from (taken before the read) and is good while none of them has moved.
 *
 * On a PostgreSQL server other processes write too: there is no TableWrites; the caches that are
 * kept there are told of every process's writes by notifications instead (db/cacheEvents.ts).
 */
import type { Logger } from 'drizzle-orm';
import type { Db } from './open.ts';
import { cacheEventsOf, NotifiedCache } from './cacheEvents.ts';

const writeStart = /^\s*(?:with|insert|update|delete|truncate|merge)\b/i;
const writeTarget = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

export class TableWrites {
  #versions = new Map<string, number>();

  /** Records the tables a statement writes (called for every statement by drizzle's logger). */
  observe(statement: string): void {
    if (!writeStart.test(statement)) return;
    for (const match of statement.matchAll(writeTarget)) {
      const table = match[1]!.toLowerCase();
      this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
    }
  }

  /** The versions of some tables now, as one comparable value. */
  versionOf(tables: readonly string[]): string {
    return tables.map((table) => this.#versions.get(table) ?? 0).join('.');
  }

  /** A drizzle logger feeding this. */
  logger(): Logger {
    return { logQuery: (query) => this.observe(query) };
  }
}

const watchers = new WeakMap<Db, TableWrites>();

export function watchWrites(db: Db, writes: TableWrites): void {
  watchers.set(db, writes);
}

/** The write watcher of an embedded database; undefined on a PostgreSQL server. */
export function tableWritesOf(db: Db): TableWrites | undefined {
  return watchers.get(db);
}

/**
 * A read kept in memory per embedded database: an entry is good while none of `tables` has been
 * written since it was read (the versions are taken before the read, so a write landing meanwhile
 * leaves it stale at once) and `fresh` still holds for it (a guest's access end, say). At most
 * `capacity` entries per database, the oldest going first; values `keep` refuses are not kept.
 *
 * On a PostgreSQL server other processes write too: with `tagsOf` (the notifications that make an
 * entry stale, migration 0031) entries are kept by a NotifiedCache (db/cacheEvents.ts) while the
 * process listens; without it, or without a listening connection, every read asks the database.
 */
export function versionedReads<V>(tables: readonly string[], capacity: number, options: { keep?: (value: V) => boolean; tagsOf?: (value: V) => string[] } = {}) {
  const caches = new WeakMap<Db, Map<string, { version: string; value: V }>>();
  const notified = new WeakMap<Db, NotifiedCache<V>>();
  const keep = options.keep ?? (() => true);
  /** `ticket`: PostgreSQL, the request's (db/cacheEvents.ts). */
  return async function read(db: Db, key: string, load: () => Promise<V>, fresh: (value: V) => boolean = () => true, ticket?: number): Promise<V> {
    const version = tableWritesOf(db)?.versionOf(tables);
    if (version === undefined) {
      const events = options.tagsOf && cacheEventsOf(db);
      if (!events) return load();
      let cache = notified.get(db);
      if (!cache) notified.set(db, (cache = new NotifiedCache(events, options.tagsOf!, capacity)));
      return cache.read(key, load, { fresh, keep, ticket });
    }
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && hit.version === version && fresh(hit.value)) return hit.value;
    const value = await load();
    cache.delete(key);
    if (keep(value)) {
      if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
      cache.set(key, { version, value });
    }
    return value;
  };
}
