import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GuestInviteErrorPage } from '../../features/auth/guestRegistration/GuestStatusPages.tsx';

const searchSchema = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(40))) });

// Public (document 1 section 2): a bad, used, withdrawn or expired invitation.
export const Route = createFileRoute('/GuestInviteError')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function GuestInviteError() {
    const { reason } = Route.useSearch();
    return <GuestInviteErrorPage reason={reason ?? null} />;
  },
});
