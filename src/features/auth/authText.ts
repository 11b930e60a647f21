import { verbatimLoginCodes } from '../../domain/session.ts';
import type { FailureTexts } from '../../ui/failureText.ts';

/**
 * Where the sign-in pages find a failure's text: LOG010 and LOG012 as the server words them (they
 * carry the lock time), `login.error.<CODE>` for the others, the general message for a code the
 * portal does not know (never the server's own words).
 */
export const loginTexts: FailureTexts = { prefixes: ['login.error'], fallback: 'login.error.generic', verbatim: verbatimLoginCodes, hideServerText: true };
