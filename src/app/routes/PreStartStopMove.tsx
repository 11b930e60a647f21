import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';
import { preLoginFaqPages } from '../../features/help/faqPages.ts';
import { loadFaq } from '../../features/help/loadFaq.ts';

const category = preLoginFaqPages.PreStartStopMove;

export const Route = createFileRoute('/PreStartStopMove')({
  loader: ({ context }) => loadFaq(category, context.language),
  component: function PreStartStopMove() {
    return <FaqPage category={category} titleId="faq.page.PreStartStopMove" result={Route.useLoaderData()} />;
  },
});
