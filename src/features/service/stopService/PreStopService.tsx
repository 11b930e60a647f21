/**
 * Stop service for a visitor (/PreStopService, 4 steps): the account proven first by its number and
 * the holder's last name (with an email and phone to track the request), then the same steps as
 * signed in; the success names the reference, tracked at /ConnectMeTrackRequest/{reference} without
 * signing in. The balance owed is paid as a guest (/MakePayment).
 */
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../../domain/format.ts';
import { StopServicePage } from './StopServicePage.tsx';

export function VisitorStopService() {
  const intl = useIntl();
  const payLink = <Link to="/MakePayment">{intl.formatMessage({ id: 'service.stop.payBalance' })}</Link>;
  // A visitor cannot save (no Saved forms tab): the first step says signed-in customers can.
  return <StopServicePage accountNumber="" visitor today={isoDay(new Date())} payLink={payLink} savedForms={{ signedInRoute: '/StopService' }} />;
}
