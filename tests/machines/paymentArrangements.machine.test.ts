import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPaymentArrangements } from '../../machines/billing/paymentArrangements/paymentArrangements.connect.ts';
import { allArrangements, allowedDate, extensionGranted, notADate, openArrangements, planArrangements, sampleArrangementsAccount, tooLateDate } from '../../machines/billing/paymentArrangements/paymentArrangements.fixtures.ts';
import { paymentArrangementsMachine } from '../../machines/billing/paymentArrangements/paymentArrangements.machine.ts';
import type { PaymentArrangements, PaymentExtensionRequestBody, PaymentExtensionStatus } from '../../src/domain/paymentArrangements.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<PaymentArrangements> => Promise.resolve(openArrangements)),
  requestExtension = vi.fn((_body: PaymentExtensionRequestBody): Promise<PaymentExtensionStatus> => Promise.resolve(extensionGranted)),
} = {}) {
  const machine = paymentArrangementsMachine.provide({
    actors: {
      loadArrangements: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      requestExtension: fromPromise(({ input }: { input: PaymentExtensionRequestBody }) => requestExtension(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleArrangementsAccount } }).start();
  const view = () => connectPaymentArrangements(actor.getSnapshot(), actor.send);
  return { actor, view, load, requestExtension };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('paymentArrangements machine', () => {
  it('shows the three arrangements with their next dates', async () => {
    const { actor, view, load } = start({ load: vi.fn(() => Promise.resolve(allArrangements)) });
    expect(view().screen).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleArrangementsAccount);
    expect(view()).toMatchObject({ screen: 'overview', canExtend: false, extending: false, nextInstallment: { number: 1, dueDate: '2026-12-28', amount: 333.33 } });
    // Budget billing: the next bill about a month after the last period ended (28 Oct 2026).
    expect(view().nextBudgetBill).toBe('2026-11-29');
  });

  it('asks for a later due date: a day out of range or not a day is not sent; one within the limit is', async () => {
    const { actor, view, requestExtension } = start();
    await settled(actor);
    expect(view().canExtend).toBe(true);
    view().startExtension();
    expect(view()).toMatchObject({ extending: true, canExtend: false, extensionRange: { from: '2026-12-20', to: '2027-01-18' } });
    view().changeDate(tooLateDate);
    view().submitExtension();
    expect(view().dateError).toBe('EXT_DATE_RANGE');
    view().changeDate(notADate);
    expect(view().dateError).toBeNull();
    view().submitExtension();
    expect(view().dateError).toBe('EXT_DATE_FORMAT');
    expect(requestExtension).not.toHaveBeenCalled();
    view().changeDate(allowedDate);
    view().submitExtension();
    expect(view()).toMatchObject({ busy: true, extending: true });
    await settled(actor);
    expect(requestExtension).toHaveBeenCalledWith({ accountNumber: sampleArrangementsAccount, newDueDate: '2027-01-05' });
    expect(view()).toMatchObject({ extending: false, notice: 'extended', arrangements: { extension: extensionGranted }, canExtend: false });
  });

  it('a refused request keeps the form and the date; Cancel closes it', async () => {
    const requestExtension = vi.fn<(body: PaymentExtensionRequestBody) => Promise<PaymentExtensionStatus>>().mockRejectedValue({ msgcode: 'GEN500', message: 'Server error' });
    const { actor, view } = start({ requestExtension });
    await settled(actor);
    view().startExtension();
    view().changeDate(allowedDate);
    view().submitExtension();
    await settled(actor);
    expect(view()).toMatchObject({ extending: true, date: allowedDate, actionFailure: { msgcode: 'GEN500' } });
    view().cancelExtension();
    expect(view()).toMatchObject({ extending: false, actionFailure: null, canExtend: true });
  });

  it('with an installment plan no extension is offered; a failed load offers Try again', async () => {
    const withPlan = start({ load: vi.fn(() => Promise.resolve(planArrangements)) });
    await settled(withPlan.actor);
    expect(withPlan.view().canExtend).toBe(false);
    withPlan.view().startExtension();
    expect(withPlan.view().extending).toBe(false);

    const load = vi.fn<(accountNumber: string) => Promise<PaymentArrangements>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(openArrangements);
    const failed = start({ load });
    await settled(failed.actor);
    expect(failed.view()).toMatchObject({ screen: 'failed', failure: { msgcode: 'NETWORK' } });
    failed.view().retry();
    await settled(failed.actor);
    expect(failed.view().screen).toBe('overview');
  });
});
