import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectInstallmentPlan } from '../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { eligibleStatus, enrolledStatus, ineligibleStatus, nothingPastDueStatus, sampleInstallmentPlanAccount } from '../../machines/billing/installmentPlan/installmentPlan.fixtures.ts';
import { installmentPlanMachine } from '../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanEnrolBody, InstallmentPlanStatus } from '../../src/domain/installmentPlan.ts';

function start({
  status = vi.fn((_accountNumber: string): Promise<InstallmentPlanStatus> => Promise.resolve(eligibleStatus)),
  enrol = vi.fn((_body: InstallmentPlanEnrolBody): Promise<InstallmentPlanStatus> => Promise.resolve(enrolledStatus)),
  justEnrolled = false,
} = {}) {
  const machine = installmentPlanMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }: { input: { accountNumber: string } }) => status(input.accountNumber)),
      enrol: fromPromise(({ input }: { input: InstallmentPlanEnrolBody }) => enrol(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleInstallmentPlanAccount, justEnrolled } }).start();
  const view = () => connectInstallmentPlan(actor.getSnapshot(), actor.send);
  return { actor, view, status, enrol };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

describe('installmentPlan machine', () => {
  it('opens on step 1 with the total balance, monthly, 3 installments previewed that add up to the balance', async () => {
    const { actor, view, status } = start();
    expect(view().screen).toBe('loading');
    await settled(actor);
    expect(status).toHaveBeenCalledWith(sampleInstallmentPlanAccount);
    expect(view()).toMatchObject({ screen: 'choose', balanceType: 'totalbal', installmentType: 'monthly', installments: 3, balance: 1000 });
    expect(view().schedule.map((item) => [item.dueDate, item.amount])).toEqual([
      ['2026-12-28', 333.33],
      ['2027-01-28', 333.33],
      ['2027-02-28', 333.34],
    ]);
    expect(view().steps.map((step) => step.status)).toEqual(['doing', 'todo', 'todo']);
  });

  it('the past-due balance every two weeks in 4: the preview follows; review, then enrol sends the choice', async () => {
    const { actor, view, enrol } = start();
    await settled(actor);
    view().chooseBalance('pastduebal');
    view().chooseType('biweekly');
    view().chooseCount(4);
    expect(view().balance).toBe(250.5);
    expect(sum(view().schedule.map((item) => item.amount))).toBe(250.5);
    expect(view().schedule.map((item) => item.dueDate)).toEqual(['2026-12-12', '2026-12-26', '2027-01-09', '2027-01-23']);
    view().next();
    expect(view().screen).toBe('review');
    view().back();
    expect(view().screen).toBe('choose');
    view().next();
    view().enrol();
    expect(view()).toMatchObject({ screen: 'review', busy: true });
    await settled(actor);
    expect(enrol).toHaveBeenCalledWith({ accountNumber: sampleInstallmentPlanAccount, selectedValue: 'pastduebal', installmentType: 'biweekly', installments: 4, amount: 250.5 });
    expect(view()).toMatchObject({ screen: 'done', notice: 'enrolled' });
    expect(view().schedule).toEqual(enrolledStatus.plan!.installments);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers the past-due balance only when something is past due', async () => {
    const { actor, view } = start();
    await settled(actor);
    expect(view().balanceTypes).toEqual(['totalbal', 'pastduebal']);

    const nothingPastDue = start({ status: vi.fn(() => Promise.resolve(nothingPastDueStatus)) });
    await settled(nothingPastDue.actor);
    expect(nothingPastDue.view().balanceTypes).toEqual(['totalbal']);
    // Asked anyway, the past-due balance is not taken: the total stays chosen and goes on.
    nothingPastDue.view().chooseBalance('pastduebal');
    expect(nothingPastDue.view()).toMatchObject({ screen: 'choose', balanceType: 'totalbal', balance: 1000 });
    nothingPastDue.view().next();
    expect(nothingPastDue.view()).toMatchObject({ screen: 'review', balanceType: 'totalbal' });
  });

  it('a past-due choice whose past-due balance was paid meanwhile falls back to the total balance', async () => {
    const status = vi.fn<(accountNumber: string) => Promise<InstallmentPlanStatus>>().mockResolvedValueOnce(eligibleStatus).mockResolvedValueOnce(nothingPastDueStatus);
    const enrol = vi.fn<(body: InstallmentPlanEnrolBody) => Promise<InstallmentPlanStatus>>().mockRejectedValueOnce({ msgcode: 'INS_BALANCE_CHANGED', message: '' });
    const { actor, view } = start({ status, enrol });
    await settled(actor);
    view().chooseBalance('pastduebal');
    view().next();
    view().enrol();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'choose', notice: 'balanceChanged', balanceType: 'totalbal', balanceTypes: ['totalbal'], balance: 1000 });
  });

  it('a changed balance reads the status again and says so; another refusal keeps the review with Try again', async () => {
    const enrol = vi.fn<(body: InstallmentPlanEnrolBody) => Promise<InstallmentPlanStatus>>()
      .mockRejectedValueOnce({ msgcode: 'INS_BALANCE_CHANGED', message: '' })
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(enrolledStatus);
    const { actor, view, status } = start({ enrol });
    await settled(actor);
    view().next();
    view().enrol();
    await settled(actor);
    expect(status).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ screen: 'choose', notice: 'balanceChanged' });
    view().next();
    expect(view().notice).toBeNull();
    view().enrol();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'review', actionFailure: { msgcode: 'GEN500' } });
    view().enrol();
    await settled(actor);
    expect(view().screen).toBe('done');
  });

  it('a plan in force, no plan possible, and a failed load each show as such', async () => {
    const inForce = start({ status: vi.fn(() => Promise.resolve(enrolledStatus)), justEnrolled: true });
    await settled(inForce.actor);
    expect(inForce.view()).toMatchObject({ screen: 'plan', notice: 'enrolled', steps: [] });
    expect(inForce.view().schedule).toHaveLength(3);

    const ineligible = start({ status: vi.fn(() => Promise.resolve(ineligibleStatus)) });
    await settled(ineligible.actor);
    expect(ineligible.view()).toMatchObject({ screen: 'ineligible', status: { reason: 'INS_PAYMENT_SCHEDULED' } });

    const load = vi.fn<(accountNumber: string) => Promise<InstallmentPlanStatus>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(eligibleStatus);
    const failed = start({ status: load });
    await settled(failed.actor);
    expect(failed.view()).toMatchObject({ screen: 'failed', failure: { msgcode: 'NETWORK' } });
    failed.view().retry();
    await settled(failed.actor);
    expect(failed.view().screen).toBe('choose');
  });
});
