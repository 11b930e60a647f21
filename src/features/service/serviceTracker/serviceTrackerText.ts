import type { FailureTexts } from '../../../ui/failureText.ts';

/** Where the tracker finds the text of a failed cancellation: the area's own, then the error catalogue. */
export const serviceTrackerTexts: FailureTexts = { prefixes: ['service.code', 'error'], fallback: 'service.tracker.cancelFailed' };

/** Where the appointment editor finds the text of a failure: the area's own, then the catalogue, else "we are unable to edit your track request". */
export const serviceTrackerEditTexts: FailureTexts = { prefixes: ['service.code', 'error'], fallback: 'service.code.SRV_EDIT_FAILED' };

/** Where the missing document's Send finds the text of a failure: the area's own, then the catalogue. */
export const serviceTrackerSupplyTexts: FailureTexts = { prefixes: ['service.code', 'error'], fallback: 'service.tracker.missing.failed' };
