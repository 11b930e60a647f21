import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GuestRegistrationSuccessPage } from '../../features/auth/guestRegistration/GuestStatusPages.tsx';

const searchSchema = v.object({ userName: v.optional(v.pipe(v.string(), v.maxLength(50))) });

export const Route = createFileRoute('/GuestRegistrationSuccess')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function GuestRegistrationSuccess() {
    const { userName } = Route.useSearch();
    return <GuestRegistrationSuccessPage userName={userName ?? null} />;
  },
});
