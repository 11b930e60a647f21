/**
 * Bringing a database to the current schema and content: migrate, then seed when there are no
 * users yet. Also the wipe steps of the reset command.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, migrateWithin, type DatabaseHandle, type Db } from './open.ts';
import { lockFileName } from './lock.ts';
import { isDatabaseEmpty, seedDatabase, type SeedOptions, type SeedSummary } from '../seed/index.ts';

/** Arbitrary constant naming "migrating and seeding the portal's database" among advisory locks. */
const prepareLockKey = 72_726_028;

/**
 * On PostgreSQL, servers starting at the same moment take turns: migrations and the seed run in one
 * transaction holding a transaction-scoped advisory lock (a session-level one would not survive a
 * pooler in transaction mode), so the second server finds the database migrated and seeded.
 */
export async function prepareDatabase(handle: DatabaseHandle, seedOptions: SeedOptions = {}): Promise<{ seeded: SeedSummary | undefined }> {
  if (handle.kind === 'postgres') {
    return handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${prepareLockKey})`);
      const db = tx as unknown as Db;
      await migrateWithin(db);
      if (!(await isDatabaseEmpty(db))) return { seeded: undefined };
      return { seeded: await seedDatabase(db, seedOptions) };
    });
  }
  await migrateDatabase(handle);
  if (!(await isDatabaseEmpty(handle.db))) return { seeded: undefined };
  return { seeded: await seedDatabase(handle.db, seedOptions) };
}

/** Empties a PGlite data folder, keeping the lock file of the process doing it. */
export function wipeDataDir(dataDir: string) {
  for (const entry of readdirSync(dataDir)) {
    if (entry !== lockFileName) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/** Drops and recreates the application schema (and drizzle's migration journal) on a server. */
export async function wipePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
