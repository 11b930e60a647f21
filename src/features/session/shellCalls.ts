/**
 * The side effects the signed-in shell and the dashboard provide to their machines
 * (machine.provide), in one replaceable object: the real calls and browser APIs by default, fakes
 * in stories and component tests (ShellServicesContext).
 */
import { createContext, useContext } from 'react';
import { apiPost, unwrap } from '../../api/client.ts';
import { outageCalls } from '../../domain/calls.ts';
import type { OutageFeature, OutageLookupData } from '../../domain/outage.ts';
import { sessionTimes } from '../../domain/constants.ts';
import {
  getDashboardNotification,
  getDashboardSummary,
  getDeployedVersion,
  getNotificationBanner,
  getOutageCount,
  getUnreadCount,
  requestSupportSignOn,
} from '../../api/dashboard.ts';
import type { DashboardSummary } from '../../domain/dashboard.ts';
import type { UsageAlertsRecord } from '../../domain/usageAlerts.ts';
import type { NotificationBannerData } from '../../domain/notificationBanner.ts';
import type { Language } from '../../domain/language.ts';
import { usageAlertsApi } from '../../api/usageAlerts.ts';

export interface ShellServices {
  /** The account's notices in the reader's language. */
  loadBannerData: (accountNumber: string, language: Language) => Promise<NotificationBannerData>;
  loadOutageCount: () => Promise<number>;
  loadUnreadCount: () => Promise<number>;
  loadDashboardSummary: (accountNumber: string) => Promise<DashboardSummary>;
  loadDashboardNotification: (accountNumber: string) => Promise<number>;
  requestSupportToken: (accountNumber: string) => Promise<{ token: string }>;
  fetchDeployedVersion: () => Promise<string>;
  /** Empties the Cache Storage (when the browser has it), then reloads the page. */
  clearCachesAndReload: () => void;
  /** Persona switch: keeps the chosen experience and forgets the selected portfolio. */
  storeExperience: (experience: number) => void;
  clearPortfolio: () => void;
  /** Leaves the portal for another site (an experience's own portal). */
  goToExternalSite: (url: string) => void;
  /** How often the deployed version is read again while the page is open. */
  versionCheckIntervalMs: number;
  /** The user's usage alert settings on the account and the latest alert (the dashboard shows that). */
  loadUsageAlerts: (accountNumber: string) => Promise<UsageAlertsRecord>;
  /** The outages covering the account's premise (the dashboard's outage card). */
  loadAccountOutages: (accountNumber: string) => Promise<OutageFeature[]>;
}

/** Browser storage keys of the persona switch (document 1 section 3: experience; the portfolio). */
export const experienceKey = 'experience';
const portfolioKeys = ['SelectedPortfolio', 'PortfolioId'] as const;

/** The spec gives no interval for the version check: every 5 minutes, like the outage refresh. */
export const versionCheckIntervalMs = sessionTimes.outageRefreshMs;

async function clearCaches() {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

export const browserShellServices: ShellServices = {
  loadBannerData: (accountNumber, language) => unwrap(getNotificationBanner(accountNumber, language)),
  loadOutageCount: async () => (await unwrap(getOutageCount())).affectedCount,
  loadUnreadCount: async () => (await unwrap(getUnreadCount())).data.totalUnreadCount,
  loadDashboardSummary: (accountNumber) => unwrap(getDashboardSummary(accountNumber)),
  loadDashboardNotification: async (accountNumber) => (await unwrap(getDashboardNotification(accountNumber))).totalNotification,
  requestSupportToken: (accountNumber) => requestSupportSignOn(accountNumber),
  fetchDeployedVersion: () => getDeployedVersion(),
  // In the shell (under 1 KB): loaded on demand, its module was one more round before the card's call.
  loadUsageAlerts: (accountNumber) => usageAlertsApi.load(accountNumber),
  // Sent with the dashboard's own calls (no round of its own).
  loadAccountOutages: async (accountNumber) => (await unwrap(apiPost<OutageLookupData>('outage', outageCalls.byAccount, { accountNumber }))).outages,
  clearCachesAndReload: () => {
    // A failure to clear must never keep the user on the old version.
    void clearCaches()
      .catch(() => undefined)
      .finally(() => window.location.reload());
  },
  storeExperience: (experience) => {
    try {
      window.localStorage.setItem(experienceKey, String(experience));
    } catch {
      // Storage blocked: the external site asks again.
    }
  },
  clearPortfolio: () => {
    try {
      for (const key of portfolioKeys) window.localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  },
  goToExternalSite: (url) => window.location.assign(url),
  versionCheckIntervalMs,
};

export const ShellServicesContext = createContext<ShellServices>(browserShellServices);

export function useShellServices(): ShellServices {
  return useContext(ShellServicesContext);
}
