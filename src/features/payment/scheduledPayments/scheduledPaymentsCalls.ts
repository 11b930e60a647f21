/**
 * Scheduled payments: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { scheduledPaymentsMachine } from '../../../../machines/payment/scheduledPayments/scheduledPayments.machine.ts';
import type { CancelScheduledInput } from '../../../../machines/payment/scheduledPayments/scheduledPayments.types.ts';
import type { CancelScheduledData, ScheduledPayment } from '../../../domain/payment.ts';

/** The calls the scheduled payments machine makes; tests and stories pass fakes. */
export interface ScheduledPaymentsCalls {
  scheduled: (uuid: string) => Promise<ScheduledPayment[]>;
  cancelScheduled: (body: CancelScheduledInput) => Promise<CancelScheduledData>;
}

export function providedScheduledPaymentsMachine(calls: ScheduledPaymentsCalls) {
  return scheduledPaymentsMachine.provide({
    actors: {
      loadScheduled: fromPromise(({ input }: { input: { uuid: string } }) => calls.scheduled(input.uuid)),
      cancelScheduled: fromPromise(({ input }: { input: CancelScheduledInput }) => calls.cancelScheduled(input)),
    },
  });
}
