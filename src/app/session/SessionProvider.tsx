import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { connectSession, type SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import type { PortalSettings } from '../../domain/session.ts';
import type { PortalRouter } from '../router.tsx';
import { createSessionActors, type Navigator, type SessionActors } from './createSessionActors.ts';

const SessionContext = createContext<{ actors: SessionActors; settings: PortalSettings } | null>(null);

function useSessionActors() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The session view model: who is signed in, the account, rights and the intents. */
export function useSession(): SessionViewModel {
  const { actors } = useSessionActors();
  const snapshot = useSelector(actors.session, (s) => s);
  return useMemo(() => connectSession(snapshot, actors.session.send), [snapshot, actors]);
}

export function usePortalSettings(): PortalSettings {
  return useSessionActors().settings;
}

/** The session as it is at this instant: route guards read it after a transition, before React renders. */
export function useSessionGetter(): () => SessionViewModel {
  const { actors } = useSessionActors();
  return useMemo(() => () => connectSession(actors.session.getSnapshot(), actors.session.send), [actors]);
}

/** The idle-timeout child of the signed-in session, when there is one. */
export function useIdleTimeoutActor() {
  const { actors } = useSessionActors();
  return useSelector(actors.session, (s) => s.children.idleTimeout);
}

export function routerNavigator(router: PortalRouter): Navigator {
  return {
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search as Record<string, unknown>,
    navigate: (to, options) => void router.navigate({ to, replace: options?.replace, search: options?.search }),
    revalidate: () => void router.invalidate(),
    assign: (url) => window.location.assign(url),
  };
}

/**
 * Starts the session machines once (the session, token refresh, cross-tab and maintenance) and
 * keeps the router in step: route changes reach the maintenance machine, and session changes re-run
 * the route guards.
 */
export function SessionProvider({ router, settings, children }: { router: PortalRouter; settings: PortalSettings; children: ReactNode }) {
  const [actors, setActors] = useState<SessionActors | null>(null);
  useEffect(() => {
    const created = createSessionActors(routerNavigator(router), settings);
    created.start();
    // The actors are an external system created here; the state only hands them to the tree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setActors(created);
    const stopRouteWatch = router.subscribe('onResolved', ({ toLocation }) =>
      created.maintenance.send({ type: 'route.changed', path: toLocation.pathname }),
    );
    return () => {
      stopRouteWatch();
      created.stop();
    };
  }, [router, settings]);
  const value = useMemo(() => (actors ? { actors, settings } : null), [actors, settings]);
  if (!value) return null;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
