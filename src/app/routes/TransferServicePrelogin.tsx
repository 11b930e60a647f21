import { createFileRoute } from '@tanstack/react-router';
import { VisitorTransferService } from '../../features/service/transferService/PreTransferService.tsx';
import { preLoginOnly } from '../guards.ts';

// Transfer service for a visitor (document 1 section 2: /TransferServicePrelogin, 8 steps); a
// signed-in user goes to /TransferService. A time taken meanwhile shows the schedule failure page
// (/ScheduleFailurePre in the spec) as a state of the flow, on this same address.
export const Route = createFileRoute('/TransferServicePrelogin')({
  beforeLoad: preLoginOnly,
  component: VisitorTransferService,
});
