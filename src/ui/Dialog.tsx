import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Buttons; the first gets focus when the dialog opens. */
  actions: ReactNode;
  /** Escape or the browser closing the dialog. */
  onClose: () => void;
  /** alertdialog for messages that need an answer (session expiry). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it, and
 * focus returns to where it was.
 */
export function Dialog({ open, title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal: fall back to a plain open dialog there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('.modal__actions button')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="modal__actions form-actions">{actions}</div>
    </dialog>
  );
}
