import type { SnapshotFrom } from 'xstate';
import type { UsageAlertCode, UsageAlertNotice, UsageAlertsSaved } from '../../../src/domain/usageAlerts.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { usageAlertsMachine } from './usageAlerts.machine.ts';
import type { UsageAlertField, UsageAlertsEvent, UsageAlertTexts } from './usageAlerts.types.ts';

export type UsageAlertsStatus = 'loading' | 'failed' | 'editing';

export interface UsageAlertsViewModel {
  status: UsageAlertsStatus;
  /** The save is under way: the form waits. */
  busy: boolean;
  fields: UsageAlertTexts;
  /** The rule code each field breaks (after a save), or none. */
  errors: Partial<Record<UsageAlertField, UsageAlertCode>>;
  /** Why the load (status 'failed') or the last save (status 'editing') failed. */
  failure: CallFailure | null;
  /** The last save, until the user types again. */
  saved: UsageAlertsSaved | null;
  /** The latest alert raised for the user on the account. */
  latest: UsageAlertNotice | null;
  change: (field: UsageAlertField, value: string) => void;
  submit: () => void;
  retry: () => void;
}

export function connectUsageAlerts(snapshot: SnapshotFrom<typeof usageAlertsMachine>, send: (event: UsageAlertsEvent) => void): UsageAlertsViewModel {
  const { context } = snapshot;
  const status: UsageAlertsStatus = snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('failed') ? 'failed' : 'editing';
  return {
    status,
    busy: snapshot.hasTag('busy'),
    fields: context.fields,
    errors: context.errors,
    failure: context.failure,
    saved: context.saved,
    latest: context.record?.latest ?? null,
    change: (field, value) => send({ type: 'usageAlerts.change', field, value }),
    submit: () => send({ type: 'usageAlerts.submit' }),
    retry: () => send({ type: 'usageAlerts.retry' }),
  };
}
