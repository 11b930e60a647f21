import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectInstallmentPlan } from '../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { invalidInstallmentPlanReference, sampleInstallmentPlanAccount, sampleInstallmentPlanReceipt, validInstallmentPlanReference } from '../../machines/billing/installmentPlan/installmentPlan.fixtures.ts';
import { installmentPlanMachine } from '../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanSubmitInput } from '../../machines/billing/installmentPlan/installmentPlan.types.ts';
import type { InstallmentPlanReceipt, InstallmentPlanRecord } from '../../src/domain/installmentPlan.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<InstallmentPlanRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: InstallmentPlanSubmitInput): Promise<InstallmentPlanReceipt> => Promise.resolve(sampleInstallmentPlanReceipt)),
} = {}) {
  const machine = installmentPlanMachine.provide({
    actors: {
      loadInstallmentPlan: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitInstallmentPlan: fromPromise(({ input }: { input: InstallmentPlanSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleInstallmentPlanAccount } }).start();
  const view = () => connectInstallmentPlan(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectInstallmentPlan>) => view().steps.map((step) => step.status);

describe('installmentPlan machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleInstallmentPlanAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<InstallmentPlanRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sampleInstallmentPlanAccount, reference: '' });
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
    view().change(invalidInstallmentPlanReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'BILLING_INSTALLMENT_PLAN_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validInstallmentPlanReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validInstallmentPlanReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleInstallmentPlanAccount, reference: validInstallmentPlanReference });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleInstallmentPlanReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: InstallmentPlanSubmitInput) => Promise<InstallmentPlanReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sampleInstallmentPlanReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validInstallmentPlanReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validInstallmentPlanReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
