import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from './toast.machine.ts';
import type { Toast, ToastEvent } from './toast.types.ts';

export interface ToastViewModel {
  visible: boolean;
  toast: Toast | null;
  waiting: number;
  dismiss: () => void;
}

export function connectToast(snapshot: SnapshotFrom<typeof toastMachine>, send: (event: ToastEvent) => void): ToastViewModel {
  return {
    visible: snapshot.hasTag('visible'),
    toast: snapshot.context.current,
    waiting: snapshot.context.queue.length,
    dismiss: () => send({ type: 'toast.dismiss' }),
  };
}
