import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../domain/format.ts';
import { rechargeAmountLimits } from '../../domain/payment.ts';
import { paymentCodeText } from '../payment/paymentText.ts';

/**
 * The text of a recharge message code: the meter and amount rules and the recharge refusals have a
 * `recharge.code.<CODE>` entry in src/i18n/messages/recharge; the payment codes (card and bank rules,
 * F300-F355, a VLD002 naming a field) are the payment area's (src/features/payment/paymentText.ts),
 * which shows the server's own text for an unknown code (document 2 section 8), else the generic one.
 */
export function rechargeCodeText(
  intl: IntlShape,
  code: string,
  options: { serverMessage?: string; minimum?: number | null; maximum?: number | null } = {},
): string {
  const descriptor = { id: `recharge.code.${code}` };
  const values = {
    minimum: formatMoney(options.minimum ?? rechargeAmountLimits.minimum, intl.locale),
    maximum: formatMoney(options.maximum ?? rechargeAmountLimits.maximum, intl.locale),
  };
  if (descriptor.id in intl.messages) return intl.formatMessage(descriptor, values);
  return paymentCodeText(intl, code, options.serverMessage);
}
