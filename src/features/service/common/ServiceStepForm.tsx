import type { ReactNode, RefObject } from 'react';
import { StepForm } from '../../../ui/StepForm.tsx';
// Every service flow's steps share these styles (the review's summary list, the step parts).
import './serviceSteps.css';

interface ServiceStepFormProps {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Enter or the primary button: the flow's next (or submit) intent. */
  onSubmit: () => void;
  /** The primary button's text. */
  submitLabel: string;
  /** A call of this step is under way: the buttons wait and the form says so. */
  busy?: boolean;
  /** The secondary button going one step back, when the step has one. */
  back?: { label: string; onBack: () => void };
  children?: ReactNode;
}

/** A step of the service flows (stop, start): the shared StepForm with its primary button and an optional Back. */
export function ServiceStepForm({ title, headingRef, onSubmit, submitLabel, busy = false, back, children }: ServiceStepFormProps) {
  return (
    <StepForm
      title={title}
      headingRef={headingRef}
      onSubmit={busy ? undefined : onSubmit}
      busy={busy}
      actions={
        <>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {submitLabel}
          </button>
          {back ? (
            <button type="button" className="button button--secondary" onClick={back.onBack} disabled={busy}>
              {back.label}
            </button>
          ) : null}
        </>
      }
    >
      {children}
    </StepForm>
  );
}
