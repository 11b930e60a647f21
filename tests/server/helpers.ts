/**
 * Test databases from a template: the first test file to ask migrates and seeds an in-memory PGlite
 * once, dumps it (dumpDataDir) to a tarball in the temp folder, and every test file then opens its
 * own database from that tarball (about 0.5 s instead of 3-4 s). The tarball's name carries a hash of
 * the migrations and seed sources and the seed day, so a change to either builds a fresh one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { repoRoot } from '../../server/config.ts';
import { drizzle } from 'drizzle-orm/pglite';
import { openPglite, type Db, type DatabaseHandle } from '../../server/db/open.ts';
import * as schema from '../../server/db/schema.ts';
import { TableWrites, watchWrites } from '../../server/db/writes.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { refreshCookieName, userCalls } from '../../src/domain/calls.ts';

/** The seed's "now" in tests: noon UTC today, so dates are stable within a day. */
export const seedNow = (() => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
})();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(path.join(repoRoot, 'server/db/migrations')),
    ...filesUnder(path.join(repoRoot, 'server/seed')),
    path.join(repoRoot, 'server/auth/password.ts'),
    // Where each seeded premise is (the seed places them with it).
    path.join(repoRoot, 'server/outage/premisePoint.ts'),
    // The outage alerts' subjects, seeded in every language.
    path.join(repoRoot, 'server/outage/alerts.ts'),
    path.join(repoRoot, 'src/domain/rights.ts'),
    path.join(repoRoot, 'src/domain/constants.ts'),
    // The seed prices and settles with the rules the server uses.
    path.join(repoRoot, 'src/domain/billingHistory.ts'),
    path.join(repoRoot, 'src/domain/payment.ts'),
    // Bills are priced with the tariffs and their lines.
    path.join(repoRoot, 'src/domain/tariff.ts'),
    path.join(repoRoot, 'server/billing/tariffs.ts'),
  ].sort();
  for (const file of sources) hash.update(file).update(readFileSync(file));
  hash.update(seedNow.toISOString());
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | undefined;

/** The migrated and seeded template as a tarball (built once per key, shared by workers). */
export function templateTarball(): Promise<Blob> {
  templatePromise ??= (async () => {
    const dir = path.join(os.tmpdir(), 'utility-portal-test-templates');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `template-${templateKey()}.tar`);
    if (existsSync(file) && statSync(file).size > 0) return new Blob([readFileSync(file)]);
    const handle = await openPglite();
    try {
      await prepareDatabase(handle, { now: seedNow });
      const dump = await handle.pglite!.dumpDataDir('none');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Write then rename: a worker reading concurrently never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      // Older templates (other days, other sources) are of no further use: keep the temp folder small.
      for (const name of readdirSync(dir)) {
        const other = path.join(dir, name);
        if (other !== file && /^template-[0-9a-f]+\.tar$/.test(name) && Date.now() - statSync(other).mtimeMs > 3_600_000) rmSync(other, { force: true });
      }
      return new Blob([bytes]);
    } finally {
      await handle.close();
    }
  })();
  return templatePromise;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  return openPglite({ loadDataDir: await templateTarball() });
}

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** app.inject with a default Host of localhost. */
  request(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testAdminToken = 'test-admin-token-0123456789';

export async function startTestServer(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestServer> {
  const handle = await openTestDatabase();
  // Load shedding has its own tests (overload.test.ts): elsewhere a busy CI machine must not turn a
  // burst of test calls into 503s.
  const app = await buildApp({ db: handle.db, adminToken: testAdminToken, overload: { maxInFlight: 100_000, maxWaitMs: Number.POSITIVE_INFINITY }, ...options });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    request: (opts) => app.inject(typeof opts === 'string' ? { method: 'GET', url: opts } : opts),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface RecordingTestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The database as the server uses it (its statements are recorded too). */
  db: Db;
  /** Every SQL statement the server ran, in order (a test may empty it). */
  statements: string[];
  /** The statements one request runs; fails unless it answers `status`. */
  statementsOf(request: () => Promise<LightMyRequestResponse>, status?: number): Promise<string[]>;
  /** Signs a demo user in (password Portal#2026): the Authorization header of the session. */
  signIn(userName: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A test app on the embedded database as the server opens it (db/open.ts: drizzle over PGlite,
 * writes watched), with each SQL statement it runs also recorded: what a request costs the database.
 */
export async function recordingTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<RecordingTestApp> {
  const handle = await openTestDatabase();
  const statements: string[] = [];
  const writes = new TableWrites();
  const db = drizzle({ client: handle.pglite!, schema, logger: { logQuery: (query) => (statements.push(query), writes.observe(query)) } }) as unknown as Db;
  watchWrites(db, writes);
  // As startTestServer: a busy CI machine must not turn a burst of test calls into 503s.
  const app = await buildApp({ db, adminToken: testAdminToken, overload: { maxInFlight: 100_000, maxWaitMs: Number.POSITIVE_INFINITY }, ...options });
  await app.ready();
  return {
    app,
    handle,
    db,
    statements,
    async statementsOf(request, status = 200) {
      statements.length = 0;
      const reply = await request();
      if (reply.statusCode !== status) throw new Error(`expected ${status}, got ${reply.statusCode}: ${reply.body}`);
      return [...statements];
    },
    async signIn(userName) {
      const reply = await app.inject({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.login}`, payload: { username: userName, password: 'Portal#2026' } });
      if (reply.statusCode !== 200) throw new Error(`login of ${userName} failed: ${reply.body}`);
      return bearer(reply.json().data.accessToken as string);
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** The parsed envelope of a reply. */
export function envelope<T = unknown>(reply: LightMyRequestResponse): { status: { code: number; message: string; msgcode: string }; data: T } {
  return reply.json();
}

/** A throwaway dist folder with an index.html like Vite's (base './'), an asset and a public file. */
export function makeFakeDist(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><link rel="icon" href="./favicon.svg">' +
      '<script type="module" crossorigin src="./assets/index-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="./assets/index-def456.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("portal");\n');
  writeFileSync(path.join(dir, 'assets/index-def456.css'), 'body{margin:0}\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A clock the server reads (AppOptions.now): real time plus an offset the test moves. */
export class TestClock {
  offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export const minutes = (n: number) => n * 60_000;

/** The Authorization header of an access token. */
export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** The value of the refresh cookie a reply sets ('' when it clears it, undefined when absent). */
export function refreshCookieOf(reply: LightMyRequestResponse): { value: string; attributes: string } | undefined {
  const header = reply.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const line = lines.find((l) => l.startsWith(`${refreshCookieName}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice(refreshCookieName.length + 1)), attributes: attributes.join('; ') };
}

/** POST /api/user/login from an IP address (default 127.0.0.1). */
export function loginRequest(server: Pick<TestServer, 'request'>, body: Record<string, unknown>, ip = '127.0.0.1') {
  return server.request({ method: 'POST', url: `${apiAreas.userManagement}${userCalls.login}`, payload: body, remoteAddress: ip });
}

/** Signs a demo user in (no second factor) and answers the tokens and uuid. */
export async function signIn(server: Pick<TestServer, 'request'>, userName: string, ip = '127.0.0.1') {
  const reply = await loginRequest(server, { username: userName, password: 'Portal#2026' }, ip);
  if (reply.statusCode !== 200) throw new Error(`login of ${userName} failed: ${reply.body}`);
  const data = reply.json().data as { accessToken: string; refreshToken: string; user: { uuid: string } };
  if (!data.accessToken) throw new Error(`login of ${userName} opened no session`);
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, uuid: data.user.uuid, headers: bearer(data.accessToken) };
}
