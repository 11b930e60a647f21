/**
 * Error catalogue (document 2 section 8). Message codes the portal and the reference server share.
 * User-facing texts live in the i18n catalogues under `error.<code>`; the English text here is the
 * server's default message and the fallback when a code has no catalogue entry.
 */
export const errorCatalogue = {
  VLD001: 'Please enter all the mandatory information.',
  /** Server-side validation failure of a request body or query (the field and rule follow). */
  VLD002: 'The request is not valid.',
  /** Request body or query carries a field the call does not accept. */
  VLD003: 'The request contains fields that are not accepted.',
  GEN014: 'Invalid details.',
  GEN015: 'Temporarily blocked for security reasons. Please try again later.',
  GEN017: 'Due to inactivity, you will be automatically logged out of your session.',
  GEN401: 'Please sign in to continue.',
  GEN403: 'You are not allowed to do this.',
  GEN404: 'The requested resource was not found.',
  GEN405: 'This method is not allowed.',
  GEN413: 'The request is too large.',
  GEN415: 'The request must be JSON.',
  GEN429: 'Too many requests. Please wait and try again.',
  GEN500: 'Some thing went wrong.',
  GEN503: 'The service is temporarily unavailable. Please try again shortly.',
  VA001: 'Our records indicate that this Account Number is already registered.',
  /** Sign-in: unknown user id or wrong password (the same answer for both). */
  LOG001: 'The user id or password you entered is incorrect.',
  /** Sign-in: 5 failures within 15 minutes lock the user id for 15 minutes (shown as is). */
  LOG010: 'Your account is locked after 5 unsuccessful sign-in attempts. Please try again after 15 minutes or reset your password.',
  /** Sign-in: the user has not used the activation link yet (shown as is). */
  LOG012: 'Your account is not activated yet. Please use the activation link we emailed you.',
  /** Two-factor verification: wrong code. */
  TFA001: 'The verification code is not correct.',
  /** Two-factor verification: the code has expired, was used, was replaced or was never sent. */
  TFA002: 'The verification code has expired. Please request a new one.',
  /** Two-factor verification: 5 wrong codes void the code. */
  TFA003: 'Too many attempts. Please request a new code.',
  /** Token exchange (/authenticate): unknown, used or expired authentication token. */
  AUTH001: 'This sign-in link is not valid or has expired. Please sign in again.',
} as const;

export type MessageCode = keyof typeof errorCatalogue;

/** "Null message" case of the catalogue. */
export const nullMessage = errorCatalogue.GEN500;
