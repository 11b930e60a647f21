import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/dashboardSummary/DashboardPage.tsx';

// "/" is the signed-in home. No rights redirect here: a user without the view-dashboard right
// would be sent to / again; the page itself says the dashboard is not available to them.
export const Route = createFileRoute('/_signedIn/')({
  component: DashboardPage,
});
