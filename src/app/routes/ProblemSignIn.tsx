import { createFileRoute } from '@tanstack/react-router';
import { ProblemSignInPage } from '../../features/auth/problemSignIn/ProblemSignInPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login only (document 1 section 2).
export const Route = createFileRoute('/ProblemSignIn')({
  beforeLoad: preLoginOnly,
  component: function ProblemSignIn() {
    return <ProblemSignInPage />;
  },
});
