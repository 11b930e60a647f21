import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreSafetyFaq;

export const Route = createFileRoute('/PreSafetyFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreSafetyFaq() {
    return <FaqPage category={category} titleId="faq.page.PreSafetyFaq" result={Route.useLoaderData()} />;
  },
});
