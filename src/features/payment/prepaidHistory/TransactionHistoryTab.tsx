import { useSession } from '../../session/sessionContext.ts';
import type { PrepaidHistoryList } from '../../../../machines/payment/prepaidHistory/prepaidHistory.types.ts';
import { TransactionHistoryPage } from './TransactionHistoryPage.tsx';

/** The history page of the selected account (the route guard lets only prepaid accounts in). */
export function TransactionHistoryTab({ tab }: { tab: PrepaidHistoryList }) {
  const session = useSession();
  const account = session.account;
  if (!account) return null;
  return <TransactionHistoryPage accountNumber={account.accountNumber} state={account.serviceAddress.state || null} tab={tab} />;
}
