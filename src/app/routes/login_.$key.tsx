import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage.tsx';

// /login/{key} (document 1 section 2): sign-in with a guest invitation's key. The key goes with the
// sign-in as guestToken; the server links the invited account when the invitation was sent to the
// user's e-mail (document 1 section 4, Login). Login-only like /login.
export const Route = createFileRoute('/login_/$key')({
  beforeLoad: ({ context }) => {
    if (context.session()?.signedIn) throw redirect({ to: '/', replace: true });
  },
  component: function LoginWithGuestKey() {
    const { key } = Route.useParams();
    return <LoginPage expired={false} guestToken={key} />;
  },
});
