/**
 * Catalogue entry of the guest registration flow: how the path engine, the atlas and the coverage
 * report walk it without a server.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from '../../../src/domain/credentials.ts';
import { guestContactStepCheck } from '../../../src/domain/guestSteps.ts';
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { guestRegistrationMachine } from './guestRegistration.machine.ts';
import type { GuestRegistrationContext } from './guestRegistration.types.ts';

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

function validCredentialFields({ credentials }: GuestRegistrationContext): number {
  const { userName, password, confirmPassword } = credentials;
  return [passes(userIdSchema, userName), passes(newPasswordSchema, password), confirmPassword !== '' && confirmPassword === password].filter(Boolean).length;
}

/** The contact step's field codes (the guard passes when there are none). */
function contactCodes({ contact }: GuestRegistrationContext): string {
  const check = guestContactStepCheck(contact);
  return JSON.stringify([check.form, Object.keys(check.fields).sort()]);
}


export const sampleInvitation = {
  accountNumber: '********6371',
  inviterName: 'Kagiso Thabo Molefe',
  email: 'tumelo.masire@example.com',
  role: 8,
  accessUntil: '2027-05-21T23:59:59.999Z',
};

export const guestRegistrationEntry = entry({
  id: 'guestRegistration',
  title: 'Guest registration',
  description:
    'A person invited by a customer opens the e-mailed link: the invitation key is checked first (a bad, used, ' +
    'withdrawn or expired one ends on /GuestInviteError), /GuestRegister shows who invited them to which account ' +
    'until when, /GuestRegistration asks a free user id and a password meeting the rules, the invited e-mail and a ' +
    'phone with its contact type (optional second ones), the terms; the guest is then active with role 8 ' +
    '(/GuestRegistrationSuccess).',
  machine: guestRegistrationMachine,
  kind: 'flow',
  view: 'src/features/auth/guestRegistration/GuestRegistrationPage.tsx',
  scenarios: [
    { label: 'link opened on /GuestRegistration', input: { key: 'demo-guest-register-molefe-home-2026', entry: 'form' } },
    { label: 'link opened on /GuestRegister', input: { key: 'demo-guest-register-molefe-home-2026', entry: 'invitation' } },
    { label: 'link without a key', input: { key: '', entry: 'invitation' } },
  ],
  events: [
    { type: 'credentials.change', field: 'userName', value: 'tumelo.m' },
    { type: 'credentials.change', field: 'userName', value: 'a b' },
    { type: 'credentials.change', field: 'password', value: 'Kgale#Hill2031' },
    { type: 'credentials.change', field: 'password', value: 'kgale' },
    { type: 'credentials.change', field: 'confirmPassword', value: 'Kgale#Hill2031' },
    { type: 'credentials.change', field: 'confirmPassword', value: 'Kgale#Hill2032' },
    { type: 'contact.change', field: 'primaryEmail', value: 'tumelo@' },
    { type: 'contact.change', field: 'primaryEmail', value: 'tumelo.masire@example.com' },
    { type: 'contact.change', field: 'primaryPhone', value: '3951234' },
    { type: 'contact.change', field: 'primaryPhone', value: '72233445' },
    { type: 'contact.change', field: 'secondaryPhone', value: '0123' },
    { type: 'contact.change', field: 'secondaryPhone', value: '' },
    { type: 'contact.change', field: 'secondaryEmail', value: 'tumelo@work.example' },
    { type: 'contact.changeType', field: 'primaryPhoneType', value: 2 },
    { type: 'contact.changeType', field: 'primaryPhoneType', value: 1 },
    { type: 'terms.change', agreed: true },
    { type: 'terms.change', agreed: false },
    { type: 'invitation.retry' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'registration.submit' },
  ],
  outcomes: {
    loadInvitation: [
      resolves('loadInvitation', sampleInvitation, 'resolve: invitation from Kagiso Thabo Molefe'),
      rejects('loadInvitation', callFailure('GINV001'), 'reject: GINV001 used or expired'),
      rejects('loadInvitation', callFailure('NETWORK'), 'reject: network down'),
    ],
    checkUserName: [
      resolves('checkUserName', { available: true }, 'resolve: user id free'),
      resolves('checkUserName', { available: false }, 'resolve: user id taken'),
      rejects('checkUserName', callFailure('GEN500'), 'reject: service unavailable'),
    ],
    registerGuest: [
      resolves('registerGuest', { userName: 'tumelo.m', accountNumber: '********6371', accessUntil: '2027-05-21T23:59:59.999Z' }, 'resolve: guest registered'),
      rejects('registerGuest', callFailure('GINV001'), 'reject: GINV001 invitation used meanwhile'),
      rejects('registerGuest', callFailure('REG_USERNAME_TAKEN'), 'reject: user id taken meanwhile'),
      rejects('registerGuest', callFailure('PWD_COMMON'), 'reject: PWD_COMMON common password'),
      rejects('registerGuest', callFailure('GINV002'), 'reject: GINV002 not the invited e-mail'),
      rejects('registerGuest', callFailure('GEN500'), 'reject: service unavailable'),
    ],
  },
  // Guards read the current step's fields and the terms box; failures and field codes are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    const step = JSON.stringify(s.value);
    let facts: unknown[] = [];
    if (step === '"credentials"' || step === '"checkingUserName"') facts = [validCredentialFields(c)];
    else if (step === '"contact"') facts = [contactCodes(c)];
    else if (step === '"terms"' || step === '"registering"') facts = [c.agreed];
    return JSON.stringify([s.value, facts, c.failure?.msgcode ?? null, c.errors.userName ?? null, c.errors.password ?? null, c.errors.primaryEmail ?? null]);
  },
});
