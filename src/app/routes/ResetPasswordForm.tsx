import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '../../features/auth/passwordReset/ResetPasswordPage.tsx';
import { preLoginOnly } from '../guards.ts';

const searchSchema = v.object({ key: v.optional(v.pipe(v.string(), v.maxLength(500))) });

// Opened from the e-mailed reset link (document 1 sections 2 and 4); pre-login only.
export const Route = createFileRoute('/ResetPasswordForm')({
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: preLoginOnly,
  component: function ResetPasswordForm() {
    const { key } = Route.useSearch();
    // A new key is a new flow: the page starts again.
    return <ResetPasswordPage key={key ?? ''} resetKey={key ?? null} entry="reset" />;
  },
});
