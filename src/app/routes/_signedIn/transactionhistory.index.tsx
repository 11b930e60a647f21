import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryTab } from '../../../features/payment/prepaidHistory/TransactionHistoryTab.tsx';

// Without a tab: the token history.
export const Route = createFileRoute('/_signedIn/transactionhistory/')({
  component: function TokenHistoryFirst() {
    return <TransactionHistoryTab tab="tokens" />;
  },
});
