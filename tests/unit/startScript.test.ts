/**
 * `npm start` builds only when needed (issue 19, point 18): dist/ missing, older than a source, or
 * built with other VITE_* settings.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason, stampFile } from '../../scripts/start.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(path.join(os.tmpdir(), 'start-check-'));
  mkdirSync(path.join(root, 'src/app'), { recursive: true });
  writeFileSync(path.join(root, 'src/app/App.tsx'), 'export {}');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  return root;
}

function built(at: Date, settings: Record<string, string> = {}) {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'dist', stampFile), JSON.stringify(settings));
  utimesSync(path.join(root, 'dist', stampFile), at, at);
}

const past = new Date(Date.now() - 60_000);
const later = new Date(Date.now() - 30_000);

describe('npm start', () => {
  it('builds when there is no built portal', () => {
    project();
    expect(buildReason(root, {})).toBe('no built portal in dist/');
  });

  it('skips the build when dist/ is newer than every source and has the same VITE_* settings', () => {
    project();
    utimesSync(path.join(root, 'src/app/App.tsx'), past, past);
    utimesSync(path.join(root, 'index.html'), past, past);
    built(later, { VITE_SERVICE_COMMON: 'https://api.example/common' });
    expect(buildReason(root, { VITE_SERVICE_COMMON: 'https://api.example/common', PATH: '/bin' })).toBeNull();
  });

  it('builds when a source changed after the build, or the VITE_* settings differ', () => {
    project();
    utimesSync(path.join(root, 'index.html'), past, past);
    built(past);
    utimesSync(path.join(root, 'src/app/App.tsx'), later, later);
    expect(buildReason(root, {})).toBe('sources changed since the last build');
    utimesSync(path.join(root, 'src/app/App.tsx'), past, past);
    built(later);
    expect(buildReason(root, {})).toBeNull();
    expect(buildReason(root, { VITE_SERVICE_COMMON: 'https://api.example/common' })).toBe('VITE_* settings changed since the last build');
  });

  it('does not count the route tree the build itself writes', () => {
    project();
    utimesSync(path.join(root, 'src/app/App.tsx'), past, past);
    utimesSync(path.join(root, 'index.html'), past, past);
    built(past);
    writeFileSync(path.join(root, 'src/routeTree.gen.ts'), '// generated');
    expect(buildReason(root, {})).toBeNull();
  });
});
