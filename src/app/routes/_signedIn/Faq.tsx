import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FaqPage } from '../../../features/help/FaqPage.tsx';
import { faqTabCategories } from '../../../features/help/faqPages.ts';
import { loadFaq } from '../../../features/help/loadFaq.ts';
import { rights } from '../../../domain/rights.ts';
import { requireRight } from '../../guards.ts';

const searchSchema = v.object({
  category: v.optional(v.fallback(v.picklist(faqTabCategories), 'top10')),
});

// The signed-in FAQ: the same FAQ call as /PreFaq.
export const Route = createFileRoute('/_signedIn/Faq')({
  beforeLoad: requireRight((session) => session.can(rights.faq)),
  validateSearch: (search) => v.parse(searchSchema, search),
  loaderDeps: ({ search }) => ({ category: search.category ?? 'top10' }),
  loader: ({ context, deps }) => loadFaq(deps.category, context.language),
  component: function Faq() {
    const { category = 'top10' } = Route.useSearch();
    return <FaqPage category={category} titleId="faq.title" result={Route.useLoaderData()} withTabs tabsPath="/Faq" />;
  },
});
