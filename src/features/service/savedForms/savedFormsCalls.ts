/**
 * The Saved Forms tab: the calls, their implementation against the service area, and the machine
 * they are provided to. The tab takes the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { savedFormsMachine } from '../../../../machines/service/savedForms/savedForms.machine.ts';
import type { DeleteSavedFormInput, DeleteSavedFormOutput } from '../../../../machines/service/savedForms/savedForms.types.ts';
import type { SavedFormSummary } from '../../../domain/savedForms.ts';
import { savedFormsApi } from '../../../api/savedForms.ts';

export interface SavedFormsCalls {
  list: () => Promise<SavedFormSummary[]>;
  remove: (id: string) => Promise<DeleteSavedFormOutput>;
}

export const savedFormsApiCalls: SavedFormsCalls = { list: savedFormsApi.list, remove: savedFormsApi.remove };

export function providedSavedFormsMachine(calls: SavedFormsCalls) {
  return savedFormsMachine.provide({
    actors: {
      loadSavedForms: fromPromise(() => calls.list()),
      deleteSavedForm: fromPromise(({ input }: { input: DeleteSavedFormInput }) => calls.remove(input.id)),
    },
  });
}
