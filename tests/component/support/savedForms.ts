/**
 * Fake saved-form calls for a flow's page (src/features/service/common/savedForms.tsx): `get`
 * answers `summary` with the snapshot (null: the saved form is not found), `save` and `remove` are
 * spies answering success unless given others.
 */
import { vi } from 'vitest';
import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../../src/features/service/common/savedForms.tsx';

export function fakeSavedFormCalls(
  summary: SavedFormSummary,
  snapshot: Promise<SavedForm['snapshot']> | null,
  save = vi.fn((_body: SavedFormBody) => Promise.resolve(summary)),
  remove = vi.fn((formId: string) => Promise.resolve({ id: formId, deleted: true })),
) {
  const get = vi.fn(async () => {
    if (!snapshot) throw { msgcode: 'SAVED_FORM_NOT_FOUND', message: '' };
    return { ...summary, snapshot: await snapshot };
  });
  return { get, save, remove } satisfies SavedFormCalls;
}
