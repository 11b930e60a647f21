import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { RecoveryStatusPage } from '../../features/auth/RecoveryStatusPage.tsx';
import { latestResetOutcome } from '../../features/auth/passwordReset/resetOutcome.ts';

const searchSchema = v.object({ user: v.optional(v.pipe(v.string(), v.maxLength(50))) });

// Public (document 1 section 2): the password was changed; sign in with it. Only the reset flow
// leads here: opened by its address (no reset in this page's life), it goes to /login and claims
// nothing.
export const Route = createFileRoute('/ResetPasswordFormSuccess')({
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: () => {
    if (latestResetOutcome() === null) throw redirect({ to: '/login', replace: true });
  },
  component: function ResetPasswordFormSuccess() {
    return <RecoveryStatusPage status="resetSuccess" userName={latestResetOutcome()} />;
  },
});
