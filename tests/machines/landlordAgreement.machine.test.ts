import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectLandlordAgreement } from '../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import {
  landlordHome,
  landlordRental,
  lateLandlordStart,
  notLandlordRecord,
  sampleLandlordReceipt,
  sampleLandlordRecord,
  sampleLandlordToday,
  validLandlordEnd,
  validLandlordStart,
} from '../../machines/service/landlordAgreement/landlordAgreement.fixtures.ts';
import { landlordAgreementMachine } from '../../machines/service/landlordAgreement/landlordAgreement.machine.ts';
import type { LandlordAgreementSubmitInput } from '../../machines/service/landlordAgreement/landlordAgreement.types.ts';
import type { LandlordAgreementRecord } from '../../src/domain/landlordAgreement.ts';
import type { ServiceRequestSummary } from '../../src/domain/serviceRequests.ts';

function start({
  load = vi.fn((): Promise<LandlordAgreementRecord> => Promise.resolve(sampleLandlordRecord)),
  submit = vi.fn((_input: LandlordAgreementSubmitInput): Promise<ServiceRequestSummary> => Promise.resolve(sampleLandlordReceipt)),
} = {}) {
  const machine = landlordAgreementMachine.provide({
    actors: {
      loadLandlordAgreement: fromPromise(() => load()),
      submitLandlordAgreement: fromPromise(({ input }: { input: LandlordAgreementSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { today: sampleLandlordToday } }).start();
  const view = () => connectLandlordAgreement(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
const statuses = (view: () => ReturnType<typeof connectLandlordAgreement>) => view().steps.map((step) => step.status);

describe('landlordAgreement machine', () => {
  it('reads the landlord\'s premises and opens the first step; a user who is not a landlord is told so', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premises', premises: [landlordHome, landlordRental], chosen: [] });
    expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo']);
    const other = start({ load: vi.fn(() => Promise.resolve(notLandlordRecord)) });
    await settled(other.actor);
    expect(other.view().status).toBe('notLandlord');
    expect(other.actor.getSnapshot().status).toBe('done');
  });

  it('a failed load says why, and Try again loads again', async () => {
    const load = vi.fn<() => Promise<LandlordAgreementRecord>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleLandlordRecord);
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view().status).toBe('premises');
  });

  it('needs a free premise and a start date in its window; a covered premise cannot be chosen; the end date is optional', async () => {
    const { actor, view } = start();
    await settled(actor);
    view().next();
    expect(view().errors).toEqual({ premises: 'LANDLORD_PREMISES', startDate: 'LANDLORD_START_DATE' });
    view().togglePremise(landlordHome.accountNumber);
    view().changeDate('startDate', lateLandlordStart);
    view().next();
    expect(view().errors).toEqual({ premises: 'LANDLORD_PREMISES', startDate: 'LANDLORD_START_DATE' });
    view().togglePremise(landlordHome.accountNumber);
    view().togglePremise(landlordRental.accountNumber);
    view().changeDate('startDate', validLandlordStart);
    view().changeDate('endDate', '30/11/2026');
    view().next();
    expect(view().errors).toEqual({ endDate: 'LANDLORD_END_DATE' });
    view().changeDate('endDate', '');
    view().next();
    expect(view().status).toBe('terms');
  });

  it('needs the terms accepted; reviews with Back keeping everything; signs with the dates as calendar days', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().togglePremise(landlordRental.accountNumber);
    view().changeDate('startDate', validLandlordStart);
    view().changeDate('endDate', validLandlordEnd);
    view().next();
    view().next();
    expect(view()).toMatchObject({ status: 'terms', errors: { terms: 'LANDLORD_TERMS' } });
    view().toggleTerms();
    view().changeMessage('  Keys with the caretaker.  ');
    view().next();
    expect(view()).toMatchObject({ status: 'review', chosen: [landlordRental] });
    expect(statuses(view)).toEqual(['done', 'done', 'doing', 'todo']);
    view().back();
    view().back();
    expect(view()).toMatchObject({ status: 'premises', form: { accountNumbers: [landlordRental.accountNumber], startDate: validLandlordStart, acceptTerms: true } });
    view().next();
    view().next();
    view().submit();
    expect(view()).toMatchObject({ status: 'review', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumbers: [landlordRental.accountNumber], startDate: '2026-12-01', endDate: '2027-11-30', acceptTerms: true, message: 'Keys with the caretaker.' });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleLandlordReceipt });
  });

  it('a failure stays on the review and Sign tries again; a premise covered meanwhile reads the premises again and says why', async () => {
    const submit = vi
      .fn<(input: LandlordAgreementSubmitInput) => Promise<ServiceRequestSummary>>()
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: '' })
      .mockRejectedValueOnce({ msgcode: 'LANDLORD_ALREADY', message: '' });
    const covered = { ...sampleLandlordRecord, premises: [landlordHome, { ...landlordRental, agreement: { reference: 'SR-99887766', startDate: '2026-11-30' } }] };
    const load = vi.fn<() => Promise<LandlordAgreementRecord>>().mockResolvedValueOnce(sampleLandlordRecord).mockResolvedValueOnce(covered);
    const { actor, view } = start({ load, submit });
    await settled(actor);
    view().togglePremise(landlordRental.accountNumber);
    view().changeDate('startDate', validLandlordStart);
    view().next();
    view().toggleTerms();
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' } });
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premises', failure: { msgcode: 'LANDLORD_ALREADY' }, premises: covered.premises });
    view().next();
    expect(view().errors.premises).toBe('LANDLORD_PREMISES');
  });
});
