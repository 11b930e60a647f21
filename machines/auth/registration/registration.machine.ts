import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountValidationData, RegistrationBody, RegistrationData } from '../../../src/domain/registration.ts';
import {
  accountStepCheck,
  contactStepCheck,
  credentialStepCheck,
  isStepValid,
  type StepCheck,
} from '../../../src/domain/registrationSteps.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import type { RegistrationContext, RegistrationEvent, RegistrationInput,  RegistrationTag } from './registration.types.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';

export const registrationSteps = defineSteps([
  { id: 'account', labelId: 'register.step.account' },
  { id: 'credentials', labelId: 'register.step.credentials' },
  { id: 'contact', labelId: 'register.step.contact' },
  { id: 'terms', labelId: 'register.step.terms' },
] as const);

/** Passwords the server refuses although they pass the form's rules (too common, mismatched). */
const refusedPasswordCodes = ['PWD_COMMON', 'PWD_RULES', 'PWD_MISMATCH'];

const withCheck = (check: StepCheck) => ({ errors: check.fields, formError: check.form });
const cleared = { errors: {}, formError: null, failure: null } as const;

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
    isAccountStepValid: ({ context }) => isStepValid(accountStepCheck(context.account, context.today)),
    isCredentialStepValid: ({ context }) => isStepValid(credentialStepCheck(context.credentials)),
    isContactStepValid: ({ context }) => isStepValid(contactStepCheck(context.contact)),
    hasAgreed: ({ context }) => context.agreed,
    isUserNameAvailable: (_, { output }: { output: { available: boolean } }) => output.available,
    isValidationExpired: failedWith(['REG001']),
    isUserNameTaken: failedWith(['REG_USERNAME_TAKEN']),
    isPasswordRefused: failedWith(refusedPasswordCodes),
  },
  actions: {
    showAccountErrors: assign(({ context }) => withCheck(accountStepCheck(context.account, context.today))),
    showCredentialErrors: assign(({ context }) => withCheck(credentialStepCheck(context.credentials))),
    showContactErrors: assign(({ context }) => withCheck(contactStepCheck(context.contact))),
    clearMessages: assign(cleared),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    showUserNameTaken: assign(({ context }) => ({ errors: { ...context.errors, userName: 'REG_USERNAME_TAKEN' } })),
    showPasswordRefusal: assign(({ context }, { failure }: FailureParams) => ({ errors: { ...context.errors, password: failure.msgcode } })),
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
    credentials: {
      description: 'User id and password (rules popup with a strength meter), confirmed.',
      tags: [stepTag('credentials')],
      on: {
        'credentials.change': { actions: 'editCredentials' },
        'step.next': [
          { guard: 'isCredentialStepValid', target: 'checkingUserName', actions: 'clearMessages' },
          { actions: 'showCredentialErrors' },
        ],
        'step.back': { target: 'account', actions: 'clearMessages' },
      },
    },
    checkingUserName: {
      description: 'Is the user id still free? (logged as user name availability)',
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
        onError: { target: 'credentials', actions: { type: 'storeFailure', params: failureParams } },
      },
    },
    contact: {
      description: 'E-mail and mobile number; e-mail notifications on, text off, paperless on by default.',
      tags: [stepTag('contact')],
      on: {
        'contact.change': { actions: 'editContact' },
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
          {
            guard: { type: 'isUserNameTaken', params: failureParams },
            target: 'credentials',
            actions: 'showUserNameTaken',
          },
          {
            guard: { type: 'isPasswordRefused', params: failureParams },
            target: 'credentials',
            actions: { type: 'showPasswordRefusal', params: failureParams },
            description: 'A password the server refuses (e.g. too common).',
          },
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
