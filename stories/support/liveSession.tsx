/**
 * The real session machine with fake calls, for the pages whose form the machine holds (login and
 * second factor): the test types and clicks, the machine checks the rules, and the fake calls
 * answer as the server would. Nothing leaves the test: navigation and storage are recorded.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { accountSelectionMachine, type AccountDetails } from '../../machines/session/accountSelection/accountSelection.machine.ts';
import { idleTimeoutMachine } from '../../machines/session/idleTimeout/idleTimeout.machine.ts';
import { connectSession } from '../../machines/session/session/session.connect.ts';
import { loginData } from '../../machines/session/session/session.fixtures.ts';
import { sessionMachine } from '../../machines/session/session/session.machine.ts';
import type { LoginData, LoginRequest } from '../../machines/session/session/session.types.ts';
import { SessionViewContext } from '../../src/features/session/sessionContext.ts';
import { sessionTimes } from '../../src/domain/constants.ts';
import type { TfaChannel } from '../../src/domain/session.ts';
import { demoAccount, demoSettings } from './sessionFixtures.tsx';
import { SignedInTestRouter, type SignedInRouter } from './sessionTestProvider.tsx';

/** The calls the sign-in pages make; each answers (or never answers) as the test says. */
export interface LiveSessionCalls {
  login?: (request: LoginRequest) => Promise<LoginData>;
  sendTfaCode?: (input: { tfaToken: string; channel: TfaChannel }) => Promise<{ destination: string }>;
  verifyTfaCode?: (input: { tfaToken: string; code: string }) => Promise<LoginData>;
}

export type LiveSessionActor = Actor<typeof sessionMachine>;

/** A call that never answers: the page stays busy. */
export const pending = <T,>(): Promise<T> => new Promise<T>(() => {});

/** A signed-out session machine (no stored session) with these calls; `navigations` records where it sends the user. */
export function startLiveSession(calls: LiveSessionCalls = {}): { actor: LiveSessionActor; navigations: string[] } {
  const navigations: string[] = [];
  const account = demoAccount('1000234567', { isDefault: true });
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => Promise.reject(new Error('no stored session'))),
      login: fromPromise(({ input }) => (calls.login ?? (() => Promise.resolve(loginData())))(input)),
      sendTfaCode: fromPromise(({ input }) => (calls.sendTfaCode ?? (() => Promise.resolve({ destination: 'k***@example.bw' })))(input)),
      verifyTfaCode: fromPromise(({ input }) => (calls.verifyTfaCode ?? (() => Promise.resolve(loginData())))(input)),
      exchangeToken: fromPromise(() => Promise.resolve(loginData())),
      selectAccount: accountSelectionMachine.provide({
        actors: {
          loadServiceAccounts: fromPromise(() => Promise.resolve([account])),
          loadAccountDetails: fromPromise(() => Promise.resolve<AccountDetails>({ meter: null, rights: [] })),
        },
        actions: { storeAccount: () => {} },
      }),
      loadAccountDetails: fromPromise(() => Promise.resolve<AccountDetails>({ meter: null, rights: [] })),
      idleTimeout: idleTimeoutMachine.provide({
        actors: { listenForActivity: fromCallback(() => () => {}), refreshSession: fromPromise(() => Promise.resolve()) },
      }),
      endSession: fromPromise(() => Promise.resolve()),
    },
    actions: {
      storeSession: () => {},
      storeAccount: () => {},
      storeTokens: () => {},
      clearSession: () => {},
      recordLoginFailure: () => {},
      goToReturnPath: () => navigations.push('returnPath'),
      goToTwoFactor: () => navigations.push('/authentication'),
      goToLogin: () => navigations.push('/login'),
      goToForgotPasswordSuccess: () => navigations.push('/ForgotPasswordSuccess'),
      goToExperienceSite: (_, { persona }) => navigations.push(`experience ${persona}`),
    },
  });
  const actor = createActor(machine, {
    input: { storedAccountNumber: null, idle: { idleLimitMs: sessionTimes.idleLimitMs, autoLogoutMs: sessionTimes.popupAutoLogoutMs } },
  });
  actor.start();
  return { actor, navigations };
}

/** Publishes the running session machine as the SessionViewContext, as src/app/session/SessionProvider.tsx does. */
function LiveSessionProvider({ actor, children }: { actor: LiveSessionActor; children: ReactNode }) {
  const snapshot = useSelector(actor, (state) => state);
  const value = useMemo(() => ({ session: connectSession(snapshot, actor.send), settings: demoSettings, idleTimeout: undefined }), [snapshot, actor]);
  return <SessionViewContext.Provider value={value}>{children}</SessionViewContext.Provider>;
}

/** The live session and the in-memory router (every page built). */
export function LiveSessionHarness({
  actor,
  route = '/login',
  onRouter,
  children,
}: {
  actor: LiveSessionActor;
  route?: string;
  onRouter?: (router: SignedInRouter) => void;
  children: ReactNode;
}) {
  const [started] = useState(actor);
  return (
    <LiveSessionProvider actor={started}>
      <SignedInTestRouter route={route} built="all" onRouter={onRouter}>
        {children}
      </SignedInTestRouter>
    </LiveSessionProvider>
  );
}
