/**
 * The machine catalogue: every statechart of the portal, registered once. Path coverage
 * (tests/paths), the statechart atlas (stories/machines), the export for Stately's visualiser
 * (scripts/export-machines.ts) and the coverage report (scripts/path-coverage.ts) all read it.
 *
 * An entry says what a machine is (id, title, description, kind, the view that renders it) and how
 * to walk it without a server: the inputs to start from, sample events with their payloads, and the
 * outcomes of each invoked actor (resolve with an output, reject with an error). Delays need no
 * entry: their `xstate.after.*` events carry no data. Each flow keeps its entry beside its machine
 * (`machines/<area>/<flow>/<flow>.catalogue.ts` exporting `<flow>Entry`, built with
 * machines/common/catalogueEntry.ts); `npm run machines:index` lists them in
 * machines/catalogue.entries.ts, and tests/unit/catalogue-index.test.ts fails when one is missing.
 * A flow with a view also has one view path test (tests/component/paths/views/<id>.view.test.tsx).
 *
 * Pure like every machine file: xstate and machine modules only.
 */
import type { ActorLogic, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { catalogueEntries } from './catalogue.entries.ts';
import { resolves, type CatalogueEntry, type Outcome } from './common/catalogueEntry.ts';

export * from './common/catalogueEntry.ts';

/** Every machine of the portal, by folder (the atlas order). */
export const catalogue: readonly CatalogueEntry[] = catalogueEntries;

export function catalogueEntry(id: string): CatalogueEntry {
  const found = catalogue.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No machine "${id}" in machines/catalogue.ts`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Traversal helpers shared by the path engine and the atlas simulator

const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Event types handled by the active state nodes (what `xstate/graph` calls own event descriptors). */
function handledEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

const childOutcomeCache = new WeakMap<CatalogueEntry, Map<string, Outcome[]>>();

/**
 * Outcomes of a child-machine invoke: one `done` outcome per distinct output of the final states
 * the child can reach (found by traversing the child with its own catalogue entry).
 */
export function childOutcomes(child: CatalogueEntry, invokeId: string): Outcome[] {
  let byInvoke = childOutcomeCache.get(child);
  if (!byInvoke) childOutcomeCache.set(child, (byInvoke = new Map()));
  const cached = byInvoke.get(invokeId);
  if (cached) return cached;
  const outputs = new Map<string, Outcome>();
  for (const scenario of child.scenarios) {
    const adjacency = getAdjacencyMap(child.machine as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>, {
      input: scenario.input,
      events: (snapshot) => eventsToTry(child, snapshot),
      serializeState: (snapshot) => child.serializeState(snapshot),
      limit: child.limit ?? 5000,
    });
    for (const vertex of Object.values(adjacency)) {
      for (const { event, state: next } of Object.values(vertex.transitions) as { event: AnyEventObject; state: AnyMachineSnapshot }[]) {
        if (next.status !== 'done') continue;
        const key = JSON.stringify(next.output);
        if (outputs.has(key)) continue;
        const via = outcomeLabel(child, event, vertex.state) ?? event.type;
        outputs.set(key, resolves(invokeId, next.output, `resolve: ${child.id} ends in ${JSON.stringify(next.value)} after ${via}`));
      }
    }
  }
  const result = [...outputs.values()];
  byInvoke.set(invokeId, result);
  return result;
}

/** The catalogue label of an outcome event ("reject: wrong password"), if it is one. */
export function outcomeLabel(entry: CatalogueEntry, event: AnyEventObject, snapshot: AnyMachineSnapshot): string | undefined {
  const invoke = invokeEvent.exec(event.type);
  if (!invoke) return undefined;
  const outcomes = outcomesOf(entry, invoke[2] ?? '', snapshot);
  return (outcomes.find((outcome) => outcome.event === event) ?? outcomes.find((outcome) => sameEvent(outcome.event, event)))?.label;
}

function sameEvent(a: AnyEventObject, b: AnyEventObject): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The outcomes listed (or derived from a child machine) for one invoke in this snapshot. */
export function outcomesOf(entry: CatalogueEntry, invokeId: string, snapshot: AnyMachineSnapshot): readonly Outcome[] {
  const listed = entry.outcomes[invokeId];
  if (listed) return typeof listed === 'function' ? listed(snapshot) : listed;
  const child = entry.children?.[invokeId];
  return child ? childOutcomes(child, invokeId) : [];
}

/**
 * The events to try in a snapshot: for every event type the active states handle, its samples
 * (user events), its listed outcomes (invoke done/error) or the bare event (delays and events without
 * payload). `xstate.done.state.*` and wildcard descriptors are raised by the machine itself; a
 * machine that is done or failed takes nothing.
 */
export function eventsToTry(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // A machine that reached its top-level final state (or failed) takes no more events.
  if (snapshot.status !== 'active') return [];
  return handledEventTypes(snapshot).flatMap((type): AnyEventObject[] => {
    if (type.startsWith('xstate.done.state.') || type.includes('*')) return [];
    const invoke = invokeEvent.exec(type);
    if (invoke) {
      return outcomesOf(entry, invoke[2] ?? '', snapshot)
        .filter((outcome) => outcome.event.type === type)
        .map((outcome) => outcome.event);
    }
    const samples = entry.events.filter((event) => event.type === type);
    return samples.length > 0 ? [...samples] : [{ type }];
  });
}
