import { createFileRoute } from '@tanstack/react-router';
import { mayReportOutage } from '../../../features/outage/access.ts';
import { SignedInReportOutage } from '../../../features/outage/reportOutage/ReportOutageRoutes.tsx';
import { requireRight } from '../../guards.ts';

// Report an outage signed in (document 1 section 2: /ReportOutage; document 2 section 6: the outage
// report right), at the selected account's premise.
export const Route = createFileRoute('/_signedIn/ReportOutage')({
  beforeLoad: requireRight(mayReportOutage),
  component: SignedInReportOutage,
});
