/** Catalogue entry of Landlord agreement: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { landlordRental, lateLandlordStart, notLandlordRecord, sampleLandlordReceipt, sampleLandlordRecord, sampleLandlordToday, validLandlordEnd, validLandlordStart } from './landlordAgreement.fixtures.ts';
import { landlordAgreementMachine } from './landlordAgreement.machine.ts';

export const landlordAgreementEntry = entry({
  id: 'landlordAgreement',
  title: 'Landlord agreement',
  description:
    'Landlord agreement (/LandlordAgreement, then /landlordagreementsuccess): a landlord chooses the premises whose service reverts to them between tenants, the dates, accepts the terms, reviews and signs; a user who is not a landlord is told so; a refused premise or date reads the premises again.',
  machine: landlordAgreementMachine,
  kind: 'flow',
  view: 'src/features/service/landlordAgreement/LandlordAgreementPage.tsx',
  scenarios: [{ label: 'signed in', input: { today: sampleLandlordToday } }],
  events: [
    { type: 'landlord.togglePremise', accountNumber: landlordRental.accountNumber },
    { type: 'landlord.changeDate', field: 'startDate', value: validLandlordStart },
    { type: 'landlord.changeDate', field: 'startDate', value: lateLandlordStart },
    { type: 'landlord.changeDate', field: 'endDate', value: validLandlordEnd },
    { type: 'landlord.toggleTerms' },
    { type: 'landlord.changeMessage', value: 'Keys are with the caretaker at Plot 110.' },
    { type: 'landlord.continue' },
    { type: 'landlord.back' },
    { type: 'landlord.submit' },
    { type: 'landlord.retry' },
  ],
  outcomes: {
    loadLandlordAgreement: [
      resolves('loadLandlordAgreement', sampleLandlordRecord, 'resolve: a landlord with a covered home and a free rental'),
      resolves('loadLandlordAgreement', notLandlordRecord, 'resolve: not a landlord'),
      rejects('loadLandlordAgreement', callFailure('NETWORK'), 'reject: network down'),
    ],
    submitLandlordAgreement: [
      resolves('submitLandlordAgreement', sampleLandlordReceipt, 'resolve: signed'),
      rejects('submitLandlordAgreement', callFailure('LANDLORD_ALREADY', 'Covered'), 'reject: the rental was covered meanwhile'),
      rejects('submitLandlordAgreement', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Guards read the form and whether the user is a landlord; the view shows the errors and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.form, Object.keys(s.context.errors).sort(), s.context.record?.landlord ?? null, s.context.failure?.msgcode ?? null]),
});
