/** Catalogue entry of problem sign-in: how the path engine, the atlas and the coverage report walk it. */
import { problemSignInCheck } from '../../../src/domain/recoveryForms.ts';
import { entry, noInput, rejects, resolves } from '../../common/catalogueEntry.ts';
import { problemSignInMachine } from './problemSignIn.machine.ts';

export const problemSignInEntry = entry({
  id: 'problemSignIn',
  title: 'Problem signing in',
  description:
    'A visitor who cannot sign in tells customer care what happens (account locked, no access to the e-mail, ' +
    'other) with the user ID or an e-mail address to answer to, and gets a reference (PSI-000042).',
  machine: problemSignInMachine,
  kind: 'flow',
  view: 'src/features/auth/problemSignIn/ProblemSignInPage.tsx',
  scenarios: noInput,
  events: [
    { type: 'contact.change', contactBy: 'email' },
    { type: 'contact.change', contactBy: 'userName' },
    { type: 'field.change', field: 'userName', value: 'demo.customer' },
    { type: 'field.change', field: 'email', value: 'kagiso.molefe@example.com' },
    { type: 'field.change', field: 'issue', value: 'locked' },
    { type: 'field.change', field: 'message', value: 'My account is locked after a trip abroad.' },
    { type: 'field.change', field: 'message', value: '' },
    { type: 'request.submit' },
    { type: 'request.again' },
  ],
  outcomes: {
    sendRequest: [
      resolves('sendRequest', { reference: 'PSI-000042' }, 'resolve: request stored'),
      rejects('sendRequest', { msgcode: 'GEN015', message: '' }, 'reject: GEN015 too many requests'),
    ],
  },
  serializeState: (s) => {
    const c = s.context;
    // How many of the shown fields are refused (empty ones counted as refused, not as VLD001).
    const fields = problemSignInCheck({ ...c.values, userName: c.values.userName || ' ', email: c.values.email || ' ', issue: c.values.issue || ' ', message: c.values.message || ' ' }).fields;
    const refused = [c.values.contactBy, 'issue', 'message'].filter((name) => fields[name] !== undefined).length;
    const errors = Object.entries(c.errors).filter(([, code]) => code).sort();
    return JSON.stringify([s.value, c.values.contactBy, refused, c.failure?.msgcode ?? null, c.formError, errors]);
  },
});
