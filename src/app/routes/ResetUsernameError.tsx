import { createFileRoute } from '@tanstack/react-router';
import { RecoveryStatusPage } from '../../features/auth/RecoveryStatusPage.tsx';

// Public (document 1 section 2).
export const Route = createFileRoute('/ResetUsernameError')({
  component: function ResetUsernameError() {
    return <RecoveryStatusPage status="resetUsernameError" />;
  },
});
