export type ToastKind = 'success' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Catalogue message id (src/i18n) or, with `raw`, a server text shown as is. */
  message: string;
  values?: Record<string, string | number>;
  raw?: boolean;
}

export type ToastRequest = Omit<Toast, 'id'>;

export interface ToastContext {
  current: Toast | null;
  queue: Toast[];
  nextId: number;
}

export type ToastEvent = { type: 'toast.show'; toast: ToastRequest } | { type: 'toast.dismiss' };

/** The state tags of the machine. */
export type ToastTag = 'visible';
