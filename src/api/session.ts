/** Calls of sign-in and the session (document 2 section 7, "Session and login", "Users and accounts"). */
import type {
  IpLockCountData,
  LoginBody,
  LoginData,
  Meter,
  PortalSettings,
  RefreshData,
  RoleRight,
  ServiceAccount,
  SessionRestoreData,
  SessionUser,
  SupportSignOnData,
} from '../domain/session.ts';
import { apiGet, apiPost, unwrap } from './client.ts';

export const login = (body: LoginBody) => unwrap(apiPost<LoginData>('userManagement', '/login', body));

/** The refresh token travels in the HttpOnly cookie; nothing is read from storage. */
export const refreshTokens = () =>
  unwrap(apiPost<RefreshData>('userManagement', '/token/refresh', {}, { skipRefresh: true }));

/** A reload's session in one round: the refresh cookie rotated, the user, accounts, meters and rights. */
export const restoreSessionCall = (accountNumber: string | null) =>
  unwrap(apiPost<SessionRestoreData>('userManagement', '/session/restore', accountNumber ? { accountNumber } : {}, { skipRefresh: true }));

export const getMe = () => unwrap(apiGet<{ user: SessionUser; isSupportLogin: boolean }>('userManagement', '/me'));

export const logout = () => unwrap(apiPost<null>('userManagement', '/logout', {}, { skipRefresh: true }));

export const sendTfaCode = (tfaToken: string, channel: 'email' | 'sms') =>
  unwrap(apiPost<{ destination: string }>('userManagement', '/tfa/send', { tfaToken, channel }));

export const verifyTfaCode = (tfaToken: string, code: string) =>
  unwrap(apiPost<LoginData>('userManagement', '/tfa/verify', { tfaToken, code }));

export const exchangeAuthenticationToken = (token: string) =>
  unwrap(apiPost<LoginData>('userManagement', '/authenticate', { token }));

export const reportIpLockCount = (ipAddress: string) =>
  apiPost<IpLockCountData>('userManagement', '/ip-lock-count', { ipAddress });

export const getServiceAccounts = (uuid: string) =>
  unwrap(apiGet<ServiceAccount[]>('accountManagement', '/service-addresses', { uuid }));

export const getMeters = (accountNumber: string) =>
  apiGet<Meter[]>('accountManagement', '/meters', { accountNumber });

export const getRoleRights = (roleId: number) =>
  apiGet<RoleRight[]>('userManagement', '/role-rights', { roleId: String(roleId), personaId: '1' });

export const getPortalSettings = () => apiGet<PortalSettings>('common', '/portal-settings');

export const requestSupportSignOn = (accountNumber: string) =>
  unwrap(apiPost<SupportSignOnData>('singleSignOn', '/support', { accountNumber }));

export const recordAudit = (code: number, email: string | null) =>
  apiPost<null>('customerService', '/audit', email ? { code, email } : { code });
