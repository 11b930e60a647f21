import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { MeterInspectionPage } from '../../../features/service/meterInspection/MeterInspectionPage.tsx';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';

// The meter inspection request signed in (document 1 section 2; document 2 section 6 "menu item meter
// inspection"): an account selected and the right; others go to /. The customer's name, phone and
// email and the selected account come from the session; the success page is the flow's last state.
export const Route = createFileRoute('/_signedIn/MeterInspection')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => session.account !== null && hasRight(session.rights, rights.menuMeterInspection)),
  component: function MeterInspection() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const account = session.account;
    const accounts = session.accounts.map((a) => ({ accountNumber: a.accountNumber, address: a.serviceAddressCombined, street: a.serviceAddress.address1, city: a.serviceAddress.city }));
    const input = {
      signedIn: true,
      accounts,
      prefill: {
        fullName: session.user?.fullName ?? '',
        primaryPhone: session.user?.phoneNumber ?? '',
        email: session.user?.email ?? '',
        accountNumber: account?.accountNumber ?? '',
        street: account?.serviceAddress.address1 ?? '',
        city: account?.serviceAddress.city ?? '',
      },
    };
    const doneLink = () => (hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null);
    // Another account (or another saved form) starts the flow again.
    return <MeterInspectionPage key={`${account?.accountNumber ?? ''}:${savedForm ?? ''}`} savedForms={{ id: savedForm }} input={input} doneLink={doneLink} />;
  },
});
