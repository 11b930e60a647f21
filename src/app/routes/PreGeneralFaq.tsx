import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreGeneralFaq;

export const Route = createFileRoute('/PreGeneralFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreGeneralFaq() {
    return <FaqPage category={category} titleId="faq.page.PreGeneralFaq" result={Route.useLoaderData()} />;
  },
});
