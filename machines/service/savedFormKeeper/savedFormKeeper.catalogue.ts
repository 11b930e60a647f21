/** Catalogue entry of a flow's saved form keeper: how the path engine, the atlas and the coverage report walk it. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleSavedForm, staleSavedForm } from './savedFormKeeper.fixtures.ts';
import { savedFormKeeperMachine } from './savedFormKeeper.machine.ts';

export const savedFormKeeperEntry = entry({
  id: 'savedFormKeeper',
  title: "A flow's saved form",
  description:
    'Beside each service flow that can be saved: resumes the flow from ?savedForm= (a saved form that no longer fits or cannot be read starts afresh with a notice), ' +
    'saves it part-way with Save for later (each save replaces the same saved form), and deletes the saved form once the request is made.',
  machine: savedFormKeeperMachine,
  kind: 'ui',
  view: 'src/features/service/common/savedForms.tsx',
  scenarios: [
    { label: 'opened from Resume', input: { savedFormId: sampleSavedForm.id } },
    { label: 'opened afresh', input: {} },
  ],
  events: [{ type: 'savedForm.save', body: { flow: 'otherService', route: '/OtherService', title: 'Other service: Review', snapshot: sampleSavedForm.snapshot as never } }, { type: 'savedForm.submitted' }],
  outcomes: {
    readSavedForm: [resolves('readSavedForm', sampleSavedForm, 'resolve: fits the flow'), resolves('readSavedForm', staleSavedForm, 'resolve: no longer fits'), rejects('readSavedForm', callFailure('SAVED_FORM_NOT_FOUND'), 'reject: deleted meanwhile')],
    saveSavedForm: [resolves('saveSavedForm', { ...sampleSavedForm, snapshot: undefined }, 'resolve: saved'), rejects('saveSavedForm', callFailure('SAVED_FORM_LIMIT'), 'reject: 20 saved already')],
    deleteSavedForm: [resolves('deleteSavedForm', { id: sampleSavedForm.id, deleted: true }, 'resolve: deleted'), rejects('deleteSavedForm', callFailure('NETWORK'), 'reject: network down')],
  },
  // Guards read whether a saved form is known.
  serializeState: (s) => JSON.stringify([s.value, s.context.savedFormId ?? null, s.context.notice, s.context.failure?.msgcode ?? null]),
});
