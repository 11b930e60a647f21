/** Multipart bodies built by hand, as a client that bypasses the browser would send them. */
export interface Part {
  name: string;
  /** A file part when set. */
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

export function multipartBody(parts: Part[], boundary = `----portal${Math.random().toString(16).slice(2)}`): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName !== undefined ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

/** Sample contents whose first bytes are those of each kind (and of things that are not documents). */
export const samples = {
  pdf: (size = 1200) => padded(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), size),
  jpeg: (size = 900) => padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), size),
  png: (size = 800) => padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]), size),
  /** A Windows program (MZ header). */
  exe: (size = 2048) => padded(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), size),
  html: () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
};

function padded(head: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(bytes);
  return bytes;
}
