/**
 * Generated paths in Chromium: the catalogue entry's paths (tooling/paths/engine.ts, the same engine
 * as the jsdom adapters), replayed exactly to know each step's context, filtered by what a user can
 * do on the real server (every skip has a reason, counted in the report) and reduced to a set that
 * together reaches every state and transition the remaining paths reach.
 *
 * Calls are held: `holdCalls` intercepts the flow's API calls with page.route and keeps each one
 * waiting until the path performs its outcome: resolve or a server-produced reject lets the real
 * server answer (route.continue), a network failure aborts it (route.abort). So the busy states
 * are seen in the browser too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { catalogueEntry } from '../../../machines/catalogue.ts';
import { coveringSet, definedStates, definedTransitions, generatePaths, reachedKeys, runPath, type MachinePath, type PathRun } from '../../../tooling/paths/engine.ts';
import { fullPathSet } from '../../paths/pathSet.ts';
import { text } from '../support.ts';

export interface BrowserPath {
  path: MachinePath;
  run: PathRun;
  /** Exact snapshot before the first event (0) and after each event. */
  snapshots: readonly AnyMachineSnapshot[];
}

export interface PathPlan {
  machine: string;
  selected: BrowserPath[];
  skipped: { id: string; reason: string }[];
  /** Paths a user can perform but not needed to reach anything new. */
  redundant: number;
  total: number;
  states: { reachable: Set<string>; total: number };
  transitions: { reachable: Set<string>; total: number };
}

export const isOutcome = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);
export const invokeIdOf = (event: AnyEventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '');
export const msgcodeOf = (event: AnyEventObject) => (event as { error?: { msgcode?: string } }).error?.msgcode ?? null;

/** The paths to run in the browser: `skip` answers a reason when a user cannot perform the path on the real server. */
export function planPaths(machine: string, skip: (bp: BrowserPath) => string | false): PathPlan {
  const entry = catalogueEntry(machine);
  const { paths } = generatePaths(entry);
  const skipped: PathPlan['skipped'] = [];
  const candidates: BrowserPath[] = [];
  for (const path of paths) {
    const run = runPath(entry, path);
    const bp = { path, run, snapshots: run.snapshots };
    const reason = skip(bp);
    if (reason) skipped.push({ id: path.id, reason });
    else candidates.push(bp);
  }
  const keyOf = (bp: BrowserPath) => reachedKeys(bp.run);
  const wanted = new Set(candidates.flatMap(keyOf));
  // The covering set of what a user can do on the real server (every path with PATHS=full).
  const selected = fullPathSet ? candidates : coveringSet(candidates, keyOf, (bp) => bp.path.steps.length + 1);
  return {
    machine,
    selected,
    skipped,
    redundant: candidates.length - selected.length,
    total: paths.length,
    states: { reachable: new Set([...wanted].filter((k) => k.startsWith('s:')).map((k) => k.slice(2))), total: definedStates(entry.machine).length },
    transitions: { reachable: new Set([...wanted].filter((k) => k.startsWith('t:')).map((k) => k.slice(2))), total: definedTransitions(entry.machine).length },
  };
}

/** What the browser run reached, summed over the paths that passed. */
export class BrowserCoverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  readonly passed: string[] = [];
  constructor(private readonly plan: PathPlan) {}
  record(bp: BrowserPath) {
    bp.run.states.forEach((s) => this.states.add(s));
    bp.run.transitions.forEach((t) => this.transitions.add(t));
    this.passed.push(bp.path.id);
  }
  /** Prints the summary and writes reports/e2e-paths-<machine>.md. */
  report() {
    const { plan } = this;
    const entry = catalogueEntry(plan.machine);
    const missingStates = definedStates(entry.machine).filter((s) => !this.states.has(s));
    const missingTransitions = definedTransitions(entry.machine).filter((t) => !this.transitions.has(t.key));
    const reasons = new Map<string, number>();
    for (const { reason } of plan.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    const lines = [
      `# Generated paths of ${plan.machine} in Chromium against the real server`,
      '',
      `- Paths generated: ${plan.total}; run in the browser: ${this.passed.length} of ${plan.selected.length} selected; redundant (nothing new): ${plan.redundant}; skipped: ${plan.skipped.length}`,
      `- States reached: ${this.states.size} / ${plan.states.total}`,
      `- Transitions taken: ${this.transitions.size} / ${plan.transitions.total}`,
      '',
      '## Skipped paths, by reason',
      '',
      ...[...reasons].map(([reason, count]) => `- ${count} × ${reason}`),
      '',
      '## Not reached in the browser (covered by the jsdom adapters only)',
      '',
      ...missingStates.map((s) => `- state ${s}`),
      ...missingTransitions.map((t) => `- transition ${t.label}`),
      '',
      '## Paths run',
      '',
      ...plan.selected.map((bp) => `- ${this.passed.includes(bp.path.id) ? 'passed' : 'NOT PASSED'} ${bp.path.id}: ${bp.path.title}`),
      '',
    ];
    console.log(`[e2e paths] ${plan.machine}: states ${this.states.size}/${plan.states.total}, transitions ${this.transitions.size}/${plan.transitions.total}, paths run ${this.passed.length}/${plan.selected.length}, skipped ${plan.skipped.length} (${[...reasons].map(([r, n]) => `${n} ${r}`).join('; ')})`);
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/e2e-paths-${plan.machine}.md`, lines.join('\n'));
  }
}

interface HeldCall {
  route: Route;
  method: string;
}

/**
 * Holds every call to the given URL endpoints until the test releases it with the path's outcome.
 * `pattern` maps an invoke id to a URL test.
 */
export async function holdCalls(page: Page, patterns: Record<string, RegExp>) {
  const held = new Map<string, HeldCall[]>();
  const arrived = new Map<string, (() => void)[]>();
  await page.route(
    (url) => Object.values(patterns).some((p) => p.test(url.pathname)),
    (route) => {
      const pathname = new URL(route.request().url()).pathname;
      const id = Object.entries(patterns).find(([, p]) => p.test(pathname))![0];
      held.set(id, [...(held.get(id) ?? []), { route, method: route.request().method() }]);
      for (const wake of arrived.get(id) ?? []) wake();
      arrived.set(id, []);
    },
  );
  async function next(id: string): Promise<HeldCall> {
    for (let i = 0; i < 2; i++) {
      const queue = held.get(id) ?? [];
      if (queue.length) return queue.shift()!;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${id} call was made`)), 15_000);
        arrived.set(id, [...(arrived.get(id) ?? []), () => (clearTimeout(timer), resolve())]);
      });
    }
    throw new Error(`no ${id} call was made`);
  }
  return {
    /** The held call answers as the path says: the real server, or a dropped connection. */
    async settle(event: AnyEventObject) {
      const call = await next(invokeIdOf(event));
      if (msgcodeOf(event) === 'NETWORK') await call.route.abort('internetdisconnected');
      else await call.route.continue();
    },
    waiting: (id: string) => (held.get(id) ?? []).length,
  };
}

/** The wallet's window after Continue on the method step: approve there (the simulator's test wallet). */
export async function approveInWallet(page: Page, wallet: string): Promise<void> {
  const window = page.getByRole('dialog', { name: text('EN_US', 'payment.method.wallet.window.title', { wallet }) });
  await window.getByRole('button', { name: text('EN_US', 'payment.method.wallet.approve') }).click();
}
