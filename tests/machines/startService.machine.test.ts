import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectStartService } from '../../machines/service/startService/startService.connect.ts';
import { buildingPremise, eligible, freePremise, proofOfIdentity, sampleStartReceipt, sampleToday, samplePremises, startCalendar, underConstruction } from '../../machines/service/startService/startService.fixtures.ts';
import { startServiceMachine } from '../../machines/service/startService/startService.machine.ts';
import type { IdentityCheckInput, StartServiceSubmitInput } from '../../machines/service/startService/startService.types.ts';
import type { CalendarDay, Eligibility, Premise, ScheduledRequestSummary } from '../../src/domain/serviceRequests.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start({
  search = vi.fn((_query: string, _town: string): Promise<Premise[]> => Promise.resolve(samplePremises)),
  eligibility = vi.fn((premiseId: string): Promise<Eligibility> => Promise.resolve(premiseId === freePremise.premiseId ? eligible : underConstruction)),
  identity = vi.fn((_input: IdentityCheckInput): Promise<{ verified: boolean }> => Promise.resolve({ verified: true })),
  calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(startCalendar)),
  submit = vi.fn((_input: StartServiceSubmitInput): Promise<ScheduledRequestSummary> => Promise.resolve(sampleStartReceipt)),
} = {}) {
  const machine = startServiceMachine.provide({
    actors: {
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: { premiseId: string } }) => eligibility(input.premiseId)),
      checkIdentity: fromPromise(({ input }: { input: IdentityCheckInput }) => identity(input)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calendar(input.town)),
      submitStartService: fromPromise(({ input }: { input: StartServiceSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { today: sampleToday } }).start();
  const view = () => connectStartService(actor.getSnapshot(), actor.send);
  return { actor, view, search, eligibility, identity, calendar, submit };
}

type Started = ReturnType<typeof start>;
const settled = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

async function toCustomer(started: Started) {
  started.view().changeQuery('Plot');
  started.view().search();
  await settled(started.actor);
  started.view().choosePremise(freePremise.premiseId);
  await settled(started.actor);
}

async function toReview(started: Started) {
  const { view, actor } = started;
  view().next();
  view().next();
  await settled(actor);
  view().next();
  view().chooseCreditReview(true);
  view().chooseDeposit('DEPOSIT');
  view().next();
  view().next();
  expect(view().status).toBe('review');
}

describe('startService machine', () => {
  it('says why a premise is ineligible and goes on with an eligible one', async () => {
    const started = start();
    const { view, actor, search, eligibility } = started;
    view().search();
    expect(view().searchError).toBe('SRV_SEARCH_LENGTH');
    expect(search).not.toHaveBeenCalled();
    view().changeQuery('Plot');
    view().chooseTown('Maun');
    view().search();
    await settled(actor);
    expect(search).toHaveBeenCalledWith('Plot', 'Maun');
    expect(view().premises).toEqual(samplePremises);
    view().choosePremise(buildingPremise.premiseId);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premise', ineligible: { premiseId: buildingPremise.premiseId, msgcode: 'SRV_PREMISE_CONSTRUCTION' } });
    view().choosePremise(freePremise.premiseId);
    await settled(actor);
    expect(eligibility).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'customer', premise: freePremise, ineligible: null });
    // The mailing form starts from the premise's own address.
    expect(view().address).toMatchObject({ addressType: 0, address1: freePremise.address1, city: 'Maun' });
    expect(view().steps.map((step) => step.status)).toEqual(['done', 'doing', 'todo', 'todo', 'todo', 'todo', 'todo']);
  });

  it('walks the seven steps with a business, a co-applicant and a declined credit review, and sends what the review shows', async () => {
    const started = start();
    const { view, actor, identity, calendar, submit } = started;
    await toCustomer(started);
    view().chooseCustomerType('BUSINESS');
    view().toggleCoApplicant(true);
    view().next();
    expect(view().customerErrors).toMatchObject({ businessName: 'SRV_BUSINESS_NAME', firstName: 'REG_NAME_REQUIRED', birth: 'SRV_DOB_REQUIRED' });
    view().changeBusinessName('Maun Lodge');
    for (const [field, value] of [['firstName', 'Neo'], ['lastName', 'Kgosi'], ['day', '14'], ['month', '3'], ['year', '2010'], ['idNumber', '123415678']] as const) view().changeCoApplicant(field, value);
    view().next();
    expect(view().customerErrors).toEqual({ birth: 'SRV_DOB_ADULT' });
    view().changeCoApplicant('year', '1990');
    view().next();
    await settled(actor);
    expect(identity).toHaveBeenCalledWith({ premiseId: freePremise.premiseId, coApplicant: { firstName: 'Neo', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '123415678' } });
    expect(view().status).toBe('mailing');
    view().next();
    await settled(actor);
    expect(calendar).toHaveBeenCalledWith('Maun');
    expect(view()).toMatchObject({ status: 'appointment', day: '2026-11-27', slot: 1 });
    view().changeAccess('gateCode', '#12');
    view().next();
    expect(view().status).toBe('credit');
    view().chooseCreditReview(false);
    view().next();
    expect(view().creditErrors).toEqual({ depositOption: 'SRV_DEPOSIT', documents: 'SRV_DOCUMENTS_REQUIRED' });
    view().chooseDeposit('ESTABLISHMENT_FEE');
    view().documentsChanged([proofOfIdentity]);
    view().next();
    expect(view().status).toBe('preferences');
    view().toggleOptIn(true);
    view().next();
    expect(view().textNumberError).toBe('SRV_TEXT_NUMBER');
    view().changeTextNumber('71234567');
    view().next();
    expect(view().status).toBe('review');
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({
      orderType: 'START',
      premiseId: freePremise.premiseId,
      customerType: 'BUSINESS',
      businessName: 'Maun Lodge',
      coApplicant: { firstName: 'Neo', lastName: 'Kgosi', birth: { day: '14', month: '3', year: '1990' }, idNumber: '123415678' },
      mailingAddress: { addressType: 0, address1: freePremise.address1, city: 'Maun', country: 'BW' },
      appointment: { day: '2026-11-27', slot: 1 },
      accessInstructions: '',
      gateCode: '#12',
      creditReview: false,
      depositOption: 'ESTABLISHMENT_FEE',
      optInText: true,
      textNumber: '71234567',
      paperless: true,
      documentIds: [proofOfIdentity.documentId],
    });
    expect(view()).toMatchObject({ status: 'done', receipt: sampleStartReceipt });
    expect(view().steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('keeps the co-applicant typed when the identity is not confirmed', async () => {
    const started = start({ identity: vi.fn(() => Promise.resolve({ verified: false })) });
    await toCustomer(started);
    started.view().toggleCoApplicant(true);
    for (const [field, value] of [['firstName', 'Neo'], ['lastName', 'Kgosi'], ['day', '14'], ['month', '3'], ['year', '1990'], ['idNumber', '123495678']] as const) started.view().changeCoApplicant(field, value);
    started.view().next();
    await settled(started.actor);
    expect(started.view()).toMatchObject({ status: 'customer', customerErrors: { identity: 'SRV_IDENTITY_FAILED' }, coApplicant: { idNumber: '123495678' } });
  });

  it('brings the calendar back when the slot was taken, and keeps the review with Try again on other failures', async () => {
    const submit = vi.fn<(input: StartServiceSubmitInput) => Promise<ScheduledRequestSummary>>()
      .mockRejectedValueOnce(failure('SRV_SLOT_FULL'))
      .mockRejectedValueOnce(failure('GEN500'))
      .mockResolvedValueOnce(sampleStartReceipt);
    const started = start({ submit });
    const { view, actor, calendar } = started;
    await toCustomer(started);
    await toReview(started);
    view().submit();
    await settled(actor);
    expect(calendar).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'appointment', failure: { msgcode: 'SRV_SLOT_FULL' } });
    view().next();
    view().next();
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' } });
    view().submit();
    await settled(actor);
    expect(view().status).toBe('done');
  });

  it('goes back to the premise when it became ineligible meanwhile', async () => {
    const started = start({ submit: vi.fn(() => Promise.reject(failure('SRV_PREMISE_ACTIVE'))) });
    const { view, actor } = started;
    await toCustomer(started);
    await toReview(started);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premise', failure: { msgcode: 'SRV_PREMISE_ACTIVE' } });
  });
});
