import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../features/auth/LoginPage.tsx';
import { safeReturnPath } from '../session/createSessionActors.ts';

const searchSchema = v.object({
  /** Where the visitor was going before sign-in (set by the signed-in guard). */
  redirect: v.optional(v.string()),
  /** 'expired' after a time-out: the expired popup shows. */
  session: v.optional(v.string()),
});

// Login-only (document 1 section 2): a signed-in user goes to the path given, or to /.
export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: ({ context, search }) => {
    if (context.session()?.signedIn) throw redirect({ to: safeReturnPath(search.redirect) ?? '/', replace: true });
  },
  component: function Login() {
    const { session } = Route.useSearch();
    return <LoginPage expired={session === 'expired'} />;
  },
});
