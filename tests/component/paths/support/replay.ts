/**
 * The exact snapshots of a path, for adapters that read context. A path's model snapshots
 * (ViewStep.before / after) come from xstate/graph, which keeps one snapshot per serialized state:
 * when two events lead to the same identity (entry.serializeState), the step carries the context of
 * whichever was found first, not necessarily of the event the path takes (a count of 4 unread can
 * show as 0). Replaying the path's own events on the real machine (tooling/paths/engine.ts runPath)
 * gives each step's own context.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { catalogueEntry } from '../../../../machines/catalogue.ts';
import { runPath, type MachinePath } from '../../../../tooling/paths/engine.ts';
import type { ViewStep } from './viewPaths.ts';

export interface Replay {
  /** Index 0: before the first event; index n: after the n-th event. */
  snapshots: readonly AnyMachineSnapshot[];
  /** The snapshot before the first event (step undefined) or after `step`. */
  at(step: Pick<ViewStep, 'index'> | undefined): AnyMachineSnapshot;
  /** The snapshot before `step`. */
  before(step: Pick<ViewStep, 'index'>): AnyMachineSnapshot;
}

export function replay(path: MachinePath): Replay {
  const { snapshots } = runPath(catalogueEntry(path.machine), path);
  const snapshot = (index: number) => {
    const found = snapshots[index];
    if (!found) throw new Error(`${path.id}: no replayed snapshot ${index}`);
    return found;
  };
  return {
    snapshots,
    at: (step) => snapshot(step?.index ?? 0),
    before: (step) => snapshot(step.index - 1),
  };
}

/**
 * Why a user cannot take the path on the view: the first step that `unreachable` refuses, judged on
 * the path's own replayed snapshot before it (what this user has typed and chosen), or false.
 */
export function firstUnreachableStep<TEvent>(path: MachinePath, unreachable: (before: AnyMachineSnapshot, event: TEvent) => string | null): string | false {
  const { snapshots } = replay(path);
  for (const [index, { event }] of path.steps.entries()) {
    const reason = unreachable(snapshots[index]!, event as TEvent);
    if (reason) return reason;
  }
  return false;
}
