/**
 * Catalogue entry of Payment Information (/PaymentMethod): how the path engine, the atlas and the
 * coverage report walk it without a server.
 */
import { callFailure, entry, rejects, resolves } from '../../common/catalogueEntry.ts';
import { paymentMethodEntry } from '../paymentMethod/paymentMethod.catalogue.ts';
import {
  addBankSelection,
  addCardSelection,
  afterAdd,
  afterRemove,
  afterRename,
  afterSetDefault,
  defaultVisa,
  oldMastercard,
  sampleMethods,
  sampleMethodsAccount,
  sampleMethodsToday,
  scheduledBank,
} from './savedMethods.fixtures.ts';
import { savedMethodsMachine } from './savedMethods.machine.ts';

export const savedMethodsEntry = entry({
  id: 'savedMethods',
  title: 'Payment information',
  description:
    "The user's saved cards and bank accounts (last four digits, nickname, expiry, Default). With the payment-methods " +
    'right: add one through the payment-method step (always saved, optionally the default), set the default, rename, and ' +
    'remove behind a confirmation; a method that scheduled payments pay with says so and is kept. Failures show their ' +
    'message with Try again; the add form keeps what was typed.',
  machine: savedMethodsMachine,
  kind: 'flow',
  view: 'src/features/payment/savedMethods/SavedMethodsView.tsx',
  scenarios: [
    { label: 'may manage', input: { accountNumber: sampleMethodsAccount, canManage: true, today: sampleMethodsToday } },
    { label: 'list only (no payment-methods right)', input: { accountNumber: sampleMethodsAccount, canManage: false, today: sampleMethodsToday } },
  ],
  events: [
    { type: 'methods.retry' },
    { type: 'method.add' },
    { type: 'add.cancel' },
    { type: 'method.setDefault', paymentTokenId: scheduledBank.paymentTokenId },
    { type: 'method.setDefault', paymentTokenId: defaultVisa.paymentTokenId },
    { type: 'default.retry' },
    { type: 'default.dismiss' },
    { type: 'method.rename', paymentTokenId: defaultVisa.paymentTokenId },
    { type: 'rename.change', value: 'Everyday Visa' },
    { type: 'rename.change', value: '#visa' },
    { type: 'rename.confirm' },
    { type: 'rename.dismiss' },
    { type: 'method.remove', paymentTokenId: oldMastercard.paymentTokenId },
    { type: 'method.remove', paymentTokenId: scheduledBank.paymentTokenId },
    { type: 'remove.confirm' },
    { type: 'remove.dismiss' },
  ],
  outcomes: {
    loadMethods: [
      resolves('loadMethods', sampleMethods, 'resolve: a default Visa, a bank account in use, an expired card'),
      resolves('loadMethods', [], 'resolve: nothing saved'),
      rejects('loadMethods', callFailure('NETWORK'), 'reject: network down'),
    ],
    paymentMethod: [
      resolves('paymentMethod', addCardSelection, 'resolve: a new card, Travel card, the default'),
      resolves('paymentMethod', addBankSelection, 'resolve: a new bank account, Savings'),
    ],
    saveMethod: [
      resolves('saveMethod', afterAdd, 'resolve: saved'),
      rejects('saveMethod', callFailure('F305', 'Your card is expired.'), 'reject: F305 card expired'),
      rejects('saveMethod', callFailure('PAY_METHODS_LIMIT'), 'reject: PAY_METHODS_LIMIT 10 saved'),
    ],
    setDefaultMethod: [
      resolves('setDefaultMethod', afterSetDefault, 'resolve: the bank account is the default'),
      rejects('setDefaultMethod', callFailure('GEN500', 'Server error'), 'reject: service unavailable'),
    ],
    renameMethod: [
      resolves('renameMethod', afterRename, 'resolve: renamed Everyday Visa'),
      rejects('renameMethod', callFailure('NETWORK'), 'reject: network down'),
    ],
    removeMethod: [
      resolves('removeMethod', afterRemove, 'resolve: removed'),
      rejects('removeMethod', callFailure('PAY_METHOD_IN_USE'), 'reject: PAY_METHOD_IN_USE scheduled meanwhile'),
    ],
  },
  children: { paymentMethod: paymentMethodEntry },
  // Guards read the list (which methods, which is the default), the right, the one selected and the
  // nickname's validity; the failures and the notice are what the user sees.
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.canManage,
      c.methods.map((method) => `${method.paymentTokenId}${method.isDefault ? '*' : ''}:${method.nickName}`),
      c.selected?.paymentTokenId ?? null,
      c.nickName === '' ? '' : c.nickName === c.selected?.nickName ? 'same' : c.nickName.startsWith('#') ? 'bad' : 'new',
      c.nickNameError,
      c.failure?.msgcode ?? null,
      c.actionFailure?.msgcode ?? null,
      c.adding?.paymentMethod ?? null,
      c.addDraft !== null,
      c.notice?.kind ?? null,
    ]);
  },
});
