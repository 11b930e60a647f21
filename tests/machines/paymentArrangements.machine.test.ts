import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPaymentArrangements } from '../../machines/billing/paymentArrangements/paymentArrangements.connect.ts';
import { invalidPaymentArrangementsReference, samplePaymentArrangementsAccount, samplePaymentArrangementsReceipt, validPaymentArrangementsReference } from '../../machines/billing/paymentArrangements/paymentArrangements.fixtures.ts';
import { paymentArrangementsMachine } from '../../machines/billing/paymentArrangements/paymentArrangements.machine.ts';
import type { PaymentArrangementsSubmitInput } from '../../machines/billing/paymentArrangements/paymentArrangements.types.ts';
import type { PaymentArrangementsReceipt, PaymentArrangementsRecord } from '../../src/domain/paymentArrangements.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<PaymentArrangementsRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: PaymentArrangementsSubmitInput): Promise<PaymentArrangementsReceipt> => Promise.resolve(samplePaymentArrangementsReceipt)),
} = {}) {
  const machine = paymentArrangementsMachine.provide({
    actors: {
      loadPaymentArrangements: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitPaymentArrangements: fromPromise(({ input }: { input: PaymentArrangementsSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: samplePaymentArrangementsAccount } }).start();
  const view = () => connectPaymentArrangements(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectPaymentArrangements>) => view().steps.map((step) => step.status);

describe('paymentArrangements machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(samplePaymentArrangementsAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<PaymentArrangementsRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: samplePaymentArrangementsAccount, reference: '' });
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', failure: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a reference that breaks the rule is not sent: the field says why until the user types again', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(invalidPaymentArrangementsReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'BILLING_PAYMENT_ARRANGEMENTS_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validPaymentArrangementsReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validPaymentArrangementsReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: samplePaymentArrangementsAccount, reference: validPaymentArrangementsReference });
    expect(view()).toMatchObject({ status: 'done', receipt: samplePaymentArrangementsReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: PaymentArrangementsSubmitInput) => Promise<PaymentArrangementsReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(samplePaymentArrangementsReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validPaymentArrangementsReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validPaymentArrangementsReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
