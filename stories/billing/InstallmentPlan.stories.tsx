import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectInstallmentPlan } from '../../machines/billing/installmentPlan/installmentPlan.connect.ts';
import { eligibleStatus, enrolledStatus, ineligibleStatus, nothingPastDueStatus, sampleInstallmentPlanAccount } from '../../machines/billing/installmentPlan/installmentPlan.fixtures.ts';
import { installmentPlanMachine } from '../../machines/billing/installmentPlan/installmentPlan.machine.ts';
import type { InstallmentPlanContext } from '../../machines/billing/installmentPlan/installmentPlan.types.ts';
import { InstallmentPlanView } from '../../src/features/billing/installmentPlan/InstallmentPlanView.tsx';

import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function InstallmentPlanAt({ value, context = {} }: { value: string; context?: Partial<InstallmentPlanContext> }) {
  const snapshot = installmentPlanMachine.resolveState({
    value,
    context: {
      accountNumber: sampleInstallmentPlanAccount,
      status: eligibleStatus,
      balanceType: 'totalbal',
      installmentType: 'monthly',
      installments: 3,
      failure: null,
      actionFailure: null,
      notice: null,
      ...context,
    },
  });
  return <InstallmentPlanView view={connectInstallmentPlan(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/InstallmentPlan',
  component: InstallmentPlanAt,
  decorators: [withRouter],
  parameters: { docs: { description: { component: 'Installment plan (/CreatePaymentPlan): each story is one state of the installmentPlan machine.' } } },
} satisfies Meta<typeof InstallmentPlanAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the plan, the eligibility and the balances. */
export const Loading: Story = { args: { value: 'loading', context: { status: null } } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { status: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** No plan can be started: a payment is already scheduled. */
export const Ineligible: Story = { args: { value: 'ineligible', context: { status: ineligibleStatus } } };

/** Step 1: the total balance in 3 monthly installments, previewed. */
export const Choosing: Story = { args: { value: 'choosing' } };

/** Step 1: the past-due balance every two weeks in 4. */
export const ChoosingPastDue: Story = { args: { value: 'choosing', context: { balanceType: 'pastduebal', installmentType: 'biweekly', installments: 4 } } };

/** Nothing is past due: only the total balance is offered. */
export const NothingPastDue: Story = { args: { value: 'choosing', context: { status: nothingPastDueStatus } } };

/** Step 2: the review. */
export const Review: Story = { args: { value: 'review' } };

/** Enrolling: the review waits. */
export const Enrolling: Story = { args: { value: 'enrolling' } };

/** The enrolment failed: the message and Try again. */
export const EnrolFailed: Story = { args: { value: 'review', context: { actionFailure: { msgcode: 'GEN500', message: 'Server error' } } } };

/** The balance changed meanwhile: read again, and the page says why. */
export const BalanceChanged: Story = { args: { value: 'choosing', context: { notice: 'balanceChanged' } } };

/** Enrolled: the plan and its installments. */
export const Done: Story = { args: { value: 'done', context: { status: enrolledStatus, notice: 'enrolled' } } };

/** A plan in force, opened again. */
export const PlanInForce: Story = { args: { value: 'planInForce', context: { status: enrolledStatus } } };
