import type { IntlShape } from 'react-intl';
import type { HistoryItem } from '../../domain/payment.ts';

/** The status of a bill or a payment in words; a status the portal does not know reads "Unknown". */
export function historyStatusText(intl: IntlShape, item: Pick<HistoryItem, 'type' | 'status'>): string {
  if (`billing.status.${item.type}.${item.status}` in intl.messages) return intl.formatMessage({ id: `billing.status.${item.type}.${item.status}` });
  return intl.formatMessage({ id: 'billing.status.unknown' });
}

/** Why a cancellation failed: the catalogue message of its code, else the general one. */
export function cancelFailureText(intl: IntlShape, msgcode: string): string {
  if (msgcode && `error.${msgcode}` in intl.messages) return intl.formatMessage({ id: `error.${msgcode}` });
  return intl.formatMessage({ id: 'billing.scheduled.cancelFailed' });
}
