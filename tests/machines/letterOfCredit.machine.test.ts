import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectLetterOfCredit } from '../../machines/service/letterOfCredit/letterOfCredit.connect.ts';
import { invalidLetterAddressee, sampleLetterOfCreditAccount, sampleLetterOfCreditReceipt, sampleLetterOfCreditRecord, validLetterAddressee } from '../../machines/service/letterOfCredit/letterOfCredit.fixtures.ts';
import { letterOfCreditMachine } from '../../machines/service/letterOfCredit/letterOfCredit.machine.ts';
import type { LetterOfCreditSubmitInput, LetterPdfRequest } from '../../machines/service/letterOfCredit/letterOfCredit.types.ts';
import type { LetterOfCreditReceipt, LetterOfCreditRecord } from '../../src/domain/letterOfCredit.ts';

function start({
  load = vi.fn((_accountNumber: string): Promise<LetterOfCreditRecord> => Promise.resolve(sampleLetterOfCreditRecord)),
  submit = vi.fn((_input: LetterOfCreditSubmitInput): Promise<LetterOfCreditReceipt> => Promise.resolve(sampleLetterOfCreditReceipt)),
  download = vi.fn((_request: LetterPdfRequest): Promise<void> => Promise.resolve()),
} = {}) {
  const machine = letterOfCreditMachine.provide({
    actors: {
      loadLetterOfCredit: fromPromise(({ input }: { input: { accountNumber: string } }) => load(input.accountNumber)),
      submitLetterOfCredit: fromPromise(({ input }: { input: LetterOfCreditSubmitInput }) => submit(input)),
      downloadLetter: fromPromise(({ input }: { input: LetterPdfRequest }) => download(input)),
    },
  });
  const actor = createActor(machine, { input: { accountNumber: sampleLetterOfCreditAccount, language: 'FR' } }).start();
  const view = () => connectLetterOfCredit(actor.getSnapshot(), actor.send);
  return { actor, view, load, submit, download };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy') && !s.hasTag('pdfBusy'));
const statuses = (view: () => ReturnType<typeof connectLetterOfCredit>) => view().steps.map((step) => step.status);

describe('letterOfCredit machine', () => {
  it('reads what a letter of the account would say, then opens the form on a letter of credit to whom it may concern', async () => {
    const { actor, view, load } = start();
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(load).toHaveBeenCalledWith(sampleLetterOfCreditAccount);
    expect(view()).toMatchObject({ status: 'editing', facts: sampleLetterOfCreditRecord.facts, kind: 'accountStanding', addressee: '', addresseeError: null, failure: null });
    expect(statuses(view)).toEqual(['doing', 'todo']);
  });

  it('a failed load says why, and Try again reads again', async () => {
    const load = vi.fn<(accountNumber: string) => Promise<LetterOfCreditRecord>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(sampleLetterOfCreditRecord);
    const { actor, view } = start({ load });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', failure: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an addressee that breaks the rule is not sent: the field says why until the user types again', async () => {
    const { actor, view, submit } = start();
    await settled(actor);
    view().changeAddressee(invalidLetterAddressee);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', addresseeError: 'LETTER_ADDRESSEE' });
    expect(submit).not.toHaveBeenCalled();
    view().changeAddressee(validLetterAddressee);
    expect(view().addresseeError).toBeNull();
  });

  it('issues the chosen kind of letter in the reader’s language, then downloads its PDF; a failed download keeps the letter', async () => {
    const download = vi.fn<(request: LetterPdfRequest) => Promise<void>>().mockRejectedValueOnce({ msgcode: 'NETWORK', message: '' }).mockResolvedValueOnce(undefined);
    const { actor, view, submit } = start({ download });
    await settled(actor);
    view().chooseKind('serviceAtAddress');
    view().changeAddressee(`  ${validLetterAddressee} `);
    view().submit();
    expect(view()).toMatchObject({ status: 'editing', busy: true });
    await settled(actor);
    expect(submit).toHaveBeenCalledWith({ accountNumber: sampleLetterOfCreditAccount, kind: 'serviceAtAddress', addressee: validLetterAddressee, language: 'FR' });
    expect(view()).toMatchObject({ status: 'issued', receipt: sampleLetterOfCreditReceipt });
    expect(statuses(view)).toEqual(['done', 'doing']);
    view().download();
    expect(view().pdfBusy).toBe(true);
    await settled(actor);
    expect(view()).toMatchObject({ status: 'issued', pdfFailure: { msgcode: 'NETWORK' } });
    view().download();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'issued', pdfFailure: null });
    expect(download).toHaveBeenLastCalledWith({ reference: sampleLetterOfCreditReceipt.reference, language: 'FR' });
  });

  it('a failed request keeps the choice and the addressee and says why; asking again sends it again; another letter starts a new form', async () => {
    const submit = vi.fn<(input: LetterOfCreditSubmitInput) => Promise<LetterOfCreditReceipt>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' }).mockResolvedValueOnce(sampleLetterOfCreditReceipt);
    const { actor, view } = start({ submit });
    await settled(actor);
    view().chooseKind('serviceAtAddress');
    view().changeAddressee(validLetterAddressee);
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'editing', kind: 'serviceAtAddress', addressee: validLetterAddressee, failure: { msgcode: 'GEN500' } });
    view().submit();
    expect(view().failure).toBeNull();
    await settled(actor);
    expect(view().status).toBe('issued');
    view().another();
    expect(view()).toMatchObject({ status: 'editing', receipt: null, addressee: '', facts: sampleLetterOfCreditRecord.facts });
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
