import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { idleTimeoutMachine } from '../../machines/session/idleTimeout/idleTimeout.machine.ts';
import { connectIdleTimeout } from '../../machines/session/idleTimeout/idleTimeout.connect.ts';
import { sessionTimes } from '../../src/domain/constants.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const minute = 60_000;

function start(refresh: () => Promise<void> = async () => {}) {
  const clock = new SimulatedClock();
  let listening = 0;
  const machine = idleTimeoutMachine.provide({
    actors: {
      listenForActivity: fromCallback(() => {
        listening += 1;
        return () => {
          listening -= 1;
        };
      }),
      refreshSession: fromPromise(refresh),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { idleLimitMs: sessionTimes.idleLimitMs, autoLogoutMs: sessionTimes.popupAutoLogoutMs },
  }).start();
  const view = () => connectIdleTimeout(actor.getSnapshot(), actor.send);
  return { clock, actor, view, listening: () => listening };
}

describe('idle timeout machine', () => {
  it('lists its states', () => {
    expect(Object.keys(idleTimeoutMachine.root.states)).toEqual([
      'active',
      'warning',
      'continuing',
      'timedOut',
      'loggedOut',
      'refreshFailed',
    ]);
  });

  it('opens the dialog after 29 minutes without activity and logs out at 30', () => {
    const { clock, actor, view } = start();
    clock.increment(29 * minute - 1);
    expect(view().dialogOpen).toBe(false);
    clock.increment(1);
    expect(view().dialogOpen).toBe(true);
    clock.increment(minute - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'timeout' });
  });

  it('restarts the idle clock on activity, here or in another tab', () => {
    const { clock, actor, view } = start();
    clock.increment(20 * minute);
    actor.send({ type: 'activity' });
    clock.increment(20 * minute);
    expect(view().dialogOpen).toBe(false);
    actor.send({ type: 'activity.elsewhere' });
    clock.increment(28 * minute);
    expect(view().dialogOpen).toBe(false);
    clock.increment(minute);
    expect(view().dialogOpen).toBe(true);
  });

  it('keeps the dialog open on local activity, closes it for activity in another tab', () => {
    const { clock, actor, view } = start();
    clock.increment(29 * minute);
    actor.send({ type: 'activity' });
    expect(view().dialogOpen).toBe(true);
    actor.send({ type: 'activity.elsewhere' });
    expect(view().dialogOpen).toBe(false);
  });

  it('Continue refreshes the tokens and restarts the clock', async () => {
    let refreshed = 0;
    const { clock, view } = start(async () => {
      refreshed += 1;
    });
    clock.increment(29 * minute);
    view().continueSession();
    expect(view().busy).toBe(true);
    await flush();
    expect(refreshed).toBe(1);
    expect(view().dialogOpen).toBe(false);
    clock.increment(29 * minute - 1);
    expect(view().dialogOpen).toBe(false);
  });

  it('ends the session when Continue cannot refresh', async () => {
    const { clock, actor, view } = start(async () => {
      throw new Error('revoked');
    });
    clock.increment(29 * minute);
    view().continueSession();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ reason: 'refreshFailed' });
  });

  it('Log Out ends the session and stops listening', () => {
    const { clock, actor, view, listening } = start();
    expect(listening()).toBe(1);
    clock.increment(29 * minute);
    view().logOut();
    expect(actor.getSnapshot().output).toEqual({ reason: 'logout' });
    expect(listening()).toBe(0);
  });
});
