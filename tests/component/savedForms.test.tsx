/**
 * Saved forms in a flow's page (src/features/service/common/savedForms.tsx), on Other service: a
 * saved snapshot resumed with what was typed; one that no longer fits, or cannot be read, starts
 * afresh with a notice; Save for later saves the actor's snapshot, says why it failed and tries again
 * without losing anything, and replaces the same saved form next time.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { sampleOtherServiceAccount, sampleOtherServicePlace, sampleOtherServiceReceipt, sampleOtherServiceToday, validOtherServiceForm } from '../../machines/service/otherService/otherService.fixtures.ts';
import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { OtherServicePage } from '../../src/features/service/otherService/OtherServicePage.tsx';
import { providedOtherServiceMachine } from '../../src/features/service/otherService/otherServiceCalls.ts';
import { renderPortal, text } from './support/render.tsx';
import { fakeSavedFormCalls } from './support/savedForms.ts';

const id = '3f0c1a52-8b7e-4d21-9c3a-6e2f1b0d7a11';
const otherCalls = () => ({ load: vi.fn(() => Promise.resolve(sampleOtherServicePlace)), submit: vi.fn(() => Promise.resolve(sampleOtherServiceReceipt)) });
const summary: SavedFormSummary = { id, flow: 'otherService', title: 'Other service: Details', route: '/OtherService', updatedAt: '2026-11-28T09:40:00.000Z' };

/** A real persisted snapshot of Other service with the form typed in. */
async function typedSnapshot() {
  const actor = createActor(providedOtherServiceMachine(otherCalls()), { input: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday } }).start();
  await settled(actor, (s) => s.matches('editing'));
  for (const [field, value] of Object.entries(validOtherServiceForm)) actor.send({ type: 'otherService.change', field: field as keyof typeof validOtherServiceForm, value });
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const savedCalls = (snapshot: Promise<SavedForm['snapshot']> | null, save?: (body: SavedFormBody) => Promise<SavedFormSummary>, remove?: (id: string) => Promise<{ id: string; deleted: boolean }>) =>
  fakeSavedFormCalls(summary, snapshot, save && vi.fn(save), remove && vi.fn(remove));

const render = (savedForms: { id?: string; calls: SavedFormCalls }, calls = otherCalls(), accountNumber = sampleOtherServiceAccount) =>
  renderPortal(<OtherServicePage accountNumber={accountNumber} today={sampleOtherServiceToday} calls={calls} savedForms={savedForms} />, { route: '/OtherService' });
const message = () => screen.getByRole('textbox', { name: text('service.otherService.field.message') });

describe('saved forms in Other service', () => {
  it('resumes a saved form where it was left, with what was typed, without reading the premise again', async () => {
    const calls = otherCalls();
    const saved = savedCalls(typedSnapshot());
    await render({ id, calls: saved }, calls);
    await waitFor(() => expect(message()).toHaveValue(validOtherServiceForm.message));
    expect(saved.get).toHaveBeenCalledWith(id);
    expect(screen.getByRole('combobox', { name: text('service.otherService.field.orderType') })).toHaveValue(validOtherServiceForm.orderType);
    expect(calls.load).not.toHaveBeenCalled();
    expect(screen.queryByText(text('service.savedForms.stale'))).toBeNull();
  });

  it('starts afresh with a notice when the saved snapshot no longer fits the flow, or cannot be read', async () => {
    const stale = savedCalls(typedSnapshot().then((snapshot) => ({ ...snapshot, value: 'aStepThatIsGone' })));
    const first = await render({ id, calls: stale });
    expect(await screen.findByText(text('service.savedForms.stale'))).toBeInTheDocument();
    await waitFor(() => expect(message()).toHaveValue(''));
    first.unmount();

    await render({ id, calls: savedCalls(null) });
    expect(await screen.findByText(text('service.savedForms.resumeFailed'))).toBeInTheDocument();
    await waitFor(() => expect(message()).toHaveValue(''));
  });

  it('saves the form for later; a refused save says why and keeps everything; the next save replaces the same form', async () => {
    const save = vi.fn<(body: SavedFormBody) => Promise<SavedFormSummary>>().mockRejectedValueOnce({ msgcode: 'SAVED_FORM_LIMIT', message: '' }).mockResolvedValue(summary);
    const { user } = await render({ calls: savedCalls(null, save) });
    await user.type(await screen.findByRole('textbox', { name: text('service.otherService.field.message') }), 'Half typed');
    const button = screen.getByRole('button', { name: text('service.savedForms.save') });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text('service.savedForms.code.SAVED_FORM_LIMIT'));
    expect(message()).toHaveValue('Half typed');
    expect(save.mock.calls[0]![0]).toMatchObject({ flow: 'otherService', route: '/OtherService', snapshot: { status: 'active', value: 'editing', context: { form: { message: 'Half typed' } } } });
    expect(save.mock.calls[0]![0]).not.toHaveProperty('id');

    await user.click(button);
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('service.savedForms.open') })).toHaveAttribute('href', '/serviceTracker');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(save.mock.calls[2]![0]).toMatchObject({ id });
  });

  it('deletes the resumed saved form once the request is made, and says so when that fails', async () => {
    const saved = savedCalls(typedSnapshot());
    const calls = otherCalls();
    const { user } = await render({ id, calls: saved }, calls);
    await waitFor(() => expect(message()).toHaveValue(validOtherServiceForm.message));
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    expect(saved.remove).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: text('service.otherService.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(calls.submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(text('service.savedForms.forgetFailed'))).toBeNull();
  });

  it('says so on the success page when the saved form could not be deleted after the request was made', async () => {
    const remove = vi.fn(() => Promise.reject({ msgcode: 'NETWORK', message: '' }));
    const saved = savedCalls(typedSnapshot(), undefined, remove);
    const { user } = await render({ id, calls: saved });
    await waitFor(() => expect(message()).toHaveValue(validOtherServiceForm.message));
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await user.click(await screen.findByRole('button', { name: text('service.otherService.submit') }));
    expect(await screen.findByText(text('service.savedForms.forgetFailed'))).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(id);
  });

  it('a saved form about another account than the one selected says which account the request is for', async () => {
    await render({ id, calls: savedCalls(typedSnapshot()) }, otherCalls(), '900800700');
    await waitFor(() => expect(message()).toHaveValue(validOtherServiceForm.message));
    expect(screen.getByText(text('service.savedForms.otherAccount').replaceAll('{account}', sampleOtherServiceAccount))).toBeInTheDocument();
  });
});
