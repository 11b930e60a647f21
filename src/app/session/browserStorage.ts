/**
 * Session attributes kept in browser storage (document 1 section 3): profile and account values
 * the pages read. Never a token. Logout clears local storage except the idle-timer keys.
 */
import type { ServiceAccount, SessionUser } from '../../domain/session.ts';

/** Idle-timer keys survive logout (document 1 section 4). */
const idleKeyPrefix = 'portal.idle.';
export const lastActivityKey = `${idleKeyPrefix}lastActivity`;

/** Keys other tabs watch (cross-tab rules). */
export const userIdKey = 'UserID';
export const twoFactorKey = 'TwoFactorAuthenticated';
const accountNumberKey = 'AccountNumber';

function write(values: Record<string, string | number | boolean | null | undefined>) {
  try {
    for (const [key, value] of Object.entries(values)) {
      if (value === null || value === undefined || value === '') window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, String(value));
    }
  } catch {
    // Storage blocked: the session still works in memory for this tab.
  }
}

export function storeUser(user: SessionUser, isSupportLogin: boolean) {
  write({
    [userIdKey]: user.userName,
    uuid: user.uuid,
    [twoFactorKey]: 'true',
    Name: user.fullName,
    FullName: user.fullName,
    FirstName: user.firstName,
    MiddleName: user.middleName,
    LastName: user.lastName,
    Email: user.email,
    MobileNumber: user.phoneNumber,
    IsMigratedUser: user.isMigratedUser,
    SupportLogin: isSupportLogin,
  });
}

export function storeAccount(account: ServiceAccount) {
  const address = account.serviceAddress;
  write({
    [accountNumberKey]: account.accountNumber,
    acn: account.accountNumber,
    BPNumber: account.customerNumber,
    AccountId: account.id,
    AccountType: account.accountType,
    AccountStatus: account.status,
    RoleId: account.roleId,
    IsPrepaidAccount: account.isPrepaidAccount,
    BPName: account.bpName,
    CustomerName: account.bpName,
    ServiceAddressPremiseId: account.premiseId,
    AccountAddress: account.serviceAddressCombined,
    ServiceAddress: account.serviceAddressCombined,
    Address1: address.address1,
    Address2: address.address2,
    City: address.city,
    State: address.state,
    PostalCode: address.postalCode,
  });
}

export function storedUserId(): string | null {
  try {
    return window.localStorage.getItem(userIdKey);
  } catch {
    return null;
  }
}

export function storedAccountNumber(): string | null {
  try {
    return window.localStorage.getItem(accountNumberKey);
  } catch {
    return null;
  }
}

/** Everything but the idle-timer keys (document 1 section 4, Logout and Maintenance). */
export function clearSessionStorage() {
  try {
    const keep = Object.keys(window.localStorage)
      .filter((key) => key.startsWith(idleKeyPrefix))
      .map((key) => [key, window.localStorage.getItem(key) ?? ''] as const);
    window.localStorage.clear();
    for (const [key, value] of keep) window.localStorage.setItem(key, value);
    window.sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}
