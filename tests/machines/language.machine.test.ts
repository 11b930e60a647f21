import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { languageMachine } from '../../machines/common/language/language.machine.ts';
import { connectLanguage } from '../../machines/common/language/language.connect.ts';
import type { Language } from '../../src/domain/language.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(initial: Language = 'EN_US', texts?: { messages: Record<string, string> }) {
  const loads: { language: Language; settle: ReturnType<typeof deferred<{ messages: Record<string, string> }>> }[] = [];
  const storeLanguage = vi.fn();
  const announceLoadFailure = vi.fn();
  const machine = languageMachine.provide({
    actors: {
      loadTexts: fromPromise(({ input }) => {
        const settle = deferred<{ messages: Record<string, string> }>();
        loads.push({ language: input.language, settle });
        return settle.promise;
      }),
    },
    actions: {
      storeLanguage: ({ context }) => storeLanguage(context.language),
      announceLoadFailure,
    },
  });
  const actor = createActor(machine, { input: { initial, texts } }).start();
  const view = () => connectLanguage(actor.getSnapshot(), actor.send);
  return { actor, view, loads, storeLanguage, announceLoadFailure };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('language machine', () => {
  it('lists its states', () => {
    expect(Object.keys(languageMachine.root.states)).toEqual(['starting', 'loadingInitial', 'unavailable', 'ready', 'switching']);
  });

  it('loads the stored language first, behind the loader', async () => {
    const { view, loads } = start('FR');
    expect(view().busy).toBe(true);
    expect(view().ready).toBe(false);
    expect(loads[0]?.language).toBe('FR');
    loads[0]?.settle.resolve({ messages: { hello: 'Bonjour' } });
    await flush();
    expect(view().ready).toBe(true);
    expect(view().messages.hello).toBe('Bonjour');
  });

  it('starts ready, loading nothing, with texts the boot loaded', () => {
    const { view, loads, storeLanguage } = start('ES', { messages: { hello: 'Hola' } });
    expect(view().ready).toBe(true);
    expect(view().busy).toBe(false);
    expect(view().language).toBe('ES');
    expect(view().messages.hello).toBe('Hola');
    expect(loads).toEqual([]);
    expect(storeLanguage).not.toHaveBeenCalled();
  });

  it('switches language with an overlay, then stores the choice', async () => {
    const { view, loads, storeLanguage } = start();
    loads[0]?.settle.resolve({ messages: { hello: 'Hello' } });
    await flush();
    view().select('ES');
    expect(view().busy).toBe(true);
    expect(view().messages.hello).toBe('Hello'); // old texts stay until the new ones arrive
    loads[1]?.settle.resolve({ messages: { hello: 'Hola' } });
    await flush();
    expect(view().busy).toBe(false);
    expect(view().language).toBe('ES');
    expect(view().messages.hello).toBe('Hola');
    expect(storeLanguage).toHaveBeenCalledWith('ES');
  });

  it('ignores choosing the language already shown', async () => {
    const { view, loads } = start();
    loads[0]?.settle.resolve({ messages: {} });
    await flush();
    view().select('EN_US');
    expect(view().busy).toBe(false);
    expect(loads).toHaveLength(1);
  });

  it('keeps the previous language and says so when a switch fails', async () => {
    const { view, loads, storeLanguage, announceLoadFailure } = start();
    loads[0]?.settle.resolve({ messages: { hello: 'Hello' } });
    await flush();
    view().select('FR');
    loads[1]?.settle.reject(new Error('offline'));
    await flush();
    expect(view().language).toBe('EN_US');
    expect(view().messages.hello).toBe('Hello');
    expect(storeLanguage).not.toHaveBeenCalled();
    expect(announceLoadFailure).toHaveBeenCalledOnce();
  });

  it('offers a retry when the first load fails', async () => {
    const { view, loads } = start();
    loads[0]?.settle.reject(new Error('offline'));
    await flush();
    expect(view().unavailable).toBe(true);
    view().retry();
    expect(view().busy).toBe(true);
    loads[1]?.settle.resolve({ messages: {} });
    await flush();
    expect(view().ready).toBe(true);
  });
});
