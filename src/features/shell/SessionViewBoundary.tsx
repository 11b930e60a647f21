import { useContext, useMemo, type ReactNode } from 'react';
import { SessionViewContext, type IdleTimeoutActorRef } from '../../app/session/sessionContext.ts';
import { useIdleTimeoutActor, usePortalSettings, useSession } from '../../app/session/SessionProvider.tsx';

/** Reads the running session machines (SessionProvider) into the SessionViewContext. */
function LiveSessionView({ children }: { children: ReactNode }) {
  const session = useSession();
  const settings = usePortalSettings();
  // The session machine's children map is not typed by id: its `idleTimeout` child is this machine.
  const idleTimeout = useIdleTimeoutActor() as IdleTimeoutActorRef | undefined;
  const value = useMemo(() => ({ session, settings, idleTimeout }), [session, settings, idleTimeout]);
  return <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>;
}

/**
 * Gives the signed-in views their session: the one already in SessionViewContext (a story, a
 * test, or an outer boundary), else the live session of SessionProvider.
 */
export function SessionViewBoundary({ children }: { children: ReactNode }) {
  const given = useContext(SessionViewContext);
  return given ? <>{children}</> : <LiveSessionView>{children}</LiveSessionView>;
}
