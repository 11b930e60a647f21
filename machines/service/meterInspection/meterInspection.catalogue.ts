/** Catalogue entry of MeterInspection: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { invalidMeterInspectionReference, sampleMeterInspectionAccount, sampleMeterInspectionReceipt, sampleMeterInspectionRecord, validMeterInspectionReference } from './meterInspection.fixtures.ts';
import { meterInspectionMachine } from './meterInspection.machine.ts';

export const meterInspectionEntry = entry({
  id: 'meterInspection',
  title: 'MeterInspection',
  description: 'MeterInspection (/MeterInspection): one reference, checked against its rule, submitted and confirmed; a failed load or submission says why and offers Try again.',
  machine: meterInspectionMachine,
  kind: 'flow',
  view: 'src/features/service/meterInspection/MeterInspectionPage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleMeterInspectionAccount } }],
  events: [
    { type: 'meterInspection.change', reference: validMeterInspectionReference },
    { type: 'meterInspection.change', reference: invalidMeterInspectionReference },
    { type: 'meterInspection.submit' },
    { type: 'meterInspection.retry' },
  ],
  outcomes: {
    loadMeterInspection: [resolves('loadMeterInspection', sampleMeterInspectionRecord, 'resolve: nothing submitted yet'), rejects('loadMeterInspection', callFailure('NETWORK'), 'reject: network down')],
    submitMeterInspection: [resolves('submitMeterInspection', sampleMeterInspectionReceipt, 'resolve: accepted'), rejects('submitMeterInspection', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
  },
  // Guards read the typed reference; the view shows the field rule and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.reference, s.context.referenceError, s.context.failure?.msgcode ?? null]),
});
