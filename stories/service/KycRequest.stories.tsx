import type { Meta, StoryObj } from '@storybook/react-vite';
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
import type { KycRequestContext } from '../../machines/service/kycRequest/kycRequest.types.ts';
import { kycFormOf, type KycForm } from '../../src/domain/kyc.ts';
import { KycRequestPage } from '../../src/features/service/kycRequest/KycRequestPage.tsx';
import { KycRequestView } from '../../src/features/service/kycRequest/KycRequestView.tsx';
import { withRouter } from '../support/router.tsx';
import { persistedAt, storySavedFormCalls, storySavedFormId } from '../support/savedForms.ts';

const noop = () => {};
const upload = () => Promise.resolve(sampleKycDocuments.identification);
const filled: KycForm = { ...kycFormOf(sampleKnownDetails), idNumber: sampleIdNumber, dateOfBirth: sampleDateOfBirth };
const company: KycForm = { ...filled, kycType: 'Company', ...sampleCompany, shareholders: sampleShareholders.map((holder) => ({ ...holder })) };

const base: KycRequestContext = {
  today: sampleKycToday,
  accountNumber: sampleKycAccount,
  known: sampleKnownDetails,
  form: kycFormOf(sampleKnownDetails),
  applicantErrors: {},
  companyErrors: {},
  documents: {},
  documentErrors: {},
  failure: null,
  receipt: null,
};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function KycRequestAt({ value, context = {} }: { value: string; context?: Partial<KycRequestContext> }) {
  const snapshot = kycRequestMachine.resolveState({ value, context: { ...base, ...context } });
  return <KycRequestView view={connectKycRequest(snapshot, noop)} upload={upload} trackLink={(reference) => <a href={`#track-${reference}`}>Track this request</a>} />;
}

const meta = {
  title: 'Service/KycRequest',
  component: KycRequestAt,
  parameters: { docs: { description: { component: 'KYC request, signed in (/KYCRequest) and not (/KYCPrelogin): each story is one state of the kycRequest machine.' } } },
} satisfies Meta<typeof KycRequestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: a home by its owner, the known details filled in. */
export const Applicant: Story = { args: { value: 'applicant' } };

/** A visitor: nothing filled in. */
export const ApplicantVisitor: Story = { args: { value: 'applicant', context: { accountNumber: null, known: {}, form: kycFormOf({}) } } };

/** Next with fields missing or wrong: each says why (a date of birth in the future). */
export const ApplicantErrors: Story = {
  args: { value: 'applicant', context: { form: { ...kycFormOf({}), dateOfBirth: '27/11/2026' }, applicantErrors: { fullName: 'SRV_FULL_NAME', idNumber: 'REG_ID_NUMBER_REQUIRED', dateOfBirth: 'REG_DOB_FUTURE', primaryPhone: 'REG_PHONE_REQUIRED', email: 'REG_EMAIL_REQUIRED', plotNumber: 'SRV_PLOT_NUMBER', street: 'SRV_ADDRESS_LINE', area: 'SRV_AREA', city: 'SRV_CITY' } } },
};

/** A company: its details and two shareholders. */
export const Company: Story = { args: { value: 'company', context: { form: company } } };

/** A company's rules broken: the tax number's check, the registration format, shares above 100%. */
export const CompanyErrors: Story = {
  args: {
    value: 'company',
    context: {
      form: { ...company, taxNumber: '123456789', registrationNumber: 'B1234', shareholders: [sampleShareholders[0], { ...sampleShareholders[1], share: '70' }] },
      companyErrors: { taxNumber: 'KYC_TAX_CHECK', registrationNumber: 'KYC_REGISTRATION_FORMAT', shares: 'KYC_SHARES_TOTAL' },
    },
  },
};

/** A home's documents, none uploaded yet, Next pressed. */
export const DocumentsMissing: Story = { args: { value: 'documents', context: { form: filled, documentErrors: { identification: 'SRV_DOCUMENT_MISSING', proofOfResidence: 'SRV_DOCUMENT_MISSING', proofOfIncome: 'SRV_DOCUMENT_MISSING' } } } };

/** A company's documents: the registration certificate too. */
export const CompanyDocuments: Story = { args: { value: 'documents', context: { form: company, documents: sampleKycDocuments } } };

/** The review of a company's request. */
export const Review: Story = { args: { value: 'review', context: { form: company, documents: sampleKycDocuments } } };

/** Submitting: the review waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { form: filled, documents: sampleKycDocuments } } };

/** The submission failed: everything kept, the message and Try again. */
export const SubmitFailed: Story = { args: { value: 'review', context: { form: filled, documents: sampleKycDocuments, failure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** Signed in: the reference and the way to the tracker. */
export const Done: Story = { args: { value: 'done', context: { form: filled, receipt: sampleKycReceipt } } };

/** A visitor: the reference, kept to track the request with the email or phone. */
export const DoneVisitor: Story = { args: { value: 'done', context: { accountNumber: null, form: filled, receipt: sampleKycReceipt } } };

const kycCalls = { submit: () => Promise.resolve(sampleKycReceipt), upload };

/** Signed in (/KYCRequest) with saved forms: a saved form resumed on the documents step, with Save for later. */
export const SaveForLater: Story = {
  args: { value: 'documents', context: { form: filled, documents: { identification: sampleKycDocuments.identification } } },
  decorators: [withRouter],
  parameters: { route: '/KYCRequest' },
  render: ({ value, context }) => {
    const snapshot = persistedAt(kycRequestMachine, value, { ...base, ...context }, { today: sampleKycToday, accountNumber: sampleKycAccount, known: sampleKnownDetails });
    return (
      <KycRequestPage
        today={sampleKycToday}
        accountNumber={sampleKycAccount}
        known={sampleKnownDetails}
        calls={kycCalls}
        savedForms={{ id: storySavedFormId, calls: storySavedFormCalls('kycRequest', '/KYCRequest', snapshot) }}
      />
    );
  },
};

/** A visitor (/KYCPrelogin): the first step says signed-in customers can save the request, with Sign in and Register. */
export const VisitorSaveHint: Story = {
  args: { value: 'applicant' },
  decorators: [withRouter],
  parameters: { route: '/KYCPrelogin' },
  render: () => <KycRequestPage today={sampleKycToday} calls={kycCalls} signedInRoute="/KYCRequest" />,
};
