/** Calls of saved forms (src/domain/savedForms.ts): the data, or a thrown { msgcode, message }. */
import { savedFormCalls, type SavedForm, type SavedFormBody, type SavedFormSummary } from '../domain/savedForms.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const savedFormsApi = {
  list: () => unwrap(apiGet<SavedFormSummary[]>('service', savedFormCalls.list)),
  get: (id: string) => unwrap(apiGet<SavedForm>('service', `${savedFormCalls.one}/${encodeURIComponent(id)}`)),
  save: (body: SavedFormBody) => unwrap(apiPost<SavedFormSummary>('service', savedFormCalls.save, body)),
  remove: (id: string) => unwrap(apiPost<{ id: string; deleted: boolean }>('service', savedFormCalls.remove, { id })),
};
