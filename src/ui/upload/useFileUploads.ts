import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDocumentContent, checkDocumentFile, sniffBytes, type UploadedDocument } from '../../domain/documents.ts';

/** One file of an upload list, as the view shows it. */
export interface UploadItem {
  key: string;
  name: string;
  /** The type the browser reports (shown; the server decides by content). */
  type: string;
  size: number;
  status: 'checking' | 'uploading' | 'done' | 'failed' | 'cancelled';
  /** 0 to 1 while uploading. */
  progress: number;
  /** Message code of a refusal (DOC_TYPE, DOC_CONTENT, DOC_TOO_LARGE... or a server or network code). */
  error: string | null;
  /** The server's text that came with a server refusal. */
  serverMessage: string | null;
  /** A refusal of the file itself: trying again cannot help, only removing it. */
  refusedFile: boolean;
  document: UploadedDocument | null;
}

/** A file uploaded earlier (kept by the flow's machine) as the field shows it again: done, with its document. */
export function uploadedItem(document: UploadedDocument): UploadItem {
  return { key: document.documentId, name: document.fileName, type: document.contentType, size: document.size, status: 'done', progress: 1, error: null, serverMessage: null, refusedFile: false, document };
}

/** Documents already uploaded, as the items a field starts with (a step shown again keeps its files). */
export function uploadedItems(documents: readonly (UploadedDocument | null | undefined)[]): UploadItem[] {
  return documents
    .filter((document): document is UploadedDocument => Boolean(document))
    .map(uploadedItem);
}

/** Sends one file; rejects with { msgcode, message } or, when the signal aborts, with an error named UploadAborted. */
export type UploadFile = (file: File, options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<UploadedDocument>;

const fileRefusals = new Set(['DOC_TYPE', 'DOC_CONTENT', 'DOC_TOO_LARGE', 'DOC_EMPTY', 'DOC_NAME']);

async function headOf(file: File): Promise<Uint8Array> {
  const blob = file.slice(0, sniffBytes);
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

let counter = 0;

/**
 * The files of one upload field: each is checked here first (name, size, and its first bytes: a
 * program renamed "bill.pdf" never leaves the browser), then uploaded on its own with progress;
 * each can be cancelled, tried again or removed. `onChange` gets the stored documents.
 */
export function useFileUploads(upload: UploadFile, onChange?: (documents: UploadedDocument[]) => void, initial: UploadItem[] = []) {
  const [items, setItems] = useState<UploadItem[]>(initial);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const reported = useRef<string>('');

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  useEffect(() => {
    const documents = items.flatMap((item) => (item.status === 'done' && item.document ? [item.document] : []));
    const signature = documents.map((d) => d.documentId).join(',');
    if (signature !== reported.current) {
      reported.current = signature;
      onChangeRef.current?.(documents);
    }
  }, [items]);

  // Uploads still running when the field goes away are stopped.
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  const start = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', progress: 0, error: null, serverMessage: null });
      try {
        const document = await upload(file, { onProgress: (progress) => patch(key, { progress }), signal: controller.signal });
        patch(key, { status: 'done', progress: 1, document });
      } catch (error) {
        if (controller.signal.aborted) patch(key, { status: 'cancelled', progress: 0 });
        else {
          const { msgcode, message } = (error ?? {}) as { msgcode?: string; message?: string };
          const code = msgcode || 'GEN500';
          patch(key, { status: 'failed', error: code, serverMessage: message ?? null, refusedFile: fileRefusals.has(code) });
        }
      } finally {
        controllers.current.delete(key);
      }
    },
    [patch, upload],
  );

  const add = useCallback(
    async (list: FileList | readonly File[]) => {
      const added = Array.from(list).map((file) => {
        const key = `upload-${++counter}`;
        files.current.set(key, file);
        const item: UploadItem = { key, name: file.name, type: file.type, size: file.size, status: 'checking', progress: 0, error: null, serverMessage: null, refusedFile: false, document: null };
        return item;
      });
      setItems((current) => [...current, ...added]);
      await Promise.all(
        added.map(async (item) => {
          const file = files.current.get(item.key)!;
          const refusal = checkDocumentFile(file);
          const content = refusal ? null : checkDocumentContent(file.name, await headOf(file));
          const code = refusal ?? (content && 'refusal' in content ? content.refusal : null);
          if (code) patch(item.key, { status: 'failed', error: code, refusedFile: true });
          else await start(item.key);
        }),
      );
    },
    [patch, start],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const retry = useCallback((key: string) => void start(key), [start]);
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  return { items, add, cancel, retry, remove };
}
