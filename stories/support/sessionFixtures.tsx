/**
 * A session without the session machines: users, service accounts, the session view model built
 * from them (signed in, or any step before: signed out, signing in, a failed sign-in, the second
 * factor, a refused sign-in link, after a time-out), and fake shell services (calls answered from
 * memory). Used by the shell, dashboard and sign-in stories and their component tests.
 */
import type { SessionStatus, SessionViewModel } from '../../machines/session/session/session.connect.ts';
import { user as sampleUser } from '../../machines/session/session/session.fixtures.ts';
import type { LoginFailure, SessionEndReason } from '../../machines/session/session/session.types.ts';
import { defaultPortalSettings } from '../../src/app/session/portalSettings.ts';
import { appVersion } from '../../src/domain/constants.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { defaultRoleRights, effectiveRights, hasRight } from '../../src/domain/rights.ts';
import type { PortalSettings, ServiceAccount, SessionUser } from '../../src/domain/session.ts';
import type { ShellServices } from '../../src/features/session/shellCalls.ts';

function demoUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return sampleUser({
    uuid: '6f1c2b9e-3d4a-4c7e-9a51-0b2d8e7f6a10',
    userName: 'kagiso.molefe',
    lastLogin: '2025-03-13T07:45:00Z',
    ...overrides,
  });
}

export function demoAccount(accountNumber: string, overrides: Partial<ServiceAccount> & { nickName?: string } = {}): ServiceAccount {
  const { nickName = 'Home', ...rest } = overrides;
  return {
    id: Number(accountNumber.slice(-3)),
    accountNumber,
    customerNumber: `BP${accountNumber.slice(-6)}`,
    roleId: 1,
    isDefault: false,
    status: 1,
    accountType: 'Residential',
    premiseId: `PR${accountNumber.slice(-6)}`,
    isPrepaidAccount: false,
    bpName: 'Kagiso Molefe',
    serviceAddress: { address1: 'Plot 1234, Khama Crescent', address2: '', city: 'Gaborone', state: 'SE', postalCode: '0000', nickName },
    serviceAddressCombined: 'Plot 1234, Khama Crescent, Gaborone',
    ...rest,
  };
}

export const homeAccount = demoAccount('1000234567', { isDefault: true });
export const cattlePostAccount = demoAccount('1000987654', {
  nickName: 'Cattle post',
  status: 0,
  serviceAddress: { address1: 'Plot 77, Mmankgodi Road', address2: '', city: 'Kanye', state: 'SO', postalCode: '0000', nickName: 'Cattle post' },
  serviceAddressCombined: 'Plot 77, Mmankgodi Road, Kanye',
});
export const prepaidAccount = demoAccount('2000112233', {
  nickName: 'Shop',
  isDefault: true,
  isPrepaidAccount: true,
  accountType: 'Commercial',
  serviceAddress: { address1: 'Plot 5512, Blue Jacket Street', address2: '', city: 'Francistown', state: 'NE', postalCode: '0000', nickName: 'Shop' },
  serviceAddressCombined: 'Plot 5512, Blue Jacket Street, Francistown',
});
export const restrictedAccount = demoAccount('1000555111', { isDefault: true, status: 2, nickName: 'Flat' });
export const noPaymentRoleAccount = demoAccount('1000777000', { isDefault: true, roleId: 7, nickName: 'Parents' });

export interface SessionFixture {
  user?: Partial<SessionUser>;
  /** Default: one account, homeAccount. */
  accounts?: ServiceAccount[];
  /** The selected account; default the first; null for a user without an account. */
  accountNumber?: string | null;
  /** Rights of the account's role; default that role's seeded rights (none for status 2). */
  rights?: string[];
  isSupportLogin?: boolean;
  busy?: boolean;
  /**
   * Where the session is (default 'signedIn'). Before 'signedIn' there is no account; the user is
   * known from the second factor on (as the session machine has it).
   */
  status?: SessionStatus;
  /** The last sign-in, code or token-exchange failure, as the server answered it. */
  failure?: LoginFailure | null;
  /** The /authenticate token was refused. */
  tokenRejected?: boolean;
  /** Why the last session ended ('timeout': /login?expired=true shows the expired popup). */
  endReason?: SessionEndReason | null;
  /** The second-factor step (status 'twoFactor'): default choosing among demoTfaChannels. */
  twoFactor?: Partial<SessionViewModel['twoFactor']>;
  /** The sign-in form as the session machine holds it (default empty). */
  loginForm?: Partial<SessionViewModel['loginForm']>;
}

export interface SessionIntents {
  selectAccount?: (accountNumber: string) => void;
  logout?: () => void;
  changeLogin?: SessionViewModel['changeLogin'];
  login?: SessionViewModel['login'];
  authenticate?: SessionViewModel['authenticate'];
  chooseChannel?: SessionViewModel['chooseChannel'];
  sendCode?: SessionViewModel['sendCode'];
  changeCode?: SessionViewModel['changeCode'];
  verifyCode?: SessionViewModel['verifyCode'];
  cancelTwoFactor?: SessionViewModel['cancelTwoFactor'];
  dismissNotice?: SessionViewModel['dismissNotice'];
}

const noop = () => {};

/** Where the second-factor code can go (the server masks the destinations). */
export const demoTfaChannels: SessionViewModel['twoFactor']['channels'] = [
  { channel: 'email', destination: 'k***@example.bw' },
  { channel: 'sms', destination: '*****567' },
];

type TwoFactorStep = NonNullable<SessionViewModel['twoFactor']['step']>;

/** States whose machine state carries the busy tag. */
function isBusy(status: SessionStatus, step: TwoFactorStep | null): boolean {
  if (status === 'twoFactor') return step === 'sendingCode' || step === 'verifyingCode';
  return status === 'restoring' || status === 'signingIn' || status === 'establishing' || status === 'signingOut';
}

function twoFactorOf(status: SessionStatus, step: TwoFactorStep | null, given: SessionFixture['twoFactor'] = {}): SessionViewModel['twoFactor'] {
  if (status !== 'twoFactor') return { step: null, channels: [], destination: null, channel: 'email', code: '', codeError: null };
  const channels = given.channels ?? demoTfaChannels;
  return { step, channels, destination: null, channel: channels[0]?.channel ?? 'email', code: '', codeError: null, ...given };
}

/** The session view model of a user in the given situation (signed in unless `status` says otherwise). */
export function sessionViewModel(fixture: SessionFixture = {}, intents: SessionIntents = {}): SessionViewModel {
  const status = fixture.status ?? 'signedIn';
  const hasSession = status === 'signedIn' || status === 'signingOut';
  const knowsUser = hasSession || status === 'twoFactor' || status === 'establishing';
  const accounts = hasSession ? (fixture.accounts ?? [homeAccount]) : [];
  const account =
    fixture.accountNumber === null ? null : (accounts.find((item) => item.accountNumber === fixture.accountNumber) ?? accounts[0] ?? null);
  const granted = fixture.rights ?? (account ? [...(defaultRoleRights[account.roleId] ?? [])] : []);
  const rights = hasSession ? effectiveRights(granted, account?.status) : [];
  const user = knowsUser || fixture.user ? demoUser({ tfa: status === 'twoFactor', ...fixture.user }) : null;
  const step = status === 'twoFactor' ? (fixture.twoFactor?.step ?? 'choosingChannel') : null;
  return {
    status,
    signedIn: status === 'signedIn' && user !== null && !user.isMigratedUser,
    busy: fixture.busy ?? isBusy(status, step),
    user,
    isSupportLogin: fixture.isSupportLogin ?? false,
    accounts: account ? accounts : [],
    account,
    meter: account ? { meterNumber: `M${account.accountNumber.slice(-6)}`, endDate: null } : null,
    rights,
    can: (right) => hasRight(rights, right),
    failure: fixture.failure ?? null,
    tokenRejected: fixture.tokenRejected ?? false,
    endReason: fixture.endReason ?? null,
    loginForm: { userName: '', password: '', errors: {}, formError: null, ...fixture.loginForm },
    twoFactor: twoFactorOf(status, step, fixture.twoFactor),
    changeLogin: intents.changeLogin ?? noop,
    login: intents.login ?? noop,
    authenticate: intents.authenticate ?? noop,
    chooseChannel: intents.chooseChannel ?? noop,
    sendCode: intents.sendCode ?? noop,
    changeCode: intents.changeCode ?? noop,
    verifyCode: intents.verifyCode ?? noop,
    cancelTwoFactor: intents.cancelTwoFactor ?? noop,
    selectAccount: intents.selectAccount ?? noop,
    logout: intents.logout ?? noop,
    dismissNotice: intents.dismissNotice ?? noop,
  };
}

/** What the reference server answers for the sign-in failures the pages treat differently. */
export const signInFailures = {
  /** Wrong user id or password: translated (login.error.LOG001). */
  wrongPassword: { msgcode: 'LOG001', message: 'The user id or password you entered is incorrect.' },
  /** Locked account: shown as the server words it, lock time included. */
  locked: {
    msgcode: 'LOG010',
    message: 'Your account is locked after 5 unsuccessful sign-in attempts. Please try again after 15 minutes or reset your password.',
  },
  /** No answer from the server (src/api/client.ts). */
  network: { msgcode: 'NETWORK', message: '' },
  /** A wrong second-factor code. */
  wrongCode: { msgcode: 'TFA001', message: 'The verification code is not correct.' },
  /** A refused /authenticate token: its message shows as the server words it. */
  linkRefused: { msgcode: 'AUTH001', message: 'This sign-in link is not valid or has expired. Please sign in again.' },
} satisfies Record<string, LoginFailure>;

/** Sessions before sign-in, as the login, two-factor and /authenticate pages see them. */
export const preLoginSessions = {
  /** Nobody signed in: the empty login form. */
  signedOut: (): SessionFixture => ({ status: 'signedOut' }),
  /** User id and password are being checked (or the /authenticate token exchanged). */
  signingIn: (): SessionFixture => ({ status: 'signingIn' }),
  /** The last sign-in failed with this answer. */
  failed: (failure: LoginFailure): SessionFixture => ({ status: 'signedOut', failure }),
  /** The last session ended by inactivity. */
  expired: (): SessionFixture => ({ status: 'signedOut', endReason: 'timeout' }),
  /** The second-factor step; `destination` once a code was sent. */
  twoFactor: (step: TwoFactorStep = 'choosingChannel', extra: { destination?: string; failure?: LoginFailure } = {}): SessionFixture => ({
    status: 'twoFactor',
    twoFactor: {
      step,
      destination: extra.destination ?? (step === 'awaitingCode' || step === 'verifyingCode' ? (demoTfaChannels[0]?.destination ?? null) : null),
    },
    failure: extra.failure ?? null,
  }),
  /** The /authenticate token was refused. */
  tokenRejected: (failure: LoginFailure = signInFailures.linkRefused): SessionFixture => ({ status: 'signedOut', tokenRejected: true, failure }),
};

/** The reference server's settings: every feature on. */
export const demoSettings: PortalSettings = {
  ...defaultPortalSettings,
  features: {
    ViewAutoPay: true,
    ViewPaymentMethod: true,
    ViewBudgetBilling: true,
    ViewGuestUser: true,
    ViewNotificationPreferences: true,
    Billing: true,
    Usage: true,
    Account: true,
    Services: true,
  },
};

/** Yesterday at noon, so a DNP notice is always within its 5 days. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
}

export const banners = {
  none: {} as NotificationBannerData,
  dnp: () => ({
    dnpNotoficationTitle: 'Disconnection scheduled',
    dnpNotificationDetail: 'Your supply will be disconnected on 20 March unless the past-due amount of P 1,240.00 is paid.',
    dnpLastUpdated: daysAgo(1),
  }),
  outage: {
    outageTitle: 'Planned outage in Gaborone West',
    outageDetail: 'Power will be off on Saturday from 08:00 to 14:00 while we replace a transformer.',
  },
  csp: (colorCode: string) => ({
    cspNotoficationTitle: 'Service centre hours',
    cspNotificationDetail: 'The Main Mall service centre closes at 13:00 on Friday for staff training.',
    colorCode,
  }),
  service: {
    serviceTitle: 'Meter inspection booked',
    serviceDetail: 'A technician will inspect your meter on 18 March between 08:00 and 10:00.',
  },
  preference: {
    notificationTitle: 'Stay informed',
    notificationDetail: 'Add a mobile number to get outage alerts by text message.',
  },
};

/** Every kind at once: five numbered buttons. */
export function allBanners(): NotificationBannerData {
  return { ...banners.dnp(), ...banners.outage, ...banners.csp('#1a5fb4'), ...banners.service, ...banners.preference };
}

export const postpaidSummary: DashboardSummary = {
  accountNumber: homeAccount.accountNumber,
  nickname: 'Home',
  serviceAddress: homeAccount.serviceAddressCombined,
  isPrepaid: false,
  amountDue: 1240.5,
  pastDueAmount: 310.25,
  dueDate: '2025-03-28',
  lastBillDate: '2025-03-07',
  lastBillAmount: 930.25,
  lastPaymentAmount: 450,
  lastPaymentDate: '2025-02-21T09:30:00Z',
  balance: 1240.5,
  paperless: true,
  autoPay: { enrolled: false },
};

export const creditSummary: DashboardSummary = {
  ...postpaidSummary,
  amountDue: 0,
  pastDueAmount: 0,
  balance: -85.4,
  lastPaymentAmount: 1000,
};

export const prepaidSummary: DashboardSummary = {
  accountNumber: prepaidAccount.accountNumber,
  nickname: 'Shop',
  serviceAddress: prepaidAccount.serviceAddressCombined,
  isPrepaid: true,
  amountDue: 0,
  pastDueAmount: 0,
  dueDate: null,
  lastBillDate: null,
  lastBillAmount: null,
  lastPaymentAmount: null,
  lastPaymentDate: null,
  balance: 0,
  paperless: false,
  autoPay: null,
  lastRechargeAmount: 200,
  lastRechargeDate: '2025-03-10T16:05:00Z',
  lastToken: '****************4821',
};

export const restrictedSummary: DashboardSummary = {
  ...postpaidSummary,
  accountNumber: restrictedAccount.accountNumber,
  nickname: 'Flat',
  amountDue: 2315.75,
  pastDueAmount: 1875.75,
};

/** A promise that never settles: a call still under way. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/** What a failed call rejects with (src/api/client.ts unwrap). */
export function callFailure(msgcode = 'GEN500', message = 'Server error'): Error {
  return Object.assign(new Error(message), { msgcode, message, httpStatus: 500 });
}

/** Shell services answered from memory; pass overrides for a situation. */
export function fakeShellServices(overrides: Partial<ShellServices> = {}): ShellServices {
  return {
    loadBannerData: () => Promise.resolve(banners.none),
    loadOutageCount: () => Promise.resolve(1284),
    loadUnreadCount: () => Promise.resolve(3),
    loadDashboardSummary: () => Promise.resolve(postpaidSummary),
    loadDashboardNotification: () => Promise.resolve(0),
    requestSupportToken: () => Promise.resolve({ token: 'support-token-0123456789abcdef' }),
    fetchDeployedVersion: () => Promise.resolve(appVersion),
    clearCachesAndReload: noop,
    storeExperience: noop,
    clearPortfolio: noop,
    goToExternalSite: noop,
    versionCheckIntervalMs: 300_000,
    loadUsageAlerts: (accountNumber) => Promise.resolve({ accountNumber, dailyThreshold: null, monthlyBudget: null, latest: null }),
    loadAccountOutages: () => Promise.resolve([]),
    ...overrides,
  };
}
