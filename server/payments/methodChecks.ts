/**
 * Limits of the card and bank account checks (card testing): the gateway's check tells an invalid
 * number, an expired card and wrong details apart, so anyone who could run it without end could
 * sort a list of stolen numbers with it. As payment providers do, the checks that fail are counted
 * per signed-in user and per IP address within a window; at the limit every further check, for a
 * card or a bank account, from that user or address answers 429 PAY_CHECKS_LIMIT (before the
 * gateway sees it) until the window has moved on. A check that passes does not count.
 *
 * Counted atomically (auth/requestThrottle.ts): checks at the same moment never get past the limit.
 */
import type { ServerContext } from '../context.ts';
import type { InteractionActor } from '../activity.ts';
import { ApiError } from '../http/errors.ts';
import { reserveHit } from '../auth/requestThrottle.ts';

export const methodCheckLimits = {
  /** Failed checks of one signed-in user within the window. */
  perUser: 10,
  /** Failed checks from one address (several customers behind one router) within the window. */
  perIp: 25,
  windowMinutes: 15,
} as const;

/** Runs a card or bank account check; `failed` tells from its result whether the check refused the details. */
export async function limitedCheck<T>(ctx: ServerContext, actor: InteractionActor, check: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
  const hit = await reserveHit(
    ctx,
    'methodCheck',
    { ip: actor.ip ?? 'unknown', userId: actor.userId },
    { perIp: methodCheckLimits.perIp, perUser: methodCheckLimits.perUser, windowMs: methodCheckLimits.windowMinutes * 60_000 },
  );
  if (!hit) throw new ApiError(429, 'PAY_CHECKS_LIMIT');
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await hit.takeBack();
    throw error;
  }
  if (!failed(result)) await hit.takeBack();
  return result;
}
