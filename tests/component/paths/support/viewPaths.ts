/**
 * Running generated machine paths against a rendered view (DESIGN.md "Tests": generated paths run
 * against the rendered view). A view plugs in with one test file,
 * tests/component/paths/views/<catalogue id>.view.test.tsx, which defines its adapter with
 * `defineViewAdapter(machine, { ... })` and ends with `describeViewPaths(adapter, import.meta.url)`:
 *
 *   render(path)        renders the view for one path, with fakes the adapter controls (a deferred
 *                       load, a fake clock...), and returns a driver;
 *   driver.perform(step)  makes the view receive the step's event the way it happens for real: the
 *                       user clicks or types (user events), a fake actor resolves or rejects
 *                       (`xstate.done.actor.*` / `xstate.error.actor.*`), the fake clock advances
 *                       (`xstate.after.*`);
 *   driver.expectView(snapshot, step)  asserts what the user sees in the state the model predicts
 *                       (texts, roles, disabled controls, overlays), before the first event and after
 *                       each one.
 *
 * One file per view, so that the views' paths run in parallel workers.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../../../machines/catalogue.ts';
import { definedStates, definedTransitions, generatePaths, runPath, type MachinePath } from '../../../../tooling/paths/engine.ts';
import { pathsToRun, recordPathCoverage, stepsOf } from '../../../paths/pathSet.ts';

export interface ViewStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** 1 for the first event of the path. */
  index: number;
  event: AnyEventObject;
  /** Model snapshots before and after the event. */
  before: SnapshotFrom<TMachine>;
  after: SnapshotFrom<TMachine>;
}

interface ViewDriver<TMachine extends AnyStateMachine = AnyStateMachine> {
  perform(step: ViewStep<TMachine>): Promise<void>;
  /** `step` is undefined for the state before the first event. */
  expectView(snapshot: SnapshotFrom<TMachine>, step: ViewStep<TMachine> | undefined): Promise<void> | void;
  /** Undo what render() changed beyond the DOM (fake timers, globals); the DOM is cleaned up anyway. */
  dispose?(): void | Promise<void>;
}

export interface ViewPathAdapter<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Catalogue id of the machine the view renders. */
  machine: string;
  /** The machine itself, checked against the catalogue entry (and typing the snapshots). */
  logic: TMachine;
  /** Paths the view cannot show, with the reason (false or undefined: run it). */
  skip?(path: MachinePath): string | false | undefined;
  /**
   * Paths to run besides the covering set: a case the view shows differently (other data, same
   * states and transitions) that the covering set may pass by. The shortest such path is run.
   */
  alsoRun?: { title: string; matches(path: MachinePath): boolean }[];
  render(path: MachinePath): Promise<ViewDriver<TMachine>>;
}

export function defineViewAdapter<TMachine extends AnyStateMachine>(
  logic: TMachine,
  adapter: Omit<ViewPathAdapter<TMachine>, 'logic'>,
): ViewPathAdapter {
  return { ...adapter, logic } as unknown as ViewPathAdapter;
}

/** Renders the view and walks the path: expectView on the initial state, then perform + expectView per step. */
async function runPathOnView(adapter: ViewPathAdapter, path: MachinePath): Promise<void> {
  const driver = await adapter.render(path);
  try {
    await driver.expectView(path.initial, undefined);
    let before: AnyMachineSnapshot = path.initial;
    for (const [position, { event, snapshot }] of path.steps.entries()) {
      const step: ViewStep = { index: position + 1, event, before, after: snapshot };
      await driver.perform(step);
      try {
        await driver.expectView(snapshot, step);
      } catch (error) {
        if (error instanceof Error) error.message = `after step ${step.index} (${event.type}): ${error.message}`;
        throw error;
      }
      before = snapshot;
    }
  } finally {
    await driver.dispose?.();
  }
}

/**
 * The tests of one view: the generated paths of its catalogue machine (machines/catalogue.ts +
 * tooling/paths/engine.ts) that the adapter does not skip, run on the rendered view: their covering
 * set by default (the fewest that still take every state and transition), all of them with
 * PATHS=full (tests/paths/pathSet.ts). Skipped paths (a step no control on screen can make) are
 * counted by reason; the paths that are run must take every state and every transition of the
 * machine, or the view's test fails.
 */
export function describeViewPaths(adapter: ViewPathAdapter, fileUrl: string): void {
  const entry = catalogueEntry(adapter.machine);
  const generated = generatePaths(entry).paths;
  const skipped = new Map<string, number>();
  const runnable = generated.filter((path) => {
    const reason = adapter.skip?.(path);
    if (reason) skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    return !reason;
  });
  const covering = pathsToRun(runnable);
  const extra = (adapter.alsoRun ?? []).map(({ title, matches }) => {
    const shortest = runnable.filter(matches).sort((a, b) => a.steps.length - b.steps.length)[0];
    if (!shortest) throw new Error(`${adapter.machine}: no generated path ${title}`);
    return shortest;
  });
  const selected = [...covering, ...extra.filter((path) => !covering.includes(path))];
  const skips = [...skipped].map(([reason, count]) => `${count} × ${reason}`).join('; ') || 'none';

  describe(`${entry.id} on its view`, () => {
    it('is the view test of its catalogue machine', () => {
      expect(fileUrl.endsWith(`/${entry.id}.view.test.tsx`)).toBe(true);
      expect(adapter.logic).toBe(entry.machine);
    });

    it(`runs ${selected.length} of ${generated.length} paths (${runnable.length} a user can take; skipped: ${skips}), which take every state and transition`, () => {
      const states = new Set<string>();
      const transitions = new Set<string>();
      for (const path of selected) {
        const run = runPath(entry, path);
        run.states.forEach((id) => states.add(id));
        run.transitions.forEach((key) => transitions.add(key));
      }
      const missingStates = definedStates(entry.machine).filter((id) => !states.has(id));
      const missingTransitions = definedTransitions(entry.machine).filter((transition) => !transitions.has(transition.key)).map((transition) => transition.label);
      recordPathCoverage(`${entry.id}.view`, {
        id: entry.id,
        generated: generated.length,
        runnable: runnable.length,
        run: selected.length,
        steps: stepsOf(selected),
        skipped: Object.fromEntries(skipped),
        missingStates,
        missingTransitions,
      });
      expect(missingStates).toEqual([]);
      expect(missingTransitions).toEqual([]);
    });

    // A covering path walks a whole flow, typed key by key in jsdom: on a busy 2-core machine that can
    // take more than the component project's 20 s (a safety limit, not a performance check).
    it.each(selected.map((path) => [`${path.id} ${path.title}`, path] as const))(
      '%s',
      async (_, path) => {
        await runPathOnView(adapter, path);
      },
      60_000,
    );
  });
}
