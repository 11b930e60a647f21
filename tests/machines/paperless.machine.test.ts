import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPaperless } from '../../machines/account/paperless/paperless.connect.ts';
import { samplePaperlessAccount, samplePaperlessOn, samplePaperlessRecord } from '../../machines/account/paperless/paperless.fixtures.ts';
import { paperlessMachine } from '../../machines/account/paperless/paperless.machine.ts';
import type { SetBillFormatInput, SetPaperlessInput } from '../../machines/account/paperless/paperless.types.ts';
import type { PaperlessRecord } from '../../src/domain/paperless.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<PaperlessRecord> => Promise.resolve(samplePaperlessRecord)),
  setPaperless = vi.fn((input: SetPaperlessInput): Promise<PaperlessRecord> => Promise.resolve({ ...samplePaperlessRecord, paperless: input.isEnable })),
  setBillFormat = vi.fn((input: SetBillFormatInput): Promise<PaperlessRecord> => Promise.resolve({ ...samplePaperlessRecord, isBFSEligible: input.isBFSEligible })),
} = {}) {
  const machine = paperlessMachine.provide({
    actors: {
      loadPaperless: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      setPaperless: fromPromise(({ input }: { input: SetPaperlessInput }) => setPaperless(input)),
      setBillFormat: fromPromise(({ input }: { input: SetBillFormatInput }) => setBillFormat(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: samplePaperlessAccount } }).start();
  const view = () => connectPaperless(actor.getSnapshot(), actor.send);
  return { actor, view, load, setPaperless, setBillFormat };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('paperless machine', () => {
  it('loads the setting: by post, so it can be turned on but not off', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(samplePaperlessAccount);
    expect(view()).toMatchObject({ status: 'ready', record: samplePaperlessRecord, billFormat: 0, canTurnOn: true, canTurnOff: false, canSaveFormat: false });
  });

  it('turns paperless on, then off, each sent for the account and said once', async () => {
    const { actor, view, setPaperless } = start();
    await settled(actor);
    view().turnOn();
    expect(view()).toMatchObject({ busy: true, canTurnOn: false });
    await settled(actor);
    expect(setPaperless).toHaveBeenLastCalledWith({ accountNumber: samplePaperlessAccount, isEnable: true });
    expect(view()).toMatchObject({ record: { paperless: true }, notice: 'paperlessOn', canTurnOff: true, canTurnOn: false });
    view().turnOff();
    await settled(actor);
    expect(setPaperless).toHaveBeenLastCalledWith({ accountNumber: samplePaperlessAccount, isEnable: false });
    expect(view()).toMatchObject({ record: { paperless: false }, notice: 'paperlessOff' });
  });

  it('a refused change keeps the setting and says why', async () => {
    const { actor, view } = start({ setPaperless: vi.fn(() => Promise.reject({ msgcode: 'GEN403', message: '' })) });
    await settled(actor);
    view().turnOn();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'ready', record: { paperless: false }, actionFailure: { msgcode: 'GEN403' }, notice: null, canTurnOn: true });
  });

  it('saves a changed bill format only, with the account’s customer number', async () => {
    const { actor, view, setBillFormat } = start();
    await settled(actor);
    view().changeFormat(1);
    expect(view().canSaveFormat).toBe(true);
    view().saveFormat();
    await settled(actor);
    expect(setBillFormat).toHaveBeenCalledWith({ accountNumber: samplePaperlessAccount, customerNumber: samplePaperlessRecord.customerNumber, isBFSEligible: 1 });
    expect(view()).toMatchObject({ record: { isBFSEligible: 1 }, billFormat: 1, notice: 'formatSaved', canSaveFormat: false });
    view().saveFormat();
    expect(setBillFormat).toHaveBeenCalledTimes(1);
  });

  it('a failed format save keeps the choice; a failed load offers Try again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<PaperlessRecord>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(samplePaperlessOn);
    const { actor, view } = start({ load, setBillFormat: vi.fn(() => Promise.reject({ msgcode: 'GEN500', message: 'Server error' })) });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'ready', billFormat: 1 });
    view().changeFormat(0);
    view().saveFormat();
    await settled(actor);
    expect(view()).toMatchObject({ billFormat: 0, record: { isBFSEligible: 1 }, actionFailure: { msgcode: 'GEN500' }, canSaveFormat: true });
  });
});
