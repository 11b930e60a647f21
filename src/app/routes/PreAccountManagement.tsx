import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreAccountManagement;

export const Route = createFileRoute('/PreAccountManagement')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreAccountManagement() {
    return <FaqPage category={category} titleId="faq.page.PreAccountManagement" result={Route.useLoaderData()} />;
  },
});
