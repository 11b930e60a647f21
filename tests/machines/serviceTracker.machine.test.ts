import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectServiceTracker } from '../../machines/service/serviceTracker/serviceTracker.connect.ts';
import { cancelledStopRequest, closedRequest, editedStopRequest, openStopRequest, suppliedDocumentId, suppliedRequest, trackerCalendar, requiresWorkRequest, sampleRequests } from '../../machines/service/serviceTracker/serviceTracker.fixtures.ts';
import { serviceTrackerMachine } from '../../machines/service/serviceTracker/serviceTracker.machine.ts';
import { timelineNoteIds, type CalendarDay, type EditAppointment, type ServiceRequestSummary, type SupplyDocuments } from '../../src/domain/serviceRequests.ts';
import { rawCatalogues } from '../../stories/support/i18n.ts';
import { languages } from '../../src/domain/language.ts';

const failure = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: msgcode });

function start({
  reference = null as string | null,
  canCancel = true,
  canEdit = true,
  load = vi.fn((): Promise<ServiceRequestSummary[]> => Promise.resolve(sampleRequests)),
  cancel = vi.fn((_reference: string): Promise<ServiceRequestSummary> => Promise.resolve(cancelledStopRequest)),
  calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.resolve(trackerCalendar)),
  edit = vi.fn((_body: EditAppointment): Promise<ServiceRequestSummary> => Promise.resolve(editedStopRequest)),
  supply = vi.fn((_body: SupplyDocuments): Promise<ServiceRequestSummary> => Promise.resolve(suppliedRequest)),
} = {}) {
  const machine = serviceTrackerMachine.provide({
    actors: {
      loadRequests: fromPromise(() => load()),
      cancelRequest: fromPromise(({ input }: { input: { reference: string } }) => cancel(input.reference)),
      loadCalendar: fromPromise(({ input }: { input: { town: string } }) => calendar(input.town)),
      editAppointment: fromPromise(({ input }: { input: EditAppointment }) => edit(input)),
      supplyDocuments: fromPromise(({ input }: { input: SupplyDocuments }) => supply(input)),
    },
  });
  const actor = createActor(machine, { input: { reference, canCancel, canEdit } }).start();
  const view = () => connectServiceTracker(actor.getSnapshot(), actor.send);
  return { actor, view, load, cancel, calendar, edit, supply };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('serviceTracker machine', () => {
  it('lists the requests with Cancel on the open and requires-work ones only', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view().status).toBe('list');
    expect(view().requests.map((r) => [r.reference, r.cancellable])).toEqual([
      [openStopRequest.reference, true],
      [requiresWorkRequest.reference, true],
      [closedRequest.reference, false],
    ]);
    // A closed request cannot be cancelled, even by an event sent by hand.
    view().askCancel(closedRequest.reference);
    expect(view().dialog).toBeNull();
  });

  it('cancels after the confirmation: the request stays listed, Closed, with its new timeline entry, and the page says so', async () => {
    const { actor, view, cancel } = start();
    await settled(actor);
    view().askCancel(openStopRequest.reference);
    expect(view().dialog).toMatchObject({ request: { reference: openStopRequest.reference }, busy: false, failure: null });
    expect(view().cancelEnabled).toBe(false);
    view().dismissCancel();
    expect(view().dialog).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
    view().askCancel(openStopRequest.reference);
    view().confirmCancel();
    expect(view().dialog?.busy).toBe(true);
    await settled(actor);
    expect(cancel).toHaveBeenCalledWith(openStopRequest.reference);
    const cancelled = view().requests.find((r) => r.reference === openStopRequest.reference)!;
    expect(cancelled).toMatchObject({ status: 1, cancellable: false });
    expect(cancelled.timeline.at(-1)?.note).toBe('Cancelled by the customer');
    expect(view().notice).toMatchObject({ kind: 'cancelled', reference: openStopRequest.reference, seq: 1 });
    expect(view().dialog).toBeNull();
  });

  it('keeps the dialog with the message on a failure, and Try again sends the cancellation again', async () => {
    const cancel = vi.fn<(reference: string) => Promise<ServiceRequestSummary>>().mockRejectedValueOnce(failure('GEN500')).mockResolvedValueOnce(cancelledStopRequest);
    const { actor, view } = start({ cancel });
    await settled(actor);
    view().askCancel(openStopRequest.reference);
    view().confirmCancel();
    await settled(actor);
    expect(view().dialog).toMatchObject({ busy: false, failure: { msgcode: 'GEN500' } });
    view().confirmCancel();
    await settled(actor);
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(view().dialog).toBeNull();
    expect(view().notice?.kind).toBe('cancelled');
  });

  it('reads the list again when the request was closed meanwhile, and says so', async () => {
    const load = vi.fn<() => Promise<ServiceRequestSummary[]>>().mockResolvedValueOnce(sampleRequests).mockResolvedValueOnce([cancelledStopRequest, requiresWorkRequest, closedRequest]);
    const { actor, view } = start({ load, cancel: vi.fn(() => Promise.reject(failure('SRV_NOT_OPEN'))) });
    await settled(actor);
    view().askCancel(openStopRequest.reference);
    view().confirmCancel();
    await waitFor(actor, (s) => s.matches('list') && load.mock.calls.length === 2);
    expect(view().notice).toMatchObject({ kind: 'gone', reference: openStopRequest.reference });
    expect(view().requests[0]).toMatchObject({ status: 1, cancellable: false });
  });

  it('shows only the request of /services/{key}, or all of them with a word when the key is not among them', async () => {
    const one = start({ reference: requiresWorkRequest.reference });
    await settled(one.actor);
    expect(one.view()).toMatchObject({ single: true, missingReference: null });
    expect(one.view().requests.map((r) => r.reference)).toEqual([requiresWorkRequest.reference]);
    const missing = start({ reference: 'SR-00000000' });
    await settled(missing.actor);
    expect(missing.view()).toMatchObject({ single: false, missingReference: 'SR-00000000' });
    expect(missing.view().requests).toHaveLength(3);
  });

  it('offers no Cancel without the cancel right', async () => {
    const { actor, view } = start({ canCancel: false });
    await settled(actor);
    expect(view().requests.every((r) => !r.cancellable)).toBe(true);
    view().askCancel(openStopRequest.reference);
    expect(view().dialog).toBeNull();
  });

  it('says when there is no request yet, and offers Try again when the list cannot be read', async () => {
    const empty = start({ load: vi.fn(() => Promise.resolve([])) });
    await settled(empty.actor);
    expect(empty.view().status).toBe('empty');
    const load = vi.fn<() => Promise<ServiceRequestSummary[]>>().mockRejectedValueOnce(failure('NETWORK')).mockResolvedValueOnce(sampleRequests);
    const failing = start({ load });
    await settled(failing.actor);
    expect(failing.view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    failing.view().retry();
    await settled(failing.actor);
    expect(failing.view().status).toBe('list');
  });
});

describe('timeline notes', () => {
  it('has a text in every language for each note the portal writes', () => {
    for (const language of languages) {
      const missing = Object.values(timelineNoteIds).filter((id) => !(id in rawCatalogues[language]));
      expect(missing, language).toEqual([]);
    }
  });

  it('moves an open request to a new free time: the calendar of its town, Save refused on the same time, the card updated', async () => {
    const { actor, view, calendar, edit } = start();
    await settled(actor);
    expect(view().requests.map((r) => [r.reference, r.editable])).toEqual([
      [openStopRequest.reference, true],
      [requiresWorkRequest.reference, false],
      [closedRequest.reference, false],
    ]);
    view().askEdit(requiresWorkRequest.reference);
    expect(view().editor).toBeNull();
    view().askEdit(openStopRequest.reference);
    expect(view().editor).toMatchObject({ busy: true, calendar: [], day: openStopRequest.appointment!.day, slot: 0 });
    await settled(actor);
    expect(calendar).toHaveBeenCalledWith('Gaborone-Main Mall');
    view().saveEdit();
    expect(view().editor).toMatchObject({ invalid: true, busy: false });
    expect(edit).not.toHaveBeenCalled();
    view().chooseDay('2026-12-02');
    view().chooseSlot(4);
    expect(view().editor?.slotsOfDay.find((s) => s.slot === 4)?.free).toBe(0);
    view().saveEdit();
    expect(view().editor?.invalid).toBe(true);
    view().chooseSlot(3);
    view().saveEdit();
    expect(view().editor?.busy).toBe(true);
    await settled(actor);
    expect(edit).toHaveBeenCalledWith({ reference: openStopRequest.reference, appointment: { day: '2026-12-02', slot: 3 } });
    expect(view().editor).toBeNull();
    expect(view().requests[0]!.appointment).toEqual(editedStopRequest.appointment);
    expect(view().notice).toMatchObject({ kind: 'edited', reference: openStopRequest.reference });
  });

  it('keeps the editor on a failure, reads the calendar again when the time was taken, reloads when no longer open', async () => {
    const edit = vi.fn((_body: EditAppointment): Promise<ServiceRequestSummary> => Promise.reject(failure('SRV_SLOT_FULL')));
    const calendar = vi.fn((_town: string): Promise<CalendarDay[]> => Promise.reject(failure('NETWORK')));
    const { actor, view, load } = start({ edit, calendar });
    await settled(actor);
    view().askEdit(openStopRequest.reference);
    await settled(actor);
    expect(view().editor).toMatchObject({ calendarFailed: true, failure: { msgcode: 'NETWORK' } });
    calendar.mockImplementation(() => Promise.resolve(trackerCalendar));
    view().retryEdit();
    await settled(actor);
    expect(view().editor).toMatchObject({ calendarFailed: false, failure: null });
    view().chooseSlot(2);
    view().saveEdit();
    await settled(actor);
    expect(calendar).toHaveBeenCalledTimes(3);
    expect(view().editor).toMatchObject({ busy: false, failure: { msgcode: 'SRV_SLOT_FULL' }, slot: 2 });
    edit.mockImplementation(() => Promise.reject(failure('SRV_EDIT_FAILED')));
    view().saveEdit();
    await settled(actor);
    expect(view().editor?.failure?.msgcode).toBe('SRV_EDIT_FAILED');
    view().closeEdit();
    expect(view().editor).toBeNull();
    view().askEdit(openStopRequest.reference);
    await settled(actor);
    expect(view().editor?.failure).toBeNull();
    view().chooseSlot(2);
    edit.mockImplementation(() => Promise.reject(failure('SRV_NOT_OPEN')));
    view().saveEdit();
    await settled(actor);
    expect(load).toHaveBeenCalledTimes(2);
    expect(view().editor).toBeNull();
    expect(view().notice).toMatchObject({ kind: 'gone', reference: openStopRequest.reference });
  });

  it('offers no edit without the edit right', async () => {
    const { actor, view } = start({ canEdit: false });
    await settled(actor);
    expect(view().requests.some((r) => r.editable)).toBe(false);
    view().askEdit(openStopRequest.reference);
    expect(view().editor).toBeNull();
  });

  it('asks for the missing document of a request that RequiresWork: Send before an upload says so, after it the request is Open again', async () => {
    const { actor, view, supply } = start();
    await settled(actor);
    expect(view().requests.map((r) => [r.reference, r.awaitsDocument])).toEqual([
      [openStopRequest.reference, false],
      [requiresWorkRequest.reference, true],
      [closedRequest.reference, false],
    ]);
    view().sendDocuments(requiresWorkRequest.reference);
    expect(view().requests[1]!.documentMissing).toBe(true);
    // Uploads are for a request that RequiresWork only.
    view().changeUploads(openStopRequest.reference, [suppliedDocumentId]);
    view().sendDocuments(openStopRequest.reference);
    expect(supply).not.toHaveBeenCalled();
    view().changeUploads(requiresWorkRequest.reference, [suppliedDocumentId]);
    expect(view().requests[1]!.documentMissing).toBe(false);
    view().sendDocuments(requiresWorkRequest.reference);
    expect(view().requests[1]!.sending).toBe(true);
    await settled(actor);
    expect(supply).toHaveBeenCalledWith({ reference: requiresWorkRequest.reference, documentIds: [suppliedDocumentId] });
    expect(view().requests[1]).toMatchObject({ status: 0, awaitsDocument: false, sending: false });
    expect(view().notice).toMatchObject({ kind: 'supplied', reference: requiresWorkRequest.reference });
  });

  it('keeps the upload after a failed Send, and reloads when the request no longer waits for it', async () => {
    const supply = vi.fn((_body: SupplyDocuments): Promise<ServiceRequestSummary> => Promise.reject(failure('NETWORK')));
    const { actor, view, load } = start({ supply });
    await settled(actor);
    view().changeUploads(requiresWorkRequest.reference, [suppliedDocumentId]);
    view().sendDocuments(requiresWorkRequest.reference);
    await settled(actor);
    expect(view().requests[1]).toMatchObject({ supplyFailure: { msgcode: 'NETWORK' }, sending: false });
    supply.mockImplementation(() => Promise.reject(failure('SRV_NO_DOCUMENT_ASKED')));
    view().sendDocuments(requiresWorkRequest.reference);
    await settled(actor);
    expect(supply).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(view().notice).toMatchObject({ kind: 'gone', reference: requiresWorkRequest.reference });
    expect(view().requests[1]!.supplyFailure).toBeNull();
  });
});
