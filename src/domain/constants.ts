/** Business constants of document 2 section 9. */
export const appVersion = '10.2.0';
export const copyrightYear = 2025;

export const utilityContacts = {
  /** {UtilityPhone}, {SupportPhoneNumber} */
  utilityPhone: '16266',
  /** Customer-care toll-free number. */
  customerCarePhone: '0800 600 147',
  /** {EmailAddress}, {CustomerSupportEmail} */
  customerSupportEmail: 'customercare@utility.example',
} as const;

export const sessionTimes = {
  idleLimitMs: 1_740_000,
  popupAutoLogoutMs: 1_800_000,
  outageRefreshMs: 300_000,
  maintenanceRequestMs: 200_000,
  outageCountRetryMs: 10_000,
  /** The signed-in page waits at most this long for the banner's first answer before it shows (no layout shift when it arrives in time). */
  bannerHoldMaxMs: 1_500,
  chunkLoadTimeoutMs: 120_000,
  dnpBannerDays: 5,
} as const;

export const limits = {
  unreadBadgeMax: 999,
  fixedNavigationScrollPx: 70,
  passwordMin: 8,
  passwordMax: 32,
  userIdMin: 5,
  userIdMax: 50,
  phoneMinDigits: 8,
  landlineMinDigits: 7,
  routingDigits: 9,
  cardMaxDigits: 19,
  decimalPlaces: 2,
  toastAutoCloseMs: 5000,
} as const;

export const breakpoints = { xs: 320, sm: 767, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export const personas = { residential: 1, enterprise: 2, landlord: 3, propertyManager: 5 } as const;

/**
 * FAQ categories of document 2 section 9 (ids 1-19), plus the topics of the pre-login FAQ pages
 * of document 1 section 2 that no listed category covers (ids 20-25: safety, rebates, outages,
 * agency, new connection, landlord).
 */
export const faqCategories = {
  top10: 1,
  billingPayment: 2,
  usage: 3,
  startStopTransfer: 7,
  loginRegistration: 11,
  notification: 13,
  dashboard: 16,
  accountManagement: 19,
  safety: 20,
  rebates: 21,
  outages: 22,
  agency: 23,
  newConnection: 24,
  landlord: 25,
} as const;
export type FaqCategoryKey = keyof typeof faqCategories;

export const multilingualMessageTypes = { label: 1, control: 2, disclaimer: 3, error: 4, success: 5 } as const;

/** The 17 service centre towns (document 1 section 3). */
export const serviceCentreTowns = [
  'Francistown', 'Gaborone-Main Mall', 'Ghanzi', 'Jwaneng', 'Kanye', 'Kasane', 'Letlhakane', 'Lobatse',
  'Mahalapye', 'Maun', 'Mochudi', 'Molepolole', 'Palapye', 'Ramotswa', 'Selibe Phikwe', 'Serowe', 'Tsabong',
] as const;

export const serviceRequestStatus = { open: 0, closed: 1, requiresWork: 2 } as const;
export const serviceRequestPriority = { immediate: 1, normal: 5, low: 7 } as const;
export const activityUpdatedBy = { customer: 2, agent: 3 } as const;
export const signOutAuditCode = 54;
