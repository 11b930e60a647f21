import { expect, test } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MakePaymentContext, MakePaymentEvent } from '../../../machines/payment/makePayment/makePayment.types.ts';
import type { PaymentMethodSelection } from '../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { text } from '../support.ts';
import { createPerson, signInBeforeOpening } from '../people.ts';
import { approveInWallet, BrowserCoverage, holdCalls, invokeIdOf, isOutcome, msgcodeOf, planPaths, type BrowserPath } from './pathRunner.ts';

/**
 * Make a Payment's generated paths, end to end in Chromium against the real server: a customer of
 * the path's own (a fresh copy of demo.customer) on /PayBill, and a guest on /MakePayment paying
 * that customer's account. Every user event is the user's action (as in
 * tests/component/paths/views/makePayment.view.test.tsx); every call outcome is produced for real
 * (the real bill, the account's post code or a wrong one for GEN014, the F300 test card) or by
 * dropping the connection (NETWORK).
 */
test.describe.configure({ timeout: 60_000 });

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const f300Card = '4000 0000 0000 3006';
const selectionOf = (event: object) => (event as { output?: unknown }).output as PaymentMethodSelection;

interface Choices {
  amountType: string;
  dateType: string;
}
/** The amount step's choices after an event (a loaded bill or a checked account: the defaults). */
function choose(choices: Choices, event: AnyEventObject): Choices {
  if (event.type === 'xstate.done.actor.loadPaymentData' || event.type === 'xstate.done.actor.validateGuestAccount') return { amountType: 'TotalDueAmount', dateType: 'payNow' };
  const change = event as MakePaymentEvent;
  if (change.type === 'amount.change' && (change.field === 'amountType' || change.field === 'dateType')) return { ...choices, [change.field]: String(change.value) };
  return choices;
}

function nextOutcome(bp: BrowserPath, from: number, invokeId: string) {
  return bp.path.steps.slice(from).map((s) => s.event).find((e) => isOutcome(e) && invokeIdOf(e) === invokeId);
}

const plan = planPaths('makePayment', (bp) => {
  let choices: Choices = { amountType: 'TotalDueAmount', dateType: 'payNow' };
  // Whether the post code typed last is the wrong one (decided by the check that follows it).
  let wrongPostCode: boolean | null = null;
  for (const [position, { event }] of bp.path.steps.entries()) {
    const before = bp.snapshots[position]!;
    const context = before.context as MakePaymentContext;
    const change = event as MakePaymentEvent;
    if (change.type === 'guest.change' && change.field === 'postCode') wrongPostCode = msgcodeOf(nextOutcome(bp, position + 1, 'validateGuestAccount') ?? { type: '' }) === 'GEN014';
    if (isOutcome(event) && invokeIdOf(event) === 'validateGuestAccount' && wrongPostCode !== null && wrongPostCode !== (msgcodeOf(event) === 'GEN014')) {
      return 'the same details checked again get another answer (the real server answers the same)';
    }
    if (before.hasTag('busy') && !isOutcome(event)) return 'user event while busy (the form is disabled)';
    if (change.type === 'amount.change' && change.field === 'otherAmount' && choices.amountType !== 'OtherAmount') return 'other amount while another amount type is chosen (not on screen)';
    if (change.type === 'amount.change' && change.field === 'paymentDate' && choices.dateType !== 'scheduled') return 'payment date while paying now (not on screen)';
    if (change.type === 'amount.change' && change.field === 'dateType' && context.mode === 'guest') return 'a guest cannot schedule';
    const code = msgcodeOf(event);
    if (event.type === 'xstate.done.actor.checkDuplicate' && (event as { output?: { duplicate?: boolean } }).output?.duplicate) return 'a duplicate needs a payment of the same amount made before the path (payment.spec.ts shows it)';
    if (event.type === 'xstate.error.actor.checkDuplicate') return 'the duplicate check does not fail on demand on the real server (GEN500)';
    if (event.type === 'xstate.done.actor.validateGuestAccount' && (event as { output?: { isPrepaid?: boolean } }).output?.isPrepaid) return "the guest pays the customer's postpaid account";
    if (event.type === 'xstate.error.actor.submitPayment' && (code === 'PAY_FEE_CHANGED' || code === 'PAY_GUEST_EXPIRED')) return `${code} cannot be produced on demand on the real server`;
    if (event.type === 'xstate.error.actor.submitPayment' && code?.startsWith('F') && context.method?.paymentMethod !== 'NewCard') return 'F-codes come from new test cards only (the saved card and bank accounts approve)';
    choices = choose(choices, event);
  }
  return false;
});
const coverage = new BrowserCoverage(plan);
test.afterAll(() => coverage.report());

const stepOf = (bp: BrowserPath, index: number) => (['account', 'amount', 'method', 'review'] as const).find((step) => bp.snapshots[index]!.hasTag(`step:${step}`)) ?? 'amount';
const failureText = (code: string) => t(`payment.code.${code}`).replace(/\{\w+\}/g, '');

for (const [n, bp] of plan.selected.entries()) {
  test(`${bp.path.id} ${bp.path.scenario}: ${bp.path.title}`, async ({ page, request }) => {
    const guest = (bp.snapshots[0]!.context as MakePaymentContext).mode === 'guest';
    const customer = await createPerson(request, 'demo.customer');
    const account = customer.accountDetails[0]!;
    const calls = await holdCalls(page, {
      loadPaymentData: /\/billing\/current-bill$/,
      validateGuestAccount: /\/payment\/guest\/validate-account$/,
      checkDuplicate: /\/payment\/duplicate-check$/,
      lookUpFee: /\/payment\/convenience-fee$/,
      submitPayment: /\/payment\/(pay|schedule|guest\/pay)$/,
    });
    // Straight onto /PayBill (its first call held): no dashboard load first.
    if (!guest) await signInBeforeOpening(page, customer);
    await page.goto(guest ? '/MakePayment' : '/PayBill');
    const field = (id: string) => page.getByLabel(t(id), { exact: true });
    const button = (id: string) => page.getByRole('button', { name: t(id), exact: true });
    const payButton = () => page.getByRole('button', { name: /^Pay P|^Schedule payment/ });
    const typed: Record<string, string> = {};
    let choices: Choices = { amountType: 'TotalDueAmount', dateType: 'payNow' };
    // Unique to this path: the duplicate check finds no earlier payment of it.
    const uniqueAmount = `${150 + n}.${String(10 + n).padStart(2, '0')}`;

    async function chooseMethod(selection: PaymentMethodSelection, index: number) {
      const declined = msgcodeOf(nextOutcome(bp, index, 'submitPayment') ?? { type: '' })?.startsWith('F');
      const choice = page.getByRole('radio', { name: t(`payment.method.choice.${selection.paymentMethod}`) });
      if (await choice.count()) await choice.check();
      if (selection.paymentMethod === 'SavedPaymentMethod') {
        await page.getByRole('radio', { name: new RegExp(`ending ${selection.display.last4}`) }).check();
      } else if (selection.card) {
        const c = selection.card;
        await field('payment.method.card.name').fill(c.nameOnCard);
        await field('payment.method.card.number').fill(declined ? f300Card : c.cardNumber);
        await field('payment.method.card.expiryMonth').selectOption(String(c.expiryMonth));
        await field('payment.method.card.expiryYear').selectOption(String(new Date().getUTCFullYear() + 3));
        await field('payment.method.card.cvv').fill(c.cvv);
      } else if (selection.bank) {
        const b = selection.bank;
        await field('payment.method.bank.holder').fill(b.accountHolderName);
        await field('payment.method.bank.accountType').selectOption(b.accountType);
        await field('payment.method.bank.routing').fill('281467902');
        await field('payment.method.bank.routing').blur();
        await expect(page.getByText('First National Bank Botswana')).toBeVisible();
        await field('payment.method.bank.confirmRouting').fill('281467902');
        await field('payment.method.bank.accountNumber').fill(b.bankAccountNumber);
        await field('payment.method.bank.confirmAccount').fill(b.confirmBankAccountNumber);
      } else if (selection.wallet) {
        await page.getByRole('radio', { name: selection.wallet.walletType, exact: true }).check();
      }
      // A wallet is never saved (the step offers no box for it).
      if (selection.paymentMethod !== 'SavedPaymentMethod' && selection.paymentMethod !== 'Wallet' && !guest) {
        const box = page.getByRole('checkbox', { name: t('payment.method.save') });
        await box.setChecked(false);
      }
      await button('payment.continue').click();
      if (selection.wallet) await approveInWallet(page, selection.wallet.walletType);
    }

    async function expectState(index: number) {
      const snapshot = bp.snapshots[index]!;
      const context = snapshot.context as MakePaymentContext;
      if (snapshot.status === 'done') {
        if (guest) await expect(page.getByRole('heading', { name: t('payment.success.title') })).toBeVisible();
        else await expect(page).toHaveURL(snapshot.value === 'scheduled' ? /\/PayScheduledSuccess$/ : /\/PayBillSuccess$/);
        return;
      }
      await expect(page.getByRole('heading', { level: 2, name: t(`payment.step.${stepOf(bp, index)}`) })).toBeVisible();
      const state = String(snapshot.value);
      if (state === 'account' || state === 'validatingAccount') {
        await expect(field('payment.account.number')).toHaveValue(typed.accountNumber ?? '');
        if (state === 'validatingAccount') await expect(button('payment.busy')).toBeDisabled();
      } else if (state === 'loadFailed' || state === 'feeFailed') {
        await expect(button('common.retry')).toBeEnabled();
      } else if (state === 'amount' || state === 'checkingDuplicate') {
        const other = choices.amountType === 'OtherAmount';
        await expect(page.getByRole('radio', { name: other ? t('payment.amount.other') : /Total amount due/ })).toBeChecked();
        if (other) await expect(field('payment.amount.otherLabel')).toHaveValue(typed.otherAmount ?? '');
        if (choices.dateType === 'scheduled') await expect(field('payment.date.label')).toHaveValue(typed.paymentDate ?? '');
      } else if (state === 'method') {
        await expect(page.getByRole('group', { name: t('payment.method.legend') })).toBeVisible();
      } else if (state === 'fetchingFee') {
        await expect(page.getByText(t('payment.fee.loading'))).toBeVisible();
      } else if (state === 'review' || state === 'submitting') {
        if (state === 'submitting') await expect(page.getByRole('button', { name: t('payment.paying') })).toBeDisabled();
        else await expect(payButton()).toBeEnabled();
        await expect(page.getByText(t('payment.review.fee'))).toBeVisible();
      }
      if (context.failure) await expect(page.getByRole('alert').filter({ hasText: failureText(context.failure.msgcode).slice(0, 30) }).first()).toBeVisible();
    }

    await expectState(0);
    for (const [i, { event: raw }] of bp.path.steps.entries()) {
      const index = i + 1;
      const event = raw as MakePaymentEvent;
      choices = choose(choices, raw);
      if (raw.type === 'xstate.done.actor.paymentMethod') await chooseMethod(selectionOf(raw), index);
      else if (isOutcome(raw)) await calls.settle(raw);
      else if (event.type === 'guest.change') {
        const refused = msgcodeOf(nextOutcome(bp, index, 'validateGuestAccount') ?? { type: '' }) === 'GEN014';
        // The path's account is the customer's own; its post code, or the path's wrong one for GEN014.
        const value = event.field === 'accountNumber' ? account.accountNumber : !refused ? account.postalCode : event.value;
        typed[event.field] = value;
        await field(event.field === 'accountNumber' ? 'payment.account.number' : 'payment.account.postCode').fill(value);
      } else if (event.type === 'amount.change') {
        if (event.field === 'amountType') await page.getByRole('radio', { name: event.value === 'OtherAmount' ? t('payment.amount.other') : /Total amount due/ }).check();
        else if (event.field === 'dateType') await page.getByRole('radio', { name: t(event.value === 'scheduled' ? 'payment.date.scheduled' : 'payment.date.payNow') }).check();
        else if (event.field === 'otherAmount') {
          typed.otherAmount = event.value === '150.00' ? uniqueAmount : String(event.value);
          await field('payment.amount.otherLabel').fill(typed.otherAmount);
        } else if (event.field === 'paymentDate') {
          typed.paymentDate = String(event.value);
          await field('payment.date.label').fill(typed.paymentDate);
        } else await page.getByRole('checkbox', { name: t('payment.paperless') }).setChecked(event.value === true);
      } else if (event.type === 'duplicate.confirm' || event.type === 'duplicate.cancel') {
        await page.getByRole('alertdialog').getByRole('button', { name: t(event.type === 'duplicate.confirm' ? 'payment.duplicate.confirm' : 'payment.duplicate.cancel') }).click();
      } else if (event.type === 'step.next') await button('payment.continue').click();
      else if (event.type === 'step.back') await button('payment.back').click();
      else if (event.type === 'payment.submit') await payButton().click();
      else if (event.type === 'payment.retry') await button('common.retry').click();
      else throw new Error(`nothing performs ${raw.type}`);
      await expectState(index);
    }
    coverage.record(bp);
  });
}
