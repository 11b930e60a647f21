import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreBillingPaymentFaq;

export const Route = createFileRoute('/PreBillingPaymentFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreBillingPaymentFaq() {
    return <FaqPage category={category} titleId="faq.page.PreBillingPaymentFaq" result={Route.useLoaderData()} />;
  },
});
