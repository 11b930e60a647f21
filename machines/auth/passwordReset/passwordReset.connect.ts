import type { SnapshotFrom } from 'xstate';
import { passwordRuleResults, type PasswordRuleId } from '../../../src/domain/credentials.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { passwordResetSteps, type passwordResetMachine } from './passwordReset.machine.ts';
import type { DetailsFields, PasswordFields, PasswordResetContext, PasswordResetEvent, PasswordResetOutput } from './passwordReset.types.ts';

type PasswordResetScreen = 'checking' | 'checkFailed' | 'details' | 'password' | 'finished';

export interface PasswordResetViewModel {
  screen: PasswordResetScreen;
  /** The step tracker of the migrated path (details, password); empty for a plain reset. */
  steps: StepItem[];
  busy: boolean;
  userName: string;
  details: DetailsFields;
  passwords: PasswordFields;
  errors: PasswordResetContext['errors'];
  formError: 'VLD001' | null;
  failure: PasswordResetContext['failure'];
  passwordRules: Record<PasswordRuleId, boolean>;
  passwordStrength: number;
  /** Back to the details is offered on the migrated path's password step (disabled while busy). */
  hasBack: boolean;
  canGoBack: boolean;
  /** Where the flow ended (the page moves on). */
  outcome: PasswordResetOutput | null;
  retry: () => void;
  changeDetails: (field: keyof DetailsFields, value: string) => void;
  changePassword: (field: keyof PasswordFields, value: string) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
}

function screenOf(snapshot: SnapshotFrom<typeof passwordResetMachine>): PasswordResetScreen {
  if (snapshot.status === 'done') return 'finished';
  if (snapshot.matches('keyCheckFailed')) return 'checkFailed';
  if (snapshot.hasTag('step:details')) return 'details';
  if (snapshot.hasTag('step:password')) return 'password';
  return 'checking';
}

export function connectPasswordReset(
  snapshot: SnapshotFrom<typeof passwordResetMachine>,
  send: (event: PasswordResetEvent) => void,
): PasswordResetViewModel {
  const { context } = snapshot;
  const rules = passwordRuleResults(context.passwords.password);
  return {
    screen: screenOf(snapshot),
    steps: context.migrated ? stepItems(passwordResetSteps, (tag) => snapshot.hasTag(tag)) : [],
    busy: snapshot.hasTag('busy'),
    userName: context.userName,
    details: context.details,
    passwords: context.passwords,
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    passwordRules: rules,
    passwordStrength: Object.values(rules).filter(Boolean).length,
    hasBack: context.migrated && snapshot.hasTag('step:password'),
    canGoBack: snapshot.can({ type: 'step.back' }),
    outcome: snapshot.status === 'done' ? (snapshot.output ?? null) : null,
    retry: () => send({ type: 'key.retry' }),
    changeDetails: (field, value) => send({ type: 'details.change', field, value }),
    changePassword: (field, value) => send({ type: 'password.change', field, value }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'password.submit' }),
  };
}
