/** Sample saved forms as the keeper reads them (catalogue, machine tests, stories). */
import type { SavedForm } from '../../../src/domain/savedForms.ts';
import { sampleSavedForms } from '../savedForms/savedForms.fixtures.ts';

const [summary] = sampleSavedForms;

/** A saved form of Other service left on its review step. */
export const sampleSavedForm: SavedForm = {
  ...summary!,
  snapshot: { status: 'active', value: 'review', context: { accountNumber: '100200300', kind: 'OTHER' }, children: {}, historyValue: {} },
};

/** The same saved form once its snapshot no longer fits (a flow that finished, or changed since). */
export const staleSavedForm: SavedForm = { ...sampleSavedForm, snapshot: { status: 'done', value: 'done' } };
