import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectSavedMethods } from '../../machines/payment/savedMethods/savedMethods.connect.ts';
import {
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
} from '../../machines/payment/savedMethods/savedMethods.fixtures.ts';
import { sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { SavedPaymentMethod } from '../../src/domain/payment.ts';
import { providedSavedMethodsMachine, type SavedMethodsCalls } from '../../src/features/payment/savedMethods/savedMethodsCalls.ts';

type List = Promise<SavedPaymentMethod[]>;

function start(canManage = true, overrides: Partial<SavedMethodsCalls> = {}) {
  const calls: SavedMethodsCalls = {
    lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
    ...sampleWalletCalls,
    loadMethods: vi.fn((): List => Promise.resolve(sampleMethods)),
    saveMethod: vi.fn((): List => Promise.resolve(afterAdd)),
    setDefaultMethod: vi.fn((): List => Promise.resolve(afterSetDefault)),
    renameMethod: vi.fn((): List => Promise.resolve(afterRename)),
    removeMethod: vi.fn((): List => Promise.resolve(afterRemove)),
    ...overrides,
  };
  const actor = createActor(providedSavedMethodsMachine(calls), { input: { accountNumber: sampleMethodsAccount, canManage, today: sampleMethodsToday } }).start();
  const view = () => connectSavedMethods(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  return { actor, view, calls, settled };
}

/** Types a card into the running method step and presses Save. */
function typeCard(view: () => ReturnType<typeof connectSavedMethods>, nickName: string) {
  const step = view().add!.step!;
  const card = addCardSelection.card!;
  step.send({ type: 'method.choose', choice: 'NewCard' });
  step.send({ type: 'card.change', field: 'nameOnCard', value: card.nameOnCard });
  step.send({ type: 'card.change', field: 'cardNumber', value: card.cardNumber });
  step.send({ type: 'card.change', field: 'expiryMonth', value: String(card.expiryMonth) });
  step.send({ type: 'card.change', field: 'expiryYear', value: String(card.expiryYear) });
  step.send({ type: 'card.change', field: 'cvv', value: card.cvv });
  step.send({ type: 'options.change', field: 'nickName', value: nickName });
  step.send({ type: 'options.change', field: 'setDefaultPayment', value: true });
  view().submitAdd();
}

describe('saved methods machine (/PaymentMethod)', () => {
  it('lists the methods with the actions each allows: no default for the default or an expired card, no removal of one in use', async () => {
    const { view, settled, calls } = start();
    expect(view().status).toBe('loading');
    await settled();
    expect(calls.loadMethods).toHaveBeenCalledWith(sampleMethodsAccount);
    const rows = view().rows;
    expect(rows.map((row) => [row.method.last4, row.canSetDefault, row.canRename, row.canRemove, row.inUse])).toEqual([
      ['4242', false, true, true, false],
      ['6789', true, true, true, true],
      ['4444', false, true, true, false],
    ]);
    expect(view().canAdd).toBe(true);
  });

  it('without the payment-methods right the list is read only', async () => {
    const { view, settled, actor } = start(false);
    await settled();
    expect(view()).toMatchObject({ status: 'list', canManage: false, canAdd: false });
    expect(view().rows.every((row) => !row.canSetDefault && !row.canRename && !row.canRemove)).toBe(true);
    view().remove(oldMastercard.paymentTokenId);
    view().startAdd();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed load shows the failure; Try again reads again', async () => {
    const loadMethods = vi.fn<() => List>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce([]);
    const { view, settled } = start(true, { loadMethods });
    await settled();
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled();
    expect(view()).toMatchObject({ status: 'list', rows: [] });
  });

  it('adds a card through the method step (always saved): the profile call gets it and the list comes back with a notice', async () => {
    const { view, settled, calls } = start();
    await settled();
    view().startAdd();
    expect(view().status).toBe('adding');
    const step = view().add!.step!;
    expect(step.getSnapshot().context).toMatchObject({ allowSaved: false, allowWallet: false, saveRequired: true, options: { saveMethod: true } });
    typeCard(view, 'Travel card');
    await settled();
    expect(calls.saveMethod).toHaveBeenCalledWith(
      sampleMethodsAccount,
      expect.objectContaining({ paymentMethod: 'NewCard', saveMethod: true, nickName: 'Travel card', setDefaultPayment: true }),
    );
    expect(view().status).toBe('list');
    expect(view().rows[0]!.method).toMatchObject({ nickName: 'Travel card', isDefault: true });
    expect(view().notice).toMatchObject({ kind: 'added', method: { last4: '4444', nickName: 'Travel card' } });
  });

  it('a refused card shows the message above the form, which reopens as typed; Save tries again', async () => {
    const saveMethod = vi.fn<() => List>().mockRejectedValueOnce({ msgcode: 'F305', message: 'Your card is expired.' }).mockResolvedValueOnce(afterAdd);
    const { view, settled } = start(true, { saveMethod });
    await settled();
    view().startAdd();
    typeCard(view, 'Travel card');
    await settled();
    expect(view().add).toMatchObject({ failure: { msgcode: 'F305' }, saving: false });
    const reopened = view().add!.step!.getSnapshot().context;
    expect(reopened.card.cardNumber).toBe(addCardSelection.card!.cardNumber);
    expect(reopened.options.nickName).toBe('Travel card');
    view().submitAdd();
    await settled();
    expect(view().status).toBe('list');
    expect(saveMethod).toHaveBeenCalledTimes(2);
  });

  it('Cancel on the add form goes back to the list without saving', async () => {
    const { view, settled, calls } = start();
    await settled();
    view().startAdd();
    view().cancelAdd();
    expect(view().status).toBe('list');
    expect(calls.saveMethod).not.toHaveBeenCalled();
  });

  it('sets the default; a failure shows above the list with Try again', async () => {
    const setDefaultMethod = vi.fn<() => List>().mockRejectedValueOnce({ msgcode: 'GEN500', message: '' }).mockResolvedValueOnce(afterSetDefault);
    const { view, settled } = start(true, { setDefaultMethod });
    await settled();
    view().setDefault(scheduledBank.paymentTokenId);
    expect(view().busy).toBe(true);
    await settled();
    expect(view().defaultFailure).toMatchObject({ msgcode: 'GEN500' });
    expect(view().rows.every((row) => !row.canRemove)).toBe(true);
    view().retryDefault();
    await settled();
    expect(setDefaultMethod).toHaveBeenLastCalledWith(sampleMethodsAccount, scheduledBank.paymentTokenId);
    expect(view().rows[0]!.method).toMatchObject({ paymentTokenId: scheduledBank.paymentTokenId, isDefault: true });
    expect(view().notice).toMatchObject({ kind: 'defaultSet' });
  });

  it('rename refuses a bad nickname beside the field, keeps the text, then saves the trimmed one', async () => {
    const { view, settled, calls } = start();
    await settled();
    view().rename(defaultVisa.paymentTokenId);
    expect(view().dialog).toMatchObject({ kind: 'rename', nickName: 'Personal Visa' });
    view().changeNickname('#visa');
    view().confirmRename();
    expect(view().dialog).toMatchObject({ kind: 'rename', nickName: '#visa', nickNameError: 'PAY_NICKNAME_CHARACTERS' });
    expect(calls.renameMethod).not.toHaveBeenCalled();
    view().changeNickname(' Everyday Visa ');
    expect(view().dialog).toMatchObject({ nickNameError: null });
    view().confirmRename();
    await settled();
    expect(calls.renameMethod).toHaveBeenCalledWith(sampleMethodsAccount, { paymentTokenId: defaultVisa.paymentTokenId, nickName: 'Everyday Visa' });
    expect(view().dialog).toBeNull();
    expect(view().notice).toMatchObject({ kind: 'renamed', method: { nickName: 'Everyday Visa' } });
  });

  it('a method that scheduled payments use says so and offers no removal', async () => {
    const { view, settled, calls } = start();
    await settled();
    view().remove(scheduledBank.paymentTokenId);
    expect(view().dialog).toEqual({ kind: 'inUse', method: scheduledBank, scheduledPayments: 1, autoPay: 0 });
    view().confirmRemove();
    expect(calls.removeMethod).not.toHaveBeenCalled();
    view().dismissRemove();
    expect(view().dialog).toBeNull();
  });

  it('remove asks first; a refusal stays in the dialog and Remove tries again', async () => {
    const removeMethod = vi.fn<() => List>().mockRejectedValueOnce({ msgcode: 'PAY_METHOD_IN_USE', message: '' }).mockResolvedValueOnce(afterRemove);
    const { view, settled } = start(true, { removeMethod });
    await settled();
    view().remove(oldMastercard.paymentTokenId);
    expect(view().dialog).toMatchObject({ kind: 'remove', busy: false, failure: null });
    view().confirmRemove();
    await settled();
    expect(view().dialog).toMatchObject({ kind: 'remove', failure: { msgcode: 'PAY_METHOD_IN_USE' } });
    view().confirmRemove();
    await settled();
    expect(removeMethod).toHaveBeenLastCalledWith(sampleMethodsAccount, oldMastercard.paymentTokenId);
    expect(view().dialog).toBeNull();
    expect(view().rows.map((row) => row.method.last4)).toEqual(['4242', '6789']);
    expect(view().notice).toMatchObject({ kind: 'removed', method: { last4: '4444' } });
  });
});
