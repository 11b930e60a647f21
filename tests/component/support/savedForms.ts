/**
 * Fake saved form calls for the tests of a flow's saved forms (tests/component/savedForms*.test.tsx):
 * `get` answers the summary with the snapshot given (none: SAVED_FORM_NOT_FOUND), `save` answers the
 * summary, `remove` says it was deleted; each a vi.fn to assert on, or the ones given.
 */
import { vi } from 'vitest';
import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../../src/domain/savedForms.ts';
import type { SavedFormCalls } from '../../../src/features/service/common/savedForms.tsx';
import { formatCatalogueText } from '../../../stories/support/i18n.ts';
import { text } from './render.tsx';

export const savedFormId = '3f0c1a52-8b7e-4d21-9c3a-6e2f1b0d7a11';

export function fakeSavedFormCalls(
  summary: SavedFormSummary,
  snapshot: Promise<SavedForm['snapshot']> | SavedForm['snapshot'] | null,
  save = vi.fn((_body: SavedFormBody) => Promise.resolve(summary)),
  remove = vi.fn((formId: string) => Promise.resolve({ id: formId, deleted: true })),
) {
  const get = vi.fn(async (_id: string) => {
    if (!snapshot) throw { msgcode: 'SAVED_FORM_NOT_FOUND', message: '' };
    return { ...summary, snapshot: await snapshot };
  });
  return { get, save, remove } satisfies SavedFormCalls;
}

/** The title a saved form is listed with: "<flow's title>: <step>". */
export function savedFormTitle(titleId: string, stepLabelId: string): string {
  return formatCatalogueText('service.savedForms.title', { flow: text(titleId), step: text(stepLabelId) });
}
