import { createFileRoute } from '@tanstack/react-router';
import { ReportOutageSuccess } from '../../features/outage/reportOutage/ReportOutageRoutes.tsx';

// The Success page of /PreReportOutages: the report's reference.
export const Route = createFileRoute('/PreReportOutagesSuccess')({
  component: function PreReportOutagesSuccess() {
    return <ReportOutageSuccess signedIn={false} />;
  },
});
