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
  GEN408: 'The request took too long to arrive. Please try again.',
  GEN413: 'The request is too large.',
  GEN415: 'The request must be JSON.',
  GEN431: 'The address or headers of the request are too long.',
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
  /** Guest management: no such guest or invitation on this account, or already removed (HTTP 404). */
  GINV003: 'This guest user or invitation was not found. It may have been removed already.',
  /** Guest management: only a pending, unexpired invitation can be sent again (HTTP 409). */
  GINV004: 'Only an invitation that has not been used yet can be sent again.',
  /** New passwords: on the bundled list of common passwords (compared without regard to case). */
  PWD_COMMON: 'This password is too common. Please choose another.',
  /** New passwords: the confirmation differs (shown as a toast). */
  PWD_MISMATCH: 'Passwords do not match, please try again',
  /** Reset password: the new password is the current one. */
  PWD_REUSED: 'Your new password must be different from your current password.',
  // ---- payments and recharge (src/domain/payment.ts)
  /** The x-checksum header does not match the body sent (HTTP 400). */
  PAY_CHECKSUM: 'The payment request was altered on the way. Please try again.',
  /** The Idempotency-Key was used before with a different request (HTTP 409). */
  PAY_IDEMPOTENCY_MISMATCH: 'This payment key was already used for a different payment. Please start the payment again.',
  /** The first request with this Idempotency-Key is still being processed (HTTP 409). */
  PAY_IN_PROGRESS: 'Your payment is still being processed. Please wait a moment before trying again.',
  /** The convenience fee sent is not the one that applies now (HTTP 409; the reply message names the fee). */
  PAY_FEE_CHANGED: 'The convenience fee has changed. Please review the payment and submit it again.',
  /** The amount type (TotalDueAmount, PastDueAmount) does not match the amount sent (HTTP 409). */
  PAY_AMOUNT_NOT_DUE: 'The amount does not match the amount due. Please review the payment and submit it again.',
  /** A bill payment or scheduled payment on a prepaid account (HTTP 409). */
  PAY_PREPAID_ACCOUNT: 'This is a prepaid account. Please recharge the meter instead.',
  /** Token history, transactions or a recharge on an account without a prepaid meter (HTTP 409). */
  PAY_NOT_PREPAID: 'This account has no prepaid meter.',
  /** The saved payment method is not one of the caller's (HTTP 404). */
  PAY_METHOD_NOT_FOUND: 'This payment method was not found. Please choose another one.',
  /** A saved method a scheduled payment will use cannot be removed (HTTP 409). */
  PAY_METHOD_IN_USE: 'This payment method is used by a scheduled payment. Cancel that payment first.',
  /** A saved method that pays an account's automatic payment plan cannot be removed (HTTP 409). */
  PAY_METHOD_AUTOPAY: 'This bank account pays an automatic payment plan. Change or cancel the plan first.',
  /** AutoPay: the account is not enrolled (cancel) (HTTP 404). */
  APP_NOT_ENROLLED: 'This account is not enrolled in the automatic payment plan.',
  /** AutoPay drafts from a bank account only (a saved card was chosen) (HTTP 409). */
  APP_BANK_ONLY: 'Automatic payments are drafted from a bank account. Please choose a bank account.',
  /** AutoPay on a prepaid account (HTTP 409). */
  APP_PREPAID_ACCOUNT: 'Prepaid accounts cannot enrol in the automatic payment plan.',
  /** Budget billing: a prepaid account has no bills to level (HTTP 409). */
  BUD_PREPAID: 'Prepaid accounts cannot join budget billing.',
  /** Budget billing: a past-due balance must be paid first (HTTP 409). */
  BUD_PAST_DUE: 'Please pay the past-due balance before joining budget billing.',
  /** Budget billing: fewer than 12 bills to work the amount out from (HTTP 409). */
  BUD_SHORT_HISTORY: 'Budget billing needs 12 months of bills on the account.',
  /** Budget billing: a plan is in force already (HTTP 409). */
  BUD_ALREADY_ENROLLED: 'This account is already on budget billing.',
  /** Budget billing: no plan to leave (HTTP 409). */
  BUD_NOT_ENROLLED: 'This account is not on budget billing.',
  /** Budget billing: the monthly amount changed since it was shown, a new bill having come (HTTP 409). */
  BUD_AMOUNT_CHANGED: 'The monthly amount has changed since it was shown. Please check the new amount.',
  /** Budget billing: the terms were not accepted (HTTP 400). */
  BUD_TERMS: 'Please accept the budget billing terms.',
  /** Letters: who the letter is for has characters a name does not have, or is too long (HTTP 400). */
  LETTER_ADDRESSEE: 'Who the letter is for may have letters, digits, spaces and . , \' & ( ) / - only, at most 80 characters.',
  /** Letters: a reference is LTR- and six letters or digits (HTTP 400). */
  LETTER_REFERENCE: 'A letter reference is LTR- followed by six letters or digits, as printed on the letter.',
  /** Letters: a verification code is eight letters or digits (HTTP 400). */
  LETTER_CODE: 'A verification code is eight letters or digits, as printed on the letter.',
  /** Letters: no letter has this reference and code (the same answer whichever is wrong) (HTTP 404). */
  LETTER_NOT_FOUND: 'No letter matches this reference and code. Check both against the letter.',
  /** Installment plan: a prepaid account has no balance to split (HTTP 409). */
  INS_PREPAID: 'Prepaid accounts cannot set up an installment plan.',
  /** Installment plan: the balance is below the minimum a plan splits (HTTP 409). */
  INS_NOTHING_OWED: 'There is no balance large enough to split into installments.',
  /** Installment plan: a payment is already scheduled for the balance (HTTP 409). */
  INS_PAYMENT_SCHEDULED: 'A payment is already scheduled for this balance. Cancel it first to set up an installment plan.',
  /** Installment plan: a plan is in force already (HTTP 409). */
  INS_ALREADY_ENROLLED: 'This account already has an installment plan.',
  /** Installment plan: the balance changed since the schedule was shown (HTTP 409). */
  INS_BALANCE_CHANGED: 'The balance has changed since it was shown. Please check the new schedule.',
  /** Installment plan: the past-due balance was chosen but nothing is past due (HTTP 409). */
  INS_NO_PAST_DUE: 'Nothing is past due on this account. Please choose the total balance.',
  /** Installment plan: the number of installments is out of range (HTTP 400). */
  INS_COUNT: 'Please choose between 2 and 6 installments.',
  /** Payment extension: a prepaid account has no due date (HTTP 409). */
  EXT_PREPAID: 'Prepaid accounts have no due date to extend.',
  /** Payment extension: nothing is owed (HTTP 409). */
  EXT_NOTHING_OWED: 'There is nothing owed on this account, so there is no due date to extend.',
  /** Payment extension: an installment plan pays the balance already (HTTP 409). */
  EXT_INSTALLMENT_PLAN: 'An installment plan already covers this balance.',
  /** Payment extension: the new date is not after the due date within the limit (HTTP 409). */
  EXT_DATE_RANGE: 'Please choose a day after the due date, at most 30 days after it.',
  /** Payment extension: the current bill was extended already (HTTP 409). */
  EXT_ALREADY_EXTENDED: 'The due date of this bill has already been extended.',
  /** Payment extension: the date is not a real day (HTTP 400). */
  EXT_DATE_FORMAT: 'Please enter the date as DD/MM/YYYY.',
  /** Text To Pay: the account is not enrolled (unenrol, resend) (HTTP 404). */
  TTP_NOT_ENROLLED: 'This account is not enrolled in Text To Pay.',
  /** Text To Pay pays from a saved bank account only (a saved card was chosen) (HTTP 409). */
  TTP_BANK_ONLY: 'Text To Pay pays from a bank account. Please choose a saved bank account.',
  /** Bill format: the customer number is not the account's. */
  PAPERLESS_CUSTOMER_MISMATCH: 'The customer number does not match this account.',
  /** Text To Pay on a prepaid account (HTTP 409). */
  TTP_PREPAID_ACCOUNT: 'Prepaid accounts cannot enrol in Text To Pay.',
  /** A pay-by-text link that is unknown, replaced, unenrolled or past its 7 days (HTTP 410). */
  TTP_LINK_INVALID: 'This link has expired.',
  /** A pay-by-text link used a second time (HTTP 410). */
  TTP_LINK_USED: 'This link has expired.',
  /** A pay-by-text link opened when nothing is due (HTTP 409). */
  TTP_NOTHING_DUE: 'There is nothing to pay on this account now.',
  /** Saving one more method would pass the limit of 10 (HTTP 409). */
  PAY_METHODS_LIMIT: 'You can save up to 10 payment methods. Please remove one first.',
  PAY_CHECKS_LIMIT: 'Too many card or bank account checks have failed. For your security, please wait 15 minutes and try again.',
  /** The scheduled payment is not on this account or not the caller's to see (HTTP 404). */
  PAY_SCHEDULE_NOT_FOUND: 'This scheduled payment was not found.',
  /** The scheduled payment was already made, cancelled or is being made (HTTP 409). */
  PAY_SCHEDULE_NOT_CANCELLABLE: 'This payment can no longer be cancelled.',
  /** Scheduling is not possible for this account now (no right, or no day left before the next cycle) (HTTP 409). */
  PAY_SCHEDULE_NOT_ALLOWED: 'Payments cannot be scheduled for this account. Please pay now instead.',
  /** The guest payment token is not valid, has expired or is for another account (HTTP 410). */
  PAY_GUEST_EXPIRED: 'Your account check has expired. Please enter your account details again.',
  /** ValidateMeterForPayments: no prepaid meter in service with this number (and account) (HTTP 404). */
  PAY_METER_NOT_FOUND: 'We could not find a prepaid meter with this number. Please check the number and try again.',
  /** POST {payment}/wallet/approve: the gateway does not offer this wallet (HTTP 422). */
  PAY_WALLET_NOT_OFFERED: 'This wallet is not available. Please choose another way to pay.',
  /** A wallet token that is unknown, of another wallet, expired (15 minutes) or already used (HTTP 422). */
  PAY_WALLET_EXPIRED: 'Your wallet approval has expired or was already used. Please approve the payment in your wallet again.',
  // ---- card and bank codes (document 2 section 8; src/domain/payment.ts cardErrorCatalogue), HTTP 402
  F300: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F301: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F302: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F303: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F304: 'Your card/bank account number is not valid. Please update the details and try again.',
  F305: 'Your card is expired. Please update your card information.',
  F306: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F307: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F308: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F309: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F310: 'Your card details are not valid. Please update your card details.',
  F311: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F312: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F313: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F314: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F315: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F351: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F352: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F353: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F354: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  F355: 'The transaction was unsuccessful. Please use a different card or contact your bank.',
  // ---- uploaded documents (src/domain/documents.ts)
  /** The file's name does not end in .pdf, .jpg, .jpeg or .png (HTTP 415). */
  DOC_TYPE: 'This type of file is not accepted. Please choose a PDF, JPEG or PNG file.',
  /** The file's content is not the PDF, JPEG or PNG its name says, e.g. a renamed program (HTTP 415). */
  DOC_CONTENT: 'This file is not the PDF, JPEG or PNG file its name says. Please choose another file.',
  /** One file is over 10 MB (HTTP 413). */
  DOC_TOO_LARGE: 'This file is larger than 10 MB. Please choose a smaller file.',
  /** The files of one request are over 25 MB together (HTTP 413). */
  DOC_REQUEST_TOO_LARGE: 'These files are larger than 25 MB together. Please send fewer files at a time.',
  /** An empty file (HTTP 422). */
  DOC_EMPTY: 'This file is empty. Please choose another file.',
  /** A file name that is empty, too long or has path characters (HTTP 422). */
  DOC_NAME: 'The file name is not valid. Please rename the file and try again.',
  /** An upload without a file, with too many files or with fields the call does not take (HTTP 400). */
  DOC_PARTS: 'Please choose up to 10 files to upload.',
  /** The upload was not sent as multipart/form-data (HTTP 415). */
  DOC_MULTIPART: 'The upload must be sent as multipart/form-data.',
  /** The document does not exist or is not the caller's (HTTP 404). */
  DOC_NOT_FOUND: 'This document was not found.',
  // ---- service requests (src/domain/serviceRequests.ts)
  /** The premise has an active service for another customer (HTTP 409 on submit; an outcome of the eligibility check). */
  SRV_PREMISE_ACTIVE: 'This address already has active service for another customer.',
  SRV_PREMISE_CONSTRUCTION: 'This address is still under construction and cannot be connected yet.',
  SRV_PREMISE_TERRITORY: 'This address is outside the area we serve.',
  SRV_UNPAID_BALANCE: 'Another of your accounts has an unpaid balance. Please pay it before starting service.',
  /** No premise with this id (HTTP 404). */
  SRV_PREMISE_NOT_FOUND: 'This address was not found. Please search again.',
  /** The chosen slot was taken meanwhile (HTTP 409): the calendar is offered again. */
  SRV_SLOT_FULL: 'This appointment time is no longer free. Please choose another one.',
  /** A day before tomorrow, beyond the calendar, or a Sunday (HTTP 422). */
  SRV_DAY_NOT_OFFERED: 'Appointments can be booked from tomorrow on working days within the next three weeks.',
  /** The account is not one of the caller's (HTTP 404). */
  SRV_ACCOUNT_NOT_FOUND: 'This account was not found.',
  /** Guest users (role 8) see requests but cannot make them (HTTP 403). */
  SRV_VIEW_ONLY: 'Guest users can view service requests but cannot create them.',
  /** Other service (src/domain/otherService.ts): a kind of service, a task of that kind, a start date from tomorrow to 90 days ahead, a message of 10 to 500 characters (HTTP 422). */
  SRV_OTHER_ORDER_TYPE: 'Choose the kind of service.',
  SRV_OTHER_TASK_TYPE: 'Choose a task of this kind of service.',
  SRV_OTHER_START_DATE: 'The start date must be from tomorrow to 90 days ahead.',
  SRV_OTHER_MESSAGE: 'Say what you need in 10 to 500 characters.',
  // ---- saved forms (src/domain/savedForms.ts)
  /** The snapshot is over 64 KB serialized (HTTP 413). */
  SAVED_FORM_TOO_LARGE: 'This form is too large to save.',
  /** The user keeps 20 saved forms already (HTTP 409). */
  SAVED_FORM_LIMIT: 'You have 20 saved forms. Please delete one before saving another.',
  /** No such saved form of the caller (HTTP 404). */
  SAVED_FORM_NOT_FOUND: 'This saved form was not found. It may have been deleted.',
  /** Landlord agreement (src/domain/landlordAgreement.ts): premises owned and free, dates in their windows, the terms accepted, a message of at most 500 characters (HTTP 400 / 422). */
  LANDLORD_PREMISES: 'Choose at least one premise that is not already covered.',
  LANDLORD_START_DATE: 'The start date must be from tomorrow to 90 days ahead.',
  LANDLORD_END_DATE: 'The end date must be after the start date and at most 5 years later.',
  LANDLORD_TERMS: 'Accept the terms to sign the agreement.',
  LANDLORD_MESSAGE: 'Keep the message to 500 characters.',
  /** A chosen premise is covered by an open agreement already (HTTP 409). */
  LANDLORD_ALREADY: 'One of these premises is already covered by an agreement.',
  /** The user does not hold the landlord persona (HTTP 403). */
  LANDLORD_ONLY: 'Only landlords can sign the landlord agreement.',
  /** The account already has an open stop request (HTTP 409). */
  SRV_STOP_PENDING: 'A stop service request for this account is already open.',
  /** A transfer's move-out slot (or day) was taken meanwhile (HTTP 409): the move-out calendar is offered again. */
  SRV_MOVE_OUT_SLOT_FULL: 'The move-out time is no longer free. Please choose another one.',
  /** A transfer's move-in slot (or day) was taken meanwhile (HTTP 409): the move-in calendar is offered again. */
  SRV_MOVE_IN_SLOT_FULL: 'The move-in time is no longer free. Please choose another one.',
  /** A transfer's move-in at the premise it moves out of (an outcome of the move-in check; HTTP 409 on submit). */
  SRV_PREMISE_CURRENT: 'This is the address you are moving out of. Please choose your new address.',
  /** No such request of the caller's (HTTP 404). */
  SRV_REQUEST_NOT_FOUND: 'This service request was not found.',
  /** Only an open request can be cancelled or changed (HTTP 409). */
  SRV_NOT_OPEN: 'This request is no longer open and cannot be changed.',
  /** The appointment of a request could not be changed: it has no visit, or the change failed (HTTP 409; document 2 "we are unable to Edit your Track Request"). */
  SRV_EDIT_FAILED: 'We are unable to edit your track request.',
  /** The request does not wait for a document (not RequiresWork) (HTTP 409). */
  SRV_NO_DOCUMENT_ASKED: 'This request does not wait for a document.',
  /** The missing document named is not one the portal knows (HTTP 400, demo administration). */
  SRV_MISSING_DOCUMENT: 'Please name one of the known documents.',
  OUT_ANONYMOUS: 'A report made without signing in has the all-zero uuId and no account number; a signed-in report has your own uuId.',
  OUT_TERRITORY: 'This place is outside our service area. Please choose a place we serve.',
  OUT_ATTACHMENT: 'An attached photo was not found among your uploads. Please upload it again.',
  /** Start service: the co-applicant's identity could not be confirmed (HTTP 422). */
  SRV_IDENTITY_FAILED: "We could not confirm the co-applicant's identity. Please check the name, date of birth and ID number.",
  /** A document id is not one of the caller's uploads (HTTP 422). */
  SRV_DOCUMENTS: 'One of the documents was not found among your uploads.',
  SRV_BUSINESS_NAME: 'Please enter the name of the business.',
  SRV_TEXT_NUMBER: 'Please enter the mobile number for text messages.',
  /** Without the credit report review, a proof of identity document is needed (HTTP 422). */
  SRV_DOCUMENTS_REQUIRED: 'Please upload a proof of identity, or allow the credit report review.',
  /** A document the local-market start asks for is not uploaded yet (checked by the form). */
  SRV_DOCUMENT_MISSING: 'Please upload this document.',
  /** A tracked request not found, or the email or phone not the one given with it: the same answer either way (HTTP 404). */
  SRV_TRACK_NOT_FOUND: 'We found no request with this reference and email or phone. Please check both.',
  SRV_TRACK_CONTACT: 'Please enter the email or phone number given with the request.',
  /** A visitor's transfer: no account with this number and holder's last name (the same answer for either; HTTP 404). */
  SRV_TRANSFER_IDENTITY: 'We found no account with this number and last name. Please check both.',
  SRV_DOB_REQUIRED: 'Please enter the day, month and year of birth.',
  SRV_DOB_INVALID: 'Please enter a real date of birth.',
  SRV_DOB_ADULT: 'The co-applicant must be at least 18 years old.',
  /** New connection request (src/domain/newConnection.ts): refusals of the answers and the quotation. */
  NC_AMPS: 'Please choose a size offered for this capacity.',
  NC_METER_REQUIRED: 'Please enter the existing meter number: the supply is not new.',
  NC_QUOTE_CHANGED: 'Your answers changed since the quotation. Please read the new quotation and accept it.',
  NC_QUOTE_EXPIRED: 'The quotation has expired. Please read the new quotation and accept it.',
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
  REG_FORGOT_PASSWORD_ONE_WAY: 'Enter either your user ID, or your account number and date of birth.',
  REG_PROBLEM_CONTACT: 'Enter your user ID or your e-mail address.',
  REG_PROBLEM_ISSUE: 'Please choose what the problem is.',
  REG_MESSAGE_REQUIRED: 'Please describe the problem.',
  REG_MESSAGE_LENGTH: 'The message can have at most 2000 characters.',
  REG_ACCESS_UNTIL_REQUIRED: 'Please choose the last day of access.',
  REG_ACCESS_UNTIL_FORMAT: 'The access end date is written yyyy-mm-dd.',
  REG_ACCESS_UNTIL_PAST: 'The access end date must be later than today.',
  REG_ACCESS_UNTIL_FAR: 'Access can be given for at most 5 years.',
  GUEST_ID: 'The guest entry is not valid.',
  REG_ACCOUNTS_COUNT: 'Add between 1 and 10 accounts at a time.',
  // ---- payments and recharge (src/domain/payment.ts)
  PAY_CARD_REQUIRED: 'Please enter the card number.',
  PAY_CARD_DIGITS: 'The card number may only contain digits.',
  PAY_CARD_LENGTH: 'The card number does not have the right number of digits for its card type.',
  PAY_CARD_ZEROS: 'The card number cannot be all zeros.',
  PAY_CARD_BRAND: 'We accept American Express, Mastercard, VISA, Discover and Maestro cards. Please check the card number.',
  PAY_CARD_LUHN: 'The card number is not valid. Please check it and try again.',
  PAY_CARD_TYPE: 'The card type does not match the card number.',
  PAY_CVV_REQUIRED: 'Please enter the security code (CVV).',
  PAY_CVV_FORMAT: 'The security code has 3 digits (4 on American Express cards).',
  PAY_CVV_ZEROS: 'The security code cannot be all zeros.',
  PAY_EXPIRY_MONTH: 'Please choose the expiry month.',
  PAY_EXPIRY_YEAR: 'Please choose an expiry year from this year to 9 years ahead.',
  PAY_EXPIRY_PAST: 'This card has expired. Please check the expiry date.',
  PAY_NAME_REQUIRED: 'Please enter the name on the card or account.',
  PAY_NAME_LENGTH: 'The name can have at most 60 characters.',
  PAY_NAME_CHARACTERS: 'The name may only contain letters, spaces, apostrophes, dots and hyphens.',
  PAY_ROUTING_REQUIRED: 'Please enter the routing number.',
  PAY_ROUTING_FORMAT: 'The routing number has 9 digits.',
  PAY_ROUTING_ZEROS: 'The routing number cannot be all zeros.',
  PAY_ROUTING_MISMATCH: 'The routing numbers do not match.',
  PAY_BANK_ACCOUNT_REQUIRED: 'Please enter the bank account number.',
  PAY_BANK_ACCOUNT_DIGITS: 'The bank account number may only contain digits.',
  PAY_BANK_ACCOUNT_LENGTH: 'The bank account number has 6 to 17 digits.',
  PAY_BANK_ACCOUNT_ZEROS: 'The bank account number cannot be all zeros.',
  PAY_BANK_ACCOUNT_MISMATCH: 'The bank account numbers do not match.',
  PAY_BANK_ACCOUNT_TYPE: 'Please choose checking or savings.',
  PAY_AMOUNT_FORMAT: 'Please enter the amount.',
  PAY_AMOUNT_POSITIVE: 'The amount must be greater than 0.',
  PAY_AMOUNT_DECIMALS: 'The amount can have at most 2 decimals.',
  PAY_AMOUNT_MIN: 'The amount is below the minimum allowed for this account.',
  PAY_AMOUNT_MAX: 'The amount is above the maximum allowed for this account.',
  PAY_AMOUNT_TYPE: 'Please choose the total due, the past due amount or another amount.',
  PAY_FEE_FORMAT: 'The convenience fee is not valid.',
  PAY_METHOD_TYPE: 'Please choose how to pay.',
  PAY_METHOD_KIND: 'The payment method is card, bank or wallet.',
  PAY_METHOD_DETAILS_EXTRA: 'Send the details of the chosen payment method only.',
  PAY_SAVED_METHOD_REQUIRED: 'Please choose a saved payment method.',
  APP_METHOD_TYPE: 'Please choose a saved bank account or a new one.',
  APP_AMOUNT_TYPE: 'Please choose the amount to pay: the amount due or a fixed amount.',
  APP_AMOUNT_FORMAT: 'Please enter the amount as a number with up to two decimals.',
  APP_AMOUNT_REQUIRED: 'Please enter the fixed amount.',
  APP_AMOUNT_EXTRA: 'A fixed amount goes only with the fixed-amount choice.',
  APP_DATE_TYPE: 'Please choose when to pay: on the due date or days before it.',
  APP_DAYS_BEFORE: 'Please enter a number of days from 1 to 10.',
  APP_DAYS_BEFORE_EXTRA: 'Days before the due date go only with that choice.',
  APP_TERMS: 'Please accept the terms and conditions of automatic payments.',
  TTP_CONSENT: 'Please agree to receive text messages about your bill.',
  PAY_CARD_DETAILS_REQUIRED: 'Please enter the card details.',
  PAY_BANK_DETAILS_REQUIRED: 'Please enter the bank account details.',
  PAY_WALLET_TYPE: 'Please choose a wallet.',
  PAY_WALLET_TOKEN: 'The wallet approval is not valid. Please approve the payment in your wallet again.',
  PAY_WALLET_DETAILS_REQUIRED: 'Please approve the payment in your wallet.',
  PAY_WALLET_NOT_OFFERED: 'This wallet is not available. Please choose another way to pay.',
  PAY_WALLET_EXPIRED: 'Your wallet approval has expired or was already used. Please approve the payment in your wallet again.',
  PAY_WALLET_NOT_SCHEDULED: 'A wallet pays now only. Please choose a card or a bank account to schedule a payment.',
  PAY_WALLET_CANCELLED: 'The payment was not approved in your wallet. Choose the wallet again or another way to pay.',
  PAY_WALLET_NOT_SAVED: 'A wallet cannot be saved as a payment method.',
  PAY_TOKEN_FORMAT: 'This payment method is not valid. Please choose another one.',
  PAY_NICKNAME_LENGTH: 'The nickname can have at most 40 characters.',
  PAY_NICKNAME_CHARACTERS: 'The nickname contains characters that are not allowed.',
  PAY_FLAG: 'Please answer yes or no.',
  PAY_DATE_REQUIRED: 'Please choose the payment date.',
  PAY_DATE_FORMAT: 'The payment date is written yyyy-mm-dd.',
  PAY_DATE_NOT_TODAY: 'A payment made now is dated today.',
  PAY_DATE_NOT_FUTURE: 'The payment date must be later than today.',
  PAY_DATE_TOO_FAR: 'A payment can be scheduled at most 60 days ahead.',
  PAY_DATE_AFTER_NEXT_CYCLE: 'A payment cannot be scheduled after the due date of the next bill.',
  PAY_DATE_TYPE: 'The payment timing is pay now or scheduled.',
  PAY_BILLING_LENGTH: 'The billing details are too long.',
  PAY_IDEMPOTENCY_KEY: 'The payment request needs an Idempotency-Key header (a UUID).',
  PAY_GUEST_PROOF: 'Enter the post code of the service address or the last name on the account.',
  PAY_GUEST_POST_CODE: 'The post code has 5 digits (or 12345-6789).',
  PAY_GUEST_LAST_NAME: 'The last name contains characters that are not allowed.',
  PAY_GUEST_TOKEN: 'Please check the account first.',
  PAY_METER_REQUIRED: 'Please enter the meter number.',
  PAY_METER_FORMAT: 'The meter number may only contain digits.',
  PAY_METER_LENGTH: 'The meter number has 8 to 13 digits.',
  PAY_METER_ZEROS: 'The meter number cannot be all zeros.',
  VLD_UUID: 'The id is not valid.',
  VLD_ACCOUNT_NUMBER: 'The account number has 6 to 20 digits.',
  VLD_PAGE: 'The page is a whole number from 1.',
  VLD_PAGE_SIZE: 'The page size is a whole number from 1 to 50.',
  VLD_HISTORY_TYPE: 'The history type is bill or payment.',
  VLD_BILL_NUMBER: 'The bill number has 14 digits.',
  VLD_LANGUAGE: 'The language is EN_US, EN_UK, ES or FR.',
  VLD_HISTORY_DATE: 'Enter the dates as DD/MM/YYYY.',
  VLD_HISTORY_RANGE: 'The start date must not be after the end date.',
  VLD_EXPORT_FORMAT: 'The format is xlsx or csv.',
  VLD_USAGE_DAY: 'The day is a calendar day written yyyy-mm-dd.',
  VLD_USAGE_UOM: 'The unit is kWh, m3 or BWP.',
  VLD_USAGE_PERIODICITY: 'The periodicity is interval, hour, day, week, month or year.',
  VLD_USAGE_WEATHER: 'The weather flag is true or false.',
  VLD_USAGE_RANGE: 'The range starts on or before its end and is not longer than the periodicity allows.',
  VLD_USAGE_SERVICE: 'The service is electric, gas, water or solar.',
  VLD_USAGE_FORMAT: 'The format is csv, xlsx or espi.',
  VLD_USAGE_MONTH: 'The month is a calendar month written yyyy-mm.',
  DOC_REFERENCE: 'The reference number has 4 to 30 capital letters, digits and dashes.',
  SRV_TOWN: 'Please choose one of the service centre towns.',
  SRV_PREMISE_ID: 'The premise id is not valid.',
  SRV_SEARCH_LENGTH: 'Please enter 2 to 60 characters of the address.',
  SRV_ORDER_TYPE: 'The request type is not valid.',
  SRV_DAY_FORMAT: 'Please choose the appointment date.',
  SRV_SLOT: 'Please choose an appointment time.',
  SRV_ADDRESS_LINE: 'Please enter the address (at most 80 characters).',
  SRV_CITY: 'Please enter the city (at most 40 characters).',
  SRV_PO_BOX: 'The PO box number has 1 to 6 digits.',
  SRV_MILITARY_STATE: 'Please choose AA, AE or AP.',
  SRV_COUNTRY: 'Please choose the country.',
  SRV_ADDRESS_TYPE: 'Please choose the type of address.',
  SRV_REASON: 'Please choose the reason for moving out.',
  SRV_REFERENCE: 'The request reference is not valid.',
  SRV_CUSTOMER_TYPE: 'Please choose residential or business.',
  SRV_ACCESS_LENGTH: 'Access instructions have at most 200 characters.',
  SRV_GATE_CODE: 'The gate code has at most 10 letters, digits, # or *.',
  SRV_CREDIT_REVIEW: 'Please say whether we may review your credit report.',
  SRV_DEPOSIT: 'Please choose a deposit or the establishment fee.',
  SRV_DOB_FORMAT: 'The day, month and year of birth are numbers.',
  SRV_DOCUMENT_COUNT: 'A request takes at most 10 documents.',
  SRV_FULL_NAME: 'Please enter your full name (at most 100 characters).',
  SRV_METER_NUMBER: 'The meter number has at most 13 digits.',
  SRV_PLOT_NUMBER: 'Please enter the plot number (at most 20 characters).',
  SRV_AREA: 'Please enter the area (at most 60 characters).',
  SRV_DISTRICT: 'Please enter the district (at most 60 characters).',
  SRV_TARIFF: 'Please choose the tariff.',
  SRV_COMPANY_REGISTRATION: 'The company registration number has at most 30 characters.',
  SRV_TERMS: 'Please accept the terms and conditions.',
  DOB_DISPLAY_FORMAT: 'Please enter the date as DD/MM/YYYY.',
  KYC_TYPE: 'Please choose residential or company.',
  KYC_APPLICANT_TYPE: 'Please choose the applicant type.',
  KYC_IDENTITY_TYPE: 'Please choose ID or passport.',
  KYC_COMPANY_NAME: 'Please enter the company name.',
  KYC_INDUSTRY: 'Please choose the industry type.',
  KYC_REGISTRATION_REQUIRED: 'Please enter the company registration number.',
  KYC_REGISTRATION_FORMAT: 'The registration number is two letters then digits (for example BW00001234).',
  KYC_TAX_REQUIRED: 'Please enter the tax number.',
  KYC_TAX_FORMAT: 'The tax number has nine digits.',
  KYC_TAX_CHECK: 'This tax number is not valid: please check the digits.',
  KYC_WEBSITE: 'Please enter a web address such as https://example.com.',
  KYC_CONTACT_PERSON: 'Please enter the contact person (at most 100 characters).',
  KYC_SHAREHOLDERS: 'A company has 1 to 10 shareholders.',
  KYC_SHAREHOLDER_NAME: 'Please enter the shareholder\'s name (at most 100 characters).',
  KYC_SHARE: 'The share is a percentage above 0 and at most 100, with at most two decimals.',
  KYC_SHARES_TOTAL: 'The shares together may not exceed 100%.',
  SRV_ELECTRICIAN_NAME: "Please enter the electrician's name (2 to 80 letters).",
  SRV_TECHNICIAN_NAME: "Please enter the technician's name (2 to 80 letters).",
  OUT_SEARCH_REQUIRED: 'Please enter a town, address, zip code or incident number.',
  OUT_PLACE_REQUIRED: 'Please enter a town or neighbourhood.',
  OUT_PLACE_LENGTH: 'A town or neighbourhood has 2 to 60 characters.',
  OUT_INCIDENT_REQUIRED: 'Please enter the incident number.',
  OUT_INCIDENT_FORMAT: 'An incident number looks like OUT-GAB-0417.',
  OUT_PREMISE_REQUIRED: 'Please enter the premise number.',
  OUT_PREMISE_FORMAT: 'A premise number has 4 to 20 letters, digits or hyphens.',
  OUT_LATITUDE: 'The latitude is a number from -90 to 90.',
  OUT_LONGITUDE: 'The longitude is a number from -180 to 180.',
  OUT_TYPE: 'Please choose what is wrong.',
  OUT_NAME_REQUIRED: 'Please enter your name.',
  OUT_NAME_LENGTH: 'A name has at most 80 characters.',
  OUT_PHONE: 'A mobile number has 8 to 15 digits and starts with 7.',
  OUT_EMAIL: 'Please enter a valid e-mail address.',
  OUT_PHONE_REQUIRED: 'Please enter the mobile number for text messages.',
  OUT_EMAIL_REQUIRED: 'Please enter the e-mail address for updates.',
  OUT_CONTACT_REQUIRED: 'Please enter a mobile number or an e-mail address so that we can reach you.',
  OUT_CHANNEL: 'Please choose text message or e-mail.',
  OUT_DETAILS_LENGTH: 'The details have at most 500 characters.',
  OUT_ADDRESS_LENGTH: 'An address line has at most 80 characters.',
  OUT_ATTRIBUTE_LENGTH: 'A custom attribute has at most 100 characters.',
  OUT_EVENT_TYPE: 'The event type of an outage report is 0.',
  OUT_ATTACHMENTS_MAX: 'Please attach at most 3 photos.',
  OUT_ATTACHMENT_FORMAT: 'An attached photo has a name, a JPEG, PNG or PDF type and the id of its upload.',
  OUT_PLACE_NOT_FOUND: 'We could not find that place. Please try another town or neighbourhood, or pick the point on the map.',
  OUT_LOCATION_UNAVAILABLE: 'Your browser could not tell your location. Please search for the place or pick it on the map.',
  /** New connection request (src/domain/newConnection.ts): the field rules. */
  NC_INCOME_CATEGORY: 'Please choose the income category.',
  NC_HOUSE_STATUS: 'Please choose the house status.',
  NC_WIRING_STATUS: 'Please choose the wiring status.',
  NC_READY_BOX: 'Please say whether a ready box is fitted.',
  NC_NATURE_OF_SUPPLY: 'Please choose the nature of supply.',
  NC_CAPACITY: 'Please choose the required capacity.',
  NC_SERVICE_TYPE: 'Please choose the type of service.',
  NC_CONNECTION_STATUS: 'Please choose the status of connection.',
  NC_METER_NUMBER: 'Please enter the meter number (6 to 13 digits).',
  NC_DISTANCE: 'Please choose the distance to the nearest pole.',
  NC_QUOTE_ID: 'The quotation is not valid. Please ask for a new one.',
  NC_QUOTE_ACCEPT: 'Please accept the quotation to continue.',
} as const;

/** "Null message" case of the catalogue. */
export const nullMessage = errorCatalogue.GEN500;
