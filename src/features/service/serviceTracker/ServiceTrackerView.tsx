import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceTrackerViewModel, TrackedRequest, TrackerAppointmentEditor, TrackerCancelDialog } from '../../../../machines/service/serviceTracker/serviceTracker.connect.ts';
import { apiAreas } from '../../../domain/apiAreas.ts';
import { documentCalls, documentKinds, documentMediaTypes, fileSizeParts } from '../../../domain/documents.ts';
import { formatDate, formatMessageDate } from '../../../domain/format.ts';
import { priorityNames, statusNames, timelineNoteIds, type SlotNumber } from '../../../domain/serviceRequests.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { AppointmentFields, useAppointmentText } from '../common/AppointmentFields.tsx';
import { serviceTrackerEditTexts, serviceTrackerSupplyTexts, serviceTrackerTexts } from './serviceTrackerText.ts';
import './serviceTracker.css';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The kind of a stored document by the media type its content proved. */
const kindOf = (contentType: string) => documentKinds.find((kind) => documentMediaTypes[kind] === contentType) ?? 'pdf';

function CancelDialog({ dialog, view, t, requestName }: { dialog: TrackerCancelDialog; view: ServiceTrackerViewModel; t: T; requestName: string }) {
  const titleId = useId();
  const bodyId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const { busy, failure } = dialog;
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={bodyId} className="modal" onClose={busy ? undefined : view.dismissCancel} initialFocus={() => keepRef.current}>
      <h2 id={titleId}>{t('service.tracker.confirm.title')}</h2>
      <p id={bodyId}>{t('service.tracker.confirm.body', { request: requestName })}</p>
      <FormAlert texts={serviceTrackerTexts} failure={failure} />
      <div className="modal__actions form-actions">
        <button ref={keepRef} type="button" className="button button--secondary" onClick={view.dismissCancel} disabled={busy}>
          {t('service.tracker.confirm.no')}
        </button>
        <button type="button" className="button" onClick={view.confirmCancel} disabled={busy} aria-busy={busy}>
          {busy ? t('service.tracker.cancelling') : failure ? t('common.retry') : t('service.tracker.confirm.yes')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The appointment editor: a day and slot from the town's calendar, Save and Close. */
function EditDialog({ editor, view, t, requestName }: { editor: TrackerAppointmentEditor; view: ServiceTrackerViewModel; t: T; requestName: string }) {
  const titleId = useId();
  const bodyId = useId();
  const { busy, failure } = editor;
  const loaded = editor.calendar.length > 0 || !busy;
  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} className="modal" onClose={busy ? undefined : view.closeEdit}>
      <h2 id={titleId}>{t('service.tracker.edit.title')}</h2>
      <p id={bodyId}>{t('service.tracker.edit.body', { request: requestName })}</p>
      {editor.calendarFailed ? (
        <CallFailure failure={failure} onRetry={view.retryEdit} />
      ) : (
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            view.saveEdit();
          }}
        >
          <FormAlert texts={serviceTrackerEditTexts} failure={failure} />
          {editor.calendar.length === 0 && busy ? <InlineLoader /> : null}
          {loaded && !editor.calendarFailed ? (
            <AppointmentFields
              dayLabel={t('service.tracker.edit.day')}
              calendar={editor.calendar}
              day={editor.day}
              slot={editor.slot}
              slotsOfDay={editor.slotsOfDay}
              dayError={editor.invalid ? t('service.tracker.edit.invalid') : null}
              chooseDay={view.chooseDay}
              chooseSlot={view.chooseSlot}
            />
          ) : null}
          <div className="modal__actions form-actions">
            <button type="button" className="button button--secondary" onClick={view.closeEdit} disabled={busy}>
              {t('service.tracker.edit.close')}
            </button>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? t('service.tracker.edit.saving') : t('service.tracker.edit.save')}
            </button>
          </div>
        </form>
      )}
      {editor.calendarFailed ? (
        <div className="modal__actions form-actions">
          <button type="button" className="button button--secondary" onClick={view.closeEdit}>
            {t('service.tracker.edit.close')}
          </button>
        </div>
      ) : null}
    </ModalDialog>
  );
}

interface ServiceTrackerViewProps {
  view: ServiceTrackerViewModel;
  /** Links to start, stop or transfer service, shown when there is no request yet. */
  flowLinks?: ReactNode;
  /** The link back to every request, shown on /services/{key}. */
  allLink?: ReactNode;
  /** The upload field's call (a request that RequiresWork); without it no upload is offered. */
  upload?: UploadFile;
}

/** The service tracker as the machine's view model describes it; no rule is decided here. */
export function ServiceTrackerView({ view, flowLinks, allLink, upload }: ServiceTrackerViewProps) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const day = (value: string) => formatDate(value, intl.locale);
  const moment = (value: string) => formatMessageDate(value, intl.locale, true);
  const { slotInSentence } = useAppointmentText();
  const size = (bytes: number) => {
    const { value, unit } = fileSizeParts(bytes);
    const shown = { value: intl.formatNumber(value) };
    return unit === 'B' ? t('upload.size.B', shown) : unit === 'KB' ? t('upload.size.KB', shown) : t('upload.size.MB', shown);
  };
  const requestName = (request: TrackedRequest | TrackerCancelDialog['request']) => t('service.tracker.requestName', { type: t(`service.tracker.type.${request.orderType}`), reference: request.reference });
  const note = (text: string) => (Object.hasOwn(timelineNoteIds, text) ? t(timelineNoteIds[text]!) : text);

  // After a cancellation (or a reload) the Cancel button that had the focus is gone or disabled:
  // the focus goes to the page heading, whose status message says what happened.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeSeq = view.notice?.seq ?? 0;
  const focusedSeq = useRef(noticeSeq);
  useEffect(() => {
    if (noticeSeq === focusedSeq.current || view.status === 'loading') return;
    focusedSeq.current = noticeSeq;
    headingRef.current?.focus();
  }, [noticeSeq, view.status]);

  return (
    <div className="container page service-tracker" aria-busy={view.status === 'loading'}>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('service.tracker.title')}
      </h1>
      <p role="status" className="service-tracker__notice">
        {view.notice && view.status !== 'loading' ? t(`service.tracker.${view.notice.kind}`, { reference: view.notice.reference }) : ''}
      </p>
      {view.status === 'loading' ? <InlineLoader /> : null}
      {view.status === 'failed' ? <CallFailure failure={view.failure} onRetry={view.retry} /> : null}
      {view.missingReference ? <p>{t('service.tracker.missing', { reference: view.missingReference })}</p> : null}
      {view.status === 'empty' ? (
        <>
          <p>{t('service.tracker.empty')}</p>
          {flowLinks}
        </>
      ) : null}
      {view.single && allLink ? <p>{allLink}</p> : null}
      {view.status === 'list'
        ? view.requests.map((request) => (
            <RequestCard key={request.reference} request={request} name={requestName(request)} t={t} day={day} moment={moment} slotText={slotInSentence} size={size} note={note} view={view} upload={upload} />
          ))
        : null}
      {view.dialog ? <CancelDialog dialog={view.dialog} view={view} t={t} requestName={requestName(view.dialog.request)} /> : null}
      {view.editor ? <EditDialog editor={view.editor} view={view} t={t} requestName={requestName(view.editor.request)} /> : null}
    </div>
  );
}

interface RequestCardProps {
  request: TrackedRequest;
  name: string;
  t: T;
  day: (value: string) => string;
  moment: (value: string) => string;
  /** The slot after the day (in-sentence form). */
  slotText: (slot: SlotNumber) => string;
  size: (bytes: number) => string;
  note: (text: string) => string;
  view: ServiceTrackerViewModel;
  upload?: UploadFile;
}

/** A request that RequiresWork: the document asked for, the upload field and Send. */
function MissingDocument({ request, name, t, view, upload }: { request: TrackedRequest; name: string; t: T; view: ServiceTrackerViewModel; upload: UploadFile }) {
  const document = request.missingDocument ? t(`service.tracker.missingDocument.${request.missingDocument}`) : t('service.tracker.missingDocument.any');
  return (
    <section className="service-request__missing" aria-label={t('service.tracker.missing.title')}>
      <h3>{t('service.tracker.missing.title')}</h3>
      <p>{t('service.tracker.missing.body', { document })}</p>
      <FormAlert texts={serviceTrackerSupplyTexts} failure={request.supplyFailure} />
      <FileUpload
        label={t('service.tracker.missing.label', { document })}
        upload={upload}
        onChange={(documents) => view.changeUploads(request.reference, documents.map((d) => d.documentId))}
        error={request.documentMissing ? t('service.tracker.missing.required') : null}
      />
      <p className="form-actions">
        <button type="button" className="button" onClick={() => view.sendDocuments(request.reference)} disabled={request.sending} aria-busy={request.sending} aria-label={t('service.tracker.missing.sendLabel', { request: name })}>
          {request.sending ? t('service.tracker.missing.sending') : t('service.tracker.missing.send')}
        </button>
      </p>
    </section>
  );
}

function RequestCard({ request, name, t, day, moment, slotText, size, note, view, upload }: RequestCardProps) {
  const headingId = useId();
  const status = statusNames[request.status];
  return (
    <article className="service-request" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p>
        <span className={`service-request__status service-request__status--${status}`}>{t(`service.tracker.status.${status}`)}</span>
        {request.byAgent ? <span className="service-request__agent">{t('service.tracker.byAgent')}</span> : null}
      </p>
      <dl className="summary-list">
        <dt>{t('service.tracker.priority')}</dt>
        <dd>{t(`service.tracker.priority.${priorityNames[request.priority]}`)}</dd>
        <dt>{t('service.tracker.requested')}</dt>
        <dd>{moment(request.createdAt)}</dd>
        <dt>{t('service.tracker.updated')}</dt>
        <dd>{moment(request.updatedAt)}</dd>
        {request.appointment ? (
          <>
            <dt>{t('service.tracker.appointment')}</dt>
            <dd>{`${day(request.appointment.day)}, ${slotText(request.appointment.slot)}`}</dd>
          </>
        ) : null}
        {request.accountNumber ? (
          <>
            <dt>{t('service.stop.accountNumber')}</dt>
            <dd>{request.accountNumber}</dd>
          </>
        ) : null}
      </dl>
      <h3>{t('service.tracker.timeline')}</h3>
      <ol className="service-request__timeline">
        {request.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <strong>{t(`service.tracker.status.${statusNames[event.status]}`)}</strong> <time dateTime={event.at}>{moment(event.at)}</time>
            <span className="service-request__note">{note(event.note)}</span>
          </li>
        ))}
      </ol>
      <h3>{t('service.tracker.documents')}</h3>
      {request.documents.length === 0 ? (
        <p>{t('service.tracker.noDocuments')}</p>
      ) : (
        <ul className="service-request__documents">
          {request.documents.map((document) => (
            <li key={document.id}>
              <a href={`${apiAreas.service}${documentCalls.download}/${document.id}`} download={document.fileName}>
                {document.fileName}
              </a>{' '}
              ({t(`service.tracker.documentType.${kindOf(document.contentType)}`)}, {size(document.size)})
            </li>
          ))}
        </ul>
      )}
      {request.awaitsDocument && upload ? <MissingDocument request={request} name={name} t={t} view={view} upload={upload} /> : null}
      {request.cancellable || request.editable ? (
        <p className="form-actions">
          {request.editable ? (
            <button type="button" className="button button--secondary" onClick={() => view.askEdit(request.reference)} disabled={!view.cancelEnabled} aria-label={t('service.tracker.editLabel', { request: name })}>
              {t('service.tracker.edit')}
            </button>
          ) : null}
          {request.cancellable ? (
          <button type="button" className="button button--secondary" onClick={() => view.askCancel(request.reference)} disabled={!view.cancelEnabled} aria-label={t('service.tracker.cancelLabel', { request: name })}>
            {t('service.tracker.cancel')}
          </button>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
