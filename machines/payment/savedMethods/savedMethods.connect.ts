import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SavedPaymentMethod } from '../../../src/domain/payment.ts';
import { paymentLimits } from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import { isMethodInUse, type savedMethodsMachine } from './savedMethods.machine.ts';
import type { SavedMethodsEvent, SavedMethodsNotice } from './savedMethods.types.ts';

/** One row of the list, with the actions this user may take on it now. */
export interface SavedMethodRow {
  method: SavedPaymentMethod;
  inUse: boolean;
  canSetDefault: boolean;
  canRename: boolean;
  canRemove: boolean;
}

export type SavedMethodsDialog =
  | { kind: 'rename'; method: SavedPaymentMethod; nickName: string; nickNameError: string | null; busy: boolean; failure: CallFailure | null }
  | { kind: 'remove'; method: SavedPaymentMethod; busy: boolean; failure: CallFailure | null }
  | { kind: 'inUse'; method: SavedPaymentMethod; scheduledPayments: number; autoPay: number };

export interface SavedMethodsViewModel {
  status: 'loading' | 'failed' | 'list' | 'adding';
  failure: CallFailure | null;
  rows: SavedMethodRow[];
  /** The user may change methods (the payment-methods right); without it the list is read only. */
  canManage: boolean;
  /** Add is offered (the right) and enabled (fewer than 10 saved, nothing else going on). */
  canAdd: boolean;
  atLimit: boolean;
  limit: number;
  /** A set-default call is running (the list's buttons wait). */
  busy: boolean;
  /** The set-default failure above the list, with Try again. */
  defaultFailure: CallFailure | null;
  dialog: SavedMethodsDialog | null;
  /** The add form: the method step's running child, its save failure, and whether it is being saved. */
  add: { step: ActorRefFrom<typeof paymentMethodMachine> | null; failure: CallFailure | null; saving: boolean } | null;
  notice: SavedMethodsNotice | null;
  retry: () => void;
  startAdd: () => void;
  cancelAdd: () => void;
  /** Save on the add form: the method step checks its fields (and looks up the bank) and ends. */
  submitAdd: () => void;
  setDefault: (paymentTokenId: string) => void;
  retryDefault: () => void;
  dismissDefault: () => void;
  rename: (paymentTokenId: string) => void;
  changeNickname: (value: string) => void;
  confirmRename: () => void;
  dismissRename: () => void;
  remove: (paymentTokenId: string) => void;
  confirmRemove: () => void;
  dismissRemove: () => void;
}

type Snapshot = SnapshotFrom<typeof savedMethodsMachine>;

function statusOf(snapshot: Snapshot): SavedMethodsViewModel['status'] {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('adding')) return 'adding';
  return 'list';
}

function dialogOf(snapshot: Snapshot): SavedMethodsDialog | null {
  const { context } = snapshot;
  const method = context.selected;
  if (!method) return null;
  const busy = snapshot.hasTag('busy');
  if (snapshot.hasTag('dialog:rename')) {
    return { kind: 'rename', method, nickName: context.nickName, nickNameError: context.nickNameError, busy, failure: context.actionFailure };
  }
  if (snapshot.hasTag('dialog:remove')) return { kind: 'remove', method, busy, failure: context.actionFailure };
  if (snapshot.hasTag('dialog:inUse')) return { kind: 'inUse', method, scheduledPayments: method.uses?.scheduledPayments ?? 0, autoPay: method.uses?.autoPay ?? 0 };
  return null;
}

export function connectSavedMethods(snapshot: Snapshot, send: (event: SavedMethodsEvent) => void): SavedMethodsViewModel {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  // Row actions are live only on the plain list (not while a call runs, a dialog or a message is open).
  const idle = snapshot.matches('ready');
  const rows = context.methods.map((method) => ({
    method,
    inUse: isMethodInUse(method),
    canSetDefault: idle && snapshot.can({ type: 'method.setDefault', paymentTokenId: method.paymentTokenId }),
    canRename: idle && snapshot.can({ type: 'method.rename', paymentTokenId: method.paymentTokenId }),
    canRemove: idle && snapshot.can({ type: 'method.remove', paymentTokenId: method.paymentTokenId }),
  }));
  const adding = status === 'adding';
  const step = adding ? ((snapshot.children as { paymentMethod?: ActorRefFrom<typeof paymentMethodMachine> }).paymentMethod ?? null) : null;
  return {
    status,
    failure: context.failure,
    rows,
    canManage: context.canManage,
    canAdd: idle && snapshot.can({ type: 'method.add' }),
    atLimit: context.methods.length >= paymentLimits.savedMethodsMax,
    limit: paymentLimits.savedMethodsMax,
    busy: snapshot.matches('settingDefault'),
    defaultFailure: snapshot.matches('defaultFailed') ? context.actionFailure : null,
    dialog: dialogOf(snapshot),
    add: adding ? { step, failure: context.actionFailure, saving: snapshot.hasTag('busy') } : null,
    notice: context.notice,
    retry: () => send({ type: 'methods.retry' }),
    startAdd: () => send({ type: 'method.add' }),
    cancelAdd: () => send({ type: 'add.cancel' }),
    submitAdd: () => step?.send({ type: 'method.submit' }),
    setDefault: (paymentTokenId) => send({ type: 'method.setDefault', paymentTokenId }),
    retryDefault: () => send({ type: 'default.retry' }),
    dismissDefault: () => send({ type: 'default.dismiss' }),
    rename: (paymentTokenId) => send({ type: 'method.rename', paymentTokenId }),
    changeNickname: (value) => send({ type: 'rename.change', value }),
    confirmRename: () => send({ type: 'rename.confirm' }),
    dismissRename: () => send({ type: 'rename.dismiss' }),
    remove: (paymentTokenId) => send({ type: 'method.remove', paymentTokenId }),
    confirmRemove: () => send({ type: 'remove.confirm' }),
    dismissRemove: () => send({ type: 'remove.dismiss' }),
  };
}
