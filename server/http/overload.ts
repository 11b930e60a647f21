/**
 * Load shedding: an overloaded server says so at once (503 GEN503 in the envelope, with
 * Retry-After) instead of letting every customer wait behind a queue that only grows. A call is
 * admitted unless
 *
 * - `maxInFlight` API calls are already being answered (a bounded queue), or
 * - at least `minQueued` are, and the recent time in the server of calls of its kind (a moving
 *   average of the answered calls of its route) is over `maxWaitMs`: the queue has become a wait
 *   nobody should be made to sit through.
 *
 * Per kind of call: a kind that is slow on purpose or by its own contention (sign-ins of one user
 * decided one at a time, payments of one account) must not get every other call refused. With one
 * average for all, a login burst left it at seconds, and the fee lookups and payments that followed
 * were answered 503 while they would have been answered in milliseconds (the benchmark). A server
 * that is slow for everything is slow for every kind, and refuses them all.
 *
 * Calls already admitted are answered; as they finish the queue shortens and calls are admitted
 * again. The health call is never refused (a load balancer must not take a busy server for a dead
 * one), nor are the portal's files.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errors.ts';
import { pathOf } from './security.ts';
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
  /** Moving average of the time in the server of answered API calls, ms (all kinds: for the log and tests). */
  recentMs: number;
  /** The same per route (its URL pattern; '' for calls no route took), which decides. */
  recentMsByRoute: Map<string, number>;
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
  const state: OverloadState = { inFlight: 0, recentMs: 0, recentMsByRoute: new Map(), shed: 0 };
  // About the last 20 answers weigh in.
  const weigh = (average: number, ms: number) => average + (ms - average) / 20;
  app.decorate('overload', state);

  // The first hook of every request: a refusal costs no authentication, parsing or database work.
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/') || path === healthPath) return done();
    // The public outage list and count come from memory (outage/snapshot.ts): refusing them would
    // spare no database work, and a storm is when people need them.
    if (request.method === 'GET' && (path === outageListPath || path === outageCountPath)) return done();
    const route = request.routeOptions.url ?? '';
    const overloaded = state.inFlight >= maxInFlight || (state.inFlight >= minQueued && (state.recentMsByRoute.get(route) ?? 0) > maxWaitMs);
    if (overloaded) {
      state.shed += 1;
      reply.header('Retry-After', retryAfter);
      // Answered here: the request goes no further (done is not called).
      void sendFailure(reply, 503, 'GEN503');
      return;
    }
    state.inFlight += 1;
    const started = performance.now();
    // An answer sent weighs in the averages.
    reply.raw.once('finish', () => {
      const ms = performance.now() - started;
      state.recentMs = weigh(state.recentMs, ms);
      state.recentMsByRoute.set(route, weigh(state.recentMsByRoute.get(route) ?? 0, ms));
    });
    // 'close' comes once per answer, sent or cut short by a client that hung up.
    reply.raw.once('close', () => (state.inFlight -= 1));
    done();
  });
}
