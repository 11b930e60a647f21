import type { SnapshotFrom } from 'xstate';
import type { TrackField } from '../../../src/domain/serviceRequests.ts';
import type { trackRequestMachine } from './trackRequest.machine.ts';
import type { TrackRequestContext, TrackRequestEvent } from './trackRequest.types.ts';

export type TrackRequestStatus = 'form' | 'checking' | 'notFound' | 'failed' | 'found';

export interface TrackRequestViewModel extends TrackRequestContext {
  status: TrackRequestStatus;
  busy: boolean;
  change: (field: TrackField, value: string) => void;
  submit: () => void;
  retry: () => void;
  edit: () => void;
}

export function connectTrackRequest(snapshot: SnapshotFrom<typeof trackRequestMachine>, send: (event: TrackRequestEvent) => void): TrackRequestViewModel {
  const status: TrackRequestStatus = snapshot.hasTag('found') ? 'found' : snapshot.hasTag('busy') ? 'checking' : snapshot.hasTag('notFound') ? 'notFound' : snapshot.hasTag('failed') ? 'failed' : 'form';
  return {
    ...snapshot.context,
    status,
    busy: snapshot.hasTag('busy'),
    change: (field, value) => send({ type: 'track.change', field, value }),
    submit: () => send({ type: 'track.submit' }),
    retry: () => send({ type: 'track.retry' }),
    edit: () => send({ type: 'track.edit' }),
  };
}
