/**
 * Service areas of document 2 section 7. Each area has its own base path on the reference
 * server; the client reads every base URL from configuration so that one build can point at a
 * utility's real services. Named apiAreas (not "services"): that word belongs to service requests
 * (start, stop and transfer service).
 */
export const apiAreas = {
  userManagement: '/api/user',
  accountManagement: '/api/account',
  billing: '/api/billing',
  payment: '/api/payment',
  outage: '/api/outage',
  notificationInbox: '/api/inbox',
  notificationPreferences: '/api/preferences',
  common: '/api/common',
  usage: '/api/usage',
  service: '/api/service',
  guestUserManagement: '/api/guest',
  singleSignOn: '/api/sso',
  textToPay: '/api/texttopay',
  survey: '/api/survey',
  customerService: '/api/customerservice',
  userBehavior: '/api/userbehavior',
  bankRouting: '/api/bankrouting',
} as const;

export type ApiArea = keyof typeof apiAreas;

/** Paths of the calls inside the common area (relative to its base). */
export const commonCalls = {
  multilingual: '/multilingual',
  metricSettings: '/metric-settings',
  countries: '/countries',
  states: '/states', // + /{country}
  cities: '/cities',
  districts: '/districts',
  faq: '/faq',
  terms: '/terms',
  banners: '/banners',
  bannerTracking: '/banner-tracking',
  maintenance: '/maintenance',
  generalBanner: '/Alert/Type/GNRLBANR',
  serviceCentres: '/service-centres',
} as const;

/** Public meta file with the deployed version (document 2 section 7, "Public meta file"). */
export const metaFilePath = '/meta.json';
export const healthPath = '/health';
