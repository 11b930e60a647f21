import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPreStartService } from '../../machines/service/preStartService/preStartService.connect.ts';
import { buildingPremise, eligible, freePremise, sampleDetails, sampleDocuments, samplePremises, samplePreStartReceipt, sampleToday, startCalendar, underConstruction } from '../../machines/service/preStartService/preStartService.fixtures.ts';
import { preStartServiceMachine } from '../../machines/service/preStartService/preStartService.machine.ts';
import type { PreStartSubmitInput } from '../../machines/service/preStartService/preStartService.types.ts';
import { localDocumentKinds, type CalendarDay, type Eligibility, type PreStartDetailField, type PreStartReceipt, type Premise } from '../../src/domain/serviceRequests.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start({
  search = vi.fn((_query: string, _town: string): Promise<Premise[]> => Promise.resolve(samplePremises)),
  eligibility = vi.fn((premiseId: string): Promise<Eligibility> => Promise.resolve(premiseId === freePremise.premiseId ? eligible : underConstruction)),
  calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(startCalendar)),
  submit = vi.fn((_input: PreStartSubmitInput): Promise<PreStartReceipt> => Promise.resolve(samplePreStartReceipt)),
} = {}) {
  const machine = preStartServiceMachine.provide({
    actors: {
      searchPremises: fromPromise(({ input }: { input: { query: string; town: string } }) => search(input.query, input.town)),
      checkEligibility: fromPromise(({ input }: { input: { premiseId: string } }) => eligibility(input.premiseId)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calendar(input.town)),
      submitPreStart: fromPromise(({ input }: { input: PreStartSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { today: sampleToday } }).start();
  const view = () => connectPreStartService(actor.getSnapshot(), actor.send);
  return { actor, view, search, eligibility, calendar, submit };
}

type Started = ReturnType<typeof start>;
const settled = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

async function toDetails({ view, actor }: Started) {
  view().changeQuery('Plot');
  view().search();
  await settled(actor);
  view().choosePremise(freePremise.premiseId);
  await settled(actor);
}

async function toDocuments(started: Started) {
  const { view, actor } = started;
  for (const [field, value] of Object.entries(sampleDetails)) view().change(field as PreStartDetailField, value);
  view().next();
  await settled(actor);
  view().next();
  for (const kind of localDocumentKinds) view().documentsChanged(kind, [sampleDocuments[kind]]);
  view().toggleTerms(true);
  expect(view().status).toBe('documents');
}

describe('preStartService machine', () => {
  it('says why a premise is ineligible, then fills the details from an eligible one with the local defaults', async () => {
    const started = start();
    const { view, actor } = started;
    view().search();
    expect(view().searchError).toBe('SRV_SEARCH_LENGTH');
    view().changeQuery('Plot');
    view().search();
    await settled(actor);
    view().choosePremise(buildingPremise.premiseId);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premise', ineligible: { msgcode: 'SRV_PREMISE_CONSTRUCTION' } });
    view().choosePremise(freePremise.premiseId);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'details', details: { customerType: 'DOMESTIC', tariff: 'Domestic', tenant: false, street: freePremise.address1, city: 'Maun' } });
    expect(view().steps.map((step) => step.status)).toEqual(['done', 'doing', 'todo', 'todo']);
  });

  it('walks the four steps as a business, with the next day 8am-10am by default, and sends the local-market request', async () => {
    const started = start();
    const { view, actor, calendar, submit } = started;
    await toDetails(started);
    view().chooseCustomerType('BUSINESS');
    view().change('primaryPhone', '0123');
    view().next();
    expect(view().detailsErrors).toMatchObject({ fullName: 'SRV_FULL_NAME', primaryPhone: 'REG_PHONE_LENGTH', email: 'REG_EMAIL_REQUIRED', plotNumber: 'SRV_PLOT_NUMBER', companyName: 'SRV_BUSINESS_NAME' });
    expect(view().detailsErrors.alternatePhone).toBeUndefined();
    for (const [field, value] of Object.entries(sampleDetails)) view().change(field as PreStartDetailField, value);
    view().change('companyName', 'Boseja Traders');
    view().chooseTariff('Small Business');
    view().toggleTenant(true);
    view().next();
    await settled(actor);
    expect(calendar).toHaveBeenCalledWith('Maun');
    expect(view()).toMatchObject({ status: 'appointment', day: '2026-11-27', slot: 1 });
    view().next();
    expect(view().status).toBe('documents');
    view().submit();
    expect(view().documentErrors).toEqual({ proofOfOwnership: 'SRV_DOCUMENT_MISSING', idOrPassport: 'SRV_DOCUMENT_MISSING', affidavit: 'SRV_DOCUMENT_MISSING', sketchPlan: 'SRV_DOCUMENT_MISSING', terms: 'SRV_TERMS' });
    for (const kind of localDocumentKinds) view().documentsChanged(kind, [sampleDocuments[kind]]);
    view().toggleTerms(true);
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({
      premiseId: freePremise.premiseId,
      customerType: 'BUSINESS',
      fullName: 'Neo Kgosi',
      primaryPhone: '71234567',
      email: 'neo.kgosi@example.com',
      nationalId: '123415678',
      plotNumber: '1454',
      street: freePremise.address1,
      area: 'Boseja',
      district: 'North-West',
      city: 'Maun',
      companyName: 'Boseja Traders',
      tariff: 'Small Business',
      tenant: true,
      appointment: { day: '2026-11-27', slot: 1 },
      terms: true,
      documents: {
        proofOfOwnership: sampleDocuments.proofOfOwnership.documentId,
        idOrPassport: sampleDocuments.idOrPassport.documentId,
        affidavit: sampleDocuments.affidavit.documentId,
        sketchPlan: sampleDocuments.sketchPlan.documentId,
      },
    });
    expect(view()).toMatchObject({ status: 'done', receipt: samplePreStartReceipt });
    expect(view().steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('brings the calendar back when the slot was taken, keeps everything on other failures, and goes back to the premise when it became ineligible', async () => {
    const submit = vi.fn<(input: PreStartSubmitInput) => Promise<PreStartReceipt>>()
      .mockRejectedValueOnce(failure('SRV_SLOT_FULL'))
      .mockRejectedValueOnce(failure('GEN500'))
      .mockRejectedValueOnce(failure('SRV_PREMISE_ACTIVE'));
    const started = start({ submit });
    const { view, actor, calendar } = started;
    await toDetails(started);
    await toDocuments(started);
    view().submit();
    await settled(actor);
    expect(calendar).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'appointment', failure: { msgcode: 'SRV_SLOT_FULL' } });
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'documents', failure: { msgcode: 'GEN500' }, terms: true, documents: sampleDocuments, details: { fullName: 'Neo Kgosi' } });
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'premise', failure: { msgcode: 'SRV_PREMISE_ACTIVE' } });
  });
});
