import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectMeterInspection } from '../../machines/service/meterInspection/meterInspection.connect.ts';
import { invalidMeterInspectionReference, sampleMeterInspectionAccount, sampleMeterInspectionReceipt, validMeterInspectionReference } from '../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionSubmitInput } from '../../machines/service/meterInspection/meterInspection.types.ts';
import type { MeterInspectionReceipt, MeterInspectionRecord } from '../../src/domain/meterInspection.ts';

function start({
  load = vi.fn((accountNumber: string): Promise<MeterInspectionRecord> => Promise.resolve({ accountNumber, reference: 'OLD123' })),
  submit = vi.fn((_input: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.resolve(sampleMeterInspectionReceipt)),
} = {}) {
  const machine = meterInspectionMachine.provide({
    actors: {
      loadMeterInspection: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitMeterInspection: fromPromise(({ input }: { input: MeterInspectionSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleMeterInspectionAccount } }).start();
  const view = () => connectMeterInspection(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectMeterInspection>) => view().steps.map((step) => step.status);

describe('meterInspection machine', () => {
  it('loads the account, then opens the form with the reference last submitted', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleMeterInspectionAccount);
    expect(view()).toMatchObject({ status: 'editing', reference: 'OLD123', referenceError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<MeterInspectionRecord>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce({ accountNumber: sampleMeterInspectionAccount, reference: '' });
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
    view().change(invalidMeterInspectionReference);
    expect(view().referenceError).toBeNull();
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', referenceError: 'SERVICE_METER_INSPECTION_REFERENCE' });
    expect(submit).not.toHaveBeenCalled();
    view().change(validMeterInspectionReference);
    expect(view().referenceError).toBeNull();
  });

  it('a valid reference is submitted for the account, and the confirmation ends the flow', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().change(validMeterInspectionReference);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleMeterInspectionAccount, reference: validMeterInspectionReference });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleMeterInspectionReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the reference and says why; submitting again sends it again', async () => {
    const submit = vi.fn<(input: MeterInspectionSubmitInput) => Promise<MeterInspectionReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce(sampleMeterInspectionReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().change(validMeterInspectionReference);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', reference: validMeterInspectionReference, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
