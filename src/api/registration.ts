/**
 * Registration calls of the user-management area (document 1 sections 2-3): account validation,
 * user id availability, the registration itself and the activation of the e-mailed link.
 */
import { userCalls } from '../domain/calls.ts';
import type {
  AccountValidationData,
  ActivationData,
  RegistrationBody,
  RegistrationData,
  UserNameAvailableData,
  ValidateAccountBody,
} from '../domain/registration.ts';
import { apiGet, apiPost } from './client.ts';

/** POST {userManagement}/registration/validate-account */
export function validateAccount(body: ValidateAccountBody) {
  return apiPost<AccountValidationData>('userManagement', userCalls.validateAccount, body);
}

/** GET {userManagement}/registration/user-name-available?userName= */
export function checkUserNameAvailable(userName: string) {
  return apiGet<UserNameAvailableData>('userManagement', userCalls.userNameAvailable, { userName });
}

/** POST {userManagement}/registration: the activation link is e-mailed. */
export function register(body: RegistrationBody) {
  return apiPost<RegistrationData>('userManagement', userCalls.register, body);
}

/** POST {userManagement}/registration/activate { key }: 410 ACT001 when used or expired. */
export function activateAccount(key: string) {
  return apiPost<ActivationData>('userManagement', userCalls.activate, { key });
}
