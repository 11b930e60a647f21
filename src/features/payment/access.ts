import type { SessionViewModel } from '../../../machines/session/session/session.connect.ts';
import { canSeePayBill } from '../../domain/navigation.ts';
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
