/** Catalogue entry of the meter inspection request: how the path engine, the atlas and the coverage report walk it without a server. */
import { inspectionDocumentKinds, meterInspectionFields, meterInspectionStepErrors, type MeterInspectionFormStep } from '../../../src/domain/meterInspection.ts';
import { hasFreePlace } from '../../../src/domain/serviceRequests.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { inspectionAccounts, inspectionCalendar, inspectionDocuments, sampleFields, sampleInspectionReceipt, signedInInput, visitorInput } from './meterInspection.fixtures.ts';
import { meterInspectionMachine } from './meterInspection.machine.ts';

export const meterInspectionEntry = entry({
  id: 'meterInspection',
  title: 'Meter inspection request',
  description:
    'The meter inspection request (/MeterInspection signed in, /meterinspectionPrelogin for a visitor; 6 steps): customer and account, the address and town, the electrician and technician, the appointment from the town\'s calendar, the inspection certificate and tax invoice with the terms, the review, the reference.',
  machine: meterInspectionMachine,
  kind: 'flow',
  view: 'src/features/service/meterInspection/MeterInspectionPage.tsx',
  scenarios: [
    { label: 'signed in', input: signedInInput },
    { label: 'visitor', input: visitorInput },
  ],
  events: [
    ...meterInspectionFields.filter((field) => sampleFields[field] !== '').map((field) => ({ type: 'inspection.change' as const, field, value: sampleFields[field] })),
    { type: 'inspection.chooseAccount', accountNumber: inspectionAccounts[1]!.accountNumber },
    { type: 'appointment.chooseDay', day: '2026-11-28' },
    { type: 'appointment.chooseSlot', slot: 2 },
    ...inspectionDocumentKinds.map((kind) => ({ type: 'inspection.documents' as const, kind, documents: [inspectionDocuments[kind]] })),
    { type: 'inspection.toggleTerms', value: true },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.retry' },
    { type: 'step.submit' },
  ],
  outcomes: {
    loadCalendar: [resolves('loadCalendar', inspectionCalendar, 'resolve: free days, one slot taken'), rejects('loadCalendar', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    submitMeterInspection: [
      resolves('submitMeterInspection', sampleInspectionReceipt, 'resolve: the reference'),
      rejects('submitMeterInspection', callFailure('SRV_SLOT_FULL'), 'reject: the slot was taken meanwhile'),
      rejects('submitMeterInspection', callFailure('SRV_ACCOUNT_NOT_FOUND'), 'reject: no such account'),
      rejects('submitMeterInspection', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Only what the guards of the step the state belongs to read: earlier steps' choices cannot
  // change what a later step may do, so the identities add up instead of multiplying.
  serializeState: (s) => {
    const c = s.context;
    const step = ['customer', 'premise', 'contractors', 'appointment', 'documents'].find((id) => s.hasTag(`step:${id}` as never));
    // How many fields of the step still break a rule: typing one right is progress, not the same state.
    const broken = (id: MeterInspectionFormStep) => Object.keys(meterInspectionStepErrors(c.form, id)).length;
    const facts =
      step === 'customer' || step === 'premise' || step === 'contractors'
        ? [broken(step)]
        : step === 'appointment'
          ? [hasFreePlace(c.calendar, c.day, c.slot), c.day, c.slot]
          : step === 'documents'
            ? [Object.keys(c.documents).length, c.terms]
            : [];
    return JSON.stringify([s.value, ...facts]);
  },
});
