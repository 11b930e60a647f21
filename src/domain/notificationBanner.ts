/**
 * Top notification banner (document 1 sections 3 and 4): the types, their order and colours.
 */
import { sessionTimes } from './constants.ts';
import * as v from 'valibot';
import { languageCodeSchema } from './common.ts';
import { accountNumberSchema } from './session.ts';

/** Notification banner data as the server sends it (field names as in the specification). */
export interface NotificationBannerData {
  outageTitle?: string | null;
  outageDetail?: string | null;
  notificationTitle?: string | null;
  notificationDetail?: string | null;
  serviceTitle?: string | null;
  serviceDetail?: string | null;
  dnpNotoficationTitle?: string | null;
  dnpNotificationDetail?: string | null;
  /** ISO date of the last DNP (disconnection for non-payment) update. */
  dnpLastUpdated?: string | null;
  cspNotoficationTitle?: string | null;
  cspNotificationDetail?: string | null;
  /** Colour of the CSP banner. */
  colorCode?: string | null;
}

export type BannerKind = 'dnp' | 'outage' | 'csp' | 'service' | 'preference';
export type BannerColour = 'red' | 'amber' | 'green' | string;

export interface BannerItem {
  kind: BannerKind;
  title: string;
  detail: string;
  colour: BannerColour;
}

const dayMs = 24 * 60 * 60 * 1000;

/** DNP shows only when updated within the last 5 days. */
function isDnpRecent(lastUpdated: string | null | undefined, now: Date): boolean {
  if (!lastUpdated) return false;
  const updated = Date.parse(lastUpdated);
  if (Number.isNaN(updated)) return false;
  const age = now.getTime() - updated;
  return age >= 0 && age <= sessionTimes.dnpBannerDays * dayMs;
}

/** Banner items in the order they are offered: DNP, outage, CSP, service, preference. */
export function bannerItems(data: NotificationBannerData, now: Date): BannerItem[] {
  const items: BannerItem[] = [];
  const add = (kind: BannerKind, title: string | null | undefined, detail: string | null | undefined, colour: BannerColour) => {
    if (title?.trim() || detail?.trim()) items.push({ kind, title: title?.trim() ?? '', detail: detail?.trim() ?? '', colour });
  };
  if (isDnpRecent(data.dnpLastUpdated, now)) add('dnp', data.dnpNotoficationTitle, data.dnpNotificationDetail, 'red');
  add('outage', data.outageTitle, data.outageDetail, 'amber');
  add('csp', data.cspNotoficationTitle, data.cspNotificationDetail, data.colorCode?.trim() || 'amber');
  add('service', data.serviceTitle, data.serviceDetail, 'green');
  add('preference', data.notificationTitle, data.notificationDetail, 'amber');
  return items;
}

/**
 * GET {common}/notification-banner?accountNumber=&language=: the notices of one account in the
 * request's language (the utility's own content, in EN_US, EN_UK, ES/SP and FR; EN_US when left out).
 */
export const notificationBannerQuerySchema = v.strictObject({ accountNumber: accountNumberSchema, language: v.optional(languageCodeSchema) });

/** Module of the multilingual messages that hold the notices' words, keyed by their English text. */
export const noticeTextModule = 'AccountNotice';
