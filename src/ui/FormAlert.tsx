import { useIntl } from 'react-intl';
import { failureText, type Failure, type FailureTexts } from './failureText.ts';

export interface FormAlertProps {
  /** Where the area finds its code texts (src/ui/failureText.ts). */
  texts: FailureTexts;
  /** The form's own rule (VLD001 "several fields are missing"), shown first. */
  formError?: string | null;
  /** The last call's failure, with the server's text. */
  failure?: Failure | null;
  /** Placeholder values of the texts (limits, dates). */
  values?: Record<string, string>;
  /** A sentence read before the failure's text: what did not happen ("The file could not be made."). */
  lead?: string;
}

/**
 * The form-level messages of a step, announced as alerts: the form's own rule and the last call's
 * failure, each in the area's words. Nothing is rendered when there is neither.
 */
export function FormAlert({ texts, formError, failure, values, lead }: FormAlertProps) {
  const intl = useIntl();
  return (
    <>
      {formError ? (
        <p className="form-error" role="alert">
          {failureText(intl, formError, texts, { values })}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {lead ? `${lead} ` : null}
          {failureText(intl, failure.msgcode, texts, { serverMessage: failure.message, values })}
        </p>
      ) : null}
    </>
  );
}
