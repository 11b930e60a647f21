/**
 * `npm run bench`: the reference server under load, on this machine, over loopback only
 * (autocannon). In one run it measures a bare Fastify hello-world (the machine's ceiling), then on
 * the embedded database (and on PostgreSQL when DATABASE_URL is set) the authenticated current-bill
 * read, login, the fee lookup and a payment, each `BENCH_CONNECTIONS` connections (100) for
 * `BENCH_SECONDS` seconds (10) after a short warm-up; then 200 signed-in customers reading their
 * bills for `BENCH_CUSTOMER_SECONDS` (60), with the time of each customer's first answer. It prints
 * requests per second, p50, p99 and each call's share of hello-world, checks the goals of issue 13
 * and writes reports/bench.md. Not part of `npm test`: figures depend on the machine and its load;
 * compare calls within one run.
 *
 * The servers are the real ones (`server/main.ts` as a child process, default log level), on a
 * copy of the test database template (PGlite) or on DATABASE_URL (migrated and seeded when empty;
 * the payments made stay in it). BENCH_CPU_PROF=<folder> starts the portal server under
 * `node --cpu-prof` and writes its profile there. BENCH_ONLY=bill, calls or customers runs that part
 * alone (bill and calls after hello-world), on DATABASE_URL when it is set, else on the embedded
 * database; BENCH_ONLY=storm the storm day.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../server/config.ts';
import { redactUrl } from '../server/db/open.ts';
import { templateTarball } from '../tests/server/helpers.ts';
import { billingCalls, inboxCalls, outageCalls, paymentCalls, userCalls } from '../src/domain/calls.ts';
import { apiAreas } from '../src/domain/apiAreas.ts';
import { convenienceFee } from '../src/domain/payment.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 200);
const customerSeconds = Number(process.env.BENCH_CUSTOMER_SECONDS ?? 60);
const stormSeconds = Number(process.env.BENCH_STORM_SECONDS ?? 20);
/** BENCH_ONLY=storm: only the storm-day run (issue 18) on the embedded database, written to reports/bench-storm.md. */
const stormOnly = process.env.BENCH_ONLY === 'storm';
const databaseUrl = process.env.DATABASE_URL || undefined;
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;

const account = '300041526371';
const password = 'Portal#2026';

interface Measure {
  name: string;
  /** Every answer per second, refusals (503) included. */
  rps: number;
  /** Answers 2xx per second: the calls served, what the share of hello-world is taken of. */
  okRps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface CustomerRun {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  firstAnswerMaxMs: number;
  withoutAnswer: number;
}

// ---------------------------------------------------------------- processes

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 2 minutes\n${output()}`);
}

async function start(script: string, env: Record<string, string>, readyPath: string, nodeFlags: string[] = []) {
  // BENCH_PORT: a fixed port (a machine shared by several people), else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // The request log goes nowhere (it is still written: the default level is kept).
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${readyPath}`, child, () => errors);
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A data folder holding a copy of the migrated, seeded test template. */
async function embeddedDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const pg = await PGlite.create(dir, { loadDataDir: await templateTarball() });
  await pg.close();
  return dir;
}

// ---------------------------------------------------------------- load

async function cannon(name: string, options: autocannon.Options): Promise<Measure> {
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: options.duration ?? seconds });
  const measure = {
    name,
    rps: result.requests.average,
    okRps: result['2xx'] / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  const codes = measure.non2xx ? `  (${Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count}`).join(', ')})` : '';
  console.log(`  ${name.padEnd(24)} ${measure.rps.toFixed(0).padStart(7)} req/s (2xx ${measure.okRps.toFixed(0).padStart(6)}/s)  p50 ${String(measure.p50).padStart(5)} ms  p99 ${String(measure.p99).padStart(5)} ms  errors ${measure.errors}  non-2xx ${measure.non2xx}${codes}`);
  return measure;
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { status: { code: number; message: string }; data: T };
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${body.status?.message}`);
  return body.data;
}

async function signIn(base: string): Promise<string> {
  for (;;) {
    const response = await fetch(`${base}${apiAreas.userManagement}${userCalls.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.customer', password }),
    });
    // A server still busy with the previous run says when to come back (Retry-After), as the portal does.
    if (response.status === 503) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? 1)));
      continue;
    }
    return (await dataOf<{ accessToken: string }>(response)).accessToken;
  }
}

/** The calls of one database at `connections` connections: the current-bill read, login, the fee lookup and a payment. */
async function callMeasures(base: string, hello: Measure | undefined, only?: 'bill'): Promise<Measure[]> {
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  const measures = [await cannon('current-bill read', { url: `${base}${apiAreas.billing}${billingCalls.currentBill}?accountNumber=${account}`, connections, headers: auth })];
  if (only !== 'bill') {
    const methods = await dataOf<{ paymentTokenId: string; kind: string }[]>(
      await fetch(`${base}${apiAreas.payment}${paymentCalls.methods}?accountNumber=${account}`, { headers: { authorization: auth.authorization } }),
    );
    const card = methods.find((method) => method.kind === 'card')!.paymentTokenId;
    const json = { ...auth, 'content-type': 'application/json' };
    measures.push(
      await cannon('login', {
        url: `${base}${apiAreas.userManagement}${userCalls.login}`,
        connections,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo.customer', password }),
      }),
      await cannon('fee lookup', {
        url: `${base}${apiAreas.payment}${paymentCalls.convenienceFee}`,
        connections,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ accountNumber: account, amount: 120.5, methodType: 'card' }),
      }),
      await cannon('payment (saved card)', {
        url: `${base}${apiAreas.payment}${paymentCalls.pay}`,
        connections,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...json, 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                accountNumber: account, amount: 25, paymentAmountType: 'OtherAmount', paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: card,
                paymentDate: new Date().toISOString().slice(0, 10), convenienceFee: convenienceFee(25, 'card'),
              }),
            }),
          },
        ],
      }),
    );
  }
  if (hello) for (const measure of measures) console.log(`    ${measure.name}: ${((100 * measure.okRps) / hello.okRps).toFixed(1)}% of hello-world (answers 2xx)`);
  return measures;
}

async function portalCalls(database: string, base: string, hello: Measure): Promise<{ measures: Measure[]; customers: CustomerRun; storm: StormRun }> {
  console.log(`\n${database}`);
  const measures = await callMeasures(base, hello);
  return { measures, customers: await customerRun(base), storm: await stormRun(base) };
}

/** `customers` signed-in customers, each on its own connection with its own session, reading bills. */
async function customerRun(base: string): Promise<CustomerRun> {
  console.log(`  ${customers} customers for ${customerSeconds} s (signing them in first)...`);
  const tokens: string[] = [];
  for (let i = 0; i < customers; i += 10) tokens.push(...(await Promise.all(Array.from({ length: Math.min(10, customers - i) }, () => signIn(base)))));
  let next = 0;
  const customerCalls = [
    `${apiAreas.billing}${billingCalls.currentBill}?accountNumber=${account}`,
    `${apiAreas.billing}${billingCalls.dashboard}?accountNumber=${account}`,
    `${apiAreas.notificationInbox}${inboxCalls.dashboardNotification}?accountNumber=${account}`,
  ];
  const firstAnswer = new Map<object, number>();
  let startedAt = 0;
  const instance = autocannon({
    url: base,
    connections: customers,
    duration: customerSeconds,
    timeout: 10,
    // Each customer's own copies of the three calls, each with its token: autocannon's
    // `client.setHeaders` sets the headers of the current request only, and the `requests` objects
    // are shared by every client.
    setupClient: (client) => {
      const headers = { authorization: `Bearer ${tokens[next++ % tokens.length]}`, 'accept-encoding': 'br, gzip' };
      client.setRequests(customerCalls.map((call) => ({ method: 'GET' as const, path: call, headers })));
    },
  });
  instance.on('start', () => (startedAt = Date.now()));
  instance.on('response', (client: object) => {
    if (!firstAnswer.has(client)) firstAnswer.set(client, Date.now() - startedAt);
  });
  const result = await instance;
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count}`).join(', ');
  console.log(`  customers' answers by status: ${codes}`);
  const run: CustomerRun = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    firstAnswerMaxMs: Math.max(0, ...firstAnswer.values()),
    withoutAnswer: customers - firstAnswer.size,
  };
  console.log(
    `  customers: ${run.rps.toFixed(0)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}  non-2xx ${run.non2xx}  latest first answer ${run.firstAnswerMaxMs} ms  without an answer ${run.withoutAnswer}`,
  );
  return run;
}

// ---------------------------------------------------------------- storm day (issue 18)

interface StormRun {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and 4xx/5xx answers. */
  failures: number;
  notModified: number;
}

/**
 * A storm: `customers` clients (200) at once on the public outage list and count, as phones on the
 * outage page do (a third of the list reads revalidate with the ETag and get 304).
 */
async function stormRun(base: string): Promise<StormRun> {
  const all = `${apiAreas.outage}${outageCalls.all}`;
  const etag = (await fetch(`${base}${all}`)).headers.get('etag') ?? '';
  console.log(`  storm: ${customers} clients on the outage list and count for ${stormSeconds} s...`);
  const headers = { 'accept-encoding': 'br, gzip' };
  const result = await autocannon({
    url: base,
    connections: customers,
    duration: stormSeconds,
    timeout: 10,
    requests: [
      { method: 'GET', path: all, headers },
      { method: 'GET', path: `${apiAreas.outage}${outageCalls.count}`, headers },
      { method: 'GET', path: all, headers: { ...headers, 'if-none-match': etag } },
    ],
  });
  const run: StormRun = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result['4xx'] + result['5xx'],
    notModified: result['3xx'],
  };
  console.log(`  storm: ${run.rps.toFixed(0)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  failures ${run.failures}  304 ${run.notModified}`);
  return run;
}

function stormLines(run: StormRun): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    `${customers} clients at once on GET ${apiAreas.outage}${outageCalls.all} (a third revalidating with the ETag) and ${outageCalls.count} for ${stormSeconds} s: ` +
      `${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.failures} failures, ${run.notModified} answered 304.`,
    '',
    `- storm: ${run.failures} failures (goal 0): ${mark(run.failures === 0)}; p99 ${run.p99} ms (goal at most 200): ${mark(run.p99 <= 200)}`,
  ];
}

// ---------------------------------------------------------------- report

interface DatabaseResult {
  database: string;
  goals: { share: number; p99: number };
  measures: Measure[];
  customers: CustomerRun;
  storm: StormRun;
}

function goalLines(hello: Measure, result: DatabaseResult): string[] {
  const bill = result.measures.find((measure) => measure.name === 'current-bill read')!;
  const share = (100 * bill.okRps) / hello.okRps;
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    `- bill read share of hello-world: ${share.toFixed(1)}% (goal at least ${result.goals.share}%): ${mark(share >= result.goals.share)}`,
    `- bill read p99 at ${connections} connections: ${bill.p99} ms (goal at most ${result.goals.p99} ms): ${mark(bill.p99 <= result.goals.p99)}`,
    `- ${customers} customers, ${customerSeconds} s: ${result.customers.errors} errors and ${result.customers.non2xx} non-2xx (goal 0): ${mark(result.customers.errors === 0 && result.customers.non2xx === 0)}; ` +
      `p99 ${result.customers.p99} ms (goal at most 1000): ${mark(result.customers.p99 <= 1000)}; ` +
      `latest first answer ${result.customers.firstAnswerMaxMs} ms (goal at most 2000)${result.customers.withoutAnswer ? `, ${result.customers.withoutAnswer} without any` : ''}: ${mark(result.customers.firstAnswerMaxMs <= 2000 && result.customers.withoutAnswer === 0)}`,
  ];
}

/** The load average when the run started (the run itself loads the machine). */
const loadBefore = os.loadavg();

function report(hello: Measure, results: DatabaseResult[]): string {
  const cpus = os.cpus();
  const lines = [
    '# Benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · load average before the run ${loadBefore.map((n) => n.toFixed(1)).join(' ')}`,
    `· autocannon over loopback, ${connections} connections, ${seconds} s per call after ${warmupSeconds} s of warm-up; the server logs at its default level.`,
    '',
    'Figures depend on the machine and what else runs on it: compare the calls of one run (the share of hello-world).',
    'Answers 2xx/s counts the calls served; refusals (503 when the server sheds load) are in the non-2xx column. p50 and p99 are of every answer.',
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.database}`, '', '| call | answers 2xx/s | p50 ms | p99 ms | share of hello-world | errors | non-2xx (503 and others) |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const measure of [hello, ...result.measures]) {
      lines.push(`| ${measure.name} | ${measure.okRps.toFixed(0)} | ${measure.p50} | ${measure.p99} | ${((100 * measure.okRps) / hello.okRps).toFixed(1)}% | ${measure.errors} | ${measure.non2xx} |`);
    }
    const c = result.customers;
    lines.push(
      '',
      `${customers} signed-in customers (one connection and session each) reading the current bill, the dashboard and the notification count for ${customerSeconds} s: ` +
        `${c.rps.toFixed(0)} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms, ${c.errors} errors, ${c.non2xx} non-2xx, latest first answer ${c.firstAnswerMaxMs} ms.`,
      '',
      'Goals (issue 13):',
      '',
      ...goalLines(hello, result),
      '',
      'Storm day (issue 18):',
      '',
      ...stormLines(result.storm),
      '',
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- run

async function stormOnlyMain() {
  const dataDir = await embeddedDataDir();
  try {
    const embedded = await start('server/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: 'bench-admin-token' }, '/health');
    try {
      const run = await stormRun(embedded.base);
      const cpus = os.cpus();
      const text = [
        '# Storm-day benchmark (issue 18)',
        '',
        `${new Date().toISOString()} · Node ${process.version} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · load average before the run ${loadBefore.map((n) => n.toFixed(1)).join(' ')} · embedded database (PGlite)`,
        '',
        ...stormLines(run),
      ].join('\n');
      mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
      writeFileSync(path.join(repoRoot, 'reports/bench-storm.md'), `${text}\n`);
      console.log(`\n${text}\n\nWritten to reports/bench-storm.md`);
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bare Fastify hello-world: the machine's ceiling, measured before the portal's calls. */
async function helloWorld(): Promise<Measure> {
  const helloServer = await start('scripts/bench-hello.ts', {}, '/');
  console.log('hello-world (bare Fastify)');
  try {
    return await cannon('hello-world', { url: `${helloServer.base}/`, connections });
  } finally {
    await helloServer.stop();
  }
}

/**
 * BENCH_ONLY=bill, calls or customers: one part on the embedded database (on DATABASE_URL when
 * set), printed only (for profiling and comparing): `bill` the current-bill read and `calls` the four
 * calls, each after hello-world (their shares printed); `customers` the 200 customers.
 */
async function partOnlyMain(part: string) {
  if (!['bill', 'calls', 'customers'].includes(part)) throw new Error(`BENCH_ONLY=${part}: bill, calls, customers or storm`);
  const hello = part === 'customers' ? undefined : await helloWorld();
  const dataDir = databaseUrl ? undefined : await embeddedDataDir();
  try {
    const env: Record<string, string> = dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: databaseUrl! };
    const server = await start('server/main.ts', { ...env, ADMIN_TOKEN: 'bench-admin-token' }, '/health', cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []);
    try {
      console.log(dataDir ? 'embedded database (PGlite)' : `PostgreSQL ${redactUrl(databaseUrl!)}`);
      if (part === 'customers') await customerRun(server.base);
      else await callMeasures(server.base, hello, part === 'bill' ? 'bill' : undefined);
    } finally {
      await server.stop();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (stormOnly) return stormOnlyMain();
  if (process.env.BENCH_ONLY) return partOnlyMain(process.env.BENCH_ONLY);
  const hello = await helloWorld();

  const results: DatabaseResult[] = [];
  const profileFlags = (name: string) => (cpuProfileDir ? (mkdirSync(cpuProfileDir, { recursive: true }), ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, `--cpu-prof-name=${name}.cpuprofile`]) : []);

  const dataDir = await embeddedDataDir();
  try {
    const embedded = await start('server/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: 'bench-admin-token' }, '/health', profileFlags('embedded'));
    try {
      results.push({ database: 'Embedded database (PGlite)', goals: { share: 5, p99: 100 }, ...(await portalCalls('embedded database (PGlite)', embedded.base, hello)) });
    } finally {
      await embedded.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (databaseUrl) {
    const postgres = await start('server/main.ts', { DATABASE_URL: databaseUrl, ADMIN_TOKEN: 'bench-admin-token' }, '/health', profileFlags('postgres'));
    try {
      results.push({ database: `PostgreSQL (${redactUrl(databaseUrl)})`, goals: { share: 15, p99: 100 }, ...(await portalCalls(`PostgreSQL ${redactUrl(databaseUrl)}`, postgres.base, hello)) });
    } finally {
      await postgres.stop();
    }
  }

  const text = report(hello, results);
  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'reports/bench.md'), `${text}\n`);
  console.log(`\n${results.flatMap((result) => [`${result.database}:`, ...goalLines(hello, result)]).join('\n')}\n\nWritten to reports/bench.md`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
