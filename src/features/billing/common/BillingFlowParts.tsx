import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { StepItem } from '../../../../machines/common/steps.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { StepTracker } from '../../../ui/StepTracker.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { StepForm } from '../../../ui/StepForm.tsx';
import type { Failure, FailureTexts } from '../../../ui/failureText.ts';

/*
 * Budget billing and the installment plan are the same kind of billing flow: a page that loads the
 * account's standing, then offers a step or two and a review that enrols. Their page top and their
 * review step (its form, alert and buttons) were written twice to the letter; they live here once so the two flows cannot drift
 * apart in what a customer sees (labels, busy state, the retry wording after a failed call).
 */

/** What the page top reads of a billing flow's view model. */
export interface BillingFlowTopView {
  screen: string;
  steps: readonly StepItem[];
  failure: Failure | null;
  retry: () => void;
}

export interface BillingFlowTopProps {
  title: string;
  lead: string;
  /** The notice of what just happened (announced politely), or nothing. */
  notice: string | null;
  view: BillingFlowTopView;
}

/** The page heading, its lead, the notice, the step tracker and the loading or failed state. */
export function BillingFlowTop({ title, lead, notice, view }: BillingFlowTopProps) {
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="lead">{lead}</p>
      {notice ? (
        <p role="status" className="budget-notice">
          {notice}
        </p>
      ) : null}
      <StepTracker steps={view.steps} />
      {view.screen === 'loading' ? <InlineLoader /> : null}
      {view.screen === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
    </>
  );
}

/** What the review step reads of a billing flow's view model. */
export interface BillingReviewView {
  busy: boolean;
  actionFailure: Failure | null;
  back: () => void;
  enrol: () => void;
}

export interface BillingReviewStepProps {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  backLabel: string;
  enrolLabel: string;
  busyLabel: string;
  view: BillingReviewView;
  texts: FailureTexts;
  /** What is reviewed (a summary list, a schedule). */
  children: ReactNode;
}

/**
 * The review step as a form: the enrolment call's alert, what is reviewed, Back and Enrol (which
 * says it is busy during the call and offers to try again after a failed one).
 */
export function BillingReviewStep({ title, headingRef, backLabel, enrolLabel, busyLabel, view, texts, children }: BillingReviewStepProps) {
  const intl = useIntl();
  const busy = view.busy;
  return (
    <StepForm
      title={title}
      headingRef={headingRef}
      onSubmit={view.enrol}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={view.back} disabled={busy}>
            {backLabel}
          </button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : view.actionFailure ? intl.formatMessage({ id: 'common.retry' }) : enrolLabel}
          </button>
        </>
      }
    >
      <FormAlert texts={texts} failure={view.actionFailure} />
      {children}
    </StepForm>
  );
}
