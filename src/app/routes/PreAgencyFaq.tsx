import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreAgencyFaq;

export const Route = createFileRoute('/PreAgencyFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreAgencyFaq() {
    return <FaqPage category={category} titleId="faq.page.PreAgencyFaq" result={Route.useLoaderData()} />;
  },
});
