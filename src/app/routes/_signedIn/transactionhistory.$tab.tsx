import { createFileRoute, redirect } from '@tanstack/react-router';
import { prepaidHistoryLists, type PrepaidHistoryList } from '../../../../machines/payment/prepaidHistory/prepaidHistory.types.ts';
import { TransactionHistoryTab } from '../../../features/payment/prepaidHistory/TransactionHistoryTab.tsx';

const isTab = (value: string): value is PrepaidHistoryList => (prepaidHistoryLists as readonly string[]).includes(value.toLowerCase());

// /transactionhistory/tokens or /transactionhistory/transactions; any other tab shows the tokens.
export const Route = createFileRoute('/_signedIn/transactionhistory/$tab')({
  beforeLoad: ({ params }) => {
    if (!isTab(params.tab)) throw redirect({ to: '/transactionhistory/$tab', params: { tab: 'tokens' }, replace: true });
  },
  component: function TransactionHistoryByTab() {
    const { tab } = Route.useParams();
    return <TransactionHistoryTab tab={tab.toLowerCase() as PrepaidHistoryList} />;
  },
});
