import type { SnapshotFrom } from 'xstate';
import type { LetterFacts, LetterKind, LetterOfCreditReceipt } from '../../../src/domain/letterOfCredit.ts';
import type { CallFailure } from '../../common/effects.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { letterOfCreditSteps, type letterOfCreditMachine } from './letterOfCredit.machine.ts';
import type { LetterOfCreditEvent } from './letterOfCredit.types.ts';

export type LetterOfCreditStatus = 'loading' | 'failed' | 'editing' | 'issued';

export interface LetterOfCreditViewModel {
  status: LetterOfCreditStatus;
  steps: StepItem[];
  /** The letter is being issued: the form waits. */
  busy: boolean;
  /** What a letter would state today (null while loading or after a failed load). */
  facts: LetterFacts | null;
  kind: LetterKind;
  addressee: string;
  /** The rule code the addressee breaks (after a submit), or null. */
  addresseeError: string | null;
  /** Why the load (status 'failed') or the last request (status 'editing') failed. */
  failure: CallFailure | null;
  receipt: LetterOfCreditReceipt | null;
  pdfBusy: boolean;
  pdfFailure: CallFailure | null;
  chooseKind: (kind: LetterKind) => void;
  changeAddressee: (addressee: string) => void;
  submit: () => void;
  retry: () => void;
  download: () => void;
  another: () => void;
}

export function connectLetterOfCredit(snapshot: SnapshotFrom<typeof letterOfCreditMachine>, send: (event: LetterOfCreditEvent) => void): LetterOfCreditViewModel {
  const { context } = snapshot;
  const status: LetterOfCreditStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.matches('issued') ? 'issued' : 'editing';
  return {
    status,
    steps: stepItems(letterOfCreditSteps, (tag) => snapshot.hasTag(tag)),
    busy: snapshot.hasTag('busy'),
    facts: context.record?.facts ?? null,
    kind: context.kind,
    addressee: context.addressee,
    addresseeError: context.addresseeError,
    failure: context.failure,
    receipt: context.receipt,
    pdfBusy: snapshot.hasTag('pdfBusy'),
    pdfFailure: context.pdfFailure,
    chooseKind: (kind) => send({ type: 'letterOfCredit.kind', kind }),
    changeAddressee: (addressee) => send({ type: 'letterOfCredit.addressee', addressee }),
    submit: () => send({ type: 'letterOfCredit.submit' }),
    retry: () => send({ type: 'letterOfCredit.retry' }),
    download: () => send({ type: 'letterOfCredit.download' }),
    another: () => send({ type: 'letterOfCredit.another' }),
  };
}
