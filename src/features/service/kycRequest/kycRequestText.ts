import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the KYC request finds the text of a message code: its own, the service's, the registration rules', then the error catalogue. */
export const kycRequestTexts: FailureTexts = { prefixes: ['service.kyc.code', 'service.code', 'register.code', 'error'], fallback: 'service.kyc.failed' };
