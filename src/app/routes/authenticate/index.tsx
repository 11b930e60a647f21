import { createFileRoute, redirect } from '@tanstack/react-router';

// A missing token goes to /Login (document 1 section 4, Authenticate).
export const Route = createFileRoute('/authenticate/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
