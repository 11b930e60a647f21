import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectTrackRequest } from '../../machines/service/trackRequest/trackRequest.connect.ts';
import { sampleTracked } from '../../machines/service/trackRequest/trackRequest.fixtures.ts';
import { trackRequestMachine } from '../../machines/service/trackRequest/trackRequest.machine.ts';
import type { TrackResult } from '../../src/domain/serviceRequests.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: '' });

function start(track = vi.fn((_reference: string, _contact: string): Promise<TrackResult> => Promise.resolve(sampleTracked)), reference = '') {
  const machine = trackRequestMachine.provide({ actors: { trackRequest: fromPromise(({ input }: { input: { reference: string; contact: string } }) => track(input.reference, input.contact)) } });
  const actor = createActor(machine, { input: { reference } }).start();
  const view = () => connectTrackRequest(actor.getSnapshot(), actor.send);
  return { actor, view, track };
}
const settled = (started: ReturnType<typeof start>) => waitFor(started.actor, (s) => !s.hasTag('busy'));

describe('trackRequest machine', () => {
  it('asks for both fields, then shows the request found with the reference from the link', async () => {
    const started = start(undefined, 'SR-4A5B6C7D');
    const { view, track } = started;
    expect(view()).toMatchObject({ status: 'form', reference: 'SR-4A5B6C7D', contact: '' });
    view().change('reference', 'SR-1');
    view().submit();
    expect(view().errors).toEqual({ reference: 'SRV_REFERENCE', contact: 'SRV_TRACK_CONTACT' });
    expect(track).not.toHaveBeenCalled();
    view().change('reference', ' sr-4a5b6c7d ');
    view().change('contact', ' 71234567 ');
    expect(view().errors).toEqual({ reference: undefined, contact: undefined });
    view().submit();
    expect(view().status).toBe('checking');
    await settled(started);
    expect(track).toHaveBeenCalledWith('sr-4a5b6c7d', '71234567');
    expect(view()).toMatchObject({ status: 'found', request: sampleTracked });
    view().edit();
    expect(view()).toMatchObject({ status: 'form', request: null, contact: ' 71234567 ' });
  });

  it('says "not found" keeping what was typed, and offers Try again or a change after a failure', async () => {
    const track = vi.fn<(reference: string, contact: string) => Promise<TrackResult>>()
      .mockRejectedValueOnce(failure('SRV_TRACK_NOT_FOUND'))
      .mockRejectedValueOnce(failure('GEN015'))
      .mockResolvedValueOnce(sampleTracked);
    const started = start(track, 'SR-4A5B6C7D');
    const { view } = started;
    view().change('contact', 'someone@example.com');
    view().submit();
    await settled(started);
    expect(view()).toMatchObject({ status: 'notFound', reference: 'SR-4A5B6C7D', contact: 'someone@example.com', failure: null });
    view().submit();
    await settled(started);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'GEN015' } });
    view().retry();
    await settled(started);
    expect(view().status).toBe('found');
    expect(track).toHaveBeenCalledTimes(3);
  });
});
