/**
 * The documents upload (document 2 section 7: multipart files, AccountNumber, ReferenceNumber, Uuid).
 * Sent with XMLHttpRequest, not ky: only XHR reports upload progress. One file per request, so each
 * file has its own progress, cancel and retry. Failures reject with { msgcode, message } as `unwrap` does.
 */
import type { Envelope } from '../domain/envelope.ts';
import { nullMessage } from '../domain/errors.ts';
import { documentCalls, type UploadedDocument, type UploadFields } from '../domain/documents.ts';
import { serviceBaseUrl } from './config.ts';
import { accessTokens } from './tokens.ts';
import { refreshAfterUnauthorized } from './client.ts';

export interface UploadOptions {
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

const failure = (msgcode: string, message: string, httpStatus: number) => Object.assign(new Error(message), { msgcode, message, httpStatus });

function sendOnce(file: File, fields: UploadFields, options: UploadOptions): Promise<{ status: number; body: unknown; version: number; withToken: boolean }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = accessTokens.get();
    const version = accessTokens.version();
    xhr.open('POST', `${serviceBaseUrl('service')}${documentCalls.upload}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    else xhr.setRequestHeader('x-prelogin', 'true');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown, version, withToken: Boolean(token) });
    xhr.onerror = () => reject(failure('NETWORK', nullMessage, 0));
    xhr.onabort = () => reject(new UploadAborted());
    if (options.signal?.aborted) return reject(new UploadAborted());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

/** Uploads one file; resolves with its stored document. */
export async function uploadDocument(file: File, fields: UploadFields = {}, options: UploadOptions = {}): Promise<UploadedDocument> {
  let sent = await sendOnce(file, fields, options);
  if (sent.status === 401 && sent.withToken && (await refreshAfterUnauthorized(sent.version))) sent = await sendOnce(file, fields, options);
  const envelope = sent.body as Envelope<UploadedDocument[] | null> | null;
  const document = envelope?.data?.[0];
  if (sent.status === 200 && envelope?.status.code === 200 && document) return document;
  throw failure(envelope?.status.msgcode || 'GEN500', envelope?.status.message || nullMessage, sent.status);
}
