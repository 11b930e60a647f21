import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTokenPage } from '../../machines/payment/prepaidHistory/prepaidHistory.catalogue.ts';
import type { Paged } from '../../src/domain/payment.ts';
import type { PrepaidTransaction } from '../../src/domain/prepaid.ts';
import { TransactionHistoryPage } from '../../src/features/payment/prepaidHistory/TransactionHistoryPage.tsx';
import type { HistoryCalls } from '../../src/features/payment/prepaidHistory/prepaidHistoryCalls.ts';
import { withRouter } from '../support/router.tsx';

const transactions: Paged<PrepaidTransaction> = {
  items: [
    {
      referenceId: 'RCH837104202611224147',
      transactedAt: '2026-11-22T10:05:00.000Z',
      meterNumber: '04112873365',
      amount: 150,
      convenienceFee: 5,
      units: 86.56,
      channel: 'web',
      method: 'VISA ending 4242',
      confirmationNumber: 'PMT2026112276127863',
      status: 'completed',
    },
    {
      referenceId: 'RCH8371040008',
      transactedAt: '2026-11-18T08:12:00.000Z',
      meterNumber: '04112873365',
      amount: 300,
      convenienceFee: 0,
      units: 223.02,
      channel: 'vendor',
      method: null,
      confirmationNumber: null,
      status: 'completed',
    },
  ],
  page: 1,
  pageSize: 12,
  total: 2,
  totalPages: 1,
};

const calls = (outcome: 'ok' | 'empty' | 'hang' | 'fail'): HistoryCalls => async ({ list, page }) => {
  if (outcome === 'hang') return new Promise(() => undefined);
  if (outcome === 'fail') throw Object.assign(new Error(''), { msgcode: 'NETWORK', message: '' });
  if (outcome === 'empty') return { items: [], page: 1, pageSize: 12, total: 0, totalPages: 1 };
  return list === 'tokens' ? sampleTokenPage(page) : transactions;
};

function HistoryDemo({ tab, outcome }: { tab: 'tokens' | 'transactions'; outcome: 'ok' | 'empty' | 'hang' | 'fail' }) {
  return <TransactionHistoryPage accountNumber="300052837104" state="NW" tab={tab} calls={calls(outcome)} />;
}

const meta = {
  title: 'Payment/Recharge/TransactionHistoryPage',
  component: HistoryDemo,
  decorators: [withRouter],
  parameters: {
    route: '/transactionhistory/tokens',
    docs: {
      description: {
        component:
          '/transactionhistory/{tab}: the recharge tokens and the recharge transactions of a prepaid account, newest first and paged, with loading, empty and failed states.',
      },
    },
  },
} satisfies Meta<typeof HistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens, grouped by 4, page 1 of 2. */
export const Tokens: Story = { args: { tab: 'tokens', outcome: 'ok' } };

/** The transactions: amount, fee, units, how it was paid. */
export const Transactions: Story = { parameters: { route: '/transactionhistory/transactions' }, args: { tab: 'transactions', outcome: 'ok' } };

/** Loading the first page. */
export const Loading: Story = { args: { tab: 'tokens', outcome: 'hang' } };

/** No recharge yet. */
export const Empty: Story = { args: { tab: 'tokens', outcome: 'empty' } };

/** The list could not be had: Try again. */
export const Failed: Story = { args: { tab: 'tokens', outcome: 'fail' } };
