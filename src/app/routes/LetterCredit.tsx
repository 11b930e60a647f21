import { createFileRoute } from '@tanstack/react-router';
import { PreLetterOfCreditPage } from '../../features/service/letterOfCredit/PreLetterOfCreditPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Letters of credit and of service explained to visitors (document 1 section 2: /LetterCredit); a
// signed-in user goes to /LetterOfCredit.
export const Route = createFileRoute('/LetterCredit')({
  beforeLoad: preLoginOnly,
  component: PreLetterOfCreditPage,
});
