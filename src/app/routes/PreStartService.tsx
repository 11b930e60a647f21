import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../domain/format.ts';
import { PreStartServicePage } from '../../features/service/preStartService/PreStartServicePage.tsx';
import { preLoginOnly } from '../guards.ts';

// Start service for a visitor, local market (document 1 section 2: /PreStartService, 4 steps); a
// signed-in user goes to /StartService. The success page links to tracking the request by its reference.
export const Route = createFileRoute('/PreStartService')({
  beforeLoad: preLoginOnly,
  component: function PreStartService() {
    const intl = useIntl();
    const trackLink = (reference: string) => (
      <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
        {intl.formatMessage({ id: 'service.preStart.track' })}
      </Link>
    );
    // Signed-in customers can save the request part-way: the first step says so, with Sign in back to /StartService.
    return <PreStartServicePage today={isoDay(new Date())} trackLink={trackLink} signedInRoute="/StartService" />;
  },
});
