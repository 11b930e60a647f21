/**
 * The steps that registration and guest registration share (document 1 section 3): the user id and
 * password (its availability checked), the contact details, the terms. Both machines take their
 * states from here and name the same guards and actions in their `setup()`: the guards are shared
 * as they are, the actions as `assign`s of the updates below. The edits (`editCredentials`,
 * `editContact`, `editTerms`) stay in each machine, which narrows its own events with `assertEvent`.
 */
import type { FieldErrors } from '../../src/domain/forms.ts';
import { credentialStepCheck, isStepValid, type StepCheck } from '../../src/domain/registrationSteps.ts';
import { failedWith, failureParams, outputParams, type CallFailure, type FailureParams } from '../common/effects.ts';
import { stepTag } from '../common/steps.ts';

export interface CredentialFields {
  userName: string;
  password: string;
  confirmPassword: string;
}

/** What the shared steps read and write of a sign-up machine's context. */
export interface SignUpContext {
  credentials: CredentialFields;
  agreed: boolean;
  /** Field message codes of the step on screen (VLD001 for several missing fields). */
  errors: FieldErrors;
  formError: 'VLD001' | null;
  /** The last call's failure, shown until the user acts again. */
  failure: CallFailure | null;
}

/** Passwords the server refuses although they pass the form's rules (too common, mismatched). */
const refusedPasswordCodes = ['PWD_COMMON', 'PWD_RULES', 'PWD_MISMATCH'];

/** The guards the shared steps name. */
export const signUpGuards = {
  isCredentialStepValid: ({ context }: { context: Pick<SignUpContext, 'credentials'> }) => isStepValid(credentialStepCheck(context.credentials)),
  hasAgreed: ({ context }: { context: Pick<SignUpContext, 'agreed'> }) => context.agreed,
  isUserNameAvailable: (_: unknown, { output }: { output: { available: boolean } }) => output.available,
  isUserNameTaken: failedWith(['REG_USERNAME_TAKEN']),
  isPasswordRefused: failedWith(refusedPasswordCodes),
};

/** A step's check as the form shows it: markers beside the fields, VLD001 for several missing. */
export const withCheck = (check: StepCheck) => ({ errors: check.fields, formError: check.form });

/**
 * What the shared actions assign, from the context (and the failure): each machine names them in its
 * `setup()` as `assign(({ context }) => signUpUpdates.<name>(context))`, so that `assign` takes the
 * machine's own context and events.
 */
export const signUpUpdates = {
  /** Every message cleared: the user acted again. */
  clearMessages: { errors: {}, formError: null, failure: null } as const,
  showCredentialErrors: (context: Pick<SignUpContext, 'credentials'>) => withCheck(credentialStepCheck(context.credentials)),
  storeFailure: ({ failure }: FailureParams) => ({ failure }),
  showUserNameTaken: (context: Pick<SignUpContext, 'errors'>) => ({ errors: { ...context.errors, userName: 'REG_USERNAME_TAKEN' } }),
  showPasswordRefusal: (context: Pick<SignUpContext, 'errors'>, { failure }: FailureParams) => ({ errors: { ...context.errors, password: failure.msgcode } }),
  showTermsRequired: (context: Pick<SignUpContext, 'errors'>) => ({ errors: { ...context.errors, agreed: 'REG_TERMS_REQUIRED' } }),
};

/**
 * The credentials step and its user id check, which moves on to the contact step (a machine with a
 * step before it adds its own `step.back`).
 */
export function credentialStates() {
  return {
    credentials: {
      description: 'User id and password (rules popup with a strength meter), confirmed.',
      tags: [stepTag('credentials')],
      on: {
        'credentials.change': { actions: 'editCredentials', description: 'The user types; nothing is lost.' },
        'step.next': [
          { guard: 'isCredentialStepValid', target: 'checkingUserName', actions: 'clearMessages' },
          { actions: 'showCredentialErrors', description: 'Bad or missing values: errors beside the fields (VLD001 for several).' },
        ],
      },
    },
    checkingUserName: {
      description: 'Is the user id still free? (logged as user name availability)',
      tags: [stepTag('credentials'), 'busy'],
      invoke: {
        id: 'checkUserName',
        src: 'checkUserName',
        input: ({ context }: { context: Pick<SignUpContext, 'credentials'> }) => ({ userName: context.credentials.userName.trim() }),
        onDone: [
          { guard: { type: 'isUserNameAvailable', params: outputParams<{ available: boolean }> }, target: 'contact' },
          { target: 'credentials', actions: 'showUserNameTaken', description: 'Taken: the user chooses another.' },
        ],
        onError: { target: 'credentials', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: retry with Continue.' },
      },
    },
  } as const;
}

/** The contact step (the machine adds its own further edits, such as a phone's contact type). */
export function contactState(description: string) {
  return {
    description,
    tags: [stepTag('contact')],
    on: {
      'contact.change': { actions: 'editContact' },
      'step.next': [{ guard: 'isContactStepValid', target: 'terms', actions: 'clearMessages' }, { actions: 'showContactErrors' }],
      'step.back': { target: 'credentials', actions: 'clearMessages' },
    },
  } as const;
}

/** The terms step: a summary to check and the terms to agree to; the submission moves on to `registering`. */
export const termsState = {
  description: 'A summary to check, and the terms to agree to.',
  tags: [stepTag('terms')],
  on: {
    'terms.change': { actions: 'editTerms' },
    'registration.submit': [
      { guard: 'hasAgreed', target: 'registering', actions: 'clearMessages' },
      { actions: 'showTermsRequired', description: 'The terms box must be ticked.' },
    ],
    'step.back': { target: 'contact', actions: 'clearMessages' },
  },
} as const;

/** A registration refused for the credentials: the user id was taken meanwhile, or the password is refused. */
export const credentialRefusals = [
  {
    guard: { type: 'isUserNameTaken', params: failureParams },
    target: 'credentials',
    actions: 'showUserNameTaken',
    description: 'The user id was taken meanwhile.',
  },
  {
    guard: { type: 'isPasswordRefused', params: failureParams },
    target: 'credentials',
    actions: { type: 'showPasswordRefusal', params: failureParams },
    description: 'A password the server refuses (e.g. too common).',
  },
] as const;
