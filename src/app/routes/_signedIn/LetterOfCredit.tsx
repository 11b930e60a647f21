import { createFileRoute } from '@tanstack/react-router';
import { mayAskForLetters } from '../../../features/service/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { LetterOfCreditPage } from '../../../features/service/letterOfCredit/LetterOfCreditPage.tsx';

// A letter of credit or of service about the selected account (document 1 section 2: /LetterOfCredit).
export const Route = createFileRoute('/_signedIn/LetterOfCredit')({
  beforeLoad: requireRight(mayAskForLetters),
  component: function LetterOfCredit() {
    const session = useSession();
    const accountNumber = session.account?.accountNumber ?? '';
    // Another account starts the flow again.
    return <LetterOfCreditPage key={accountNumber} accountNumber={accountNumber} />;
  },
});
