import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectBudgetBilling } from '../../machines/billing/budgetBilling/budgetBilling.connect.ts';
import { enrolledStatus, offerStatus, pastDueStatus, sampleBudgetBillingAccount, sampleMonthlyAmount } from '../../machines/billing/budgetBilling/budgetBilling.fixtures.ts';
import { budgetBillingMachine } from '../../machines/billing/budgetBilling/budgetBilling.machine.ts';
import type { BudgetBillingEnrolBody, BudgetBillingStatus } from '../../src/domain/budgetBilling.ts';

function start({
  status = vi.fn((_accountNumber: string): Promise<BudgetBillingStatus> => Promise.resolve(offerStatus)),
  enrol = vi.fn((_body: BudgetBillingEnrolBody): Promise<BudgetBillingStatus> => Promise.resolve(enrolledStatus)),
  unenrol = vi.fn((_accountNumber: string): Promise<BudgetBillingStatus> => Promise.resolve(offerStatus)),
} = {}) {
  const machine = budgetBillingMachine.provide({
    actors: {
      loadStatus: fromPromise(({ input }: { input: { accountNumber: string } }) => status(input.accountNumber)),
      enrol: fromPromise(({ input }: { input: BudgetBillingEnrolBody }) => enrol(input)),
      unenrol: fromPromise(({ input }: { input: { accountNumber: string } }) => unenrol(input.accountNumber)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleBudgetBillingAccount } }).start();
  const view = () => connectBudgetBilling(actor.getSnapshot(), actor.send);
  return { actor, view, status, enrol, unenrol };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const stepStatuses = (view: () => ReturnType<typeof connectBudgetBilling>) => view().steps.map((step) => step.status);

describe('budget billing machine', () => {
  it('an eligible account sees the offer, accepts the terms and enrols at the amount shown', async () => {
    const { actor, view, enrol } = start();
    expect(view().screen).toBe('loading');
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'offer', status: { monthlyAmount: sampleMonthlyAmount } });
    expect(stepStatuses(view)).toEqual(['doing', 'todo', 'todo']);
    view().start();
    expect(view().screen).toBe('review');
    view().enrol();
    expect(view()).toMatchObject({ screen: 'review', termsError: 'BUD_TERMS' });
    expect(enrol).not.toHaveBeenCalled();
    view().acceptTerms(true);
    expect(view().termsError).toBeNull();
    view().enrol();
    await settled(actor);
    expect(enrol).toHaveBeenCalledWith({ accountNumber: sampleBudgetBillingAccount, monthlyAmount: sampleMonthlyAmount, termsAccepted: true });
    expect(view()).toMatchObject({ screen: 'enrolled', notice: 'enrolled' });
    expect(stepStatuses(view)).toEqual(['done', 'done', 'done']);
  });

  it('a refused enrolment keeps the review and the accepted terms; Enrol tries again', async () => {
    const enrol = vi.fn<(body: BudgetBillingEnrolBody) => Promise<BudgetBillingStatus>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(enrolledStatus);
    const { actor, view } = start({ enrol });
    await settled(actor);
    view().start();
    view().acceptTerms(true);
    view().enrol();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'review', termsAccepted: true, actionFailure: { msgcode: 'GEN500' } });
    view().enrol();
    await settled(actor);
    expect(view().screen).toBe('enrolled');
    expect(enrol).toHaveBeenCalledTimes(2);
  });

  it('an offer changed by a new bill is read again and the page says why', async () => {
    const changed: BudgetBillingStatus = { ...offerStatus, monthlyAmount: sampleMonthlyAmount + 12 };
    const status = vi.fn<(accountNumber: string) => Promise<BudgetBillingStatus>>().mockResolvedValueOnce(offerStatus).mockResolvedValueOnce(changed);
    const enrol = vi.fn<(body: BudgetBillingEnrolBody) => Promise<BudgetBillingStatus>>().mockRejectedValue({ msgcode: 'BUD_AMOUNT_CHANGED', message: '' });
    const { actor, view } = start({ status, enrol });
    await settled(actor);
    view().start();
    view().acceptTerms(true);
    view().enrol();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'offer', notice: 'offerChanged', termsAccepted: false, status: { monthlyAmount: sampleMonthlyAmount + 12 } });
  });

  it('an account that cannot join says why; a failed load offers Try again', async () => {
    const status = vi.fn<(accountNumber: string) => Promise<BudgetBillingStatus>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(pastDueStatus);
    const { actor, view } = start({ status });
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'ineligible', status: { reason: 'BUD_PAST_DUE' }, steps: [] });
  });

  it('leaving asks first; No keeps the plan; a failure stays in the dialog; Yes leaves and shows the offer', async () => {
    const unenrol = vi.fn<(accountNumber: string) => Promise<BudgetBillingStatus>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: '' })
      .mockResolvedValueOnce(offerStatus);
    const { actor, view } = start({ status: vi.fn(() => Promise.resolve(enrolledStatus)), unenrol });
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'enrolled', confirmingUnenrol: false, steps: [] });
    view().unenrol();
    expect(view().confirmingUnenrol).toBe(true);
    view().dismissUnenrol();
    expect(view()).toMatchObject({ screen: 'enrolled', confirmingUnenrol: false });
    expect(unenrol).not.toHaveBeenCalled();
    view().unenrol();
    view().confirmUnenrol();
    await settled(actor);
    expect(view()).toMatchObject({ confirmingUnenrol: true, actionFailure: { msgcode: 'GEN500' } });
    view().confirmUnenrol();
    await settled(actor);
    expect(view()).toMatchObject({ screen: 'offer', notice: 'unenrolled', confirmingUnenrol: false });
  });
});
