/**
 * Saved forms in start service signed in (/StartService; issues 14 and 15): a real persisted snapshot
 * of the flow resumed part-way with what was typed (the calendar without the days gone by); Save for
 * later saves the flow's snapshot with its step in the title, and is not offered while a call is under
 * way; the resumed saved form is deleted once the request is made. The visitor's local-market start
 * (/PreStartService) says on its first step that signed-in customers can save.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { eligible, freePremise, proofOfIdentity, sampleStartReceipt, sampleToday, samplePremises, startCalendar } from '../../machines/service/startService/startService.fixtures.ts';
import { preStartCalendar } from '../../machines/service/preStartService/preStartService.fixtures.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { ScheduledRequestSummary } from '../../src/domain/serviceRequests.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { PreStartServicePage } from '../../src/features/service/preStartService/PreStartServicePage.tsx';
import { StartServicePage } from '../../src/features/service/startService/StartServicePage.tsx';
import { providedStartServiceMachine, type StartServiceCalls } from '../../src/features/service/startService/startServiceCalls.ts';
import { formatCatalogueText } from '../../stories/support/i18n.ts';
import { renderPortal, text } from './support/render.tsx';
import { fakeSavedFormCalls } from './support/savedForms.ts';

const id = '7a1c2b34-5d6e-4f70-8a91-b2c3d4e5f607';
const summary: SavedFormSummary = { id, flow: 'startService', title: 'Start Service: Appointment', route: '/StartService', updatedAt: '2026-11-26T09:40:00.000Z' };

function startCalls(submit: StartServiceCalls['submit'] = () => Promise.resolve(sampleStartReceipt)) {
  return {
    search: vi.fn(() => Promise.resolve(samplePremises)),
    eligibility: vi.fn(() => Promise.resolve(eligible)),
    identity: vi.fn(() => Promise.resolve({ verified: true })),
    calendar: vi.fn(() => Promise.resolve(startCalendar)),
    submit: vi.fn(submit),
    upload: vi.fn(() => Promise.resolve(proofOfIdentity)),
  } satisfies StartServiceCalls;
}

/** A real persisted snapshot of start service: a business at the free premise, on the appointment step with the gate code typed (or further on, to the review). */
async function typedSnapshot(to: 'appointment' | 'review' = 'appointment') {
  const actor = createActor(providedStartServiceMachine(startCalls()), { input: { today: sampleToday } }).start();
  actor.send({ type: 'start.changeQuery', value: 'Kgale View' });
  actor.send({ type: 'start.chooseTown', town: 'Maun' });
  actor.send({ type: 'start.search' });
  await settled(actor, (s) => s.context.premises !== null && s.matches('premise'));
  actor.send({ type: 'start.choosePremise', premiseId: freePremise.premiseId });
  await settled(actor, (s) => s.matches('customer'));
  actor.send({ type: 'start.chooseCustomerType', customerType: 'BUSINESS' });
  actor.send({ type: 'start.changeBusinessName', value: 'Maun Bakery' });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'step.next' });
  await settled(actor, (s) => s.matches('appointment'));
  actor.send({ type: 'start.changeAccess', field: 'gateCode', value: '#12' });
  if (to === 'review') {
    actor.send({ type: 'step.next' });
    actor.send({ type: 'start.chooseCreditReview', value: true });
    actor.send({ type: 'start.chooseDeposit', value: 'DEPOSIT' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
  }
  await settled(actor, (s) => s.matches(to));
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const savedCalls = (snapshot: Promise<SavedForm['snapshot']> | null) => fakeSavedFormCalls(summary, snapshot);

const render = (savedForms: { id?: string; calls: SavedFormCalls }, calls = startCalls(), today = sampleToday) =>
  renderPortal(<StartServicePage today={today} calls={calls} savedForms={savedForms} />, { route: '/StartService' });
const saveButton = () => screen.queryByRole('button', { name: text('service.savedForms.save') });
const gateCode = () => screen.getByRole('textbox', { name: text('service.start.gateCode') });
const dayField = () => screen.getByRole('combobox', { name: text('service.start.day') });

describe('saved forms in start service', () => {
  it('resumes a saved form on the appointment step with what was typed, without the days gone by and without reading anything again', async () => {
    const calls = startCalls();
    const saved = savedCalls(typedSnapshot());
    // Resumed a day later: the 27th can no longer be booked, the 28th can.
    const { user } = await render({ id, calls: saved }, calls, '2026-11-27');
    await waitFor(() => expect(gateCode()).toHaveValue('#12'));
    expect(saved.get).toHaveBeenCalledWith(id);
    expect(screen.getByRole('heading', { level: 2, name: text('service.start.step.appointment') })).toBeInTheDocument();
    const days = Array.from(dayField().querySelectorAll('option')).map((option) => option.value).filter(Boolean);
    expect(days).toEqual(['2026-11-28']);
    expect(calls.calendar).not.toHaveBeenCalled();
    expect(calls.eligibility).not.toHaveBeenCalled();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.queryByText(text('service.savedForms.stale'))).toBeNull();

    // Back to the customer: the business name typed before saving.
    await user.click(screen.getByRole('button', { name: text('service.back') }));
    await user.click(await screen.findByRole('button', { name: text('service.back') }));
    expect(await screen.findByRole('textbox', { name: text('service.start.businessName') })).toHaveValue('Maun Bakery');
  });

  it('saves the flow for later with its step in the title; not on the premise search, nor while a call is under way', async () => {
    let verify: (value: { verified: boolean }) => void = () => undefined;
    const calls = { ...startCalls(), identity: vi.fn(() => new Promise<{ verified: boolean }>((resolve) => (verify = resolve))) };
    const saved = savedCalls(null);
    const { user } = await render({ calls: saved }, calls);
    expect(saveButton()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: text('service.start.query') }), 'Kgale View');
    await user.selectOptions(screen.getByRole('combobox', { name: text('service.start.town') }), 'Maun');
    await user.click(screen.getByRole('button', { name: text('service.start.search') }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Start service at ${freePremise.address1}`) }));
    await user.click(await screen.findByRole('checkbox', { name: text('service.start.hasCoApplicant') }));
    await user.type(screen.getByRole('textbox', { name: text('service.start.firstName') }), 'Neo');
    await user.click(saveButton()!);
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    const body = saved.save.mock.calls[0]![0];
    expect(body).toMatchObject({
      flow: 'startService',
      route: '/StartService',
      title: formatCatalogueText('service.savedForms.title', { flow: text('service.start.title'), step: text('service.start.step.customer') }),
      snapshot: { status: 'active', value: 'customer', context: { hasCoApplicant: true, coApplicant: { firstName: 'Neo' }, premise: { premiseId: freePremise.premiseId } } },
    });

    // The co-applicant's identity check under way: no Save for later.
    await user.type(screen.getByRole('textbox', { name: text('service.start.lastName') }), 'Kgosi');
    await user.type(screen.getByRole('textbox', { name: text('service.start.birthDay') }), '14');
    await user.type(screen.getByRole('textbox', { name: text('service.start.birthMonth') }), '3');
    await user.type(screen.getByRole('textbox', { name: text('service.start.birthYear') }), '1990');
    await user.type(screen.getByRole('textbox', { name: text('service.start.idNumber') }), '123415678');
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await waitFor(() => expect(calls.identity).toHaveBeenCalledTimes(1));
    expect(saveButton()).toBeNull();
    verify({ verified: true });
    expect(await screen.findByRole('heading', { level: 2, name: text('service.start.step.mailing') })).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
  });

  it('deletes the resumed saved form once the request is made; no Save for later while it is sent, nor on the success page', async () => {
    let made: (receipt: ScheduledRequestSummary) => void = () => undefined;
    const calls = startCalls(() => new Promise((resolve) => (made = resolve)));
    const saved = savedCalls(typedSnapshot('review'));
    const { user } = await render({ id, calls: saved }, calls);
    expect(await screen.findByRole('heading', { level: 2, name: text('service.start.step.review') })).toBeInTheDocument();
    expect(screen.getByText(/Maun Bakery/)).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]![0]).toMatchObject({ premiseId: freePremise.premiseId, businessName: 'Maun Bakery', gateCode: '#12' });
    expect(saveButton()).toBeNull();
    expect(saved.remove).not.toHaveBeenCalled();
    made(sampleStartReceipt);
    expect(await screen.findByRole('heading', { level: 2, name: text('service.stop.doneTitle') })).toBeInTheDocument();
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(saveButton()).toBeNull();
    expect(screen.queryByText(text('service.savedForms.forgetFailed'))).toBeNull();
  });
});

describe('the visitor hint in the local-market start', () => {
  it('says on the first step that signed-in customers can save, with Sign in back to /StartService and Register; not on the next steps', async () => {
    const calls = { search: vi.fn(() => Promise.resolve(samplePremises)), eligibility: vi.fn(() => Promise.resolve(eligible)), calendar: vi.fn(() => Promise.resolve(preStartCalendar)), submit: vi.fn(), upload: vi.fn() };
    const { user } = await renderPortal(<PreStartServicePage today={sampleToday} calls={calls} signedInRoute="/StartService" />, { route: '/PreStartService' });
    expect(screen.getByText(text('service.savedForms.visitorHint'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorSignIn') })).toHaveAttribute('href', '/login?redirect=%2FStartService');
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorRegister') })).toHaveAttribute('href', '/Register');
    expect(saveButton()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: text('service.start.query') }), 'Kgale View');
    await user.selectOptions(screen.getByRole('combobox', { name: text('service.start.town') }), 'Maun');
    await user.click(screen.getByRole('button', { name: text('service.start.search') }));
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Start service at ${freePremise.address1}`) }));
    expect(await screen.findByRole('heading', { level: 2, name: text('service.preStart.step.details') })).toBeInTheDocument();
    expect(screen.queryByText(text('service.savedForms.visitorHint'))).toBeNull();
  });
});
