/**
 * Load shedding: an overloaded server says so at once (503 GEN503 in the envelope, with
 * Retry-After) instead of letting every customer wait behind a queue that only grows. A call is
 * admitted unless
 *
 * - `maxInFlight` API calls are already being answered (a bounded queue), or
 * - at least `minQueued` are, and the recent time in the server (a moving average of the answered
 *   calls) is over `maxWaitMs`: the queue has become a wait nobody should be made to sit through.
 *
 * Calls already admitted are answered; as they finish the queue shortens and calls are admitted
 * again. The health call is never refused (a load balancer must not take a busy server for a dead
 * one), nor are the portal's files.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors.ts';
import { apiAreas, healthPath } from '../../src/domain/apiAreas.ts';
import { outageCalls } from '../../src/domain/calls.ts';

export interface OverloadOptions {
  /** API calls answered at the same time at most (default 1024). */
  maxInFlight?: number;
  /** Refuse when the recent time in the server is over this (ms, default 1000)... */
  maxWaitMs?: number;
  /** ...and at least this many calls are in the server (default 32). */
  minQueued?: number;
  /** Retry-After of a refusal, seconds (default 2). */
  retryAfterSeconds?: number;
}

interface OverloadState {
  inFlight: number;
  /** Moving average of the time in the server of answered API calls, ms. */
  recentMs: number;
  /** Calls refused since the start. */
  shed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    overload: OverloadState;
  }
}

const outageListPath = `${apiAreas.outage}${outageCalls.all}`;
const outageCountPath = `${apiAreas.outage}${outageCalls.count}`;

export function installLoadShedding(app: FastifyInstance, options: OverloadOptions = {}) {
  const maxInFlight = options.maxInFlight ?? 1024;
  const maxWaitMs = options.maxWaitMs ?? 1000;
  const minQueued = options.minQueued ?? 32;
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const state: OverloadState = { inFlight: 0, recentMs: 0, shed: 0 };
  app.decorate('overload', state);

  // The first hook of every request: a refusal costs no authentication, parsing or database work.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path === healthPath) return;
    // The public outage list and count come from memory (outage/snapshot.ts): refusing them would
    // spare no database work, and a storm is when people need them.
    if (request.method === 'GET' && (path === outageListPath || path === outageCountPath)) return;
    const overloaded = state.inFlight >= maxInFlight || (state.inFlight >= minQueued && state.recentMs > maxWaitMs);
    if (overloaded) {
      state.shed += 1;
      reply.header('Retry-After', retryAfter);
      return sendFailure(reply, 503, 'GEN503');
    }
    state.inFlight += 1;
    const started = performance.now();
    // About the last 20 answers weigh in.
    reply.raw.once('finish', () => (state.recentMs += (performance.now() - started - state.recentMs) / 20));
    // 'close' comes once per answer, sent or cut short by a client that hung up.
    reply.raw.once('close', () => (state.inFlight -= 1));
  });
}
