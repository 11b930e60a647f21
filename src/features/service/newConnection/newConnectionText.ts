import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where NewConnection's pages find the text of a message code: the flow's own, then the error catalogue. */
export const newConnectionTexts: FailureTexts = { prefixes: ['service.newConnection.code', 'error'], fallback: 'service.newConnection.failed' };
