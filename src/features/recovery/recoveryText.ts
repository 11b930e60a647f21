import type { IntlShape } from 'react-intl';

/**
 * The text of a message code on the recovery pages: `recovery.code.<CODE>` first (the recovery
 * refusals), then the registration catalogue's `register.code.<CODE>` (the shared field rules), then
 * the server's own text for an unknown server code, else the generic failure.
 */
export function recoveryCodeText(intl: IntlShape, code: string, serverMessage?: string): string {
  for (const id of [`recovery.code.${code}`, `register.code.${code}`]) {
    if (id in intl.messages) return intl.formatMessage({ id });
  }
  if (serverMessage) return serverMessage;
  return intl.formatMessage({ id: 'recovery.code.GEN500' });
}
