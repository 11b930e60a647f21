/** Catalogue entry of transfer service: how the path engine, the atlas and the coverage report walk it without a server. */
import { hasFreePlace, transferContactErrors, transferIdentityErrors } from '../../../src/domain/serviceRequests.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { currentPremise, mayMoveOut, moveInCurrent, moveInEligible, newPremise, sampleTransferAccount, sampleTransferReceipt, stopPending, transferCalendar, transferPremises } from './transferService.fixtures.ts';
import { transferServiceMachine } from './transferService.machine.ts';

export const transferServiceEntry = entry({
  id: 'transferService',
  title: 'Transfer service',
  description:
    'Transfer service signed in (/TransferService, 6 steps) and for a visitor (/TransferServicePrelogin, 8 steps: the account proven first by its number and the holder’s last name, contact details before the mailing address): the move-out check of the account (a stop already open says why), the move-out day and time, the new premise found by address and checked for a move-in (the premise left is refused), the move-in day and time (both ALLDAY by default), the mailing address, the review; one submission makes the stop and the move-in together and the success page names both references. A time taken meanwhile shows the schedule failure page with the other free times of that day and the next days; picking one sends the request again.',
  machine: transferServiceMachine,
  kind: 'flow',
  view: 'src/features/service/transferService/TransferServicePage.tsx',
  scenarios: [
    { label: 'signed in', input: { accountNumber: sampleTransferAccount } },
    { label: 'visitor', input: { accountNumber: '', visitor: true } },
  ],
  events: [
    { type: 'identify.change', field: 'accountNumber', value: sampleTransferAccount },
    { type: 'identify.change', field: 'lastName', value: 'Molefe' },
    { type: 'contact.change', field: 'email', value: 'kagiso@example.com' },
    { type: 'contact.change', field: 'primaryPhone', value: '71234567' },
    { type: 'schedule.pick', day: '2026-12-01', slot: 2 },
    { type: 'schedule.pick', day: '2026-12-02', slot: 0 },
    { type: 'start.changeQuery', value: 'Plot' },
    { type: 'start.chooseTown', town: 'Maun' },
    { type: 'start.search' },
    { type: 'start.choosePremise', premiseId: newPremise.premiseId },
    { type: 'start.choosePremise', premiseId: currentPremise.premiseId },
    { type: 'appointment.chooseDay', day: '2026-12-02' },
    { type: 'appointment.chooseSlot', slot: 2 },
    { type: 'address.chooseType', addressType: 1 },
    { type: 'address.change', field: 'poBox', value: '4021' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.retry' },
    { type: 'step.submit' },
  ],
  outcomes: {
    checkMoveOut: [
      resolves('checkMoveOut', mayMoveOut, 'resolve: may move out'),
      resolves('checkMoveOut', stopPending, 'resolve: a stop already open'),
      rejects('checkMoveOut', callFailure('SRV_TRANSFER_IDENTITY'), 'reject: no account with this number and name'),
      rejects('checkMoveOut', callFailure('NETWORK'), 'reject: network down'),
    ],
    loadCalendar: [resolves('loadCalendar', transferCalendar, 'resolve: free days'), rejects('loadCalendar', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    searchPremises: [resolves('searchPremises', transferPremises, 'resolve: two premises'), rejects('searchPremises', callFailure('NETWORK'), 'reject: network down')],
    checkEligibility: [
      resolves('checkEligibility', moveInEligible, 'resolve: eligible'),
      resolves('checkEligibility', moveInCurrent, 'resolve: the premise left'),
      rejects('checkEligibility', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    submitTransfer: [
      resolves('submitTransfer', sampleTransferReceipt, 'resolve: both references'),
      rejects('submitTransfer', callFailure('SRV_MOVE_OUT_SLOT_FULL'), 'reject: the move-out time was taken'),
      rejects('submitTransfer', callFailure('SRV_MOVE_IN_SLOT_FULL'), 'reject: the move-in time was taken'),
      rejects('submitTransfer', callFailure('SRV_PREMISE_ACTIVE'), 'reject: the new premise became active for another'),
      rejects('submitTransfer', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Only what the guards of the step the state belongs to read: earlier steps' choices cannot change
  // what a later step may do, so the identities add up instead of multiplying.
  serializeState: (s) => {
    const c = s.context;
    const step = ['identify', 'moveOut', 'moveOutDate', 'moveIn', 'moveInDate', 'contact', 'mailing', 'review'].find((id) => s.hasTag(`step:${id}` as never));
    const facts =
      step === 'identify'
        ? Object.keys(transferIdentityErrors(c.identity)).sort()
        : step === 'contact'
          ? Object.keys(transferContactErrors(c.contact)).sort()
          : step === 'review'
            ? [c.taken]
            : step === 'moveOutDate'
        ? [hasFreePlace(c.moveOut.calendar, c.moveOut.day, c.moveOut.slot)]
        : step === 'moveIn'
          ? [c.query.trim().length >= 2, c.premises === null, c.premise !== null, c.ineligible !== null]
          : step === 'moveInDate'
            ? [hasFreePlace(c.moveIn.calendar, c.moveIn.day, c.moveIn.slot)]
            : step === 'mailing'
              ? [c.address.addressType === 1 && c.address.poBox === '']
              : [];
    return JSON.stringify([s.value, c.visitor, c.failure !== null, ...facts]);
  },
});
