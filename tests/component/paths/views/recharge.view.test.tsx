import { screen, waitFor } from '@testing-library/react';
import { sampleWalletCalls } from '../../../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { rechargeMachine } from '../../../../machines/payment/recharge/recharge.machine.ts';
import type { RechargeContext, RechargeEvent, RechargeInput, RechargeRequest, ValidateMeterRequest } from '../../../../machines/payment/recharge/recharge.types.ts';
import type { PaymentMethodSelection, RoutingLookup } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { convenienceFee, type SavedPaymentMethod } from '../../../../src/domain/payment.ts';
import { type MeterValidationData, type RechargeReceipt } from '../../../../src/domain/prepaid.ts';
import { formatMoney } from '../../../../src/domain/format.ts';
import { RechargePage } from '../../../../src/features/payment/recharge/RechargePage.tsx';
import type { RechargeCalls } from '../../../../src/features/payment/recharge/rechargeCalls.ts';
import { catalogueFor, formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { approveInWallet } from '../support/wallet.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** As Testing Library reads it (a no-break space normalised to a space). */
const money = (value: number) => formatMoney(value, 'en-US').replace(/\s/g, ' ');
const field = (id: string) => screen.getByLabelText(text(id));
const button = (id: string) => screen.getByRole('button', { name: text(id) });

/** What the page says for a failure code: the recharge text, else the payment area's. */
function failureText(msgcode: string): string {
  const catalogue = catalogueFor('EN_US');
  const id = `recharge.code.${msgcode}` in catalogue ? `recharge.code.${msgcode}` : `payment.code.${msgcode}`;
  return formatCatalogueText(id, { minimum: money(10), maximum: money(5000) });
}

const stepOfState: Record<string, 'meter' | 'amount' | 'method' | 'review'> = {
  meter: 'meter',
  validatingMeter: 'meter',
  amount: 'amount',
  loadingSavedMethods: 'method',
  method: 'method',
  review: 'review',
  recharging: 'review',
};

/**
 * Recharge paths on RechargePage (/RechargeMeter for a visitor, /Recharge signed in): the user types
 * the meter and the amount and presses Continue, Back, Pay or Try again; the method step's outcome
 * (the shared payment-method child ending with a selection) is performed by filling that step as a
 * user does (choosing a new card or bank account, typing it, the bank looked up) and pressing
 * Continue. The calls wait until the path settles them. Context is read from the exact replay.
 */
const adapter = defineViewAdapter(rechargeMachine, {
  machine: 'recharge',
  skip(path) {
    const exact = replay(path);
    for (const [position, { event }] of path.steps.entries()) {
      const before = exact.snapshots[position]!;
      const context = before.context as RechargeContext;
      if (before.hasTag('busy') && !isOutcome(event)) return `${event.type} while busy (the form is disabled)`;
      if (event.type === 'meter.change' && context.meterFixed) return 'the account meter is not typed';
      if (event.type === 'xstate.done.actor.paymentMethod') {
        const selection = (event as unknown as { output: PaymentMethodSelection }).output;
        if (selection.paymentMethod === 'SavedPaymentMethod' && !(context.savedMethods ?? []).length) return 'no saved method to choose';
      }
    }
    return false;
  },
  async render(path) {
    const input = path.input as RechargeInput;
    const exact = replay(path);
    const meters = pendingCalls<[ValidateMeterRequest], MeterValidationData>();
    const savedMethods = pendingCalls<[string], SavedPaymentMethod[]>();
    const recharges = pendingCalls<[RechargeRequest], RechargeReceipt>();
    const lookups = pendingCalls<[string], RoutingLookup>();
    const calls: RechargeCalls = { validateMeter: meters.fn, loadSavedMethods: savedMethods.fn, recharge: recharges.fn, lookUpRouting: lookups.fn, ...sampleWalletCalls };
    const { user } = await renderPortal(<RechargePage input={input} calls={calls} />, { route: input.mode === 'guest' ? '/RechargeMeter' : '/Recharge' });
    const queues = { validateMeter: meters, loadSavedMethods: savedMethods, recharge: recharges } as const;
    const typed = { meterNumber: input.mode === 'account' ? (input.meterNumber ?? '') : '', amount: '' };

    async function typeInto(id: string, value: string) {
      const input = field(id) as HTMLInputElement;
      await user.clear(input);
      if (value) {
        input.focus();
        await user.paste(value);
      }
    }

    /** The payment-method step as a user fills it to end with `selection`. */
    async function chooseMethod(selection: PaymentMethodSelection) {
      const radio = (id: string) => screen.queryByRole('radio', { name: text(id) });
      if (selection.paymentMethod !== 'SavedPaymentMethod') {
        const choice = radio(`payment.method.choice.${selection.paymentMethod}`);
        if (choice) await user.click(choice);
      }
      if (selection.card) {
        const card = selection.card;
        await typeInto('payment.method.card.name', card.nameOnCard);
        await typeInto('payment.method.card.number', card.cardNumber);
        await user.selectOptions(field('payment.method.card.expiryMonth'), String(card.expiryMonth));
        await user.selectOptions(field('payment.method.card.expiryYear'), String(card.expiryYear));
        await typeInto('payment.method.card.cvv', card.cvv);
      }
      if (selection.bank) {
        const bank = selection.bank;
        await typeInto('payment.method.bank.holder', bank.accountHolderName);
        await user.selectOptions(field('payment.method.bank.accountType'), bank.accountType);
        await typeInto('payment.method.bank.routing', bank.routingNumber);
        // Leaving the routing number looks the bank up.
        await user.tab();
        await waitFor(() => expect(lookups.waiting.length).toBe(1));
        await settle(lookups, { type: 'xstate.done.actor.lookUpRouting', output: { routingNumber: bank.routingNumber, bankName: selection.display.bankName } } as AnyEventObject);
        await typeInto('payment.method.bank.confirmRouting', bank.confirmRoutingNumber);
        await typeInto('payment.method.bank.accountNumber', bank.bankAccountNumber);
        await typeInto('payment.method.bank.confirmAccount', bank.confirmBankAccountNumber);
      }
      if (selection.wallet) await user.click(await screen.findByRole('radio', { name: selection.wallet.walletType }));
      await user.click(button('recharge.continue'));
      if (selection.wallet) await approveInWallet(user, selection.wallet.walletType);
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: text('recharge.step.review') })).toBeInTheDocument());
    }

    return {
      async perform({ event: raw, index }) {
        const event = raw as RechargeEvent;
        if (raw.type === 'xstate.done.actor.paymentMethod') {
          await chooseMethod((raw as unknown as { output: PaymentMethodSelection }).output);
        } else if (isOutcome(raw)) {
          await settle(queues[invokeIdOf(raw) as keyof typeof queues], raw);
        } else if (event.type === 'meter.change') {
          typed.meterNumber = event.value;
          await typeInto('recharge.field.meterNumber', event.value);
        } else if (event.type === 'amount.change') {
          typed.amount = event.value;
          await typeInto('recharge.field.amount', event.value);
        } else if (event.type === 'step.next') {
          const before = exact.snapshots[index - 1]!;
          const retry = before.matches('meter') && (before.context as RechargeContext).meterFixed;
          await user.click(button(retry ? 'recharge.retry' : 'recharge.continue'));
        } else if (event.type === 'step.back') {
          await user.click(button('recharge.back'));
        } else if (event.type === 'recharge.submit') {
          const before = exact.snapshots[index - 1]!;
          await user.click(button((before.context as RechargeContext).failure ? 'recharge.retry' : 'recharge.pay'));
        } else {
          throw new Error(`recharge adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as RechargeContext;
        if (snapshot.status === 'done') {
          expect(await screen.findByRole('heading', { level: 2, name: text('recharge.success.title') })).toBeInTheDocument();
          expect(screen.getByText(context.receipt!.tokenDisplay)).toBeInTheDocument();
          expect(screen.getByText((_, element) => element?.className === 'grouped-number' && element.textContent === context.receipt!.referenceId)).toBeInTheDocument();
          expect(screen.getByRole('button', { name: text('recharge.success.copy') })).toBeInTheDocument();
          return;
        }
        const stepName = stepOfState[String(snapshot.value)] ?? 'meter';
        expect(screen.getByRole('heading', { level: 2, name: text(`recharge.step.${stepName}`) })).toBeInTheDocument();
        const busy = snapshot.hasTag('busy');
        if (busy) expect(button('recharge.busy')).toBeDisabled();
        // What the user typed stays on screen.
        if (stepName === 'meter') {
          if (context.meterFixed) expect(screen.getByText(typed.meterNumber)).toBeInTheDocument();
          else {
            expect(field('recharge.field.meterNumber')).toHaveValue(typed.meterNumber);
            if (context.errors.meterNumber) expect(field('recharge.field.meterNumber')).toHaveAccessibleDescription(new RegExp(failureText(context.errors.meterNumber).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          }
        } else if (stepName === 'amount') {
          expect(field('recharge.field.amount')).toHaveValue(typed.amount);
          if (context.errors.amount) expect(screen.getByText(failureText(context.errors.amount))).toBeInTheDocument();
        } else if (stepName === 'review') {
          const selection = context.selection!;
          const amount = Number(typed.amount);
          // The fee rules themselves are tested in tests/server/payment-rules.test.ts (cards and wallets 2.5%, at least P 5.00).
          const fee = convenienceFee(amount, selection.kind);
          expect(screen.getByText(money(amount + fee))).toBeInTheDocument();
          expect(screen.getByText(money(fee))).toBeInTheDocument();
          if (selection.wallet) expect(screen.getByText(`${selection.wallet.walletType} (${selection.display.payer})`)).toBeInTheDocument();
        } else if (stepName === 'method' && !busy) {
          expect(screen.getByText(text('recharge.card.note'))).toBeInTheDocument();
        }
        const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
        if (context.failure) expect(alerts).toContain(failureText(context.failure.msgcode));
        else expect(alerts).toEqual([]);
        expect(meters.waiting.length).toBe(snapshot.matches('validatingMeter') ? 1 : 0);
        expect(savedMethods.waiting.length).toBe(snapshot.matches('loadingSavedMethods') ? 1 : 0);
        expect(recharges.waiting.length).toBe(snapshot.matches('recharging') ? 1 : 0);
        if (snapshot.matches('recharging')) {
          // One key per submission, the same on every retry of it.
          const keys = new Set(recharges.made.slice(-1).map(([request]) => request.idempotencyKey));
          expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
        }
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
