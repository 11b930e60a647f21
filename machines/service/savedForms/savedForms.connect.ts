import type { SnapshotFrom } from 'xstate';
import type { SavedFormSummary } from '../../../src/domain/savedForms.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { savedFormsMachine } from './savedForms.machine.ts';
import type { SavedFormsEvent, SavedFormsNotice } from './savedForms.types.ts';

type SavedFormsStatus = 'loading' | 'failed' | 'empty' | 'list';

export interface DeleteDialogModel {
  form: SavedFormSummary;
  /** The delete is under way: both buttons wait. */
  busy: boolean;
  /** Why the last try failed (Try again is the confirm button). */
  failure: CallFailure | null;
}

export interface SavedFormsViewModel {
  status: SavedFormsStatus;
  forms: SavedFormSummary[];
  failure: CallFailure | null;
  /** Delete buttons can be pressed now (no dialog open). */
  deleteEnabled: boolean;
  dialog: DeleteDialogModel | null;
  notice: SavedFormsNotice | null;
  retry: () => void;
  askDelete: (id: string) => void;
  confirmDelete: () => void;
  dismissDelete: () => void;
}

export function connectSavedForms(snapshot: SnapshotFrom<typeof savedFormsMachine>, send: (event: SavedFormsEvent) => void): SavedFormsViewModel {
  const { context } = snapshot;
  const status: SavedFormsStatus = snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('empty') ? 'empty' : snapshot.hasTag('list') ? 'list' : 'loading';
  const selected = context.selected;
  return {
    status,
    forms: status === 'list' ? context.forms : [],
    failure: status === 'failed' ? context.failure : null,
    deleteEnabled: snapshot.matches('list'),
    dialog: snapshot.hasTag('dialog') && selected ? { form: selected, busy: snapshot.hasTag('busy'), failure: snapshot.matches('deleteFailed') ? context.deleteFailure : null } : null,
    notice: context.notice,
    retry: () => send({ type: 'savedForms.retry' }),
    askDelete: (id) => send({ type: 'savedForms.delete', id }),
    confirmDelete: () => send({ type: 'delete.confirm' }),
    dismissDelete: () => send({ type: 'delete.dismiss' }),
  };
}
