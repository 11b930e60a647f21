/** Catalogue entry of the Saved Forms tab: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleSavedForms } from './savedForms.fixtures.ts';
import { savedFormsMachine } from './savedForms.machine.ts';

const [first, second] = sampleSavedForms;

export const savedFormsEntry = entry({
  id: 'savedForms',
  title: 'Saved forms',
  description:
    "The service tracker's Saved Forms tab: the user's forms saved part-way (title, flow, last saved), each with Resume (its page, where it was left) " +
    'and Delete behind a confirmation; a deleted form leaves the list and the tab says so; a failed delete keeps the dialog with Try again.',
  machine: savedFormsMachine,
  kind: 'flow',
  view: 'src/features/service/savedForms/SavedFormsView.tsx',
  scenarios: [{ label: 'signed in', input: {} }],
  events: [{ type: 'savedForms.delete', id: first!.id }, { type: 'savedForms.delete', id: second!.id }, { type: 'savedForms.retry' }, { type: 'delete.confirm' }, { type: 'delete.dismiss' }],
  outcomes: {
    loadSavedForms: [resolves('loadSavedForms', sampleSavedForms, 'resolve: two saved forms'), resolves('loadSavedForms', [], 'resolve: none'), rejects('loadSavedForms', callFailure('NETWORK'), 'reject: network down')],
    deleteSavedForm: [resolves('deleteSavedForm', { id: first!.id, deleted: true }, 'resolve: deleted'), rejects('deleteSavedForm', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the forms left and the one selected.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.forms.map((form) => form.id), s.context.selected?.id ?? null, s.context.failure?.msgcode ?? null, s.context.deleteFailure?.msgcode ?? null, s.context.notice?.seq ?? null]),
});
