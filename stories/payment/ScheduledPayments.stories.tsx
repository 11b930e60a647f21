import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleScheduledAccount, sampleScheduledUuid } from '../../machines/payment/scheduledPayments/scheduledPayments.fixtures.ts';
import { ScheduledPayments } from '../../src/features/payment/scheduledPayments/ScheduledPayments.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { accountScheduled, ScheduledAt, storyBillingCalls } from '../billing/billingStory.tsx';

const [first] = accountScheduled;

const meta = {
  title: 'Payment/ScheduledPayments',
  component: ScheduledAt,
  parameters: {
    docs: {
      description: {
        component:
          "Scheduled payments of the selected account (self-contained: /billinghistory/scheduled and the payment page embed it): date, amount, fee, method, confirmation number, Cancel behind a confirmation dialog, a toast once cancelled. Each story is one state of the scheduledPayments machine.",
      },
    },
  },
} satisfies Meta<typeof ScheduledAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reading the future payments. */
export const Loading: Story = { args: { value: 'loading', context: { payments: [] } } };

/** Two payments on this account, each with Cancel. */
export const List: Story = { args: { value: 'list' } };

/** A user without the cancel right sees the payments without Cancel. */
export const WithoutCancelRight: Story = { args: { value: 'list', context: { canCancel: false } } };

/** Nothing scheduled on this account. */
export const Empty: Story = { args: { value: 'empty', context: { payments: [] } } };

/** The list could not be read: the message and Try again. */
export const Failed: Story = { args: { value: 'failed', context: { payments: [], failure: { msgcode: 'NETWORK', message: '' } } } };

/** Cancel pressed: the confirmation dialog, nothing cancelled yet. */
export const Confirming: Story = { args: { value: 'confirming', context: { selected: first } } };

/** "Yes, cancel it" pressed: the buttons wait for the answer. */
export const Cancelling: Story = { args: { value: 'cancelling', context: { selected: first } } };

/** The cancellation failed: the message in the dialog, with Try again. */
export const CancelFailed: Story = {
  args: { value: 'cancelFailed', context: { selected: first, cancelFailure: { msgcode: 'GEN500', message: 'Server error' } } },
};

/** The live component: cancel the first payment, confirm; it leaves the list and a toast says so. */
export const CancelledToast: Story = {
  args: { value: 'list' },
  render: () => (
    <>
      <ScheduledPayments accountNumber={sampleScheduledAccount} uuid={sampleScheduledUuid} canCancel calls={storyBillingCalls()} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [cancel] = await canvas.findAllByRole('button', { name: /PAY|Cancel|Cancelar|Annuler/ });
    await userEvent.click(cancel!);
    const dialog = await within(document.body).findByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await within(document.body).findByRole('status')).toBeInTheDocument();
  },
};
