import { createFileRoute } from '@tanstack/react-router';
import { isoDay } from '../../domain/format.ts';
import { PreStartServicePage } from '../../features/service/preStartService/PreStartServicePage.tsx';
import { preLoginOnly } from '../guards.ts';

// Start service for a visitor, local market (document 1 section 2: /PreStartService, 4 steps); a
// signed-in user goes to /StartService.
export const Route = createFileRoute('/PreStartService')({
  beforeLoad: preLoginOnly,
  component: function PreStartService() {
    return <PreStartServicePage today={isoDay(new Date())} />;
  },
});
