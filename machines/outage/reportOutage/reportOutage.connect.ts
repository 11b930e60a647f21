import type { SnapshotFrom } from 'xstate';
import type { OutageFeature } from '../../../src/domain/outage.ts';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { ReportDetails, ReportDetailsField, ReportOutageData, ReportPlace } from '../../../src/domain/outageReport.ts';
import type { CallFailure } from '../../common/effects.ts';
import { defineSteps, stepItems, type StepItem } from '../../common/steps.ts';
import type { reportOutageMachine } from './reportOutage.machine.ts';
import type { ReportOutageEvent } from './reportOutage.types.ts';

/** The step the page shows. */
export type ReportOutageStatus = 'loading' | 'place' | 'checking' | 'checkFailed' | 'known' | 'details' | 'review' | 'done';

/** The step tracker's steps: where, what, review (the Success page shows them all done). */
export const reportOutageSteps = defineSteps([
  { id: 'place', labelId: 'outage.report.step.place' },
  { id: 'details', labelId: 'outage.report.step.details' },
  { id: 'review', labelId: 'outage.report.step.review' },
]);

export interface ReportOutageViewModel {
  status: ReportOutageStatus;
  steps: StepItem[];
  signedIn: boolean;
  busy: boolean;
  placeWords: string;
  placeError: string | null;
  place: ReportPlace | null;
  known: OutageFeature | null;
  details: ReportDetails;
  issues: Partial<Record<ReportDetailsField | 'photos', string>>;
  attachments: UploadedDocument[];
  /** The account number a signed-in report is for (uploads carry it). */
  accountNumber: string | null;
  result: ReportOutageData | null;
  /** Why the last call failed (premise, lookup, check or report). */
  failure: CallFailure | null;
  /** The report failed: Try again is offered on the review. */
  submitFailed: boolean;
  changeWords: (words: string) => void;
  searchPlace: () => void;
  pick: (latitude: number, longitude: number) => void;
  locateFailed: () => void;
  changePlace: () => void;
  change: (field: keyof ReportDetails, value: string | boolean) => void;
  changePhotos: (attachments: UploadedDocument[]) => void;
  submitDetails: () => void;
  edit: () => void;
  submit: () => void;
  retry: () => void;
}

export function connectReportOutage(snapshot: SnapshotFrom<typeof reportOutageMachine>, send: (event: ReportOutageEvent) => void): ReportOutageViewModel {
  const { context } = snapshot;
  const status: ReportOutageStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('place')
      ? 'place'
      : snapshot.matches('checking')
        ? 'checking'
        : snapshot.matches('checkFailed')
          ? 'checkFailed'
          : snapshot.hasTag('known')
            ? 'known'
            : snapshot.hasTag('details')
              ? 'details'
              : snapshot.hasTag('review')
                ? 'review'
                : 'done';
  return {
    status,
    steps: stepItems(reportOutageSteps, (tag) => snapshot.hasTag(tag)),
    signedIn: context.signedIn,
    busy: snapshot.hasTag('busy'),
    placeWords: context.placeWords,
    placeError: context.placeError,
    place: context.place,
    known: context.known,
    details: context.details,
    issues: context.issues,
    attachments: context.attachments,
    accountNumber: context.accountNumber,
    result: context.result,
    failure: context.failure,
    submitFailed: snapshot.matches('submitFailed'),
    changeWords: (words) => send({ type: 'place.words', words }),
    searchPlace: () => send({ type: 'place.search' }),
    pick: (latitude, longitude) => send({ type: 'place.pick', latitude, longitude }),
    locateFailed: () => send({ type: 'place.locateFailed' }),
    changePlace: () => send({ type: 'place.change' }),
    change: (field, value) => send({ type: 'details.change', field, value }),
    changePhotos: (attachments) => send({ type: 'photos.change', attachments }),
    submitDetails: () => send({ type: 'details.submit' }),
    edit: () => send({ type: 'review.edit' }),
    submit: () => send({ type: 'review.submit' }),
    retry: () => send({ type: 'report.retry' }),
  };
}
