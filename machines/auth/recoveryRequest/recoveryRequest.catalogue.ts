/**
 * Catalogue entry of forgot user id / forgot password: how the path engine, the atlas and the
 * coverage report walk it without a server.
 */
import { recoveryRequestCheck } from '../../../src/domain/recoveryForms.ts';
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { recoveryRequestMachine } from './recoveryRequest.machine.ts';

const today = new Date('2026-01-15T10:00:00Z');

export const recoveryRequestEntry = entry({
  id: 'recoveryRequest',
  title: 'Forgot user ID / forgot password',
  description:
    'A visitor who cannot sign in asks for the user ID (by e-mail, or account number and date of birth) or a ' +
    'password reset link (by user ID, or account number and date of birth). The answer is the same whatever ' +
    'matched (/ForgotUserIDSuccess, /ForgotPasswordSuccess), except that several users on one account lead to ' +
    'the MultipleAccount page; GEN015 when the requests of one address are throttled.',
  machine: recoveryRequestMachine,
  kind: 'flow',
  view: 'src/features/auth/recoveryRequest/RecoveryRequestPage.tsx',
  scenarios: [
    { label: 'forgot user ID', input: { kind: 'userId', today } },
    { label: 'forgot password', input: { kind: 'password', today } },
  ],
  events: [
    { type: 'method.change', method: 'account' },
    { type: 'method.change', method: 'email' },
    { type: 'method.change', method: 'userName' },
    { type: 'field.change', field: 'email', value: 'kagiso.molefe@example.com' },
    { type: 'field.change', field: 'email', value: 'kagiso@' },
    { type: 'field.change', field: 'userName', value: 'demo.customer' },
    { type: 'field.change', field: 'userName', value: 'a b' },
    { type: 'field.change', field: 'accountNumber', value: '300041526389' },
    { type: 'field.change', field: 'dateOfBirth', value: '19840721' },
    { type: 'field.change', field: 'dateOfBirth', value: '20990101' },
    { type: 'request.submit' },
  ],
  outcomes: {
    sendRequest: [
      resolves('sendRequest', { multiple: false }, 'resolve: sent (or nothing matched)'),
      resolves('sendRequest', { multiple: true }, 'resolve: several users on the account'),
      rejects('sendRequest', { msgcode: 'GEN015', message: '' }, 'reject: GEN015 too many requests'),
    ],
  },
  // The guard reads how many of the chosen way's fields are refused; the failure and the field codes are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    const filled = { email: c.values.email || ' ', userName: c.values.userName || ' ', accountNumber: c.values.accountNumber || ' ', dateOfBirth: c.values.dateOfBirth || ' ' };
    const refused = Object.keys(recoveryRequestCheck(c.method, filled, c.today).fields).length;
    const errors = Object.entries(c.errors).filter(([, code]) => code).sort();
    return JSON.stringify([s.value, c.kind, c.method, refused, c.failure?.msgcode ?? null, c.multiple, c.formError, errors]);
  },
});
