/**
 * What the server keeps in memory so that a signed-in read costs one query:
 *
 * - Role rights (role_rights, seeded reference data): all of them, loaded at the first use. On the
 *   embedded database they are read again after this process wrote the table; on a PostgreSQL
 *   server they are kept for the process's life (a change of the seeded rights needs a restart).
 * - Sessions (a session family with its user) by family id, on the embedded database only: an
 *   entry is good while this process has not written session_families or users since it was read
 *   (db/writes.ts), so a logout, a revoked family or a changed user is seen by the next request. On
 *   a PostgreSQL server other processes revoke families too: every request reads its session.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/open.ts';
import * as t from './db/schema.ts';
import { tableWritesOf, type TableWrites } from './db/writes.ts';

type FamilyRow = typeof t.sessionFamilies.$inferSelect;
type UserRow = typeof t.users.$inferSelect;

export class RoleRights {
  #loaded: { version: string | undefined; byRole: Map<string, string[]> } | undefined;
  #loading: Promise<Map<string, string[]>> | undefined;
  readonly #writes: TableWrites | undefined;

  constructor(private readonly db: Db) {
    this.#writes = tableWritesOf(db);
  }

  /** The right names of a role for a persona (as stored; compare with hasRight). */
  async of(roleId: number, personaId: number): Promise<readonly string[]> {
    const version = this.#writes?.versionOf(['role_rights']);
    if (!this.#loaded || this.#loaded.version !== version) {
      this.#loading ??= this.#load().finally(() => (this.#loading = undefined));
      const byRole = await this.#loading;
      this.#loaded = { version, byRole };
    }
    return this.#loaded.byRole.get(`${roleId}:${personaId}`) ?? [];
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

  constructor(
    private readonly db: Db,
    /** Entries kept at most (the oldest go first). */
    private readonly capacity = 20_000,
  ) {
    this.#writes = tableWritesOf(db);
  }

  /** The family with its user, from memory when this process has written neither since it was read. */
  async family(familyId: string): Promise<CachedSession | undefined> {
    const version = this.#writes?.versionOf(sessionTables);
    if (version !== undefined) {
      const hit = this.#entries.get(familyId);
      if (hit && hit.version === version) return hit.session;
    }
    const [found] = await this.db
      .select({ family: t.sessionFamilies, user: t.users })
      .from(t.sessionFamilies)
      .innerJoin(t.users, eq(t.users.id, t.sessionFamilies.userId))
      .where(eq(t.sessionFamilies.id, familyId));
    if (version !== undefined && found) {
      this.#entries.delete(familyId);
      if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(familyId, { version, session: found });
    }
    return found;
  }
}
