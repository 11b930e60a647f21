import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectScheduledPayments } from '../../machines/payment/scheduledPayments/scheduledPayments.connect.ts';
import { sampleScheduledAccount, sampleScheduledPayments, sampleScheduledUuid } from '../../machines/payment/scheduledPayments/scheduledPayments.fixtures.ts';
import { scheduledPaymentsMachine } from '../../machines/payment/scheduledPayments/scheduledPayments.machine.ts';
import type { CancelScheduledInput } from '../../machines/payment/scheduledPayments/scheduledPayments.types.ts';
import type { CancelScheduledData, ScheduledPayment } from '../../src/domain/payment.ts';

const [first, second] = sampleScheduledPayments as [ScheduledPayment, ScheduledPayment, ScheduledPayment];

function start({
  canCancel = true,
  load = vi.fn((_uuid: string) => Promise.resolve(sampleScheduledPayments)),
  cancel = vi.fn((input: CancelScheduledInput): Promise<CancelScheduledData> => Promise.resolve({ schedulePayUid: input.schedulePayUid, status: 'cancelled' })),
}: {
  canCancel?: boolean;
  load?: ReturnType<typeof vi.fn<(uuid: string) => Promise<ScheduledPayment[]>>>;
  cancel?: ReturnType<typeof vi.fn<(input: CancelScheduledInput) => Promise<CancelScheduledData>>>;
} = {}) {
  const machine = scheduledPaymentsMachine.provide({
    actors: {
      loadScheduled: fromPromise(({ input }: { input: { uuid: string } }) => load(input.uuid)),
      cancelScheduled: fromPromise(({ input }: { input: CancelScheduledInput }) => cancel(input)),
    },
  });
  const actor = createActor(machine, { input: { uuid: sampleScheduledUuid, accountNumber: sampleScheduledAccount, canCancel } }).start();
  const view = () => connectScheduledPayments(actor.getSnapshot(), actor.send);
  return { actor, view, load, cancel };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('scheduled payments machine', () => {
  it("lists only the selected account's payments, soonest first, asking with the user's uuid", async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleScheduledUuid);
    expect(view().status).toBe('list');
    expect(view().payments.map((payment) => payment.confirmationNumber)).toEqual([first.confirmationNumber, second.confirmationNumber]);
  });

  it('is empty when nothing is scheduled on this account', async () => {
    const { actor, view } = start({ load: vi.fn(() => Promise.resolve([sampleScheduledPayments[2]!])) });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', payments: [] });
  });

  it('a failed load shows the failure and Try again reads again', async () => {
    const load = vi.fn<(uuid: string) => Promise<ScheduledPayment[]>>()
      .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
      .mockResolvedValueOnce(sampleScheduledPayments);
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view().status).toBe('list');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('cancel asks first; No keeps the payment and calls nothing', async () => {
    const { actor, view, cancel } = start();
    await settled(actor);
    view().askCancel(second.schedulePayUid);
    expect(view().dialog).toEqual({ payment: second, busy: false, failure: null });
    expect(view().cancelEnabled).toBe(false);
    view().dismissCancel();
    expect(view().dialog).toBeNull();
    expect(view().payments).toHaveLength(2);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('Yes cancels with schedulePayUid and accountNumber: the payment leaves the list and a notice is raised', async () => {
    const { actor, view, cancel } = start();
    await settled(actor);
    view().askCancel(first.schedulePayUid);
    view().confirmCancel();
    expect(view().dialog).toMatchObject({ busy: true });
    // Nothing else while the call runs: neither another payment nor a dismiss.
    view().dismissCancel();
    expect(view().dialog).toMatchObject({ busy: true });
    await settled(actor);
    expect(cancel).toHaveBeenCalledWith({ schedulePayUid: first.schedulePayUid, accountNumber: sampleScheduledAccount });
    expect(view()).toMatchObject({ status: 'list', dialog: null, notice: { kind: 'cancelled', payment: first, seq: 1 } });
    expect(view().payments).toEqual([second]);
    // The last one: the list is empty and the notice counts on.
    view().askCancel(second.schedulePayUid);
    view().confirmCancel();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', notice: { kind: 'cancelled', payment: second, seq: 2 } });
  });

  it('a failed cancellation keeps the dialog with the failure; Try again cancels', async () => {
    const cancel = vi.fn<(input: CancelScheduledInput) => Promise<CancelScheduledData>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' })
      .mockResolvedValueOnce({ schedulePayUid: first.schedulePayUid, status: 'cancelled' });
    const { actor, view } = start({ cancel });
    await settled(actor);
    view().askCancel(first.schedulePayUid);
    view().confirmCancel();
    await settled(actor);
    expect(view().dialog).toEqual({ payment: first, busy: false, failure: { msgcode: 'GEN500', message: 'Server error' } });
    expect(view().payments).toHaveLength(2);
    view().confirmCancel();
    await settled(actor);
    expect(view().dialog).toBeNull();
    expect(view().payments).toEqual([second]);
  });

  it('a payment the scheduler already took reloads the list and says so', async () => {
    const load = vi.fn<(uuid: string) => Promise<ScheduledPayment[]>>()
      .mockResolvedValueOnce(sampleScheduledPayments)
      .mockResolvedValueOnce([second]);
    const cancel = vi.fn<(input: CancelScheduledInput) => Promise<CancelScheduledData>>().mockRejectedValueOnce({ msgcode: 'PAY_SCHEDULE_NOT_CANCELLABLE', message: '' });
    const { actor, view } = start({ load, cancel });
    await settled(actor);
    view().askCancel(first.schedulePayUid);
    view().confirmCancel();
    await waitFor(actor, (s) => s.matches('list') && s.context.payments.length === 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ dialog: null, notice: { kind: 'gone', payment: first } });
  });

  it('without the cancel right there is no cancel, even when asked', async () => {
    const { actor, view } = start({ canCancel: false });
    await settled(actor);
    expect(view().canCancel).toBe(false);
    view().askCancel(first.schedulePayUid);
    expect(view().dialog).toBeNull();
  });

  it('an unknown payment or one of another account cannot be cancelled here', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().askCancel(sampleScheduledPayments[2]!.schedulePayUid);
    view().askCancel('00000000-0000-4000-8000-000000000000');
    expect(view().dialog).toBeNull();
    expect(actor.getSnapshot().matches('list')).toBe(true);
  });
});
