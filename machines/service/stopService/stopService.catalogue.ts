/** Catalogue entry of stop service: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { sampleCalendar, sampleStopReceipt, sampleStopService, sampleStopServiceAccount } from './stopService.fixtures.ts';
import { stopServiceMachine } from './stopService.machine.ts';

export const stopServiceEntry = entry({
  id: 'stopService',
  title: 'Stop service',
  description:
    'Stop service (/StopService, 4 steps): the account, meter and balance owed; the stop date, time (ALLDAY by default) and reason; the forwarding address for the final bill; the review; the reference. A slot taken meanwhile brings the calendar back.',
  machine: stopServiceMachine,
  kind: 'flow',
  view: 'src/features/service/stopService/StopServicePage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleStopServiceAccount } }],
  events: [
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
