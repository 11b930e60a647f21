import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isStepValid } from '../../../src/domain/registrationSteps.ts';
import { newPasswordCheck, updateUserCheck } from '../../../src/domain/recoveryForms.ts';
import { defineSteps, stepTag } from '../../common/steps.ts';
import { failedWith, failureParams, notProvided, outputParams, type FailureParams } from '../../common/effects.ts';
import type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetOutput,
  ResetKeyData,
  ResetPasswordBody,
  ResetPasswordData,
  UpdateUserBody,
  UpdateUserData,
  PasswordResetTag,
} from './passwordReset.types.ts';

/** The migrated-user path has two steps; a plain reset has the password step only (no tracker). */
export const passwordResetSteps = defineSteps([
  { id: 'details', labelId: 'recovery.reset.step.details' },
  { id: 'password', labelId: 'recovery.reset.step.password' },
] as const);

/** The link is gone: used, replaced by a newer one, expired, or not a key at all. */
const linkGoneCodes = ['RST001', 'REG_KEY_FORMAT', 'VLD002'];
const passwordCodes = ['PWD_COMMON', 'PWD_REUSED', 'PWD_RULES'];

const cleared = { errors: {}, formError: null, failure: null } as const;

/**
 * Reset password from the e-mailed link (/ResetPasswordForm?key=, /UpdateUser?key=; document 1
 * sections 2 and 4): the key is checked first; a migrated user confirms the user id, e-mail and
 * mobile number, then everyone sets a new password (rules popup and strength meter) once. A used
 * or expired link ends at /ResetError (/ResetUsernameError on the migrated path).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    output: {} as PasswordResetOutput,
    tags: {} as PasswordResetTag,
  },
  actors: {
    validateKey: fromPromise<ResetKeyData, { key: string }>(notProvided('validateKey')),
    updateUser: fromPromise<UpdateUserData, UpdateUserBody>(notProvided('updateUser')),
    resetPassword: fromPromise<ResetPasswordData, ResetPasswordBody>(notProvided('resetPassword')),
  },
  guards: {
    hasKey: ({ context }) => context.key !== '',
    isMigrated: ({ context }) => context.migrated,
    areDetailsValid: ({ context }) => isStepValid(updateUserCheck(context.details)),
    arePasswordsValid: ({ context }) => isStepValid(newPasswordCheck(context.passwords)),
    isMigratedKey: (_, { output }: { output: ResetKeyData }) => output.migrated,
    isLinkGone: failedWith(linkGoneCodes),
    isKeyUsed: failedWith(['RST001']),
    isUserNameTaken: failedWith(['REG_USERNAME_TAKEN']),
    isPasswordRefused: failedWith(passwordCodes),
  },
  actions: {
    clearMessages: assign(cleared),
    showDetailErrors: assign(({ context }) => {
      const result = updateUserCheck(context.details);
      return { errors: result.fields, formError: result.form };
    }),
    showPasswordErrors: assign(({ context }) => {
      const result = newPasswordCheck(context.passwords);
      return { errors: result.fields, formError: result.form };
    }),
    editDetails: assign(({ context, event }) => {
      assertEvent(event, 'details.change');
      return { details: { ...context.details, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    editPasswords: assign(({ context, event }) => {
      assertEvent(event, 'password.change');
      return { passwords: { ...context.passwords, [event.field]: event.value }, errors: { ...context.errors, [event.field]: undefined }, formError: null };
    }),
    storeFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    showPasswordRefusal: assign(({ context }, { failure }: FailureParams) => ({ errors: { ...context.errors, password: failure.msgcode } })),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'A customer sets a new password with the single-use link e-mailed by forgot password (or to a migrated user).',
  context: ({ input }) => ({
    key: input.key?.trim() ?? '',
    entry: input.entry,
    userName: '',
    migrated: false,
    details: { userName: '', email: '', phone: '' },
    passwords: { password: '', confirmPassword: '' },
    errors: {},
    formError: null,
    failure: null,
    result: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A link without a key cannot be used.',
      always: [{ guard: 'hasKey', target: 'checkingKey' }, { target: 'linkInvalid' }],
    },
    checkingKey: {
      description: 'Is the link still good? (single use, 60 minutes, replaced by a newer one)',
      tags: ['busy'],
      invoke: {
        id: 'validateKey',
        src: 'validateKey',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          {
            guard: { type: 'isMigratedKey', params: outputParams },
            target: 'details',
            actions: assign(({ context, event }) => ({
              userName: event.output.userName,
              migrated: true,
              details: { ...context.details, userName: event.output.userName },
            })),
            description: 'A migrated user confirms the details first.',
          },
          { target: 'password', actions: assign(({ event }) => ({ userName: event.output.userName, migrated: false })) },
        ],
        onError: [
          { guard: { type: 'isLinkGone', params: failureParams }, target: 'linkInvalid' },
          { target: 'keyCheckFailed', actions: { type: 'storeFailure', params: failureParams }, description: 'The check itself failed (network, GEN015).' },
        ],
      },
    },
    keyCheckFailed: {
      description: 'The link could not be checked: the message and Try again.',
      on: { 'key.retry': { target: 'checkingKey', actions: 'clearMessages' } },
    },
    details: {
      description: 'Migrated user: user id (prefilled), e-mail and mobile number.',
      tags: [stepTag('details')],
      on: {
        'details.change': { actions: 'editDetails' },
        'step.next': [
          { guard: 'areDetailsValid', target: 'updatingUser', actions: 'clearMessages' },
          { actions: 'showDetailErrors', description: 'Bad or missing details: messages beside the fields.' },
        ],
      },
    },
    updatingUser: {
      description: 'The details are saved; the key stays good for the password.',
      tags: [stepTag('details'), 'busy'],
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => ({
          key: context.key,
          userName: context.details.userName.trim(),
          email: context.details.email.trim(),
          phone: context.details.phone.trim(),
        }),
        onDone: { target: 'password', actions: assign(({ event }) => ({ userName: event.output.userName })) },
        onError: [
          { guard: { type: 'isKeyUsed', params: failureParams }, target: 'linkInvalid' },
          {
            guard: { type: 'isUserNameTaken', params: failureParams },
            target: 'details',
            actions: assign(({ context }) => ({ errors: { ...context.errors, userName: 'REG_USERNAME_TAKEN' } })),
            description: 'The user id belongs to someone else: choose another.',
          },
          { target: 'details', actions: { type: 'storeFailure', params: failureParams } },
        ],
      },
    },
    password: {
      description: 'The new password (rules popup with a strength meter), confirmed.',
      tags: [stepTag('password')],
      on: {
        'password.change': { actions: 'editPasswords' },
        'password.submit': [
          { guard: 'arePasswordsValid', target: 'resetting', actions: 'clearMessages' },
          { actions: 'showPasswordErrors', description: 'Rules not met, or "Passwords do not match, please try again".' },
        ],
        'step.back': { guard: 'isMigrated', target: 'details', actions: 'clearMessages', description: 'Migrated path: back to the details.' },
      },
    },
    resetting: {
      description: 'The password is set and the key used up; every session of the user ends.',
      tags: [stepTag('password'), 'busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ key: context.key, password: context.passwords.password, confirmPassword: context.passwords.confirmPassword }),
        onDone: { target: 'reset', actions: assign(({ event }) => ({ userName: event.output.userName })) },
        onError: [
          { guard: { type: 'isKeyUsed', params: failureParams }, target: 'linkInvalid', description: 'Used meanwhile (another tab) or expired.' },
          {
            guard: { type: 'isPasswordRefused', params: failureParams },
            target: 'password',
            actions: { type: 'showPasswordRefusal', params: failureParams },
            description: 'Too common, the current password, or against the rules.',
          },
          { target: 'password', actions: { type: 'storeFailure', params: failureParams } },
        ],
      },
    },
    reset: {
      description: '/ResetPasswordFormSuccess: sign in with the new password.',
      type: 'final',
      entry: assign({ result: 'reset' as const }),
    },
    linkInvalid: {
      description: '/ResetError (or /ResetUsernameError on the migrated path): ask for a new link.',
      type: 'final',
      entry: assign({ result: 'linkInvalid' as const }),
    },
  },
  output: ({ context }) => ({
    result: context.result ?? 'linkInvalid',
    userName: context.userName,
    migrated: context.migrated,
    entry: context.entry,
  }),
});
