import type { SnapshotFrom } from 'xstate';
import type { BillFormat, PaperlessRecord } from '../../../src/domain/paperless.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { paperlessMachine } from './paperless.machine.ts';
import type { PaperlessEvent, PaperlessNotice } from './paperless.types.ts';

export type PaperlessStatus = 'loading' | 'failed' | 'ready';

export interface PaperlessViewModel {
  status: PaperlessStatus;
  /** A change is under way: the buttons wait. */
  busy: boolean;
  record: PaperlessRecord | null;
  billFormat: BillFormat;
  /** Why the load failed. */
  failure: CallFailure | null;
  /** Why the last change failed. */
  actionFailure: CallFailure | null;
  notice: PaperlessNotice | null;
  canTurnOn: boolean;
  canTurnOff: boolean;
  canSaveFormat: boolean;
  retry: () => void;
  turnOn: () => void;
  turnOff: () => void;
  changeFormat: (billFormat: BillFormat) => void;
  saveFormat: () => void;
}

export function connectPaperless(snapshot: SnapshotFrom<typeof paperlessMachine>, send: (event: PaperlessEvent) => void): PaperlessViewModel {
  const { context } = snapshot;
  const status: PaperlessStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : 'ready';
  return {
    status,
    busy: snapshot.hasTag('busy'),
    record: context.record,
    billFormat: context.billFormat,
    failure: context.failure,
    actionFailure: context.actionFailure,
    notice: context.notice,
    canTurnOn: snapshot.can({ type: 'paperless.turnOn' }),
    canTurnOff: snapshot.can({ type: 'paperless.turnOff' }),
    canSaveFormat: snapshot.can({ type: 'billFormat.save' }),
    retry: () => send({ type: 'paperless.retry' }),
    turnOn: () => send({ type: 'paperless.turnOn' }),
    turnOff: () => send({ type: 'paperless.turnOff' }),
    changeFormat: (billFormat) => send({ type: 'billFormat.change', billFormat }),
    saveFormat: () => send({ type: 'billFormat.save' }),
  };
}
