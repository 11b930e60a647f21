import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { canSeePayBill, navigationEntries } from '../../domain/navigation.ts';
import { hasRight, isRestrictedAccountStatus, rights } from '../../domain/rights.ts';
import { navigationFactsOf } from '../session/navigationFacts.ts';

/**
 * Who may open /PayBill (document 2 section 6): the PayBill rule of the menu (schedule, tokenised
 * or on-the-fly payment right, or account status 2; never role 7, agents' sessions or prepaid
 * accounts). The route guard, the menu entry and the dashboard's pay button all use it.
 */
export function mayPayBill(session: SessionViewModel): boolean {
  return session.account !== null && canSeePayBill(navigationFactsOf(session, { features: {} }));
}

/** Which methods this user may pay with on the selected account (status 2 allows both). */
export function paymentMethodRights(session: SessionViewModel): { allowSaved: boolean; allowNew: boolean } {
  const restricted = isRestrictedAccountStatus(session.account?.status ?? null);
  return {
    allowSaved: restricted || hasRight(session.rights, rights.tokenizedPayment),
    allowNew: restricted || hasRight(session.rights, rights.onTheFlyPayment),
  };
}

const paymentMethodEntry = navigationEntries.find((entry) => entry.id === 'paymentMethod');

/**
 * Who may open /PaymentMethod: whoever the menu shows "Payment Information" to (document 2 section 6:
 * the menu right, or status 2 with the ViewPaymentMethod feature), with an account selected.
 */
export function mayOpenPaymentMethods(session: SessionViewModel): boolean {
  return Boolean(paymentMethodEntry?.visible(navigationFactsOf(session, { features: {} })));
}

/**
 * Who may change saved methods there (add, set the default, rename, remove): the payment-methods
 * right on the account; never in an agent's session (the server refuses them too).
 */
export function mayManagePaymentMethods(session: SessionViewModel): boolean {
  return !session.isSupportLogin && hasRight(session.rights, rights.paymentMethods);
}

const paymentLocationsEntry = navigationEntries.find((entry) => entry.id === 'paymentLocations');

/** Who may open /PaymentLocation: whoever the menu shows "Payment Locations" to (document 2 section 6: the payment location right, or status 2). */
export function mayOpenPaymentLocations(session: SessionViewModel): boolean {
  return Boolean(paymentLocationsEntry?.visible(navigationFactsOf(session, { features: {} })));
}

const autoPayEntry = navigationEntries.find((entry) => entry.id === 'autoPay');

/**
 * Who may open /AutoPay and /EnrollAutoPay: whoever the menu shows "Automatic Payment Plan" to
 * (document 2 section 6: the menu right and the ViewAutoPay feature; never agents, prepaid accounts
 * or status 2), with an account selected.
 */
export function mayOpenAutoPay(session: SessionViewModel): boolean {
  return Boolean(autoPayEntry?.visible(navigationFactsOf(session, { features: {} })));
}

/** Enrol or change the plan (the AutoPay edit right), and cancel it (the delete right); never in an agent's session. */
export function autoPayRights(session: SessionViewModel): { canEdit: boolean; canCancel: boolean } {
  const allowed = !session.isSupportLogin && !isRestrictedAccountStatus(session.account?.status ?? null);
  return { canEdit: allowed && hasRight(session.rights, rights.autoPayEdit), canCancel: allowed && hasRight(session.rights, rights.autoPayDelete) };
}

const textToPayEntry = navigationEntries.find((entry) => entry.id === 'textToPay');

/**
 * Who may open /TextToPay and /EnrollTextToPay: whoever the menu shows "Text To Pay" to (document 2
 * section 6: the billing right text-to-pay; not prepaid accounts, not status 2), with an account selected.
 */
export function mayOpenTextToPay(session: SessionViewModel): boolean {
  return Boolean(textToPayEntry?.visible(navigationFactsOf(session, { features: {} })));
}
