import { useIntl } from 'react-intl';
import { failureText, type Failure, type FailureTexts } from './failureText.ts';

/** A failed load says the catalogue message of its code, else the general one (never the server's words). */
export const loadFailureTexts: FailureTexts = { prefixes: ['error'], fallback: 'error.loadFailed', hideServerText: true };

export interface CallFailureProps {
  /** The failed call's code and text (an envelope's status will do); none: the network is down. */
  failure?: Failure | null;
  /** Where the area finds its code texts; a load's by default. */
  texts?: FailureTexts;
  /** Placeholder values of the texts (limits, dates). */
  values?: Record<string, string>;
  /**
   * What failed, said first (already in the reader's words). With it, the code's text follows only
   * when there is a failure; without it, the code's text (or the area's fallback) is all it says.
   */
  lead?: string;
  onRetry: () => void;
}

/** A failed call: says so and offers to try again (nothing the user typed is lost by retrying). */
export function CallFailure({ failure, texts = loadFailureTexts, values, lead, onRetry }: CallFailureProps) {
  const intl = useIntl();
  return (
    <div className="call-failure" role="alert">
      {lead ? <p>{lead}</p> : null}
      {failure || !lead ? <p>{failureText(intl, failure?.msgcode ?? '', texts, { serverMessage: failure?.message, values })}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
