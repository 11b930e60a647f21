import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { OutageMapPage } from '../../features/outage/outageMap/OutageMapPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login outages (document 1 section 2: /PreOutages, authPath /Outages): the map and list for
// visitors, and the way to report one; a signed-in user goes to /outages.
export const Route = createFileRoute('/PreOutages')({
  beforeLoad: preLoginOnly,
  component: function PreOutages() {
    const intl = useIntl();
    const reportLink = (
      <Link to="/PreReportOutages" className="button button--secondary">
        {intl.formatMessage({ id: 'outage.map.report' })}
      </Link>
    );
    return <OutageMapPage signedIn={false} reportLink={reportLink} />;
  },
});
