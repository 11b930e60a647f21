import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../domain/format.ts';
import { rechargeAmountLimits } from '../../domain/payment.ts';

/**
 * The text of a recharge message code (field rules, server refusals, card codes F300-F355): every
 * code the pages can show has a `recharge.code.<CODE>` entry in src/i18n/messages/recharge; an
 * unknown server code shows the server's own text (document 2 section 8 "Other card codes: the
 * server message is shown"), else the generic failure.
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
  if (options.serverMessage) return options.serverMessage;
  return intl.formatMessage({ id: 'recharge.code.GEN500' });
}
