import { Suspense, useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ReportOutageViewModel } from '../../../../machines/outage/reportOutage/reportOutage.connect.ts';
import type { OutageFeature } from '../../../domain/outage.ts';
import { reportContactChannels, reportLimits, reportOutageTypes, type ReportOutageData, type ReportPlace } from '../../../domain/outageReport.ts';
import { CallFailure } from '../../../ui/CallFailure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { InlineLoader } from '../../../ui/FullScreenLoader.tsx';
import { CheckboxField, RadioGroupField, SelectField } from '../../../ui/fields/ChoiceFields.tsx';
import { TextAreaField } from '../../../ui/fields/TextAreaField.tsx';
import { TextField } from '../../../ui/fields/TextField.tsx';
import { useFailureText } from '../../../ui/failureText.ts';
import { StepTracker, useStepHeadingFocus } from '../../../ui/StepTracker.tsx';
import { FileUpload } from '../../../ui/upload/FileUpload.tsx';
import type { UploadFile } from '../../../ui/upload/useFileUploads.ts';
import { crewStatusText, outageCauseText, outageStatusText } from '../outageWords.ts';
import { outageTime } from '../outageTime.ts';
import type { PickPointMapProps } from './pickProps.ts';
import { reportOutageTexts } from './reportOutageText.ts';
import '../../../ui/map/mapLayout.css';
import '../outageMap/outages.css';

export interface ReportOutageViewProps {
  view: ReportOutageViewModel;
  /** The map to pick a point on (maplibre; null in jsdom tests). */
  PickMap: ComponentType<PickPointMapProps> | null;
  /** Sends one photo to the documents call. */
  upload: UploadFile;
  /** The time zone the known outage's times are shown in. */
  timeZone: string;
  /** Where the outage map is (/outages signed in, /PreOutages not). */
  outagesLink: ReactNode;
}

const typeText = {
  noPower: 'outage.report.type.noPower',
  partialPower: 'outage.report.type.partialPower',
  flickering: 'outage.report.type.flickering',
  wireDown: 'outage.report.type.wireDown',
} as const;
const channelText = { text: 'outage.report.channel.text', email: 'outage.report.channel.email' } as const;

/** The place as the reporter reads it: the address or town found, else the point's coordinates. */
function usePlaceName() {
  const intl = useIntl();
  return (place: ReportPlace) =>
    place.label ||
    intl.formatMessage(
      { id: 'outage.report.place.point' },
      { latitude: intl.formatNumber(place.latitude, { maximumFractionDigits: 4 }), longitude: intl.formatNumber(place.longitude, { maximumFractionDigits: 4 }), town: place.town ?? '' },
    );
}

/**
 * Report an outage as the machine's view model describes it: the place (premise, search, map point
 * or location), a known outage shown instead of a duplicate report, the details with photos and
 * contact, the review, and the reference. Decides no rule.
 */
export function ReportOutageView({ view, PickMap, upload, timeZone, outagesLink }: ReportOutageViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = useFailureText(reportOutageTexts);
  const heading = useStepHeadingFocus(view.status);
  const placeName = usePlaceName();
  const title = view.signedIn ? t('outage.report.title') : t('outage.report.titleVisitor');

  const stepHeading = (id: string) => (
    <h2 ref={heading} tabIndex={-1}>
      {t(id)}
    </h2>
  );

  return (
    <div className="container page report-outage-page">
      <h1 tabIndex={-1}>{title}</h1>
      {view.status !== 'done' ? <StepTracker steps={view.steps} /> : null}
      {view.status === 'loading' ? (
        <>
          <p>{t('outage.report.premise.loading')}</p>
          <InlineLoader />
        </>
      ) : null}
      {view.status === 'place' ? <PlaceStep view={view} PickMap={PickMap} heading={stepHeading('outage.report.place.title')} /> : null}
      {view.status === 'checking' ? (
        <>
          {stepHeading('outage.report.place.title')}
          <p role="status">{t('outage.report.place.checking', { place: view.place ? placeName(view.place) : '' })}</p>
          <InlineLoader />
        </>
      ) : null}
      {view.status === 'checkFailed' ? (
        <>
          {stepHeading('outage.report.place.title')}
          <CallFailure failure={view.failure} texts={reportOutageTexts} lead={t('outage.report.place.checkFailed')} onRetry={view.retry} />
          <p className="form-actions">
            <button type="button" className="button button--secondary" onClick={view.changePlace}>
              {t('outage.report.place.change')}
            </button>
          </p>
        </>
      ) : null}
      {view.status === 'known' && view.known ? (
        <section aria-labelledby="known-outage-heading">
          <h2 id="known-outage-heading" ref={heading} tabIndex={-1}>
            {t('outage.report.known.title')}
          </h2>
          <p>{t('outage.report.known.lead', { place: view.place ? placeName(view.place) : '' })}</p>
          <KnownOutage outage={view.known} timeZone={timeZone} />
          <p>{t('outage.report.known.follow', { reference: view.known.properties.reference })}</p>
          <p className="form-actions">
            {outagesLink}
            <button type="button" className="button button--secondary" onClick={view.changePlace}>
              {t('outage.report.place.change')}
            </button>
          </p>
        </section>
      ) : null}
      {view.status === 'details' ? <DetailsStep view={view} upload={upload} heading={stepHeading('outage.report.details.title')} placeName={placeName} error={error} /> : null}
      {view.status === 'review' ? <ReviewStep view={view} heading={stepHeading('outage.report.review.title')} placeName={placeName} /> : null}
      {view.status === 'done' && view.result ? (
        <>
          <h2 ref={heading} tabIndex={-1}>
            {t('outage.report.done.title')}
          </h2>
          <ReportOutageReceipt result={view.result} />
          <p className="form-actions">{outagesLink}</p>
        </>
      ) : null}
    </div>
  );
}

function PlaceStep({ view, PickMap, heading }: { view: ReportOutageViewModel; PickMap: ComponentType<PickPointMapProps> | null; heading: ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const error = useFailureText(reportOutageTexts);
  const mapHeading = useId();
  const searching = view.busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.searchPlace();
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return view.locateFailed();
    navigator.geolocation.getCurrentPosition(
      (position) => view.pick(position.coords.latitude, position.coords.longitude),
      () => view.locateFailed(),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <>
      {heading}
      <p>{view.signedIn ? t('outage.report.place.leadSignedIn') : t('outage.report.place.lead')}</p>
      <FormAlert texts={reportOutageTexts} failure={view.failure} />
      <form role="search" className="outage-search" noValidate onSubmit={submit} aria-busy={searching}>
        <TextField
          label={t('outage.report.place.search')}
          hint={t('outage.report.place.searchHint')}
          name="reportPlace"
          type="search"
          autoComplete="off"
          maxLength={60}
          value={view.placeWords}
          error={error(view.placeError)}
          onChange={(event) => view.changeWords(event.target.value)}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={searching} aria-busy={searching}>
            {searching ? t('outage.report.place.searching') : t('outage.report.place.find')}
          </button>
          <button type="button" className="button button--secondary" onClick={locate} disabled={searching}>
            {t('outage.report.place.locate')}
          </button>
        </div>
      </form>
      <section className="map-layout__map" aria-labelledby={mapHeading}>
        <h3 id={mapHeading}>{t('outage.report.place.mapTitle')}</h3>
        <p className="field__hint">{t('outage.report.place.mapHint')}</p>
        {PickMap ? (
          <Suspense fallback={<p className="map-loading">{t('outage.map.mapLoading')}</p>}>
            <PickMap point={view.place} onPick={view.pick} label={t('outage.report.place.mapLabel')} />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}

function KnownOutage({ outage, timeZone }: { outage: OutageFeature; timeZone: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const p = outage.properties;
  const when = (iso: string) => outageTime(intl, iso, timeZone);
  return (
    <article className={`outage-item outage-item--${p.size}`} aria-labelledby="known-outage-area">
      <h3 id="known-outage-area">
        {p.area}, {p.town}
      </h3>
      <p className={`outage-item__status outage-item__status--${p.status}`}>{t(outageStatusText[p.status])}</p>
      <dl className="outage-item__facts">
        <dt>{t('outage.item.cause')}</dt>
        <dd>{t(outageCauseText[p.cause])}</dd>
        <dt>{t('outage.item.started')}</dt>
        <dd>{when(p.startedAt)}</dd>
        <dt>{t('outage.item.etr')}</dt>
        <dd>{p.estimatedRestorationAt ? when(p.estimatedRestorationAt) : t('outage.item.etrUnknown')}</dd>
        <dt>{t('outage.item.customers')}</dt>
        <dd>{intl.formatNumber(p.affectedCustomers)}</dd>
        <dt>{t('outage.item.crew')}</dt>
        <dd>{t(crewStatusText[p.crewStatus])}</dd>
        <dt>{t('outage.item.reference')}</dt>
        <dd>{p.reference}</dd>
      </dl>
    </article>
  );
}

function DetailsStep({
  view,
  upload,
  heading,
  placeName,
  error,
}: {
  view: ReportOutageViewModel;
  upload: UploadFile;
  heading: ReactNode;
  placeName: (place: ReportPlace) => string;
  error: (code: string | null | undefined) => string | null;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const d = view.details;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.submitDetails();
  };
  return (
    <>
      {heading}
      {view.place ? (
        <p className="report-outage__place">
          {t('outage.report.details.at', { place: placeName(view.place) })}{' '}
          <button type="button" className="button button--secondary button--small" onClick={view.changePlace}>
            {t('outage.report.place.change')}
          </button>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="report-outage__form">
        <SelectField
          label={t('outage.report.type.label')}
          placeholder={t('outage.report.type.placeholder')}
          options={reportOutageTypes.map((type) => ({ value: type, label: t(typeText[type]) }))}
          value={d.title}
          error={error(view.issues.title)}
          onChange={(event) => view.change('title', event.target.value)}
        />
        {d.title === 'wireDown' ? (
          <p className="outage-notice" role="note">
            {t('outage.report.type.wireDownWarning')}
          </p>
        ) : null}
        <TextAreaField
          label={t('outage.report.details.message')}
          hint={t('outage.report.details.messageHint', { max: reportLimits.detailsMax })}
          rows={4}
          maxLength={reportLimits.detailsMax}
          value={d.message}
          error={error(view.issues.message)}
          onChange={(event) => view.change('message', event.target.value)}
        />
        <FileUpload label={t('outage.report.details.photos')} hint={t('outage.report.details.photosHint', { max: reportLimits.attachmentsMax })} upload={upload} onChange={view.changePhotos} initialItems={initialPhotos(view)} error={error(view.issues.photos)} />
        <TextField label={t('outage.report.details.name')} autoComplete="name" maxLength={reportLimits.nameMax} value={d.reporterName} error={error(view.issues.reporterName)} onChange={(event) => view.change('reporterName', event.target.value)} />
        <TextField
          label={t('outage.report.details.phone')}
          hint={t('outage.report.details.phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          value={d.phoneNumber}
          error={error(view.issues.phoneNumber)}
          onChange={(event) => view.change('phoneNumber', event.target.value)}
        />
        <TextField label={t('outage.report.details.email')} type="email" autoComplete="email" maxLength={100} value={d.emailAddress} error={error(view.issues.emailAddress)} onChange={(event) => view.change('emailAddress', event.target.value)} />
        <CheckboxField label={t('outage.report.details.isContact')} checked={d.isContact} onChange={(event) => view.change('isContact', event.target.checked)} />
        {d.isContact ? (
          <RadioGroupField
            legend={t('outage.report.channel.legend')}
            name="notificationPreference"
            options={reportContactChannels.map((channel) => ({ value: channel, label: t(channelText[channel]) }))}
            value={d.notificationPreference}
            onChange={(value) => view.change('notificationPreference', value)}
          />
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button">
            {t('outage.report.details.continue')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The photos already uploaded, shown again when the reporter comes back to the details. */
function initialPhotos(view: ReportOutageViewModel) {
  return view.attachments.map((document) => ({
    key: `photo-${document.documentId}`,
    name: document.fileName,
    type: document.contentType,
    size: document.size,
    status: 'done' as const,
    progress: 1,
    error: null,
    serverMessage: null,
    refusedFile: false,
    document,
  }));
}

function ReviewStep({ view, heading, placeName }: { view: ReportOutageViewModel; heading: ReactNode; placeName: (place: ReportPlace) => string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const d = view.details;
  const none = t('outage.report.review.none');
  return (
    <>
      {heading}
      <dl className="review-list">
        <dt>{t('outage.report.review.place')}</dt>
        <dd>{view.place ? placeName(view.place) : none}</dd>
        <dt>{t('outage.report.type.label')}</dt>
        <dd>{d.title ? t(typeText[d.title]) : none}</dd>
        <dt>{t('outage.report.details.message')}</dt>
        <dd>{d.message.trim() || none}</dd>
        <dt>{t('outage.report.details.photos')}</dt>
        <dd>{view.attachments.length > 0 ? view.attachments.map((a) => a.fileName).join(', ') : none}</dd>
        <dt>{t('outage.report.details.name')}</dt>
        <dd>{d.reporterName}</dd>
        <dt>{t('outage.report.details.phone')}</dt>
        <dd>{d.phoneNumber || none}</dd>
        <dt>{t('outage.report.details.email')}</dt>
        <dd>{d.emailAddress || none}</dd>
        <dt>{t('outage.report.review.updates')}</dt>
        <dd>{d.isContact ? t(channelText[d.notificationPreference]) : t('outage.report.review.noUpdates')}</dd>
      </dl>
      {view.submitFailed ? <CallFailure failure={view.failure} texts={reportOutageTexts} lead={t('outage.report.review.failed')} onRetry={view.retry} /> : null}
      <div className="form-actions">
        {view.submitFailed ? null : (
          <button type="button" className="button" onClick={view.submit} disabled={view.busy} aria-busy={view.busy}>
            {view.busy ? t('outage.report.review.sending') : t('outage.report.review.submit')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={view.edit} disabled={view.busy}>
          {t('outage.report.review.edit')}
        </button>
      </div>
    </>
  );
}

/** The report's reference, and the known outage it joined (the Success page shows the same). */
export function ReportOutageReceipt({ result }: { result: ReportOutageData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div role="status" className="report-outage__receipt">
      <p>{t('outage.report.done.lead')}</p>
      <p>
        {t('outage.report.done.reference')} <strong className="report-outage__reference">{result.reference}</strong>
      </p>
      {result.outage ? <p>{t('outage.report.done.joined', { reference: result.outage.properties.reference, area: result.outage.properties.area })}</p> : null}
    </div>
  );
}
