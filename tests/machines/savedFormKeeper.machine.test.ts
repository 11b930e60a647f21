import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSavedFormKeeper } from '../../machines/service/savedFormKeeper/savedFormKeeper.connect.ts';
import { sampleSavedForm, staleSavedForm } from '../../machines/service/savedFormKeeper/savedFormKeeper.fixtures.ts';
import { savedFormKeeperMachine } from '../../machines/service/savedFormKeeper/savedFormKeeper.machine.ts';
import type { SaveBody } from '../../machines/service/savedFormKeeper/savedFormKeeper.types.ts';
import type { SavedForm, SavedFormBody, SavedFormSummary } from '../../src/domain/savedForms.ts';

const { snapshot: _snapshot, ...summary } = sampleSavedForm;
const body: SaveBody = { flow: 'otherService', route: '/OtherService', title: 'Other service: Review', snapshot: sampleSavedForm.snapshot as SaveBody['snapshot'] };

function start({
  savedFormId,
  read = vi.fn((_id: string): Promise<SavedForm> => Promise.resolve(sampleSavedForm)),
  save = vi.fn((_body: SavedFormBody): Promise<SavedFormSummary> => Promise.resolve(summary)),
  remove = vi.fn((id: string) => Promise.resolve({ id, deleted: true })),
}: { savedFormId?: string; read?: (id: string) => Promise<SavedForm>; save?: (body: SavedFormBody) => Promise<SavedFormSummary>; remove?: (id: string) => Promise<{ id: string; deleted: boolean }> } = {}) {
  const machine = savedFormKeeperMachine.provide({
    actors: {
      readSavedForm: fromPromise(({ input }: { input: { id: string } }) => read(input.id)),
      saveSavedForm: fromPromise(({ input }: { input: SavedFormBody }) => save(input)),
      deleteSavedForm: fromPromise(({ input }: { input: { id: string } }) => remove(input.id)),
    },
  });
  const actor = createActor(machine, { input: { savedFormId } }).start();
  const view = () => connectSavedFormKeeper(actor.getSnapshot(), actor.send);
  return { actor, view, read, save, remove };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('reading') && !s.hasTag('busy') && !s.matches('forgetting'));

describe('savedFormKeeper machine', () => {
  it('opened afresh: nothing is read, the flow starts without a snapshot and can be saved', () => {
    const { view, read } = start();
    expect(view()).toMatchObject({ reading: false, snapshot: undefined, notice: null, save: 'unsaved' });
    expect(read).not.toHaveBeenCalled();
  });

  it('opened from Resume: reads the saved form, then the flow starts from its snapshot', async () => {
    const { actor, view, read } = start({ savedFormId: sampleSavedForm.id });
    expect(view().reading).toBe(true);
    await idle(actor);
    expect(read).toHaveBeenCalledWith(sampleSavedForm.id);
    expect(view()).toMatchObject({ reading: false, snapshot: sampleSavedForm.snapshot, notice: null });
  });

  it('a saved form that no longer fits, or cannot be read, starts the flow afresh with the notice', async () => {
    const stale = start({ savedFormId: staleSavedForm.id, read: () => Promise.resolve(staleSavedForm) });
    await idle(stale.actor);
    expect(stale.view()).toMatchObject({ snapshot: undefined, notice: 'stale' });
    const gone = start({ savedFormId: sampleSavedForm.id, read: () => Promise.reject({ msgcode: 'SAVED_FORM_NOT_FOUND', message: '' }) });
    await idle(gone.actor);
    expect(gone.view()).toMatchObject({ snapshot: undefined, notice: 'failed' });
  });

  it('Save for later: a refused save says why; the next save succeeds, and later saves replace the same saved form', async () => {
    const save = vi.fn<(body: SavedFormBody) => Promise<SavedFormSummary>>().mockRejectedValueOnce({ msgcode: 'SAVED_FORM_LIMIT', message: '' }).mockResolvedValue(summary);
    const { actor, view } = start({ save });
    view().saveNow(body);
    expect(view().save).toBe('saving');
    await idle(actor);
    expect(view()).toMatchObject({ save: 'failed', failure: { msgcode: 'SAVED_FORM_LIMIT' } });
    view().saveNow(body);
    await idle(actor);
    expect(view()).toMatchObject({ save: 'saved', failure: null });
    expect(save.mock.calls[1]![0]).not.toHaveProperty('id');
    view().saveNow(body);
    await idle(actor);
    expect(save.mock.calls[2]![0]).toMatchObject({ ...body, id: summary.id });
  });

  it('once the request is made, deletes the saved form it was resumed from, or the one saved in this visit', async () => {
    const resumed = start({ savedFormId: sampleSavedForm.id });
    await idle(resumed.actor);
    resumed.view().submitted();
    await idle(resumed.actor);
    expect(resumed.remove).toHaveBeenCalledWith(sampleSavedForm.id);
    expect(resumed.actor.getSnapshot().status).toBe('done');
    expect(resumed.view()).toMatchObject({ save: null, forgetFailed: false });

    const savedNow = start();
    savedNow.view().saveNow(body);
    await idle(savedNow.actor);
    savedNow.view().submitted();
    await idle(savedNow.actor);
    expect(savedNow.remove).toHaveBeenCalledWith(summary.id);
  });

  it('nothing saved: nothing is deleted; a failed delete is said', async () => {
    const none = start();
    none.view().submitted();
    expect(none.remove).not.toHaveBeenCalled();
    expect(none.actor.getSnapshot().status).toBe('done');

    const failing = start({ savedFormId: sampleSavedForm.id, remove: () => Promise.reject({ msgcode: 'NETWORK', message: '' }) });
    await idle(failing.actor);
    failing.view().submitted();
    await idle(failing.actor);
    expect(failing.view().forgetFailed).toBe(true);
  });
});
