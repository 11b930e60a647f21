/**
 * The shape of a catalogue entry (see machines/catalogue.ts) and the helpers every entry uses.
 * A flow keeps its entry beside its machine (`<flow>.catalogue.ts`); the catalogue lists them.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom, TagsFrom } from 'xstate';

/** 'flow': a multi-step user flow (must reach 100% path coverage); 'session': session plumbing; 'ui': shared UI. */
type MachineKind = 'flow' | 'session' | 'ui';

/** One way an invoked actor can end, as the event the machine then receives. */
export interface Outcome {
  /** What an analyst reads on the simulator button: "resolve: two-factor needed". */
  label: string;
  event: AnyEventObject;
}

/** The actor of invoke `invokeId` resolves (promise) or reaches its final state (child machine). */
export function resolves(invokeId: string, output: unknown, label = 'resolve'): Outcome {
  return { label, event: { type: `xstate.done.actor.${invokeId}`, output } };
}

/** The actor of invoke `invokeId` rejects (or throws). */
export function rejects(invokeId: string, error: unknown, label = 'reject'): Outcome {
  return { label, event: { type: `xstate.error.actor.${invokeId}`, error } };
}

export interface Scenario<TInput = unknown> {
  label: string;
  input: TInput;
}

type OutcomeSource<TMachine extends AnyStateMachine> =
  | readonly Outcome[]
  | ((snapshot: SnapshotFrom<TMachine>) => readonly Outcome[]);

export interface CatalogueEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Stable id: file names (reports/machines/<id>.json), story names, test names. */
  id: string;
  title: string;
  description: string;
  machine: TMachine;
  kind: MachineKind;
  /** The view that renders the machine (path from the repository root); null when it has none. */
  view: string | null;
  /** Inputs to start from: one traversal each (input-dependent guards need several). */
  scenarios: readonly Scenario<InputFrom<TMachine>>[];
  /**
   * Sample events with payloads, as the user or the outside world sends them (several samples of
   * one type exercise its guards). A handled event type without a sample is sent as `{ type }`.
   */
  events: readonly EventFromLogic<TMachine>[];
  /** Per invoke id: the outcomes to try. */
  outcomes: Readonly<Record<string, OutcomeSource<TMachine>>>;
  /**
   * Invokes that run another catalogue machine: their outcomes (when not listed in `outcomes`) are
   * the outputs of that machine's reachable final states.
   */
  children?: Readonly<Record<string, CatalogueEntry>>;
  /**
   * Traversal identity of a snapshot: the state value plus the few context facts that guards read.
   * Keep it finite (no counters, no unbounded lists) or traversal never ends.
   */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Traversal safety net: most snapshots visited per scenario (default 5000). */
  limit?: number;
}

/**
 * DESIGN.md: a machine's tags are typed in its schema (`setup({ types: { tags } })`, NoTags when it
 * tags nothing). Untyped tags are `string`: such a machine's entry does not typecheck.
 */
export type TypedTags<TMachine extends AnyStateMachine> = string extends TagsFrom<TMachine>
  ? { 'tags typed in setup({ types: { tags } })': never }
  : unknown;

/** Registers a typed entry in the (untyped) catalogue list. */
export function entry<TMachine extends AnyStateMachine>(value: CatalogueEntry<TMachine> & TypedTags<TMachine>): CatalogueEntry {
  return value as unknown as CatalogueEntry;
}

/** What a failed call rejects with (src/api/client.ts `unwrap`), reduced to what the machines read. */
export const callFailure = (msgcode: string, message = '') => ({ msgcode, message });

export const noInput = [{ label: 'start', input: undefined }] as const;
export const valueOnly = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
