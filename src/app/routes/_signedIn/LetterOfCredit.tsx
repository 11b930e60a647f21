import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { LetterOfCreditPage } from '../../../features/service/letterOfCredit/LetterOfCreditPage.tsx';

// Signed in with a service account selected; others go to /.
export const Route = createFileRoute('/_signedIn/LetterOfCredit')({
  beforeLoad: requireRight((session) => session.account !== null),
  component: function LetterOfCredit() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <LetterOfCreditPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
