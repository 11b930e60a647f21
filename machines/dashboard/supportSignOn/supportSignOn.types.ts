export interface SupportSignOnFailure {
  msgcode: string;
  message: string;
}

export interface SupportSignOnContext {
  accountNumber: string;
  /** Why the typed account number is refused ('VLD_ACCOUNT_NUMBER'), once the agent submitted. */
  fieldError: string | null;
  /** The call's failure, kept until the agent changes the number or tries again. */
  failure: SupportSignOnFailure | null;
}

export type SupportSignOnEvent =
  | { type: 'supportSignOn.change'; accountNumber: string }
  | { type: 'supportSignOn.submit' };

/** The state tags of the machine. */
export type SupportSignOnTag = 'busy';
