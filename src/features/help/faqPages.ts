import type { FaqCategoryKey } from '../../domain/constants.ts';

/** Pre-login FAQ pages of document 1 section 2 and the category each one shows. */
export const preLoginFaqPages = {
  PreBillingPaymentFaq: 'billingPayment',
  PreBillingFaq: 'billingPayment',
  PreStartStopMove: 'startStopTransfer',
  PreSafetyFaq: 'safety',
  PreGeneralFaq: 'loginRegistration',
  PreRebates: 'rebates',
  PreOutageFaq: 'outages',
  PreAgencyFaq: 'agency',
  PreConnection: 'newConnection',
  PreAccountManagement: 'accountManagement',
  PreLandlordFaq: 'landlord',
} as const satisfies Record<string, FaqCategoryKey>;

export type PreLoginFaqPage = keyof typeof preLoginFaqPages;

/** The tabs of /PreFaq: the categories of document 2 section 9. */
export const faqTabCategories = [
  'top10',
  'billingPayment',
  'usage',
  'startStopTransfer',
  'loginRegistration',
  'notification',
  'dashboard',
  'accountManagement',
] as const satisfies readonly FaqCategoryKey[];

export const preLoginFaqPageList = Object.keys(preLoginFaqPages) as PreLoginFaqPage[];

export function faqPagePath(page: PreLoginFaqPage): `/${PreLoginFaqPage}` {
  return `/${page}`;
}
