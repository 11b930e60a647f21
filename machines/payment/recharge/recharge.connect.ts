import type { SnapshotFrom } from 'xstate';
import {
  cardBrandLabels,
  convenienceFee,
  expiryYearOptions,
  fromThebe,
  prepaidUnits,
  toThebe,
  type CardBrand,
  type MeterValidationData,
  type RechargeReceipt,
} from '../../../src/domain/payment.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { brandOf, cardDetailsOf, parseAmount } from './recharge.checks.ts';
import { rechargeSteps, type rechargeMachine } from './recharge.machine.ts';
import type { CardFields, RechargeContext, RechargeEvent, RechargeMode, RechargeStepName } from './recharge.types.ts';

export interface RechargeSummary {
  amount: number;
  convenienceFee: number;
  total: number;
  /** "VISA ending 4242". */
  cardBrand: string | null;
  cardLast4: string;
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
  card: CardFields;
  /** The brand detected from the number typed so far. */
  cardBrand: CardBrand | null;
  expiryYears: number[];
  minimum: number | null;
  maximum: number | null;
  /** The amount step's live estimate, when the amount is a number. */
  estimatedUnits: number | null;
  summary: RechargeSummary | null;
  errors: RechargeContext['errors'];
  formError: 'VLD001' | null;
  failure: CallFailure | null;
  receipt: RechargeReceipt | null;
  canGoBack: boolean;
  changeMeter: (value: string) => void;
  changeAmount: (value: string) => void;
  changeCard: (field: keyof CardFields, value: string) => void;
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
  const month = Number(context.card.expiryMonth) || undefined;
  const details = cardDetailsOf(context.card);
  const showSummary = (step === 'review' || step === 'done') && amount !== null;
  const fee = amount === null ? 0 : convenienceFee(amount, 'card');
  return {
    mode: context.mode,
    steps: stepItems(rechargeSteps, (tag) => snapshot.hasTag(tag)),
    step,
    busy: snapshot.hasTag('busy'),
    meterNumber: context.meterNumber,
    meterFixed: context.meterFixed,
    meter: context.meter,
    amount: context.amount,
    card: context.card,
    cardBrand: brandOf(context.card),
    expiryYears: expiryYearOptions(context.today, month),
    minimum: context.meter?.minimumAllowed ?? null,
    maximum: context.meter?.maximumAllowed ?? null,
    estimatedUnits: estimate(context, amount),
    summary: showSummary
      ? {
          amount,
          convenienceFee: fee,
          total: fromThebe(toThebe(amount) + toThebe(fee)),
          cardBrand: details.cardType ? cardBrandLabels[details.cardType] : null,
          cardLast4: details.cardNumber.slice(-4),
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
    changeCard: (field, value) => send({ type: 'card.change', field, value }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'recharge.submit' }),
  };
}
