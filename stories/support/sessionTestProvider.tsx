import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { idleTimeoutMachine } from '../../machines/session/idleTimeout/idleTimeout.machine.ts';
import type { RouterContext } from '../../src/app/router.tsx';
import { SessionViewContext, useSessionView, type SessionView } from '../../src/features/session/sessionContext.ts';
import { defaultLanguage } from '../../src/domain/language.ts';
import { ShellServicesContext, type ShellServices } from '../../src/features/session/shellCalls.ts';
import {
  demoSettings,
  fakeShellServices,
  preLoginSessions,
  sessionViewModel,
  type SessionFixture,
  type SessionIntents,
} from './sessionFixtures.tsx';

export interface SignedInOptions {
  session?: SessionFixture;
  /** Spies on the session intents (the fake session also acts on them: a chosen account is selected). */
  intents?: SessionIntents;
  services?: Partial<ShellServices>;
  /** The page shown (default /dashboard). */
  route?: string;
  /** Pages that exist: 'all' (every menu entry's page) or a list; default only the dashboard. */
  built?: 'all' | readonly string[];
  /** Open the session-expiry dialog at once. */
  idle?: 'warning';
}

/** An idle-timeout actor that warns at once (once), and whose Continue succeeds. */
function useIdleActor() {
  const [delays] = useState(() => {
    let warned = false;
    return {
      untilDialog: () => {
        if (warned) return 1_740_000;
        warned = true;
        return 0;
      },
    };
  });
  return useActorRef(
    idleTimeoutMachine.provide({
      actors: {
        listenForActivity: fromCallback(() => () => {}),
        refreshSession: fromPromise(() => Promise.resolve()),
      },
      delays,
    }),
    { input: { idleLimitMs: 1_740_000, autoLogoutMs: 1_800_000 } },
  );
}

/**
 * A signed-in session for stories and tests, through the same SessionViewContext the live
 * session uses: the user, accounts and rights of `session`, fake calls, and a selected account that
 * follows the account selector.
 */
function SessionTestProvider({ session = {}, intents = {}, services, idle, children }: Omit<SignedInOptions, 'route' | 'built'> & { children: ReactNode }) {
  const [accountNumber, setAccountNumber] = useState(session.accountNumber);
  const idleActor = useIdleActor();
  const [fakeServices] = useState(() => fakeShellServices(services));
  const value = useMemo<SessionView>(
    () => ({
      session: sessionViewModel(
        { ...session, accountNumber },
        {
          selectAccount: (number) => {
            intents.selectAccount?.(number);
            setAccountNumber(number);
          },
          logout: intents.logout,
        },
      ),
      settings: demoSettings,
      idleTimeout: idle === 'warning' ? idleActor : undefined,
    }),
    // The fixture is fixed for a story; only the chosen account changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accountNumber, idle, idleActor],
  );
  return (
    <ShellServicesContext.Provider value={fakeServices}>
      <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>
    </ShellServicesContext.Provider>
  );
}

const RoutedContent = createContext<ReactNode>(null);
function RoutedContentOutlet() {
  return <>{useContext(RoutedContent)}</>;
}

const everyPage = () => true;

/** An in-memory router whose context is the portal's (session getter, isBuilt); every path matches. */
function createSignedInRouter(route: string, isBuilt: (path: string) => boolean, session: RouterContext['session']) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RoutedContentOutlet });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [route] }),
    context: { language: defaultLanguage, session, isBuilt },
  });
}
export type SignedInRouter = ReturnType<typeof createSignedInRouter>;

function builtCheck(built: SignedInOptions['built']): (path: string) => boolean {
  if (built === 'all') return everyPage;
  const paths = new Set((built ?? ['/', '/dashboard']).map((path) => path.toLowerCase()));
  return (path) => paths.has(path.toLowerCase());
}

/** Renders `children` in the signed-in router; `onRouter` hands the router to a test. */
export function SignedInTestRouter({
  route = '/dashboard',
  built,
  onRouter,
  children,
}: {
  route?: string;
  built?: SignedInOptions['built'];
  onRouter?: (router: SignedInRouter) => void;
  children: ReactNode;
}) {
  const { session } = useSessionView();
  const [router] = useState(() => {
    const created = createSignedInRouter(route, builtCheck(built), () => null);
    onRouter?.(created);
    return created;
  });
  // As in src/app/App.tsx: guards read the session as it is now, through the context getter.
  const context = useMemo(() => ({ session: () => session }), [session]);
  return (
    <RoutedContent.Provider value={children}>
      <RouterProvider router={router} context={context} />
    </RoutedContent.Provider>
  );
}

/** Session, fake services and router together. */
export function SignedInHarness({
  route,
  built,
  onRouter,
  children,
  ...provider
}: SignedInOptions & { onRouter?: (router: SignedInRouter) => void; children: ReactNode }) {
  return (
    <SessionTestProvider {...provider}>
      <SignedInTestRouter route={route} built={built} onRouter={onRouter}>
        {children}
      </SignedInTestRouter>
    </SessionTestProvider>
  );
}

/** Story decorator: a signed-in session from `parameters.signedIn` (SignedInOptions). */
export const withSignedInSession: Decorator = (Story, context) => {
  const options = (context.parameters.signedIn ?? {}) as SignedInOptions;
  return (
    // A new story gets a new session, router and machines.
    <SignedInHarness key={context.id} {...options}>
      <Story />
    </SignedInHarness>
  );
};

// ---------------------------------------------------------------------------------------------
// Before sign-in: the login, two-factor and /authenticate pages

/**
 * A session fixture that can change while the page stays mounted: a test plays the session
 * machine's part (login pressed: signing in; then the server's answer), and the page keeps what
 * the user typed, as it does with the live session.
 */
export interface SessionScript {
  get(): SessionFixture;
  set(next: SessionFixture): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionScript(initial: SessionFixture): SessionScript {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next) => {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isScript(value: SessionFixture | SessionScript | undefined): value is SessionScript {
  return typeof value === 'object' && 'subscribe' in value && typeof value.subscribe === 'function';
}

export interface PreLoginOptions {
  /** The session as the page sees it (default signed out), or a script a test changes. */
  session?: SessionFixture | SessionScript;
  /** Spies on the session intents (login, sendCode, verifyCode, cancelTwoFactor, authenticate, dismissNotice...). */
  intents?: SessionIntents;
  /** The page's location (default /login). */
  route?: string;
}

/** A session before sign-in through the SessionViewContext the live session fills. */
function PreLoginSessionProvider({ session, intents, children }: Omit<PreLoginOptions, 'route'> & { children: ReactNode }) {
  const [script] = useState(() => (isScript(session) ? session : createSessionScript(session ?? preLoginSessions.signedOut())));
  // The intents of the first render, like the fixture: a story or test gives them once.
  const [spies] = useState(() => intents ?? {});
  const fixture = useSyncExternalStore(script.subscribe, script.get, script.get);
  const value = useMemo<SessionView>(
    () => ({ session: sessionViewModel(fixture, spies), settings: demoSettings, idleTimeout: undefined }),
    [fixture, spies],
  );
  return <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>;
}

/** The pre-login session and the in-memory router (every page built; guards read the session). */
export function PreLoginHarness({
  route = '/login',
  onRouter,
  children,
  ...provider
}: PreLoginOptions & { onRouter?: (router: SignedInRouter) => void; children: ReactNode }) {
  return (
    <PreLoginSessionProvider {...provider}>
      <SignedInTestRouter route={route} built="all" onRouter={onRouter}>
        {children}
      </SignedInTestRouter>
    </PreLoginSessionProvider>
  );
}

/** Story decorator: a session before sign-in from `parameters.preLogin` (PreLoginOptions). */
export const withPreLoginSession: Decorator = (Story, context) => {
  const options = (context.parameters.preLogin ?? {}) as PreLoginOptions;
  return (
    <PreLoginHarness key={context.id} {...options}>
      <Story />
    </PreLoginHarness>
  );
};
