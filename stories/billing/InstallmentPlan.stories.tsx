import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectInstallmentPlan } from '../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { sampleInstallmentPlanAccount, sampleInstallmentPlanReceipt, validInstallmentPlanReference } from '../../machines/billing/installmentPlan/installmentPlan.fixtures.ts';
import { installmentPlanMachine } from '../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanContext } from '../../machines/billing/installmentPlan/installmentPlan.types.ts';
import { InstallmentPlanView } from '../../src/features/billing/installmentPlan/InstallmentPlanView.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function InstallmentPlanAt({ value, context = {} }: { value: string; context?: Partial<InstallmentPlanContext> }) {
  const snapshot = installmentPlanMachine.resolveState({
    value,
    context: { accountNumber: sampleInstallmentPlanAccount, record: null, reference: '', referenceError: null, failure: null, receipt: null, ...context },
  });
  return <InstallmentPlanView view={connectInstallmentPlan(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/InstallmentPlan',
  component: InstallmentPlanAt,
  parameters: { docs: { description: { component: 'InstallmentPlan: each story is one state of the installmentPlan machine.' } } },
} satisfies Meta<typeof InstallmentPlanAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading what the form starts from. */
export const Loading: Story = { args: { value: 'loading' } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** The form. */
export const Editing: Story = { args: { value: 'editing' } };

/** A reference that breaks the rule, submitted: the field says why. */
export const InvalidReference: Story = { args: { value: 'editing', context: { reference: 'x!', referenceError: 'BILLING_INSTALLMENT_PLAN_REFERENCE' } } };

/** Submitting: the form waits. */
export const Submitting: Story = { args: { value: 'submitting', context: { reference: validInstallmentPlanReference } } };

/** The submission failed: the reference is kept, the message and Try again. */
export const SubmitFailed: Story = {
  args: { value: 'editing', context: { reference: validInstallmentPlanReference, failure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The confirmation. */
export const Done: Story = { args: { value: 'done', context: { reference: validInstallmentPlanReference, receipt: sampleInstallmentPlanReceipt } } };
