/**
 * Catalogue entry of account selection after sign-in, and the account details the session entry shares.
 */
import { entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { account as sampleAccount } from '../session/session.fixtures.ts';
import { accountSelectionMachine } from './accountSelection.machine.ts';

const account = (accountNumber: string, isDefault: boolean) => sampleAccount(accountNumber, { isDefault });

const accounts = [account('100000000001', true), account('100000000002', false)];
export const sampleAccountDetails = { meter: { meterNumber: 'M-100000000001', endDate: null }, rights: ['ViewDashboard'] };

export const accountSelectionEntry = entry({
  id: 'accountSelection',
  title: 'Account selection',
  description:
    'After sign-in: loads the service accounts, chooses the stored, default or first one and loads its ' +
    'meter and role rights. Invoked by the session machine.',
  machine: accountSelectionMachine,
  kind: 'session',
  view: 'src/features/session/accountSelection/AccountSelector.tsx',
  scenarios: [{ label: 'no stored account', input: { uuid: 'u-1', storedAccountNumber: null } }],
  events: [],
  outcomes: {
    loadServiceAccounts: [
      resolves('loadServiceAccounts', accounts, 'resolve: two accounts'),
      resolves('loadServiceAccounts', [], 'resolve: no account linked'),
      rejects('loadServiceAccounts', new Error('service unavailable'), 'reject: service unavailable'),
    ],
    loadAccountDetails: [
      resolves('loadAccountDetails', sampleAccountDetails, 'resolve: meter and rights'),
      rejects('loadAccountDetails', new Error('service unavailable'), 'reject: service unavailable'),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.account !== null]),
});
