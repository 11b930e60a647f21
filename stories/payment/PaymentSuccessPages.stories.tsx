import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleReceipt, sampleScheduledReceipt } from '../../machines/payment/makePayment/makePayment.fixtures.ts';
import { PaymentSuccessPage } from '../../src/features/payment/makePayment/PaymentSuccessPage.tsx';
import { withRouter } from '../support/router.tsx';

const meta = {
  title: 'Payment/SuccessPages',
  component: PaymentSuccessPage,
  decorators: [withRouter],
  parameters: { docs: { description: { component: '/PayBillSuccess and /PayScheduledSuccess: the receipt of the payment just made, or a pointer to the history after a reload.' } } },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /PayBillSuccess with the receipt. */
export const PayBillSuccess: Story = { args: { expected: 'completed', receipt: sampleReceipt }, parameters: { route: '/PayBillSuccess' } };

/** /PayScheduledSuccess with the receipt. */
export const PayScheduledSuccess: Story = { args: { expected: 'scheduled', receipt: sampleScheduledReceipt }, parameters: { route: '/PayScheduledSuccess' } };

/** Opened again after a reload: no receipt in memory. */
export const NoRecentPayment: Story = { args: { expected: 'completed', receipt: null }, parameters: { route: '/PayBillSuccess' } };
