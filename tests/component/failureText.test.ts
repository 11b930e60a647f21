import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/domain/language.ts';
import { loginTexts } from '../../src/features/auth/authText.ts';
import { cancelFailureTexts } from '../../src/features/billing/billingText.ts';
import { guestTexts } from '../../src/features/auth/guestRegistration/guestText.ts';
import { paymentTexts } from '../../src/features/payment/paymentText.ts';
import { rechargeTexts } from '../../src/features/payment/rechargeText.ts';
import { recoveryTexts } from '../../src/features/auth/recoveryText.ts';
import { registrationTexts } from '../../src/features/auth/registration/registrationText.ts';
import { loadFailureTexts } from '../../src/ui/CallFailure.tsx';
import { failureText, type FailureTexts } from '../../src/ui/failureText.ts';
import { catalogueFor, rawCatalogues } from '../../stories/support/i18n.ts';

// The one failure-to-text resolver of the portal and the areas' settings of it.
const areas: Record<string, FailureTexts> = {
  login: loginTexts,
  registration: registrationTexts,
  recovery: recoveryTexts,
  guest: guestTexts,
  payment: paymentTexts,
  recharge: rechargeTexts,
  cancelScheduled: cancelFailureTexts,
  loadFailure: loadFailureTexts,
};

const intl = createIntl({ locale: 'en-US', messages: catalogueFor('EN_US') });
const enUS = catalogueFor('EN_US');

describe('failure texts of each area', () => {
  it.each(Object.entries(areas))('%s: its fallback is in every catalogue and each prefix has texts', (_, texts) => {
    for (const language of languages) expect(rawCatalogues[language], language).toHaveProperty([texts.fallback]);
    for (const prefix of texts.prefixes) expect(Object.keys(enUS).some((id) => id.startsWith(`${prefix}.`)), prefix).toBe(true);
  });
});

describe('failureText', () => {
  it('takes the first prefix that has the code, then the next', () => {
    expect(failureText(intl, 'RST001', recoveryTexts)).toBe(enUS['recovery.code.RST001']);
    // A field rule the recovery pages share with registration.
    expect(failureText(intl, 'REG_EMAIL_FORMAT', recoveryTexts)).toBe(enUS['register.code.REG_EMAIL_FORMAT']);
  });

  it("shows the server's own words for a code the portal does not know, else the area's fallback", () => {
    expect(failureText(intl, 'XYZ999', registrationTexts, { serverMessage: 'Try again tomorrow.' })).toBe('Try again tomorrow.');
    expect(failureText(intl, 'XYZ999', registrationTexts)).toBe(enUS['register.code.GEN500']);
  });

  it('never shows the server words where the area says so (sign-in, lists)', () => {
    expect(failureText(intl, 'XYZ999', loginTexts, { serverMessage: 'Internal detail' })).toBe(enUS['login.error.generic']);
    expect(failureText(intl, 'XYZ999', loadFailureTexts, { serverMessage: 'Internal detail' })).toBe(enUS['error.loadFailed']);
    expect(failureText(intl, 'GEN500', cancelFailureTexts)).toBe(enUS['error.GEN500']);
  });

  it('shows the verbatim codes as the server words them (the lock time they carry)', () => {
    const locked = 'Your account is locked. Please try again after 15 minutes.';
    expect(failureText(intl, 'LOG010', loginTexts, { serverMessage: locked })).toBe(locked);
    expect(failureText(intl, 'LOG001', loginTexts, { serverMessage: 'The user id or password is incorrect.' })).toBe(enUS['login.error.LOG001']);
  });

  it('reads the field rule a VLD002 names when the code itself has no text', () => {
    const message = 'The request is not valid. body.card.cardNumber: PAY_CARD_LUHN';
    expect(failureText(intl, 'GEN400', paymentTexts, { serverMessage: message })).toBe(enUS['payment.code.PAY_CARD_LUHN']);
  });

  it('fills the placeholders of the text (the limits of an amount)', () => {
    const values = { minimum: 'BWP 10.00', maximum: 'BWP 5,000.00' };
    const text = failureText(intl, 'PAY_AMOUNT_MIN', rechargeTexts, { values });
    expect(text).not.toContain('{');
    expect(text).toContain('BWP 10.00');
  });
});
