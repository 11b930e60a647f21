/**
 * Calls of the common area that came with the session: the settings the portal reads at start
 * (polling intervals, idle limits, external experience sites, feature flags) and the top
 * notification banner of one account, in the request's language (its outage message: the
 * utility's notice, else an active outage covering the account's premise).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { sessionCommonCalls } from '../../src/domain/calls.ts';
import { sessionTimes } from '../../src/domain/constants.ts';
import { noticeTextModule, notificationBannerQuerySchema, type NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import type { PortalSettings } from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkedAccount } from '../accounts.ts';
import type { Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { storedLanguage } from './common.ts';
import { outageBannerOf } from '../outage/banner.ts';

/** Inbox unread polling (the spec gives no value; 5 minutes like the outage refresh). */
const inboxPollMs = 300_000;

const defaultExternalSites: PortalSettings['externalSites'] = {
  enterprise: 'https://enterprise.utility.example/',
  landlord: 'https://landlord.utility.example/',
  propertyManager: 'https://propertymanager.utility.example/',
};

export interface SettingsOverrides {
  maintenancePollMs?: number;
  externalSites?: Partial<PortalSettings['externalSites']>;
}

export function portalSettings(overrides: SettingsOverrides = {}): PortalSettings {
  return {
    maintenanceCheckEnabled: true,
    maintenancePollMs: overrides.maintenancePollMs ?? sessionTimes.maintenanceRequestMs,
    inboxPollMs,
    idleLimitMs: sessionTimes.idleLimitMs,
    popupAutoLogoutMs: sessionTimes.popupAutoLogoutMs,
    logoutOnForbidden: false,
    externalSites: {
      enterprise: overrides.externalSites?.enterprise ?? defaultExternalSites.enterprise,
      landlord: overrides.externalSites?.landlord ?? defaultExternalSites.landlord,
      propertyManager: overrides.externalSites?.propertyManager ?? defaultExternalSites.propertyManager,
    },
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
}

export function settingsArea(ctx: ServerContext, auth: Auth) {
  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.get(sessionCommonCalls.portalSettings, {}, async () => {
      return ok<PortalSettings>(ctx.settings);
    });

    route.get(sessionCommonCalls.notificationBanner, { auth: 'required', query: notificationBannerQuerySchema }, async ({ query, session }) => {
      const { account } = await linkedAccount(ctx, session.uuid, query.accountNumber);
      const stored = await ctx.db
        .select()
        .from(t.accountNotices)
        .where(eq(t.accountNotices.accountId, account.id))
        .orderBy(desc(t.accountNotices.updatedAt), asc(t.accountNotices.id));
      // The utility's words in the request's language, looked up by their English text; a text
      // written in one language only stays as written.
      const words = stored.length
        ? await ctx.db
            .select({ english: t.multilingualMessages.controlCode, text: t.multilingualMessages.messageData })
            .from(t.multilingualMessages)
            .where(
              and(
                eq(t.multilingualMessages.module, noticeTextModule),
                eq(t.multilingualMessages.language, storedLanguage(query.language ?? 'EN_US')),
                inArray(t.multilingualMessages.controlCode, stored.flatMap((notice) => [notice.title, notice.detail])),
              ),
            )
        : [];
      const translated = new Map(words.map((word) => [word.english, word.text]));
      const notices = stored.map((notice) => ({ ...notice, title: translated.get(notice.title) ?? notice.title, detail: translated.get(notice.detail) ?? notice.detail }));
      // The newest notice of each kind.
      const latest = (kind: string) => notices.find((notice) => notice.kind === kind);
      const dnp = latest('dnp');
      // The utility's own outage notice, else the live outage covering the account's premise.
      const outage = latest('outage') ?? (await outageBannerOf(ctx, account, query.language ?? 'EN_US'));
      const csp = latest('csp');
      const service = latest('service');
      const preference = latest('preference');
      return ok<NotificationBannerData>({
        outageTitle: outage?.title ?? null,
        outageDetail: outage?.detail ?? null,
        notificationTitle: preference?.title ?? null,
        notificationDetail: preference?.detail ?? null,
        serviceTitle: service?.title ?? null,
        serviceDetail: service?.detail ?? null,
        dnpNotoficationTitle: dnp?.title ?? null,
        dnpNotificationDetail: dnp?.detail ?? null,
        dnpLastUpdated: dnp ? dnp.updatedAt.toISOString() : null,
        cspNotoficationTitle: csp?.title ?? null,
        cspNotificationDetail: csp?.detail ?? null,
        colorCode: csp?.colorCode ?? null,
      });
    });
  };
}
