/**
 * The outcome of the reset link flow, handed from /ResetPasswordForm (or /UpdateUser) to
 * /ResetPasswordFormSuccess. Kept in memory only: the success page opened by its address, or after
 * a reload, has no outcome and sends the user to sign in instead of claiming a reset.
 */
let resetUserName: string | null = null;

export function keepResetOutcome(userName: string): void {
  resetUserName = userName;
}

/** The user whose password was just reset, or null when no reset happened in this page's life. */
export function latestResetOutcome(): string | null {
  return resetUserName;
}
