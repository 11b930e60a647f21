import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreBillingFaq;

export const Route = createFileRoute('/PreBillingFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreBillingFaq() {
    return <FaqPage category={category} titleId="faq.page.PreBillingFaq" result={Route.useLoaderData()} />;
  },
});
