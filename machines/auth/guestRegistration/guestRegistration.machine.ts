import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { contactTypes } from '../../../src/domain/fields.ts';
import { guestContactStepCheck } from '../../../src/domain/guestSteps.ts';
import {
  linkKeySchema,
  type GuestInvitationData,
  type GuestRegistrationBody,
  type GuestRegistrationData,
} from '../../../src/domain/registration.ts';
import { credentialStepCheck, isStepValid, type StepCheck } from '../../../src/domain/registrationSteps.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import type {
  GuestRegistrationContext,
  GuestRegistrationEvent,
  GuestRegistrationInput,
  GuestRegistrationOutput,
  GuestRegistrationTag,
} from './guestRegistration.types.ts';

export const guestRegistrationSteps = defineSteps([
  { id: 'credentials', labelId: 'guest.register.step.credentials' },
  { id: 'contact', labelId: 'guest.register.step.contact' },
  { id: 'terms', labelId: 'guest.register.step.terms' },
] as const);

/** Failure codes that mean the invitation itself cannot be used (unknown, used, revoked, expired, malformed). */
export const invitationRefusals = ['GINV001', 'REG_KEY_FORMAT'] as const;
/** Passwords the server refuses although they pass the form's rules (too common, mismatched). */
const refusedPasswordCodes = ['PWD_COMMON', 'PWD_RULES', 'PWD_MISMATCH'];

const withCheck = (check: StepCheck) => ({ errors: check.fields, formError: check.form });
const cleared = { errors: {}, formError: null, failure: null } as const;

/**
 * Guest registration (/GuestRegister, /GuestRegistration to /GuestRegistrationSuccess; document 1
 * sections 2-3): the invitation key of the e-mailed link is checked first (a bad, used or expired
 * one ends on /GuestInviteError); then a free user id and a password meeting the rules, the contact
 * details (the invited e-mail, a phone with its contact type, optional second ones), the terms. The
 * guest is active at once with role 8 on the inviter's account. Nothing typed is lost on a failure.
 */
export const guestRegistrationMachine = setup({
  types: {
    context: {} as GuestRegistrationContext,
    events: {} as GuestRegistrationEvent,
    input: {} as GuestRegistrationInput,
    output: {} as GuestRegistrationOutput,
    tags: {} as GuestRegistrationTag,
  },
  actors: {
    loadInvitation: fromPromise<GuestInvitationData, { key: string }>(notProvided('loadInvitation')),
    checkUserName: fromPromise<{ available: boolean }, { userName: string }>(notProvided('checkUserName')),
    registerGuest: fromPromise<GuestRegistrationData, GuestRegistrationBody>(notProvided('registerGuest')),
  },
  guards: {
    isKeyWellFormed: ({ context }) => v.safeParse(linkKeySchema, context.key).success,
    isFormEntry: ({ context }) => context.entry === 'form',
    isCredentialStepValid: ({ context }) => isStepValid(credentialStepCheck(context.credentials)),
    isContactStepValid: ({ context }) => isStepValid(guestContactStepCheck(context.contact)),
    hasAgreed: ({ context }) => context.agreed,
    isInvitationRefused: failedWith(invitationRefusals),
    isUserNameAvailable: (_, { output }: { output: { available: boolean } }) => output.available,
    isUserNameTaken: failedWith(['REG_USERNAME_TAKEN']),
    isPasswordRefused: failedWith(refusedPasswordCodes),
    isNotInvitedEmail: failedWith(['GINV002']),
  },
  actions: {
    showCredentialErrors: assign(({ context }) => withCheck(credentialStepCheck(context.credentials))),
    showContactErrors: assign(({ context }) => withCheck(guestContactStepCheck(context.contact))),
    clearMessages: assign(cleared),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    storeRefusal: assign((_, { failure }: FailureParams) => ({ refusal: failure.msgcode })),
    showUserNameTaken: assign(({ context }) => ({ errors: { ...context.errors, userName: 'REG_USERNAME_TAKEN' } })),
    showPasswordRefusal: assign(({ context }, { failure }: FailureParams) => ({ errors: { ...context.errors, password: failure.msgcode } })),
    // Editing keeps the value and clears that field's marker (document 2 section 5).
    editCredentials: assign(({ context, event }) => {
      assertEvent(event, 'credentials.change');
      return { credentials: { ...context.credentials, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    editContact: assign(({ context, event }) => {
      assertEvent(event, ['contact.change', 'contact.changeType']);
      // A new contact type re-decides the phone's rule: its marker clears too.
      const phone = event.field === 'primaryPhoneType' ? 'primaryPhone' : event.field === 'secondaryPhoneType' ? 'secondaryPhone' : event.field;
      return {
        contact: { ...context.contact, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined, [phone]: undefined },
        formError: null,
      };
    }),
    editTerms: assign(({ context, event }) => {
      assertEvent(event, 'terms.change');
      return { agreed: event.agreed, errors: { ...context.errors, agreed: undefined } };
    }),
  },
}).createMachine({
  id: 'guestRegistration',
  description: 'A person invited by a customer registers as a guest user (role 8) of that account.',
  context: ({ input }) => ({
    key: input.key.trim(),
    entry: input.entry,
    invitation: null,
    credentials: { userName: '', password: '', confirmPassword: '' },
    contact: {
      primaryEmail: '',
      secondaryEmail: '',
      primaryPhone: '',
      primaryPhoneType: contactTypes.mobile,
      secondaryPhone: '',
      secondaryPhoneType: contactTypes.landline,
    },
    agreed: false,
    errors: {},
    formError: null,
    failure: null,
    refusal: null,
    userName: null,
  }),
  output: ({ context }) => ({
    result: context.userName ? 'registered' : 'refused',
    userName: context.userName,
    refusal: context.refusal,
  }),
  initial: 'checkingKey',
  states: {
    checkingKey: {
      description: 'A link without a well-formed key is refused without a call.',
      always: [
        { guard: 'isKeyWellFormed', target: 'loadingInvitation' },
        { target: 'refused', actions: assign({ refusal: 'REG_KEY_FORMAT' }), description: 'No key, or not one the utility sends.' },
      ],
    },
    loadingInvitation: {
      description: 'The utility reads the invitation behind the key: account (masked), inviter, e-mail, end date.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadInvitation',
        src: 'loadInvitation',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          {
            guard: 'isFormEntry',
            target: 'credentials',
            actions: assign(({ context, event }) => ({
              invitation: event.output,
              // The invited address is the one to register with.
              contact: { ...context.contact, primaryEmail: context.contact.primaryEmail || event.output.email },
              failure: null,
            })),
            description: '/GuestRegistration: straight to the form.',
          },
          {
            target: 'invitation',
            actions: assign(({ event }) => ({ invitation: event.output, failure: null })),
            description: '/GuestRegister: the invitation is shown first.',
          },
        ],
        onError: [
          {
            guard: { type: 'isInvitationRefused', params: failureParams },
            target: 'refused',
            actions: { type: 'storeRefusal', params: failureParams },
            description: 'GINV001: unknown, used, withdrawn or expired invitation.',
          },
          {
            target: 'invitationUnavailable',
            actions: { type: 'storeFailure', params: failureParams },
            description: 'The service could not answer (network, GEN015 blocked, server error).',
          },
        ],
      },
    },
    invitationUnavailable: {
      description: 'The invitation could not be read; the user may try again.',
      on: {
        'invitation.retry': { target: 'loadingInvitation', actions: 'clearMessages', description: 'Retry the same key.' },
      },
    },
    invitation: {
      description: '/GuestRegister: who invited the guest, to which account, until when; a link opens the form.',
    },
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
      description: 'Is the user id still free?',
      tags: [stepTag('credentials'), 'busy'],
      invoke: {
        id: 'checkUserName',
        src: 'checkUserName',
        input: ({ context }) => ({ userName: context.credentials.userName.trim() }),
        onDone: [
          { guard: { type: 'isUserNameAvailable', params: outputParams }, target: 'contact' },
          {
            target: 'credentials',
            actions: 'showUserNameTaken',
            description: 'Taken: the user chooses another.',
          },
        ],
        onError: { target: 'credentials', actions: { type: 'storeFailure', params: failureParams }, description: 'The check failed: retry with Continue.' },
      },
    },
    contact: {
      description: 'The invited e-mail, a phone with its contact type (1 mobile, 2 landline), optional second e-mail and phone.',
      tags: [stepTag('contact')],
      on: {
        'contact.change': { actions: 'editContact' },
        'contact.changeType': { actions: 'editContact', description: 'Mobile or landline: the phone rule follows.' },
        'step.next': [{ guard: 'isContactStepValid', target: 'terms', actions: 'clearMessages' }, { actions: 'showContactErrors' }],
        'step.back': { target: 'credentials', actions: 'clearMessages' },
      },
    },
    terms: {
      description: 'A summary to check, and the terms to agree to.',
      tags: [stepTag('terms')],
      on: {
        'terms.change': { actions: 'editTerms' },
        'registration.submit': [
          { guard: 'hasAgreed', target: 'registering', actions: 'clearMessages' },
          {
            actions: assign(({ context }) => ({ errors: { ...context.errors, agreed: 'REG_TERMS_REQUIRED' } })),
            description: 'The terms box must be ticked.',
          },
        ],
        'step.back': { target: 'contact', actions: 'clearMessages' },
      },
    },
    registering: {
      description: 'The guest user is created, active at once, holding the account as role 8 until the end date.',
      tags: [stepTag('terms'), 'busy'],
      invoke: {
        id: 'registerGuest',
        src: 'registerGuest',
        input: ({ context }) => ({
          userName: context.credentials.userName.trim(),
          password: context.credentials.password,
          confirmPassword: context.credentials.confirmPassword,
          primaryEmail: context.contact.primaryEmail.trim(),
          secondaryEmail: context.contact.secondaryEmail.trim(),
          primaryPhone: context.contact.primaryPhone.trim(),
          primaryPhoneType: context.contact.primaryPhoneType,
          secondaryPhone: context.contact.secondaryPhone.trim(),
          secondaryPhoneType: context.contact.secondaryPhoneType,
          isAggree: true,
          // No account number: the invitation shows it masked, and the server knows it by the key.
          validationKey: context.key,
        }),
        onDone: { target: 'registered', actions: assign(({ event }) => ({ userName: event.output.userName })) },
        onError: [
          {
            guard: { type: 'isInvitationRefused', params: failureParams },
            target: 'refused',
            actions: { type: 'storeRefusal', params: failureParams },
            description: 'The invitation was used, withdrawn or expired meanwhile.',
          },
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
          {
            guard: { type: 'isNotInvitedEmail', params: failureParams },
            target: 'contact',
            actions: assign(({ context }) => ({ errors: { ...context.errors, primaryEmail: 'GINV002' } })),
            description: 'Not the invited e-mail address.',
          },
          { target: 'terms', actions: { type: 'storeFailure', params: failureParams }, description: 'Any other failure: retry from the terms.' },
        ],
      },
    },
    registered: {
      description: '/GuestRegistrationSuccess: the guest can sign in.',
      type: 'final',
    },
    refused: {
      description: '/GuestInviteError: the link cannot be used.',
      type: 'final',
    },
  },
});
