import { createFileRoute } from '@tanstack/react-router';
import { mayTrackServiceRequests } from '../../../features/service/access.ts';
import { SignedInServiceTracker } from '../../../features/service/serviceTracker/SignedInServiceTracker.tsx';
import { requireRight } from '../../guards.ts';

// /services/{key?} (document 1 section 2 "Services"): the tracker opened on one request by its reference; without a key, all of them.
export const Route = createFileRoute('/_signedIn/services/{-$key}')({
  beforeLoad: requireRight(mayTrackServiceRequests),
  component: function ServiceRequest() {
    const { key } = Route.useParams();
    return <SignedInServiceTracker reference={key ?? null} />;
  },
});
