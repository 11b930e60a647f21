import { createFileRoute, redirect } from '@tanstack/react-router';
import { billingHistoryTabOf, defaultBillingHistoryTab } from '../../../domain/billingHistoryTabs.ts';
import { mayOpenBillingHistory } from '../../../features/billing/access.ts';
import { BillingHistoryPage } from '../../../features/billing/billingHistory/BillingHistoryPage.tsx';
import { requireRight } from '../../guards.ts';

// Billing & Payment History (document 1 section 2): postpaid accounts with the history right;
// others go to /. An unknown tab opens the first one.
export const Route = createFileRoute('/_signedIn/billinghistory/{-$tab}')({
  beforeLoad: (args) => {
    requireRight(mayOpenBillingHistory)(args);
    if (billingHistoryTabOf(args.params.tab) === null) throw redirect({ to: '/billinghistory/{-$tab}', params: { tab: undefined }, replace: true });
  },
  component: function BillingHistory() {
    const { tab } = Route.useParams();
    return <BillingHistoryPage tab={billingHistoryTabOf(tab) ?? defaultBillingHistoryTab} />;
  },
});
