import { createFileRoute } from '@tanstack/react-router';
import { TrackRequestPage } from '../../features/service/trackRequest/TrackRequestPage.tsx';

// Tracking a request without signing in (document 1 section 2: /ConnectMeTrackRequest/{key?}); the
// key, when given, is the request's reference.
export const Route = createFileRoute('/ConnectMeTrackRequest/{-$key}')({
  component: function ConnectMeTrackRequest() {
    const { key } = Route.useParams();
    return <TrackRequestPage key={key ?? ''} reference={key ?? ''} />;
  },
});
