import type { IntlShape } from 'react-intl';
import { registrationCodeText } from '../registration/registrationText.ts';

/** The codes the guest area has its own texts for (`guest.code.<CODE>`). */
export const guestMessageCodes: readonly string[] = [
  'GINV001', 'GINV002', 'GINV003', 'GINV004', 'REG_KEY_FORMAT', 'GEN403', 'REG_LANDLINE_LENGTH', 'REG_CONTACT_TYPE',
  'REG_ACCESS_UNTIL_REQUIRED', 'REG_ACCESS_UNTIL_FORMAT', 'REG_ACCESS_UNTIL_PAST', 'REG_ACCESS_UNTIL_FAR',
];

/**
 * The text of a message code on the guest pages: a `guest.code.<CODE>` entry of the guest area,
 * else the registration area's text of the same code (field rules shared with registration), else
 * the server's own text, else the generic failure.
 */
export function guestCodeText(intl: IntlShape, code: string, serverMessage?: string): string {
  if (guestMessageCodes.includes(code)) return intl.formatMessage({ id: `guest.code.${code}` });
  return registrationCodeText(intl, code, serverMessage);
}
