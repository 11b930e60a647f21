/**
 * Catalogue entry of the registration flow: how the path engine, the atlas and the coverage report
 * walk it without a server.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from '../../../src/domain/credentials.ts';
import {
  accountNumberFieldSchema,
  dateOfBirthSchemaAt,
  emailSchema,
  idNumberSchema,
  nameSchema,
  orgNameSchema,
  phoneSchema,
  zipSchema,
} from '../../../src/domain/fields.ts';
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { registrationMachine } from './registration.machine.ts';
import type { RegistrationContext } from './registration.types.ts';

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/** How many of the account step's fields hold a valid value (the step's guard passes at all of them). */
function validAccountFields({ account, today }: RegistrationContext): number {
  const checks: [v.GenericSchema, string][] = [
    [accountNumberFieldSchema, account.accountNumber],
    [dateOfBirthSchemaAt(() => today), account.dateOfBirth],
    [nameSchema, account.firstName],
    [nameSchema, account.lastName],
    [idNumberSchema, account.idNumber],
    [zipSchema, account.postCode],
    ...(account.registrationType === 1 ? ([[orgNameSchema, account.orgName]] as [v.GenericSchema, string][]) : []),
  ];
  return checks.filter(([schema, value]) => value.trim() !== '' && passes(schema, value)).length;
}

function validCredentialFields({ credentials }: RegistrationContext): number {
  const { userName, password, confirmPassword } = credentials;
  return [passes(userIdSchema, userName), passes(newPasswordSchema, password), confirmPassword !== '' && confirmPassword === password].filter(Boolean)
    .length;
}

function validContactFields({ contact }: RegistrationContext): number {
  return [passes(emailSchema, contact.primaryEmail), passes(phoneSchema, contact.primaryPhone)].filter(Boolean).length;
}

const registrationFailure = (msgcode: string) => ({ msgcode, message: '' });

export const registrationEntry = entry({
  id: 'registration',
  title: 'Registration',
  description:
    'A visitor creates a portal user for a service account: account details validated by the utility (VA001 ' +
    'already registered, GEN014 details do not match), a free user id and a password meeting the rules, contact ' +
    'details with the default preferences, the terms; the activation link is then e-mailed (/RegisterSuccess).',
  machine: registrationMachine,
  kind: 'flow',
  view: 'src/features/auth/registration/RegisterPage.tsx',
  scenarios: [{ label: 'today 15 January 2026', input: { today: new Date('2026-01-15T10:00:00Z') } }],
  events: [
    { type: 'account.change', field: 'accountNumber', value: '300028493760' },
    { type: 'account.change', field: 'accountNumber', value: '12a' },
    { type: 'account.change', field: 'dateOfBirth', value: '19880314' },
    { type: 'account.change', field: 'dateOfBirth', value: '20990101' },
    { type: 'account.change', field: 'firstName', value: 'Keabetswe' },
    { type: 'account.change', field: 'lastName', value: 'Modise' },
    { type: 'account.change', field: 'idNumber', value: '438521907' },
    { type: 'account.change', field: 'postCode', value: '59001' },
    { type: 'account.change', field: 'postCode', value: '00000' },
    { type: 'account.change', field: 'registrationType', value: 1 },
    { type: 'account.change', field: 'registrationType', value: 0 },
    { type: 'account.change', field: 'orgName', value: 'Modise Holdings' },
    { type: 'credentials.change', field: 'userName', value: 'keabetswe.m' },
    { type: 'credentials.change', field: 'userName', value: '0000000' },
    { type: 'credentials.change', field: 'password', value: 'Sunrise#2024' },
    { type: 'credentials.change', field: 'password', value: 'sunrise' },
    { type: 'credentials.change', field: 'confirmPassword', value: 'Sunrise#2024' },
    { type: 'credentials.change', field: 'confirmPassword', value: 'Sunrise#2025' },
    { type: 'contact.change', field: 'primaryEmail', value: 'keabetswe@example.com' },
    { type: 'contact.change', field: 'primaryEmail', value: 'keabetswe@' },
    { type: 'contact.change', field: 'primaryPhone', value: '71234567' },
    { type: 'contact.change', field: 'textNotification', value: true },
    { type: 'terms.change', agreed: true },
    { type: 'terms.change', agreed: false },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'registration.submit' },
  ],
  outcomes: {
    validateAccount: [
      resolves(
        'validateAccount',
        { accountNumber: '300028493760', customerNumber: '1001', maskedEmail: 'k***@example.com', validationToken: 'token', expiresIn: 1800 },
        'resolve: account validated',
      ),
      rejects('validateAccount', registrationFailure('VA001'), 'reject: VA001 already registered'),
      rejects('validateAccount', registrationFailure('GEN014'), 'reject: GEN014 details do not match'),
    ],
    checkUserName: [
      resolves('checkUserName', { available: true }, 'resolve: user id free'),
      resolves('checkUserName', { available: false }, 'resolve: user id taken'),
      rejects('checkUserName', registrationFailure('GEN500'), 'reject: service unavailable'),
    ],
    register: [
      resolves('register', { userName: 'keabetswe.m', maskedEmail: 'k***@example.com' }, 'resolve: activation link sent'),
      rejects('register', registrationFailure('REG001'), 'reject: REG001 validation expired'),
      rejects('register', registrationFailure('REG_USERNAME_TAKEN'), 'reject: user id taken meanwhile'),
      rejects('register', registrationFailure('PWD_COMMON'), 'reject: PWD_COMMON common password'),
      rejects('register', registrationFailure('GEN500'), 'reject: service unavailable'),
    ],
  },
  // Guards read the current step's fields (how many are valid: the step's guard passes at all of
  // them) and the terms box; the failure and the user id / password codes are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    const step = JSON.stringify(s.value);
    let facts: unknown[] = [];
    if (step === '"account"' || step === '"validatingAccount"') facts = [c.account.registrationType, validAccountFields(c)];
    else if (step === '"credentials"' || step === '"checkingUserName"') facts = [validCredentialFields(c)];
    else if (step === '"contact"') facts = [validContactFields(c)];
    else if (step === '"terms"' || step === '"registering"') facts = [c.agreed];
    return JSON.stringify([s.value, facts, c.failure?.msgcode ?? null, c.errors.userName ?? null, c.errors.password ?? null]);
  },
});
