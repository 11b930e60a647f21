import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectTransferService } from '../../machines/service/transferService/transferService.connect.ts';
import { currentPremise, mayMoveOut, moveInCurrent, moveInEligible, newPremise, sampleTransferAccount, sampleTransferReceipt, stopPending, transferCalendar, transferPremises } from '../../machines/service/transferService/transferService.fixtures.ts';
import { transferServiceMachine } from '../../machines/service/transferService/transferService.machine.ts';
import type { MoveInCheckInput, MoveOutCheckInput, TransferServiceSubmitInput } from '../../machines/service/transferService/transferService.types.ts';
import type { CalendarDay, Eligibility, MoveOutCheck, Premise, TransferReceipt } from '../../src/domain/serviceRequests.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start({
  moveOut = vi.fn((_accountNumber: string, _lastName: string | null): Promise<MoveOutCheck> => Promise.resolve(mayMoveOut)),
  calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(transferCalendar)),
  search = vi.fn((_query: string, _town: string): Promise<Premise[]> => Promise.resolve(transferPremises)),
  moveIn = vi.fn((input: MoveInCheckInput): Promise<Eligibility> => Promise.resolve(input.premiseId === currentPremise.premiseId ? moveInCurrent : moveInEligible)),
  submit = vi.fn((_input: TransferServiceSubmitInput): Promise<TransferReceipt> => Promise.resolve(sampleTransferReceipt)),
  visitor = false,
} = {}) {
  const machine = transferServiceMachine.provide({
    actors: {
      checkMoveOut: fromPromise(({ input }: { input: MoveOutCheckInput }) => moveOut(input.accountNumber, input.lastName)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calendar(input.town)),
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: MoveInCheckInput }) => moveIn(input)),
      submitTransfer: fromPromise(({ input }: { input: TransferServiceSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: visitor ? { accountNumber: '', visitor } : { accountNumber: sampleTransferAccount } }).start();
  const view = () => connectTransferService(actor.getSnapshot(), actor.send);
  return { actor, view, moveOut, calendar, search, moveIn, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectTransferService>) => view().steps.map((step) => step.status);

/** On to the move-in date: the move-out day chosen, the new premise found and checked. */
async function toMoveInDate(flow: ReturnType<typeof start>) {
  const { actor, view } = flow;
  await settled(actor);
  view().next();
  await settled(actor);
  view().chooseDay('2026-12-02');
  view().chooseSlot(3);
  view().next();
  view().changeQuery('Kgale');
  view().search();
  await settled(actor);
  view().choosePremise(newPremise.premiseId);
  await settled(actor);
}

describe('transferService machine', () => {
  it('walks the six steps and sends one request with both appointments, the new premise and the mailing address', async () => {
    const flow = start();
    const { actor, view, moveOut, calendar, search, moveIn, submit } = flow;
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(moveOut).toHaveBeenCalledWith(sampleTransferAccount, null);
    expect(view()).toMatchObject({ status: 'moveOut', stop: mayMoveOut.stop });
    expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo', 'todo', 'todo']);

    view().next();
    await settled(actor);
    expect(calendar).toHaveBeenLastCalledWith('Gaborone-Main Mall');
    // ALLDAY on the first free day by default: a move.
    expect(view()).toMatchObject({ status: 'moveOutDate', appointment: { day: '2026-12-01', slot: 0 } });
    // The second day's ALLDAY places are taken: Next says so and stays.
    view().chooseDay('2026-12-02');
    view().next();
    expect(view()).toMatchObject({ status: 'moveOutDate', dayError: 'SRV_SLOT' });
    view().chooseSlot(3);
    expect(view().dayError).toBeUndefined();
    view().next();
    expect(view().status).toBe('moveIn');

    view().changeQuery('K');
    view().search();
    expect(view()).toMatchObject({ status: 'moveIn', searchError: 'SRV_SEARCH_LENGTH' });
    view().changeQuery('Plot');
    view().chooseTown('Maun');
    view().search();
    await settled(actor);
    expect(search).toHaveBeenCalledWith('Plot', 'Maun');
    // The premise moved out of is refused beside it; the check names the account left.
    view().choosePremise(currentPremise.premiseId);
    await settled(actor);
    expect(moveIn).toHaveBeenLastCalledWith({ premiseId: currentPremise.premiseId, accountNumber: sampleTransferAccount });
    expect(view()).toMatchObject({ status: 'moveIn', premise: null, ineligible: { premiseId: currentPremise.premiseId, msgcode: 'SRV_PREMISE_CURRENT' } });
    view().choosePremise(newPremise.premiseId);
    await settled(actor);
    expect(calendar).toHaveBeenLastCalledWith('Maun');
    expect(view()).toMatchObject({ status: 'moveInDate', premise: newPremise, appointment: { day: '2026-12-01', slot: 0 } });
    expect(statuses(view)).toEqual(['done', 'done', 'done', 'doing', 'todo', 'todo']);
    view().chooseSlot(2);
    view().next();

    // The address on file is kept; a PO box needs its number.
    expect(view()).toMatchObject({ status: 'mailing', address: { addressType: 0, address1: 'Plot 2231, Moremi Road' } });
    view().chooseAddressType(1);
    view().next();
    expect(view()).toMatchObject({ status: 'mailing', addressErrors: { poBox: 'SRV_PO_BOX' } });
    view().changeAddress('poBox', '4021');
    view().next();
    expect(view().status).toBe('review');
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({
      orderType: 'TRANSFER',
      accountNumber: sampleTransferAccount,
      moveOut: { day: '2026-12-02', slot: 3 },
      premiseId: newPremise.premiseId,
      moveIn: { day: '2026-12-01', slot: 2 },
      mailingAddress: { addressType: 1, poBox: '4021', city: 'Gaborone', country: 'BW' },
    });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleTransferReceipt });
  });

  it('an account with a stop already open goes no further: the reason', async () => {
    const { actor, view, calendar } = start({ moveOut: vi.fn(() => Promise.resolve(stopPending)) });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'refused', refusal: 'SRV_STOP_PENDING' });
    // The end of the flow: nothing further to choose.
    expect(actor.getSnapshot().status).toBe('done');
    expect(calendar).not.toHaveBeenCalled();
  });

  it('a time taken meanwhile shows the schedule failure page with the other free times of that day and the next days; picking one sends the request again; a premise gone brings back the search', async () => {
    const submit = vi.fn((_input: TransferServiceSubmitInput): Promise<TransferReceipt> => Promise.reject(failure('SRV_MOVE_IN_SLOT_FULL')));
    const flow = start({ submit });
    const { actor, view, calendar } = flow;
    await toMoveInDate(flow);
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(calendar).toHaveBeenLastCalledWith('Maun');
    // The ALLDAY place of the second day is taken: only the other times of it are offered.
    expect(view()).toMatchObject({ status: 'scheduleFailure', taken: 'moveIn', failure: { msgcode: 'SRV_MOVE_IN_SLOT_FULL' }, premise: newPremise, moveOut: { day: '2026-12-02', slot: 3 } });
    expect(view().offers).toEqual([
      { day: '2026-12-01', slots: [0, 1, 2, 3, 4] },
      { day: '2026-12-02', slots: [1, 2, 3, 4] },
    ]);
    // A time not offered is ignored.
    view().pick('2026-12-02', 0);
    expect(view().status).toBe('scheduleFailure');
    submit.mockImplementation(() => Promise.resolve(sampleTransferReceipt));
    view().pick('2026-12-02', 4);
    await settled(actor);
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ moveIn: { day: '2026-12-02', slot: 4 }, moveOut: { day: '2026-12-02', slot: 3 } }));
    expect(view()).toMatchObject({ status: 'done', taken: null });
  });

  it('the move-out time taken: its town’s free times; Back returns to the review; a premise gone brings back the search', async () => {
    const submit = vi.fn((_input: TransferServiceSubmitInput): Promise<TransferReceipt> => Promise.reject(failure('SRV_MOVE_OUT_SLOT_FULL')));
    const flow = start({ submit });
    const { actor, view, calendar } = flow;
    await toMoveInDate(flow);
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(calendar).toHaveBeenLastCalledWith('Gaborone-Main Mall');
    expect(view()).toMatchObject({ status: 'scheduleFailure', taken: 'moveOut', failure: { msgcode: 'SRV_MOVE_OUT_SLOT_FULL' } });
    expect(view().offers[0]).toEqual({ day: '2026-12-02', slots: [1, 2, 3, 4] });
    view().back();
    expect(view()).toMatchObject({ status: 'review', failure: null });

    submit.mockImplementation(() => Promise.reject(failure('SRV_PREMISE_ACTIVE')));
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'moveIn', failure: { msgcode: 'SRV_PREMISE_ACTIVE' } });
  });

  it('a visitor proves the account, gives contact details, sees 8 steps and sends them with the request', async () => {
    const moveOut = vi.fn((_accountNumber: string, lastName: string | null): Promise<MoveOutCheck> => (lastName === 'Molefe' ? Promise.resolve(mayMoveOut) : Promise.reject(failure('SRV_TRANSFER_IDENTITY'))));
    const flow = start({ visitor: true, moveOut });
    const { actor, view, submit } = flow;
    expect(view()).toMatchObject({ status: 'identify', visitor: true });
    expect(view().steps).toHaveLength(8);
    view().next();
    expect(view().identityErrors).toEqual({ accountNumber: 'VLD_ACCOUNT_NUMBER', lastName: 'SRV_LAST_NAME' });
    view().changeIdentity('accountNumber', sampleTransferAccount);
    view().changeIdentity('lastName', 'Mol');
    view().next();
    await settled(actor);
    expect(moveOut).toHaveBeenLastCalledWith(sampleTransferAccount, 'Mol');
    expect(view()).toMatchObject({ status: 'identify', failure: { msgcode: 'SRV_TRANSFER_IDENTITY' } });
    view().changeIdentity('lastName', 'Molefe');
    view().next();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'moveOut', failure: null, stop: mayMoveOut.stop });
    expect(actor.getSnapshot().context.accountNumber).toBe(sampleTransferAccount);
    expect(statuses(view)).toEqual(['done', 'doing', 'todo', 'todo', 'todo', 'todo', 'todo', 'todo']);
    view().back();
    expect(view().status).toBe('identify');
    view().next();
    await settled(actor);
    await toMoveInDate(flow);
    view().next();
    expect(view().status).toBe('contact');
    view().next();
    expect(view().contactErrors).toMatchObject({ email: 'REG_EMAIL_REQUIRED', primaryPhone: 'REG_PHONE_REQUIRED' });
    view().changeContact('email', 'kagiso@example.com');
    view().changeContact('primaryPhone', '71234567');
    view().next();
    expect(view().status).toBe('mailing');
    view().back();
    expect(view().status).toBe('contact');
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({
      accountNumber: sampleTransferAccount,
      lastName: 'Molefe',
      moveOut: { day: '2026-12-02', slot: 3 },
      premiseId: newPremise.premiseId,
      moveIn: { day: '2026-12-01', slot: 0 },
      mailingAddress: { addressType: 0, address1: 'Plot 2231, Moremi Road', address2: 'Extension 12', city: 'Gaborone', country: 'BW' },
      email: 'kagiso@example.com',
      primaryPhone: '71234567',
    });
    expect(view().status).toBe('done');
  });
});
