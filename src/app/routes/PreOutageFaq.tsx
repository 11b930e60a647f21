import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreOutageFaq;

export const Route = createFileRoute('/PreOutageFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreOutageFaq() {
    return <FaqPage category={category} titleId="faq.page.PreOutageFaq" result={Route.useLoaderData()} />;
  },
});
