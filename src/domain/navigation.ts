/**
 * Signed-in navigation (document 1 section 2 "Navigation", document 2 section 6 "Menu visibility").
 * Pure rules: which entries a user may see. The view also hides entries whose page is not built yet.
 */
import { personas } from './constants.ts';
import { hasRight, isRestrictedAccountStatus, rights, type RightName } from './rights.ts';

export interface NavigationFacts {
  /** Rights in force for the selected account (already empty for status 2). */
  rights: readonly string[];
  accountStatus: number | null;
  roleId: number | null;
  isPrepaid: boolean;
  isSupportLogin: boolean;
  personas: readonly number[];
  /** Service state of the selected account (CARE needs CA, LIRA needs AZ). */
  serviceState: string | null;
  features: Readonly<Record<string, boolean>>;
  hasAccount: boolean;
}

export type NavigationGroup = 'home' | 'account' | 'billing' | 'services' | 'usage' | 'waysToSave' | 'outages' | 'contact';

export interface NavigationEntry {
  id: string;
  group: NavigationGroup;
  path: string;
  /** Catalogue id of the label. */
  labelId: string;
  visible: (facts: NavigationFacts) => boolean;
}

const can = (facts: NavigationFacts, right: RightName) => hasRight(facts.rights, right);
const feature = (facts: NavigationFacts, name: string) => facts.features[name] !== false;
const restricted = (facts: NavigationFacts) => isRestrictedAccountStatus(facts.accountStatus);
const menu = (facts: NavigationFacts, name: 'Billing' | 'Usage' | 'Account' | 'Services') => feature(facts, name);
const withAccount = (rule: (facts: NavigationFacts) => boolean) => (facts: NavigationFacts) => facts.hasAccount && rule(facts);

/** Role 7 cannot see Make a Payment (document 2 section 6). */
const noPaymentRoleId = 7;

/** PayBill: schedule, tokenised or on-the-fly payment right, or account status 2; never role 7 or agents. */
export function canSeePayBill(facts: NavigationFacts): boolean {
  if (facts.isSupportLogin || facts.roleId === noPaymentRoleId || facts.isPrepaid) return false;
  return (
    restricted(facts) ||
    can(facts, rights.schedulePayment) ||
    can(facts, rights.tokenizedPayment) ||
    can(facts, rights.onTheFlyPayment)
  );
}

/** Home: the view-dashboard right; a status-2 account keeps a restricted home to pay from. */
export function canSeeDashboard(facts: NavigationFacts): boolean {
  return can(facts, rights.viewDashboard) || restricted(facts);
}

export const navigationEntries: NavigationEntry[] = [
  { id: 'home', group: 'home', path: '/dashboard', labelId: 'nav.home', visible: canSeeDashboard },
  // Account
  { id: 'myProfile', group: 'account', path: '/myprofile', labelId: 'nav.myProfile', visible: (f) => menu(f, 'Account') && can(f, rights.profile) },
  {
    id: 'paymentMethod', group: 'account', path: '/PaymentMethod', labelId: 'nav.paymentMethod',
    visible: withAccount((f) => menu(f, 'Account') && (can(f, rights.paymentMethodMenu) || (restricted(f) && feature(f, 'ViewPaymentMethod')))),
  },
  {
    id: 'guestUser', group: 'account', path: '/GuestUser', labelId: 'nav.guestUser',
    visible: withAccount((f) => menu(f, 'Account') && can(f, rights.viewManageUsers) && feature(f, 'ViewGuestUser')),
  },
  {
    id: 'notificationPreferences', group: 'account', path: '/NotificationPreferences', labelId: 'nav.notificationPreferences',
    visible: withAccount((f) => menu(f, 'Account') && !restricted(f) && feature(f, 'ViewNotificationPreferences') && can(f, rights.notificationPreferences)),
  },
  { id: 'accountInformation', group: 'account', path: '/AccountInformation', labelId: 'nav.accountInformation', visible: withAccount((f) => menu(f, 'Account') && can(f, rights.serviceAccounts)) },
  // Billing
  { id: 'currentBill', group: 'billing', path: '/ViewBill', labelId: 'nav.currentBill', visible: withAccount((f) => menu(f, 'Billing') && !f.isPrepaid && can(f, rights.currentBill)) },
  { id: 'payBill', group: 'billing', path: '/PayBill', labelId: 'nav.payBill', visible: withAccount((f) => menu(f, 'Billing') && canSeePayBill(f)) },
  { id: 'recharge', group: 'billing', path: '/Recharge', labelId: 'nav.recharge', visible: withAccount((f) => menu(f, 'Billing') && f.isPrepaid && !f.isSupportLogin) },
  {
    id: 'autoPay', group: 'billing', path: '/AutoPay', labelId: 'nav.autoPay',
    visible: withAccount((f) => menu(f, 'Billing') && !f.isSupportLogin && !f.isPrepaid && can(f, rights.autoPayMenu) && feature(f, 'ViewAutoPay')),
  },
  { id: 'billingHistory', group: 'billing', path: '/billinghistory', labelId: 'nav.billingHistory', visible: withAccount((f) => menu(f, 'Billing') && !f.isPrepaid && can(f, rights.billPaymentHistory)) },
  {
    id: 'transactionHistory', group: 'billing', path: '/transactionhistory', labelId: 'nav.transactionHistory',
    visible: withAccount((f) => menu(f, 'Billing') && f.isPrepaid && (can(f, rights.tokenHistory) || can(f, rights.transactionHistory))),
  },
  { id: 'budgetBilling', group: 'billing', path: '/Epp', labelId: 'nav.budgetBilling', visible: withAccount((f) => menu(f, 'Billing') && !restricted(f) && !f.isPrepaid && feature(f, 'ViewBudgetBilling')) },
  { id: 'paymentLocations', group: 'billing', path: '/PaymentLocation', labelId: 'nav.paymentLocations', visible: (f) => menu(f, 'Billing') && (can(f, rights.paymentLocation) || restricted(f)) },
  { id: 'paymentArrangements', group: 'billing', path: '/PaymentArrangements', labelId: 'nav.paymentArrangements', visible: withAccount((f) => menu(f, 'Billing') && !restricted(f) && !f.isPrepaid && can(f, rights.installment)) },
  { id: 'textToPay', group: 'billing', path: '/TextToPay', labelId: 'nav.textToPay', visible: withAccount((f) => menu(f, 'Billing') && !f.isPrepaid && can(f, rights.textToPay)) },
  { id: 'rateAnalysis', group: 'billing', path: '/RateAnalysis', labelId: 'nav.rateAnalysis', visible: withAccount((f) => menu(f, 'Billing') && !f.isPrepaid && can(f, rights.currentBill)) },
  // Services
  { id: 'moveIn', group: 'services', path: '/StartService', labelId: 'nav.moveIn', visible: (f) => menu(f, 'Services') && can(f, rights.menuStartService) },
  { id: 'kyc', group: 'services', path: '/KYCRequest', labelId: 'nav.kyc', visible: (f) => menu(f, 'Services') && can(f, rights.menuKyc) },
  { id: 'meterInspection', group: 'services', path: '/MeterInspection', labelId: 'nav.meterInspection', visible: (f) => menu(f, 'Services') && can(f, rights.menuMeterInspection) },
  { id: 'moveOut', group: 'services', path: '/StopService', labelId: 'nav.moveOut', visible: (f) => menu(f, 'Services') && can(f, rights.menuStopService) },
  { id: 'newConnection', group: 'services', path: '/newConnection', labelId: 'nav.newConnection', visible: (f) => menu(f, 'Services') && can(f, rights.menuNewConnection) },
  { id: 'transferService', group: 'services', path: '/TransferService', labelId: 'nav.transferService', visible: withAccount((f) => menu(f, 'Services') && can(f, rights.menuTransferService)) },
  { id: 'letterOfCredit', group: 'services', path: '/LetterOfCredit', labelId: 'nav.letterOfCredit', visible: withAccount((f) => menu(f, 'Services') && can(f, rights.letterOfCredit)) },
  { id: 'otherService', group: 'services', path: '/OtherService', labelId: 'nav.otherService', visible: withAccount((f) => menu(f, 'Services') && can(f, rights.serviceCreate)) },
  { id: 'serviceTracker', group: 'services', path: '/serviceTracker', labelId: 'nav.serviceTracker', visible: (f) => menu(f, 'Services') && can(f, rights.trackerView) },
  // Usage
  { id: 'usageOverview', group: 'usage', path: '/usages', labelId: 'nav.usageOverview', visible: withAccount((f) => menu(f, 'Usage') && can(f, rights.usageElectric)) },
  { id: 'usageCompare', group: 'usage', path: '/Compare', labelId: 'nav.usageCompare', visible: withAccount((f) => menu(f, 'Usage') && can(f, rights.compare)) },
  // Ways to save
  { id: 'waysToSave', group: 'waysToSave', path: '/WaysToSaveOverview', labelId: 'nav.waysToSave', visible: (f) => can(f, rights.waysToSaveProgram) },
  { id: 'thingsSaver', group: 'waysToSave', path: '/ThingsSaver', labelId: 'nav.thingsSaver', visible: (f) => can(f, rights.waysToSaveTips) },
  { id: 'survey', group: 'waysToSave', path: '/Survey', labelId: 'nav.survey', visible: withAccount((f) => can(f, rights.waysToSaveSurvey)) },
  { id: 'savingPlan', group: 'waysToSave', path: '/MySavingPlan', labelId: 'nav.savingPlan', visible: withAccount((f) => can(f, rights.waysToSaveSavingPlan)) },
  { id: 'demandResponse', group: 'waysToSave', path: '/DemandResponse', labelId: 'nav.demandResponse', visible: withAccount((f) => can(f, rights.waysToSaveProgram)) },
  // Programmes (document 2 section 6)
  { id: 'energyShare', group: 'waysToSave', path: '/EnergyShare', labelId: 'nav.energyShare', visible: (f) => !restricted(f) && can(f, rights.energyShare) },
  { id: 'care', group: 'waysToSave', path: '/CareProgram', labelId: 'nav.care', visible: (f) => can(f, rights.careMenu) && f.serviceState === 'CA' },
  { id: 'lira', group: 'waysToSave', path: '/LiraProgram', labelId: 'nav.lira', visible: (f) => can(f, rights.liraMenu) && f.serviceState === 'AZ' },
  // Outages and contact
  { id: 'outages', group: 'outages', path: '/outages', labelId: 'nav.outages', visible: (f) => can(f, rights.outageMap) || can(f, rights.outageList) },
  { id: 'contactUs', group: 'contact', path: '/HelpSupport', labelId: 'nav.contactUs', visible: (f) => can(f, rights.help) || restricted(f) },
];

export function visibleEntries(facts: NavigationFacts, isBuilt: (path: string) => boolean): NavigationEntry[] {
  return navigationEntries.filter((entry) => isBuilt(entry.path) && entry.visible(facts));
}

/** Persona menu (document 1 section 2): only for users whose personas include 2, 3 or 5. */
export function personaMenuVisible(userPersonas: readonly number[]): boolean {
  return userPersonas.some((persona) => persona === personas.enterprise || persona === personas.landlord || persona === personas.propertyManager);
}

/**
 * Pre-login routes and their signed-in counterparts (document 1 section 2): a signed-in user
 * opening the left one goes to the right one, once that page exists.
 */
export const preLoginAuthPaths: Record<string, string> = {
  '/PreOutages': '/Outages',
  '/CareProgramPre': '/CareProgram',
  '/LiraProgramPre': '/LiraProgram',
  '/PrePaymentLocation': '/PaymentLocation',
  '/MakePayment': '/PayBill',
  '/PreStartService': '/StartService',
  '/newConnectionPrelogin': '/newConnection',
  '/meterinspectionPrelogin': '/MeterInspection',
  '/TransferServicePrelogin': '/TransferService',
  '/PreStopService': '/StopService',
  '/DonateEnergySharePre': '/EnergyShare',
  '/energySharePreHomepage': '/EnergyShare',
  '/Help': '/HelpSupport',
  '/PreFaq': '/Faq',
  '/PreEPP': '/Epp',
  '/RechargeMeter': '/Recharge',
  '/PreReportOutages': '/ReportOutage',
  '/PreBillingPayment': '/BillPayment',
  '/LetterCredit': '/LetterOfCredit',
  '/KYCPrelogin': '/KYCRequest',
};
