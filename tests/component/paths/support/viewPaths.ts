/**
 * Running generated machine paths against a rendered view (DESIGN.md "Tests": generated paths run
 * against the rendered view). A view plugs in with one adapter file,
 * tests/component/paths/adapters/<catalogue id>.adapter.tsx, whose default export is
 * `defineViewAdapter(machine, { ... })`:
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
 * tests/component/paths/machines.view.test.tsx finds every adapter and runs all the paths of its
 * machine (machines/catalogue.ts + tests/paths/engine.ts) through it.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { MachinePath } from '../../../paths/engine.ts';

export interface ViewStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** 1 for the first event of the path. */
  index: number;
  event: AnyEventObject;
  /** Model snapshots before and after the event. */
  before: SnapshotFrom<TMachine>;
  after: SnapshotFrom<TMachine>;
}

export interface ViewDriver<TMachine extends AnyStateMachine = AnyStateMachine> {
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
  render(path: MachinePath): Promise<ViewDriver<TMachine>>;
}

export function defineViewAdapter<TMachine extends AnyStateMachine>(
  logic: TMachine,
  adapter: Omit<ViewPathAdapter<TMachine>, 'logic'>,
): ViewPathAdapter {
  return { ...adapter, logic } as unknown as ViewPathAdapter;
}

/** Renders the view and walks the path: expectView on the initial state, then perform + expectView per step. */
export async function runPathOnView(adapter: ViewPathAdapter, path: MachinePath): Promise<void> {
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
