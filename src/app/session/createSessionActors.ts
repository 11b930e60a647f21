/**
 * The real side effects of the session machines: API calls, browser storage, navigation. The
 * machines name them in setup(); this module provides them (DESIGN.md, machine conventions).
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import { accountSelectionMachine, type AccountDetails } from '../../../machines/session/accountSelection/accountSelection.machine.ts';
import { crossTabMachine } from '../../../machines/session/crossTab/crossTab.machine.ts';
import { idleTimeoutMachine } from '../../../machines/session/idleTimeout/idleTimeout.machine.ts';
import { maintenanceMachine } from '../../../machines/session/maintenance/maintenance.machine.ts';
import { sessionMachine, type RestoredSession } from '../../../machines/session/session/session.machine.ts';
import { tokenRefreshMachine } from '../../../machines/session/tokenRefresh/tokenRefresh.machine.ts';
import { getMaintenanceStatus } from '../../api/common.ts';
import { onApiFailure, onUnauthorized, unwrap } from '../../api/client.ts';
import * as sessionApi from '../../api/session.ts';
import { accessTokens } from '../../api/tokens.ts';
import { currentMeter, distinctRoleIds } from '../../domain/accounts.ts';
import { appVersion, personas, signOutAuditCode } from '../../domain/constants.ts';
import { mergeRights } from '../../domain/rights.ts';
import type { PortalSettings, RefreshData, ServiceAccount, SessionRestoreData } from '../../domain/session.ts';
import { announceLogout, listenForActivity, listenToOtherTabs } from './browserListeners.ts';
import { inspector } from '../inspector.ts';
import { clearSessionStorage, storeAccount, storeUser, storedAccountNumber, storedUserId } from './browserStorage.ts';
import { readStoredLanguage } from '../../i18n/storage.ts';
import { toStoredCode } from '../../domain/language.ts';

/** What the session needs from the router, kept narrow so tests can pass a fake. */
export interface Navigator {
  pathname: () => string;
  search: () => Record<string, unknown>;
  navigate: (to: string, options?: { replace?: boolean; search?: Record<string, string> }) => void;
  /** Re-runs the route guards of the current page. */
  revalidate: () => void;
  assign: (url: string) => void;
}

const signInPaths = /^\/(login|authentication|authenticate)(\/|$)/i;
const authenticateTokenPath = /^\/authenticate\/[^/]+/i;

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !signInPaths.test(value)
    ? value
    : null;
}

/** Meter of the account and rights of every role the user holds (one call per role; failure = none). */
async function loadAccountDetails({ account, accounts }: { account: ServiceAccount; accounts: ServiceAccount[] }): Promise<AccountDetails> {
  const [meters, ...roleRights] = await Promise.all([
    sessionApi.getMeters(account.accountNumber),
    ...distinctRoleIds(accounts).map((roleId) => sessionApi.getRoleRights(roleId)),
  ]);
  const rights = roleRights.every((result) => result.ok)
    ? mergeRights(...roleRights.map((result) => (result.ok ? result.data : [])))
    : [];
  return { meter: meters.ok ? currentMeter(meters.data, new Date()) : null, rights };
}

/**
 * After a reload the access token is gone: the refresh cookie may still hold the session. One call
 * answers the user with the accounts, the chosen account's meter and the rights (issue 13: a reload
 * in one round before the page's own calls).
 */
async function restoreSessionNow(): Promise<RestoredSession> {
  // Only a browser that signed in before can hold a refresh cookie (the user id is stored then).
  if (!storedUserId()) throw new Error('no stored session');
  let restored: SessionRestoreData;
  try {
    const stored = storedAccountNumber();
    restored = await oneRefreshAtATime(() => sessionApi.restoreSessionCall(stored));
    accessTokens.set(restored.accessToken);
  } catch (error) {
    // The stored profile belongs to a session that no longer exists (expired, revoked, reused).
    accessTokens.clear();
    clearSessionStorage();
    throw error;
  }
  const { accessToken, refreshToken, expiresIn, user, isSupportLogin, accounts, accountNumber, meters, rights } = restored;
  return {
    accessToken,
    refreshToken,
    expiresIn,
    user,
    tfaDetails: null,
    customAttribute: { isMigratedUser: user.isMigratedUser, token: '', twoFactorAuthenticate: true, isSupportLogin },
    established: {
      accounts,
      account: accounts.find((account) => account.accountNumber === accountNumber) ?? null,
      meter: currentMeter(meters, new Date()),
      rights,
    },
  };
}

let earlyRestore: Promise<RestoredSession> | null = null;

/**
 * Started at boot beside the settings and texts calls, before the session machines exist (they wait
 * for the settings): the restore then costs no round of its own. The session's restore takes it.
 */
export function beginSessionRestore(): void {
  if (!storedUserId() || earlyRestore) return;
  earlyRestore = restoreSessionNow();
  // Taken (and its failure handled) by the session machine; never an unhandled rejection meanwhile.
  earlyRestore.catch(() => undefined);
}

function restoreSession(): Promise<RestoredSession> {
  const started = earlyRestore;
  earlyRestore = null;
  return started ?? restoreSessionNow();
}

/** One refresh at a time across tabs too: the refresh token rotates, so tabs must take turns. */
function oneRefreshAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('portal-token-refresh', run);
  }
  return run();
}

function refreshAcrossTabs(): Promise<RefreshData> {
  return oneRefreshAtATime(() => sessionApi.refreshTokens());
}

export function createSessionActors(navigator: Navigator, settings: PortalSettings) {
  // Navigation waits for the transition to finish, so guards read the new session state.
  const go = (to: string, options?: { replace?: boolean; search?: Record<string, string> }) =>
    queueMicrotask(() => navigator.navigate(to, options));

  let endSessionHere: (reason: 'refreshFailed' | 'elsewhere' | 'forbidden') => void = () => {};

  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshTokens: fromPromise(async () => { const { accessToken, expiresIn } = await refreshAcrossTabs(); return { accessToken, expiresIn }; }) },
      actions: {
        storeAccessToken: (_, { accessToken }) => accessTokens.set(accessToken),
        replayRequests: (_, { requestIds }) => requestIds.forEach((id) => waiting.get(id)?.(true)),
        rejectRequests: (_, { requestIds }) => requestIds.forEach((id) => waiting.get(id)?.(false)),
        endSession: () => endSessionHere('refreshFailed'),
      },
    }),
    { inspect: inspector?.inspect },
  );

  const waiting = new Map<string, (replay: boolean) => void>();
  let nextRequestId = 0;
  onUnauthorized(
    (version) =>
      new Promise<boolean>((resolve) => {
        const requestId = `r${(nextRequestId += 1)}`;
        waiting.set(requestId, (replay) => {
          waiting.delete(requestId);
          resolve(replay);
        });
        tokenRefresh.send({ type: 'request.unauthorized', requestId, tokenVersion: version });
      }),
  );

  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(restoreSession),
        login: fromPromise(({ input }) =>
          sessionApi.login({
            username: input.userName,
            password: input.password,
            ...(input.guestToken ? { guestToken: input.guestToken } : {}),
            customattributes: { client: 'web', version: appVersion, os: window.navigator.platform.slice(0, 60) },
            language: toStoredCode(readStoredLanguage()),
          }),
        ),
        sendTfaCode: fromPromise(({ input }) => sessionApi.sendTfaCode(input.tfaToken, input.channel)),
        verifyTfaCode: fromPromise(({ input }) => sessionApi.verifyTfaCode(input.tfaToken, input.code)),
        exchangeToken: fromPromise(({ input }) => sessionApi.exchangeAuthenticationToken(input.token)),
        selectAccount: accountSelectionMachine.provide({
          actors: {
            loadServiceAccounts: fromPromise(({ input }) => sessionApi.getServiceAccounts(input.uuid)),
            loadAccountDetails: fromPromise(({ input }) => loadAccountDetails(input)),
          },
          actions: { storeAccount: (_, { account }) => storeAccount(account) },
        }),
        loadAccountDetails: fromPromise(({ input }) => loadAccountDetails(input)),
        idleTimeout: idleTimeoutMachine.provide({
          actors: {
            listenForActivity: fromCallback(({ sendBack }) => listenForActivity(sendBack)),
            refreshSession: fromPromise(async () => {
              const refreshed = await refreshAcrossTabs();
              accessTokens.set(refreshed.accessToken);
            }),
          },
        }),
        endSession: fromPromise(async ({ input }) => {
          if (input.reason === 'logout') {
            await sessionApi.recordAudit(signOutAuditCode, input.email);
          }
          // The server ends the token family even when this tab only learnt of it (best effort).
          if (accessTokens.get()) await sessionApi.logout().catch(() => undefined);
        }),
      },
      actions: {
        storeTokens: (_, { data }) => {
          if (data.accessToken) accessTokens.set(data.accessToken);
        },
        storeSession: ({ context }) => {
          if (context.user) storeUser(context.user, context.isSupportLogin);
        },
        storeAccount: (_, { account }) => storeAccount(account),
        clearSession: ({ context }) => {
          accessTokens.clear();
          clearSessionStorage();
          if (context.endReason !== 'elsewhere') announceLogout();
        },
        goToReturnPath: (_, { restored }) => {
          // A restored session on /authenticate/{token} stays: the page exchanges its token (the
          // session it opens replaces this one, or its refusal shows with a Login button).
          if (restored && authenticateTokenPath.test(navigator.pathname())) {
            queueMicrotask(() => navigator.revalidate());
          } else if (signInPaths.test(navigator.pathname())) {
            go(safeReturnPath(navigator.search().redirect) ?? '/dashboard', { replace: true });
          } else {
            queueMicrotask(() => navigator.revalidate());
          }
        },
        goToTwoFactor: () => go('/authentication'),
        goToLogin: ({ context }) => {
          const expired = context.endReason === 'timeout';
          go('/login', { replace: true, ...(expired ? { search: { session: 'expired' } } : {}) });
        },
        goToForgotPasswordSuccess: (_, { userName }) => go('/ForgotPasswordSuccess', { search: { user: userName } }),
        goToExperienceSite: (_, { persona }) => {
          const sites = settings.externalSites;
          navigator.assign(
            persona === personas.landlord ? sites.landlord : persona === personas.propertyManager ? sites.propertyManager : sites.enterprise,
          );
        },
        recordLoginFailure: () => {
          void sessionApi.reportIpLockCount('client');
        },
      },
    }),
    {
      inspect: inspector?.inspect,
      input: {
        storedAccountNumber: storedAccountNumber(),
        idle: { idleLimitMs: settings.idleLimitMs, autoLogoutMs: settings.popupAutoLogoutMs },
      },
    },
  );

  endSessionHere = (reason) => session.send({ type: 'session.expired', reason });

  // Document 2 section 8: a 401 or 403 logs the user out only when the setting is on (off by
  // default); a 401 first goes through the token refresh, so only a 403 or a refused replay is left.
  const stopForbiddenWatch = settings.logoutOnForbidden
    ? onApiFailure((failure) => {
        if ((failure.httpStatus === 401 || failure.httpStatus === 403) && session.getSnapshot().matches('signedIn')) {
          endSessionHere('forbidden');
        }
      })
    : () => {};

  const crossTab = createActor(
    crossTabMachine.provide({
      actors: { listenToOtherTabs: fromCallback(({ sendBack }) => listenToOtherTabs(sendBack)) },
      actions: {
        showDashboard: () => {
          if (/^\/(dashboard)?$/i.test(navigator.pathname())) window.location.reload();
          else go('/dashboard', { replace: true });
        },
        logOutHere: () => endSessionHere('elsewhere'),
      },
    }),
    { input: { signedIn: false, migrated: false }, inspect: inspector?.inspect },
  );

  // Made when the checks start (startMaintenanceChecks), with the session as it is then: a returning
  // customer whose session restored at boot is never checked (a visitor's page is).
  let maintenance: ReturnType<typeof createMaintenance> | null = null;
  const createMaintenance = () =>
    createActor(
      maintenanceMachine.provide({
        actors: { checkMaintenance: fromPromise(() => unwrap(getMaintenanceStatus())) },
        actions: {
          clearStorage: () => clearSessionStorage(),
          showMaintenance: () => go('/Maintenance', { replace: true }),
          goToLogin: () => go('/login', { replace: true }),
        },
      }),
      {
        inspect: inspector?.inspect,
        input: {
          enabled: settings.maintenanceCheckEnabled,
          intervalMs: settings.maintenancePollMs,
          signedIn: session.getSnapshot().matches('signedIn'),
          path: navigator.pathname(),
        },
      },
    );

  // The session tells its companions when it starts and ends.
  let wasSignedIn = false;
  session.subscribe((snapshot) => {
    const signedIn = snapshot.matches('signedIn');
    if (signedIn === wasSignedIn) return;
    wasSignedIn = signedIn;
    if (signedIn) {
      crossTab.send({ type: 'session.signedIn', migrated: snapshot.context.user?.isMigratedUser ?? false });
      maintenance?.send({ type: 'session.signedIn' });
    } else {
      crossTab.send({ type: 'session.signedOut' });
      maintenance?.send({ type: 'session.signedOut' });
    }
  });

  return {
    session,
    tokenRefresh,
    crossTab,
    /** Everything but the maintenance checks (startMaintenanceChecks): the session restores at once. */
    start() {
      tokenRefresh.start();
      crossTab.start();
      session.start();
    },
    /**
     * The maintenance checks begin once the page has rendered: a visitor's page does not need the
     * answer to show, and asked at boot it would be one more call before the page (a round trip on a
     * slow network).
     */
    startMaintenanceChecks() {
      maintenance ??= createMaintenance().start();
    },
    /** The maintenance machine follows the page (it checks only outside the maintenance page). */
    routeChanged(path: string) {
      maintenance?.send({ type: 'route.changed', path });
    },
    stop() {
      session.stop();
      crossTab.stop();
      maintenance?.stop();
      tokenRefresh.stop();
      onUnauthorized(null);
      stopForbiddenWatch();
    },
  };
}

export type SessionActors = ReturnType<typeof createSessionActors>;
