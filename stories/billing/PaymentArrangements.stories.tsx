import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectPaymentArrangements } from '../../machines/billing/paymentArrangements/paymentArrangements.connect.ts';
import { allArrangements, allowedDate, openArrangements, planArrangements, sampleArrangementsAccount, tooLateDate } from '../../machines/billing/paymentArrangements/paymentArrangements.fixtures.ts';
import { paymentArrangementsMachine } from '../../machines/billing/paymentArrangements/paymentArrangements.machine.ts';
import type { PaymentArrangementsContext } from '../../machines/billing/paymentArrangements/paymentArrangements.types.ts';
import { PaymentArrangementsView } from '../../src/features/billing/paymentArrangements/PaymentArrangementsView.tsx';

import { withRouter } from '../support/router.tsx';

const noop = () => {};

/** The view in one state of the machine: a snapshot resolved from a state value and a context. */
function PaymentArrangementsAt({ value, context = {} }: { value: string; context?: Partial<PaymentArrangementsContext> }) {
  const snapshot = paymentArrangementsMachine.resolveState({
    value,
    context: { accountNumber: sampleArrangementsAccount, arrangements: openArrangements, date: '', dateError: null, failure: null, actionFailure: null, notice: null, ...context },
  });
  return <PaymentArrangementsView view={connectPaymentArrangements(snapshot, noop)} />;
}

const meta = {
  title: 'Billing/PaymentArrangements',
  component: PaymentArrangementsAt,
  decorators: [withRouter],
  parameters: { docs: { description: { component: 'Payment arrangements (/PaymentArrangements): each story is one state of the paymentArrangements machine.' } } },
} satisfies Meta<typeof PaymentArrangementsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the arrangements. */
export const Loading: Story = { args: { value: 'loading', context: { arrangements: null } } };

/** The load failed: the message and Try again. */
export const LoadFailed: Story = { args: { value: 'loadFailed', context: { arrangements: null, failure: { msgcode: 'NETWORK', message: '' } } } };

/** Nothing arranged yet: each may be asked for. */
export const Open: Story = { args: { value: 'overview' } };

/** The extension, the installment plan and budget billing in force with their next dates. */
export const AllInForce: Story = { args: { value: 'overview', context: { arrangements: allArrangements, notice: 'extended' } } };

/** An installment plan in force: no extension. */
export const WithPlan: Story = { args: { value: 'overview', context: { arrangements: planArrangements } } };

/** The date form. */
export const Extending: Story = { args: { value: 'extending', context: { date: allowedDate } } };

/** A day past the limit, sent: the field says why. */
export const DateOutOfRange: Story = { args: { value: 'extending', context: { date: tooLateDate, dateError: 'EXT_DATE_RANGE' } } };

/** Requesting: the form waits. */
export const Requesting: Story = { args: { value: 'requesting', context: { date: allowedDate } } };

/** The request was refused: the message and Try again. */
export const RequestFailed: Story = { args: { value: 'extending', context: { date: allowedDate, actionFailure: { msgcode: 'GEN500', message: 'Server error' } } } };
