/**
 * Contracts of sign-in and the session (document 1 sections 3-4, document 2 section 7 "Session and
 * login", "Users and accounts"). Bodies are valibot schemas the server validates with; replies are
 * the shapes the portal reads.
 */
import * as v from 'valibot';
import { languageCodeSchema } from './common.ts';
import { loginPasswordSchema, userIdSchema } from './credentials.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const loginCustomAttributesSchema = v.strictObject({
  ip: v.optional(text(64)),
  client: v.optional(text(40)),
  version: v.optional(text(20)),
  deviceId: v.optional(text(100)),
  deviceName: v.optional(text(100)),
  deviceType: v.optional(text(40)),
  os: v.optional(text(60)),
});

/** POST {userManagement}/login */
export const loginBodySchema = v.strictObject({
  username: userIdSchema,
  password: loginPasswordSchema,
  guestToken: v.optional(text(200)),
  customattributes: v.optional(loginCustomAttributesSchema),
  /** The portal's language at sign-in (stored code); the user's alerts are written in it. */
  language: v.optional(languageCodeSchema),
});
export type LoginBody = v.InferInput<typeof loginBodySchema>;

export interface SessionUser {
  uuid: string;
  userName: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  fullName: string;
  personas: number[];
  tfa: boolean;
  isMigratedUser: boolean;
  lastLogin: string | null;
  /** A customer-service agent's own account. */
  isAgent: boolean;
}

/** Where a second-factor code can be sent. */
export const tfaChannels = ['email', 'sms'] as const;
export type TfaChannel = (typeof tfaChannels)[number];

export interface TfaDetails {
  /** Short-lived token that only the two-factor calls accept. */
  tfaToken: string;
  channels: { channel: TfaChannel; destination: string }[];
}

/** Data of a login, token exchange, two-factor verification or session restore. */
export interface LoginData {
  /** Empty while the second factor is pending. */
  accessToken: string;
  /** Also set as the __Host- HttpOnly cookie; the body field is kept for the spec's clients. */
  refreshToken: string;
  expiresIn: number;
  user: SessionUser;
  tfaDetails: TfaDetails | null;
  customAttribute: {
    isMigratedUser: boolean;
    /** Reset token of a migrated user; empty when they must go through forgot password. */
    token: string;
    twoFactorAuthenticate: boolean;
    /** Signed in by an agent through support single sign-on. */
    isSupportLogin: boolean;
    /** The stored guest invitation was linked to this user. */
    guestLinked?: boolean;
  };
}

/** POST {userManagement}/token/refresh (the cookie carries the token; the body may too). */
export const refreshBodySchema = v.strictObject({ refreshToken: v.optional(text(300)) });
export interface RefreshData {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** POST {userManagement}/tfa/send */
export const tfaSendBodySchema = v.strictObject({
  tfaToken: text(300),
  channel: v.picklist(tfaChannels),
});
/** The second-factor code: six digits (document 1 section 4). */
export const tfaCodeLength = 6;
const tfaCodePattern = new RegExp(`^\\d{${tfaCodeLength}}$`);
export type TfaCodeIssue = 'TFA_CODE_REQUIRED' | 'TFA_CODE_FORMAT';
const tfaCodeSchema = v.pipe(v.string(), v.regex(tfaCodePattern, 'TFA_CODE_FORMAT'));

/** What is wrong with a typed code before it is sent: nothing typed, or not six digits. */
export function tfaCodeIssue(code: string): TfaCodeIssue | null {
  if (code === '') return 'TFA_CODE_REQUIRED';
  return v.safeParse(tfaCodeSchema, code).success ? null : 'TFA_CODE_FORMAT';
}

/** POST {userManagement}/tfa/verify */
export const tfaVerifyBodySchema = v.strictObject({
  tfaToken: text(300),
  code: tfaCodeSchema,
});

/** Shorter tokens never reach the server: /authenticate sends them to /Login. */
export const minimumAuthenticationTokenLength = 20;
/** POST {userManagement}/authenticate: exchange an authentication (or support sign-on) token. */
export const authenticateBodySchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(minimumAuthenticationTokenLength), v.maxLength(300)),
});

/** POST {userManagement}/ip-lock-count */
export const ipLockCountBodySchema = v.strictObject({ ipAddress: text(64) });
export interface IpLockCountData {
  failedAttempts: number;
  locked: boolean;
}

/** POST {singleSignOn}/support: an agent asks for a customer session token. */
export const supportSignOnBodySchema = v.strictObject({ accountNumber: v.pipe(v.string(), v.regex(/^\d{6,20}$/)) });
export interface SupportSignOnData {
  token: string;
  expiresIn: number;
}

export interface ServiceAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  nickName: string;
}

/** GET {accountManagement}/service-addresses?uuid= */
export interface ServiceAccount {
  id: number;
  accountNumber: string;
  customerNumber: string;
  roleId: number;
  isDefault: boolean;
  /** 1 active, 0 pending, 2 restricted (document 2 section 6). */
  status: number;
  accountType: string;
  premiseId: string;
  isPrepaidAccount: boolean;
  bpName: string;
  serviceAddress: ServiceAddress;
  serviceAddressCombined: string;
}

export interface Meter {
  meterNumber: string;
  endDate: string | null;
  serviceType?: string;
}

export interface RoleRight {
  rightName: string;
  roleId: number;
}

/** POST {customerService}/audit: sign-out audit event. */
export const auditBodySchema = v.strictObject({
  code: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)),
  email: v.optional(text(254)),
  accountNumber: v.optional(text(20)),
  notes: v.optional(text(500)),
});

/** Settings the portal reads at start (document 2 section 9, time and session). */
export interface PortalSettings {
  maintenanceCheckEnabled: boolean;
  maintenancePollMs: number;
  inboxPollMs: number;
  idleLimitMs: number;
  popupAutoLogoutMs: number;
  logoutOnForbidden: boolean;
  externalSites: { enterprise: string; landlord: string; propertyManager: string };
  features: Record<string, boolean>;
}

/** Login message codes whose server text is shown as is (document 2 section 8). */
export const verbatimLoginCodes = ['LOG010', 'LOG012'] as const;

// ---------------------------------------------------------------- additions of the reference server

/** Lifetimes and limits of sign-in (document 2 section 9 "Token expiration 20"; DESIGN.md security). */
export const sessionLimits = {
  /** Access token lifetime, seconds (20 minutes); LoginData.expiresIn and RefreshData.expiresIn. */
  accessTokenSeconds: 20 * 60,
  /** Refresh token lifetime, seconds (12 hours from its issue; each rotation starts a new one). */
  refreshTokenSeconds: 12 * 60 * 60,
  /**
   * A rotated refresh token presented again this soon after its use, while the token it was
   * exchanged for is still unused, is a lost reply (a reload or a dropped connection during the
   * refresh), not a stolen copy: it gets a new token of the same family. Later, or once the chain has
   * moved on, it is a reuse and ends the family. Seconds; Okta's default grace period.
   */
  refreshReuseGraceSeconds: 30,
  /** Lifetime of the tfaToken of a login waiting for its second factor, seconds. */
  tfaTokenSeconds: 15 * 60,
  /** A two-factor code expires 10 minutes after it was sent. */
  tfaCodeSeconds: 10 * 60,
  /** Wrong codes after which a two-factor code is void (TFA003). */
  tfaMaxAttempts: 5,
  /** Codes a user may be sent within the throttle window (more answer 429 GEN015). */
  tfaMaxSends: 5,
  /** One-time authentication tokens (/authenticate, support sign-on) expire after 10 minutes. */
  authTokenSeconds: 10 * 60,
  /** Failures of one user id within the window that lock it (LOG010). */
  accountMaxFailures: 5,
  /** Failures from one IP address within the window that block it (429 GEN015). */
  ipMaxFailures: 20,
  /** Window of the failure counts and length of a lock, minutes. */
  throttleWindowMinutes: 15,
} as const;

const uuidSchema = v.pipe(v.string(), v.uuid('VLD_UUID'));
/** Service (contract) account numbers: digits only. */
export const accountNumberSchema = v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'VLD_ACCOUNT_NUMBER'));

/** POST {userManagement}/logout takes no fields (the body may be left out). */
export const logoutBodySchema = v.strictObject({});

/**
 * POST {userManagement}/session/restore: a reload or a new tab restores its session in one round
 * (issue 13): the refresh cookie is rotated as /token/refresh does, and the answer carries what
 * /me, the service addresses, the chosen account's meters and the role rights would (the account
 * is the stored one when still linked, else the default, else the first, as chooseAccount picks).
 */
export const sessionRestoreBodySchema = v.strictObject({ accountNumber: v.optional(accountNumberSchema) });
export interface SessionRestoreData extends RefreshData, MeData {
  accounts: ServiceAccount[];
  /** The chosen account's number; null when the user has no account linked. */
  accountNumber: string | null;
  /** The meters of the chosen account, as GET {accountManagement}/meters lists them. */
  meters: Meter[];
  /** The rights of every role the user holds on an account (persona 1), merged. */
  rights: string[];
}

/** GET {userManagement}/me */
export interface MeData {
  user: SessionUser;
  isSupportLogin: boolean;
}

/** POST {userManagement}/tfa/send reply: where the code went, masked. */
export interface TfaSendData {
  destination: string;
}

/** GET {userManagement}/role-rights?roleId=&personaId=1 */
export const roleRightsQuerySchema = v.strictObject({
  roleId: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'VLD_ROLE_ID')),
  personaId: v.optional(v.picklist(['1', '2', '3', '5'])),
});

/** POST {userManagement}/user-role-rights: the caller's rights on one account. */
export const userRoleRightsBodySchema = v.strictObject({
  uuid: uuidSchema,
  accountNumber: accountNumberSchema,
  /** A right group of rights.ts (billing, usage, account...) narrows the list; anything else gives all. */
  moduleName: v.pipe(v.string(), v.maxLength(60)),
});

/** GET {accountManagement}/service-addresses?uuid= */
export const serviceAddressesQuerySchema = v.strictObject({ uuid: uuidSchema });
/** GET {accountManagement}/meters?accountNumber= (and other calls on one account). */
export const accountNumberQuerySchema = v.strictObject({ accountNumber: accountNumberSchema });
/** GET {accountManagement}/status?uuid=&accountNumber= */
export const accountStatusQuerySchema = v.strictObject({ uuid: uuidSchema, accountNumber: accountNumberSchema });
export interface AccountStatusData {
  /** 1 active, 0 pending, 2 restricted. */
  status: number;
}
