/**
 * Saved forms in stop service (/StopService; issues 14 and 15): a real persisted snapshot of the flow
 * resumed part-way with what was typed, without reading the account or the calendar again; Save for
 * later saves the flow's snapshot with its step in the title (not on the account step, nor while a
 * call is under way); a form resumed while another account is selected says which account it is
 * for; the resumed saved form is deleted once the request is made.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { sampleCalendar, sampleStopReceipt, sampleStopService, sampleStopServiceAccount } from '../../machines/service/stopService/stopService.fixtures.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { ScheduledRequestSummary } from '../../src/domain/serviceRequests.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { StopServicePage } from '../../src/features/service/stopService/StopServicePage.tsx';
import { providedStopServiceMachine, type StopServiceCalls } from '../../src/features/service/stopService/stopServiceCalls.ts';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { renderPortal, text } from './support/render.tsx';
import { fakeSavedFormCalls } from './support/savedForms.ts';

const id = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const today = '2026-11-28';
const forwarding = 'Plot 88, Nyangabgwe Road';
const summary: SavedFormSummary = { id, flow: 'stopService', title: 'Stop Service: Mailing address', route: '/StopService', updatedAt: '2026-11-28T09:40:00.000Z' };

function stopCalls(submit: StopServiceCalls['submit'] = () => Promise.resolve(sampleStopReceipt)) {
  return { load: vi.fn(() => Promise.resolve(sampleStopService)), calendar: vi.fn(() => Promise.resolve(sampleCalendar)), submit: vi.fn(submit) } satisfies StopServiceCalls;
}

/** A real persisted snapshot of stop service: the day and reason chosen, the forwarding address typed (on the mailing step, or on to the review). */
async function typedSnapshot(to: 'mailing' | 'review' = 'mailing') {
  const actor = createActor(providedStopServiceMachine(stopCalls()), { input: { accountNumber: sampleStopServiceAccount } }).start();
  await settled(actor, (s) => s.matches('account'));
  actor.send({ type: 'step.next' });
  await settled(actor, (s) => s.matches('schedule'));
  actor.send({ type: 'appointment.chooseDay', day: '2026-12-02' });
  actor.send({ type: 'stop.chooseReason', reason: 'SELLING' });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'address.change', field: 'address1', value: forwarding });
  if (to === 'review') actor.send({ type: 'step.next' });
  await settled(actor, (s) => s.matches(to));
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const savedCalls = (snapshot: Promise<SavedForm['snapshot']> | null) => fakeSavedFormCalls(summary, snapshot);

const render = (savedForms: { id?: string; calls: SavedFormCalls }, calls = stopCalls(), accountNumber = sampleStopServiceAccount) =>
  renderPortal(<StopServicePage accountNumber={accountNumber} today={today} calls={calls} savedForms={savedForms} />, { route: '/StopService' });
const saveButton = () => screen.queryByRole('button', { name: text('service.savedForms.save') });
const address1 = () => screen.getByRole('textbox', { name: text('service.address.address1') });
const stepHeading = (id: string) => screen.findByRole('heading', { level: 2, name: text(id) });

describe('saved forms in stop service', () => {
  it('resumes a saved form on the mailing step with what was typed and chosen, without reading the account or the calendar again', async () => {
    const calls = stopCalls();
    const saved = savedCalls(typedSnapshot());
    const { user } = await render({ id, calls: saved }, calls);
    await waitFor(() => expect(address1()).toHaveValue(forwarding));
    expect(saved.get).toHaveBeenCalledWith(id);
    expect(calls.load).not.toHaveBeenCalled();
    expect(calls.calendar).not.toHaveBeenCalled();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.queryByText(text('service.savedForms.stale'))).toBeNull();
    expect(screen.queryByText(text('service.savedForms.otherAccount').split('{account}')[0]!, { exact: false })).toBeNull();

    await user.click(screen.getByRole('button', { name: text('service.back') }));
    await stepHeading('service.stop.step.schedule');
    expect(screen.getByRole('combobox', { name: text('service.stop.day') })).toHaveValue('2026-12-02');
    expect(screen.getByRole('combobox', { name: text('service.stop.reason') })).toHaveValue('SELLING');
  });

  it('saves the flow for later with its step in the title; not on the account step, nor while the calendar is read', async () => {
    let read: (days: typeof sampleCalendar) => void = () => undefined;
    const calls = { ...stopCalls(), calendar: vi.fn(() => new Promise<typeof sampleCalendar>((resolve) => (read = resolve))) };
    const saved = savedCalls(null);
    const { user } = await render({ calls: saved }, calls);
    await stepHeading('service.stop.step.account');
    expect(saveButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await waitFor(() => expect(calls.calendar).toHaveBeenCalledTimes(1));
    expect(saveButton()).toBeNull();
    read(sampleCalendar);
    await stepHeading('service.stop.step.schedule');
    await user.selectOptions(screen.getByRole('combobox', { name: text('service.stop.reason') }), 'TENANT_LEAVING');
    await user.click(saveButton()!);
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(saved.save.mock.calls[0]![0]).toMatchObject({
      flow: 'stopService',
      route: '/StopService',
      title: formatCatalogueText('service.savedForms.title', { flow: text('service.stop.title'), step: text('service.stop.step.schedule') }),
      snapshot: { status: 'active', value: 'schedule', context: { accountNumber: sampleStopServiceAccount, reason: 'TENANT_LEAVING' } },
    });
  });

  it('a form resumed while another account is selected says which account the request is for, and is made for it', async () => {
    const calls = stopCalls();
    const saved = savedCalls(typedSnapshot('review'));
    const { user } = await render({ id, calls: saved }, calls, '300099990000');
    expect(await screen.findByText(formatCatalogueText('service.savedForms.otherAccount', { account: sampleStopServiceAccount }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]![0]).toMatchObject({ accountNumber: sampleStopServiceAccount, reason: 'SELLING' });
  });

  it('deletes the resumed saved form once the request is made; no Save for later while it is sent, nor on the success page', async () => {
    let made: (receipt: ScheduledRequestSummary) => void = () => undefined;
    const calls = stopCalls(() => new Promise((resolve) => (made = resolve)));
    const saved = savedCalls(typedSnapshot('review'));
    const { user } = await render({ id, calls: saved }, calls);
    await stepHeading('service.stop.step.review');
    expect(screen.getByText(text('service.reason.SELLING'))).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]![0]).toMatchObject({ accountNumber: sampleStopServiceAccount, appointment: { day: '2026-12-02' }, mailingAddress: { address1: forwarding } });
    expect(saveButton()).toBeNull();
    expect(saved.remove).not.toHaveBeenCalled();
    made(sampleStopReceipt);
    await stepHeading('service.stop.doneTitle');
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(saveButton()).toBeNull();
    expect(screen.queryByText(text('service.savedForms.forgetFailed'))).toBeNull();
  });
});
