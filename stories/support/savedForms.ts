/**
 * Saved forms in the flows' stories: a flow's state as Save for later keeps it (a persisted snapshot
 * of the machine at a state value and context), and fake saved form calls that resume it.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { SavedForm, SavedFormFlow } from '../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../src/features/service/common/savedForms.tsx';

export const storySavedFormId = '3f0c1a52-8b7e-4d21-9c3a-6e2f1b0d7a11';

/** The machine at `value` with `context`, as `getPersistedSnapshot()` gives it. */
export function persistedAt(machine: AnyStateMachine, value: string, context: object, input: unknown): SavedForm['snapshot'] {
  return createActor(machine, { snapshot: machine.resolveState({ value, context }), input } as never).getPersistedSnapshot() as unknown as SavedForm['snapshot'];
}

/** Saved form calls that resume `snapshot` (none: nothing to resume) and save or delete it. */
export function storySavedFormCalls(flow: SavedFormFlow, route: string, snapshot?: SavedForm['snapshot']): SavedFormCalls {
  const summary = { id: storySavedFormId, flow, title: flow, route, updatedAt: '2026-11-26T09:40:00.000Z' };
  return {
    get: () => (snapshot ? Promise.resolve({ ...summary, snapshot }) : Promise.reject({ msgcode: 'SAVED_FORM_NOT_FOUND', message: '' })),
    save: () => Promise.resolve(summary),
    remove: (id) => Promise.resolve({ id, deleted: true }),
  };
}
