import { useId, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { connectUsageAlerts } from '../../../../machines/usage/usageAlerts/usageAlerts.connect.ts';
import { formatMessageDate } from '../../../domain/format.ts';
import type { UsageAlertsRecord } from '../../../domain/usageAlerts.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { providedUsageAlertsMachine } from './usageAlertsCalls.ts';
import { useLatestAlertText, usageAlertsAnchor } from './latestAlertText.ts';

const usagesPath = '/usages';

/** The card never saves: its machine's save is never sent. */
const noSave = () => Promise.reject(new Error('The latest usage alert card does not save.'));

/**
 * The dashboard's latest usage alert of the account for the signed-in user: what crossed, when it
 * was sent, and a link to the alert settings on /usages. The usage alerts machine loads it (and
 * offers Retry when the load fails); nothing shows while it first loads or when no alert was sent.
 */
export function LatestUsageAlert({ accountNumber, load, linkShown }: { accountNumber: string; load: (accountNumber: string) => Promise<UsageAlertsRecord>; linkShown: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const latestText = useLatestAlertText();
  const machine = useMemo(() => providedUsageAlertsMachine({ load, save: noSave }), [load]);
  const [snapshot, send] = useMachine(machine, { input: { accountNumber } });
  const view = connectUsageAlerts(snapshot, send);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The card appears once there is something to say (an alert, or a failure to retry) and then
  // stays while a retry loads, rather than vanishing under the pointer.
  const [shown, setShown] = useState(false);
  if (!shown && (view.status === 'failed' || view.latest)) setShown(true);
  if (!shown && !(view.status === 'failed' || view.latest)) return null;
  return (
    <section className="card dash-card" aria-labelledby={headingId} aria-busy={view.status === 'loading'}>
      <h2 id={headingId}>{t('usage.usageAlerts.card.title')}</h2>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.latest ? (
        <>
          <p>{latestText(view.latest)}</p>
          <p className="dash-card__note">{t('usage.usageAlerts.card.sent', { date: formatMessageDate(view.latest.raisedAt, intl.locale, true) })}</p>
          {linkShown ? (
            <Link to={usagesPath as never} hash={usageAlertsAnchor}>
              {t('usage.usageAlerts.card.link')}
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
