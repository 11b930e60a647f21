import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../features/auth/TwoFactorPage.tsx';

// The second-factor step (document 1 section 2); the page sends anyone not at that step to /login.
export const Route = createFileRoute('/authentication')({
  component: TwoFactorPage,
});
