import { createFileRoute } from '@tanstack/react-router';
import { VisitorStopService } from '../../features/service/stopService/PreStopService.tsx';
import { preLoginOnly } from '../guards.ts';

// Stop service for a visitor (document 1 section 2: /PreStopService, 4 steps); a signed-in user goes
// to /StopService. The success, with the reference and the way to track it, is a state of the flow.
export const Route = createFileRoute('/PreStopService')({
  beforeLoad: preLoginOnly,
  component: VisitorStopService,
});
