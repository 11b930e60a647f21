import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StepItem } from '../../../../machines/common/steps.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker } from '../../../ui/StepTracker.tsx';
import type { Failure } from '../../../ui/failureText.ts';

/*
 * Budget billing and the installment plan are the same kind of billing flow: a page that loads the
 * account's standing, then offers a step or two and a review that enrols. Their page top and their
 * review buttons were written twice to the letter; they live here once so the two flows cannot drift
 * apart in what a customer sees (labels, busy state, the retry wording after a failed call).
 */

export interface BillingFlowTopProps {
  title: string;
  lead: string;
  /** The notice of what just happened (announced politely), or nothing. */
  notice: string | null;
  steps: readonly StepItem[];
  loading: boolean;
  /** The loading call failed: its failure and the way to try again. */
  failed: boolean;
  failure: Failure | null;
  onRetry: () => void;
}

/** The page heading, its lead, the notice, the step tracker and the loading or failed state. */
export function BillingFlowTop({ title, lead, notice, steps, loading, failed, failure, onRetry }: BillingFlowTopProps) {
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{lead}</p>
      {notice ? (
        <p role="status" className="budget-notice">
          {notice}
        </p>
      ) : null}
      <StepTracker steps={steps} />
      {loading ? <InlineLoader /> : null}
      {failed ? <CallFailure failure={failure} onRetry={onRetry} /> : null}
    </>
  );
}

export interface ReviewActionsProps {
  backLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The enrolment call failed: the submit button then says to try again. */
  failed: boolean;
  onBack: () => void;
}

/** Back and the submit button of a review step (the form's onSubmit does the enrolling). */
export function ReviewActions({ backLabel, submitLabel, busyLabel, busy, failed, onBack }: ReviewActionsProps): ReactNode {
  const intl = useIntl();
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
        {backLabel}
      </button>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : failed ? intl.formatMessage({ id: 'common.retry' }) : submitLabel}
      </button>
    </>
  );
}
