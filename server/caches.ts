/**
 * What the server keeps in memory so that a signed-in read costs no query, or one:
 *
 * - Role rights (role_rights, seeded reference data): all of them, loaded at the first use and read
 *   again after the table was written (embedded database: by this process, db/writes.ts; PostgreSQL:
 *   by anyone, told by a notification, db/cacheEvents.ts).
 * - Sessions (a session family with its user) by family id. On the embedded database an entry is
 *   good while this process has not written session_families or users since it was read
 *   (db/writes.ts). On a PostgreSQL server other processes write too: an entry is dropped when a
 *   notification says its family or its user changed, and served only after a round trip on the
 *   listening connection has brought every notification committed before the request
 *   (db/cacheEvents.ts). Either way a logout, a revoked family or a changed password anywhere is
 *   seen by the next request; without a listening connection every request reads its session.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import * as t from './db/schema.ts';
import { tableWritesOf, type TableWrites } from './db/writes.ts';
import { cacheEventsOf, NotifiedCache, type CacheEvents } from './db/cacheEvents.ts';

type FamilyRow = typeof t.sessionFamilies.$inferSelect;
type UserRow = typeof t.users.$inferSelect;

export class RoleRights {
  #loaded: { version: string | undefined; byRole: Map<string, string[]> } | undefined;
  #loading: Promise<{ version: string | undefined; byRole: Map<string, string[]> }> | undefined;
  readonly #writes: TableWrites | undefined;
  readonly #events: CacheEvents | undefined;

  constructor(private readonly db: Db) {
    this.#writes = tableWritesOf(db);
    this.#events = cacheEventsOf(db);
    this.#events?.subscribe({ drop: (tag) => tag === 'r' && (this.#loaded = undefined), clear: () => (this.#loaded = undefined) });
  }

  /**
   * The right names of a role for a persona (as stored; compare with hasRight). On PostgreSQL they
   * are served from memory without a round trip of their own: they are read after the request's
   * session, whose round trip on the listening connection brought any change committed before it.
   */
  async of(roleId: number, personaId: number): Promise<readonly string[]> {
    const embeddedVersion = this.#writes?.versionOf(['role_rights']);
    if (!this.#loaded || this.#loaded.version !== embeddedVersion) {
      this.#loading ??= this.#versionedLoad().finally(() => (this.#loading = undefined));
      const loaded = await this.#loading;
      if (this.#writes) this.#loaded = { version: embeddedVersion, byRole: loaded.byRole };
      // PostgreSQL: kept while listening and no notification came while it was read.
      else if (!this.#events || (this.#events.listening && loaded.version === `n${this.#events.generation}`)) this.#loaded = { version: undefined, byRole: loaded.byRole };
      return loaded.byRole.get(`${roleId}:${personaId}`) ?? [];
    }
    return this.#loaded.byRole.get(`${roleId}:${personaId}`) ?? [];
  }

  async #versionedLoad() {
    const version = this.#events ? (this.#events.listening ? `n${this.#events.generation}` : 'off') : undefined;
    return { version, byRole: await this.#load() };
  }

  async #load(): Promise<Map<string, string[]>> {
    const rows = await this.db.select().from(t.roleRights).orderBy(asc(t.roleRights.rightName));
    const byRole = new Map<string, string[]>();
    for (const row of rows) {
      const key = `${row.roleId}:${row.personaId}`;
      byRole.set(key, [...(byRole.get(key) ?? []), row.rightName]);
    }
    return byRole;
  }
}

export interface CachedSession {
  family: FamilyRow;
  user: UserRow;
}

const sessionTables = ['session_families', 'users'] as const;

export class SessionCache {
  readonly #entries = new Map<string, { version: string; session: CachedSession }>();
  readonly #writes: TableWrites | undefined;
  /** PostgreSQL: entries tagged with their family and user, dropped on notifications. */
  readonly #notified: NotifiedCache<CachedSession | undefined> | undefined;

  constructor(
    private readonly db: Db,
    /** Entries kept at most (the oldest go first). */
    private readonly capacity = 20_000,
  ) {
    this.#writes = tableWritesOf(db);
    const events = cacheEventsOf(db);
    this.#notified = events && new NotifiedCache(events, (session) => (session ? [`f:${session.family.id}`, `u:${session.user.id}`] : []), capacity);
  }

  /** PostgreSQL: the request's cache ticket (db/cacheEvents.ts), taken when it starts; else 0. */
  ticket(): number {
    return cacheEventsOf(this.db)?.ticket() ?? 0;
  }

  /** The family with its user, from memory when nothing changed it since it was read. */
  async family(familyId: string, ticket?: number): Promise<CachedSession | undefined> {
    if (this.#notified) return this.#notified.read(familyId, () => this.#load(familyId), { keep: (found) => found !== undefined, ticket });
    const version = this.#writes?.versionOf(sessionTables);
    if (version !== undefined) {
      const hit = this.#entries.get(familyId);
      if (hit && hit.version === version) return hit.session;
    }
    const found = await this.#load(familyId);
    if (version !== undefined && found) {
      this.#entries.delete(familyId);
      if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(familyId, { version, session: found });
    }
    return found;
  }

  async #load(familyId: string): Promise<CachedSession | undefined> {
    const [found] = await this.db
      .select({ family: t.sessionFamilies, user: t.users })
      .from(t.sessionFamilies)
      .innerJoin(t.users, eq(t.users.id, t.sessionFamilies.userId))
      .where(eq(t.sessionFamilies.id, familyId));
    return found;
  }
}
