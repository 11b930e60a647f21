import { useIntl } from 'react-intl';
import { formatMessageDate, formatMoney } from '../../../domain/format.ts';
import type { UsageAlertNotice } from '../../../domain/usageAlerts.ts';

/** The id of the alerts section on /usages (the dashboard's latest alert links to /usages#alerts). */
export const usageAlertsAnchor = 'alerts';

/** The sentence of an alert: what crossed, by how much, and the limit (on /usages and the dashboard). */
export function useLatestAlertText(): (latest: UsageAlertNotice) => string {
  const intl = useIntl();
  const kwh = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  return (latest) =>
    latest.kind === 'daily'
      ? intl.formatMessage(
          { id: 'usage.usageAlerts.latest.daily' },
          { day: formatMessageDate(`${latest.period}T12:00:00Z`, intl.locale), amount: kwh(latest.amount), limit: kwh(latest.limit) },
        )
      : intl.formatMessage(
          { id: 'usage.usageAlerts.latest.budget' },
          {
            month: intl.formatDate(`${latest.period}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
            amount: formatMoney(latest.amount, intl.locale),
            limit: formatMoney(latest.limit, intl.locale),
          },
        );
}
