import type { StepTag } from '../../common/steps.ts';
import type { FieldErrors } from '../../../src/domain/forms.ts';
import type { GuestContactValues } from '../../../src/domain/guestSteps.ts';
import type { GuestInvitationData } from '../../../src/domain/registration.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { CredentialFields } from '../signUpSteps.ts';

export type GuestCredentialFields = CredentialFields;

export type GuestContactFields = GuestContactValues;

export type GuestStepName = 'credentials' | 'contact' | 'terms';

/** Where the flow was opened: the invitation page (/GuestRegister) or the form (/GuestRegistration). */
export type GuestEntryPage = 'invitation' | 'form';

export interface GuestRegistrationContext {
  /** The invitation key of the e-mailed link ('' when the link had none). */
  key: string;
  entry: GuestEntryPage;
  invitation: GuestInvitationData | null;
  credentials: GuestCredentialFields;
  contact: GuestContactFields;
  agreed: boolean;
  errors: FieldErrors;
  formError: 'VLD001' | null;
  /** The last call's failure, shown until the user acts again. */
  failure: CallFailure | null;
  /** Why the invitation cannot be used (GINV001, REG_KEY_FORMAT): the flow ends on /GuestInviteError. */
  refusal: string | null;
  /** The registered guest's user id (/GuestRegistrationSuccess). */
  userName: string | null;
}

export type GuestRegistrationEvent =
  | { type: 'credentials.change'; field: keyof GuestCredentialFields; value: string }
  | { type: 'contact.change'; field: 'primaryEmail' | 'secondaryEmail' | 'primaryPhone' | 'secondaryPhone'; value: string }
  | { type: 'contact.changeType'; field: 'primaryPhoneType' | 'secondaryPhoneType'; value: 1 | 2 }
  | { type: 'terms.change'; agreed: boolean }
  | { type: 'invitation.retry' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'registration.submit' };

export interface GuestRegistrationInput {
  key: string;
  entry: GuestEntryPage;
}

export interface GuestRegistrationOutput {
  /** 'registered' (to /GuestRegistrationSuccess) or 'refused' (to /GuestInviteError). */
  result: 'registered' | 'refused';
  userName: string | null;
  refusal: string | null;
}

/** The state tags of the machine (a step tag per step of its tracker). */
export type GuestRegistrationTag = 'busy' | 'loading' | StepTag<GuestStepName>;
