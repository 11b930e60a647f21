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

/** The first field marked invalid in `form` (in a group, its first control), focused; nothing when none is. */
function focusFirstInvalid(form: HTMLFormElement) {
  if (!form.isConnected) return;
  // Fields mark themselves aria-invalid; a radio group or an upload marks its wrapper .field--invalid.
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"], .field--invalid');
  if (!invalid) return;
  const controls = 'input:not([type="hidden"]), select, textarea, button';
  const target = invalid.matches(controls) ? invalid : invalid.querySelector<HTMLElement>(controls);
  target?.focus();
}

/** One step of a flow as a form: its heading, what the step shows, its buttons. */
export function StepForm({ title, headingRef, onSubmit, busy, className, children, actions }: StepFormProps) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit?.();
    // A step refused for its fields stays: the focus goes to the first field in error, which the
    // browser scrolls into view (on a phone the errors are above the button, off the screen). The
    // machine's answer is on the page once React has flushed the submit's update (a microtask).
    if (onSubmit) queueMicrotask(() => focusFirstInvalid(form));
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
