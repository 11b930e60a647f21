/**
 * The path coverage report: reads what the path tests measured in this run (reports/path-coverage/,
 * written by tests/paths/catalogue.paths.test.ts for every catalogue machine and by
 * tests/component/paths/support/viewPaths.ts for every view), prints a table and writes
 * reports/path-coverage.md and reports/path-coverage.json. Nothing is computed again: coverage is
 * measured once per run, by the tests.
 *
 * Exits 1 when a machine was not measured, when a 'flow' machine is below 100% of its states or
 * transitions, or when the paths run on a view do not take them all.
 *
 *   npm run coverage:paths     headless covering sets of every machine, then this report
 *   npm run test:paths:full    every generated path, headless and on the views, then this report
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../machines/catalogue.ts';
import { percent } from '../tooling/paths/engine.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
const measured = join(reports, 'path-coverage');

interface Headless {
  id: string;
  kind: string;
  generated: number;
  run: number;
  steps: number;
  set: 'full' | 'covering';
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
  ms: number;
}
interface OnView {
  generated: number;
  runnable: number;
  run: number;
  steps: number;
  set: 'full' | 'covering';
  skipped: Record<string, number>;
  missingStates: string[];
  missingTransitions: string[];
}

const read = <T>(name: string): T | null => {
  const file = join(measured, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
};

const problems: string[] = [];
const rows = catalogue.map((entry) => {
  const headless = read<Headless>(entry.id);
  const hasViewTest = existsSync(join(root, 'tests/component/paths/views', `${entry.id}.view.test.tsx`));
  const view = hasViewTest ? read<OnView>(`${entry.id}.view`) : null;
  if (!headless) problems.push(`${entry.id}: not measured (run tests/paths/catalogue.paths.test.ts first)`);
  else {
    const complete = headless.states.missing.length === 0 && headless.transitions.missing.length === 0;
    if (!complete && entry.kind === 'flow') problems.push(`${entry.id}: below 100% (${[...headless.states.missing, ...headless.transitions.missing].join('; ')})`);
  }
  if (view && (view.missingStates.length || view.missingTransitions.length)) {
    problems.push(`${entry.id} on its view: not taken: ${[...view.missingStates, ...view.missingTransitions].join('; ')}`);
  }
  return { entry, headless, hasViewTest, view };
});

const pct = (part: number, total: number) => `${part}/${total} (${percent(part, total)}%)`;
const viewCell = (row: (typeof rows)[number]) =>
  !row.hasViewTest ? 'no view test' : row.view ? `${row.view.run} of ${row.view.runnable} runnable, ${row.view.steps} steps` : 'not run in this measurement';

const header = ['machine', 'kind', 'states', 'transitions', 'generated', 'replayed', 'on its view'];
const table = rows.map((row) => [
  row.entry.id,
  row.entry.kind,
  row.headless ? pct(row.headless.states.reached, row.headless.states.total) : '-',
  row.headless ? pct(row.headless.transitions.taken, row.headless.transitions.total) : '-',
  String(row.headless?.generated ?? '-'),
  row.headless ? `${row.headless.run} (${row.headless.steps} steps)` : '-',
  viewCell(row),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
const set = rows.find((row) => row.headless)?.headless?.set ?? 'covering';
console.log(`Path coverage (${set === 'full' ? 'every generated path' : 'covering sets'}; measured by the path tests of this run)\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const cells of table) console.log(line(cells));
const sum = (pick: (row: Headless) => number) => rows.reduce((total, row) => total + (row.headless ? pick(row.headless) : 0), 0);
const viewSum = (pick: (view: OnView) => number) => rows.reduce((total, row) => total + (row.view ? pick(row.view) : 0), 0);
const summary =
  `${rows.length} machines, ${sum((r) => r.states.reached)}/${sum((r) => r.states.total)} states, ` +
  `${sum((r) => r.transitions.taken)}/${sum((r) => r.transitions.total)} transitions; ` +
  `${sum((r) => r.generated)} paths generated, ${sum((r) => r.run)} replayed headless (${sum((r) => r.steps)} steps), ` +
  `${viewSum((v) => v.run)} run on views (${viewSum((v) => v.steps)} steps)`;
console.log(`\n${summary}`);
for (const problem of problems) console.log(`  ${problem}`);

const markdown = [
  '# Path coverage',
  '',
  `Measured ${new Date().toISOString()} by the path tests (\`npm run coverage:paths\`, or \`npm test\`); ${set === 'full' ? 'every generated path was run (`npm run test:paths:full`)' : 'each machine replays its covering set, the fewest generated paths that take every state and transition'}.`,
  '',
  'Paths come from `xstate/graph` (shortest paths to every reachable snapshot, plus one path per transition not',
  'yet taken) and are replayed on real actors whose side effects are faked; invoke outcomes and delays are sent as',
  'explicit events. States: every state node below the root. Transitions: every candidate of every state node',
  '(events, `always`, `after`, invoke done/error, compound `onDone`; guarded alternatives counted separately;',
  'forbidden events and initial transitions not counted). Machines of kind `flow` must reach 100%, and the paths',
  'run on a view (tests/component/paths/views) must take every state and transition of its machine.',
  '',
  '| Machine | Kind | View | States | Transitions | Paths generated | Replayed headless | On its view |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.entry.title} (\`${row.entry.id}\`) | ${row.entry.kind} | ${row.entry.view ? `\`${row.entry.view}\`` : '-'} | ${
        row.headless ? pct(row.headless.states.reached, row.headless.states.total) : 'not measured'
      } | ${row.headless ? pct(row.headless.transitions.taken, row.headless.transitions.total) : 'not measured'} | ${row.headless?.generated ?? '-'} | ${
        row.headless ? `${row.headless.run} paths, ${row.headless.steps} steps` : '-'
      } | ${viewCell(row)} |`,
  ),
  '',
  summary,
  '',
  ...(problems.length ? ['## Problems', '', ...problems.map((problem) => `- ${problem}`), ''] : ['Every machine reaches all its states and takes all its transitions.', '']),
].join('\n');

mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'path-coverage.md'), markdown);
writeFileSync(join(reports, 'path-coverage.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), machines: rows.map(({ entry, headless, view }) => ({ id: entry.id, kind: entry.kind, headless, view })) }, null, 2)}\n`);
console.log('\nWrote reports/path-coverage.md and reports/path-coverage.json');

if (problems.length > 0) process.exit(1);
