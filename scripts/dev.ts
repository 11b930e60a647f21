/**
 * Development with hot reload: the reference server (restarted on change by tsx watch) on 8080 and
 * Vite's dev server on 5173, which proxies /api to it. Open http://localhost:5173/.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '8080' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
