/**
 * The server and reset commands as real processes on a temporary data folder: first start seeds,
 * a second server on the same folder and a reset while it runs are refused, SIGTERM stops cleanly,
 * a restart keeps the data, and the reset restores the seed.
 */
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileName } from '../../server/db/lock.ts';
import { killChildren, runScript, startServerProcess } from './processes.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
const adminToken = 'process-test-token';
const env = { DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, DATABASE_URL: '' };
const run = (script: 'server/main.ts' | 'server/reset.ts') => runScript(script, env);
const startServer = () => startServerProcess(env);

afterAll(() => {
  killChildren();
  rmSync(dataDir, { recursive: true, force: true });
});

async function maintenanceOn(base: string): Promise<boolean> {
  const reply = await fetch(`${base}/api/common/maintenance?type=1`);
  const body = (await reply.json()) as { data: { status: boolean }[] };
  return body.data.some((item) => item.status);
}

// Each test starts real processes (tsx + PGlite): generous timeouts for a loaded 2-core machine.
describe('server and reset processes', { timeout: 240_000 }, () => {
  it('first start seeds, prints the address, the demo users and the admin token', async () => {
    const server = await startServer();
    const out = server.output();
    expect(out).toMatch(/http:\/\/localhost:\d+\//);
    expect(out).toMatch(/http:\/\/127\.0\.0\.1:\d+\/Portal\//);
    expect(out).toContain('demo.customer');
    expect(out).toContain('agent.csr');
    expect(out).toContain('Portal#2026');
    expect(out).toContain(adminToken);
    expect(out).toContain('empty database seeded');
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true);

    const health = await fetch(`${server.base}/health`);
    expect(health.status).toBe(200);
    // One structured log line per request.
    await new Promise((r) => setTimeout(r, 100));
    expect(server.output().split('\n').filter((line) => line.includes('"path":"/health"'))).toHaveLength(1);

    // A second server and a reset on the same folder are refused while this one runs.
    const second = run('server/main.ts');
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by a running server/);
    const reset = run('server/reset.ts');
    expect(await reset.exited).toBe(1);
    expect(reset.output()).toMatch(/Reset refused: .*in use by a running server/);

    // Change something, then stop with SIGTERM.
    const on = await fetch(`${server.base}/api/admin/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ active: true, message: 'Kept across restarts' }),
    });
    expect(on.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });

  it('a restart reopens the folder and keeps the data', async () => {
    const server = await startServer();
    expect(server.output()).not.toContain('empty database seeded');
    expect(await maintenanceOn(server.base)).toBe(true);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('reset restores the seed; a stale lock of a dead process does not block it', async () => {
    writeFileSync(path.join(dataDir, lockFileName), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'server', startedAt: 'earlier' }));
    const reset = run('server/reset.ts');
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toMatch(/Done: 9 demo users/);
    const server = await startServer();
    expect(await maintenanceOn(server.base)).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
