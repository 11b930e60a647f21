import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { MeterInspectionPage } from '../../features/service/meterInspection/MeterInspectionPage.tsx';
import { preLoginOnly } from '../guards.ts';

const visitor = { signedIn: false, accounts: [], prefill: {} };

// The meter inspection request for a visitor (document 1 section 2: /meterinspectionPrelogin); a
// signed-in user goes to /MeterInspection. The success page (the flow's last state) links to
// tracking the request by its reference; the first step says signed-in customers can save it.
export const Route = createFileRoute('/meterinspectionPrelogin')({
  beforeLoad: preLoginOnly,
  component: function MeterInspectionPrelogin() {
    const intl = useIntl();
    const doneLink = (reference: string) => (
      <Link to="/ConnectMeTrackRequest/{-$key}" params={{ key: reference }}>
        {intl.formatMessage({ id: 'service.preStart.track' })}
      </Link>
    );
    return <MeterInspectionPage input={visitor} doneLink={doneLink} signedInRoute="/MeterInspection" />;
  },
});
