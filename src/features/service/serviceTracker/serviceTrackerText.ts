import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the tracker finds the text of a failed cancellation: the area's own, then the error catalogue. */
export const serviceTrackerTexts: FailureTexts = { prefixes: ['service.code', 'error'], fallback: 'service.tracker.cancelFailed' };
