import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectLandlordAgreement } from '../../machines/service/landlordAgreement/landlordAgreement.connect.ts';
import { landlordRental, notLandlordRecord, sampleLandlordReceipt, sampleLandlordRecord, sampleLandlordToday, validLandlordEnd, validLandlordStart } from '../../machines/service/landlordAgreement/landlordAgreement.fixtures.ts';
import { landlordAgreementMachine } from '../../machines/service/landlordAgreement/landlordAgreement.machine.ts';
import type { LandlordAgreementContext } from '../../machines/service/landlordAgreement/landlordAgreement.types.ts';
import { emptyLandlordAgreementForm, type LandlordAgreementForm } from '../../src/domain/landlordAgreement.ts';
import { LandlordAgreementView } from '../../src/features/service/landlordAgreement/LandlordAgreementView.tsx';
import { LandlordSignInNotice } from '../../src/features/service/landlordAgreement/LandlordSignInNotice.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};

const filled: LandlordAgreementForm = { accountNumbers: [landlordRental.accountNumber], startDate: validLandlordStart, endDate: validLandlordEnd, acceptTerms: true, message: 'Keys are with the caretaker at Plot 110.' };

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function LandlordAgreementAt({ value, context = {} }: { value: string; context?: Partial<LandlordAgreementContext> }) {
  const snapshot = landlordAgreementMachine.resolveState({
    value,
    context: { today: sampleLandlordToday, record: sampleLandlordRecord, form: emptyLandlordAgreementForm, errors: {}, failure: null, receipt: null, ...context },
  });
  return <LandlordAgreementView view={connectLandlordAgreement(snapshot, noop)} />;
}

const meta = {
  title: 'Service/LandlordAgreement',
  component: LandlordAgreementAt,
  decorators: [withRouter],
  parameters: { docs: { description: { component: 'Landlord agreement (/LandlordAgreement): each story is one state of the landlordAgreement machine.' } } },
} satisfies Meta<typeof LandlordAgreementAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the landlord's premises. */
export const Loading: Story = { args: { value: 'loading', context: { record: null } } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { record: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** Signed in without the landlord persona. */
export const NotLandlord: Story = { args: { value: 'notLandlord', context: { record: notLandlordRecord } } };

/** The premises (the home already covered) and the dates. */
export const Premises: Story = { args: { value: 'choosing' } };

/** Continue with nothing chosen: each rule says why. */
export const PremisesInvalid: Story = { args: { value: 'choosing', context: { errors: { premises: 'LANDLORD_PREMISES', startDate: 'LANDLORD_START_DATE' } } } };

/** A premise covered meanwhile: the premises read again, the first step says why. */
export const CoveredMeanwhile: Story = { args: { value: 'choosing', context: { form: filled, failure: { msgcode: 'LANDLORD_ALREADY', message: '' } } } };

/** The terms. */
export const Terms: Story = { args: { value: 'terms', context: { form: { ...filled, acceptTerms: false, message: '' } } } };

/** Continue without accepting the terms. */
export const TermsNotAccepted: Story = { args: { value: 'terms', context: { form: { ...filled, acceptTerms: false }, errors: { terms: 'LANDLORD_TERMS' } } } };

/** The review. */
export const Review: Story = { args: { value: 'reviewing', context: { form: filled } } };

/** Signing: the review waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { form: filled } } };

/** The submission failed: the review says why; Sign tries again. */
export const SubmitFailed: Story = { args: { value: 'reviewing', context: { form: filled, failure: { msgcode: 'GEN500', message: '' } } } };

/** Signed: the reference. */
export const Signed: Story = { args: { value: 'done', context: { form: filled, receipt: sampleLandlordReceipt } } };

/** A visitor on /LandlordAgreement: sign in first. */
export const Visitor: StoryObj<typeof LandlordSignInNotice> = { render: () => <LandlordSignInNotice /> };
