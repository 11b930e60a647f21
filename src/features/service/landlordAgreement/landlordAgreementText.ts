import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where LandlordAgreement's pages find the text of a message code: the flow's own, then the error catalogue. */
export const landlordAgreementTexts: FailureTexts = { prefixes: ['service.landlordAgreement.code', 'error'], fallback: 'service.landlordAgreement.failed' };
