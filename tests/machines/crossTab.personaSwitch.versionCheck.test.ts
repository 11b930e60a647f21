import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { crossTabMachine, type CrossTabEvent } from '../../machines/session/crossTab/crossTab.machine.ts';
import { personaMenuOptions, personaSwitchMachine } from '../../machines/session/personaSwitch/personaSwitch.machine.ts';
import { versionCheckMachine } from '../../machines/session/versionCheck/versionCheck.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cross-tab machine', () => {
  function start(input: { signedIn: boolean; migrated: boolean }) {
    let fromOtherTab: (event: CrossTabEvent) => void = () => {};
    const showDashboard = vi.fn();
    const logOutHere = vi.fn();
    const machine = crossTabMachine.provide({
      actors: {
        listenToOtherTabs: fromCallback(({ sendBack }) => {
          fromOtherTab = sendBack;
        }),
      },
      actions: { showDashboard, logOutHere },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, other: (event: CrossTabEvent) => fromOtherTab(event), showDashboard, logOutHere };
  }

  it('lists its states', () => {
    expect(Object.keys(crossTabMachine.root.states)).toEqual(['starting', 'signedOut', 'signedIn']);
  });

  it('reloads the dashboard when another tab changes the user or the two-factor flag', () => {
    const { other, showDashboard } = start({ signedIn: true, migrated: false });
    other({ type: 'tab.userChanged' });
    other({ type: 'tab.twoFactorChanged' });
    expect(showDashboard).toHaveBeenCalledTimes(2);
  });

  it('leaves a migrated user where they are', () => {
    const { other, showDashboard } = start({ signedIn: true, migrated: true });
    other({ type: 'tab.userChanged' });
    expect(showDashboard).not.toHaveBeenCalled();
  });

  it('logs this tab out when another tab logs out', () => {
    const { actor, other, logOutHere } = start({ signedIn: true, migrated: false });
    other({ type: 'tab.loggedOut' });
    expect(logOutHere).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('ignores other tabs while signed out, and follows sign-in here', () => {
    const { actor, other, showDashboard, logOutHere } = start({ signedIn: false, migrated: false });
    other({ type: 'tab.userChanged' });
    other({ type: 'tab.loggedOut' });
    expect(showDashboard).not.toHaveBeenCalled();
    expect(logOutHere).not.toHaveBeenCalled();
    actor.send({ type: 'session.signedIn', migrated: false });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
});

describe('persona switch machine', () => {
  it('offers only the personas 2, 3 and 5 the user holds', () => {
    expect(personaMenuOptions([1])).toEqual([]);
    expect(personaMenuOptions([1, 3])).toEqual([3]);
    expect(personaMenuOptions([2, 3, 5])).toEqual([2, 3, 5]);
  });

  it('stores the experience, clears the portfolio and leaves for its site', () => {
    const calls: string[] = [];
    const machine = personaSwitchMachine.provide({
      actions: {
        storeExperience: (_, { experience }) => calls.push(`store ${experience}`),
        clearPortfolio: () => calls.push('clear'),
        goToExperience: (_, { experience }) => calls.push(`go ${experience}`),
      },
    });
    const actor = createActor(machine, { input: { personas: [1, 3] } }).start();
    actor.send({ type: 'persona.switch', experience: 2 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'persona.switch', experience: 3 });
    expect(calls).toEqual(['store 3', 'clear', 'go 3']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('version check machine', () => {
  function start(versions: (string | Error)[]) {
    const clock = new SimulatedClock();
    let calls = 0;
    const clearCachesAndReload = vi.fn();
    const machine = versionCheckMachine.provide({
      actors: {
        fetchDeployedVersion: fromPromise(async () => {
          const next = versions[Math.min(calls, versions.length - 1)];
          calls += 1;
          if (next instanceof Error) throw next;
          return next ?? '';
        }),
      },
      actions: { clearCachesAndReload },
    });
    const actor = createActor(machine, { clock, input: { loadedVersion: '10.2.0', intervalMs: 600_000 } }).start();
    return { clock, actor, clearCachesAndReload };
  }

  it('lists its states', () => {
    expect(Object.keys(versionCheckMachine.root.states)).toEqual(['checking', 'upToDate', 'outdated', 'reloading', 'dismissed']);
  });

  it('stays quiet while the deployed version is the loaded one, and checks again later', async () => {
    const { clock, actor } = start(['10.2.0', '10.3.0']);
    await flush();
    expect(actor.getSnapshot().value).toBe('upToDate');
    clock.increment(600_000);
    await flush();
    expect(actor.getSnapshot().hasTag('offer')).toBe(true);
    expect(actor.getSnapshot().context.deployedVersion).toBe('10.3.0');
  });

  it('reloads with cleared caches when the user accepts', async () => {
    const { actor, clearCachesAndReload } = start(['10.3.0']);
    await flush();
    actor.send({ type: 'version.reload' });
    expect(clearCachesAndReload).toHaveBeenCalledOnce();
  });

  it('can be dismissed, and treats a failed check as up to date', async () => {
    const dismissed = start(['10.3.0']);
    await flush();
    dismissed.actor.send({ type: 'version.dismiss' });
    expect(dismissed.actor.getSnapshot().value).toBe('dismissed');
    const failed = start([new Error('offline')]);
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('upToDate');
  });
});
