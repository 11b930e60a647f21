import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the new connection request finds the text of a message code: its own, the service flows', the registration rules', then the error catalogue. */
export const newConnectionTexts: FailureTexts = { prefixes: ['service.newConnection.code', 'service.code', 'register.code', 'error'], fallback: 'service.newConnection.failed' };
