import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayPayBill } from '../../../features/payment/access.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { isoDay } from '../../../domain/format.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { StopServicePage } from '../../../features/service/stopService/StopServicePage.tsx';

// Stop service (document 1 section 2; document 2 section 6 "menu item stop"): signed in, an account
// selected and the stop right; others go to /.
export const Route = createFileRoute('/_signedIn/StopService')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => session.account !== null && hasRight(session.rights, rights.menuStopService)),
  component: function StopService() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const accountNumber = session.account?.accountNumber ?? '';
    const payLink = mayPayBill(session) ? <Link to="/PayBill">{intl.formatMessage({ id: 'service.stop.payBalance' })}</Link> : null;
    const trackerLink = hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null;
    // Another account, or another saved form, starts the flow again.
    return (
      <StopServicePage key={`${accountNumber}:${savedForm ?? ''}`} savedForms={{ id: savedForm }} accountNumber={accountNumber} today={isoDay(new Date())} payLink={payLink} trackerLink={trackerLink} />
    );
  },
});
