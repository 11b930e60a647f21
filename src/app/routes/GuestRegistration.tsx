import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GuestRegistrationPage } from '../../features/auth/guestRegistration/GuestRegistrationPage.tsx';

const searchSchema = v.object({ key: v.optional(v.pipe(v.string(), v.maxLength(300))) });

// Public (document 1 section 2): the registration steps, the key checked first again.
export const Route = createFileRoute('/GuestRegistration')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function GuestRegistration() {
    const { key } = Route.useSearch();
    return <GuestRegistrationPage key={`form:${key ?? ''}`} invitationKey={key ?? ''} entry="form" />;
  },
});
