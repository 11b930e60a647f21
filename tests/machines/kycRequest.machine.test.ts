import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectKycRequest } from '../../machines/service/kycRequest/kycRequest.connect.ts';
import { invalidKycRequestReference, sampleKycRequestAccount, sampleKycRequestReceipt, validKycRequestReference } from '../../machines/service/kycRequest/kycRequest.fixtures.ts';
import { kycRequestMachine } from '../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestSubmitInput } from '../../machines/service/kycRequest/kycRequest.types.ts';
import type { KycRequestReceipt, KycRequestRecord } from '../../src/domain/kycRequest.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<KycRequestRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: KycRequestSubmitInput): Promise<KycRequestReceipt> => Promise.resolve(sampleKycRequestReceipt)),
} = {}) {
  const machine = kycRequestMachine.provide({
    actors: {
      loadKycRequest: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitKycRequest: fromPromise(({ input }: { input: KycRequestSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleKycRequestAccount } }).start();
  const view = () => connectKycRequest(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectKycRequest>) => view().steps.map((step) => step.status);

describe('kycRequest machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleKycRequestAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<KycRequestRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sampleKycRequestAccount, reference: '' });
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
    view().change(invalidKycRequestReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'SERVICE_KYC_REQUEST_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validKycRequestReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validKycRequestReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleKycRequestAccount, reference: validKycRequestReference });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleKycRequestReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: KycRequestSubmitInput) => Promise<KycRequestReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sampleKycRequestReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validKycRequestReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validKycRequestReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
