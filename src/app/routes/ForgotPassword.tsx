import { createFileRoute } from '@tanstack/react-router';
import { RecoveryRequestPage } from '../../features/auth/recoveryRequest/RecoveryRequestPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login only (document 1 section 2).
export const Route = createFileRoute('/ForgotPassword')({
  beforeLoad: preLoginOnly,
  component: function ForgotPassword() {
    return <RecoveryRequestPage kind="password" />;
  },
});
