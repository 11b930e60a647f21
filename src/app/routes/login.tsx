import { createFileRoute } from '@tanstack/react-router';
import { LoginLandingPage } from '../../features/public/LoginLandingPage.tsx';

export const Route = createFileRoute('/login')({
  component: LoginLandingPage,
});
