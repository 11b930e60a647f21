/**
 * Shared by every machine: the placeholder of a side effect a machine names in `setup()` and the
 * view provides with `machine.provide()`, and the failure a rejected call carries.
 */

/** A placeholder that fails loudly when the real actor or action was not provided. */
export const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export interface CallFailure {
  msgcode: string;
  message: string;
}

/** Calls reject with { msgcode, message } (src/api/client.ts `unwrap`); anything else is GEN500. */
export function toCallFailure(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null && 'msgcode' in error) {
    const { msgcode, message } = error as { msgcode: unknown; message?: unknown };
    return { msgcode: String(msgcode) || 'GEN500', message: typeof message === 'string' ? message : '' };
  }
  return { msgcode: 'GEN500', message: '' };
}

/**
 * Guards and actions of `xstate.error.actor.*` and `xstate.done.actor.*` transitions read the
 * failure or the output through params (XState v5's dynamic params), so they stay named in
 * `setup()` and typed: `guard: { type: 'isLinkGone', params: failureParams }`.
 */
export interface FailureParams {
  failure: CallFailure;
}

export function failureParams({ event }: { event: { error: unknown } }): FailureParams {
  return { failure: toCallFailure(event.error) };
}

export function outputParams<TOutput>({ event }: { event: { output: TOutput } }): { output: TOutput } {
  return { output: event.output };
}

/** A named guard on a failed call: is its message code one of `codes`? */
export function failedWith(codes: readonly string[]) {
  return (_: unknown, { failure }: FailureParams) => codes.includes(failure.msgcode);
}

/**
 * The tags type of a machine that tags no state (`tags: {} as NoTags`). `never` would be exact, but
 * XState's AnyStateMachine cannot hold a machine whose `hasTag` takes `never`, and tags are strings:
 * a name no state uses stands for "none".
 */
export type NoTags = 'no tags';
