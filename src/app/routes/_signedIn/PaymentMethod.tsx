import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayManagePaymentMethods, mayOpenPaymentMethods } from '../../../features/payment/access.ts';
import { SavedMethodsPage } from '../../../features/payment/savedMethods/SavedMethodsPage.tsx';

// Payment Information (document 1 section 2, document 2 section 6): the menu right, or status 2 with ViewPaymentMethod; others go to /.
export const Route = createFileRoute('/_signedIn/PaymentMethod')({
  beforeLoad: requireRight(mayOpenPaymentMethods),
  component: function PaymentMethod() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    return <SavedMethodsPage key={accountNumber} accountNumber={accountNumber} canManage={mayManagePaymentMethods(session)} />;
  },
});
