import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreConnection;

export const Route = createFileRoute('/PreConnection')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreConnection() {
    return <FaqPage category={category} titleId="faq.page.PreConnection" result={Route.useLoaderData()} />;
  },
});
