import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '../../guards.ts';
import { mayOpenDashboard } from '../../../features/dashboard/access.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardSummary/DashboardPage.tsx';

// Home (document 1 section 2): needs the view-dashboard right; without it the user goes to /.
export const Route = createFileRoute('/_signedIn/dashboard')({
  beforeLoad: requireRight(mayOpenDashboard),
  component: DashboardPage,
});
