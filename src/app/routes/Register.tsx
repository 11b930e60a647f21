import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/registration/RegisterPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login only (document 1 section 2).
export const Route = createFileRoute('/Register')({
  beforeLoad: preLoginOnly,
  component: function Register() {
    return <RegisterPage />;
  },
});
