import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectKycRequest } from '../../machines/service/kycRequest/kycRequest.connect.ts';
import {
  sampleCompany,
  sampleDateOfBirth,
  sampleIdNumber,
  sampleKnownDetails,
  sampleKycAccount,
  sampleKycDocuments,
  sampleKycReceipt,
  sampleKycToday,
  sampleShareholders,
} from '../../machines/service/kycRequest/kycRequest.fixtures.ts';
import { kycRequestMachine } from '../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestInput, KycRequestSubmitInput } from '../../machines/service/kycRequest/kycRequest.types.ts';
import { kycCompanyFields, kycDocumentKinds, type KycKnownDetails, type KycReceipt } from '../../src/domain/kyc.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });
const signedIn: KycRequestInput = { today: sampleKycToday, accountNumber: sampleKycAccount, known: sampleKnownDetails };
const visitor: KycRequestInput = { today: sampleKycToday, accountNumber: null, known: {} };

function start(input: KycRequestInput = signedIn, submit = vi.fn((_input: KycRequestSubmitInput): Promise<KycReceipt> => Promise.resolve(sampleKycReceipt))) {
  const machine = kycRequestMachine.provide({ actors: { submitKyc: fromPromise(({ input }: { input: KycRequestSubmitInput }) => submit(input)) } });
  const actor = createActor(machine, { input }).start();
  const view = () => connectKycRequest(actor.getSnapshot(), actor.send);
  return { actor, view, submit };
}
type Started = ReturnType<typeof start>;
const settled = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const stepsOf = (view: Started['view']) => view().steps.map((step) => `${step.id}:${step.status}`);

function fillApplicant(view: Started['view'], known: KycKnownDetails = {}) {
  for (const [field, value] of Object.entries(known)) view().change(field as keyof KycKnownDetails, value);
  view().change('idNumber', sampleIdNumber);
  view().change('dateOfBirth', sampleDateOfBirth);
}
function fillCompany({ view }: Started) {
  for (const field of kycCompanyFields) view().change(field, sampleCompany[field]);
  view().addShareholder();
  sampleShareholders.forEach((holder, index) => {
    view().changeShareholder(index, 'name', holder.name);
    view().changeShareholder(index, 'idNumber', holder.idNumber);
    view().changeShareholder(index, 'share', holder.share);
  });
}

describe('kycRequest machine', () => {
  it('signed in: starts as a residential request by the owner, with the known details filled in', () => {
    const { view } = start();
    expect(view()).toMatchObject({ status: 'applicant', signedIn: true, form: { kycType: 'Residential', applicantType: 'Owner', identityType: 'ID', landOwner: false, ...sampleKnownDetails } });
    expect(stepsOf(view)).toEqual(['applicant:doing', 'documents:todo', 'review:todo']);
  });

  it('a visitor starts empty; Next says what each field needs, and a date of birth is DD/MM/YYYY, real and not in the future', () => {
    const { view } = start(visitor);
    expect(view()).toMatchObject({ signedIn: false, form: { fullName: '', email: '' } });
    view().next();
    expect(view().status).toBe('applicant');
    expect(view().applicantErrors).toMatchObject({ fullName: 'SRV_FULL_NAME', idNumber: 'REG_ID_NUMBER_REQUIRED', dateOfBirth: 'REG_DOB_REQUIRED', primaryPhone: 'REG_PHONE_REQUIRED', email: 'REG_EMAIL_REQUIRED', plotNumber: 'SRV_PLOT_NUMBER', city: 'SRV_CITY' });
    expect(view().applicantErrors.alternatePhone).toBeUndefined();
    for (const [typed, code] of [
      ['1988-03-14', 'DOB_DISPLAY_FORMAT'],
      ['1/3/1988', 'DOB_DISPLAY_FORMAT'],
      ['31/02/1988', 'REG_DOB_INVALID'],
      ['27/11/2026', 'REG_DOB_FUTURE'],
    ] as const) {
      view().change('dateOfBirth', typed);
      expect(view().applicantErrors.dateOfBirth).toBeUndefined();
      view().next();
      expect(view().applicantErrors.dateOfBirth).toBe(code);
    }
    fillApplicant(view, sampleKnownDetails);
    view().change('dateOfBirth', '26/11/2026');
    view().next();
    expect(view().status).toBe('documents');
  });

  it('residential: documents (no certificate), review, submit; the request carries the account and the choices', async () => {
    const started = start();
    const { view, actor, submit } = started;
    view().chooseApplicantType('Tenant');
    view().chooseIdentityType('Passport');
    view().toggleLandOwner(true);
    fillApplicant(started.view);
    view().next();
    expect(view()).toMatchObject({ status: 'documents', documentKinds: ['identification', 'proofOfResidence', 'proofOfIncome'] });
    view().next();
    expect(view().documentErrors).toEqual({ identification: 'SRV_DOCUMENT_MISSING', proofOfResidence: 'SRV_DOCUMENT_MISSING', proofOfIncome: 'SRV_DOCUMENT_MISSING' });
    for (const kind of kycDocumentKinds) view().documentsChanged(kind, [sampleKycDocuments[kind]]);
    view().documentsChanged('proofOfIncome', []);
    view().next();
    expect(view().documentErrors).toEqual({ proofOfIncome: 'SRV_DOCUMENT_MISSING' });
    view().documentsChanged('proofOfIncome', [sampleKycDocuments.proofOfIncome]);
    view().next();
    expect(view().status).toBe('review');
    expect(stepsOf(view)).toEqual(['applicant:done', 'documents:done', 'review:doing']);
    view().submit();
    expect(view().busy).toBe(true);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'done', receipt: sampleKycReceipt });
    expect(submit).toHaveBeenCalledWith({
      kycType: 'Residential',
      accountNumber: sampleKycAccount,
      ...sampleKnownDetails,
      idNumber: sampleIdNumber,
      dateOfBirth: sampleDateOfBirth,
      applicantType: 'Tenant',
      identityType: 'Passport',
      landOwner: true,
      documents: { identification: sampleKycDocuments.identification.documentId, proofOfResidence: sampleKycDocuments.proofOfResidence.documentId, proofOfIncome: sampleKycDocuments.proofOfIncome.documentId },
    });
  });

  it('company: its details, shareholders added and removed (one stays), at most 100% together, the tax-number check, then the certificate too', async () => {
    const started = start();
    const { view, actor, submit } = started;
    view().chooseType('Company');
    expect(stepsOf(view)).toEqual(['applicant:doing', 'company:todo', 'documents:todo', 'review:todo']);
    fillApplicant(started.view);
    view().next();
    expect(view()).toMatchObject({ status: 'company', canRemoveShareholder: false, canAddShareholder: true });
    view().next();
    expect(view().companyErrors).toMatchObject({ companyName: 'KYC_COMPANY_NAME', industryType: 'KYC_INDUSTRY', registrationNumber: 'KYC_REGISTRATION_REQUIRED', taxNumber: 'KYC_TAX_REQUIRED', contactPerson: 'KYC_CONTACT_PERSON', shareholders: [{ name: 'KYC_SHAREHOLDER_NAME', idNumber: 'REG_ID_NUMBER_REQUIRED', share: 'KYC_SHARE' }] });
    expect(view().companyErrors.website).toBeUndefined();
    fillCompany(started);
    view().removeShareholder(0);
    expect(view().form.shareholders).toEqual([sampleShareholders[1]]);
    view().removeShareholder(0);
    expect(view().form.shareholders).toHaveLength(1);
    view().addShareholder();
    view().changeShareholder(1, 'name', 'Neo Kgosi');
    view().changeShareholder(1, 'idNumber', '123415678');
    view().changeShareholder(1, 'share', '70');
    expect(view().sharesTotal).toBe(110);
    view().change('taxNumber', '123456789');
    view().change('registrationNumber', 'B1234');
    view().next();
    expect(view()).toMatchObject({ status: 'company', companyErrors: { shares: 'KYC_SHARES_TOTAL', taxNumber: 'KYC_TAX_CHECK', registrationNumber: 'KYC_REGISTRATION_FORMAT' } });
    view().changeShareholder(1, 'share', '60');
    view().change('taxNumber', sampleCompany.taxNumber);
    view().change('registrationNumber', sampleCompany.registrationNumber);
    view().next();
    expect(view()).toMatchObject({ status: 'documents', documentKinds: kycDocumentKinds });
    view().back();
    expect(view().status).toBe('company');
    view().next();
    for (const kind of kycDocumentKinds) view().documentsChanged(kind, [sampleKycDocuments[kind]]);
    view().next();
    submit.mockRejectedValueOnce(failure('GEN500'));
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' }, form: { companyName: sampleCompany.companyName } });
    view().submit();
    await settled(actor);
    expect(view().status).toBe('done');
    expect(submit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kycType: 'Company',
        company: { ...sampleCompany, shareholders: [sampleShareholders[1], { name: 'Neo Kgosi', idNumber: '123415678', share: '60' }] },
        documents: Object.fromEntries(kycDocumentKinds.map((kind) => [kind, sampleKycDocuments[kind].documentId])),
      }),
    );
  });

  it('back from the documents goes to the applicant for a home (a company chosen, then a home again)', async () => {
    const started = start();
    const { view } = started;
    view().chooseType('Company');
    view().chooseType('Residential');
    fillApplicant(started.view);
    view().next();
    view().back();
    expect(view().status).toBe('applicant');
  });
});
