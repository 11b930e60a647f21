/**
 * Component tests of the signed-in views: renders a view inside the portal's providers, a fake
 * signed-in session and the signed-in router (tests only; stories use withSignedInSession). The
 * pre-login pages render the same way with a session before sign-in (renderPreLogin).
 */
import type { ReactElement } from 'react';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor as waitForSnapshot } from 'xstate';
import type { Language } from '../../src/domain/language.ts';
import { LiveSessionHarness, startLiveSession, type LiveSessionActor, type LiveSessionCalls } from './liveSession.tsx';
import { PortalProviders } from './providers.tsx';
import type { SessionFixture } from './sessionFixtures.tsx';
import {
  createSessionScript,
  PreLoginHarness,
  SignedInHarness,
  type PreLoginOptions,
  type SignedInOptions,
  type SignedInRouter,
} from './sessionTestProvider.tsx';

export type SignedInRender = RenderResult & { user: ReturnType<typeof userEvent.setup>; router: SignedInRouter };

async function ready(getRouter: () => SignedInRouter | undefined): Promise<SignedInRouter> {
  await waitFor(() => {
    if (document.querySelector('.fullscreen-loader')) throw new Error('texts still loading');
    const router = getRouter();
    if (!router || router.state.status !== 'idle' || router.state.matches.length === 0) throw new Error('router not ready');
  });
  return getRouter()!;
}

export async function renderSignedIn(ui: ReactElement, options: SignedInOptions & { language?: Language } = {}): Promise<SignedInRender> {
  const { language = 'EN_US', ...harness } = options;
  const user = userEvent.setup();
  let router: SignedInRouter | undefined;
  const result = render(
    <PortalProviders language={language}>
      <SignedInHarness {...harness} onRouter={(created) => (router = created)}>
        {ui}
      </SignedInHarness>
    </PortalProviders>,
  );
  return { ...result, user, router: await ready(() => router) };
}

export type PreLoginRender = SignedInRender & {
  /** The session machine's next answer: the page re-renders with it and keeps what was typed. */
  setSession: (next: SessionFixture) => void;
};

/** A pre-login page (login, two-factor, /authenticate) with a session the test can move on. */
export async function renderPreLogin(
  ui: ReactElement,
  options: Omit<PreLoginOptions, 'session'> & { session?: SessionFixture; language?: Language } = {},
): Promise<PreLoginRender> {
  const { language = 'EN_US', session, ...harness } = options;
  const script = createSessionScript(session ?? { status: 'signedOut' });
  const user = userEvent.setup();
  let router: SignedInRouter | undefined;
  const result = render(
    <PortalProviders language={language}>
      <PreLoginHarness {...harness} session={script} onRouter={(created) => (router = created)}>
        {ui}
      </PreLoginHarness>
    </PortalProviders>,
  );
  return {
    ...result,
    user,
    router: await ready(() => router),
    setSession: (next) => {
      act(() => script.set(next));
    },
  };
}

export type LiveSessionRender = SignedInRender & { actor: LiveSessionActor; navigations: string[] };

/**
 * A sign-in page (login, second factor) on the real session machine with fake calls: the test types
 * and clicks, the machine holds the form and its rules, the fake calls answer. `before` moves the
 * machine on first (e.g. signs in to reach the second factor).
 */
export async function renderLiveSession(
  ui: ReactElement,
  options: { calls?: LiveSessionCalls; route?: string; language?: Language; before?: (actor: LiveSessionActor) => void | Promise<void> } = {},
): Promise<LiveSessionRender> {
  const { language = 'EN_US', route, calls } = options;
  const { actor, navigations } = startLiveSession(calls);
  // No stored session: the machine settles signed out before the test moves it on.
  await waitForSnapshot(actor, (snapshot) => snapshot.matches('signedOut'));
  await options.before?.(actor);
  const user = userEvent.setup();
  let router: SignedInRouter | undefined;
  const result = render(
    <PortalProviders language={language}>
      <LiveSessionHarness actor={actor} route={route} onRouter={(created) => (router = created)}>
        {ui}
      </LiveSessionHarness>
    </PortalProviders>,
  );
  return { ...result, user, router: await ready(() => router), actor, navigations };
}
