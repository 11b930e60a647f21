import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { savedCard, expiredCard } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { PaymentMethodInput } from '../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { PaymentMethodStep, providedPaymentMethodMachine, type PaymentMethodCalls } from '../../src/features/payment/method/PaymentMethodView.tsx';
import { renderPortal, text } from './support/render.tsx';

const today = new Date('2026-11-22T10:00:00Z');
const signedIn: PaymentMethodInput = { savedMethods: [savedCard, expiredCard], allowSaved: true, allowNew: true, allowSave: true, today };

async function renderStep(input: PaymentMethodInput = signedIn, calls: PaymentMethodCalls = { lookUpRouting: vi.fn(async (routingNumber: string) => ({ routingNumber, bankName: 'First National Bank Botswana' })) }) {
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
});
