/**
 * Service accounts as a signed-in user holds them: the link check every call on an account makes
 * (403 GEN403 for an account the caller does not hold, whether or not it exists; a guest whose
 * access has ended no longer holds it) and the shapes the portal reads.
 */
import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import { ApiError } from './http/errors.ts';
import type { Meter, ServiceAccount } from '../src/domain/session.ts';

export type AccountRow = typeof t.serviceAccounts.$inferSelect;
export type LinkRow = typeof t.userAccounts.$inferSelect;

/** Links in force now: without an end date, or (guests) before it. */
export function linkInForce(now: Date): SQL {
  return or(isNull(t.userAccounts.accessUntil), gt(t.userAccounts.accessUntil, now))!;
}

export async function linkedAccount(ctx: ServerContext, userId: string, accountNumber: string): Promise<{ account: AccountRow; link: LinkRow }> {
  const [row] = await ctx.db
    .select({ account: t.serviceAccounts, link: t.userAccounts })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.userAccounts.userId, userId), eq(t.serviceAccounts.accountNumber, accountNumber), linkInForce(ctx.now())));
  if (!row) throw new ApiError(403, 'GEN403');
  return row;
}

/** The service address on one line: "Plot 2231, Moremi Road, Extension 12, Gaborone, GA 00000". */
export function combinedAddress(account: Pick<AccountRow, 'address1' | 'address2' | 'city' | 'state' | 'postalCode'>): string {
  return [account.address1, account.address2, account.city, `${account.state} ${account.postalCode}`.trim()]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function holderName(account: AccountRow): string {
  return account.holderOrgName ?? `${account.holderFirstName} ${account.holderLastName}`;
}

export function serviceAccount(account: AccountRow, link: LinkRow): ServiceAccount {
  return {
    id: account.id,
    accountNumber: account.accountNumber,
    customerNumber: account.customerNumber,
    roleId: link.roleId,
    isDefault: link.isDefault,
    status: account.status,
    accountType: account.accountType,
    premiseId: account.premiseId,
    isPrepaidAccount: account.isPrepaid,
    bpName: holderName(account),
    serviceAddress: {
      address1: account.address1,
      address2: account.address2 ?? '',
      city: account.city,
      state: account.state,
      postalCode: account.postalCode,
      nickName: link.nickname ?? '',
    },
    serviceAddressCombined: combinedAddress(account),
  };
}

/** The caller's service accounts in force now: the default first, then by link date and number. */
export async function serviceAccountsOf(ctx: ServerContext, userId: string): Promise<ServiceAccount[]> {
  const rows = await ctx.db
    .select({ account: t.serviceAccounts, link: t.userAccounts })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.userAccounts.userId, userId), linkInForce(ctx.now())))
    .orderBy(desc(t.userAccounts.isDefault), asc(t.userAccounts.createdAt), asc(t.serviceAccounts.accountNumber));
  return rows.map(({ account, link }) => serviceAccount(account, link));
}

/** Meters in service are stored with this end date; the portal reads null. */
const openEnd = '9999-12-31';

/** The meters of an account: electric first, newest first (the portal takes the first whose end date is ahead). */
export async function metersOf(ctx: ServerContext, accountId: number): Promise<Meter[]> {
  const rows = await ctx.db
    .select()
    .from(t.meters)
    .where(eq(t.meters.accountId, accountId))
    .orderBy(desc(sql`${t.meters.serviceType} = 'electric'`), desc(t.meters.startDate), asc(t.meters.id));
  return rows.map((meter) => ({ meterNumber: meter.meterNumber, endDate: meter.endDate === openEnd ? null : meter.endDate, serviceType: meter.serviceType }));
}
