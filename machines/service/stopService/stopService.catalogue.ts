/** Catalogue entry of stop service: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleCalendar, sampleStopHolder, sampleStopReceipt, sampleStopService, sampleStopServiceAccount, stopAlreadyOpen, stopProven } from './stopService.fixtures.ts';
import { stopVisitorErrors } from './stopService.machine.ts';
import { stopServiceMachine } from './stopService.machine.ts';

export const stopServiceEntry = entry({
  id: 'stopService',
  title: 'Stop service',
  description:
    'Stop service (/StopService, and /PreStopService for a visitor; 4 steps): the account, meter and balance owed (a visitor first proves the account by its number and the holder’s last name and gives an email and phone to track the request; an account with a stop already open says why); the stop date, time (ALLDAY by default) and reason; the forwarding address for the final bill; the review; the reference. A slot taken meanwhile brings the calendar back.',
  machine: stopServiceMachine,
  kind: 'flow',
  view: 'src/features/service/stopService/StopServicePage.tsx',
  scenarios: [
    { label: 'signed in', input: { accountNumber: sampleStopServiceAccount } },
    { label: 'visitor', input: { accountNumber: '', visitor: true } },
  ],
  events: [
    { type: 'visitor.change', field: 'accountNumber', value: sampleStopServiceAccount },
    { type: 'visitor.change', field: 'lastName', value: sampleStopHolder },
    { type: 'visitor.change', field: 'email', value: 'kagiso@example.com' },
    { type: 'visitor.change', field: 'primaryPhone', value: '71234567' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.retry' },
    { type: 'step.submit' },
    { type: 'stop.chooseReason', reason: 'MOVING' },
    { type: 'appointment.chooseDay', day: '2026-12-02' },
    { type: 'appointment.chooseSlot', slot: 1 },
    { type: 'address.chooseType', addressType: 1 },
    { type: 'address.change', field: 'poBox', value: '4021' },
  ],
  outcomes: {
    proveAccount: [
      resolves('proveAccount', stopProven, 'resolve: proven'),
      resolves('proveAccount', stopAlreadyOpen, 'resolve: a stop already open'),
      rejects('proveAccount', callFailure('SRV_TRANSFER_IDENTITY'), 'reject: no account with this number and name'),
      rejects('proveAccount', callFailure('NETWORK'), 'reject: network down'),
    ],
    loadStopService: [resolves('loadStopService', sampleStopService, 'resolve: the account'), rejects('loadStopService', callFailure('NETWORK'), 'reject: network down')],
    loadCalendar: [resolves('loadCalendar', sampleCalendar, 'resolve: free days'), rejects('loadCalendar', callFailure('GEN500', 'Server error'), 'reject: service unavailable')],
    submitStopService: [
      resolves('submitStopService', sampleStopReceipt, 'resolve: the reference'),
      rejects('submitStopService', callFailure('SRV_SLOT_FULL'), 'reject: the slot was taken meanwhile'),
      rejects('submitStopService', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.visitor,
      s.hasTag('step:account') ? Object.keys(stopVisitorErrors(s.context)).sort() : [],
      s.context.day,
      s.context.slot,
      s.context.reason,
      s.context.address.addressType,
      s.context.address.poBox,
      Object.values(s.context.scheduleErrors).some(Boolean),
      Object.values(s.context.addressErrors).some(Boolean),
      s.context.failure?.msgcode ?? null,
    ]),
});
