import type { SnapshotFrom } from 'xstate';
import type { CallFailure } from '../../common/effects.ts';
import type { savedFormKeeperMachine } from './savedFormKeeper.machine.ts';
import type { ResumeNotice, SaveBody, SavedFormKeeperEvent } from './savedFormKeeper.types.ts';

export type SaveStatus = 'unsaved' | 'saving' | 'saved' | 'failed';

export interface SavedFormKeeperViewModel {
  /** The saved form is being read: the loader, the flow not started yet. */
  reading: boolean;
  /** What the flow starts from (undefined: afresh). */
  snapshot: SnapshotFrom<typeof savedFormKeeperMachine>['context']['snapshot'];
  notice: ResumeNotice | null;
  /** Save for later's state; null once the request is made (no more saving). */
  save: SaveStatus | null;
  failure: CallFailure | null;
  /** The request is made but its saved form could not be deleted. */
  forgetFailed: boolean;
  saveNow: (body: SaveBody) => void;
  submitted: () => void;
}

export function connectSavedFormKeeper(snapshot: SnapshotFrom<typeof savedFormKeeperMachine>, send: (event: SavedFormKeeperEvent) => void): SavedFormKeeperViewModel {
  const { context } = snapshot;
  const save: SaveStatus | null = snapshot.matches({ ready: 'saving' })
    ? 'saving'
    : snapshot.matches({ ready: 'saved' })
      ? 'saved'
      : snapshot.matches({ ready: 'saveFailed' })
        ? 'failed'
        : snapshot.matches('ready') || snapshot.matches('reading')
          ? 'unsaved'
          : null;
  return {
    reading: snapshot.hasTag('reading'),
    snapshot: context.snapshot,
    notice: context.notice,
    save,
    failure: save === 'failed' ? context.failure : null,
    forgetFailed: snapshot.matches('forgetFailed'),
    saveNow: (body) => send({ type: 'savedForm.save', body }),
    submitted: () => send({ type: 'savedForm.submitted' }),
  };
}
