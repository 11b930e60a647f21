import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterSuccessPage } from '../../features/auth/registration/RegisterSuccessPage.tsx';

/** The masked address the activation link went to (never the full address). */
const searchSchema = v.object({ email: v.optional(v.pipe(v.string(), v.maxLength(120))) });

export const Route = createFileRoute('/RegisterSuccess')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function RegisterSuccess() {
    const { email } = Route.useSearch();
    return <RegisterSuccessPage email={email ?? null} />;
  },
});
