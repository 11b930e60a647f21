/**
 * Guest user management service area (document 2 section 6 "Guest users are invited ... and have
 * roles (persona 1)"; document 1 "Guest registration"): a customer with the ViewManageUsers right on
 * an account invites a guest by e-mail (a /GuestRegister link with a single-use key); the invitation
 * is read back for the registration page; the guest registers an active user linked to that account
 * with role 8 until the invitation's end date. Events are interaction records with reason
 * A1-Z0000001-Z037 and category IR_01_11. Every call is throttled per IP.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { guestCalls } from '../../src/domain/calls.ts';
import { maskAccountNumber } from '../../src/domain/fields.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, rights } from '../../src/domain/rights.ts';
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
import { noQuerySchema, validate } from '../http/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { throttled } from '../auth/requestThrottle.ts';
import { fullName, type Executor } from '../auth/sessions.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { isUniqueViolation, recordRegistration, refusalNotes, userNameTaken } from '../registration.ts';

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

  return async function register(app: FastifyInstance) {
    app.get(guestCalls.invitation, async (request) => {
      const query = validate(guestInvitationQuerySchema, request.query, 'query');
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

    app.post(guestCalls.register, async (request) => {
      validate(noQuerySchema, request.query, 'query');
      const body = validate(guestRegistrationBodySchema, request.body, 'body');
      return throttled(ctx, 'guestRegister', request.ip, async () => {
        let accountNumber: string | undefined = body.accountNumber;
        try {
          const { invitation, account } = await liveInvitation(ctx.db, body.validationKey);
          accountNumber = account.accountNumber;
          if (account.accountNumber !== body.accountNumber) throw new ApiError(410, 'GINV001');
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

    app.post(guestCalls.invite, { preHandler: auth.required }, async (request) => {
      validate(noQuerySchema, request.query, 'query');
      const body = validate(inviteBody, request.body, 'body');
      const session = sessionOf(request);
      return throttled(ctx, 'guestInvite', request.ip, async () => {
        const { account, link } = await linkedAccount(ctx, session.uuid, body.accountNumber);
        const roleRights = await ctx.db
          .select({ rightName: t.roleRights.rightName })
          .from(t.roleRights)
          .where(and(eq(t.roleRights.roleId, link.roleId), eq(t.roleRights.personaId, personas.residential)));
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
          await recordRegistration(ctx, tx, request, {
            guest: true,
            subject: subjects.guestInvited,
            status: statuses.invited,
            notes: `Invited ${body.email} until ${body.accessUntil}`,
            accountNumber: account.accountNumber,
            customerNumber: account.customerNumber,
            email: body.email,
            screenName: 'GuestUser',
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
