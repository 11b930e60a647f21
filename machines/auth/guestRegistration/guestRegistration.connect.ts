import type { SnapshotFrom } from 'xstate';
import { passwordRuleResults, type PasswordRuleId } from '../../../src/domain/credentials.ts';
import type { GuestInvitationData } from '../../../src/domain/registration.ts';
import { stepItems, type StepItem } from '../../common/steps.ts';
import { guestRegistrationSteps, type guestRegistrationMachine } from './guestRegistration.machine.ts';
import type {
  GuestContactFields,
  GuestCredentialFields,
  GuestRegistrationContext,
  GuestRegistrationEvent,
  GuestStepName,
} from './guestRegistration.types.ts';

/** What the page shows: the invitation check, the invitation, a form step, or the end. */
type GuestRegistrationScreen = 'loading' | 'unavailable' | 'invitation' | GuestStepName | 'registered' | 'refused';

export interface GuestRegistrationViewModel {
  screen: GuestRegistrationScreen;
  steps: StepItem[];
  busy: boolean;
  invitation: GuestInvitationData | null;
  values: Pick<GuestRegistrationContext, 'credentials' | 'contact' | 'agreed'>;
  errors: GuestRegistrationContext['errors'];
  formError: 'VLD001' | null;
  failure: GuestRegistrationContext['failure'];
  refusal: string | null;
  userName: string | null;
  /** Each password rule valid or not, live (the rules popup). */
  passwordRules: Record<PasswordRuleId, boolean>;
  /** 0-5: rules met, for the strength meter. */
  passwordStrength: number;
  canGoBack: boolean;
  changeCredentials: (field: keyof GuestCredentialFields, value: string) => void;
  changeContact: (field: 'primaryEmail' | 'secondaryEmail' | 'primaryPhone' | 'secondaryPhone', value: string) => void;
  changeContactType: (field: 'primaryPhoneType' | 'secondaryPhoneType', value: 1 | 2) => void;
  agree: (agreed: boolean) => void;
  retry: () => void;
  next: () => void;
  back: () => void;
  submit: () => void;
}

function screenOf(snapshot: SnapshotFrom<typeof guestRegistrationMachine>): GuestRegistrationScreen {
  if (snapshot.matches('registered')) return 'registered';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('invitationUnavailable')) return 'unavailable';
  if (snapshot.matches('invitation')) return 'invitation';
  const step = guestRegistrationSteps.find((candidate) => snapshot.hasTag(`step:${candidate.id}`));
  return step ? step.id : 'loading';
}

export function connectGuestRegistration(
  snapshot: SnapshotFrom<typeof guestRegistrationMachine>,
  send: (event: GuestRegistrationEvent) => void,
): GuestRegistrationViewModel {
  const { context } = snapshot;
  const rules = passwordRuleResults(context.credentials.password);
  const screen = screenOf(snapshot);
  return {
    screen,
    steps: stepItems(guestRegistrationSteps, (tag) => snapshot.hasTag(tag), screen === 'registered' ? 'allDone' : 'allTodo'),
    busy: snapshot.hasTag('busy'),
    invitation: context.invitation,
    values: { credentials: context.credentials, contact: context.contact as GuestContactFields, agreed: context.agreed },
    errors: context.errors,
    formError: context.formError,
    failure: context.failure,
    refusal: context.refusal,
    userName: context.userName,
    passwordRules: rules,
    passwordStrength: Object.values(rules).filter(Boolean).length,
    canGoBack: snapshot.can({ type: 'step.back' }),
    changeCredentials: (field, value) => send({ type: 'credentials.change', field, value }),
    changeContact: (field, value) => send({ type: 'contact.change', field, value }),
    changeContactType: (field, value) => send({ type: 'contact.changeType', field, value }),
    agree: (agreed) => send({ type: 'terms.change', agreed }),
    retry: () => send({ type: 'invitation.retry' }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'registration.submit' }),
  };
}
