/**
 * Uploaded documents (document 2 section 7 "Documents: POST upload document (multipart: files,
 * AccountNumber, ReferenceNumber, Uuid)"): the accepted types, the limits and the check of a file's
 * type by its content. One set of rules for the upload component (before a byte is sent) and the
 * server (which trusts nothing the browser says). Pure: bytes in, verdicts out.
 */
import * as v from 'valibot';

/** Call paths inside the service area. */
export const documentCalls = {
  /** POST multipart: one or more `files` parts, with optional AccountNumber, ReferenceNumber, Uuid fields. */
  upload: '/documents',
  /** GET /documents/{id}: the file, as an attachment, to its owner and to agents. */
  download: '/documents', // + /{id}
} as const;

export const documentKinds = ['pdf', 'jpeg', 'png'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The media type a stored document is served with, by the kind its content proved. */
export const documentMediaTypes: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** File name endings that name each kind (compared in lower case). */
const extensionsOf: Record<DocumentKind, readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

/** What the file picker offers (the `accept` attribute). */
export const documentAccept = [...Object.values(documentMediaTypes), ...Object.values(extensionsOf).flat()].join(',');

export const documentLimits = {
  /** Each file at most 10 MB. */
  fileBytes: 10 * 1024 * 1024,
  /** All files of one upload request together at most 25 MB. */
  requestBytes: 25 * 1024 * 1024,
  /** Files in one request. */
  filesPerRequest: 10,
  /** Length of a file name kept (longer names are refused). */
  nameLength: 200,
} as const;

/** How many bytes of a file the content check reads. */
export const sniffBytes = 16;

/** The kind a file's first bytes prove, or null (an executable, a text, an archive...). */
export function sniffDocumentKind(head: Uint8Array): DocumentKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  // %PDF-
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  // JPEG SOI and the marker that follows it.
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

/** The kind a file's name says, or null when its ending is not one of the accepted ones. */
export function documentKindOfName(name: string): DocumentKind | null {
  const lower = name.toLowerCase();
  for (const kind of documentKinds) if (extensionsOf[kind].some((ending) => lower.endsWith(ending))) return kind;
  return null;
}

/** Message codes of a refused file (texts: errorCatalogue and the catalogues' `error.<code>`). */
export type DocumentRefusal = 'DOC_TYPE' | 'DOC_CONTENT' | 'DOC_TOO_LARGE' | 'DOC_EMPTY' | 'DOC_NAME';

/**
 * The checks that need no content: the name's ending, the size and the name's length. The server
 * runs the same, then the content check (`checkDocumentContent`).
 */
export function checkDocumentFile(file: { name: string; size: number }): DocumentRefusal | null {
  const hasControlOrPath = [...file.name].some((c) => c.charCodeAt(0) < 0x20 || c === '/' || c === '\\');
  if (file.name.length === 0 || file.name.length > documentLimits.nameLength || hasControlOrPath) return 'DOC_NAME';
  if (documentKindOfName(file.name) === null) return 'DOC_TYPE';
  if (file.size === 0) return 'DOC_EMPTY';
  if (file.size > documentLimits.fileBytes) return 'DOC_TOO_LARGE';
  return null;
}

/**
 * The content check: the first bytes must prove an accepted kind, and the same kind the name says
 * (a program renamed "bill.pdf" is refused, and so is a PNG named "scan.pdf").
 */
export function checkDocumentContent(name: string, head: Uint8Array): { kind: DocumentKind } | { refusal: 'DOC_CONTENT' } {
  const kind = sniffDocumentKind(head);
  if (kind === null || kind !== documentKindOfName(name)) return { refusal: 'DOC_CONTENT' };
  return { kind };
}

/** One stored document, as the upload call answers it and request details list it. */
export interface UploadedDocument {
  /** Random id (the stored file's name is another random value). */
  documentId: string;
  fileName: string;
  /** The media type the content proved. */
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** The text fields of the upload call (document 2 section 7), each optional. */
export const uploadFieldsSchema = v.strictObject({
  AccountNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'VLD_ACCOUNT_NUMBER'))),
  ReferenceNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,30}$/, 'DOC_REFERENCE'))),
  Uuid: v.optional(v.pipe(v.string(), v.uuid('VLD_UUID'))),
});
export type UploadFields = v.InferOutput<typeof uploadFieldsSchema>;

export const documentIdParamsSchema = v.strictObject({ id: v.pipe(v.string(), v.uuid('VLD_UUID')) });

/** Sizes shown beside a file: "512 KB", "3.4 MB" (numbers formatted by the caller's locale). */
export function fileSizeParts(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: Math.round(bytes / 1024), unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}
