import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastMachine } from '../../machines/common/toast/toast.machine.ts';
import { connectToast } from '../../machines/common/toast/toast.connect.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  const view = () => connectToast(actor.getSnapshot(), actor.send);
  return { clock, actor, view };
}

describe('toast machine', () => {
  it('lists its states', () => {
    expect(Object.keys(toastMachine.root.states)).toEqual(['idle', 'choosing', 'showing']);
  });

  it('shows one toast at a time and queues the rest', () => {
    const { actor, view } = start();
    expect(view().visible).toBe(false);
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'a' } });
    actor.send({ type: 'toast.show', toast: { kind: 'error', message: 'b' } });
    expect(view().toast?.message).toBe('a');
    expect(view().waiting).toBe(1);
    view().dismiss();
    expect(view().toast?.message).toBe('b');
    view().dismiss();
    expect(view().visible).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closes by itself after 5000 ms, and the next toast gets its own 5000 ms', () => {
    const { clock, actor, view } = start();
    actor.send({ type: 'toast.show', toast: { kind: 'warning', message: 'first' } });
    clock.increment(4999);
    expect(view().toast?.message).toBe('first');
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'second' } });
    clock.increment(1);
    expect(view().toast?.message).toBe('second');
    clock.increment(4999);
    expect(view().visible).toBe(true);
    clock.increment(1);
    expect(view().visible).toBe(false);
  });

  it('gives every toast its own id', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'a' } });
    actor.send({ type: 'toast.show', toast: { kind: 'success', message: 'b' } });
    const { current, queue } = actor.getSnapshot().context;
    expect(current?.id).not.toBe(queue[0]?.id);
  });
});
