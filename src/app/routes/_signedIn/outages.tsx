import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { timeZoneFor } from '../../../domain/format.ts';
import { mayOpenOutages, mayReportOutage } from '../../../features/outage/access.ts';
import { OutageMapPage } from '../../../features/outage/outageMap/OutageMapPage.tsx';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';

// Signed-in outages (document 1 section 2: /outages): the map and list, with the account number
// as a search too; times in the account's zone (document 2 section 9); Report an outage with the right.
export const Route = createFileRoute('/_signedIn/outages')({
  beforeLoad: requireRight(mayOpenOutages),
  component: function Outages() {
    const session = useSession();
    const intl = useIntl();
    const reportLink = mayReportOutage(session) ? (
      <Link to="/ReportOutage" className="button button--secondary">
        {intl.formatMessage({ id: 'outage.map.report' })}
      </Link>
    ) : null;
    return <OutageMapPage signedIn timeZone={timeZoneFor(session.account?.serviceAddress.state)} reportLink={reportLink} />;
  },
});
