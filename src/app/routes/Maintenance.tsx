import { createFileRoute } from '@tanstack/react-router';
import { getMaintenanceStatus } from '../../api/common.ts';
import { MaintenancePage } from '../../features/public/MaintenancePage.tsx';

export const Route = createFileRoute('/Maintenance')({
  loader: () => getMaintenanceStatus(),
  component: function Maintenance() {
    return <MaintenancePage result={Route.useLoaderData()} />;
  },
});
