import type { SnapshotFrom } from 'xstate';
import type { BillChange, BillDetails, BillExplainerData } from '../../../src/domain/bill.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { viewBillMachine } from './viewBill.machine.ts';
import type { Language } from '../../../src/domain/language.ts';
import type { ComparisonKind, ViewBillEvent } from './viewBill.types.ts';

export type ViewBillStatus = 'loading' | 'failed' | 'empty' | 'bill';
export type ExplainerStatus = 'closed' | 'loading' | 'failed' | 'shown';

export interface ViewBillViewModel {
  status: ViewBillStatus;
  bill: BillDetails | null;
  /** Why the bill could not be read (status 'failed'). */
  failure: CallFailure | null;
  explainer: {
    status: ExplainerStatus;
    /** The comparisons the explanation has (previous bill, same month last year). */
    available: ComparisonKind[];
    against: ComparisonKind;
    /** The comparison shown. */
    change: BillChange | null;
    projection: BillExplainerData['projection'];
    estimated: boolean;
    failure: CallFailure | null;
  };
  pdf: {
    /** The PDF is being made and saved: Download PDF waits. */
    busy: boolean;
    /** Why the last download failed. */
    failure: CallFailure | null;
  };
  retry: () => void;
  downloadPdf: (language: Language) => void;
  openExplainer: () => void;
  closeExplainer: () => void;
  retryExplainer: () => void;
  compare: (against: ComparisonKind) => void;
}

export function connectViewBill(snapshot: SnapshotFrom<typeof viewBillMachine>, send: (event: ViewBillEvent) => void): ViewBillViewModel {
  const { context } = snapshot;
  const status: ViewBillStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('empty') ? 'empty' : 'bill';
  const explainerStatus: ExplainerStatus = !snapshot.hasTag('explainerOpen')
    ? 'closed'
    : snapshot.hasTag('explainerBusy')
      ? 'loading'
      : snapshot.hasTag('explainerFailed')
        ? 'failed'
        : 'shown';
  const comparisons = context.explainer?.comparisons ?? [];
  return {
    status,
    bill: context.bill,
    failure: status === 'failed' ? context.failure : null,
    explainer: {
      status: explainerStatus,
      available: comparisons.map((change) => change.against),
      against: context.against,
      change: comparisons.find((change) => change.against === context.against) ?? null,
      projection: context.explainer?.projection ?? null,
      estimated: context.explainer?.estimated ?? false,
      failure: explainerStatus === 'failed' ? context.failure : null,
    },
    pdf: { busy: snapshot.hasTag('pdfBusy'), failure: snapshot.hasTag('pdfFailed') ? context.pdfFailure : null },
    retry: () => send({ type: 'bill.retry' }),
    downloadPdf: (language) => send({ type: 'pdf.download', language }),
    openExplainer: () => send({ type: 'explainer.open' }),
    closeExplainer: () => send({ type: 'explainer.close' }),
    retryExplainer: () => send({ type: 'explainer.retry' }),
    compare: (against) => send({ type: 'explainer.compare', against }),
  };
}
