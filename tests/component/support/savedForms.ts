/**
 * Fake saved form calls for the tests of a flow's saved forms (tests/component/savedForms*.test.tsx):
 * `get` answers the summary with the snapshot given (none: the saved form is not found), `save`
 * answers the summary, `remove` deletes; each a vi.fn to assert on.
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
