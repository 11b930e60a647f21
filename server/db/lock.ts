/**
 * Keeps two processes off one embedded database. PGlite must never be opened from two processes, so
 * the server and the reset command hold a lock file inside the data folder (pid + start time) and
 * refuse to start while a live process holds it. On a PostgreSQL server several servers share the
 * database and the reset command checks that none is connected (db/instances.ts).
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const lockFileName = 'portal-server.lock';

export class DatabaseInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseInUseError';
  }
}

export interface HeldLock {
  release(): Promise<void>;
}

interface LockFile {
  pid: number;
  role: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data folder's lock, if any (a lock left by a dead process is stale). */
function readLockHolder(dataDir: string): LockFile | undefined {
  const file = path.join(dataDir, lockFileName);
  if (!existsSync(file)) return undefined;
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockFile;
    return Number.isInteger(holder.pid) && holder.pid !== process.pid && isAlive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string, role: 'server' | 'reset'): HeldLock {
  mkdirSync(dataDir, { recursive: true });
  const holder = readLockHolder(dataDir);
  if (holder) {
    throw new DatabaseInUseError(
      `The data folder ${dataDir} is in use by a running ${holder.role} (pid ${holder.pid}, since ${holder.startedAt}). ` +
        'Stop it first (Ctrl+C or kill -TERM <pid>), then try again.',
    );
  }
  const file = path.join(dataDir, lockFileName);
  const content: LockFile = { pid: process.pid, role, startedAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(content)}\n`);
  return {
    release: async () => {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as LockFile;
        if (current.pid === process.pid) unlinkSync(file);
      } catch {
        // Already gone (a reset wiped the folder): nothing to release.
      }
    },
  };
}
