/**
 * Guest users: the calls, their implementation against the portal's services, and the machine they
 * are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { guestUsersMachine } from '../../../../machines/account/guestUsers/guestUsers.machine.ts';
import { unwrap } from '../../../api/client.ts';
import { inviteGuest, listGuests, resendGuestInvitation, revokeGuest, updateGuestAccess } from '../../../api/guest.ts';
import type { GuestEntryBody, GuestListData, GuestResendData, GuestRevokeData, GuestUpdateBody, GuestUpdateData } from '../../../domain/guestUsers.ts';
import type { GuestInviteBody, GuestInviteData } from '../../../domain/registration.ts';

/** The calls the guest users machine makes; tests and stories pass fakes. */
export interface GuestUserCalls {
  loadGuests: (accountNumber: string) => Promise<GuestListData>;
  inviteGuest: (body: GuestInviteBody) => Promise<GuestInviteData>;
  resendInvitation: (body: GuestEntryBody) => Promise<GuestResendData>;
  removeGuest: (body: GuestEntryBody) => Promise<GuestRevokeData>;
  updateAccess: (body: GuestUpdateBody) => Promise<GuestUpdateData>;
}

export const guestUserApiCalls: GuestUserCalls = {
  loadGuests: (accountNumber) => unwrap(listGuests(accountNumber)),
  inviteGuest: (body) => unwrap(inviteGuest(body)),
  resendInvitation: (body) => unwrap(resendGuestInvitation(body)),
  removeGuest: (body) => unwrap(revokeGuest(body)),
  updateAccess: (body) => unwrap(updateGuestAccess(body)),
};

export function providedGuestUsersMachine(calls: GuestUserCalls) {
  return guestUsersMachine.provide({
    actors: {
      loadGuests: fromPromise(({ input }: { input: { accountNumber: string } }) => calls.loadGuests(input.accountNumber)),
      inviteGuest: fromPromise(({ input }: { input: GuestInviteBody }) => calls.inviteGuest(input)),
      resendInvitation: fromPromise(({ input }: { input: GuestEntryBody }) => calls.resendInvitation(input)),
      removeGuest: fromPromise(({ input }: { input: GuestEntryBody }) => calls.removeGuest(input)),
      updateAccess: fromPromise(({ input }: { input: GuestUpdateBody }) => calls.updateAccess(input)),
    },
  });
}
