import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../../domain/format.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { mayAskForOtherService } from '../../../features/service/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { OtherServicePage } from '../../../features/service/otherService/OtherServicePage.tsx';

// Other service (document 1 section 2: /OtherService): signed in, an account selected and the right
// to create service requests; others go to /.
export const Route = createFileRoute('/_signedIn/OtherService')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight(mayAskForOtherService),
  component: function OtherService() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const accountNumber = session.account?.accountNumber ?? '';
    const trackerLink = hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null;
    // Another account starts the flow again.
    return <OtherServicePage key={`${accountNumber}:${savedForm ?? ''}`} savedForms={{ id: savedForm }} accountNumber={accountNumber} today={isoDay(new Date())} trackerLink={trackerLink} />;
  },
});
