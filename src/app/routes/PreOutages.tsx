import { createFileRoute } from '@tanstack/react-router';
import { OutageMapPage } from '../../features/outage/outageMap/OutageMapPage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login outages (document 1 section 2: /PreOutages, authPath /Outages): the map and list for
// visitors; a signed-in user goes to /outages.
export const Route = createFileRoute('/PreOutages')({
  beforeLoad: preLoginOnly,
  component: function PreOutages() {
    return <OutageMapPage signedIn={false} />;
  },
});
