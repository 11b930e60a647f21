import { expect, test } from '@playwright/test';
import type { RechargeContext, RechargeEvent } from '../../../machines/payment/recharge/recharge.types.ts';
import type { PaymentMethodSelection } from '../../../machines/payment/paymentMethod/paymentMethod.types.ts';
import { text } from '../support.ts';
import { createPeople, createPerson, signInBeforeOpening } from '../people.ts';
import { approveInWallet, BrowserCoverage, holdCalls, invokeIdOf, isOutcome, msgcodeOf, planPaths, type BrowserPath } from './pathRunner.ts';

/**
 * The recharge machine's generated paths, end to end in Chromium against the real server: a
 * visitor on /RechargeMeter and a prepaid customer on /Recharge, each path with a meter of its own
 * (a fresh copy of demo.prepaid's). Every user event is the user's action
 * (type, choose, click, as in tests/component/paths/views/recharge.view.test.tsx); every call
 * outcome is produced for real (the demo meter, an unknown meter for PAY_METER_NOT_FOUND, the F301
 * test card) or by dropping the connection (NETWORK). After each step the page shows the state the
 * path expects.
 */
test.describe.configure({ timeout: 60_000 });

const t = (id: string, values: Record<string, string> = {}) => text('EN_US', id, values);
const unknownMeter = '04112873300';
const f301Card = '4000 0000 0000 3014';

const selectionOf = (event: object) => (event as { output?: unknown }).output as PaymentMethodSelection;

/** The next outcome of `invokeId` after step `from` (the one the user's input must produce). */
function nextOutcome(bp: BrowserPath, from: number, invokeId: string) {
  return bp.path.steps.slice(from).map((s) => s.event).find((e) => isOutcome(e) && invokeIdOf(e) === invokeId);
}

const plan = planPaths('recharge', (bp) => {
  for (const [position, { event }] of bp.path.steps.entries()) {
    const before = bp.snapshots[position]!;
    const context = before.context as RechargeContext;
    if (before.hasTag('busy') && !isOutcome(event)) return 'user event while busy (the form is disabled)';
    if (event.type === 'meter.change' && context.meterFixed) return 'the account meter is not typed';
    if (event.type === 'xstate.done.actor.paymentMethod' && selectionOf(event).paymentMethod === 'SavedPaymentMethod') return 'a prepaid customer has no saved method on the real server';
    const code = msgcodeOf(event);
    if (event.type === 'xstate.error.actor.validateMeter' && code === 'PAY_METER_NOT_FOUND' && context.mode === 'account') return "the account's own meter is in service on the real server";
    if (event.type === 'xstate.error.actor.recharge' && code === 'PAY_METER_NOT_FOUND') return 'the demo meter stays in service between the check and the charge';
    if (event.type === 'xstate.error.actor.recharge' && code?.startsWith('F') && context.selection?.kind !== 'card') return 'F-codes come from test cards only (a bank account is never declined)';
  }
  return false;
});
const coverage = new BrowserCoverage(plan);
test.afterAll(() => coverage.report());

const stepOfState: Record<string, string> = { meter: 'meter', validatingMeter: 'meter', amount: 'amount', loadingSavedMethods: 'method', method: 'method', review: 'review', recharging: 'review' };

function failureText(msgcode: string) {
  try {
    return t(`recharge.code.${msgcode}`);
  } catch {
    return t(`payment.code.${msgcode}`);
  }
}

for (const bp of plan.selected) {
  test(`${bp.path.id} ${bp.path.scenario}: ${bp.path.title}`, async ({ page, request }) => {
    const context0 = bp.snapshots[0]!.context as RechargeContext;
    const customer = context0.mode === 'account' ? await createPerson(request, 'demo.prepaid') : null;
    const meter = customer ? customer.accountDetails[0]!.meters[0]!.meterNumber : (await createPeople(request, { accounts: ['prepaid'] })).accounts[0]!.meters[0]!.meterNumber;
    const calls = await holdCalls(page, {
      validateMeter: /\/prepaid\/validate-meter$/,
      loadSavedMethods: /\/payment\/methods$/,
      recharge: /\/prepaid\/(guest-)?recharge$/,
    });
    // Straight onto /Recharge (its first call held): no dashboard load first.
    if (customer) await signInBeforeOpening(page, customer);
    await page.goto(context0.mode === 'account' ? '/Recharge' : '/RechargeMeter');
    const field = (id: string) => page.getByLabel(t(id), { exact: true });
    const button = (id: string) => page.getByRole('button', { name: t(id) });
    const typed = { meter: '', amount: '' };

    async function chooseMethod(selection: PaymentMethodSelection, index: number) {
      if (selection.card) {
        const f = selection.card;
        const declined = msgcodeOf(nextOutcome(bp, index, 'recharge') ?? { type: '' })?.startsWith('F');
        await page.getByRole('radio', { name: t('payment.method.choice.NewCard') }).check().catch(() => {});
        await field('payment.method.card.name').fill(f.nameOnCard);
        await field('payment.method.card.number').fill(declined ? f301Card : f.cardNumber);
        await field('payment.method.card.expiryMonth').selectOption(String(f.expiryMonth));
        await field('payment.method.card.expiryYear').selectOption(String(new Date().getUTCFullYear() + 3));
        await field('payment.method.card.cvv').fill(f.cvv);
      }
      if (selection.bank) {
        const b = selection.bank;
        await page.getByRole('radio', { name: t('payment.method.choice.NewBankAccount') }).check();
        await field('payment.method.bank.holder').fill(b.accountHolderName);
        await field('payment.method.bank.accountType').selectOption(b.accountType);
        await field('payment.method.bank.routing').fill('281467902');
        await field('payment.method.bank.routing').blur();
        await expect(page.getByText('First National Bank Botswana')).toBeVisible();
        await field('payment.method.bank.confirmRouting').fill('281467902');
        await field('payment.method.bank.accountNumber').fill(b.bankAccountNumber);
        await field('payment.method.bank.confirmAccount').fill(b.confirmBankAccountNumber);
      }
      if (selection.wallet) {
        await page.getByRole('radio', { name: t('payment.method.choice.Wallet') }).check();
        await page.getByRole('radio', { name: selection.wallet.walletType, exact: true }).check();
      }
      await button('recharge.continue').click();
      if (selection.wallet) await approveInWallet(page, selection.wallet.walletType);
    }

    async function expectState(index: number) {
      const snapshot = bp.snapshots[index]!;
      const context = snapshot.context as RechargeContext;
      if (snapshot.status === 'done') {
        await expect(page.getByRole('heading', { level: 2, name: t('recharge.success.title') })).toBeVisible();
        await expect(page.getByTestId('recharge-token')).toHaveText(/^\s*\d{4} \d{4} \d{4} \d{4} \d{4}\s*$/);
        return;
      }
      const step = stepOfState[String(snapshot.value)] ?? 'meter';
      await expect(page.getByRole('heading', { level: 2, name: t(`recharge.step.${step}`) })).toBeVisible();
      if (snapshot.hasTag('busy')) await expect(button('recharge.busy')).toBeDisabled();
      if (step === 'meter' && !context.meterFixed) await expect(field('recharge.field.meterNumber')).toHaveValue(typed.meter);
      if (step === 'amount') await expect(field('recharge.field.amount')).toHaveValue(typed.amount);
      const fieldCode = step === 'meter' ? context.errors.meterNumber : step === 'amount' ? context.errors.amount : undefined;
      if (fieldCode) await expect(page.getByText(failureText(fieldCode)).first()).toBeVisible();
      if (context.failure) await expect(page.getByRole('alert').filter({ hasText: failureText(context.failure.msgcode) })).toBeVisible();
    }

    await expectState(0);
    for (const [i, { event: raw }] of bp.path.steps.entries()) {
      const index = i + 1;
      const before = bp.snapshots[i]!;
      const event = raw as RechargeEvent;
      if (raw.type === 'xstate.done.actor.paymentMethod') await chooseMethod(selectionOf(raw), index);
      else if (isOutcome(raw)) await calls.settle(raw);
      else if (event.type === 'meter.change') {
        const notFound = msgcodeOf(nextOutcome(bp, index, 'validateMeter') ?? { type: '' }) === 'PAY_METER_NOT_FOUND';
        // The sample meter of the path is this path's own meter (or one that does not exist, for PAY_METER_NOT_FOUND).
        typed.meter = event.value === '04112873365' ? (notFound ? unknownMeter : meter) : event.value;
        await field('recharge.field.meterNumber').fill(typed.meter);
      } else if (event.type === 'amount.change') {
        typed.amount = event.value;
        await field('recharge.field.amount').fill(event.value);
      } else if (event.type === 'step.next') {
        const retry = before.matches('meter') && (before.context as RechargeContext).meterFixed;
        await button(retry ? 'recharge.retry' : 'recharge.continue').click();
      } else if (event.type === 'step.back') await button('recharge.back').click();
      else if (event.type === 'recharge.submit') await button((before.context as RechargeContext).failure ? 'recharge.retry' : 'recharge.pay').click();
      else throw new Error(`nothing performs ${raw.type}`);
      await expectState(index);
    }
    coverage.record(bp);
  });
}
