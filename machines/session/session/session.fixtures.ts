/**
 * Sample session data (a signed-in residential customer, a service account, a login answer): the
 * one source for the statechart catalogue, the machine tests and the stories. Pure data.
 */
import type { LoginData, ServiceAccount, SessionUser } from '../../../src/domain/session.ts';
import type { RestoredSession } from './session.machine.ts';

export function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uuid: 'u-1',
    userName: 'demo.customer',
    email: 'kagiso.molefe@example.bw',
    phoneNumber: '71234567',
    firstName: 'Kagiso',
    middleName: '',
    lastName: 'Molefe',
    fullName: 'Kagiso Molefe',
    personas: [1],
    tfa: false,
    isMigratedUser: false,
    lastLogin: null,
    isAgent: false,
    ...overrides,
  };
}

export function loginData(
  overrides: { user?: Partial<SessionUser>; custom?: Partial<LoginData['customAttribute']>; tokens?: boolean } = {},
): LoginData {
  const withTokens = overrides.tokens ?? true;
  return {
    accessToken: withTokens ? 'access' : '',
    refreshToken: withTokens ? 'refresh' : '',
    expiresIn: 1200,
    user: user(overrides.user),
    tfaDetails: overrides.user?.tfa
      ? { tfaToken: 'tfa-token', channels: [{ channel: 'email', destination: 'k***@example.bw' }] }
      : null,
    customAttribute: {
      isMigratedUser: false,
      token: '',
      twoFactorAuthenticate: !overrides.user?.tfa,
      isSupportLogin: false,
      ...overrides.custom,
    },
  };
}

export function account(accountNumber: string, overrides: Partial<ServiceAccount> = {}): ServiceAccount {
  return {
    id: Number(accountNumber.slice(-3)),
    accountNumber,
    customerNumber: `C${accountNumber}`,
    roleId: 1,
    isDefault: false,
    status: 1,
    accountType: 'Residential',
    premiseId: `P${accountNumber}`,
    isPrepaidAccount: false,
    bpName: 'Kagiso Molefe',
    serviceAddress: { address1: 'Plot 1', address2: '', city: 'Gaborone', state: 'SE', postalCode: '0000', nickName: 'Home' },
    serviceAddressCombined: 'Plot 1, Gaborone',
    ...overrides,
  };
}

/** A restore's answer: the user signed in, with two accounts (the second chosen), its meter and rights. */
export function restoredSession(chosen = '100000000002'): RestoredSession {
  const accounts = [account('100000000001', { isDefault: true }), account('100000000002')];
  return {
    ...loginData(),
    established: {
      accounts,
      account: accounts.find((linked) => linked.accountNumber === chosen) ?? null,
      meter: { meterNumber: `M-${chosen}`, endDate: null },
      rights: ['ViewDashboard', 'PayBill'],
    },
  };
}
