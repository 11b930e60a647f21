import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RecoveryStatusPage } from '../../features/recovery/RecoveryStatusPage.tsx';

const searchSchema = v.object({ user: v.optional(v.pipe(v.string(), v.maxLength(50))) });

// Public (document 1 section 2): the password was changed; sign in with it.
export const Route = createFileRoute('/ResetPasswordFormSuccess')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function ResetPasswordFormSuccess() {
    const { user } = Route.useSearch();
    return <RecoveryStatusPage status="resetSuccess" userName={user ?? null} />;
  },
});
