import { createFileRoute } from '@tanstack/react-router';
import { getTerms } from '../../api/common.ts';
import { TermsPage } from '../../features/public/TermsPage.tsx';

export const Route = createFileRoute('/PrivacyPolicy')({
  loader: ({ context }) => getTerms(context.language, 'privacy'),
  component: function PrivacyPolicy() {
    return <TermsPage kind="privacy" result={Route.useLoaderData()} />;
  },
});
