import { createFileRoute } from '@tanstack/react-router';
import { rights } from '../../../domain/rights.ts';
import { GuestUserPage } from '../../../features/account/guestUsers/GuestUserPage.tsx';
import { requireRight } from '../../guards.ts';

// Account > Guest User (document 2 section 6): the ViewManageUsers right; without it, to /.
export const Route = createFileRoute('/_signedIn/GuestUser')({
  beforeLoad: requireRight((session) => session.can(rights.viewManageUsers)),
  component: function GuestUser() {
    return <GuestUserPage />;
  },
});
