/** Catalogue entry of the local-market start service: how the path engine, the atlas and the coverage report walk it without a server. */
import { hasFreePlace, localDocumentKinds, preStartDetailFields, preStartDetailsErrors } from '../../../src/domain/serviceRequests.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { buildingPremise, eligible, freePremise, sampleDetails, sampleDocuments, samplePremises, samplePreStartReceipt, sampleToday, preStartCalendar, underConstruction } from './preStartService.fixtures.ts';
import { preStartServiceMachine } from './preStartService.machine.ts';

export const preStartServiceEntry = entry({
  id: 'preStartService',
  title: 'Start service (visitor, local market)',
  description:
    'Start service not signed in, local market (/PreStartService, 4 steps, recorded as UnAuth Start Service): the premise found by address and checked eligible, the customer details (Domestic by default), the appointment (the next day, 8am-10am, by default), the four documents and the terms, the reference.',
  machine: preStartServiceMachine,
  kind: 'flow',
  view: 'src/features/service/preStartService/PreStartServicePage.tsx',
  scenarios: [{ label: 'visitor', input: { today: sampleToday } }],
  events: [
    { type: 'start.changeQuery', value: 'Plot' },
    { type: 'start.chooseTown', town: 'Maun' },
    { type: 'start.search' },
    { type: 'start.choosePremise', premiseId: freePremise.premiseId },
    { type: 'start.choosePremise', premiseId: buildingPremise.premiseId },
    { type: 'preStart.chooseCustomerType', customerType: 'BUSINESS' },
    { type: 'preStart.chooseTariff', tariff: 'Small Business' },
    { type: 'preStart.toggleTenant', value: true },
    ...preStartDetailFields.filter((field) => sampleDetails[field] !== undefined).map((field) => ({ type: 'preStart.change' as const, field, value: sampleDetails[field] ?? '' })),
    { type: 'preStart.change', field: 'companyName', value: 'Boseja Traders' },
    { type: 'appointment.chooseDay', day: '2026-11-28' },
    { type: 'appointment.chooseSlot', slot: 2 },
    ...localDocumentKinds.map((kind) => ({ type: 'preStart.documents' as const, kind, documents: [sampleDocuments[kind]] })),
    { type: 'preStart.toggleTerms', value: true },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.retry' },
    { type: 'step.submit' },
  ],
  outcomes: {
    searchPremises: [resolves('searchPremises', samplePremises, 'resolve: two premises'), rejects('searchPremises', callFailure('NETWORK'), 'reject: network down')],
    checkEligibility: [
      resolves('checkEligibility', eligible, 'resolve: eligible'),
      resolves('checkEligibility', underConstruction, 'resolve: under construction'),
      rejects('checkEligibility', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    loadCalendar: [resolves('loadCalendar', preStartCalendar, 'resolve: free days, one slot taken'), rejects('loadCalendar', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    submitPreStart: [
      resolves('submitPreStart', samplePreStartReceipt, 'resolve: the reference'),
      rejects('submitPreStart', callFailure('SRV_SLOT_FULL'), 'reject: the slot was taken meanwhile'),
      rejects('submitPreStart', callFailure('SRV_PREMISE_ACTIVE'), 'reject: the premise became active for another'),
      rejects('submitPreStart', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Only what the guards of the step the state belongs to read: earlier steps' choices cannot
  // change what a later step may do, so the identities add up instead of multiplying.
  serializeState: (s) => {
    const c = s.context;
    const step = ['premise', 'details', 'appointment', 'documents'].find((id) => s.hasTag(`step:${id}` as never));
    const facts =
      step === 'premise'
        ? [c.query.trim().length >= 2, c.premises === null, c.premise !== null, c.ineligible !== null]
        : step === 'details'
          ? [c.details.customerType, Object.keys(preStartDetailsErrors(c.details)).length]
          : step === 'appointment'
            ? [hasFreePlace(c.calendar, c.day, c.slot), c.day, c.slot]
            : step === 'documents'
              ? [Object.keys(c.documents).length, c.terms]
              : [];
    return JSON.stringify([s.value, ...facts]);
  },
});
