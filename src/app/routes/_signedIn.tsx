import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../guards.ts';

// Signed-in only (document 1 section 2): without a valid session, to /login remembering the page.
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireSignedIn,
  component: Outlet,
});
