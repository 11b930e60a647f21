import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { getFaq, getTerms } from '../../api/common.ts';
import { faqCategories } from '../../domain/constants.ts';
import { fromStoredCode } from '../../domain/language.ts';
import { FaqList } from '../../features/help/FaqPage.tsx';
import { TermsPage } from '../../features/public/TermsPage.tsx';

/**
 * Every path no other route claims. Document 1 section 2: a URL ending renderFAQs shows FAQs
 * fetched with the URL query, one ending renderTnC shows the terms; anything else goes to /Error.
 */
type Special = 'renderFAQs' | 'renderTnC';

function specialView(pathname: string): Special | null {
  if (/renderFAQs\/?$/i.test(pathname)) return 'renderFAQs';
  if (/renderTnC\/?$/i.test(pathname)) return 'renderTnC';
  return null;
}

const faqQuerySchema = v.object({
  categoryId: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer()), faqCategories.top10)),
  language: v.optional(v.string()),
});

export const Route = createFileRoute('/$')({
  staticData: { bare: true },
  validateSearch: (search) => v.parse(faqQuerySchema, search),
  beforeLoad: ({ location }) => {
    const view = specialView(location.pathname);
    if (!view) throw redirect({ to: '/Error', replace: true });
    return { view };
  },
  loaderDeps: ({ search }) => ({ categoryId: search.categoryId, language: search.language }),
  loader: async ({ context, deps }) => {
    const language = fromStoredCode(deps.language) ?? context.language;
    if (context.view === 'renderTnC') return { view: 'renderTnC' as const, terms: await getTerms(language) };
    return { view: 'renderFAQs' as const, faq: await getFaq(deps.categoryId ?? faqCategories.top10, language) };
  },
  component: function SpecialView() {
    const data = Route.useLoaderData();
    if (data.view === 'renderTnC') return <TermsPage kind="terms" result={data.terms} />;
    return (
      <div className="container page">
        <FaqList result={data.faq} />
      </div>
    );
  },
});
