import { createFileRoute } from '@tanstack/react-router';
import { mayOpenOutages } from '../../../features/outage/access.ts';
import { OutageMapPage } from '../../../features/outage/outageMap/OutageMapPage.tsx';
import { requireRight } from '../../guards.ts';

// Signed-in outages (document 1 section 2: /outages): the map and list, with the account number
// as a search too.
export const Route = createFileRoute('/_signedIn/outages')({
  beforeLoad: requireRight(mayOpenOutages),
  component: function Outages() {
    return <OutageMapPage signedIn />;
  },
});
