import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../../src/domain/savedForms.ts';
import type { CallFailure } from '../../common/effects.ts';

/** The flow's page reads ?savedForm=<id>: the saved form to resume, or nothing (start afresh). */
export interface SavedFormKeeperInput {
  savedFormId?: string;
}

/** Why a saved form asked for was not resumed: it no longer fits the flow, or it could not be read. */
export type ResumeNotice = 'stale' | 'failed';

export interface SavedFormKeeperContext {
  /** The saved form a Save for later replaces, and the one deleted once the request is made. */
  savedFormId: string | undefined;
  /** The flow's persisted snapshot to start from (the saved form read), or undefined: afresh. */
  snapshot: SavedForm['snapshot'] | undefined;
  notice: ResumeNotice | null;
  /** Why the last Save for later failed (everything typed is still in the flow). */
  failure: CallFailure | null;
}

/** What Save for later sends: the flow's persisted snapshot with its flow, page and title. */
export type SaveBody = Omit<SavedFormBody, 'id'>;

export type SavedFormKeeperEvent =
  | { type: 'savedForm.save'; body: SaveBody }
  /** The flow made its request: the saved form has served and is deleted. */
  | { type: 'savedForm.submitted' };

export type SavedFormKeeperTag = 'reading' | 'busy';

export type ReadSavedFormOutput = SavedForm;
export type SaveSavedFormOutput = SavedFormSummary;
export type DeleteSavedFormOutput = { id: string; deleted: boolean };
