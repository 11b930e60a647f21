/**
 * The automatic payment plan machine with fake calls (the method step's too), through its view
 * model: the status, enrolling in 2 steps with the defaults and with a new bank account, the rule's
 * checks, the terms, a refusal that keeps everything, changing a plan, cancelling, and the rights.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectAutoPay } from '../../machines/payment/autoPay/autoPay.connect.ts';
import { changedStatus, enrolledStatus, notEnrolledStatus, sampleAutoPayAccount, sampleAutoPayToday } from '../../machines/payment/autoPay/autoPay.fixtures.ts';
import { sampleWalletCalls, savedBank } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { AutoPayEnrollBody, AutoPayStatus } from '../../src/domain/autoPay.ts';
import { providedAutoPayMachine, type AutoPayCalls } from '../../src/features/payment/autoPay/autoPayCalls.ts';

function start(options: { load?: AutoPayCalls['loadStatus']; status?: AutoPayStatus; enrol?: AutoPayCalls['enrol']; cancel?: AutoPayCalls['cancel']; canEdit?: boolean; canCancel?: boolean; startWithForm?: boolean } = {}) {
  const calls = {
    lookUpRouting: vi.fn(async (routingNumber: string) => ({ routingNumber, bankName: 'First National Bank Botswana' })),
    ...sampleWalletCalls,
    loadStatus: vi.fn(options.load ?? (async () => options.status ?? notEnrolledStatus)),
    enrol: vi.fn(options.enrol ?? (async () => changedStatus)),
    cancel: vi.fn(options.cancel ?? (async () => notEnrolledStatus)),
  };
  const actor = createActor(providedAutoPayMachine(calls), {
    input: { accountNumber: sampleAutoPayAccount, canEdit: options.canEdit ?? true, canCancel: options.canCancel ?? true, startWithForm: options.startWithForm ?? false, today: sampleAutoPayToday },
  }).start();
  const view = () => connectAutoPay(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy') && !s.matches('loaded'));
  const method = () => actor.getSnapshot().children.paymentMethod!;
  return { actor, view, calls, settled, method };
}

describe('autoPay machine', () => {
  it('not enrolled: the status, then step 1 with the defaults (the saved bank account, the amount due, on the due date)', async () => {
    const { view, settled, calls } = start();
    expect(view().status).toBe('loading');
    await settled();
    expect(calls.loadStatus).toHaveBeenCalledWith(sampleAutoPayAccount);
    expect(view()).toMatchObject({ status: 'overview', enrolment: null, canEnrol: true, canChange: false, canCancel: false });
    view().enrol();
    expect(view()).toMatchObject({ status: 'details', rule: { amountType: 'AmountDue', makePaymentType: 'PayonDueDate' } });
    expect(view().steps.map((step) => step.status)).toEqual(['doing', 'todo']);
    expect(view().methodRef?.getSnapshot().context).toMatchObject({ choice: 'SavedPaymentMethod', savedPaymentMethod: savedBank.paymentTokenId, allowCard: false });
  });

  it('the rule is checked on Continue: a fixed amount within the limits, 1 to 10 days; nothing is sent before', async () => {
    const { view, settled, actor } = start();
    await settled();
    view().enrol();
    view().changeAmountType('FixedAmount');
    view().changeFixedAmount('5');
    view().changeDateType('DaysBeforeDueDate');
    view().changeDaysBefore('12');
    view().continue();
    expect(view()).toMatchObject({ status: 'details', ruleErrors: { fixedAmount: 'PAY_AMOUNT_MIN', daysBefore: 'APP_DAYS_BEFORE' } });
    view().changeFixedAmount('150');
    expect(view().ruleErrors.fixedAmount).toBeUndefined();
    expect(view().ruleErrors.daysBefore).toBe('APP_DAYS_BEFORE');
    view().changeDaysBefore('3');
    view().continue();
    await waitFor(actor, (s) => s.matches('review'));
    expect(view()).toMatchObject({ status: 'review', selection: { paymentMethod: 'SavedPaymentMethod', savedPaymentMethod: savedBank.paymentTokenId } });
    expect(view().steps.map((step) => step.status)).toEqual(['done', 'doing']);
  });

  it('enrols only with the terms accepted, sends the payload with the rule, and confirms with a toast notice', async () => {
    const { view, settled, actor, calls } = start();
    await settled();
    view().enrol();
    view().changeAmountType('FixedAmount');
    view().changeFixedAmount('150');
    view().changeDateType('DaysBeforeDueDate');
    view().changeDaysBefore('3');
    view().continue();
    await waitFor(actor, (s) => s.matches('review'));
    view().submit();
    expect(view()).toMatchObject({ status: 'review', termsError: 'APP_TERMS' });
    expect(calls.enrol).not.toHaveBeenCalled();
    view().changeTerms(true);
    view().submit();
    expect(view().busy).toBe(true);
    await settled();
    expect(calls.enrol).toHaveBeenCalledWith({
      accountNumber: sampleAutoPayAccount,
      paymentMethod: 'SavedPaymentMethod',
      savedPaymentMethod: savedBank.paymentTokenId,
      nickName: '',
      setDefaultPayment: false,
      amountType: 'FixedAmount',
      amount: 150,
      makePaymentType: 'DaysBeforeDueDate',
      daysBeforeDueDate: 3,
      termsAccepted: true,
    } satisfies AutoPayEnrollBody);
    expect(view()).toMatchObject({ status: 'done', isChange: false, enrolment: { fixedAmount: 150 }, nextDraft: { date: '2026-11-25', amount: 150 }, notice: { kind: 'enrolled' } });
    view().finish();
    expect(view()).toMatchObject({ status: 'overview', canChange: true, canCancel: true });
  });

  it('a new bank account: looked up, saved with the enrolment; a refusal keeps everything and Back returns to step 1 as typed', async () => {
    const enrol = vi.fn<AutoPayCalls['enrol']>().mockRejectedValueOnce({ msgcode: 'F304', message: 'Your card/bank account number is not valid.' }).mockResolvedValueOnce(changedStatus);
    const { view, settled, actor, method, calls } = start({ enrol, startWithForm: true });
    await settled();
    expect(view().status).toBe('details');
    method().send({ type: 'method.choose', choice: 'NewBankAccount' });
    for (const [field, value] of [
      ['accountHolderName', 'Kagiso Molefe'],
      ['accountType', 'savings'],
      ['routingNumber', '281467902'],
      ['confirmRoutingNumber', '281467902'],
      ['bankAccountNumber', '62001234'],
      ['confirmBankAccountNumber', '62001234'],
    ] as const) method().send({ type: 'bank.change', field, value });
    method().send({ type: 'options.change', field: 'nickName', value: 'Bills' });
    view().continue();
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls.lookUpRouting).toHaveBeenCalledWith('281467902');
    expect(view().selection).toMatchObject({ paymentMethod: 'NewBankAccount', saveMethod: true, nickName: 'Bills', display: { last4: '1234' } });
    view().changeTerms(true);
    view().submit();
    await settled();
    expect(view()).toMatchObject({ status: 'review', actionFailure: { msgcode: 'F304' }, termsAccepted: true });
    expect(enrol.mock.calls[0]![0]).toMatchObject({ paymentMethod: 'NewBankAccount', nickName: 'Bills', bank: { bankAccountNumber: '62001234' } });
    view().back();
    expect(view().status).toBe('details');
    expect(view().methodRef?.getSnapshot().context).toMatchObject({ choice: 'NewBankAccount', bank: { bankAccountNumber: '62001234' } });
    view().continue();
    await waitFor(actor, (s) => s.matches('review'));
    view().submit();
    await settled();
    expect(view().status).toBe('done');
  });

  it('enrolled: the change form opens with the plan, Save changes; cancel behind a confirmation, a failure keeps the dialog', async () => {
    const cancel = vi.fn<AutoPayCalls['cancel']>().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' }).mockResolvedValueOnce(notEnrolledStatus);
    const { view, settled, actor } = start({ status: enrolledStatus, cancel });
    await settled();
    expect(view()).toMatchObject({ status: 'overview', canEnrol: false, canChange: true, canCancel: true, nextDraft: { date: '2026-11-28', amount: 1240.5 } });
    view().edit();
    expect(view()).toMatchObject({ status: 'details', isChange: true, rule: { amountType: 'AmountDue', makePaymentType: 'PayonDueDate' } });
    view().back();
    view().cancel();
    expect(view().cancelDialog).toEqual({ busy: false, failure: null });
    view().dismissCancel();
    expect(view().cancelDialog).toBeNull();
    view().cancel();
    view().confirmCancel();
    await settled();
    expect(view().cancelDialog).toEqual({ busy: false, failure: { msgcode: 'GEN500', message: 'Server error' } });
    view().confirmCancel();
    await waitFor(actor, (s) => s.matches('overview'));
    expect(view()).toMatchObject({ status: 'overview', enrolment: null, cancelDialog: null, notice: { kind: 'cancelled' }, canEnrol: true });
  });

  it('without the rights: the status only; /EnrollAutoPay without the edit right shows the status', async () => {
    const { view, settled } = start({ status: enrolledStatus, canEdit: false, canCancel: false, startWithForm: true });
    await settled();
    expect(view()).toMatchObject({ status: 'overview', canEnrol: false, canChange: false, canCancel: false });
    view().edit();
    view().cancel();
    expect(view()).toMatchObject({ status: 'overview', cancelDialog: null });
  });

  it('a failed read says why, and Try again reads again', async () => {
    const load = vi.fn<AutoPayCalls['loadStatus']>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(notEnrolledStatus);
    const { view, settled } = start({ load });
    await settled();
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled();
    expect(view().status).toBe('overview');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
