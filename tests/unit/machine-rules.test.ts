import { describe, expect, it } from 'vitest';
import { and, not, setup, type AnyStateMachine } from 'xstate';
import { catalogue, entry, noInput, valueOnly } from '../../machines/catalogue.ts';

// DESIGN.md "Machine conventions": guards are named in setup() (composed with and / not), never
// inline lambdas, so the atlas and the path reports can say which rule a transition checks.

interface StateNodeLike {
  id: string;
  transitions: Map<string, { guard?: unknown; eventType: string }[]>;
  always?: { guard?: unknown; eventType: string }[];
  states: Record<string, StateNodeLike>;
}

/** Where a guard is an inline function: `and` / `not` / `or` are walked into, named guards pass. */
function inlineGuards(guard: unknown): number {
  if (typeof guard !== 'function') return 0;
  const composed = guard as { guards?: unknown[]; guard?: unknown };
  if (Array.isArray(composed.guards)) return composed.guards.reduce<number>((sum, inner) => sum + inlineGuards(inner), 0);
  if ('guard' in composed && composed.guard !== undefined) return inlineGuards(composed.guard);
  return 1;
}

function inlineGuardsOf(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const walk = (node: StateNodeLike) => {
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      if (inlineGuards(transition.guard) > 0) found.push(`${node.id} on ${transition.eventType || 'always'}`);
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return found;
}

describe('machine rules', () => {
  it.each(catalogue.map((entry) => [entry.id, entry.machine] as const))('%s has no inline guard', (_id, machine) => {
    expect(inlineGuardsOf(machine)).toEqual([]);
  });

  it('finds an inline guard, also inside and / not', () => {
    const machine = setup({ guards: { isReady: () => true } }).createMachine({
      initial: 'a',
      states: {
        a: {
          on: {
            go: { guard: ({ event }) => event.type === 'go', target: 'b' },
            both: { guard: and(['isReady', not(() => false)]), target: 'b' },
            named: { guard: and(['isReady', not('isReady')]), target: 'b' },
          },
        },
        b: {},
      },
    });
    expect(inlineGuardsOf(machine)).toEqual(['(machine).a on go', '(machine).a on both']);
  });

  it('takes only machines whose tags are typed into the catalogue (a type error otherwise)', () => {
    const untyped = setup({}).createMachine({ initial: 'a', states: { a: { tags: ['busy'] } } });
    const typed = setup({ types: { tags: {} as 'busy' } }).createMachine({ initial: 'a', states: { a: { tags: ['busy'] } } });
    const fields = { title: 't', description: 'd', kind: 'ui' as const, view: null, scenarios: noInput, events: [], outcomes: {}, serializeState: valueOnly };
    // @ts-expect-error -- tags not typed in the machine's schema
    expect(entry({ id: 'untyped', machine: untyped, ...fields }).id).toBe('untyped');
    expect(entry({ id: 'typed', machine: typed, ...fields }).id).toBe('typed');
  });
});
