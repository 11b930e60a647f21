import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { idleTimeoutMachine } from '../../../machines/session/idleTimeout/idleTimeout.machine.ts';
import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import type { PortalSettings } from '../../domain/session.ts';

export type IdleTimeoutActorRef = ActorRefFrom<typeof idleTimeoutMachine>;

/**
 * What the signed-in views read of the session: its view model, the portal settings and the
 * idle-timeout child. SessionProvider's hooks give the live values; stories and component tests
 * put a fixed one here (stories/support/sessionTestProvider.tsx), so a view can be shown in any
 * state without running the session machines.
 */
export interface SessionView {
  session: SessionViewModel;
  settings: PortalSettings;
  idleTimeout: IdleTimeoutActorRef | undefined;
}

export const SessionViewContext = createContext<SessionView | null>(null);

/** The session view of the nearest SessionViewContext (SessionProvider fills it; stories and tests give a fixed one). */
export function useSessionView(): SessionView {
  const value = useContext(SessionViewContext);
  if (!value) throw new Error('useSessionView outside SessionViewContext (render inside SessionProvider or a test session provider)');
  return value;
}

/**
 * The session view model: who is signed in, the account, rights and the intents. Views read it
 * from SessionViewContext, which SessionProvider fills from the running machines and stories and
 * tests fill with a fixed session.
 */
export function useSession(): SessionViewModel {
  return useSessionView().session;
}

export function usePortalSettings(): PortalSettings {
  return useSessionView().settings;
}
