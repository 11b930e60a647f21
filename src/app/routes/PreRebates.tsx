import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreRebates;

export const Route = createFileRoute('/PreRebates')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreRebates() {
    return <FaqPage category={category} titleId="faq.page.PreRebates" result={Route.useLoaderData()} />;
  },
});
