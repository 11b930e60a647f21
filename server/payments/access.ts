/**
 * The PayBill rule on the server (document 2 section 6): Make a Payment is there for a user whose
 * role on the account has the right to schedule a payment, to pay with own tokens (tokenised) or
 * on the fly, or whose account has status 2 (restricted: payment stays possible); never for role 7,
 * and never in an agent's session (support sign-on) or for an agent's own user.
 *
 * Per action: paying with a saved method needs the tokenised right, with a new card or bank account
 * the on-the-fly right, scheduling the schedule right, cancelling the cancel right (status 2 allows
 * paying now only: it grants no right).
 *
 * A wallet approval names no account yet: a signed-in user may approve one when the PayBill rule
 * lets them pay on at least one account they hold (mayPayOnSome).
 *
 * Saved payment methods belong to the user: every write of one (save a card or bank account, set
 * the default, remove, or save or set the default while paying) needs the payment-methods right on
 * at least one account the user holds now (mayManageMethods); never for a view-only guest (role 8),
 * role 7 or an agent's session.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { linkInForce, type AccountRow, type LinkRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import type { RequestSession } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { personas } from '../../src/domain/constants.ts';
import { effectiveRights, hasRight, isRestrictedAccountStatus, rights, roleIds } from '../../src/domain/rights.ts';

export interface PayAccess {
  /** The PayBill menu rule. */
  payBill: boolean;
  payWithSaved: boolean;
  payWithNew: boolean;
  schedule: boolean;
  cancelScheduled: boolean;
}

const none: PayAccess = { payBill: false, payWithSaved: false, payWithNew: false, schedule: false, cancelScheduled: false };

/** True in an agent's session or for an agent's own user: agents never pay. */
export function isAgentSession(session: RequestSession): boolean {
  return session.isSupportLogin || session.user.isAgent;
}

export async function payAccess(ex: Executor, session: RequestSession, account: AccountRow, link: LinkRow): Promise<PayAccess> {
  if (isAgentSession(session) || link.roleId === roleIds.noPayment) return none;
  const rows = await ex
    .select({ rightName: t.roleRights.rightName })
    .from(t.roleRights)
    .where(and(eq(t.roleRights.roleId, link.roleId), eq(t.roleRights.personaId, personas.residential)));
  const granted = effectiveRights(rows, account.status);
  const has = (name: string) => hasRight(granted, name);
  const restricted = isRestrictedAccountStatus(account.status);
  return {
    payBill: has(rights.schedulePayment) || has(rights.tokenizedPayment) || has(rights.onTheFlyPayment) || restricted,
    payWithSaved: has(rights.tokenizedPayment) || restricted,
    payWithNew: has(rights.onTheFlyPayment) || restricted,
    schedule: has(rights.schedulePayment),
    cancelScheduled: has(rights.cancelScheduledPayment),
  };
}

/** True when the PayBill rule lets the user pay on at least one account held now (never for agents). */
export async function mayPayOnSome(ex: Executor, session: RequestSession, now: Date): Promise<boolean> {
  if (isAgentSession(session)) return false;
  const held = await ex
    .select({ account: t.serviceAccounts, link: t.userAccounts })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(now)));
  for (const { account, link } of held) {
    if ((await payAccess(ex, session, account, link)).payBill) return true;
  }
  return false;
}

/** Refuses (403 GEN403) when `allowed` is false. */
export function requireAccess(allowed: boolean): void {
  if (!allowed) throw new ApiError(403, 'GEN403');
}

/** True when the user holds, now, an account whose role grants the payment-methods right (never for agents). */
export async function mayManageMethods(ex: Executor, session: RequestSession, now: Date): Promise<boolean> {
  if (isAgentSession(session)) return false;
  const [held] = await ex
    .select({ roleId: t.userAccounts.roleId })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .innerJoin(t.roleRights, and(eq(t.roleRights.roleId, t.userAccounts.roleId), eq(t.roleRights.personaId, personas.residential)))
    .where(
      and(
        eq(t.userAccounts.userId, session.uuid),
        linkInForce(now),
        // Status 2 grants no right (effectiveRights).
        ne(t.serviceAccounts.status, 2),
        sql`lower(trim(${t.roleRights.rightName})) = ${rights.paymentMethods.toLowerCase()}`,
      ),
    )
    .limit(1);
  return Boolean(held);
}
