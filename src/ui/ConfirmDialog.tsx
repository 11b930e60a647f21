import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from './FormAlert.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import type { Failure, FailureTexts } from './failureText.ts';

export interface ConfirmDialogProps {
  title: string;
  body: ReactNode;
  /** The button that changes nothing (it has the focus first: a stray Enter keeps things as they are). */
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the call runs. */
  busyLabel: string;
  busy: boolean;
  /** Why the last try failed: said in the dialog, and the confirm button reads Try again. */
  failure: Failure | null;
  texts: FailureTexts;
  onKeep: () => void;
  onConfirm: () => void;
  className?: string;
}

/**
 * "Are you sure?" before an action that cannot be taken back (cancel a plan, remove a method, leave a
 * programme): an alert dialog whose first focus is the button that keeps things, which cannot be
 * closed while the call runs, and which keeps a failure inside it with Try again.
 */
export function ConfirmDialog({ title, body, keepLabel, confirmLabel, busyLabel, busy, failure, texts, onKeep, onConfirm, className = 'modal' }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      className={className}
      onClose={busy ? undefined : onKeep}
      initialFocus={() => keepRef.current}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{typeof body === 'string' ? <p>{body}</p> : body}</div>
      <FormAlert texts={texts} failure={failure} />
      <div className="modal__actions form-actions">
        <button ref={keepRef} type="button" className="button button--secondary" onClick={onKeep} disabled={busy}>
          {keepLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : failure ? intl.formatMessage({ id: 'common.retry' }) : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
