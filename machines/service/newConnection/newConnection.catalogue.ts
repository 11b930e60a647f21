/** Catalogue entry of NewConnection: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidNewConnectionReference, sampleNewConnectionAccount, sampleNewConnectionReceipt, sampleNewConnectionRecord, validNewConnectionReference } from './newConnection.fixtures.ts';
import { newConnectionMachine } from './newConnection.machine.ts';

export const newConnectionEntry = entry({
  id: 'newConnection',
  title: 'NewConnection',
  description: 'NewConnection (/NewConnection): one reference, checked against its rule, submitted and confirmed; a failed load or submission says why and offers Try again.',
  machine: newConnectionMachine,
  kind: 'flow',
  view: 'src/features/service/newConnection/NewConnectionPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleNewConnectionAccount } }],
  events: [
    { type: 'newConnection.change', reference: validNewConnectionReference },
    { type: 'newConnection.change', reference: invalidNewConnectionReference },
    { type: 'newConnection.submit' },
    { type: 'newConnection.retry' },
  ],
  outcomes: {
    loadNewConnection: [resolves('loadNewConnection', sampleNewConnectionRecord, 'resolve: nothing submitted yet'), rejects('loadNewConnection', callFailure('NETWORK'), 'reject: network down')],
    submitNewConnection: [resolves('submitNewConnection', sampleNewConnectionReceipt, 'resolve: accepted'), rejects('submitNewConnection', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the typed reference; the view shows the field rule and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.reference, s.context.referenceError, s.context.failure?.msgcode ?? null]),
});
