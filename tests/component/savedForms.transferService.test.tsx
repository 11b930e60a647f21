/**
 * Saved forms in Transfer service (src/features/service/transferService/TransferServicePage.tsx): a
 * real persisted snapshot of the flow part-way resumed with what was typed and without any call;
 * Save for later on the steps that invoke nothing (not on a calendar); the resumed saved form deleted
 * once the request is made; a visitor's first step says that signed-in customers can save; the
 * visitor's Success page reads the transfer from its address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { currentPremise, mayMoveOut, moveInCurrent, moveInEligible, newPremise, sampleTransferAccount, sampleTransferReceipt, transferCalendar, transferPremises } from '../../machines/service/transferService/transferService.fixtures.ts';
import type { MoveInCheckInput } from '../../machines/service/transferService/transferService.types.ts';
import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { transferDoneOf, transferSuccessSearch, transferSuccessSearchOf } from '../../src/features/service/transferService/transferSuccessSearch.ts';
import { TransferServicePage } from '../../src/features/service/transferService/TransferServicePage.tsx';
import { providedTransferServiceMachine, type TransferServiceCalls } from '../../src/features/service/transferService/transferServiceCalls.ts';
import { renderPortal, text } from './support/render.tsx';
import { fakeSavedFormCalls } from './support/savedForms.ts';

const id = '7b2e4c90-1d3f-4a6b-8e5c-2f9a0b1c3d44';
const summary: SavedFormSummary = { id, flow: 'transferService', title: 'Transfer service: Mailing address', route: '/TransferService', updatedAt: '2026-11-28T09:40:00.000Z' };
const typedStreet = 'Plot 77, Tsholofelo Close';

const transferCalls = () =>
  ({
    moveOut: vi.fn(() => Promise.resolve(mayMoveOut)),
    calendar: vi.fn(() => Promise.resolve(transferCalendar)),
    search: vi.fn(() => Promise.resolve(transferPremises)),
    moveIn: vi.fn((input: MoveInCheckInput) => Promise.resolve(input.premiseId === currentPremise.premiseId ? moveInCurrent : moveInEligible)),
    submit: vi.fn(() => Promise.resolve(sampleTransferReceipt)),
  }) satisfies TransferServiceCalls;

/** A real persisted snapshot of Transfer service on the mailing address, with a street typed in. */
async function mailingSnapshot() {
  const actor = createActor(providedTransferServiceMachine(transferCalls()), { input: { accountNumber: sampleTransferAccount, visitor: false } }).start();
  const idle = () => settled(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  await idle();
  actor.send({ type: 'step.next' });
  await idle();
  actor.send({ type: 'step.next' });
  actor.send({ type: 'start.changeQuery', value: 'Kgale' });
  actor.send({ type: 'start.search' });
  await idle();
  actor.send({ type: 'start.choosePremise', premiseId: newPremise.premiseId });
  await idle();
  actor.send({ type: 'step.next' });
  actor.send({ type: 'address.change', field: 'address1', value: typedStreet });
  expect(actor.getSnapshot().value).toBe('mailing');
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const savedCalls = (snapshot: Promise<SavedForm['snapshot']> | null) => fakeSavedFormCalls(summary, snapshot);

const render = (savedForms: { id?: string; calls: SavedFormCalls }, calls = transferCalls(), accountNumber = sampleTransferAccount) =>
  renderPortal(<TransferServicePage accountNumber={accountNumber} calls={calls} savedForms={savedForms} />, { route: '/TransferService' });
const stepHeading = (id: string) => screen.findByRole('heading', { level: 2, name: text(id) });
const street = () => screen.getByRole('textbox', { name: text('service.address.address1') });
const saveButton = () => screen.queryByRole('button', { name: text('service.savedForms.save') });

describe('saved forms in Transfer service', () => {
  it('resumes a saved form on the mailing address with what was typed, without checking or reading anything again', async () => {
    const calls = transferCalls();
    const saved = savedCalls(mailingSnapshot());
    await render({ id, calls: saved }, calls);
    await stepHeading('service.transfer.step.mailing');
    expect(street()).toHaveValue(typedStreet);
    expect(saved.get).toHaveBeenCalledWith(id);
    expect(calls.moveOut).not.toHaveBeenCalled();
    expect(calls.calendar).not.toHaveBeenCalled();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.queryByText(text('service.savedForms.stale'))).toBeNull();
  });

  it('offers Save for later on the move-out step, not on a calendar, and saves the new address step with the flow, route and title', async () => {
    const save = vi.fn((_body: SavedFormBody) => Promise.resolve(summary));
    const { user } = await render({ calls: fakeSavedFormCalls(summary, null, save) });
    await stepHeading('service.transfer.step.moveOut');
    expect(saveButton()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await stepHeading('service.transfer.step.moveOutDate');
    expect(saveButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await stepHeading('service.transfer.step.moveIn');
    await user.type(screen.getByRole('textbox', { name: text('service.start.query') }), 'Kgale');
    await user.click(saveButton()!);
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({
      flow: 'transferService',
      route: '/TransferService',
      title: text('service.savedForms.title').replace('{flow}', text('service.transfer.title')).replace('{step}', text('service.transfer.step.moveIn')),
      snapshot: { status: 'active', value: { moveIn: 'premise' }, context: { accountNumber: sampleTransferAccount, query: 'Kgale', moveOut: { day: '2026-12-01' } } },
    });
  });

  it('deletes the resumed saved form once both requests are made', async () => {
    const saved = savedCalls(mailingSnapshot());
    const calls = transferCalls();
    const { user } = await render({ id, calls: saved }, calls);
    await stepHeading('service.transfer.step.mailing');
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await stepHeading('service.transfer.step.review');
    expect(screen.getByText(new RegExp(typedStreet))).toBeInTheDocument();
    expect(saved.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('service.transfer.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(calls.submit).toHaveBeenCalledTimes(1);
    expect(calls.submit.mock.calls[0]).toMatchObject([{ orderType: 'TRANSFER', accountNumber: sampleTransferAccount, premiseId: newPremise.premiseId, mailingAddress: { address1: typedStreet } }]);
    expect(await screen.findByText(new RegExp(sampleTransferReceipt.moveIn.reference))).toBeInTheDocument();
    expect(saveButton()).toBeNull();
  });

  it('a saved form about another account than the one selected says which account the request is for', async () => {
    await render({ id, calls: savedCalls(mailingSnapshot()) }, transferCalls(), '900800700');
    await stepHeading('service.transfer.step.mailing');
    expect(screen.getByText(text('service.savedForms.otherAccount').replaceAll('{account}', sampleTransferAccount))).toBeInTheDocument();
  });

  it("a visitor's first step says that signed-in customers can save, with Sign in back to /TransferService; no save, and not on the next steps", async () => {
    const saved = savedCalls(null);
    const { user } = await renderPortal(<TransferServicePage accountNumber="" visitor calls={transferCalls()} savedForms={{ signedInRoute: '/TransferService', calls: saved }} />, { route: '/TransferServicePrelogin' });
    await stepHeading('service.transfer.step.identify');
    const hint = screen.getByText(text('service.savedForms.visitorHint')).parentElement!;
    expect(within(hint).getByRole('link', { name: text('service.savedForms.visitorSignIn') })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/TransferService')}`);
    expect(within(hint).getByRole('link', { name: text('service.savedForms.visitorRegister') })).toHaveAttribute('href', '/Register');
    expect(saveButton()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: text('service.transfer.accountNumber') }), sampleTransferAccount);
    await user.type(screen.getByRole('textbox', { name: text('service.transfer.lastName') }), 'Mosweu');
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await stepHeading('service.transfer.step.moveOut');
    expect(screen.queryByText(text('service.savedForms.visitorHint'))).toBeNull();
    expect(saved.get).not.toHaveBeenCalled();
  });
});

describe("the visitor's Success page address", () => {
  it('carries both references and appointments, and leaves out what is not one', () => {
    const search = transferSuccessSearchOf(sampleTransferReceipt);
    expect(transferDoneOf(transferSuccessSearch(search as Record<string, unknown>))).toEqual({
      moveOut: { reference: 'SR-5A1B2C3D', appointment: { day: '2026-12-01', slot: 0 } },
      moveIn: { reference: 'SR-6E7F8A9B', appointment: { day: '2026-12-02', slot: 2 } },
    });
    const tampered = transferSuccessSearch({ ...search, inSlot: 9, outDay: 'tomorrow', extra: 'x' });
    expect(tampered).toEqual({ out: 'SR-5A1B2C3D', outSlot: 0, in: 'SR-6E7F8A9B', inDay: '2026-12-02' });
    expect(transferDoneOf(tampered)).toBeNull();
    expect(transferDoneOf(transferSuccessSearch({}))).toBeNull();
  });
});
