/**
 * The account a usage call is on, as the caller holds it: what the usage calls read of it, the
 * caller's role on it and its meters, in one statement. Every usage call starts here (usageAccess in
 * server/areas/usage.ts), so on the embedded database the answer is also kept in memory, as the
 * account summary is (billing/accountSummary.ts): an entry is good while this process has written
 * none of the tables it was read from (db/writes.ts) and the link is still in force (its
 * access_until). A removed link or meter, a changed account, anywhere, makes the next call ask
 * again. On a PostgreSQL server other processes write those tables too: every call asks.
 */
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { versionedReads } from '../db/writes.ts';
import type { AccountRow, LinkRow } from '../accounts.ts';
import { ApiError } from '../http/errors.ts';
import type { MeterRow } from './store.ts';

/** What the usage calls read of an account. */
export type UsageAccount = Pick<AccountRow, 'id' | 'accountNumber' | 'status' | 'accountType' | 'premiseId' | 'state' | 'town' | 'tariff'>;

/** What the usage calls read of a meter. */
export type UsageMeter = Pick<MeterRow, 'id' | 'meterNumber' | 'serviceType' | 'startDate' | 'endDate'>;

export interface UsageHolding {
  account: UsageAccount;
  link: Pick<LinkRow, 'roleId'>;
  /** Every meter of the account, oldest first (by start date). */
  meters: UsageMeter[];
}

interface HoldingJson extends UsageAccount {
  roleId: number;
  /** Until when the user holds the account; null: no end. */
  accessUntil: string | null;
  meters: UsageMeter[];
}

/** The tables the statement reads. */
const holdingTables = ['user_accounts', 'service_accounts', 'meters'] as const;

/** Holdings kept in memory (embedded database), at most 20,000; a 403 (no holding) is not kept. */
const holdingReads = versionedReads<HoldingJson | null>(holdingTables, 20_000, { keep: (holding) => holding !== null });

async function queryHolding(ctx: ServerContext, userId: string, accountNumber: string): Promise<HoldingJson | null> {
  const result = (await ctx.db.execute(sql`
    select json_build_object(
      'id', a.id, 'accountNumber', a.account_number, 'status', a.status, 'accountType', a.account_type,
      'premiseId', a.premise_id, 'state', a.state, 'town', a.town, 'tariff', a.tariff,
      'roleId', l.role_id, 'accessUntil', l.access_until,
      'meters', coalesce((
        select json_agg(json_build_object('id', m.id, 'meterNumber', m.meter_number, 'serviceType', m.service_type, 'startDate', m.start_date, 'endDate', m.end_date) order by m.start_date, m.id)
        from meters m where m.account_id = a.id), '[]')
    ) as holding
    from user_accounts l join service_accounts a on a.id = l.account_id
    where l.user_id = ${userId}::uuid and a.account_number = ${accountNumber} and (l.access_until is null or l.access_until > ${ctx.now()})`)) as unknown as {
    rows: { holding: HoldingJson | string }[];
  };
  const raw = result.rows[0]?.holding;
  return typeof raw === 'string' ? (JSON.parse(raw) as HoldingJson) : (raw ?? null);
}

/** The holding from memory when nothing it was read from has changed and the user still holds the account, else from the database. */
function holdingOf(ctx: ServerContext, userId: string, accountNumber: string): Promise<HoldingJson | null> {
  return holdingReads(
    ctx.db,
    `${userId}:${accountNumber}`,
    () => queryHolding(ctx, userId, accountNumber),
    (holding) => holding === null || holding.accessUntil === null || new Date(holding.accessUntil) > ctx.now(),
  );
}

/** The account `accountNumber` as user `userId` holds it now, or 403 GEN403. */
export async function usageHolding(ctx: ServerContext, userId: string, accountNumber: string): Promise<UsageHolding> {
  const found = await holdingOf(ctx, userId, accountNumber);
  if (!found) throw new ApiError(403, 'GEN403');
  const { roleId, accessUntil: _accessUntil, meters, ...account } = found;
  return { account, link: { roleId }, meters };
}
