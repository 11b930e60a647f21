/**
 * Saved forms in the KYC request (/KYCRequest; /KYCPrelogin for a visitor): a real persisted snapshot
 * resumed with what was typed and the documents uploaded, submitted with those documents and then
 * deleted; Save for later saves the flow's snapshot with its step; a visitor is told signed-in
 * customers can save, on the first step only.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sampleDateOfBirth, sampleIdNumber, sampleKnownDetails, sampleKycAccount, sampleKycDocuments, sampleKycReceipt, sampleKycToday } from '../../machines/service/kycRequest/kycRequest.fixtures.ts';
import type { KycRequestSubmitInput } from '../../machines/service/kycRequest/kycRequest.types.ts';
import type { SavedForm, SavedFormSummary } from '../../src/domain/savedForms.ts';
import type { KycReceipt } from '../../src/domain/kyc.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';
import { KycRequestPage } from '../../src/features/service/kycRequest/KycRequestPage.tsx';
import { providedKycRequestMachine, type KycRequestCalls } from '../../src/features/service/kycRequest/kycRequestCalls.ts';
import { fakeSavedFormCalls, savedFormId as id, savedFormTitle } from './support/savedForms.ts';
import { renderPortal, text } from './support/render.tsx';

const summary: SavedFormSummary = { id, flow: 'kycRequest', title: 'KYC request: Documents', route: '/KYCRequest', updatedAt: '2026-11-26T09:40:00.000Z' };
const kycCalls = (submit = vi.fn((_body: KycRequestSubmitInput): Promise<KycReceipt> => Promise.resolve(sampleKycReceipt))) => ({
  submit,
  upload: vi.fn(() => Promise.reject(new Error('no upload in these tests'))),
}) satisfies KycRequestCalls;

/** A real persisted snapshot of the KYC request: the applicant typed, the three documents uploaded, left on the documents step. */
function documentsSnapshot(next = false) {
  const actor = createActor(providedKycRequestMachine(kycCalls()), { input: { today: sampleKycToday, accountNumber: sampleKycAccount, known: sampleKnownDetails } }).start();
  actor.send({ type: 'kyc.change', field: 'idNumber', value: sampleIdNumber });
  actor.send({ type: 'kyc.change', field: 'dateOfBirth', value: sampleDateOfBirth });
  actor.send({ type: 'step.next' });
  for (const kind of ['identification', 'proofOfResidence', 'proofOfIncome'] as const) actor.send({ type: 'kyc.documents', kind, documents: [sampleKycDocuments[kind]] });
  if (next) actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toBe(next ? 'review' : 'documents');
  return actor.getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

const render = (props: { savedForms?: { id?: string; calls: SavedFormCalls }; calls?: KycRequestCalls; signedInRoute?: string; accountNumber?: string | null }) =>
  renderPortal(
    <KycRequestPage
      today={sampleKycToday}
      accountNumber={props.accountNumber === undefined ? sampleKycAccount : props.accountNumber}
      known={sampleKnownDetails}
      calls={props.calls ?? kycCalls()}
      savedForms={props.savedForms}
      signedInRoute={props.signedInRoute}
    />,
    { route: props.signedInRoute ? '/KYCPrelogin' : '/KYCRequest' },
  );
const heading = (id: string) => screen.findByRole('heading', { name: text(id) });

describe('saved forms in the KYC request', () => {
  it('resumes on the documents step with the uploads and what was typed; submits with those documents, then deletes the saved form', async () => {
    const saved = fakeSavedFormCalls(summary, documentsSnapshot());
    const submit = vi.fn((_body: KycRequestSubmitInput): Promise<KycReceipt> => Promise.resolve(sampleKycReceipt));
    const { user } = await render({ savedForms: { id, calls: saved }, calls: kycCalls(submit) });
    await heading('service.kyc.step.documents');
    expect(saved.get).toHaveBeenCalledWith(id);
    for (const name of ['Omang.pdf', 'Lease.pdf', 'Payslip.pdf']) expect(screen.getByText(name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text('service.back') }));
    await heading('service.kyc.step.applicant');
    expect(screen.getByRole('textbox', { name: text('service.kyc.field.idNumber') })).toHaveValue(sampleIdNumber);
    expect(screen.getByRole('textbox', { name: text('service.kyc.field.fullName') })).toHaveValue(sampleKnownDetails.fullName);

    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await heading('service.kyc.step.documents');
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await heading('service.kyc.step.review');
    expect(saved.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('service.kyc.submit') }));
    await waitFor(() => expect(saved.remove).toHaveBeenCalledWith(id));
    expect(submit.mock.calls[0]![0]).toMatchObject({ accountNumber: sampleKycAccount, idNumber: sampleIdNumber });
    expect(JSON.stringify(submit.mock.calls[0]![0])).toContain(sampleKycDocuments.identification.documentId);
    expect(screen.queryByRole('button', { name: text('service.savedForms.save') })).toBeNull();
  });

  it('Save for later is on the review, and not while the request is sent', async () => {
    const { user } = await render({ savedForms: { id, calls: fakeSavedFormCalls(summary, documentsSnapshot(true)) }, calls: kycCalls(vi.fn(() => new Promise<KycReceipt>(() => {}))) });
    await heading('service.kyc.step.review');
    expect(screen.getByRole('button', { name: text('service.savedForms.save') })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: text('service.kyc.submit') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: text('service.savedForms.save') })).toBeNull());
    expect(screen.getByRole('button', { name: text('service.submitting') })).toBeDisabled();
  });

  it('Save for later saves the flow, its page and the step it is on', async () => {
    const saved = fakeSavedFormCalls(summary, null);
    const { user } = await render({ savedForms: { calls: saved } });
    await user.type(await screen.findByRole('textbox', { name: text('service.kyc.field.idNumber') }), sampleIdNumber);
    await user.click(screen.getByRole('button', { name: text('service.savedForms.save') }));
    expect(await screen.findByText(text('service.savedForms.saved'))).toBeInTheDocument();
    expect(saved.save).toHaveBeenCalledTimes(1);
    expect(saved.save.mock.calls[0]![0]).toMatchObject({
      flow: 'kycRequest',
      route: '/KYCRequest',
      title: savedFormTitle('service.kyc.title', 'service.kyc.step.applicant'),
      snapshot: { status: 'active', value: 'applicant', context: { accountNumber: sampleKycAccount, form: { idNumber: sampleIdNumber } } },
    });
  });

  it('a visitor is told, on the first step only, that signed-in customers can save, with Sign in back to /KYCRequest', async () => {
    const { user } = await render({ accountNumber: null, signedInRoute: '/KYCRequest' });
    expect(await screen.findByText(text('service.savedForms.visitorHint'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorSignIn') })).toHaveAttribute('href', expect.stringContaining('redirect=%2FKYCRequest'));
    expect(screen.getByRole('link', { name: text('service.savedForms.visitorRegister') })).toHaveAttribute('href', '/Register');
    expect(screen.queryByRole('button', { name: text('service.savedForms.save') })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: text('service.kyc.field.idNumber') }), sampleIdNumber);
    await user.type(screen.getByRole('textbox', { name: text('service.kyc.field.dateOfBirth') }), sampleDateOfBirth);
    await user.click(screen.getByRole('button', { name: text('service.next') }));
    await heading('service.kyc.step.documents');
    expect(screen.queryByText(text('service.savedForms.visitorHint'))).toBeNull();
  });
});
