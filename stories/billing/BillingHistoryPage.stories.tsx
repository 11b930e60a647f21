import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyHistoryPage, historyPage, billItem, sampleBillsPage1, sampleBillsPage2, samplePaymentsPage } from '../../machines/billing/billingHistory/billingHistory.fixtures.ts';
import type { BillingHistoryTab } from '../../src/domain/billingHistory.ts';
import { BillingHistoryPage } from '../../src/features/billing/billingHistory/BillingHistoryPage.tsx';
import type { BillingHistoryCalls } from '../../src/features/billing/billingHistory/billingHistoryCalls.ts';
import { SignedInFrame } from '../../src/features/session/SignedInFrame.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';
import { HistoryTabAt, storyBillingCalls } from './billingStory.tsx';

/** The page in the signed-in frame, on one tab, with fake calls. */
function BillingHistoryDemo({ tab, calls }: { tab: BillingHistoryTab; calls: BillingHistoryCalls }) {
  return (
    <SignedInFrame layout="desktop">
      <BillingHistoryPage tab={tab} calls={calls} />
      <ToastRegion />
    </SignedInFrame>
  );
}

const meta = {
  title: 'Billing/BillingHistoryPage',
  component: BillingHistoryDemo,
  decorators: [withSignedInSession],
  parameters: {
    docs: {
      description: {
        component:
          '/billinghistory/{tab?}: the selected postpaid account\'s bills (DD/MM/yyyy dates, billing period, usage, amount with CR for a credit, status), its payments (made, scheduled, cancelled, failed, with fee and method) and its scheduled payments with Cancel; 12 to a page.',
      },
    },
  },
} satisfies Meta<typeof BillingHistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (tab: BillingHistoryTab, options: SignedInOptions = {}) => ({ signedIn: { route: `/billinghistory/${tab}`, built: 'all' as const, ...options } });

/** Bills, page 1 of 2. */
export const Bills: Story = { args: { tab: 'bills', calls: storyBillingCalls() }, parameters: signedIn('bills') };

/** Payments: scheduled, made, cancelled and failed. */
export const Payments: Story = { args: { tab: 'payments', calls: storyBillingCalls({ payments: samplePaymentsPage }) }, parameters: signedIn('payments') };

/** Scheduled payments with Cancel. */
export const Scheduled: Story = { args: { tab: 'scheduled', calls: storyBillingCalls() }, parameters: signedIn('scheduled') };

/** A new account: no bills yet. */
export const NoBills: Story = { args: { tab: 'bills', calls: storyBillingCalls({ bills: emptyHistoryPage }) }, parameters: signedIn('bills') };

/** The history could not be read: the message and Try again. */
export const Failed: Story = { args: { tab: 'bills', calls: storyBillingCalls({ bills: 'fail' }) }, parameters: signedIn('bills') };

/** Still reading. */
export const Loading: Story = { args: { tab: 'payments', calls: storyBillingCalls({ payments: 'hang' }) }, parameters: signedIn('payments') };

/** No account selected. */
export const NoAccount: Story = { args: { tab: 'bills', calls: storyBillingCalls() }, parameters: signedIn('bills', { session: { accountNumber: null } }) };

// ---- one tab in each state of its machine (no frame)

/** The second page of bills: a credit bill shown with CR; Previous enabled, Next disabled. */
export const BillsSecondPage: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="list" context={{ page: 2, result: sampleBillsPage2 }} />,
};

/** One page only: no pager. */
export const BillsOnePage: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="list" context={{ result: historyPage([billItem(11, { status: 'overdue' }), billItem(10)]) }} />,
};

/** Reading page 2 after Next. */
export const LoadingNextPage: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="loading" context={{ page: 2, result: sampleBillsPage1 }} />,
};

/** No payments yet. */
export const NoPayments: Story = {
  args: { tab: 'payments', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="empty" type="payment" context={{ result: emptyHistoryPage }} />,
};

/** A date range applied: its bills, and the downloads. */
export const BillsInRange: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="list" context={{ result: historyPage([billItem(11), billItem(10)]), from: '2026-01-01', to: '2026-06-30' }} />,
};

/** A reversed range is refused beside the fields; the list stays. */
export const RangeRefused: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="list" context={{ result: sampleBillsPage2, rangeError: 'VLD_HISTORY_RANGE' }} />,
};

/** A file being made: the downloads and the pager wait. */
export const Exporting: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="exporting" context={{ result: sampleBillsPage1, exportRequest: { format: 'xlsx', language: 'EN_US' } }} />,
};

/** The file could not be had: the message beside the downloads. */
export const ExportFailed: Story = {
  args: { tab: 'bills', calls: storyBillingCalls() },
  render: () => <HistoryTabAt value="list" context={{ result: sampleBillsPage1, exportFailure: { msgcode: 'NETWORK', message: '' } }} />,
};
