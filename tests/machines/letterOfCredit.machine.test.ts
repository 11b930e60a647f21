import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectLetterOfCredit } from '../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { invalidLetterOfCreditReference, sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, validLetterOfCreditReference } from '../../machines/service/letterOfCredit/letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from '../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditSubmitInput } from '../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import type { LetterOfCreditReceipt, LetterOfCreditRecord } from '../../src/domain/letterOfCredit.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<LetterOfCreditRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: LetterOfCreditSubmitInput): Promise<LetterOfCreditReceipt> => Promise.resolve(sampleLetterOfCreditReceipt)),
} = {}) {
  const machine = letterOfCreditMachine.provide({
    actors: {
      loadLetterOfCredit: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitLetterOfCredit: fromPromise(({ input }: { input: LetterOfCreditSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleLetterOfCreditAccount } }).start();
  const view = () => connectLetterOfCredit(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectLetterOfCredit>) => view().steps.map((step) => step.status);

describe('letterOfCredit machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleLetterOfCreditAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<LetterOfCreditRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sampleLetterOfCreditAccount, reference: '' });
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
    view().change(invalidLetterOfCreditReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'SERVICE_LETTER_OF_CREDIT_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validLetterOfCreditReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validLetterOfCreditReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleLetterOfCreditAccount, reference: validLetterOfCreditReference });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleLetterOfCreditReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: LetterOfCreditSubmitInput) => Promise<LetterOfCreditReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sampleLetterOfCreditReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validLetterOfCreditReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validLetterOfCreditReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
