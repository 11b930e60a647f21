/** Account selection rules (document 1 section 4, "Account selection"). */
import type { Meter, ServiceAccount } from './session.ts';

/** Default first, then the server's order. */
function sortAccounts(accounts: readonly ServiceAccount[]): ServiceAccount[] {
  return [...accounts].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The stored account if it is still linked, else the default, else the first. */
export function chooseAccount(
  accounts: readonly ServiceAccount[],
  storedAccountNumber: string | null | undefined,
): ServiceAccount | null {
  const sorted = sortAccounts(accounts);
  return sorted.find((account) => account.accountNumber === storedAccountNumber) ?? sorted[0] ?? null;
}

/** The first meter whose end date is in the future (an open end date counts), else none. */
export function currentMeter(meters: readonly Meter[], now: Date): Meter | null {
  return meters.find((meter) => meter.endDate === null || Date.parse(meter.endDate) > now.getTime()) ?? null;
}

/** Distinct role ids: role rights are fetched once per role. */
export function distinctRoleIds(accounts: readonly ServiceAccount[]): number[] {
  return [...new Set(accounts.map((account) => account.roleId))];
}
