import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { savedCard, expiredCard, sampleWalletCalls } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodInput } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { PaymentMethodStep } from '../../src/features/payment/paymentMethod/PaymentMethodView.tsx';
import { providedPaymentMethodMachine, type PaymentMethodCalls } from '../../src/features/payment/paymentMethod/paymentMethodCalls.ts';
import { renderPortal, text } from './support/render.tsx';

const today = new Date('2026-11-22T10:00:00Z');
const signedIn: PaymentMethodInput = { savedMethods: [savedCard, expiredCard], allowSaved: true, allowNew: true, allowSave: true, allowWallet: true, today };

async function renderStep(input: PaymentMethodInput = signedIn, calls: PaymentMethodCalls = { lookUpRouting: vi.fn(async (routingNumber: string) => ({ routingNumber, bankName: 'First National Bank Botswana' })), ...sampleWalletCalls }) {
  const actor = createActor(providedPaymentMethodMachine(calls), { input }).start();
  const rendered = await renderPortal(<PaymentMethodStep actorRef={actor} />);
  return { ...rendered, actor, calls };
}

const field = (id: string) => screen.getByLabelText(text(id));

describe('payment method step view', () => {
  it('lists the saved methods with the default chosen and the expired card disabled', async () => {
    await renderStep();
    expect(screen.getByRole('radio', { name: text('payment.method.choice.SavedPaymentMethod') })).toBeChecked();
    const radios = screen.getAllByRole('radio', { name: /ending/ });
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(expect.stringContaining('VISA ending 4242'));
    expect(radios[1]).toBeDisabled();
    expect(screen.getByText(text('payment.method.saved.expired'), { exact: false })).toBeInTheDocument();
  });

  it('shows the detected brand, the CVV of its length, and the Luhn refusal beside the card number', async () => {
    const { user, actor } = await renderStep();
    await user.click(screen.getByRole('radio', { name: text('payment.method.choice.NewCard') }));
    await user.type(field('payment.method.card.name'), 'Kagiso Molefe');
    await user.type(field('payment.method.card.number'), '3782 822463 10005');
    expect(field('payment.method.card.number')).toHaveAccessibleDescription('Card type: American Express');
    expect(field('payment.method.card.cvv')).toHaveAttribute('maxlength', '4');
    await user.clear(field('payment.method.card.number'));
    await user.type(field('payment.method.card.number'), '4242 4242 4242 4241');
    await user.selectOptions(field('payment.method.card.expiryMonth'), '12');
    await user.selectOptions(field('payment.method.card.expiryYear'), '2028');
    await user.type(field('payment.method.card.cvv'), '123');
    act(() => actor.send({ type: 'method.submit' }));
    await waitFor(() => expect(field('payment.method.card.number')).toHaveAccessibleDescription(expect.stringContaining(text('payment.code.PAY_CARD_LUHN'))));
    expect(field('payment.method.card.number')).toHaveValue('4242 4242 4242 4241');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('looks the bank up when the routing number is left and shows its name', async () => {
    const { user, calls } = await renderStep();
    await user.click(screen.getByRole('radio', { name: text('payment.method.choice.NewBankAccount') }));
    await user.type(field('payment.method.bank.routing'), '281467902');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bank: First National Bank Botswana'));
    expect(calls.lookUpRouting).toHaveBeenCalledWith('281467902');
  });

  it('offers the nickname once the new method is to be saved', async () => {
    const { user } = await renderStep();
    await user.click(screen.getByRole('radio', { name: text('payment.method.choice.NewCard') }));
    expect(screen.queryByLabelText(text('payment.method.nickname'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: text('payment.method.save') }));
    expect(field('payment.method.nickname')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: text('payment.method.setDefault') })).not.toBeChecked();
  });

  it('offers the wallets the gateway lists; the wallet window approves the payment for a one-time token', async () => {
    const approveWallet = vi.fn(sampleWalletCalls.approveWallet);
    const calls = { lookUpRouting: vi.fn(), ...sampleWalletCalls, approveWallet };
    const { user, actor } = await renderStep(signedIn, calls);
    await user.click(await screen.findByRole('radio', { name: text('payment.method.choice.Wallet') }));
    const wallets = screen.getByRole('group', { name: text('payment.method.wallet.legend') });
    expect(wallets).toHaveAccessibleDescription(text('payment.method.wallet.hint'));
    expect(within(wallets).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['PayPal', 'GooglePay', 'ApplePay', 'Venmo']);
    // A wallet is approved for one payment: it is never saved here.
    expect(screen.queryByRole('checkbox', { name: text('payment.method.save') })).toBeNull();
    act(() => actor.send({ type: 'method.submit' }));
    await waitFor(() => expect(wallets).toHaveAccessibleDescription(expect.stringContaining(text('payment.code.PAY_WALLET_TYPE'))));
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    act(() => actor.send({ type: 'method.submit' }));
    const dialog = await screen.findByRole('dialog', { name: text('payment.method.wallet.window.title').replaceAll('{wallet}', 'PayPal') });
    expect(dialog).toHaveAccessibleDescription(text('payment.method.wallet.window.body').replaceAll('{wallet}', 'PayPal'));
    await user.click(screen.getByRole('button', { name: text('payment.method.wallet.approve') }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(approveWallet).toHaveBeenCalledWith('PayPal');
    expect(actor.getSnapshot().output).toMatchObject({ paymentMethod: 'Wallet', kind: 'wallet', wallet: { walletType: 'PayPal', walletToken: expect.stringMatching(/^wal_/) } });
  });

  it('closing the wallet window keeps the wallet chosen and says it was not approved; Escape closes it too', async () => {
    const { user, actor } = await renderStep({ ...signedIn, savedMethods: [] });
    await user.click(await screen.findByRole('radio', { name: text('payment.method.choice.Wallet') }));
    await user.click(screen.getByRole('radio', { name: 'Venmo' }));
    act(() => actor.send({ type: 'method.submit' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: text('payment.method.wallet.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent(text('payment.code.PAY_WALLET_CANCELLED'));
    expect(screen.getByRole('radio', { name: 'Venmo' })).toBeChecked();
    act(() => actor.send({ type: 'method.submit' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('offers no wallet for a payment that cannot use one (a scheduled payment)', async () => {
    await renderStep({ ...signedIn, allowWallet: false });
    await screen.findByRole('radio', { name: text('payment.method.choice.NewCard') });
    await act(async () => undefined);
    expect(screen.queryByRole('radio', { name: text('payment.method.choice.Wallet') })).toBeNull();
  });

  it('offers no wallet when the wallet list cannot be had; cards and bank accounts still pay', async () => {
    await renderStep(signedIn, { lookUpRouting: vi.fn(), loadWallets: () => Promise.reject(new Error('offline')), approveWallet: vi.fn() });
    await act(async () => undefined);
    expect(screen.queryByRole('radio', { name: text('payment.method.choice.Wallet') })).toBeNull();
    expect(screen.getByRole('radio', { name: text('payment.method.choice.NewBankAccount') })).toBeInTheDocument();
  });
});
