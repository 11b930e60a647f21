/**
 * A signed-in session without the session machines: users, service accounts, the session view
 * model built from them, and fake shell services (calls answered from memory). Used by the shell
 * and dashboard stories and their component tests.
 */
import type { SessionViewModel } from '../../machines/session/session/session.connect.ts';
import { defaultPortalSettings } from '../../src/app/session/portalSettings.ts';
import { appVersion } from '../../src/domain/constants.ts';
import type { DashboardSummary } from '../../src/domain/dashboard.ts';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { defaultRoleRights, effectiveRights, hasRight } from '../../src/domain/rights.ts';
import type { PortalSettings, ServiceAccount, SessionUser } from '../../src/domain/session.ts';
import type { ShellServices } from '../../src/features/shell/services.ts';

export function demoUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uuid: '6f1c2b9e-3d4a-4c7e-9a51-0b2d8e7f6a10',
    userName: 'kagiso.molefe',
    email: 'kagiso.molefe@example.bw',
    phoneNumber: '71234567',
    firstName: 'Kagiso',
    middleName: '',
    lastName: 'Molefe',
    fullName: 'Kagiso Molefe',
    personas: [1],
    tfa: false,
    isMigratedUser: false,
    lastLogin: '2025-03-13T07:45:00Z',
    isAgent: false,
    ...overrides,
  };
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
}

export interface SessionIntents {
  selectAccount?: (accountNumber: string) => void;
  logout?: () => void;
}

const noop = () => {};

/** The session view model of a signed-in user in the given situation. */
export function sessionViewModel(fixture: SessionFixture = {}, intents: SessionIntents = {}): SessionViewModel {
  const accounts = fixture.accounts ?? [homeAccount];
  const account =
    fixture.accountNumber === null ? null : (accounts.find((item) => item.accountNumber === fixture.accountNumber) ?? accounts[0] ?? null);
  const granted = fixture.rights ?? (account ? [...(defaultRoleRights[account.roleId] ?? [])] : []);
  const rights = effectiveRights(granted, account?.status);
  return {
    status: 'signedIn',
    signedIn: true,
    busy: fixture.busy ?? false,
    user: demoUser(fixture.user),
    isSupportLogin: fixture.isSupportLogin ?? false,
    accounts: account ? accounts : [],
    account,
    meter: account ? { meterNumber: `M${account.accountNumber.slice(-6)}`, endDate: null } : null,
    rights,
    can: (right) => hasRight(rights, right),
    failure: null,
    tokenRejected: false,
    endReason: null,
    twoFactor: { step: null, channels: [], destination: null },
    login: noop,
    authenticate: noop,
    sendCode: noop,
    verifyCode: noop,
    cancelTwoFactor: noop,
    selectAccount: intents.selectAccount ?? noop,
    logout: intents.logout ?? noop,
    dismissNotice: noop,
  };
}

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
    ...overrides,
  };
}
