import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { connectDashboardSummary } from '../../machines/dashboard/dashboardSummary/dashboardSummary.connect.ts';
import { dashboardSummaryMachine } from '../../machines/dashboard/dashboardSummary/dashboardSummary.machine.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import type { OutageFeature } from '../../src/domain/outage.ts';
import { sampleOutages } from '../../machines/outage/outageMap/outageMap.fixtures.ts';

const summary: DashboardSummary = {
  accountNumber: '1000234567',
  nickname: 'Home',
  serviceAddress: 'Plot 1234, Gaborone',
  isPrepaid: false,
  amountDue: 120.5,
  pastDueAmount: 0,
  dueDate: '2025-03-28',
  lastBillDate: '2025-03-07',
  lastBillAmount: 120.5,
  lastPaymentAmount: 80,
  lastPaymentDate: '2025-02-21T09:30:00Z',
  balance: 120.5,
  paperless: false,
  autoPay: null,
};

type Load<T> = (accountNumber: string) => Promise<T>;

function start({
  accountNumber = '1000234567' as string | null,
  loadSummary = vi.fn<Load<DashboardSummary>>(() => Promise.resolve(summary)),
  loadDashboardNotification = vi.fn<Load<number>>(() => Promise.resolve(0)),
}: { accountNumber?: string | null; loadSummary?: ReturnType<typeof vi.fn<Load<DashboardSummary>>>; loadDashboardNotification?: ReturnType<typeof vi.fn<Load<number>>> } = {}) {
  const machine = dashboardSummaryMachine.provide({
    actors: {
      loadSummary: fromPromise(({ input }: { input: { accountNumber: string } }) => loadSummary(input.accountNumber)),
      loadDashboardNotification: fromPromise(({ input }: { input: { accountNumber: string } }) => loadDashboardNotification(input.accountNumber)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber } }).start();
  const view = () => connectDashboardSummary(actor.getSnapshot(), actor.send);
  return { actor, view, loadSummary, loadDashboardNotification };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.matches({ account: { notification: 'loading' } }));

describe('dashboard summary machine', () => {
  it('with the outage right, checks the premise with the other calls and says whether an outage covers it; a failure retries', async () => {
    const loadAccountOutages = vi
      .fn<Load<OutageFeature[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([sampleOutages[1]!, { ...sampleOutages[2]!, properties: { ...sampleOutages[2]!.properties, status: 'restored' } }]);
    const loadSummary = vi.fn<Load<DashboardSummary>>(() => Promise.resolve(summary));
    const machine = dashboardSummaryMachine.provide({
      actors: {
        loadSummary: fromPromise(({ input }: { input: { accountNumber: string } }) => loadSummary(input.accountNumber)),
        loadDashboardNotification: fromPromise(() => Promise.resolve(0)),
        loadAccountOutages: fromPromise(({ input }: { input: { accountNumber: string } }) => loadAccountOutages(input.accountNumber)),
      },
    });
    const actor = createActor(machine, { input: { accountNumber: '1000234567', outagesShown: true } }).start();
    const view = () => connectDashboardSummary(actor.getSnapshot(), actor.send);
    // Sent at once with the summary: no round of its own.
    expect(loadSummary).toHaveBeenCalledWith('1000234567');
    expect(loadAccountOutages).toHaveBeenCalledWith('1000234567');
    expect(view().outageCard).toEqual({ status: 'loading' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('outagesFailed'));
    expect(view().outageCard).toEqual({ status: 'failed' });
    view().retryOutages();
    await waitFor(actor, (snapshot) => snapshot.hasTag('outagesLoaded'));
    // A restored outage no longer affects the premise.
    expect(view().outageCard).toEqual({ status: 'loaded', outages: [sampleOutages[1]] });
  });

  it('without the outage right: no outage call and no outage card', async () => {
    const { actor, view } = start();
    await settled(actor);
    expect(view().outageCard).toEqual({ status: 'hidden' });
  });

  it('without an account: the empty state, and no call', () => {
    const { view, loadSummary, loadDashboardNotification } = start({ accountNumber: null });
    expect(view().status).toBe('noAccount');
    expect(loadSummary).not.toHaveBeenCalled();
    expect(loadDashboardNotification).not.toHaveBeenCalled();
  });

  it('loads the summary of the selected account', async () => {
    const { actor, view, loadSummary } = start();
    expect(view().status).toBe('loading');
    expect(view().summary).toBeNull();
    await settled(actor);
    expect(loadSummary).toHaveBeenCalledWith('1000234567');
    expect(view()).toMatchObject({ status: 'loaded', summary, failure: null, notificationCount: null });
  });

  it('shows the dashboard notification banner only when the total is above 0', async () => {
    const shown = start({ loadDashboardNotification: vi.fn<Load<number>>(() => Promise.resolve(4)) });
    await settled(shown.actor);
    expect(shown.view().notificationCount).toBe(4);

    const failing = start({ loadDashboardNotification: vi.fn<Load<number>>(() => Promise.reject(new Error('down'))) });
    await settled(failing.actor);
    expect(failing.view().notificationCount).toBeNull();
    expect(failing.view().status).toBe('loaded');
  });

  it('keeps the failure of the summary and loads again on retry', async () => {
    const loadSummary = vi
      .fn<Load<DashboardSummary>>()
      .mockRejectedValueOnce(Object.assign(new Error('gone'), { msgcode: 'NETWORK', message: '' }))
      .mockResolvedValueOnce(summary);
    const { actor, view } = start({ loadSummary });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK', message: '' }, summary: null });
    view().retry();
    expect(view().status).toBe('loading');
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'loaded', summary });
    expect(loadSummary).toHaveBeenCalledTimes(2);
  });

  it('gives a failure without a message code the generic GEN500', async () => {
    const { actor, view } = start({ loadSummary: vi.fn<Load<DashboardSummary>>(() => Promise.reject(new Error('boom'))) });
    await settled(actor);
    expect(view().failure).toEqual({ msgcode: 'GEN500', message: 'boom' });
  });

  it('ignores retry unless the summary failed', async () => {
    const { actor, view, loadSummary } = start();
    await settled(actor);
    view().retry();
    expect(view().status).toBe('loaded');
    expect(loadSummary).toHaveBeenCalledTimes(1);
  });

  it('reaches every state by the shortest paths (loaded, failed, retry, notification shown and hidden)', () => {
    // The invoked actors' outcomes are events of the traversal (TOOLCHAIN.md, XState).
    const outcomes = [
      { type: 'xstate.done.actor.loadSummary', output: summary },
      { type: 'xstate.error.actor.loadSummary', error: new Error('x') },
      { type: 'summary.retry' },
      { type: 'xstate.done.actor.loadDashboardNotification', output: 2 },
      { type: 'xstate.done.actor.loadDashboardNotification', output: 0 },
    ] as unknown as EventFrom<typeof dashboardSummaryMachine>[];
    const paths = getShortestPaths(dashboardSummaryMachine, { input: { accountNumber: '1000234567' }, events: outcomes });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toContain(JSON.stringify({ account: { summary: 'loaded', notification: 'shown', outages: 'skipped' } }));
    expect(reached).toContain(JSON.stringify({ account: { summary: 'failed', notification: 'hidden', outages: 'skipped' } }));
    const withoutAccount = getShortestPaths(dashboardSummaryMachine, { input: { accountNumber: null }, events: [] });
    expect(withoutAccount.map((path) => path.state.value)).toEqual(['noAccount']);
  });
});
