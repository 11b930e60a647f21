import { createFileRoute } from '@tanstack/react-router';
import { RechargePage } from '../../features/recharge/RechargePage.tsx';
import { preLoginOnly } from '../guards.ts';

// Pre-login (document 1 section 2 "Other pre-login pages"): a signed-in user goes to /Recharge.
export const Route = createFileRoute('/RechargeMeter')({
  beforeLoad: preLoginOnly,
  component: function RechargeMeter() {
    return <RechargePage input={{ mode: 'guest', today: new Date() }} />;
  },
});
