import { createFileRoute } from '@tanstack/react-router';
import { mayTrackServiceRequests } from '../../../features/service/access.ts';
import { SignedInServiceTracker } from '../../../features/service/serviceTracker/SignedInServiceTracker.tsx';
import { requireRight } from '../../guards.ts';

// The service tracker (document 1 section 2 "Services"): signed in with the tracker-view right; others go to /.
export const Route = createFileRoute('/_signedIn/serviceTracker')({
  beforeLoad: requireRight(mayTrackServiceRequests),
  component: function ServiceTracker() {
    return <SignedInServiceTracker reference={null} />;
  },
});
