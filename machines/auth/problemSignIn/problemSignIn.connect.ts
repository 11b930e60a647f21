import type { SnapshotFrom } from 'xstate';
import type { problemSignInMachine } from './problemSignIn.machine.ts';
import type { ProblemContact, ProblemSignInContext, ProblemSignInEvent, ProblemSignInValues } from './problemSignIn.types.ts';

export interface ProblemSignInViewModel {
  values: ProblemSignInValues;
  errors: ProblemSignInContext['errors'];
  formError: 'VLD001' | null;
  failure: ProblemSignInContext['failure'];
  busy: boolean;
  /** Shown once sent. */
  reference: string | null;
  chooseContact: (contactBy: ProblemContact) => void;
  change: (field: 'userName' | 'email' | 'issue' | 'message', value: string) => void;
  submit: () => void;
  again: () => void;
}

export function connectProblemSignIn(
  snapshot: SnapshotFrom<typeof problemSignInMachine>,
  send: (event: ProblemSignInEvent) => void,
): ProblemSignInViewModel {
  const { context } = snapshot;
  return {
    values: context.values,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    busy: snapshot.hasTag('busy'),
    reference: snapshot.matches('sent') ? context.reference : null,
    chooseContact: (contactBy) => send({ type: 'contact.change', contactBy }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'request.submit' }),
    again: () => send({ type: 'request.again' }),
  };
}
