import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectMeterInspection } from '../../machines/service/meterInspection/meterInspection.connect.ts';
import { inspectionAccounts, inspectionCalendar, inspectionDocuments, sampleFields, sampleInspectionReceipt, signedInInput, visitorInput } from '../../machines/service/meterInspection/meterInspection.fixtures.ts';
import { meterInspectionMachine } from '../../machines/service/meterInspection/meterInspection.machine.ts';
import type { MeterInspectionInput, MeterInspectionSubmitInput } from '../../machines/service/meterInspection/meterInspection.types.ts';
import { inspectionDocumentKinds, meterInspectionStepFields, type MeterInspectionReceipt } from '../../src/domain/meterInspection.ts';
import type { CalendarDay } from '../../src/domain/serviceRequests.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start(
  input: MeterInspectionInput,
  {
    calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(inspectionCalendar)),
    submit = vi.fn((_body: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.resolve(sampleInspectionReceipt)),
  } = {},
) {
  const machine = meterInspectionMachine.provide({
    actors: {
      loadCalendar: fromPromise(({ input: call }: { input: { town: string } }) => calendar(call.town)),
      submitMeterInspection: fromPromise(({ input: body }: { input: MeterInspectionSubmitInput }) => submit(body)),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => connectMeterInspection(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  const type = (step: keyof typeof meterInspectionStepFields) => {
    for (const field of meterInspectionStepFields[step]) if (sampleFields[field] !== '') view().change(field, sampleFields[field]);
  };
  return { actor, view, settled, type, calendar, submit };
}

type Started = ReturnType<typeof start>;

/** From the address step to the review, everything valid. */
async function toReview({ view, settled, type }: Started) {
  type('premise');
  view().next();
  type('contractors');
  view().next();
  await settled();
  view().next();
  for (const kind of inspectionDocumentKinds) view().documentsChanged(kind, [inspectionDocuments[kind]]);
  view().toggleTerms(true);
  view().next();
  expect(view().status).toBe('review');
}

describe('meterInspection machine', () => {
  it('signed in: starts from the session, asks for each missing part, books the first free day at 8-10 and sends the request', async () => {
    const started = start(signedInInput);
    const { view, settled, type, calendar, submit } = started;
    expect(view().status).toBe('customer');
    expect(view().steps.map((step) => step.status)).toEqual(['doing', 'todo', 'todo', 'todo', 'todo', 'todo']);
    expect(view().form.fullName).toBe('Neo Kgosi');
    expect(view().form.street).toBe(inspectionAccounts[0]!.street);
    view().next();
    expect(view().status).toBe('premise');
    view().next();
    expect(view().fieldErrors).toMatchObject({ plotNumber: 'SRV_PLOT_NUMBER', area: 'SRV_AREA', district: 'SRV_DISTRICT', town: 'SRV_TOWN' });
    expect(view().fieldErrors.street).toBeUndefined();
    type('premise');
    expect(view().fieldErrors.plotNumber).toBeUndefined();
    view().next();
    expect(view().status).toBe('contractors');
    view().change('electricianPhone', '81234567');
    view().next();
    expect(view().fieldErrors).toMatchObject({ electricianName: 'SRV_ELECTRICIAN_NAME', electricianPhone: 'REG_PHONE_FIRST_DIGIT', technicianName: 'SRV_TECHNICIAN_NAME', technicianPhone: 'REG_PHONE_REQUIRED' });
    type('contractors');
    view().next();
    expect(view().status).toBe('loadingCalendar');
    await settled();
    expect(calendar).toHaveBeenCalledWith('Maun');
    expect(view()).toMatchObject({ status: 'appointment', day: '2026-11-27', slot: 1 });
    view().chooseDay('2026-11-28');
    view().chooseSlot(2);
    view().next();
    expect(view()).toMatchObject({ status: 'appointment', dayError: 'SRV_SLOT' });
    view().chooseSlot(3);
    view().next();
    expect(view().status).toBe('documents');
    view().next();
    expect(view().documentErrors).toEqual({ inspectionCertificate: 'SRV_DOCUMENT_MISSING', taxInvoice: 'SRV_DOCUMENT_MISSING', terms: 'SRV_TERMS' });
    for (const kind of inspectionDocumentKinds) view().documentsChanged(kind, [inspectionDocuments[kind]]);
    view().toggleTerms(true);
    view().next();
    expect(view().status).toBe('review');
    view().submit();
    expect(view()).toMatchObject({ status: 'review', busy: true });
    await settled();
    expect(submit).toHaveBeenCalledWith({
      ...sampleFields,
      alternatePhone: undefined,
      appointment: { day: '2026-11-28', slot: 3 },
      documents: { inspectionCertificate: inspectionDocuments.inspectionCertificate.documentId, taxInvoice: inspectionDocuments.taxInvoice.documentId },
      terms: true,
    });
    expect(Object.keys(submit.mock.calls[0]![0])).not.toContain('alternatePhone');
    expect(view()).toMatchObject({ status: 'done', receipt: sampleInspectionReceipt });
    expect(view().steps.every((step) => step.status === 'done')).toBe(true);
  });

  it('signed in: another of the customer\'s accounts brings its address; an account not theirs is ignored', () => {
    const { view } = start(signedInInput);
    view().chooseAccount(inspectionAccounts[1]!.accountNumber);
    expect(view().form).toMatchObject({ accountNumber: inspectionAccounts[1]!.accountNumber, street: inspectionAccounts[1]!.street, city: 'Gaborone' });
    view().chooseAccount('999999999');
    expect(view().form.accountNumber).toBe(inspectionAccounts[1]!.accountNumber);
  });

  it('a visitor types everything; an unknown account brings back the customer step with the account field saying why', async () => {
    const submit = vi.fn((_body: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.reject(failure('SRV_ACCOUNT_NOT_FOUND')));
    const started = start(visitorInput, { submit });
    const { view, settled, type } = started;
    view().next();
    expect(view().fieldErrors).toEqual({ fullName: 'SRV_FULL_NAME', primaryPhone: 'REG_PHONE_REQUIRED', email: 'REG_EMAIL_REQUIRED', accountNumber: 'REG_ACCOUNT_NUMBER_REQUIRED' });
    type('customer');
    view().next();
    await toReview(started);
    view().submit();
    await settled();
    expect(view()).toMatchObject({ status: 'customer', fieldErrors: { accountNumber: 'SRV_ACCOUNT_NOT_FOUND' }, failure: { msgcode: 'SRV_ACCOUNT_NOT_FOUND' } });
    expect(view().form.electricianName).toBe(sampleFields.electricianName);
  });

  it('a slot taken meanwhile reads the calendar again; another failure stays on the review with Try again', async () => {
    const submit = vi.fn((_body: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.reject(failure('SRV_SLOT_FULL')));
    const started = start(signedInInput, { submit });
    const { view, settled, calendar } = started;
    view().next();
    await toReview(started);
    view().submit();
    await settled();
    expect(calendar).toHaveBeenCalledTimes(2);
    expect(view()).toMatchObject({ status: 'appointment', failure: { msgcode: 'SRV_SLOT_FULL' } });
    submit.mockImplementation(() => Promise.reject(failure('GEN500')));
    view().next();
    view().next();
    view().submit();
    await settled();
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' } });
  });

  it('a calendar that cannot be read offers Try again and Back', async () => {
    const calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.reject(failure('GEN500')));
    const started = start(signedInInput, { calendar });
    const { view, settled, type } = started;
    view().next();
    type('premise');
    view().next();
    type('contractors');
    view().next();
    await settled();
    expect(view().status).toBe('calendarFailed');
    calendar.mockImplementation(() => Promise.resolve(inspectionCalendar));
    view().retry();
    await settled();
    expect(view().status).toBe('appointment');
  });
});
