/**
 * Contracts of sign-in and the session (document 1 sections 3-4, document 2 section 7 "Session and
 * login", "Users and accounts"). Bodies are valibot schemas the server validates with; replies are
 * the shapes the portal reads.
 */
import * as v from 'valibot';
import { loginPasswordSchema, userIdSchema } from './credentials.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const loginCustomAttributesSchema = v.strictObject({
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

export interface TfaDetails {
  /** Short-lived token that only the two-factor calls accept. */
  tfaToken: string;
  channels: { channel: 'email' | 'sms'; destination: string }[];
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
  channel: v.picklist(['email', 'sms']),
});
/** POST {userManagement}/tfa/verify */
export const tfaVerifyBodySchema = v.strictObject({
  tfaToken: text(300),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'TFA_CODE_FORMAT')),
});

/** POST {userManagement}/authenticate: exchange an authentication (or support sign-on) token. */
export const authenticateBodySchema = v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(300)) });
/** Shorter tokens never reach the server: /authenticate sends them to /Login. */
export const minimumAuthenticationTokenLength = 20;

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
