import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isoDay } from '../../../domain/format.ts';
import { hasRight, rights } from '../../../domain/rights.ts';
import { mayAskForOtherService } from '../../../features/service/access.ts';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';
import { OtherServicePage } from '../../../features/service/otherService/OtherServicePage.tsx';

// Other service (document 1 section 2: /OtherService): signed in, an account selected and the right
// to create service requests; others go to /.
export const Route = createFileRoute('/_signedIn/OtherService')({
  beforeLoad: requireRight(mayAskForOtherService),
  component: function OtherService() {
    const session = useSession();
    const intl = useIntl();
    const accountNumber = session.account?.accountNumber ?? '';
    const trackerLink = hasRight(session.rights, rights.trackerView) ? <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : null;
    // Another account starts the flow again.
    return <OtherServicePage key={accountNumber} accountNumber={accountNumber} today={isoDay(new Date())} trackerLink={trackerLink} />;
  },
});
