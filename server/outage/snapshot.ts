/**
 * The public outage data as a snapshot (issue 18, "storm day"): the list and the count are rebuilt
 * from the database at most every 30 s, serialised once, and answered from memory with a short
 * public cache lifetime and an ETag, so a storm's traffic never reaches the database per request.
 * The demo administration's outage call marks the snapshot stale so its change shows at once.
 */
import { createHash } from 'node:crypto';
import { and, asc, gt, inArray, or, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { ok } from '../../src/domain/envelope.ts';
import { outagePublicMaxAgeSeconds, outageSnapshotMaxAgeMs, restoredListedMs, type OutageCountData, type OutageListData } from '../../src/domain/outage.ts';
import { outageFeatures } from './features.ts';

export interface CachedBody {
  body: string;
  etag: string;
}

export interface Snapshot {
  takenAt: number;
  list: OutageListData;
  listBody: CachedBody;
  countBody: CachedBody;
  /** Customers affected by active outages, by town. */
  affectedByTown: Map<string, number>;
}

function cachedBody(data: unknown): CachedBody {
  const body = JSON.stringify(ok(data));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export class OutageSnapshot {
  #current: Snapshot | undefined;
  #loading: Promise<Snapshot> | undefined;
  #generation = 0;

  constructor(private readonly ctx: ServerContext) {}

  async get(): Promise<Snapshot> {
    const now = this.ctx.now().getTime();
    const current = this.#current;
    if (current && now - current.takenAt < outageSnapshotMaxAgeMs && now >= current.takenAt) return current;
    // One rebuild at a time: a storm of requests on a stale snapshot waits for the same query.
    this.#loading ??= this.#load().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  /** The next read rebuilds the snapshot (after a change through the administration call). */
  invalidate() {
    this.#generation++;
    this.#current = undefined;
  }

  async #load(): Promise<Snapshot> {
    const generation = this.#generation;
    const now = this.ctx.now();
    const rows = await this.ctx.db
      .select()
      .from(t.outages)
      .where(
        or(
          inArray(t.outages.status, ['active', 'scheduled']),
          and(eq(t.outages.status, 'restored'), gt(t.outages.restoredAt, new Date(now.getTime() - restoredListedMs))),
        ),
      )
      .orderBy(asc(t.outages.startedAt), asc(t.outages.id));
    // Power off now first, largest first; then planned maintenance; then what was restored today.
    const rank = { active: 0, scheduled: 1, restored: 2 } as const;
    const features = (await outageFeatures(this.ctx.db, rows)).sort(
      (a, b) => rank[a.properties.status] - rank[b.properties.status] || b.properties.affectedCustomers - a.properties.affectedCustomers,
    );
    const list: OutageListData = { type: 'FeatureCollection', asOf: now.toISOString(), features };
    const affectedByTown = new Map<string, number>();
    let total = 0;
    for (const f of features) {
      if (f.properties.status !== 'active') continue;
      total += f.properties.affectedCustomers;
      affectedByTown.set(f.properties.town, (affectedByTown.get(f.properties.town) ?? 0) + f.properties.affectedCustomers);
    }
    const snapshot: Snapshot = {
      takenAt: now.getTime(),
      list,
      listBody: cachedBody(list),
      countBody: cachedBody({ affectedCount: total } satisfies OutageCountData),
      affectedByTown,
    };
    // A change made while this was loading must not be hidden by it.
    if (generation === this.#generation) this.#current = snapshot;
    return snapshot;
  }
}

const snapshots = new WeakMap<ServerContext, OutageSnapshot>();

/** The one snapshot of a server (shared by the outage area and the administration call). */
export function outageSnapshotOf(ctx: ServerContext): OutageSnapshot {
  let snapshot = snapshots.get(ctx);
  if (!snapshot) snapshots.set(ctx, (snapshot = new OutageSnapshot(ctx)));
  return snapshot;
}

/** True when an If-None-Match header names the ETag (a list of tags, or *). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const tagValue = tag.trim().replace(/^W\//, '');
    return tagValue === etag || tagValue === '*';
  });
}

/** Answers a public cached body: 304 when the caller has it, else the body, both with the cache headers. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('Cache-Control', `public, max-age=${outagePublicMaxAgeSeconds}`);
  reply.header('ETag', cached.etag);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
