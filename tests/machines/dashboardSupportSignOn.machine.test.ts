import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSupportSignOn } from '../../machines/dashboard/supportSignOn/supportSignOn.connect.ts';
import { supportSignOnMachine } from '../../machines/dashboard/supportSignOn/supportSignOn.machine.ts';

function start(requestSupportToken = vi.fn((_accountNumber: string) => Promise.resolve({ token: 'support-token-0123456789' }))) {
  const openSupportSession = vi.fn();
  const machine = supportSignOnMachine.provide({
    actors: { requestSupportToken: fromPromise(({ input }: { input: { accountNumber: string } }) => requestSupportToken(input.accountNumber)) },
    actions: { openSupportSession: (_, params) => openSupportSession(params.token) },
  });
  const actor = createActor(machine).start();
  const view = () => connectSupportSignOn(actor.getSnapshot(), actor.send);
  return { actor, view, requestSupportToken, openSupportSession };
}

describe('support sign-on machine (an agent opens a customer session)', () => {
  it('refuses an account number that is not 6 to 20 digits, beside the field, without a call', () => {
    const { view, requestSupportToken } = start();
    for (const bad of ['', '12345', '12ab5678', '1'.repeat(21)]) {
      view().change(bad);
      view().submit();
      expect(view().fieldError, bad).toBe('VLD_ACCOUNT_NUMBER');
    }
    expect(requestSupportToken).not.toHaveBeenCalled();
  });

  it('clears the field error as soon as the typed number is right', () => {
    const { view } = start();
    view().change('123');
    view().submit();
    view().change('123456');
    expect(view().fieldError).toBeNull();
    expect(view().accountNumber).toBe('123456');
  });

  it('asks for a token with the trimmed number and opens the session with it', async () => {
    const { actor, view, requestSupportToken, openSupportSession } = start();
    view().change(' 1000234567 ');
    view().submit();
    expect(view().busy).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requestSupportToken).toHaveBeenCalledWith('1000234567');
    expect(openSupportSession).toHaveBeenCalledWith('support-token-0123456789');
  });

  it('keeps the number and shows the failure when no token comes, then lets the agent try again', async () => {
    const requestSupportToken = vi
      .fn<(accountNumber: string) => Promise<{ token: string }>>()
      .mockRejectedValueOnce(Object.assign(new Error('none'), { msgcode: 'GEN404', message: 'No customer holds this account as primary user.' }))
      .mockResolvedValueOnce({ token: 'support-token-0123456789' });
    const { actor, view, openSupportSession } = start(requestSupportToken);
    view().change('1000234567');
    view().submit();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(view()).toMatchObject({ accountNumber: '1000234567', busy: false, failure: { msgcode: 'GEN404' } });
    expect(openSupportSession).not.toHaveBeenCalled();
    view().submit();
    expect(view().failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(openSupportSession).toHaveBeenCalledOnce();
  });

  it('forgets the failure when the number changes', async () => {
    const { actor, view } = start(vi.fn(() => Promise.reject(new Error('down'))));
    view().change('1000234567');
    view().submit();
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.failure !== null);
    expect(view().failure).toEqual({ msgcode: 'GEN500', message: 'down' });
    view().change('1000234568');
    expect(view().failure).toBeNull();
  });
});
