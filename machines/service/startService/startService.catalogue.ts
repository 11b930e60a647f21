/** Catalogue entry of start service: how the path engine, the atlas and the coverage report walk it without a server. */
import { appointmentErrors } from '../../../src/domain/serviceRequests.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { buildingPremise, eligible, freePremise, proofOfIdentity, sampleStartReceipt, sampleToday, samplePremises, startCalendar, underConstruction } from './startService.fixtures.ts';
import { startServiceMachine } from './startService.machine.ts';

export const startServiceEntry = entry({
  id: 'startService',
  title: 'Start service',
  description:
    "Start service signed in (/StartService, 7 steps): the premise found by address and checked eligible (an ineligible one says why), residential or business and an optional co-applicant whose identity is checked, the mailing address, the appointment (slot 1 by default) with access instructions and gate code, the credit report review with deposit or establishment fee (a proof of identity uploaded when declined), text and paperless preferences, the review, the reference.",
  machine: startServiceMachine,
  kind: 'flow',
  view: 'src/features/service/startService/StartServicePage.tsx',
  scenarios: [{ label: 'signed in', input: { today: sampleToday } }],
  events: [
    { type: 'start.changeQuery', value: 'Plot' },
    { type: 'start.chooseTown', town: 'Maun' },
    { type: 'start.search' },
    { type: 'start.choosePremise', premiseId: freePremise.premiseId },
    { type: 'start.choosePremise', premiseId: buildingPremise.premiseId },
    { type: 'start.chooseCustomerType', customerType: 'BUSINESS' },
    { type: 'start.changeBusinessName', value: 'Maun Lodge' },
    { type: 'start.toggleCoApplicant', value: true },
    { type: 'start.changeCoApplicant', field: 'firstName', value: 'Neo' },
    { type: 'start.changeCoApplicant', field: 'lastName', value: 'Kgosi' },
    { type: 'start.changeCoApplicant', field: 'day', value: '14' },
    { type: 'start.changeCoApplicant', field: 'month', value: '3' },
    { type: 'start.changeCoApplicant', field: 'year', value: '1990' },
    { type: 'start.changeCoApplicant', field: 'idNumber', value: '123415678' },
    { type: 'address.chooseType', addressType: 1 },
    { type: 'address.change', field: 'poBox', value: '4021' },
    { type: 'appointment.chooseDay', day: '2026-11-28' },
    { type: 'appointment.chooseSlot', slot: 2 },
    { type: 'start.changeAccess', field: 'gateCode', value: '#12' },
    { type: 'start.changeAccess', field: 'gateCode', value: 'gate 12!' },
    { type: 'start.chooseCreditReview', value: false },
    { type: 'start.chooseCreditReview', value: true },
    { type: 'start.chooseDeposit', value: 'DEPOSIT' },
    { type: 'start.documents', documents: [proofOfIdentity] },
    { type: 'start.toggleOptIn', value: true },
    { type: 'start.changeTextNumber', value: '71234567' },
    { type: 'start.togglePaperless', value: false },
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
    checkIdentity: [resolves('checkIdentity', { verified: true }, 'resolve: confirmed'), resolves('checkIdentity', { verified: false }, 'resolve: not confirmed'), rejects('checkIdentity', callFailure('NETWORK'), 'reject: network down')],
    loadCalendar: [resolves('loadCalendar', startCalendar, 'resolve: free days'), rejects('loadCalendar', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    submitStartService: [
      resolves('submitStartService', sampleStartReceipt, 'resolve: the reference'),
      rejects('submitStartService', callFailure('SRV_SLOT_FULL'), 'reject: the slot was taken meanwhile'),
      rejects('submitStartService', callFailure('SRV_PREMISE_ACTIVE'), 'reject: the premise became active for another'),
      rejects('submitStartService', callFailure('SRV_IDENTITY_FAILED'), 'reject: the co-applicant refused'),
      rejects('submitStartService', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Only what the guards of the step the state belongs to read (is the step valid, and how far the
  // co-applicant is typed): earlier steps' choices cannot change what a later step may do, so the
  // identities add up instead of multiplying.
  serializeState: (s) => {
    const c = s.context;
    const step = ['premise', 'customer', 'mailing', 'appointment', 'credit', 'preferences', 'review'].find((id) => s.hasTag(`step:${id}` as never));
    const facts =
      step === 'premise'
        ? [c.query.trim().length >= 2, c.premises === null, c.premise !== null, c.ineligible !== null]
        : step === 'customer'
          ? [c.customerType === 'BUSINESS' && c.businessName === '', c.hasCoApplicant && Object.values(c.coApplicant).filter((value) => value !== '').length]
          : step === 'mailing'
            ? [c.address.addressType === 1 && c.address.poBox === '']
            : step === 'appointment'
              ? [Object.keys(appointmentErrors(c)).length === 0]
              : step === 'credit'
                ? [c.creditReview, c.depositOption !== null, c.creditReview === false && c.documents.length === 0]
                : step === 'preferences'
                  ? [c.optInText && c.textNumber === '']
                  : [];
    return JSON.stringify([s.value, ...facts]);
  },
});
