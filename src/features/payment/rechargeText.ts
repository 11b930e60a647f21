import type { IntlShape } from 'react-intl';
import { rechargeAmountLimits } from '../../domain/payment.ts';
import type { FailureTexts } from '../../ui/failureText.ts';
import { money } from './paymentText.ts';

/**
 * Where the recharge pages find a message code's text: the meter and amount rules and the recharge
 * refusals have a `recharge.code.<CODE>` entry in src/i18n/messages/payment; the payment codes
 * (card and bank rules, F300-F355, a VLD002 naming a field) are the payment area's
 * (`payment.code.<CODE>`); an unknown code shows the server's own text (document 2 section 8),
 * else the generic one.
 */
export const rechargeTexts: FailureTexts = { prefixes: ['recharge.code', 'payment.code'], fallback: 'payment.code.GEN500' };

/** The amount limits the recharge texts name (the meter's own, else the recharge rule's). */
export function rechargeLimitValues(intl: IntlShape, limits: { minimum?: number | null; maximum?: number | null } = {}) {
  return {
    minimum: money(intl, limits.minimum ?? rechargeAmountLimits.minimum),
    maximum: money(intl, limits.maximum ?? rechargeAmountLimits.maximum),
  };
}
