import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { connectSession, type SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import type { PortalSettings } from '../../domain/session.ts';
import type { PortalRouter } from '../router.tsx';
import { createSessionActors, type Navigator, type SessionActors } from './createSessionActors.ts';
import { SessionViewContext, type IdleTimeoutActorRef } from '../../features/session/sessionContext.ts';

// The hooks live with the session area's views (features never import src/app); kept here for the app's own files.
export { useSession, usePortalSettings } from '../../features/session/sessionContext.ts';

const SessionActorsContext = createContext<SessionActors | null>(null);

/** The session as it is at this instant: route guards read it after a transition, before React renders. */
export function useSessionGetter(): () => SessionViewModel {
  const actors = useContext(SessionActorsContext);
  if (!actors) throw new Error('useSessionGetter outside SessionProvider');
  return useMemo(() => () => connectSession(actors.session.getSnapshot(), actors.session.send), [actors]);
}

function routerNavigator(router: PortalRouter): Navigator {
  return {
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search as Record<string, unknown>,
    navigate: (to, options) => void router.navigate({ to, replace: options?.replace, search: options?.search }),
    revalidate: () => void router.invalidate(),
    assign: (url) => window.location.assign(url),
  };
}

/** Publishes the running session machines as the SessionViewContext. */
function LiveSessionView({ actors, settings, children }: { actors: SessionActors; settings: PortalSettings; children: ReactNode }) {
  const snapshot = useSelector(actors.session, (s) => s);
  const session = useMemo(() => connectSession(snapshot, actors.session.send), [snapshot, actors]);
  // The session's children are not typed by id: its idleTimeout child is the idle-timeout machine.
  const idleTimeout = snapshot.children.idleTimeout as IdleTimeoutActorRef | undefined;
  const value = useMemo(() => ({ session, settings, idleTimeout }), [session, settings, idleTimeout]);
  return <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>;
}

/**
 * Starts the session machines (the session, token refresh, cross-tab and maintenance) for the
 * page's life, at boot before the first render (src/app/boot.ts), and keeps the router in step:
 * route changes reach the maintenance machine, and the route guards read this session.
 */
export function startSessionActors(router: PortalRouter, settings: PortalSettings): SessionActors {
  const created = createSessionActors(routerNavigator(router), settings);
  router.update({
    ...router.options,
    context: { ...router.options.context!, session: () => connectSession(created.session.getSnapshot(), created.session.send) },
  });
  created.start();
  router.subscribe('onResolved', ({ toLocation }) => created.routeChanged(toLocation.pathname));
  return created;
}

/** Gives the tree the running session machines (started by startSessionActors). */
export function SessionProvider({ actors, settings, children }: { actors: SessionActors; settings: PortalSettings; children: ReactNode }) {
  // After the first render has committed (startMaintenanceChecks says why); starting twice is harmless.
  useEffect(() => actors.startMaintenanceChecks(), [actors]);
  return (
    <SessionActorsContext.Provider value={actors}>
      <LiveSessionView actors={actors} settings={settings}>
        {children}
      </LiveSessionView>
    </SessionActorsContext.Provider>
  );
}
