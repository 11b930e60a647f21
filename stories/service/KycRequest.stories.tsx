import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectKycRequest } from '../../machines/service/kycRequest/kycRequest.connect.ts';
import { sampleKycRequestAccount, sampleKycRequestReceipt, validKycRequestReference } from '../../machines/service/kycRequest/kycRequest.fixtures.ts';
import { kycRequestMachine } from '../../machines/service/kycRequest/kycRequest.machine.ts';
import type { KycRequestContext } from '../../machines/service/kycRequest/kycRequest.types.ts';
import { KycRequestView } from '../../src/features/service/kycRequest/KycRequestView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function KycRequestAt({ value, context = {} }: { value: string; context?: Partial<KycRequestContext> }) {
  const snapshot = kycRequestMachine.resolveState({
    value,
    context: { accountNumber: sampleKycRequestAccount, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <KycRequestView view={connectKycRequest(snapshot, noop)} />;
}

const meta = {
  title: 'Service/KycRequest',
  component: KycRequestAt,
  parameters: { docs: { description: { component: 'KycRequest: each story is one state of the kycRequest machine.' } } },
} satisfies Meta<typeof KycRequestAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: 'SERVICE_KYC_REQUEST_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: validKycRequestReference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: validKycRequestReference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: validKycRequestReference, receipt: sampleKycRequestReceipt } } };
