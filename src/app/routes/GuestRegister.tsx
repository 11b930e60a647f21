import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GuestRegistrationPage } from '../../features/auth/guestRegistration/GuestRegistrationPage.tsx';

/** The invitation key of the e-mailed link (checked by the machine, then by the server). */
const searchSchema = v.object({ key: v.optional(v.pipe(v.string(), v.maxLength(300))) });

// Public (document 1 section 2): the invitation first.
export const Route = createFileRoute('/GuestRegister')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function GuestRegister() {
    const { key } = Route.useSearch();
    return <GuestRegistrationPage key={`invitation:${key ?? ''}`} invitationKey={key ?? ''} entry="invitation" />;
  },
});
