import type { IntlShape } from 'react-intl';
import type { FailureTexts } from '../../ui/failureText.ts';
import type { HistoryItem } from '../../domain/payment.ts';

/** The status of a bill or a payment in words; a status the portal does not know reads "Unknown". */
export function historyStatusText(intl: IntlShape, item: Pick<HistoryItem, 'type' | 'status'>): string {
  if (`billing.status.${item.type}.${item.status}` in intl.messages) return intl.formatMessage({ id: `billing.status.${item.type}.${item.status}` });
  return intl.formatMessage({ id: 'billing.status.unknown' });
}

/** Why a cancellation failed: the catalogue message of its code, else the general one (never the server's words). */
export const cancelFailureTexts: FailureTexts = { prefixes: ['error'], fallback: 'billing.scheduled.cancelFailed', hideServerText: true };
