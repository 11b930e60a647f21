import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';

interface StepFormProps {
  /** The step's name: the form's heading (h2) and its accessible name. */
  title: string;
  /** From `useStepHeadingFocus`: the heading takes the focus when the step changes. */
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

/**
 * One step of a multi-step flow as a form: its heading (focused on arrival), its fields, and the
 * primary button with an optional Back. Shared by the service flows (stop, start, transfer) so each
 * step is the same for keyboard and screen-reader users; the content decides nothing here.
 */
export function StepForm({ title, headingRef, onSubmit, submitLabel, busy = false, back, children }: StepFormProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        {back ? (
          <button type="button" className="button button--secondary" onClick={back.onBack} disabled={busy}>
            {back.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
