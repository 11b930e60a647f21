import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountValidationData, RegistrationBody, RegistrationData } from '../../../src/domain/registration.ts';
import { accountStepCheck, contactStepCheck, isStepValid } from '../../../src/domain/registrationSteps.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import type { RegistrationContext, RegistrationEvent, RegistrationInput, RegistrationTag } from './registration.types.ts';
import { failedWith, failureParams, notProvided, type FailureParams } from '../../common/effects.ts';
import { contactState, credentialRefusals, credentialStates, signUpGuards, signUpUpdates, termsState, withCheck } from '../signUpSteps.ts';

const credentialSteps = credentialStates();

export const registrationSteps = defineSteps([
  { id: 'account', labelId: 'register.step.account' },
  { id: 'credentials', labelId: 'register.step.credentials' },
  { id: 'contact', labelId: 'register.step.contact' },
  { id: 'terms', labelId: 'register.step.terms' },
] as const);

/**
 * Registration (/Register to /RegisterSuccess; document 1 sections 2-3): the account is validated
 * first, then the user id (its availability is checked) and password, the contact details and
 * preferences (e-mail on, text off, paperless on), the terms; the server then sends the activation
 * link. What the user typed stays through every failure and every step back.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as RegistrationTag,
  },
  actors: {
    validateAccount: fromPromise<AccountValidationData, RegistrationContext['account']>(notProvided('validateAccount')),
    checkUserName: fromPromise<{ available: boolean }, { userName: string }>(notProvided('checkUserName')),
    register: fromPromise<RegistrationData, RegistrationBody>(notProvided('register')),
  },
  guards: {
    ...signUpGuards,
    isAccountStepValid: ({ context }) => isStepValid(accountStepCheck(context.account, context.today)),
    isContactStepValid: ({ context }) => isStepValid(contactStepCheck(context.contact)),
    isValidationExpired: failedWith(['REG001']),
  },
  actions: {
    showAccountErrors: assign(({ context }) => withCheck(accountStepCheck(context.account, context.today))),
    showContactErrors: assign(({ context }) => withCheck(contactStepCheck(context.contact))),
    clearMessages: assign(signUpUpdates.clearMessages),
    showCredentialErrors: assign(({ context }) => signUpUpdates.showCredentialErrors(context)),
    storeFailure: assign((_, params: FailureParams) => signUpUpdates.storeFailure(params)),
    showUserNameTaken: assign(({ context }) => signUpUpdates.showUserNameTaken(context)),
    showPasswordRefusal: assign(({ context }, params: FailureParams) => signUpUpdates.showPasswordRefusal(context, params)),
    showTermsRequired: assign(({ context }) => signUpUpdates.showTermsRequired(context)),
    // Editing keeps the value and clears that field's marker (document 2 section 5).
    editAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.change');
      // A changed account must be validated again.
      return {
        account: { ...context.account, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        formError: null,
        validated: null,
      };
    }),
    editCredentials: assign(({ context, event }) => {
      assertEvent(event, 'credentials.change');
      return {
        credentials: { ...context.credentials, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        formError: null,
      };
    }),
    editContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      return {
        contact: { ...context.contact, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        formError: null,
      };
    }),
    editTerms: assign(({ context, event }) => {
      assertEvent(event, 'terms.change');
      return { agreed: event.agreed, errors: { ...context.errors, agreed: undefined } };
    }),
  },
}).createMachine({
  id: 'registration',
  description: 'A customer creates a portal user for a service account that has none yet.',
  context: ({ input }) => ({
    account: {
      accountNumber: '',
      dateOfBirth: '',
      firstName: '',
      lastName: '',
      registrationType: 0,
      idNumber: '',
      orgName: '',
      postCode: '',
    },
    credentials: { userName: '', password: '', confirmPassword: '' },
    contact: {
      middleName: '',
      primaryEmail: '',
      primaryPhone: '',
      // Defaults of document 1 section 3.
      emailNotification: true,
      textNotification: false,
      enrollPaperlessBilling: true,
    },
    agreed: false,
    validated: null,
    errors: {},
    formError: null,
    failure: null,
    sentTo: null,
    today: input.today,
  }),
  initial: 'account',
  states: {
    account: {
      description: 'Account number, date of birth, names, id number and post code.',
      tags: [stepTag('account')],
      on: {
        'account.change': { actions: 'editAccount', description: 'The user types; nothing is lost.' },
        'step.next': [
          { guard: 'isAccountStepValid', target: 'validatingAccount', actions: 'clearMessages' },
          { actions: 'showAccountErrors', description: 'Bad or missing details: errors beside the fields.' },
        ],
      },
    },
    validatingAccount: {
      description: 'The utility checks the details against the account (logged as account validation).',
      tags: [stepTag('account'), 'busy'],
      invoke: {
        id: 'validateAccount',
        src: 'validateAccount',
        input: ({ context }) => context.account,
        onDone: {
          target: 'credentials',
          actions: assign(({ event }) => ({ validated: event.output, failure: null })),
        },
        onError: {
          target: 'account',
          actions: { type: 'storeFailure', params: failureParams },
          description: 'VA001 already registered, GEN014 details do not match, GEN015 blocked.',
        },
      },
    },
    ...credentialSteps,
    credentials: { ...credentialSteps.credentials, on: { ...credentialSteps.credentials.on, 'step.back': { target: 'account', actions: 'clearMessages' } } },
    contact: contactState('E-mail and mobile number; e-mail notifications on, text off, paperless on by default.'),
    terms: termsState,
    registering: {
      description: 'The user is created and the account linked; the activation link is e-mailed.',
      tags: [stepTag('terms'), 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          validationToken: context.validated?.validationToken ?? '',
          accountNumber: context.validated?.accountNumber ?? context.account.accountNumber,
          firstName: context.account.firstName.trim(),
          middleName: context.contact.middleName.trim(),
          lastName: context.account.lastName.trim(),
          userName: context.credentials.userName.trim(),
          password: context.credentials.password,
          confirmPassword: context.credentials.confirmPassword,
          primaryEmail: context.contact.primaryEmail.trim(),
          primaryPhone: context.contact.primaryPhone.trim(),
          emailNotification: context.contact.emailNotification,
          textNotification: context.contact.textNotification,
          enrollPaperlessBilling: context.contact.enrollPaperlessBilling,
          isAggree: true,
        }),
        onDone: { target: 'registered', actions: assign(({ event }) => ({ sentTo: event.output.maskedEmail })) },
        onError: [
          {
            // The validation expired (30 minutes): validate the account again, everything kept.
            guard: { type: 'isValidationExpired', params: failureParams },
            target: 'account',
            actions: [{ type: 'storeFailure', params: failureParams }, assign({ validated: null })],
          },
          ...credentialRefusals,
          { target: 'terms', actions: { type: 'storeFailure', params: failureParams } },
        ],
      },
    },
    registered: {
      description: '/RegisterSuccess: the activation link is on its way.',
      type: 'final',
    },
  },
});
