import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectOtherService } from '../../machines/service/otherService/otherService.connect.ts';
import { pastOtherServiceStartDate, sampleOtherServiceAccount, sampleOtherServicePlace, sampleOtherServiceReceipt, sampleOtherServiceToday, validOtherServiceForm } from '../../machines/service/otherService/otherService.fixtures.ts';
import { otherServiceMachine } from '../../machines/service/otherService/otherService.machine.ts';
import type { OtherServiceSubmitInput } from '../../machines/service/otherService/otherService.types.ts';
import type { OtherServicePlace } from '../../src/domain/otherService.ts';
import type { ServiceRequestSummary } from '../../src/domain/serviceRequests.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<OtherServicePlace> => Promise.resolve(sampleOtherServicePlace)),
  submit = vi.fn((_input: OtherServiceSubmitInput): Promise<ServiceRequestSummary> => Promise.resolve(sampleOtherServiceReceipt)),
} = {}) {
  const machine = otherServiceMachine.provide({
    actors: {
      loadOtherService: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitOtherService: fromPromise(({ input }: { input: OtherServiceSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday } }).start();
  const view = () => connectOtherService(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectOtherService>) => view().steps.map((step) => step.status);
const fill = (view: () => ReturnType<typeof connectOtherService>) => {
  for (const [field, value] of Object.entries(validOtherServiceForm)) view().change(field as keyof typeof validOtherServiceForm, value);
};

describe('otherService machine', () => {
  it('reads the premise and installation of the account, then opens the form', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleOtherServiceAccount);
    expect(view()).toMatchObject({ status: 'editing', place: sampleOtherServicePlace, tasks: [], errors: {}, startRange: { first: '2026-11-29', last: '2027-02-26' } });
    expect(statuses(view)).toEqual(['doing', 'todo', 'todo']);
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<OtherServicePlace>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleOtherServicePlace);
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', failure: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Continue on an empty form says what each field needs; typing into a field clears its message only', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().next();
    expect(view()).toMatchObject({ status: 'editing', errors: { orderType: 'SRV_OTHER_ORDER_TYPE', taskType: 'SRV_OTHER_TASK_TYPE', startDate: 'SRV_OTHER_START_DATE', message: 'SRV_OTHER_MESSAGE' } });
    view().change('startDate', pastOtherServiceStartDate);
    expect(view().errors).toEqual({ orderType: 'SRV_OTHER_ORDER_TYPE', taskType: 'SRV_OTHER_TASK_TYPE', message: 'SRV_OTHER_MESSAGE' });
    view().next();
    expect(view().errors.startDate).toBe('SRV_OTHER_START_DATE');
    expect(submit).not.toHaveBeenCalled();
  });

  it('a kind of service offers its tasks; another kind drops the task chosen', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().change('orderType', 'METER');
    expect(view().tasks).toEqual(['RELOCATE_METER', 'TEST_METER', 'REPLACE_DAMAGED_METER']);
    view().change('taskType', 'TEST_METER');
    view().change('orderType', 'NETWORK');
    expect(view().form.taskType).toBe('');
    expect(view().tasks).toContain('TRIM_TREES');
  });

  it('reviews, goes back with everything kept, and submits the request for the account with the date as a calendar day', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    fill(view);
    view().next();
    expect(view().status).toBe('review');
    expect(statuses(view)).toEqual(['done', 'doing', 'todo']);
    view().back();
    expect(view()).toMatchObject({ status: 'editing', form: validOtherServiceForm });
    view().next();
    view().submit();
    expect(view()).toMatchObject({ status: 'review', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleOtherServiceAccount, orderType: 'METER', taskType: 'TEST_METER', startDate: '2026-12-15', message: validOtherServiceForm.message });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleOtherServiceReceipt });
    expect(statuses(view)).toEqual(['done', 'done', 'doing']);
  });

  it('a failed submission stays on the review and says why, Submit tries again; a refused field goes back to the form', async () => {
    const submit = vi
      .fn<(input: OtherServiceSubmitInput) => Promise<ServiceRequestSummary>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockRejectedValueOnce({ msgcode: 'SRV_OTHER_START_DATE', message: '' })
      .mockResolvedValueOnce(sampleOtherServiceReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    fill(view);
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' }, form: validOtherServiceForm });
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', failure: { msgcode: 'SRV_OTHER_START_DATE' }, form: validOtherServiceForm });
    view().next();
    view().submit();
    await settled(actor);
    expect(view().status).toBe('done');
  });
});
