import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForgotPasswordSuccessPage } from '../../features/auth/recoveryRequest/ForgotPasswordSuccessPage.tsx';

const searchSchema = v.object({ user: v.optional(v.pipe(v.string(), v.maxLength(50))) });

// Where a migrated user is sent before the first sign-in (document 1 section 4, Login).
export const Route = createFileRoute('/ForgotPasswordSuccess')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function ForgotPasswordSuccess() {
    const { user } = Route.useSearch();
    return <ForgotPasswordSuccessPage userName={user ?? null} />;
  },
});
