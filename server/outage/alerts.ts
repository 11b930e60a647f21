/**
 * Outage alerts (issue 18): when an active outage's estimated restoration time changes, or the
 * outage is restored, every customer whose premise it covers gets one inbox message, and an e-mail
 * and/or a text message in the outbox as their notification preferences on the account say. Each
 * change is raised once per user and account (outage_alerts' unique key): announcing it again
 * writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inboxCategories } from '../../src/domain/inbox.ts';
import { areaContains } from '../../src/domain/outageGeometry.ts';
import type { PolygonGeometry } from '../../src/domain/outage.ts';
import { linkInForce } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { deliver } from '../outbox.ts';
import { accountPremisePoint } from './premisePoint.ts';

/** Outbox kind of the e-mails and texts of an outage alert (GET /api/admin/outbox shows them). */
export const outageAlertOutboxKind = 'outage-alert';

/** The inbox subjects (English; their words in every language are seeded with the notices', server/seed/session.ts). */
export const outageAlertSubjects = {
  etr: 'Outage restoration time changed',
  restored: 'Power restored',
} as const;

/** What changed: the new restoration time, or the power is back. */
export type OutageChange = { kind: 'etr'; at: Date } | { kind: 'restored'; at: Date };

export interface AlertedOutage {
  id: number;
  reference: string;
  town: string;
  area: string;
  geometry: PolygonGeometry;
}

/** "26 Nov 2026, 18:30" on the territory's clock. */
const territoryTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Gaborone', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

export function outageAlertText(outage: AlertedOutage, change: OutageChange): { subject: string; body: string } {
  const where = `${outage.area}, ${outage.town}`;
  return change.kind === 'restored'
    ? { subject: outageAlertSubjects.restored, body: `Power is back at your premise (${where}, outage ${outage.reference}) since ${territoryTime(change.at)}.` }
    : { subject: outageAlertSubjects.etr, body: `The outage at your premise (${where}, outage ${outage.reference}) is now expected to be restored by ${territoryTime(change.at)}.` };
}

/** The change's key: the same key is the same change. */
const changeKey = (change: OutageChange) => (change.kind === 'restored' ? 'restored' : `etr:${change.at.toISOString()}`);

/** The accounts of a town whose premise the outage covers, with their users in force and their preferences. */
async function affectedLinks(ctx: ServerContext, outage: AlertedOutage) {
  const rows = await ctx.db
    .select({ account: t.serviceAccounts, link: t.userAccounts, user: { email: t.users.email, phone: t.users.phone } })
    .from(t.serviceAccounts)
    .innerJoin(t.userAccounts, eq(t.userAccounts.accountId, t.serviceAccounts.id))
    .innerJoin(t.users, eq(t.users.id, t.userAccounts.userId))
    .where(and(eq(t.serviceAccounts.town, outage.town), linkInForce(ctx.now())));
  const covered = new Map<number, boolean>();
  const found: typeof rows = [];
  for (const row of rows) {
    if (!covered.has(row.account.id)) {
      const point = await accountPremisePoint(ctx.db, row.account);
      covered.set(row.account.id, point !== null && areaContains(outage.geometry, [point.longitude, point.latitude]));
    }
    if (covered.get(row.account.id)) found.push(row);
  }
  return found;
}

/** Raises a change of an outage to every customer it affects; returns how many alerts it raised (0 when announced before). */
export async function raiseOutageAlerts(ctx: ServerContext, log: FastifyBaseLogger, outage: AlertedOutage, change: OutageChange): Promise<number> {
  const { subject, body } = outageAlertText(outage, change);
  let raised = 0;
  for (const { account, link, user } of await affectedLinks(ctx, outage)) {
    const done = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const [alert] = await tx
        .insert(t.outageAlerts)
        .values({ userId: link.userId, accountId: account.id, outageId: outage.id, change: changeKey(change), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: t.outageAlerts.id });
      if (!alert) return false;
      const [message] = await tx
        .insert(t.inboxMessages)
        .values({ userId: link.userId, accountId: account.id, category: inboxCategories.outage, subject, body, createdAt: now })
        .returning({ id: t.inboxMessages.id });
      await tx.update(t.outageAlerts).set({ inboxMessageId: message!.id }).where(eq(t.outageAlerts.id, alert.id));
      if (link.emailNotification) await deliver(ctx, tx, log, { userId: link.userId, channel: 'email', address: user.email, subject, body, kind: outageAlertOutboxKind });
      if (link.textNotification && user.phone) await deliver(ctx, tx, log, { userId: link.userId, channel: 'sms', address: user.phone, subject, body, kind: outageAlertOutboxKind });
      return true;
    });
    if (done) raised++;
  }
  return raised;
}
