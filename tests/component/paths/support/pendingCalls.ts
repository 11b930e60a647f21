/**
 * Calls a view makes that a path adapter settles step by step: a fake service function whose every
 * call waits until the path resolves it (`xstate.done.actor.*`, with the event's output) or rejects
 * it (`xstate.error.actor.*`, with the event's error), so the view receives exactly the outcome
 * the generated path takes.
 */
import { act } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import { expect } from 'vitest';

interface PendingCall<TArgs extends unknown[], TResult> {
  args: TArgs;
  resolve: (value: TResult) => void;
  reject: (error: unknown) => void;
}

export interface PendingCalls<TArgs extends unknown[], TResult> {
  /** The fake service function to hand to the view. */
  fn: (...args: TArgs) => Promise<TResult>;
  /** Calls not settled yet, oldest first. */
  readonly waiting: PendingCall<TArgs, TResult>[];
  /** Every call made so far (settled or not). */
  readonly made: TArgs[];
}

export function pendingCalls<TArgs extends unknown[], TResult>(): PendingCalls<TArgs, TResult> {
  const waiting: PendingCall<TArgs, TResult>[] = [];
  const made: TArgs[] = [];
  return {
    fn: (...args) =>
      new Promise<TResult>((resolve, reject) => {
        made.push(args);
        waiting.push({ args, resolve, reject });
      }),
    waiting,
    made,
  };
}

export const isOutcome = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);

/** Any queue of pending calls, whatever they answer. */
interface Settleable {
  waiting: { resolve: (value: never) => void; reject: (error: unknown) => void }[];
}

/** Settles the oldest waiting call with the outcome event of the path step (its output or its error). */
export async function settle(calls: Settleable, event: AnyEventObject): Promise<void> {
  const call = calls.waiting.shift();
  expect(call, `the view made the call that ${event.type} settles`).toBeDefined();
  await act(async () => {
    if (event.type.startsWith('xstate.done.actor.')) call!.resolve((event as unknown as { output: never }).output);
    else call!.reject((event as unknown as { error: unknown }).error);
  });
}

/** The invoke id of an outcome event (`xstate.done.actor.loadSummary` -> `loadSummary`). */
export function invokeIdOf(event: AnyEventObject): string {
  return event.type.replace(/^xstate\.(done|error)\.actor\./, '');
}

/** The delay name of an `xstate.after.<delay>.<state id>` event. */
export function delayOf(event: AnyEventObject): string | null {
  return /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? null;
}
