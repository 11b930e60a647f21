/**
 * Uploaded documents on the server: one multipart request holds one or more files; each is checked
 * by its name, its size and its content (the first bytes must prove the PDF, JPEG or PNG its name
 * says), written to the upload folder under a random name and recorded. A request with one refused
 * file stores none of its files. Files are served back only to their owner and to agents, always as
 * an attachment with the type their content proved (never inline, never as HTML).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import * as v from 'valibot';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  checkDocumentContent,
  checkDocumentFile,
  documentLimits,
  documentMediaTypes,
  sniffBytes,
  uploadFieldsSchema,
  type UploadedDocument,
  type UploadFields,
} from '../src/domain/documents.ts';
import type { MessageCode } from '../src/domain/errors.ts';
import type { ServerContext } from './context.ts';
import * as t from './db/schema.ts';
import type { RequestSession } from './http/auth.ts';
import { ApiError } from './http/errors.ts';
import { validate } from './http/validation.ts';

/** Uploads a visitor (no session) may make from one address per hour: a bound on the disk a stranger can fill. */
export const anonymousUploadsPerHour = 20;

/** Errors of @fastify/multipart and busboy, in the catalogue's words. */
const multipartCodes: Record<string, [number, MessageCode]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'DOC_TOO_LARGE'],
  FST_FILES_LIMIT: [400, 'DOC_PARTS'],
  FST_PARTS_LIMIT: [400, 'DOC_PARTS'],
  FST_FIELDS_LIMIT: [400, 'DOC_PARTS'],
  FST_PROTO_VIOLATION: [400, 'DOC_PARTS'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'DOC_MULTIPART'],
  FST_MP_PREMATURE_CLOSE: [400, 'DOC_PARTS'],
};

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  const known = code ? multipartCodes[code] : undefined;
  if (known) return new ApiError(known[0], known[1]);
  // busboy's own refusals (a malformed body, a missing boundary).
  if (error instanceof Error && /boundary|multipart|Unexpected end of form|Malformed/i.test(error.message)) return new ApiError(400, 'DOC_PARTS');
  throw error;
}

interface Received {
  fileName: string;
  bytes: Buffer;
  contentType: string;
}

async function readFile(part: MultipartFile, budget: { left: number }): Promise<Received> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw new ApiError(413, 'DOC_REQUEST_TOO_LARGE');
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new ApiError(413, 'DOC_TOO_LARGE');
  const bytes = Buffer.concat(chunks, size);
  const refusal = checkDocumentFile({ name: part.filename, size });
  if (refusal) throw new ApiError(refusal === 'DOC_TOO_LARGE' ? 413 : refusal === 'DOC_TYPE' ? 415 : 422, refusal);
  const content = checkDocumentContent(part.filename, bytes.subarray(0, sniffBytes));
  if ('refusal' in content) throw new ApiError(415, content.refusal);
  return { fileName: part.filename, bytes, contentType: documentMediaTypes[content.kind] };
}

export class DocumentStore {
  constructor(
    private readonly ctx: ServerContext,
    /** The folder files are written to: outside the web root (never under STATIC_DIR). */
    readonly folder: string,
  ) {}

  /** Reads, checks and stores every file of a multipart request; all or nothing. */
  async receive(request: FastifyRequest, session: RequestSession | null): Promise<UploadedDocument[]> {
    const declared = Number(request.headers['content-length']);
    // Refused before a byte is read when the length says so (a little room for the part headers).
    if (Number.isFinite(declared) && declared > documentLimits.requestBytes + 64 * 1024) throw new ApiError(413, 'DOC_REQUEST_TOO_LARGE');
    if (!session) await this.checkAnonymousQuota(request.ip);

    const received: Received[] = [];
    const fields: Record<string, string> = {};
    const budget = { left: documentLimits.requestBytes };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'files') throw new ApiError(400, 'DOC_PARTS');
          received.push(await readFile(part, budget));
        } else {
          if (typeof part.value !== 'string' || part.fieldname in fields) throw new ApiError(400, 'DOC_PARTS');
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw asApiError(error);
    }
    if (received.length === 0) throw new ApiError(400, 'DOC_PARTS');
    const details: UploadFields = validate(uploadFieldsSchema, fields, 'body');
    return this.store(received, details, session, request.ip);
  }

  private async checkAnonymousQuota(ip: string) {
    const since = new Date(this.ctx.now().getTime() - 3_600_000);
    const [row] = await this.ctx.db
      .select({ n: count() })
      .from(t.documents)
      .where(and(isNull(t.documents.ownerUserId), eq(t.documents.ip, ip), gt(t.documents.createdAt, since)));
    if ((row?.n ?? 0) >= anonymousUploadsPerHour) throw new ApiError(429, 'GEN429');
  }

  private async store(files: Received[], details: UploadFields, session: RequestSession | null, ip: string): Promise<UploadedDocument[]> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const written: string[] = [];
    try {
      const rows = [];
      for (const file of files) {
        const storedName = randomBytes(24).toString('hex');
        await writeFile(path.join(this.folder, storedName), file.bytes, { mode: 0o600, flag: 'wx' });
        written.push(storedName);
        rows.push({
          ownerUserId: session?.uuid ?? null,
          agentUserId: session?.agentUuid ?? null,
          storedName,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          accountNumber: details.AccountNumber ?? null,
          referenceNumber: details.ReferenceNumber ?? null,
          ip,
          createdAt: this.ctx.now(),
        });
      }
      const saved = await this.ctx.db.insert(t.documents).values(rows).returning();
      return saved.map(toUploaded);
    } catch (error) {
      await Promise.all(written.map((name) => rm(path.join(this.folder, name), { force: true })));
      throw error;
    }
  }

  /** Sends a document to its owner or to an agent; anyone else is told it does not exist. */
  async send(reply: FastifyReply, id: string, session: RequestSession): Promise<FastifyReply> {
    const [row] = await this.ctx.db.select().from(t.documents).where(eq(t.documents.id, id));
    const isAgent = session.isSupportLogin || session.user.isAgent;
    if (!row || (!isAgent && row.ownerUserId !== session.uuid)) throw new ApiError(404, 'DOC_NOT_FOUND');
    const stream = createReadStream(path.join(this.folder, row.storedName));
    return reply
      .header('content-type', row.contentType)
      .header('content-length', String(row.size))
      .header('content-disposition', attachmentDisposition(row.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .send(stream);
  }
}

function toUploaded(row: typeof t.documents.$inferSelect): UploadedDocument {
  return { documentId: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size, uploadedAt: row.createdAt.toISOString() };
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentIdSchema = v.strictObject({ id: v.pipe(v.string(), v.uuid('VLD_UUID')) });
