import type { FailureTexts } from '../../../ui/failureText.ts';

/**
 * Where the Guest User page finds a message code's text: a `guest.code.<CODE>` entry, else the
 * registration text of the same code (the invitation's field rules are registration's), else the
 * server's own text, else the generic failure. The same order as guest registration's.
 */
export const guestTexts: FailureTexts = { prefixes: ['guest.code', 'register.code'], fallback: 'register.code.GEN500' };
