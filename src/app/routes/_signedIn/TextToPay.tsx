import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayOpenTextToPay } from '../../../features/payment/access.ts';
import { TextToPayPage } from '../../../features/payment/textToPay/TextToPayPage.tsx';

// Text To Pay (document 1 section 2, document 2 section 6): the billing right text-to-pay, with an account selected; others go to /.
export const Route = createFileRoute('/_signedIn/TextToPay')({
  beforeLoad: requireRight(mayOpenTextToPay),
  component: function TextToPay() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <TextToPayPage key={accountNumber} accountNumber={accountNumber} canEdit={mayOpenTextToPay(session)} />;
  },
});
