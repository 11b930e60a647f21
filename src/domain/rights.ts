/**
 * Named rights (document 2 section 6, "Right groups"). Rights are returned per account role as
 * { rightName, roleId }; the rights of all the user's roles are merged, and a right is granted when
 * the list holds a name matching case-insensitively after trimming. Account status 2 grants nothing
 * (the payment exception is a menu rule, see `isRestrictedAccountStatus`).
 */

export const rights = {
  // Billing
  currentBill: 'BillingCurrentBill',
  billPdf: 'BillingBillPdf',
  schedulePayment: 'BillingSchedulePayment',
  cancelScheduledPayment: 'BillingCancelScheduledPayment',
  singlePayment: 'BillingSinglePayment',
  tokenizedPayment: 'BillingTokenizedPayment',
  onTheFlyPayment: 'BillingOnTheFlyPayment',
  autoPayMenu: 'BillingAutoPayMenu',
  autoPayView: 'BillingAutoPayView',
  autoPayEdit: 'BillingAutoPayEdit',
  autoPayDelete: 'BillingAutoPayDelete',
  billPaymentHistory: 'BillingBillPaymentHistory',
  paperless: 'BillingPaperless',
  paymentLocation: 'BillingPaymentLocation',
  billingQueries: 'BillingQueries',
  levelPay: 'BillingLevelPay',
  textToPay: 'BillingTextToPay',
  paymentExtension: 'BillingPaymentExtension',
  installment: 'BillingInstallment',
  budgetBilling: 'BillingBudgetBilling',
  tokenHistory: 'BillingTokenHistory',
  transactionHistory: 'BillingTransactionHistory',
  // Usage
  usageElectric: 'UsageElectric',
  usageGas: 'UsageGas',
  usageSolar: 'UsageSolar',
  usageWater: 'UsageWater',
  usageDownload: 'UsageDownload',
  usageAlerts: 'UsageAlerts',
  usageWeatherOverlay: 'UsageWeatherOverlay',
  // Account
  profile: 'AccountProfile',
  paymentMethodMenu: 'AccountPaymentMethodMenu',
  paymentMethods: 'AccountPaymentMethods',
  viewManageUsers: 'ViewManageUsers',
  manageUsersDetails: 'ManageUsersDetails',
  manageUsersResendActivation: 'ManageUsersResendActivation',
  manageUsersAdd: 'ManageUsersAdd',
  manageUsersEdit: 'ManageUsersEdit',
  manageUsersDelete: 'ManageUsersDelete',
  serviceAccounts: 'AccountServiceAccounts',
  notificationPreferences: 'AccountNotificationPreferences',
  quietHours: 'AccountQuietHours',
  // Compare
  compare: 'UsageCompare',
  // Outages
  outageMap: 'OutageMap',
  outageList: 'OutageList',
  outageReport: 'OutageReport',
  // Services
  trackerView: 'ServiceTrackerView',
  trackerEdit: 'ServiceTrackerEdit',
  trackerCancel: 'ServiceTrackerCancel',
  serviceCreate: 'ServiceCreate',
  letterOfCredit: 'ServiceLetterOfCredit',
  verificationOfService: 'ServiceVerification',
  menuStartService: 'ServiceMenuStart',
  menuKyc: 'ServiceMenuKYC',
  menuMeterInspection: 'ServiceMenuMeterInspection',
  menuStopService: 'ServiceMenuStop',
  menuNewConnection: 'ServiceMenuNewConnection',
  menuTransferService: 'ServiceMenuTransfer',
  // Dashboard
  viewDashboard: 'ViewDashboard',
  widgetBill: 'DashboardWidgetBill',
  widgetUsage: 'DashboardWidgetUsage',
  widgetPayment: 'DashboardWidgetPayment',
  widgetOutage: 'DashboardWidgetOutage',
  widgetServices: 'DashboardWidgetServices',
  widgetWaysToSave: 'DashboardWidgetWaysToSave',
  // Ways to save
  waysToSaveProgram: 'WaysToSaveProgram',
  waysToSaveTips: 'WaysToSaveTips',
  waysToSaveRebates: 'WaysToSaveRebates',
  waysToSaveSurvey: 'WaysToSaveSurvey',
  waysToSaveSavingPlan: 'WaysToSaveSavingPlan',
  // Common
  help: 'CommonHelp',
  faq: 'CommonFaq',
  personaSelector: 'CommonPersonaSelector',
  // Programmes
  careMenu: 'ProgramCareMenu',
  liraMenu: 'ProgramLiraMenu',
  energyShare: 'ProgramEnergyShare',
} as const;

type RightKey = keyof typeof rights;
export type RightName = (typeof rights)[RightKey];

export const allRights: readonly RightName[] = Object.values(rights);

/** The right groups of the spec, for documentation, seeding and admin screens. */
export const rightGroups = {
  billing: [
    rights.currentBill, rights.billPdf, rights.schedulePayment, rights.cancelScheduledPayment,
    rights.singlePayment, rights.tokenizedPayment, rights.onTheFlyPayment, rights.autoPayMenu,
    rights.autoPayView, rights.autoPayEdit, rights.autoPayDelete, rights.billPaymentHistory,
    rights.paperless, rights.paymentLocation, rights.billingQueries, rights.levelPay, rights.textToPay,
    rights.paymentExtension, rights.installment, rights.budgetBilling, rights.tokenHistory,
    rights.transactionHistory,
  ],
  usage: [
    rights.usageElectric, rights.usageGas, rights.usageSolar, rights.usageWater, rights.usageDownload,
    rights.usageAlerts, rights.usageWeatherOverlay,
  ],
  account: [
    rights.profile, rights.paymentMethodMenu, rights.paymentMethods, rights.viewManageUsers,
    rights.manageUsersDetails, rights.manageUsersResendActivation, rights.manageUsersAdd,
    rights.manageUsersEdit, rights.manageUsersDelete, rights.serviceAccounts,
    rights.notificationPreferences, rights.quietHours,
  ],
  compare: [rights.compare],
  outages: [rights.outageMap, rights.outageList, rights.outageReport],
  services: [
    rights.trackerView, rights.trackerEdit, rights.trackerCancel, rights.serviceCreate,
    rights.letterOfCredit, rights.verificationOfService, rights.menuStartService, rights.menuKyc,
    rights.menuMeterInspection, rights.menuStopService, rights.menuNewConnection,
    rights.menuTransferService,
  ],
  dashboard: [
    rights.viewDashboard, rights.widgetBill, rights.widgetUsage, rights.widgetPayment,
    rights.widgetOutage, rights.widgetServices, rights.widgetWaysToSave,
  ],
  waysToSave: [
    rights.waysToSaveProgram, rights.waysToSaveTips, rights.waysToSaveRebates,
    rights.waysToSaveSurvey, rights.waysToSaveSavingPlan,
  ],
  common: [rights.help, rights.faq, rights.personaSelector],
  programmes: [rights.careMenu, rights.liraMenu, rights.energyShare],
} as const satisfies Record<string, readonly RightName[]>;

/** Rights that move money or manage how money moves (role 7 has none of them). */
export const paymentRights: readonly RightName[] = [
  rights.schedulePayment, rights.cancelScheduledPayment, rights.singlePayment, rights.tokenizedPayment,
  rights.onTheFlyPayment, rights.autoPayMenu, rights.autoPayView, rights.autoPayEdit, rights.autoPayDelete,
  rights.textToPay, rights.paymentMethodMenu, rights.paymentMethods, rights.installment,
  rights.paymentExtension, rights.levelPay, rights.budgetBilling, rights.energyShare,
];

/** Rights of managing other users (role 2, the secondary customer, lacks them). */
export const manageUserRights: readonly RightName[] = [
  rights.viewManageUsers, rights.manageUsersDetails, rights.manageUsersResendActivation,
  rights.manageUsersAdd, rights.manageUsersEdit, rights.manageUsersDelete,
];

/** What a guest (role 8) may see: viewing only, no payments, no changes. */
export const guestRights: readonly RightName[] = [
  rights.currentBill, rights.billPdf, rights.billPaymentHistory, rights.paymentLocation,
  rights.tokenHistory, rights.transactionHistory, rights.usageElectric, rights.usageGas,
  rights.usageSolar, rights.usageWater, rights.compare, rights.outageMap, rights.outageList,
  rights.trackerView, rights.viewDashboard, rights.widgetBill, rights.widgetUsage, rights.widgetOutage,
  rights.help, rights.faq, rights.waysToSaveTips,
];

export const roleIds = { primary: 1, secondary: 2, noPayment: 7, guest: 8 } as const;

/** Rights each seeded role holds (persona 1). */
export const defaultRoleRights: Record<number, readonly RightName[]> = {
  [roleIds.primary]: allRights,
  [roleIds.secondary]: allRights.filter((name) => !manageUserRights.includes(name)),
  [roleIds.noPayment]: allRights.filter((name) => !paymentRights.includes(name)),
  [roleIds.guest]: guestRights,
};

export type RightEntry = string | { rightName: string };

/** True when the list holds `name`, compared case-insensitively after trimming both sides. */
export function hasRight(list: readonly RightEntry[] | null | undefined, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  if (!wanted || !list) return false;
  return list.some((entry) => (typeof entry === 'string' ? entry : entry.rightName).trim().toLowerCase() === wanted);
}

/** Account status 2 restricts the account: no right is granted (payment stays possible by menu rule). */
export function isRestrictedAccountStatus(status: number | string | null | undefined): boolean {
  return Number(status) === 2;
}

/** Merges the rights of several roles, dropping duplicates (case-insensitive) and blanks. */
export function mergeRights(...lists: readonly (readonly RightEntry[])[]): string[] {
  const seen = new Map<string, string>();
  for (const list of lists) {
    for (const entry of list) {
      const raw = (typeof entry === 'string' ? entry : entry.rightName).trim();
      if (raw && !seen.has(raw.toLowerCase())) seen.set(raw.toLowerCase(), raw);
    }
  }
  return [...seen.values()];
}

/** The rights in force for an account: none when its status is 2. */
export function effectiveRights(list: readonly RightEntry[], accountStatus: number | string | null | undefined): string[] {
  return isRestrictedAccountStatus(accountStatus) ? [] : mergeRights(list);
}
