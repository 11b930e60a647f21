/**
 * Starts the reference server: opens the database (PGlite data folder, or DATABASE_URL), applies
 * migrations, seeds an empty database, and serves the API and the built portal on one port.
 *
 * Environment: PORT (8080), HOST (0.0.0.0), DATA_DIR (.data/pg), DATABASE_URL, DATABASE_LISTEN_URL
 * (where the cache listener connects: PostgreSQL itself when DATABASE_URL is a pooler), ADMIN_TOKEN,
 * STATIC_DIR (dist), LOG_LEVEL (info), TOKEN_SECRET (random per start), MAINTENANCE_POLL_MS (200000),
 * EXTERNAL_SITE_ENTERPRISE / _LANDLORD / _PROPERTY_MANAGER, TRUST_PROXY (false), PUBLIC_URL (the
 * portal address e-mailed links start with; default http://localhost:<port>), PAYMENT_SCHEDULER_MS
 * (60000: how often scheduled payments that are due are made), PAYMENT_WALLETS (the wallets offered,
 * comma-separated: PayPal,GooglePay,ApplePay,Venmo by default; empty: none).
 */
import { randomBytes } from 'node:crypto';
import { readConfig } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/open.ts';
import { acquireDataDirLock, DatabaseInUseError, type HeldLock } from './db/lock.ts';
import { registerServer, type Registration } from './db/instances.ts';
import { prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';
import { batchedLogStream } from './http/logging.ts';
import { demoAccounts, demoPassword, demoUsers, guestRegistrationInvitationSeed, pendingGuestInvitationSeed } from './seed/index.ts';
import { adminBasePath, adminCalls, adminTokenHeader } from '../src/domain/admin.ts';
import { devAdminCalls } from '../src/domain/devAdmin.ts';
import { townInfo } from './seed/geo.ts';

const config = readConfig();

/** Where the cache listener's state goes: the server's log once it exists. */
let cacheLog = (state: 'listening' | 'lost', error?: unknown) => {
  if (state === 'lost') console.error('cache invalidation listener lost; caches cleared, reconnecting', error);
};

async function openDatabase(): Promise<{ handle: DatabaseHandle; lock: HeldLock | undefined }> {
  if (config.databaseUrl) {
    // Several servers may share it: no lock held for the process's life (db/instances.ts).
    // Each process keeps sessions and summaries in memory, dropped on the notifications of a listening connection (db/cacheEvents.ts).
    const handle = await openPostgres(config.databaseUrl, {
      listenUrl: config.databaseListenUrl,
      onCacheState: (state, error) => cacheLog(state, error),
    });
    return { handle, lock: undefined };
  }
  // Lock before opening: PGlite must never have one folder open in two processes.
  const lock = acquireDataDirLock(config.dataDir, 'server');
  try {
    return { handle: await openPglite({ dataDir: config.dataDir }), lock };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PGlite: close (flush) the folder before giving up its lock file. PostgreSQL: leave the instances, end the pool. */
async function closeDatabase(handle: DatabaseHandle, lock: HeldLock | undefined, registration: Registration | undefined) {
  await registration?.release();
  await handle.close();
  await lock?.release();
}

/** demo.prepaid's meter (the recharge flow). */
const prepaidMeterNumber = demoAccounts.find((account) => account.isPrepaid && demoUsers.some((user) => user.accounts.some((link) => link.key === account.key)))?.meters[0]?.meterNumber ?? '';

/** The seeded accounts no demo user holds: what a tester types into account validation. */
const freeAccounts = (() => {
  const rows = demoAccounts
    .filter((account) => !demoUsers.some((user) => user.accounts.some((link) => link.key === account.key)))
    .map((account) => [
      account.accountNumber,
      account.holderDateOfBirth.replaceAll('-', ''),
      account.holderIdNumber,
      townInfo[account.town].postalCode,
      account.holderOrgName
        ? `${account.holderFirstName} ${account.holderLastName} for ${account.holderOrgName} (registrationType 1, REGO)`
        : `${account.holderFirstName} ${account.holderLastName}`,
    ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '));
})();

function printBanner(port: number, adminToken: string, generatedToken: boolean, database: string) {
  const width = Math.max(...demoUsers.map((u) => u.userName.length));
  const lines = [
    '',
    'Utility customer portal - reference server',
    `  Portal:    http://localhost:${port}/   (base /)`,
    `             http://127.0.0.1:${port}/Portal/   (base /Portal)`,
    `  API:       http://localhost:${port}/api/...   health: http://localhost:${port}/health`,
    `  Database:  ${database}`,
    '',
    `Demo users (password for all: ${demoPassword})`,
    ...demoUsers.map((u) => `  ${u.userName.padEnd(width)}  ${u.description}`),
    '',
    `Admin token${generatedToken ? ' (generated for this run; set ADMIN_TOKEN to fix it)' : ''}: ${adminToken}`,
    `  Maintenance on:  curl -X POST http://localhost:${port}${adminBasePath}${adminCalls.maintenance} -H '${adminTokenHeader}: ${adminToken}' -H 'content-type: application/json' -d '{"active":true}'`,
    `  Outbox (codes):  curl 'http://localhost:${port}${adminBasePath}${devAdminCalls.outbox}?user=demo.tfa&limit=5' -H '${adminTokenHeader}: ${adminToken}'`,
    `  Sign-in link:    curl -X POST http://localhost:${port}${adminBasePath}${devAdminCalls.authToken} -H '${adminTokenHeader}: ${adminToken}' -H 'content-type: application/json' -d '{"userName":"demo.customer"}'`,
    `                   then open http://localhost:${port}/authenticate/<token>`,
    `  Guest linking:   sign in as ${pendingGuestInvitationSeed.guest} with guestToken ${pendingGuestInvitationSeed.key}`,
    `  Guest register:  http://localhost:${port}/GuestRegister?key=${guestRegistrationInvitationSeed.key}   (e-mail ${guestRegistrationInvitationSeed.email}, invited by ${guestRegistrationInvitationSeed.inviter})`,
    `  Invitations:     curl 'http://localhost:${port}${adminBasePath}${devAdminCalls.outboxByAddress}?address=<e-mail>' -H '${adminTokenHeader}: ${adminToken}'`,
    'Payments (gateway simulator; server/gateway/TEST_CARDS.md):',
    '  Cards that approve: 4242 4242 4242 4242 (VISA), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex, CVV 4 digits)',
    '  A card code: 4000 0000 0000 3014 answers F301 (pattern 4000 0000 0000 3xxC for F300-F315, F351-F355)',
    `  Guest payment: account ${demoAccounts[0]!.accountNumber} with last name ${demoAccounts[0]!.holderLastName}; prepaid meter ${prepaidMeterNumber} (recharge)`,
    `  Wallets offered: ${config.paymentWallets.join(', ') || 'none'} (PAYMENT_WALLETS; approved at once, a one-time token for 15 minutes)`,
    '',
    'Accounts free for registration (account, date of birth, id number, post code, first and last name):',
    ...freeAccounts.map((a) => `  ${a}`),
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const started = Date.now();
  const { handle, lock } = await openDatabase();
  let registration: Registration | undefined;
  let seeded: Awaited<ReturnType<typeof prepareDatabase>>['seeded'];
  try {
    // On PostgreSQL the server joins the servers of the database (refused while a reset runs).
    if (handle.kind === 'postgres') registration = await registerServer(handle.db);
    ({ seeded } = await prepareDatabase(handle));
  } catch (error) {
    await closeDatabase(handle, lock, registration);
    throw error;
  }

  const generatedToken = !config.adminToken;
  const adminToken = config.adminToken ?? randomBytes(18).toString('base64url');
  const app = await buildApp({
    db: handle.db,
    staticDir: config.staticDir,
    // One line per request and the server's events, written to standard output in batches.
    logger: { level: config.logLevel, stream: batchedLogStream() },
    adminToken,
    tokenSecret: config.tokenSecret,
    settings: { maintenancePollMs: config.maintenancePollMs, externalSites: config.externalSites },
    trustProxy: config.trustProxy,
    // Links in e-mails: the portal on this port unless PUBLIC_URL says where it is reached.
    publicUrl: config.publicUrl ?? (config.port ? `http://localhost:${config.port}` : ''),
    paymentSchedulerMs: config.paymentSchedulerMs,
    paymentWallets: config.paymentWallets,
    uploadDir: config.uploadDir,
  });
  cacheLog = (state, error) => {
    if (state === 'lost') app.log.warn({ err: error }, 'cache invalidation listener lost: caches cleared and off until it listens again');
    else app.log.info('cache invalidation listener listening again: caches on');
  };
  if (!config.tokenSecret) app.log.warn('TOKEN_SECRET is not set: a random token key is used, so a restart ends access tokens (refresh still works)');
  if (seeded) app.log.info(seeded, 'empty database seeded with demo data');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck close must not leave a half-dead process holding the database.
    setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000).unref();
    try {
      await app.close(); // stop accepting, finish in-flight requests
      await closeDatabase(handle, lock, registration);
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await closeDatabase(handle, lock, registration);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(port, adminToken, generatedToken, handle.description);
  app.log.info({ port, ms: Date.now() - started }, 'server ready');
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
