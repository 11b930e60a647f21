/**
 * Account recovery calls of the user-management area (document 1 sections 2 and 4, document 2
 * section 7 "Forgot username, forgot password, reset password, validate key"): forgot user id,
 * forgot password, the reset link's key check, the reset itself, problem sign-in and the contact
 * update of migrated users (/UpdateUser).
 */
import { userCalls } from '../domain/calls.ts';
import type {
  ForgotPasswordBody,
  ForgotPasswordData,
  ForgotUserIdBody,
  ForgotUserIdData,
  ProblemSignInBody,
  ProblemSignInData,
  ResetKeyData,
  ResetPasswordBody,
  ResetPasswordData,
  UpdateUserBody,
  UpdateUserData,
} from '../domain/registration.ts';
import { apiPost } from './client.ts';

/** POST {userManagement}/forgot-user-id: { email } or { accountNumber, dateOfBirth }. */
export function forgotUserId(body: ForgotUserIdBody) {
  return apiPost<ForgotUserIdData>('userManagement', userCalls.forgotUserId, body);
}

/** POST {userManagement}/forgot-password: { userName } or { accountNumber, dateOfBirth }. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiPost<ForgotPasswordData>('userManagement', userCalls.forgotPassword, body);
}

/** POST {userManagement}/reset-password/validate-key { key }: 410 RST001 when used or expired. */
export function validateResetKey(key: string) {
  return apiPost<ResetKeyData>('userManagement', userCalls.resetPasswordValidateKey, { key });
}

/** POST {userManagement}/reset-password: the key is used up. */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost<ResetPasswordData>('userManagement', userCalls.resetPassword, body);
}

/** POST {userManagement}/problem-sign-in: a support request; answers its reference. */
export function problemSignIn(body: ProblemSignInBody) {
  return apiPost<ProblemSignInData>('userManagement', userCalls.problemSignIn, body);
}

/** POST {userManagement}/update-user: a migrated user's user id, e-mail and mobile (the key stays valid). */
export function updateUser(body: UpdateUserBody) {
  return apiPost<UpdateUserData>('userManagement', userCalls.updateUser, body);
}
