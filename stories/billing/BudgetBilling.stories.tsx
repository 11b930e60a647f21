import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectBudgetBilling } from '../../machines/billing/budgetBilling/budgetBilling.connect.ts';
import { enrolledStatus, offerStatus, pastDueStatus, sampleBudgetBillingAccount, shortHistoryStatus } from '../../machines/billing/budgetBilling/budgetBilling.fixtures.ts';
import { budgetBillingMachine } from '../../machines/billing/budgetBilling/budgetBilling.machine.ts';
import type { BudgetBillingContext } from '../../machines/billing/budgetBilling/budgetBilling.types.ts';
import { BudgetBillingView } from '../../src/features/billing/budgetBilling/BudgetBillingView.tsx';
import { PreBudgetBillingPage } from '../../src/features/billing/budgetBilling/PreBudgetBillingPage.tsx';
import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function BudgetBillingAt({ value, context = {} }: { value: string; context?: Partial<BudgetBillingContext> }) {
  const snapshot = budgetBillingMachine.resolveState({
    value,
    context: { accountNumber: sampleBudgetBillingAccount, status: null, termsAccepted: false, termsError: null, failure: null, actionFailure: null, notice: null, ...context },
  });
  return <BudgetBillingView view={connectBudgetBilling(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/BudgetBilling',
  component: BudgetBillingAt,
  decorators: [withRouter],
  parameters: {
    docs: {
      description: {
        component:
          'Budget billing (/Epp, /BudgetBilling): each story is one state of the budgetBilling machine: the offer (the mean of the last 12 bills), the review with the terms, the plan in force with Leave, or why the account cannot join. /PreEPP explains it to visitors.',
      },
    },
  },
} satisfies Meta<typeof BudgetBillingAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the plan and the offer. */
export const Loading: Story = { args: { value: 'loading' } };

/** The status could not be read: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { failure: { msgcode: 'NETWORK', message: '' } } } };

/** Step 1: the monthly amount and the 12 bills it comes from. */
export const Offer: Story = { args: { value: 'offer', context: { status: offerStatus } } };

/** Step 2: the review, Enroll pressed without the terms. */
export const ReviewTermsMissing: Story = { args: { value: 'review', context: { status: offerStatus, termsError: 'BUD_TERMS' } } };

/** Enrolling: the form waits. */
export const Enrolling: Story = { args: { value: 'enrolling', context: { status: offerStatus, termsAccepted: true } } };

/** The enrolment failed: the terms kept, the message and Try again. */
export const EnrolFailed: Story = { args: { value: 'review', context: { status: offerStatus, termsAccepted: true, actionFailure: { msgcode: 'GEN500', message: '' } } } };

/** Enrolled just now: the plan in force, the steps done and a message. */
export const Enrolled: Story = { args: { value: 'enrolled', context: { status: enrolledStatus, notice: 'enrolled' } } };

/** Leave the plan: the confirmation. */
export const ConfirmLeave: Story = { args: { value: 'confirmingUnenrol', context: { status: enrolledStatus } } };

/** A past-due balance: pay it first. */
export const PastDue: Story = { args: { value: 'ineligible', context: { status: pastDueStatus } } };

/** Fewer than 12 bills. */
export const ShortHistory: Story = { args: { value: 'ineligible', context: { status: shortHistoryStatus } } };

/** A new bill changed the offer while the customer was enrolling. */
export const OfferChanged: Story = { args: { value: 'offer', context: { status: offerStatus, notice: 'offerChanged' } } };

/** /PreEPP for visitors. */
export const Visitors: Story = { args: { value: 'loading' }, render: () => <PreBudgetBillingPage /> };
