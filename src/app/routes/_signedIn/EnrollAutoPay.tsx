import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { autoPayRights, mayOpenAutoPay } from '../../../features/payment/access.ts';
import { AutoPayPage } from '../../../features/payment/autoPay/AutoPayPage.tsx';

// Enrol in the automatic payment plan (document 1 section 2): the plan's form at once, same rights as /AutoPay.
export const Route = createFileRoute('/_signedIn/EnrollAutoPay')({
  beforeLoad: requireRight(mayOpenAutoPay),
  component: function EnrollAutoPay() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    return <AutoPayPage key={accountNumber} accountNumber={accountNumber} {...autoPayRights(session)} startWithForm />;
  },
});
