/**
 * Usage alerts (src/domain/usageAlerts.ts): a user's daily high-usage threshold and monthly budget
 * on an account's electric meter, and the alerts they raise. A crossing is a day whose use is above
 * the threshold, or a calendar month whose cost so far is above the budget, from the day the
 * settings were saved on; the month's cost is that of the account's electricity, gas and water
 * meters the user may see. Each crossing raises once per user (usage_alerts' unique key: user,
 * account, kind, period), whatever the settings become later: one inbox message, and an e-mail
 * and/or a text message in the outbox as the user's notification preferences on the account say.
 *
 * Checked when the settings are saved (the latest whole day and its month at once), and whenever
 * an account's readings reach a new day (usageAccess in server/areas/usage.ts).
 */
import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '../../src/domain/format.ts';
import { defaultLanguage, fromStoredCode, localeTags, type Language } from '../../src/domain/language.ts';
import { inboxCategories } from '../../src/domain/inbox.ts';
import type { UsageAlertNotice } from '../../src/domain/usageAlerts.ts';
import { personas } from '../../src/domain/constants.ts';
import { hasRight } from '../../src/domain/rights.ts';
import { usageServiceRight, type UsageService } from '../../src/domain/usage.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { sendAlertMessage } from '../outbox.ts';
import type { UsageWindow } from './store.ts';

/** The inbox subjects (English; their words in every language are seeded with the notices'). */
export const usageAlertSubjects = {
  daily: 'High daily electricity use',
  budget: 'Monthly usage budget passed',
} as const;

/** The subjects in every language: the e-mail's and the text's (the inbox stores the English one and answers the reader's). */
export const usageAlertSubjectWords: Record<Language, Record<keyof typeof usageAlertSubjects, string>> = {
  EN_US: usageAlertSubjects,
  EN_UK: { daily: 'High daily electricity use', budget: 'Monthly usage budget exceeded' },
  ES: { daily: 'Consumo eléctrico diario elevado', budget: 'Presupuesto mensual de consumo superado' },
  FR: { daily: 'Consommation d’électricité journalière élevée', budget: 'Budget mensuel de consommation dépassé' },
};

/** Outbox kind of the e-mails and texts of an alert (GET /api/admin/outbox shows them). */
export const usageAlertOutboxKind = 'usage-alert';

const kwh = (wh: number, locale: string) => `${(wh / 1000).toLocaleString(locale, { maximumFractionDigits: 2 })} kWh`;
const pula = (thebe: number, locale: string) => formatMoney(thebe / 100, locale);

/** The services whose cost the monthly budget adds up: the account's electricity, gas and water (solar is a credit). */
export const budgetServices = ['electric', 'gas', 'water'] as const satisfies readonly UsageService[];

/** The alerts' body words per language (subjects: usageAlertSubjects, seeded in every language). */
const alertWords: Record<Language, { services: Record<string, string>; and: string; daily: (day: string, used: string, limit: string) => string; budget: (services: string, month: string, cost: string, limit: string) => string }> = {
  EN_US: {
    services: { electric: 'electricity', gas: 'gas', water: 'water' },
    and: 'and',
    daily: (day, used, limit) => `Your electricity use on ${day} was ${used}, above your daily alert of ${limit}.`,
    budget: (services, month, cost, limit) => `Your ${services} in ${month} cost ${cost} so far, above your monthly budget of ${limit}.`,
  },
  EN_UK: {
    services: { electric: 'electricity', gas: 'gas', water: 'water' },
    and: 'and',
    daily: (day, used, limit) => `Your electricity use on ${day} was ${used}, above your daily alert of ${limit}.`,
    budget: (services, month, cost, limit) => `Your ${services} in ${month} have cost ${cost} so far, above your monthly budget of ${limit}.`,
  },
  ES: {
    services: { electric: 'electricidad', gas: 'gas', water: 'agua' },
    and: 'y',
    daily: (day, used, limit) => `Su consumo eléctrico del ${day} fue de ${used}, por encima de su alerta diaria de ${limit}.`,
    budget: (services, month, cost, limit) => `Su consumo de ${services} en ${month} ha costado ${cost} hasta ahora, por encima de su presupuesto mensual de ${limit}.`,
  },
  FR: {
    services: { electric: 'électricité', gas: 'gaz', water: 'eau' },
    and: 'et',
    daily: (day, used, limit) => `Votre consommation d’électricité du ${day} a été de ${used}, au-dessus de votre alerte journalière de ${limit}.`,
    budget: (services, month, cost, limit) => `Votre consommation (${services}) en ${month} a coûté ${cost} jusqu’ici, au-dessus de votre budget mensuel de ${limit}.`,
  },
};

/** "electricity", "electricity and gas", "electricity, gas and water": the services a budget counted. */
function servicesPhrase(services: readonly string[], language: Language): string {
  const { services: names, and } = alertWords[language];
  const words = budgetServices.filter((service) => services.includes(service)).map((service) => names[service]!);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}` : (words[0] ?? names.electric!);
}

/** An alert's body in the customer's language (a stored code; EN_US when unknown). */
export function usageAlertBody(kind: 'daily' | 'budget', period: string, amount: number, limit: number, services: readonly string[], languageCode: string = 'EN_US'): string {
  const language = fromStoredCode(languageCode) ?? defaultLanguage;
  const locale = localeTags[language];
  const words = alertWords[language];
  return kind === 'daily'
    ? words.daily(period, kwh(amount, locale), kwh(limit, locale))
    : words.budget(servicesPhrase(services, language), period, pula(amount, locale), pula(limit, locale));
}

interface Crossing {
  kind: 'daily' | 'budget';
  period: string;
  amount: number;
  limit: number;
}

/** The account's meters of the budget's services in the window, newest first. */
async function budgetMeters(ctx: ServerContext, accountId: number, window: UsageWindow): Promise<{ id: number; serviceType: string }[]> {
  return ctx.db
    .select({ id: t.meters.id, serviceType: t.meters.serviceType })
    .from(t.meters)
    .where(and(eq(t.meters.accountId, accountId), inArray(t.meters.serviceType, [...budgetServices]), lte(t.meters.startDate, window.lastDay), gte(t.meters.endDate, window.firstDay)))
    .orderBy(sql`${t.meters.startDate} desc`);
}

/**
 * The days and months that crossed a user's settings, from `sinceDay` to the last whole day: days of
 * the electric meter `meterId`, months of the cost of `budgetMeterIds` together.
 */
async function crossings(ctx: ServerContext, meterId: number | null, budgetMeterIds: number[], settings: typeof t.usageAlertSettings.$inferSelect, lastDay: string): Promise<Crossing[]> {
  const found: Crossing[] = [];
  const threshold = settings.dailyThresholdWh;
  if (threshold !== null && meterId !== null) {
    const days = await ctx.db
      .select({ day: t.usageDays.day, amount: t.usageDays.amount })
      .from(t.usageDays)
      .where(and(eq(t.usageDays.meterId, meterId), gte(t.usageDays.day, settings.sinceDay), lte(t.usageDays.day, lastDay), gt(t.usageDays.amount, threshold)))
      .orderBy(t.usageDays.day);
    for (const d of days) found.push({ kind: 'daily', period: d.day, amount: d.amount, limit: threshold });
  }
  const budget = settings.monthlyBudgetThebe;
  if (budget !== null && budgetMeterIds.length) {
    // Each month from the one of `sinceDay`, its cost (every budget meter's) from its first day up to the last whole day.
    const month = sql<string>`to_char(${t.usageDays.day}, 'YYYY-MM')`;
    const months = await ctx.db
      .select({ month, cost: sql<number>`sum(${t.usageDays.costThebe})::int` })
      .from(t.usageDays)
      .where(and(inArray(t.usageDays.meterId, budgetMeterIds), gte(t.usageDays.day, `${settings.sinceDay.slice(0, 7)}-01`), lte(t.usageDays.day, lastDay)))
      .groupBy(month)
      .having(sql`sum(${t.usageDays.costThebe}) > ${budget}`)
      .orderBy(month);
    for (const m of months) found.push({ kind: 'budget', period: m.month, amount: m.cost, limit: budget });
  }
  return found;
}

/**
 * Raises the alerts of an account's users (or of one user) that are due: every crossing not raised
 * before. Returns how many it raised.
 */
export async function raiseUsageAlerts(ctx: ServerContext, log: FastifyBaseLogger, accountId: number, window: UsageWindow, userId?: string): Promise<number> {
  const settingsRows = await ctx.db
    .select({ settings: t.usageAlertSettings, link: t.userAccounts, user: { email: t.users.email, phone: t.users.phone, language: t.users.language } })
    .from(t.usageAlertSettings)
    .innerJoin(t.userAccounts, and(eq(t.userAccounts.userId, t.usageAlertSettings.userId), eq(t.userAccounts.accountId, t.usageAlertSettings.accountId)))
    .innerJoin(t.users, eq(t.users.id, t.usageAlertSettings.userId))
    .where(and(eq(t.usageAlertSettings.accountId, accountId), userId ? eq(t.usageAlertSettings.userId, userId) : undefined));
  if (!settingsRows.length) return 0;
  const meters = await budgetMeters(ctx, accountId, window);
  const electric = meters.find((m) => m.serviceType === 'electric');
  if (!electric) return 0;
  let raised = 0;
  for (const { settings, link, user } of settingsRows) {
    // Each user's budget counts the services they may see (their role's rights on the account).
    const held = await ctx.rights.of(link.roleId, personas.residential);
    // Every meter of a service in the window: a meter replaced during a month has days in it too.
    const seen = meters.filter((m) => hasRight(held, usageServiceRight[m.serviceType as UsageService]));
    const counted = new Set(seen.map((m) => m.serviceType));
    const budgetMeterIds = seen.map((m) => m.id);
    for (const crossing of await crossings(ctx, electric.id, budgetMeterIds, settings, window.lastDay)) {
      const done = await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const [alert] = await tx
          .insert(t.usageAlerts)
          .values({ userId: settings.userId, accountId, kind: crossing.kind, period: crossing.period, amount: crossing.amount, limitAmount: crossing.limit, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: t.usageAlerts.id });
        // Raised before (this call or a concurrent one): nothing more.
        if (!alert) return false;
        const subject = usageAlertSubjects[crossing.kind];
        const body = usageAlertBody(crossing.kind, crossing.period, crossing.amount, crossing.limit, [...counted], user.language);
        const inboxMessageId = await sendAlertMessage(ctx, tx, log, {
          userId: settings.userId,
          accountId,
          category: inboxCategories.service,
          subject,
          body,
          outgoing: { subject: usageAlertSubjectWords[fromStoredCode(user.language) ?? defaultLanguage][crossing.kind], body },
          kind: usageAlertOutboxKind,
          emailNotification: link.emailNotification,
          textNotification: link.textNotification,
          email: user.email,
          phone: user.phone,
        });
        await tx.update(t.usageAlerts).set({ inboxMessageId }).where(eq(t.usageAlerts.id, alert.id));
        return true;
      });
      if (done) raised++;
    }
  }
  return raised;
}

/** The latest alert of a user on an account, as the form shows it. */
export async function latestUsageAlert(ctx: ServerContext, userId: string, accountId: number): Promise<UsageAlertNotice | null> {
  const [row] = await ctx.db
    .select()
    .from(t.usageAlerts)
    .where(and(eq(t.usageAlerts.userId, userId), eq(t.usageAlerts.accountId, accountId)))
    .orderBy(sql`${t.usageAlerts.createdAt} desc`, sql`${t.usageAlerts.id} desc`)
    .limit(1);
  if (!row) return null;
  const kind = row.kind as UsageAlertNotice['kind'];
  return {
    kind,
    period: row.period,
    amount: kind === 'daily' ? row.amount / 1000 : row.amount / 100,
    limit: kind === 'daily' ? row.limitAmount / 1000 : row.limitAmount / 100,
    raisedAt: row.createdAt.toISOString(),
  };
}
