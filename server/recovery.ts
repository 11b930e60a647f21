/**
 * Account recovery as the user-management area runs it: the user-id reminder, password reset links
 * (forgot password and migrated users signing in), the reset itself and the contact update of
 * migrated users. Answers never tell whether a user, an address or an account exists; only the
 * e-mail that goes (or does not) to the outbox differs.
 */
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import { deliver, logDelivery } from './outbox.ts';
import { ApiError } from './http/errors.ts';
import { passwordChangedEmail, passwordResetEmail, userIdReminderEmail } from './emails.ts';
import { accountByNumber, isUniqueViolation, userNameTaken } from './registration.ts';
import { revokeFamily, type UserRow } from './auth/sessions.ts';
import { claimKey, findLiveKey } from './auth/userKeys.ts';
import { randomToken, sha256Hex } from './auth/tokens.ts';
import { isoDateOf } from '../src/domain/fields.ts';
import type * as v from 'valibot';
import type { forgotPasswordBodySchema, forgotUserIdBodySchema, updateUserBodySchema } from '../src/domain/registration.ts';
import { guestRoleId, registrationLimits } from '../src/domain/registration.ts';

const windowMs = registrationLimits.throttleWindowMinutes * 60_000;

async function userById(ctx: ServerContext, id: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.select().from(t.users).where(eq(t.users.id, id));
  return user;
}

/** An activated user by user id (any case). */
export async function activeUserByName(ctx: ServerContext, userName: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(t.users)
    .where(and(sql`lower(${t.users.userName}) = ${userName.toLowerCase()}`, isNotNull(t.users.activatedAt)));
  return user;
}

// ---------------------------------------------------------------- forgot user id

/**
 * The activated users holding an account (guests aside), by user id, when the date of birth is
 * the holder's; none for an unknown account or another date.
 */
async function accountHolders(ctx: ServerContext, accountNumber: string, dateOfBirth: string): Promise<UserRow[]> {
  const account = await accountByNumber(ctx.db, accountNumber);
  if (!account || account.holderDateOfBirth !== isoDateOf(dateOfBirth)) return [];
  const rows = await ctx.db
    .select({ user: t.users })
    .from(t.userAccounts)
    .innerJoin(t.users, eq(t.users.id, t.userAccounts.userId))
    .where(and(eq(t.userAccounts.accountId, account.id), ne(t.userAccounts.roleId, guestRoleId), isNotNull(t.users.activatedAt)))
    .orderBy(asc(t.users.userName));
  return rows.map(({ user }) => user);
}

/** One user-id reminder per address among the users (several users of one address: one list). */
async function remindByAddress(ctx: ServerContext, log: FastifyBaseLogger, users: UserRow[]): Promise<void> {
  const byAddress = new Map<string, UserRow[]>();
  for (const user of users) byAddress.set(user.email.toLowerCase(), [...(byAddress.get(user.email.toLowerCase()) ?? []), user]);
  for (const group of byAddress.values()) await deliver(ctx, ctx.db, log, userIdReminderEmail(group));
}

/**
 * Sends the user ids that match: by e-mail, every activated user registered with that address in
 * one e-mail; by account number and the holder's date of birth, the activated users holding the
 * account (guests aside), one e-mail per address listing the user ids registered with it.
 * Returns whether the account request identified several users (the only thing the caller learns).
 */
export async function remindUserIds(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  request: v.InferOutput<typeof forgotUserIdBodySchema>,
): Promise<{ multiple: boolean }> {
  if (request.email !== undefined) {
    const users = await ctx.db
      .select()
      .from(t.users)
      .where(and(sql`lower(${t.users.email}) = ${request.email.toLowerCase()}`, isNotNull(t.users.activatedAt)))
      .orderBy(asc(t.users.userName));
    if (users.length > 0) await deliver(ctx, ctx.db, log, userIdReminderEmail(users));
    return { multiple: false };
  }
  const rows = request.accountNumber && request.dateOfBirth ? await accountHolders(ctx, request.accountNumber, request.dateOfBirth) : [];
  await remindByAddress(ctx, log, rows);
  return { multiple: rows.length > 1 };
}

// ---------------------------------------------------------------- forgot password

/**
 * Forgot password: by user id, a reset link to the user's address; by account number and the
 * holder's date of birth (for a customer who has forgotten the user id too), a reset link when the
 * account has one user, and when it has several (/ForgotPasswordMultipleAccount) no link but each
 * address its user ids, so that the right person asks again with a user id. Returns `multiple`.
 */
export async function requestPasswordReset(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  request: v.InferOutput<typeof forgotPasswordBodySchema>,
): Promise<{ multiple: boolean }> {
  if (request.userName !== undefined) {
    // The same path for an unknown user id (see sendPasswordReset).
    await sendPasswordReset(ctx, log, (await activeUserByName(ctx, request.userName)) ?? null, false);
    return { multiple: false };
  }
  const holders = request.accountNumber && request.dateOfBirth ? await accountHolders(ctx, request.accountNumber, request.dateOfBirth) : [];
  if (holders.length === 1) await sendPasswordReset(ctx, log, holders[0]!, false);
  if (holders.length > 1) await remindByAddress(ctx, log, holders);
  return { multiple: holders.length > 1 };
}

// ---------------------------------------------------------------- reset links

/**
 * E-mails a reset link (a new key replaces earlier unused ones). At most resetEmailsPerWindow per
 * user within 15 minutes; beyond that nothing is sent (the caller's answer does not change).
 * Returns whether a link was sent.
 *
 * One statement does it all (the window's count, ending earlier keys, the new key, the e-mail), and
 * it runs for an unknown user id too (`user` null: it then writes nothing), so forgot password takes
 * the same path and time whether or not the user id exists.
 */
export async function sendPasswordReset(ctx: ServerContext, log: FastifyBaseLogger, user: UserRow | null, migrated: boolean): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMs);
  const key = randomToken();
  // An unknown user id composes the same e-mail for nobody (nothing is stored).
  const message = passwordResetEmail(ctx, user ?? nobody, key, migrated);
  const userId = user?.id ?? null;
  const expiresAt = new Date(now.getTime() + registrationLimits.resetKeySeconds * 1000);
  const result = (await ctx.db.execute(sql`
    with allowed as (
      select 1 as ok
      where ${userId}::uuid is not null
        and (select count(*) from ${t.outboxMessages}
             where ${t.outboxMessages.userId} = ${userId}::uuid and ${t.outboxMessages.kind} = ${message.kind} and ${t.outboxMessages.createdAt} > ${since}) < ${registrationLimits.resetEmailsPerWindow}
    ),
    ended as (
      update ${t.userKeys} set used_at = ${now}
      where user_id = ${userId}::uuid and purpose = 'reset' and used_at is null and exists (select 1 from allowed)
    ),
    issued as (
      insert into ${t.userKeys} (user_id, purpose, key_hash, created_at, expires_at)
      select ${userId}::uuid, 'reset', ${sha256Hex(key)}, ${now}, ${expiresAt} from allowed
    )
    insert into ${t.outboxMessages} (user_id, channel, address, subject, body, kind, created_at)
    select ${userId}::uuid, ${message.channel}, ${message.address}, ${message.subject}, ${message.body}, ${message.kind}, ${now} from allowed
    returning id
  `)) as unknown as { rows: { id: number }[] };
  const [sent] = result.rows;
  if (!user) return false;
  if (!sent) {
    log.warn({ userId: user.id }, 'password reset e-mail skipped: too many within the window');
    return false;
  }
  logDelivery(log, sent.id, message);
  return true;
}

/** The stand-in of an unknown user id for sendPasswordReset (never stored). */
const nobody: UserRow = {
  id: '00000000-0000-4000-8000-000000000000',
  userName: 'unknown',
  passwordHash: '',
  email: 'nobody@example.invalid',
  phone: null,
  firstName: 'Customer',
  middleName: null,
  lastName: '',
  personas: [],
  tfa: false,
  isMigrated: false,
  mustResetPassword: false,
  language: 'EN_US',
  isAgent: false,
  alternateEmail: null,
  secondaryPhone: null,
  phoneType: 1,
  secondaryPhoneType: null,
  createdAt: new Date(0),
  lastLoginAt: null,
  activatedAt: null,
};

/** The user of a live reset key; 410 RST001 for an unknown, used or expired key. */
export async function resetKeyUser(ctx: ServerContext, key: string): Promise<UserRow> {
  const row = await findLiveKey(ctx, ctx.db, key, 'reset');
  const user = row && (await userById(ctx, row.userId));
  if (!user) throw new ApiError(410, 'RST001');
  return user;
}

/**
 * Sets the new password (hashed by the caller) with the key claimed in the same transaction: clears
 * the migrated flags, ends every session family of the user and lifts a sign-in lock of the user
 * id. A key claimed by someone else in the meantime answers 410 RST001.
 */
export async function completePasswordReset(ctx: ServerContext, log: FastifyBaseLogger, key: string, user: UserRow, passwordHash: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const claimed = await claimKey(ctx, tx, key, 'reset');
    if (!claimed || claimed.userId !== user.id) throw new ApiError(410, 'RST001');
    await tx.update(t.users).set({ passwordHash, isMigrated: false, mustResetPassword: false }).where(eq(t.users.id, user.id));
    const families = await tx
      .select({ id: t.sessionFamilies.id })
      .from(t.sessionFamilies)
      .where(and(eq(t.sessionFamilies.userId, user.id), isNull(t.sessionFamilies.revokedAt)));
    for (const family of families) await revokeFamily(tx, family.id, 'password-reset', now);
    // The lock ends now, and so does the count of earlier wrong passwords (it starts after a lock).
    await tx
      .insert(t.loginLocks)
      .values({ userNameKey: user.userName.toLowerCase(), lockedUntil: now })
      .onConflictDoUpdate({ target: t.loginLocks.userNameKey, set: { lockedUntil: now } });
    await deliver(ctx, tx, log, passwordChangedEmail(user));
  });
}

// ---------------------------------------------------------------- update user (migrated users)

/**
 * A migrated user with a live reset key confirms or changes the user id, e-mail and mobile number.
 * The key is not used up: the password is set with it next.
 */
export async function updateMigratedUser(
  ctx: ServerContext,
  key: string,
  changes: Omit<v.InferOutput<typeof updateUserBodySchema>, 'key'>,
): Promise<UserRow> {
  const user = await resetKeyUser(ctx, key);
  if (!user.isMigrated) throw new ApiError(403, 'GEN403');
  const userName = changes.userName ?? user.userName;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (userName.toLowerCase() !== user.userName.toLowerCase() && (await userNameTaken(tx, userName, user.id))) {
        throw new ApiError(409, 'REG_USERNAME_TAKEN');
      }
      const [updated] = await tx.update(t.users).set({ userName, email: changes.email, phone: changes.phone }).where(eq(t.users.id, user.id)).returning();
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'REG_USERNAME_TAKEN');
    throw error;
  }
}
