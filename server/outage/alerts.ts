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
import { defaultLanguage, fromStoredCode, localeTags, type Language } from '../../src/domain/language.ts';
import { linkInForce } from '../accounts.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { sendAlertMessage } from '../outbox.ts';
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

/** "26 Nov 2026, 18:30" on the territory's clock, in the customer's language. */
const territoryTime = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'EN_US' ? 'en-GB' : localeTags[language], { timeZone: 'Africa/Gaborone', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** The alerts' words per language: subjects (the EN_US ones are stored in the inbox and put in the reader's language when read) and bodies. */
export const outageAlertWords: Record<Language, { subjects: Record<OutageChange['kind'], string>; restored: (where: string, reference: string, at: string) => string; etr: (where: string, reference: string, at: string) => string }> = {
  EN_US: {
    subjects: outageAlertSubjects,
    restored: (where, reference, at) => `Power is back at your premise (${where}, outage ${reference}) since ${at}.`,
    etr: (where, reference, at) => `The outage at your premise (${where}, outage ${reference}) is now expected to be restored by ${at}.`,
  },
  EN_UK: {
    subjects: { etr: 'Power cut: new restoration time', restored: 'Power restored' },
    restored: (where, reference, at) => `Power is back at your premises (${where}, power cut ${reference}) since ${at}.`,
    etr: (where, reference, at) => `The power cut at your premises (${where}, power cut ${reference}) is now expected to be restored by ${at}.`,
  },
  ES: {
    subjects: { etr: 'Corte de luz: nueva hora de restablecimiento', restored: 'Luz restablecida' },
    restored: (where, reference, at) => `La luz ha vuelto a su domicilio (${where}, corte ${reference}) desde el ${at}.`,
    etr: (where, reference, at) => `Ahora se prevé restablecer el corte de luz en su domicilio (${where}, corte ${reference}) antes del ${at}.`,
  },
  FR: {
    subjects: { etr: 'Panne de courant : nouvelle heure de rétablissement', restored: 'Courant rétabli' },
    restored: (where, reference, at) => `Le courant est revenu à votre adresse (${where}, panne ${reference}) depuis le ${at}.`,
    etr: (where, reference, at) => `Le rétablissement de la panne à votre adresse (${where}, panne ${reference}) est désormais prévu d’ici le ${at}.`,
  },
};

/** The alert's subject and body in `language` (a stored code or locale id; EN_US when unknown). */
export function outageAlertText(outage: AlertedOutage, change: OutageChange, language: string = 'EN_US'): { subject: string; body: string } {
  const lang = fromStoredCode(language) ?? defaultLanguage;
  const words = outageAlertWords[lang];
  const where = `${outage.area}, ${outage.town}`;
  return { subject: words.subjects[change.kind], body: words[change.kind](where, outage.reference, territoryTime(change.at, lang)) };
}

/** The change's key: the same key is the same change. */
const changeKey = (change: OutageChange) => (change.kind === 'restored' ? 'restored' : `etr:${change.at.toISOString()}`);

/** The accounts of a town whose premise the outage covers, with their users in force and their preferences. */
async function affectedLinks(ctx: ServerContext, outage: AlertedOutage) {
  const rows = await ctx.db
    .select({ account: t.serviceAccounts, link: t.userAccounts, user: { email: t.users.email, phone: t.users.phone, language: t.users.language } })
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
  const subject = outageAlertSubjects[change.kind];
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
      // The customer's language: the inbox body and the e-mail and text; the inbox subject is put in the reader's when read.
      const outgoing = outageAlertText(outage, change, user.language);
      const inboxMessageId = await sendAlertMessage(ctx, tx, log, {
        userId: link.userId,
        accountId: account.id,
        category: inboxCategories.outage,
        subject,
        body: outgoing.body,
        outgoing,
        kind: outageAlertOutboxKind,
        emailNotification: link.emailNotification,
        textNotification: link.textNotification,
        email: user.email,
        phone: user.phone,
      });
      await tx.update(t.outageAlerts).set({ inboxMessageId }).where(eq(t.outageAlerts.id, alert.id));
      return true;
    });
    if (done) raised++;
  }
  return raised;
}
