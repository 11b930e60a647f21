import type { SnapshotFrom } from 'xstate';
import { passwordRuleResults, type PasswordRuleId } from '../../../src/domain/credentials.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { registrationSteps, type registrationMachine } from './registration.machine.ts';
import type {
  AccountFields,
  ContactFields,
  CredentialFields,
  RegistrationContext,
  RegistrationEvent,
  StepName,
} from './registration.types.ts';

export interface RegistrationViewModel {
  steps: StepItem[];
  step: StepName | 'done';
  busy: boolean;
  values: Pick<RegistrationContext, 'account' | 'credentials' | 'contact' | 'agreed'>;
  errors: RegistrationContext['errors'];
  formError: 'VLD001' | null;
  failure: RegistrationContext['failure'];
  /** Each password rule valid or not, live (the rules popup). */
  passwordRules: Record<PasswordRuleId, boolean>;
  /** 0-5: rules met, for the strength meter. */
  passwordStrength: number;
  maskedEmail: string | null;
  sentTo: string | null;
  canGoBack: boolean;
  changeAccount: (field: keyof AccountFields, value: string | number) => void;
  changeCredentials: (field: keyof CredentialFields, value: string) => void;
  changeContact: (field: keyof ContactFields, value: string | boolean) => void;
  agree: (agreed: boolean) => void;
  next: () => void;
  back: () => void;
  submit: () => void;
}

function stepOf(snapshot: SnapshotFrom<typeof registrationMachine>): StepName | 'done' {
  if (snapshot.status === 'done') return 'done';
  return (registrationSteps.find((step) => snapshot.hasTag(`step:${step.id}`))?.id ?? 'account') as StepName;
}

export function connectRegistration(
  snapshot: SnapshotFrom<typeof registrationMachine>,
  send: (event: RegistrationEvent) => void,
): RegistrationViewModel {
  const { context } = snapshot;
  const rules = passwordRuleResults(context.credentials.password);
  return {
    steps: stepItems(registrationSteps, (tag) => snapshot.hasTag(tag)),
    step: stepOf(snapshot),
    busy: snapshot.hasTag('busy'),
    values: { account: context.account, credentials: context.credentials, contact: context.contact, agreed: context.agreed },
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    passwordRules: rules,
    passwordStrength: Object.values(rules).filter(Boolean).length,
    maskedEmail: context.validated?.maskedEmail ?? null,
    sentTo: context.sentTo,
    canGoBack: snapshot.can({ type: 'step.back' }),
    changeAccount: (field, value) => send({ type: 'account.change', field, value }),
    changeCredentials: (field, value) => send({ type: 'credentials.change', field, value }),
    changeContact: (field, value) => send({ type: 'contact.change', field, value }),
    agree: (agreed) => send({ type: 'terms.change', agreed }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'registration.submit' }),
  };
}
