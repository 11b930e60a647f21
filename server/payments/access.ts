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
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { linkInForce, type AccountRow, type LinkRow } from '../accounts.ts';
import type { Executor } from '../auth/sessions.ts';
import type { RequestSession } from '../http/auth.ts';
import type { RoleRights } from '../caches.ts';
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

/** The payment rights a role's right list grants, on an account that is not restricted. */
interface PayRights {
  schedule: boolean;
  tokenized: boolean;
  onTheFly: boolean;
  cancelScheduled: boolean;
}

/**
 * Worked out once per right list: RoleRights serves the same list object until role_rights is read
 * again (a new list then), and merging and comparing some eighty names on every call was about 4%
 * of a warm bill read's CPU.
 */
const payRightsOfList = new WeakMap<readonly string[], PayRights>();

function payRightsOf(list: readonly string[]): PayRights {
  let found = payRightsOfList.get(list);
  if (!found) {
    const granted = effectiveRights(list, null);
    found = {
      schedule: hasRight(granted, rights.schedulePayment),
      tokenized: hasRight(granted, rights.tokenizedPayment),
      onTheFly: hasRight(granted, rights.onTheFlyPayment),
      cancelScheduled: hasRight(granted, rights.cancelScheduledPayment),
    };
    payRightsOfList.set(list, found);
  }
  return found;
}

const noPayRights: PayRights = { schedule: false, tokenized: false, onTheFly: false, cancelScheduled: false };

/** True in an agent's session or for an agent's own user: agents never pay. */
function isAgentSession(session: RequestSession): boolean {
  return session.isSupportLogin || session.user.isAgent;
}

export async function payAccess(roleRights: RoleRights, session: RequestSession, account: Pick<AccountRow, 'status'>, link: Pick<LinkRow, 'roleId'>): Promise<PayAccess> {
  if (isAgentSession(session) || link.roleId === roleIds.noPayment) return none;
  const list = await roleRights.of(link.roleId, personas.residential);
  const restricted = isRestrictedAccountStatus(account.status);
  // Status 2 grants no right (effectiveRights); paying stays possible by the menu rule.
  const has = restricted ? noPayRights : payRightsOf(list);
  return {
    payBill: has.schedule || has.tokenized || has.onTheFly || restricted,
    payWithSaved: has.tokenized || restricted,
    payWithNew: has.onTheFly || restricted,
    schedule: has.schedule,
    cancelScheduled: has.cancelScheduled,
  };
}

/** True when the PayBill rule lets the user pay on at least one account held now (never for agents). */
export async function mayPayOnSome(ex: Executor, roleRights: RoleRights, session: RequestSession, now: Date): Promise<boolean> {
  if (isAgentSession(session)) return false;
  const held = await ex
    .select({ account: t.serviceAccounts, link: t.userAccounts })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(now)));
  for (const { account, link } of held) {
    if ((await payAccess(roleRights, session, account, link)).payBill) return true;
  }
  return false;
}

/** Refuses (403 GEN403) when `allowed` is false. */
export function requireAccess(allowed: boolean): void {
  if (!allowed) throw new ApiError(403, 'GEN403');
}

/** True when the user holds, now, an account whose role grants the payment-methods right (never for agents). */
export async function mayManageMethods(ex: Executor, roleRights: RoleRights, session: RequestSession, now: Date): Promise<boolean> {
  if (isAgentSession(session)) return false;
  const held = await ex
    .select({ roleId: t.userAccounts.roleId, status: t.serviceAccounts.status })
    .from(t.userAccounts)
    .innerJoin(t.serviceAccounts, eq(t.serviceAccounts.id, t.userAccounts.accountId))
    .where(and(eq(t.userAccounts.userId, session.uuid), linkInForce(now)));
  for (const { roleId, status } of held) {
    if (hasRight(effectiveRights(await roleRights.of(roleId, personas.residential), status), rights.paymentMethods)) return true;
  }
  return false;
}
