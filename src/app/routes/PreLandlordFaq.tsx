import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreLandlordFaq;

export const Route = createFileRoute('/PreLandlordFaq')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreLandlordFaq() {
    return <FaqPage category={category} titleId="faq.page.PreLandlordFaq" result={Route.useLoaderData()} />;
  },
});
