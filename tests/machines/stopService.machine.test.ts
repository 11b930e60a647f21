import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectStopService } from '../../machines/service/stopService/stopService.connect.ts';
import { calendarAfterSlotTaken, sampleCalendar, sampleStopHolder, sampleStopReceipt, sampleStopService, sampleStopServiceAccount, stopAlreadyOpen, stopProven } from '../../machines/service/stopService/stopService.fixtures.ts';
import { stopServiceMachine } from '../../machines/service/stopService/stopService.machine.ts';
import type { StopServiceSubmitInput } from '../../machines/service/stopService/stopService.types.ts';
import type { CalendarDay, MoveOutCheck, ScheduledRequestSummary, StopServiceAddress } from '../../src/domain/serviceRequests.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<StopServiceAddress> => Promise.resolve(sampleStopService)),
  calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(sampleCalendar)),
  submit = vi.fn((_input: StopServiceSubmitInput): Promise<ScheduledRequestSummary> => Promise.resolve(sampleStopReceipt)),
  prove = vi.fn((_accountNumber: string, _lastName: string): Promise<MoveOutCheck> => Promise.resolve(stopProven)),
  visitor = false,
} = {}) {
  const machine = stopServiceMachine.provide({
    actors: {
      loadStopService: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calendar(input.town)),
      submitStopService: fromPromise(({ input }: { input: StopServiceSubmitInput }) => submit(input)),
      proveAccount: fromPromise(({ input }: { input: { accountNumber: string; lastName: string } }) => prove(input.accountNumber, input.lastName)),
    },
  });
  const actor = createActor(machine, { input: visitor ? { accountNumber: '', visitor: true } : { accountNumber: sampleStopServiceAccount } }).start();
  const view = () => connectStopService(actor.getSnapshot(), actor.send);
  return { actor, view, load, calendar, submit, prove };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectStopService>) => view().steps.map((step) => step.status);

describe('stopService machine', () => {
  it('walks the four steps and sends the request the review showed', async () => {
    const { actor, view, load, calendar, submit } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleStopServiceAccount);
    expect(view()).toMatchObject({ status: 'account', stop: sampleStopService });
    expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo']);

    view().next();
    await settled(actor);
    expect(calendar).toHaveBeenCalledWith('Gaborone-Main Mall');
    // ALLDAY (0) on the first free day by default: a move-out.
    expect(view()).toMatchObject({ status: 'schedule', day: '2026-12-01', slot: 0, reason: null });
    expect(statuses(view)).toEqual(['done', 'doing', 'todo', 'todo']);
    view().next();
    expect(view()).toMatchObject({ status: 'schedule', scheduleErrors: { reason: 'SRV_REASON' } });
    view().chooseReason('SELLING');
    view().chooseDay('2026-12-02');
    view().chooseSlot(1);
    view().next();
    expect(view().status).toBe('mailing');

    // The address on file is kept; a PO box needs its number.
    expect(view()).toMatchObject({ address: { addressType: 0, address1: 'Plot 2231, Moremi Road' }, addressFields: ['address1', 'address2', 'city'] });
    view().chooseAddressType(1);
    expect(view().addressFields).toEqual(['poBox', 'city']);
    view().next();
    expect(view()).toMatchObject({ status: 'mailing', addressErrors: { poBox: 'SRV_PO_BOX' } });
    view().changeAddress('poBox', '4021');
    expect(view().addressErrors.poBox).toBeUndefined();
    view().next();
    expect(view().status).toBe('review');
    expect(statuses(view)).toEqual(['done', 'done', 'done', 'doing']);

    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({
      orderType: 'STOP',
      accountNumber: sampleStopServiceAccount,
      appointment: { day: '2026-12-02', slot: 1 },
      reason: 'SELLING',
      mailingAddress: { addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' },
    });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleStopReceipt });
    expect(statuses(view)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('a slot taken meanwhile brings back the calendar with what is free, keeping the rest', async () => {
    const calendar = vi.fn<(town: string) => Promise<CalendarDay[]>>().mockResolvedValueOnce(sampleCalendar).mockResolvedValueOnce(calendarAfterSlotTaken);
    const submit = vi.fn<(input: StopServiceSubmitInput) => Promise<ScheduledRequestSummary>>().mockRejectedValueOnce({ msgcode: 'SRV_SLOT_FULL', message: '' }).mockResolvedValueOnce(sampleStopReceipt);
    const { actor, view } = start({ calendar, submit });
    await settled(actor);
    view().next();
    await settled(actor);
    view().chooseReason('MOVING');
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'schedule', failure: { msgcode: 'SRV_SLOT_FULL' }, day: '2026-12-02', slot: 0, reason: 'MOVING' });
    expect(view().slotsOfDay).toContainEqual({ slot: 0, free: 4 });
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ appointment: { day: '2026-12-02', slot: 0 } }));
    expect(view().status).toBe('done');
  });

  it('failed calls say why and offer Try again; a refused submission keeps the review', async () => {
    const load = vi.fn<(n: string) => Promise<StopServiceAddress>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleStopService);
    const calendar = vi.fn<(town: string) => Promise<CalendarDay[]>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: '' }).mockResolvedValueOnce(sampleCalendar);
    const submit = vi.fn<(input: StopServiceSubmitInput) => Promise<ScheduledRequestSummary>>().mockRejectedValueOnce({ msgcode: 'SRV_STOP_PENDING', message: '' });
    const { actor, view } = start({ load, calendar, submit });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'loadFailed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    view().next();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'calendarFailed', failure: { msgcode: 'GEN500' } });
    view().back();
    expect(view()).toMatchObject({ status: 'account', failure: null });
    view().next();
    await settled(actor);
    view().chooseReason('OTHER');
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'SRV_STOP_PENDING' }, reason: 'OTHER' });
    view().back();
    view().back();
    expect(view()).toMatchObject({ status: 'schedule', reason: 'OTHER', day: '2026-12-01' });
  });

  describe('a visitor (/PreStopService)', () => {
    const fillProof = (view: () => ReturnType<typeof connectStopService>) => {
      view().changeVisitor('accountNumber', ` ${sampleStopServiceAccount} `);
      view().changeVisitor('lastName', sampleStopHolder);
      view().changeVisitor('email', 'kagiso@example.com');
      view().changeVisitor('primaryPhone', '71234567');
    };

    it('proves the account first (the step tracker stays at 4), then the same steps, and sends the proof and contact with the stop', async () => {
      const { actor, view, prove, load, submit } = start({ visitor: true });
      expect(view()).toMatchObject({ status: 'identify', visitor: true });
      expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo']);
      view().next();
      expect(view()).toMatchObject({ status: 'identify', visitorErrors: { accountNumber: 'VLD_ACCOUNT_NUMBER', lastName: 'SRV_LAST_NAME', email: 'REG_EMAIL_REQUIRED', primaryPhone: 'REG_PHONE_REQUIRED' } });
      expect(prove).not.toHaveBeenCalled();
      fillProof(view);
      expect(view().visitorErrors).toEqual({ accountNumber: undefined, lastName: undefined, email: undefined, primaryPhone: undefined });
      view().next();
      await settled(actor);
      expect(prove).toHaveBeenCalledWith(sampleStopServiceAccount, sampleStopHolder);
      expect(load).not.toHaveBeenCalled();
      expect(view()).toMatchObject({ status: 'account', stop: sampleStopService });
      expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo']);
      // Back to the proof keeps what was typed.
      view().back();
      expect(view()).toMatchObject({ status: 'identify', visitorForm: { lastName: sampleStopHolder, email: 'kagiso@example.com' } });
      view().next();
      await settled(actor);

      view().next();
      await settled(actor);
      view().chooseReason('MOVING');
      view().next();
      view().next();
      expect(view().status).toBe('review');
      view().submit();
      await settled(actor);
      expect(submit).toHaveBeenCalledWith({
        accountNumber: sampleStopServiceAccount,
        lastName: sampleStopHolder,
        appointment: { day: '2026-12-01', slot: 0 },
        reason: 'MOVING',
        mailingAddress: { addressType: 0, address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', country: 'BW' },
        email: 'kagiso@example.com',
        primaryPhone: '71234567',
      });
      expect(view()).toMatchObject({ status: 'done', receipt: sampleStopReceipt });
    });

    it('a wrong name goes back to the proof with the message; a failed check offers Try again; an account with a stop open says why', async () => {
      const prove = vi
        .fn<(accountNumber: string, lastName: string) => Promise<MoveOutCheck>>()
        .mockRejectedValueOnce({ msgcode: 'SRV_TRANSFER_IDENTITY', message: '' })
        .mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' })
        .mockResolvedValueOnce(stopAlreadyOpen);
      const { actor, view } = start({ visitor: true, prove });
      fillProof(view);
      view().next();
      await settled(actor);
      expect(view()).toMatchObject({ status: 'identify', failure: { msgcode: 'SRV_TRANSFER_IDENTITY' }, visitorForm: { accountNumber: ` ${sampleStopServiceAccount} ` } });
      view().next();
      await settled(actor);
      expect(view()).toMatchObject({ status: 'loadFailed', failure: { msgcode: 'NETWORK' } });
      view().retry();
      await settled(actor);
      expect(prove).toHaveBeenCalledTimes(3);
      expect(view()).toMatchObject({ status: 'refused', refusal: 'SRV_STOP_PENDING' });
      expect(actor.getSnapshot().status).toBe('done');
    });
  });
});
