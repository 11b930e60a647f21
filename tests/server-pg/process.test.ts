/**
 * The server and reset commands with DATABASE_URL: reset refused while a server is connected,
 * SIGTERM stops cleanly (the advisory lock is released before the pool ends), then reset works.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { killChildren, runScript, startServerProcess } from '../server/processes.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const env = { DATABASE_URL: url, ADMIN_TOKEN: 'pg-process-token' };

afterAll(() => killChildren());

describe('processes on PostgreSQL', { timeout: 120_000 }, () => {
  it('reset, start, refuse a reset while running, stop cleanly, reset again', async () => {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const first = runScript('server/reset.ts', env);
    expect(await first.exited, first.output()).toBe(0);

    const server = await startServerProcess(env);
    expect(server.output()).toContain('postgres://portal:***@');
    const health = await fetch(`${server.base}/health`);
    expect(((await health.json()) as { data: { database: string } }).data.database).toBe('ok');

    const refused = runScript('server/reset.ts', env);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/Reset refused: A portal server is connected/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');

    const again = runScript('server/reset.ts', env);
    expect(await again.exited, again.output()).toBe(0);
    expect(again.output()).toMatch(/Done: 9 demo users/);
  });
});
