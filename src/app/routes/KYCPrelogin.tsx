import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../domain/format.ts';
import { KycRequestPage } from '../../features/service/kycRequest/KycRequestPage.tsx';
import { preLoginOnly } from '../guards.ts';

// KYC request for a visitor (document 1 section 2: /KYCPrelogin); a signed-in user goes on as
// preLoginOnly says. The first step says signed-in customers can save the request (/KYCRequest).
// The success is the flow's last state on this route, with the way to track it.
export const Route = createFileRoute('/KYCPrelogin')({
  beforeLoad: preLoginOnly,
  component: function KYCPrelogin() {
    const intl = useIntl();
    const trackLink = (reference: string) => (
      <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
        {intl.formatMessage({ id: 'service.preStart.track' })}
      </Link>
    );
    return <KycRequestPage today={isoDay(new Date())} trackLink={trackLink} signedInRoute="/KYCRequest" />;
  },
});
