import type { SnapshotFrom } from 'xstate';
import type { LetterOfCreditReceipt } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { letterOfCreditSteps, type letterOfCreditMachine } from './letterOfCredit.machine.ts';
import type { LetterOfCreditEvent } from './letterOfCredit.types.ts';

export type LetterOfCreditStatus = 'loading' | 'failed' | 'editing' | 'done';

export interface LetterOfCreditViewModel {
  status: LetterOfCreditStatus;
  steps: StepItem[];
  /** The submission is under way: the form waits. */
  busy: boolean;
  reference: string;
  /** The rule code the reference breaks (after a submit), or null. */
  referenceError: string | null;
  /** Why the load (status 'failed') or the last submission (status 'editing') failed. */
  failure: CallFailure | null;
  receipt: LetterOfCreditReceipt | null;
  change: (reference: string) => void;
  submit: () => void;
  retry: () => void;
}

export function connectLetterOfCredit(snapshot: SnapshotFrom<typeof letterOfCreditMachine>, send: (event: LetterOfCreditEvent) => void): LetterOfCreditViewModel {
  const { context } = snapshot;
  const status: LetterOfCreditStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.matches('done') ? 'done' : 'editing';
  return {
    status,
    steps: stepItems(letterOfCreditSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    reference: context.reference,
    referenceError: context.referenceError,
    failure: context.failure,
    receipt: context.receipt,
    change: (reference) => send({ type: 'letterOfCredit.change', reference }),
    submit: () => send({ type: 'letterOfCredit.submit' }),
    retry: () => send({ type: 'letterOfCredit.retry' }),
  };
}
