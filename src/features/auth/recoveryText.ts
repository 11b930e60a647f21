import type { FailureTexts } from '../../ui/failureText.ts';

/**
 * Where the recovery pages find a message code's text: `recovery.code.<CODE>` first (the recovery
 * refusals), then the registration catalogue's `register.code.<CODE>` (the shared field rules), then
 * the server's own text for an unknown server code, else the generic failure.
 */
export const recoveryTexts: FailureTexts = { prefixes: ['recovery.code', 'register.code'], fallback: 'recovery.code.GEN500' };
