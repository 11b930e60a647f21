import { useIntl } from 'react-intl';
import type { EnvelopeStatus } from '../domain/envelope.ts';
import { failureText, type FailureTexts } from './failureText.ts';

/** A failed load says the catalogue message of its code, else the general one (never the server's words). */
export const loadFailureTexts: FailureTexts = { prefixes: ['error'], fallback: 'error.loadFailed', hideServerText: true };

/** A failed call: says so and offers to try again (nothing the user typed is lost by retrying). */
export function CallFailure({ status, onRetry }: { status?: EnvelopeStatus; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="call-failure" role="alert">
      <p>{failureText(intl, status?.msgcode ?? '', loadFailureTexts)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
