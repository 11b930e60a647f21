/**
 * Guest user management service area (document 2 section 6 "Guest users are invited ... and have
 * roles (persona 1)"; document 1 "Guest registration"): a customer with the ViewManageUsers right on
 * an account invites a guest by e-mail (a /GuestRegister link with a single-use key); the invitation
 * is read back for the registration page; the guest registers an active user linked to that account
 * with role 8 until the invitation's end date. Events are interaction records with reason
 * A1-Z0000001-Z037 and category IR_01_11. The inviter lists the account's guests and pending
 * invitations, sends a pending invitation again (a new key; the old link stops working) and removes
 * a guest or withdraws an invitation (the guest loses the account at once). Calls that send e-mail
 * or take a key are throttled per IP.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { guestCalls } from '../../src/domain/calls.ts';
import { maskAccountNumber } from '../../src/domain/fields.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights, type RightName } from '../../src/domain/rights.ts';
import {
  guestEntryBodySchema,
  guestListQuerySchema,
  guestUpdateBodySchemaAt,
  guestManagementSubjects,
  type GuestEntry,
  type GuestListData,
  type GuestResendData,
  type GuestRevokeData,
  type GuestUpdateData,
} from '../../src/domain/guestUsers.ts';
import {
  guestInvitationQuerySchema,
  guestInviteBodySchemaAt,
  guestRegistrationBodySchema,
  guestRoleId,
  registrationInteractionSubjects as subjects,
  registrationStatuses as statuses,
  type GuestInvitationData,
  type GuestInviteData,
  type GuestRegistrationData,
} from '../../src/domain/registration.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { linkedAccount } from '../accounts.ts';
import { deliver } from '../outbox.ts';
import { guestInvitationEmail } from '../emails.ts';
import { ApiError } from '../http/errors.ts';
import { sessionOf, type Auth } from '../http/auth.ts';
import { routes } from '../http/route.ts';
import { hashPassword } from '../auth/password.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { throttled } from '../auth/requestThrottle.ts';
import { fullName, type Executor } from '../auth/sessions.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { isUniqueViolation, recordRegistration, refusalNotes, userNameTaken, type RegistrationRecord } from '../registration.ts';

type InvitationRow = typeof t.guestInvitations.$inferSelect;

export function guestArea(ctx: ServerContext, auth: Auth) {
  /** A pending, unexpired invitation by its key, with its account and inviter; else 410 GINV001. */
  async function liveInvitation(ex: Executor, key: string) {
    const [row] = await ex
      .select({ invitation: t.guestInvitations, account: t.serviceAccounts, inviter: t.users })
      .from(t.guestInvitations)
      .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.guestInvitations.accountId))
      .innerJoin(t.users, eq(t.users.id, t.guestInvitations.inviterUserId))
      .where(
        and(
          eq(t.guestInvitations.validationKeyHash, sha256Hex(key)),
          eq(t.guestInvitations.status, 'pending'),
          gt(t.guestInvitations.accessUntil, ctx.now()),
        ),
      );
    if (!row) throw new ApiError(410, 'GINV001');
    return row;
  }

  /** The guest's name: the invitation's, else the e-mail's local part. */
  function guestName(invitation: InvitationRow): { firstName: string; lastName: string } {
    return {
      firstName: invitation.firstName?.trim() || invitation.email.slice(0, invitation.email.indexOf('@')) || 'Guest',
      lastName: invitation.lastName?.trim() ?? '',
    };
  }

  const inviteBody = guestInviteBodySchemaAt(ctx.now);
  const updateBody = guestUpdateBodySchemaAt(ctx.now);

  /** The caller's link to the account, and the right on it (403 GEN403 without; none on status 2). */
  async function managedAccount(request: FastifyRequest, accountNumber: string, right: RightName) {
    const session = sessionOf(request);
    const { account, link } = await linkedAccount(ctx, session.uuid, accountNumber);
    const roleRights = await ctx.rights.of(link.roleId, personas.residential);
    return { session, account, allowed: hasRight(effectiveRights(roleRights, account.status), right) };
  }

  type ManagedAccount = Awaited<ReturnType<typeof managedAccount>>['account'];

  /** The interaction record of a guest-management step on the account (screen GuestUser). */
  function recordGuestStep(ex: Executor, request: FastifyRequest, account: ManagedAccount, record: Pick<RegistrationRecord, 'subject' | 'status' | 'notes' | 'email'>) {
    return recordRegistration(ctx, ex, request, { guest: true, accountNumber: account.accountNumber, customerNumber: account.customerNumber, ...record });
  }

  /** Runs a guest-management change; a refusal or failure is recorded under `subject`, then thrown on. */
  async function recordingRefusal<T>(request: FastifyRequest, account: ManagedAccount, subject: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (caught) {
      await recordGuestStep(ctx.db, request, account, { subject, status: statuses.failed, notes: refusalNotes(caught) });
      throw caught;
    }
  }

  /** An invitation of this account that is still pending or accepted (not revoked), by id; else 404 GINV003. */
  async function managedInvitation(ex: Executor, accountId: number, id: number): Promise<InvitationRow> {
    const [row] = await ex
      .select()
      .from(t.guestInvitations)
      .where(and(eq(t.guestInvitations.id, id), eq(t.guestInvitations.accountId, accountId), inArray(t.guestInvitations.status, ['pending', 'accepted'])));
    if (!row) throw new ApiError(404, 'GINV003');
    return row;
  }

  /** The guest link an accepted invitation made, if the guest still has it. */
  async function guestLink(ex: Executor, invitation: InvitationRow) {
    if (!invitation.guestUserId) return undefined;
    const [link] = await ex
      .select()
      .from(t.userAccounts)
      .where(and(eq(t.userAccounts.userId, invitation.guestUserId), eq(t.userAccounts.accountId, invitation.accountId), eq(t.userAccounts.roleId, invitation.roleId)));
    return link;
  }

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.get(guestCalls.list, { auth: 'required', query: guestListQuerySchema }, async ({ request, query }) => {
      const { account, allowed } = await managedAccount(request, query.accountNumber, rights.viewManageUsers);
      if (!allowed) throw new ApiError(403, 'GEN403');
      const now = ctx.now();
      const rows = await ctx.db
        .select({ invitation: t.guestInvitations, link: t.userAccounts, guest: t.users })
        .from(t.guestInvitations)
        .leftJoin(t.users, eq(t.users.id, t.guestInvitations.guestUserId))
        .leftJoin(
          t.userAccounts,
          and(
            eq(t.userAccounts.userId, t.guestInvitations.guestUserId),
            eq(t.userAccounts.accountId, t.guestInvitations.accountId),
            eq(t.userAccounts.roleId, t.guestInvitations.roleId),
          ),
        )
        .where(and(eq(t.guestInvitations.accountId, account.id), inArray(t.guestInvitations.status, ['pending', 'accepted'])))
        .orderBy(asc(t.guestInvitations.createdAt), asc(t.guestInvitations.id));
      const guests: GuestEntry[] = [];
      for (const { invitation, link, guest } of rows) {
        // An accepted invitation whose guest no longer holds the account is history, not a guest.
        if (invitation.status === 'accepted' && !link) continue;
        const until = invitation.status === 'accepted' ? (link?.accessUntil ?? invitation.accessUntil) : invitation.accessUntil;
        const live = until.getTime() > now.getTime();
        guests.push({
          id: invitation.id,
          status: !live ? 'expired' : invitation.status === 'accepted' ? 'active' : 'pending',
          email: guest?.email ?? invitation.email,
          firstName: guest?.firstName ?? invitation.firstName ?? '',
          lastName: guest?.lastName ?? invitation.lastName ?? '',
          userName: guest?.userName ?? null,
          roleId: invitation.roleId,
          invitedAt: invitation.createdAt.toISOString(),
          accessUntil: until.toISOString(),
          acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
        });
      }
      return ok<GuestListData>({ accountNumber: maskAccountNumber(account.accountNumber), guests });
    });

    route.post(guestCalls.resend, { auth: 'required', body: guestEntryBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'guestInvite', request.ip, async () => {
        const { session, account, allowed } = await managedAccount(request, body.accountNumber, rights.manageUsersResendActivation);
        return recordingRefusal(request, account, guestManagementSubjects.resendFailed, async () => {
          if (!allowed) throw new ApiError(403, 'GEN403');
          const key = randomToken();
          const invitation = await ctx.db.transaction(async (tx) => {
            const found = await managedInvitation(tx, account.id, body.id);
            // A new key on a pending, unexpired invitation only: the old link stops working.
            const [updated] = await tx
              .update(t.guestInvitations)
              .set({ validationKeyHash: sha256Hex(key) })
              .where(and(eq(t.guestInvitations.id, found.id), eq(t.guestInvitations.status, 'pending'), gt(t.guestInvitations.accessUntil, ctx.now())))
              .returning();
            if (!updated) throw new ApiError(409, 'GINV004');
            await deliver(
              ctx,
              tx,
              request.log,
              guestInvitationEmail(ctx, {
                email: updated.email,
                firstName: updated.firstName ?? guestName(updated).firstName,
                inviterName: fullName(session.user),
                maskedAccount: maskAccountNumber(account.accountNumber),
                accessUntil: updated.accessUntil,
                key,
              }),
            );
            await recordGuestStep(tx, request, account, {
              subject: guestManagementSubjects.resent,
              status: statuses.invited,
              notes: `Invitation of ${updated.email} sent again`,
              email: updated.email,
            });
            return updated;
          });
          return ok<GuestResendData>({ id: invitation.id, email: invitation.email, accessUntil: invitation.accessUntil.toISOString() }, 'Invitation sent');
        });
      });
    });

    route.post(guestCalls.update, { auth: 'required', body: updateBody }, async ({ request, body }) => {
      const { account, allowed } = await managedAccount(request, body.accountNumber, rights.manageUsersEdit);
      // Access ends at the end of the chosen day (UTC), as when inviting.
      const accessUntil = new Date(`${body.accessUntil}T23:59:59.999Z`);
      return recordingRefusal(request, account, guestManagementSubjects.updateFailed, async () => {
        if (!allowed) throw new ApiError(403, 'GEN403');
        const updated = await ctx.db.transaction(async (tx) => {
          const found = await managedInvitation(tx, account.id, body.id);
          const link = found.status === 'accepted' ? await guestLink(tx, found) : undefined;
          if (found.status === 'accepted' && !link) throw new ApiError(404, 'GINV003');
          const [changed] = await tx
            .update(t.guestInvitations)
            .set({ accessUntil })
            .where(and(eq(t.guestInvitations.id, found.id), eq(t.guestInvitations.status, found.status)))
            .returning();
          if (!changed) throw new ApiError(404, 'GINV003');
          if (link) {
            await tx
              .update(t.userAccounts)
              .set({ accessUntil })
              .where(and(eq(t.userAccounts.userId, link.userId), eq(t.userAccounts.accountId, link.accountId), eq(t.userAccounts.roleId, link.roleId)));
          }
          await recordGuestStep(tx, request, account, {
            subject: guestManagementSubjects.updated,
            status: link ? 'Active' : statuses.invited,
            notes: `Access of ${found.email} until ${body.accessUntil}`,
            email: found.email,
          });
          return changed;
        });
        return ok<GuestUpdateData>({ id: updated.id, email: updated.email, accessUntil: accessUntil.toISOString() }, 'Guest access updated');
      });
    });

    route.post(guestCalls.revoke, { auth: 'required', body: guestEntryBodySchema }, async ({ request, body }) => {
      const { account, allowed } = await managedAccount(request, body.accountNumber, rights.manageUsersDelete);
      return recordingRefusal(request, account, guestManagementSubjects.removeFailed, async () => {
        if (!allowed) throw new ApiError(403, 'GEN403');
        const result = await ctx.db.transaction(async (tx) => {
          const found = await managedInvitation(tx, account.id, body.id);
          const link = found.status === 'accepted' ? await guestLink(tx, found) : undefined;
          if (found.status === 'accepted' && !link) throw new ApiError(404, 'GINV003');
          const [revoked] = await tx
            .update(t.guestInvitations)
            .set({ status: 'revoked' })
            .where(and(eq(t.guestInvitations.id, found.id), eq(t.guestInvitations.status, found.status)))
            .returning();
          // Two removals at once: the second finds nothing to change.
          if (!revoked) throw new ApiError(404, 'GINV003');
          if (link) {
            await tx
              .delete(t.userAccounts)
              .where(and(eq(t.userAccounts.userId, link.userId), eq(t.userAccounts.accountId, link.accountId), eq(t.userAccounts.roleId, link.roleId)));
          }
          const removed: GuestRevokeData['removed'] = link ? 'guest' : 'invitation';
          await recordGuestStep(tx, request, account, {
            subject: removed === 'guest' ? guestManagementSubjects.removed : guestManagementSubjects.invitationWithdrawn,
            status: 'Revoked',
            notes: removed === 'guest' ? `Guest access of ${found.email} ended` : `Invitation of ${found.email} withdrawn`,
            email: found.email,
          });
          return { id: found.id, removed };
        });
        return ok<GuestRevokeData>(result, result.removed === 'guest' ? 'Guest user removed' : 'Invitation withdrawn');
      });
    });

    route.get(guestCalls.invitation, { query: guestInvitationQuerySchema }, async ({ request, query }) => {
      return throttled(ctx, 'guestInvitation', request.ip, async () => {
        const { invitation, account, inviter } = await liveInvitation(ctx.db, query.key);
        return ok<GuestInvitationData>({
          accountNumber: maskAccountNumber(account.accountNumber),
          inviterName: fullName(inviter),
          email: invitation.email,
          role: invitation.roleId,
          accessUntil: invitation.accessUntil.toISOString(),
        });
      });
    });

    route.post(guestCalls.register, { body: guestRegistrationBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'guestRegister', request.ip, async () => {
        let accountNumber: string | undefined = body.accountNumber;
        try {
          const { invitation, account } = await liveInvitation(ctx.db, body.validationKey);
          accountNumber = account.accountNumber;
          if (body.accountNumber !== undefined && account.accountNumber !== body.accountNumber) throw new ApiError(410, 'GINV001');
          if (invitation.email.trim().toLowerCase() !== body.primaryEmail.toLowerCase()) throw new ApiError(400, 'GINV002');
          if (isCommonPassword(body.password)) throw new ApiError(400, 'PWD_COMMON');
          const passwordHash = await hashPassword(body.password);
          const user = await ctx.db.transaction(async (tx) => {
            const now = ctx.now();
            // Claimed with one conditional update: an invitation is used once, even by two requests at a time.
            const [claimed] = await tx
              .update(t.guestInvitations)
              .set({ status: 'accepted', acceptedAt: now })
              .where(and(eq(t.guestInvitations.id, invitation.id), eq(t.guestInvitations.status, 'pending'), gt(t.guestInvitations.accessUntil, now)))
              .returning();
            if (!claimed) throw new ApiError(410, 'GINV001');
            if (await userNameTaken(tx, body.userName)) throw new ApiError(409, 'REG_USERNAME_TAKEN');
            const [created] = await tx
              .insert(t.users)
              .values({
                userName: body.userName,
                passwordHash,
                email: body.primaryEmail,
                alternateEmail: body.secondaryEmail || null,
                phone: body.primaryPhone,
                phoneType: body.primaryPhoneType,
                secondaryPhone: body.secondaryPhone || null,
                secondaryPhoneType: body.secondaryPhone ? body.secondaryPhoneType : null,
                ...guestName(claimed),
                personas: [personas.residential],
                createdAt: now,
                // The invitation e-mail proved the address: the guest is active at once.
                activatedAt: now,
              })
              .returning();
            await tx.update(t.guestInvitations).set({ guestUserId: created!.id }).where(eq(t.guestInvitations.id, claimed.id));
            await tx.insert(t.userAccounts).values({
              userId: created!.id,
              accountId: claimed.accountId,
              roleId: claimed.roleId,
              isDefault: true,
              accessUntil: claimed.accessUntil,
              createdAt: now,
            });
            await recordRegistration(ctx, tx, request, {
              guest: true,
              subject: subjects.guestRegistered,
              status: statuses.registered,
              notes: `Guest ${created!.userName} registered until ${claimed.accessUntil.toISOString().slice(0, 10)}`,
              accountNumber: account.accountNumber,
              customerNumber: account.customerNumber,
              email: created!.email,
              userId: created!.id,
            });
            return created!;
          });
          return ok<GuestRegistrationData>(
            { userName: user.userName, accountNumber: maskAccountNumber(account.accountNumber), accessUntil: invitation.accessUntil.toISOString() },
            'Guest user registered',
          );
        } catch (caught) {
          const error = isUniqueViolation(caught) ? new ApiError(409, 'REG_USERNAME_TAKEN') : caught;
          await recordRegistration(ctx, ctx.db, request, {
            guest: true,
            subject: subjects.guestRegistrationFailed,
            status: statuses.failed,
            notes: refusalNotes(error),
            accountNumber,
            email: body.primaryEmail,
          });
          throw error;
        }
      });
    });

    route.post(guestCalls.invite, { auth: 'required', body: inviteBody }, async ({ request, body, session }) => {
      return throttled(ctx, 'guestInvite', request.ip, async () => {
        const { account, link } = await linkedAccount(ctx, session.uuid, body.accountNumber);
        const roleRights = await ctx.rights.of(link.roleId, personas.residential);
        if (!hasRight(effectiveRights(roleRights, account.status), rights.viewManageUsers)) {
          const error = new ApiError(403, 'GEN403');
          await recordRegistration(ctx, ctx.db, request, {
            guest: true,
            subject: subjects.guestInviteFailed,
            status: statuses.failed,
            notes: refusalNotes(error),
            accountNumber: account.accountNumber,
            customerNumber: account.customerNumber,
            email: body.email,
          });
          throw error;
        }
        const now = ctx.now();
        // Access ends at the end of the chosen day (UTC).
        const accessUntil = new Date(`${body.accessUntil}T23:59:59.999Z`);
        const key = randomToken();
        await ctx.db.transaction(async (tx) => {
          // A new invitation of the same address to the same account replaces a pending one.
          await tx
            .update(t.guestInvitations)
            .set({ status: 'revoked' })
            .where(
              and(
                eq(t.guestInvitations.accountId, account.id),
                eq(t.guestInvitations.status, 'pending'),
                sql`lower(${t.guestInvitations.email}) = ${body.email.toLowerCase()}`,
              ),
            );
          await tx.insert(t.guestInvitations).values({
            inviterUserId: session.uuid,
            accountId: account.id,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            roleId: guestRoleId,
            accessUntil,
            validationKeyHash: sha256Hex(key),
            status: 'pending',
            createdAt: now,
          });
          await deliver(
            ctx,
            tx,
            request.log,
            guestInvitationEmail(ctx, {
              email: body.email,
              firstName: body.firstName,
              inviterName: fullName(session.user),
              maskedAccount: maskAccountNumber(account.accountNumber),
              accessUntil,
              key,
            }),
          );
          await recordGuestStep(tx, request, account, {
            subject: subjects.guestInvited,
            status: statuses.invited,
            notes: `Invited ${body.email} until ${body.accessUntil}`,
            email: body.email,
          });
        });
        return ok<GuestInviteData>(
          { email: body.email, accountNumber: maskAccountNumber(account.accountNumber), accessUntil: accessUntil.toISOString() },
          'Invitation sent',
        );
      });
    });
  };
}
