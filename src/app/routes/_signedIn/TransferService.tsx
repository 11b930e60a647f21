import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { mayPayBill } from '../../../features/payment/access.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { TransferServicePage } from '../../../features/service/transferService/TransferServicePage.tsx';

// Transfer service signed in (document 1 section 2; document 2 section 6 "menu item transfer"): an
// account selected (the one moved out of) and the transfer right; others go to /.
export const Route = createFileRoute('/_signedIn/TransferService')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => session.account !== null && hasRight(session.rights, rights.menuTransferService)),
  component: function TransferService() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const accountNumber = session.account?.accountNumber ?? '';
    const payLink = mayPayBill(session) ? <Link to="/PayBill">{intl.formatMessage({ id: 'service.stop.payBalance' })}</Link> : null;
    const trackerLink = hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null;
    // Another account, or another saved form, starts the flow again.
    return <TransferServicePage key={`${accountNumber}:${savedForm ?? ''}`} savedForms={{ id: savedForm }} accountNumber={accountNumber} payLink={payLink} trackerLink={trackerLink} />;
  },
});
