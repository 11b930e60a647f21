import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ActivationPage } from '../../features/auth/registration/ActivationPage.tsx';

const searchSchema = v.object({ key: v.optional(v.pipe(v.string(), v.maxLength(500))) });

export const Route = createFileRoute('/UserAccountActivation')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: function UserAccountActivation() {
    const { key } = Route.useSearch();
    return <ActivationPage activationKey={key ?? null} />;
  },
});
