/**
 * `npm start`: builds the portal only when dist/ is missing, older than any of its sources, or was
 * built with other VITE_* settings; then starts the server (what `npm run serve` does alone).
 * A restart with nothing changed takes a second instead of a full build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the built portal is made from (the generated route tree aside: the build writes it). */
const sourceDirs = ['src', 'machines', 'public'];
const sourceFiles = ['index.html', 'vite.config.ts', 'router.config.ts', 'tsconfig.json', 'package-lock.json'];
const generated = new Set([path.join('src', 'routeTree.gen.ts')]);

/** Written into dist/ after a build: the VITE_* settings it was built with. */
export const stampFile = '.build-stamp.json';

function newestIn(root: string, relative: string): number {
  const full = path.join(root, relative);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return generated.has(relative) ? 0 : stats.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestIn(root, path.join(relative, name))), 0);
}

/** The build-time settings (VITE_SERVICE_<AREA>...) as they are now. */
export function viteSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Why the portal must be built again, or null when dist/ is up to date with its sources. */
export function buildReason(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const stamp = path.join(root, 'dist', stampFile);
  if (!existsSync(path.join(root, 'dist', 'index.html')) || !existsSync(stamp)) return 'no built portal in dist/';
  const builtAt = statSync(stamp).mtimeMs;
  const newest = Math.max(...sourceDirs.map((dir) => newestIn(root, dir)), ...sourceFiles.map((file) => newestIn(root, file)));
  if (newest > builtAt) return 'sources changed since the last build';
  let settings: unknown;
  try {
    settings = JSON.parse(readFileSync(stamp, 'utf8'));
  } catch {
    return 'the last build left no readable stamp';
  }
  if (JSON.stringify(settings) !== JSON.stringify(viteSettings(env))) return 'VITE_* settings changed since the last build';
  return null;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const reason = buildReason(root);
  if (reason) {
    console.log(`Building the portal (${reason})...`);
    const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(path.join(root, 'dist', stampFile), `${JSON.stringify(viteSettings())}\n`);
  } else {
    console.log('The built portal in dist/ is up to date with its sources: no build.');
  }
  await import('../server/main.ts');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
