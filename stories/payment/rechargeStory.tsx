import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { waitFor, type ActorRefFrom } from 'xstate';
import { connectRecharge } from '../../machines/payment/recharge/recharge.connect.ts';
import { sampleMeter, sampleReceipt } from '../../machines/payment/recharge/recharge.catalogue.ts';
import type { RechargeEvent, RechargeInput } from '../../machines/payment/recharge/recharge.types.ts';
import type { paymentMethodMachine } from '../../machines/payment/paymentMethod/paymentMethod.machine.ts';
import { savedCard, sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodEvent } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { providedRechargeMachine, type RechargeCalls } from '../../src/features/payment/recharge/rechargeCalls.ts';
import { RechargeView } from '../../src/features/payment/recharge/RechargeView.tsx';

export const storyToday = new Date('2026-11-22T10:00:00Z');
export const guestInput: RechargeInput = { mode: 'guest', today: storyToday };
export const accountInput: RechargeInput = { mode: 'account', accountNumber: '300052837104', meterNumber: '04112873365', today: storyToday };

const never = () => new Promise<never>(() => undefined);
const refuse = (msgcode: string, message = '') => () => Promise.reject(Object.assign(new Error(message), { msgcode, message }));

type Outcome = 'hang' | string | undefined;

/** Fake calls: each answers at once unless told to hang (busy) or refuse with a code. */
export function storyCalls(options: { meter?: Outcome; saved?: Outcome; recharge?: Outcome } = {}): RechargeCalls {
  const pick = <T,>(choice: Outcome, ok: () => Promise<T>): (() => Promise<T>) => (choice === 'hang' ? never : choice ? refuse(choice) : ok);
  return {
    validateMeter: pick(options.meter, () => Promise.resolve(sampleMeter)),
    loadSavedMethods: pick(options.saved, () => Promise.resolve([savedCard])),
    lookUpRouting: (routingNumber) => Promise.resolve({ routingNumber, bankName: 'First National Bank Botswana' }),
    recharge: pick(options.recharge, () => Promise.resolve(sampleReceipt)),
    ...sampleWalletCalls,
  };
}

/** A step of a story script: an event of the flow, or one of the payment-method step inside it. */
export type ScriptStep = RechargeEvent | { method: PaymentMethodEvent };

export const meter = (value = '04112873365'): RechargeEvent => ({ type: 'meter.change', value });
export const amount = (value = '150'): RechargeEvent => ({ type: 'amount.change', value });
export const next: RechargeEvent = { type: 'step.next' };
export const back: RechargeEvent = { type: 'step.back' };
export const pay: RechargeEvent = { type: 'recharge.submit' };
/** The method step: a new card typed, then Continue. */
export const newCard = (cardNumber = '4242 4242 4242 4242'): ScriptStep[] => [
  { method: { type: 'method.choose', choice: 'NewCard' } },
  { method: { type: 'card.change', field: 'nameOnCard', value: 'Naledi Kgosi' } },
  { method: { type: 'card.change', field: 'cardNumber', value: cardNumber } },
  { method: { type: 'card.change', field: 'expiryMonth', value: '12' } },
  { method: { type: 'card.change', field: 'expiryYear', value: '2029' } },
  { method: { type: 'card.change', field: 'cvv', value: '123' } },
];
export const submitMethod: ScriptStep = { method: { type: 'method.submit' } };

/** The recharge page after the script, each step waiting for the call under way to answer. */
export function RechargeAt({ input, script, calls }: { input: RechargeInput; script: readonly ScriptStep[]; calls: RechargeCalls }) {
  const machine = useMemo(() => providedRechargeMachine(calls), [calls]);
  const [snapshot, send, actor] = useMachine(machine, { input });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      for (const step of script) {
        await waitFor(actor, (state) => !state.hasTag('busy'));
        if ('method' in step) {
          const child = actor.getSnapshot().children.paymentMethod as ActorRefFrom<typeof paymentMethodMachine> | undefined;
          child?.send(step.method);
        } else actor.send(step);
      }
    })();
  }, [actor, script]);
  return <RechargeView view={connectRecharge(snapshot, send)} />;
}
