/**
 * Bundle budget (Foundation issue, point 8): prints the gzip size of the JavaScript the first page
 * loads and of every route chunk, and fails when the first page exceeds 200 KB gzip.
 * Reads Vite's manifest, so run it after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { shellFiles, type ManifestChunk } from './shellFiles.ts';

const distDir = join(process.cwd(), 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');
const firstPageBudget = 200 * 1024;
const firstPageRoute = 'src/app/routes/login.tsx';

if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file plus every chunk it imports statically (what the browser must fetch). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gzipSize(f), 0);

// What index.html loads itself, with everything those chunks import statically.
const shell = shellFiles(manifest, readFileSync(join(distDir, 'index.html'), 'utf8'));
if (![...shell].some((file) => file.endsWith('.js'))) throw new Error('dist/index.html loads no script');

// Route chunks: the code-split parts of each file route (TanStack's ?tsr-split=... virtual modules).
const routeChunks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/app/routes/'))
  .map(([key]) => {
    const own = new Set([...closure(key)].filter((file) => !shell.has(file)));
    return { route: key.replace('src/app/routes/', '').replace(/\?.*$/, ''), bytes: sum(own), files: own };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const firstPageFiles = new Set(shell);
for (const chunk of routeChunks) if (`src/app/routes/${chunk.route}` === firstPageRoute) chunk.files.forEach((f) => firstPageFiles.add(f));
const firstPage = sum(firstPageFiles);

console.log(`Shell (what index.html loads, with its static imports): ${kb(sum(shell))} gzip`);
console.log(`First page (/login, shell + its route chunk): ${kb(firstPage)} gzip (budget ${kb(firstPageBudget)})`);
console.log('\nRoute chunks beyond the shell (gzip):');
for (const chunk of routeChunks) console.log(`  ${chunk.route.padEnd(32)} ${kb(chunk.bytes).padStart(9)}`);

if (firstPage > firstPageBudget) {
  console.error(`\nFAIL: the first page loads ${kb(firstPage)} of JavaScript, over the ${kb(firstPageBudget)} budget.`);
  process.exit(1);
}
console.log('\nBudget: ok');
