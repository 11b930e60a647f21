/**
 * The machine catalogue: every statechart of the portal, registered once. Path coverage
 * (tests/paths), the statechart atlas (stories/machines), the export for Stately's visualiser
 * (scripts/export-machines.ts) and the coverage report (scripts/path-coverage.ts) all read it.
 *
 * An entry says what a machine is (id, title, description, kind, the view that renders it) and how
 * to walk it without a server: the inputs to start from, sample events with their payloads, and the
 * outcomes of each invoked actor (resolve with an output, reject with an error). Delays need no
 * entry: their `xstate.after.*` events carry no data. A new flow keeps its entry beside its machine
 * (`<flow>.catalogue.ts`, built with machines/common/catalogueEntry.ts), listed here, and one
 * view path test (tests/component/paths/views/<id>.view.test.tsx) once it has a view.
 *
 * Pure like every machine file: xstate and machine modules only.
 */
import type { ActorLogic, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { languageMachine } from './common/language/language.machine.ts';
import { dashboardSummaryMachine } from './dashboard/dashboardSummary/dashboardSummary.machine.ts';
import type { DashboardSummaryContext } from './dashboard/dashboardSummary/dashboardSummary.types.ts';
import { supportSignOnMachine } from './dashboard/supportSignOn/supportSignOn.machine.ts';
import { toastMachine } from './common/toast/toast.machine.ts';
import { accountSelectionMachine } from './session/accountSelection/accountSelection.machine.ts';
import { crossTabMachine } from './session/crossTab/crossTab.machine.ts';
import { idleTimeoutMachine } from './session/idleTimeout/idleTimeout.machine.ts';
import { maintenanceMachine } from './session/maintenance/maintenance.machine.ts';
import { notificationBannerMachine } from './session/notificationBanner/notificationBanner.machine.ts';
import { personaSwitchMachine } from './session/personaSwitch/personaSwitch.machine.ts';
import { sessionMachine } from './session/session/session.machine.ts';
import { account as sampleAccount, loginData as sampleLoginData } from './session/session/session.fixtures.ts';
import type { LoginData } from './session/session/session.types.ts';
import { tokenRefreshMachine } from './session/tokenRefresh/tokenRefresh.machine.ts';
import { versionCheckMachine } from './session/versionCheck/versionCheck.machine.ts';
import { registrationEntry } from './auth/registration/registration.catalogue.ts';
import { scheduledPaymentsEntry } from './payment/scheduledPayments/scheduledPayments.catalogue.ts';
import { billingHistoryEntry } from './billing/billingHistory/billingHistory.catalogue.ts';
import { recoveryRequestEntry } from './auth/recoveryRequest/recoveryRequest.catalogue.ts';
import { passwordResetEntry } from './auth/passwordReset/passwordReset.catalogue.ts';
import { problemSignInEntry } from './auth/problemSignIn/problemSignIn.catalogue.ts';
import { guestRegistrationEntry } from './auth/guestRegistration/guestRegistration.catalogue.ts';
import { guestUsersEntry } from './account/guestUsers/guestUsers.catalogue.ts';
import { paymentMethodEntry } from './payment/paymentMethod/paymentMethod.catalogue.ts';
import { makePaymentEntry } from './payment/makePayment/makePayment.catalogue.ts';
import { rechargeEntry } from './payment/recharge/recharge.catalogue.ts';
import { prepaidHistoryEntry } from './payment/prepaidHistory/prepaidHistory.catalogue.ts';
import {
  entry,
  noInput,
  rejects,
  resolves,
  valueOnly,
  type CatalogueEntry,
  type Outcome,
} from './common/catalogueEntry.ts';

export * from './common/catalogueEntry.ts';



// ---------------------------------------------------------------------------------------------
// Shared UI

const toast = entry({
  id: 'toast',
  title: 'Toast',
  description:
    'Toast messages of every page: one at a time at the top centre, an OK button, closed after 5000 ms; ' +
    'toasts requested meanwhile wait in a queue.',
  machine: toastMachine,
  kind: 'ui',
  view: 'src/ui/toast.tsx',
  scenarios: noInput,
  events: [
    { type: 'toast.show', toast: { kind: 'success', message: 'maintenance.over' } },
    { type: 'toast.show', toast: { kind: 'error', message: 'language.loadFailed' } },
  ],
  outcomes: {},
  // The id counter grows forever: only what is on screen and whether something waits count.
  serializeState: (s) => JSON.stringify([s.value, s.context.current?.kind ?? null, s.context.queue.length > 0]),
});

const language = entry({
  id: 'language',
  title: 'Interface language',
  description:
    'Loads the texts of the chosen language behind the full-screen loader, switches language with a ' +
    'loading overlay and keeps the previous language (with an error toast) when a switch fails.',
  machine: languageMachine,
  kind: 'ui',
  view: 'src/ui/layout/LanguageSelector.tsx',
  scenarios: [{ label: 'English (US) stored', input: { initial: 'EN_US' } }],
  events: [
    { type: 'language.select', language: 'FR' },
    { type: 'language.select', language: 'EN_US' },
  ],
  outcomes: {
    loadInitialTexts: [
      resolves('loadInitialTexts', { messages: { 'language.label': 'Language' } }, 'resolve: texts loaded'),
      rejects('loadInitialTexts', new Error('network down'), 'reject: network down'),
    ],
    loadSwitchedTexts: [
      resolves('loadSwitchedTexts', { messages: { 'language.label': 'Langue' } }, 'resolve: texts loaded'),
      rejects('loadSwitchedTexts', new Error('network down'), 'reject: network down'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.language, s.context.pending]),
});

// ---------------------------------------------------------------------------------------------
// Session fixtures (shapes of src/domain/session.ts, through the machines' own types)

const account = (accountNumber: string, isDefault: boolean) => sampleAccount(accountNumber, { isDefault });

const accounts = [account('100000000001', true), account('100000000002', false)];
const accountDetails = { meter: { meterNumber: 'M-100000000001', endDate: null }, rights: ['ViewDashboard'] };

function loginData(
  user: Partial<LoginData['user']> = {},
  custom: Partial<LoginData['customAttribute']> = {},
): LoginData {
  return sampleLoginData({ user, custom, tokens: !user.tfa });
}

const loginFailure = (msgcode: string, message: string) => ({ msgcode, message });

// ---------------------------------------------------------------------------------------------
// Session machines

const accountSelection = entry({
  id: 'accountSelection',
  title: 'Account selection',
  description:
    'After sign-in: loads the service accounts, chooses the stored, default or first one and loads its ' +
    'meter and role rights. Invoked by the session machine.',
  machine: accountSelectionMachine,
  kind: 'session',
  view: 'src/features/shell/AccountSelector.tsx',
  scenarios: [{ label: 'no stored account', input: { uuid: 'u-1', storedAccountNumber: null } }],
  events: [],
  outcomes: {
    loadServiceAccounts: [
      resolves('loadServiceAccounts', accounts, 'resolve: two accounts'),
      resolves('loadServiceAccounts', [], 'resolve: no account linked'),
      rejects('loadServiceAccounts', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadAccountDetails: [
      resolves('loadAccountDetails', accountDetails, 'resolve: meter and rights'),
      rejects('loadAccountDetails', new Error('service unavailable'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.account !== null]),
});

const idleTimeout = entry({
  id: 'idleTimeout',
  title: 'Idle timeout',
  description:
    'Signed-in inactivity: the expiry dialog after 29 minutes, the session ends at 30 minutes or on Log Out; ' +
    'Continue refreshes the tokens. Invoked by the session machine while signed in.',
  machine: idleTimeoutMachine,
  kind: 'session',
  view: 'src/features/shell/IdleTimeoutDialog.tsx',
  scenarios: [{ label: 'portal settings', input: { idleLimitMs: 1_740_000, autoLogoutMs: 1_800_000 } }],
  events: [],
  outcomes: {
    refreshSession: [
      resolves('refreshSession', undefined, 'resolve: tokens refreshed'),
      rejects('refreshSession', new Error('refresh token expired'), 'reject: refresh failed'),
    ],
  },
  serializeState: valueOnly,
});

const session = entry({
  id: 'session',
  title: 'Session',
  description:
    'Sign-in with an optional second factor, the /authenticate token exchange, migrated-user and ' +
    'external-persona exits, account selection, the signed-in session with its idle timeout, and logout.',
  machine: sessionMachine,
  kind: 'session',
  view: 'src/features/auth/LoginPage.tsx',
  scenarios: [
    {
      label: 'portal settings',
      input: { storedAccountNumber: null, idle: { idleLimitMs: 1_740_000, autoLogoutMs: 1_800_000 } },
    },
  ],
  events: [
    { type: 'session.login', request: { userName: 'demo.customer', password: 'Portal#2026' } },
    { type: 'session.authenticateToken', token: 'short' },
    { type: 'session.authenticateToken', token: 'a1b2c3d4e5f6a7b8c9d0e1f2' },
    { type: 'tfa.send', channel: 'email' },
    { type: 'tfa.verify', code: '123456' },
    { type: 'account.select', accountNumber: '100000000002' },
    { type: 'account.select', accountNumber: '999999999999' },
    { type: 'session.expired', reason: 'refreshFailed' },
  ],
  outcomes: {
    restoreSession: [
      resolves('restoreSession', loginData(), 'resolve: session restored'),
      rejects('restoreSession', new Error('no stored session'), 'reject: no session'),
    ],
    login: [
      resolves('login', loginData(), 'resolve: signed in'),
      resolves('login', loginData({ isMigratedUser: true }, { isMigratedUser: true }), 'resolve: migrated, no token'),
      resolves('login', loginData({ tfa: true }), 'resolve: second factor needed'),
      resolves('login', loginData({ personas: [3] }), 'resolve: landlord only'),
      rejects('login', loginFailure('LGN001', 'Invalid user id or password.'), 'reject: wrong password'),
    ],
    sendTfaCode: [
      resolves('sendTfaCode', { destination: 'k***@example.bw' }, 'resolve: code sent'),
      rejects('sendTfaCode', loginFailure('GEN500', ''), 'reject: not sent'),
    ],
    verifyTfaCode: [
      resolves('verifyTfaCode', loginData(), 'resolve: code accepted'),
      rejects('verifyTfaCode', loginFailure('TFA002', 'The code is not valid.'), 'reject: wrong code'),
    ],
    exchangeToken: [
      resolves('exchangeToken', loginData({}, { isSupportLogin: true }), 'resolve: support sign-on'),
      rejects('exchangeToken', loginFailure('AUT001', 'The link has expired.'), 'reject: link expired'),
    ],
    loadAccountDetails: [
      resolves('loadAccountDetails', accountDetails, 'resolve: meter and rights'),
      rejects('loadAccountDetails', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    endSession: [
      resolves('endSession', undefined, 'resolve: server told'),
      rejects('endSession', new Error('offline'), 'reject: server unreachable'),
    ],
  },
  // selectAccount and idleTimeout run catalogue machines: their final outputs are the outcomes.
  children: { selectAccount: accountSelection, idleTimeout },
  serializeState: (s) => JSON.stringify([s.value, s.context.accounts.length > 0]),
});

const tokenRefresh = entry({
  id: 'tokenRefresh',
  title: 'Token refresh',
  description:
    'On a 401 exactly one refresh runs while other failed requests queue; they are replayed with the new ' +
    'token, or rejected and the session ends when the refresh fails.',
  machine: tokenRefreshMachine,
  kind: 'session',
  view: null,
  scenarios: noInput,
  events: [{ type: 'request.unauthorized', requestId: 'r1', tokenVersion: 0 }],
  outcomes: {
    refreshTokens: [
      resolves('refreshTokens', { accessToken: 'access-2', expiresIn: 1200 }, 'resolve: new access token'),
      rejects('refreshTokens', new Error('refresh token revoked'), 'reject: refresh refused'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.waiting.length > 0, s.context.tokenVersion > 0]),
});

const maintenanceInput = { enabled: true, intervalMs: 200_000, signedIn: false, path: '/login' };

const maintenance = entry({
  id: 'maintenance',
  title: 'Maintenance',
  description:
    'Polls the maintenance status for signed-out visitors: an active item shows /Maintenance, the end of ' +
    'maintenance sends a visitor waiting there back to /login.',
  machine: maintenanceMachine,
  kind: 'session',
  view: 'src/features/public/MaintenancePage.tsx',
  scenarios: [
    { label: 'signed out on /login', input: maintenanceInput },
    { label: 'checking switched off', input: { ...maintenanceInput, enabled: false } },
    { label: 'signed in', input: { ...maintenanceInput, signedIn: true, path: '/dashboard' } },
  ],
  events: [
    { type: 'route.changed', path: '/Maintenance' },
    { type: 'route.changed', path: '/login' },
  ],
  outcomes: {
    checkMaintenance: [
      resolves('checkMaintenance', [{ status: true, message: 'Scheduled upgrade until 06:00.' }], 'resolve: maintenance on'),
      resolves('checkMaintenance', [{ status: false, message: '' }], 'resolve: no maintenance'),
      rejects('checkMaintenance', new Error('service unavailable'), 'reject: check failed'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.signedIn, /^\/Maintenance\/?$/i.test(s.context.path)]),
});

const crossTab = entry({
  id: 'crossTab',
  title: 'Cross-tab session',
  description:
    'Keeps every open tab on the same session: a user or two-factor change in another tab reloads the ' +
    'dashboard, a logout in one tab logs out all of them.',
  machine: crossTabMachine,
  kind: 'session',
  view: null,
  scenarios: [
    { label: 'tab opened signed out', input: { signedIn: false, migrated: false } },
    { label: 'tab opened signed in', input: { signedIn: true, migrated: false } },
  ],
  events: [
    { type: 'session.signedIn', migrated: false },
    { type: 'session.signedIn', migrated: true },
  ],
  outcomes: {},
  serializeState: (s) => JSON.stringify([s.value, s.context.migrated]),
});

const bannerData = {
  outageTitle: 'Planned outage in Maun',
  outageDetail: 'Sunday 08:00-12:00',
  serviceTitle: 'Move-in confirmed',
  serviceDetail: 'Your service starts on 1 Dec.',
};

const notificationBanner = entry({
  id: 'notificationBanner',
  title: 'Notification banner',
  description:
    'Header notifications in three parallel regions: the banner with numbered buttons, the outage count ' +
    '(asked again after 10 s) and the unread inbox badge.',
  machine: notificationBannerMachine,
  kind: 'session',
  view: 'src/features/shell/NotificationBanner.tsx',
  scenarios: [{ label: '22 Nov 2026', input: { now: new Date('2026-11-22T10:00:00Z'), unreadCount: 0, inboxPollMs: 300_000 } }],
  events: [
    { type: 'banner.select', index: 1 },
    { type: 'banner.select', index: 9 },
  ],
  outcomes: {
    loadBannerData: [
      resolves('loadBannerData', bannerData, 'resolve: two messages'),
      resolves('loadBannerData', {}, 'resolve: nothing to announce'),
      rejects('loadBannerData', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadOutageCount: [
      resolves('loadOutageCount', 120, 'resolve: 120 affected'),
      rejects('loadOutageCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    repeatOutageCount: [
      resolves('repeatOutageCount', 95, 'resolve: 95 affected'),
      rejects('repeatOutageCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadUnreadCount: [
      resolves('loadUnreadCount', 4, 'resolve: 4 unread'),
      resolves('loadUnreadCount', 0, 'resolve: none unread'),
      rejects('loadUnreadCount', new Error('service unavailable'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.items.length > 0]),
});

const personaSwitch = entry({
  id: 'personaSwitch',
  title: 'Persona switch',
  description: "Moves a multi-persona user to another experience's site; only the user's own personas are offered.",
  machine: personaSwitchMachine,
  kind: 'session',
  view: 'src/features/shell/PersonaMenu.tsx',
  scenarios: [{ label: 'residential and enterprise user', input: { personas: [1, 2] } }],
  events: [
    { type: 'persona.switch', experience: 2 },
    { type: 'persona.switch', experience: 5 },
  ],
  outcomes: {},
  serializeState: valueOnly,
});

const versionCheck = entry({
  id: 'versionCheck',
  title: 'Version check',
  description: 'Compares the deployed portal version with the loaded one and offers a cache-clearing reload.',
  machine: versionCheckMachine,
  kind: 'session',
  view: 'src/features/shell/VersionOffer.tsx',
  scenarios: [{ label: 'version 10.2.0 loaded', input: { loadedVersion: '10.2.0', intervalMs: 300_000 } }],
  events: [],
  outcomes: {
    fetchDeployedVersion: [
      resolves('fetchDeployedVersion', '10.3.0', 'resolve: 10.3.0 deployed'),
      resolves('fetchDeployedVersion', '10.2.0', 'resolve: same version'),
      rejects('fetchDeployedVersion', new Error('meta.json unavailable'), 'reject: unknown'),
    ],
  },
  serializeState: valueOnly,
});

// ---------------------------------------------------------------------------------------------
// Dashboard

type DashboardSummary = NonNullable<DashboardSummaryContext['summary']>;

const postpaidSummary: DashboardSummary = {
  accountNumber: '100000000001',
  nickname: 'Home',
  serviceAddress: 'Plot 1, Gaborone',
  isPrepaid: false,
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  dueDate: '2026-11-28',
  lastBillDate: '2026-11-07',
  lastBillAmount: 930.25,
  lastPaymentAmount: 450,
  lastPaymentDate: '2026-10-21T09:30:00Z',
  balance: 1240.5,
  paperless: true,
};

/** What a failed call rejects with (src/api/client.ts `unwrap`), reduced to what the machines read. */
const callFailure = (msgcode: string, message: string) => ({ msgcode, message });

const dashboardSummary = entry({
  id: 'dashboardSummary',
  title: 'Dashboard summary',
  description:
    "The dashboard of the selected account: its summary (amount due, due date, past due, last payment or the last " +
    'recharge) with a Retry when it cannot be had, and beside it the dashboard notification banner when the ' +
    'account has unread messages. A user without an account gets the empty state and no call.',
  machine: dashboardSummaryMachine,
  kind: 'flow',
  view: 'src/features/dashboard/DashboardPage.tsx',
  scenarios: [
    { label: 'account selected', input: { accountNumber: '100000000001' } },
    { label: 'no account linked', input: { accountNumber: null } },
  ],
  events: [{ type: 'summary.retry' }],
  outcomes: {
    loadSummary: [
      resolves('loadSummary', postpaidSummary, 'resolve: amount due and last payment'),
      rejects('loadSummary', callFailure('NETWORK', ''), 'reject: network down'),
    ],
    loadDashboardNotification: [
      resolves('loadDashboardNotification', 3, 'resolve: 3 unread'),
      resolves('loadDashboardNotification', 0, 'resolve: none unread'),
      rejects('loadDashboardNotification', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // The guards read the input (fixed per scenario) and the event: the state value is enough.
  serializeState: valueOnly,
});

const supportSignOn = entry({
  id: 'supportSignOn',
  title: 'Agent support sign-on',
  description:
    "An agent's own sign-in opens a customer's session: the customer's account number (6 to 20 digits, checked " +
    'beside the field), a one-time support token, then /authenticate/{token}. A refused number stays for a correction.',
  machine: supportSignOnMachine,
  kind: 'flow',
  view: 'src/features/dashboard/SupportSignOnForm.tsx',
  scenarios: noInput,
  events: [
    { type: 'supportSignOn.change', accountNumber: '1000234567' },
    { type: 'supportSignOn.change', accountNumber: '12ab' },
  ],
  outcomes: {
    requestSupportToken: [
      resolves('requestSupportToken', { token: 'support-token-0123456789abcdef' }, 'resolve: token issued'),
      rejects(
        'requestSupportToken',
        callFailure('GEN404', 'No customer holds this account as primary user.'),
        'reject: no primary customer',
      ),
      rejects('requestSupportToken', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // The guard reads the typed number; what is shown depends on the field error and the failure.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.accountNumber, s.context.fieldError, s.context.failure?.msgcode ?? null]),
});


/** Every machine of the portal, in atlas order. */
export const catalogue: readonly CatalogueEntry[] = [
  toast,
  language,
  session,
  accountSelection,
  idleTimeout,
  tokenRefresh,
  maintenance,
  crossTab,
  notificationBanner,
  personaSwitch,
  versionCheck,
  dashboardSummary,
  supportSignOn,
  registrationEntry,
  scheduledPaymentsEntry,
  billingHistoryEntry,
  recoveryRequestEntry,
  passwordResetEntry,
  problemSignInEntry,
  guestRegistrationEntry,
  guestUsersEntry,
  paymentMethodEntry,
  makePaymentEntry,
  rechargeEntry,
  prepaidHistoryEntry,
];

export function catalogueEntry(id: string): CatalogueEntry {
  const found = catalogue.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No machine "${id}" in machines/catalogue.ts`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Traversal helpers shared by the path engine and the atlas simulator

const invokeEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** Event types handled by the active state nodes (what `xstate/graph` calls own event descriptors). */
export function handledEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

const childOutcomeCache = new WeakMap<CatalogueEntry, Map<string, Outcome[]>>();

/**
 * Outcomes of a child-machine invoke: one `done` outcome per distinct output of the final states
 * the child can reach (found by traversing the child with its own catalogue entry).
 */
export function childOutcomes(child: CatalogueEntry, invokeId: string): Outcome[] {
  let byInvoke = childOutcomeCache.get(child);
  if (!byInvoke) childOutcomeCache.set(child, (byInvoke = new Map()));
  const cached = byInvoke.get(invokeId);
  if (cached) return cached;
  const outputs = new Map<string, Outcome>();
  for (const scenario of child.scenarios) {
    const adjacency = getAdjacencyMap(child.machine as unknown as ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>, {
      input: scenario.input,
      events: (snapshot) => eventsToTry(child, snapshot),
      serializeState: (snapshot) => child.serializeState(snapshot),
      limit: child.limit ?? 5000,
    });
    for (const vertex of Object.values(adjacency)) {
      for (const { event, state: next } of Object.values(vertex.transitions) as { event: AnyEventObject; state: AnyMachineSnapshot }[]) {
        if (next.status !== 'done') continue;
        const key = JSON.stringify(next.output);
        if (outputs.has(key)) continue;
        const via = outcomeLabel(child, event, vertex.state) ?? event.type;
        outputs.set(key, resolves(invokeId, next.output, `resolve: ${child.id} ends in ${JSON.stringify(next.value)} after ${via}`));
      }
    }
  }
  const result = [...outputs.values()];
  byInvoke.set(invokeId, result);
  return result;
}

/** The catalogue label of an outcome event ("reject: wrong password"), if it is one. */
export function outcomeLabel(entry: CatalogueEntry, event: AnyEventObject, snapshot: AnyMachineSnapshot): string | undefined {
  const invoke = invokeEvent.exec(event.type);
  if (!invoke) return undefined;
  const outcomes = outcomesOf(entry, invoke[2] ?? '', snapshot);
  return (outcomes.find((outcome) => outcome.event === event) ?? outcomes.find((outcome) => sameEvent(outcome.event, event)))?.label;
}

function sameEvent(a: AnyEventObject, b: AnyEventObject): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The outcomes listed (or derived from a child machine) for one invoke in this snapshot. */
export function outcomesOf(entry: CatalogueEntry, invokeId: string, snapshot: AnyMachineSnapshot): readonly Outcome[] {
  const listed = entry.outcomes[invokeId];
  if (listed) return typeof listed === 'function' ? listed(snapshot) : listed;
  const child = entry.children?.[invokeId];
  return child ? childOutcomes(child, invokeId) : [];
}

/**
 * The events to try in a snapshot: for every event type the active states handle, its samples
 * (user events), its listed outcomes (invoke done/error) or the bare event (delays and events without
 * payload). `xstate.done.state.*` and wildcard descriptors are raised by the machine itself; a
 * machine that is done or failed takes nothing.
 */
export function eventsToTry(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // A machine that reached its top-level final state (or failed) takes no more events.
  if (snapshot.status !== 'active') return [];
  return handledEventTypes(snapshot).flatMap((type): AnyEventObject[] => {
    if (type.startsWith('xstate.done.state.') || type.includes('*')) return [];
    const invoke = invokeEvent.exec(type);
    if (invoke) {
      return outcomesOf(entry, invoke[2] ?? '', snapshot)
        .filter((outcome) => outcome.event.type === type)
        .map((outcome) => outcome.event);
    }
    const samples = entry.events.filter((event) => event.type === type);
    return samples.length > 0 ? [...samples] : [{ type }];
  });
}
