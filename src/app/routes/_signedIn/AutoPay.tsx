import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { autoPayRights, mayOpenAutoPay } from '../../../features/payment/access.ts';
import { AutoPayPage } from '../../../features/payment/autoPay/AutoPayPage.tsx';

// Automatic Payment Plan (document 1 section 2, document 2 section 6): the menu right and ViewAutoPay; never agents; others go to /.
export const Route = createFileRoute('/_signedIn/AutoPay')({
  beforeLoad: requireRight(mayOpenAutoPay),
  component: function AutoPay() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <AutoPayPage key={accountNumber} accountNumber={accountNumber} {...autoPayRights(session)} />;
  },
});
