/**
 * The end of every sign-in path (password, second factor, authentication token): link a pending
 * guest invitation, open the session family, record the sign-in time, set the refresh cookie and
 * answer LoginData. Also the guest-invitation lookup and the interaction record of each attempt.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { recordInteraction } from '../activity.ts';
import { issueSession, loginData, sessionUser, setRefreshCookie, type Executor, type UserRow } from './sessions.ts';
import { sha256Hex } from './tokens.ts';
import { incidentCategories, interactionReasonIds, loginInteractionSubjects } from '../../src/domain/activity.ts';
import { activityUpdatedBy } from '../../src/domain/constants.ts';
import type { LoginData } from '../../src/domain/session.ts';

/** A pending, unexpired invitation named by `guestToken` (its validation key) for this user's e-mail. */
export async function findGuestInvitation(ctx: ServerContext, guestToken: string | undefined, user: UserRow): Promise<number | null> {
  if (!guestToken) return null;
  const [row] = await ctx.db
    .select({ id: t.guestInvitations.id })
    .from(t.guestInvitations)
    .where(
      and(
        eq(t.guestInvitations.validationKeyHash, sha256Hex(guestToken)),
        eq(t.guestInvitations.status, 'pending'),
        gt(t.guestInvitations.accessUntil, ctx.now()),
        sql`lower(${t.guestInvitations.email}) = lower(${user.email})`,
      ),
    );
  return row?.id ?? null;
}

/** Links the user to the invited account (role of the invitation, 8, until its end date) and marks the invitation used. */
async function linkGuest(ctx: ServerContext, tx: Executor, invitationId: number, user: UserRow): Promise<boolean> {
  const now = ctx.now();
  const [invitation] = await tx
    .update(t.guestInvitations)
    .set({ status: 'accepted', guestUserId: user.id, acceptedAt: now })
    .where(
      and(
        eq(t.guestInvitations.id, invitationId),
        eq(t.guestInvitations.status, 'pending'),
        gt(t.guestInvitations.accessUntil, now),
        sql`lower(${t.guestInvitations.email}) = lower(${user.email})`,
      ),
    )
    .returning();
  if (!invitation) return false;
  const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.userAccounts).where(eq(t.userAccounts.userId, user.id));
  await tx
    .insert(t.userAccounts)
    .values({ userId: user.id, accountId: invitation.accountId, roleId: invitation.roleId, isDefault: (held?.n ?? 0) === 0, accessUntil: invitation.accessUntil })
    .onConflictDoNothing();
  return true;
}

export interface CompleteOptions {
  isSupport: boolean;
  agentUserId: string | null;
  guestInvitationId: number | null;
}

/** Opens the session and answers LoginData with tokens (two-factor done). */
export async function completeSignIn(
  ctx: ServerContext,
  reply: FastifyReply,
  user: UserRow,
  options: CompleteOptions,
): Promise<{ data: LoginData; familyId: string }> {
  const { tokens, guestLinked } = await ctx.db.transaction(async (tx) => {
    const linked = options.guestInvitationId !== null ? await linkGuest(ctx, tx, options.guestInvitationId, user) : false;
    const issued = await issueSession(ctx, tx, user.id, { isSupport: options.isSupport, agentUserId: options.agentUserId });
    // An agent working in a customer's session is not the customer signing in.
    if (!options.isSupport) await tx.update(t.users).set({ lastLoginAt: ctx.now() }).where(eq(t.users.id, user.id));
    return { tokens: issued, guestLinked: linked };
  });
  setRefreshCookie(reply, tokens.refreshToken);
  return {
    data: loginData(sessionUser(user), { tokens, twoFactorAuthenticate: true, isSupportLogin: options.isSupport, guestLinked }),
    familyId: tokens.familyId,
  };
}

export interface LoginAttemptRecord {
  success: boolean;
  user: UserRow | null;
  /** The message code of a failure, or what happened next on success. */
  notes: string;
  isSupport?: boolean;
  agentUserId?: string | null;
  familyId?: string | null;
}

/**
 * One interaction record per sign-in attempt (document 2 section 9): customer portal login success
 * or fail; agent sign-ins (support sessions and agents' own accounts) carry the CSP_01_ incident
 * category and updatedBy 3.
 */
export async function recordLoginAttempt(ctx: ServerContext, request: FastifyRequest, attempt: LoginAttemptRecord): Promise<void> {
  const agentSignIn = Boolean(attempt.isSupport || attempt.user?.isAgent);
  await recordInteraction(
    ctx,
    ctx.db,
    {
      userId: attempt.user?.id ?? null,
      familyId: attempt.familyId ?? null,
      agentUserId: attempt.agentUserId ?? null,
      updatedBy: agentSignIn ? activityUpdatedBy.agent : activityUpdatedBy.customer,
      ip: request.ip,
    },
    {
      actionSubject: attempt.success ? loginInteractionSubjects.success : loginInteractionSubjects.failure,
      actionNotes: attempt.notes,
      interactionRecordReasonId: interactionReasonIds.general,
      incidentServiceIssueCategoryID: agentSignIn ? incidentCategories.customerServiceSignIn : undefined,
      screenName: attempt.isSupport ? 'CSP Customer 360 popup' : 'Login',
      moduleName: 'Login',
      email: attempt.user?.email,
    },
  );
}
