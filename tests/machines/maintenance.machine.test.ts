import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { maintenanceMachine } from '../../machines/session/maintenance/maintenance.machine.ts';
import type { MaintenanceInput, MaintenanceStatus } from '../../machines/session/maintenance/maintenance.types.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: Partial<MaintenanceInput>, statuses: (MaintenanceStatus | Error)[]) {
  const clock = new SimulatedClock();
  let checks = 0;
  const clearStorage = vi.fn();
  const shown: string[] = [];
  const goToLogin = vi.fn();
  const machine = maintenanceMachine.provide({
    actors: {
      checkMaintenance: fromPromise(async () => {
        const next = statuses[Math.min(checks, statuses.length - 1)];
        checks += 1;
        if (next instanceof Error) throw next;
        return next ?? [];
      }),
    },
    actions: {
      clearStorage,
      showMaintenance: (_, params) => shown.push(params.message),
      goToLogin,
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { enabled: true, intervalMs: 200_000, signedIn: false, path: '/login', ...input },
  }).start();
  return { clock, actor, checks: () => checks, clearStorage, shown, goToLogin };
}

const on: MaintenanceStatus = [{ status: false, message: 'old' }, { status: true, message: 'Upgrade until 14:00' }];
const off: MaintenanceStatus = [{ status: false, message: 'old' }];

describe('maintenance machine', () => {
  it('lists its states', () => {
    expect(Object.keys(maintenanceMachine.root.states)).toEqual(['starting', 'off', 'paused', 'watching']);
  });

  it('does nothing when checking is switched off', () => {
    const { actor, checks } = start({ enabled: false }, [on]);
    expect(actor.getSnapshot().value).toBe('off');
    expect(checks()).toBe(0);
  });

  it('sends a signed-out visitor to /Maintenance with the active message, clearing storage', async () => {
    const { clearStorage, shown } = start({}, [on]);
    await flush();
    expect(shown).toEqual(['Upgrade until 14:00']);
    expect(clearStorage).toHaveBeenCalledOnce();
  });

  it('polls at the configured interval and notices maintenance starting', async () => {
    const { clock, checks, shown } = start({}, [off, off, on]);
    await flush();
    expect(shown).toEqual([]);
    clock.increment(200_000);
    await flush();
    expect(checks()).toBe(2);
    clock.increment(199_999);
    await flush();
    expect(checks()).toBe(2);
    clock.increment(1);
    await flush();
    expect(shown).toEqual(['Upgrade until 14:00']);
  });

  it('sends the visitor waiting on /Maintenance to /login when maintenance ends', async () => {
    const { actor, clock, goToLogin, clearStorage } = start({}, [on, off]);
    await flush();
    actor.send({ type: 'route.changed', path: '/Maintenance' });
    clock.increment(200_000);
    await flush();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(clearStorage).toHaveBeenCalledTimes(2);
  });

  it('does not check while someone is signed in, and resumes after sign-out', async () => {
    const { actor, clock, checks } = start({ signedIn: true }, [off]);
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(1_000_000);
    await flush();
    expect(checks()).toBe(0);
    actor.send({ type: 'session.signedOut' });
    await flush();
    expect(checks()).toBe(1);
    actor.send({ type: 'session.signedIn' });
    clock.increment(1_000_000);
    await flush();
    expect(checks()).toBe(1);
  });

  it('tries again at the next interval when a check fails', async () => {
    const { clock, checks, shown } = start({}, [new Error('offline'), on]);
    await flush();
    clock.increment(200_000);
    await flush();
    expect(checks()).toBe(2);
    expect(shown).toEqual(['Upgrade until 14:00']);
  });
});
