/**
 * Which generated paths a test run takes (README "Test tiers"): by default the covering set, the
 * fewest generated paths that together take every state and transition; `PATHS=full` (npm run
 * test:paths:full) runs every generated path, for a deeper run before a release.
 *
 * Each path test also leaves what it measured in reports/path-coverage/ (one JSON file per machine
 * and per view), so that scripts/path-coverage.ts writes the report without computing it again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coveringPaths, type MachinePath } from '../../tooling/paths/engine.ts';

export const fullPathSet = process.env.PATHS === 'full';

/** The paths a run takes among `candidates`: all of them with PATHS=full, else their covering set. */
export function pathsToRun(candidates: readonly MachinePath[]): MachinePath[] {
  return fullPathSet ? [...candidates] : coveringPaths(candidates);
}

export const stepsOf = (paths: readonly MachinePath[]) => paths.reduce((sum, path) => sum + path.steps.length, 0);

// From the repository root (vitest's working directory): in jsdom, import.meta.url is not a file URL.
const reportDir = join(process.cwd(), 'reports', 'path-coverage');

/** Leaves one measurement for scripts/path-coverage.ts (`<machine id>.json` headless, `<machine id>.view.json` on the view). */
export function recordPathCoverage(name: string, measurement: object): void {
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${name}.json`), `${JSON.stringify({ ...measurement, set: fullPathSet ? 'full' : 'covering', at: new Date().toISOString() }, null, 2)}\n`);
}
