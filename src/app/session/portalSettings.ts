import { getPortalSettings } from '../../api/session.ts';
import { sessionTimes } from '../../domain/constants.ts';
import type { PortalSettings } from '../../domain/session.ts';

/** Document 2 section 9 values, used when the settings call cannot be made. */
export const defaultPortalSettings: PortalSettings = {
  maintenanceCheckEnabled: true,
  maintenancePollMs: sessionTimes.maintenanceRequestMs,
  inboxPollMs: sessionTimes.outageRefreshMs,
  idleLimitMs: sessionTimes.idleLimitMs,
  popupAutoLogoutMs: sessionTimes.popupAutoLogoutMs,
  logoutOnForbidden: false,
  externalSites: {
    enterprise: 'https://enterprise.utility.example/',
    landlord: 'https://landlord.utility.example/',
    propertyManager: 'https://propertymanager.utility.example/',
  },
  features: {},
};

export async function loadPortalSettings(): Promise<PortalSettings> {
  const result = await getPortalSettings();
  return result.ok ? { ...defaultPortalSettings, ...result.data } : defaultPortalSettings;
}
