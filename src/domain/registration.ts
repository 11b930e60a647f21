/**
 * Contracts of registration, guest registration and account recovery (document 1 sections 2-4,
 * document 2 sections 5, 7, 8 and 9): the request schemas the portal's forms and the reference
 * server validate with, the reply shapes, lifetimes and throttles, the page paths of the links the
 * server e-mails, and the interaction subjects of the activity-logging catalogue.
 *
 * Rule failures carry the message codes of errors.ts (fieldMessages); PWD_MISMATCH is a catalogue
 * code the server answers as its msgcode.
 */
import * as v from 'valibot';
import { newPasswordSchema, userIdSchema } from './credentials.ts';
import {
  accountNumberFieldSchema,
  contactTypes,
  contactTypeSchema,
  customerNumberSchema,
  dateKey,
  dateOfBirthSchemaAt,
  emailPattern,
  emailSchema,
  fieldLimits,
  idNumberSchema,
  middleNameSchema,
  nameSchema,
  orgNameSchema,
  phoneRuleIssue,
  phoneSchema,
  zipSchema,
} from './fields.ts';
import type { ServiceAccount } from './session.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

// ---------------------------------------------------------------- limits

/** Lifetimes of the keys and tokens of these flows, and the per-IP throttles of their calls. */
export const registrationLimits = {
  /** The validation token of an account (validate-account -> registration or account link). */
  validationTokenSeconds: 30 * 60,
  /** Activation link of a new registration: single use. */
  activationKeySeconds: 24 * 60 * 60,
  /** Password reset link (forgot password, migrated users): single use. */
  resetKeySeconds: 60 * 60,
  /** Reset e-mails one user can be sent within the throttle window (more are silently skipped). */
  resetEmailsPerWindow: 5,
  /** Guest access can be given for at most this many days ahead. */
  guestAccessMaxDays: 5 * 366,
  /** Accounts one link request may add. */
  linkAccountsMax: 10,
  /** Window of every throttle below, minutes. */
  throttleWindowMinutes: 15,
} as const;

/**
 * Per-IP throttles (429 GEN015 when reached within the window). `all`: every accepted request
 * counts; `failures`: only refused ones (wrong details, expired keys). Bad input (400) never counts.
 */
export const registrationThrottles = {
  validateAccount: { limit: 10, counts: 'failures' },
  userNameAvailable: { limit: 30, counts: 'all' },
  checkRegistered: { limit: 20, counts: 'all' },
  register: { limit: 10, counts: 'all' },
  activate: { limit: 10, counts: 'failures' },
  accountLink: { limit: 10, counts: 'failures' },
  forgotUserId: { limit: 5, counts: 'all' },
  forgotPassword: { limit: 5, counts: 'all' },
  resetKey: { limit: 10, counts: 'failures' },
  resetPassword: { limit: 10, counts: 'failures' },
  problemSignIn: { limit: 5, counts: 'all' },
  updateUser: { limit: 10, counts: 'failures' },
  guestInvitation: { limit: 10, counts: 'failures' },
  guestRegister: { limit: 10, counts: 'all' },
  guestInvite: { limit: 20, counts: 'all' },
} as const satisfies Record<string, { limit: number; counts: 'all' | 'failures' }>;
export type ThrottleBucket = keyof typeof registrationThrottles;

/** Portal pages the e-mailed links open (the key is the `key` query parameter). */
export const registrationLinkPaths = {
  activation: '/UserAccountActivation',
  resetPassword: '/ResetPasswordForm',
  guestRegister: '/GuestRegister',
} as const;

/** Role of a guest link (document 2 section 6). */
export const guestRoleId = 8;

// ---------------------------------------------------------------- shared pieces

/** Keys of e-mailed links (activation, reset, guest invitation): URL-safe, 20-200 characters. */
export const linkKeySchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'REG_KEY_FORMAT'));

/** The signed token validate-account answers (registration and account link carry it back). */
const validationTokenSchema = v.pipe(v.string(), v.nonEmpty('REG_TOKEN_FORMAT'), v.maxLength(1000, 'REG_TOKEN_FORMAT'));

const confirmPasswordSchema = v.pipe(v.string(), v.nonEmpty('PWD_CONFIRM_REQUIRED'), v.maxLength(128, 'PWD_CONFIRM_REQUIRED'));

/** An optional second e-mail: empty, or a valid address. */
const optionalEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(fieldLimits.emailMax, 'REG_EMAIL_LENGTH'),
  v.check((value) => value === '' || emailPattern.test(value), 'REG_EMAIL_FORMAT'),
);

/** A phone number before its contact type decides the rule (see phoneRuleIssue). */
const phoneTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(fieldLimits.phoneMaxDigits, 'REG_PHONE_LENGTH'));

const uuidSchema = v.pipe(v.string(), v.uuid('VLD_UUID'));

// ---------------------------------------------------------------- account validation

export const registrationTypes = { residential: 0, other: 1 } as const;
/** The action that goes with each registration type. */
export const registrationActions = { 0: 'REGP', 1: 'REGO' } as const;

/**
 * POST {userManagement}/registration/validate-account (document 1 "Account validation").
 * `today` is the clock the date of birth must not pass.
 */
export function validateAccountBodySchemaAt(today: () => Date) {
  return v.pipe(
    v.strictObject({
      accountNumber: accountNumberFieldSchema,
      dateOfBirth: dateOfBirthSchemaAt(today),
      firstName: nameSchema,
      lastName: nameSchema,
      registrationType: v.picklist([registrationTypes.residential, registrationTypes.other], 'REG_REGISTRATION_TYPE'),
      action: v.picklist(['REGP', 'REGO'], 'REG_ACTION_TYPE'),
      /** SSN / Omang / company registration number, without dashes. */
      idNumber: idNumberSchema,
      /** Required for registration type 1. */
      orgName: v.optional(orgNameSchema, ''),
      postCode: zipSchema,
      isBillProgram: v.optional(v.picklist(['Y', 'N'], 'REG_BILL_PROGRAM'), 'N'),
      custom_Attributes: v.optional(v.strictObject({ isPremise: v.optional(v.boolean()), source: v.optional(text(40)) })),
    }),
    v.forward(
      v.partialCheck([['registrationType'], ['action']], (input) => registrationActions[input.registrationType] === input.action, 'REG_ACTION_TYPE'),
      ['action'],
    ),
    v.forward(
      v.partialCheck([['registrationType'], ['orgName']], (input) => input.registrationType !== registrationTypes.other || input.orgName !== '', 'REG_ORG_NAME_REQUIRED'),
      ['orgName'],
    ),
  );
}
export const validateAccountBodySchema = validateAccountBodySchemaAt(() => new Date());
export type ValidateAccountBody = v.InferInput<typeof validateAccountBodySchema>;

export interface AccountValidationData {
  accountNumber: string;
  customerNumber: string;
  /** The e-mail on file for the account, masked ("k***@example.com"); '' when none. */
  maskedEmail: string;
  /** Signed, bound to the account, valid for validationTokenSeconds: send it with the registration or link. */
  validationToken: string;
  expiresIn: number;
}

// ---------------------------------------------------------------- user id availability, already registered

/** GET {userManagement}/registration/user-name-available?userName= */
export const userNameAvailableQuerySchema = v.strictObject({ userName: userIdSchema });
export interface UserNameAvailableData {
  available: boolean;
}

/** POST {userManagement}/registration/check-registered */
export const checkRegisteredBodySchema = v.strictObject({ accountNumber: accountNumberFieldSchema });
export interface CheckRegisteredData {
  registered: boolean;
}

// ---------------------------------------------------------------- registration and activation

/** POST {userManagement}/registration (document 1 "Registration", with the token of the validation step). */
export const registrationBodySchema = v.pipe(
  v.strictObject({
    validationToken: validationTokenSchema,
    /** Optional: when sent, it must be the account the token was issued for. */
    accountNumber: v.optional(accountNumberFieldSchema),
    firstName: nameSchema,
    middleName: v.optional(middleNameSchema, ''),
    lastName: nameSchema,
    userName: userIdSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    primaryEmail: emailSchema,
    primaryPhone: phoneSchema,
    emailNotification: v.optional(v.boolean(), true),
    textNotification: v.optional(v.boolean(), false),
    enrollPaperlessBilling: v.optional(v.boolean(), true),
    isAggree: v.literal(true, 'REG_TERMS_REQUIRED'),
  }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'PWD_MISMATCH'), ['confirmPassword']),
);
export type RegistrationBody = v.InferInput<typeof registrationBodySchema>;

export interface RegistrationData {
  userName: string;
  /** Where the activation link went. */
  maskedEmail: string;
}

/** POST {userManagement}/registration/activate; also the body of reset-password/validate-key. */
export const linkKeyBodySchema = v.strictObject({ key: linkKeySchema });

export interface ActivationData {
  activated: true;
  userName: string;
}

// ---------------------------------------------------------------- account link

const accountLinkExtensionSchema = v.strictObject({
  customAttribute1: v.optional(text(200)),
  customAttribute2: v.optional(text(200)),
  customAttribute3: v.optional(text(200)),
  customAttribute4: v.optional(text(200)),
  customAttribute5: v.optional(text(200)),
});

/** POST {userManagement}/account/link (document 1 "Account link"; a validation token per account). */
export const accountLinkBodySchema = v.strictObject({
  uuid: uuidSchema,
  accounts: v.pipe(
    v.array(
      v.strictObject({
        accountNumber: accountNumberFieldSchema,
        customerNumber: customerNumberSchema,
        isPaperless: v.optional(v.boolean(), false),
        validationToken: validationTokenSchema,
      }),
    ),
    v.minLength(1, 'REG_ACCOUNTS_COUNT'),
    v.maxLength(registrationLimits.linkAccountsMax, 'REG_ACCOUNTS_COUNT'),
    v.check((accounts) => new Set(accounts.map((a) => a.accountNumber)).size === accounts.length, 'REG_ACCOUNT_DUPLICATE'),
  ),
  /** Give the new links the default notification preferences (e-mail on, text off). */
  defaultPreferences: v.optional(v.boolean(), true),
  extension: v.optional(accountLinkExtensionSchema),
});

export interface AccountLinkData {
  /** The accounts just linked, as service-addresses lists them. */
  accounts: ServiceAccount[];
}

// ---------------------------------------------------------------- forgot user id / password

/**
 * POST {userManagement}/forgot-user-id: either { email } or { accountNumber, dateOfBirth }.
 * The answer is the same whether or not anything matched (see ForgotUserIdData).
 */
export function forgotUserIdBodySchemaAt(today: () => Date) {
  return v.pipe(
    v.strictObject({
      email: v.optional(emailSchema),
      accountNumber: v.optional(accountNumberFieldSchema),
      dateOfBirth: v.optional(dateOfBirthSchemaAt(today)),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['accountNumber'], ['dateOfBirth']],
        (input) => {
          const byEmail = input.email !== undefined && input.accountNumber === undefined && input.dateOfBirth === undefined;
          const byAccount = input.email === undefined && input.accountNumber !== undefined && input.dateOfBirth !== undefined;
          return byEmail || byAccount;
        },
        'REG_FORGOT_ONE_WAY',
      ),
      ['email'],
    ),
  );
}
export const forgotUserIdBodySchema = forgotUserIdBodySchemaAt(() => new Date());
export type ForgotUserIdBody = v.InferInput<typeof forgotUserIdBodySchema>;

/**
 * multiple is true only for a request by account number and date of birth that identifies more
 * than one user (the portal then shows ForgotUserIDMultipleAccount); for an e-mail request it is
 * always false, so the answer never tells whether an address is known.
 */
export interface ForgotUserIdData {
  multiple: boolean;
}

/**
 * POST {userManagement}/forgot-password: either { userName }, or { accountNumber, dateOfBirth } for a
 * customer who has forgotten the user id too. The answer is the same whether or not anything matched.
 */
export function forgotPasswordBodySchemaAt(today: () => Date) {
  return v.pipe(
    v.strictObject({
      userName: v.optional(userIdSchema),
      accountNumber: v.optional(accountNumberFieldSchema),
      dateOfBirth: v.optional(dateOfBirthSchemaAt(today)),
    }),
    v.forward(
      v.partialCheck(
        [['userName'], ['accountNumber'], ['dateOfBirth']],
        (input) => {
          const byUserName = input.userName !== undefined && input.accountNumber === undefined && input.dateOfBirth === undefined;
          const byAccount = input.userName === undefined && input.accountNumber !== undefined && input.dateOfBirth !== undefined;
          return byUserName || byAccount;
        },
        'REG_FORGOT_PASSWORD_ONE_WAY',
      ),
      ['userName'],
    ),
  );
}
export const forgotPasswordBodySchema = forgotPasswordBodySchemaAt(() => new Date());
export type ForgotPasswordBody = v.InferInput<typeof forgotPasswordBodySchema>;
/**
 * The same answer whether or not the user exists. multiple is true only for a request by account
 * number and date of birth that identifies several users: no link was sent, each of them was
 * e-mailed the user ids (the portal shows /ForgotPasswordMultipleAccount); else false.
 */
export interface ForgotPasswordData {
  requested: true;
  multiple: boolean;
}

/** POST {userManagement}/reset-password/validate-key answers this (or 410 RST001). */
export interface ResetKeyData {
  valid: true;
  userName: string;
  /** A migrated user: confirms the user id, e-mail and mobile number (/UpdateUser) before the password. */
  migrated: boolean;
}

/** POST {userManagement}/reset-password */
export const resetPasswordBodySchema = v.pipe(
  v.strictObject({
    key: linkKeySchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'PWD_MISMATCH'), ['confirmPassword']),
);
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBodySchema>;
export interface ResetPasswordData {
  reset: true;
  userName: string;
}

// ---------------------------------------------------------------- problem sign-in, update user

export const problemSignInIssues = ['locked', 'noEmail', 'other'] as const;

/** POST {userManagement}/problem-sign-in: a support request (user id or e-mail, what happened). */
export const problemSignInBodySchema = v.pipe(
  v.strictObject({
    userName: v.optional(userIdSchema),
    email: v.optional(emailSchema),
    issue: v.picklist(problemSignInIssues, 'REG_PROBLEM_ISSUE'),
    message: v.pipe(v.string(), v.trim(), v.nonEmpty('REG_MESSAGE_REQUIRED'), v.maxLength(2000, 'REG_MESSAGE_LENGTH')),
  }),
  v.forward(v.partialCheck([['userName'], ['email']], (input) => input.userName !== undefined || input.email !== undefined, 'REG_PROBLEM_CONTACT'), ['userName']),
);
export type ProblemSignInBody = v.InferInput<typeof problemSignInBodySchema>;
export interface ProblemSignInData {
  /** Reference of the stored support request, e.g. PSI-000042. */
  reference: string;
}

/**
 * POST {userManagement}/update-user (/UpdateUser): a migrated user holding a valid reset key
 * confirms or changes the user id, e-mail and mobile number (before setting the new password; the
 * key stays valid for reset-password).
 */
export const updateUserBodySchema = v.strictObject({
  key: linkKeySchema,
  userName: v.optional(userIdSchema),
  email: emailSchema,
  phone: phoneSchema,
});
export type UpdateUserBody = v.InferInput<typeof updateUserBodySchema>;
export interface UpdateUserData {
  updated: true;
  userName: string;
}

// ---------------------------------------------------------------- guest users

/** GET {guestUserManagement}/invitation?key= */
export const guestInvitationQuerySchema = v.strictObject({ key: linkKeySchema });
export interface GuestInvitationData {
  /** Masked: the last 4 digits. */
  accountNumber: string;
  inviterName: string;
  email: string;
  /** 8 (guest). */
  role: number;
  /** ISO timestamp. */
  accessUntil: string;
}

/**
 * POST {guestUserManagement}/register (document 1 "Guest registration"). Contact types: 1 mobile
 * (the mobile rule: 8+ digits starting with 7), 2 landline (7+ digits, not starting with 0).
 */
export const guestRegistrationBodySchema = v.pipe(
  v.strictObject({
    userName: userIdSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    primaryEmail: emailSchema,
    secondaryEmail: v.optional(optionalEmailSchema, ''),
    primaryPhone: phoneTextSchema,
    secondaryPhone: v.optional(phoneTextSchema, ''),
    primaryPhoneType: v.optional(contactTypeSchema, contactTypes.mobile),
    secondaryPhoneType: v.optional(contactTypeSchema, contactTypes.landline),
    isAggree: v.literal(true, 'REG_TERMS_REQUIRED'),
    /** Optional (the invitation names the account): when sent, it must be the invitation's account. */
    accountNumber: v.optional(accountNumberFieldSchema),
    /** The invitation key of the /GuestRegister link. */
    validationKey: linkKeySchema,
  }),
  v.forward(
    v.partialCheck(
      [['primaryPhone'], ['primaryPhoneType']],
      (input) => phoneRuleIssue(input.primaryPhone, input.primaryPhoneType) === null,
      (issue) => phoneRuleIssue(String((issue.input as { primaryPhone?: unknown }).primaryPhone ?? ''), Number((issue.input as { primaryPhoneType?: unknown }).primaryPhoneType)) ?? 'REG_PHONE_DIGITS',
    ),
    ['primaryPhone'],
  ),
  v.forward(
    v.partialCheck(
      [['secondaryPhone'], ['secondaryPhoneType']],
      (input) => input.secondaryPhone === '' || phoneRuleIssue(input.secondaryPhone, input.secondaryPhoneType) === null,
      (issue) => phoneRuleIssue(String((issue.input as { secondaryPhone?: unknown }).secondaryPhone ?? ''), Number((issue.input as { secondaryPhoneType?: unknown }).secondaryPhoneType)) ?? 'REG_PHONE_DIGITS',
    ),
    ['secondaryPhone'],
  ),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'PWD_MISMATCH'), ['confirmPassword']),
);
export type GuestRegistrationBody = v.InferInput<typeof guestRegistrationBodySchema>;
export interface GuestRegistrationData {
  userName: string;
  /** Masked. */
  accountNumber: string;
  accessUntil: string;
}

/** "2026-12-31": the last day of guest access. */
export function accessUntilSchemaAt(today: () => Date) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'REG_ACCESS_UNTIL_FORMAT'),
    v.check((value) => isIsoCalendarDate(value), 'REG_ACCESS_UNTIL_FORMAT'),
    v.check((value) => !isIsoCalendarDate(value) || value.replaceAll('-', '') > dateKey(today()), 'REG_ACCESS_UNTIL_PAST'),
    v.check((value) => {
      if (!isIsoCalendarDate(value)) return true;
      const limit = new Date(today().getTime() + registrationLimits.guestAccessMaxDays * 86_400_000);
      return value.replaceAll('-', '') <= dateKey(limit);
    }, 'REG_ACCESS_UNTIL_FAR'),
  );
}

function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** POST {guestUserManagement}/invite (signed in, ViewManageUsers on the account). */
export function guestInviteBodySchemaAt(today: () => Date) {
  return v.strictObject({
    accountNumber: accountNumberFieldSchema,
    email: emailSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    accessUntil: accessUntilSchemaAt(today),
  });
}
export type GuestInviteBody = v.InferInput<ReturnType<typeof guestInviteBodySchemaAt>>;
export interface GuestInviteData {
  email: string;
  /** Masked. */
  accountNumber: string;
  accessUntil: string;
}

// ---------------------------------------------------------------- interaction records

/** Subjects of the interaction records these flows store (document 2 section 9). */
export const registrationInteractionSubjects = {
  userNameAvailable: 'Username Available',
  userNameNotAvailable: 'Username Not Available',
  alreadyRegistered: 'Account Already Registered',
  notRegistered: 'Account Not Registered',
  validationEligible: 'Account Validation Eligible',
  validationIneligible: 'Account Validation Ineligible',
  registrationFailed: 'Failed Registration',
  registrationSucceeded: 'Registration Successful',
  linkFailed: 'Failed to Link New Account',
  linkSucceeded: 'New Account Linked',
  guestInvited: 'Guest User Invitation Sent',
  guestInviteFailed: 'Guest User Invitation Failed',
  guestRegistered: 'Guest User Registered',
  guestRegistrationFailed: 'Guest User Registration Failed',
} as const;

/** registrationStatus of those records. */
export const registrationStatuses = {
  available: 'Available',
  notAvailable: 'Not Available',
  registered: 'Registered',
  notRegistered: 'Not Registered',
  eligible: 'Eligible',
  ineligible: 'Ineligible',
  failed: 'Failed',
  pendingActivation: 'Pending Activation',
  linked: 'Linked',
  invited: 'Invited',
} as const;
