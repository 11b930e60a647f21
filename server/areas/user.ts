/**
 * User management service area (document 2 section 7 "Session and login", "Users and accounts"):
 * sign-in with throttling, the second factor, the token exchange of /authenticate, refresh-token
 * rotation, the session restore call, logout, the IP lock count and role rights; registration
 * (account validation, user id availability, already registered, create, activate, account link)
 * and account recovery (forgot user id, forgot password, reset key, reset password, problem
 * sign-in, update user). The work of the last two groups is in ../registration.ts and
 * ../recovery.ts; every one of their calls is throttled per IP (../auth/requestThrottle.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../src/domain/envelope.ts';
import { refreshCookieName, userCalls } from '../../src/domain/calls.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, mergeRights, rightGroups } from '../../src/domain/rights.ts';
import { chooseAccount, distinctRoleIds } from '../../src/domain/accounts.ts';
import {
  authenticateBodySchema,
  ipLockCountBodySchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  roleRightsQuerySchema,
  sessionLimits,
  sessionRestoreBodySchema,
  tfaSendBodySchema,
  tfaVerifyBodySchema,
  userRoleRightsBodySchema,
  type IpLockCountData,
  type LoginData,
  type MeData,
  type RefreshData,
  type RoleRight,
  type SessionRestoreData,
  type TfaSendData,
} from '../../src/domain/session.ts';
import type { ServerContext } from '../context.ts';
import * as t from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { clearRefreshCookie, isPendingMigration, loginData, revokeFamily, rotateRefreshToken, sessionUser, setRefreshCookie, type UserRow } from '../auth/sessions.ts';
import { completeSignIn, findGuestInvitation, recordLoginAttempt } from '../auth/signIn.ts';
import { failSignIn, ipFailures, isIpBlocked, reserveSignIn, succeedSignIn } from '../auth/throttle.ts';
import { sendTfaCode, tfaChannels, verifyTfaCode } from '../auth/tfa.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { linkedAccount, metersOf, serviceAccountsOf } from '../accounts.ts';
import { ApiError, sendFailure } from '../http/errors.ts';
import type { Auth } from '../http/auth.ts';
import { callerGone, routes } from '../http/route.ts';
import { throttled } from '../auth/requestThrottle.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { claimKey } from '../auth/userKeys.ts';
import { maskEmail } from '../../src/domain/fields.ts';
import { defaultLanguage, fromStoredCode, toStoredCode } from '../../src/domain/language.ts';
import {
  accountByNumber,
  accountHolding,
  holderMatches,
  linkAccounts,
  recordRegistration,
  refusalNotes,
  registerUser,
  userNameTaken,
  validationAnswer,
  validationClaims,
} from '../registration.ts';
import { activeUserByName, completePasswordReset, remindUserIds, requestPasswordReset, resetKeyUser, sendPasswordReset, updateMigratedUser } from '../recovery.ts';
import {
  accountLinkBodySchema,
  checkRegisteredBodySchema,
  forgotPasswordBodySchemaAt,
  forgotUserIdBodySchemaAt,
  linkKeyBodySchema,
  problemSignInBodySchema,
  registrationBodySchema,
  registrationInteractionSubjects as subjects,
  registrationStatuses as statuses,
  resetPasswordBodySchema,
  updateUserBodySchema,
  userNameAvailableQuerySchema,
  validateAccountBodySchemaAt,
  type AccountLinkData,
  type AccountValidationData,
  type ActivationData,
  type CheckRegisteredData,
  type ForgotPasswordData,
  type ForgotUserIdData,
  type ProblemSignInData,
  type RegistrationData,
  type ResetKeyData,
  type ResetPasswordData,
  type UpdateUserData,
  type UserNameAvailableData,
} from '../../src/domain/registration.ts';

const externalPersonas: readonly number[] = [personas.enterprise, personas.landlord, personas.propertyManager];

/** Users whose personas are all Enterprise, Landlord or Property Manager use their own sites. */
function isExternalOnly(user: UserRow): boolean {
  return user.personas.length > 0 && user.personas.every((persona) => externalPersonas.includes(persona));
}

export function userArea(ctx: ServerContext, auth: Auth) {
  // Unknown user ids still cost one scrypt, so the answer time does not tell whether a user exists.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(randomToken()));

  async function userById(uuid: string): Promise<UserRow | undefined> {
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.id, uuid));
    return user;
  }

  /** Rotates the refresh token presented (the new one set in the cookie); a refusal clears the cookie and gives null. */
  async function rotateFor(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
    const result = token ? await rotateRefreshToken(ctx, token) : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      if (result.reason === 'reuse') request.log.warn({ familyId: result.familyId }, 'refresh token reused: session family revoked');
      clearRefreshCookie(reply);
      return null;
    }
    setRefreshCookie(reply, result.tokens.refreshToken);
    return result;
  }

  return async function register(app: FastifyInstance) {
    const route = routes(app, auth);
    route.post(userCalls.login, { body: loginBodySchema }, async ({ request, reply, body }) => {
      const userNameKey = body.username.toLowerCase();
      const ip = request.ip;

      const [user] = await ctx.db.select().from(t.users).where(sql`lower(${t.users.userName}) = ${userNameKey}`);
      const refuse = async (status: number, msgcode: 'LOG001' | 'LOG010' | 'LOG012' | 'GEN015') => {
        await recordLoginAttempt(ctx, request, { success: false, user: user ?? null, notes: msgcode });
        throw new ApiError(status, msgcode);
      };

      // Reserved before the password is checked: concurrent attempts never get past the limits (auth/throttle.ts).
      const subject = { userNameKey, userId: user?.id ?? null, ip };
      const attempt = await reserveSignIn(ctx, subject, callerGone(reply));
      if ('refusal' in attempt) return attempt.refusal === 'blocked' ? refuse(429, 'GEN015') : refuse(423, 'LOG010');

      const passwordOk = user ? await verifyPassword(body.password, user.passwordHash) : (await verifyPassword(body.password, await dummy()), false);
      if (!user || !passwordOk) {
        const locked = await failSignIn(ctx, attempt.id, subject);
        return locked ? refuse(423, 'LOG010') : refuse(401, 'LOG001');
      }
      await succeedSignIn(ctx, attempt.id);
      if (!user.activatedAt) return refuse(403, 'LOG012');
      // The language signed in with: the user's alerts are written in it (server/outbox.ts sendAlertMessage).
      const language = body.language && toStoredCode(fromStoredCode(body.language) ?? defaultLanguage);
      if (language && language !== user.language) await ctx.db.update(t.users).set({ language }).where(eq(t.users.id, user.id));

      let data: LoginData;
      let familyId: string | null = null;
      let notes: string;
      if (isPendingMigration(user)) {
        // No session: the portal shows ForgotPasswordSuccess ("We have sent a link to reset your
        // password"), so the reset link goes to the user's outbox now.
        data = loginData(sessionUser(user), { twoFactorAuthenticate: false });
        const sent = await sendPasswordReset(ctx, request.log, user, true);
        notes = sent ? 'Migrated user: password reset required; reset link sent' : 'Migrated user: password reset required';
      } else if (isExternalOnly(user)) {
        data = loginData(sessionUser(user), { twoFactorAuthenticate: false });
        notes = 'External persona: sent to the experience site';
      } else {
        const guestInvitationId = await findGuestInvitation(ctx, body.guestToken, user);
        if (user.tfa) {
          const tfaToken = ctx.tokens.issueTfa({ uuid: user.id, guestInvitationId }, ctx.now(), sessionLimits.tfaTokenSeconds);
          data = loginData(sessionUser(user), { twoFactorAuthenticate: false, tfaDetails: { tfaToken, channels: tfaChannels(user) } });
          notes = 'Second factor pending';
        } else {
          const done = await completeSignIn(ctx, reply, user, { isSupport: false, agentUserId: null, guestInvitationId });
          data = done.data;
          familyId = done.familyId;
          notes = data.customAttribute.guestLinked ? 'Signed in; guest invitation linked' : 'Signed in';
        }
      }
      await recordLoginAttempt(ctx, request, { success: true, user, notes, familyId });
      return ok<LoginData>(data);
    });

    // The body may be left out (the cookie carries the token); a JSON null is still refused.
    route.post(userCalls.refresh, { body: refreshBodySchema, bodyOptional: true }, async ({ request, reply, body }) => {
      const result = await rotateFor(request, reply, body.refreshToken || request.cookies[refreshCookieName]);
      if (!result) return sendFailure(reply, 401, 'GEN401');
      return ok<RefreshData>({ accessToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken, expiresIn: result.tokens.expiresIn });
    });

    // A reload's whole session in one round (issue 13): the refresh of /token/refresh (cookie only),
    // then what /me, the service addresses, the chosen account's meters and the role rights answer.
    route.post(userCalls.sessionRestore, { body: sessionRestoreBodySchema, bodyOptional: true }, async ({ request, reply, body }) => {
      const result = await rotateFor(request, reply, request.cookies[refreshCookieName]);
      if (!result) return sendFailure(reply, 401, 'GEN401');
      const accounts = await serviceAccountsOf(ctx, result.user.id);
      const account = chooseAccount(accounts, body?.accountNumber);
      const [meters, ...roleRights] = await Promise.all([
        account ? metersOf(ctx, account.id) : [],
        ...distinctRoleIds(accounts).map((roleId) => ctx.rights.of(roleId, personas.residential)),
      ]);
      return ok<SessionRestoreData>({
        accessToken: result.tokens.accessToken,
        refreshToken: result.tokens.refreshToken,
        expiresIn: result.tokens.expiresIn,
        user: sessionUser(result.user),
        isSupportLogin: result.isSupport,
        accounts,
        accountNumber: account?.accountNumber ?? null,
        meters,
        rights: mergeRights(...roleRights),
      });
    });

    route.get(userCalls.me, { auth: 'required' }, async ({ session }) => {
      return ok<MeData>({ user: sessionUser(session.user), isSupportLogin: session.isSupportLogin });
    });

    route.post(userCalls.logout, { auth: 'required', body: logoutBodySchema, bodyOptional: true }, async ({ reply, session }) => {
      await ctx.db.transaction((tx) => revokeFamily(tx, session.familyId, 'logout', ctx.now()));
      clearRefreshCookie(reply);
      return ok(null, 'Signed out');
    });

    route.post(userCalls.tfaSend, { body: tfaSendBodySchema }, async ({ request, body }) => {
      const claims = ctx.tokens.verifyTfa(body.tfaToken, ctx.now());
      const user = claims && (await userById(claims.uuid));
      if (!user) throw new ApiError(401, 'GEN401');
      return ok<TfaSendData>({ destination: await sendTfaCode(ctx, request.log, user, body.channel) }, 'Code sent');
    });

    route.post(userCalls.tfaVerify, { body: tfaVerifyBodySchema }, async ({ reply, body }) => {
      const claims = ctx.tokens.verifyTfa(body.tfaToken, ctx.now());
      const user = claims && (await userById(claims.uuid));
      if (!claims || !user) throw new ApiError(401, 'GEN401');
      await verifyTfaCode(ctx, user, body.code);
      const { data } = await completeSignIn(ctx, reply, user, { isSupport: false, agentUserId: null, guestInvitationId: claims.guestInvitationId });
      return ok<LoginData>(data);
    });

    route.post(userCalls.authenticate, { body: authenticateBodySchema }, async ({ request, reply, body }) => {
      const now = ctx.now();
      // Claimed with one conditional update: a token works once, even for two requests at a time.
      const [token] = await ctx.db
        .update(t.authTokens)
        .set({ usedAt: now })
        .where(and(eq(t.authTokens.tokenHash, sha256Hex(body.token)), sql`${t.authTokens.usedAt} is null`, sql`${t.authTokens.expiresAt} > ${now}`))
        .returning();
      const user = token && (await userById(token.userId));
      if (!token || !user) {
        await recordLoginAttempt(ctx, request, { success: false, user: null, notes: 'AUTH001' });
        throw new ApiError(401, 'AUTH001');
      }
      const isSupport = token.purpose === 'support';
      if (!user.activatedAt) {
        await recordLoginAttempt(ctx, request, { success: false, user, notes: 'LOG012', isSupport, agentUserId: token.agentUserId });
        throw new ApiError(403, 'LOG012');
      }
      const { data, familyId } = await completeSignIn(ctx, reply, user, { isSupport, agentUserId: token.agentUserId, guestInvitationId: null });
      await recordLoginAttempt(ctx, request, {
        success: true,
        user,
        notes: isSupport ? 'Support sign-on by an agent' : 'Signed in with an authentication token',
        isSupport,
        agentUserId: token.agentUserId,
        familyId,
      });
      return ok<LoginData>(data);
    });

    route.post(userCalls.ipLockCount, { body: ipLockCountBodySchema }, async ({ request, body }) => {
      await ctx.db.insert(t.ipLockChecks).values({ requestIp: request.ip, reportedIp: body.ipAddress, createdAt: ctx.now() });
      const failedAttempts = await ipFailures(ctx, request.ip);
      return ok<IpLockCountData>({ failedAttempts, locked: isIpBlocked(failedAttempts) });
    });

    route.get(userCalls.roleRights, { auth: 'required', query: roleRightsQuerySchema }, async ({ query }) => {
      const rows = await ctx.db
        .select({ rightName: t.roleRights.rightName, roleId: t.roleRights.roleId })
        .from(t.roleRights)
        .where(and(eq(t.roleRights.roleId, Number(query.roleId)), eq(t.roleRights.personaId, Number(query.personaId ?? '1'))))
        .orderBy(asc(t.roleRights.rightName));
      return ok<RoleRight[]>(rows);
    });

    route.post(userCalls.userRoleRights, { auth: 'required', body: userRoleRightsBodySchema }, async ({ body, session }) => {
      if (body.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      const { account, link } = await linkedAccount(ctx, session.uuid, body.accountNumber);
      const rows = await ctx.rights.of(link.roleId, personas.residential);
      const group = Object.entries(rightGroups).find(([name]) => name.toLowerCase() === body.moduleName.trim().toLowerCase())?.[1] as
        | readonly string[]
        | undefined;
      const names = effectiveRights(rows, account.status).filter((name) => !group || group.includes(name));
      return ok<RoleRight[]>(names.map((rightName) => ({ rightName, roleId: link.roleId })));
    });

    // ---------------------------------------------------------------- registration

    const validateAccountBody = validateAccountBodySchemaAt(ctx.now);
    const forgotUserIdBody = forgotUserIdBodySchemaAt(ctx.now);
    const forgotPasswordBody = forgotPasswordBodySchemaAt(ctx.now);

    route.post(userCalls.validateAccount, { body: validateAccountBody }, async ({ request, body }) => {
      return throttled(ctx, 'validateAccount', request.ip, async () => {
        const account = await accountByNumber(ctx.db, body.accountNumber);
        const base = { accountNumber: body.accountNumber, customerNumber: account?.customerNumber };
        if (!account || !holderMatches(account, body)) {
          const error = new ApiError(400, 'GEN014');
          await recordRegistration(ctx, ctx.db, request, { ...base, subject: subjects.validationIneligible, status: statuses.ineligible, notes: refusalNotes(error) });
          throw error;
        }
        if ((await accountHolding(ctx, ctx.db, account.id)).taken) {
          const error = new ApiError(409, 'VA001');
          await recordRegistration(ctx, ctx.db, request, { ...base, subject: subjects.alreadyRegistered, status: statuses.registered, notes: refusalNotes(error) });
          throw error;
        }
        await recordRegistration(ctx, ctx.db, request, { ...base, subject: subjects.validationEligible, status: statuses.eligible, email: account.holderEmail });
        return ok<AccountValidationData>(validationAnswer(ctx, account));
      });
    });

    route.get(userCalls.userNameAvailable, { query: userNameAvailableQuerySchema }, async ({ request, query }) => {
      return throttled(ctx, 'userNameAvailable', request.ip, async () => {
        const available = !(await userNameTaken(ctx.db, query.userName));
        await recordRegistration(ctx, ctx.db, request, {
          subject: available ? subjects.userNameAvailable : subjects.userNameNotAvailable,
          status: available ? statuses.available : statuses.notAvailable,
          notes: query.userName,
        });
        return ok<UserNameAvailableData>({ available });
      });
    });

    route.post(userCalls.checkRegistered, { body: checkRegisteredBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'checkRegistered', request.ip, async () => {
        const account = await accountByNumber(ctx.db, body.accountNumber);
        const registered = account ? (await accountHolding(ctx, ctx.db, account.id)).taken : false;
        await recordRegistration(ctx, ctx.db, request, {
          subject: registered ? subjects.alreadyRegistered : subjects.notRegistered,
          status: registered ? statuses.registered : statuses.notRegistered,
          accountNumber: body.accountNumber,
        });
        return ok<CheckRegisteredData>({ registered });
      });
    });

    route.post(userCalls.register, { body: registrationBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'register', request.ip, async () => {
        try {
          const claims = validationClaims(ctx, body.validationToken, body.accountNumber);
          if (isCommonPassword(body.password)) throw new ApiError(400, 'PWD_COMMON');
          const { user } = await registerUser(ctx, request, request.log, body, claims, await hashPassword(body.password));
          return ok<RegistrationData>({ userName: user.userName, maskedEmail: maskEmail(user.email) }, 'Registered: activation link sent');
        } catch (error) {
          await recordRegistration(ctx, ctx.db, request, {
            subject: subjects.registrationFailed,
            status: statuses.failed,
            notes: refusalNotes(error),
            accountNumber: ctx.tokens.verifyValidation(body.validationToken, ctx.now())?.accountNumber ?? body.accountNumber,
            email: body.primaryEmail,
          });
          throw error;
        }
      });
    });

    route.post(userCalls.activate, { body: linkKeyBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'activate', request.ip, async () => {
        const user = await ctx.db.transaction(async (tx) => {
          const key = await claimKey(ctx, tx, body.key, 'activation');
          if (!key) throw new ApiError(410, 'ACT001');
          const [activated] = await tx
            .update(t.users)
            .set({ activatedAt: sql`coalesce(${t.users.activatedAt}, ${ctx.now()})` })
            .where(eq(t.users.id, key.userId))
            .returning();
          if (!activated) throw new ApiError(410, 'ACT001');
          return activated;
        });
        return ok<ActivationData>({ activated: true, userName: user.userName }, 'Account activated');
      });
    });

    route.post(userCalls.accountLink, { auth: 'required', body: accountLinkBodySchema }, async ({ request, body, session }) => {
      if (body.uuid !== session.uuid) throw new ApiError(403, 'GEN403');
      return throttled(ctx, 'accountLink', request.ip, async () => {
        try {
          const requests = body.accounts.map((entry) => ({
            claims: validationClaims(ctx, entry.validationToken, entry.accountNumber, entry.customerNumber),
            isPaperless: entry.isPaperless,
          }));
          const accounts = await linkAccounts(ctx, session.user, requests, body.defaultPreferences);
          for (const account of accounts) {
            await recordRegistration(ctx, ctx.db, request, {
              subject: subjects.linkSucceeded,
              status: statuses.linked,
              accountNumber: account.accountNumber,
              customerNumber: account.customerNumber,
              email: session.user.email,
              screenName: 'Account Information',
            });
          }
          return ok<AccountLinkData>({ accounts }, 'Accounts linked');
        } catch (error) {
          await recordRegistration(ctx, ctx.db, request, {
            subject: subjects.linkFailed,
            status: statuses.failed,
            notes: refusalNotes(error),
            accountNumber: body.accounts.map((a) => a.accountNumber).join(','),
            email: session.user.email,
            screenName: 'Account Information',
          });
          throw error;
        }
      });
    });

    // ---------------------------------------------------------------- account recovery

    route.post(userCalls.forgotUserId, { body: forgotUserIdBody }, async ({ request, body }) => {
      return throttled(ctx, 'forgotUserId', request.ip, async () => {
        const { multiple } = await remindUserIds(ctx, request.log, body);
        return ok<ForgotUserIdData>({ multiple }, 'If the details match a user, we have sent the user ID by e-mail.');
      });
    });

    route.post(userCalls.forgotPassword, { body: forgotPasswordBody }, async ({ request, body }) => {
      return throttled(ctx, 'forgotPassword', request.ip, async () => {
        const { multiple } = await requestPasswordReset(ctx, request.log, body);
        return ok<ForgotPasswordData>({ requested: true, multiple }, 'If the user ID exists, we have sent a link to reset the password.');
      });
    });

    route.post(userCalls.resetPasswordValidateKey, { body: linkKeyBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'resetKey', request.ip, async () => {
        const user = await resetKeyUser(ctx, body.key);
        return ok<ResetKeyData>({ valid: true, userName: user.userName, migrated: user.isMigrated });
      });
    });

    route.post(userCalls.resetPassword, { body: resetPasswordBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'resetPassword', request.ip, async () => {
        const user = await resetKeyUser(ctx, body.key);
        if (isCommonPassword(body.password)) throw new ApiError(400, 'PWD_COMMON');
        if (await verifyPassword(body.password, user.passwordHash)) throw new ApiError(400, 'PWD_REUSED');
        await completePasswordReset(ctx, request.log, body.key, user, await hashPassword(body.password));
        return ok<ResetPasswordData>({ reset: true, userName: user.userName }, 'Password changed');
      });
    });

    route.post(userCalls.problemSignIn, { body: problemSignInBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'problemSignIn', request.ip, async () => {
        const user = body.userName === undefined ? undefined : await activeUserByName(ctx, body.userName);
        const [row] = await ctx.db
          .insert(t.supportRequests)
          .values({
            userName: body.userName ?? null,
            userId: user?.id ?? null,
            email: body.email ?? null,
            issue: body.issue,
            message: body.message,
            ip: request.ip,
            createdAt: ctx.now(),
          })
          .returning({ id: t.supportRequests.id });
        return ok<ProblemSignInData>({ reference: `PSI-${String(row!.id).padStart(6, '0')}` }, 'Your request was sent to customer care');
      });
    });

    route.post(userCalls.updateUser, { body: updateUserBodySchema }, async ({ request, body }) => {
      return throttled(ctx, 'updateUser', request.ip, async () => {
        const user = await updateMigratedUser(ctx, body.key, body);
        return ok<UpdateUserData>({ updated: true, userName: user.userName }, 'Details updated');
      });
    });
  };
}
