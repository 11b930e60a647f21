import { createFileRoute } from '@tanstack/react-router';
import { PreServicesPage } from '../../features/service/overview/PreServicesPage.tsx';

// The services overview for visitors (document 1 section 2: /PreloginServices and /PreServiceOverview show the same page).
export const Route = createFileRoute('/PreloginServices')({
  component: PreServicesPage,
});
