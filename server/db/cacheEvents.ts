/**
 * In-process caches on a PostgreSQL server that several processes write: each process listens on
 * one dedicated connection (not a pooled one: LISTEN needs a session of its own) to the channel
 * `portal_cache`, on which triggers (migration 0031) announce, in the writing transaction, every
 * write that can change a cached item: 'f:<family id>', 'u:<user id>', 'a:<account id>', 'r'. A
 * cache drops what it is told (`NotifiedCache`).
 *
 * Why a cached item is never served stale:
 * - A notification can still be on its way when a request arrives (a logout answered by process B,
 *   then a call to process A). So a read served from memory first waits for a round trip on the
 *   listening connection that was sent after the request arrived (`ticket`, `barrier`): PostgreSQL
 *   delivers the notifications of every transaction committed before that round trip ahead of its
 *   answer, so the cache has dropped the item by then. The calls read in one turn of the event
 *   loop share one round trip (sent at the turn's end), and the reads of one request (its session,
 *   then its account summary) wait for one.
 * - A read from the database is kept only when no notification and no reconnection happened while
 *   it ran (`generation`): a write committed meanwhile might not be in what was read.
 * - The listening connection dropping, or a round trip not answered within `barrierTimeoutMs`,
 *   clears every cache and stops caching until a new connection listens again and has heard its
 *   own test notification (which also refuses a connection through a pooler in transaction mode,
 *   where notifications do not arrive).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Db } from './open.ts';

export const cacheChannel = 'portal_cache';

/** The listening connection's application_name in pg_stat_activity (with the process id). */
export const listenerName = () => `portal-cache-listener:${process.pid}`;

export interface CacheSubscriber {
  /** Drops the items a notification names ('a:12', 'u:<uuid>', 'r', ...). */
  drop(tag: string): void;
  /** Drops everything (the listening connection was lost). */
  clear(): void;
}

export interface CacheEventsOptions {
  /** How long a round trip on the listening connection may take before it counts as lost (ms). */
  barrierTimeoutMs?: number;
  /**
   * The least time between the starts of two round trips (ms, default 1): under load the calls of
   * about a millisecond share one, instead of one every turn of the event loop (each costs a write,
   * a read and PostgreSQL's own work: about a tenth of a warm bill read's CPU when every other call
   * sent one). A call never waits longer than this for its round trip to start.
   */
  roundTripGapMs?: number;
  /** How long to wait before listening again after the connection was lost (ms, doubling up to 5 s). */
  retryMs?: number;
  /** Told when the connection is lost or listens again (the server's log). */
  onState?: (state: 'listening' | 'lost', error?: unknown) => void;
}

export class CacheEvents {
  readonly #subscribers = new Set<CacheSubscriber>();
  #client: pg.Client | undefined;
  #listening = false;
  #generation = 0;
  /** Round trips on the listening connection: sent, the one under way, the latest back. */
  #sent = 0;
  #inFlightNumber = 0;
  #done = 0;
  #inFlight: Promise<boolean> | undefined;
  /** The round trip the calls waiting for the next one share, and whether its sending is scheduled. */
  #next: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
  #scheduled = false;
  /** When the latest round trip was sent (performance.now()). */
  #sentAt = Number.NEGATIVE_INFINITY;
  readonly #roundTripGapMs: number;
  #pendingPing: { payload: string; heard: () => void } | undefined;
  #retry: NodeJS.Timeout | undefined;
  #retryMs: number;
  #stopped = false;
  readonly #barrierTimeoutMs: number;

  constructor(
    private readonly connectionString: string,
    private readonly options: CacheEventsOptions = {},
  ) {
    this.#barrierTimeoutMs = options.barrierTimeoutMs ?? 2_000;
    this.#roundTripGapMs = options.roundTripGapMs ?? 1;
    this.#retryMs = options.retryMs ?? 200;
  }

  /** True while the process listens: caches may serve from memory and keep what they read. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Moves at every notification and every lost connection: a read keeps its result only when it has not moved. */
  get generation(): number {
    return this.#generation;
  }

  subscribe(subscriber: CacheSubscriber): void {
    this.#subscribers.add(subscriber);
  }

  /** Connects and listens; resolves once listening (or failing: caching stays off and it retries). */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    this.#lose(undefined);
  }

  /**
   * A number naming "now" for `barrier`: the first round trip sent from now on. A request takes one
   * when it starts; every cached read it makes is then covered by one round trip, shared with the
   * requests that started meanwhile.
   */
  ticket(): number {
    return this.#sent + 1;
  }

  /**
   * Resolves true once round trip number `ticket` (or a later one) has come back on the listening
   * connection: every notification committed before the ticket was taken has then been handled.
   * False when the process does not listen (the caller reads the database).
   */
  barrier(ticket = this.ticket()): Promise<boolean> {
    if (!this.#listening) return Promise.resolve(false);
    if (this.#done >= ticket) return Promise.resolve(true);
    if (this.#inFlight && this.#inFlightNumber >= ticket) return this.#inFlight;
    // The next round trip (its number is the ticket): sent once the one under way is back, at the
    // end of the event loop's turn (or once `roundTripGapMs` has passed since the latest was sent),
    // so the calls read meanwhile share it.
    if (!this.#next) {
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      this.#next = { promise, resolve };
    }
    this.#schedule();
    return this.#next.promise;
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight || !this.#next) return;
    this.#scheduled = true;
    const send = () => {
      this.#scheduled = false;
      if (this.#inFlight || !this.#next) return;
      const next = this.#next;
      this.#next = undefined;
      void this.#send().then(next.resolve);
    };
    const wait = this.#sentAt + this.#roundTripGapMs - performance.now();
    if (wait > 0) setTimeout(send, wait);
    else setImmediate(send);
  }

  #send(): Promise<boolean> {
    const number = ++this.#sent;
    this.#sentAt = performance.now();
    this.#inFlightNumber = number;
    const sent = this.#roundTrip(number).finally(() => {
      if (this.#inFlight === sent) this.#inFlight = undefined;
      this.#schedule();
    });
    this.#inFlight = sent;
    return sent;
  }

  async #roundTrip(number: number): Promise<boolean> {
    const client = this.#client;
    if (!client || !this.#listening) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer on the listening connection within ${this.#barrierTimeoutMs} ms`)), this.#barrierTimeoutMs);
      });
      await Promise.race([client.query('select 1'), timeout]);
      if (!this.#listening || this.#client !== client) return false;
      this.#done = Math.max(this.#done, number);
      return true;
    } catch (error) {
      if (this.#client === client) this.#lose(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: listenerName() });
    client.on('error', (error) => this.#client === client && this.#lose(error));
    client.on('end', () => this.#client === client && this.#lose(new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (this.#client !== client || message.channel !== cacheChannel) return;
      this.#generation++;
      const payload = message.payload ?? '';
      if (this.#pendingPing?.payload === payload) return this.#pendingPing.heard();
      for (const subscriber of this.#subscribers) subscriber.drop(payload);
    });
    this.#client = client;
    try {
      await client.connect();
      await client.query(`listen ${cacheChannel}`);
      // Our own notification, sent through another session, must come back on this one.
      const payload = `ping:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => (this.#pendingPing = { payload, heard: resolve }));
      const sender = new pg.Client({ connectionString: this.connectionString });
      try {
        await sender.connect();
        await sender.query('select pg_notify($1, $2)', [cacheChannel, payload]);
      } finally {
        await sender.end().catch(() => {});
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        heard,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the listening connection did not hear its own notification (a pooler in transaction mode?)')), this.#barrierTimeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      this.#pendingPing = undefined;
      if (this.#client !== client || this.#stopped) return;
      this.#listening = true;
      this.#retryMs = this.options.retryMs ?? 200;
      this.options.onState?.('listening');
    } catch (error) {
      this.#pendingPing = undefined;
      if (this.#client === client) this.#lose(error);
    }
  }

  /** The connection is lost (or stopped): forget everything, stop caching, listen again later. */
  #lose(error: unknown): void {
    const client = this.#client;
    const wasListening = this.#listening;
    this.#client = undefined;
    this.#listening = false;
    this.#generation++;
    const next = this.#next;
    this.#next = undefined;
    next?.resolve(false);
    for (const subscriber of this.#subscribers) subscriber.clear();
    if (client) void client.end().catch(() => {});
    if (this.#stopped) return;
    if (wasListening || error) this.options.onState?.('lost', error);
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
  }
}

const eventsOfDb = new WeakMap<Db, CacheEvents>();

export function listenFor(db: Db, events: CacheEvents): void {
  eventsOfDb.set(db, events);
}

/** The cache events of a PostgreSQL server's database; undefined on the embedded database. */
export function cacheEventsOf(db: Db): CacheEvents | undefined {
  return eventsOfDb.get(db);
}

/**
 * Values kept in memory on a PostgreSQL server, each under a key and dropped when a notification
 * names one of its tags (`tagsOf`). At most `capacity` entries, the oldest going first.
 */
export class NotifiedCache<V> implements CacheSubscriber {
  readonly #entries = new Map<string, { value: V; tags: string[] }>();
  readonly #byTag = new Map<string, Set<string>>();

  constructor(
    private readonly events: CacheEvents,
    private readonly tagsOf: (value: V) => string[],
    private readonly capacity = 20_000,
  ) {
    events.subscribe(this);
  }

  /**
   * The value of `key`: from memory when held, still `fresh` and no write to it was committed before
   * `ticket` was taken (default: now; a request passes the one it took when it started); else `load()`, kept when `keep` accepts it and nothing was notified while it ran
   * (any notification: simple, and writes are rare next to reads).
   */
  async read(
    key: string,
    load: () => Promise<V>,
    options: { fresh?: (value: V) => boolean; keep?: (value: V) => boolean; ticket?: number } = {},
  ): Promise<V> {
    const { fresh = () => true, keep = () => true } = options;
    // A miss waits too: the notifications of writes committed before the ticket are then handled,
    // so only a write committed while `load` runs stops its value from being kept.
    const listening = await this.events.barrier(options.ticket);
    if (listening) {
      const hit = this.#entries.get(key);
      if (hit && fresh(hit.value)) return hit.value;
    }
    const generation = this.events.generation;
    const value = await load();
    if (listening && this.events.listening && this.events.generation === generation && keep(value)) this.#set(key, value);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  drop(tag: string): void {
    const keys = this.#byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.#delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#byTag.clear();
  }

  #set(key: string, value: V): void {
    this.#delete(key);
    if (this.#entries.size >= this.capacity) this.#delete(this.#entries.keys().next().value!);
    const tags = this.tagsOf(value);
    this.#entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
