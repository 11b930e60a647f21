import { createFileRoute, redirect } from '@tanstack/react-router';

// "/" is the signed-in home; without a session a visitor goes to /login (document 1 section 2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
