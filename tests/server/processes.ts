/** Runs the server and reset commands as child processes (process tests). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../server/config.ts';

const children: ChildProcess[] = [];

/** Kills whatever a test file left running (afterAll). */
export function killChildren() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function runScript(script: 'server/main.ts' | 'server/reset.ts', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts the server and waits until it is ready; `base` is its http://127.0.0.1:port. */
export async function startServerProcess(env: Record<string, string>) {
  const proc = runScript('server/main.ts', env);
  // A first start migrates and seeds a new embedded database: a minute or more on a busy 2-core machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const match = /http:\/\/localhost:(\d+)\//.exec(proc.output());
    if (match && /server ready/.test(proc.output())) return { ...proc, base: `http://127.0.0.1:${match[1]}` };
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Not left running: it would hold the data folder for the next test.
  proc.child.kill('SIGKILL');
  throw new Error(`server did not start:\n${proc.output()}`);
}
