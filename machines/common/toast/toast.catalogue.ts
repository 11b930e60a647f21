/**
 * Catalogue entry of the toast queue: how the path engine, the atlas and the coverage report walk it.
 */
import { entry, noInput } from '../../common/catalogueEntry.ts';
import { toastMachine } from './toast.machine.ts';

export const toastEntry = entry({
  id: 'toast',
  title: 'Toast',
  description:
    'Toast messages of every page: one at a time at the top centre, an OK button, closed after 5000 ms; ' +
    'toasts requested meanwhile wait in a queue.',
  machine: toastMachine,
  kind: 'ui',
  view: 'src/ui/toast.tsx',
  scenarios: noInput,
  events: [
    { type: 'toast.show', toast: { kind: 'success', message: 'maintenance.over' } },
    { type: 'toast.show', toast: { kind: 'error', message: 'language.loadFailed' } },
  ],
  outcomes: {},
  // The id counter grows forever: only what is on screen and whether something waits count.
  serializeState: (s) => JSON.stringify([s.value, s.context.current?.kind ?? null, s.context.queue.length > 0]),
});
