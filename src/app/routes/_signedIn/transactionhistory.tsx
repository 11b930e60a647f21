import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRight } from '../../guards.ts';
import { mayOpenTransactionHistory } from '../../../features/payment/prepaidAccess.ts';

// Token & Transaction History (prepaid; document 1 section 2): /transactionhistory/{tab?}.
export const Route = createFileRoute('/_signedIn/transactionhistory')({
  beforeLoad: requireRight(mayOpenTransactionHistory),
  component: Outlet,
});
