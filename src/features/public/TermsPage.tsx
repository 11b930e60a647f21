import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../api/client.ts';
import { CallFailure } from '../../ui/CallFailure.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';

export interface TermsContent {
  termsConditions: string;
  title: string;
  lastUpdated: string;
}

/** /Term, /PrivacyPolicy and the bare renderTnC view: text from the terms call. */
export function TermsPage({ kind, result }: { kind: 'terms' | 'privacy'; result: ApiResult<TermsContent> }) {
  const intl = useIntl();
  const router = useRouter();
  return (
    <div className="container page terms-page">
      <h1 tabIndex={-1}>{intl.formatMessage({ id: kind === 'terms' ? 'terms.title' : 'privacy.title' })}</h1>
      {!result.ok ? (
        <CallFailure failure={result.status} onRetry={() => void router.invalidate()} />
      ) : (
        <>
          {result.data.lastUpdated ? (
            <p className="terms-page__updated">
              {intl.formatMessage(
                { id: 'terms.lastUpdated' },
                { date: intl.formatDate(result.data.lastUpdated, { year: 'numeric', month: 'short', day: '2-digit' }) },
              )}
            </p>
          ) : null}
          <SafeHtml html={result.data.termsConditions} className="rich-text" />
        </>
      )}
    </div>
  );
}
