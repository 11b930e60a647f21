/** Catalogue entry of the KYC request: how the path engine, the atlas and the coverage report walk it without a server. */
import { kycApplicantErrors, kycCompanyErrors, kycDocumentKinds, type KycForm } from '../../../src/domain/kyc.ts';

/** Every rule the company step breaks, each shareholder's field counted on its own (so that typing one moves the traversal on). */
function companyIssues(form: KycForm): number {
  const { shareholders = [], ...fields } = kycCompanyErrors(form);
  return Object.values(fields).filter(Boolean).length + shareholders.reduce((total, found) => total + Object.values(found).filter(Boolean).length, 0);
}
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleCompany, sampleDateOfBirth, sampleIdNumber, sampleKnownDetails, sampleKycAccount, sampleKycDocuments, sampleKycReceipt, sampleKycToday, sampleShareholders } from './kycRequest.fixtures.ts';
import { kycRequestMachine } from './kycRequest.machine.ts';

export const kycRequestEntry = entry({
  id: 'kycRequest',
  title: 'KYC request',
  description:
    'KYC request, signed in (/KYCRequest, the known details filled in) and not (/KYCPrelogin): the applicant (Residential and Owner by default, ID or passport, date of birth DD/MM/YYYY, land owner, phones, email, address), a company\'s details and shareholders (at most 100%), the documents, the review, the reference.',
  machine: kycRequestMachine,
  kind: 'flow',
  view: 'src/features/service/kycRequest/KycRequestPage.tsx',
  scenarios: [{ label: 'signed in', input: { today: sampleKycToday, accountNumber: sampleKycAccount, known: sampleKnownDetails } }],
  events: [
    { type: 'kyc.chooseType', kycType: 'Company' },
    { type: 'kyc.chooseType', kycType: 'Residential' },
    { type: 'kyc.chooseApplicantType', applicantType: 'Tenant' },
    { type: 'kyc.chooseIdentityType', identityType: 'Passport' },
    { type: 'kyc.toggleLandOwner', value: true },
    { type: 'kyc.change', field: 'idNumber', value: sampleIdNumber },
    { type: 'kyc.change', field: 'dateOfBirth', value: sampleDateOfBirth },
    ...(['companyName', 'industryType', 'registrationNumber', 'taxNumber', 'contactPerson'] as const).map((field) => ({ type: 'kyc.change' as const, field, value: sampleCompany[field] })),
    { type: 'kyc.addShareholder' },
    { type: 'kyc.removeShareholder', index: 1 },
    ...sampleShareholders.flatMap((holder, index) => (['name', 'idNumber', 'share'] as const).map((field) => ({ type: 'kyc.changeShareholder' as const, index, field, value: holder[field] }))),
    { type: 'kyc.changeShareholder', index: 1, field: 'share', value: '70' },
    ...kycDocumentKinds.map((kind) => ({ type: 'kyc.documents' as const, kind, documents: [sampleKycDocuments[kind]] })),
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.submit' },
  ],
  outcomes: {
    submitKyc: [resolves('submitKyc', sampleKycReceipt, 'resolve: the reference'), rejects('submitKyc', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Only what the guards of the state's step read: earlier steps cannot change what a later step may do.
  serializeState: (s) => {
    const c = s.context;
    const today = () => new Date(`${c.today}T12:00:00Z`);
    const step = ['applicant', 'company', 'documents', 'review'].find((id) => s.hasTag(`step:${id}` as never));
    const facts =
      step === 'applicant'
        ? [c.form.kycType, Object.keys(kycApplicantErrors(c.form, today)).length]
        : step === 'company'
          ? [Math.min(c.form.shareholders.length, 3), companyIssues(c.form)]
          : step === 'documents'
            ? [c.form.kycType, Object.keys(c.documents).length]
            : step === 'review'
              ? [c.form.kycType, c.failure?.msgcode ?? null]
              : [];
    return JSON.stringify([s.value, ...facts]);
  },
});
