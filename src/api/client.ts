import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { Envelope, EnvelopeStatus } from '../domain/envelope.ts';
import { nullMessage } from '../domain/errors.ts';
import type { ServiceArea } from '../domain/services.ts';
import { serviceBaseUrl } from './config.ts';

/**
 * What every call returns: the envelope's data on success, or a failure the caller can show.
 * Network failures and non-200 envelopes come through the same shape (the spec's "failure flag"),
 * so a view never has to catch.
 */
export type ApiResult<T> =
  | { ok: true; data: T; status: EnvelopeStatus }
  | { ok: false; kind: 'network' | 'server'; status: EnvelopeStatus };

type FailureListener = (failure: Extract<ApiResult<unknown>, { ok: false }>, request: string) => void;
const failureListeners = new Set<FailureListener>();

/** The shared error handler: one place that sees every failed call (logging, maintenance...). */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

const clients = new Map<ServiceArea, KyInstance>();

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function clientFor(area: ServiceArea): KyInstance {
  let client = clients.get(area);
  if (!client) {
    const base = serviceBaseUrl(area);
    client = ky.create({
      prefixUrl: base.startsWith('http') ? base : `${origin()}${base}`,
      // Get calls disable caching (document 2 section 7).
      cache: 'no-store',
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

async function call<T>(area: ServiceArea, path: string, options: Options): Promise<ApiResult<T>> {
  const request = `${area}${path}`;
  let result: ApiResult<T>;
  try {
    const response = await clientFor(area)(path.replace(/^\//, ''), options);
    const body: unknown = await response.json().catch(() => null);
    if (isEnvelope(body) && body.status.code === 200 && response.ok) {
      return { ok: true, data: body.data as T, status: body.status };
    }
    result = {
      ok: false,
      kind: 'server',
      status: isEnvelope(body)
        ? { ...body.status, message: body.status.message || nullMessage }
        : { code: response.status, message: nullMessage, msgcode: '' },
    };
  } catch (error) {
    const code = error instanceof HTTPError ? error.response.status : 0;
    result = { ok: false, kind: 'network', status: { code, message: nullMessage, msgcode: '' } };
  }
  for (const listener of failureListeners) listener(result, request);
  return result;
}

export function apiGet<T>(area: ServiceArea, path: string, searchParams?: Record<string, string>) {
  return call<T>(area, path, { method: 'get', searchParams });
}

export function apiPost<T>(area: ServiceArea, path: string, json: unknown) {
  return call<T>(area, path, { method: 'post', json });
}
