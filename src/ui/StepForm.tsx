import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';

export interface StepFormProps {
  /** The step's heading (h2), which names the form. */
  title: string;
  /** From useStepHeadingFocus: the heading takes the focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /**
   * What Enter (an implicit submission) does. Without it Enter does nothing: a stepper form moves
   * on only by its buttons (document 2 section 5), which are then `type="button"`.
   */
  onSubmit?: () => void;
  /** A call is under way: announced on the form (aria-busy). */
  busy?: boolean;
  className?: string;
  /** The step's alerts (FormAlert), fields and texts. */
  children: ReactNode;
  /** The buttons, in one row after the fields. */
  actions?: ReactNode;
}

/** One step of a flow as a form: its heading, what the step shows, its buttons. */
export function StepForm({ title, headingRef, onSubmit, busy, className, children, actions }: StepFormProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form className={className} noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {actions ? <div className="form-actions">{actions}</div> : null}
    </form>
  );
}
