import { createFileRoute, Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { hasRight, rights } from '../../../domain/rights.ts';
import { savedFormSearch } from '../../../domain/savedForms.ts';
import { NewConnectionPage } from '../../../features/service/newConnection/NewConnectionPage.tsx';
import { useSession } from '../../../features/session/sessionContext.ts';
import { requireRight } from '../../guards.ts';

// New connection signed in (document 1 section 2; document 2 section 6 "menu item new connection"):
// the right; others go to /. The owner's details start from the signed-in user; the success is a
// state of the flow (its reference and the way to the tracker).
export const Route = createFileRoute('/_signedIn/newConnection')({
  // ?savedForm=<id>: a form saved for later, resumed where it was left (issues 14 and 15).
  validateSearch: savedFormSearch,
  beforeLoad: requireRight((session) => hasRight(session.rights, rights.menuNewConnection)),
  component: function NewConnection() {
    const session = useSession();
    const intl = useIntl();
    const { savedForm } = Route.useSearch();
    const user = session.user;
    const owner = { fullName: user?.fullName ?? '', email: user?.email ?? '', primaryPhone: user?.phoneNumber ?? '' };
    const trackLink = hasRight(session.rights, rights.trackerView) ? () => <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.open' })}</Link> : undefined;
    // Another saved form starts the flow again.
    return <NewConnectionPage key={savedForm ?? ''} savedForms={{ id: savedForm }} owner={owner} trackLink={trackLink} />;
  },
});
