import { createFileRoute } from '@tanstack/react-router';
import { getTerms } from '../../api/common.ts';
import { TermsPage } from '../../features/public/TermsPage.tsx';

export const Route = createFileRoute('/Term')({
  loader: ({ context }) => getTerms(context.language, 'terms'),
  component: function Term() {
    return <TermsPage kind="terms" result={Route.useLoaderData()} />;
  },
});
