/**
 * Saved forms in the new connection request (/newConnection; /newConnectionPrelogin for a visitor):
 * a real persisted snapshot resumed with the answers and the sketch uploaded; its accepted quotation
 * submitted as saved while still valid, and, once past its last day, the flow back on the site step
 * saying so, priced again and accepted anew before the request is made; the saved form deleted once
 * it is; Save for later with its step, never while the quotation is priced; the visitor's hint.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as settled } from 'xstate';
import { freshQuote, sampleNewConnectionReceipt, sampleOwner, sampleOwnerAnswers, sampleQuote, sampleSiteAnswers, sampleSketch } from '../../machines/service/newConnection/newConnection.fixtures.ts';
import type { NewConnectionQuoteInput, NewConnectionSubmitInput } from '../../machines/service/newConnection/newConnection.types.ts';
import type { NewConnectionField, NewConnectionOwner, NewConnectionQuote, NewConnectionReceipt } from '../../src/domain/newConnection.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { NewConnectionPage } from '../../src/features/service/newConnection/NewConnectionPage.tsx';
import { providedNewConnectionMachine, type NewConnectionCalls } from '../../src/features/service/newConnection/newConnectionCalls.ts';
import { fakeSavedFormCalls, savedFormId as id, savedFormTitle } from './support/savedForms.ts';
import { renderPortal, text } from './support/render.tsx';

const summary: SavedFormSummary = { id, flow: 'newConnection', title: 'New connection: Review', route: '/newConnection', updatedAt: '2026-11-26T09:40:00.000Z' };
/** Before the quotation's last day, and after it. */
const validDay = '2026-12-01';
const laterDay = '2026-12-10';

const connectionCalls = (quote: (basis: NewConnectionQuoteInput) => Promise<NewConnectionQuote> = () => Promise.resolve(sampleQuote)) => ({
  quote: vi.fn(quote),
  submit: vi.fn((_body: NewConnectionSubmitInput): Promise<NewConnectionReceipt> => Promise.resolve(sampleNewConnectionReceipt)),
  upload: vi.fn(() => Promise.reject(new Error('no upload in these tests'))),
}) satisfies NewConnectionCalls;

/** A real persisted snapshot: the answers, the site and its sketch, (unless left on the site) the quotation accepted, left on the review. */
async function savedSnapshot(leftOn: 'site' | 'review' = 'review') {
  const actor = createActor(providedNewConnectionMachine(connectionCalls()), { input: { owner: sampleOwner } }).start();
  const change = (answers: Partial<Record<NewConnectionField, string>>) => {
    for (const [field, value] of Object.entries(answers)) actor.send({ type: 'newConnection.change', field: field as NewConnectionField, value });
  };
  change({ nationalId: sampleOwnerAnswers.nationalId! });
  actor.send({ type: 'step.next' });
  change(sampleSiteAnswers);
  actor.send({ type: 'newConnection.sketch', documents: [sampleSketch] });
  if (leftOn === 'site') return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
  actor.send({ type: 'step.next' });
  await settled(actor, (snapshot) => snapshot.matches('quoted'));
  actor.send({ type: 'newConnection.accept', value: true });
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toBe('review');
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const render = (props: { savedForms?: { id?: string; calls: SavedFormCalls }; calls?: NewConnectionCalls; owner?: NewConnectionOwner | null; signedInRoute?: string; today?: string }) =>
  renderPortal(
    <NewConnectionPage
      owner={props.owner === undefined ? sampleOwner : props.owner}
      calls={props.calls ?? connectionCalls()}
      savedForms={props.savedForms}
      signedInRoute={props.signedInRoute}
      today={props.today ?? validDay}
    />,
    { route: props.signedInRoute ? '/newConnectionPrelogin' : '/newConnection' },
  );
const heading = (id: string) => screen.findByRole('heading', { name: text(id) });
const saveButton = () => screen.queryByRole('button', { name: text('service.savedForms.save') });

describe('saved forms in the new connection request', () => {
  it('resumed on the review while its quotation is valid: submitted with that quotation and the sketch, then the saved form is deleted', async () => {
    const saved = fakeSavedFormCalls(summary, savedSnapshot());
    const calls = connectionCalls();
    const { user } = await render({ savedForms: { id, calls: saved }, calls });
    await heading('service.newConnection.step.review');
    expect(screen.getByText(sampleSketch.fileName)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(calls.submit.mock.calls[0]![0]).toMatchObject({ quoteId: sampleQuote.quoteId, sketchPlan: sampleSketch.documentId, street: sampleSiteAnswers.street });
    expect(calls.quote).not.toHaveBeenCalled();
  });

  it('resumed after its quotation expired: back on the site step saying so, priced again, and the fresh quotation must be accepted', async () => {
    const saved = fakeSavedFormCalls(summary, savedSnapshot());
    const calls = connectionCalls(() => Promise.resolve(freshQuote));
    const { user } = await render({ savedForms: { id, calls: saved }, calls, today: laterDay });
    await heading('service.newConnection.step.site');
    expect(screen.getByRole('alert')).toHaveTextContent(text('service.newConnection.code.NC_QUOTE_EXPIRED'));
    expect(screen.getByRole('textbox', { name: text('service.newConnection.field.street') })).toHaveValue(sampleSiteAnswers.street);
    expect(screen.getByText(sampleSketch.fileName)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await heading('service.newConnection.step.quote');
    expect(calls.quote).toHaveBeenCalledTimes(1);
    expect(screen.getByText(text('service.newConnection.quoteCaption').replace('{quoteId}', freshQuote.quoteId))).toBeInTheDocument();
    const accept = screen.getByRole('checkbox', { name: text('service.newConnection.accept') });
    expect(accept).not.toBeChecked();
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await user.click(await screen.findByRole('button', { name: text('service.stop.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(calls.submit.mock.calls[0]![0]).toMatchObject({ quoteId: freshQuote.quoteId });
  });

  it('Save for later saves the flow, its page and the step it is on, replacing the resumed form; not offered while the quotation is priced', async () => {
    const saved = fakeSavedFormCalls(summary, savedSnapshot('site'));
    let priced: (quote: NewConnectionQuote) => void = () => {};
    const calls = connectionCalls(() => new Promise((resolve) => (priced = resolve)));
    const { user } = await render({ savedForms: { id, calls: saved }, calls });
    await heading('service.newConnection.step.site');
    expect(screen.getByText(sampleSketch.fileName)).toBeInTheDocument();
    const area = screen.getByRole('textbox', { name: text('service.newConnection.field.area') });
    await user.clear(area);
    await user.type(area, 'Block 9');
    await user.click(screen.getByRole('button', { name: text('service.savedForms.save') }));
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(saved.save.mock.calls[0]![0]).toMatchObject({
      id,
      flow: 'newConnection',
      route: '/newConnection',
      title: savedFormTitle('service.newConnection.title', 'service.newConnection.step.site'),
      snapshot: { status: 'active', value: 'site', context: { form: { area: 'Block 9' }, sketch: { documentId: sampleSketch.documentId } } },
    });

    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await waitFor(() => expect(calls.quote).toHaveBeenCalledTimes(1));
    expect(saveButton()).toBeNull();
    priced(sampleQuote);
    await heading('service.newConnection.step.quote');
    expect(saveButton()).toBeEnabled();
  });

  it('a visitor is told, on the first step, that signed-in customers can save, with Sign in back to /newConnection', async () => {
    await render({ owner: null, signedInRoute: '/newConnection' });
    expect(await screen.findByText(text('service.savedForms.visitorHint'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorSignIn') })).toHaveAttribute('href', expect.stringContaining('redirect=%2FnewConnection'));
    expect(saveButton()).toBeNull();
  });
});
