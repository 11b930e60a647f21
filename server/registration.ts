/**
 * Registration as the user-management area runs it (src/domain/registration.ts): matching account
 * validation details against the holder of a service account, whether an account is taken, creating
 * a user with the activation e-mail, linking validated accounts, and the interaction records of the
 * activity-logging catalogue (action Add, priority Normal, status Closed, reason A1-Z0000001-Z011;
 * guest events A1-Z0000001-Z037 with category IR_01_11).
 *
 * An account is taken when a user is linked to it with a role other than guest (8) and that user
 * is activated or still holds a live activation link. A registration whose activation link expired
 * unused does not hold the account: the next registration removes that user ("This link has
 * expired. Please click here to register again.").
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import { recordInteraction } from './activity.ts';
import { deliver } from './outbox.ts';
import { ApiError } from './http/errors.ts';
import { updatedByOf } from './http/auth.ts';
import { activationEmail } from './emails.ts';
import { serviceAccount, type AccountRow } from './accounts.ts';
import type { Executor, UserRow } from './auth/sessions.ts';
import { hasLiveActivationKey, issueUserKey } from './auth/userKeys.ts';
import type { ValidationClaims } from './auth/tokens.ts';
import { interactionReasonIds, incidentCategories, type InteractionRecordBody } from '../src/domain/activity.ts';
import { isoDateOf, maskEmail } from '../src/domain/fields.ts';
import {
  guestRoleId,
  registrationInteractionSubjects,
  registrationLimits,
  registrationStatuses,
  registrationTypes,
  type AccountValidationData,
  type registrationBodySchema,
  type validateAccountBodySchema,
} from '../src/domain/registration.ts';
import { roleIds } from '../src/domain/rights.ts';
import type { ServiceAccount } from '../src/domain/session.ts';
import type * as v from 'valibot';

type ValidateAccountInput = v.InferOutput<typeof validateAccountBodySchema>;
type RegistrationInput = v.InferOutput<typeof registrationBodySchema>;

// ---------------------------------------------------------------- interaction records

export interface RegistrationRecord {
  subject: string;
  status: string;
  notes?: string;
  accountNumber?: string | null;
  customerNumber?: string | null;
  email?: string | null;
  userId?: string | null;
  /** Guest user events use their own reason id and category. */
  guest?: boolean;
  screenName?: string;
}

/** One interaction record of a registration or guest outcome, made by the caller (customer or agent). */
export async function recordRegistration(ctx: ServerContext, ex: Executor, request: FastifyRequest, record: RegistrationRecord): Promise<void> {
  const session = request.session;
  const body: InteractionRecordBody = {
    actionSubject: record.subject,
    actionNotes: record.notes,
    registrationStatus: record.status,
    accountNumber: record.accountNumber ?? undefined,
    customerNumber: record.customerNumber ?? undefined,
    odataContractAccountKUT: record.accountNumber ?? undefined,
    email: record.email ?? undefined,
    interactionRecordReasonId: record.guest ? interactionReasonIds.guestUser : interactionReasonIds.general,
    serviceIssueCategoryID: record.guest ? incidentCategories.guestUser : undefined,
    screenName: record.screenName ?? (record.guest ? 'GuestUser' : 'Register'),
    moduleName: record.guest ? 'GuestUser' : 'Registration',
  };
  await recordInteraction(
    ctx,
    ex,
    {
      userId: record.userId ?? session?.uuid ?? null,
      familyId: session?.familyId ?? null,
      agentUserId: session?.agentUuid ?? null,
      updatedBy: updatedByOf(session),
      ip: request.ip,
    },
    body,
  );
}

/** "msgcode: message" of a refusal, as failure events store the server message. */
export function refusalNotes(error: unknown): string {
  return error instanceof ApiError ? `${error.msgcode}: ${error.message}` : 'GEN500: unexpected failure';
}

// ---------------------------------------------------------------- accounts

const same = (stored: string | null | undefined, given: string) => (stored ?? '').trim().toLowerCase() === given.trim().toLowerCase();

/** True when the validation details are the holder's (names, birth date, id number, post code, type). */
export function holderMatches(account: AccountRow, body: ValidateAccountInput): boolean {
  const commercial = account.accountType === 'Commercial';
  if (commercial !== (body.registrationType === registrationTypes.other)) return false;
  if (commercial && !same(account.holderOrgName, body.orgName)) return false;
  return (
    same(account.holderFirstName, body.firstName) &&
    same(account.holderLastName, body.lastName) &&
    account.holderDateOfBirth === isoDateOf(body.dateOfBirth) &&
    same(account.holderIdNumber, body.idNumber) &&
    account.postalCode.trim() === body.postCode.replace('-', '').slice(0, 5)
  );
}

export async function accountByNumber(ex: Executor, accountNumber: string): Promise<AccountRow | undefined> {
  const [account] = await ex.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.accountNumber, accountNumber));
  return account;
}

export interface AccountHolding {
  /** A user holds the account (activated, or activation still pending). */
  taken: boolean;
  /** Users whose activation link expired unused: removed by the next registration. */
  staleUserIds: string[];
}

/** Who holds an account (guests aside): see the file comment. */
export async function accountHolding(ctx: ServerContext, ex: Executor, accountId: number): Promise<AccountHolding> {
  const rows = await ex
    .select({ user: t.users })
    .from(t.userAccounts)
    .innerJoin(t.users, eq(t.users.id, t.userAccounts.userId))
    .where(and(eq(t.userAccounts.accountId, accountId), ne(t.userAccounts.roleId, guestRoleId)));
  const staleUserIds: string[] = [];
  let taken = false;
  for (const { user } of rows) {
    if (user.activatedAt || user.lastLoginAt || user.isAgent || (await hasLiveActivationKey(ctx, ex, user.id))) taken = true;
    else staleUserIds.push(user.id);
  }
  return { taken, staleUserIds };
}

/** Removes registrations whose activation expired unused (with their links and keys). */
async function removeStaleUsers(ex: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await ex.delete(t.users).where(and(inArray(t.users.id, userIds), isNull(t.users.activatedAt), isNull(t.users.lastLoginAt)));
}

/** The answer of a successful account validation: a token bound to the account for 30 minutes. */
export function validationAnswer(ctx: ServerContext, account: AccountRow): AccountValidationData {
  const claims: ValidationClaims = { accountId: account.id, accountNumber: account.accountNumber, customerNumber: account.customerNumber };
  return {
    accountNumber: account.accountNumber,
    customerNumber: account.customerNumber,
    maskedEmail: account.holderEmail ? maskEmail(account.holderEmail) : '',
    validationToken: ctx.tokens.issueValidation(claims, ctx.now(), registrationLimits.validationTokenSeconds),
    expiresIn: registrationLimits.validationTokenSeconds,
  };
}

/** The claims of a validation token that is genuine, unexpired and for the given account; else 410 REG001. */
export function validationClaims(ctx: ServerContext, token: string, accountNumber?: string, customerNumber?: string): ValidationClaims {
  const claims = ctx.tokens.verifyValidation(token, ctx.now());
  if (!claims) throw new ApiError(410, 'REG001');
  if (accountNumber !== undefined && claims.accountNumber !== accountNumber) throw new ApiError(410, 'REG001');
  if (customerNumber !== undefined && claims.customerNumber !== customerNumber) throw new ApiError(410, 'REG001');
  return claims;
}

/** The account of a validation token, locked for the rest of the transaction, and free to take. */
async function claimAccount(ctx: ServerContext, tx: Executor, claims: ValidationClaims): Promise<AccountRow> {
  const [account] = await tx.select().from(t.serviceAccounts).where(eq(t.serviceAccounts.id, claims.accountId)).for('update');
  if (!account || account.accountNumber !== claims.accountNumber || account.customerNumber !== claims.customerNumber) throw new ApiError(410, 'REG001');
  const holding = await accountHolding(ctx, tx, account.id);
  if (holding.taken) throw new ApiError(409, 'VA001');
  await removeStaleUsers(tx, holding.staleUserIds);
  return account;
}

/** True when the user id is held by someone (compared without regard to case). */
export async function userNameTaken(ex: Executor, userName: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sql`lower(${t.users.userName}) = ${userName.toLowerCase()}`, exceptUserId ? ne(t.users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A unique-index violation (23505) from either driver, e.g. two registrations of one user id at once. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

// ---------------------------------------------------------------- registration

export interface RegistrationResult {
  user: UserRow;
  account: AccountRow;
}

/**
 * Creates the (not yet activated) user, links the validated account as its default (role 1) with
 * the paperless choice and notification preferences, and e-mails the activation link: all in one
 * transaction. The password is hashed by the caller.
 */
export async function registerUser(
  ctx: ServerContext,
  request: FastifyRequest,
  log: FastifyBaseLogger,
  body: RegistrationInput,
  claims: ValidationClaims,
  passwordHash: string,
): Promise<RegistrationResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const account = await claimAccount(ctx, tx, claims);
      if (await userNameTaken(tx, body.userName)) throw new ApiError(409, 'REG_USERNAME_TAKEN');
      const [user] = await tx
        .insert(t.users)
        .values({
          userName: body.userName,
          passwordHash,
          email: body.primaryEmail,
          phone: body.primaryPhone,
          firstName: body.firstName,
          middleName: body.middleName || null,
          lastName: body.lastName,
          personas: [1],
          createdAt: ctx.now(),
          activatedAt: null,
        })
        .returning();
      await tx.insert(t.userAccounts).values({
        userId: user!.id,
        accountId: account.id,
        roleId: roleIds.primary,
        isDefault: true,
        emailNotification: body.emailNotification,
        textNotification: body.textNotification,
        createdAt: ctx.now(),
      });
      await tx.update(t.serviceAccounts).set({ paperless: body.enrollPaperlessBilling }).where(eq(t.serviceAccounts.id, account.id));
      const key = await issueUserKey(ctx, tx, user!.id, 'activation');
      await deliver(ctx, tx, log, activationEmail(ctx, user!, key));
      await recordRegistration(ctx, tx, request, {
        subject: registrationInteractionSubjects.registrationSucceeded,
        status: registrationStatuses.pendingActivation,
        notes: `User ${user!.userName} registered; activation link sent`,
        accountNumber: account.accountNumber,
        customerNumber: account.customerNumber,
        email: user!.email,
        userId: user!.id,
      });
      return { user: user!, account };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'REG_USERNAME_TAKEN');
    throw error;
  }
}

// ---------------------------------------------------------------- account link

export interface LinkRequest {
  claims: ValidationClaims;
  isPaperless: boolean;
}

/**
 * Links validated accounts to a signed-in user (role 1) in one transaction. New links copy the
 * notification preferences of the user's default account when defaultPreferences is true (e-mail
 * on, text off when there is none); otherwise they get e-mail on, text off.
 */
export async function linkAccounts(ctx: ServerContext, user: UserRow, requests: LinkRequest[], defaultPreferences: boolean): Promise<ServiceAccount[]> {
  return ctx.db.transaction(async (tx) => {
    const held = await tx.select().from(t.userAccounts).where(eq(t.userAccounts.userId, user.id));
    const defaults = held.find((link) => link.isDefault);
    const preferences =
      defaultPreferences && defaults
        ? { emailNotification: defaults.emailNotification, textNotification: defaults.textNotification }
        : { emailNotification: true, textNotification: false };
    const linked: ServiceAccount[] = [];
    for (const [index, request] of requests.entries()) {
      if (held.some((link) => link.accountId === request.claims.accountId)) throw new ApiError(409, 'VA001');
      const account = await claimAccount(ctx, tx, request.claims);
      const [link] = await tx
        .insert(t.userAccounts)
        .values({
          userId: user.id,
          accountId: account.id,
          roleId: roleIds.primary,
          isDefault: held.length === 0 && index === 0,
          ...preferences,
          createdAt: ctx.now(),
        })
        .returning();
      const [updated] = await tx.update(t.serviceAccounts).set({ paperless: request.isPaperless }).where(eq(t.serviceAccounts.id, account.id)).returning();
      linked.push(serviceAccount(updated!, link!));
    }
    return linked;
  });
}
