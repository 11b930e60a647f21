/**
 * The Text To Pay machine with fake calls, through its view model: the status, enrolling (the phone
 * rules, consent, the bank account) with a refusal that keeps everything, the confirmation, resending
 * the link, unenrolling behind a confirmation, the right, and /EnrollTextToPay opening the form.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectTextToPay } from '../../machines/payment/textToPay/textToPay.connect.ts';
import { enrolledTextToPay, noBankTextToPay, notEnrolledTextToPay, sampleTextToPayAccount } from '../../machines/payment/textToPay/textToPay.fixtures.ts';
import { savedBank } from '../../machines/payment/paymentMethod/paymentMethod.fixtures.ts';
import type { TextToPayStatus } from '../../src/domain/textToPay.ts';
import { providedTextToPayMachine, type TextToPayCalls } from '../../src/features/payment/textToPay/textToPayCalls.ts';

const refusal = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: msgcode });

function start(options: { status?: TextToPayStatus; detail?: TextToPayCalls['detail']; enrol?: TextToPayCalls['enrol']; resend?: TextToPayCalls['resend']; unenrol?: TextToPayCalls['unenrol']; canEdit?: boolean; startWithForm?: boolean } = {}) {
  const calls = {
    detail: vi.fn(options.detail ?? (async () => options.status ?? notEnrolledTextToPay)),
    enrol: vi.fn(options.enrol ?? (async () => enrolledTextToPay)),
    resend: vi.fn(options.resend ?? (async () => enrolledTextToPay)),
    unenrol: vi.fn(options.unenrol ?? (async () => notEnrolledTextToPay)),
  };
  const actor = createActor(providedTextToPayMachine(calls), {
    input: { accountNumber: sampleTextToPayAccount, canEdit: options.canEdit ?? true, startWithForm: options.startWithForm ?? false },
  }).start();
  const view = () => connectTextToPay(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy') && !s.matches('loaded'));
  return { actor, view, calls, settled };
}

describe('textToPay machine', () => {
  it('not enrolled: the status, then the form with the only bank account chosen; each rule checked on Enrol, nothing sent before', async () => {
    const { view, settled, calls } = start();
    expect(view().status).toBe('loading');
    await settled();
    expect(calls.detail).toHaveBeenCalledWith(sampleTextToPayAccount);
    expect(view()).toMatchObject({ status: 'overview', enrolment: null, canEnrol: true, canResend: false, canUnenrol: false });
    view().enrol();
    expect(view()).toMatchObject({ status: 'details', form: { mobileNumber: '', consent: false, bankToken: savedBank.paymentTokenId } });
    expect(view().steps.map((step) => step.status)).toEqual(['doing', 'todo']);
    view().submit();
    expect(view().errors).toEqual({ mobileNumber: 'REG_PHONE_REQUIRED', consent: 'TTP_CONSENT' });
    view().changeMobile('81234567');
    expect(view().errors.mobileNumber).toBeUndefined();
    view().submit();
    expect(view().errors.mobileNumber).toBe('REG_PHONE_FIRST_DIGIT');
    view().changeMobile('01234567');
    view().submit();
    expect(view().errors.mobileNumber).toBe('REG_PHONE_LEADING_ZERO');
    expect(calls.enrol).not.toHaveBeenCalled();
  });

  it('enrols with the number, the consent and the bank account; a refusal keeps everything and Try again sends it again', async () => {
    const enrol = vi.fn<TextToPayCalls['enrol']>().mockRejectedValueOnce(refusal('TTP_BANK_ONLY')).mockResolvedValueOnce(enrolledTextToPay);
    const { view, settled } = start({ enrol });
    await settled();
    view().enrol();
    view().changeMobile('71234567');
    view().changeConsent(true);
    view().chooseBank(savedBank.paymentTokenId);
    view().submit();
    expect(view().busy).toBe(true);
    await settled();
    expect(view()).toMatchObject({ status: 'details', actionFailure: { msgcode: 'TTP_BANK_ONLY' }, form: { mobileNumber: '71234567', consent: true } });
    view().submit();
    await settled();
    expect(enrol).toHaveBeenLastCalledWith({ accountNumber: sampleTextToPayAccount, form: { mobileNumber: '71234567', consent: true, bankToken: savedBank.paymentTokenId } });
    expect(view()).toMatchObject({ status: 'done', enrolment: { mobileNumber: '****4567' }, notice: { kind: 'enrolled' } });
    expect(view().steps.map((step) => step.status)).toEqual(['done', 'doing']);
    view().finish();
    expect(view()).toMatchObject({ status: 'overview', canResend: true, canUnenrol: true });
  });

  it('without a saved bank account the form cannot be sent', async () => {
    const { view, settled, calls } = start({ status: noBankTextToPay, startWithForm: true });
    await settled();
    expect(view().status).toBe('details');
    view().changeMobile('71234567');
    view().changeConsent(true);
    view().submit();
    expect(view().errors).toEqual({ bankToken: 'PAY_SAVED_METHOD_REQUIRED' });
    expect(calls.enrol).not.toHaveBeenCalled();
  });

  it('enrolled: resend the link (a failure is said, Resend tries again), and unenrol behind a confirmation', async () => {
    const resend = vi.fn<TextToPayCalls['resend']>().mockRejectedValueOnce(refusal('GEN500')).mockResolvedValueOnce(enrolledTextToPay);
    const unenrol = vi.fn<TextToPayCalls['unenrol']>().mockRejectedValueOnce(refusal('GEN500')).mockResolvedValueOnce(notEnrolledTextToPay);
    const { view, settled } = start({ status: enrolledTextToPay, resend, unenrol });
    await settled();
    view().resend();
    await settled();
    expect(view()).toMatchObject({ status: 'overview', actionFailure: { msgcode: 'GEN500' }, notice: null });
    view().resend();
    await settled();
    expect(view()).toMatchObject({ actionFailure: null, notice: { kind: 'resent' } });
    view().unenrol();
    expect(view().unenrolDialog).toEqual({ busy: false, failure: null });
    view().dismissUnenrol();
    expect(view().unenrolDialog).toBeNull();
    view().unenrol();
    view().confirmUnenrol();
    await settled();
    expect(view().unenrolDialog).toMatchObject({ failure: { msgcode: 'GEN500' } });
    view().confirmUnenrol();
    await settled();
    expect(view()).toMatchObject({ status: 'overview', unenrolDialog: null, enrolment: null, notice: { kind: 'unenrolled' } });
  });

  it('without the right: the status only; /EnrollTextToPay opens the form at once; a failed read offers Try again', async () => {
    const readOnly = start({ status: enrolledTextToPay, canEdit: false, startWithForm: true });
    await readOnly.settled();
    expect(readOnly.view()).toMatchObject({ status: 'overview', canEnrol: false, canResend: false, canUnenrol: false });
    const detail = vi.fn<TextToPayCalls['detail']>().mockRejectedValueOnce(refusal('NETWORK')).mockResolvedValueOnce(notEnrolledTextToPay);
    const { view, settled } = start({ detail, startWithForm: true });
    await settled();
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled();
    expect(view().status).toBe('details');
  });
});
