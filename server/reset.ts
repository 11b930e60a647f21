/**
 * `npm run reset-data`: wipes the data (the PGlite data folder, or with DATABASE_URL the schema on
 * the PostgreSQL server) and seeds the demo data again. Refuses while a server uses that database
 * (the data folder's lock file; on PostgreSQL, a server seen within 30 seconds: db/instances.ts).
 */
import { readConfig } from './config.ts';
import { openPglite, openPostgres } from './db/open.ts';
import { acquireDataDirLock, DatabaseInUseError } from './db/lock.ts';
import { registerReset } from './db/instances.ts';
import { prepareDatabase, wipeDataDir, wipePostgres } from './db/prepare.ts';
import { demoPassword } from './seed/index.ts';

const config = readConfig();

async function resetPglite() {
  const lock = acquireDataDirLock(config.dataDir, 'reset');
  try {
    wipeDataDir(config.dataDir);
    const handle = await openPglite({ dataDir: config.dataDir });
    try {
      return await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await lock.release();
  }
}

async function resetPostgres(url: string) {
  const handle = await openPostgres(url, { caches: false });
  try {
    // Refused while a server is connected; marked meanwhile, so no server starts (db/instances.ts).
    const mark = await registerReset(handle.db);
    try {
      await wipePostgres(handle.pool!);
      return await prepareDatabase(handle);
    } finally {
      await mark.release();
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const target = config.databaseUrl ? `the PostgreSQL database (${new URL(config.databaseUrl).pathname.slice(1)})` : config.dataDir;
  console.log(`Resetting ${target} ...`);
  const { seeded } = config.databaseUrl ? await resetPostgres(config.databaseUrl) : await resetPglite();
  console.log(`Done: ${seeded?.users ?? 0} demo users, ${seeded?.accounts ?? 0} service accounts, ${seeded?.bills ?? 0} bills, ${seeded?.payments ?? 0} payments. Password: ${demoPassword}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseInUseError ? `\nReset refused: ${error.message}\n` : error);
  process.exit(1);
});
