import type { FailureTexts } from '../../../ui/failureText.ts';

/**
 * Where the guest pages find a message code's text: a `guest.code.<CODE>` entry of the guest area,
 * else the registration area's text of the same code (field rules shared with registration), else
 * the server's own text, else the generic failure.
 */
export const guestTexts: FailureTexts = { prefixes: ['guest.code', 'register.code'], fallback: 'register.code.GEN500' };
