import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../../domain/format.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { StartServicePage } from '../../../features/service/startService/StartServicePage.tsx';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';

// Start service signed in (document 1 section 2; document 2 section 6 "menu item start"): the start right; others go to /.
export const Route = createFileRoute('/_signedIn/StartService')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => hasRight(session.rights, rights.menuStartService)),
  component: function StartService() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const trackerLink = hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null;
    // Another saved form starts the flow again.
    return <StartServicePage key={savedForm ?? ''} savedForms={{ id: savedForm }} today={isoDay(new Date())} trackerLink={trackerLink} />;
  },
});
