import { createFileRoute } from '@tanstack/react-router';
import { mayReportOutage } from '../../../features/outage/access.ts';
import { ReportOutageSuccess } from '../../../features/outage/reportOutage/ReportOutageRoutes.tsx';
import { requireRight } from '../../guards.ts';

// The Success page of /ReportOutage: the report's reference.
export const Route = createFileRoute('/_signedIn/ReportOutageSuccess')({
  beforeLoad: requireRight(mayReportOutage),
  component: function ReportOutageSuccessPage() {
    return <ReportOutageSuccess signedIn />;
  },
});
