import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectNewConnection } from '../../machines/service/newConnection/newConnection.connect.ts';
import { freshQuote, sampleNewConnectionReceipt, sampleOwner, sampleOwnerAnswers, sampleQuote, sampleSiteAnswers, sampleSketch } from '../../machines/service/newConnection/newConnection.fixtures.ts';
import { newConnectionMachine } from '../../machines/service/newConnection/newConnection.machine.ts';
import type { NewConnectionQuoteInput, NewConnectionSubmitInput } from '../../machines/service/newConnection/newConnection.types.ts';
import type { NewConnectionField, NewConnectionOwner, NewConnectionQuote, NewConnectionReceipt } from '../../src/domain/newConnection.ts';

function start({
  owner = null as NewConnectionOwner | null,
  quote = vi.fn((_basis: NewConnectionQuoteInput): Promise<NewConnectionQuote> => Promise.resolve(sampleQuote)),
  submit = vi.fn((_input: NewConnectionSubmitInput): Promise<NewConnectionReceipt> => Promise.resolve(sampleNewConnectionReceipt)),
} = {}) {
  const machine = newConnectionMachine.provide({
    actors: {
      quoteNewConnection: fromPromise(({ input }: { input: NewConnectionQuoteInput }) => quote(input)),
      submitNewConnection: fromPromise(({ input }: { input: NewConnectionSubmitInput }) => submit(input)),
    },
  });
  const actor = createActor(machine, { input: { owner } }).start();
  const view = () => connectNewConnection(actor.getSnapshot(), actor.send);
  return { actor, view, quote, submit };
}

type Started = ReturnType<typeof start>;
const settled = (actor: Started['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const statuses = (view: Started['view']) => view().steps.map((step) => step.status);
const fill = (view: Started['view'], answers: Partial<Record<NewConnectionField, string>>) => {
  for (const [field, value] of Object.entries(answers)) view().change(field as NewConnectionField, value ?? '');
};

/** From the first step to the quotation shown. */
async function toQuote(started: Started) {
  const { actor, view } = started;
  fill(view, sampleOwnerAnswers);
  view().next();
  fill(view, sampleSiteAnswers);
  view().sketchChanged([sampleSketch]);
  view().next();
  await settled(actor);
}

describe('newConnection machine', () => {
  it('starts with the spec defaults; signed in, the owner comes from the session', () => {
    const { view } = start({ owner: sampleOwner });
    expect(view()).toMatchObject({
      status: 'details',
      signedIn: true,
      asksMeterNumber: false,
      form: { customerType: 'RESIDENTIAL', incomeCategory: 'High', houseStatus: 'Complete', wiringStatus: 'Complete', readyBox: 'Yes', natureOfSupply: 'New', capacity: 'SinglePhase', serviceType: 'Overhead', connectionStatus: 'Developed', amps: '20', fullName: 'Neo Kgosi', email: 'neo.kgosi@example.com', primaryPhone: '71234567' },
    });
    expect(statuses(view)).toEqual(['doing', 'todo', 'todo', 'todo']);
    expect(view().options('amps')).toEqual(['20', '40', '60']);
  });

  it('a visitor must give the owner; a supply that is not new asks for the existing meter', () => {
    const { view } = start();
    view().change('natureOfSupply', 'Upgrade');
    view().next();
    expect(view()).toMatchObject({ status: 'details', asksMeterNumber: true, errors: { fullName: 'SRV_FULL_NAME', nationalId: 'REG_ID_NUMBER_REQUIRED', email: 'REG_EMAIL_REQUIRED', meterNumber: 'NC_METER_REQUIRED' } });
    view().change('fullName', 'Mpho Dube');
    expect(view().errors.fullName).toBeUndefined();
  });

  it('three phase offers its own amps and replaces a size that does not fit', () => {
    const { view } = start();
    view().change('amps', '60');
    view().change('capacity', 'ThreePhase');
    expect(view().form.amps).toBe('60');
    view().change('amps', '100');
    view().change('capacity', 'SinglePhase');
    expect(view().form.amps).toBe('20');
  });

  it('the site needs its address and sketch; then the quotation is priced from capacity, service type and distance', async () => {
    const started = start({ owner: sampleOwner });
    const { actor, view, quote } = started;
    view().change('nationalId', '123415678');
    view().next();
    expect(view().status).toBe('site');
    view().next();
    expect(view().errors).toMatchObject({ plotNumber: 'SRV_PLOT_NUMBER', sketchPlan: 'SRV_DOCUMENT_MISSING' });
    fill(view, sampleSiteAnswers);
    view().change('distanceClass', 'From30To100');
    view().sketchChanged([sampleSketch]);
    view().next();
    expect(view()).toMatchObject({ status: 'quoting', busy: true });
    await settled(actor);
    expect(quote).toHaveBeenCalledWith({ capacity: 'SinglePhase', serviceType: 'Overhead', distanceClass: 'From30To100' });
    expect(view()).toMatchObject({ status: 'quoted', quote: sampleQuote, accepted: false });
    expect(statuses(view)).toEqual(['done', 'done', 'doing', 'todo']);
  });

  it('the quotation must be accepted before the review; the request carries the answers, sketch and quote id', async () => {
    const started = start();
    const { actor, view, submit } = started;
    await toQuote(started);
    view().next();
    expect(view()).toMatchObject({ status: 'quoted', acceptError: 'NC_QUOTE_ACCEPT' });
    view().accept(true);
    view().next();
    expect(view().status).toBe('review');
    view().submit();
    await settled(actor);
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: 'Mpho Dube', nationalId: '123415678', readyBox: true, amps: 20, plotNumber: '2231', distanceClass: 'UpTo30', sketchPlan: sampleSketch.documentId, quoteId: sampleQuote.quoteId, quoteAccepted: true }),
    );
    expect(submit.mock.calls[0]![0]).not.toHaveProperty('alternatePhone');
    expect(view()).toMatchObject({ status: 'done', receipt: sampleNewConnectionReceipt });
    expect(statuses(view)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('an expired quotation is priced again and must be accepted again; another failure stays on the review', async () => {
    const quote = vi.fn<(basis: NewConnectionQuoteInput) => Promise<NewConnectionQuote>>().mockResolvedValueOnce(sampleQuote).mockResolvedValueOnce(freshQuote);
    const submit = vi
      .fn<(input: NewConnectionSubmitInput) => Promise<NewConnectionReceipt>>()
      .mockRejectedValueOnce({ msgcode: 'NC_QUOTE_EXPIRED', message: '' })
      .mockRejectedValueOnce({ msgcode: 'GEN500', message: '' })
      .mockResolvedValueOnce(sampleNewConnectionReceipt);
    const started = start({ quote, submit });
    const { actor, view } = started;
    await toQuote(started);
    view().accept(true);
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'quoted', quote: freshQuote, accepted: false, failure: { msgcode: 'NC_QUOTE_EXPIRED' } });
    view().accept(true);
    view().next();
    view().submit();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'review', failure: { msgcode: 'GEN500' } });
    view().submit();
    await settled(actor);
    expect(submit.mock.calls[2]![0].quoteId).toBe(freshQuote.quoteId);
    expect(view().status).toBe('done');
  });

  it('a failed quotation offers Try again and Back; the same quotation read again stays accepted', async () => {
    const quote = vi.fn<(basis: NewConnectionQuoteInput) => Promise<NewConnectionQuote>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: '' }).mockResolvedValue(sampleQuote);
    const started = start({ quote });
    const { actor, view } = started;
    await toQuote(started);
    expect(view()).toMatchObject({ status: 'quoteFailed', failure: { msgcode: 'GEN500' } });
    view().back();
    expect(view()).toMatchObject({ status: 'site', failure: null });
    view().next();
    await settled(actor);
    view().accept(true);
    view().back();
    view().next();
    await settled(actor);
    expect(view()).toMatchObject({ status: 'quoted', accepted: true });
    view().next();
    view().back();
    expect(view().status).toBe('quoted');
  });
});
