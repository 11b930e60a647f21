import { useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { documentAccept, fileSizeParts, type UploadedDocument } from '../../domain/documents.ts';
import { useFailureText, type FailureTexts } from '../failureText.ts';
import { useFileUploads, type UploadFile, type UploadItem } from './useFileUploads.ts';

/** Upload refusals are worded in the common catalogue (`error.DOC_*`, `error.NETWORK`...). */
const uploadTexts: FailureTexts = { prefixes: ['error'], fallback: 'upload.failed' };

export interface FileUploadViewProps {
  /** The field's visible name ("Proof of ownership"). */
  label: string;
  /** Shown under the label; the accepted types and the size limit are always said. */
  hint?: string;
  /** A message about the field as a whole (a required document missing). */
  error?: string | null;
  items: readonly UploadItem[];
  multiple?: boolean;
  onAdd: (files: File[]) => void;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * Drag and drop plus a keyboard-operable file button; per file its name, type and size, a progress
 * bar, Cancel while it uploads, Try again after a failure, Remove, and the refusal in the
 * catalogue's words beside it. A polite live region says when a file is done or refused.
 */
export function FileUploadView({ label, hint, error, items, multiple = true, onAdd, onCancel, onRetry, onRemove }: FileUploadViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reason = useFailureText(uploadTexts);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const size = (bytes: number) => {
    const { value, unit } = fileSizeParts(bytes);
    const shown = { value: intl.formatNumber(value) };
    return unit === 'B' ? t('upload.size.B', shown) : unit === 'KB' ? t('upload.size.KB', shown) : t('upload.size.MB', shown);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onAdd(multiple ? dropped : dropped.slice(0, 1));
  };
  const announcement = items
    .filter((item) => item.status === 'done' || item.status === 'failed')
    .map((item) => (item.status === 'done' ? t('upload.announce.done', { name: item.name }) : t('upload.announce.failed', { name: item.name, reason: reason(item.error, item.serverMessage ?? undefined) ?? '' })))
    .join(' ');

  return (
    <div className={['field', 'upload', error ? 'field--invalid' : ''].filter(Boolean).join(' ')} role="group" aria-labelledby={`${id}-label`} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <p id={`${id}-label`} className="field__label">
        {label}
      </p>
      <p id={`${id}-hint`} className="field__hint">
        {hint ? `${hint} ` : ''}
        {t('upload.rules')}
      </p>
      <div
        className={['upload__drop', dragging ? 'upload__drop--active' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop"
      >
        <p className="upload__drop-text">{t('upload.dropHere')}</p>
        <button type="button" className="button button--secondary" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          {t('upload.choose', { label })}
        </button>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={documentAccept}
          multiple={multiple}
          onChange={(event) => {
            const chosen = event.currentTarget.files ? Array.from(event.currentTarget.files) : [];
            // The same file may be chosen again after a removal.
            event.currentTarget.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="upload__list" aria-label={t('upload.listLabel', { label })}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} size={size(item.size)} reason={reason(item.error, item.serverMessage ?? undefined)} onCancel={onCancel} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function UploadRow({ item, size, reason, onCancel, onRetry, onRemove }: { item: UploadItem; size: string; reason: string | null; onCancel: (key: string) => void; onRetry: (key: string) => void; onRemove: (key: string) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorId = `${item.key}-error`;
  const percent = Math.round(item.progress * 100);
  return (
    <li className={['upload__item', `upload__item--${item.status}`].join(' ')} aria-describedby={item.status === 'failed' ? errorId : undefined}>
      <div className="upload__file">
        <span className="upload__name">{item.name}</span>
        <span className="upload__meta">{[item.type || t('upload.unknownType'), size].join(' · ')}</span>
      </div>
      {item.status === 'uploading' || item.status === 'checking' ? (
        <progress className="upload__progress" max={100} value={item.status === 'checking' ? undefined : percent} aria-label={t('upload.progress', { name: item.name })}>
          {t('upload.percent', { percent })}
        </progress>
      ) : null}
      <p className="upload__status">
        {item.status === 'uploading' ? t('upload.status.uploading', { percent }) : null}
        {item.status === 'checking' ? t('upload.status.checking') : null}
        {item.status === 'done' ? t('upload.status.done') : null}
        {item.status === 'cancelled' ? t('upload.status.cancelled') : null}
      </p>
      {item.status === 'failed' && reason ? (
        <p id={errorId} className="field__error upload__error">
          {reason}
        </p>
      ) : null}
      <div className="upload__actions">
        {item.status === 'uploading' ? (
          <button type="button" className="button button--secondary button--small" onClick={() => onCancel(item.key)} aria-label={t('upload.cancelNamed', { name: item.name })}>
            {t('upload.cancel')}
          </button>
        ) : null}
        {(item.status === 'failed' && !item.refusedFile) || item.status === 'cancelled' ? (
          <button type="button" className="button button--secondary button--small" onClick={() => onRetry(item.key)} aria-label={t('upload.retryNamed', { name: item.name })}>
            {t('upload.retry')}
          </button>
        ) : null}
        {item.status !== 'uploading' && item.status !== 'checking' ? (
          <button type="button" className="button button--secondary button--small" onClick={() => onRemove(item.key)} aria-label={t('upload.removeNamed', { name: item.name })}>
            {t('upload.remove')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export interface FileUploadProps extends Omit<FileUploadViewProps, 'items' | 'onAdd' | 'onCancel' | 'onRetry' | 'onRemove'> {
  upload: UploadFile;
  /** The stored documents, whenever they change. */
  onChange?: (documents: UploadedDocument[]) => void;
  /** Items to start with (stories). */
  initialItems?: UploadItem[];
}

/** An upload field wired to its files: see FileUploadView and useFileUploads. */
export function FileUpload({ upload, onChange, initialItems, ...view }: FileUploadProps) {
  const uploads = useFileUploads(upload, onChange, initialItems);
  return <FileUploadView {...view} items={uploads.items} onAdd={(files) => void uploads.add(files)} onCancel={uploads.cancel} onRetry={uploads.retry} onRemove={uploads.remove} />;
}
