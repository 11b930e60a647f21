import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup } from 'xstate';
import { catalogueEntry, childOutcomes, eventsToTry, rejects, resolves, type CatalogueEntry } from '../../machines/catalogue.ts';
import { coveringPaths, coveringSet, definedStates, definedTransitions, generatePaths, measureCoverage, reachedKeys, runPath, withFakes } from '../../tooling/paths/engine.ts';

/** A small machine with every kind of transition the engine counts. */
const child = setup({
  types: { output: {} as { ok: boolean }, context: {} as { ok: boolean } },
  actors: { check: fromPromise<boolean>(async () => true) },
}).createMachine({
  id: 'child',
  context: { ok: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        onDone: { target: 'done', actions: assign({ ok: true }) },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ ok: context.ok }),
});

const fixture = setup({
  types: {
    context: {} as { count: number; ok: boolean | null },
    events: {} as { type: 'go'; fast: boolean } | { type: 'bump' } | { type: 'ignored' },
  },
  actors: { load: fromPromise<number>(async () => 1), child },
  actions: { notify: () => {} },
  guards: { isFast: ({ event }) => event.type === 'go' && event.fast },
  delays: { soon: 1000 },
}).createMachine({
  id: 'fixture',
  context: { count: 0, ok: null },
  initial: 'starting',
  states: {
    starting: { always: { target: 'idle' } },
    idle: {
      on: {
        go: [{ guard: 'isFast', target: 'working.fast' }, { target: 'working' }],
        bump: { actions: [assign(({ context }) => ({ count: context.count + 1 })), 'notify'] },
        // Forbidden: no target, no action - not a transition.
        ignored: {},
      },
    },
    working: {
      type: 'parallel',
      states: {
        fast: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { id: 'load', src: 'load', onDone: 'loaded', onError: 'loaded' },
            },
            loaded: { type: 'final' },
          },
        },
        slow: {
          initial: 'waiting',
          states: {
            waiting: { after: { soon: 'delegating' } },
            delegating: {
              invoke: {
                id: 'delegate',
                src: 'child',
                onDone: { target: 'finished', actions: assign(({ event }) => ({ ok: event.output.ok })) },
              },
            },
            finished: { type: 'final' },
          },
        },
      },
      onDone: 'idle',
    },
  },
});

const childEntry: CatalogueEntry = {
  id: 'child',
  title: 'Child',
  description: 'Test child.',
  machine: child,
  kind: 'flow',
  view: null,
  scenarios: [{ label: 'start', input: undefined }],
  events: [],
  outcomes: { check: [resolves('check', true), rejects('check', new Error('no'))] },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.ok]),
};

const fixtureEntry: CatalogueEntry = {
  id: 'fixture',
  title: 'Fixture',
  description: 'Every kind of transition.',
  machine: fixture,
  kind: 'flow',
  view: null,
  scenarios: [{ label: 'start', input: undefined }],
  events: [
    { type: 'go', fast: true },
    { type: 'go', fast: false },
  ],
  outcomes: { load: [resolves('load', 3), rejects('load', new Error('offline'))] },
  children: { delegate: childEntry },
  // The counter is left out: it grows without bound.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.ok]),
};

describe('counting', () => {
  it('counts every state node below the root', () => {
    expect(definedStates(fixture)).toEqual([
      'fixture.starting',
      'fixture.idle',
      'fixture.working',
      'fixture.working.fast',
      'fixture.working.fast.loading',
      'fixture.working.fast.loaded',
      'fixture.working.slow',
      'fixture.working.slow.waiting',
      'fixture.working.slow.delegating',
      'fixture.working.slow.finished',
    ]);
  });

  it('counts each guarded candidate, always, after, invoke outcomes and onDone; not forbidden events', () => {
    expect(definedTransitions(fixture).map((transition) => transition.label).sort()).toEqual(
      [
        'fixture.starting --always--> fixture.idle',
        'fixture.idle --go [isFast]--> fixture.working.fast',
        'fixture.idle --go--> fixture.working',
        'fixture.idle --bump--> (stays)',
        'fixture.working --done fixture.working--> fixture.idle',
        'fixture.working.fast.loading --done load--> fixture.working.fast.loaded',
        'fixture.working.fast.loading --error load--> fixture.working.fast.loaded',
        'fixture.working.slow.waiting --after soon--> fixture.working.slow.delegating',
        'fixture.working.slow.delegating --done delegate--> fixture.working.slow.finished',
      ].sort(),
    );
  });
});

describe('traversal events', () => {
  it('uses samples, listed outcomes, child outputs and bare events; never done.state events', () => {
    const snapshot = fixture.resolveState({ value: { working: { fast: 'loading', slow: 'delegating' } }, context: { count: 0, ok: null } });
    const types = eventsToTry(fixtureEntry, snapshot).map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['xstate.done.actor.load', 'xstate.error.actor.load', 'xstate.done.actor.delegate']),
    );
    expect(types.some((type) => type.startsWith('xstate.done.state.'))).toBe(false);
  });

  it('derives the outcomes of a child-machine invoke from the outputs of its final states', () => {
    expect(childOutcomes(childEntry, 'delegate').map((outcome) => outcome.event)).toEqual([
      { type: 'xstate.done.actor.delegate', output: { ok: true } },
      { type: 'xstate.done.actor.delegate', output: { ok: false } },
    ]);
  });

  it('derives the session outcomes of its account selection and idle timeout children', () => {
    const session = catalogueEntry('session');
    const idleOutputs = childOutcomes(catalogueEntry('idleTimeout'), 'idleTimeout').map((outcome) => outcome.event.output);
    expect(idleOutputs).toEqual(
      expect.arrayContaining([{ reason: 'timeout' }, { reason: 'logout' }, { reason: 'refreshFailed' }]),
    );
    expect(session.children?.selectAccount?.id).toBe('accountSelection');
    const accountOutputs = childOutcomes(catalogueEntry('accountSelection'), 'selectAccount').map(
      (outcome) => (outcome.event.output as { account: unknown }).account !== null,
    );
    expect(accountOutputs).toEqual(expect.arrayContaining([true, false]));
  });
});

describe('paths', () => {
  it('covers parallel regions, delays, child machines and the onDone of a parallel state', () => {
    const coverage = measureCoverage(fixtureEntry);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.mismatches).toEqual([]);
    expect(coverage.states.total).toBe(10);
    expect(coverage.transitions.total).toBe(9);
  });

  it('records a transient initial state left at once by always', () => {
    const { paths } = generatePaths(fixtureEntry);
    const run = runPath(fixtureEntry, paths[0]!);
    expect(paths[0]!.steps).toEqual([]);
    expect(run.states).toContain('fixture.starting');
    expect(run.transitions).toContain('fixture.starting|always|0');
    expect(run.final.value).toBe('idle');
  });

  it('replays on actors that never run a side effect', () => {
    const machine = withFakes(fixture);
    expect(Object.keys(machine.implementations.actors).sort()).toEqual(['child', 'load']);
    // Custom actions are stubbed, assign keeps working.
    const { paths } = generatePaths(fixtureEntry);
    expect(() => paths.forEach((path) => runPath(fixtureEntry, path))).not.toThrow();
  });

  it('refuses inline actor logic (every side effect is named in setup)', () => {
    const inline = createMachine({
      id: 'inline',
      initial: 'a',
      states: { a: { invoke: { src: fromPromise(async () => 1), onDone: 'b' } }, b: {} },
    });
    expect(() => withFakes(inline)).toThrow(/inline logic/);
  });
});

describe('covering sets', () => {
  it('chooses the fewest items that reach everything, the cheaper on a tie, and drops what became redundant', () => {
    const items = [
      { id: 'a', keys: ['1', '2'], cost: 1 },
      { id: 'b', keys: ['3', '4'], cost: 1 },
      { id: 'c', keys: ['1', '2', '3'], cost: 5 },
      { id: 'd', keys: ['2', '3', '4'], cost: 2 },
      { id: 'e', keys: ['2', '3', '4'], cost: 1 },
    ];
    // c, d and e each bring 3 new keys: e is the cheapest; then a and c each bring key 1: a is cheaper.
    const chosen = coveringSet(items, (item) => item.keys, (item) => item.cost).map((item) => item.id);
    expect(chosen).toEqual(['a', 'e']);
  });

  it('drops an early choice that later choices made redundant', () => {
    const items = [
      { id: 'wide', keys: ['1', '2', '3'] },
      { id: 'left', keys: ['1', '2', '4'] },
      { id: 'right', keys: ['3', '5'] },
    ];
    // Greedy: wide or left first (3 new), then the rest; wide ends up redundant next to left + right.
    const chosen = coveringSet(items, (item) => item.keys, () => 1).map((item) => item.id);
    expect(chosen).toEqual(['left', 'right']);
  });

  it('keeps every state and transition of a machine in its covering set of paths, replayed for real', () => {
    const { paths } = generatePaths(fixtureEntry);
    const chosen = coveringPaths(paths);
    expect(chosen.length).toBeLessThan(paths.length);
    const states = new Set<string>();
    const transitions = new Set<string>();
    for (const path of chosen) {
      const run = runPath(fixtureEntry, path);
      expect(reachedKeys(run).sort(), path.id).toEqual(reachedKeys(path.reaches).sort());
      run.states.forEach((id) => states.add(id));
      run.transitions.forEach((key) => transitions.add(key));
    }
    expect(definedStates(fixture).filter((id) => !states.has(id))).toEqual([]);
    expect(definedTransitions(fixture).filter((transition) => !transitions.has(transition.key))).toEqual([]);
  });
});
