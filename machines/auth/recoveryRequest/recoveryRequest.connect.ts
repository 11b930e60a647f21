import type { SnapshotFrom } from 'xstate';
import { recoveryMethods } from '../../../src/domain/recoveryForms.ts';
import type { recoveryRequestMachine } from './recoveryRequest.machine.ts';
import type { RecoveryKind, RecoveryMethod, RecoveryRequestContext, RecoveryRequestEvent, RecoveryRequestValues } from './recoveryRequest.types.ts';

export interface RecoveryRequestViewModel {
  kind: RecoveryKind;
  method: RecoveryMethod;
  methods: readonly RecoveryMethod[];
  values: RecoveryRequestValues;
  errors: RecoveryRequestContext['errors'];
  formError: 'VLD001' | null;
  failure: RecoveryRequestContext['failure'];
  busy: boolean;
  /** 'single' or 'multiple' once sent (the page then moves on). */
  sent: 'single' | 'multiple' | null;
  chooseMethod: (method: RecoveryMethod) => void;
  change: (field: keyof RecoveryRequestValues, value: string) => void;
  submit: () => void;
}

export function connectRecoveryRequest(
  snapshot: SnapshotFrom<typeof recoveryRequestMachine>,
  send: (event: RecoveryRequestEvent) => void,
): RecoveryRequestViewModel {
  const { context } = snapshot;
  return {
    kind: context.kind,
    method: context.method,
    methods: recoveryMethods[context.kind],
    values: context.values,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    busy: snapshot.hasTag('busy'),
    sent: snapshot.status === 'done' ? (context.multiple ? 'multiple' : 'single') : null,
    chooseMethod: (method) => send({ type: 'method.change', method }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'request.submit' }),
  };
}
