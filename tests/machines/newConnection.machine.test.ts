import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectNewConnection } from '../../machines/service/newConnection/newConnection.connect.ts';
import { invalidNewConnectionReference, sampleNewConnectionAccount, sampleNewConnectionReceipt, validNewConnectionReference } from '../../machines/service/newConnection/newConnection.fixtures.ts';
import { newConnectionMachine } from '../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionSubmitInput } from '../../machines/service/newConnection/newConnection.types.ts';
import type { NewConnectionReceipt, NewConnectionRecord } from '../../src/domain/newConnection.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<NewConnectionRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: NewConnectionSubmitInput): Promise<NewConnectionReceipt> => Promise.resolve(sampleNewConnectionReceipt)),
} = {}) {
  const machine = newConnectionMachine.provide({
    actors: {
      loadNewConnection: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitNewConnection: fromPromise(({ input }: { input: NewConnectionSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleNewConnectionAccount } }).start();
  const view = () => connectNewConnection(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectNewConnection>) => view().steps.map((step) => step.status);

describe('newConnection machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleNewConnectionAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<NewConnectionRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sampleNewConnectionAccount, reference: '' });
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
    view().change(invalidNewConnectionReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'SERVICE_NEW_CONNECTION_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validNewConnectionReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validNewConnectionReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleNewConnectionAccount, reference: validNewConnectionReference });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleNewConnectionReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: NewConnectionSubmitInput) => Promise<NewConnectionReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sampleNewConnectionReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validNewConnectionReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validNewConnectionReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
