/**
 * Registration: the calls, their implementation against the portal's services, and the machine they
 * are provided to. Views take the calls as a prop; tests and stories pass fakes.
 */
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../../machines/auth/registration/registration.machine.ts';
import type { AccountFields } from '../../../../machines/auth/registration/registration.types.ts';
import { unwrap } from '../../../api/client.ts';
import { checkUserNameAvailable, register, validateAccount } from '../../../api/registration.ts';
import { registrationActions } from '../../../domain/registration.ts';
import type { AccountValidationData, RegistrationBody, RegistrationData } from '../../../domain/registration.ts';

/** The calls the registration machine makes; tests and stories pass fakes. */
export interface RegistrationCalls {
  validateAccount: (account: AccountFields) => Promise<AccountValidationData>;
  checkUserName: (userName: string) => Promise<{ available: boolean }>;
  register: (body: RegistrationBody) => Promise<RegistrationData>;
}

export const registrationApiCalls: RegistrationCalls = {
  validateAccount: (account) =>
    unwrap(
      validateAccount({
        accountNumber: account.accountNumber.trim(),
        dateOfBirth: account.dateOfBirth,
        firstName: account.firstName.trim(),
        lastName: account.lastName.trim(),
        registrationType: account.registrationType,
        action: registrationActions[account.registrationType],
        idNumber: account.idNumber.trim(),
        orgName: account.registrationType === 1 ? account.orgName.trim() : '',
        postCode: account.postCode.trim(),
      }),
    ),
  checkUserName: (userName) => unwrap(checkUserNameAvailable(userName)),
  register: (body) => unwrap(register(body)),
};

export function providedRegistrationMachine(calls: RegistrationCalls) {
  return registrationMachine.provide({
    actors: {
      validateAccount: fromPromise(({ input }: { input: AccountFields }) => calls.validateAccount(input)),
      checkUserName: fromPromise(({ input }: { input: { userName: string } }) => calls.checkUserName(input.userName)),
      register: fromPromise(({ input }: { input: RegistrationBody }) => calls.register(input)),
    },
  });
}
