/** The pay-by-text machine with fake calls, through its view model: the link, paying once, a used link, a failure and Try again. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectPayByText } from '../../machines/payment/payByText/payByText.connect.ts';
import { sampleLink, sampleLinkKey, samplePaid } from '../../machines/payment/payByText/payByText.fixtures.ts';
import { providedPayByTextMachine, type PayByTextCalls } from '../../src/features/payment/payByText/payByTextCalls.ts';

const refusal = (msgcode: string) => Object.assign(new Error(msgcode), { msgcode, message: msgcode });

function start(calls: Partial<PayByTextCalls> = {}, linkKey: string | null = sampleLinkKey) {
  const fakes = { link: vi.fn(calls.link ?? (async () => sampleLink)), pay: vi.fn(calls.pay ?? (async () => samplePaid)) };
  const actor = createActor(providedPayByTextMachine(fakes), { input: { linkKey } }).start();
  const view = () => connectPayByText(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  return { view, settled, fakes };
}

describe('payByText machine', () => {
  it('reads the link and pays it with one press', async () => {
    const { view, settled, fakes } = start();
    await settled();
    expect(fakes.link).toHaveBeenCalledWith(sampleLinkKey);
    expect(view()).toMatchObject({ status: 'ready', link: sampleLink });
    view().pay();
    expect(view().busy).toBe(true);
    await settled();
    expect(fakes.pay).toHaveBeenCalledWith(sampleLinkKey);
    expect(view()).toMatchObject({ status: 'paid', receipt: samplePaid });
  });

  it('a used link, or an address without a key, has expired; nothing is paid', async () => {
    const used = start({ link: async () => Promise.reject(refusal('TTP_LINK_USED')) });
    await used.settled();
    expect(used.view()).toMatchObject({ status: 'expired', failure: { msgcode: 'TTP_LINK_USED' } });
    const none = start({}, null);
    expect(none.view().status).toBe('expired');
    expect(none.fakes.link).not.toHaveBeenCalled();
  });

  it('a declined payment says why and Pay tries again; a link used meanwhile has expired', async () => {
    const pay = vi.fn<PayByTextCalls['pay']>().mockRejectedValueOnce(refusal('F304')).mockRejectedValueOnce(refusal('TTP_LINK_USED'));
    const { view, settled } = start({ pay });
    await settled();
    view().pay();
    await settled();
    expect(view()).toMatchObject({ status: 'ready', failure: { msgcode: 'F304' } });
    view().pay();
    await settled();
    expect(view().status).toBe('expired');
  });

  it('a failed read offers Try again', async () => {
    const link = vi.fn<PayByTextCalls['link']>().mockRejectedValueOnce(refusal('NETWORK')).mockResolvedValueOnce(sampleLink);
    const { view, settled } = start({ link });
    await settled();
    expect(view()).toMatchObject({ status: 'failed', failure: { msgcode: 'NETWORK' } });
    view().retry();
    await settled();
    expect(view().status).toBe('ready');
  });
});
