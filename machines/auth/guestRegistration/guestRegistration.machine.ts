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
import { isStepValid } from '../../../src/domain/registrationSteps.ts';
import { failedWith, failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import { contactState, credentialRefusals, credentialStates, signUpGuards, signUpUpdates, termsState, withCheck } from '../signUpSteps.ts';
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
const invitationRefusals = ['GINV001', 'REG_KEY_FORMAT'] as const;
const contact = contactState('The invited e-mail, a phone with its contact type (1 mobile, 2 landline), optional second e-mail and phone.');

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
    ...signUpGuards,
    isKeyWellFormed: ({ context }) => v.safeParse(linkKeySchema, context.key).success,
    isFormEntry: ({ context }) => context.entry === 'form',
    isContactStepValid: ({ context }) => isStepValid(guestContactStepCheck(context.contact)),
    isInvitationRefused: failedWith(invitationRefusals),
    isNotInvitedEmail: failedWith(['GINV002']),
  },
  actions: {
    showContactErrors: assign(({ context }) => withCheck(guestContactStepCheck(context.contact))),
    storeRefusal: assign((_, { failure }: FailureParams) => ({ refusal: failure.msgcode })),
    showCredentialErrors: assign(({ context }) => signUpUpdates.showCredentialErrors(context)),
    clearMessages: assign(signUpUpdates.clearMessages),
    storeFailure: assign((_, params: FailureParams) => signUpUpdates.storeFailure(params)),
    showTermsRequired: assign(({ context }) => signUpUpdates.showTermsRequired(context)),
    showUserNameTaken: assign(({ context }) => signUpUpdates.showUserNameTaken(context)),
    showPasswordRefusal: assign(({ context }, params: FailureParams) => signUpUpdates.showPasswordRefusal(context, params)),
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
    ...credentialStates(),
    contact: {
      ...contact,
      on: { ...contact.on, 'contact.changeType': { actions: 'editContact', description: 'Mobile or landline: the phone rule follows.' } },
    },
    terms: termsState,
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
          ...credentialRefusals,
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
