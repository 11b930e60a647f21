/**
 * Guest user management calls (document 2 section 7 "Guest users: list, invite, update, resend,
 * revoke, roles, link"): the invitation behind a /GuestRegister link and the guest's registration
 * (pre-login), and the inviting customer's list, invite, resend and revoke (signed in).
 */
import { guestCalls, userCalls } from '../domain/calls.ts';
import type { GuestEntryBody, GuestListData, GuestResendData, GuestRevokeData, GuestUpdateBody, GuestUpdateData } from '../domain/guestUsers.ts';
import type {
  GuestInvitationData,
  GuestInviteBody,
  GuestInviteData,
  GuestRegistrationBody,
  GuestRegistrationData,
  UserNameAvailableData,
} from '../domain/registration.ts';
import { apiGet, apiPost } from './client.ts';

/** GET {guestUserManagement}/invitation?key= : 410 GINV001 for an unknown, used or expired invitation. */
export function loadGuestInvitation(key: string) {
  return apiGet<GuestInvitationData>('guestUserManagement', guestCalls.invitation, { key });
}

/** POST {guestUserManagement}/register: the guest is active at once (role 8). */
export function registerGuest(body: GuestRegistrationBody) {
  return apiPost<GuestRegistrationData>('guestUserManagement', guestCalls.register, body);
}

/** GET {userManagement}/registration/user-name-available?userName= */
export function checkGuestUserName(userName: string) {
  return apiGet<UserNameAvailableData>('userManagement', userCalls.userNameAvailable, { userName });
}

/** GET {guestUserManagement}/guests?accountNumber= */
export function listGuests(accountNumber: string) {
  return apiGet<GuestListData>('guestUserManagement', guestCalls.list, { accountNumber });
}

/** POST {guestUserManagement}/invite */
export function inviteGuest(body: GuestInviteBody) {
  return apiPost<GuestInviteData>('guestUserManagement', guestCalls.invite, body);
}

/** POST {guestUserManagement}/resend: a new link; the old one stops working. */
export function resendGuestInvitation(body: GuestEntryBody) {
  return apiPost<GuestResendData>('guestUserManagement', guestCalls.resend, body);
}

/** POST {guestUserManagement}/revoke: removes a guest or withdraws an invitation. */
export function revokeGuest(body: GuestEntryBody) {
  return apiPost<GuestRevokeData>('guestUserManagement', guestCalls.revoke, body);
}

/** POST {guestUserManagement}/update: a new last day of access. */
export function updateGuestAccess(body: GuestUpdateBody) {
  return apiPost<GuestUpdateData>('guestUserManagement', guestCalls.update, body);
}
