import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../features/public/ErrorPage.tsx';

export const Route = createFileRoute('/Error')({
  component: () => <ErrorPage variant="error" />,
});
