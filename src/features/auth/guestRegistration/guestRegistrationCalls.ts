/**
 * Guest registration: the calls, their implementation against the portal's services, and the
 * machine they are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { guestRegistrationMachine } from '../../../../machines/auth/guestRegistration/guestRegistration.machine.ts';
import { unwrap } from '../../../api/client.ts';
import { checkGuestUserName, loadGuestInvitation, registerGuest } from '../../../api/guest.ts';
import type { GuestInvitationData, GuestRegistrationBody, GuestRegistrationData } from '../../../domain/registration.ts';

/** The calls the guest registration machine makes; tests and stories pass fakes. */
export interface GuestRegistrationCalls {
  loadInvitation: (key: string) => Promise<GuestInvitationData>;
  checkUserName: (userName: string) => Promise<{ available: boolean }>;
  registerGuest: (body: GuestRegistrationBody) => Promise<GuestRegistrationData>;
}

export const guestRegistrationApiCalls: GuestRegistrationCalls = {
  loadInvitation: (key) => unwrap(loadGuestInvitation(key)),
  checkUserName: (userName) => unwrap(checkGuestUserName(userName)),
  registerGuest: (body) => unwrap(registerGuest(body)),
};

export function providedGuestRegistrationMachine(calls: GuestRegistrationCalls) {
  return guestRegistrationMachine.provide({
    actors: {
      loadInvitation: fromPromise(({ input }: { input: { key: string } }) => calls.loadInvitation(input.key)),
      checkUserName: fromPromise(({ input }: { input: { userName: string } }) => calls.checkUserName(input.userName)),
      registerGuest: fromPromise(({ input }: { input: GuestRegistrationBody }) => calls.registerGuest(input)),
    },
  });
}
