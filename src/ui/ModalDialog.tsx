import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Escape (and the browser's own cancel). Without it Escape does nothing: an answer is needed. */
  onClose?: () => void;
  /** The element to focus first (else the first focusable one). */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog, shown while mounted: the native <dialog> in the top layer (the page behind is
 * inert), with focus kept inside by Tab and Shift+Tab too (for browsers and test DOMs without
 * showModal), Escape handled, and focus returned on close to where it was before it opened.
 */
export function ModalDialog({ role = 'dialog', labelledBy, describedBy, className, onClose, initialFocus, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const initial = useRef(initialFocus);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') {
        try {
          dialog.showModal();
        } catch {
          dialog.setAttribute('open', '');
        }
      } else {
        dialog.setAttribute('open', '');
      }
    }
    (initial.current?.() ?? dialog.querySelector<HTMLElement>(focusable))?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {children}
    </dialog>
  );
}
