/**
 * Servers sharing a PostgreSQL database, without a lock held for a process's life (a connection
 * pooler in transaction mode hands each transaction to any server connection, so a session-level
 * advisory lock would stay behind on one of them): each server process has a row in
 * portal_ops.instances and touches it every 10 seconds; the reset command refuses while a server has
 * been seen within 30 seconds, and marks itself there while it runs, so no server starts meanwhile.
 * The check and the mark are made under a transaction-scoped advisory lock, so a start and a reset
 * never pass each other. The table lives in its own schema: a reset drops the application's.
 *
 * The embedded database keeps its lock file instead (db/lock.ts): one process per data folder.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from './open.ts';
import { DatabaseInUseError } from './lock.ts';

/** Arbitrary constant naming "starting or resetting the portal's database" among advisory locks. */
const opsLockKey = 72_726_027;
const heartbeatMs = 10_000;
/** A server not seen for this long is gone (it was killed). */
const liveWindow = sql`now() - interval '30 seconds'`;

async function ensureTable(ex: Db) {
  await ex.execute(sql`create schema if not exists portal_ops`);
  await ex.execute(sql`create table if not exists portal_ops.instances (
    id uuid primary key,
    role text not null,
    pid integer not null,
    host text not null,
    started_at timestamptz not null default now(),
    seen_at timestamptz not null default now()
  )`);
}

/** Runs `work` with the start/reset lock held, the table there and long-gone rows cleared. */
async function underOpsLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${opsLockKey})`);
    await ensureTable(tx as unknown as Db);
    await tx.execute(sql`delete from portal_ops.instances where seen_at < now() - interval '1 hour'`);
    return work(tx as unknown as Db);
  });
}

async function liveCount(ex: Db, role: 'server' | 'reset'): Promise<number> {
  const result = (await ex.execute(sql`select count(*)::int as n from portal_ops.instances where role = ${role} and seen_at > ${liveWindow}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

export interface Registration {
  /** Stops the heartbeat and removes the row (a clean stop). */
  release(): Promise<void>;
}

async function register(db: Db, role: 'server' | 'reset', refuseWhen: 'server' | 'reset', message: string): Promise<Registration> {
  const id = randomUUID();
  await underOpsLock(db, async (tx) => {
    if ((await liveCount(tx, refuseWhen)) > 0) throw new DatabaseInUseError(message);
    await tx.execute(sql`insert into portal_ops.instances (id, role, pid, host) values (${id}, ${role}, ${process.pid}, ${os.hostname()})`);
  });
  const timer = setInterval(() => {
    void db.execute(sql`update portal_ops.instances set seen_at = now() where id = ${id}`).catch(() => undefined);
  }, heartbeatMs);
  timer.unref();
  return {
    release: async () => {
      clearInterval(timer);
      await db.execute(sql`delete from portal_ops.instances where id = ${id}`).catch(() => undefined);
    },
  };
}

/** A server joins the database; refused while a reset runs. */
export function registerServer(db: Db): Promise<Registration> {
  return register(db, 'server', 'reset', 'This database is being reset. Try again when the reset has finished.');
}

/** The reset command marks the database; refused while a server is connected. */
export function registerReset(db: Db): Promise<Registration> {
  return register(db, 'reset', 'server', 'A portal server is connected to this database. Stop it first, then run the reset again.');
}
