import { screen, waitFor, within } from '@testing-library/react';
import { sampleWalletCalls } from '../../../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { makePaymentMachine } from '../../../../machines/payment/makePayment/makePayment.machine.ts';
import { sampleToday } from '../../../../machines/payment/makePayment/makePayment.fixtures.ts';
import type { MakePaymentContext, MakePaymentEvent, PaymentData, SubmitPaymentInput, FeeLookupInput } from '../../../../machines/payment/makePayment/makePayment.types.ts';
import type { PaymentMethodSelection } from '../../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import type { ConvenienceFeeData, DuplicateCheckData, GuestAccountData, PaymentReceipt } from '../../../../src/domain/payment.ts';
import { MakePaymentPage } from '../../../../src/features/payment/makePayment/MakePaymentPage.tsx';
import { PayBillFlow } from '../../../../src/features/payment/makePayment/PayBillPage.tsx';
import type { MakePaymentCalls } from '../../../../src/features/payment/makePayment/makePaymentCalls.ts';
import { formatCatalogueText } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { approveInWallet } from '../support/wallet.ts';
import { expectAlerts } from '../support/alerts.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const stepOf = (snapshot: AnyMachineSnapshot) => (['account', 'amount', 'method', 'review'] as const).find((step) => snapshot.hasTag(`step:${step}`)) ?? 'amount';

/** What the user chose on the amount step (the model's context may hold another path's values). */
interface Choices {
  amountType: string;
  dateType: string;
}

/** The choices after an event: a loaded bill or a checked guest account starts from the defaults. */
function choose(choices: Choices, event: MakePaymentEvent | { type: string }): Choices {
  if (event.type === 'xstate.done.actor.loadPaymentData' || event.type === 'xstate.done.actor.validateGuestAccount') {
    return { amountType: 'TotalDueAmount', dateType: 'payNow' };
  }
  const change = event as MakePaymentEvent;
  if (change.type === 'amount.change' && (change.field === 'amountType' || change.field === 'dateType')) return { ...choices, [change.field]: change.value };
  return choices;
}

/** Why the user cannot send this event in this state (a field not on screen), or null. */
function unreachable(mode: string, choices: Choices, event: MakePaymentEvent): string | null {
  if (event.type !== 'amount.change') return null;
  if (event.field === 'otherAmount' && choices.amountType !== 'OtherAmount') return 'other amount while another amount type is chosen';
  if (event.field === 'paymentDate' && choices.dateType !== 'scheduled') return 'payment date while paying now';
  if (event.field === 'dateType' && mode === 'guest') return 'a guest cannot schedule';
  return null;
}

/** The catalogue text of a failure code as the page shows it (limits filled in). */
function failureText(code: string): string {
  return formatCatalogueText(`payment.code.${code}`, { minimum: 'P 10.00', maximum: 'P 50,000.00' }, 'EN_US');
}

/**
 * Make a Payment paths on PayBillFlow (signed in) and MakePaymentPage (guest): the user types and
 * chooses on each step, fills the payment-method step for the selection the path ends it with and
 * presses Continue, Back, Pay or Try again; the calls wait until the path settles them (the routing
 * lookup answers at once). Paths that change a field the step does not show are skipped.
 */
const adapter = defineViewAdapter(makePaymentMachine, {
  machine: 'makePayment',
  skip(path) {
    const mode = (path.initial.context as MakePaymentContext).mode;
    let choices: Choices = { amountType: 'TotalDueAmount', dateType: 'payNow' };
    for (const { event } of path.steps) {
      const reason = unreachable(mode, choices, event as MakePaymentEvent);
      if (reason) return reason;
      choices = choose(choices, event);
    }
    return false;
  },
  async render(path) {
    const guest = (path.initial.context as MakePaymentContext).mode === 'guest';
    const load = pendingCalls<[string], PaymentData>();
    const validate = pendingCalls<[{ accountNumber: string }], GuestAccountData>();
    const duplicate = pendingCalls<[{ accountNumber: string; amount: number }], DuplicateCheckData>();
    const fee = pendingCalls<[FeeLookupInput], ConvenienceFeeData>();
    const submit = pendingCalls<[SubmitPaymentInput], PaymentReceipt>();
    const calls: MakePaymentCalls = {
      loadPaymentData: load.fn,
      validateGuestAccount: validate.fn,
      checkDuplicate: duplicate.fn,
      lookUpFee: fee.fn,
      submitPayment: submit.fn,
      lookUpRouting: async (routingNumber) => ({ routingNumber, bankName: 'First National Bank Botswana' }),
      ...sampleWalletCalls,
    };
    const queues = { loadPaymentData: load, validateGuestAccount: validate, checkDuplicate: duplicate, lookUpFee: fee, submitPayment: submit } as const;
    const ui = guest ? (
      <MakePaymentPage calls={calls} now={sampleToday} />
    ) : (
      <PayBillFlow calls={calls} accountNumber="300041526371" allowSaved allowNew now={sampleToday} />
    );
    const { user, router } = await renderPortal(ui, { route: guest ? '/MakePayment' : '/PayBill' });
    const button = (id: string) => screen.getByRole('button', { name: text(id) });
    const typed: Record<string, string> = {};
    let choices: Choices = { amountType: 'TotalDueAmount', dateType: 'payNow' };

    async function fill(label: string | RegExp, value: string) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      await user.clear(input);
      if (value) {
        input.focus();
        await user.paste(value);
      }
    }
    async function setBox(name: string, checked: boolean) {
      const box = screen.getByRole('checkbox', { name: text(name) }) as HTMLInputElement;
      if (box.checked !== checked) await user.click(box);
    }

    async function chooseMethod(selection: PaymentMethodSelection) {
      const choice = screen.queryByRole('radio', { name: text(`payment.method.choice.${selection.paymentMethod}`) });
      if (choice) await user.click(choice);
      if (selection.paymentMethod === 'SavedPaymentMethod') {
        await user.click(screen.getByRole('radio', { name: new RegExp(`ending ${selection.display.last4}`) }));
      } else if (selection.card) {
        const card = selection.card;
        await fill(text('payment.method.card.name'), card.nameOnCard);
        await fill(text('payment.method.card.number'), card.cardNumber);
        await user.selectOptions(screen.getByLabelText(text('payment.method.card.expiryMonth')), String(card.expiryMonth));
        await user.selectOptions(screen.getByLabelText(text('payment.method.card.expiryYear')), String(card.expiryYear));
        await fill(text('payment.method.card.cvv'), card.cvv);
      } else if (selection.bank) {
        const bank = selection.bank;
        await fill(text('payment.method.bank.holder'), bank.accountHolderName);
        await user.selectOptions(screen.getByLabelText(text('payment.method.bank.accountType')), bank.accountType);
        await fill(new RegExp(`^${text('payment.method.bank.routing').replace('*', '\\*')}$`), bank.routingNumber);
        await fill(text('payment.method.bank.confirmRouting'), bank.confirmRoutingNumber);
        await fill(new RegExp(`^${text('payment.method.bank.accountNumber').replace('*', '\\*')}$`), bank.bankAccountNumber);
        await fill(text('payment.method.bank.confirmAccount'), bank.confirmBankAccountNumber);
      } else if (selection.wallet) {
        await user.click(await screen.findByRole('radio', { name: selection.wallet.walletType }));
      }
      // A wallet is never saved (the step offers no box for it).
      if (selection.paymentMethod !== 'SavedPaymentMethod' && selection.paymentMethod !== 'Wallet' && !guest) {
        await setBox('payment.method.save', selection.saveMethod);
        if (selection.saveMethod) await fill(text('payment.method.nickname'), selection.nickName);
      }
      await user.click(button('payment.continue'));
      if (selection.wallet) await approveInWallet(user, selection.wallet.walletType);
    }

    return {
      async perform({ event: raw }) {
        const event = raw as MakePaymentEvent;
        choices = choose(choices, raw);
        if (raw.type === 'xstate.done.actor.paymentMethod') {
          await chooseMethod((raw as unknown as { output: PaymentMethodSelection }).output);
        } else if (isOutcome(raw)) {
          await settle(queues[invokeIdOf(raw) as keyof typeof queues], raw);
        } else if (event.type === 'guest.change') {
          typed[event.field] = event.value;
          await fill(text(event.field === 'accountNumber' ? 'payment.account.number' : 'payment.account.postCode'), event.value);
        } else if (event.type === 'amount.change') {
          if (event.field === 'amountType') {
            await user.click(screen.getByRole('radio', { name: event.value === 'OtherAmount' ? text('payment.amount.other') : /Total amount due/ }));
          } else if (event.field === 'dateType') {
            await user.click(screen.getByRole('radio', { name: text(event.value === 'scheduled' ? 'payment.date.scheduled' : 'payment.date.payNow') }));
          } else if (event.field === 'otherAmount') {
            typed.otherAmount = event.value;
            await fill(text('payment.amount.otherLabel'), event.value);
          } else if (event.field === 'paymentDate') {
            typed.paymentDate = event.value;
            await fill(text('payment.date.label'), event.value);
          } else {
            await setBox('payment.paperless', event.value === true);
          }
        } else if (event.type === 'duplicate.confirm' || event.type === 'duplicate.cancel') {
          const dialog = screen.getByRole('alertdialog');
          await user.click(within(dialog).getByRole('button', { name: text(event.type === 'duplicate.confirm' ? 'payment.duplicate.confirm' : 'payment.duplicate.cancel') }));
        } else if (event.type === 'step.next') {
          await user.click(button('payment.continue'));
        } else if (event.type === 'step.back') {
          await user.click(button('payment.back'));
        } else if (event.type === 'payment.submit') {
          await user.click(screen.getByRole('button', { name: /^Pay P|Schedule payment/ }));
        } else if (event.type === 'payment.retry') {
          await user.click(button('common.retry'));
        } else {
          throw new Error(`makePayment adapter: nothing performs ${raw.type}`);
        }
      },
      async expectView(snapshot) {
        const context = snapshot.context as MakePaymentContext;
        if (snapshot.status === 'done') {
          if (guest) await waitFor(() => expect(screen.getByRole('heading', { name: text('payment.success.title') })).toBeInTheDocument());
          else await waitFor(() => expect(router?.state.location.pathname).toBe(snapshot.value === 'scheduled' ? '/PayScheduledSuccess' : '/PayBillSuccess'));
          return;
        }
        const step = stepOf(snapshot);
        expect(screen.getByRole('heading', { level: 2, name: text(`payment.step.${step}`) })).toBeInTheDocument();
        const state = String(snapshot.value);
        if (state === 'account' || state === 'validatingAccount') {
          expect(screen.getByLabelText(text('payment.account.number'))).toHaveValue(typed.accountNumber ?? '');
          const busy = state === 'validatingAccount';
          expect(button(busy ? 'payment.busy' : 'payment.continue')).toHaveProperty('disabled', busy);
        } else if (state === 'loadFailed' || state === 'feeFailed') {
          expect(button('common.retry')).toBeEnabled();
        } else if (state === 'amount' || state === 'checkingDuplicate' || state === 'duplicateWarning') {
          const other = choices.amountType === 'OtherAmount';
          expect(screen.getByRole('radio', { name: other ? text('payment.amount.other') : /Total amount due/ })).toBeChecked();
          if (other) expect(screen.getByLabelText(text('payment.amount.otherLabel'))).toHaveValue(typed.otherAmount ?? '');
          if (choices.dateType === 'scheduled') expect(screen.getByLabelText(text('payment.date.label'))).toHaveValue(typed.paymentDate ?? '');
          expect(screen.queryByRole('alertdialog') !== null).toBe(state === 'duplicateWarning');
        } else if (state === 'method') {
          await waitFor(() => expect(screen.getByRole('group', { name: text('payment.method.legend') })).toBeInTheDocument());
        } else if (state === 'fetchingFee') {
          await waitFor(() => expect(screen.getByText(text('payment.fee.loading'))).toBeInTheDocument());
        } else if (state === 'review' || state === 'submitting') {
          const pay = screen.getByRole('button', { name: state === 'submitting' ? text('payment.paying') : /^Pay P|Schedule payment/ });
          expect(pay).toHaveProperty('disabled', state === 'submitting');
          expect(screen.getByText(text('payment.review.fee'))).toBeInTheDocument();
        }
        expectAlerts([context.formError && failureText('VLD001'), context.failure && failureText(context.failure.msgcode)]);
        expect(load.waiting.length).toBe(snapshot.matches('loading') ? 1 : 0);
        expect(validate.waiting.length).toBe(snapshot.matches('validatingAccount') ? 1 : 0);
        expect(duplicate.waiting.length).toBe(snapshot.matches('checkingDuplicate') ? 1 : 0);
        expect(fee.waiting.length).toBe(snapshot.matches('fetchingFee') ? 1 : 0);
        expect(submit.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
