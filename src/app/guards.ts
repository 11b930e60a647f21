/**
 * Route classes of document 1 section 2: public, pre-login only, signed-in only, rights-gated.
 * Used from route `beforeLoad`; they read the session through the router context.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { preLoginAuthPaths } from '../domain/navigation.ts';
import type { RouterContext } from './router.tsx';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** Signed-in only: without a valid session, to /login remembering where the user was going. */
export function requireSignedIn({ context, location }: GuardArgs) {
  if (!context.session()?.signedIn) {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

/** Rights-gated: a user without the right goes to / (document 2 section 2). */
export function requireRight(allowed: (session: NonNullable<ReturnType<RouterContext['session']>>) => boolean) {
  return ({ context, location }: GuardArgs) => {
    requireSignedIn({ context, location });
    const session = context.session();
    if (session && !allowed(session)) throw redirect({ to: '/', replace: true });
  };
}

/** Pre-login only: a signed-in user goes to the signed-in counterpart, once that page exists. */
export function preLoginOnly({ context, location }: GuardArgs) {
  if (!context.session()?.signedIn) return;
  const authPath = Object.entries(preLoginAuthPaths).find(([path]) => path.toLowerCase() === location.pathname.toLowerCase())?.[1];
  if (authPath && context.isBuilt(authPath)) throw redirect({ to: authPath, replace: true });
}
