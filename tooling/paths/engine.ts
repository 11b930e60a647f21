/**
 * Path coverage engine (pure TypeScript: no DOM, no Node API, so the Storybook atlas reuses its
 * transition descriptions and fakes in the browser): generates paths through a catalogue machine with
 * `xstate/graph`, replays them on real actors whose side effects are faked, and measures which
 * states and transitions the replays reached.
 *
 * Paths
 *   (a) state paths: `getShortestPaths` from each scenario's initial snapshot to every reachable
 *       snapshot (identity: the entry's `serializeState`);
 *   (b) transition paths: for every defined transition no path takes yet, the shortest path to a
 *       snapshot where some event takes it, plus that event.
 *
 * Execution
 *   `machine.provide()` replaces every named actor with one that never settles and every custom
 *   action with a no-op (assign and other built-in actions keep working); invoke outcomes and
 *   delays are sent as the explicit events of the path (`xstate.done.actor.*`, `xstate.error.actor.*`,
 *   `xstate.after.*`), with a SimulatedClock that never moves so no real timer fires. The
 *   `@xstate.microstep` inspection events of the root actor give the states entered (transient ones
 *   such as a state left at once by `always` included) and the transitions taken.
 *
 * Counting
 *   States: every state node below the root (compound, parallel regions, atomic, final, history).
 *   Transitions: every candidate of every state node, the root included: each entry of an `on`
 *   event, `always`, `after` delay, invoke `onDone` / `onError` / `onSnapshot` and a compound
 *   state's `onDone`. Guarded alternatives of one event are separate transitions (each guard is a
 *   branch); targetless transitions with actions count; a forbidden transition (no target, no
 *   actions) does nothing and is not counted. Initial transitions are not counted (entering a
 *   compound state always takes them).
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type ActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type TraversalOptions } from 'xstate/graph';
import { eventsToTry, outcomeLabel, type CatalogueEntry, type Scenario } from '../../machines/catalogue.ts';

// ---------------------------------------------------------------------------------------------
// What a machine defines

type TransitionKind = 'event' | 'always' | 'after' | 'done.actor' | 'error.actor' | 'snapshot' | 'done.state';

export interface TransitionInfo {
  /** `<source id>|<event type or "always">|<index among the candidates of that event>` */
  key: string;
  source: string;
  eventType: string;
  index: number;
  kind: TransitionKind;
  /** Target state node ids; empty for a targetless transition (actions only). */
  targets: string[];
  guard: string | null;
  description: string | null;
  /** One line for reports: `toast.choosing --always [hasQueuedToast]--> toast.showing`. */
  label: string;
}

function transitionKind(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done.actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error.actor';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  if (eventType.startsWith('xstate.done.state.')) return 'done.state';
  return 'event';
}

/** A guard as an analyst reads it: its name, or "guard" for an inline one. */
function guardName(transition: AnyTransitionDefinition): string | null {
  const guard: unknown = transition.guard;
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  return 'guard';
}

/** Short event name: `after autoClose`, `done loadTexts`, `always`. */
export function eventLabel(eventType: string, source?: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.(.+)$/.exec(eventType);
  if (after) {
    const rest = after[1] ?? '';
    const delay = source && rest.endsWith(`.${source}`) ? rest.slice(0, -source.length - 1) : rest;
    return `after ${delay}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${actor[2]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done ${doneState[1]}`;
  return eventType;
}

const isForbidden = (transition: AnyTransitionDefinition) =>
  !transition.target && transition.actions.length === 0 && !transition.reenter;

/** Every state node and its own transitions, root first, in document order. */
function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Maps each transition definition object of this machine instance to its description. */
export function transitionIndex(machine: AnyStateMachine): Map<AnyTransitionDefinition, TransitionInfo> {
  const index = new Map<AnyTransitionDefinition, TransitionInfo>();
  for (const node of allNodes(machine)) {
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
    if (node.always) groups.push(['', node.always]);
    for (const [eventType, candidates] of groups) {
      candidates.forEach((transition, position) => {
        if (isForbidden(transition)) return;
        const targets = (transition.target ?? []).map((target) => target.id);
        const guard = guardName(transition);
        const key = `${node.id}|${eventType || 'always'}|${position}`;
        const label = `${node.id} --${eventLabel(eventType, node.id)}${guard ? ` [${guard}]` : ''}--> ${
          targets.length ? targets.join(', ') : '(stays)'
        }`;
        index.set(transition, {
          key,
          source: node.id,
          eventType,
          index: position,
          kind: transitionKind(eventType),
          targets,
          guard,
          description: typeof transition.description === 'string' ? transition.description : null,
          label,
        });
      });
    }
  }
  return index;
}

export function definedTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return [...transitionIndex(machine).values()];
}

/** Every state node below the root, by id. */
export function definedStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

// ---------------------------------------------------------------------------------------------
// Fakes

const neverSettles = fromPromise<never>(() => new Promise<never>(() => {}));

function isBuiltInAction(action: unknown): boolean {
  return typeof action === 'function' && 'resolve' in action;
}

/**
 * The machine with side effects removed: named actors never settle, custom actions do nothing.
 * Throws when an invoke uses inline logic (DESIGN.md: every side effect is named in setup()).
 */
export function withFakes(machine: AnyStateMachine): AnyStateMachine {
  for (const node of allNodes(machine)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string' || invoke.src.startsWith('xstate.invoke.')) {
        throw new Error(`${node.id} invokes inline logic: name the actor in setup() so paths can fake it`);
      }
    }
  }
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, neverSettles]));
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([name]) => [name, () => {}]),
  );
  return machine.provide({ actors, actions } as never);
}

// ---------------------------------------------------------------------------------------------
// Model: the graph of snapshots and the defined transitions each edge takes

/** An actor scope for `machine.transition()` that reports microsteps and runs no side effect. */
function probeScope(onMicrostep: (snapshot: AnyMachineSnapshot, transitions: AnyTransitionDefinition[]) => void) {
  const probe = createActor(neverSettles, {
    inspect: (event) => {
      if (event.type === '@xstate.microstep') {
        onMicrostep(event.snapshot as AnyMachineSnapshot, event._transitions as AnyTransitionDefinition[]);
      }
    },
  });
  return {
    self: probe,
    logger: () => {},
    id: 'paths-probe',
    sessionId: 'paths-probe',
    defer: () => {},
    system: probe.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

interface ModelEdge {
  from: string;
  event: AnyEventObject;
  to: string;
  next: AnyMachineSnapshot;
  takes: string[];
  /** State node ids active at any microstep of the event (transient ones included). */
  enters: string[];
}

interface PathStepModel {
  event: AnyEventObject;
  /** Model snapshot after the event (pure transition, children never started). */
  snapshot: AnyMachineSnapshot;
}

export interface MachinePath {
  /** `<machine>/<scenario index>/<s|t><n>` */
  id: string;
  machine: string;
  scenario: string;
  input: unknown;
  purpose: 'state' | 'transition';
  /** Model snapshot before the first event. */
  initial: AnyMachineSnapshot;
  steps: PathStepModel[];
  /** Serialized identity of the snapshot the path ends in (entry.serializeState). */
  target: string;
  /** For transition paths: the transitions it was generated to take. */
  covers: string[];
  /**
   * What the model says the path reaches (states entered, transition keys taken): what covering
   * sets are chosen by. A replay (runPath) measures the same for real; tests compare the two.
   */
  reaches: { states: string[]; transitions: string[] };
  /** Readable: `loadingInitial -(done loadInitialTexts: resolve)-> ready`. */
  title: string;
}

export function finalModelSnapshot(path: MachinePath): AnyMachineSnapshot {
  return path.steps.at(-1)?.snapshot ?? path.initial;
}

/** One step as an analyst reads it: `language.select {"language":"FR"}`, `loadTexts reject: network down`. */
function describeEvent(entry: CatalogueEntry, event: AnyEventObject, before: AnyMachineSnapshot): string {
  const { type, ...payload } = event;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[2]} ${outcomeLabel(entry, event, before) ?? (actor[1] === 'done' ? 'resolve' : 'reject')}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  return Object.keys(payload).length ? `${type} ${short(payload)}` : type;
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'undefined';
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const valueText = (value: StateValue) => (typeof value === 'string' ? value : JSON.stringify(value));

function pathTitle(entry: CatalogueEntry, initial: AnyMachineSnapshot, steps: PathStepModel[]): string {
  const parts = [valueText(initial.value)];
  let before = initial;
  for (const step of steps) {
    parts.push(`-(${describeEvent(entry, step.event, before)})-> ${valueText(step.snapshot.value)}`);
    before = step.snapshot;
  }
  return parts.join(' ');
}

interface ScenarioModel {
  scenario: Scenario;
  index: number;
  initial: AnyMachineSnapshot;
  /** Transitions taken while starting (eventless transitions out of the initial states). */
  initialTakes: string[];
  /** States active while starting (initial states left at once by `always` included). */
  initialEnters: string[];
  vertices: Map<string, AnyMachineSnapshot>;
  edges: ModelEdge[];
  shortest: Map<string, PathStepModel[]>;
}

/** State node ids of a snapshot's active configuration (the root excluded). */
function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.parent).map((node) => node.id);
}

/** A transition's source and its ancestors (the root excluded): active when it was taken. */
function sourceStates(transition: AnyTransitionDefinition): string[] {
  const ids: string[] = [];
  for (let node: AnyStateNode | undefined = transition.source; node?.parent; node = node.parent) ids.push(node.id);
  return ids;
}

function buildModel(entry: CatalogueEntry, scenario: Scenario, scenarioIndex: number): ScenarioModel {
  const machine = entry.machine;
  const serialize = (snapshot: AnyMachineSnapshot) => entry.serializeState(snapshot as never);
  const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
    input: scenario.input,
    events: (snapshot) => eventsToTry(entry, snapshot),
    serializeState: serialize,
    limit: entry.limit ?? 5000,
  };
  const logic = machine as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>;
  const shortestPaths = getShortestPaths(logic, options);
  const adjacency = getAdjacencyMap(logic, options);
  const index = transitionIndex(machine);
  const keysOf = (transitions: AnyTransitionDefinition[]) =>
    transitions.map((transition) => index.get(transition)?.key).filter((key): key is string => key !== undefined);

  let captured: string[] = [];
  let entered = new Set<string>();
  const scope = probeScope((snapshot, transitions) => {
    captured.push(...keysOf(transitions));
    for (const id of activeStates(snapshot)) entered.add(id);
    for (const transition of transitions) for (const id of sourceStates(transition)) entered.add(id);
  });
  const initial = machine.getInitialSnapshot(scope as never, scenario.input) as AnyMachineSnapshot;
  const initialTakes = captured;
  const initialEnters = [...new Set([...entered, ...activeStates(initial)])];

  const vertices = new Map<string, AnyMachineSnapshot>();
  const edges: ModelEdge[] = [];
  for (const [from, { state, transitions }] of Object.entries(adjacency)) {
    vertices.set(from, state);
    for (const { event } of Object.values(transitions) as { event: AnyEventObject }[]) {
      captured = [];
      entered = new Set();
      const next = machine.transition(state, event, scope as never) as AnyMachineSnapshot;
      for (const id of activeStates(next)) entered.add(id);
      edges.push({ from, event, to: serialize(next), next, takes: [...new Set(captured)], enters: [...entered] });
    }
  }

  const shortest = new Map<string, PathStepModel[]>();
  for (const path of shortestPaths) {
    // getShortestPaths' steps: the first is (initial state, xstate.init); each next one is (state, event that led to it).
    const steps = path.steps.slice(1).map((step) => ({ event: step.event, snapshot: step.state }));
    shortest.set(serialize(path.state), steps);
  }
  return { scenario, index: scenarioIndex, initial, initialTakes, initialEnters, vertices, edges, shortest };
}

/** (a) + (b) for one scenario. */
function generateScenarioPaths(entry: CatalogueEntry, model: ScenarioModel): MachinePath[] {
  const serialize = (snapshot: AnyMachineSnapshot) => entry.serializeState(snapshot as never);
  const prefix = `${entry.id}/${model.index}`;
  // What a path reaches (states, transitions), from the model edges it walks.
  const edgeAt = new Map<string, ModelEdge>();
  for (const edge of model.edges) edgeAt.set(`${edge.from}\n${JSON.stringify(edge.event)}`, edge);
  function reachedBy(steps: PathStepModel[]): { states: string[]; transitions: string[] } {
    const transitions = [...model.initialTakes];
    const states = [...model.initialEnters];
    let from = serialize(model.initial);
    for (const step of steps) {
      const edge = edgeAt.get(`${from}\n${JSON.stringify(step.event)}`);
      if (edge) {
        transitions.push(...edge.takes);
        states.push(...edge.enters);
      }
      from = serialize(step.snapshot);
    }
    return { states, transitions };
  }
  const takenBy = (steps: PathStepModel[]): string[] => reachedBy(steps).transitions;

  const make = (purpose: MachinePath['purpose'], n: number, steps: PathStepModel[], covers: string[]): MachinePath => {
    const last = steps.at(-1)?.snapshot ?? model.initial;
    const reached = reachedBy(steps);
    return {
      id: `${prefix}/${purpose === 'state' ? 's' : 't'}${n}`,
      machine: entry.id,
      scenario: model.scenario.label,
      input: model.scenario.input,
      purpose,
      initial: model.initial,
      steps,
      target: serialize(last),
      covers,
      reaches: { states: [...new Set(reached.states)], transitions: [...new Set(reached.transitions)] },
      title: pathTitle(entry, model.initial, steps),
    };
  };

  const statePaths = [...model.shortest.values()]
    .sort((a, b) => a.length - b.length)
    .map((steps, n) => make('state', n + 1, steps, []));


  const covered = new Set<string>();
  for (const path of statePaths) for (const key of takenBy(path.steps)) covered.add(key);

  // Shortest prefixes first, so each new path is as short as it can be.
  const candidates = [...model.edges].sort(
    (a, b) => (model.shortest.get(a.from)?.length ?? Infinity) - (model.shortest.get(b.from)?.length ?? Infinity),
  );
  const transitionPaths: MachinePath[] = [];
  for (const edge of candidates) {
    const fresh = edge.takes.filter((key) => !covered.has(key));
    if (fresh.length === 0) continue;
    const head = model.shortest.get(edge.from);
    if (!head) continue;
    const steps = [...head, { event: edge.event, snapshot: edge.next }];
    for (const key of takenBy(steps)) covered.add(key);
    transitionPaths.push(make('transition', transitionPaths.length + 1, steps, fresh));
  }
  return [...statePaths, ...transitionPaths];
}

export interface GeneratedPaths {
  paths: MachinePath[];
  models: ScenarioModel[];
}

export function generatePaths(entry: CatalogueEntry): GeneratedPaths {
  const models = entry.scenarios.map((scenario, index) => buildModel(entry, scenario, index));
  return { models, paths: models.flatMap((model) => generateScenarioPaths(entry, model)) };
}

// ---------------------------------------------------------------------------------------------
// Covering sets

/** The states and transitions of a path as one list of keys (`s:<state id>`, `t:<transition key>`). */
export function reachedKeys(reaches: { states: Iterable<string>; transitions: Iterable<string> }): string[] {
  return [...[...reaches.states].map((id) => `s:${id}`), ...[...reaches.transitions].map((key) => `t:${key}`)];
}

/**
 * The fewest items that together reach everything the items reach (greedy set cover: the item with
 * the most keys not yet reached first, the cheaper on a tie; then every item whose keys the others
 * already reach is dropped). Returned in the items' own order, so test names stay stable.
 */
export function coveringSet<T>(items: readonly T[], keysOf: (item: T) => readonly string[], costOf: (item: T) => number): T[] {
  const keys = items.map((item) => new Set(keysOf(item)));
  const reached = new Set<string>();
  const chosen: number[] = [];
  const wanted = new Set(keys.flatMap((set) => [...set]));
  while (reached.size < wanted.size) {
    let best = -1;
    let bestFresh = 0;
    for (const [index, set] of keys.entries()) {
      let fresh = 0;
      for (const key of set) if (!reached.has(key)) fresh++;
      if (fresh > bestFresh || (fresh === bestFresh && fresh > 0 && costOf(items[index]!) < costOf(items[best]!))) {
        best = index;
        bestFresh = fresh;
      }
    }
    if (best < 0) break;
    chosen.push(best);
    for (const key of keys[best]!) reached.add(key);
  }
  // Drop what became redundant, the latest (least useful) choices first.
  for (const index of [...chosen].reverse()) {
    const others = chosen.filter((other) => other !== index);
    const counts = new Set(others.flatMap((other) => [...keys[other]!]));
    if ([...keys[index]!].every((key) => counts.has(key))) chosen.splice(chosen.indexOf(index), 1);
  }
  return chosen.sort((a, b) => a - b).map((index) => items[index]!);
}

/** The covering set of generated paths: the fewest that still reach every state and transition the model says they reach. */
export function coveringPaths(paths: readonly MachinePath[]): MachinePath[] {
  return coveringSet(paths, (path) => reachedKeys(path.reaches), (path) => path.steps.length + 1);
}

// ---------------------------------------------------------------------------------------------
// Execution on a real actor

export interface PathRun {
  path: MachinePath;
  /** State node ids entered (or active) at any microstep. */
  states: Set<string>;
  /** Transition keys taken. */
  transitions: Set<string>;
  /** Stable snapshot after each event (index 0: after start). */
  snapshots: AnyMachineSnapshot[];
  final: AnyMachineSnapshot;
  /** entry.serializeState(final): equals path.target when the machine did what the model said. */
  reached: string;
}

/**
 * Replays a path on a real actor of the machine (fakes for every side effect). `onStep` sees the
 * real snapshot after the start (event undefined) and after each event.
 */
export function runPath(
  entry: CatalogueEntry,
  path: MachinePath,
  onStep?: (snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined) => void,
): PathRun {
  const machine = withFakes(entry.machine);
  const index = transitionIndex(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.parent) states.add(node.id);
  };
  const actor = createActor(machine, {
    input: path.input as never,
    clock: new SimulatedClock(),
    inspect: (event) => {
      // The root actor's own microsteps (its initial ones run while createActor() constructs it).
      if (event.type !== '@xstate.microstep' || (event.snapshot as AnyMachineSnapshot).machine !== machine) return;
      record(event.snapshot as AnyMachineSnapshot);
      for (const transition of event._transitions as AnyTransitionDefinition[]) {
        const info = index.get(transition);
        if (info) transitions.add(info.key);
        // The source was active: this records initial states left at once by `always`, which no
        // observed snapshot shows.
        for (let node: AnyStateNode | undefined = transition.source; node?.parent; node = node.parent) states.add(node.id);
      }
    },
  });
  const snapshots: AnyMachineSnapshot[] = [];
  const observe = (event: AnyEventObject | undefined) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status === 'error') {
      throw new Error(`${path.id}: the machine failed${event ? ` on ${event.type}` : ' at start'}: ${String(snapshot.error)}`);
    }
    record(snapshot);
    snapshots.push(snapshot);
    onStep?.(snapshot, event);
  };
  actor.start();
  observe(undefined);
  for (const step of path.steps) {
    actor.send(step.event);
    observe(step.event);
  }
  const final = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { path, states, transitions, snapshots, final, reached: entry.serializeState(final as never) };
}

// ---------------------------------------------------------------------------------------------
// Coverage

export interface Coverage {
  id: string;
  title: string;
  kind: CatalogueEntry['kind'];
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
  paths: number;
  /** Paths whose replay did not end where the model said. */
  mismatches: string[];
  ms: number;
}

export const percent = (part: number, total: number) => (total === 0 ? 100 : Math.floor((part / total) * 1000) / 10);

export function measureCoverage(entry: CatalogueEntry): Coverage {
  const started = performance.now();
  const { paths } = generatePaths(entry);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const mismatches: string[] = [];
  for (const path of paths) {
    const run = runPath(entry, path);
    run.states.forEach((id) => reachedStates.add(id));
    run.transitions.forEach((key) => takenTransitions.add(key));
    if (run.reached !== path.target) mismatches.push(`${path.id}: expected ${path.target}, reached ${run.reached}`);
  }
  const states = definedStates(entry.machine);
  const transitions = definedTransitions(entry.machine);
  return {
    id: entry.id,
    title: entry.title,
    kind: entry.kind,
    states: {
      reached: states.filter((id) => reachedStates.has(id)).length,
      total: states.length,
      missing: states.filter((id) => !reachedStates.has(id)),
    },
    transitions: {
      taken: transitions.filter((t) => takenTransitions.has(t.key)).length,
      total: transitions.length,
      missing: transitions.filter((t) => !takenTransitions.has(t.key)).map((t) => t.label),
    },
    paths: paths.length,
    mismatches,
    ms: Math.round(performance.now() - started),
  };
}
