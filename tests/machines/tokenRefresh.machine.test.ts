import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tokenRefreshMachine } from '../../machines/session/tokenRefresh/tokenRefresh.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(outcome: () => Promise<{ accessToken: string; expiresIn: number }>) {
  const calls = { refresh: 0 };
  const replayed: string[][] = [];
  const rejected: string[][] = [];
  const endSession = vi.fn();
  const stored: string[] = [];
  const machine = tokenRefreshMachine.provide({
    actors: {
      refreshTokens: fromPromise(() => {
        calls.refresh += 1;
        return outcome();
      }),
    },
    actions: {
      replayRequests: (_, params) => replayed.push(params.requestIds),
      rejectRequests: (_, params) => rejected.push(params.requestIds),
      endSession,
      storeAccessToken: (_, params) => stored.push(params.accessToken),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, replayed, rejected, endSession, stored };
}

describe('token refresh machine', () => {
  it('lists its states', () => {
    expect(Object.keys(tokenRefreshMachine.root.states)).toEqual(['idle', 'refreshing']);
  });

  it('runs exactly one refresh for ten requests failing at once and replays all ten', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, calls, replayed, stored } = start(async () => {
      await gate;
      return { accessToken: 'new', expiresIn: 1200 };
    });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'request.unauthorized', requestId: `r${i}`, tokenVersion: 0 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    release();
    await flush();
    expect(calls.refresh).toBe(1);
    expect(stored).toEqual(['new']);
    expect(replayed).toEqual([Array.from({ length: 10 }, (_, i) => `r${i}`)]);
    expect(actor.getSnapshot().context).toEqual({ waiting: [], tokenVersion: 1 });
  });

  it('replays at once a late 401 for a token already replaced', async () => {
    const { actor, calls, replayed } = start(async () => ({ accessToken: 'new', expiresIn: 1200 }));
    actor.send({ type: 'request.unauthorized', requestId: 'a', tokenVersion: 0 });
    await flush();
    actor.send({ type: 'request.unauthorized', requestId: 'late', tokenVersion: 0 });
    expect(calls.refresh).toBe(1);
    expect(replayed.at(-1)).toEqual(['late']);
  });

  it('fails the waiting requests and ends the session when the refresh fails', async () => {
    const { actor, rejected, endSession, replayed } = start(async () => {
      throw new Error('refresh token reused');
    });
    actor.send({ type: 'request.unauthorized', requestId: 'a', tokenVersion: 0 });
    actor.send({ type: 'request.unauthorized', requestId: 'b', tokenVersion: 0 });
    await flush();
    expect(rejected).toEqual([['a', 'b']]);
    expect(replayed).toEqual([]);
    expect(endSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refreshes on request with nothing waiting', async () => {
    const { actor, calls, stored } = start(async () => ({ accessToken: 'continued', expiresIn: 1200 }));
    actor.send({ type: 'token.refresh' });
    await flush();
    expect(calls.refresh).toBe(1);
    expect(stored).toEqual(['continued']);
  });
});
