/**
 * `npm run new:flow -- demo/sample` in a scratch copy of the repository (its tracked files, with
 * this checkout's node_modules linked): the generated flow must pass the type check, the lint and
 * its own machine and view-path tests, and join the catalogue index, as it would in a new commit.
 *
 * The type check is the one `npm run typecheck` makes (tsr generate, then tsc with the project's
 * options), on the generated and extended files and everything they import (the route tree brings
 * in every route, view and machine of the portal): the whole project's tests, server and scripts
 * are left out because the generator does not touch what they import, and checking them would
 * cost CI minutes. Likewise the lint runs on the files the generator wrote or changed.
 *
 * Cost, measured as CPU time (user + system) on the 2-core machine, two runs: generator 2 s (1 s for the
 * refusal), tsr generate 2 s, tsc 36-40 s, eslint 5-7 s, vitest 14-15 s: 61-66 s of CPU, about a minute
 * of wall time on an idle machine (tsc is the long pole, single-threaded). The afterAll log prints
 * each step's wall and CPU time.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch = '';
let generated: { written: string[]; edited: string[] } = { written: [], edited: [] };
const timings: string[] = [];

/**
 * Runs a command in the scratch copy; records its wall time and its CPU time (user + system, from
 * bash's `time`), since wall time on a shared machine says little.
 */
function run(command: string, args: string[], timeout = 600_000) {
  const started = Date.now();
  const result = spawnSync('bash', ['-c', 'TIMEFORMAT="cpu %U %S"; time "$@"', 'run', command, ...args], {
    cwd: scratch,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // eslint-disable-next-line no-control-regex
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(output);
  const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN;
  timings.push(`${[command.split('/').pop(), ...args].join(' ').slice(0, 100)}: ${((Date.now() - started) / 1000).toFixed(1)} s, cpu ${cpuSeconds.toFixed(1)} s`);
  return { status: result.status, output };
}

const bin = (name: string) => join(scratch, 'node_modules', '.bin', name);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'new-flow-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(repo, file), join(scratch, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  const made = run(bin('tsx'), ['scripts/new-flow.ts', 'demo/sample']);
  expect(made.status, made.output).toBe(0);
  const list = (heading: string) => (made.output.split(`${heading}:\n`)[1] ?? '').split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim());
  generated = { written: list('Created'), edited: list('Extended') };
}, 900_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  console.log(`new-flow scratch run:\n  ${timings.join('\n  ')}`);
}, 120_000);

describe('npm run new:flow -- demo/sample in a scratch copy', () => {
  it('writes the flow in every layer and extends the lists that name every flow', () => {
    expect(generated.written).toEqual(
      expect.arrayContaining([
        'machines/demo/sample/sample.machine.ts',
        'machines/demo/sample/sample.types.ts',
        'machines/demo/sample/sample.connect.ts',
        'machines/demo/sample/sample.fixtures.ts',
        'machines/demo/sample/sample.catalogue.ts',
        'src/features/demo/sample/SamplePage.tsx',
        'src/features/demo/sample/SampleView.tsx',
        'src/features/demo/sample/sampleCalls.ts',
        'src/app/routes/_signedIn/Sample.tsx',
        'src/i18n/messages/demo/EN_US.json',
        'src/i18n/messages/demo/EN_UK.json',
        'src/i18n/messages/demo/ES.json',
        'src/i18n/messages/demo/FR.json',
        'stories/demo/Sample.stories.tsx',
        'server/areas/demo.ts',
        'tests/server/bad-input/sample.ts',
        'tests/machines/sample.machine.test.ts',
        'tests/component/paths/views/sample.view.test.tsx',
        'tests/e2e/sample.spec.ts',
      ]),
    );
    expect(generated.edited).toEqual(expect.arrayContaining(['server/app.ts', 'machines/catalogue.entries.ts', 'stories/machines/Machines.stories.tsx']));
  });

  it('refuses to make the same flow twice', () => {
    const again = run(bin('tsx'), ['scripts/new-flow.ts', 'demo/sample']);
    expect(again.status).not.toBe(0);
    expect(again.output).toContain('machines/demo/sample exists already');
  }, 900_000);

  it('passes the type check (route tree regenerated, tsc with the project options)', () => {
    const routes = run(bin('tsr'), ['generate']);
    expect(routes.status, routes.output).toBe(0);
    const sources = [...generated.written, ...generated.edited].filter((file) => /\.tsx?$/.test(file));
    // The portal's own declarations (virtual modules of its Vite plugins) are found by no import.
    const declarations = spawnSync('git', ['ls-files', '-z', 'src'], { cwd: repo, encoding: 'utf8' }).stdout.split('\0').filter((file) => file.endsWith('.d.ts'));
    writeFileSync(
      join(scratch, 'tsconfig.new-flow.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files: [...sources, ...declarations, 'src/routeTree.gen.ts', 'src/main.tsx', 'tests/component/setup.ts'] }),
    );
    const checked = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.new-flow.json']);
    expect(checked.status, checked.output).toBe(0);
  }, 900_000);

  it('passes the lint', () => {
    const sources = [...generated.written, ...generated.edited].filter((file) => /\.tsx?$/.test(file));
    const linted = run(bin('eslint'), ['--max-warnings=0', ...sources]);
    expect(linted.status, linted.output).toBe(0);
  }, 900_000);

  it('passes its machine and view-path tests, and the catalogue index test', () => {
    const tested = run(bin('vitest'), ['run', 'tests/machines/sample.machine.test.ts', 'tests/component/paths/views/sample.view.test.tsx', 'tests/unit/catalogue-index.test.ts']);
    expect(tested.status, tested.output).toBe(0);
    expect(tested.output).toMatch(/Test Files\s+3 passed/);
  }, 900_000);
});
