import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { hasRight, rights } from '../../../domain/rights.ts';
import { useSession } from '../../session/sessionContext.ts';
import { SavedForms } from '../savedForms/SavedFormsView.tsx';
import { RequestLinks } from './RequestLinks.tsx';
import { ServiceTrackerPage } from './ServiceTrackerPage.tsx';

/** The tracker as both routes show it (/serviceTracker, /services/{key}), with the session's cancel right and links. */
export function SignedInServiceTracker({ reference }: { reference: string | null }) {
  const session = useSession();
  const intl = useIntl();
  // The requests a customer can make from here, as the Services menu offers them.
  const flowLinks = <RequestLinks />;
  const allLink = <Link to="/serviceTracker">{intl.formatMessage({ id: 'service.tracker.all' })}</Link>;
  // Another request (or account) opens the tracker afresh.
  return (
    <>
      <ServiceTrackerPage key={`${session.account?.accountNumber ?? ''}:${reference ?? ''}`} reference={reference} canCancel={hasRight(session.rights, rights.trackerCancel)} canEdit={hasRight(session.rights, rights.trackerEdit)} flowLinks={flowLinks} allLink={allLink} />
      {/* The Saved Forms tab (issues 14 and 15): the user's forms saved part-way, with all requests. */}
      {reference === null ? <div className="container"><SavedForms /></div> : null}
    </>
  );
}
