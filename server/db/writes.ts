/**
 * Which tables this process has written, as version numbers: what makes in-process caches safe on
 * the embedded database. PGlite is opened by one process only (db/lock.ts) and runs one statement at
 * a time, a transaction holding it whole, so every write to it goes through this process's drizzle,
 * whose query logger hands each statement here. A cache entry keeps the versions of the tables it
 * was read from (taken before the read) and is good while none of them has moved.
 *
 * On a PostgreSQL server other processes write too: there is no TableWrites, and the caches that
 * need one are not used (server/sessionCache.ts).
 */
import type { Logger } from 'drizzle-orm';
import type { Db } from './open.ts';

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
