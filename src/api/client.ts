import ky, { type KyInstance, type Options } from 'ky';
import type { Envelope, EnvelopeStatus } from '../domain/envelope.ts';
import { nullMessage } from '../domain/errors.ts';
import type { ApiArea } from '../domain/apiAreas.ts';
import { serviceBaseUrl } from './config.ts';
import { accessTokens } from './tokens.ts';

/**
 * What every call returns: the envelope's data on success, or a failure the caller can show.
 * Network failures and non-200 envelopes come through the same shape (the spec's "failure flag"),
 * so a view never has to catch.
 */
export type ApiResult<T> =
  | { ok: true; data: T; status: EnvelopeStatus }
  | { ok: false; kind: 'network' | 'server'; status: EnvelopeStatus; httpStatus: number };

type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

type FailureListener = (failure: ApiFailure, request: string) => void;
const failureListeners = new Set<FailureListener>();

/** The shared error handler: one place that sees every failed call (logging, session end...). */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * Answers a 401 of a request sent with token version `version`: resolves true once a new token is
 * there (replay the request), false when the session cannot be refreshed. Installed by the session
 * wiring (src/app/session), so this module stays free of the machines.
 */
type UnauthorizedHandler = (version: number) => Promise<boolean>;
let unauthorizedHandler: UnauthorizedHandler | null = null;
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** For calls not sent through ky (uploads with progress): a 401 of token `version` -> replay once when true. */
export function refreshAfterUnauthorized(version: number): Promise<boolean> {
  return unauthorizedHandler ? unauthorizedHandler(version) : Promise.resolve(false);
}

/** Calls a visitor without a session may make: they carry the pre-login marker header. */
const preLoginCalls = new Set([
  'common', // texts, FAQ, terms, maintenance, settings...
  'userManagement/login',
  'userManagement/token/refresh',
  'userManagement/tfa/send',
  'userManagement/tfa/verify',
  'userManagement/authenticate',
  'userManagement/ip-lock-count',
  'outage', // the outage list, count, lookups and territory check (/PreOutages)
  // Recharge Meter before sign-in (/RechargeMeter).
  'payment/prepaid/validate-meter',
  'payment/prepaid/guest-recharge',
  // Payment locations before sign-in (/PrePaymentLocation).
  'payment/locations',
  // The pay-by-text link (/PayByText): what it pays, and paying with it.
  'textToPay/link',
  'textToPay/link/pay',
]);

function isPreLoginCall(area: ApiArea, path: string): boolean {
  return preLoginCalls.has(area) || preLoginCalls.has(`${area}/${path.replace(/^\//, '')}`);
}

/** Areas whose calls carry the checksum signature header (document 2 section 7). */
const signedAreas: ReadonlySet<ApiArea> = new Set(['payment', 'notificationPreferences']);

/** SHA-256 of the exact body sent, so the server can tell a body altered on the way. */
async function checksum(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `sha256=${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/**
 * Anti-bot token (document 2 section 7): sent by visitors without a user id when a provider is
 * configured (a captcha service of the utility's choosing; none is wired by default).
 */
let antiBotTokenProvider: (() => Promise<string | null>) | null = null;
export function setAntiBotTokenProvider(provider: (() => Promise<string | null>) | null): void {
  antiBotTokenProvider = provider;
}

const clients = new Map<ApiArea, KyInstance>();

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function clientFor(area: ApiArea): KyInstance {
  let client = clients.get(area);
  if (!client) {
    const base = serviceBaseUrl(area);
    client = ky.create({
      prefixUrl: base.startsWith('http') ? base : `${origin()}${base}`,
      // Get calls disable caching (document 2 section 7).
      cache: 'no-store',
      credentials: 'same-origin',
      timeout: 30_000,
      retry: 0,
      throwHttpErrors: false,
    });
    clients.set(area, client);
  }
  return client;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { status: unknown }).status === 'object'
  );
}

export interface CallOptions {
  /** The refresh call itself must not wait for a refresh. */
  skipRefresh?: boolean;
  headers?: Record<string, string>;
  /** The browser cache mode (default no-store): 'no-cache' revalidates with the ETag (the public outage list). */
  cache?: RequestCache;
}

async function send(area: ApiArea, path: string, options: Options, callOptions: CallOptions) {
  const token = accessTokens.get();
  const headers: Record<string, string> = { ...callOptions.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  else {
    if (isPreLoginCall(area, path)) headers['x-prelogin'] = 'true';
    const antiBot = antiBotTokenProvider ? await antiBotTokenProvider() : null;
    if (antiBot) headers['x-antibot-token'] = antiBot;
  }
  let requestOptions: Options = options;
  if (options.json !== undefined) {
    // Serialised here so the checksum covers exactly the bytes sent.
    const body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
    if (signedAreas.has(area)) headers['x-checksum'] = await checksum(body);
    requestOptions = { ...options, json: undefined, body };
  }
  const version = accessTokens.version();
  const response = await clientFor(area)(path.replace(/^\//, ''), { ...requestOptions, headers, ...(callOptions.cache ? { cache: callOptions.cache } : {}) });
  return { response, sentWithToken: Boolean(token), version };
}

async function call<T>(area: ApiArea, path: string, options: Options, callOptions: CallOptions = {}): Promise<ApiResult<T>> {
  const request = `${area}${path}`;
  let result: ApiResult<T>;
  try {
    const first = await send(area, path, options, callOptions);
    let response = first.response;
    // On a 401 with a session: one shared refresh, then the request once more with the new token.
    if (response.status === 401 && first.sentWithToken && !callOptions.skipRefresh && unauthorizedHandler) {
      if (await unauthorizedHandler(first.version)) response = (await send(area, path, options, callOptions)).response;
    }
    const body: unknown = await response.json().catch(() => null);
    if (isEnvelope(body) && body.status.code === 200 && response.ok) {
      return { ok: true, data: body.data as T, status: body.status };
    }
    result = {
      ok: false,
      kind: 'server',
      httpStatus: response.status,
      status: isEnvelope(body)
        ? { ...body.status, message: body.status.message || nullMessage }
        : { code: response.status, message: nullMessage, msgcode: '' },
    };
  } catch {
    result = { ok: false, kind: 'network', httpStatus: 0, status: { code: 0, message: nullMessage, msgcode: '' } };
  }
  for (const listener of failureListeners) listener(result, request);
  return result;
}

export function apiGet<T>(area: ApiArea, path: string, searchParams?: Record<string, string>, callOptions?: CallOptions) {
  return call<T>(area, path, { method: 'get', searchParams }, callOptions);
}

export function apiPost<T>(area: ApiArea, path: string, json: unknown, callOptions?: CallOptions) {
  return call<T>(area, path, { method: 'post', json }, callOptions);
}

/**
 * A file the server makes (a bill PDF): the bytes on success, else the envelope's failure, with the
 * same token refresh as every call.
 */
export function apiGetFile(area: ApiArea, path: string, searchParams: Record<string, string>): Promise<ApiResult<Blob>> {
  return fileCall(area, path, { method: 'get', searchParams });
}

/** A file the server makes from a JSON body (a usage download), as apiGetFile. */
export function apiPostFile(area: ApiArea, path: string, json: unknown): Promise<ApiResult<Blob>> {
  return fileCall(area, path, { method: 'post', json });
}

async function fileCall(area: ApiArea, path: string, options: Options): Promise<ApiResult<Blob>> {
  const request = `${area}${path}`;
  let result: ApiResult<Blob>;
  try {
    const first = await send(area, path, options, {});
    let response = first.response;
    if (response.status === 401 && first.sentWithToken && unauthorizedHandler) {
      if (await unauthorizedHandler(first.version)) response = (await send(area, path, options, {})).response;
    }
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (response.ok && !isJson) return { ok: true, data: await response.blob(), status: { code: 200, message: '', msgcode: '' } };
    const body: unknown = await response.json().catch(() => null);
    result = {
      ok: false,
      kind: 'server',
      httpStatus: response.status,
      status: isEnvelope(body) ? { ...body.status, message: body.status.message || nullMessage } : { code: response.status, message: nullMessage, msgcode: '' },
    };
  } catch {
    result = { ok: false, kind: 'network', httpStatus: 0, status: { code: 0, message: nullMessage, msgcode: '' } };
  }
  for (const listener of failureListeners) listener(result, request);
  return result;
}

/** For actors: the data, or a thrown failure ({ msgcode, message }) the machine turns into its error. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw Object.assign(new Error(settled.status.message), {
    msgcode: settled.status.msgcode || (settled.kind === 'network' ? 'NETWORK' : 'GEN500'),
    message: settled.status.message,
    httpStatus: settled.httpStatus,
  });
}
