/** Catalogue entry of Other service: how the path engine, the atlas and the coverage report walk it without a server. */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { pastOtherServiceStartDate, sampleOtherServiceAccount, sampleOtherServicePlace, sampleOtherServiceReceipt, sampleOtherServiceToday, validOtherServiceForm } from './otherService.fixtures.ts';
import { otherServiceMachine } from './otherService.machine.ts';

export const otherServiceEntry = entry({
  id: 'otherService',
  title: 'Other service',
  description: 'Other service (/OtherService): the kind of service and its task, a start date and a message at the selected account\'s premise, reviewed and sent; a refused field goes back to the form, a failure stays on the review with Submit to try again.',
  machine: otherServiceMachine,
  kind: 'flow',
  view: 'src/features/service/otherService/OtherServicePage.tsx',
  scenarios: [{ label: 'signed in', input: { accountNumber: sampleOtherServiceAccount, today: sampleOtherServiceToday } }],
  events: [
    { type: 'otherService.change', field: 'orderType', value: validOtherServiceForm.orderType },
    { type: 'otherService.change', field: 'taskType', value: validOtherServiceForm.taskType },
    { type: 'otherService.change', field: 'startDate', value: validOtherServiceForm.startDate },
    { type: 'otherService.change', field: 'startDate', value: pastOtherServiceStartDate },
    { type: 'otherService.change', field: 'message', value: validOtherServiceForm.message },
    { type: 'otherService.continue' },
    { type: 'otherService.back' },
    { type: 'otherService.submit' },
    { type: 'otherService.retry' },
  ],
  outcomes: {
    loadOtherService: [resolves('loadOtherService', sampleOtherServicePlace, 'resolve: the premise and its meter'), rejects('loadOtherService', callFailure('NETWORK'), 'reject: network down')],
    submitOtherService: [
      resolves('submitOtherService', sampleOtherServiceReceipt, 'resolve: made'),
      rejects('submitOtherService', callFailure('SRV_OTHER_START_DATE', 'Start date'), 'reject: the start date left the window'),
      rejects('submitOtherService', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
  },
  // Guards read the form; the view shows its errors and the failure.
  serializeState: (s) => JSON.stringify([s.value, s.context.form, Object.keys(s.context.errors).sort(), s.context.failure?.msgcode ?? null]),
});
