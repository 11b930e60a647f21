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
  /** Account validation: the details do not match an account (placeholder replaced by the portal). */
  GEN014: 'The details entered are invalid. Please try again or contact Utility Customer Care at {UtilityPhone}.',
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
  /** Account validation and registration: the account already has a user. */
  VA001: 'Our records indicate that this Account Number is already registered. Please sign in or use Forgot User ID.',
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
  // ---- registration, guest registration and account recovery (src/domain/registration.ts)
  /** Registration or account link: the account's validation token is not valid, has expired or is for another account (HTTP 410). */
  REG001: 'Your account validation has expired. Please validate your account again.',
  /** Registration, guest registration, update user: the user id belongs to someone else. */
  REG_USERNAME_TAKEN: 'This user ID is already taken. Please choose another.',
  /** Activation ("Not updated"): unknown, used or expired activation link (HTTP 410). */
  ACT001: 'This link has expired. Please click here to register again.',
  /** Reset password: unknown, used or expired reset link (HTTP 410; the portal shows /ResetError). */
  RST001: 'This reset link has expired or was already used.',
  /** Guest invitation: unknown, used, revoked or expired invitation (HTTP 410; the portal shows /GuestInviteError). */
  GINV001: 'This invitation is not valid or was already used.',
  /** Guest registration: the primary e-mail is not the address the invitation was sent to. */
  GINV002: 'Please register with the e-mail address the invitation was sent to.',
  /** New passwords: on the bundled list of common passwords (compared without regard to case). */
  PWD_COMMON: 'This password is too common. Please choose another.',
  /** New passwords: the confirmation differs (shown as a toast). */
  PWD_MISMATCH: 'Passwords do not match, please try again',
  /** Reset password: the new password is the current one. */
  PWD_REUSED: 'Your new password must be different from your current password.',
} as const;

export type MessageCode = keyof typeof errorCatalogue;

/**
 * Field rule codes (src/domain/fields.ts, credentials.ts, registration.ts): the valibot issue
 * message of each rule, shown beside the field. The server answers them inside VLD002
 * ("... body.primaryEmail: REG_EMAIL_FORMAT"); the portal translates the code. English texts:
 */
export const fieldMessages = {
  LOG_USERID_REQUIRED: 'Please enter your user ID.',
  LOG_USERID_LENGTH: 'Your user ID has 5 to 50 characters.',
  LOG_USERID_CHARACTERS: 'Your user ID may only contain letters, digits and _ & + @ . -, without spaces.',
  LOG_USERID_ZEROS: 'Your user ID cannot be all zeros.',
  LOG_PASSWORD_REQUIRED: 'Please enter your password.',
  PWD_RULES: 'Your password needs 8 to 32 characters with a lowercase letter, an uppercase letter, a digit and one of !@#&+$%*()_-.',
  PWD_CONFIRM_REQUIRED: 'Please confirm your password.',
  REG_EMAIL_REQUIRED: 'Please enter your e-mail address.',
  REG_EMAIL_LENGTH: 'Your e-mail address is too long.',
  REG_EMAIL_FORMAT: 'Please enter a valid e-mail address.',
  REG_PHONE_REQUIRED: 'Please enter your phone number.',
  REG_PHONE_DIGITS: 'The phone number may only contain digits.',
  REG_PHONE_LENGTH: 'The phone number needs at least 8 digits.',
  REG_LANDLINE_LENGTH: 'The landline number needs at least 7 digits.',
  REG_PHONE_LEADING_ZERO: 'The phone number cannot start with 0.',
  REG_PHONE_FIRST_DIGIT: 'The mobile number must start with 7.',
  REG_CONTACT_TYPE: 'Please choose the contact type (1 mobile or 2 landline).',
  REG_ID_NUMBER_REQUIRED: 'Please enter your ID number.',
  REG_ID_NUMBER_FORMAT: 'The ID number may only contain letters and digits, without dashes.',
  REG_ID_NUMBER_LENGTH: 'The ID number needs 4 to 20 characters.',
  REG_ID_NUMBER_ZEROS: 'The ID number cannot be all zeros.',
  REG_ZIP_REQUIRED: 'Please enter your post code.',
  REG_ZIP_LENGTH: 'The post code has 5 or 10 characters.',
  REG_ZIP_FORMAT: 'The post code may only contain digits (12345 or 12345-6789).',
  REG_ZIP_ZEROS: 'The post code cannot be all zeros.',
  REG_DOB_REQUIRED: 'Please enter your date of birth.',
  REG_DOB_FORMAT: 'The date of birth is written yyyymmdd.',
  REG_DOB_INVALID: 'Please enter a valid date of birth.',
  REG_DOB_FUTURE: 'The date of birth cannot be in the future.',
  REG_NAME_REQUIRED: 'Please enter the name.',
  REG_NAME_LENGTH: 'The name can have at most 50 characters.',
  REG_NAME_CHARACTERS: 'The name may only contain letters, spaces, apostrophes, dots and hyphens.',
  REG_ORG_NAME_REQUIRED: 'Please enter the organisation name.',
  REG_ORG_NAME_LENGTH: 'The organisation name can have at most 100 characters.',
  REG_ORG_NAME_CHARACTERS: 'The organisation name contains characters that are not allowed.',
  REG_ACCOUNT_NUMBER_REQUIRED: 'Please enter your account number.',
  REG_ACCOUNT_NUMBER_FORMAT: 'The account number may only contain digits.',
  REG_ACCOUNT_NUMBER_LENGTH: 'The account number has 6 to 20 digits.',
  REG_ACCOUNT_NUMBER_ZEROS: 'The account number cannot be all zeros.',
  REG_ACCOUNT_DUPLICATE: 'Each account can be added once.',
  REG_CUSTOMER_NUMBER_REQUIRED: 'Please enter the customer number.',
  REG_CUSTOMER_NUMBER_FORMAT: 'The customer number may only contain digits and cannot be all zeros.',
  REG_REGISTRATION_TYPE: 'Please choose residential (0) or other (1).',
  REG_ACTION_TYPE: 'The action must be REGP for a residential and REGO for another registration.',
  REG_BILL_PROGRAM: 'Bill programme is Y or N.',
  REG_TERMS_REQUIRED: 'Please accept the terms and conditions.',
  REG_KEY_FORMAT: 'This link is not complete. Please open the link from the e-mail again.',
  REG_TOKEN_FORMAT: 'Please validate your account first.',
  REG_FORGOT_ONE_WAY: 'Enter either your e-mail address, or your account number and date of birth.',
  REG_PROBLEM_CONTACT: 'Enter your user ID or your e-mail address.',
  REG_PROBLEM_ISSUE: 'Please choose what the problem is.',
  REG_MESSAGE_REQUIRED: 'Please describe the problem.',
  REG_MESSAGE_LENGTH: 'The message can have at most 2000 characters.',
  REG_ACCESS_UNTIL_FORMAT: 'The access end date is written yyyy-mm-dd.',
  REG_ACCESS_UNTIL_PAST: 'The access end date must be later than today.',
  REG_ACCESS_UNTIL_FAR: 'Access can be given for at most 5 years.',
  REG_ACCOUNTS_COUNT: 'Add between 1 and 10 accounts at a time.',
} as const;

export type FieldMessageCode = keyof typeof fieldMessages;

/** "Null message" case of the catalogue. */
export const nullMessage = errorCatalogue.GEN500;
