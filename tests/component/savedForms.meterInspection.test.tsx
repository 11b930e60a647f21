/**
 * Saved forms in the meter inspection request (/MeterInspection; /meterinspectionPrelogin for a
 * visitor): a real persisted snapshot resumed with what was typed and the documents uploaded, on
 * another day (the calendar keeps only the days still offered, and is not read again until asked);
 * submitted with those documents and then deleted; Save for later saves the flow's snapshot with its
 * step and is not offered on the appointment; a visitor is told signed-in customers can save.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { inspectionCalendar, inspectionDocuments, sampleFields, sampleInspectionReceipt, sampleToday, signedInInput, visitorInput } from '../../machines/service/meterInspection/meterInspection.fixtures.ts';
import type { MeterInspectionInput, MeterInspectionSubmitInput } from '../../machines/service/meterInspection/meterInspection.types.ts';
import type { MeterInspectionReceipt } from '../../src/domain/meterInspection.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { MeterInspectionPage } from '../../src/features/service/meterInspection/MeterInspectionPage.tsx';
import { providedMeterInspectionMachine, type MeterInspectionCalls } from '../../src/features/service/meterInspection/meterInspectionCalls.ts';
import { fakeSavedFormCalls, savedFormId as id, savedFormTitle } from './support/savedForms.ts';
import { renderPortal, text } from './support/render.tsx';

const summary: SavedFormSummary = { id, flow: 'meterInspection', title: 'Meter inspection: Documents', route: '/MeterInspection', updatedAt: '2026-11-26T09:40:00.000Z' };
const inspectionCalls = (submit = vi.fn((_body: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.resolve(sampleInspectionReceipt))) => ({
  calendar: vi.fn(() => Promise.resolve(inspectionCalendar)),
  submit,
  upload: vi.fn(() => Promise.reject(new Error('no upload in these tests'))),
}) satisfies MeterInspectionCalls;

/** A real persisted snapshot saved on `sampleToday`: every step typed, the first free day chosen, both documents uploaded and the terms accepted. */
async function documentsSnapshot(next = false) {
  const actor = createActor(providedMeterInspectionMachine(inspectionCalls()), { input: signedInInput }).start();
  actor.send({ type: 'step.next' });
  for (const field of ['plotNumber', 'street', 'area', 'district', 'city', 'town', 'electricianName', 'electricianPhone', 'technicianName', 'technicianPhone'] as const) {
    if (field === 'electricianName') actor.send({ type: 'step.next' });
    actor.send({ type: 'inspection.change', field, value: sampleFields[field] });
  }
  actor.send({ type: 'step.next' });
  await settled(actor, (snapshot) => snapshot.matches('appointment'));
  actor.send({ type: 'step.next' });
  for (const kind of ['inspectionCertificate', 'taxInvoice'] as const) actor.send({ type: 'inspection.documents', kind, documents: [inspectionDocuments[kind]] });
  actor.send({ type: 'inspection.toggleTerms', value: true });
  if (next) actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toBe(next ? 'review' : 'documents');
  expect(actor.getSnapshot().context.day).toBe(inspectionCalendar[0]!.day);
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const render = (props: { savedForms?: { id?: string; calls: SavedFormCalls }; calls?: MeterInspectionCalls; input?: MeterInspectionInput; signedInRoute?: string; today?: string }) =>
  renderPortal(
    <MeterInspectionPage input={props.input ?? signedInInput} calls={props.calls ?? inspectionCalls()} savedForms={props.savedForms} signedInRoute={props.signedInRoute} today={props.today ?? sampleToday} />,
    { route: props.signedInRoute ? '/meterinspectionPrelogin' : '/MeterInspection' },
  );
const heading = (id: string) => screen.findByRole('heading', { name: text(id) });
const saveButton = () => screen.queryByRole('button', { name: text('service.savedForms.save') });

describe('saved forms in the meter inspection request', () => {
  it('resumed the next day on the documents step: the uploads are there, the calendar keeps only the days still offered, and nothing is read', async () => {
    const calls = inspectionCalls();
    const { user } = await render({ savedForms: { id, calls: fakeSavedFormCalls(summary, documentsSnapshot()) }, calls, today: inspectionCalendar[0]!.day });
    await heading('service.meterInspection.step.documents');
    for (const kind of ['inspectionCertificate', 'taxInvoice'] as const) expect(screen.getByText(inspectionDocuments[kind].fileName)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: text('service.meterInspection.terms') })).toBeChecked();
    expect(saveButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: text('service.back') }));
    await heading('service.meterInspection.step.appointment');
    const days = within(screen.getByRole('combobox', { name: text('service.start.day') })).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(days).toEqual(['', inspectionCalendar[1]!.day]);
    // The appointment's free places are those read when the step is reached: not saved there.
    expect(saveButton()).toBeNull();
    expect(calls.calendar).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: text('service.back') }));
    await heading('service.meterInspection.step.contractors');
    expect(screen.getByRole('textbox', { name: text('service.meterInspection.field.electricianName') })).toHaveValue(sampleFields.electricianName);
    expect(saveButton()).toBeEnabled();
  });

  it('resumed on the review: submitted with the saved appointment and documents, then the saved form is deleted', async () => {
    const saved = fakeSavedFormCalls(summary, documentsSnapshot(true));
    const submit = vi.fn((_body: MeterInspectionSubmitInput): Promise<MeterInspectionReceipt> => Promise.resolve(sampleInspectionReceipt));
    const { user } = await render({ savedForms: { id, calls: saved }, calls: inspectionCalls(submit) });
    await heading('service.meterInspection.step.review');
    expect(saved.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(submit.mock.calls[0]![0]).toMatchObject({ appointment: { day: inspectionCalendar[0]!.day }, electricianName: sampleFields.electricianName });
    expect(JSON.stringify(submit.mock.calls[0]![0])).toContain(inspectionDocuments.taxInvoice.documentId);
    expect(saveButton()).toBeNull();
  });

  it('Save for later saves the flow, its page and the step it is on', async () => {
    const saved = fakeSavedFormCalls(summary, null);
    const { user } = await render({ savedForms: { calls: saved } });
    const name = await screen.findByRole('textbox', { name: text('service.meterInspection.field.fullName') });
    await user.clear(name);
    await user.type(name, 'Mpho Kgosi');
    await user.click(screen.getByRole('button', { name: text('service.savedForms.save') }));
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(saved.save.mock.calls[0]![0]).toMatchObject({
      flow: 'meterInspection',
      route: '/MeterInspection',
      title: savedFormTitle('service.meterInspection.title', 'service.meterInspection.step.customer'),
      snapshot: { status: 'active', value: 'customer', context: { form: { fullName: 'Mpho Kgosi' } } },
    });
  });

  it('a visitor is told, on the first step only, that signed-in customers can save, with Sign in back to /MeterInspection', async () => {
    const { user } = await render({ input: { ...visitorInput, prefill: { ...sampleFields } }, signedInRoute: '/MeterInspection' });
    expect(await screen.findByText(text('service.savedForms.visitorHint'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorSignIn') })).toHaveAttribute('href', expect.stringContaining('redirect=%2FMeterInspection'));
    expect(saveButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await heading('service.meterInspection.step.premise');
    expect(screen.queryByText(text('service.savedForms.visitorHint'))).toBeNull();
  });
});
