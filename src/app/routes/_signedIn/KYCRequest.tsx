import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../../domain/format.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { KycRequestPage } from '../../../features/service/kycRequest/KycRequestPage.tsx';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';

// KYC request signed in (document 1 section 2; document 2 section 6 "menu item KYC"): an account
// selected and the KYC right; others go to /. The success is the flow's last state on this route.
export const Route = createFileRoute('/_signedIn/KYCRequest')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => session.account !== null && hasRight(session.rights, rights.menuKyc)),
  component: function KYCRequest() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const account = session.account;
    const user = session.user;
    const address = account?.serviceAddress;
    const known = {
      fullName: user?.fullName ?? '',
      primaryPhone: user?.phoneNumber ?? '',
      email: user?.email ?? '',
      street: address?.address1 ?? '',
      city: address?.city ?? '',
    };
    const trackLink = hasRight(session.rights, rights.trackerView) ? () => <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : undefined;
    const accountNumber = account?.accountNumber ?? '';
    // Another account (or another saved form) starts the request again.
    return <KycRequestPage key={`${accountNumber}:${savedForm ?? ''}`} savedForms={{ id: savedForm }} today={isoDay(new Date())} accountNumber={accountNumber} known={known} trackLink={trackLink} />;
  },
});
