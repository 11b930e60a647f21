/**
 * Opens the database: embedded PostgreSQL (PGlite) in a data folder, in memory or from a dumped
 * template (tests), or a PostgreSQL server through node-postgres when DATABASE_URL is set. Both go
 * through the same drizzle schema and the same generated migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as schema from './schema.ts';
import { TableWrites, watchWrites } from './writes.ts';
import { CacheEvents, listenFor, type CacheEventsOptions } from './cacheEvents.ts';

/** The drizzle database either driver gives; server code only ever sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** For logs: the data folder, memory://, or the server URL without its password. */
  description: string;
  /** The PGlite instance (for dumpDataDir in tests); undefined on a PostgreSQL server. */
  pglite?: PGlite;
  /** The node-postgres pool; undefined on PGlite. */
  pool?: pg.Pool;
  /** The listening connection of the in-process caches (PostgreSQL; db/cacheEvents.ts). */
  cacheEvents?: CacheEvents;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOpenOptions {
  /** A folder path, or 'memory://' (the default). */
  dataDir?: string;
  /** A tarball from dumpDataDir() to start from (tests: a migrated and seeded template). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOpenOptions = {}): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  // Every statement goes through this drizzle: its logger tells the in-process caches what was written.
  const writes = new TableWrites();
  const db = drizzlePglite({ client, schema, logger: writes.logger() }) as unknown as Db;
  watchWrites(db, writes);
  return {
    db,
    kind: 'pglite',
    description: dataDir,
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOpenOptions {
  /**
   * Where the process listens for cache invalidations (db/cacheEvents.ts): PostgreSQL itself, not a
   * pooler in transaction mode (LISTEN needs a session of its own). Default: the connection string.
   */
  listenUrl?: string;
  /** false: no listening connection, so no in-process cache of sessions and summaries (scripts). */
  caches?: boolean;
  /** Told when the listening connection is lost or listens again. */
  onCacheState?: CacheEventsOptions['onState'];
}

export async function openPostgres(connectionString: string, options: PostgresOpenOptions = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await pool.query('select 1');
  const events = options.caches === false ? undefined : new CacheEvents(options.listenUrl ?? connectionString, { onState: options.onCacheState });
  if (events) {
    listenFor(db, events);
    await events.start();
  }
  return {
    db,
    kind: 'postgres',
    description: redactUrl(connectionString),
    pool,
    cacheEvents: events,
    close: async () => {
      await events?.stop();
      await pool.end();
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

/**
 * Applies the migrations not applied yet with `ex`, inside the caller's transaction (PostgreSQL:
 * db/prepare.ts holds a lock meanwhile). The same journal as drizzle's migrator
 * (drizzle.__drizzle_migrations, by the migration's folder time), so either can follow the other.
 */
export async function migrateWithin(ex: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await ex.execute(sql`create schema if not exists "drizzle"`);
  await ex.execute(sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`);
  const last = (await ex.execute(sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const appliedUpTo = last.rows[0] ? Number(last.rows[0].created_at) : -1;
  for (const migration of migrations) {
    if (migration.folderMillis <= appliedUpTo) continue;
    for (const statement of migration.sql) if (statement.trim()) await ex.execute(sql.raw(statement));
    await ex.execute(sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable url)';
  }
}
