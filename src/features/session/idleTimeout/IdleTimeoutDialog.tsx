import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { connectIdleTimeout, type IdleTimeoutViewModel } from '../../../../machines/session/idleTimeout/idleTimeout.connect.ts';
import type { IdleTimeoutActorRef } from '../sessionContext.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

/**
 * The session-expiry dialog (document 1 section 4): after 29 idle minutes, Log Out or Continue;
 * nobody answering ends the session at 30 minutes (the idle-timeout machine decides all of it).
 */
export function IdleTimeoutDialogView({ view }: { view: IdleTimeoutViewModel }) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  if (!view.dialogOpen) return null;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      className="modal idle-dialog"
      initialFocus={() => document.getElementById(`${titleId}-continue`)}
    >
      <h2 id={titleId}>{intl.formatMessage({ id: 'shell.idle.title' })}</h2>
      <p id={bodyId}>{intl.formatMessage({ id: 'error.GEN017' })}</p>
      <div className="modal__actions form-actions">
        <button type="button" className="button button--secondary" onClick={view.logOut} disabled={view.busy}>
          {intl.formatMessage({ id: 'shell.idle.logOut' })}
        </button>
        <button id={`${titleId}-continue`} type="button" className="button" onClick={view.continueSession} disabled={view.busy} aria-busy={view.busy}>
          {intl.formatMessage({ id: 'shell.idle.continue' })}
        </button>
      </div>
    </ModalDialog>
  );
}

function LiveIdleTimeoutDialog({ actor }: { actor: IdleTimeoutActorRef }) {
  const view = useSelector(actor, (snapshot) => connectIdleTimeout(snapshot, actor.send), (a, b) => a.dialogOpen === b.dialogOpen && a.busy === b.busy);
  return <IdleTimeoutDialogView view={view} />;
}

/** The dialog of the session's idle-timeout child (none while the session has none). */
export function IdleTimeoutDialog({ actor }: { actor: IdleTimeoutActorRef | undefined }) {
  return actor ? <LiveIdleTimeoutDialog actor={actor} /> : null;
}
