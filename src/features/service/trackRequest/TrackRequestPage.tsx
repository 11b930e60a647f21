import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectTrackRequest } from '../../../../machines/service/trackRequest/trackRequest.connect.ts';
import { trackRequestMachine } from '../../../../machines/service/trackRequest/trackRequest.machine.ts';
import type { TrackResult } from '../../../domain/serviceRequests.ts';
import { serviceApi } from '../../../api/service.ts';
import { TrackRequestView } from './TrackRequestView.tsx';

/** The call the page makes; tests and stories pass a fake. */
export type TrackCall = (reference: string, contact: string) => Promise<TrackResult>;

export function providedTrackRequestMachine(track: TrackCall) {
  return trackRequestMachine.provide({ actors: { trackRequest: fromPromise(({ input }: { input: { reference: string; contact: string } }) => track(input.reference, input.contact)) } });
}

/** Tracking a request without signing in (/ConnectMeTrackRequest/{key?}). */
export function TrackRequestPage({ reference = '', track = serviceApi.track }: { reference?: string; track?: TrackCall }) {
  const machine = useMemo(() => providedTrackRequestMachine(track), [track]);
  const [snapshot, send] = useMachine(machine, { input: { reference } });
  return <TrackRequestView view={connectTrackRequest(snapshot, send)} />;
}
