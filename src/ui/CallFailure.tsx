import { useIntl } from 'react-intl';
import type { EnvelopeStatus } from '../domain/envelope.ts';

/** A failed call: says so and offers to try again (nothing the user typed is lost by retrying). */
export function CallFailure({ status, onRetry }: { status?: EnvelopeStatus; onRetry: () => void }) {
  const intl = useIntl();
  const known = status?.msgcode && intl.messages[`error.${status.msgcode}`];
  return (
    <div className="call-failure" role="alert">
      <p>{known ? intl.formatMessage({ id: `error.${status.msgcode}` }) : intl.formatMessage({ id: 'error.loadFailed' })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
