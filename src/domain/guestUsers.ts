/**
 * Guest user management as the inviting customer sees it (document 1 "Guest User (/GuestUser)",
 * document 2 section 6 "Guest users are invited, updated, resent, revoked and have roles (persona 1)",
 * section 7 "Guest users: list, invite, update, resend, revoke, roles, link"): the guests and pending
 * invitations of one account, resending a pending invitation (a new link; the old one stops working)
 * and removing a guest or withdrawing an invitation. The invitation itself and the guest's
 * registration are in registration.ts.
 */
import * as v from 'valibot';
import { accountNumberFieldSchema } from './fields.ts';
import { accessUntilSchemaAt } from './registration.ts';

/** GET {guestUserManagement}/guests?accountNumber= (signed in, ViewManageUsers on the account). */
export const guestListQuerySchema = v.strictObject({ accountNumber: accountNumberFieldSchema });

/** The id of a guest entry (an invitation id) as a JSON number or a query string. */
const entryIdSchema = v.pipe(v.number('GUEST_ID'), v.integer('GUEST_ID'), v.minValue(1, 'GUEST_ID'), v.maxValue(2_147_483_647, 'GUEST_ID'));

/** POST {guestUserManagement}/resend (ManageUsersResendActivation) and /revoke (ManageUsersDelete). */
export const guestEntryBodySchema = v.strictObject({ accountNumber: accountNumberFieldSchema, id: entryIdSchema });
export type GuestEntryBody = v.InferInput<typeof guestEntryBodySchema>;

/** POST {guestUserManagement}/update (ManageUsersEdit): a new last day of access (yyyy-mm-dd). */
export function guestUpdateBodySchemaAt(today: () => Date) {
  return v.strictObject({ accountNumber: accountNumberFieldSchema, id: entryIdSchema, accessUntil: accessUntilSchemaAt(today) });
}
export type GuestUpdateBody = v.InferInput<ReturnType<typeof guestUpdateBodySchemaAt>>;

export interface GuestUpdateData {
  id: number;
  email: string;
  accessUntil: string;
}

/**
 * pending: invited, the link not used yet; active: registered (or linked) and holding the account;
 * expired: the end date has passed (an unused invitation or an ended access).
 */
type GuestEntryStatus = 'pending' | 'active' | 'expired';

export interface GuestEntry {
  /** The invitation id: what resend and revoke name. */
  id: number;
  status: GuestEntryStatus;
  email: string;
  firstName: string;
  lastName: string;
  /** The guest's user id once registered, else null. */
  userName: string | null;
  /** 8 (guest). */
  roleId: number;
  /** ISO timestamps. */
  invitedAt: string;
  accessUntil: string;
  acceptedAt: string | null;
}

export interface GuestListData {
  accountNumber: string;
  guests: GuestEntry[];
}

export interface GuestResendData {
  id: number;
  email: string;
  accessUntil: string;
}

export interface GuestRevokeData {
  id: number;
  /** What was ended: a pending invitation withdrawn, or a guest's access removed. */
  removed: 'invitation' | 'guest';
}

/** Interaction subjects of these calls (guest invitation updates, document 2 section 9). */
export const guestManagementSubjects = {
  resent: 'Guest User Invitation Resent',
  updated: 'Guest User Access Updated',
  updateFailed: 'Guest User Access Update Failed',
  resendFailed: 'Guest User Invitation Resend Failed',
  removed: 'Guest User Removed',
  invitationWithdrawn: 'Guest User Invitation Withdrawn',
  removeFailed: 'Guest User Removal Failed',
} as const;
