import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayOpenTextToPay } from '../../../features/payment/access.ts';
import { TextToPayPage } from '../../../features/payment/textToPay/TextToPayPage.tsx';

// Enrol in Text To Pay (document 1 section 2): the form at once, same rights as /TextToPay.
export const Route = createFileRoute('/_signedIn/EnrollTextToPay')({
  beforeLoad: requireRight(mayOpenTextToPay),
  component: function EnrollTextToPay() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    return <TextToPayPage key={accountNumber} accountNumber={accountNumber} canEdit={mayOpenTextToPay(session)} startWithForm />;
  },
});
