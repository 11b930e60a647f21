import { createFileRoute } from '@tanstack/react-router';
import { VisitorReportOutage } from '../../features/outage/reportOutage/ReportOutageRoutes.tsx';
import { preLoginOnly } from '../guards.ts';

// Report an outage without signing in (document 1 section 2: /PreReportOutages); a signed-in user
// goes to /ReportOutage.
export const Route = createFileRoute('/PreReportOutages')({
  beforeLoad: preLoginOnly,
  component: VisitorReportOutage,
});
