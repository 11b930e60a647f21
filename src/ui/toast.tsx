import { createActorContext } from '@xstate/react';
import { useIntl } from 'react-intl';
import { toastMachine } from '../../machines/common/toast/toast.machine.ts';
import { connectToast } from '../../machines/common/toast/toast.connect.ts';
import type { ToastRequest } from '../../machines/common/toast/toast.types.ts';

export const ToastActor = createActorContext(toastMachine);

/** Intent for any view: show a toast (success, warning or error). */
export function useShowToast(): (toast: ToastRequest) => void {
  const actor = ToastActor.useActorRef();
  return (toast) => actor.send({ type: 'toast.show', toast });
}

/** The single toast region, top centre (document 2 section 8). */
export function ToastRegion() {
  const intl = useIntl();
  const actor = ToastActor.useActorRef();
  const view = ToastActor.useSelector((snapshot) => connectToast(snapshot, actor.send));
  const toast = view.toast;
  return (
    <div className="toast-region" aria-live="polite">
      {view.visible && toast ? (
        <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast__kind visually-hidden">{intl.formatMessage({ id: `toast.kind.${toast.kind}` })}</span>
          <p className="toast__message">
            {toast.raw ? toast.message : intl.formatMessage({ id: toast.message }, toast.values)}
          </p>
          <button type="button" className="button button--small" onClick={view.dismiss}>
            {intl.formatMessage({ id: 'toast.ok' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
