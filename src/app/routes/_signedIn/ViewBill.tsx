import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayOpenViewBill } from '../../../features/billing/access.ts';
import { mayOpenAutoPay } from '../../../features/payment/access.ts';
import { ViewBillPage } from '../../../features/billing/viewBill/ViewBillPage.tsx';

// Current Bill (document 1 section 2): a postpaid account selected and the current-bill right; others go to /.
export const Route = createFileRoute('/_signedIn/ViewBill')({
  beforeLoad: requireRight(mayOpenViewBill),
  component: function ViewBill() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account reads its own bill.
    return <ViewBillPage key={accountNumber} accountNumber={accountNumber} mayEnrolAutoPay={mayOpenAutoPay(session)} />;
  },
});
