import type { TrackField, TrackResult } from '../../../src/domain/serviceRequests.ts';
import type { CallFailure } from '../../common/effects.ts';

export interface TrackRequestInput {
  /** The reference from the address (/ConnectMeTrackRequest/{key}), or ''. */
  reference: string;
}

export interface TrackRequestContext {
  reference: string;
  /** The email or phone given with the request. */
  contact: string;
  errors: Partial<Record<TrackField, string>>;
  request: TrackResult | null;
  /** Why the last call failed. */
  failure: CallFailure | null;
}

export type TrackRequestEvent =
  | { type: 'track.change'; field: TrackField; value: string }
  | { type: 'track.submit' }
  | { type: 'track.retry' }
  | { type: 'track.edit' };

export type TrackRequestTag = 'form' | 'busy' | 'found' | 'notFound' | 'failed';
