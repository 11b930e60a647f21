import type { IntlShape } from 'react-intl';

/**
 * The text of a registration message code (field rules, server refusals): every code the pages can
 * show has a `register.code.<CODE>` entry in src/i18n/messages/registration; an unknown server code
 * shows the server's own text, else the generic failure.
 */
export function registrationCodeText(intl: IntlShape, code: string, serverMessage?: string): string {
  const descriptor = { id: `register.code.${code}` };
  if (descriptor.id in intl.messages) return intl.formatMessage(descriptor);
  if (serverMessage) return serverMessage;
  return intl.formatMessage({ id: 'register.code.GEN500' });
}

/** yyyymmdd (what the machine and the server take) to yyyy-mm-dd (a date input's value), and back. */
export function toDateInput(yyyymmdd: string): string {
  return /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` : '';
}

export function fromDateInput(value: string): string {
  return value.replace(/-/g, '');
}
