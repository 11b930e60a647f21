import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { trackRequestMachine } from '../../../../machines/service/trackRequest/trackRequest.machine.ts';
import type { TrackRequestContext, TrackRequestEvent, TrackRequestInput } from '../../../../machines/service/trackRequest/trackRequest.types.ts';
import { statusNames, type TrackResult } from '../../../../src/domain/serviceRequests.ts';
import { TrackRequestPage } from '../../../../src/features/service/trackRequest/TrackRequestPage.tsx';
import { renderPortal, text } from '../../support/render.tsx';
import { isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

const labels = { reference: 'service.trackRequest.reference', contact: 'service.trackRequest.contact' } as const;

/** Tracking a request on its page: the visitor types, presses Track, Try again or Change; the call is settled by the path. */
const adapter = defineViewAdapter(trackRequestMachine, {
  machine: 'trackRequest',
  async render(path) {
    const input = path.input as TrackRequestInput;
    const exact = replay(path);
    const tracks = pendingCalls<[string, string], TrackResult>();
    const { user } = await renderPortal(<TrackRequestPage reference={input.reference} track={tracks.fn} />);
    const field = (id: string) => screen.getByLabelText(text(id), { selector: 'input' });
    return {
      async perform(step) {
        const { event } = step;
        const before = exact.before(step);
        if (isOutcome(event)) return settle(tracks, event);
        const flow = event as TrackRequestEvent;
        switch (flow.type) {
          case 'track.change': {
            const element = field(labels[flow.field]);
            await user.clear(element);
            if (flow.value) {
              await user.click(element);
              await user.paste(flow.value);
            }
            return;
          }
          case 'track.submit':
            return user.click(screen.getByRole('button', { name: text('service.trackRequest.submit') }));
          case 'track.retry':
            return user.click(screen.getByRole('button', { name: text('common.retry') }));
          case 'track.edit':
            return user.click(screen.getByRole('button', { name: text(before.matches('found') ? 'service.trackRequest.another' : 'service.trackRequest.change') }));
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as TrackRequestContext;
        expect(document.querySelector('h1')).toHaveTextContent(text('service.trackRequest.title'));
        expect(tracks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
        if (snapshot.matches('found')) {
          const request = context.request!;
          expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(request.reference);
          expect(document.body).toHaveTextContent(text(`service.tracker.status.${statusNames[request.status]}`));
          expect(screen.getAllByRole('listitem')).toHaveLength(request.timeline.length);
          return;
        }
        if (snapshot.matches('failed')) {
          expect(screen.getByRole('alert')).toBeInTheDocument();
          expect(screen.queryByLabelText(text(labels.reference))).toBeNull();
          return;
        }
        expect(field(labels.reference)).toHaveValue(context.reference);
        expect(field(labels.contact)).toHaveValue(context.contact);
        if (snapshot.matches('notFound')) expect(screen.getByRole('alert')).toHaveTextContent(text('service.code.SRV_TRACK_NOT_FOUND'));
        if (context.errors.contact) expect(document.body).toHaveTextContent(text('service.code.SRV_TRACK_CONTACT'));
        const busy = snapshot.matches('checking');
        expect(screen.getByRole('button', { name: text(busy ? 'service.trackRequest.checking' : 'service.trackRequest.submit') })).toHaveProperty('disabled', busy);
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
