import type { OutageFeature } from '../../../src/domain/outage.ts';
import type { UploadedDocument } from '../../../src/domain/documents.ts';
import type { ReportDetails, ReportDetailsField, ReportOutageData, ReportPlace } from '../../../src/domain/outageReport.ts';
import type { CallFailure } from '../../common/effects.ts';
import type { StepTag } from '../../common/steps.ts';

export interface ReportOutageInput {
  /** Signed in (/ReportOutage): the report is at the account's premise, with the user's uuid. */
  signedIn: boolean;
  uuid: string | null;
  accountNumber: string | null;
  /** The reporter's name, mobile and e-mail as known (signed in), else empty. */
  contact: { reporterName: string; phoneNumber: string; emailAddress: string };
}

/** What the place check answers: is the point served, by which town, and the outage known there. */
export interface PlaceCheck {
  inTerritory: boolean;
  town: string | null;
  known: OutageFeature | null;
}

export interface ReportOutageContext extends ReportOutageInput {
  /** The search box for an address or town (visitors, or another place). */
  placeWords: string;
  /** Why no place was taken (a rule, not found, outside the territory, no location), or null. */
  placeError: string | null;
  place: ReportPlace | null;
  /** The outage already known at the place. */
  known: OutageFeature | null;
  details: ReportDetails;
  /** The rule each field breaks, after a Continue. */
  issues: Partial<Record<ReportDetailsField | 'photos', string>>;
  attachments: UploadedDocument[];
  result: ReportOutageData | null;
  failure: CallFailure | null;
}

export type ReportOutageEvent =
  | { type: 'place.words'; words: string }
  | { type: 'place.search' }
  /** A point picked on the map or told by the browser's location. */
  | { type: 'place.pick'; latitude: number; longitude: number }
  | { type: 'place.locateFailed' }
  | { type: 'place.change' }
  | { type: 'details.change'; field: keyof ReportDetails; value: string | boolean }
  | { type: 'photos.change'; attachments: UploadedDocument[] }
  | { type: 'details.submit' }
  | { type: 'review.edit' }
  | { type: 'review.submit' }
  | { type: 'report.retry' };

export type ReportOutageTag = 'loading' | 'place' | 'busy' | 'known' | 'details' | 'review' | 'failed' | 'done' | StepTag<'place' | 'details' | 'review'>;
