/**
 * Calls are answered in turns, a few per turn of the event loop, in the order they arrived.
 *
 * Why: Node 20's libuv accepts one new connection per turn of the event loop (libuv PR #3696). A
 * server that answers every waiting call in the turn it reads them makes each turn as long as all the
 * calls of its busy clients together, so under load the customer who connects last waits for
 * hundreds of such turns: 10-15 s before the first answer in the 200-customer benchmark, while the
 * customers already connected are served in 100 ms. Reading a call costs little; answering it is
 * the work. So each call waits for its turn (a FIFO released `perTurn` at a time from setImmediate):
 * a turn stays a few milliseconds long, a new connection is accepted every few milliseconds, and
 * everyone is answered in arrival order.
 */
import type { FastifyInstance } from 'fastify';

export interface TurnOptions {
  /** Calls answered per turn of the event loop (default 2). */
  perTurn?: number;
}

export function installTurns(app: FastifyInstance, options: TurnOptions = {}) {
  const perTurn = Math.max(1, options.perTurn ?? 2);
  const waiting: (() => void)[] = [];
  let head = 0;
  let scheduled = false;

  function release() {
    scheduled = false;
    const end = Math.min(head + perTurn, waiting.length);
    // The released calls run on as microtasks once this callback returns, still in this turn.
    for (; head < end; head++) waiting[head]!();
    if (head === waiting.length || head >= 1024) {
      // Drop the answered from the front now and then (a queue that never empties must not grow).
      waiting.splice(0, head);
      head = 0;
    }
    if (waiting.length > 0) {
      scheduled = true;
      setImmediate(release);
    }
  }

  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (!scheduled) {
      scheduled = true;
      setImmediate(release);
    }
  });
}
