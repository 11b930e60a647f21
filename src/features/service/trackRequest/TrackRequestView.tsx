import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TrackRequestViewModel } from '../../../../machines/service/trackRequest/trackRequest.connect.ts';
import { formatMessageDate } from '../../../domain/format.ts';
import { priorityNames, statusNames, timelineNoteIds } from '../../../domain/serviceRequests.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { useAppointmentText } from '../common/AppointmentFields.tsx';
import { ServiceStepForm } from '../common/ServiceStepForm.tsx';
import { serviceTrackerTexts } from '../serviceTracker/serviceTrackerText.ts';
import '../serviceTracker/serviceTracker.css';

/** Tracking a request without signing in, as the machine's view model describes it; no rule is decided here. */
export function TrackRequestView({ view }: { view: TrackRequestViewModel }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useStepHeadingFocus(view.status === 'found' ? 'found' : 'form');
  const error = useFailureText(serviceTrackerTexts);
  const { dayAndSlot } = useAppointmentText();
  const headingId = useId();
  const moment = (value: string) => formatMessageDate(value, intl.locale, true);
  const note = (text: string) => (Object.hasOwn(timelineNoteIds, text) ? t(timelineNoteIds[text]!) : text);
  const request = view.request;
  const status = request ? statusNames[request.status] : null;

  return (
    <div className="container page service-tracker">
      <h1 tabIndex={-1}>{t('service.trackRequest.title')}</h1>
      {view.status === 'failed' ? (
        <>
          <CallFailure failure={view.failure} onRetry={view.retry} />
          <p className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.edit}>
              {t('service.trackRequest.change')}
            </button>
          </p>
        </>
      ) : null}
      {view.status === 'form' || view.status === 'checking' || view.status === 'notFound' ? (
        <ServiceStepForm title={t('service.trackRequest.formTitle')} headingRef={heading} onSubmit={view.submit} submitLabel={view.busy ? t('service.trackRequest.checking') : t('service.trackRequest.submit')} busy={view.busy}>
          <p>{t('service.trackRequest.intro')}</p>
          <FormAlert texts={serviceTrackerTexts} formError={view.status === 'notFound' ? 'SRV_TRACK_NOT_FOUND' : null} />
          <TextField label={t('service.trackRequest.reference')} name="reference" value={view.reference} maxLength={11} autoComplete="off" hint={t('service.trackRequest.referenceHint')} error={error(view.errors.reference)} onChange={(event) => view.change('reference', event.target.value)} />
          <TextField label={t('service.trackRequest.contact')} name="contact" value={view.contact} maxLength={100} autoComplete="email" error={error(view.errors.contact)} onChange={(event) => view.change('contact', event.target.value)} />
        </ServiceStepForm>
      ) : null}
      {view.status === 'found' && request ? (
        <article className="service-request" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('service.tracker.requestName', { type: t(`service.tracker.type.${request.orderType}`), reference: request.reference })}
          </h2>
          <p>
            <span className={`service-request__status service-request__status--${status}`}>{t(`service.tracker.status.${status}`)}</span>
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
                <dd>{dayAndSlot(request.appointment.day, request.appointment.slot)}</dd>
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
          <p className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.edit}>
              {t('service.trackRequest.another')}
            </button>
          </p>
        </article>
      ) : null}
    </div>
  );
}
