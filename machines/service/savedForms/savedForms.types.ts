import type { SavedFormSummary } from '../../../src/domain/savedForms.ts';
import type { CallFailure } from '../../common/effects.ts';

/** The Saved Forms tab takes nothing from outside: the signed-in user's forms are read by the call. */
export type SavedFormsInput = Record<string, never>;

/** What the tab says once: a saved form was deleted. */
export interface SavedFormsNotice {
  kind: 'deleted';
  form: SavedFormSummary;
  /** Counts notices, so the same text twice is announced twice. */
  seq: number;
}

export interface SavedFormsContext {
  /** The user's saved forms, newest first. */
  forms: SavedFormSummary[];
  /** The form the delete dialog asks about. */
  selected: SavedFormSummary | null;
  /** Why the list could not be read. */
  failure: CallFailure | null;
  /** Why the last delete failed (shown in the dialog, with Try again). */
  deleteFailure: CallFailure | null;
  notice: SavedFormsNotice | null;
}

export type SavedFormsEvent =
  | { type: 'savedForms.retry' }
  | { type: 'savedForms.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' };

export type SavedFormsTag = 'loading' | 'failed' | 'empty' | 'list' | 'dialog' | 'busy';

export type DeleteSavedFormInput = { id: string };
export type DeleteSavedFormOutput = { id: string; deleted: boolean };
