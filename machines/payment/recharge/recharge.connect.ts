import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { fromThebe, toThebe } from '../../../src/domain/format.ts';
import { prepaidUnits, type MeterValidationData, type RechargeReceipt } from '../../../src/domain/prepaid.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import type { paymentMethodMachine } from '../paymentMethod/paymentMethod.machine.ts';
import type { PaymentMethodSelection } from '../paymentMethod/paymentMethod.types.ts';
import { parseAmount } from './recharge.checks.ts';
import { rechargeFeeOf, rechargeSteps, type rechargeMachine } from './recharge.machine.ts';
import type { RechargeContext, RechargeEvent, RechargeMode, RechargeStepName } from './recharge.types.ts';

interface RechargeSummary {
  amount: number;
  convenienceFee: number;
  total: number;
  /** How it is paid (never more than the last four digits). */
  method: PaymentMethodSelection['display'];
  kind: PaymentMethodSelection['kind'];
  /** kWh the amount buys on the block tariff, given what the meter bought this month. */
  estimatedUnits: number;
}

export interface RechargeViewModel {
  mode: RechargeMode;
  steps: StepItem[];
  step: RechargeStepName | 'done';
  busy: boolean;
  meterNumber: string;
  meterFixed: boolean;
  meter: MeterValidationData | null;
  amount: string;
  minimum: number | null;
  maximum: number | null;
  /** The amount step's live estimate, when the amount is a number. */
  estimatedUnits: number | null;
  /** The running payment-method step (its view renders it; Continue submits it). */
  methodActor: ActorRefFrom<typeof paymentMethodMachine> | null;
  summary: RechargeSummary | null;
  errors: RechargeContext['errors'];
  formError: 'VLD001' | null;
  failure: CallFailure | null;
  receipt: RechargeReceipt | null;
  canGoBack: boolean;
  changeMeter: (value: string) => void;
  changeAmount: (value: string) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
}

function stepOf(snapshot: SnapshotFrom<typeof rechargeMachine>): RechargeStepName | 'done' {
  if (snapshot.status === 'done') return 'done';
  return (rechargeSteps.find((step) => snapshot.hasTag(`step:${step.id}`))?.id ?? 'meter') as RechargeStepName;
}

function estimate(context: RechargeContext, amount: number | null): number | null {
  if (amount === null || amount <= 0 || !context.meter) return null;
  return prepaidUnits(toThebe(amount), context.meter.unitsThisMonth);
}

export function connectRecharge(snapshot: SnapshotFrom<typeof rechargeMachine>, send: (event: RechargeEvent) => void): RechargeViewModel {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const amount = parseAmount(context.amount);
  const selection = context.selection;
  const fee = rechargeFeeOf(context);
  const methodActor = (snapshot.children.paymentMethod as ActorRefFrom<typeof paymentMethodMachine> | undefined) ?? null;
  return {
    mode: context.mode,
    steps: stepItems(rechargeSteps, (tag) => snapshot.hasTag(tag)),
    step,
    busy: snapshot.hasTag('busy'),
    meterNumber: context.meterNumber,
    meterFixed: context.meterFixed,
    meter: context.meter,
    amount: context.amount,
    minimum: context.meter?.minimumAllowed ?? null,
    maximum: context.meter?.maximumAllowed ?? null,
    estimatedUnits: estimate(context, amount),
    methodActor,
    summary:
      step === 'review' && amount !== null && selection
        ? {
            amount,
            convenienceFee: fee,
            total: fromThebe(toThebe(amount) + toThebe(fee)),
            method: selection.display,
            kind: selection.kind,
            estimatedUnits: estimate(context, amount) ?? 0,
          }
        : null,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    receipt: context.receipt,
    canGoBack: snapshot.can({ type: 'step.back' }),
    changeMeter: (value) => send({ type: 'meter.change', value }),
    changeAmount: (value) => send({ type: 'amount.change', value }),
    // On the method step Continue submits the child step; elsewhere it moves the flow on.
    next: () => (step === 'method' && methodActor ? methodActor.send({ type: 'method.submit' }) : send({ type: 'step.next' })),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'recharge.submit' }),
  };
}
