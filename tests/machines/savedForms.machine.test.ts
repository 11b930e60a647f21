import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSavedForms } from '../../machines/service/savedForms/savedForms.connect.ts';
import { sampleSavedForms } from '../../machines/service/savedForms/savedForms.fixtures.ts';
import { savedFormsMachine } from '../../machines/service/savedForms/savedForms.machine.ts';
import type { DeleteSavedFormOutput } from '../../machines/service/savedForms/savedForms.types.ts';
import type { SavedFormSummary } from '../../src/domain/savedForms.ts';

const [first, second] = sampleSavedForms;

function start({
  list = vi.fn((): Promise<SavedFormSummary[]> => Promise.resolve(sampleSavedForms)),
  remove = vi.fn((id: string): Promise<DeleteSavedFormOutput> => Promise.resolve({ id, deleted: true })),
} = {}) {
  const machine = savedFormsMachine.provide({
    actors: {
      loadSavedForms: fromPromise(() => list()),
      deleteSavedForm: fromPromise(({ input }: { input: { id: string } }) => remove(input.id)),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const view = () => connectSavedForms(actor.getSnapshot(), actor.send);
  return { actor, view, list, remove };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('savedForms machine', () => {
  it('lists the saved forms newest first, or says there are none', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view()).toMatchObject({ status: 'list', forms: sampleSavedForms, deleteEnabled: true, dialog: null });
    const none = start({ list: vi.fn(() => Promise.resolve([])) });
    await settled(none.actor);
    expect(none.view()).toMatchObject({ status: 'empty', forms: [] });
  });

  it('a failed load offers Try again, which reads the list again', async () => {
    const list = vi.fn().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleSavedForms);
    const { actor, view } = start({ list });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view().status).toBe('list');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('deletes a form after the confirmation; keeping it deletes nothing; the last one leaves the tab empty', async () => {
    const { actor, view, remove } = start();
    await settled(actor);
    view().askDelete('not-listed');
    expect(view().dialog).toBeNull();
    view().askDelete(first!.id);
    expect(view()).toMatchObject({ deleteEnabled: false, dialog: { form: first, busy: false, failure: null } });
    view().dismissDelete();
    expect(view().dialog).toBeNull();
    expect(remove).not.toHaveBeenCalled();

    view().askDelete(first!.id);
    view().confirmDelete();
    expect(view().dialog).toMatchObject({ busy: true });
    await settled(actor);
    expect(remove).toHaveBeenCalledWith(first!.id);
    expect(view()).toMatchObject({ status: 'list', forms: [second], dialog: null, notice: { kind: 'deleted', form: first, seq: 1 } });

    view().askDelete(second!.id);
    view().confirmDelete();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', notice: { form: second, seq: 2 } });
  });

  it('a failed delete keeps the dialog with the message; Try again deletes it', async () => {
    const remove = vi.fn().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' }).mockResolvedValueOnce({ id: first!.id, deleted: true });
    const { actor, view } = start({ remove });
    await settled(actor);
    view().askDelete(first!.id);
    view().confirmDelete();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'list', forms: sampleSavedForms, dialog: { form: first, busy: false, failure: { msgcode: 'GEN500' } } });
    view().confirmDelete();
    await settled(actor);
    expect(view()).toMatchObject({ forms: [second], dialog: null });
  });
});
