import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryTab } from '../../../features/recharge/TransactionHistoryTab.tsx';

// Without a tab: the token history.
export const Route = createFileRoute('/_signedIn/transactionhistory/')({
  component: function TokenHistoryFirst() {
    return <TransactionHistoryTab tab="tokens" />;
  },
});
