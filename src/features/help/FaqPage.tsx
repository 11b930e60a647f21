import { Link, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../api/client.ts';
import type { FaqEntry } from '../../domain/common.ts';
import type { FaqCategoryKey } from '../../domain/constants.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { CallFailure } from '../../ui/CallFailure.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { faqPagePath, faqTabCategories, preLoginFaqPageList } from './faqPages.ts';

export function FaqList({ result }: { result: ApiResult<FaqEntry[]> }) {
  const intl = useIntl();
  const router = useRouter();
  if (!result.ok) return <CallFailure failure={result.status} onRetry={() => void router.invalidate()} />;
  if (result.data.length === 0) return <p>{intl.formatMessage({ id: 'faq.empty' })}</p>;
  return (
    <Accordion
      items={result.data.map((entry) => ({
        key: entry.id,
        title: entry.question,
        content: <SafeHtml html={entry.answer} className="rich-text" />,
      }))}
    />
  );
}

interface FaqPageProps {
  category: FaqCategoryKey;
  /** Page title id; the category name when absent. */
  titleId: string;
  result: ApiResult<FaqEntry[]>;
  /** /PreFaq and /Faq show the category tabs. */
  withTabs?: boolean;
  /** Where the tabs link: /PreFaq before sign-in, /Faq after. */
  tabsPath?: '/PreFaq' | '/Faq';
}

export function FaqPage({ category, titleId, result, withTabs = false, tabsPath = '/PreFaq' }: FaqPageProps) {
  const intl = useIntl();
  return (
    <div className="container page faq-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: titleId })}</h1>
      <p className="lead">{intl.formatMessage({ id: 'faq.intro' })}</p>
      <div className="faq-page__layout">
        {withTabs ? (
          <nav aria-label={intl.formatMessage({ id: 'faq.categories' })} className="faq-page__categories">
            <ul>
              {faqTabCategories.map((tab) => (
                <li key={tab}>
                  <Link
                    to={tabsPath}
                    search={{ category: tab }}
                    aria-current={tab === category ? 'page' : undefined}
                    className={tab === category ? 'active' : undefined}
                  >
                    {intl.formatMessage({ id: `faq.category.${tab}` })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <nav aria-label={intl.formatMessage({ id: 'faq.topics' })} className="faq-page__categories">
            <ul>
              <li>
                <Link to="/PreFaq">{intl.formatMessage({ id: 'faq.allTopics' })}</Link>
              </li>
              {preLoginFaqPageList.map((page) => (
                <li key={page}>
                  <Link to={faqPagePath(page)} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                    {intl.formatMessage({ id: `faq.page.${page}` })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-labelledby="faq-section-heading" className="faq-page__list">
          <h2 id="faq-section-heading">{intl.formatMessage({ id: `faq.category.${category}` })}</h2>
          <FaqList result={result} />
        </section>
      </div>
    </div>
  );
}
