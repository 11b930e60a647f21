/**
 * The end-to-end run's servers (playwright.config.ts): the real server on each port given, each
 * with a fresh data folder of that port, all started at once. Each migrates and seeds a database
 * of its own, which takes the longest part of a minute; Playwright starts its web servers one after
 * the other, so one command starting them together saves a whole start-up per run.
 *
 * Prints `e2e servers ready` once every server answers /health (what the config waits for). A port
 * that already answers is refused (a server left from another run), and so is the run when any
 * server stops early: its exit ends this process, which Playwright reports.
 *
 * Usage: tsx tests/e2e/servers.ts <port> [<port> ...] (ADMIN_TOKEN, LOG_LEVEL, ... from the environment).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const ports = process.argv.slice(2).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
  console.error('usage: tsx tests/e2e/servers.ts <port> [<port> ...]');
  process.exit(2);
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/health`)).ok;
  } catch {
    return false;
  }
}

for (const port of ports) {
  if (await answers(port)) {
    console.error(`http://localhost:${port}/health already answers: stop the server on that port first`);
    process.exit(1);
  }
}

let stopping = false;
const children: ChildProcess[] = [];

function stopAll(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

for (const port of ports) {
  const dataDir = `.data/e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-uploads`, { recursive: true, force: true });
  rmSync(`${dataDir}.log`, { force: true });
  mkdirSync('.data', { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, UPLOAD_DIR: `${dataDir}-uploads` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The request log goes to .data/e2e-<port>.log; errors (a 500's stack) also to the run's output, so a
  // failure in CI says what the server met.
  const log = createWriteStream(`${dataDir}.log`);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    log.write(`${line}\n`);
    if (/"level":(5\d|60)\b/.test(line)) process.stderr.write(`[server ${port}] ${line}\n`);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`the server on port ${port} stopped (${signal ?? `exit code ${code}`})`);
    stopAll(1);
  });
  children.push(child);
}

await Promise.all(
  ports.map(async (port) => {
    while (!(await answers(port))) await new Promise((resolve) => setTimeout(resolve, 250));
  }),
);
console.log('e2e servers ready');
